#include "TalonCombat.h"

#include "../../combat/AttackHelpers.h"
#include "../../combat/OptionNotes.h"

#include "TalonBattle.h"
#include "TalonSystem.h"

#include <algorithm>

namespace fw::model::talon {

namespace {

QString shipLabel(const Fleet &fleet, int ship, const TalonCounter &c)
{
    const QString name = fleet.ships[std::size_t(ship)]->name.trimmed();
    if (!name.isEmpty())
        return name;
    return counterName(c);
}

} // namespace

MissileOdds missileOdds(const AttackNumbers &n, int threshold, bool damaged)
{
    // One source's damage: 0, below the threshold, at least the threshold.
    const auto step = [threshold](MissileOdds m, int damage, double p) {
        MissileOdds out;
        if (damage <= 0) {
            out = m;
        } else {
            out.destroyed = m.destroyed + m.damaged + (damage >= threshold ? m.undamaged : 0.0);
            out.damaged = damage >= threshold ? 0.0 : m.undamaged;
        }
        return MissileOdds{out.undamaged * p, out.damaged * p, out.destroyed * p};
    };
    MissileOdds start;
    (damaged ? start.damaged : start.undamaged) = 1.0;
    if (!n.rolled) {
        MissileOdds m = start;
        for (int k = 0; k < n.dice * n.perDie; ++k)
            m = step(m, n.face[5], 1.0);
        return m;
    }
    if (n.perDie > 1) {
        // One die for the group: each of its weapons deals what the die shows.
        MissileOdds sum;
        for (const int d : n.face) {
            MissileOdds m = start;
            for (int k = 0; k < n.perDie; ++k)
                m = step(m, d, 1.0);
            sum.undamaged += m.undamaged / 6;
            sum.damaged += m.damaged / 6;
            sum.destroyed += m.destroyed / 6;
        }
        return sum;
    }
    MissileOdds m = start;
    for (int k = 0; k < n.dice; ++k) {
        MissileOdds next;
        for (const int d : n.face) {
            const MissileOdds part = step(m, d, 1.0 / 6);
            next.undamaged += part.undamaged;
            next.damaged += part.damaged;
            next.destroyed += part.destroyed;
        }
        m = next;
    }
    return m;
}

QString groupName(const WeaponGroup &g)
{
    return g.count > 1 ? TalonText::tr("%1 ×%2").arg(weaponKindName(g.weapon)).arg(g.count)
                       : weaponKindName(g.weapon);
}

TalonCombat::TalonCombat(const TalonSystem &system)
    : m_system(system)
{
    std::vector<combat::Choice> arcs;
    for (int i = 0; i < ArcCount; ++i)
        arcs.push_back({arcIds()[i], arcName(Arc(i))});
    m_modifiers.push_back(combat::choiceModifier(
        QLatin1String(modifier::Arc), TalonText::tr("Shield arc hit"), std::move(arcs),
        arcIds().front(),
        QStringLiteral("Talon digest §3.8: damage goes to the shield arc facing the attacker")));
    m_modifiers.push_back(combat::numberModifier(
        modifier::ShieldsMarked, TalonText::tr("Shield boxes already marked on that arc"),
        MaxShield, QStringLiteral("Talon digest §3.8")));
    m_modifiers.push_back(combat::numberModifier(modifier::HullMarked,
                                                 TalonText::tr("Hull boxes the target has marked"),
                                                 MaxHull, QStringLiteral("Talon digest §3.8")));
}

QString TalonCombat::rangeUnit() const
{
    return TalonText::tr("hexes");
}

const TalonCounter *TalonCombat::shipCounter(const Fleet &fleet, int ship) const
{
    if (fleet.systemId != QLatin1String("talon") || ship < 0
        || std::size_t(ship) >= fleet.ships.size())
        return nullptr;
    return m_system.counterOf(fleet, fleet.ships[std::size_t(ship)]->classId);
}

std::vector<combat::Choice> TalonCombat::weapons(const Fleet &fleet, int ship) const
{
    std::vector<combat::Choice> out;
    const TalonCounter *c = shipCounter(fleet, ship);
    if (!c)
        return out;
    for (std::size_t g = 0; g < c->weaponGroups.size(); ++g) {
        const WeaponGroup &w = c->weaponGroups[g];
        QStringList arcs;
        for (const Arc a : w.arcs)
            arcs << arcName(a);
        out.push_back(
            {QStringLiteral("g%1").arg(g + 1),
             TalonText::tr("%1 (%2)").arg(groupName(w), arcs.join(QStringLiteral(", ")))});
    }
    return out;
}

std::vector<combat::Choice> TalonCombat::targetKinds() const
{
    return {{QLatin1String(MissileTarget), TalonText::tr("Missile")},
            {QLatin1String(DamagedMissileTarget), TalonText::tr("Damaged missile")}};
}

TalonCombat::Attack TalonCombat::attack(const combat::AttackSetup &setup) const
{
    Attack a;
    const auto fail = [&](QString message) {
        a.error = std::move(message);
        return a;
    };
    const auto value = [&](const char *id) {
        return combat::modifierValue(m_modifiers, setup, id);
    };
    const Fleet *fleet = setup.attackerFleet;
    const bool listed
        = fleet && setup.attacker >= 0 && std::size_t(setup.attacker) < fleet->ships.size();
    const TalonCounter *c = listed ? shipCounter(*fleet, setup.attacker) : nullptr;
    if (!c) {
        if (!listed)
            return fail(TalonText::tr("Choose an attacking ship."));
        const ShipDesign &ship = *fleet->ships[std::size_t(setup.attacker)];
        return fail(
            TalonText::tr("%1: the counter \"%2\" is missing.").arg(ship.name, ship.classId));
    }
    a.attacker = shipLabel(*fleet, setup.attacker, *c);
    a.attackFleet = fleet;
    if (setup.weapon < 0 || std::size_t(setup.weapon) >= c->weaponGroups.size())
        return fail(TalonText::tr("%1 has no such weapon group.").arg(a.attacker));
    const WeaponGroup &group = c->weaponGroups[std::size_t(setup.weapon)];
    a.kind = group.weapon;
    a.count = group.count;
    a.weapon = groupName(group);
    if (group.count < 1 || group.count > MaxDice)
        return fail(TalonText::tr("%1 of %2 has %3 weapons: combat takes 1 to %4.")
                        .arg(a.weapon, a.attacker)
                        .arg(group.count)
                        .arg(MaxDice));
    const WeaponTable &table = m_system.rules().weapon(group.weapon);
    a.range = setup.range;
    if (!inRange(table, setup.range))
        return fail(TalonText::tr("Out of range: %1 fires at %2 to %3 hexes.")
                        .arg(weaponKindName(group.weapon))
                        .arg(table.minRange)
                        .arg(table.maxRange));
    const TalonOptions own = m_system.resolve(*fleet);
    a.numbers = attackNumbers(table, group.weapon, setup.range, group.count, own);
    a.targetFleet = setup.targetFleet;

    if (!setup.targetKind.isEmpty()) {
        if (setup.targetKind == QLatin1String(MissileTarget))
            a.missile = 1;
        else if (setup.targetKind == QLatin1String(DamagedMissileTarget))
            a.missile = 2;
        else
            return fail(TalonText::tr("Unknown target kind \"%1\".").arg(setup.targetKind));
        if (group.weapon == WeaponKind::Missile)
            return fail(TalonText::tr("Missiles are launched at ships, not at missiles."));
        a.targetName
            = a.missile == 1 ? TalonText::tr("a missile") : TalonText::tr("a damaged missile");
        a.threshold = (a.targetFleet ? m_system.resolve(*a.targetFleet) : own).missileThreshold;
        if (!a.targetFleet)
            a.targetFleet = fleet;
        return a;
    }
    const Fleet *targets = setup.targetFleet;
    if (!targets || setup.target < 0 || std::size_t(setup.target) >= targets->ships.size())
        return fail(TalonText::tr("Choose a target ship."));
    const TalonCounter *t = shipCounter(*targets, setup.target);
    if (!t)
        return fail(TalonText::tr("%1: the counter \"%2\" is missing.")
                        .arg(targets->ships[std::size_t(setup.target)]->name,
                             targets->ships[std::size_t(setup.target)]->classId));
    a.target = t;
    a.targetName = shipLabel(*targets, setup.target, *t);
    if (ignoresDamage(t->hull, group.weapon)) {
        // The cannon still rolls (its die counts for the rest of the cone), but deals nothing.
        a.immune = true;
        a.numbers.face.fill(0);
    }
    if (!hullTrack(*t, m_system.resolve(*targets), a.hull) || a.hull.boxes < 1)
        return fail(TalonText::tr("%1 has %n hull box(es): combat takes 1 to %2.", nullptr,
                                  int(t->hullBoxes.size()))
                        .arg(a.targetName)
                        .arg(MaxHull));
    a.arc = Arc(value(modifier::Arc));
    a.shieldsFull = std::max(0, t->shields[std::size_t(a.arc)]);
    a.shieldsLeft = std::max(0, a.shieldsFull - value(modifier::ShieldsMarked));
    a.marked = value(modifier::HullMarked);
    if (a.marked >= a.hull.boxes)
        return fail(TalonText::tr("%1 has %n hull box(es): with all of them marked it has "
                                  "already exploded.",
                                  nullptr, a.hull.boxes)
                        .arg(a.targetName));
    return a;
}

QStringList TalonCombat::assumptions(const Attack &a) const
{
    const std::vector<RulesOptionSpec> &specs = m_system.options();
    QStringList out;
    if (a.numbers.rolled && a.count > 1)
        out << combat::optionInForce(specs, *a.attackFleet, option::GroupRolls);
    if (a.missile > 0)
        out << combat::optionInForce(specs, *a.targetFleet, option::MissileThreshold)
            << TalonText::tr("Each weapon of a group is a source of damage of its own for a "
                             "missile, one after another (rulebook p. 12, the Defiant example).");
    if (a.target) {
        out << combat::optionInForce(specs, *a.targetFleet, option::HullPower);
        out << TalonText::tr("The numbers of the built-in counters come from a fan transcription "
                             "not checked against the physical counters.");
    }
    out.removeAll(QString());
    return out;
}

Result<std::unique_ptr<combat::PreparedAttack>>
TalonCombat::prepareAttack(const combat::AttackSetup &setup) const
{
    const Attack a = attack(setup);
    if (!a.error.isEmpty())
        return Result<std::unique_ptr<combat::PreparedAttack>>::failure(a.error);
    return combat::preparedAttack(
        [numbers = a.numbers](dice::Rng &rng) { return rollDamage(numbers, rng); });
}

// docs/combat.md, "Talon": the fleets meet at 4 hexes (every weapon but the phaser and the fusion
// cannon reaches) and close 1 hex a round, never below 1; 12 rounds at most.
combat::BattleSettings TalonCombat::defaultBattleSettings() const
{
    return {4, 1, 12, combat::TargetPolicy::Focus};
}

Result<std::unique_ptr<combat::Battle>>
TalonCombat::prepareBattle(const Fleet &a, const Fleet &b,
                           const combat::BattleSettings &settings) const
{
    return TalonBattle::create(*this, a, b, settings);
}

} // namespace fw::model::talon
