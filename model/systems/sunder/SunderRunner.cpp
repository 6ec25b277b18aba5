#include "SunderRunner.h"

#include <algorithm>

namespace fw::model::sunder {

namespace {

// Watches the dice of rollAttack() for the battle: the PD hits (flights lost) and the last totals.
struct Seen
{
    int pdHits = 0, attackTotal = 0, defenceTotal = 0;
    bool stoppedNow = false;
    void pd(int /*dice*/, int hits) { pdHits = hits; }
    void attack(int av, int x, int dv, int y, int /*damage*/)
    {
        attackTotal = av + x;
        defenceTotal = dv + y;
    }
    void stopped(int /*av*/) { stoppedNow = true; }
};

// Fah-KOOM reach (digest §4.5): 1 hex for a medium ship, 2 for a large one; a small ship's
// explosion only touches fighters in its own hex.
int explosionReach(HullSize size)
{
    switch (size) {
    case HullSize::Small:
        return -1;
    case HullSize::Medium:
        return 1;
    case HullSize::Large:
        return 2;
    }
    return -1;
}

} // namespace

SunderRunner::SunderRunner(const SunderBattle &battle)
    : m_battle(battle)
    , m_picker(battle.settings().policy)
{
    for (int s = 0; s < 2; ++s)
        m_ships[s].resize(std::size_t(battle.shipCount(s)));
    m_order.reserve(battle.side(0).units.size() + battle.side(1).units.size());
}

void SunderRunner::reset(combat::TrialResult &result)
{
    for (int s = 0; s < 2; ++s) {
        for (int i = 0; i < int(m_ships[s].size()); ++i) {
            ShipState &st = state(s, i);
            st = ShipState{};
            st.fighters = ship(s, i).fighters;
            st.bombers = ship(s, i).bombers;
        }
        m_alive[s] = int(m_ships[s].size());
        result.vp[s] = 0;
        result.damageDealt[s] = 0;
    }
    result.winner = -1;
    result.turns = 0;
    m_over = false;
}

void SunderRunner::run(std::uint64_t seed, combat::TrialResult &result, QStringList *log)
{
    const combat::BattleSettings &settings = m_battle.settings();
    m_rng = dice::Rng(seed);
    m_result = &result;
    m_log = log;
    reset(result);
    m_lastSide = int(m_rng.below(2));
    if (log)
        write(SunderText::tr("Side A: %1 ship(s), %2 points, hull %3; side B: %4 ship(s), %5 "
                             "points, hull %6. Side %7 counts as having activated last.")
                  .arg(m_battle.shipCount(0))
                  .arg(m_battle.points(0))
                  .arg(side(0).hull)
                  .arg(m_battle.shipCount(1))
                  .arg(m_battle.points(1))
                  .arg(side(1).hull)
                  .arg(side(m_lastSide).label));
    for (m_turn = 1; m_turn <= settings.turnLimit && !m_over; ++m_turn) {
        result.turns = m_turn;
        m_range = std::max(0, settings.startRange - (m_turn - 1) * settings.closingRate);
        rollInitiative();
        // Activation from the highest; a run of tied units of both sides starts with the side
        // that activated last and alternates (quick reference, "Initiative Ties").
        for (std::size_t b = 0; b < m_order.size() && !m_over;) {
            std::size_t e = b;
            while (e < m_order.size() && m_order[e].initiative == m_order[b].initiative)
                ++e;
            for (std::size_t left = e - b; left > 0 && !m_over; --left) {
                int want = left == e - b ? m_lastSide : 1 - m_lastSide;
                auto next = [&](int s) {
                    for (std::size_t k = b; k < e; ++k) {
                        if (m_order[k].side == s && m_order[k].unit >= 0)
                            return k;
                    }
                    return e;
                };
                std::size_t k = next(want);
                if (k == e)
                    k = next(1 - want);
                const Order o = m_order[k];
                m_order[k].unit = -1; // done
                activate(o.side, o.unit);
            }
            b = e;
        }
    }
    if (!m_over) {
        // The larger share of the enemy's hull destroyed wins at the turn limit.
        const long a = long(result.vp[0]) * side(1).hull;
        const long bShare = long(result.vp[1]) * side(0).hull;
        result.winner = a > bShare ? 0 : a < bShare ? 1 : -1;
    }
    for (int s = 0; s < 2; ++s) {
        result.survived[s].resize(m_ships[s].size());
        for (std::size_t i = 0; i < m_ships[s].size(); ++i)
            result.survived[s][i] = m_ships[s][i].alive ? 1 : 0;
    }
    if (log) {
        const QString outcome = result.winner < 0
                                    ? SunderText::tr("a draw")
                                    : SunderText::tr("side %1 wins").arg(side(result.winner).label);
        write(SunderText::tr("After %1 turn(s): side A destroyed hull %2 of %3, side B hull %4 of "
                             "%5; %6.")
                  .arg(result.turns)
                  .arg(result.vp[0])
                  .arg(side(1).hull)
                  .arg(result.vp[1])
                  .arg(side(0).hull)
                  .arg(outcome));
    }
}

// Initiative (digest §4.1): 2D6 + the unit's modifier, every turn; a squadron rolls once.
void SunderRunner::rollInitiative()
{
    m_order.clear();
    for (int s = 0; s < 2; ++s) {
        const auto &units = side(s).units;
        for (int u = 0; u < int(units.size()); ++u) {
            const auto &ships = units[std::size_t(u)].ships;
            if (std::none_of(ships.begin(), ships.end(), [&](int i) { return state(s, i).alive; }))
                continue;
            const int roll = m_rng.roll(6) + m_rng.roll(6);
            m_order.push_back({s, u, roll + units[std::size_t(u)].initiative});
        }
    }
    std::stable_sort(m_order.begin(), m_order.end(),
                     [](const Order &a, const Order &b) { return a.initiative > b.initiative; });
    if (!m_log)
        return;
    QStringList order;
    for (const Order &o : m_order)
        order << SunderText::tr("%1: %2 (%3)")
                     .arg(side(o.side).label, side(o.side).units[std::size_t(o.unit)].name)
                     .arg(o.initiative);
    write(SunderText::tr("Turn %1 at %2 hexes; initiative, highest first: %3.")
              .arg(m_turn)
              .arg(m_range)
              .arg(order.join(QStringLiteral(", "))));
}

void SunderRunner::activate(int s, int unit)
{
    bool any = false;
    for (const int i : side(s).units[std::size_t(unit)].ships) {
        if (m_over)
            return;
        if (!state(s, i).alive)
            continue;
        any = true;
        state(s, i).target = -1;
        followUps(s, i); // "when unit activates" events first (quick reference)
        if (state(s, i).alive && !m_over)
            attackWith(s, i);
    }
    if (any)
        m_lastSide = s;
}

// Fusion follow-ups (digest §4.3): the pending attacks on ship (s, i) as it activates.
void SunderRunner::followUps(int s, int i)
{
    ShipState &st = state(s, i);
    int kept = 0;
    for (int k = 0; k < st.followUps; ++k) {
        const FollowUp f = st.pending[std::size_t(k)];
        if (!st.alive || m_over)
            break;
        if (f.first > m_turn) {
            st.pending[std::size_t(kept++)] = f;
            continue;
        }
        Seen seen;
        const int damage = rollAttack({f.av, 0, dv(s, i), 0}, m_rng, seen);
        if (m_log)
            write(SunderText::tr("%1 activates: a fusion hit attacks again, %2 against %3: %n "
                                 "damage.",
                                 nullptr, damage)
                      .arg(ship(s, i).logName)
                      .arg(seen.attackTotal)
                      .arg(seen.defenceTotal));
        if (f.first + 1 > m_turn)
            st.pending[std::size_t(kept++)] = f;
        hit(f.side, s, i, damage);
    }
    st.followUps = st.alive ? kept : 0;
}

int SunderRunner::chooseTarget(int s, int i)
{
    const auto &enemies = m_ships[1 - s];
    const auto &ships = side(1 - s).ships;
    int &target = state(s, i).target;
    target = m_picker.keepOrPick(
        target, int(enemies.size()), m_alive[1 - s],
        [&enemies](int j) { return enemies[std::size_t(j)].alive; },
        [&ships](int j) { return ships[std::size_t(j)].firepower; }, m_rng);
    return target;
}

void SunderRunner::attackWith(int s, int i)
{
    const int e = 1 - s;
    const SunderBattle::Card &c = card(s, i);
    for (std::size_t g = 0; g < c.guns.size(); ++g) {
        if (!state(s, i).alive || m_over)
            return;
        const WeaponType type = c.guns[g].type;
        const std::optional<int> band = rangeModifier(type, m_range);
        const int av = stats(s, i).av[g] + band.value_or(0);
        if (!band || stats(s, i).av[g] < 1 || av < 1)
            continue; // beyond reach, or no attack below AV 1 (digest §4.4)
        const int t = chooseTarget(s, i);
        if (t < 0)
            return;
        const WeaponReach reach = weaponReach(type);
        Seen seen;
        const int damage
            = rollAttack({av, reach.pdReduces ? stats(e, t).pd : 0, dv(e, t), 0}, m_rng, seen);
        if (m_log)
            write(seen.stoppedNow
                      ? SunderText::tr("%1 attacks %2 with %3 at AV %4: point defence scores %5, "
                                       "the attack is stopped.")
                            .arg(ship(s, i).logName, ship(e, t).logName, c.guns[g].name)
                            .arg(av)
                            .arg(seen.pdHits)
                      : SunderText::tr("%1 attacks %2 with %3 at AV %4, less %5 for point "
                                       "defence: %6 against %7, %n damage.",
                                       nullptr, damage)
                            .arg(ship(s, i).logName, ship(e, t).logName, c.guns[g].name)
                            .arg(av)
                            .arg(seen.pdHits)
                            .arg(seen.attackTotal)
                            .arg(seen.defenceTotal));
        hit(s, e, t, damage);
        ShipState &target = state(e, t);
        if (reach.followUps && damage > 0 && target.alive && target.followUps < MaxFollowUps)
            target.pending[std::size_t(target.followUps++)] = {av, m_turn + 1, s};
    }
    // The carrier's flights (rules options fighterAv, bomberAv; digest §4.9).
    for (const bool bombers : {false, true}) {
        ShipState &st = state(s, i);
        int &flights = bombers ? st.bombers : st.fighters;
        if (flights <= 0 || !st.alive || m_over)
            continue;
        const int av = bombers ? side(s).bomberAv : side(s).fighterAv;
        if (av < 1)
            continue; // no attack below AV 1 (digest §4.4)
        const int t = chooseTarget(s, i);
        if (t < 0)
            return;
        Seen seen;
        const int damage = rollAttack({av, stats(e, t).pd, dv(e, t), flights}, m_rng, seen);
        const int lost = std::min(flights, seen.pdHits);
        if (m_log)
            write(SunderText::tr("%1's %2 flight(s) attack %3 at AV %4: point defence destroys "
                                 "%5; %n damage.",
                                 nullptr, damage)
                      .arg(ship(s, i).logName)
                      .arg(flights)
                      .arg(ship(e, t).logName)
                      .arg(av)
                      .arg(lost));
        flights -= lost;
        hit(s, e, t, damage);
    }
}

void SunderRunner::hit(int from, int e, int j, int damage)
{
    ShipState &v = state(e, j);
    if (damage <= 0 || !v.alive)
        return;
    const int before = v.damage;
    const int taken = std::min(damage, card(e, j).capacity - before);
    v.damage += taken;
    m_result->damageDealt[1 - e] += taken;
    if (v.damage < card(e, j).capacity)
        return;
    v.alive = false;
    v.followUps = 0;
    v.fighters = v.bombers = 0; // flights are lost with their carrier
    --m_alive[e];
    m_result->vp[1 - e] += ship(e, j).hull;
    if (m_log)
        write(SunderText::tr("%1 is destroyed.").arg(ship(e, j).logName));
    if (before == 0)
        explode(e, j); // an undamaged ship destroyed by one attack: Fah-KOOM
    checkVictory(from);
}

// Fah-KOOM (digest §4.5): one 2D6 rolled once against DV + exploding D6 of every ship in reach.
void SunderRunner::explode(int e, int j)
{
    const int reach = explosionReach(card(e, j).size);
    if (reach < 0) {
        if (m_log)
            write(SunderText::tr("%1 explodes, touching no ship.").arg(ship(e, j).logName));
        return;
    }
    const int blast = m_rng.roll(6) + m_rng.roll(6);
    if (m_log)
        write(SunderText::tr("Fah-KOOM! %1 explodes with 2D6 = %2.")
                  .arg(ship(e, j).logName)
                  .arg(blast));
    const SunderBattle::Unit &unit = side(e).units[std::size_t(ship(e, j).unit)];
    const auto blastAt = [&](int s, int k) {
        if (!state(s, k).alive || m_over)
            return;
        const int y = rollExploding(m_rng);
        const int damage = attackDamage(blast, dv(s, k) + y);
        if (m_log)
            write(SunderText::tr("The blast meets %1, defence %2: %n damage.", nullptr, damage)
                      .arg(ship(s, k).logName)
                      .arg(dv(s, k) + y));
        hit(1 - s, s, k, damage);
    };
    if (unit.squadron) {
        for (const int k : unit.ships) {
            if (k != j)
                blastAt(e, k);
        }
    }
    if (m_range <= reach) {
        for (int k = 0; k < int(m_ships[1 - e].size()); ++k)
            blastAt(1 - e, k);
    }
}

// Victory (digest §4.7): the side that has destroyed its share of the enemy's hull wins at once.
void SunderRunner::checkVictory(int first)
{
    for (const int s : {first, 1 - first}) {
        if (m_over)
            return;
        if (long(m_result->vp[s]) * 100 >= long(side(s).victoryShare) * side(1 - s).hull) {
            m_result->winner = s;
            m_over = true;
            if (m_log)
                write(SunderText::tr("Side %1 has destroyed %2 of the enemy's hull %3: it wins.")
                          .arg(side(s).label)
                          .arg(m_result->vp[s])
                          .arg(side(1 - s).hull));
        }
    }
}

} // namespace fw::model::sunder
