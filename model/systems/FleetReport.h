#pragma once

#include "../core/Breakdown.h"
#include "../core/RulesOptions.h"

#include <QString>
#include <QStringView>

#include <algorithm>
#include <functional>
#include <optional>
#include <vector>

namespace fw::model {

// A derived value of a ship, for reports and editors: "To hit vs ship: 3+".
struct ReportStat
{
    // Where a text report shows the stat. Line: a line of its own, "label: value". Summary: in the
    // ship's one-line summary, as `brief` ("Damage capacity 4, speed 3"). Title: beside the
    // ship's cost in its title, as `brief`, when `number` is not zero ("(fighters 60)").
    enum class Place { Line, Summary, Title };

    QString key;   // stable id, e.g. "turns"
    QString label; // translated
    QString value;
    QString assumption;        // rules option id when the value depends on one
    std::optional<int> number; // the value as a number, when it is one
    Place place = Place::Line;
    QString brief; // translated; the stat inside a sentence ("speed 3")

    ReportStat() = default;
    ReportStat(QString key_, QString label_, QString value_, QString assumption_ = {})
        : key(std::move(key_))
        , label(std::move(label_))
        , value(std::move(value_))
        , assumption(std::move(assumption_))
    {}

    // A whole number: its value is the number written out.
    static ReportStat figure(QString key, QString label, int number, Place place = Place::Line,
                             QString brief = {})
    {
        ReportStat s(std::move(key), std::move(label), QString::number(number));
        s.number = number;
        s.place = place;
        s.brief = std::move(brief);
        return s;
    }

    bool operator==(const ReportStat &other) const = default;
};

// Something a design fills up to a limit: weapon spaces, hangar slots, reactor power.
struct CapacityReport
{
    QString key;   // stable id, e.g. "spaces"
    QString label; // translated, e.g. "Weapon spaces"
    Breakdown used;
    Breakdown available;
    bool unlimited = false; // the capacity has no cap (e.g. an assumption says so)

    bool over() const { return !unlimited && used.total() > available.total(); }

    bool operator==(const CapacityReport &other) const = default;
};

// Everything derived about one ship. Never stored: always computed from the design.
struct ShipReport
{
    QString name;
    QString classId;
    QString className; // translated
    QString group;     // battlegroup, squadron...; empty when the system has none
    Breakdown cost;    // everything on the ship, fighters included
    std::vector<CapacityReport> capacities; // in the game's order; none when it has no limits
    std::vector<ReportStat> stats;          // the game's own figures
    // The ship's line of the fleet's total: "Name (Class)", its cost and the game's rule (empty
    // in a game whose total is not itemised by ship).
    BreakdownLine fleetLine;

    const ReportStat *stat(QStringView key) const
    {
        const auto it = std::find_if(stats.begin(), stats.end(),
                                     [key](const ReportStat &s) { return s.key == key; });
        return it == stats.end() ? nullptr : &*it;
    }
    const CapacityReport *capacity(QStringView key) const
    {
        const auto it = std::find_if(capacities.begin(), capacities.end(),
                                     [key](const CapacityReport &c) { return c.key == key; });
        return it == capacities.end() ? nullptr : &*it;
    }

    bool operator==(const ShipReport &other) const = default;
};

// A rules option that changes some result of this fleet, with its value in force.
struct AssumptionNote
{
    QString optionId;
    QString label;
    QString value;
    QString affects; // translated: what depends on it

    bool operator==(const AssumptionNote &other) const = default;
};

// Receives each ship's report in fleet order, instead of FleetReport::ships (GameSystem::report).
using ShipReportSink = std::function<void(std::size_t index, ShipReport &&ship)>;

struct FleetReport
{
    QString pointsUnit; // translated, e.g. "BP"
    // The fleet's points, itemised. With a sink (GameSystem::report), its first `shipLines` lines
    // are the ships' costs summed (each ship's own line went to the sink with its report), and
    // the fleet-wide lines follow.
    Breakdown total;
    std::size_t shipLines = 0;
    std::optional<int> budget;
    std::vector<ShipReport> ships;
    std::vector<ReportStat> stats; // fleet-wide derived values
    std::vector<AssumptionNote> assumptions;

    // Notes that `affects` rests on rules option `id` as `options` set it; nothing when the game
    // has no such option.
    void addAssumption(const std::vector<RulesOptionSpec> &specs, const RulesOptions &options,
                       const char *id, QString affects)
    {
        if (const RulesOptionSpec *spec = findOption(specs, QLatin1String(id)))
            assumptions.push_back(
                {spec->id, spec->label, spec->describe(options.value(*spec)), std::move(affects)});
    }

    // Room for `count` ships' reports and, when `itemised` (a line of the total per ship),
    // their lines of the total and one more (a fleet-wide purchase); with a sink, which takes
    // both, nothing: the lists are made once, never grown by copying.
    void reserve(std::size_t count, const ShipReportSink &sink, bool itemised)
    {
        if (sink)
            return;
        ships.reserve(count);
        if (itemised)
            total.reserve(count + 1);
    }

    // Hands a ship's report to `sink`, or keeps it in `ships` when there is none.
    void addShip(std::size_t index, ShipReport &&ship, const ShipReportSink &sink)
    {
        if (sink)
            sink(index, std::move(ship));
        else
            ships.push_back(std::move(ship));
    }

    // Adds a ship's cost to the fleet's total, then hands its report on (addShip). The ship's
    // line of the total (ShipReport::fleetLine) is `lineFormat` (translated, "%1 (%2)") with
    // its name and class. Without a sink, the total gets that line when `itemised`; otherwise
    // (a report of costs alone) the ships of one class in a row share a line named by the class,
    // so the total of a fleet of many ships stays small and quick. With a sink, the total only
    // sums the ships (shipLines), so a huge fleet's report never holds a line per ship.
    void addShipAndCost(std::size_t index, ShipReport &&ship, const ShipReportSink &sink,
                        const QString &lineFormat, const QString &rule, bool itemised)
    {
        const int cost = int(ship.cost.total());
        ship.fleetLine = {lineFormat.arg(ship.name, ship.className), cost, rule, {}};
        if (sink) {
            const std::size_t before = total.lines().size();
            if (m_shipsLabel.isNull())
                m_shipsLabel = shipsLabel();
            total.addOrMerge(m_shipsLabel, cost, rule);
            shipLines += total.lines().size() - before;
        } else if (itemised) {
            total.add(ship.fleetLine.label, cost, rule);
        } else {
            total.addOrMerge(ship.className, cost, rule);
        }
        addShip(index, std::move(ship), sink);
    }

    // The label of the ships' summed cost: "Ships", translated.
    static QString shipsLabel();

private:
    QString m_shipsLabel; // shipsLabel(), once per report
};

} // namespace fw::model
