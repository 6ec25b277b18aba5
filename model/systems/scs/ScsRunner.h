#pragma once

#include "../../combat/TargetPicker.h"
#include "ScsBattle.h"

#include <QStringList>

#include <cstdint>
#include <vector>

namespace fw::model::scs {

// One thread's SCS trial battle: the damage and weapon state of every ship, the turn sequence
// and the shots. Everything is allocated when the runner is made; a battle without a log
// allocates nothing.
class ScsRunner final : public combat::BattleRunner
{
public:
    explicit ScsRunner(const ScsBattle &battle);
    void run(std::uint64_t seed, combat::TrialResult &result, QStringList *log) override;

private:
    struct ShipState
    {
        HullState hull;
        std::vector<int> lastFired;            // per gun: the turn it last fired
        std::vector<std::uint8_t> streak;      // per gun: turns in a row it fired
        std::vector<std::uint8_t> out;         // per gun: failed its critical check
        std::vector<std::uint8_t> intercepted; // per gun: intercepted this turn
        std::vector<double> worth;             // per gun: its mean damage at the target this turn
        std::vector<std::uint8_t> bears;       // per gun: it bears on the target this turn
        std::vector<std::uint8_t> damaged;     // per system: damaged since the last check
        std::vector<int> damagedList;          // those systems, in the order they were hit
        std::vector<int> groupsLost;           // per system: rows or blocks lost so far
        int lostSides = 0;
        int initiativeLoss = 0;
        int thrustLoss = 0, sensorLoss = 0, shieldLoss = 0, powerLoss = 0;
        bool alive = true, firing = true;
        bool hurt = false;          // a system took damage since the last critical check
        int target = -1, side = -1; // this turn's target and the side its weapons hit
    };
    struct Order
    {
        int side = 0, ship = 0, initiative = 0;
        std::uint32_t tie = 0;
    };

    const ScsBattle::Side &side(int s) const { return m_battle.side(s); }
    const Hull &hullOf(int s, int i) const
    {
        return side(s).hulls[std::size_t(side(s).ships[std::size_t(i)].hull)];
    }
    ShipState &state(int s, int i) { return m_ships[s][std::size_t(i)]; }
    bool over() const { return m_alive[0] == 0 || m_alive[1] == 0; }

    void reset(combat::TrialResult &result);
    void rollInitiative();
    void fireShip(int s, int i, bool ballistics);
    // Recharge and the cool-down (digest §5.3): a weapon fires `recharge` turns after it last
    // fired; after 2 turns of firing in a row it cools down for 1 turn.
    bool ready(const ShipState &st, const Hull &h, int g) const
    {
        const Hull::Gun &gun = h.guns[std::size_t(g)];
        const int last = st.lastFired[std::size_t(g)];
        if (st.out[std::size_t(g)] || st.hull.systemLeft(h, gun.system) == 0)
            return false;
        if (m_turn - last < gun.recharge)
            return false;
        return !(st.streak[std::size_t(g)] >= 2 && last == m_turn - 1);
    }
    int chooseTarget(int s, int i);
    void aim(int s, int i);
    int needed(const Hull::Gun &gun, int e, int target) const;
    void fireGun(int s, int i, int g, int target);
    int interceptor(int e, int j, const Hull::Gun &gun, int pulses, double hitDamage);
    void hit(int s, int i, int g, int target, int through, const QString &shotText);
    void afterHit(int e, int j, const HitTrace &t, int s);
    void criticals(int e, int j);
    void write(const QString &line) const { m_log->append(line); }

    const ScsBattle &m_battle;
    std::vector<ShipState> m_ships[2];
    std::vector<Order> m_order;
    int m_alive[2] = {0, 0};
    int m_turn = 0, m_range = 0;
    dice::Rng m_rng;
    combat::TargetPicker m_picker;
    combat::TrialResult *m_result = nullptr;
    QStringList *m_log = nullptr;
    HitTrace m_trace;
};

} // namespace fw::model::scs
