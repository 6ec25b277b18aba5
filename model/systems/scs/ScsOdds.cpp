// The exact odds of one SCS shot: every to-hit, intercept, damage and location outcome followed
// with its probability through the same applyHit() the dice use.

#include "../../combat/OptionNotes.h"
#include "ScsCombat.h"

#include <algorithm>

namespace fw::model::scs {

namespace {

QString percent(double p)
{
    return ScsText::tr("%1%").arg(p * 100, 0, 'f', 2);
}

// The distribution of the pulses that get through: (pulses, probability). Each declared
// interceptor succeeds on d10 ≤ its value (+1 against ballistics); against pulses a success
// blocks as many pulses as its value, against any other shot it blocks the shot.
std::vector<std::pair<int, double>> pulsesThrough(const ScsCombat::Shot &s)
{
    const int pulses = s.pulses();
    if (!Hull::interceptable(s.gun.mode) || s.interceptors.empty())
        return {{pulses, 1.0}};
    dice::Pmf blocked = dice::Pmf::point(0);
    for (const int v : s.interceptors) {
        const int blocks = s.gun.mode == WeaponMode::Pulse ? v : pulses;
        blocked = blocked + dice::Pmf::bernoulli(interceptChance(v, s.gun.mode), blocks);
    }
    std::vector<std::pair<int, double>> out;
    for (const auto &[b, p] : blocked.entries()) {
        const int through = std::max(0, pulses - b);
        auto it = std::find_if(out.begin(), out.end(),
                               [through](const auto &e) { return e.first == through; });
        if (it == out.end())
            out.push_back({through, p});
        else
            it->second += p;
    }
    return out;
}

// The raw damage of a shot with `through` pulses getting through.
dice::Pmf rawDamage(const Hull &h, const Hull::Gun &gun, int through)
{
    const int n = damageDice(h, gun, through);
    const dice::Pmf dice = n > 0 ? dice::Pmf::die(gun.dice.sides).times(n) : dice::Pmf::point(0);
    return dice.shifted(gun.dice.bonus).clampedBelow(0);
}

// Sums over every path of a hit.
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

    void add(const HitTrace &t, double q)
    {
        if (std::size_t(t.dealt) >= dealt.size())
            dealt.resize(std::size_t(t.dealt) + 1);
        dealt[std::size_t(t.dealt)] += q;
        bool lost = false;
        for (int i = 0; i < t.count; ++i) {
            const HitStep &step = t.steps[std::size_t(i)];
            auto &hit = step.system ? systemHit : structureHit;
            auto &destroyed = step.system ? systemDestroyed : structureDestroyed;
            if (step.located)
                hit[std::size_t(step.index)] += q;
            if (step.destroyedNow) {
                destroyed[std::size_t(step.index)] += q;
                lost = true;
            }
        }
        if (t.shipDestroyed)
            shipDestroyed += q;
        else if (lost)
            systemLost += q;
        else if (t.dealt > 0)
            damaged += q;
        else
            noDamage += q;
    }
};

// Every path of a hit of `damage` on a fresh ship, each weighted by q and its own probability.
void walkHit(const Hull &h, HullState &state, PathChooser &choose, int damage, WeaponMode mode,
             double q, Tally &tally)
{
    HitTrace t;
    for (const Hull::Outcome &side : h.sideOutcomes) {
        const double qs = q * side.weight / 10.0;
        do {
            choose.start();
            applyHit(h, state, side.what, damage, mode, choose, t);
            tally.add(t, qs * choose.probability());
            undoHit(state, t); // the next path starts from the same ship
        } while (choose.advance());
    }
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
    const HitChance chance = hitChance(s.signature, s.rangeModifier, s.die);
    out.hit = chance.probability();

    Tally tally(h);
    HullState state;
    state.reset(h);
    PathChooser choose;
    for (const auto &[through, pThrough] : pulsesThrough(s)) {
        const double q = out.hit * pThrough;
        if (through == 0) {
            out.intercepted += q;
            continue;
        }
        for (const auto &[damage, pDamage] : rawDamage(h, s.gun, through).entries())
            walkHit(h, state, choose, damage, s.gun.mode, q * pDamage, tally);
    }

    std::vector<std::pair<double, dice::Pmf>> parts;
    parts.push_back({1 - out.hit + out.intercepted, dice::Pmf::point(0)});
    for (std::size_t v = 0; v < tally.dealt.size(); ++v) {
        if (tally.dealt[v] > 0)
            parts.push_back({tally.dealt[v], dice::Pmf::point(int(v))});
    }
    odds.damage = dice::Pmf::mixture(parts);
    odds.outcomes = {
        {QStringLiteral("miss"), ScsText::tr("Miss"), 1 - out.hit},
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

    QStringList &steps = odds.steps;
    steps << ScsText::tr("To hit: d%1 ≤ signature %2 (%3) + range modifier %4 at %5 hexes = %6: "
                         "%7 of %8 faces, %9 (digest §5.3).")
                 .arg(s.die)
                 .arg(s.signature)
                 .arg(sectionName(s.facing))
                 .arg(s.rangeModifier)
                 .arg(s.range)
                 .arg(s.needed())
                 .arg(chance.successes)
                 .arg(chance.faces)
                 .arg(percent(out.hit));
    if (s.gun.mode == WeaponMode::Pulse)
        steps << ScsText::tr("%1 fires %n pulse(s) (rules option %2).", nullptr, s.pulses())
                     .arg(s.weapon, combat::optionName(m_specs, option::Pulses));
    if (!Hull::interceptable(s.gun.mode)) {
        steps << ScsText::tr("Intercept: a standard shot cannot be intercepted.");
        odds.unusedModifiers << QLatin1String(modifier::Interceptors);
    } else if (s.interceptors.empty()) {
        steps << ScsText::tr("Intercept: the target declares no interceptors.");
    } else {
        for (const int v : s.interceptors)
            steps << (s.gun.mode == WeaponMode::Pulse
                          ? ScsText::tr("Interceptor of value %1: d10 ≤ %2, %3; a success blocks "
                                        "%1 pulse(s).")
                          : ScsText::tr("Interceptor of value %1: d10 ≤ %2, %3; a success blocks "
                                        "the shot."))
                         .arg(v)
                         .arg(v + (s.gun.mode == WeaponMode::Ballistic ? 1 : 0))
                         .arg(percent(interceptChance(v, s.gun.mode)));
        steps << ScsText::tr("Intercepted: %1.").arg(percent(out.intercepted));
    }
    steps << ScsText::tr("Location: the d10 side chart, then the side's d20 chart; a lost side's "
                         "hits go to the primary section with half armour.");
    switch (s.gun.mode) {
    case WeaponMode::Matter:
        steps << ScsText::tr("Damage less armour: matter ignores armour.");
        break;
    case WeaponMode::Plasma:
        steps << ScsText::tr("Damage less armour: plasma counts half the armour, rounded down.");
        break;
    default:
        steps << ScsText::tr("Damage less armour; the rest passes from a destroyed system to the "
                             "section's structure, then to a random primary location, then to "
                             "the primary structure.");
        break;
    }
    for (const ItemOdds &item : out.items) {
        if (item.hit > 0 || item.destroyed > 0)
            steps << ScsText::tr("%1: hit %2, destroyed %3.")
                         .arg(item.label, percent(item.hit), percent(item.destroyed));
    }
    steps << ScsText::tr("Expected damage: %1 boxes.").arg(odds.damage.mean(), 0, 'f', 3);
    odds.assumptions = assumptions(s);
    return out;
}

} // namespace fw::model::scs
