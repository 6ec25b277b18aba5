#include "BillionSunsBattle.h"

#include "../../combat/OptionNotes.h"
#include "../FleetCost.h"

#include "BillionSunsCombat.h"
#include "BillionSunsSystem.h"

#include "../../combat/TargetPicker.h"

#include <algorithm>

namespace fw::model::billionsuns {

namespace {

constexpr int InitiativeDie = 12; // et cetera: "Roll Off: D12, lowest wins"

QString policyText(combat::TargetPolicy policy)
{
    switch (policy) {
    case combat::TargetPolicy::Focus:
        return BillionSunsText::tr("Targets (Focus): every ship and wing of a side attacks the "
                                   "first surviving enemy in roster order until it is destroyed.");
    case combat::TargetPolicy::Spread:
        return BillionSunsText::tr("Targets (Spread): each ship or wing picks a surviving enemy at "
                                   "random when it activates, and again if that one is destroyed.");
    case combat::TargetPolicy::BiggestThreat:
        return BillionSunsText::tr("Targets (Biggest threat): the surviving enemy with the most "
                                   "attack dice × Dmg that reach the range, then the most in "
                                   "total, then the first in roster order.");
    }
    return {};
}

// Reads one roster into a side; false with `error` set when it cannot fight.
bool readSide(const BillionSunsSystem &system, const Fleet &fleet, const QString &label,
              BillionSunsBattle::Side &side, bool &minerSeen, QString *error)
{
    const auto fail = [&](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    if (fleet.systemId != system.id())
        return fail(BillionSunsText::tr("Side %1 is not an A Billion Suns roster.").arg(label));
    if (fleet.ships.empty())
        return fail(BillionSunsText::tr("Side %1 has no ships or wings.").arg(label));
    const auto &roster = fleet.settingsAs<BillionSunsRoster>();
    const BillionSunsOptions options = system.resolve(fleet);
    side.label = label;
    side.points = fleetCost(system, fleet);
    side.criticalFace = options.criticalFace;
    side.dudOnHighest = options.dudOnHighestFace;
    side.dudDamageIsWeapon = options.dudDamageIsWeapon;
    side.saveDie = options.saveDie;
    side.explosionDie = options.explosionDie;

    // Battlegroups activate in roster order; a name only ships use comes after, in order of
    // first mention (the validator reports it).
    for (const Battlegroup &g : roster.battlegroups) {
        if (!side.groupNames.contains(g.name))
            side.groupNames << g.name;
    }
    std::vector<int> groupOf;
    for (std::size_t i = 0; i < fleet.ships.size(); ++i) {
        const auto &s = fleet.shipAs<BillionSunsShip>(i);
        if (!side.groupNames.contains(s.battlegroup))
            side.groupNames << s.battlegroup;
        groupOf.push_back(int(side.groupNames.indexOf(s.battlegroup)));
        const ShipClass *c = findClass(system.rules(), fleet, s.classId);
        if (!c)
            return fail(BillionSunsText::tr("Side %1: %2: the class \"%3\" is unknown.")
                            .arg(label, s.name, s.classId));
        if (!checkClass(*c).empty())
            return fail(BillionSunsText::tr("Side %1: %2: the class %3 has values the game does "
                                            "not allow.")
                            .arg(label, s.name, BillionSunsRoster::displayName(*c)));
        BillionSunsBattle::Ship ship;
        const QString name
            = s.name.trimmed().isEmpty() ? BillionSunsRoster::displayName(*c) : s.name;
        ship.name = name;
        ship.logName = BillionSunsText::tr("%1: %2").arg(label, name);
        ship.cost = c->cost;
        ship.mass = c->mass;
        ship.silhouette = c->silhouette;
        ship.shields = c->shields;
        ship.destroyAt = destroyedAtTokens(c->silhouette, options);
        ship.group = groupOf.back();
        for (const std::optional<Weapon> *w : {&c->primary, &c->auxiliary}) {
            if (!*w)
                continue;
            // Ship table, †: the Mining Laser may only target stationary objects, never ships.
            if ((*w)->stationaryTargetsOnly) {
                minerSeen = true;
                continue;
            }
            BillionSunsBattle::Gun &gun = ship.guns[std::size_t(ship.gunCount++)];
            gun.rangeMin = (*w)->rangeMin;
            gun.rangeMax = (*w)->rangeMax;
            gun.dice = (*w)->dice;
            gun.die = (*w)->die;
            gun.damage = (*w)->damage;
            gun.name = BillionSunsText::table((*w)->name);
            gun.kind = w == &c->primary ? BillionSunsBattle::PrimaryAttack
                                        : BillionSunsBattle::AuxiliaryAttack;
            ship.firepower += gun.dice * gun.damage;
        }
        side.ships.push_back(std::move(ship));
    }
    for (int g = 0; g < int(side.groupNames.size()); ++g) {
        side.groupStart.push_back(int(side.members.size()));
        for (std::size_t i = 0; i < groupOf.size(); ++i) {
            if (groupOf[i] == g)
                side.members.push_back(int(i));
        }
    }
    side.groupStart.push_back(int(side.members.size()));
    return true;
}

class Runner final : public combat::BattleRunner
{
public:
    explicit Runner(const BillionSunsBattle &battle)
        : m_battle(battle)
        , m_picker(battle.settings().policy, combat::TargetPicker::LoneTarget::Roll)
    {
        std::size_t total = 0;
        for (int s = 0; s < 2; ++s) {
            const std::size_t n = std::size_t(battle.shipCount(s));
            m_tokens[std::size_t(s)].assign(n, 0);
            m_alive[std::size_t(s)].assign(n, 0);
            total += n;
        }
        m_queue.assign(total, {0, 0});
    }

    void run(std::uint64_t seed, combat::TrialResult &result, QStringList *log) override;

private:
    using Side = BillionSunsBattle::Side;
    using Ship = BillionSunsBattle::Ship;

    const Side &side(int s) const { return m_battle.side(s); }
    bool over() const { return m_aliveCount[0] == 0 || m_aliveCount[1] == 0; }
    int nextGroup(int s);
    void activate(int s, int group);
    int chooseTarget(int s);
    void fire(int s, int ship, const BillionSunsBattle::Gun &gun, int target);
    void damage(int s, int ship, int amount, int credit);
    void destroy(int s, int ship);
    void explosions();
    QString diceLog(const AttackResult &r) const;

    const BillionSunsBattle &m_battle;
    std::array<std::vector<int>, 2> m_tokens;
    std::array<std::vector<std::uint8_t>, 2> m_alive;
    std::array<int, 2> m_aliveCount = {0, 0};
    std::array<int, 2> m_next = {0, 0};
    // Destroyed ships waiting for their explosion check, first in first out. Each ship is
    // destroyed at most once a battle, so the queue never outgrows its preallocated size.
    std::vector<std::pair<int, int>> m_queue;
    std::size_t m_head = 0, m_tail = 0;
    int m_range = 0;
    dice::Rng m_rng;
    combat::TargetPicker m_picker;
    combat::TrialResult *m_result = nullptr;
    QStringList *m_log = nullptr;
    AttackTrace m_trace;
};

void Runner::run(std::uint64_t seed, combat::TrialResult &result, QStringList *log)
{
    const combat::BattleSettings &settings = m_battle.settings();
    m_rng = dice::Rng(seed);
    m_result = &result;
    m_log = log;
    for (std::size_t s = 0; s < 2; ++s) {
        std::fill(m_tokens[s].begin(), m_tokens[s].end(), 0);
        std::fill(m_alive[s].begin(), m_alive[s].end(), std::uint8_t(1));
        m_aliveCount[s] = int(m_alive[s].size());
        result.vp[s] = 0;
        result.damageDealt[s] = 0;
    }
    m_head = m_tail = 0;
    result.winner = -1;
    result.turns = 0;

    if (log)
        log->append(BillionSunsText::tr("Side A: %1 ships and wings, %2; side B: %3 "
                                        "ships and wings, %4.")
                        .arg(m_battle.shipCount(0))
                        .arg(BillionSunsSystem::credits(m_battle.points(0)))
                        .arg(m_battle.shipCount(1))
                        .arg(BillionSunsSystem::credits(m_battle.points(1))));
    for (int turn = 1; turn <= settings.turnLimit && !over(); ++turn) {
        result.turns = turn;
        m_range = std::max(0, settings.startRange - (turn - 1) * settings.closingRate);
        // Command phase: the initiative roll-off, a D12 each, lowest wins (a tie rolls again).
        int rollA = 0, rollB = 0;
        do {
            rollA = m_rng.roll(InitiativeDie);
            rollB = m_rng.roll(InitiativeDie);
        } while (rollA == rollB);
        int current = rollA < rollB ? 0 : 1;
        if (log)
            log->append(BillionSunsText::tr("Round %1 at %2\": initiative roll-off %3 against %4, "
                                            "side %5 activates first.")
                            .arg(turn)
                            .arg(m_range)
                            .arg(rollA)
                            .arg(rollB)
                            .arg(side(current).label));
        // Tactical phase: the sides take turns to activate a battlegroup until all have.
        m_next = {0, 0};
        while (!over()) {
            int group = nextGroup(current);
            if (group < 0) {
                current = 1 - current;
                group = nextGroup(current);
                if (group < 0)
                    break;
            }
            activate(current, group);
            current = 1 - current;
        }
    }

    if (result.vp[0] != result.vp[1])
        result.winner = result.vp[0] > result.vp[1] ? 0 : 1;
    for (std::size_t s = 0; s < 2; ++s) {
        if (result.survived[s].size() != m_alive[s].size())
            result.survived[s].resize(m_alive[s].size());
        std::copy(m_alive[s].begin(), m_alive[s].end(), result.survived[s].begin());
    }
    if (log) {
        const QString outcome
            = result.winner < 0
                  ? BillionSunsText::tr("a draw")
                  : BillionSunsText::tr("side %1 wins").arg(side(result.winner).label);
        log->append(BillionSunsText::tr("After %n round(s): side A destroyed %1 of ships, "
                                        "side B %2; %3.",
                                        nullptr, result.turns)
                        .arg(BillionSunsText::tr("%n credit(s)", nullptr, result.vp[0]))
                        .arg(BillionSunsText::tr("%n credit(s)", nullptr, result.vp[1]))
                        .arg(outcome));
    }
}

int Runner::nextGroup(int s)
{
    const Side &sd = side(s);
    while (m_next[std::size_t(s)] < sd.groupCount()) {
        const int g = m_next[std::size_t(s)]++;
        for (int k = sd.groupStart[std::size_t(g)]; k < sd.groupStart[std::size_t(g) + 1]; ++k) {
            if (m_alive[std::size_t(s)][std::size_t(sd.members[std::size_t(k)])])
                return g;
        }
    }
    return -1;
}

void Runner::activate(int s, int group)
{
    const Side &sd = side(s);
    if (m_log)
        m_log->append(BillionSunsText::tr("Side %1 activates battlegroup %2.")
                          .arg(sd.label, sd.groupNames[group]));
    const auto &alive = m_alive[std::size_t(s)];
    for (int k = sd.groupStart[std::size_t(group)]; k < sd.groupStart[std::size_t(group) + 1];
         ++k) {
        const int i = sd.members[std::size_t(k)];
        const Ship &ship = sd.ships[std::size_t(i)];
        int target = -1;
        for (int w = 0; w < ship.gunCount && alive[std::size_t(i)]; ++w) {
            const BillionSunsBattle::Gun &gun = ship.guns[std::size_t(w)];
            if (m_range < gun.rangeMin || m_range > gun.rangeMax)
                continue;
            if (target < 0 || !m_alive[std::size_t(1 - s)][std::size_t(target)]
                || m_battle.settings().policy != combat::TargetPolicy::Spread)
                target = chooseTarget(s);
            if (target < 0)
                return;
            fire(s, i, gun, target);
        }
    }
}

int Runner::chooseTarget(int s)
{
    const int enemy = 1 - s;
    const auto &alive = m_alive[std::size_t(enemy)];
    const auto &ships = side(enemy).ships;
    // The biggest threat: the most attack dice × Dmg that reach the range now, then the most in
    // total.
    const auto threat = [&](int i) {
        const Ship &ship = ships[std::size_t(i)];
        int now = 0;
        for (int w = 0; w < ship.gunCount; ++w) {
            const BillionSunsBattle::Gun &g = ship.guns[std::size_t(w)];
            if (m_range >= g.rangeMin && m_range <= g.rangeMax)
                now += g.dice * g.damage;
        }
        return std::pair(now, ship.firepower);
    };
    return m_picker.pick(
        combat::TargetPicker::roster(int(alive.size())), m_aliveCount[std::size_t(enemy)],
        [&alive](int i) { return alive[std::size_t(i)] != 0; }, threat, m_rng);
}

void Runner::fire(int s, int ship, const BillionSunsBattle::Gun &gun, int target)
{
    const Side &own = side(s);
    const Side &enemy = side(1 - s);
    const Ship &attacker = own.ships[std::size_t(ship)];
    const Ship &victim = enemy.ships[std::size_t(target)];
    countAttack(gun.kind);
    AttackDice d;
    d.dice = gun.dice;
    d.die = gun.die;
    d.damage = gun.damage;
    d.silhouette = victim.silhouette;
    d.shields = victim.shields;
    d.criticalFace = own.criticalFace;
    d.dudOnHighest = own.dudOnHighest;
    d.saveDie = enemy.saveDie;
    d.engage = true; // every battlegroup is under the Engage order (docs/combat.md)
    // Et cetera, Systems Critical: with more than m damage tokens, duds damage the attacker.
    const bool critical = m_tokens[std::size_t(s)][std::size_t(ship)]
                          > massRule::systemsCriticalAbove(attacker.mass);
    AttackTrace *trace = nullptr;
    if (m_log) {
        m_trace.clear();
        trace = &m_trace;
    }
    const AttackResult r = resolveAttack(d, m_rng, trace);
    if (m_log) {
        const int before = m_tokens[std::size_t(1 - s)][std::size_t(target)];
        m_log->append(BillionSunsText::tr("%1 fires %2 at %3: %4 → %n damage token(s) (%5 of %6).",
                                          nullptr, r.damage)
                          .arg(attacker.logName, gun.name, victim.logName, diceLog(r))
                          .arg(std::min(victim.destroyAt, before + r.damage))
                          .arg(victim.destroyAt));
    }
    damage(1 - s, target, r.damage, s);
    if (critical && r.duds > 0) {
        const int self = r.duds * (own.dudDamageIsWeapon ? gun.damage : massRule::ShockDamage);
        if (m_log)
            m_log->append(BillionSunsText::tr("Systems Critical: %n dud(s) deal %1 damage "
                                              "token(s) to %2.",
                                              nullptr, r.duds)
                              .arg(self)
                              .arg(attacker.logName));
        damage(s, ship, self, -1);
    }
    explosions();
}

QString Runner::diceLog(const AttackResult &r) const
{
    QStringList dice;
    for (std::size_t i = 0; i < m_trace.rolls.size(); ++i)
        dice << (m_trace.rerolls[i] > 0
                     ? QStringLiteral("%1→%2").arg(m_trace.rolls[i]).arg(m_trace.rerolls[i])
                     : QString::number(m_trace.rolls[i]));
    QStringList saves;
    for (int save : m_trace.saves)
        saves << QString::number(save);
    const QString dieText = dice.join(QLatin1Char(' '));
    const QString hits = BillionSunsText::tr("%n hit(s)", nullptr, r.hits);
    if (saves.isEmpty())
        return BillionSunsText::tr("dice %1, %2 (%3 critical, %4 dud)")
            .arg(dieText, hits)
            .arg(r.criticals)
            .arg(r.duds);
    return BillionSunsText::tr("dice %1, %2 (%3 critical, %4 dud), saves %5")
        .arg(dieText, hits)
        .arg(r.criticals)
        .arg(r.duds)
        .arg(saves.join(QLatin1Char(' ')));
}

// Attacking, step 8: damage tokens go to the target battlegroup. They go on the struck ship
// first and, once it is destroyed, on the next surviving ship of its battlegroup.
void Runner::damage(int s, int ship, int amount, int credit)
{
    const Side &sd = side(s);
    auto &tokens = m_tokens[std::size_t(s)];
    const auto &alive = m_alive[std::size_t(s)];
    const int group = sd.ships[std::size_t(ship)].group;
    int k = sd.groupStart[std::size_t(group)];
    const int end = sd.groupStart[std::size_t(group) + 1];
    while (amount > 0) {
        if (!alive[std::size_t(ship)]) {
            while (k < end && !alive[std::size_t(sd.members[std::size_t(k)])])
                ++k;
            if (k == end)
                return;
            ship = sd.members[std::size_t(k)];
        }
        const Ship &target = sd.ships[std::size_t(ship)];
        int &t = tokens[std::size_t(ship)];
        const int put = std::min(amount, target.destroyAt - t);
        t += put;
        amount -= put;
        if (credit >= 0 && credit != s)
            m_result->damageDealt[credit] += put;
        if (t >= target.destroyAt)
            destroy(s, ship);
    }
}

void Runner::destroy(int s, int ship)
{
    m_alive[std::size_t(s)][std::size_t(ship)] = 0;
    --m_aliveCount[std::size_t(s)];
    // Victory points: the credits the enemy loses (docs/combat.md).
    m_result->vp[1 - s] += side(s).ships[std::size_t(ship)].cost;
    m_queue[m_tail++] = {s, ship};
    if (m_log)
        m_log->append(
            BillionSunsText::tr("%1 is destroyed.").arg(side(s).ships[std::size_t(ship)].logName));
}

// Attacking, step 9: a destroyed ship explodes on a check equal or under m; the explosion makes
// mD6 attacks on everything within m".
void Runner::explosions()
{
    while (m_head < m_tail) {
        const auto [s, ship] = m_queue[m_head++];
        const Side &sd = side(s);
        const Ship &wreck = sd.ships[std::size_t(ship)];
        if (wreck.mass <= 0)
            continue; // wings have m = 0
        const int check = m_rng.roll(sd.explosionDie);
        const bool explodes = check <= massRule::explosionCheck(wreck.mass);
        if (m_log)
            m_log->append(
                explodes
                    ? BillionSunsText::tr("%1 explodes (check %2).").arg(wreck.logName).arg(check)
                    : BillionSunsText::tr("%1 does not explode (check %2).")
                          .arg(wreck.logName)
                          .arg(check));
        if (!explodes)
            continue;
        const auto blast = [&](int ts, int t) {
            const Side &victims = side(ts);
            const Ship &victim = victims.ships[std::size_t(t)];
            countAttack(BillionSunsBattle::ExplosionAttack);
            AttackDice d;
            d.dice = massRule::explosionDice(wreck.mass);
            d.die = massRule::ShockDie;
            d.damage = massRule::ShockDamage;
            d.silhouette = victim.silhouette;
            d.shields = victim.shields;
            d.criticalFace = sd.criticalFace;
            d.dudOnHighest = sd.dudOnHighest;
            d.saveDie = victims.saveDie;
            if (m_log)
                m_trace.clear();
            const AttackResult r = resolveAttack(d, m_rng, m_log ? &m_trace : nullptr);
            if (m_log)
                m_log->append(BillionSunsText::tr("The explosion hits %1: %2 → %n damage "
                                                  "token(s).",
                                                  nullptr, r.damage)
                                  .arg(victim.logName, diceLog(r)));
            damage(ts, t, r.damage, ts == s ? -1 : s);
        };
        // Its own battlegroup is assumed within m" (coherency); the enemy is at the range.
        for (int k = sd.groupStart[std::size_t(wreck.group)];
             k < sd.groupStart[std::size_t(wreck.group) + 1]; ++k) {
            const int t = sd.members[std::size_t(k)];
            if (m_alive[std::size_t(s)][std::size_t(t)])
                blast(s, t);
        }
        if (m_range <= massRule::explosionRange(wreck.mass)) {
            const auto &enemyAlive = m_alive[std::size_t(1 - s)];
            for (std::size_t t = 0; t < enemyAlive.size(); ++t) {
                if (enemyAlive[t])
                    blast(1 - s, int(t));
            }
        }
    }
}

} // namespace

Result<std::unique_ptr<combat::Battle>>
BillionSunsBattle::create(const BillionSunsSystem &system, const Fleet &a, const Fleet &b,
                          const combat::BattleSettings &settings)
{
    using Out = Result<std::unique_ptr<combat::Battle>>;
    if (settings.turnLimit < 1 || settings.startRange < 0 || settings.closingRate < 0) {
        return Out::failure(BillionSunsText::tr("A battle needs at least one round and ranges of "
                                                "0\" or more."));
    }
    std::unique_ptr<BillionSunsBattle> battle(new BillionSunsBattle);
    battle->m_settings = settings;
    bool minerSeen = false;
    QString error;
    if (!readSide(system, a, QStringLiteral("A"), battle->m_sides[0], minerSeen, &error)
        || !readSide(system, b, QStringLiteral("B"), battle->m_sides[1], minerSeen, &error))
        return Out::failure(error);

    QStringList &notes = battle->m_assumptions;
    notes << BillionSunsText::tr("No map: every ship and wing of both rosters is in play from "
                                 "round 1 at %1\"; the range closes by %2\" after each round, "
                                 "never below 0\". The jump phase, jump shock, movement, "
                                 "coherency, dangerous space and scans are not modelled.")
                 .arg(settings.startRange)
                 .arg(settings.closingRate);
    notes << BillionSunsText::tr("Each round: a D12 initiative roll-off, lowest wins, a tie rolls "
                                 "again (no Seize Initiative); then the sides take turns to "
                                 "activate their battlegroups in roster order.");
    notes << BillionSunsText::tr("Every battlegroup is under the Engage order against its "
                                 "targets: each die that misses or rolls a dud is re-rolled once "
                                 "(which dice Engage re-rolls is not stated).");
    notes << BillionSunsText::tr("Each ship or wing attacks once per round, in its battlegroup's "
                                 "activation, with every weapon system whose range band holds "
                                 "the range. Passive attacks with auxiliary weapon systems during "
                                 "enemy activations are not modelled.");
    if (minerSeen)
        notes << BillionSunsText::tr("The Mining Laser never fires: it may only target stationary "
                                     "objects.");
    notes << policyText(settings.policy);
    notes << BillionSunsText::tr("Damage tokens go on the target ship; tokens beyond those that "
                                 "destroy it go on the next surviving ship of its battlegroup "
                                 "(step 8 gives them to the battlegroup; how they are shared out "
                                 "is not stated).");
    notes << BillionSunsText::tr("A destroyed ship makes the explosion check. An explosion "
                                 "attacks every surviving ship of its own battlegroup (assumed "
                                 "within m\") and, when the range is m\" or less, every enemy "
                                 "ship; explosion attacks deal damage 1 like jump shock.");
    notes << BillionSunsText::tr("No CMD tokens are spent: no Power To Weapon Systems, Power To "
                                 "Shields, Executive Override, Red Alert or Vector. Carriers, "
                                 "Mother's Wing, contracts and objects are not modelled.");
    notes << BillionSunsText::tr("Victory points: the credits (ship table cost) of the enemy ships "
                                 "and wings destroyed. More wins, equal is a draw; the game itself "
                                 "is won on profit, which the quick reference does not price "
                                 "for a battle.");
    notes << combat::optionsInForce(system.options(), a, b,
                                    {option::CriticalFace, option::DudFace, option::SaveDie,
                                     option::DestroyedAt, option::ExplosionDie, option::DudDamage});
    return Out(std::move(battle));
}

QString BillionSunsBattle::shipName(int side, int ship) const
{
    return m_sides[std::size_t(side)].ships[std::size_t(ship)].name;
}

std::unique_ptr<combat::BattleRunner> BillionSunsBattle::runner() const
{
    return std::make_unique<Runner>(*this);
}

} // namespace fw::model::billionsuns
