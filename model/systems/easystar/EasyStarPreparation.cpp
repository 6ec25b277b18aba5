#include "EasyStarCalculator.h"
#include "EasyStarCombatIds.h"
#include "EasyStarPrepared.h"
#include "EasyStarSystem.h"

#include <algorithm>
#include <cmath>

// EasyStarCombat::prepare: one attack worked out step by step, each step citing its rule. Rule
// references cite the English source document and are not translated.
namespace fw::model::easystar {

namespace {

// "text (EasyStar §IX.B)": a step with its rule.
QString withRule(const QString &text, const char *rule)
{
    return QStringLiteral("%1 (%2)").arg(text, QString::fromUtf8(rule));
}

QString percent(double p)
{
    return EasyStarText::tr("%1%").arg(100.0 * p, 0, 'f', 1);
}

} // namespace

// The state of one prepare(): each step reads what the earlier ones found and returns false
// with p.error set when the attack cannot be made.
class EasyStarCombat::Preparation
{
public:
    Preparation(const EasyStarCombat &combatRules, const combat::AttackSetup &attack,
                bool withSteps, Prepared &out)
        : owner(combatRules)
        , setup(attack)
        , explain(withSteps)
        , p(out)
        , rules(combatRules.m_system.rules())
    {}

    bool attackerAndWeapon();
    bool powerUpAndRange();
    bool toHitAndTarget();
    void damage();
    void pointDefense();
    void displacerAndShots();
    void track();
    void unusedModifiers();

private:
    void step(const QString &text, const char *rule)
    {
        if (explain)
            p.steps << withRule(text, rule);
    }

    const EasyStarCombat &owner;
    const combat::AttackSetup &setup;
    const bool explain;
    Prepared &p;
    const EasyStarRules &rules;
    CombatShip attacker;
    const CombatWeapon *weapon = nullptr;
    bool vsShip = false, vsFighter = false, vsMissile = false;
    bool powerDamage = false, powerRange = false;
    CombatShip target;
};

EasyStarCombat::Prepared EasyStarCombat::prepare(const combat::AttackSetup &setup,
                                                 bool explain) const
{
    Prepared p;
    Preparation work(*this, setup, explain, p);
    if (work.attackerAndWeapon() && work.powerUpAndRange() && work.toHitAndTarget()) {
        work.damage();
        work.pointDefense();
        work.displacerAndShots();
        work.track();
        work.unusedModifiers();
    }
    return p;
}

bool EasyStarCombat::Preparation::attackerAndWeapon()
{
    if (!owner.isOwnFleet(setup.attackerFleet)) {
        p.error = EasyStarText::tr("The attacker is not in an EasyStar fleet.");
        return false;
    }
    const Fleet &af = *setup.attackerFleet;
    if (setup.attacker < 0 || std::size_t(setup.attacker) >= af.ships.size()) {
        p.error = EasyStarText::tr("There is no attacking ship %1.").arg(setup.attacker + 1);
        return false;
    }
    const EasyStarOptions aOptions = owner.m_system.resolve(af);
    const EasyStarCalculator aCalc(rules, aOptions, EasyStarCalculator::Detail::Totals);
    attacker = owner.combatShip(af, setup.attacker, aCalc);
    const int weaponCount = int(attacker.weapons.size() + attacker.fighterWeapons.size());
    if (setup.weapon < 0 || setup.weapon >= weaponCount) {
        p.error = EasyStarText::tr("%1 has no weapon %2.").arg(attacker.name).arg(setup.weapon + 1);
        return false;
    }
    weapon = setup.weapon < int(attacker.weapons.size())
                 ? &attacker.weapons[std::size_t(setup.weapon)]
                 : &attacker.fighterWeapons[std::size_t(setup.weapon) - attacker.weapons.size()];
    const CombatWeapon &w = *weapon;
    p.attackerName = attacker.name;
    p.weaponName = w.name;
    p.kind = setup.targetKind.isEmpty() ? QLatin1String(kind::Ship) : setup.targetKind;
    vsShip = p.kind == QLatin1String(kind::Ship);
    vsFighter = p.kind == QLatin1String(kind::Fighter);
    vsMissile = p.kind == QLatin1String(kind::Missile);
    if (!vsShip && !vsFighter && !vsMissile) {
        p.error = EasyStarText::tr("Unknown kind of target “%1”.").arg(p.kind);
        return false;
    }
    return true;
}

bool EasyStarCombat::Preparation::powerUpAndRange()
{
    const CombatWeapon &w = *weapon;
    // EasyStar §V.D, Power-up pod: +1 range or damage to one weapon, not both.
    powerDamage = modifierValue(setup, modifier::PowerUpDamage, 0) != 0;
    powerRange = modifierValue(setup, modifier::PowerUpRange, 0) != 0;
    if (powerDamage && powerRange) {
        p.error = EasyStarText::tr("The power-up pod gives +1 range or +1 damage, not both.");
        return false;
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
        return false;
    }
    if (setup.range == 0) {
        if (!w.dorsal && !w.fighter) {
            p.error = EasyStarText::tr("Only dorsal weapons and fighters can fire at a target in "
                                       "the same hex.");
            return false;
        }
        step(EasyStarText::tr("Same hex: only dorsal weapons and fighters may fire, and the range "
                              "counts as 1"),
             "EasyStar §IX");
    }
    const int range = std::max(1, setup.range);
    if (range > reach) {
        p.error
            = EasyStarText::tr("Out of range: %1 reaches %n hex(es).", nullptr, reach).arg(w.label);
        return false;
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
    return true;
}

bool EasyStarCombat::Preparation::toHitAndTarget()
{
    const CombatWeapon &w = *weapon;
    // To hit: the Weapons Table's number for this kind of target (EasyStar §V.C).
    const int toHit = vsShip ? w.toHitShip : vsFighter ? w.toHitFighter : w.toHitMissile;
    if (toHit <= 0) {
        p.error = vsShip      ? EasyStarText::tr("%1 cannot attack ships.").arg(w.label)
                  : vsFighter ? EasyStarText::tr("%1 cannot attack fighters.").arg(w.label)
                              : EasyStarText::tr("Only point defense can shoot at missiles.");
        return false;
    }

    if (vsShip) {
        if (!owner.isOwnFleet(setup.targetFleet) || setup.target < 0
            || std::size_t(setup.target) >= setup.targetFleet->ships.size()) {
            p.error = EasyStarText::tr("Choose a target ship.");
            return false;
        }
        const EasyStarOptions tOptions = owner.m_system.resolve(*setup.targetFleet);
        const EasyStarCalculator tCalc(rules, tOptions, EasyStarCalculator::Detail::Totals);
        target = owner.combatShip(*setup.targetFleet, setup.target, tCalc);
        p.crit = owner.critTable(tOptions);
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
    return true;
}

void EasyStarCombat::Preparation::damage()
{
    const CombatWeapon &w = *weapon;
    // Damage (EasyStar §IX.B): the bought damage, the missile's +1, less the deflector and the
    // frontal armour on a front hit; never below 0.
    const int damage = w.damage + (powerDamage ? 1 : 0);
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
}

void EasyStarCombat::Preparation::pointDefense()
{
    const CombatWeapon &w = *weapon;
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
}

void EasyStarCombat::Preparation::displacerAndShots()
{
    const CombatWeapon &w = *weapon;
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
}

void EasyStarCombat::Preparation::track()
{
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
                rows << EasyStarText::tr("%1 %2").arg(r).arg(
                    owner.critName(p.crit[std::size_t(r)]));
            step(EasyStarText::tr("An unmodified 6 that does damage and leaves the target alive "
                                  "rolls on the Critical Hit Table: %1")
                     .arg(rows.join(QLatin1String(", "))),
                 "EasyStar §IX.C");
            if (p.spec.need <= 6 && p.spec.damage > 0)
                p.assumptions = owner.criticalAssumptions(*setup.targetFleet);
            step(EasyStarText::tr("Destroying %1 scores %2")
                     .arg(target.name, owner.m_system.formatPoints(target.cost)),
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
}

// The modifiers that cannot change this attack, by what the ships carry: frontal armor, point
// defense against a missile, a displacer pod, a damage track (only ships have one) and the
// attacker's power-up pod (not on its fighters).
void EasyStarCombat::Preparation::unusedModifiers()
{
    const CombatWeapon &w = *weapon;
    const auto unused = [this](const char *id, bool applies) {
        if (!applies)
            p.unusedModifiers << QLatin1String(id);
    };
    unused(modifier::FrontHit, vsShip && target.armour);
    unused(modifier::PointDefense, vsShip && w.missile && target.pointDefenseCount() > 0);
    unused(modifier::Displacer, vsShip && target.displacer);
    unused(modifier::DamageTaken, vsShip);
    unused(modifier::PowerUpDamage, attacker.powerUp && !w.fighter);
    unused(modifier::PowerUpRange, attacker.powerUp && !w.fighter);
}

} // namespace fw::model::easystar
