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

#include <algorithm>
#include <map>
#include <mutex>
#include <optional>
#include <tuple>
#include <unordered_map>

namespace fw::model::scs {

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

// The raw damage of a hit carrying `through` pulses.
dice::Pmf rawDamage(const Hull &h, const Hull::Gun &gun, int through)
{
    const int n = damageDice(h, gun, through);
    const dice::Pmf dice = n > 0 ? dice::Pmf::die(gun.dice.sides).times(n) : dice::Pmf::point(0);
    return dice.shifted(gun.dice.bonus).clampedBelow(0);
}

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
};

Layout layoutOf(const Hull &h)
{
    Layout l{int(h.systems.size()), int(h.sections.size()), {}};
    for (const Hull::Target &target : h.targets) {
        if (target.type != Hull::HitSystem || target.count < 2)
            continue;
        std::vector<bool> grouped(std::size_t(target.count));
        for (int a = 0; a < target.count; ++a) {
            if (grouped[std::size_t(a)])
                continue;
            const Hull::System &first
                = h.systems[std::size_t(h.members[std::size_t(target.first + a)])];
            std::vector<int> group;
            for (int b = a; b < target.count; ++b) {
                const int member = h.members[std::size_t(target.first + b)];
                const Hull::System &other = h.systems[std::size_t(member)];
                if (!grouped[std::size_t(b)] && other.armor == first.armor
                    && other.boxes == first.boxes && other.kind == first.kind) {
                    grouped[std::size_t(b)] = true;
                    group.push_back(member);
                }
            }
            if (group.size() > 1)
                l.alike.push_back(std::move(group));
        }
    }
    return l;
}

// Lists the boxes marked on each group of alike systems of `key` most first; `moved[item]` says
// where each item's slot went. Returns whether any moved.
bool canonical(const Layout &l, Key &key, std::vector<int> &moved)
{
    thread_local std::vector<int> dense;
    dense.assign(std::size_t(l.items() + 1), 0);
    for (std::size_t e = 0; e < key.size(); e += 2)
        dense[std::size_t(key[e])] = key[e + 1];
    for (int k = 0; k < l.items(); ++k)
        moved[std::size_t(k)] = k;
    bool changed = false;
    for (const std::vector<int> &group : l.alike) {
        std::array<std::pair<int, int>, 64> order{}; // (−boxes marked, system)
        const std::size_t n = std::min(group.size(), order.size());
        for (std::size_t r = 0; r < n; ++r)
            order[r] = {-dense[std::size_t(group[r])], group[r]};
        std::stable_sort(order.begin(), order.begin() + std::ptrdiff_t(n));
        for (std::size_t r = 0; r < n; ++r) {
            if (order[r].second != group[r])
                changed = true;
            moved[std::size_t(order[r].second)] = group[r];
        }
        for (std::size_t r = 0; r < n; ++r)
            dense[std::size_t(group[r])] = -order[r].first;
    }
    if (!changed)
        return false;
    key.clear();
    for (int slot = 0; slot <= l.items(); ++slot) {
        if (dense[std::size_t(slot)] != 0)
            key.insert(key.end(), {slot, dense[std::size_t(slot)]});
    }
    return true;
}

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
    std::size_t at(Key &&key)
    {
        const auto [it, added] = index.try_emplace(std::move(key), int(keys.size()));
        if (added) {
            keys.push_back(it->first);
            mass.push_back(0);
            located.resize(located.size() + std::size_t(width), 0.0);
            dealt.resize(dealt.size() + std::size_t(depth), 0.0);
        }
        return std::size_t(it->second);
    }
};

// Adds `value` to `slot` (or sets it, with `set`); a slot is never kept at 0.
void bump(Key &key, int slot, int value, bool set = false)
{
    for (std::size_t i = 0; i < key.size(); i += 2) {
        if (key[i] == slot) {
            key[i + 1] = set ? value : key[i + 1] + value;
            return;
        }
        if (key[i] > slot) {
            key.insert(key.begin() + std::ptrdiff_t(i), {slot, value});
            return;
        }
    }
    key.push_back(slot);
    key.push_back(value);
}

// Marks the key's damage on `state` (which is fresh), or takes it off again with `sign` −1.
void load(const Layout &l, const Key &key, HullState &state, int sign = 1)
{
    for (std::size_t i = 0; i < key.size(); i += 2) {
        const int slot = key[i];
        if (slot < l.systems)
            state.systemDamage[std::size_t(slot)] += sign * key[i + 1];
        else if (slot < l.items())
            state.structureDamage[std::size_t(slot - l.systems)] += sign * key[i + 1];
        else if (slot == l.destroyedSlot())
            state.destroyed = sign > 0;
    }
}

// Drops the slots of the items that damage of at most `reach` more can no longer destroy.
void forget(const Hull &h, const Layout &l, Key &key, int reach)
{
    std::size_t kept = 0;
    for (std::size_t e = 0; e < key.size(); e += 2) {
        const int slot = key[e];
        if (slot < l.items()) {
            const int boxes = slot < l.systems ? h.systems[std::size_t(slot)].boxes
                                               : h.sections[std::size_t(slot - l.systems)].boxes;
            if (boxes - key[e + 1] > reach)
                continue;
        }
        key[kept++] = slot;
        key[kept++] = key[e + 1];
    }
    key.resize(kept);
}

// Every path of one hit (or rake) of `damage` on side `side` from each state of `from`:
// each(i, trace, q) with the state's index, what the hit did and the path's probability from that
// state.
template<typename Each>
void walkHit(const Hull &h, const Layout &l, const States &from, int side, int damage,
             WeaponMode mode, Each &&each)
{
    HullState state;
    state.reset(h);
    PathChooser choose;
    HitTrace t;
    for (std::size_t i = 0; i < from.size(); ++i) {
        const Key &key = from.keys[i];
        load(l, key, state);
        do {
            choose.start();
            applyHit(h, state, side, damage, mode, choose, t);
            each(i, t, choose.probability());
            undoHit(state, t); // the next path starts from the same ship
        } while (choose.advance());
        load(l, key, state, -1);
    }
}

// The item (systems, then structures) of a step.
int itemOf(const Layout &l, const HitStep &step)
{
    return step.system ? step.index : l.systems + step.index;
}

// Whether step `s` of `t` is the first to pick its item by a location roll.
bool firstPick(const Layout &l, const HitTrace &t, int s)
{
    const HitStep &step = t.steps[std::size_t(s)];
    if (!step.located)
        return false;
    for (int e = 0; e < s; ++e) {
        const HitStep &before = t.steps[std::size_t(e)];
        if (before.located && itemOf(l, before) == itemOf(l, step))
            return false;
    }
    return true;
}

// Adds the states one hit (or rake) of `damage` leaves from `from` to `out`, scaled by `scale`;
// at most `reach` damage follows it.
void hitOnce(const Hull &h, const Layout &l, const States &from, int side, int damage,
             WeaponMode mode, double scale, int reach, States &out)
{
    out.index.reserve(out.size() + from.size() * 4);
    std::vector<int> moved(std::size_t(l.items()));
    // The paths of one state that lead to the same state and marked as many boxes share the
    // work on the totals (and, when no alike systems were reordered, on the picks).
    struct Batch
    {
        std::size_t j = 0;
        int dealt = 0; // −1: the picks only
        double q = 0;
    };
    std::vector<Batch> batches;
    std::size_t current = 0;
    const auto flush = [&] {
        const double *src = from.row(current);
        const double *was = from.totals(current);
        for (const Batch &b : batches) {
            if (b.dealt < 0) {
                double *dst = out.row(b.j);
                for (int k = 0; k < l.items(); ++k)
                    dst[k] += b.q * src[k];
                continue;
            }
            double *now = out.totals(b.j) + b.dealt;
            for (int v = 0; v + b.dealt < out.depth; ++v)
                now[v] += b.q * was[v];
        }
        batches.clear();
    };
    const auto batch = [&](std::size_t j, int dealt, double q) {
        for (Batch &b : batches) {
            if (b.j == j && b.dealt == dealt) {
                b.q += q;
                return;
            }
        }
        batches.push_back({j, dealt, q});
    };
    walkHit(h, l, from, side, damage, mode, [&](std::size_t i, const HitTrace &t, double q) {
        if (i != current) {
            flush();
            current = i;
        }
        const double p = from.mass[i];
        Key next = from.keys[i];
        for (int e = 0; e < t.count; ++e) {
            const HitStep &step = t.steps[std::size_t(e)];
            if (step.taken > 0)
                bump(next, itemOf(l, step), step.taken);
        }
        if (t.shipDestroyed)
            bump(next, l.destroyedSlot(), 1, true);
        forget(h, l, next, reach);
        const bool reordered = canonical(l, next, moved);
        const std::size_t j = out.at(std::move(next));
        const double *src = from.row(i);
        double *dst = out.row(j);
        q *= scale;
        out.mass[j] += p * q;
        if (!reordered) {
            batch(j, -1, q);
        } else {
            for (int k = 0; k < l.items(); ++k)
                dst[moved[std::size_t(k)]] += q * src[k];
        }
        batch(j, t.dealt, q);
        for (int e = 0; e < t.count; ++e) {
            if (firstPick(l, t, e)) {
                const int item = itemOf(l, t.steps[std::size_t(e)]);
                dst[moved[std::size_t(item)]] += q * (p - src[item]); // picked now
            }
        }
    });
    flush();
}

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
              int through, int after)
{
    States out(l.items(), from.depth);
    eachLastRake(h, l, from, side, gun, through, after,
                 [&](const States &states, int damage, double pd) {
                     hitOnce(h, l, states, side, damage, gun.mode, pd, after, out);
                 });
    return out;
}

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
    void outcome(const double *totals, int depth, int shift, bool destroyed, bool lost, double q,
                 double m)
    {
        if (std::size_t(depth + shift) > dealt.size())
            dealt.resize(std::size_t(depth + shift));
        for (int v = 0; v < depth; ++v)
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
              WeaponMode mode, double w, Tally &tally)
{
    // Per state: whether the ship is destroyed, whether an item is.
    struct Before
    {
        bool destroyed = false, lost = false;
    };
    std::vector<Before> before(from.size());
    for (std::size_t i = 0; i < from.size(); ++i) {
        const double *row = from.row(i); // picked before: still picked, on every path
        for (int k = 0; k < l.items(); ++k)
            tally.pick(l, k, w * row[k]);
        const Key &key = from.keys[i];
        const double m = w * from.mass[i];
        for (std::size_t e = 0; e < key.size(); e += 2) {
            const int slot = key[e], value = key[e + 1];
            if (slot == l.destroyedSlot()) {
                before[i].destroyed = true;
            } else if (value >= (slot < l.systems
                                     ? h.systems[std::size_t(slot)].boxes
                                     : h.sections[std::size_t(slot - l.systems)].boxes)) {
                before[i].lost = true; // destroyed before: on every path
                tally.destroy(l, slot, m);
            }
        }
    }
    // The paths of one state that marked as many boxes with the same outcome share the work on
    // the totals.
    struct Batch
    {
        int dealt = 0;
        bool destroyed = false, lost = false;
        double q = 0, m = 0;
    };
    std::vector<Batch> batches;
    std::size_t current = 0;
    const auto flush = [&] {
        for (const Batch &b : batches)
            tally.outcome(from.totals(current), from.depth, b.dealt, b.destroyed, b.lost, b.q, b.m);
        batches.clear();
    };
    walkHit(h, l, from, side, damage, mode, [&](std::size_t i, const HitTrace &t, double q) {
        if (i != current) {
            flush();
            current = i;
        }
        const double p = from.mass[i];
        const double m = w * p * q;
        bool lost = before[i].lost;
        for (int e = 0; e < t.count; ++e) {
            const HitStep &step = t.steps[std::size_t(e)];
            if (step.destroyedNow) {
                lost = true;
                tally.destroy(l, itemOf(l, step), m);
            }
            if (firstPick(l, t, e))
                tally.pick(l, itemOf(l, step), w * q * (p - from.row(i)[itemOf(l, step)]));
        }
        const bool destroyed = before[i].destroyed || t.shipDestroyed;
        auto b = std::find_if(batches.begin(), batches.end(), [&](const Batch &x) {
            return x.dealt == t.dealt && x.destroyed == destroyed && x.lost == lost;
        });
        if (b == batches.end())
            batches.push_back({t.dealt, destroyed, lost, w * q, m});
        else {
            b->q += w * q;
            b->m += m;
        }
    });
    flush();
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
