#pragma once

#include "../../combat/CombatRules.h"
#include "SunderAttack.h"

#include <array>

namespace fw::model::sunder {

class SunderCombat;

// A map-less Sunder the Stars trial battle (docs/combat.md, "Sunder the Stars"): every ship of both
// fleets at one range that closes every turn; each turn every unit (a ship, or a squadron rolling
// once) rolls 2D6 + initiative and activates from the highest, its ships attacking in turn. Each
// card is worked out once here, per damage point; runners keep only the damage.
class SunderBattle final : public combat::Battle
{
public:
    static Result<std::unique_ptr<combat::Battle>> create(const SunderCombat &combat,
                                                          const Fleet &a, const Fleet &b,
                                                          const combat::BattleSettings &settings);

    int shipCount(int side) const override { return int(m_sides[std::size_t(side)].ships.size()); }
    QString shipName(int side, int ship) const override;
    int points(int side) const override { return m_sides[std::size_t(side)].points; }
    QStringList assumptions() const override { return m_assumptions; }
    std::unique_ptr<combat::BattleRunner> runner() const override;

    // A card's figures after each damage point (index = damage taken, 0 to capacity - 1).
    struct Card
    {
        struct Gun
        {
            WeaponType type = WeaponType::Battery;
            QString name;
        };
        std::vector<Gun> guns;
        std::vector<TrackStats> stats; // per damage taken
        std::vector<int> dv;           // per damage taken: Normal shields
        int capacity = 0;
        HullSize size = HullSize::Medium;
    };
    struct Ship
    {
        QString name, logName;
        int card = 0; // in Side::cards
        int unit = 0; // in Side::units
        int hull = 0; // counts for victory
        int points = 0;
        int fighters = 0, bombers = 0;
        double firepower = 0; // track 1's AV in all, for BiggestThreat
    };
    struct Unit
    {
        QString name;
        std::vector<int> ships;
        int initiative = 0; // the lowest of its ships' cards
        bool squadron = false;
    };
    struct Side
    {
        QString label; // "A" or "B"
        std::vector<Card> cards;
        std::vector<Ship> ships;
        std::vector<Unit> units;
        int points = 0;
        int hull = 0; // all its ships' hull for victory
        int fighterAv = 1, bomberAv = 2;
        int victoryShare = 50; // per cent of the enemy's hull
    };

    const Side &side(int s) const { return m_sides[std::size_t(s)]; }
    const combat::BattleSettings &settings() const { return m_settings; }

private:
    SunderBattle() = default;
    std::array<Side, 2> m_sides;
    combat::BattleSettings m_settings;
    QStringList m_assumptions;
};

} // namespace fw::model::sunder
