#pragma once

#include "../../combat/TargetPicker.h"
#include "TalonBattle.h"

#include <QStringList>

#include <array>
#include <cstdint>
#include <utility>
#include <vector>

namespace fw::model::talon {

// One thread's Talon trial battle: the shields, hull, charge and power of every ship and the
// missiles in flight. Everything is allocated when the runner is made; a battle without a log
// allocates nothing.
class TalonRunner final : public combat::BattleRunner
{
public:
    explicit TalonRunner(const TalonBattle &battle);
    void run(std::uint64_t seed, combat::TrialResult &result, QStringList *log) override;

private:
    static constexpr int MaxMissiles = 256; // in flight at once; more are not launched
    struct ShipState
    {
        std::array<int, ArcCount> shields{};
        std::array<int, TalonBattle::MaxGroups> charge{};
        std::uint32_t lost = 0; // weapon groups destroyed (bits)
        int marked = 0;
        int powerMinus = 0; // criticals "Power −1"
        int ap = 0;         // AP not spent yet
        int target = -1;
        std::uint32_t bears = 0;                  // groups that bear on bearingTarget (bits)
        int bearingTarget = -1, bearingRound = 0; // the target and round `bears` was chosen for
        bool alive = true, shieldsDown = false, noPower = false;
    };
    struct Missile
    {
        int side = 0, target = 0; // the launching side, the target in the other side
        int arrives = 0;          // the impulse (round * 6 + impulse) it reaches the target
        int damage = 0;
    };

    const TalonBattle::Side &side(int s) const { return m_battle.side(s); }
    const TalonBattle::Ship &ship(int s, int i) const { return side(s).ships[std::size_t(i)]; }
    const TalonBattle::Counter &counter(int s, int i) const
    {
        return side(s).counters[std::size_t(ship(s, i).counter)];
    }
    ShipState &state(int s, int i) { return m_ships[s][std::size_t(i)]; }

    void reset(combat::TrialResult &result);
    void impulse(int s, int impulse);
    void missiles(int s);
    void act(int s, int i, int impulse);
    void charge(int s, int i, int impulse);
    int chooseTarget(int s, int i);
    // The groups of ship i of side s that bear on target t this round (bits).
    std::uint32_t bearing(int s, int i, int t);
    void hit(int from, int e, int j, int damage);
    void applyCritical(int e, int j, int roll);
    void destroyed(int from, int e, int j);
    // Appends `line` to the log, after the impulse's heading when it is the first of it.
    void write(const QString &line)
    {
        if (!m_heading.isEmpty())
            m_log->append(std::exchange(m_heading, QString()));
        m_log->append(line);
    }

    const TalonBattle &m_battle;
    std::vector<ShipState> m_ships[2];
    std::vector<Missile> m_missiles; // capacity MaxMissiles
    int m_alive[2] = {0, 0};
    int m_round = 0, m_range = 0, m_now = 0;
    bool m_over = false;
    dice::Rng m_rng;
    combat::TargetPicker m_picker;
    combat::TrialResult *m_result = nullptr;
    QStringList *m_log = nullptr;
    QString m_heading; // the impulse's heading, written before its first line
};

} // namespace fw::model::talon
