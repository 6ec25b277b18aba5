#include "EasyStarCombat.h"

#include "EasyStarBattle.h"
#include "EasyStarCalculator.h"
#include "EasyStarSystem.h"

#include <algorithm>
#include <cmath>

namespace fw::model::easystar {

// Rule references cite the English source document and are not translated.

namespace {

namespace modifier {
constexpr char FrontHit[] = "frontHit";
constexpr char PointDefense[] = "pointDefense";
constexpr char Displacer[] = "displacer";
constexpr char DamageTaken[] = "damageTaken";
constexpr char PowerUpDamage[] = "powerUpDamage";
constexpr char PowerUpRange[] = "powerUpRange";
} // namespace modifier

// The outcome ids of AttackOdds and AttackRoll, in ShotResult order.
constexpr const char *OutcomeIds[ShotResultCount]
    = {"miss", "overload", "pointDefense", "displaced", "negated", "hit", "critical", "destroyed"};

namespace kind {
constexpr char Ship[] = "ship";
constexpr char Fighter[] = "fighter";
constexpr char Missile[] = "missile";
} // namespace kind

bool hasDevice(const EasyStarShip &s, const char *id)
{
    return s.auxiliaries.contains(QLatin1String(id))
           || (s.advantage && s.advantage->devices.contains(QLatin1String(id)));
}

// "text (EasyStar §IX.B)": a step with its rule.
QString withRule(const QString &text, const char *rule)
{
    return QStringLiteral("%1 (%2)").arg(text, QString::fromUtf8(rule));
}

int modifierValue(const combat::AttackSetup &setup, const char *id, int defaultValue)
{
    const auto it = setup.modifiers.find(QLatin1String(id));
    return it == setup.modifiers.end() ? defaultValue : it->second;
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

QString percent(double p)
{
    return EasyStarText::tr("%1%").arg(100.0 * p, 0, 'f', 1);
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

struct EasyStarCombat::Prepared
{
    QString error;
    ShotSpec spec;
    CritTable crit{};
    QString kind;
    int shots = 1;
    int pdDice = 0;
    bool displacer = false;
    int remaining = 1;
    int capacity = 1;
    int reduction = 0;
    QString attackerName, weaponName, targetName;
    QStringList steps, assumptions;
};

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
    c.targeting = hasDevice(s, "targetingPod");
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

EasyStarCombat::Prepared EasyStarCombat::prepare(const combat::AttackSetup &setup,
                                                 bool explain) const
{
    Prepared p;
    const auto step = [&](const QString &text, const char *rule) {
        if (explain)
            p.steps << withRule(text, rule);
    };
    if (!isOwnFleet(setup.attackerFleet)) {
        p.error = EasyStarText::tr("The attacker is not in an EasyStar fleet.");
        return p;
    }
    const Fleet &af = *setup.attackerFleet;
    if (setup.attacker < 0 || std::size_t(setup.attacker) >= af.ships.size()) {
        p.error = EasyStarText::tr("There is no attacking ship %1.").arg(setup.attacker + 1);
        return p;
    }
    const EasyStarRules &rules = m_system.rules();
    const EasyStarOptions aOptions = m_system.resolve(af);
    const EasyStarCalculator aCalc(rules, aOptions, EasyStarCalculator::Detail::Totals);
    const CombatShip attacker = combatShip(af, setup.attacker, aCalc);
    const int weaponCount = int(attacker.weapons.size() + attacker.fighterWeapons.size());
    if (setup.weapon < 0 || setup.weapon >= weaponCount) {
        p.error = EasyStarText::tr("%1 has no weapon %2.").arg(attacker.name).arg(setup.weapon + 1);
        return p;
    }
    const CombatWeapon &w
        = setup.weapon < int(attacker.weapons.size())
              ? attacker.weapons[std::size_t(setup.weapon)]
              : attacker.fighterWeapons[std::size_t(setup.weapon) - attacker.weapons.size()];
    p.attackerName = attacker.name;
    p.weaponName = w.name;
    p.kind = setup.targetKind.isEmpty() ? QLatin1String(kind::Ship) : setup.targetKind;
    const bool vsShip = p.kind == QLatin1String(kind::Ship);
    const bool vsFighter = p.kind == QLatin1String(kind::Fighter);
    const bool vsMissile = p.kind == QLatin1String(kind::Missile);
    if (!vsShip && !vsFighter && !vsMissile) {
        p.error = EasyStarText::tr("Unknown kind of target “%1”.").arg(p.kind);
        return p;
    }

    // EasyStar §V.D, Power-up pod: +1 range or damage to one weapon, not both.
    bool powerDamage = modifierValue(setup, modifier::PowerUpDamage, 0) != 0;
    bool powerRange = modifierValue(setup, modifier::PowerUpRange, 0) != 0;
    if (powerDamage && powerRange) {
        p.error = EasyStarText::tr("The power-up pod gives +1 range or +1 damage, not both.");
        return p;
    }
    if ((powerDamage || powerRange) && (w.fighter || !attacker.powerUp)) {
        step(EasyStarText::tr("%1 has no power-up pod: the power-up is ignored")
                 .arg(w.fighter ? w.label : attacker.name),
             "EasyStar §V.D");
        powerDamage = powerRange = false;
    }

    // Range (EasyStar §V.A, §IX).
    const int reach = w.range + (powerRange ? 1 : 0);
    if (setup.range < 0) {
        p.error = EasyStarText::tr("The range cannot be negative.");
        return p;
    }
    if (setup.range == 0) {
        if (!w.dorsal && !w.fighter) {
            p.error = EasyStarText::tr("Only dorsal weapons and fighters can fire at a target in "
                                       "the same hex.");
            return p;
        }
        step(EasyStarText::tr("Same hex: only dorsal weapons and fighters may fire, and the range "
                              "counts as 1"),
             "EasyStar §IX");
    }
    const int range = std::max(1, setup.range);
    if (range > reach) {
        p.error
            = EasyStarText::tr("Out of range: %1 reaches %n hex(es).", nullptr, reach).arg(w.label);
        return p;
    }
    if (explain) {
        step(powerRange
                 ? EasyStarText::tr("%1 has range %2, +1 with the power-up pod: "
                                    "the target at range %3 is within reach")
                       .arg(w.label)
                       .arg(w.range)
                       .arg(range)
                 : EasyStarText::tr("%1 has range %2: the target at range %3 is within reach")
                       .arg(w.label)
                       .arg(w.range)
                       .arg(range),
             "EasyStar §V.A, Weapons Table");
    }

    // To hit: the Weapons Table's number for this kind of target (EasyStar §V.C).
    const int toHit = vsShip ? w.toHitShip : vsFighter ? w.toHitFighter : w.toHitMissile;
    if (toHit <= 0) {
        p.error = vsShip      ? EasyStarText::tr("%1 cannot attack ships.").arg(w.label)
                  : vsFighter ? EasyStarText::tr("%1 cannot attack fighters.").arg(w.label)
                              : EasyStarText::tr("Only point defense can shoot at missiles.");
        return p;
    }

    CombatShip target;
    if (vsShip) {
        if (!isOwnFleet(setup.targetFleet) || setup.target < 0
            || std::size_t(setup.target) >= setup.targetFleet->ships.size()) {
            p.error = EasyStarText::tr("Choose a target ship.");
            return p;
        }
        const EasyStarOptions tOptions = m_system.resolve(*setup.targetFleet);
        const EasyStarCalculator tCalc(rules, tOptions, EasyStarCalculator::Detail::Totals);
        target = combatShip(*setup.targetFleet, setup.target, tCalc);
        p.crit = critTable(tOptions);
        p.targetName = target.name;
    } else {
        p.targetName
            = vsFighter ? EasyStarText::tr("the fighter") : EasyStarText::tr("the missile");
    }
    const QString kindName = vsShip      ? EasyStarText::tr("ships")
                             : vsFighter ? EasyStarText::tr("fighters")
                                         : EasyStarText::tr("missiles");
    step(EasyStarText::tr("%1 hits %2 on %3+").arg(w.name, kindName).arg(toHit),
         "EasyStar §V.C, Weapons Table");

    // EasyStar §V.D: the attacker's targeting pod +1 on its own weapons' rolls (not its
    // fighters'); the target's ECM pod -1 on every roll against it. They cancel.
    int dieModifier = 0;
    const bool targeting = attacker.targeting && !w.fighter;
    const bool ecm = vsShip && target.ecm;
    if (targeting) {
        ++dieModifier;
        step(EasyStarText::tr("Targeting pod on %1: +1 to the attack roll").arg(attacker.name),
             "EasyStar §V.D, Targeting pod");
    }
    if (ecm) {
        --dieModifier;
        step(EasyStarText::tr("ECM pod on %1: -1 to the attack roll").arg(target.name),
             "EasyStar §V.D, ECM pod");
    }
    if (targeting && ecm)
        step(EasyStarText::tr("The targeting pod and the ECM pod cancel each other out"),
             "EasyStar §V.D, Targeting pod");
    p.spec.need = naturalNeed(toHit, dieModifier);
    if (explain) {
        const int faces = 7 - p.spec.need;
        step(faces > 0 ? EasyStarText::tr("A hit on a d6 of %1 or more: %2 in 6")
                             .arg(p.spec.need)
                             .arg(faces)
                       : EasyStarText::tr("No d6 roll can hit"),
             "EasyStar §IX.B");
    }

    // Damage (EasyStar §IX.B): the bought damage, the missile's +1, less the deflector and the
    // frontal armour on a front hit; never below 0.
    int damage = w.damage + (powerDamage ? 1 : 0);
    if (explain) {
        QString text = w.missile && !w.fighter
                           ? EasyStarText::tr("Damage %1, with the missile's +1").arg(w.damage)
                           : EasyStarText::tr("Damage %1").arg(w.damage);
        if (powerDamage)
            text += EasyStarText::tr(", +1 from the power-up pod");
        step(text, "EasyStar §V.C, §IX.B");
    }
    if (vsShip) {
        if (target.deflector) {
            ++p.reduction;
            step(EasyStarText::tr("Deflector shield on %1: -1 damage per hit").arg(target.name),
                 "EasyStar §V.D, Deflector shield");
        }
        const bool front = modifierValue(setup, modifier::FrontHit, 0) != 0;
        if (target.armour && front) {
            ++p.reduction;
            step(EasyStarText::tr("Frontal armor on %1, hit through the front: -1 damage")
                     .arg(target.name),
                 "EasyStar §V.D, Frontal armor");
        } else if (target.armour) {
            step(EasyStarText::tr("%1 has frontal armor, but the hit is not through its front")
                     .arg(target.name),
                 "EasyStar §V.D, Frontal armor");
        }
    }
    p.spec.damage = std::max(0, damage - p.reduction);
    if (p.reduction > 0) {
        step(p.spec.damage > 0
                 ? EasyStarText::tr("%1 damage per hit gets through").arg(p.spec.damage)
                 : EasyStarText::tr("The defences absorb every hit: no damage and no critical hit"),
             "EasyStar §IX.B, §V.D");
    }

    // EasyStar §V.D, Power-up pod: beyond the mount's normal limit, an unmodified 1 destroys the
    // weapon.
    if ((powerDamage && !w.powerUpDamageSafe) || (powerRange && !w.powerUpRangeSafe)) {
        p.spec.overloadRisk = true;
        step(EasyStarText::tr("The power-up takes %1 beyond its normal limit: an unmodified 1 "
                              "destroys it")
                 .arg(w.label),
             "EasyStar §V.D, Power-up pod");
    }

    // EasyStar §IX.A: the target ship's point-defense turrets may fire at a missile before its
    // attack roll; a hit destroys the missile.
    if (vsShip && w.missile) {
        p.spec.missile = true;
        const int available = target.pointDefenseCount();
        const int asked = std::max(0, modifierValue(setup, modifier::PointDefense, 0));
        p.pdDice = std::min({asked, available, int(ShotOutcome::MaxPdDice)});
        int pdToHit = 0;
        for (const CombatWeapon &pd : target.weapons) {
            if (pd.pointDefense)
                pdToHit = pdToHit ? std::min(pdToHit, pd.toHitMissile) : pd.toHitMissile;
        }
        p.spec.pdNeed = naturalNeed(pdToHit, target.targeting ? 1 : 0);
        if (explain && available > 0) {
            if (p.pdDice > 0) {
                const double stop = 1.0 - std::pow(double(p.spec.pdNeed - 1) / 6.0, p.pdDice);
                step(EasyStarText::tr("%n point-defense turret(s) of %1 fire at the missile "
                                      "before its attack roll, each hitting on a d6 of %2 or "
                                      "more: the missile is shot down with probability %3",
                                      nullptr, p.pdDice)
                         .arg(target.name)
                         .arg(p.spec.pdNeed)
                         .arg(percent(stop)),
                     "EasyStar §IX.A");
            } else {
                step(EasyStarText::tr("%1 has %n point-defense turret(s), but none fires at "
                                      "this missile",
                                      nullptr, available)
                         .arg(target.name),
                     "EasyStar §IX.A");
            }
            if (asked > available)
                step(EasyStarText::tr("%1 has only %n point-defense turret(s)", nullptr, available)
                         .arg(target.name),
                     "EasyStar §IX.A");
        }
    }

    // EasyStar §V.D, Displacer pod.
    if (vsShip && target.displacer) {
        p.displacer = modifierValue(setup, modifier::Displacer, 1) != 0;
        step(p.displacer ? EasyStarText::tr("Displacer pod on %1: after a hit it rolls a d6, and "
                                            "at or above the unmodified attack roll the attack "
                                            "misses (once per turn)")
                               .arg(target.name)
                         : EasyStarText::tr("%1 does not use its displacer pod").arg(target.name),
             "EasyStar §V.D, Displacer pod");
    }

    // Salvos and double shots (EasyStar §V.C).
    if (w.salvo && w.shots > 1) {
        p.shots = w.shots;
        step(EasyStarText::tr("%1 fires %2 shots at the same target; the outcome is the best of "
                              "them")
                 .arg(w.name)
                 .arg(w.shots),
             "EasyStar §V.C");
    } else if (w.shots > 1) {
        step(EasyStarText::tr("%1 fires %2 times a turn, once to each side; this is one shot")
                 .arg(w.name)
                 .arg(w.shots),
             "EasyStar §V.C");
    }

    // The damage track and destruction (EasyStar §IX.D).
    if (vsShip) {
        p.capacity = std::max(1, target.damage);
        const int taken
            = std::clamp(modifierValue(setup, modifier::DamageTaken, 0), 0, p.capacity - 1);
        p.remaining = p.capacity - taken;
        step(EasyStarText::tr("%1 has %2 of %3 damage left; below 1 it is destroyed: exactly 0 "
                              "leaves a wreck, below 0 it explodes")
                 .arg(target.name)
                 .arg(p.remaining)
                 .arg(p.capacity),
             "EasyStar §IX.D");
        p.spec.criticals = true;
        if (explain) {
            QStringList rows;
            for (int r = 1; r <= 6; ++r)
                rows << EasyStarText::tr("%1 %2").arg(r).arg(critName(p.crit[std::size_t(r)]));
            step(EasyStarText::tr("An unmodified 6 that does damage and leaves the target alive "
                                  "rolls on the Critical Hit Table: %1")
                     .arg(rows.join(QLatin1String(", "))),
                 "EasyStar §IX.C");
            if (p.spec.need <= 6 && p.spec.damage > 0)
                p.assumptions = criticalAssumptions(*setup.targetFleet);
            step(EasyStarText::tr("Destroying %1 scores %2")
                     .arg(target.name, m_system.formatPoints(target.cost)),
                 "EasyStar §IX.E");
        }
    } else {
        // Fighters take 1 damage and never become wrecks (Ship Type Table, §IX.D); a
        // point-defense hit destroys a missile (§IX.A).
        p.capacity = p.remaining
            = vsFighter && !rules.fighters.empty() ? std::max(1, rules.fighters.front().damage) : 1;
        step(vsFighter
                 ? EasyStarText::tr("Any hit destroys the fighter; it scores %1 VP").arg(FighterVp)
                 : EasyStarText::tr("A hit destroys the missile"),
             vsFighter ? "EasyStar §IX.A, §IX.E" : "EasyStar §IX.A");
    }
    return p;
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
