#include "BillionSunsCombat.h"

#include "../../combat/OptionNotes.h"

#include "BillionSunsBattle.h"
#include "BillionSunsSystem.h"

#include <algorithm>

namespace fw::model::billionsuns {

namespace {

using combat::percent;

QString diceText(int count, int die)
{
    return count == 1 ? QStringLiteral("D%1").arg(die)
                      : QStringLiteral("%1D%2").arg(count).arg(die);
}

const ObjectType *findObject(const BillionSunsRules &rules, const QString &id)
{
    for (const ObjectType &o : rules.objects) {
        if (o.id == id)
            return &o;
    }
    return nullptr;
}

QString shipName(const BillionSunsShip &ship, const ShipClass &c)
{
    return ship.name.trimmed().isEmpty() ? BillionSunsRoster::displayName(c) : ship.name;
}

} // namespace

QString BillionSunsCombat::rangeUnit() const
{
    return BillionSunsText::tr("inches");
}

std::vector<combat::Choice> BillionSunsCombat::weapons(const Fleet &fleet, int ship) const
{
    std::vector<combat::Choice> out;
    if (ship < 0 || std::size_t(ship) >= fleet.ships.size())
        return out;
    const ShipClass *c = findClass(m_system.rules(), fleet,
                                   fleet.shipAs<BillionSunsShip>(std::size_t(ship)).classId);
    if (!c)
        return out;
    if (c->primary)
        out.push_back(
            {QStringLiteral("0"),
             BillionSunsText::tr("Primary: %1").arg(BillionSunsSystem::weaponText(*c->primary))});
    if (c->auxiliary)
        out.push_back(
            {QStringLiteral("1"), BillionSunsText::tr("Auxiliary: %1")
                                      .arg(BillionSunsSystem::weaponText(*c->auxiliary))});
    return out;
}

std::vector<combat::Choice> BillionSunsCombat::targetKinds() const
{
    // The objects table: scenario and contract pieces a weapon may attack, with the stats of
    // the attacking roster's scale.
    std::vector<combat::Choice> out;
    for (const ObjectType &o : m_system.rules().objects)
        out.push_back({o.id, BillionSunsText::table(o.name)});
    return out;
}

BillionSunsCombat::BillionSunsCombat(const BillionSunsSystem &system)
    : m_system(system)
    , m_modifiers(makeModifiers())
{}

std::vector<combat::ModifierSpec> BillionSunsCombat::modifiers() const
{
    return m_modifiers;
}

std::vector<combat::ModifierSpec> BillionSunsCombat::makeModifiers()
{
    return {
        {QLatin1String(modifier::PowerToWeapons),
         BillionSunsText::tr("Power To Weapon Systems"),
         0,
         6,
         0,
         QStringLiteral("A Billion Suns, tactical: Power To Weapon Systems (up to m CMD tokens)"),
         {}},
        {QLatin1String(modifier::PowerToShields),
         BillionSunsText::tr("Power To Shields"),
         0,
         6,
         0,
         QStringLiteral("A Billion Suns, tactical: Power To Shields (up to m CMD tokens)"),
         {}},
        {QLatin1String(modifier::Engage),
         BillionSunsText::tr("Engage order against the target"),
         0,
         1,
         0,
         QStringLiteral("A Billion Suns, orders: Engage; attacking step 1"),
         {}},
        {QLatin1String(modifier::TargetDamage),
         BillionSunsText::tr("Damage tokens already on the target"),
         0,
         20,
         0,
         QStringLiteral("A Billion Suns, attacking steps 8 and 10"),
         {}},
        {QLatin1String(modifier::AttackerDamage),
         BillionSunsText::tr("Damage tokens on the attacker"),
         0,
         20,
         0,
         QStringLiteral("A Billion Suns, et cetera: Systems Critical"),
         {}},
    };
}

BillionSunsCombat::Attack BillionSunsCombat::attack(const combat::AttackSetup &setup) const
{
    Attack a;
    const BillionSunsRules &rules = m_system.rules();
    const auto fail = [&](QString message) {
        a.error = std::move(message);
        return a;
    };
    const Fleet *fleet = setup.attackerFleet;
    if (!fleet || setup.attacker < 0 || std::size_t(setup.attacker) >= fleet->ships.size())
        return fail(BillionSunsText::tr("Choose an attacking ship or wing."));
    const auto &roster = fleet->settingsAs<BillionSunsRoster>();
    const auto &ship = fleet->shipAs<BillionSunsShip>(std::size_t(setup.attacker));
    const ShipClass *c = findClass(rules, *fleet, ship.classId);
    if (!c)
        return fail(
            BillionSunsText::tr("%1: the class \"%2\" is unknown.").arg(ship.name, ship.classId));
    if (!checkClass(*c).empty())
        return fail(BillionSunsText::tr("%1: the class %2 has values the game does not allow.")
                        .arg(ship.name, BillionSunsRoster::displayName(*c)));
    a.attacker = shipName(ship, *c);
    a.attackerMass = c->mass;
    // AttackSetup::weapon is a position in weapons(): the primary first when the class has
    // one, then the auxiliary (a Fighter Wing's auxiliary is its first).
    const std::optional<Weapon> *chosen = nullptr;
    if (setup.weapon == 0)
        chosen = c->primary ? &c->primary : &c->auxiliary;
    else if (setup.weapon == 1 && c->primary)
        chosen = &c->auxiliary;
    if (!chosen || !*chosen)
        return fail(BillionSunsText::tr("%1 has no such weapon system.").arg(a.attacker));
    const Weapon *weapon = &**chosen;
    a.weapon = weapon;
    if (setup.range < weapon->rangeMin || setup.range > weapon->rangeMax)
        return fail(BillionSunsText::tr("%1 reach %2\"–%3\", not %4\".")
                        .arg(BillionSunsText::table(weapon->name))
                        .arg(weapon->rangeMin)
                        .arg(weapon->rangeMax)
                        .arg(setup.range));
    a.attackFleet = fleet;
    a.attackOptions = m_system.resolve(*fleet);

    bool stationary = false;
    int silhouette = 0;
    if (setup.target >= 0) {
        const Fleet *targets = setup.targetFleet;
        if (!targets || std::size_t(setup.target) >= targets->ships.size())
            return fail(BillionSunsText::tr("Choose a target."));
        const auto &targetShip = targets->shipAs<BillionSunsShip>(std::size_t(setup.target));
        const ShipClass *t = findClass(rules, *targets, targetShip.classId);
        if (!t)
            return fail(BillionSunsText::tr("%1: the class \"%2\" is unknown.")
                            .arg(targetShip.name, targetShip.classId));
        if (!checkClass(*t).empty())
            return fail(BillionSunsText::tr("%1: the class %2 has values the game does not allow.")
                            .arg(targetShip.name, BillionSunsRoster::displayName(*t)));
        a.target = shipName(targetShip, *t);
        a.targetFleet = targets;
        a.targetMass = t->mass;
        silhouette = t->silhouette;
        a.shieldsBase = t->shields;
    } else if (const ObjectType *o = findObject(rules, setup.targetKind)) {
        // Objects take the attacking roster's scale S (objects table: "S", "S/2", "S/3").
        const int scale = roster.scale;
        a.target = BillionSunsText::table(o->name);
        a.targetFleet = fleet;
        a.targetIsShip = false;
        a.targetMass = o->mass.at(scale);
        silhouette = o->silhouette.at(scale);
        a.shieldsBase = o->shields.at(scale);
        stationary = !o->move.has_value();
    } else {
        return fail(BillionSunsText::tr("Choose a target."));
    }
    if (silhouette < 1)
        return fail(BillionSunsText::tr("%1 has Silhouette %2 at this scale and cannot be hit.")
                        .arg(a.target)
                        .arg(silhouette));
    // Ship table, †: the Mining Laser may only target stationary objects.
    if (weapon->stationaryTargetsOnly && !stationary)
        return fail(BillionSunsText::tr("%1 may only target stationary objects.")
                        .arg(BillionSunsText::table(weapon->name)));
    a.targetOptions = m_system.resolve(*a.targetFleet);
    a.destroyAt = destroyedAtTokens(silhouette, a.targetOptions);

    const auto value = [&](const char *id) {
        for (const combat::ModifierSpec &spec : m_modifiers) {
            if (spec.id == QLatin1String(id)) {
                const auto it = setup.modifiers.find(spec.id);
                const int v = it == setup.modifiers.end() ? spec.defaultValue : it->second;
                return std::clamp(v, spec.min, spec.max);
            }
        }
        return 0;
    };
    a.powerAsked = value(modifier::PowerToWeapons);
    a.shieldsAsked = value(modifier::PowerToShields);
    a.targetTokens = value(modifier::TargetDamage);
    a.attackerTokens = value(modifier::AttackerDamage);
    if (a.targetTokens >= a.destroyAt)
        return fail(BillionSunsText::tr("%1 is destroyed at %2 damage tokens.")
                        .arg(a.target)
                        .arg(a.destroyAt));

    AttackDice &d = a.dice;
    d.dice = weapon->dice;
    d.die = weapon->die;
    d.damage = weapon->damage;
    d.silhouette = silhouette;
    // Tactical: Power To Weapon Systems, up to m tokens; Power To Shields, up to m tokens, only
    // for a battlegroup with a shield value of 1 or more.
    d.power = std::min(a.powerAsked, massRule::powerToMaximum(a.attackerMass));
    d.shields
        = a.shieldsBase
          + (a.shieldsBase >= 1 ? std::min(a.shieldsAsked, massRule::powerToMaximum(a.targetMass))
                                : 0);
    d.criticalFace = a.attackOptions.criticalFace;
    d.dudOnHighest = a.attackOptions.dudOnHighestFace;
    d.saveDie = a.targetOptions.saveDie;
    d.engage = value(modifier::Engage) != 0;
    return a;
}

QString optionInForce(const BillionSunsSystem &system, const Fleet &fleet, const char *id)
{
    return combat::optionInForce(system.options(), fleet, id);
}

QStringList BillionSunsCombat::assumptions(const Attack &a) const
{
    QStringList out;
    out << optionInForce(m_system, *a.attackFleet, option::CriticalFace)
        << optionInForce(m_system, *a.attackFleet, option::DudFace);
    if (a.dice.shields > 0)
        out << optionInForce(m_system, *a.targetFleet, option::SaveDie);
    out << optionInForce(m_system, *a.targetFleet, option::DestroyedAt);
    if (a.targetIsShip && a.targetMass > 0)
        out << optionInForce(m_system, *a.targetFleet, option::ExplosionDie);
    if (a.systemsCritical())
        out << optionInForce(m_system, *a.attackFleet, option::DudDamage);
    out << BillionSunsText::tr("A dud is the die's natural face; a hit and a critical hit are "
                               "judged on the result after Power To Weapon Systems.");
    if (a.dice.engage)
        out << BillionSunsText::tr("Engage re-rolls each die that missed or rolled a dud, once "
                                   "(which dice Engage re-rolls is not stated).");
    return out;
}

// Attacking, steps 9 and 10 in the quick reference's order: the explosion check of a ship the
// attack destroys (with probability `destroyed`), then its removal.
void BillionSunsCombat::destructionSteps(const Attack &a, double destroyed,
                                         QStringList &steps) const
{
    const auto optionName = [this](const char *id) {
        return combat::optionName(m_system.options(), id);
    };
    if (a.targetIsShip && a.targetMass > 0) {
        const int check
            = std::min(massRule::explosionCheck(a.targetMass), a.targetOptions.explosionDie);
        const double explode = double(check) / a.targetOptions.explosionDie;
        steps << BillionSunsText::tr("Step 9: a destroyed ship explodes on a D%1 of %2 or less "
                                     "(m; rules option %3): %4 × %5 = %6; the explosion makes %7 "
                                     "attacks of damage 1 on everything within %8\".")
                     .arg(QString::number(a.targetOptions.explosionDie),
                          QString::number(massRule::explosionCheck(a.targetMass)),
                          optionName(option::ExplosionDie), percent(destroyed), percent(explode),
                          percent(destroyed * explode),
                          diceText(massRule::explosionDice(a.targetMass), massRule::ShockDie),
                          QString::number(massRule::explosionRange(a.targetMass)));
    }
    steps << BillionSunsText::tr("Step 10: %1 is destroyed at %2 damage tokens (%3 already; "
                                 "rules option %4): %5.")
                 .arg(a.target, QString::number(a.destroyAt), QString::number(a.targetTokens),
                      optionName(option::DestroyedAt), percent(destroyed));
}

combat::AttackOdds BillionSunsCombat::odds(const combat::AttackSetup &setup) const
{
    combat::AttackOdds out;
    const Attack a = attack(setup);
    if (!a.error.isEmpty()) {
        out.error = a.error;
        return out;
    }
    const AttackDice &d = a.dice;
    const AttackTable t = attackTable(d);
    QStringList &steps = out.steps;
    const auto optionName = [this](const char *id) {
        return combat::optionName(m_system.options(), id);
    };

    steps << BillionSunsText::tr("Step 1: %1 rolls %2 for %3 at %4\" (range %5\"–%6\", ship "
                                 "table).")
                 .arg(a.attacker, diceText(d.dice, d.die), BillionSunsText::table(a.weapon->name))
                 .arg(setup.range)
                 .arg(a.weapon->rangeMin)
                 .arg(a.weapon->rangeMax);
    if (a.powerAsked > 0)
        steps << BillionSunsText::tr("Power To Weapon Systems: %1 CMD token(s) (at most m = %2) "
                                     "subtract %1 from every die, to a minimum of 1.")
                     .arg(d.power)
                     .arg(massRule::powerToMaximum(a.attackerMass));
    const int hitFaces = facesWith(d, DieResult::Hit) + facesWith(d, DieResult::Critical)
                         + facesWith(d, DieResult::Dud);
    steps << BillionSunsText::tr("Step 2: a die equal or under the target's Silhouette %1 hits: "
                                 "%2 of %3 faces.")
                 .arg(d.silhouette)
                 .arg(hitFaces)
                 .arg(d.die);
    steps << BillionSunsText::tr("Step 3: duds are discarded: %1 of those faces (rules option "
                                 "%2).")
                 .arg(QString::number(facesWith(d, DieResult::Dud)), optionName(option::DudFace));
    steps << BillionSunsText::tr(
                 "Step 4: a result of %1 or less is a critical hit and adds 1 bonus "
                 "hit: %2 of %3 faces (rules option %4).")
                 .arg(QString::number(d.criticalFace),
                      QString::number(facesWith(d, DieResult::Critical)), QString::number(d.die),
                      optionName(option::CriticalFace));
    if (d.engage)
        steps << BillionSunsText::tr("Engage: each die that missed or rolled a dud is re-rolled "
                                     "once (orders: Engage; attacking step 1).");
    steps << BillionSunsText::tr("Each die: no hit %1, one hit %2, critical (two hits) %3; no die "
                                 "hits: %4.")
                 .arg(percent(t.miss + t.dud), percent(t.hit), percent(t.critical),
                      percent(t.noHit));
    if (d.shields > 0) {
        QString shields = QString::number(d.shields);
        if (d.shields != a.shieldsBase)
            shields = BillionSunsText::tr("%1 (%2 with Power To Shields)")
                          .arg(a.shieldsBase)
                          .arg(d.shields);
        steps << BillionSunsText::tr("Steps 5–6: one D%1 save per hit; %2 or less (Shields %3) "
                                     "cancels it: %4 (rules option %5).")
                     .arg(d.saveDie)
                     .arg(std::min(d.shields, d.saveDie))
                     .arg(shields, percent(t.save), optionName(option::SaveDie));
    } else {
        steps << BillionSunsText::tr("Steps 5–6: Shields 0, no saves.");
    }

    std::vector<std::pair<double, dice::Pmf>> parts;
    double miss = t.noHit, saved = 0, hit = 0, critical = 0, destroyed = 0;
    for (std::size_t u = 0; u < t.plain.size(); ++u) {
        const double p = t.plain[u] + t.withCritical[u];
        if (p <= 0)
            continue;
        const int damage = int(u) * d.damage;
        parts.push_back({p, dice::Pmf::point(damage)});
        if (u == 0)
            saved = p - t.noHit;
        else if (a.targetTokens + damage >= a.destroyAt)
            destroyed += p;
        else {
            hit += t.plain[u];
            critical += t.withCritical[u];
        }
    }
    out.damage = dice::Pmf::mixture(parts);
    steps << BillionSunsText::tr("Steps 7–8: each unsaved hit deals Dmg %1 damage tokens: %2 "
                                 "expected.")
                 .arg(d.damage)
                 .arg(out.damage.mean(), 0, 'f', 3);
    destructionSteps(a, destroyed, steps);
    if (a.systemsCritical()) {
        const double noDud = std::pow(1 - t.dud, d.dice);
        steps << BillionSunsText::tr("Systems Critical: %1 has more than %2 damage tokens, so "
                                     "each dud deals %3 damage token(s) to it: at least one dud "
                                     "%4, %5 duds expected (rules option %6).")
                     .arg(a.attacker,
                          QString::number(massRule::systemsCriticalAbove(a.attackerMass)),
                          QString::number(a.dudDamage()), percent(1 - noDud),
                          QString::number(d.dice * t.dud, 'f', 3), optionName(option::DudDamage));
    }
    out.outcomes = {
        {QStringLiteral("miss"), BillionSunsText::tr("No hit"), miss},
        {QStringLiteral("saved"), BillionSunsText::tr("Every hit saved"), saved},
        {QStringLiteral("hit"), BillionSunsText::tr("Damage"), hit},
        {QStringLiteral("critical"), BillionSunsText::tr("Damage with a critical hit"), critical},
        {QStringLiteral("destroyed"), BillionSunsText::tr("Destroyed"), destroyed},
    };
    out.assumptions = assumptions(a);
    // Power To Shields: only for a target with a shield value of 1 or more (attack()).
    if (a.shieldsBase < 1)
        out.unusedModifiers << QLatin1String(modifier::PowerToShields);
    return out;
}

namespace {
class PreparedBillionSunsAttack final : public combat::PreparedAttack
{
public:
    explicit PreparedBillionSunsAttack(const AttackDice &dice)
        : m_dice(dice)
    {}
    int roll(dice::Rng &rng) const override { return resolveAttack(m_dice, rng).damage; }

private:
    AttackDice m_dice;
};
} // namespace

Result<std::unique_ptr<combat::PreparedAttack>>
BillionSunsCombat::prepareAttack(const combat::AttackSetup &setup) const
{
    using Out = Result<std::unique_ptr<combat::PreparedAttack>>;
    const Attack a = attack(setup);
    if (!a.error.isEmpty())
        return Out::failure(a.error);
    return Out(std::make_unique<PreparedBillionSunsAttack>(a.dice));
}

combat::AttackRoll BillionSunsCombat::roll(const combat::AttackSetup &setup, dice::Rng &rng) const
{
    combat::AttackRoll out;
    const Attack a = attack(setup);
    if (!a.error.isEmpty()) {
        out.error = a.error;
        return out;
    }
    const AttackDice &d = a.dice;
    AttackTrace trace;
    const AttackResult r = resolveAttack(d, rng, &trace);
    QStringList &log = out.log;
    const auto name = [](DieResult result) {
        switch (result) {
        case DieResult::Miss:
            return BillionSunsText::tr("miss");
        case DieResult::Dud:
            return BillionSunsText::tr("dud, discarded");
        case DieResult::Hit:
            return BillionSunsText::tr("hit");
        case DieResult::Critical:
            return BillionSunsText::tr("critical hit, +1 bonus hit");
        }
        return QString();
    };
    const auto face = [&](int natural) {
        if (d.power == 0)
            return QString::number(natural);
        return BillionSunsText::tr("%1 − %2 = %3")
            .arg(natural)
            .arg(d.power)
            .arg(std::max(1, natural - d.power));
    };
    log << BillionSunsText::tr("%1 rolls %2 for %3 against %4 (Silhouette %5):")
               .arg(a.attacker, diceText(d.dice, d.die), BillionSunsText::table(a.weapon->name),
                    a.target)
               .arg(d.silhouette);
    for (std::size_t i = 0; i < trace.rolls.size(); ++i) {
        const int first = trace.rolls[i];
        QString line = BillionSunsText::tr("Die %1: %2, %3")
                           .arg(i + 1)
                           .arg(face(first), name(d.classify(first)));
        if (trace.rerolls[i] > 0)
            line += BillionSunsText::tr("; Engage re-roll: %1, %2")
                        .arg(face(trace.rerolls[i]), name(d.classify(trace.rerolls[i])));
        log << line;
    }
    log << BillionSunsText::tr("%n hit(s) with %1 critical(s).", nullptr, r.hits).arg(r.criticals);
    for (std::size_t i = 0; i < trace.saves.size(); ++i) {
        const int save = trace.saves[i];
        log << (save <= d.shields ? BillionSunsText::tr("Save %1: D%2 rolled %3, at most Shields "
                                                        "%4: hit cancelled.")
                                  : BillionSunsText::tr("Save %1: D%2 rolled %3, above Shields "
                                                        "%4: hit stands."))
                   .arg(i + 1)
                   .arg(d.saveDie)
                   .arg(save)
                   .arg(d.shields);
    }
    log << BillionSunsText::tr("%n unsaved hit(s) × Dmg %1 = %2 damage token(s).", nullptr,
                               r.unsaved)
               .arg(d.damage)
               .arg(r.damage);
    out.damage = r.damage;
    if (r.hits == 0)
        out.outcome = QStringLiteral("miss");
    else if (r.unsaved == 0)
        out.outcome = QStringLiteral("saved");
    else if (a.targetTokens + r.damage >= a.destroyAt)
        out.outcome = QStringLiteral("destroyed");
    else
        out.outcome = r.criticals > 0 ? QStringLiteral("critical") : QStringLiteral("hit");
    if (out.outcome == QLatin1String("destroyed")) {
        log << BillionSunsText::tr("%1 has %2 of %3 damage tokens and is destroyed.")
                   .arg(a.target)
                   .arg(a.targetTokens + r.damage)
                   .arg(a.destroyAt);
        if (a.targetIsShip && a.targetMass > 0) {
            const int check = rng.roll(a.targetOptions.explosionDie);
            const bool explodes = check <= massRule::explosionCheck(a.targetMass);
            if (explodes)
                log << BillionSunsText::tr("Explosion check: D%1 rolled %2, %3 or less: it "
                                           "explodes with %4 attacks on everything within %5\".")
                           .arg(a.targetOptions.explosionDie)
                           .arg(check)
                           .arg(massRule::explosionCheck(a.targetMass))
                           .arg(diceText(massRule::explosionDice(a.targetMass), massRule::ShockDie))
                           .arg(massRule::explosionRange(a.targetMass));
            else
                log << BillionSunsText::tr("Explosion check: D%1 rolled %2, above %3: no "
                                           "explosion.")
                           .arg(a.targetOptions.explosionDie)
                           .arg(check)
                           .arg(massRule::explosionCheck(a.targetMass));
        }
    }
    if (a.systemsCritical() && r.duds > 0)
        log << BillionSunsText::tr("Systems Critical: %n dud(s) deal %1 damage token(s) to %2.",
                                   nullptr, r.duds)
                   .arg(r.duds * a.dudDamage())
                   .arg(a.attacker);
    return out;
}

combat::BattleSettings BillionSunsCombat::defaultBattleSettings() const
{
    // docs/combat.md, "A Billion Suns": 18" is the top of the railgun band and the bottom of the
    // cruise-missile band; 6" a round is two capital ships of Thrust 3 moving straight at each
    // other; 8 rounds leave several rounds of blaster range after the closing.
    combat::BattleSettings s;
    s.startRange = 18;
    s.closingRate = 6;
    s.turnLimit = 8;
    s.policy = combat::TargetPolicy::Focus;
    return s;
}

Result<std::unique_ptr<combat::Battle>>
BillionSunsCombat::prepareBattle(const Fleet &a, const Fleet &b,
                                 const combat::BattleSettings &settings) const
{
    return BillionSunsBattle::create(m_system, a, b, settings);
}

} // namespace fw::model::billionsuns
