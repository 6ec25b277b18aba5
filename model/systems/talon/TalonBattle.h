#pragma once

#include "../../combat/Bearing.h"
#include "../../combat/CombatRules.h"
#include "TalonAttack.h"

#include <array>

namespace fw::model::talon {

class TalonCombat;

// A map-less Talon trial battle (docs/combat.md, "Talon"): every ship of both fleets at one range
// that closes every round; each round impulses A–F (the initiative side first in each), then the
// Power Phase. Each counter is worked out once here (its groups' dice at every range, its hull,
// its power per impulse after each hull box); runners keep only the state.
class TalonBattle final : public combat::Battle
{
public:
    static constexpr int MaxGroups = 16;
    static constexpr int MaxRange = 8; // AttackNumbers are kept for ranges 0..MaxRange

    static Result<std::unique_ptr<combat::Battle>> create(const TalonCombat &combat, const Fleet &a,
                                                          const Fleet &b,
                                                          const combat::BattleSettings &settings);

    int shipCount(int side) const override { return int(m_sides[std::size_t(side)].ships.size()); }
    QString shipName(int side, int ship) const override;
    qint64 points(int side) const override { return m_sides[std::size_t(side)].points; }
    QStringList assumptions() const override { return m_assumptions; }
    // The weapon kinds (weaponKindIds(), in enum order): one attack per group that fires or
    // launches.
    QStringList attackKinds() const override { return weaponKindIds(); }
    std::unique_ptr<combat::BattleRunner> runner() const override;

    struct Group
    {
        QString name;
        WeaponKind kind = WeaponKind::Phaser;
        int red = 0, boxes = 0; // red boxes; red and yellow boxes
        bool missile = false;
        std::array<bool, MaxRange + 1> reaches{};
        std::array<AttackNumbers, MaxRange + 1> fire{};
        std::array<double, MaxRange + 1> value{}; // expected damage of one fire at each range
    };
    struct Counter
    {
        QString name;
        HullTrack hull;
        std::array<int, ArcCount> shields{};
        std::vector<Group> groups;
        std::array<std::uint8_t, MaxHull + 1> ap{}; // AP per round at its speed after m boxes
        int speed = 0;                              // the starting entry's speed
        int explosion = 0;
        bool fighter = false; // ignores Fusion Cannon damage (rulebook p. 13)
        // The sets of groups that can bear on one target together (their arcs, TalonBattle.cpp).
        combat::BearingChoice bearing;
    };
    struct Ship
    {
        QString name, logName;
        int counter = 0; // in Side::counters
        int points = 0;
        double firepower = 0; // for BiggestThreat
    };
    struct Side
    {
        QString label; // "A" or "B"
        std::vector<Counter> counters;
        std::vector<Ship> ships;
        qint64 points = 0;
        bool bearingAll = false; // rules option bearing: every group bears (simplified)
        // gains[a][i]: AP a ship with AP a per round gains in impulse i (the impulse chart,
        // rules option impulseChart); a from 0 to MaxAp.
        static constexpr int MaxAp = 16;
        std::array<std::array<std::uint8_t, 6>, MaxAp + 1> gains{};
    };

    const Side &side(int s) const { return m_sides[std::size_t(s)]; }
    const combat::BattleSettings &settings() const { return m_settings; }
    // The arcs of digest §3.1 in degrees clockwise from the bow, as the fan implementation's
    // board draws them (digest §3.8: one hex side forward and one rear, two on each side).
    static combat::ArcSpan arcSpan(Arc arc);

private:
    TalonBattle() = default;
    std::array<Side, 2> m_sides;
    combat::BattleSettings m_settings;
    QStringList m_assumptions;
};

} // namespace fw::model::talon
