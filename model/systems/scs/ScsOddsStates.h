#pragma once

// The ship states of the exact odds of one SCS firing (ScsOdds.cpp): what the hits of a firing
// leave, state by state, and the sums over the states the last hit leaves.

#include "../../dice/Pmf.h"
#include "ScsAttack.h"

#include <cstdint>
#include <unordered_map>
#include <utility>
#include <vector>

namespace fw::model::scs::odds {

// The raw damage of a hit carrying `through` pulses.
dice::Pmf rawDamage(const Hull &h, const Hull::Gun &gun, int through);

// The ship after some hits, as one key: the slots that are not 0, as (slot, value) pairs in slot
// order. Slots: boxes marked per system, then per structure; then whether the ship is destroyed.
// An item the rest of the firing cannot destroy (more boxes left
// than the damage still to come) behaves as if unmarked: its slot is dropped (its boxes stay in
// the state's totals).
// Whether a location roll picked an item changes nothing that follows, so it is not part of the
// key: each state carries, per item, the probability of being in that state with the item picked.
using Key = std::vector<int>;
struct KeyHash
{
    std::size_t operator()(const Key &key) const noexcept
    {
        std::uint64_t h = key.size();
        for (const int v : key) { // splitmix64 of each value, folded in
            std::uint64_t z = (h += 0x9e3779b97f4a7c15ull + std::uint32_t(v));
            z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
            z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
            h ^= z ^ (z >> 31);
        }
        return std::size_t(h);
    }
};

struct Layout
{
    int systems = 0, sections = 0;
    int items() const { return systems + sections; }
    int destroyedSlot() const { return items(); }
    // Systems a location roll cannot tell apart: members of one chart row (picked at random
    // among them) with the same armour, boxes and kind. Which of them took what does not change
    // the odds, so a state lists their boxes marked in order, most first.
    std::vector<std::vector<int>> alike;
    std::vector<int> groupOf; // per system: its group in `alike`, or −1
};

// The layout of `h`: its items and its groups of alike systems.
Layout layoutOf(const Hull &h);

// How much one odds computation may hold, in numbers kept per ship state (each state keeps
// width + depth + 1): past it no state is added and the odds say they cannot be worked out. A
// firing of many heavy hits at a large sheet can leave millions of states; this keeps the memory
// and the time of one computation bounded. Set by shotOdds() for its own thread.
struct StateBudget
{
    std::int64_t left = 0;
    bool exhausted = false;
};
inline thread_local StateBudget stateBudget;

// Ship states with their probabilities; per state, the probability of the state with each number
// of boxes marked in all (what the firing has dealt changes nothing that follows, so it is not
// part of the key either) and with each item picked by a location roll.
struct States
{
    int width = 0; // items
    int depth = 0; // totals of boxes marked: 0 to depth − 1
    std::unordered_map<Key, int, KeyHash> index;
    std::vector<Key> keys;
    std::vector<double> mass;
    std::vector<double> located; // width per state
    std::vector<double> dealt;   // depth per state
    // Per state, the totals that can be non-zero: [low, high). A state whose items all keep
    // their marks has one total; only the forgotten slots spread them.
    std::vector<int> low, high;

    States() = default;
    States(int items, int totals)
        : width(items)
        , depth(totals)
    {}
    std::size_t size() const { return keys.size(); }
    const double *row(std::size_t i) const { return located.data() + i * std::size_t(width); }
    double *row(std::size_t i) { return located.data() + i * std::size_t(width); }
    const double *totals(std::size_t i) const { return dealt.data() + i * std::size_t(depth); }
    double *totals(std::size_t i) { return dealt.data() + i * std::size_t(depth); }
    // The state of `key`, added if new (the key is copied only then).
    std::size_t at(const Key &key)
    {
        const auto known = index.find(key);
        if (known != index.end())
            return std::size_t(known->second);
        if (stateBudget.exhausted && !keys.empty())
            return 0;
        index.emplace(key, int(keys.size()));
        stateBudget.left -= width + depth + 1;
        stateBudget.exhausted = stateBudget.left < 0;
        keys.push_back(key);
        mass.push_back(0);
        located.resize(located.size() + std::size_t(width), 0.0);
        dealt.resize(dealt.size() + std::size_t(depth), 0.0);
        low.push_back(depth);
        high.push_back(0);
        return keys.size() - 1;
    }
    // Adds the totals of state `i` of `from`, `shift` boxes more and scaled by `q`, to state `j`.
    void addTotals(std::size_t j, const States &from, std::size_t i, int shift, double q)
    {
        const int lo = from.low[i], hi = std::min(from.high[i], depth - shift);
        if (lo >= hi)
            return;
        const double *was = from.totals(i);
        double *now = totals(j) + shift;
        for (int v = lo; v < hi; ++v)
            now[v] += q * was[v];
        low[j] = std::min(low[j], lo + shift);
        high[j] = std::max(high[j], hi + shift);
    }
};

// Adds the states one hit (or rake) of `damage` leaves from `from` to `out`, scaled by `scale`;
// at most `reach` damage follows it.
void hitOnce(const Hull &h, const Layout &l, const States &from, int side, int damage,
             WeaponMode mode, double scale, int reach, States &out);

// The rakes of one hit carrying `through` pulses, the full rakes shared by every damage that has
// them: last(states, damage, pd) for the last rake of each damage, from the states its earlier
// rakes leave. At most `after` damage follows the hit.
template<typename Last>
void eachLastRake(const Hull &h, const Layout &l, const States &from, int side,
                  const Hull::Gun &gun, int through, int after, Last &&last)
{
    const dice::Pmf raw = rawDamage(h, gun, through);
    const std::vector<std::pair<int, double>> damages = raw.entries();
    const int most = raw.max();
    States level;
    const States *states = &from;
    for (int k = 0;; ++k) {
        bool more = false;
        for (const auto &[damage, pd] : damages) {
            const int rakes = rakeCount(damage, gun.rake);
            if (rakes == k + 1)
                last(*states, rakeDamage(damage, gun.rake, k), pd);
            more = more || rakes > k + 1;
        }
        if (!more)
            return;
        States next(l.items(),
                    from.depth); // a full rake: rakeDamage() is the rake for every damage left
        hitOnce(h, l, *states, side, gun.rake, gun.mode, 1.0, most - (k + 1) * gun.rake + after,
                next);
        level = std::move(next);
        states = &level;
    }
}

// One more hit carrying `through` pulses: every damage, every rake; at most `after` damage
// follows it.
States addHit(const Hull &h, const Layout &l, const States &from, int side, const Hull::Gun &gun,
              int through, int after);

// Sums over the ship states a firing leaves (a fresh ship before it).
struct Tally
{
    std::vector<double> dealt;
    std::vector<double> systemHit, systemDestroyed, structureHit, structureDestroyed;
    double noDamage = 0, damaged = 0, systemLost = 0, shipDestroyed = 0;

    explicit Tally(const Hull &h)
        : systemHit(h.systems.size())
        , systemDestroyed(h.systems.size())
        , structureHit(h.sections.size())
        , structureDestroyed(h.sections.size())
    {}
    void addScaled(const Tally &t, double q)
    {
        if (t.dealt.size() > dealt.size())
            dealt.resize(t.dealt.size());
        for (std::size_t v = 0; v < t.dealt.size(); ++v)
            dealt[v] += q * t.dealt[v];
        for (std::size_t i = 0; i < systemHit.size(); ++i) {
            systemHit[i] += q * t.systemHit[i];
            systemDestroyed[i] += q * t.systemDestroyed[i];
        }
        for (std::size_t i = 0; i < structureHit.size(); ++i) {
            structureHit[i] += q * t.structureHit[i];
            structureDestroyed[i] += q * t.structureDestroyed[i];
        }
        noDamage += q * t.noDamage;
        damaged += q * t.damaged;
        systemLost += q * t.systemLost;
        shipDestroyed += q * t.shipDestroyed;
    }
    // The probability `q` of item `item` (systems, then structures) picked by a location roll.
    void pick(const Layout &l, int item, double q)
    {
        if (item < l.systems)
            systemHit[std::size_t(item)] += q;
        else
            structureHit[std::size_t(item - l.systems)] += q;
    }
    void destroy(const Layout &l, int item, double q)
    {
        if (item < l.systems)
            systemDestroyed[std::size_t(item)] += q;
        else
            structureDestroyed[std::size_t(item - l.systems)] += q;
    }
    // Firings that marked `shift` more boxes than `totals` (scaled by `q`) and destroyed the ship
    // or (`lost`) some item, with probability `m` in all.
    void outcome(const States &from, std::size_t i, int shift, bool destroyed, bool lost, double q,
                 double m)
    {
        const double *totals = from.totals(i);
        if (std::size_t(from.high[i] + shift) > dealt.size())
            dealt.resize(std::size_t(from.high[i] + shift));
        for (int v = from.low[i]; v < from.high[i]; ++v)
            dealt[std::size_t(v + shift)] += q * totals[v];
        if (destroyed) {
            shipDestroyed += m;
        } else if (lost) {
            systemLost += m;
        } else {
            const double none = shift == 0 ? q * totals[0] : 0.0;
            noDamage += none;
            damaged += m - none;
        }
    }
};

// Tallies the ships one last hit (or rake) of `damage` leaves from `from`, weighted by `w`,
// without keeping them.
void tallyHit(const Hull &h, const Layout &l, const States &from, int side, int damage,
              WeaponMode mode, double w, Tally &tally);

} // namespace fw::model::scs::odds
