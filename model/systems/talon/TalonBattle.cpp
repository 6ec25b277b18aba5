#include "TalonBattle.h"

#include "../../combat/OptionNotes.h"
#include "../FleetCost.h"

#include "TalonCombat.h"
#include "TalonRunner.h"
#include "TalonSystem.h"

#include <algorithm>

namespace fw::model::talon {

namespace {

QString policyText(combat::TargetPolicy policy)
{
    switch (policy) {
    case combat::TargetPolicy::Focus:
        return TalonText::tr("Targets (Focus): every ship fires at the first surviving enemy in "
                             "fleet order until it is destroyed.");
    case combat::TargetPolicy::Spread:
        return TalonText::tr("Targets (Spread): each ship picks a surviving enemy at random when "
                             "a group first fires, and again when that one is destroyed.");
    case combat::TargetPolicy::BiggestThreat:
        return TalonText::tr("Targets (Biggest threat): the surviving enemy whose weapon groups "
                             "deal the most damage at their best, then the first in fleet order.");
    }
    return {};
}

// A counter worked out for battle; false with `error` set when combat cannot take it.
bool makeCounter(const TalonCombat &combat, const TalonCounter &c, const TalonOptions &own,
                 TalonBattle::Counter &out, QString &error)
{
    out.name = counterName(c);
    if (!hullTrack(c, own, out.hull) || out.hull.boxes < 1) {
        error = TalonText::tr("%1 has %n hull box(es): combat takes 1 to %2.", nullptr,
                              int(c.hullBoxes.size()))
                    .arg(out.name)
                    .arg(MaxHull);
        return false;
    }
    if (c.weaponGroups.size() > std::size_t(TalonBattle::MaxGroups)) {
        error = TalonText::tr("%1 has %2 weapon groups: a battle takes %3 at most.")
                    .arg(out.name)
                    .arg(c.weaponGroups.size())
                    .arg(TalonBattle::MaxGroups);
        return false;
    }
    for (int a = 0; a < ArcCount; ++a)
        out.shields[std::size_t(a)] = std::clamp(c.shields[std::size_t(a)], 0, MaxShield);
    std::vector<std::vector<combat::ArcSpan>> arcs;
    for (const WeaponGroup &w : c.weaponGroups) {
        if (w.count < 1 || w.count > MaxDice) {
            error = TalonText::tr("%1: a group of %2 weapons: combat takes 1 to %3.")
                        .arg(out.name)
                        .arg(w.count)
                        .arg(MaxDice);
            return false;
        }
        TalonBattle::Group g;
        g.name = groupName(w);
        g.kind = w.weapon;
        g.red = std::max(0, w.red);
        g.boxes = g.red + std::max(0, w.yellow);
        g.missile = w.weapon == WeaponKind::Missile;
        const WeaponTable &table = combat.system().rules().weapon(w.weapon);
        for (int r = 0; r <= TalonBattle::MaxRange; ++r) {
            g.reaches[std::size_t(r)] = inRange(table, r) && g.boxes > 0;
            const AttackNumbers &n = g.fire[std::size_t(r)]
                = attackNumbers(table, w.weapon, r, w.count, own);
            double mean = 0;
            for (const int d : n.face)
                mean += n.rolled ? d / 6.0 : 0.0;
            g.value[std::size_t(r)] = !g.reaches[std::size_t(r)] ? 0.0
                                      : n.rolled                 ? mean * n.dice * n.perDie
                                                 : double(n.face[5] * n.dice * n.perDie);
        }
        out.groups.push_back(std::move(g));
        std::vector<combat::ArcSpan> spans;
        for (const Arc a : w.arcs)
            spans.push_back(TalonBattle::arcSpan(a));
        arcs.push_back(std::move(spans));
    }
    // A target on the line between two arcs lies in both (assumption: the sources are silent).
    out.bearing = combat::BearingChoice(arcs, true);
    out.fighter = c.hull == HullType::Fighter;
    // The starting entry of the power curve (digest §3.8); a curve without one starts on its
    // first entry.
    const auto start = std::find_if(c.powerCurve.begin(), c.powerCurve.end(),
                                    [](const PowerEntry &e) { return e.start; });
    out.speed = start != c.powerCurve.end() ? start->speed
                : c.powerCurve.empty()      ? 0
                                            : c.powerCurve.front().speed;
    for (int m = 0; m <= out.hull.boxes; ++m)
        out.ap[std::size_t(m)] = std::uint8_t(
            std::clamp(availablePower(c, out.speed, m, own), 0, TalonBattle::Side::MaxAp));
    out.explosion = c.explosion;
    return true;
}

// Reads one fleet into a side; false with `error` set when it cannot fight.
bool readSide(const TalonCombat &combat, const Fleet &fleet, const QString &label,
              TalonBattle::Side &side, QString &error)
{
    if (fleet.systemId != QLatin1String("talon")) {
        error = TalonText::tr("Side %1 is not a Talon fleet.").arg(label);
        return false;
    }
    if (fleet.ships.empty()) {
        error = TalonText::tr("Side %1 has no ships.").arg(label);
        return false;
    }
    const TalonOptions options = combat.system().resolve(fleet);
    side.label = label;
    side.points = fleetCost(combat.system(), fleet);
    side.bearingAll = options.bearingAll;
    // Power arrives one AP at a time, in the impulses whose box lists the ship's AP (digest
    // §3.2): AP a gives a per round; above 6, one in every impulse and the rest in F.
    const ImpulseChart &chart = impulseChart(options);
    for (int ap = 0; ap <= TalonBattle::Side::MaxAp; ++ap) {
        for (int i = 0; i < ImpulseCount; ++i) {
            const auto &speeds = chart[std::size_t(i)];
            const bool listed = std::find(speeds.begin(), speeds.end(), ap) != speeds.end();
            side.gains[std::size_t(ap)][std::size_t(i)] = std::uint8_t(
                ap <= 6 ? (listed ? 1 : 0) : 1 + (i == ImpulseCount - 1 ? ap - 6 : 0));
        }
    }
    QStringList ids;
    for (int i = 0; i < int(fleet.ships.size()); ++i) {
        const ShipDesign &s = *fleet.ships[std::size_t(i)];
        const TalonCounter *c = combat.shipCounter(fleet, i);
        if (!c) {
            error = TalonText::tr("Side %1: %2: the counter \"%3\" is missing.")
                        .arg(label, s.name, s.classId);
            return false;
        }
        TalonBattle::Ship ship;
        ship.name = s.name.trimmed().isEmpty() ? counterName(*c) : s.name;
        ship.logName = TalonText::tr("%1: %2").arg(label, ship.name);
        ship.counter = int(ids.indexOf(c->id));
        if (ship.counter < 0) {
            TalonBattle::Counter counter;
            if (!makeCounter(combat, *c, options, counter, error)) {
                error = TalonText::tr("Side %1: %2").arg(label, error);
                return false;
            }
            ship.counter = int(side.counters.size());
            side.counters.push_back(std::move(counter));
            ids << c->id;
        }
        ship.points = std::max(0, c->sp);
        for (const TalonBattle::Group &g : side.counters[std::size_t(ship.counter)].groups) {
            int best = 0;
            for (const AttackNumbers &n : g.fire)
                best = std::max(best, maxDamage(n));
            ship.firepower += best;
        }
        side.ships.push_back(std::move(ship));
    }
    return true;
}

} // namespace

combat::ArcSpan TalonBattle::arcSpan(Arc arc)
{
    switch (arc) {
    case Arc::Forward:
        return {330, 30};
    case Arc::Right:
        return {30, 150};
    case Arc::Rear:
        return {150, 210};
    case Arc::Left:
        return {210, 330};
    }
    return {};
}

Result<std::unique_ptr<combat::Battle>> TalonBattle::create(const TalonCombat &combat,
                                                            const Fleet &a, const Fleet &b,
                                                            const combat::BattleSettings &settings)
{
    using Out = Result<std::unique_ptr<combat::Battle>>;
    if (settings.turnLimit < 1 || settings.startRange < 0)
        return Out::failure(
            TalonText::tr("A battle needs at least one round and a range of 0 hexes or more."));
    std::unique_ptr<TalonBattle> battle(new TalonBattle);
    battle->m_settings = settings;
    const std::array<const Fleet *, 2> fleets{&a, &b};
    for (std::size_t s = 0; s < fleets.size(); ++s) {
        QString error;
        const QString label = s == 0 ? QStringLiteral("A") : QStringLiteral("B");
        if (!readSide(combat, *fleets[s], label, battle->m_sides[s], error))
            return Out::failure(error);
    }

    QStringList &notes = battle->m_assumptions;
    notes << TalonText::tr("No map: every ship of both fleets is in play from round 1 at %1 "
                           "hexes; the range closes by %2 hexes after each round, never below 1 "
                           "(a negative number opens it). Movement, terrain, turns, "
                           "afterburners, batteries, shield reinforcement and docking are not "
                           "modelled, and ships keep the speed of their power curve's starting "
                           "entry.")
                 .arg(settings.startRange)
                 .arg(settings.closingRate);
    const bool allA = battle->m_sides[0].bearingAll, allB = battle->m_sides[1].bearingAll;
    if (!allA || !allB)
        notes << TalonText::tr("Weapons that bear (rules option %1)%2: each round, and again "
                               "when its target changes, a ship turns to the bearing that lets "
                               "the weapon groups with the most expected damage against its "
                               "target bear at the round's range; only groups whose arcs hold "
                               "that bearing fire, the others keep their charge. The arcs are "
                               "the fan implementation's (digest §3.8): forward and rear one hex "
                               "side (60°) each, right and left two (120°); a bearing on the "
                               "line between two arcs lies in both (an assumption: the sources "
                               "are silent). The shield arc hit stays the die per arc.")
                     .arg(combat::optionName(combat.system().options(), combat::BearingOption),
                          allA   ? TalonText::tr(", side B")
                          : allB ? TalonText::tr(", side A")
                                 : QString());
    if (allA || allB)
        notes << TalonText::tr("Every weapon group bears whatever its arcs (rules option %1, a "
                               "simplification no position allows)%2.")
                     .arg(combat::optionName(combat.system().options(), combat::BearingOption),
                          !allA   ? TalonText::tr(", side B")
                          : !allB ? TalonText::tr(", side A")
                                  : QString());
    notes << TalonText::tr("A round is impulses A–F, then the Power Phase (digest §3.2). A die "
                           "gives one side the initiative each round; in every impulse its ships "
                           "act first, then the other side's, in fleet order.");
    notes << TalonText::tr("Power: a ship with AP a per round at its speed (its power curve, "
                           "less the Power lost to marked hull boxes, rules option %1) gains 1 "
                           "AP in each impulse whose box of the impulse chart lists a (rules "
                           "option %2), so a in a round; AP is spent at once charging its weapon "
                           "groups, red boxes of every group first, then yellow, in counter "
                           "order; AP left over with every group charged is lost.")
                 .arg(combat::optionName(combat.system().options(), option::HullPower),
                      combat::optionName(combat.system().options(), option::ImpulseChart));
    notes << TalonText::tr("Weapon groups start the battle charged (the fleets charged on the "
                           "approach), so a fighter, whose power curve gives no AP, fires once. "
                           "A group fires as soon as all its boxes are charged and the range is "
                           "within its table, then starts charging again. Fighters fight as "
                           "ships.");
    notes << TalonText::tr("The shield arc hit is the source's die-per-arc rule (a die per arc, "
                           "the highest takes it, ties rolled again), which gives each arc 1 in "
                           "4: one draw of 1–4 stands for it. Shields absorb first; the rest "
                           "marks hull boxes in order; every weak spot marked rolls 2d6 on the "
                           "Critical Damage table.");
    notes << TalonText::tr("Criticals: 2 marks 3 hull boxes, 10 one (and FTL offline, no "
                           "effect); 3 shields down for the rest of the battle; 5 and 9 destroy "
                           "a random weapon group still working; 8 Power −1; 11 no AP for the "
                           "rest of the battle; 12 destroys the ship. Repairs are not modelled; "
                           "4 (helm down) and 6 (turn radius +1) change nothing without a map.");
    notes << TalonText::tr("Missiles: a charged missile group launches one missile per weapon "
                           "at its target within 4 hexes; at speed 6 a missile closes one hex "
                           "an impulse and detonates in the impulse it reaches the target, for 2 "
                           "damage on an arc by the die-per-arc rule. Ships do not fire at "
                           "missiles; a missile whose target is gone is lost (redirecting is not "
                           "modelled).");
    notes << TalonText::tr("The Wave Motion Gun's displacement and the Fusion Cannon's other "
                           "targets in its cone need a map: the gun deals its damage, the cannon "
                           "hits its target only. Terran fighter groups ignore all Fusion Cannon "
                           "damage (rulebook p. 13), so a cannon holds its fire while its ship's "
                           "target is a fighter.");
    notes << TalonText::tr("A ship whose hull boxes are all marked explodes; without a map no "
                           "ship is adjacent, so the explosion damages no other ship.");
    notes << policyText(settings.policy);
    notes << TalonText::tr("Victory: the side with ships left when the other has none wins; at "
                           "the round limit the side that destroyed more Ship Points wins, equal "
                           "points are a draw. Victory points are the SP destroyed; damage dealt "
                           "counts shield and hull boxes marked.");
    // What drives a battle between the factions (docs/trial-battles.md, "The frame for Talon"):
    // the weapon tables of digest §3.8 favour a different range for each weapon, and without a
    // map no side can hold its own.
    notes << TalonText::tr("Range decides these battles more than the fleets: the weapon tables "
                           "favour different ranges (a disruptor hits on 2–6 at 2 hexes, on 3–6 "
                           "at 3, only on 5–6 at 1 and 4; a phaser deals 1–2 on every die at 1 "
                           "hex and 0–1 at 3), and on a map each side manoeuvres for its own. "
                           "Here the range only closes, then stays at 1 hex for the rest of the "
                           "battle. The example fleets (Talon 295 SP, Terran 284 SP) show it: "
                           "the Terrans win 97 % when the range closes to 1, 77 % at a steady 2 "
                           "hexes, 5 % at a steady 3. Read a one-sided result between the "
                           "factions as a result at these ranges, not as a verdict on the Ship "
                           "Points.");
    notes << TalonText::tr("The numbers of the built-in counters come from a fan transcription "
                           "not checked against the physical counters.");
    notes << combat::optionsInForce(
        combat.system().options(), a, b,
        {option::ImpulseChart, option::HullPower, option::GroupRolls, combat::BearingOption});
    notes.removeAll(QString());
    return Out(std::move(battle));
}

QString TalonBattle::shipName(int side, int ship) const
{
    return m_sides[std::size_t(side)].ships[std::size_t(ship)].name;
}

std::unique_ptr<combat::BattleRunner> TalonBattle::runner() const
{
    return std::make_unique<TalonRunner>(*this);
}

} // namespace fw::model::talon
