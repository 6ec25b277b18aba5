#include "EasyStarCombat.h"

#include "EasyStarBattle.h"
#include "EasyStarCalculator.h"
#include "EasyStarCombatIds.h"
#include "EasyStarPrepared.h"
#include "EasyStarSystem.h"

#include <algorithm>
#include <cmath>

namespace fw::model::easystar {

// Rule references cite the English source document and are not translated.

namespace {

// The outcome ids of AttackOdds and AttackRoll, in ShotResult order.
constexpr const char *OutcomeIds[ShotResultCount]
    = {"miss", "overload", "pointDefense", "displaced", "negated", "hit", "critical", "destroyed"};

bool hasDevice(const EasyStarShip &s, const char *id)
{
    return s.auxiliaries.contains(QLatin1String(id))
           || (s.advantage && s.advantage->devices.contains(QLatin1String(id)));
}

// EasyStar §V.C / §IX.A: missiles (the missile pod, the BDVM and the attack craft's pod) are
// what point defense can shoot down.
bool isMissileType(const WeaponType &type)
{
    return type.id == QLatin1String("missile") || type.id == QLatin1String("bidirectionalMissile");
}

// EasyStar §V.C: "All three torpedoes must be fired at the same target."
bool isSalvoType(const WeaponType &type)
{
    return type.id == QLatin1String("torpedoBank");
}

CombatWeapon fightingWeapon(const WeaponFigures &f, QString id, bool advantage)
{
    CombatWeapon w;
    w.id = std::move(id);
    w.type = f.type;
    w.name = EasyStarText::table(f.type->name);
    w.label = EasyStarCalculator::weaponLabel(f.type, f.mount);
    if (advantage)
        w.label = EasyStarText::tr("Flagship advantage: ") + w.label;
    w.range = f.actualRange;
    w.damage = f.actualDamage;
    w.shots = f.type->shots;
    w.salvo = isSalvoType(*f.type);
    w.toHitShip = f.type->toHit.ship.value_or(0);
    w.toHitFighter = f.type->toHit.fighter.value_or(0);
    w.toHitMissile = f.type->toHit.missile.value_or(0);
    w.missile = isMissileType(*f.type);
    // EasyStar §V.C: "Only the PT-DEF shoots missiles"; the table's missile column says which.
    w.pointDefense = f.type->toHit.missile.has_value();
    w.dorsal = f.mount->id == QLatin1String("dorsal");
    w.cost = f.cost;
    // EasyStar §V.D, Power-up pod: beyond the mount's limit the weapon risks an overload. A weapon
    // that takes no units (point defense, CLB, torpedo bank) has no room at all.
    w.powerUpDamageSafe = f.type->upgradable && f.limitDamage + 1 <= f.mount->maxUnits;
    w.powerUpRangeSafe = f.type->upgradable && f.limitRange + 1 <= f.mount->maxUnits;
    return w;
}

} // namespace

int CombatShip::pointDefenseCount() const
{
    return int(std::count_if(weapons.begin(), weapons.end(),
                             [](const CombatWeapon &w) { return w.pointDefense; }));
}

EasyStarCombat::EasyStarCombat(const EasyStarSystem &system)
    : m_system(system)
{}

QString EasyStarCombat::rangeUnit() const
{
    return EasyStarText::tr("hexes");
}

bool EasyStarCombat::isOwnFleet(const Fleet *fleet) const
{
    return fleet && fleet->systemId == m_system.id() && fleet->settings;
}

namespace {

// The effect ids of critical-hits.json, in CritEffect order.
constexpr const char *CritIds[]
    = {"noEffect",    "navigationHit", "weaponOwnerChoice", "weaponAttackerChoice",
       "speedMinus1", "speedMinus2",   "extraDamage1"};

CritEffect critEffect(const QString &id)
{
    for (std::size_t i = 0; i < std::size(CritIds); ++i) {
        if (id == QLatin1String(CritIds[i]))
            return CritEffect(i);
    }
    return CritEffect::None;
}

} // namespace

CritTable EasyStarCombat::critTable(const EasyStarOptions &options) const
{
    CritTable table;
    table.fill(CritEffect::None);
    // EasyStar §IX.C: rows 1-2 are sourced (the table data); rows 3-6 come from the options.
    for (const CriticalRow &row : m_system.rules().criticalRows) {
        if (row.roll < 1 || row.roll > 6)
            continue;
        table[std::size_t(row.roll)] = critEffect(
            row.option.isEmpty() ? row.effect : options.criticalEffect[std::size_t(row.roll)]);
    }
    return table;
}

QString EasyStarCombat::critName(CritEffect effect) const
{
    const QLatin1String id(CritIds[std::size_t(effect)]);
    for (const CriticalEffect &e : m_system.rules().criticalEffects) {
        if (e.id == id)
            return EasyStarText::table(e.name);
    }
    return id;
}

QStringList EasyStarCombat::criticalAssumptions(const Fleet &fleet) const
{
    QStringList out;
    for (const CriticalRow &row : m_system.rules().criticalRows) {
        if (row.option.isEmpty())
            continue;
        if (const RulesOptionSpec *spec = findOption(m_system.options(), row.option))
            out << EasyStarText::tr("%1: %2").arg(spec->label,
                                                  spec->describe(fleet.options.value(*spec)));
    }
    return out;
}

CombatShip EasyStarCombat::combatShip(const Fleet &fleet, int index,
                                      const EasyStarCalculator &calc) const
{
    const EasyStarRules &rules = m_system.rules();
    const auto &s = fleet.shipAs<EasyStarShip>(std::size_t(index));
    const ShipFigures f = calc.ship(s);
    CombatShip c;
    c.name = s.name;
    c.shipClass = f.shipClass;
    c.damage = f.damage;
    c.cost = f.cost.total();
    c.flagship = s.flagship;
    c.ecm = hasDevice(s, "ecm");
    c.targeting = EasyStarCalculator::hasTargetingPod(s);
    c.deflector = hasDevice(s, "deflectorShield");
    c.armour = hasDevice(s, "frontalArmor");
    c.displacer = hasDevice(s, "displacerPod");
    c.powerUp = hasDevice(s, "powerUpPod");
    c.jump = hasDevice(s, "jumpEngine");
    c.manoeuvring = hasDevice(s, "maneuveringPod");
    c.bays = s.fighterBays;
    if (s.advantage) {
        c.bays += int(s.advantage->devices.count(QStringLiteral("fighterBay")));
        c.flagshipDamageControl = s.advantage->damageControl;
    }
    for (std::size_t i = 0; i < f.weapons.size(); ++i) {
        if (f.weapons[i].type && f.weapons[i].mount)
            c.weapons.push_back(fightingWeapon(f.weapons[i], QString::number(i), false));
    }
    for (std::size_t i = 0; i < f.advantageWeapons.size(); ++i) {
        if (f.advantageWeapons[i].type && f.advantageWeapons[i].mount)
            c.weapons.push_back(fightingWeapon(
                f.advantageWeapons[i], QStringLiteral("flagshipAdvantage.%1").arg(i), true));
    }
    // EasyStar §V.E: interceptors carry an unimproved axial beam, attack craft an unimproved
    // axial missile pod.
    const auto count = [](const FighterComplement &fc, const FighterType &t) {
        return t.id == QLatin1String("interceptor") ? fc.interceptor : fc.attack;
    };
    for (std::size_t t = 0; t < rules.fighters.size(); ++t) {
        const FighterType &type = rules.fighters[t];
        c.fighters.push_back(count(s.fighters, type));
        c.freeFighters.push_back(s.advantage ? count(s.advantage->fighters, type) : 0);
        const WeaponType *wt = rules.weapon(type.weapon);
        if (!wt || c.fighters.back() + c.freeFighters.back() <= 0)
            continue;
        CombatWeapon w;
        w.id = type.id;
        w.type = wt;
        w.name = EasyStarText::table(wt->name);
        w.label = EasyStarText::tr("%1: %2").arg(EasyStarText::table(type.name), w.name);
        w.range = wt->range;
        w.damage = wt->damage;
        w.shots = 1;
        w.toHitShip = wt->toHit.ship.value_or(0);
        w.toHitFighter = wt->toHit.fighter.value_or(0);
        w.toHitMissile = wt->toHit.missile.value_or(0);
        w.missile = isMissileType(*wt);
        w.fighter = true;
        w.fighterType = int(t);
        c.fighterWeapons.push_back(w);
    }
    return c;
}

std::vector<combat::Choice> EasyStarCombat::weapons(const Fleet &fleet, int ship) const
{
    std::vector<combat::Choice> out;
    if (!isOwnFleet(&fleet) || ship < 0 || std::size_t(ship) >= fleet.ships.size())
        return out;
    const EasyStarOptions options = m_system.resolve(fleet);
    const EasyStarCalculator calc(m_system.rules(), options, EasyStarCalculator::Detail::Totals);
    const CombatShip c = combatShip(fleet, ship, calc);
    for (const auto *list : {&c.weapons, &c.fighterWeapons}) {
        for (const CombatWeapon &w : *list)
            out.push_back({w.id, EasyStarText::tr("%1: range %2, damage %3")
                                     .arg(w.label)
                                     .arg(w.range)
                                     .arg(w.damage)});
    }
    return out;
}

std::vector<combat::Choice> EasyStarCombat::targetKinds() const
{
    return {
        {QLatin1String(kind::Ship), EasyStarText::tr("The target ship")},
        {QLatin1String(kind::Fighter), EasyStarText::tr("A fighter")},
        {QLatin1String(kind::Missile), EasyStarText::tr("An incoming missile")},
    };
}

std::vector<combat::ModifierSpec> EasyStarCombat::modifiers() const
{
    const auto spec
        = [](const char *id, QString label, int min, int max, int def, const char *rule) {
              return combat::ModifierSpec{
                  QLatin1String(id), std::move(label), min, max, def, QString::fromUtf8(rule), {}};
          };
    return {
        spec(modifier::FrontHit, EasyStarText::tr("Hit through the target's front (frontal armor)"),
             0, 1, 0, "EasyStar §V.D, Frontal armor"),
        spec(modifier::PointDefense,
             EasyStarText::tr("Point-defense turrets the target fires at the missile"), 0,
             ShotOutcome::MaxPdDice, 0, "EasyStar §IX.A"),
        spec(modifier::Displacer, EasyStarText::tr("The target uses its displacer pod on a hit"), 0,
             1, 1, "EasyStar §V.D, Displacer pod"),
        spec(modifier::DamageTaken, EasyStarText::tr("Damage the target has already taken"), 0, 99,
             0, "EasyStar §IX.D"),
        spec(modifier::PowerUpDamage, EasyStarText::tr("Power-up pod: +1 damage"), 0, 1, 0,
             "EasyStar §V.D, Power-up pod"),
        spec(modifier::PowerUpRange, EasyStarText::tr("Power-up pod: +1 range"), 0, 1, 0,
             "EasyStar §V.D, Power-up pod"),
    };
}

combat::AttackOdds EasyStarCombat::odds(const combat::AttackSetup &setup) const
{
    combat::AttackOdds odds;
    Prepared p = prepare(setup, true);
    if (!p.error.isEmpty()) {
        odds.error = p.error;
        return odds;
    }
    p.spec.crit = &p.crit;
    const AttackDistribution d
        = attackDistribution(p.spec, p.shots, p.pdDice, p.displacer, p.remaining);

    std::vector<std::pair<double, dice::Pmf>> parts;
    for (std::size_t v = 0; v < d.damage.size(); ++v) {
        if (d.damage[v] > 0)
            parts.emplace_back(d.damage[v], dice::Pmf::point(int(v)));
    }
    odds.damage = dice::Pmf::mixture(parts);

    const bool vsShip = p.kind == QLatin1String(kind::Ship);
    // Outcomes that cannot happen in this attack are left out, unless they are the basic ones.
    const auto outcome = [&](ShotResult r, QString label, bool show) {
        const double probability = d.outcome[std::size_t(r)];
        if (show || probability > 0)
            odds.outcomes.push_back(
                {QLatin1String(OutcomeIds[std::size_t(r)]), std::move(label), probability});
    };
    outcome(ShotResult::Miss, EasyStarText::tr("Miss"), true);
    outcome(ShotResult::Overload, EasyStarText::tr("Miss, and the weapon overloads"),
            p.spec.overloadRisk);
    outcome(ShotResult::PointDefense, EasyStarText::tr("Stopped by point defense"), p.pdDice > 0);
    outcome(ShotResult::Displaced, EasyStarText::tr("Displaced (misses)"), p.displacer);
    outcome(ShotResult::Negated, EasyStarText::tr("Hit, damage negated"), p.reduction > 0);
    outcome(ShotResult::Hit, EasyStarText::tr("Hit"), vsShip);
    outcome(ShotResult::Critical, EasyStarText::tr("Hit with a critical hit"), vsShip);
    outcome(ShotResult::Destroyed,
            vsShip                                   ? EasyStarText::tr("Target destroyed")
            : p.kind == QLatin1String(kind::Fighter) ? EasyStarText::tr("Fighter destroyed")
                                                     : EasyStarText::tr("Missile shot down"),
            true);
    p.steps << EasyStarText::tr("Expected damage: %1").arg(odds.damage.mean(), 0, 'f', 3);
    odds.steps = std::move(p.steps);
    odds.assumptions = std::move(p.assumptions);
    odds.unusedModifiers = std::move(p.unusedModifiers);
    return odds;
}

combat::AttackRoll EasyStarCombat::roll(const combat::AttackSetup &setup, dice::Rng &rng) const
{
    combat::AttackRoll out;
    Prepared p = prepare(setup, false);
    if (!p.error.isEmpty()) {
        out.error = p.error;
        return out;
    }
    p.spec.crit = &p.crit;
    bool displacer = p.displacer;
    int remaining = p.remaining;
    ShotResult best = ShotResult::Miss;
    for (int shot = 0; shot < p.shots && remaining >= 1; ++shot) {
        const ShotOutcome o
            = resolveShot(p.spec, shot == 0 ? p.pdDice : 0, displacer, remaining, rng);
        best = std::max(best, o.result);
        const QString prefix
            = p.shots > 1 ? EasyStarText::tr("Shot %1: ").arg(shot + 1) : QString();
        for (int i = 0; i < o.pdCount; ++i) {
            const bool stopped = o.pdRolls[i] >= p.spec.pdNeed;
            out.log << prefix
                           + (stopped ? EasyStarText::tr("Point defense rolls %1 (needs %2): "
                                                         "the missile is shot down")
                                      : EasyStarText::tr("Point defense rolls %1 (needs %2): miss"))
                                 .arg(o.pdRolls[i])
                                 .arg(p.spec.pdNeed);
        }
        if (o.result == ShotResult::PointDefense)
            continue;
        QString line = EasyStarText::tr("%1 rolls %2 (needs %3)")
                           .arg(p.weaponName)
                           .arg(o.natural)
                           .arg(p.spec.need);
        switch (o.result) {
        case ShotResult::Miss:
        case ShotResult::PointDefense:
            line += EasyStarText::tr(": miss");
            break;
        case ShotResult::Overload:
            line += EasyStarText::tr(": miss, and the overloaded weapon is destroyed");
            break;
        case ShotResult::Negated:
            line += EasyStarText::tr(": hit, but the defences absorb all damage");
            break;
        default:
            line += EasyStarText::tr(": hit");
            break;
        }
        out.log << prefix + line;
        if (o.displacerRoll > 0) {
            out.log << prefix
                           + (o.result == ShotResult::Displaced
                                  ? EasyStarText::tr("Displacer pod rolls %1 against %2: the "
                                                     "attack misses")
                                  : EasyStarText::tr("Displacer pod rolls %1 against %2: the hit "
                                                     "stands"))
                                 .arg(o.displacerRoll)
                                 .arg(o.natural);
        }
        if (o.damage > 0) {
            const int before = remaining;
            remaining -= o.damage;
            if (o.critRoll > 0) {
                out.log << prefix
                               + EasyStarText::tr("Critical hit: rolls %1, %2")
                                     .arg(o.critRoll)
                                     .arg(critName(o.crit));
            }
            QString damageLine = EasyStarText::tr("%1 damage to %2 (%3 of %4 left)")
                                     .arg(o.damage)
                                     .arg(p.targetName)
                                     .arg(std::max(0, remaining))
                                     .arg(before);
            // EasyStar §IX.D: exactly 0 leaves a wreck, below 0 the ship explodes; fighters
            // never become wrecks.
            if (o.result == ShotResult::Destroyed) {
                damageLine += p.kind != QLatin1String(kind::Ship) ? EasyStarText::tr(": destroyed")
                              : remaining == 0 ? EasyStarText::tr(": destroyed, a wreck")
                                               : EasyStarText::tr(": destroyed, it explodes");
            }
            out.log << prefix + damageLine;
        }
        out.damage += o.damage;
    }
    out.outcome = QLatin1String(OutcomeIds[std::size_t(best)]);
    return out;
}

namespace {
// roll() without the log: the same shots from the same dice.
class PreparedEasyStarAttack final : public combat::PreparedAttack
{
public:
    PreparedEasyStarAttack(const ShotSpec &spec, const CritTable &crit, int shots, int pdDice,
                           bool displacer, int remaining)
        : m_spec(spec)
        , m_crit(crit)
        , m_shots(shots)
        , m_pdDice(pdDice)
        , m_displacer(displacer)
        , m_remaining(remaining)
    {
        m_spec.crit = &m_crit;
    }
    PreparedEasyStarAttack(const PreparedEasyStarAttack &) = delete;
    PreparedEasyStarAttack &operator=(const PreparedEasyStarAttack &) = delete;

    int roll(dice::Rng &rng) const override
    {
        bool displacer = m_displacer;
        int remaining = m_remaining, damage = 0;
        for (int shot = 0; shot < m_shots && remaining >= 1; ++shot) {
            const ShotOutcome o
                = resolveShot(m_spec, shot == 0 ? m_pdDice : 0, displacer, remaining, rng);
            remaining -= o.damage;
            damage += o.damage;
        }
        return damage;
    }

private:
    ShotSpec m_spec;
    CritTable m_crit;
    int m_shots, m_pdDice;
    bool m_displacer;
    int m_remaining;
};
} // namespace

Result<std::unique_ptr<combat::PreparedAttack>>
EasyStarCombat::prepareAttack(const combat::AttackSetup &setup) const
{
    using Out = Result<std::unique_ptr<combat::PreparedAttack>>;
    const Prepared p = prepare(setup, false);
    if (!p.error.isEmpty())
        return Out::failure(p.error);
    return Out(std::make_unique<PreparedEasyStarAttack>(p.spec, p.crit, p.shots, p.pdDice,
                                                        p.displacer, p.remaining));
}

combat::BattleSettings EasyStarCombat::defaultBattleSettings() const
{
    combat::BattleSettings s;
    s.startRange = 6;
    s.closingRate = 1;
    s.turnLimit = 20; // EasyStar §X: "at the end of 20 turns"
    s.policy = combat::TargetPolicy::Focus;
    return s;
}

Result<std::unique_ptr<combat::Battle>>
EasyStarCombat::prepareBattle(const Fleet &a, const Fleet &b,
                              const combat::BattleSettings &settings) const
{
    return EasyStarBattle::create(*this, a, b, settings);
}

} // namespace fw::model::easystar
