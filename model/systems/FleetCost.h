#pragma once

#include "GameSystem.h"

namespace fw::model {

// What a fleet costs: its report's total (the ships and fleet-wide purchases such as a game's
// damage-control counters). The one figure `validate`, `report`, `simulate` and the trial battle
// state, and the one "damage per point" divides by.
inline qint64 fleetCost(const GameSystem &system, const Fleet &fleet)
{
    return system.report(fleet, GameSystem::ReportDetail::Costs, [](std::size_t, ShipReport &&) {})
        .total.total();
}

} // namespace fw::model
