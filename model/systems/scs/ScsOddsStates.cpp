#include "ScsOddsStates.h"

#include <algorithm>
#include <array>
#include <numeric>

namespace fw::model::scs::odds {

namespace {

// Lists the boxes marked on each group of alike systems of `key` most first; `moved[item]` says
// where each item's slot went (the identity for every item outside the groups, which the caller
// sets). Returns whether any moved. Only a group with a marked member can be out of order.
bool canonical(const Layout &l, Key &key, std::vector<int> &moved)
{
    for (const std::vector<int> &group : l.alike) {
        for (const int member : group)
            moved[std::size_t(member)] = member;
    }
    std::array<int, 16> touched{};
    std::size_t count = 0;
    bool many = false; // more groups marked than `touched` holds: check them all
    for (std::size_t e = 0; e < key.size() && !many; e += 2) {
        const int g = key[e] < l.systems ? l.groupOf[std::size_t(key[e])] : -1;
        if (g < 0
            || std::find(touched.begin(), touched.begin() + count, g) != touched.begin() + count)
            continue;
        many = count == touched.size();
        if (!many)
            touched[count++] = g;
    }
    if (count == 0 && !many)
        return false;
    thread_local std::vector<int> dense; // all 0 between calls
    dense.resize(std::size_t(l.items() + 1), 0);
    for (std::size_t e = 0; e < key.size(); e += 2)
        dense[std::size_t(key[e])] = key[e + 1];
    bool changed = false;
    const std::size_t groups = many ? l.alike.size() : count;
    for (std::size_t t = 0; t < groups; ++t) {
        const std::vector<int> &group = l.alike[std::size_t(many ? int(t) : touched[t])];
        std::array<std::pair<int, int>, 64> order; // (−boxes marked, system)
        const std::size_t n = std::min(group.size(), order.size());
        bool sorted = true; // already in order: nothing moves
        for (std::size_t r = 0; r < n; ++r) {
            order[r] = {-dense[std::size_t(group[r])], group[r]};
            sorted = sorted && (r == 0 || !(order[r] < order[r - 1]));
        }
        if (sorted)
            continue;
        std::stable_sort(order.begin(), order.begin() + std::ptrdiff_t(n));
        for (std::size_t r = 0; r < n; ++r) {
            if (order[r].second != group[r])
                changed = true;
            moved[std::size_t(order[r].second)] = group[r];
        }
        for (std::size_t r = 0; r < n; ++r)
            dense[std::size_t(group[r])] = -order[r].first;
    }
    if (changed) {
        key.clear();
        for (int slot = 0; slot <= l.items(); ++slot) {
            if (dense[std::size_t(slot)] != 0)
                key.insert(key.end(), {slot, dense[std::size_t(slot)]});
        }
    }
    for (std::size_t e = 0; e < key.size(); e += 2) // the marked slots, in their new places
        dense[std::size_t(key[e])] = 0;
    return changed;
}

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

} // namespace

// The raw damage of a hit carrying `through` pulses.
dice::Pmf rawDamage(const Hull &h, const Hull::Gun &gun, int through)
{
    const int n = damageDice(h, gun, through);
    const dice::Pmf dice = n > 0 ? dice::Pmf::die(gun.dice.sides).times(n) : dice::Pmf::point(0);
    return dice.shifted(gun.dice.bonus).clampedBelow(0);
}

Layout layoutOf(const Hull &h)
{
    Layout l{int(h.systems.size()), int(h.sections.size()), {}, {}};
    l.groupOf.assign(h.systems.size(), -1);
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
            if (group.size() > 1) {
                for (const int member : group)
                    l.groupOf[std::size_t(member)] = int(l.alike.size());
                l.alike.push_back(std::move(group));
            }
        }
    }
    return l;
}

// Adds the states one hit (or rake) of `damage` leaves from `from` to `out`, scaled by `scale`;
// at most `reach` damage follows it.
void hitOnce(const Hull &h, const Layout &l, const States &from, int side, int damage,
             WeaponMode mode, double scale, int reach, States &out)
{
    out.index.reserve(out.size() + from.size() * 4);
    std::vector<int> moved(std::size_t(l.items()));
    std::iota(moved.begin(), moved.end(), 0);
    Key next;
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
        for (const Batch &b : batches) {
            if (b.dealt < 0) {
                double *dst = out.row(b.j);
                for (int k = 0; k < l.items(); ++k)
                    dst[k] += b.q * src[k];
                continue;
            }
            out.addTotals(b.j, from, current, b.dealt, b.q);
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
        next.assign(from.keys[i].begin(), from.keys[i].end());
        for (int e = 0; e < t.count; ++e) {
            const HitStep &step = t.steps[std::size_t(e)];
            if (step.taken > 0)
                bump(next, itemOf(l, step), step.taken);
        }
        if (t.shipDestroyed)
            bump(next, l.destroyedSlot(), 1, true);
        forget(h, l, next, reach);
        const bool reordered = canonical(l, next, moved);
        const std::size_t j = out.at(next);
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
            tally.outcome(from, current, b.dealt, b.destroyed, b.lost, b.q, b.m);
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

} // namespace fw::model::scs::odds
