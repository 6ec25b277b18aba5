#include "EasyStarBattle.h"

#include "../FleetCost.h"
#include "EasyStarCalculator.h"
#include "EasyStarCombat.h"
#include "EasyStarRunner.h"
#include "EasyStarSystem.h"

#include <algorithm>

namespace fw::model::easystar {

namespace {

using Battle = EasyStarBattle;

double hitChance(int toHit, int modifier)
{
    return toHit > 0 ? double(7 - naturalNeed(toHit, modifier)) / 6.0 : 0.0;
}

Battle::Gun gunOf(const CombatWeapon &w, int owner, bool targeting, double &firepower)
{
    Battle::Gun g;
    g.owner = owner;
    g.fighter = w.fighter;
    g.range = w.range;
    g.damage = w.damage;
    g.shots = std::max(1, w.shots);
    g.salvo = w.salvo;
    g.toHitShip = w.toHitShip;
    g.toHitFighter = w.toHitFighter;
    g.toHitMissile = w.toHitMissile;
    g.missile = w.missile;
    g.pointDefense = w.pointDefense;
    // Interceptors hunt fighters; attack craft and ships' weapons go for ships.
    g.huntsFighters = w.fighter && w.toHitFighter > 0;
    g.powerUpSafe = w.powerUpDamageSafe;
    g.cost = w.cost;
    firepower += g.shots * g.damage * hitChance(g.toHitShip, targeting ? 1 : 0);
    return g;
}

// The flag of each device id, in Battle::Flag order.
constexpr const char *DeviceIds[Battle::FlagCount] = {
    "ecm",          "targetingPod", "deflectorShield", "frontalArmor",
    "displacerPod", "powerUpPod",   "jumpEngine",      "maneuveringPod",
};

// Reads one fleet into a side; the reason (translated) when it cannot fight, else empty.
QString readSide(const EasyStarCombat &combat, const Fleet &fleet, Battle::Side &side)
{
    using Ship = Battle::Ship;
    using Gun = Battle::Gun;
    using Fighter = Battle::Fighter;
    const EasyStarSystem &system = combat.system();
    const EasyStarRules &rules = system.rules();
    if (fleet.systemId != system.id() || !fleet.settings)
        return EasyStarText::tr("Both fleets must be EasyStar fleets.");
    if (fleet.ships.empty())
        return EasyStarText::tr("Fleet “%1” has no ships.").arg(fleet.name);
    const EasyStarOptions options = system.resolve(fleet);
    const EasyStarCalculator calc(rules, options, EasyStarCalculator::Detail::Totals);
    side.fleetName = fleet.name;
    side.points = fleetCost(system, fleet);
    side.crit = combat.critTable(options);
    side.damageControl = fleet.settingsAs<EasyStarFleetSettings>().damageControl;

    struct FighterGun
    {
        int fighter;
        CombatWeapon weapon;
    };
    std::vector<FighterGun> fighterGuns;
    for (int i = 0; i < int(fleet.ships.size()); ++i) {
        const auto &design = fleet.shipAs<EasyStarShip>(std::size_t(i));
        const CombatShip c = combat.combatShip(fleet, i, calc);
        if (!c.shipClass)
            return EasyStarText::tr("Ship “%1” has an unknown class.").arg(c.name);
        Ship ship;
        ship.capacity = std::max(1, c.damage);
        ship.cost = c.cost;
        ship.selfRepair = c.shipClass->selfRepair;
        ship.flagship = c.flagship;
        ship.flagshipDamageControl = c.flagshipDamageControl;
        const bool present[Battle::FlagCount]
            = {c.ecm,       c.targeting, c.deflector, c.armour,
               c.displacer, c.powerUp,   c.jump,      c.manoeuvring};
        for (int f = 0; f < Battle::FlagCount; ++f) {
            if (!present[f])
                continue;
            ship.flags |= std::uint8_t(1u << f);
            // A device from the flagship advantage cost nothing (EasyStar §V.F).
            const Auxiliary *aux = rules.auxiliary(QLatin1String(DeviceIds[f]));
            ship.deviceCost[std::size_t(f)]
                = aux && design.auxiliaries.contains(QLatin1String(DeviceIds[f])) ? aux->cost : 0;
        }
        ship.gunBegin = int(side.guns.size());
        for (const CombatWeapon &w : c.weapons) {
            side.guns.push_back(gunOf(w, i, c.targeting, ship.firepower));
            side.gunNames.push_back(w.name);
        }
        ship.gunEnd = int(side.guns.size());
        ship.boughtBays = design.fighterBays;
        ship.freeBays = std::max(0, c.bays - design.fighterBays);
        ship.bayCost = rules.fighterBay.cost;
        ship.fighterBegin = int(side.fighters.size());
        for (const CombatWeapon &w : c.fighterWeapons) {
            const FighterType &type = rules.fighters[std::size_t(w.fighterType)];
            const std::size_t t = std::size_t(w.fighterType);
            const int total = c.fighters[t] + c.freeFighters[t];
            for (int n = 0; n < total; ++n) {
                Fighter f;
                f.carrier = i;
                f.value = n < c.fighters[t] ? type.cost : 0;
                f.damage = std::max(1, type.damage);
                // EasyStar §V.E, §VIII.C: launched into an adjacent hex, then up to its
                // speed in hexes, then it fires at its weapon's range.
                f.reach = 1 + type.speed + w.range;
                fighterGuns.push_back({int(side.fighters.size()), w});
                side.fighters.push_back(f);
                side.fighterNames.push_back(EasyStarText::tr("%1 %2-%3")
                                                .arg(c.name, EasyStarText::table(type.abbrev))
                                                .arg(n + 1));
                ship.firepower += w.damage * hitChance(w.toHitShip, 0);
            }
        }
        ship.fighterEnd = int(side.fighters.size());
        side.ships.push_back(ship);
        side.shipNames.push_back(c.name);
    }
    for (const FighterGun &fg : fighterGuns) {
        double unused = 0;
        side.fighters[std::size_t(fg.fighter)].gun = int(side.guns.size());
        side.guns.push_back(gunOf(fg.weapon, fg.fighter, false, unused));
        side.gunNames.push_back(fg.weapon.name);
    }
    for (int f = 0; f < int(side.fighters.size()); ++f)
        side.fighterOrder.push_back(f);
    std::stable_sort(side.fighterOrder.begin(), side.fighterOrder.end(), [&side](int x, int y) {
        const Gun &p = side.guns[std::size_t(side.fighters[std::size_t(x)].gun)];
        const Gun &q = side.guns[std::size_t(side.fighters[std::size_t(y)].gun)];
        return p.damage > q.damage;
    });
    return {};
}

// In the log, ship names that both fleets use get the side's letter.
void nameForLog(std::array<Battle::Side, 2> &sides)
{
    for (int s = 0; s < 2; ++s) {
        Battle::Side &side = sides[std::size_t(s)];
        const Battle::Side &other = sides[std::size_t(1 - s)];
        for (const QString &name : side.shipNames) {
            const bool shared = std::find(other.shipNames.begin(), other.shipNames.end(), name)
                                != other.shipNames.end();
            side.logNames.push_back(shared ? EasyStarText::tr("%1 (%2)").arg(
                                        name, s == 0 ? QStringLiteral("A") : QStringLiteral("B"))
                                           : name);
        }
        for (std::size_t f = 0; f < side.fighters.size(); ++f) {
            const int carrier = side.fighters[f].carrier;
            if (side.logNames[std::size_t(carrier)] != side.shipNames[std::size_t(carrier)]) {
                side.fighterNames[f] += EasyStarText::tr(" (%1)").arg(s == 0 ? QStringLiteral("A")
                                                                             : QStringLiteral("B"));
            }
        }
    }
}

QStringList battleAssumptions(const EasyStarCombat &combat, const Fleet &a, const Fleet &b,
                              const combat::BattleSettings &settings)
{
    QStringList notes;
    notes << EasyStarText::tr("No map: the fleets start %n hex(es) apart and close by %1 per turn "
                              "to a range of 1; every ship is at that range from every enemy, "
                              "arcs of fire, movement, collisions and ramming are left out.",
                              nullptr, settings.startRange)
                 .arg(settings.closingRate);
    notes << EasyStarText::tr("Weapons fire alternately, one at a time (EasyStar §VII). Which "
                              "fleet is Yellow, with the initiative on odd turns, is drawn at "
                              "random for every battle; the other has it on even turns. Ships "
                              "fire in fleet order and each ship's weapons in design order, then "
                              "the fighters. A ship destroyed before all its weapons fired fires "
                              "one of them at once; a weapon knocked out before it fired fires at "
                              "once.");
    notes << EasyStarText::tr("Targets: focus fires at the first enemy ship still fighting, spread "
                              "at a random one, biggest threat at the one with the most expected "
                              "damage per turn. Interceptors and point defense fire at fighters "
                              "first; other weapons at ships, and at fighters when no ship is in "
                              "reach.");
    notes << EasyStarText::tr(
        "Hits from ships' weapons count as hits through the front (the fleets "
        "face each other), so frontal armor takes 1 off each; fighters' hits "
        "do not.");
    notes << EasyStarText::tr("One unfired point-defense turret of the target fires at each "
                              "incoming missile; the displacer pod is used on the first hit each "
                              "turn that would do damage.");
    notes << EasyStarText::tr(
        "The bi-directional missile fires both its shots every turn, each at a "
        "target of its own; the torpedo bank fires all three at one target.");
    notes << EasyStarText::tr(
        "Fighters launch together once the range is within their reach (1 hex "
        "to launch, their speed, their weapon's range), then attack every "
        "turn and can be fired on at range 1. They never return aboard.");
    notes << EasyStarText::tr("Critical hits: navigation hits and speed losses have no effect "
                              "without a map. On a weapons hit the owner gives up a device of no "
                              "use here or else the cheapest item; the attacker takes the most "
                              "expensive item. Frontal armor, engines and gun mounts cannot be "
                              "lost.");
    notes << EasyStarText::tr("The power-up pod gives +1 damage to the first weapon each turn that "
                              "fires at a ship and stays within its mount's limit; +1 range is "
                              "not used.");
    notes << EasyStarText::tr("Damage-control counters are used at the start of a turn on the most "
                              "damaged ship once it has lost 2 or more: as many counters together "
                              "as repair no more than the damage taken. A Leviathan repairs 1 "
                              "damage at the start of every turn (EasyStar §VI.C).");
    notes << EasyStarText::tr("The battle ends when a side has no ship and no launched fighter "
                              "left (the other side wins) or after %n turn(s); then the side with "
                              "more victory points wins, equal points are a draw (EasyStar §X).",
                              nullptr, settings.turnLimit);
    notes << EasyStarText::tr("Victory points: a destroyed ship scores its cost with the fighters "
                              "aboard, less what its knocked-out items already scored; a "
                              "destroyed fighter scores %1; an item knocked out by a critical hit "
                              "scores its cost (EasyStar §IX.E).")
                 .arg(EasyStarCombat::FighterVp);
    QStringList crit = combat.criticalAssumptions(a);
    const QStringList critB = combat.criticalAssumptions(b);
    if (critB != crit) {
        for (QString &line : crit)
            line = EasyStarText::tr("Side A: %1").arg(line);
        for (const QString &line : critB)
            crit << EasyStarText::tr("Side B: %1").arg(line);
    }
    notes << crit;
    return notes;
}

} // namespace

// ----- preparing ----------------------------------------------------------------------------

Result<std::unique_ptr<combat::Battle>>
EasyStarBattle::create(const EasyStarCombat &combat, const Fleet &a, const Fleet &b,
                       const combat::BattleSettings &settings)
{
    const auto fail = [](QString message) {
        return Result<std::unique_ptr<combat::Battle>>::failure(std::move(message));
    };
    const EasyStarSystem &system = combat.system();
    const EasyStarRules &rules = system.rules();
    if (settings.turnLimit < 1)
        return fail(EasyStarText::tr("A battle needs at least one turn."));
    if (settings.startRange < 0 || settings.closingRate < 0)
        return fail(EasyStarText::tr("The range and the closing rate cannot be negative."));

    std::unique_ptr<EasyStarBattle> battle(new EasyStarBattle);
    battle->m_settings = settings;
    for (std::size_t e = 0; e < battle->m_critNames.size(); ++e)
        battle->m_critNames[e] = combat.critName(CritEffect(e));
    for (std::size_t f = 0; f < battle->m_deviceNames.size(); ++f)
        battle->m_deviceNames[f] = rules.deviceName(QLatin1String(DeviceIds[f]));
    const Fleet *fleets[2] = {&a, &b};
    for (int s = 0; s < 2; ++s) {
        const QString error = readSide(combat, *fleets[s], battle->m_sides[std::size_t(s)]);
        if (!error.isEmpty())
            return fail(error);
    }

    nameForLog(battle->m_sides);
    battle->m_assumptions = battleAssumptions(combat, a, b, settings);
    return Result<std::unique_ptr<combat::Battle>>(std::move(battle));
}

QString EasyStarBattle::shipName(int side, int ship) const
{
    return m_sides[std::size_t(side)].shipNames[std::size_t(ship)];
}

std::unique_ptr<combat::BattleRunner> EasyStarBattle::runner() const
{
    return std::make_unique<EasyStarRunner>(*this);
}

} // namespace fw::model::easystar
