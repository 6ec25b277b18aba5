#pragma once

#include <algorithm>

#include "../../dice/Rng.h"

#include <array>
#include <cstdint>
#include <vector>

// The EasyStar attack kernel: one weapon's shot from the point-defense dice to the critical hit.
// Single-attack rolls, exact odds and trial battles all go through it, so they cannot disagree.
namespace fw::model::easystar {

// Critical Hit Table effects (EasyStar §IX.C; rows 3-6 are rules options).
enum class CritEffect : std::uint8_t {
    None,
    Navigation,
    WeaponOwnerChoice,
    WeaponAttackerChoice,
    SpeedMinus1,
    SpeedMinus2,
    ExtraDamage1,
};
using CritTable = std::array<CritEffect, 7>; // [1]..[6]: the effect of each d6 row

// What one shot did, ordered from the attacker's least to most successful (a salvo's outcome is
// the best of its shots).
enum class ShotResult : std::uint8_t {
    Miss,
    Overload, // power-up pod beyond the mount limit and an unmodified 1: the weapon is destroyed
    PointDefense, // the missile was shot down before its attack roll
    Displaced,    // hit, but the target's displacer pod made it miss
    Negated,      // hit, but deflector and armour took all the damage
    Hit,
    Critical, // hit, the target survived, and a critical hit was rolled
    Destroyed,
};
inline constexpr int ShotResultCount = 8;

// The d6 an unmodified roll must reach: the table number less the net modifier, 1..7.
inline int naturalNeed(int toHit, int modifier)
{
    return std::clamp(toHit - modifier, 1, 7);
}

// The fixed numbers of one shot against one target, worked out before any die is rolled.
struct ShotSpec
{
    int need = 7;         // unmodified d6 needed to hit after ECM and targeting pod; 7: cannot hit
    int damage = 0;       // damage of a hit after deflector and frontal armour, >= 0
    bool missile = false; // point defense may fire at it (EasyStar §IX.A)
    int pdNeed = 7;       // unmodified d6 each point-defense turret needs against the missile
    bool criticals = false;    // the target is a ship with a Critical Hit Table
    bool overloadRisk = false; // power-up pod beyond the mount's limit (EasyStar §V.D)
    const CritTable *crit = nullptr;
};

struct ShotOutcome
{
    static constexpr int MaxPdDice = 8;
    ShotResult result = ShotResult::Miss;
    int natural = 0;       // the unmodified attack roll; 0 when point defense stopped the missile
    int damage = 0;        // damage done, with a critical's extra damage
    int displacerRoll = 0; // 0: the displacer was not used
    int critRoll = 0;      // 0: no critical
    CritEffect crit = CritEffect::None;
    int pdCount = 0;
    std::uint8_t pdRolls[MaxPdDice] = {};
};

// Resolves one shot. `pdDice` point-defense turrets fire first if the shot is a missile;
// `displacer` is true while the target may still use its displacer pod this turn (cleared when
// it is used); `remaining` is the target's damage track before the shot. Dice are rolled in a
// fixed order (point defense, attack, displacer, critical), so a seed replays exactly.
inline ShotOutcome resolveShot(const ShotSpec &s, int pdDice, bool &displacer, int remaining,
                               dice::Rng &rng)
{
    ShotOutcome o;
    // EasyStar §IX.A: point defense is declared and rolled before the missile's attack die; a
    // hit destroys the missile.
    if (s.missile) {
        for (int i = 0; i < pdDice && i < ShotOutcome::MaxPdDice; ++i) {
            const int r = rng.roll(6);
            o.pdRolls[o.pdCount++] = std::uint8_t(r);
            if (r >= s.pdNeed) {
                o.result = ShotResult::PointDefense;
                return o;
            }
        }
    }
    o.natural = rng.roll(6);
    // EasyStar §V.D, Power-up pod: beyond the normal limits, an unmodified 1 destroys the weapon.
    if (s.overloadRisk && o.natural == 1) {
        o.result = ShotResult::Overload;
        return o;
    }
    // EasyStar §IX.B: a hit if the die, modified by ECM -1 / targeting +1, makes the number.
    if (o.natural < s.need)
        return o;
    // EasyStar §V.D: a hit the deflector and armour absorb does nothing, critical included.
    if (s.damage <= 0) {
        o.result = ShotResult::Negated;
        return o;
    }
    // EasyStar §V.D, Displacer pod: after a hit, before damage, once per turn; a d6 at or above
    // the attacker's unmodified roll turns the hit into a miss.
    if (displacer) {
        displacer = false;
        o.displacerRoll = rng.roll(6);
        if (o.displacerRoll >= o.natural) {
            o.result = ShotResult::Displaced;
            return o;
        }
    }
    o.damage = s.damage;
    // EasyStar §IX.D: destroyed when the damage track falls below 1.
    if (o.damage >= remaining) {
        o.result = ShotResult::Destroyed;
        return o;
    }
    // EasyStar §IX.C: an unmodified 6 whose damage is not negated and that left the target alive
    // rolls on the Critical Hit Table.
    if (s.criticals && o.natural == 6 && s.crit) {
        o.critRoll = rng.roll(6);
        o.crit = (*s.crit)[std::size_t(o.critRoll)];
        o.result = ShotResult::Critical;
        if (o.crit == CritEffect::ExtraDamage1) {
            ++o.damage;
            if (o.damage >= remaining)
                o.result = ShotResult::Destroyed;
        }
        return o;
    }
    o.result = ShotResult::Hit;
    return o;
}

// The exact distribution of an attack of `shots` shots at one target (a torpedo bank fires three
// at the same target, EasyStar §V.C): the probability of each total damage and of each outcome
// (the best result among the shots). Point defense fires at the first shot only; later shots of
// a salvo at a destroyed target are not fired.
struct AttackDistribution
{
    std::vector<double> damage; // [d]: P(total damage = d)
    std::array<double, ShotResultCount> outcome = {};
};
AttackDistribution attackDistribution(const ShotSpec &spec, int shots, int pdDice, bool displacer,
                                      int remaining);

} // namespace fw::model::easystar
