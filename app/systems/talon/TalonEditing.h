#pragma once

// What the Talon editors share: the game system and its built-in counters, the counters a fleet
// may pick, names for display, new and copied custom counters, and access to the counter being
// designed.

#include "../../designer/CellGrid.h"
#include "../../designer/DesignAccess.h"
#include "../../designer/EditingKit.h"

#include <model/systems/talon/TalonDesign.h>

#include <QString>

#include <functional>
#include <optional>
#include <vector>

namespace fw::model {
class Fleet;
}

namespace fw::model::talon {
class TalonSystem;
}

namespace fw::app {
class FleetDocument;
}

namespace fw::app::talon {

using model::talon::Arc;
using model::talon::ArcCount;
using model::talon::counterName;
using model::talon::Faction;
using model::talon::HullBox;
using model::talon::HullType;
using model::talon::PowerEntry;
using model::talon::TalonCounter;
using model::talon::TalonDesign;
using model::talon::TalonFleetSettings;
using model::talon::TalonShip;
using model::talon::WeaponGroup;
using model::talon::WeaponKind;

// A grid of a counter's list: the power curve, the hull boxes.
using CounterGrid = CellGrid<TalonCounter>;

// The document's game system as Talon's (every Talon fleet has it).
const model::talon::TalonSystem &talonSystem(const FleetDocument &document);

// "CA Heavy Cruiser (Terran, 115 SP)".
QString counterLabel(const TalonCounter &c);

// One counter a fleet may pick: a built-in one or one of the fleet's custom designs (`design`
// its index there).
struct CounterChoice
{
    const TalonCounter *counter = nullptr;
    int design = -1; // -1: built in
};
// The built-in counters, then the fleet's custom designs; only those of `faction` when given.
std::vector<CounterChoice> counterChoices(const model::talon::TalonSystem &system,
                                          const model::Fleet &fleet,
                                          std::optional<Faction> faction);

// The one note shown wherever the built-in figures are (issue: they come from a fan transcription
// not checked against the physical counters).
QString builtInNotice();

// An id no built-in counter and no design of the fleet has: `base`, else `base-2`, `base-3`, ...
QString freeCounterId(const model::talon::TalonSystem &system, const model::Fleet &fleet,
                      const QString &base);
// A copy of `c` as a custom design with a free id ("terran-ca-custom"), noting what it was copied
// from, so a player can correct the built-in figures.
TalonCounter customCopy(const model::talon::TalonSystem &system, const model::Fleet &fleet,
                        const TalonCounter &c);
// A new custom counter of the fleet's faction: a small ship made for the player to fill in.
TalonCounter newCounter(const model::talon::TalonSystem &system, const model::Fleet &fleet);

} // namespace fw::app::talon
