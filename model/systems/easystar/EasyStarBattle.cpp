#include "EasyStarBattle.h"

#include "EasyStarCalculator.h"
#include "EasyStarCombat.h"
#include "EasyStarSystem.h"

#include "../../combat/TargetPicker.h"

#include <algorithm>

namespace fw::model::easystar {

namespace {

using Battle = EasyStarBattle;

// EasyStar §V.D, Damage control: one counter repairs 2 damage, two together 5, three together 8.
constexpr int DamageControlRepair[4] = {0, 2, 5, 8};

int naturalNeed(int toHit, int modifier)
{
    return std::clamp(toHit - modifier, 1, 7);
}

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
        const Fleet &fleet = *fleets[s];
        if (fleet.systemId != system.id() || !fleet.settings)
            return fail(EasyStarText::tr("Both fleets must be EasyStar fleets."));
        if (fleet.ships.empty())
            return fail(EasyStarText::tr("Fleet “%1” has no ships.").arg(fleet.name));
        Side &side = battle->m_sides[std::size_t(s)];
        const EasyStarOptions options = system.resolve(fleet);
        const EasyStarCalculator calc(rules, options, EasyStarCalculator::Detail::Totals);
        side.fleetName = fleet.name;
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
                return fail(EasyStarText::tr("Ship “%1” has an unknown class.").arg(c.name));
            Ship ship;
            ship.capacity = std::max(1, c.damage);
            ship.cost = c.cost;
            ship.selfRepair = c.shipClass->selfRepair;
            ship.flagship = c.flagship;
            ship.flagshipDamageControl = c.flagshipDamageControl;
            const bool present[FlagCount] = {c.ecm,       c.targeting, c.deflector, c.armour,
                                             c.displacer, c.powerUp,   c.jump,      c.manoeuvring};
            for (int f = 0; f < FlagCount; ++f) {
                if (!present[f])
                    continue;
                ship.flags |= std::uint8_t(1u << f);
                // A device from the flagship advantage cost nothing (EasyStar §V.F).
                const Auxiliary *aux = rules.auxiliary(QLatin1String(DeviceIds[f]));
                ship.deviceCost[std::size_t(f)]
                    = aux && design.auxiliaries.contains(QLatin1String(DeviceIds[f])) ? aux->cost
                                                                                      : 0;
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
            side.points += ship.cost;
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
    }

    // In the log, ship names that both fleets use get the side's letter.
    for (int s = 0; s < 2; ++s) {
        Side &side = battle->m_sides[std::size_t(s)];
        const Side &other = battle->m_sides[std::size_t(1 - s)];
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

    QStringList &notes = battle->m_assumptions;
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
    return Result<std::unique_ptr<combat::Battle>>(std::move(battle));
}

QString EasyStarBattle::shipName(int side, int ship) const
{
    return m_sides[std::size_t(side)].shipNames[std::size_t(ship)];
}

// ----- fighting -----------------------------------------------------------------------------

namespace {

class EasyStarRunner final : public combat::BattleRunner
{
public:
    explicit EasyStarRunner(const EasyStarBattle &battle);
    void run(std::uint64_t seed, combat::TrialResult &result, QStringList *log) override;

private:
    enum FighterState : std::uint8_t { Aboard, Flying, Dead };
    enum TargetKind { NoTarget, ShipTarget, FighterTarget };
    struct ShipState
    {
        int remaining = 0;
        bool alive = true;
        std::uint8_t flags = 0;
        int valueLeft = 0;
        int displacerTurn = 0;
        int powerUpTurn = 0;
        int powerUpGun = -1;
        int boughtBays = 0, freeBays = 0;
        int aboard = 0;
        int flagshipDamageControl = 0;
    };
    struct Pending
    {
        int side = 0, ship = 0, gun = -1; // gun -1: the destroyed ship's choice
    };
    struct Loss
    {
        enum Kind { Nothing, Weapon, Device, Bay } kind = Nothing;
        int index = 0; // gun index or device flag
        int vp = 0;
        int fightersLost = 0;
    };

    const Battle::Side &side(int s) const { return m_battle.side(s); }
    const Battle::Gun &gun(int s, int g) const { return side(s).guns[std::size_t(g)]; }
    ShipState &ship(int s, int i) { return m_ships[s][std::size_t(i)]; }
    bool loaded(int s, int g) const
    {
        return !m_gunLost[s][std::size_t(g)] && m_gunFired[s][std::size_t(g)] != m_turn;
    }

    void startOfTurn();
    void fireRound();
    bool fireNext(int s);
    void drainPending();
    TargetKind targetKind(int s, int g) const;
    int chooseShip(int enemy);
    int chooseFighter(int enemy);
    void fire(int s, int g);
    void attackShip(int s, int g, int target);
    void attackFighter(int s, int g, int target);
    int destroyShip(int e, int j, int s);
    Loss loseItem(int e, int j, int s, bool ownerChooses);
    void checkOver(int e);

    // The log.
    const QString &attackerName(int s, int g) const;
    QString shotText(const ShotOutcome &o, const ShotSpec &spec) const;
    void write(const QString &line) const { m_log->append(m_prefix + line); }

    const EasyStarBattle &m_battle;
    std::vector<ShipState> m_initial[2];
    std::vector<ShipState> m_ships[2];
    std::vector<std::uint8_t> m_gunLost[2];
    std::vector<int> m_gunFired[2];
    std::vector<std::uint8_t> m_fighters[2];
    std::vector<Pending> m_pending;
    std::size_t m_pendingHead = 0, m_pendingCount = 0;
    int m_cursor[2] = {0, 0};
    int m_alive[2] = {0, 0};
    int m_flying[2] = {0, 0};
    int m_damageControl[2] = {0, 0};
    int m_turn = 0, m_range = 0;
    int m_yellow = 0; // the side with the initiative on odd turns
    bool m_over = false;
    dice::Rng m_rng;
    combat::TargetPicker m_picker;
    combat::TrialResult *m_result = nullptr;
    QStringList *m_log = nullptr;
    QString m_prefix;
};

EasyStarRunner::EasyStarRunner(const EasyStarBattle &battle)
    : m_battle(battle)
    , m_picker(battle.settings().policy)
{
    std::size_t pending = 0;
    for (int s = 0; s < 2; ++s) {
        const Battle::Side &sd = side(s);
        for (const Battle::Ship &sh : sd.ships) {
            ShipState st;
            st.remaining = sh.capacity;
            st.flags = sh.flags;
            st.valueLeft = sh.cost;
            st.boughtBays = sh.boughtBays;
            st.freeBays = sh.freeBays;
            st.aboard = sh.fighterEnd - sh.fighterBegin;
            st.flagshipDamageControl = sh.flagshipDamageControl;
            m_initial[s].push_back(st);
        }
        m_ships[s] = m_initial[s];
        m_gunLost[s].assign(sd.guns.size(), 0);
        m_gunFired[s].assign(sd.guns.size(), 0);
        m_fighters[s].assign(sd.fighters.size(), Aboard);
        // Every ship is destroyed at most once and every gun knocked out at most once.
        pending += sd.ships.size() + sd.guns.size();
    }
    m_pending.resize(pending);
}

void EasyStarRunner::run(std::uint64_t seed, combat::TrialResult &r, QStringList *log)
{
    m_rng = dice::Rng(seed);
    m_result = &r;
    m_log = log;
    r.winner = -1;
    r.turns = 0;
    for (int s = 0; s < 2; ++s) {
        r.vp[s] = 0;
        r.damageDealt[s] = 0;
        std::copy(m_initial[s].begin(), m_initial[s].end(), m_ships[s].begin());
        std::fill(m_gunLost[s].begin(), m_gunLost[s].end(), 0);
        std::fill(m_gunFired[s].begin(), m_gunFired[s].end(), 0);
        std::fill(m_fighters[s].begin(), m_fighters[s].end(), Aboard);
        m_alive[s] = int(m_ships[s].size());
        m_flying[s] = 0;
        m_damageControl[s] = side(s).damageControl;
    }
    m_pendingHead = m_pendingCount = 0;
    m_over = false;
    // EasyStar §VII: Yellow has the initiative on odd turns, Blue on even turns. The sources do
    // not say who plays Yellow; a fair draw keeps identical fleets even.
    m_yellow = int(m_rng.below(2));
    if (m_log) {
        m_log->append(EasyStarText::tr("%1 is Yellow (initiative on odd turns), %2 is Blue "
                                       "(initiative on even turns).")
                          .arg(side(m_yellow).fleetName, side(1 - m_yellow).fleetName));
    }

    const combat::BattleSettings &settings = m_battle.settings();
    for (m_turn = 1; m_turn <= settings.turnLimit; ++m_turn) {
        // The fleets close by the closing rate every turn, down to range 1.
        const long closed = long(m_turn - 1) * settings.closingRate;
        m_range = int(std::max(1L, long(settings.startRange) - closed));
        if (m_log)
            m_prefix = EasyStarText::tr("Turn %1, range %2: ").arg(m_turn).arg(m_range);
        r.turns = m_turn;
        startOfTurn();
        fireRound();
        if (m_over)
            break;
    }

    // EasyStar §X: the sole survivor wins; otherwise the most victory points.
    const bool gone[2] = {m_alive[0] == 0 && m_flying[0] == 0, m_alive[1] == 0 && m_flying[1] == 0};
    if (gone[0] != gone[1])
        r.winner = gone[0] ? 1 : 0;
    else if (r.vp[0] != r.vp[1])
        r.winner = r.vp[0] > r.vp[1] ? 0 : 1;
    for (int s = 0; s < 2; ++s) {
        if (r.survived[s].size() != m_ships[s].size())
            r.survived[s].resize(m_ships[s].size());
        for (std::size_t i = 0; i < m_ships[s].size(); ++i)
            r.survived[s][i] = m_ships[s][i].alive ? 1 : 0;
    }
    if (m_log) {
        const QString result = r.winner < 0
                                   ? EasyStarText::tr("a draw")
                                   : EasyStarText::tr("%1 wins").arg(side(r.winner).fleetName);
        m_log->append(EasyStarText::tr("End after turn %1: %2 %3 VP, %4 %5 VP; %6.")
                          .arg(r.turns)
                          .arg(side(0).fleetName)
                          .arg(r.vp[0])
                          .arg(side(1).fleetName)
                          .arg(r.vp[1])
                          .arg(result));
    }
}

void EasyStarRunner::startOfTurn()
{
    for (int s = 0; s < 2; ++s) {
        const Battle::Side &sd = side(s);
        // EasyStar §VI.C: a Leviathan repairs 1 damage at the start of every turn.
        for (std::size_t i = 0; i < sd.ships.size(); ++i) {
            ShipState &st = m_ships[s][i];
            const Battle::Ship &sh = sd.ships[i];
            if (!st.alive || sh.selfRepair <= 0 || st.remaining >= sh.capacity)
                continue;
            st.remaining = std::min(sh.capacity, st.remaining + sh.selfRepair);
            if (m_log)
                write(EasyStarText::tr("%1 repairs itself (%2 of %3 damage left)")
                          .arg(sd.logNames[i])
                          .arg(st.remaining)
                          .arg(sh.capacity));
        }
        // EasyStar §V.D, §V.F: damage control in the movement phase; the flagship's own
        // counter first, then the fleet's on the most damaged ship.
        for (std::size_t i = 0; i < sd.ships.size(); ++i) {
            ShipState &st = m_ships[s][i];
            const int taken = sd.ships[i].capacity - st.remaining;
            if (st.alive && st.flagshipDamageControl > 0 && taken >= DamageControlRepair[1]) {
                --st.flagshipDamageControl;
                st.remaining += DamageControlRepair[1];
                if (m_log)
                    write(EasyStarText::tr("%1 uses its own damage-control counter (%2 of %3 "
                                           "damage left)")
                              .arg(sd.logNames[i])
                              .arg(st.remaining)
                              .arg(sd.ships[i].capacity));
            }
        }
        if (m_damageControl[s] > 0) {
            int worst = -1, worstTaken = 0;
            for (std::size_t i = 0; i < sd.ships.size(); ++i) {
                const int taken = sd.ships[i].capacity - m_ships[s][i].remaining;
                if (m_ships[s][i].alive && taken > worstTaken) {
                    worst = int(i);
                    worstTaken = taken;
                }
            }
            int counters = std::min(3, m_damageControl[s]);
            while (counters > 0 && DamageControlRepair[counters] > worstTaken)
                --counters;
            if (worst >= 0 && counters > 0) {
                m_damageControl[s] -= counters;
                ShipState &st = m_ships[s][std::size_t(worst)];
                st.remaining += DamageControlRepair[counters];
                if (m_log)
                    write(EasyStarText::tr("Damage control (%n counter(s)) repairs %1 on %2 (%3 of "
                                           "%4 damage left)",
                                           nullptr, counters)
                              .arg(DamageControlRepair[counters])
                              .arg(sd.logNames[std::size_t(worst)])
                              .arg(st.remaining)
                              .arg(sd.ships[std::size_t(worst)].capacity));
            }
        }
        // EasyStar §V.E: fighters launch from their carrier (it must still be there).
        for (std::size_t i = 0; i < sd.ships.size(); ++i) {
            const Battle::Ship &sh = sd.ships[i];
            ShipState &st = m_ships[s][i];
            if (!st.alive || st.aboard == 0)
                continue;
            int launched = 0;
            for (int f = sh.fighterBegin; f < sh.fighterEnd; ++f) {
                const Battle::Fighter &fighter = sd.fighters[std::size_t(f)];
                if (m_fighters[s][std::size_t(f)] != Aboard || m_range > fighter.reach)
                    continue;
                m_fighters[s][std::size_t(f)] = Flying;
                ++m_flying[s];
                --st.aboard;
                st.valueLeft -= fighter.value;
                ++launched;
            }
            if (m_log && launched > 0)
                write(EasyStarText::tr("%1 launches %n fighter(s)", nullptr, launched)
                          .arg(sd.logNames[i]));
        }
    }
}

void EasyStarRunner::fireRound()
{
    // EasyStar §VII: Yellow has the initiative on odd turns, Blue on even turns; the sides then
    // fire one weapon at a time.
    m_cursor[0] = m_cursor[1] = 0;
    bool done[2] = {false, false};
    int s = m_turn % 2 == 1 ? m_yellow : 1 - m_yellow;
    while (!m_over && !(done[0] && done[1])) {
        if (!done[s]) {
            if (fireNext(s))
                drainPending();
            else
                done[s] = true;
        }
        s ^= 1;
    }
}

bool EasyStarRunner::fireNext(int s)
{
    const int count = int(side(s).guns.size());
    while (m_cursor[s] < count) {
        const int g = m_cursor[s]++;
        if (!loaded(s, g))
            continue;
        const Battle::Gun &gn = gun(s, g);
        const bool active = gn.fighter ? m_fighters[s][std::size_t(gn.owner)] == Flying
                                       : m_ships[s][std::size_t(gn.owner)].alive;
        if (!active || targetKind(s, g) == NoTarget)
            continue;
        fire(s, g);
        return true;
    }
    return false;
}

void EasyStarRunner::drainPending()
{
    // EasyStar §VII: a weapon knocked out before it fired, and one weapon of a ship destroyed
    // before all its weapons fired, fire at once.
    while (m_pendingHead < m_pendingCount) {
        const Pending p = m_pending[m_pendingHead++];
        int g = p.gun;
        if (g < 0) {
            const Battle::Ship &sh = side(p.side).ships[std::size_t(p.ship)];
            for (int c = sh.gunBegin; c < sh.gunEnd; ++c) {
                if (loaded(p.side, c) && targetKind(p.side, c) != NoTarget) {
                    g = c;
                    break;
                }
            }
        } else if (m_gunFired[p.side][std::size_t(g)] == m_turn
                   || targetKind(p.side, g) == NoTarget) {
            g = -1;
        }
        if (g >= 0)
            fire(p.side, g);
    }
}

EasyStarRunner::TargetKind EasyStarRunner::targetKind(int s, int g) const
{
    const int e = 1 - s;
    const Battle::Gun &gn = gun(s, g);
    const bool fighters = gn.toHitFighter > 0 && m_flying[e] > 0;
    if (fighters && (gn.pointDefense || gn.huntsFighters))
        return FighterTarget;
    // A launched fighter is always close enough to attack; a ship's weapon needs the range.
    if (gn.toHitShip > 0 && m_alive[e] > 0 && (gn.fighter || gn.range >= m_range))
        return ShipTarget;
    return fighters ? FighterTarget : NoTarget;
}

int EasyStarRunner::chooseShip(int e)
{
    const Battle::Side &sd = side(e);
    // The biggest threat: the most expected damage per turn, then the most expensive.
    const auto threat = [&sd](int i) {
        const Battle::Ship &ship = sd.ships[std::size_t(i)];
        return std::pair(ship.firepower, ship.cost);
    };
    return m_picker.pick(
        combat::TargetPicker::roster(int(sd.ships.size())), m_alive[e],
        [this, e](int i) { return m_ships[e][std::size_t(i)].alive; }, threat, m_rng);
}

int EasyStarRunner::chooseFighter(int e)
{
    // fighterOrder puts the most damaging fighters first: focus and biggest threat take the first.
    return m_picker.pick(
        side(e).fighterOrder, m_flying[e],
        [this, e](int f) { return m_fighters[e][std::size_t(f)] == Flying; },
        combat::TargetPicker::noThreat, m_rng);
}

void EasyStarRunner::fire(int s, int g)
{
    m_gunFired[s][std::size_t(g)] = m_turn;
    const Battle::Gun &gn = gun(s, g);
    const int e = 1 - s;
    int target = -1;
    for (int shot = 0; shot < gn.shots; ++shot) {
        // A salvo stays on its target (EasyStar §V.C); other shots pick theirs.
        TargetKind kind = targetKind(s, g);
        if (gn.salvo && shot > 0) {
            if (!m_ships[e][std::size_t(target)].alive)
                return;
            kind = ShipTarget;
        } else if (kind == ShipTarget) {
            target = chooseShip(e);
        } else if (kind == FighterTarget) {
            target = chooseFighter(e);
        } else {
            return;
        }
        if (kind == ShipTarget)
            attackShip(s, g, target);
        else
            attackFighter(s, g, target);
    }
}

void EasyStarRunner::attackShip(int s, int g, int j)
{
    const int e = 1 - s;
    const Battle::Gun &gn = gun(s, g);
    const Battle::Side &es = side(e);
    const Battle::Ship &ts = es.ships[std::size_t(j)];
    ShipState &st = m_ships[e][std::size_t(j)];

    // EasyStar §V.D: targeting pod +1 on the ship's own weapons, ECM -1 against the target.
    int modifier = 0;
    int damage = gn.damage;
    if (!gn.fighter) {
        ShipState &own = m_ships[s][std::size_t(gn.owner)];
        if (own.flags & Battle::Targeting)
            ++modifier;
        // EasyStar §V.D, Power-up pod: +1 damage to one weapon this turn.
        if ((own.flags & Battle::PowerUp) && gn.powerUpSafe) {
            if (own.powerUpTurn != m_turn) {
                own.powerUpTurn = m_turn;
                own.powerUpGun = g;
            }
            if (own.powerUpGun == g)
                ++damage;
        }
    }
    if (st.flags & Battle::Ecm)
        --modifier;
    // EasyStar §IX.B: the deflector takes 1 off every hit, frontal armour 1 off front hits.
    const int reduction = ((st.flags & Battle::Deflector) ? 1 : 0)
                          + ((st.flags & Battle::Armour) && !gn.fighter ? 1 : 0);
    ShotSpec spec;
    spec.need = naturalNeed(gn.toHitShip, modifier);
    spec.damage = std::max(0, damage - reduction);
    spec.missile = gn.missile;
    spec.criticals = true;
    spec.crit = &es.crit;
    // EasyStar §IX.A: one unfired point-defense turret of the target fires at the missile.
    int pdDice = 0;
    if (gn.missile) {
        for (int p = ts.gunBegin; p < ts.gunEnd; ++p) {
            if (es.guns[std::size_t(p)].pointDefense && loaded(e, p)) {
                m_gunFired[e][std::size_t(p)] = m_turn;
                pdDice = 1;
                spec.pdNeed = naturalNeed(es.guns[std::size_t(p)].toHitMissile,
                                          (st.flags & Battle::Targeting) ? 1 : 0);
                break;
            }
        }
    }
    bool displacer = (st.flags & Battle::Displacer) && st.displacerTurn != m_turn;
    const bool hadDisplacer = displacer;
    const int before = st.remaining;
    const ShotOutcome o = resolveShot(spec, pdDice, displacer, before, m_rng);
    if (hadDisplacer && !displacer)
        st.displacerTurn = m_turn;
    if (o.damage > 0) {
        st.remaining -= o.damage;
        m_result->damageDealt[s] += std::min(o.damage, before);
    }
    int vp = 0;
    Loss loss;
    if (o.result == ShotResult::Destroyed) {
        vp = destroyShip(e, j, s);
    } else if (o.result == ShotResult::Critical) {
        if (o.crit == CritEffect::WeaponOwnerChoice || o.crit == CritEffect::WeaponAttackerChoice)
            loss = loseItem(e, j, s, o.crit == CritEffect::WeaponOwnerChoice);
    }
    if (!m_log)
        return;
    QString text = shotText(o, spec);
    if (o.damage > 0) {
        text += EasyStarText::tr(", %1 damage").arg(o.damage);
        if (o.critRoll > 0)
            text += EasyStarText::tr(", critical hit %1: %2")
                        .arg(o.critRoll)
                        .arg(m_battle.critName(o.crit));
        if (o.result == ShotResult::Destroyed) {
            text += st.remaining == 0
                        ? EasyStarText::tr(": %1 is destroyed and left a wreck (+%2 VP)")
                              .arg(es.logNames[std::size_t(j)])
                              .arg(vp)
                        : EasyStarText::tr(": %1 explodes (+%2 VP)")
                              .arg(es.logNames[std::size_t(j)])
                              .arg(vp);
        } else {
            text += EasyStarText::tr(" (%1 %2 left)")
                        .arg(es.logNames[std::size_t(j)])
                        .arg(st.remaining);
        }
        switch (loss.kind) {
        case Loss::Nothing:
            break;
        case Loss::Weapon:
            text += EasyStarText::tr(", %1 lost (+%2 VP)")
                        .arg(es.gunNames[std::size_t(loss.index)])
                        .arg(loss.vp);
            break;
        case Loss::Device:
            text += EasyStarText::tr(", %1 lost (+%2 VP)")
                        .arg(m_battle.deviceName(loss.index))
                        .arg(loss.vp);
            break;
        case Loss::Bay:
            text += EasyStarText::tr(", a fighter bay lost with %n fighter(s) (+%1 VP)", nullptr,
                                     loss.fightersLost)
                        .arg(loss.vp);
            break;
        }
    }
    write(EasyStarText::tr("%1 fires %2 at %3: %4")
              .arg(attackerName(s, g), side(s).gunNames[std::size_t(g)],
                   es.logNames[std::size_t(j)], text));
}

void EasyStarRunner::attackFighter(int s, int g, int f)
{
    const int e = 1 - s;
    const Battle::Gun &gn = gun(s, g);
    const Battle::Fighter &target = side(e).fighters[std::size_t(f)];
    const bool targeting
        = !gn.fighter && (m_ships[s][std::size_t(gn.owner)].flags & Battle::Targeting);
    ShotSpec spec;
    spec.need = naturalNeed(gn.toHitFighter, targeting ? 1 : 0);
    spec.damage = gn.damage;
    bool noDisplacer = false;
    const ShotOutcome o = resolveShot(spec, 0, noDisplacer, target.damage, m_rng);
    // EasyStar §IX.E: a destroyed fighter scores 10.
    if (o.result == ShotResult::Destroyed) {
        m_fighters[e][std::size_t(f)] = Dead;
        --m_flying[e];
        m_result->vp[s] += EasyStarCombat::FighterVp;
        m_result->damageDealt[s] += target.damage;
        checkOver(e);
    }
    if (!m_log)
        return;
    QString text = shotText(o, spec);
    if (o.result == ShotResult::Destroyed)
        text += EasyStarText::tr(", destroyed (+%1 VP)").arg(EasyStarCombat::FighterVp);
    write(EasyStarText::tr("%1 fires %2 at %3: %4")
              .arg(attackerName(s, g), side(s).gunNames[std::size_t(g)],
                   side(e).fighterNames[std::size_t(f)], text));
}

int EasyStarRunner::destroyShip(int e, int j, int s)
{
    // EasyStar §IX.D-E: the ship and the fighters aboard are lost; the attacker scores the ship.
    ShipState &st = m_ships[e][std::size_t(j)];
    const Battle::Ship &sh = side(e).ships[std::size_t(j)];
    st.alive = false;
    --m_alive[e];
    const int vp = st.valueLeft;
    m_result->vp[s] += vp;
    st.valueLeft = 0;
    for (int f = sh.fighterBegin; f < sh.fighterEnd; ++f) {
        if (m_fighters[e][std::size_t(f)] == Aboard)
            m_fighters[e][std::size_t(f)] = Dead;
    }
    st.aboard = 0;
    for (int g = sh.gunBegin; g < sh.gunEnd; ++g) {
        if (loaded(e, g)) {
            m_pending[m_pendingCount++] = {e, j, -1};
            break;
        }
    }
    checkOver(e);
    return vp;
}

EasyStarRunner::Loss EasyStarRunner::loseItem(int e, int j, int s, bool ownerChooses)
{
    // EasyStar §IX.C: a weapons hit takes one weapon or auxiliary (auxiliaries count as weapons);
    // frontal armor, engines and gun mounts cannot be lost, and an impossible result is ignored.
    const Battle::Side &sd = side(e);
    const Battle::Ship &sh = sd.ships[std::size_t(j)];
    ShipState &st = m_ships[e][std::size_t(j)];
    Loss best;
    int bestIdle = 0, bestCost = 0;
    const auto consider = [&](Loss::Kind kind, int index, int cost, bool idle) {
        // The owner gives up what is of no use here, else the cheapest item; the attacker takes
        // the most expensive one.
        const int useful = idle ? 0 : 1;
        bool better = best.kind == Loss::Nothing;
        if (!better && ownerChooses)
            better = useful < bestIdle || (useful == bestIdle && cost < bestCost);
        else if (!better)
            better = useful > bestIdle || (useful == bestIdle && cost > bestCost);
        if (better) {
            best.kind = kind;
            best.index = index;
            bestIdle = useful;
            bestCost = cost;
        }
    };
    for (int g = sh.gunBegin; g < sh.gunEnd; ++g) {
        if (!m_gunLost[e][std::size_t(g)])
            consider(Loss::Weapon, g, sd.guns[std::size_t(g)].cost, false);
    }
    for (int f = 0; f < Battle::FlagCount; ++f) {
        const auto flag = std::uint8_t(1u << f);
        if ((st.flags & flag) && flag != Battle::Armour)
            consider(Loss::Device, f, sh.deviceCost[std::size_t(f)],
                     flag == Battle::Jump || flag == Battle::Manoeuvring);
    }
    // A bay lost with fighters aboard loses those that do not fit in the remaining bays.
    const int bays = st.freeBays + st.boughtBays;
    const int bayFighters = std::max(0, st.aboard - 2 * (bays - 1));
    if (st.freeBays > 0)
        consider(Loss::Bay, 0, 0, st.aboard == 0);
    if (st.boughtBays > 0)
        consider(Loss::Bay, 1, sh.bayCost, st.aboard == 0);

    switch (best.kind) {
    case Loss::Nothing:
        return best;
    case Loss::Weapon:
        m_gunLost[e][std::size_t(best.index)] = 1;
        best.vp = bestCost;
        if (m_gunFired[e][std::size_t(best.index)] != m_turn)
            m_pending[m_pendingCount++] = {e, j, best.index};
        break;
    case Loss::Device:
        st.flags &= std::uint8_t(~(1u << best.index));
        best.vp = bestCost;
        break;
    case Loss::Bay: {
        if (best.index == 0)
            --st.freeBays;
        else
            --st.boughtBays;
        best.vp = bestCost;
        int lost = 0;
        for (int f = sh.fighterEnd - 1; f >= sh.fighterBegin && lost < bayFighters; --f) {
            if (m_fighters[e][std::size_t(f)] == Aboard) {
                m_fighters[e][std::size_t(f)] = Dead;
                best.vp += sd.fighters[std::size_t(f)].value;
                ++lost;
            }
        }
        st.aboard -= lost;
        best.fightersLost = lost;
        break;
    }
    }
    m_result->vp[s] += best.vp;
    st.valueLeft -= best.vp;
    return best;
}

void EasyStarRunner::checkOver(int e)
{
    if (m_alive[e] == 0 && m_flying[e] == 0)
        m_over = true;
}

const QString &EasyStarRunner::attackerName(int s, int g) const
{
    const Battle::Gun &gn = gun(s, g);
    return gn.fighter ? side(s).fighterNames[std::size_t(gn.owner)]
                      : side(s).logNames[std::size_t(gn.owner)];
}

QString EasyStarRunner::shotText(const ShotOutcome &o, const ShotSpec &spec) const
{
    QString text;
    if (o.pdCount > 0) {
        text = EasyStarText::tr("point defense rolls %1 (needs %2)")
                   .arg(o.pdRolls[0])
                   .arg(spec.pdNeed);
        if (o.result == ShotResult::PointDefense)
            return text + EasyStarText::tr(", missile shot down");
        text += EasyStarText::tr(", ");
    }
    text += EasyStarText::tr("rolls %1 (needs %2)").arg(o.natural).arg(spec.need);
    switch (o.result) {
    case ShotResult::Miss:
    case ShotResult::PointDefense:
    case ShotResult::Overload:
        return text + EasyStarText::tr(", miss");
    case ShotResult::Negated:
        return text + EasyStarText::tr(", hit, no damage gets through");
    case ShotResult::Displaced:
        return text + EasyStarText::tr(", hit, displacer rolls %1: missed").arg(o.displacerRoll);
    default:
        break;
    }
    if (o.displacerRoll > 0)
        return text
               + EasyStarText::tr(", hit, displacer rolls %1: the hit stands").arg(o.displacerRoll);
    return text + EasyStarText::tr(", hit");
}

} // namespace

std::unique_ptr<combat::BattleRunner> EasyStarBattle::runner() const
{
    return std::make_unique<EasyStarRunner>(*this);
}

} // namespace fw::model::easystar
