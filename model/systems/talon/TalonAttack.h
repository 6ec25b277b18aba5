#pragma once

#include "../../dice/Rng.h"
#include "TalonDerived.h"
#include "TalonRuleset.h"

#include <array>
#include <cstdint>

// One Talon weapon group's fire reduced to numbers (digest §3.8): the damage of one die on each
// face at the range, the dice rolled, then shields on the arc hit, hull boxes in order and a 2d6
// Critical Damage roll for every weak spot marked. The exact odds, the seeded rolls and the trial
// battles all go through these functions, so they cannot disagree.
namespace fw::model::talon {

inline constexpr int MaxDice = 12;          // weapons of one group that combat accepts
inline constexpr int MaxAttackDamage = 160; // 11 (fusion cannon) × 12 dice fits
inline constexpr int MaxHull = 60;          // hull boxes of a counter that combat accepts
inline constexpr int MaxShield = 60;        // shield boxes on one arc

// The Critical Damage table's results with an effect the model knows (digest §3.8), by 2d6 roll.
namespace critical {
inline constexpr int SecondaryExplosion = 2; // 3 hull damage
inline constexpr int ShieldsDown = 3;
inline constexpr int HelmDown = 4;
inline constexpr int WeaponLost = 5;
inline constexpr int Thrusters = 6;
inline constexpr int None = 7;
inline constexpr int PowerMinus = 8;
inline constexpr int WeaponLostToo = 9;
inline constexpr int FtlOffline = 10; // 1 hull damage
inline constexpr int PowerLoss = 11;
inline constexpr int CoreBreach = 12; // ship destroyed
} // namespace critical

// Ways of rolling `total` on 2d6 (out of 36).
constexpr int twoD6Ways(int total)
{
    return total < 2 || total > 12 ? 0 : 6 - (total > 7 ? total - 7 : 7 - total);
}
// Hull damage a critical result deals (digest §3.8: 2 "secondary explosion (3 hull)", 10 "1 hull
// damage and FTL offline").
constexpr int criticalHull(int roll)
{
    return roll == critical::SecondaryExplosion ? 3 : roll == critical::FtlOffline ? 1 : 0;
}

// Whether `table` reaches `range`, and the damage one die of it deals on `face` there.
bool inRange(const WeaponTable &table, int range);
int faceDamage(const WeaponTable &table, int range, int face);

// The dice of one group's fire.
struct AttackNumbers
{
    std::array<int, 6> face{}; // damage of one die on faces 1..6
    int dice = 1;              // dice rolled
    int perDie = 1;            // each die's damage counts this often (groupRolls = group)
    bool rolled = true;        // false: fixed damage without a die (missiles)
};
// Rules option groupRolls (DEFAULT one die per weapon: `count` dice; or one die for the group,
// its damage dealt by each of the `count` weapons). A missile group rolls nothing: each of its
// `count` missiles deals the table's damage when it reaches the target.
AttackNumbers attackNumbers(const WeaponTable &table, WeaponKind kind, int range, int count,
                            const TalonOptions &options);
inline int maxDamage(const AttackNumbers &n)
{
    int top = 0;
    for (const int d : n.face)
        top = d > top ? d : top;
    return top * n.dice * n.perDie;
}

// Observers of rollDamage(): the faces for a log. The empty one costs nothing.
struct NoDiceLog
{
    void die(int /*face*/, int /*damage*/) {}
};

// The damage of one fire of the group: its dice in order.
template<typename Log>
int rollDamage(const AttackNumbers &n, dice::Rng &rng, Log &log)
{
    int total = 0;
    for (int i = 0; i < n.dice; ++i) {
        const int face = n.rolled ? rng.roll(6) : 6;
        const int d = n.face[std::size_t(face - 1)] * n.perDie;
        log.die(n.rolled ? face : 0, d);
        total += d;
    }
    return total;
}
inline int rollDamage(const AttackNumbers &n, dice::Rng &rng)
{
    NoDiceLog none;
    return rollDamage(n, rng, none);
}

// A counter's hull as combat reads it: the boxes, the weak spots before each box and the Power
// lost after each number of marked boxes (rules option hullPower).
struct HullTrack
{
    int boxes = 0;
    std::array<std::uint8_t, MaxHull + 1> weakBefore{}; // weak spots among the first m boxes
    std::array<std::uint8_t, MaxHull + 1> loss{};       // powerLoss() after m boxes
    int weakSpots(int from, int to) const
    {
        return weakBefore[std::size_t(to)] - weakBefore[std::size_t(from)];
    }
};
// False when the counter has more hull boxes than combat accepts (MaxHull).
bool hullTrack(const TalonCounter &c, const TalonOptions &options, HullTrack &out);

// Marks `through` hull boxes after the `marked` ones, then makes a 2d6 Critical Damage roll for
// every weak spot marked, and for those that criticals mark in turn (2: 3 hull, 10: 1 hull),
// calling onCritical(roll) for each. Returns true when the ship is destroyed: its last hull box
// marked or an FTL core breach (12); no roll is made after that.
template<typename OnCritical>
bool markHull(const HullTrack &hull, int &marked, int through, dice::Rng &rng,
              OnCritical &&onCritical)
{
    int pending = 0;
    const auto mark = [&](int n) {
        const int to = marked + n < hull.boxes ? marked + n : hull.boxes;
        pending += hull.weakSpots(marked, to);
        marked = to;
        return marked >= hull.boxes;
    };
    if (mark(through))
        return true;
    while (pending > 0) {
        --pending;
        const int r = rng.roll(6) + rng.roll(6);
        onCritical(r);
        if (r == critical::CoreBreach)
            return true;
        if (const int extra = criticalHull(r); extra > 0 && mark(extra))
            return true;
    }
    return false;
}

// The exact odds of one fire at one shield arc of a target.
struct AttackOddsNumbers
{
    std::array<double, MaxAttackDamage + 1> damage{}; // P(the dice deal d), before shields
    int maxDamage = 0;
    double shieldDamage = 0;                       // expected boxes marked on the arc
    double hullDamage = 0;                         // expected hull damage the arc lets through
    double shieldsOnly = 0;                        // damage, all of it stopped by the arc
    double hullNoWeakSpot = 0;                     // hull boxes marked, no weak spot, alive
    double weakSpot = 0;                           // P(the damage marks a weak spot)
    std::array<double, 13> critical{};             // P(some critical roll shows k), k 2..12
    std::array<double, MaxHull + 1> finalMarked{}; // P(alive with m boxes marked in the end)
    double destroyedByDamage = 0;                  // the damage marks the last hull box
    double destroyed = 0;                          // destroyed at the end (criticals too)
    std::array<double, MaxHull + 1> powerLost{};   // P(Power lost to hull grows by k)
};
// One fire of `n` at an arc with `shields` boxes left, on a hull with `marked` boxes marked
// (marked < hull.boxes). Exact: the dice by convolution, the criticals by a recursion over the
// rolls still to make (each roll independent; a secondary explosion or FTL damage marks more
// boxes, whose weak spots add rolls; a core breach or the last hull box ends the rolling).
void attackOdds(const AttackNumbers &n, int shields, const HullTrack &hull, int marked,
                AttackOddsNumbers &out);

// The Fusion Cannon's cone (rulebook p. 13, digest §3.8): one die for every target in the cone;
// the damage each target at its range takes on `face` (a range the cannon does not reach: 0).
inline int coneDamage(const WeaponTable &table, int face, int range)
{
    return inRange(table, range) ? faceDamage(table, range, face) : 0;
}

} // namespace fw::model::talon
