#include "ScsBattle.h"

#include "../../combat/OptionNotes.h"
#include "../FleetCost.h"

#include "ScsCombat.h"
#include "ScsRunner.h"

namespace fw::model::scs {

namespace {

QString policyText(combat::TargetPolicy policy)
{
    switch (policy) {
    case combat::TargetPolicy::Focus:
        return ScsText::tr("Targets (Focus): every ship fires at the first surviving enemy in "
                           "fleet order until it is destroyed.");
    case combat::TargetPolicy::Spread:
        return ScsText::tr("Targets (Spread): each ship picks a surviving enemy at random each "
                           "turn, and again if that one is destroyed.");
    case combat::TargetPolicy::BiggestThreat:
        return ScsText::tr("Targets (Biggest threat): the surviving enemy with the most mean "
                           "weapon damage, then the first in fleet order.");
    }
    return {};
}

// Reads one fleet into a side; false with `error` set when it cannot fight.
bool readSide(const ScsCombat &combat, const Fleet &fleet, const QString &label,
              ScsBattle::Side &side, QString &error)
{
    if (fleet.systemId != QLatin1String("scs")) {
        error = ScsText::tr("Side %1 is not an SCS fleet.").arg(label);
        return false;
    }
    if (fleet.ships.empty()) {
        error = ScsText::tr("Side %1 has no ships.").arg(label);
        return false;
    }
    const ScsOptions options = combat.resolve(fleet);
    side.label = label;
    side.points = fleetCost(combat.system(), fleet);
    side.hitDie = std::max(1, options.hitDie);
    side.criticalsAtEndOfTurn = options.criticalsAtEndOfTurn;
    side.bearingAll = options.bearingAll;
    side.everyWeaponIntercepts = options.everyWeaponInterceptsBallistics;
    side.lossPerGroup = options.lossPerGroup;
    QStringList designs;
    for (int i = 0; i < int(fleet.ships.size()); ++i) {
        const ShipDesign &s = *fleet.ships[std::size_t(i)];
        const ScsClass *c = shipClass(fleet, i);
        if (!c) {
            error = ScsText::tr("Side %1: %2: the design \"%3\" is missing.")
                        .arg(label, s.name, s.classId);
            return false;
        }
        ScsBattle::Ship ship;
        ship.name = s.name.trimmed().isEmpty() ? c->name : s.name;
        ship.logName = ScsText::tr("%1: %2").arg(label, ship.name);
        ship.hull = int(designs.indexOf(c->id));
        if (ship.hull < 0) {
            Hull hull = Hull::build(*c, options);
            if (hull.sections.empty()) {
                error = ScsText::tr("Side %1: %2: the design %3 has no sections to hit.")
                            .arg(label, ship.name, c->name);
                return false;
            }
            for (const Hull::Gun &g : hull.guns) {
                if (!g.readable) {
                    error = ScsText::tr("Side %1: %2: the damage of %3 cannot be read.")
                                .arg(label, ship.name, hull.systemLabel(g.system));
                    return false;
                }
            }
            ship.hull = int(side.hulls.size());
            std::vector<std::vector<double>> worth;
            for (const Hull::Gun &g : hull.guns) {
                std::vector<double> byNeeded(std::size_t(side.hitDie) + 1);
                for (int n = 0; n <= side.hitDie; ++n)
                    byNeeded[std::size_t(n)] = meanFiringDamage(hull, g, n, side.hitDie);
                worth.push_back(std::move(byNeeded));
            }
            side.worth.push_back(std::move(worth));
            side.hulls.push_back(std::move(hull));
            designs << c->id;
        }
        ship.points = std::max(0, c->points);
        ship.initiative = c->initiative;
        ship.signature = c->signatureForward;
        for (const Hull::Gun &g : side.hulls[std::size_t(ship.hull)].guns)
            ship.firepower += std::max(0.0, g.dice.bonus + g.dice.count * (g.dice.sides + 1) / 2.0);
        side.ships.push_back(std::move(ship));
    }
    return true;
}

// Each gun's attack kind: its weapon name, numbered in order of first appearance.
void numberKinds(ScsBattle::Side &side, QStringList &kinds)
{
    for (const Hull &h : side.hulls) {
        std::vector<int> ids;
        for (const Hull::Gun &g : h.guns) {
            const QString &name = h.systemNames[std::size_t(g.system)];
            int k = int(kinds.indexOf(name));
            if (k < 0) {
                k = int(kinds.size());
                kinds << name;
            }
            ids.push_back(k);
        }
        side.kinds.push_back(std::move(ids));
    }
}

} // namespace

double meanHitDamage(const Hull &h, const Hull::Gun &gun, int through)
{
    const double mean = gun.dice.bonus + damageDice(h, gun, through) * (gun.dice.sides + 1) / 2.0;
    return std::max(0.0, mean);
}

double meanFiringDamage(const Hull &h, const Hull::Gun &gun, int needed, int die)
{
    const int hits = std::clamp(needed, 0, die);
    double pulses = 0; // the mean pulses of a shot, over its to-hit rolls (0 on a miss)
    for (int roll = 1; roll <= hits; ++roll) {
        if (!h.rollsPulses(gun)) {
            pulses += h.fixedPulses(gun);
            continue;
        }
        for (int face = 1; face <= gun.pulseDie; ++face)
            pulses += Hull::rolledPulses(gun, face, needed - roll) / double(gun.pulseDie);
    }
    pulses /= std::max(1, die);
    // A "perDie" or single pulse is one hit of the whole damage.
    const double perPulse = h.rollsPulses(gun)
                                ? meanHitDamage(h, gun, 1)
                                : meanHitDamage(h, gun, h.fixedPulses(gun)) / h.fixedPulses(gun);
    return gun.shots * pulses * perPulse;
}

Result<std::unique_ptr<combat::Battle>> ScsBattle::create(const ScsCombat &combat, const Fleet &a,
                                                          const Fleet &b,
                                                          const combat::BattleSettings &settings)
{
    using Out = Result<std::unique_ptr<combat::Battle>>;
    if (settings.turnLimit < 1 || settings.startRange < 0 || settings.closingRate < 0)
        return Out::failure(
            ScsText::tr("A battle needs at least one turn and ranges of 0 hexes or more."));
    std::unique_ptr<ScsBattle> battle(new ScsBattle);
    battle->m_settings = settings;
    QString error;
    if (!readSide(combat, a, QStringLiteral("A"), battle->m_sides[0], error)
        || !readSide(combat, b, QStringLiteral("B"), battle->m_sides[1], error))
        return Out::failure(error);
    numberKinds(battle->m_sides[0], battle->m_kinds);
    numberKinds(battle->m_sides[1], battle->m_kinds);

    QStringList &notes = battle->m_assumptions;
    const auto hexes = [](int n) {
        return ScsText::tr("%n hex(es)", "a distance", n);
    };
    notes << ScsText::tr("No map: every ship of both fleets is in play from turn 1 at %1; the "
                         "range closes by %2 after each turn, never below 0. Movement, thrust, "
                         "turn delays, pivots, power diversion, fighters, jamming and stealth are "
                         "not modelled.")
                 .arg(hexes(settings.startRange), hexes(settings.closingRate));
    notes << ScsText::tr("Each turn every ship rolls initiative, d20 + its bonus (less 2 per "
                         "destroyed C&C row and 6 per lost side); ties are a roll-off. Ships fire "
                         "in initiative order, lowest first, ballistics first; fire is "
                         "simultaneous: a ship destroyed this turn still fires.");
    const auto bearingNote = [](const Side &side) {
        return side.bearingAll
                   ? ScsText::tr("Side %1: every weapon bears on the target whatever its arc "
                                 "(rules option bearing = all, a simplification).")
                         .arg(side.label)
                   : ScsText::tr("Side %1: each turn a ship turns to the bearing on its target "
                                 "that lets the weapons worth the most fire together (mean "
                                 "damage before armour of those charged and in range); only "
                                 "weapons whose arc holds that bearing fire. An arc's edge "
                                 "belongs to it.")
                         .arg(side.label);
    };
    notes << bearingNote(battle->m_sides[0]) << bearingNote(battle->m_sides[1]);
    notes << ScsText::tr("Every shot meets the target's forward signature, +2 per side it has "
                         "lost; the d10 side chart gives the side its hits strike.");
    notes << ScsText::tr("A weapon fires whenever it is charged (every recharge turns) and in "
                         "range (its range-modifier row); after 2 turns of firing in a row it "
                         "cools down for 1 turn. A weapon of several shots rolls each; each "
                         "rolled pulse and each rake is a hit that meets armour on its own.");
    notes << ScsText::tr("Intercept: when a pulse, ballistic, matter or plasma shot hits, the "
                         "target declares at most one weapon with an intercept value that has "
                         "not fired or intercepted this turn: the one whose expected block (its "
                         "chance times the damage it stops) most exceeds the mean damage of its "
                         "own fire this turn (nothing when it does not bear or is not charged); "
                         "none when no block is worth more. That weapon then does not fire this "
                         "turn. Arcs do not limit interception.");
    notes << ScsText::tr("All of a ship's weapons hit the side of its target that one d10 roll "
                         "gives each turn.");
    notes << ScsText::tr("Criticals: a damaged weapon survives on d10 ≤ its boxes left, or is out "
                         "for the battle; each destroyed C&C row costs 2 initiative. Thrust, "
                         "sensor, shield and power losses (rules option criticalLoss) are logged "
                         "but change nothing without a map; a jump engine is never used.");
    notes << policyText(settings.policy);
    notes << ScsText::tr("Victory points: the points of the enemy ships destroyed. A side left "
                         "with ships when the other has none wins; otherwise more points win, "
                         "equal points are a draw. Damage dealt counts boxes marked.");
    notes << combat::optionsInForce(combat.specs(), a, b,
                                    {option::HitDie, option::Destruction, option::CriticalsTiming,
                                     option::Pulses, option::BallisticIntercept,
                                     option::CriticalLoss, combat::BearingOption, option::RowLength,
                                     option::BlockSize});
    notes.removeAll(QString());
    return Out(std::move(battle));
}

QString ScsBattle::shipName(int side, int ship) const
{
    return m_sides[std::size_t(side)].ships[std::size_t(ship)].name;
}

std::unique_ptr<combat::BattleRunner> ScsBattle::runner() const
{
    return std::make_unique<ScsRunner>(*this);
}

} // namespace fw::model::scs
