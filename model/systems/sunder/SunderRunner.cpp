#include "SunderRunner.h"

#include <algorithm>

namespace fw::model::sunder {

SunderRunner::SunderRunner(const SunderBattle &battle)
    : m_battle(battle)
    , m_picker(battle.settings().policy)
{
    for (int s = 0; s < 2; ++s)
        m_ships[s].resize(std::size_t(battle.shipCount(s)));
    m_order.reserve(battle.side(0).units.size() + battle.side(1).units.size());
    std::size_t guns = 0;
    for (int s = 0; s < 2; ++s) {
        for (const SunderBattle::Card &c : battle.side(s).cards)
            guns = std::max(guns, c.guns.size());
    }
    m_value.reserve(guns);
    m_ready.reserve(guns);
    m_bears.reserve(guns);
    m_fired.reserve(guns);
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
        m_range = m_turn == 1 ? settings.startRange : nextRange();
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

// The fleets close by their movement (docs/combat.md, "Sunder the Stars"): after each turn by
// the MP of each side's slowest surviving ship on its current track, added, at most the closing
// per turn of the settings, and never to less than 1 hex: ships may not end their movement in
// the same hex (quick reference, MOVEMENT). A negative closing opens the range by that much.
int SunderRunner::nextRange() const
{
    const int closing = m_battle.settings().closingRate;
    if (closing < 0)
        return m_range - closing;
    int moved = 0;
    for (int s = 0; s < 2; ++s) {
        int slowest = -1;
        for (int i = 0; i < int(m_ships[s].size()); ++i) {
            const ShipState &st = m_ships[s][std::size_t(i)];
            if (!st.alive)
                continue;
            const int mp = card(s, i).stats[std::size_t(st.damage)].mp;
            slowest = slowest < 0 ? mp : std::min(slowest, mp);
        }
        moved += std::max(0, slowest);
    }
    const int range = m_range - std::min(closing, moved);
    return m_range < 1 ? m_range : std::max(1, range);
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
