#include "ScsCombat.h"

#include "../../combat/OptionNotes.h"

#include "ScsBattle.h"

#include <algorithm>

namespace fw::model::scs {

namespace {

constexpr int MaxInterceptors = 8;
// The facings a shot can come from, as section ids (the forward rating covers forward and aft,
// the side rating port and starboard: digest §5.6, rules option facingSignature).
const char *const Facings[] = {"forward", "aft", "port", "starboard"};

using combat::percent;

QString shipLabel(const Fleet &fleet, int ship, const ScsClass &c)
{
    const QString name = fleet.ships[std::size_t(ship)]->name.trimmed();
    return name.isEmpty() ? c.name : name;
}

// The damage text, e.g. "3d10+4".
QString diceText(const DamageDice &d)
{
    QString text = d.count > 0 ? QStringLiteral("%1d%2").arg(d.count).arg(d.sides) : QString();
    if (d.bonus != 0 || d.count == 0)
        text += d.count > 0 && d.bonus > 0 ? QStringLiteral("+%1").arg(d.bonus)
                                           : QString::number(d.bonus);
    return text;
}

// One firing rolled (every shot, pulse and rake): the same dice, in the same order, for roll()
// and for prepared attacks. Damage is marked on `state`; `log`, when given, says what happened.
struct ShotResult
{
    bool hit = false;       // a shot hit
    bool through = false;   // some pulse got through
    bool destroyed = false; // something was destroyed
    bool shipDestroyed = false;
    int dealt = 0;
};

QString stepsText(const Hull &h, const HitTrace &t)
{
    QStringList items;
    for (int i = 0; i < t.count; ++i) {
        const HitStep &step = t.steps[std::size_t(i)];
        const QString item = step.system ? h.systemLabel(step.index) : h.structureLabel(step.index);
        items << (step.destroyedNow ? ScsText::tr("%1: %2 damage after armour %3, %4 box(es) "
                                                  "marked, destroyed")
                                    : ScsText::tr("%1: %2 damage after armour %3, %4 box(es) "
                                                  "marked"))
                     .arg(item)
                     .arg(step.damage)
                     .arg(step.armour)
                     .arg(step.taken);
    }
    return items.isEmpty() ? ScsText::tr("nothing marked") : items.join(QStringLiteral("; "));
}

void rollShot(const ScsCombat::Shot &s, dice::Rng &rng, HullState &state, ShotResult &r,
              QStringList *log)
{
    r = ShotResult{};
    const Hull &h = s.target; // its pulse rule is the attacker's
    bool interceptorsUsed = false;
    int side = -1;
    HitTrace trace;
    RollChooser choose{rng};
    for (int shot = 0; shot < s.gun.shots; ++shot) {
        const int toHit = rng.roll(s.die);
        const bool hit = toHit <= s.needed();
        if (log)
            *log << ScsText::tr("Shot %1 of %2: d%3 rolled %4, needs %5 or less: %6.")
                        .arg(shot + 1)
                        .arg(s.gun.shots)
                        .arg(s.die)
                        .arg(toHit)
                        .arg(s.needed())
                        .arg(hit ? ScsText::tr("hit") : ScsText::tr("miss"));
        if (!hit)
            continue;
        r.hit = true;
        int pulses = h.fixedPulses(s.gun);
        if (h.rollsPulses(s.gun)) {
            const int face = rng.roll(s.gun.pulseDie);
            pulses = Hull::rolledPulses(s.gun, face, s.needed() - toHit);
            if (log)
                *log << ScsText::tr("Pulses: d%1 rolled %2, +1 per %3 of the margin %4, at most "
                                    "%5: %6.")
                            .arg(s.gun.pulseDie)
                            .arg(face)
                            .arg(s.gun.pulseGrouping)
                            .arg(s.needed() - toHit)
                            .arg(s.gun.maxPulses)
                            .arg(pulses);
        }
        int blocked = 0;
        // The declared interceptors roll at the first shot that hits (each once a round).
        if (Hull::interceptable(s.gun.mode) && !interceptorsUsed && !s.interceptors.empty()) {
            interceptorsUsed = true;
            for (std::size_t i = 0; i < s.interceptors.size(); ++i) {
                const int roll = rng.roll(10);
                const int value = s.interceptors[i] + (s.gun.mode == WeaponMode::Ballistic ? 1 : 0);
                if (roll <= value)
                    blocked += s.gun.mode == WeaponMode::Pulse ? s.interceptors[i] : pulses;
                if (log)
                    *log << ScsText::tr("Interceptor %1 (value %2): d10 rolled %3.")
                                .arg(i + 1)
                                .arg(s.interceptors[i])
                                .arg(roll);
            }
        }
        const int through = std::max(0, pulses - blocked);
        if (log && (pulses > 1 || blocked > 0))
            *log << ScsText::tr("%1 of %2 pulse(s) get through.").arg(through).arg(pulses);
        if (through == 0)
            continue;
        r.through = true;
        if (side < 0) {
            const int face = rng.roll(10);
            side = h.sideRoll[std::size_t(face - 1)];
            if (log && side >= 0)
                *log << ScsText::tr("Side chart d10 rolled %1: %2.")
                            .arg(face)
                            .arg(sectionName(h.sectionIds[std::size_t(side)]));
        }
        for (int n = h.hitsOf(s.gun, through); n > 0; --n) {
            const int damage = rollDamage(h, s.gun, through, rng);
            const int rakes = rakeCount(damage, s.gun.rake);
            for (int k = 0; k < rakes; ++k) {
                applyHit(h, state, side, rakeDamage(damage, s.gun.rake, k), s.gun.mode, choose,
                         trace);
                r.dealt += trace.dealt;
                r.shipDestroyed = r.shipDestroyed || trace.shipDestroyed;
                for (int i = 0; i < trace.count; ++i)
                    r.destroyed = r.destroyed || trace.steps[std::size_t(i)].destroyedNow;
                if (log)
                    *log << (rakes > 1 ? ScsText::tr("Damage %1: %2, rake %3 of %4: %5 (%6)%7.")
                                             .arg(diceText(s.gun.dice))
                                             .arg(damage)
                                             .arg(k + 1)
                                             .arg(rakes)
                                             .arg(trace.rawDamage)
                                       : ScsText::tr("Damage %1: %2%3 (%4)%5.")
                                             .arg(diceText(s.gun.dice))
                                             .arg(damage)
                                             .arg(QString()))
                                .arg(stepsText(h, trace))
                                .arg(trace.sideLost ? ScsText::tr(", a lost side: to the primary, "
                                                                  "armour halved")
                                                    : QString());
            }
        }
    }
}

class PreparedShot final : public combat::PreparedAttack
{
public:
    explicit PreparedShot(ScsCombat::Shot shot)
        : m_shot(std::move(shot))
    {}
    int roll(dice::Rng &rng) const override
    {
        // Each thread keeps its own scratch ship, undamaged between shots: each shot takes back
        // what it marked. It is reset only for a sheet of another size.
        thread_local HullState state;
        const Hull &h = m_shot.target;
        if (state.systemDamage.size() != h.systems.size()
            || state.structureDamage.size() != h.sections.size())
            state.reset(h);
        ShotResult r;
        rollShot(m_shot, rng, state, r, nullptr);
        std::fill(state.systemDamage.begin(), state.systemDamage.end(), 0);
        std::fill(state.structureDamage.begin(), state.structureDamage.end(), 0);
        state.destroyed = false;
        return r.dealt;
    }

private:
    ScsCombat::Shot m_shot;
};

} // namespace

const ScsClass *shipClass(const Fleet &fleet, int ship)
{
    if (fleet.systemId != QLatin1String("scs") || ship < 0
        || std::size_t(ship) >= fleet.ships.size())
        return nullptr;
    return findScsClass(fleet, fleet.ships[std::size_t(ship)]->classId);
}

ScsCombat::ScsCombat(const GameSystem &system, const std::vector<RulesOptionSpec> &specs)
    : m_system(system)
    , m_specs(specs)
{
    std::vector<combat::Choice> facings;
    for (const char *id : Facings)
        facings.push_back({QLatin1String(id), sectionName(QLatin1String(id))});
    m_modifiers.push_back(combat::choiceModifier(
        QLatin1String(modifier::Facing), ScsText::tr("Target's side facing the shot"),
        std::move(facings), QLatin1String("forward"),
        QStringLiteral("SCS digest §5.3, §5.6: signature forward/aft or side")));
    combat::ModifierSpec interceptors;
    interceptors.id = QLatin1String(modifier::Interceptors);
    interceptors.label = ScsText::tr("Interceptors the target declares");
    interceptors.min = 0;
    interceptors.max = MaxInterceptors;
    interceptors.rule = QStringLiteral("SCS digest §5.3: intercept, d10 ≤ value");
    m_modifiers.push_back(interceptors);
}

QString ScsCombat::rangeUnit() const
{
    return ScsText::tr("hexes");
}

std::vector<combat::Choice> ScsCombat::weapons(const Fleet &fleet, int ship) const
{
    std::vector<combat::Choice> out;
    const ScsClass *c = shipClass(fleet, ship);
    if (!c)
        return out;
    // A weapon's id: its section and its place among the section's weapons (sheet order).
    int section = -1;
    int position = 0;
    for (const WeaponRef &w : weaponsOf(*c)) {
        position = w.section == section ? position + 1 : 0;
        section = w.section;
        out.push_back({QStringLiteral("%1.%2").arg(w.in->id).arg(position),
                       ScsText::tr("%1 (%2)").arg(w.weapon->name, sectionName(w.in->id))});
    }
    return out;
}

ScsCombat::Shot ScsCombat::shot(const combat::AttackSetup &setup) const
{
    Shot s;
    const auto fail = [&](QString message) {
        s.error = std::move(message);
        return s;
    };
    const Fleet *fleet = setup.attackerFleet;
    if (!fleet || setup.attacker < 0 || std::size_t(setup.attacker) >= fleet->ships.size())
        return fail(ScsText::tr("Choose an attacking ship."));
    const ScsClass *c = shipClass(*fleet, setup.attacker);
    if (!c)
        return fail(ScsText::tr("%1: the design \"%2\" is missing.")
                        .arg(fleet->ships[std::size_t(setup.attacker)]->name,
                             fleet->ships[std::size_t(setup.attacker)]->classId));
    s.attacker = shipLabel(*fleet, setup.attacker, *c);
    s.attackFleet = fleet;
    const ScsOptions own = resolve(*fleet);
    const Hull hull = Hull::build(*c, own);
    if (setup.weapon < 0 || std::size_t(setup.weapon) >= hull.guns.size())
        return fail(ScsText::tr("%1 has no such weapon.").arg(s.attacker));
    s.gun = hull.guns[std::size_t(setup.weapon)];
    s.weapon = hull.systemLabel(s.gun.system);
    if (!s.gun.readable)
        return fail(ScsText::tr("%1: the damage of %2 cannot be read (write it as 3d10+4, 2d6 "
                                "or 8).")
                        .arg(s.attacker, s.weapon));
    if (s.gun.rangeModifiers.empty())
        return fail(ScsText::tr("%1 has no range modifiers, so it cannot fire.").arg(s.weapon));
    if (!s.gun.reaches(setup.range))
        return fail(ScsText::tr("%1 has range modifiers for 0–%2 hexes, not %3.")
                        .arg(s.weapon)
                        .arg(s.gun.rangeModifiers.size() - 1)
                        .arg(setup.range));
    // Exact odds convolve the damage dice: keep them to what a sheet can sensibly hold.
    if (s.gun.dice.count * s.gun.dice.sides > 4000)
        return fail(ScsText::tr("%1: %2 is too many dice to work out.")
                        .arg(s.weapon, diceText(s.gun.dice)));

    const Fleet *targets = setup.targetFleet;
    if (!targets || setup.target < 0 || std::size_t(setup.target) >= targets->ships.size())
        return fail(ScsText::tr("Choose a target ship."));
    const ScsClass *t = shipClass(*targets, setup.target);
    if (!t)
        return fail(ScsText::tr("%1: the design \"%2\" is missing.")
                        .arg(targets->ships[std::size_t(setup.target)]->name,
                             targets->ships[std::size_t(setup.target)]->classId));
    s.targetName = shipLabel(*targets, setup.target, *t);
    s.targetFleet = targets;
    const ScsOptions theirs = resolve(*targets);
    s.target = Hull::build(*t, theirs);
    // The pulse rule follows the attacker's rules options.
    s.target.pulseRule = own.pulses;
    if (s.target.sections.empty())
        return fail(ScsText::tr("%1 has no sections to hit.").arg(s.targetName));

    const auto value = [&](const combat::ModifierSpec &spec) {
        const auto it = setup.modifiers.find(spec.id);
        return std::clamp(it == setup.modifiers.end() ? spec.defaultValue : it->second, spec.min,
                          spec.max);
    };
    s.facing = m_modifiers[0].choiceId(value(m_modifiers[0]));
    s.signature = signatureFacing(*t, s.facing, theirs);
    s.range = setup.range;
    s.rangeModifier = s.gun.rangeModifiers[std::size_t(setup.range)];
    s.die = std::max(1, own.hitDie);
    // The target's interceptors, best first, as many as it declares (at most as many as it has).
    std::vector<int> values;
    // Under ballisticIntercept = allWeapons a weapon without a value may try against a
    // ballistic shot at value 0 + 1.
    const bool anyWeapon
        = s.gun.mode == WeaponMode::Ballistic && theirs.everyWeaponInterceptsBallistics;
    for (const Hull::Gun &g : s.target.guns) {
        if (g.intercept > 0 || anyWeapon)
            values.push_back(g.intercept);
    }
    std::sort(values.begin(), values.end(), std::greater<>());
    values.resize(std::min(values.size(), std::size_t(value(m_modifiers[1]))));
    s.interceptors = std::move(values);
    return s;
}

QString ScsCombat::optionInForce(const Fleet &fleet, const char *id) const
{
    return combat::optionInForce(m_specs, fleet, id);
}

QStringList ScsCombat::assumptions(const Shot &s) const
{
    QStringList out;
    out << optionInForce(*s.attackFleet, option::HitDie)
        << optionInForce(*s.targetFleet, option::FacingSignature);
    if (s.gun.mode == WeaponMode::Pulse)
        out << optionInForce(*s.attackFleet, option::Pulses);
    if (s.gun.mode == WeaponMode::Ballistic)
        out << optionInForce(*s.targetFleet, option::BallisticIntercept);
    if (s.gun.shots > 1 && Hull::interceptable(s.gun.mode))
        out << ScsText::tr("The declared interceptors roll at the first of the weapon's shots that "
                           "hits (each weapon intercepts once a round).");
    if (s.gun.rake > 0)
        out << ScsText::tr("A raking weapon's damage meets armour once per rake of %1, each rake "
                           "a location roll of its own on the same side (B5 Wars).")
                   .arg(s.gun.rake);
    out << optionInForce(*s.targetFleet, option::Destruction);
    if (s.target.structureless)
        out << optionInForce(*s.targetFleet, option::SectionStructure);
    out << ScsText::tr("Halved armour (a destroyed item, a lost side, plasma) is rounded down, as "
                       "the source rounds the lost side's armour; overflow from a destroyed "
                       "structure meets no armour at the primary location either.");
    out << ScsText::tr("A chart row naming no system of its section, and a face no row covers, "
                       "hit the structure; a side-chart face naming no section hits the primary.");
    if (Hull::interceptable(s.gun.mode))
        out << ScsText::tr("Intercept is rolled only against a shot that hits; every declared "
                           "interceptor rolls.");
    else
        out << ScsText::tr("A standard shot cannot be intercepted (the source names ballistics, "
                           "plasma and matter, and pulses).");
    return out;
}

void ScsCombat::describe(const Shot &s, ShotOdds &out) const
{
    combat::AttackOdds &odds = out.odds;
    const Hull &h = s.target;
    const HitChance chance = hitChance(s.signature, s.rangeModifier, s.die);
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
                 .arg(percent(chance.probability()));
    if (s.gun.shots > 1)
        steps << ScsText::tr("%1 fires %2 shots, each rolled to hit: at least one hits %3.")
                     .arg(s.weapon)
                     .arg(s.gun.shots)
                     .arg(percent(out.hit));
    if (h.rollsPulses(s.gun))
        steps << ScsText::tr("A hit fires d%1 pulses, +1 for every %2 by which the roll beats "
                             "%3, at most %4, each a hit of its own (rules option %5).")
                     .arg(s.gun.pulseDie)
                     .arg(s.gun.pulseGrouping)
                     .arg(s.needed())
                     .arg(s.gun.maxPulses)
                     .arg(combat::optionName(m_specs, option::Pulses));
    else if (s.gun.mode == WeaponMode::Pulse)
        steps << ScsText::tr("%1 fires %n pulse(s) in one hit (rules option %2).", nullptr,
                             h.fixedPulses(s.gun))
                     .arg(s.weapon, combat::optionName(m_specs, option::Pulses));
    if (s.gun.rake > 0)
        steps << ScsText::tr("Raking: the damage meets armour once per rake of %1, each rake a "
                             "location of its own.")
                     .arg(s.gun.rake);
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
}

combat::AttackOdds ScsCombat::odds(const combat::AttackSetup &setup) const
{
    return shotOdds(setup).odds;
}

Result<std::unique_ptr<combat::PreparedAttack>>
ScsCombat::prepareAttack(const combat::AttackSetup &setup) const
{
    using Out = Result<std::unique_ptr<combat::PreparedAttack>>;
    Shot s = shot(setup);
    if (!s.error.isEmpty())
        return Out::failure(s.error);
    return Out(std::make_unique<PreparedShot>(std::move(s)));
}

combat::AttackRoll ScsCombat::roll(const combat::AttackSetup &setup, dice::Rng &rng) const
{
    combat::AttackRoll out;
    const Shot s = shot(setup);
    if (!s.error.isEmpty()) {
        out.error = s.error;
        return out;
    }
    HullState state;
    state.reset(s.target);
    ShotResult r;
    QStringList &log = out.log;
    log << ScsText::tr("%1 fires %2 at %3, %4 hexes: needs %5 or less on d%6 (signature %7 + "
                       "range modifier %8).")
               .arg(s.attacker, s.weapon, s.targetName)
               .arg(s.range)
               .arg(s.needed())
               .arg(s.die)
               .arg(s.signature)
               .arg(s.rangeModifier);
    rollShot(s, rng, state, r, &log);
    out.damage = r.dealt;
    if (!r.hit)
        out.outcome = QStringLiteral("miss");
    else if (!r.through)
        out.outcome = QStringLiteral("intercepted");
    else if (r.shipDestroyed)
        out.outcome = QStringLiteral("shipDestroyed");
    else if (r.destroyed)
        out.outcome = QStringLiteral("systemDestroyed");
    else
        out.outcome = r.dealt > 0 ? QStringLiteral("damaged") : QStringLiteral("noDamage");
    if (r.shipDestroyed)
        log << ScsText::tr("%1 is destroyed.").arg(s.targetName);
    return out;
}

combat::BattleSettings ScsCombat::defaultBattleSettings() const
{
    // docs/combat.md, "SCS": the range-modifier rows run to about 6-8 hexes; the fleets start
    // at 6 hexes and close 1 a turn, 20 turns at most.
    combat::BattleSettings s;
    s.startRange = 6;
    s.closingRate = 1;
    s.turnLimit = 20;
    s.policy = combat::TargetPolicy::Focus;
    return s;
}

Result<std::unique_ptr<combat::Battle>>
ScsCombat::prepareBattle(const Fleet &a, const Fleet &b,
                         const combat::BattleSettings &settings) const
{
    return ScsBattle::create(*this, a, b, settings);
}

} // namespace fw::model::scs
