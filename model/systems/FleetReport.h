#pragma once

#include "../core/Breakdown.h"

#include <QString>

#include <functional>
#include <optional>
#include <vector>

namespace fw::model {

// A derived value of a ship, for reports and editors: "To hit vs ship: 3+".
struct ReportStat
{
    QString key;   // stable id, e.g. "turns"
    QString label; // translated
    QString value;
    QString assumption; // rules option id when the value depends on one

    bool operator==(const ReportStat &other) const = default;
};

// Weapon spaces, slots or any other capacity a design fills.
struct CapacityReport
{
    Breakdown used;
    Breakdown capacity;
    bool unlimited = false; // the capacity has no cap (e.g. an assumption says so)

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
    int fighterCost = 0;
    std::optional<CapacityReport> spaces;
    int damage = 0; // damage capacity (hits it can take)
    int speed = 0;  // maximum speed or thrust
    std::vector<ReportStat> stats;

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

    // Hands a ship's report to `sink`, or keeps it in `ships` when there is none.
    void addShip(std::size_t index, ShipReport &&ship, const ShipReportSink &sink)
    {
        if (sink)
            sink(index, std::move(ship));
        else
            ships.push_back(std::move(ship));
    }
};

} // namespace fw::model
