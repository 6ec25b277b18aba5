#pragma once

#include "../../combat/Bearing.h"
#include "../../dice/Rng.h"
#include "ScsDerived.h"
#include "ScsDesign.h"
#include "ScsOptions.h"

#include <array>
#include <cstdint>
#include <vector>

// One SCS shot reduced to numbers (digest §5.3, source "Location" and "Damage"): a design's
// sections, systems and charts as lookup tables, a ship's damage, and the path of one hit's
// damage from the location roll through armour and overflow. The exact odds, the seeded rolls and
// the trial battles all resolve hits through applyHit(), so they cannot disagree.
namespace fw::model::scs {

// A design as combat sees it, worked out once.
struct Hull
{
    enum TargetType : std::uint8_t { HitSystem, HitStructure, HitPrimary };
    // What a chart row hits: one system of several with the same name (members[first ..
    // first + count)), the section's structure, or the primary section.
    struct Target
    {
        TargetType type = HitStructure;
        int section = 0;
        int first = 0, count = 0;
    };
    struct Outcome
    {
        int what = 0;   // a target (location chart) or a section (side chart)
        int weight = 0; // faces of the die that give it
    };
    struct System
    {
        int section = 0;
        int armor = 0, boxes = 0;
        SystemKind kind = SystemKind::Other;
        SystemBoxes layout; // rows and blocks, for criticals
        int rating = 0;     // its output: thrust, sensor rating, shield, power
    };
    struct Sec
    {
        int armor = 0, boxes = 0;
        int structureAt = 0; // the section whose structure takes this one's structure hits
        std::array<std::int32_t, 20> roll{};  // target of each d20 face
        int outcomeBegin = 0, outcomeEnd = 0; // into locationOutcomes
    };
    // A weapon's numbers (its system's armour and boxes are in `systems`).
    struct Gun
    {
        int system = 0;
        DamageDice dice;
        bool readable = true; // false: the damage text cannot be read
        WeaponMode mode = WeaponMode::Standard;
        int recharge = 1;
        int intercept = 0;
        std::vector<int> rangeModifiers;
        int shots = 1;                            // separate to-hit rolls per firing
        int pulseDie = DefaultPulseDie;           // pulse weapons: d(pulseDie) pulses,
        int pulseGrouping = DefaultPulseGrouping; // +1 per grouping of margin,
        int maxPulses = DefaultMaxPulses;         // at most this many
        int rake = 0;                             // raking: armour per rake of this size
        bool reaches(int range) const { return range >= 0 && range < int(rangeModifiers.size()); }
    };

    std::vector<System> systems;
    std::vector<Sec> sections;
    std::vector<Target> targets;
    std::vector<int> members;
    std::vector<Outcome> locationOutcomes;
    std::array<std::int32_t, 10> sideRoll{}; // section of each d10 face; -1: none
    std::vector<Outcome> sideOutcomes;
    std::vector<Gun> guns;         // in sheet order (weaponsOf)
    std::vector<int> interceptors; // the guns with an intercept value
    int primary = -1;              // the primary section, -1 when the sheet has none
    bool structureless = false;    // a section's structure hits go to the primary's (option)
    bool destroyedByReactor = true;
    PulseRule pulseRule = PulseRule::Rolled;
    // Which guns can bear on one target together (their arcs; docs/trial-battles.md).
    combat::BearingChoice bearing;
    // For steps and logs.
    std::vector<QString> systemNames, sectionIds;

    static Hull build(const ScsClass &c, const ScsOptions &options);
    // "Heavy Pulse Cannon (Forward)".
    QString systemLabel(int system) const;
    QString structureLabel(int section) const;
    // Whether a hit of `gun` rolls its pulses (rules option pulses, "rolled").
    bool rollsPulses(const Gun &gun) const
    {
        return gun.mode == WeaponMode::Pulse && pulseRule == PulseRule::Rolled;
    }
    // Pulses a hit of `gun` fires when they are not rolled: one per damage die of a pulse weapon
    // under "perDie", one otherwise.
    int fixedPulses(const Gun &gun) const
    {
        return gun.mode == WeaponMode::Pulse && pulseRule == PulseRule::PerDie
                   ? std::max(1, gun.dice.count)
                   : 1;
    }
    // Rolled pulses (B5 Wars; digest §5.3): the pulse die's `face`, plus one for every grouping
    // of `margin` (the to-hit target less the roll, 0 or more), at most the maximum.
    static int rolledPulses(const Gun &gun, int face, int margin)
    {
        const int extra = gun.pulseGrouping > 0 ? std::max(0, margin) / gun.pulseGrouping : 0;
        return std::max(1, std::min(gun.maxPulses, face + extra));
    }
    // Separate hits `through` pulses that get through make: rolled pulses each hit on their own;
    // otherwise the pulses share one hit.
    int hitsOf(const Gun &gun, int through) const
    {
        return through <= 0 ? 0 : rollsPulses(gun) ? through : 1;
    }
    // Whether intercept applies (source: "ballistics, plasma or matter", and pulses by value).
    static bool interceptable(WeaponMode mode) { return mode != WeaponMode::Standard; }
};

// The damage a ship has taken.
struct HullState
{
    std::vector<int> systemDamage;    // boxes marked per system
    std::vector<int> structureDamage; // per section
    bool destroyed = false;

    void reset(const Hull &h)
    {
        systemDamage.assign(h.systems.size(), 0);
        structureDamage.assign(h.sections.size(), 0);
        destroyed = false;
    }
    int systemLeft(const Hull &h, int i) const
    {
        return std::max(0, h.systems[std::size_t(i)].boxes - systemDamage[std::size_t(i)]);
    }
    int structureLeft(const Hull &h, int s) const
    {
        return std::max(0, h.sections[std::size_t(s)].boxes - structureDamage[std::size_t(s)]);
    }
    // A side is lost when its structure, which it had, is destroyed.
    bool sectionLost(const Hull &h, int s) const
    {
        return h.sections[std::size_t(s)].boxes > 0 && structureLeft(h, s) == 0;
    }
};

// One item a hit marked boxes on.
struct HitStep
{
    bool system = true;   // false: a section's structure
    bool located = false; // picked by a location roll (not reached by overflow)
    bool destroyedNow = false;
    int index = 0;  // system or section
    int armour = 0; // armour counted against the damage
    int damage = 0; // damage that reached it after armour
    int taken = 0;  // boxes marked
};

// What one hit did: at most a system, its section's structure, a primary location and the
// primary structure.
struct HitTrace
{
    int section = -1;      // the section the side roll named
    bool sideLost = false; // that side was lost: the hit went to the primary, armour halved
    int rawDamage = 0;
    int dealt = 0; // boxes marked in all
    bool shipDestroyed = false;
    int count = 0;
    std::array<HitStep, 4> steps{};
};

// Armour against a hit (source, "Damage"): halved (rounded down, as the source rounds the lost
// side's armour) on a destroyed item or a lost side; matter ignores it; plasma ignores half of it
// (the half that remains rounded down, the same rounding).
constexpr int effectiveArmour(int armour, bool halved, WeaponMode mode)
{
    int a = armour < 0 ? 0 : armour;
    if (halved)
        a /= 2;
    if (mode == WeaponMode::Matter)
        return 0;
    if (mode == WeaponMode::Plasma)
        a /= 2;
    return a;
}

namespace detail {

inline void record(HitTrace &t, bool system, bool located, int index, int armour, int damage,
                   int taken, bool destroyedNow)
{
    if (t.count < int(t.steps.size()))
        t.steps[std::size_t(t.count++)]
            = {system, located, destroyedNow, index, armour, damage, taken};
    t.dealt += taken;
}

// Marks `damage` boxes on system `i`; returns what passes on.
inline int onSystem(const Hull &h, HullState &s, int i, int damage, bool located, int armour,
                    HitTrace &t)
{
    const int left = s.systemLeft(h, i);
    const int taken = std::min(damage, left);
    s.systemDamage[std::size_t(i)] += taken;
    const bool now = taken > 0 && taken == left;
    record(t, true, located, i, armour, damage, taken, now);
    if (now && h.destroyedByReactor && h.systems[std::size_t(i)].kind == SystemKind::Reactor
        && !s.destroyed) {
        s.destroyed = true;
        t.shipDestroyed = true;
    }
    return damage - taken;
}

inline int onStructure(const Hull &h, HullState &s, int sec, int damage, bool located, int armour,
                       HitTrace &t)
{
    const int left = s.structureLeft(h, sec);
    const int taken = std::min(damage, left);
    s.structureDamage[std::size_t(sec)] += taken;
    const bool now = taken > 0 && taken == left;
    record(t, false, located, sec, armour, damage, taken, now);
    if (now && sec == h.primary && !s.destroyed) {
        s.destroyed = true;
        t.shipDestroyed = true;
    }
    return damage - taken;
}

template<typename Chooser>
int memberOf(const Hull &h, const Hull::Target &target, Chooser &choose)
{
    // "One of several same-named systems is chosen at random."
    const int k = target.count > 1 ? choose.member(target.count) : 0;
    return h.members[std::size_t(target.first + k)];
}

} // namespace detail

// Resolves one hit of `damage` on side `side` (a section from the d10 chart) of a ship (source,
// "Location" and "Damage"; digest §5.3):
//  - a lost side sends the hit to the primary section, with the armour halved;
//  - the d20 chart of the section names a system (one of several with that name at random), the
//    structure, or the primary section (then the primary's chart is rolled);
//  - the damage less the armour marks boxes; a destroyed item passes the rest to its section's
//    structure without more armour; a destroyed outer structure passes it to a random primary
//    location (the primary chart rolled again), and a destroyed primary system to the primary
//    structure.
// `choose` makes the random choices: location(hull, section) gives a target, member(n) one of n.
template<typename Chooser>
void applyHit(const Hull &h, HullState &s, int side, int damage, WeaponMode mode, Chooser &choose,
              HitTrace &t)
{
    t.section = -1; // the steps past t.count are never read: only the counts start over
    t.sideLost = false;
    t.dealt = 0;
    t.shipDestroyed = false;
    t.count = 0;
    t.rawDamage = damage;
    if (side < 0 || side >= int(h.sections.size()))
        return;
    int sec = side;
    bool halved = false;
    if (h.primary >= 0 && sec != h.primary && s.sectionLost(h, sec)) {
        sec = h.primary; // "All shots to primary", "½ armour on facing side"
        halved = true;
    }
    t.section = sec;
    t.sideLost = halved;
    int target = choose.location(h, sec);
    if (h.targets[std::size_t(target)].type == Hull::HitPrimary)
        target = choose.location(h, h.primary); // never HitPrimary on the primary's own chart
    const Hull::Target &tg = h.targets[std::size_t(target)];
    // The structure the hit ends in: a system's section's (or, for a section without one under
    // rules option sectionStructure, the primary's).
    const int structure
        = tg.type == Hull::HitSystem ? h.sections[std::size_t(tg.section)].structureAt : tg.section;
    int rest = 0;
    if (tg.type == Hull::HitSystem) {
        const int i = detail::memberOf(h, tg, choose);
        const bool gone = s.systemLeft(h, i) == 0;
        const int a = effectiveArmour(h.systems[std::size_t(i)].armor, halved || gone, mode);
        rest = detail::onSystem(h, s, i, std::max(0, damage - a), true, a, t);
        if (rest > 0)
            rest = detail::onStructure(h, s, structure, rest, false, 0, t);
    } else {
        const int a = effectiveArmour(h.sections[std::size_t(tg.section)].armor, halved, mode);
        rest = detail::onStructure(h, s, tg.section, std::max(0, damage - a), true, a, t);
    }
    if (rest > 0 && h.primary >= 0 && structure != h.primary) {
        // Structure → random primary location, no further armour.
        const Hull::Target &p = h.targets[std::size_t(choose.location(h, h.primary))];
        if (p.type == Hull::HitSystem) {
            rest = detail::onSystem(h, s, detail::memberOf(h, p, choose), rest, true, 0, t);
            if (rest > 0)
                detail::onStructure(h, s, h.primary, rest, false, 0, t);
        } else {
            detail::onStructure(h, s, h.primary, rest, true, 0, t);
        }
    }
}

// Takes back what hit `t` marked, so that `s` is as it was before it.
inline void undoHit(HullState &s, const HitTrace &t)
{
    for (int i = 0; i < t.count; ++i) {
        const HitStep &step = t.steps[std::size_t(i)];
        (step.system ? s.systemDamage : s.structureDamage)[std::size_t(step.index)] -= step.taken;
    }
    if (t.shipDestroyed)
        s.destroyed = false;
}

// Choices from the dice: a d20 on the section's chart, a uniform pick among same-named systems.
struct RollChooser
{
    dice::Rng &rng;
    int location(const Hull &h, int section)
    {
        return h.sections[std::size_t(section)].roll[std::size_t(rng.roll(20) - 1)];
    }
    int member(int count) { return int(rng.below(std::uint32_t(count))); }
};

// Choices that walk every path once (an odometer over the choice points), with the path's
// probability: for exact odds. Run the hit, read probability(), then advance() to the next path.
class PathChooser
{
public:
    void start()
    {
        m_depth = 0;
        m_p = 1;
    }
    double probability() const { return m_p; }
    // The next path; false when every path has been walked (then it starts over).
    bool advance()
    {
        m_path.resize(m_depth);
        while (!m_path.empty()) {
            Point &last = m_path.back();
            if (++last.index < last.count)
                return true;
            m_path.pop_back();
        }
        return false;
    }
    int location(const Hull &h, int section)
    {
        const Hull::Sec &sec = h.sections[std::size_t(section)];
        const int k = next(sec.outcomeEnd - sec.outcomeBegin);
        const Hull::Outcome &o = h.locationOutcomes[std::size_t(sec.outcomeBegin + k)];
        m_p *= o.weight / 20.0;
        return o.what;
    }
    int member(int count)
    {
        m_p /= count;
        return next(count);
    }

private:
    struct Point
    {
        int index = 0, count = 1;
    };
    int next(int count)
    {
        if (m_depth < m_path.size())
            return m_path[m_depth++].index;
        m_path.push_back({0, count});
        ++m_depth;
        return 0;
    }
    std::vector<Point> m_path;
    std::size_t m_depth = 0;
    double m_p = 1;
};

// Intercept (source, "Intercept"): an interceptor of value v succeeds on a d10 of v or less,
// v + 1 against ballistics; the chance, 0 to 1.
constexpr double interceptChance(int value, WeaponMode mode)
{
    const int v = value + (mode == WeaponMode::Ballistic ? 1 : 0);
    return (v < 0 ? 0 : v > 10 ? 10 : v) / 10.0;
}

// The damage dice of one hit with `through` pulses getting through: a pulse weapon under
// "perDie" rolls one die per pulse; every other hit rolls all its dice (a rolled pulse is a hit
// of its own). The bonus counts once; damage is never below 0.
inline int damageDice(const Hull &h, const Hull::Gun &gun, int through)
{
    return gun.mode == WeaponMode::Pulse && h.pulseRule == PulseRule::PerDie && gun.dice.count > 0
               ? through
               : gun.dice.count;
}
inline int rollDamage(const Hull &h, const Hull::Gun &gun, int through, dice::Rng &rng)
{
    int damage = gun.dice.bonus;
    for (int i = damageDice(h, gun, through); i > 0; --i)
        damage += rng.roll(gun.dice.sides);
    return std::max(0, damage);
}

// The rakes of a hit of `damage` (B5 Wars raking weapons; rake 0: one piece): each rake is a hit
// of its own that meets armour on its own, the last one what is left.
inline int rakeCount(int damage, int rake)
{
    return rake > 0 && damage > rake ? (damage + rake - 1) / rake : 1;
}
inline int rakeDamage(int damage, int rake, int k)
{
    if (rake <= 0 || damage <= rake)
        return damage;
    return std::min(rake, damage - k * rake);
}

} // namespace fw::model::scs
