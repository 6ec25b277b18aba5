#pragma once

#include "../../combat/TargetPicker.h"
#include "SunderBattle.h"

#include <QStringList>

#include <array>
#include <cstdint>
#include <vector>

namespace fw::model::sunder {

// One thread's Sunder the Stars trial battle: the damage, flights and pending fusion attacks of
// every ship, the initiative order and the attacks. Everything is allocated when the runner is
// made; a battle without a log allocates nothing.
class SunderRunner final : public combat::BattleRunner
{
public:
    explicit SunderRunner(const SunderBattle &battle);
    void run(std::uint64_t seed, combat::TrialResult &result, QStringList *log) override;

private:
    // A fusion hit's later attacks (digest §4.3): at `av` when the target activates in turns
    // `first` to `first + 1`.
    struct FollowUp
    {
        int av = 0, first = 0;
        int side = 0; // the attacker's side
    };
    static constexpr int MaxFollowUps = 16;
    struct ShipState
    {
        int damage = 0;
        int fighters = 0, bombers = 0;
        bool alive = true;
        int target = -1;
        int followUps = 0;
        std::array<FollowUp, MaxFollowUps> pending{};
    };
    struct Order
    {
        int side = 0, unit = 0, initiative = 0;
    };

    const SunderBattle::Side &side(int s) const { return m_battle.side(s); }
    const SunderBattle::Ship &ship(int s, int i) const { return side(s).ships[std::size_t(i)]; }
    const SunderBattle::Card &card(int s, int i) const
    {
        return side(s).cards[std::size_t(ship(s, i).card)];
    }
    ShipState &state(int s, int i) { return m_ships[s][std::size_t(i)]; }
    const TrackStats &stats(int s, int i)
    {
        return card(s, i).stats[std::size_t(state(s, i).damage)];
    }
    int dv(int s, int i) { return card(s, i).dv[std::size_t(state(s, i).damage)]; }

    void reset(combat::TrialResult &result);
    void rollInitiative();
    void activate(int s, int unit);
    void followUps(int s, int i);
    void attackWith(int s, int i);
    // Rolls gun `g` of ship (s, i) at ship (1 - s, t) with AV `av`.
    void fireGun(int s, int i, int g, int t, int av);
    void launchFlights(int s, int i);
    int chooseTarget(int s, int i);
    // The range of the next turn: the fleets close by their movement (docs/combat.md).
    int nextRange() const;
    // Applies `damage` from one attack of side `from` to ship (e, j). `oneRoll`: the damage is
    // one attack roll's, so an undamaged ship it destroys explodes (digest §4.5).
    void hit(int from, int e, int j, int damage, bool oneRoll = true);
    void explode(int e, int j);
    void checkVictory(int first);
    void write(const QString &line) const { m_log->append(line); }

    const SunderBattle &m_battle;
    std::vector<ShipState> m_ships[2];
    std::vector<Order> m_order;
    std::vector<double> m_value;       // per gun of the activating ship: its worth this attack
    std::vector<std::uint8_t> m_ready; // per gun: it has AV and reaches, and has not fired
    std::vector<std::uint8_t> m_bears; // per gun: it bears on the target
    std::vector<std::uint8_t> m_fired; // per gun: it has fired this activation
    int m_alive[2] = {0, 0};
    int m_turn = 0, m_range = 0;
    int m_lastSide = 0; // the side that activated last
    bool m_over = false;
    dice::Rng m_rng;
    combat::TargetPicker m_picker;
    combat::TrialResult *m_result = nullptr;
    QStringList *m_log = nullptr;
};

} // namespace fw::model::sunder
