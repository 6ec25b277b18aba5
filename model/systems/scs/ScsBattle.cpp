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

bool canBeIntercepted(const ScsBattle::Side &side)
{
    for (const Hull &h : side.hulls) {
        for (const Hull::Gun &g : h.guns) {
            if (Hull::interceptable(g.mode))
                return true;
        }
    }
    return false;
}

} // namespace

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
    battle->m_sides[0].intercepts = canBeIntercepted(battle->m_sides[1]);
    battle->m_sides[1].intercepts = canBeIntercepted(battle->m_sides[0]);

    QStringList &notes = battle->m_assumptions;
    notes << ScsText::tr("No map: every ship of both fleets is in play from turn 1 at %1 hexes; "
                         "the range closes by %2 hexes after each turn, never below 0. Movement, "
                         "thrust, turn delays, pivots, arcs, power diversion, fighters, jamming "
                         "and stealth are not modelled.")
                 .arg(settings.startRange)
                 .arg(settings.closingRate);
    notes << ScsText::tr("Each turn every ship rolls initiative, d20 + its bonus (less 2 per "
                         "destroyed C&C row and 6 per lost side); ties are a roll-off. Ships fire "
                         "in initiative order, lowest first, ballistics first; fire is "
                         "simultaneous: a ship destroyed this turn still fires.");
    notes << ScsText::tr("The fleets face each other: every weapon bears and every shot meets the "
                         "target's forward signature, +2 per side it has lost.");
    notes << ScsText::tr("A weapon fires whenever it is charged (every recharge turns) and in "
                         "range (its range-modifier row); after 2 turns of firing in a row it "
                         "cools down for 1 turn.");
    notes << ScsText::tr("Intercept: a weapon with an intercept value intercepts instead of "
                         "firing when the enemy has pulse, ballistic, matter or plasma weapons. "
                         "Each intercepts once a turn, the best first, one at each such shot that "
                         "hits its own ship.");
    notes << ScsText::tr("All of a ship's weapons hit the side of its target that one d10 roll "
                         "gives each turn.");
    notes << ScsText::tr("Criticals: a damaged weapon survives on d10 ≤ its boxes left, or is out "
                         "for the battle; each destroyed C&C row costs 2 initiative. Thrust, "
                         "sensor, shield and power losses are logged but change nothing without "
                         "a map; a jump engine is never used.");
    notes << policyText(settings.policy);
    notes << ScsText::tr("Victory points: the points of the enemy ships destroyed. A side left "
                         "with ships when the other has none wins; otherwise more points win, "
                         "equal points are a draw. Damage dealt counts boxes marked.");
    notes << combat::optionsInForce(combat.specs(), a, b,
                                    {option::HitDie, option::Destruction, option::CriticalsTiming,
                                     option::Pulses, option::RowLength, option::BlockSize});
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
