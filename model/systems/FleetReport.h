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
    Breakdown total;    // the fleet's points, itemised
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

    // Room for `count` ships' reports (none with a sink, which takes them) and, with
    // `lineEach`, for a line of the total per ship (addShipAndCost with a line format) and one
    // more (a fleet-wide purchase): the lists are then made once, never grown by copying.
    void reserve(std::size_t count, const ShipReportSink &sink, bool lineEach)
    {
        if (!sink)
            ships.reserve(count);
        if (lineEach)
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

    // Adds a ship's cost to the fleet's total, then hands its report on (addShip). The total's
    // line is `lineFormat` (translated, "%1 (%2)") with the ship's name and class. When
    // `lineFormat` is empty (a report of costs alone) the ships of one class in a row share a
    // line named by the class: the total of a fleet of many ships then stays small and quick.
    void addShipAndCost(std::size_t index, ShipReport &&ship, const ShipReportSink &sink,
                        const QString &lineFormat, const QString &rule)
    {
        if (lineFormat.isEmpty())
            total.addOrMerge(ship.className, int(ship.cost.total()), rule);
        else
            total.add(lineFormat.arg(ship.name, ship.className), int(ship.cost.total()), rule);
        addShip(index, std::move(ship), sink);
    }
};

} // namespace fw::model
