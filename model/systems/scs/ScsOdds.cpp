// The exact odds of one SCS firing: every to-hit, pulse, intercept, damage, rake and location
// outcome followed with its probability through the same applyHit() the dice use. A firing of
// several hits (shots, rolled pulses, rakes) walks the ship's states hit by hit, merging the
// paths that leave the ship alike. A state keeps only what the rest of the firing can change:
// the boxes marked on the items it could still destroy (alike systems of one chart row in order)
// and whether the ship is destroyed; the boxes marked in all and the chance that each item was
// picked by a location roll ride along with each state as probabilities. The full rakes are
// shared by every damage, and the last hit is tallied without keeping the states it leaves.

#include "../../combat/OptionNotes.h"
#include "ScsCombat.h"
#include "ScsOddsStates.h"

#include <algorithm>
#include <map>
#include <mutex>
#include <optional>
#include <tuple>
#include <unordered_map>

namespace fw::model::scs {

using namespace odds;

namespace {

// What the shots of a firing leave to resolve: the hits that get through, in order, each as the
// pulses it carries (1 for a rolled pulse, which is a hit of its own).
struct HitList
{
    std::vector<int> hits;
    bool anyHit = false;           // some shot hit (even if every pulse was intercepted)
    bool interceptorsUsed = false; // the declared interceptors have rolled
    bool operator<(const HitList &o) const
    {
        return std::tie(hits, anyHit, interceptorsUsed)
               < std::tie(o.hits, o.anyHit, o.interceptorsUsed);
    }
};

// The pulses of a shot that hits, over its to-hit rolls: (pulses, probability of that roll and
// those pulses).
std::vector<std::pair<int, double>> pulsesOfAHit(const ScsCombat::Shot &s)
{
    const Hull &h = s.target;
    std::vector<std::pair<int, double>> pulses;
    const auto add = [&](int n, double p) {
        auto it = std::find_if(pulses.begin(), pulses.end(),
                               [n](const auto &e) { return e.first == n; });
        if (it == pulses.end())
            pulses.push_back({n, p});
        else
            it->second += p;
    };
    const int hits = std::clamp(s.needed(), 0, s.die);
    for (int roll = 1; roll <= hits; ++roll) {
        if (!h.rollsPulses(s.gun)) {
            add(h.fixedPulses(s.gun), 1.0 / s.die);
            continue;
        }
        for (int face = 1; face <= s.gun.pulseDie; ++face)
            add(Hull::rolledPulses(s.gun, face, s.needed() - roll), 1.0 / s.die / s.gun.pulseDie);
    }
    return pulses;
}

// Each shot rolls to hit (d`die` ≤ needed); a hit fires its pulses (rolled: the pulse die plus
// one per grouping of the margin, at most the maximum); the declared interceptors roll at the
// first shot that hits: each succeeds on d10 ≤ its value (+1 against ballistics), against pulses
// blocking as many pulses as its value, against any other shot the shot.
std::map<HitList, double> hitLists(const ScsCombat::Shot &s)
{
    const Hull &h = s.target;
    const std::vector<std::pair<int, double>> pulses = pulsesOfAHit(s);
    const double hit = double(std::clamp(s.needed(), 0, s.die)) / s.die;
    const bool interceptable = Hull::interceptable(s.gun.mode) && !s.interceptors.empty();
    std::map<HitList, double> lists{{HitList{}, 1.0}};
    for (int shot = 0; shot < s.gun.shots; ++shot) {
        std::map<HitList, double> next;
        for (const auto &[list, p] : lists) {
            if (hit < 1)
                next[list] += p * (1 - hit); // a miss
            for (const auto &[n, pn] : pulses) {
                dice::Pmf blocked = dice::Pmf::point(0);
                if (interceptable && !list.interceptorsUsed) {
                    for (const int v : s.interceptors) {
                        const int blocks = s.gun.mode == WeaponMode::Pulse ? v : n;
                        blocked = blocked
                                  + dice::Pmf::bernoulli(interceptChance(v, s.gun.mode), blocks);
                    }
                }
                for (const auto &[b, pb] : blocked.entries()) {
                    HitList after = list;
                    after.anyHit = true;
                    after.interceptorsUsed = list.interceptorsUsed || interceptable;
                    const int through = std::max(0, n - b);
                    for (int k = h.hitsOf(s.gun, through); k > 0; --k)
                        after.hits.push_back(h.rollsPulses(s.gun) ? 1 : through);
                    next[after] += p * pn * pb;
                }
            }
        }
        lists = std::move(next);
    }
    return lists;
}

// Everything about the target and the gun that what a list of hits does depends on.
std::vector<int> fingerprint(const Hull &h, const Hull::Gun &gun)
{
    std::vector<int> key{int(h.systems.size()), int(h.sections.size()), h.primary,
                         h.destroyedByReactor ? 1 : 0};
    for (const Hull::System &system : h.systems)
        key.insert(key.end(), {system.armor, system.boxes, int(system.kind)});
    for (const Hull::Sec &sec : h.sections) {
        key.insert(key.end(), {sec.armor, sec.boxes});
        key.insert(key.end(), sec.roll.begin(), sec.roll.end());
    }
    for (const Hull::Target &target : h.targets)
        key.insert(key.end(), {int(target.type), target.section, target.first, target.count});
    key.insert(key.end(), h.members.begin(), h.members.end());
    key.insert(key.end(), h.sideRoll.begin(), h.sideRoll.end());
    key.insert(key.end(), {gun.dice.count, gun.dice.sides, gun.dice.bonus, int(gun.mode), gun.rake,
                           int(h.pulseRule)});
    return key;
}

// What lists of hits did to targets lately, shared by every thread.
struct TallyCache
{
    std::mutex mutex;
    std::map<std::vector<int>, std::map<std::vector<int>, Tally>> byTarget;
};
TallyCache &tallyCache()
{
    static TallyCache cache;
    return cache;
}

std::optional<Tally> cachedTally(const std::vector<int> &target, const std::vector<int> &hits)
{
    TallyCache &cache = tallyCache();
    const std::lock_guard<std::mutex> lock(cache.mutex);
    const auto found = cache.byTarget.find(target);
    if (found == cache.byTarget.end())
        return std::nullopt;
    const auto tally = found->second.find(hits);
    if (tally == found->second.end())
        return std::nullopt;
    return tally->second;
}

void keepTally(const std::vector<int> &target, const std::vector<int> &hits, const Tally &tally)
{
    constexpr std::size_t MaxTargets = 64; // gun and target pairs kept
    TallyCache &cache = tallyCache();
    const std::lock_guard<std::mutex> lock(cache.mutex);
    if (cache.byTarget.size() >= MaxTargets && !cache.byTarget.count(target))
        cache.byTarget.clear();
    cache.byTarget[target].emplace(hits, tally);
}

} // namespace

void ScsCombat::forgetKeptOdds() const
{
    TallyCache &cache = tallyCache();
    const std::lock_guard<std::mutex> lock(cache.mutex);
    cache.byTarget.clear();
}

ScsCombat::ShotOdds ScsCombat::shotOdds(const combat::AttackSetup &setup) const
{
    ShotOdds out;
    combat::AttackOdds &odds = out.odds;
    const Shot s = shot(setup);
    if (!s.error.isEmpty()) {
        odds.error = s.error;
        return out;
    }
    const Hull &h = s.target;
    const std::map<HitList, double> lists = hitLists(s);
    double miss = 0;
    for (const auto &[list, p] : lists) {
        if (!list.anyHit)
            miss += p;
        else if (list.hits.empty())
            out.intercepted += p;
    }
    out.hit = 1 - miss;

    // Every list of hits on every side, from a fresh ship; lists with the same beginning share
    // its states. What a list of hits does to this target does not depend on the range, the
    // interceptors or the to-hit roll, so it is kept for the next odds of the same gun and target
    // (a range table asks for every range in turn).
    const Layout l = layoutOf(h);
    const std::vector<int> hullKey = fingerprint(h, s.gun);
    constexpr std::int64_t Budget = 2'000'000; // numbers kept: about 16 MB
    stateBudget = {Budget, false};
    Tally tally(h);
    std::vector<std::map<std::vector<int>, States>> memos(h.sideOutcomes.size());
    // The most damage that can follow the first `done` hits of any list (lists share their
    // beginnings).
    std::size_t longest = 0;
    int heaviest = 0;
    for (const auto &entry : lists) {
        longest = std::max(longest, entry.first.hits.size());
        for (const int through : entry.first.hits)
            heaviest = std::max(heaviest, rawDamage(h, s.gun, through).max());
    }
    const int totals = int(longest) * heaviest + 1; // boxes a firing can mark, and 0
    const auto reachAfter = [&](std::size_t done) {
        return int(longest - std::min(longest, done)) * heaviest;
    };
    for (const auto &[list, p] : lists) {
        if (list.hits.empty())
            continue;
        std::optional<Tally> known = cachedTally(hullKey, list.hits);
        if (!known) {
            Tally t(h);
            for (std::size_t si = 0; si < h.sideOutcomes.size(); ++si) {
                const Hull::Outcome &side = h.sideOutcomes[si];
                auto &memo = memos[si];
                if (memo.empty()) {
                    States fresh(l.items(), totals);
                    const std::size_t start = fresh.at(Key());
                    fresh.mass[start] = 1.0;
                    fresh.totals(start)[0] = 1.0;
                    fresh.low[start] = 0;
                    fresh.high[start] = 1;
                    memo.emplace(std::vector<int>(), std::move(fresh));
                }
                std::vector<int> prefix;
                const States *states = &memo[{}];
                for (std::size_t k = 0; k + 1 < list.hits.size(); ++k) {
                    prefix.push_back(list.hits[k]);
                    auto it = memo.find(prefix);
                    if (it == memo.end())
                        it = memo.emplace(prefix, addHit(h, l, *states, side.what, s.gun,
                                                         list.hits[k], reachAfter(k + 1)))
                                 .first;
                    states = &it->second;
                }
                eachLastRake(h, l, *states, side.what, s.gun, list.hits.back(), 0,
                             [&](const States &before, int damage, double pd) {
                                 tallyHit(h, l, before, side.what, damage, s.gun.mode,
                                          pd * side.weight / 10.0, t);
                             });
            }
            if (stateBudget.exhausted) {
                odds.error = ScsText::tr("The exact odds of this firing would take more ship "
                                         "states than Fleetwright works out (its hits can "
                                         "leave this sheet in too many ways); roll it instead, "
                                         "or fight it in a trial battle.");
                return out;
            }
            keepTally(hullKey, list.hits, t);
            known = std::move(t);
        }
        tally.addScaled(*known, p);
    }

    for (const std::vector<int> &group : l.alike) { // alike systems: alike odds
        double hit = 0, destroyed = 0;
        for (const int k : group) {
            hit += tally.systemHit[std::size_t(k)];
            destroyed += tally.systemDestroyed[std::size_t(k)];
        }
        for (const int k : group) {
            tally.systemHit[std::size_t(k)] = hit / double(group.size());
            tally.systemDestroyed[std::size_t(k)] = destroyed / double(group.size());
        }
    }

    std::vector<std::pair<double, dice::Pmf>> parts;
    parts.push_back({miss + out.intercepted, dice::Pmf::point(0)});
    for (std::size_t v = 0; v < tally.dealt.size(); ++v) {
        if (tally.dealt[v] > 0)
            parts.push_back({tally.dealt[v], dice::Pmf::point(int(v))});
    }
    odds.damage = dice::Pmf::mixture(parts);
    odds.outcomes = {
        {QStringLiteral("miss"), ScsText::tr("Miss"), miss},
        {QStringLiteral("intercepted"), ScsText::tr("Intercepted"), out.intercepted},
        {QStringLiteral("noDamage"), ScsText::tr("Stopped by armour"), tally.noDamage},
        {QStringLiteral("damaged"), ScsText::tr("Damage"), tally.damaged},
        {QStringLiteral("systemDestroyed"), ScsText::tr("A system or structure destroyed"),
         tally.systemLost},
        {QStringLiteral("shipDestroyed"), ScsText::tr("Ship destroyed"), tally.shipDestroyed},
    };
    for (std::size_t i = 0; i < h.systems.size(); ++i)
        out.items.push_back(
            {true, int(i), h.systemLabel(int(i)), tally.systemHit[i], tally.systemDestroyed[i]});
    for (std::size_t i = 0; i < h.sections.size(); ++i)
        out.items.push_back({false, int(i), h.structureLabel(int(i)), tally.structureHit[i],
                             tally.structureDestroyed[i]});

    describe(s, out);
    odds.assumptions = assumptions(s);
    return out;
}

} // namespace fw::model::scs
