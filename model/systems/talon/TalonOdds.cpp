// The exact odds and the logged roll of one Talon weapon group's fire, both from the numbers of
// TalonCombat::attack() (TalonAttack.h).

#include "../../combat/OptionNotes.h"
#include "TalonCombat.h"
#include "TalonSystem.h"

namespace fw::model::talon {

namespace {

using combat::percent;

double expected(const AttackOddsNumbers &o)
{
    double mean = 0;
    for (int d = 1; d <= o.maxDamage; ++d)
        mean += d * o.damage[std::size_t(d)];
    return mean;
}

dice::Pmf damagePmf(const AttackOddsNumbers &o)
{
    std::vector<std::pair<double, dice::Pmf>> parts;
    for (int d = 0; d <= o.maxDamage; ++d) {
        if (o.damage[std::size_t(d)] > 0)
            parts.push_back({o.damage[std::size_t(d)], dice::Pmf::point(d)});
    }
    return dice::Pmf::mixture(parts);
}

QString faces(const AttackNumbers &n)
{
    QStringList out;
    for (const int d : n.face)
        out << QString::number(d * n.perDie);
    return out.join(QLatin1Char(' '));
}

} // namespace

QStringList TalonCombat::steps(const Attack &a, const AttackOddsNumbers &o) const
{
    QStringList out;
    const WeaponTable &table = m_system.rules().weapon(a.kind);
    if (!a.numbers.rolled)
        out << TalonText::tr("%1 launches %n missile(s) at %2 hexes (speed %3, %4 damage each, "
                             "range %5–%6): each deals its damage when it reaches the target, "
                             "without a roll (digest §3.8, rulebook p. 12). Missiles shot down or "
                             "redirected on the way are not in these odds.",
                             nullptr, a.numbers.dice)
                   .arg(a.weapon)
                   .arg(a.range)
                   .arg(table.speed)
                   .arg(table.damage)
                   .arg(table.minRange)
                   .arg(table.maxRange);
    else if (a.numbers.perDie > 1)
        out << TalonText::tr("%1 at %2 hexes: one die for the group, each of its %3 weapons "
                             "dealing the damage it shows; damage on faces 1–6: %4 (digest "
                             "§3.8).")
                   .arg(a.weapon)
                   .arg(a.range)
                   .arg(a.count)
                   .arg(faces(a.numbers));
    else
        out << TalonText::tr("%1 at %2 hexes: one die per weapon, %n in all; damage of a die on "
                             "faces 1–6: %3 (digest §3.8).",
                             nullptr, a.numbers.dice)
                   .arg(a.weapon)
                   .arg(a.range)
                   .arg(faces(a.numbers));
    if (a.kind == WeaponKind::WaveMotionGun)
        out << TalonText::tr("A Wave Motion Gun hit also displaces the target 1 hex directly away "
                             "from the firer before the 10 damage (rulebook p. 13); without a map "
                             "this changes nothing here.");
    if (a.kind == WeaponKind::FusionCannon) {
        QStringList rows;
        for (int face = 1; face <= 6; ++face) {
            QStringList at;
            for (int r = table.minRange; r <= table.maxRange; ++r)
                at << QString::number(coneDamage(table, face, r));
            rows << TalonText::tr("%1: %2").arg(face).arg(at.join(QLatin1Char('/')));
        }
        out << TalonText::tr("A Fusion Cannon rolls once for every ship in its cone, friend or "
                             "foe (rulebook p. 13): each takes the damage of that roll at its own "
                             "range %1–%2 (roll: %3); these odds are this target's.")
                   .arg(table.minRange)
                   .arg(table.maxRange)
                   .arg(rows.join(QStringLiteral(", ")));
    }
    if (a.immune)
        out << TalonText::tr("Terran fighter groups ignore all damage the Fusion Cannon would "
                             "cause (rulebook p. 13): %1 takes none.")
                   .arg(a.targetName);
    if (a.missile > 0) {
        out << (a.missile == 1
                    ? TalonText::tr("A missile hit by %1 or more damage from one source is "
                                    "destroyed; less flips it to its damaged side (rulebook p. "
                                    "12; rules option %2).")
                          .arg(QString::number(a.threshold),
                               combat::optionName(m_system.options(), option::MissileThreshold))
                    : TalonText::tr("A damaged missile dies to any damage (rulebook p. 12)."));
        if (a.count > 1)
            out << TalonText::tr("Each of the %1 weapons of the group is a source of its own, "
                                 "one after another: a missile the first damages, the next "
                                 "destroys with any damage (rulebook p. 12, the Defiant "
                                 "example).")
                       .arg(a.count);
        out << TalonText::tr("Expected damage: %1.").arg(expected(o), 0, 'f', 3);
        return out;
    }
    out << TalonText::tr("%1's %2 shield arc: %3 of %4 boxes left; they absorb first (expected "
                         "%5 boxes marked), the rest marks hull boxes in order (expected %6).")
               .arg(a.targetName, arcName(a.arc))
               .arg(a.shieldsLeft)
               .arg(a.shieldsFull)
               .arg(o.shieldDamage, 0, 'f', 3)
               .arg(o.hullDamage, 0, 'f', 3);
    // The same number as the outcome "Weak spot marked": the ship survives the damage and the
    // criticals its weak spots roll.
    const double byCriticals = o.destroyed - o.destroyedByDamage;
    out << TalonText::tr("%1 of %2 hull boxes marked before; the damage marks a weak spot %3 of "
                         "the time, and each weak spot marked rolls 2d6 on the Critical Damage "
                         "table: the ship survives them %4 of the time, the criticals destroy it "
                         "%5.")
               .arg(a.marked)
               .arg(a.hull.boxes)
               .arg(percent(o.weakSpot), percent(std::max(0.0, o.weakSpot - byCriticals)),
                    percent(byCriticals));
    QStringList criticals;
    for (int k = 2; k <= 12; ++k) {
        if (o.critical[std::size_t(k)] > 0)
            criticals << QStringLiteral("%1 %2: %3")
                             .arg(k)
                             .arg(m_system.rules().critical(k),
                                  percent(o.critical[std::size_t(k)]));
    }
    if (!criticals.isEmpty())
        out << TalonText::tr("Chance of each Critical Damage result (2d6) among the rolls: %1.")
                   .arg(criticals.join(QStringLiteral("; ")));
    QStringList lost;
    for (int k = 0; k <= MaxHull; ++k) {
        if (o.powerLost[std::size_t(k)] > 0)
            lost << QStringLiteral("%1: %2").arg(k).arg(percent(o.powerLost[std::size_t(k)]));
    }
    out << TalonText::tr("Power lost to hull boxes marked (the ship surviving; rules option "
                         "%1): %2.")
               .arg(combat::optionName(m_system.options(), option::HullPower),
                    lost.join(QStringLiteral(", ")));
    out << TalonText::tr("Destroyed, by the last hull box or an FTL core breach: %1; the ship "
                         "then explodes with strength %2.")
               .arg(percent(o.destroyed))
               .arg(a.target->explosion);
    out << TalonText::tr("Expected damage: %1.").arg(expected(o), 0, 'f', 3);
    return out;
}

combat::AttackOdds TalonCombat::odds(const combat::AttackSetup &setup) const
{
    combat::AttackOdds out;
    const Attack a = attack(setup);
    if (!a.error.isEmpty()) {
        out.error = a.error;
        return out;
    }
    AttackOddsNumbers o;
    attackOdds(a.numbers, a.shieldsLeft, a.hull, a.marked, o);
    out.damage = damagePmf(o);
    if (a.missile > 0) {
        // Each weapon of the group a source of its own (rulebook p. 12, the Defiant example).
        const MissileOdds m = missileOdds(a.numbers, a.threshold, a.missile == 2);
        out.outcomes = {
            {QStringLiteral("noDamage"), TalonText::tr("No damage"), out.damage.at(0)},
            {QStringLiteral("missileDamaged"), TalonText::tr("Missile damaged"),
             a.missile == 1 ? m.damaged : 0.0},
            {QStringLiteral("missileDestroyed"), TalonText::tr("Missile destroyed"), m.destroyed},
        };
    } else {
        const double destroyedByCriticals = o.destroyed - o.destroyedByDamage;
        out.outcomes = {
            {QStringLiteral("noDamage"), TalonText::tr("No damage"), o.damage[0]},
            {QStringLiteral("shieldsOnly"), TalonText::tr("Shields only"), o.shieldsOnly},
            {QStringLiteral("hull"), TalonText::tr("Hull damage, no weak spot"), o.hullNoWeakSpot},
            {QStringLiteral("weakSpot"), TalonText::tr("Weak spot marked"),
             std::max(0.0, o.weakSpot - destroyedByCriticals)},
            {QStringLiteral("destroyed"), TalonText::tr("Target destroyed"), o.destroyed},
        };
    }
    out.steps = steps(a, o);
    out.assumptions = assumptions(a);
    return out;
}

combat::AttackRoll TalonCombat::roll(const combat::AttackSetup &setup, dice::Rng &rng) const
{
    combat::AttackRoll out;
    const Attack a = attack(setup);
    if (!a.error.isEmpty()) {
        out.error = a.error;
        return out;
    }
    out.log << TalonText::tr("%1 fires %2 at %3, %4 hexes.")
                   .arg(a.attacker, a.weapon, a.targetName)
                   .arg(a.range);
    // A missile target: 0 undamaged, 1 damaged, 2 destroyed, after each weapon in turn (each
    // its own source, rulebook p. 12).
    struct Log
    {
        QStringList &log;
        int perDie, threshold, missile;
        void die(int face, int damage)
        {
            log << (face > 0 ? TalonText::tr("Die %1: %n damage.", nullptr, damage).arg(face)
                             : TalonText::tr("A missile reaches the target: %n damage.", nullptr,
                                             damage));
            const int each = damage / perDie;
            for (int k = 0; k < perDie && each > 0 && missile >= 0 && missile < 2; ++k)
                missile = missile == 1 || each >= threshold ? 2 : 1;
        }
    } log{out.log, std::max(1, a.numbers.perDie), a.threshold, a.missile - 1};
    // The same dice as the prepared attack first; the criticals' dice after them.
    out.damage = rollDamage(a.numbers, rng, log);
    if (a.missile > 0) {
        out.outcome = log.missile == 2   ? QStringLiteral("missileDestroyed")
                      : log.missile == 1 ? (a.missile == 1 ? QStringLiteral("missileDamaged")
                                                           : QStringLiteral("noDamage"))
                                         : QStringLiteral("noDamage");
        return out;
    }
    const int absorbed = std::min(a.shieldsLeft, out.damage);
    int marked = a.marked;
    bool weak = false;
    const bool destroyed = markHull(a.hull, marked, out.damage - absorbed, rng, [&](int r) {
        weak = true;
        out.log << TalonText::tr("Critical Damage, 2d6 = %1: %2.")
                       .arg(r)
                       .arg(m_system.rules().critical(r));
    });
    out.log << TalonText::tr("Shields absorb %1; %2 of %3 hull boxes are now marked.")
                   .arg(absorbed)
                   .arg(marked)
                   .arg(a.hull.boxes);
    if (destroyed)
        out.log << TalonText::tr("%1 is destroyed and explodes with strength %2.")
                       .arg(a.targetName)
                       .arg(a.target->explosion);
    out.outcome = destroyed               ? QStringLiteral("destroyed")
                  : weak                  ? QStringLiteral("weakSpot")
                  : out.damage > absorbed ? QStringLiteral("hull")
                  : out.damage > 0        ? QStringLiteral("shieldsOnly")
                                          : QStringLiteral("noDamage");
    return out;
}

} // namespace fw::model::talon
