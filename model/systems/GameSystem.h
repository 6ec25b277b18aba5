#pragma once

#include "../core/Fleet.h"
#include "../core/Json.h"
#include "../core/RulesOptions.h"
#include "FleetReport.h"

#include <QString>
#include <QStringList>
#include <QVariantMap>

class QTextStream;

#include <limits>
#include <memory>
#include <optional>
#include <vector>

namespace fw::model {

class ObjectReader;
namespace combat {
class CombatRules;
}

// One supported game. Everything that knows the game's rules lives behind this interface (and in
// the game's own folders); the rest of the project only talks to it.
class GameSystem
{
public:
    GameSystem() = default;
    GameSystem(const GameSystem &) = delete;
    GameSystem &operator=(const GameSystem &) = delete;
    virtual ~GameSystem() = default;

    // Stable, written to files, e.g. the game's name in lower case.
    virtual QString id() const = 0;
    virtual QString displayName() const = 0;
    // Which edition or document the rules follow.
    virtual QString rulesSource() const = 0;
    // Translated short unit of the fleet's points: "BP", "credits".
    virtual QString pointsUnit() const = 0;
    // An amount of points with its unit, translated: "55 BP", "1 credit".
    virtual QString formatPoints(qint64 amount) const
    {
        return QStringLiteral("%1 %2").arg(amount).arg(pointsUnit());
    }
    // `amount` for a translation's %n, which takes an int of 0 or more; nothing for any other
    // amount, which reads as a plural ("%1 points").
    static std::optional<int> numerusAmount(qint64 amount)
    {
        if (amount < 0 || amount > std::numeric_limits<int>::max())
            return std::nullopt;
        return int(amount);
    }

    // Every rules option, house rule and assumption of this system, in display order.
    virtual const std::vector<RulesOptionSpec> &options() const = 0;

    // An empty fleet with this system's defaults.
    virtual std::unique_ptr<Fleet> createFleet() const = 0;

    // Reads this system's part of a fleet file (everything but the common header keys the
    // caller has already taken from `root`). Reports every problem to root's context.
    virtual void readFleet(ObjectReader &root, Fleet &fleet) const = 0;
    // Appends this system's keys to `root`, deterministically.
    virtual void writeFleet(const Fleet &fleet, Json &root) const = 0;

    // The key under which a fleet file holds the fleet's designs (Fleet::designs), and under
    // which issues name them: "designs[2].name". readFleet and writeFleet read and write them.
    virtual QString designsKey() const { return QStringLiteral("designs"); }

    // Costs, capacities and derived values of every ship and of the fleet. With Costs, each ship's
    // itemised cost alone (a game may add more), for the fleet's total, which is the same.
    // With a sink, each ship's report goes to it as soon as it is made, in fleet order, and
    // FleetReport::ships stays empty: a huge fleet's reports never have to be held at once. Each
    // ship's line of the fleet's total goes with its report (ShipReport::fleetLine), and the
    // total sums them (FleetReport::shipLines). The fleet's points, stats and assumptions are the
    // same with or without one.
    enum class ReportDetail { Full, Costs };
    virtual FleetReport report(const Fleet &fleet, ReportDetail detail = ReportDetail::Full,
                               const ShipReportSink &sink = {}) const = 0;

    // How this system resolves attacks and fights trial battles; null when it cannot (yet).
    virtual const combat::CombatRules *combat() const { return nullptr; }

    // Ship catalogues of another program this game reads (FieryVoid's ship files): the format's
    // name on the command line ("fieryvoid"), or empty when it reads none.
    virtual QString catalogueFormat() const { return {}; }
    // Lists the hulls of the catalogue files or folders `paths` that pass `filters` ("faction":
    // a list, "name", "size", "maxPoints", "maxIsd") to `out`, as JSON when `json`; problems go
    // to `err`. Returns how many hulls were read, -1 when the game reads no catalogue.
    virtual int listCatalogue(const QStringList & /*paths*/, const QVariantMap & /*filters*/,
                              bool /*json*/, QTextStream & /*out*/, QTextStream & /*err*/) const
    {
        return -1;
    }
    // Adds the hulls of `paths` that pass `filters` ("faction", "class": lists) to `fleet` as
    // designs; a line per hull refused or skipped and per error in the source goes to `err`, the
    // counts to `out`. Returns how many were added, -1 when the game reads no catalogue.
    virtual int importCatalogue(const QStringList & /*paths*/, const QVariantMap & /*filters*/,
                                Fleet & /*fleet*/, QTextStream & /*out*/,
                                QTextStream & /*err*/) const
    {
        return -1;
    }
};

} // namespace fw::model
