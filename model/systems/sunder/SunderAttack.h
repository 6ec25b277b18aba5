#pragma once

#include "../../dice/Pmf.h"
#include "../../dice/Rng.h"
#include "SunderDerived.h"

#include <algorithm>

// One Sunder the Stars attack reduced to numbers (digest §4.3–4.5, quick reference "To Hit",
// "Resulting Damage", "Critical Rolls", "Point Defense"): the modified AV, the point-defence dice
// rolled against it and the defender's DV. The exact odds, the seeded rolls and the trial battles
// all resolve an attack from these numbers through rollAttack() and attackOdds(), so they cannot
// disagree.
namespace fw::model::sunder {

// The most flights of one attack whose exact odds are worked out (attackOdds adds up every
// flight's damage; a card's bays hold a handful).
constexpr int MaxOddsFlights = 200;

struct AttackNumbers
{
    int av = 0;      // the AV with every modifier, before point defence (an attack needs >= 1)
    int pd = 0;      // point-defence dice rolled first (0: the attack is not PD-interceptable)
    int dv = 0;      // the defender's DV, shield setting included
    int flights = 0; // > 0: fighter or bomber flights, each attacking at `av`; PD kills flights
};

// One exploding D6 (quick reference, "Critical Rolls"): a 6 adds and is rolled again, as long as
// sixes come.
inline int rollExploding(dice::Rng &rng)
{
    int total = 0;
    int face = 0;
    do {
        face = rng.roll(6);
        total += face;
    } while (face == 6);
    return total;
}

// P(X >= t) for one exploding D6 X, exactly. With t = 6q + s (s in 1..6), X >= t when the first q
// dice are sixes and then either a die of s..5 ends the roll or a sixth six rolls on:
// (1/6)^q × (7 − s) / 6.
double explodingAtLeast(int t);

// P(K = k) for K hits of `dice` point-defence dice, each a hit on 5–6 (binomial, p = 1/3).
double pdHitChance(int dice, int k);

// Observers of rollAttack(): the dice for a log. The empty one costs nothing.
struct NoDiceLog
{
    void pd(int /*dice*/, int /*hits*/) {}
    void attack(int /*av*/, int /*attackDie*/, int /*dv*/, int /*defenceDie*/, int /*damage*/) {}
    void stopped(int /*av*/) {}
};

// A attacks D: A = av + exploding D6 against D = dv + exploding D6, damage attackDamage(A, D).
template<typename Log>
int rollOne(int av, int dv, dice::Rng &rng, Log &log)
{
    const int x = rollExploding(rng);
    const int y = rollExploding(rng);
    const int damage = attackDamage(av + x, dv + y);
    log.attack(av, x, dv, y, damage);
    return damage;
}

// One attack with its dice in this order: the point-defence dice (each 5–6 lowers the AV by 1, or
// kills a flight), then the attacker's and the defender's exploding D6 (per surviving flight).
// Returns the damage, not capped by what the target has left.
template<typename Log>
int rollAttack(const AttackNumbers &n, dice::Rng &rng, Log &log)
{
    int hits = 0;
    for (int i = 0; i < n.pd; ++i)
        hits += rng.roll(6) >= 5 ? 1 : 0;
    if (n.pd > 0)
        log.pd(n.pd, hits);
    if (n.flights > 0) {
        int damage = 0;
        for (int left = std::max(0, n.flights - hits); left > 0; --left)
            damage += rollOne(n.av, n.dv, rng, log);
        return damage;
    }
    const int av = n.av - hits;
    if (av < 1) { // "below 1 ... the attack cannot be made" (digest §4.4)
        log.stopped(av);
        return 0;
    }
    return rollOne(av, n.dv, rng, log);
}
inline int rollAttack(const AttackNumbers &n, dice::Rng &rng)
{
    NoDiceLog none;
    return rollAttack(n, rng, none);
}

// The exact damage of one attack at AV `av` (>= 1) against DV `dv`, uncapped. The attacker's die
// is summed in closed form (explodingAtLeast); the defender's die is followed to
// DefenceExplosions explosions, and the mass beyond, (1/6)^DefenceExplosions < 1e-13, counts as
// no damage (where nearly all of it belongs). The damage tail is followed until P(damage >= k)
// < 1e-15 and what is left is kept on the last value, so nothing else is dropped.
inline constexpr int DefenceExplosions = 17;
double neglectedDefenceMass(); // (1/6)^DefenceExplosions
dice::Pmf singleAttackDamage(int av, int dv);

// The exact damage of an attack with its point defence (and flights): the mixture over the PD
// hits. `stopped` (optional) receives P(the PD lowers the AV below 1), `flightsLost` the
// expected flights killed.
struct AttackOddsNumbers
{
    dice::Pmf damage;
    double stopped = 0;
    double flightsLost = 0;
};
AttackOddsNumbers attackOdds(const AttackNumbers &n);

// The chance that the attack destroys an undamaged target of `capacity` damage points with one
// attack roll, so that it explodes (Fah-KOOM, digest §4.5: "destroys an undamaged ship with 1
// attack roll"). An attack of one roll: P(damage >= capacity). Flights roll one by one, each
// roll's damage taking effect at once: the target explodes when the first flight to deal damage
// deals `capacity` or more alone, so with m flights left after point defence,
// P = Σ_{i<m} q0^i × P(one roll >= capacity), q0 = P(one roll deals 0).
double oneRollDestroys(const AttackNumbers &n, int capacity);

} // namespace fw::model::sunder
