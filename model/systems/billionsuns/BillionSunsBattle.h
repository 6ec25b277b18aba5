#pragma once

#include "../../combat/CombatRules.h"
#include "BillionSunsAttack.h"

#include <array>

namespace fw::model::billionsuns {

class BillionSunsSystem;

// A trial battle between two requisition rosters without a map: every ship and wing of both
// rosters is in play from the start, the fleets close at a fixed rate, and battlegroups activate
// in turn and fire at targets a policy chooses. docs/combat.md ("A Billion Suns") describes the
// model and each simplification.
class BillionSunsBattle final : public combat::Battle
{
public:
    static Result<std::unique_ptr<combat::Battle>> create(const BillionSunsSystem &system,
                                                          const Fleet &a, const Fleet &b,
                                                          const combat::BattleSettings &settings);

    int shipCount(int side) const override { return int(m_sides[std::size_t(side)].ships.size()); }
    QString shipName(int side, int ship) const override;
    qint64 points(int side) const override { return m_sides[std::size_t(side)].points; }
    QStringList assumptions() const override { return m_assumptions; }
    // The kinds the runner counts: a primary or an auxiliary weapon system, an explosion.
    enum AttackKind { PrimaryAttack, AuxiliaryAttack, ExplosionAttack };
    QStringList attackKinds() const override
    {
        return {QStringLiteral("primary"), QStringLiteral("auxiliary"),
                QStringLiteral("explosion")};
    }
    std::unique_ptr<combat::BattleRunner> runner() const override;

    struct Gun
    {
        int rangeMin = 0, rangeMax = 0, dice = 1, die = 6, damage = 1;
        QString name; // translated, for logs
        AttackKind kind = PrimaryAttack;
    };
    struct Ship
    {
        QString name;    // the ship's name
        QString logName; // "A: name", for logs
        int cost = 0, mass = 0, silhouette = 1, shields = 0, destroyAt = 1;
        int group = 0;     // index of its battlegroup in its side
        int firepower = 0; // dice x Dmg of all its guns, for BiggestThreat
        int gunCount = 0;
        std::array<Gun, 2> guns; // primary first
    };
    struct Side
    {
        QString label; // "A" or "B"
        std::vector<Ship> ships;
        // Battlegroups in roster order: the members of group g are
        // members[groupStart[g]] .. members[groupStart[g + 1] - 1], in roster order.
        std::vector<int> members, groupStart;
        QStringList groupNames;
        qint64 points = 0;
        // The dice of this side's attacks and of its ships' saves and explosions follow its own
        // rules options.
        int criticalFace = 1;
        bool dudOnHighest = true;
        bool dudDamageIsWeapon = false;
        int saveDie = 6;
        int explosionDie = 6;
        int groupCount() const { return int(groupStart.size()) - 1; }
    };

    const Side &side(int s) const { return m_sides[std::size_t(s)]; }
    const combat::BattleSettings &settings() const { return m_settings; }

private:
    BillionSunsBattle() = default;
    std::array<Side, 2> m_sides;
    combat::BattleSettings m_settings;
    QStringList m_assumptions;
};

} // namespace fw::model::billionsuns
