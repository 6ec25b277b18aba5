#pragma once

// Helpers the A Billion Suns editors share: access to the roster and names for display.

#include "../../designer/EditingKit.h"

#include <model/systems/billionsuns/BillionSunsRoster.h>
#include <model/systems/billionsuns/BillionSunsSystem.h>

#include <QString>

#include <functional>
#include <memory>

class QUndoCommand;
class QWidget;

namespace fw::app {

class FleetDocument;

namespace billionsuns {

using model::billionsuns::Battlegroup;
using model::billionsuns::BillionSunsRoster;
using model::billionsuns::BillionSunsShip;
using model::billionsuns::BillionSunsSystem;
using model::billionsuns::ShipClass;
using model::billionsuns::Weapon;

// At most 5 ships or wings per battlegroup (A Billion Suns, jump phase).
inline constexpr int MaxBattlegroupSize = 5;

const BillionSunsSystem &systemOf(const FleetDocument &document);
const BillionSunsRoster &rosterOf(const FleetDocument &document);
std::unique_ptr<BillionSunsRoster> copyRoster(const FleetDocument &document);
const BillionSunsShip &shipOf(const FleetDocument &document, int index);
std::unique_ptr<BillionSunsShip> copyShip(const FleetDocument &document, int index);

// A class's name as players read it: the translated table name, or a custom class's own name.
QString classDisplayName(const ShipClass &shipClass);
// The translated name of a weapon system: table names are translated, custom ones are not.
QString weaponDisplayName(const Weapon &weapon);

// "Battlegroup 3": the first such name no battlegroup of the roster has.
QString uniqueBattlegroupName(const BillionSunsRoster &roster);
// Ships of the fleet in the battlegroup called `name`.
int shipsInBattlegroup(const FleetDocument &document, const QString &name);

// Pushes `command` onto the document's undo stack (or runs `pushes`, which pushes several inside
// one macro), keeping the editor tab and the keyboard focus where the user is: a change of the
// fleet tree's layout must not carry the user off to another page.
void pushKeepingFocus(FleetDocument &document, QWidget *editor, QUndoCommand *command);
void pushKeepingFocus(FleetDocument &document, QWidget *editor, const QString &macroText,
                      const std::function<void()> &pushes);

} // namespace billionsuns
} // namespace fw::app
