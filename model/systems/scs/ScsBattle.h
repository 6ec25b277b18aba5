#pragma once

#include "../../combat/CombatRules.h"
#include "ScsAttack.h"

#include <array>

namespace fw::model::scs {

class ScsCombat;

// A map-less SCS trial battle (docs/combat.md, "SCS"): every ship of both fleets at one range that
// closes every turn; each turn initiative, then fire (ballistics first), then criticals. Every
// design is worked out once here (Hull); runners keep only the damage.
class ScsBattle final : public combat::Battle
{
public:
    static Result<std::unique_ptr<combat::Battle>> create(const ScsCombat &combat, const Fleet &a,
                                                          const Fleet &b,
                                                          const combat::BattleSettings &settings);

    int shipCount(int side) const override { return int(m_sides[std::size_t(side)].ships.size()); }
    QString shipName(int side, int ship) const override;
    qint64 points(int side) const override { return m_sides[std::size_t(side)].points; }
    QStringList assumptions() const override { return m_assumptions; }
    // The weapon names of both fleets, in order of first appearance (side A first).
    QStringList attackKinds() const override { return m_kinds; }
    std::unique_ptr<combat::BattleRunner> runner() const override;

    struct Ship
    {
        QString name, logName;
        int hull = 0; // in Side::hulls
        int points = 0;
        int initiative = 0;   // the design's bonus
        int signature = 0;    // forward (the fleets face each other)
        double firepower = 0; // mean damage of all its weapons, for BiggestThreat
    };
    struct Side
    {
        QString label; // "A" or "B"
        std::vector<Hull> hulls;
        std::vector<std::vector<int>> kinds; // per hull, per gun: its index in attackKinds()
        // Per hull, per gun: the mean damage of a firing (every shot, pulse and die) by the
        // to-hit target 0 .. hitDie, before armour and intercept: what a gun is worth.
        std::vector<std::vector<std::vector<double>>> worth;
        std::vector<Ship> ships;
        qint64 points = 0;
        int hitDie = 20;
        bool criticalsAtEndOfTurn = true;
        bool bearingAll = false;            // rules option bearing = all: every weapon bears
        bool everyWeaponIntercepts = false; // ballisticIntercept = allWeapons
        bool lossPerGroup = false;          // criticalLoss = perGroup
    };

    const Side &side(int s) const { return m_sides[std::size_t(s)]; }
    const combat::BattleSettings &settings() const { return m_settings; }

private:
    ScsBattle() = default;
    std::array<Side, 2> m_sides;
    combat::BattleSettings m_settings;
    QStringList m_assumptions;
    QStringList m_kinds;
};

// The mean damage of one hit of `gun` before armour (a "perDie" pulse hit with `through` pulses).
double meanHitDamage(const Hull &h, const Hull::Gun &gun, int through);
// The mean damage of one firing of `gun` before armour and intercept when it needs `needed` or
// less on d`die`: every shot, every rolled pulse.
double meanFiringDamage(const Hull &h, const Hull::Gun &gun, int needed, int die);

} // namespace fw::model::scs
