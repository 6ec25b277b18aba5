#pragma once

#include "../../designer/EditingKit.h"

#include <model/systems/easystar/EasyStarSystem.h>

#include <QString>

#include <functional>
#include <optional>
#include <vector>

namespace fw::app {

class FleetDocument;

namespace easystar {

namespace es = model::easystar;

// The EasyStar system of an EasyStar document.
const es::EasyStarSystem &systemOf(const FleetDocument &document);

// Ship `index` of the document, or null when there is no such ship.
const es::EasyStarShip *shipOf(const FleetDocument &document, int index);

// Pushes an edited copy of ship `index` onto the undo stack. `field` names what is edited
// ("weapons[2].range"): consecutive edits of the same field merge into one undo step when
// `merge` is set. Nothing is pushed when `change` leaves the ship as it is. Returns whether a
// command was pushed.
bool editShip(FleetDocument &document, int index, const QString &text, const QString &field,
              bool merge, const std::function<void(es::EasyStarShip &)> &change);

// One grant of the flagship advantage table that applies to a ship, and the item of the ship's
// advantage that takes it (-1: not taken). Items are matched as the validator matches them:
// in order, each to the first grant it fits.
struct GrantSlot
{
    int roll = 0;
    const es::AdvantageGrant *grant = nullptr;
    int item = -1; // index into advantage.weapons (Weapon) or advantage.devices (Auxiliary)
};
std::vector<GrantSlot> grantSlots(const es::EasyStarRules &rules, const es::EasyStarShip &ship);

// The rolls whose grants apply: the roll, or the two further rolls of a 12.
std::vector<int> effectiveRolls(const es::EasyStarRules &rules, const es::FlagshipAdvantage &a);

// What the applying grants of one kind add up to (fighters, units, damage control).
int grantedCount(const es::EasyStarRules &rules, const es::EasyStarShip &ship,
                 es::AdvantageGrant::Kind kind);

// Free range/damage units in use on the ship's weapons, bought and free.
int freeUnitsUsed(const es::EasyStarShip &ship);

// After the roll changed: drops the taken items the new roll does not grant, and free units
// beyond what it grants. Without an advantage, free units go too.
void fitAdvantageToRoll(const es::EasyStarRules &rules, es::EasyStarShip &ship);

// "3+", or a dash when the weapon cannot attack that target; with a targeting pod, the ship's own
// number (EasyStarCalculator::toHitWithPod, as the report and the printed sheet give it).
QString toHitText(const std::optional<int> &value, bool targetingPod);

} // namespace easystar
} // namespace fw::app
