#include "EasyStarRunner.h"

#include "EasyStarCombat.h"
#include "EasyStarSystem.h"

#include <algorithm>

namespace fw::model::easystar {

namespace {

// EasyStar §V.D, Damage control: one counter repairs 2 damage, two together 5, three together 8.
constexpr int DamageControlRepair[4] = {0, 2, 5, 8};

} // namespace

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

} // namespace fw::model::easystar
