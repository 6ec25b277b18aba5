// The exact odds and the logged roll of one Sunder the Stars attack, both from the numbers of
// SunderCombat::attack() (SunderAttack.h).

#include "../../combat/OptionNotes.h"
#include "SunderCombat.h"

namespace fw::model::sunder {

namespace {

using combat::percent;

QString signedNumber(int v)
{
    return v > 0 ? QStringLiteral("+%1").arg(v) : QString::number(v);
}

// The dice of a roll, written as the log of AttackRoll.
struct LogDice
{
    QStringList &log;
    bool flights = false;
    void pd(int dice, int hits)
    {
        log << (flights ? SunderText::tr("Point defence: %1 dice, %2 of them 5–6: %n flight(s) "
                                         "destroyed.",
                                         nullptr, hits)
                        : SunderText::tr("Point defence: %1 dice, %2 of them 5–6: the AV drops "
                                         "by %n.",
                                         nullptr, hits))
                   .arg(dice)
                   .arg(hits);
    }
    void attack(int av, int x, int dv, int y, int damage)
    {
        log << SunderText::tr("Attack %1 + die %2 = %3 against defence %4 + die %5 = %6: %n "
                              "damage.",
                              nullptr, damage)
                   .arg(av)
                   .arg(x)
                   .arg(av + x)
                   .arg(dv)
                   .arg(y)
                   .arg(dv + y);
    }
    void stopped(int av)
    {
        log << SunderText::tr("The AV falls to %1, below 1: the attack is stopped.").arg(av);
    }
};

} // namespace

QStringList SunderCombat::steps(const Attack &a, const AttackOddsNumbers &odds) const
{
    QStringList out;
    if (a.flights)
        out << SunderText::tr("%1: %n flight(s), each attacking at AV %2 (rules options %3 and "
                              "%4).",
                              nullptr, a.numbers.flights)
                   .arg(a.weapon, QString::number(a.baseAv),
                        combat::optionName(m_specs, option::FighterAv),
                        combat::optionName(m_specs, option::BomberAv));
    else if (a.baseAv != a.cardAv)
        out << SunderText::tr("%1: AV %2 on track %3, of which a spread gives this target %4 "
                              "(digest §4.3).")
                   .arg(a.weapon)
                   .arg(a.cardAv)
                   .arg(a.attackerTrack + 1)
                   .arg(a.baseAv);
    else
        out << SunderText::tr("%1: AV %2 on track %3 (digest §4.6).")
                   .arg(a.weapon)
                   .arg(a.baseAv)
                   .arg(a.attackerTrack + 1);
    out << SunderText::tr("Modifiers: range band %1, movement %2, gas and dust %3: AV %4 (digest "
                          "§4.4; below 1 there is no attack).")
               .arg(signedNumber(a.rangeModifier), signedNumber(a.movement),
                    signedNumber(a.terrain))
               .arg(a.numbers.av);
    out << SunderText::tr("%1 has taken %2 of %3 damage: track %4, shield value %5, %6 shields "
                          "against an attack from the %7: DV %8 (digest §4.5, DEFAULT).")
               .arg(a.targetName)
               .arg(a.damageTaken)
               .arg(a.capacity)
               .arg(a.targetTrack + 1)
               .arg(a.shield)
               .arg(shieldSettingName(a.setting),
                    a.fromFront ? SunderText::tr("front") : SunderText::tr("back"))
               .arg(a.numbers.dv);
    if (a.numbers.pd > 0)
        out << (a.flights ? SunderText::tr("Point defence: %1 + %2 dice, each 5–6 (1 in 3) "
                                           "kills a flight first; all are lost %3 of the time.")
                          : SunderText::tr("Point defence: %1 + %2 dice, each 5–6 (1 in 3) "
                                           "lowers the AV by 1 first; it falls below 1 %3 of the "
                                           "time (digest §4.5)."))
                   .arg(a.ownPd)
                   .arg(a.otherPd)
                   .arg(percent(odds.stopped));
    else if (!a.flights)
        out << SunderText::tr("Point defence does not touch a %1.").arg(weaponTypeName(a.type));
    out << SunderText::tr("A = AV + exploding D6 against D = DV + exploding D6: no damage when A ≤ "
                          "D, else ⌊A / D⌋, at least 1 (digest §4.5).");
    out << SunderText::tr("Exact: the attacker's die in closed form, the defender's followed to "
                          "%1 explosions; the %2 beyond counts as no damage.")
               .arg(DefenceExplosions)
               .arg(neglectedDefenceMass(), 0, 'g', 2);
    if (weaponReach(a.type).followUps && !a.flights)
        out << SunderText::tr("A hit fusion attack also attacks again at the same AV (without "
                              "point defence) when the target activates, in each of the next 2 "
                              "turns; these odds are the first attack only.");
    const int remaining = a.capacity - a.damageTaken;
    const double destroyed = odds.damage.atLeast(remaining);
    out << SunderText::tr("%1 is destroyed by %n or more damage: %2.", nullptr, remaining)
               .arg(a.targetName, percent(destroyed));
    if (a.damageTaken == 0 && a.flights)
        out << SunderText::tr("Fah-KOOM: an undamaged ship destroyed by one attack roll explodes "
                              "(digest §4.5). The flights roll one by one, each roll's damage at "
                              "once: only when the first flight to deal damage destroys it "
                              "alone, %1 of the time.")
                   .arg(percent(oneRollDestroys(a.numbers, remaining)));
    else if (a.damageTaken == 0)
        out << SunderText::tr("Fah-KOOM: an undamaged ship destroyed by one attack roll "
                              "explodes, %1 of the time (digest §4.5).")
                   .arg(percent(destroyed));
    if (a.damageTaken == 0 && a.targetSize != HullSize::Small)
        out << SunderText::tr("Its blast is one 2D6 attack, rolled once, against every ship "
                              "within %n hex(es): the 2D6 as %1 (rules option %2).",
                              nullptr, a.targetSize == HullSize::Large ? 2 : 1)
                   .arg(resolve(*a.targetFleet).blastAsAv
                            ? SunderText::tr("the AV, to which the exploding D6 is added")
                            : SunderText::tr("the attack total"),
                        combat::optionName(m_specs, option::BlastAttack));
    if (a.flights && a.numbers.flights < a.carried)
        out << SunderText::tr("The bays of track %1 launch %2 of the %3 flights carried (digest "
                              "§4.6).")
                   .arg(a.attackerTrack + 1)
                   .arg(a.numbers.flights)
                   .arg(a.carried);
    out << SunderText::tr("Expected damage: %1.").arg(odds.damage.mean(), 0, 'f', 3);
    return out;
}

combat::AttackOdds SunderCombat::odds(const combat::AttackSetup &setup) const
{
    combat::AttackOdds out;
    const Attack a = attack(setup);
    if (!a.error.isEmpty()) {
        out.error = a.error;
        return out;
    }
    // The exact odds add up every flight's damage: kept to far more than a card's bays hold.
    if (a.numbers.flights > MaxOddsFlights) {
        out.error = SunderText::tr("%1 flights are more than the %2 whose exact odds Fleetwright "
                                   "works out; roll the attack instead, or fight it in a trial "
                                   "battle.")
                        .arg(a.numbers.flights)
                        .arg(MaxOddsFlights);
        return out;
    }
    const AttackOddsNumbers odds = attackOdds(a.numbers);
    out.damage = odds.damage;
    const int remaining = a.capacity - a.damageTaken;
    const double destroyed = odds.damage.atLeast(remaining);
    const double damaged = odds.damage.atLeast(1) - destroyed;
    out.outcomes = {
        {QStringLiteral("stoppedByPd"), SunderText::tr("Stopped by point defence"), odds.stopped},
        {QStringLiteral("noDamage"), SunderText::tr("No damage"),
         std::max(0.0, 1 - odds.stopped - damaged - destroyed)},
        {QStringLiteral("damaged"), SunderText::tr("Damaged"), damaged},
        {QStringLiteral("destroyed"), SunderText::tr("Target destroyed"), destroyed},
    };
    out.steps = steps(a, odds);
    out.assumptions = assumptions(a);
    return out;
}

combat::AttackRoll SunderCombat::roll(const combat::AttackSetup &setup, dice::Rng &rng) const
{
    combat::AttackRoll out;
    const Attack a = attack(setup);
    if (!a.error.isEmpty()) {
        out.error = a.error;
        return out;
    }
    out.log << SunderText::tr("%1 attacks %2 with %3 at AV %4 against DV %5.")
                   .arg(a.attacker, a.targetName, a.weapon)
                   .arg(a.numbers.av)
                   .arg(a.numbers.dv);
    LogDice log{out.log, a.flights};
    int hits = 0;
    // The same dice as rollAttack(): the log only watches them.
    struct Watch
    {
        LogDice &log;
        int &hits;
        bool stoppedNow = false;
        void pd(int dice, int h)
        {
            hits = h;
            log.pd(dice, h);
        }
        void attack(int av, int x, int dv, int y, int damage) { log.attack(av, x, dv, y, damage); }
        void stopped(int av)
        {
            stoppedNow = true;
            log.stopped(av);
        }
    } watch{log, hits};
    out.damage = rollAttack(a.numbers, rng, watch);
    const int remaining = a.capacity - a.damageTaken;
    if (watch.stoppedNow || (a.flights && hits >= a.numbers.flights))
        out.outcome = QStringLiteral("stoppedByPd");
    else if (out.damage >= remaining)
        out.outcome = QStringLiteral("destroyed");
    else
        out.outcome = out.damage > 0 ? QStringLiteral("damaged") : QStringLiteral("noDamage");
    if (out.outcome == QLatin1String("destroyed"))
        out.log << (a.damageTaken == 0 ? SunderText::tr("%1 is destroyed: Fah-KOOM, it explodes.")
                                       : SunderText::tr("%1 is destroyed."))
                       .arg(a.targetName);
    return out;
}

} // namespace fw::model::sunder
