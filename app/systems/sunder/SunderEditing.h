#pragma once

// What the Sunder the Stars editors share: access to the card being designed, the per-track
// lists a size change grows or shrinks, and names for display.

#include "../../designer/DesignAccess.h"
#include "../../designer/EditingKit.h"

#include <model/systems/sunder/SunderDesign.h>

#include <QString>

#include <functional>
#include <vector>

namespace fw::model {
class Fleet;
}

namespace fw::app::sunder {

using model::sunder::Bays;
using model::sunder::Facing;
using model::sunder::GroupKind;
using model::sunder::HullSize;
using model::sunder::SunderCard;
using model::sunder::SunderDesign;
using model::sunder::SunderFleetSettings;
using model::sunder::SunderGroup;
using model::sunder::SunderShip;
using model::sunder::Weapon;
using model::sunder::WeaponType;

// Makes a per-track list `tracks` long: growing repeats its last value (a new track starts as
// the last one was), shrinking drops the last tracks. An empty list grows with zeros, unless
// `keepEmpty` (a card without bays keeps none).
void resizeTrackList(std::vector<int> &list, int tracks, bool keepEmpty = false);
// Changes the card's size and every per-track list with it (digest §4.6: small 1 track, medium 2,
// large 3).
void resizeCard(SunderCard &card, HullSize size);
// Sets `list[track]`, first filling the list up to `tracks` values as resizeTrackList() does.
void setTrackValue(std::vector<int> &list, int tracks, int track, int value);

// A new card: medium, 2 tracks that degrade, one forward battery; made for the player to rename.
SunderCard newCard(const model::Fleet &fleet);
// A new weapon of `type` for a card of `tracks` tracks.
Weapon newWeapon(WeaponType type, int tracks);

// "Squadron 3": the first such name no group of the fleet has.
QString uniqueGroupName(const SunderFleetSettings &settings, GroupKind kind);

} // namespace fw::app::sunder
