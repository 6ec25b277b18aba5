#pragma once

#include "../../combat/TargetPicker.h"
#include "EasyStarBattle.h"

#include <QStringList>

#include <cstdint>
#include <vector>

namespace fw::model::easystar {

// One thread's EasyStar trial battle: the state of both fleets during a battle, the turn sequence
// (EasyStarRunner.cpp: start of turn, alternate fire, targets) and the shots with their damage,
// critical hits and victory points (EasyStarRunnerShots.cpp).
class EasyStarRunner final : public combat::BattleRunner
{
    using Battle = EasyStarBattle;

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

} // namespace fw::model::easystar
