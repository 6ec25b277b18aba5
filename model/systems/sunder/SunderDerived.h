#pragma once

#include "SunderDesign.h"
#include "SunderOptions.h"

#include <optional>
#include <vector>

namespace fw::model::sunder {

// Values a card derives from its figures, each as the source gives it.

// Damage a card takes before it is destroyed: 2 per track (digest §4.6: small 2, medium 4,
// large 6).
int damageCapacity(const SunderCard &c);
// The damage at which track `track` (0 = track 1) comes into force: 2 × track (a medium ship
// "switches to track 2 at its 2nd damage point", digest §4.6).
int trackStartDamage(int track);
// The track in force after `damage` points (0-based), or -1 when the ship is destroyed.
int trackAfter(const SunderCard &c, int damage);

// A per-track list's value on `track`; a list too short gives its last value (the validator
// reports the length), an empty one 0.
int onTrack(const std::vector<int> &values, int track);

// Everything a card gives on one track.
struct TrackStats
{
    int track = 0; // 0-based
    int mp = 0;
    int shield = 0;
    int pd = 0;
    std::vector<int> av; // per weapon, in card order
    int fighters = 0;
    int bombers = 0;
};
TrackStats statsOnTrack(const SunderCard &c, int track);
// The stats in force after `damage` points; nothing when the ship is destroyed.
std::optional<TrackStats> statsAfter(const SunderCard &c, int damage);

// How far a weapon type reaches and what its shots allow (digest §4.3).
struct WeaponReach
{
    int maxRange = 0;       // hexes
    int bandSize = 0;       // hexes per range band; 0 = no bands
    bool pdReduces = false; // point defence lowers its AV (drone, fusion, rack)
    bool maySplit = false;  // may fire a spread (battery, rack)
    bool followUps = false; // fusion: extra attacks for 2 more turns
    bool indirect = false;  // drone: indirect fire with a spotter
};
WeaponReach weaponReach(WeaponType type);
// The arc's width the type has: a battery 180°, the others 90° (digest §4.3).
int typeArcDegrees(WeaponType type);
// A weapon's arc width: its own `degrees`, else its type's.
int arcDegrees(const Weapon &w);
// The AV modifier for firing at `range` hexes (digest §4.4): a battery −1 per 4-hex band after
// the first (1–4 → 0, 5–8 → −1, 9–12 → −2, 13–16 → −3); the others 0. Nothing beyond the
// weapon's reach or below range 0.
std::optional<int> rangeModifier(WeaponType type, int range);

// The DV a ship defends with (digest §4.5, DEFAULT): its shield value plus the dvBonus option,
// times the shield setting's multiplier against an attack from the front or the back half.
enum class ShieldSetting { Normal, DoubleFront, DoubleBack, Maximum };
const QStringList &shieldSettingIds(); // normal doubleFront doubleBack maximum
QString shieldSettingName(ShieldSetting setting);
int defenceValue(int shield, ShieldSetting setting, bool attackFromFront,
                 const SunderOptions &options);

// The resolution of one attack (digest §4.5): no damage when A <= D, else floor(A / D) (at least
// 1); D <= 0 counts as 1.
int attackDamage(int attackTotal, int defenceTotal);

// A group's initiative modifier with one more ship's `modifier` (`current` the modifier so far):
// the lowest or the highest of its ships', as the squadronInitiative option says (digest §4.1).
int groupInitiative(int current, int modifier, const SunderOptions &options);

// The hull a ship counts for victory (digest §4.7, §4.9 DEFAULT): its tracks, or its points.
int victoryHull(const SunderCard &c, const SunderOptions &options);

} // namespace fw::model::sunder
