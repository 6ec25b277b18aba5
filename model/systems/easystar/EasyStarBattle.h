#pragma once

#include "../../combat/CombatRules.h"
#include "EasyStarAttack.h"

#include <QString>
#include <QStringList>

#include <array>
#include <cstdint>
#include <vector>

namespace fw::model::easystar {

class EasyStarCombat;

// A map-less EasyStar trial battle (docs/combat.md, "EasyStar"): two fleets at one range that
// closes every turn, firing alternately one weapon at a time. Everything a battle needs is worked
// out here once; runners only keep the changing state.
class EasyStarBattle final : public combat::Battle
{
public:
    static Result<std::unique_ptr<combat::Battle>> create(const EasyStarCombat &combat,
                                                          const Fleet &a, const Fleet &b,
                                                          const combat::BattleSettings &settings);

    int shipCount(int side) const override { return int(m_sides[std::size_t(side)].ships.size()); }
    QString shipName(int side, int ship) const override;
    qint64 points(int side) const override { return m_sides[std::size_t(side)].points; }
    QStringList assumptions() const override { return m_assumptions; }
    // The kinds the runner counts: a ship's beam, a ship's missile, a fighter's weapon, and any
    // weapon firing at a fighter.
    enum AttackKind { BeamAttack, MissileAttack, FighterAttack, AtFighterAttack };
    QStringList attackKinds() const override
    {
        return {QStringLiteral("beam"), QStringLiteral("missile"), QStringLiteral("fighter"),
                QStringLiteral("at fighters")};
    }
    std::unique_ptr<combat::BattleRunner> runner() const override;

    // Ship flags: devices that matter in battle (and can be knocked out, bar the armour).
    enum Flag : std::uint8_t {
        Ecm = 1,
        Targeting = 2,
        Deflector = 4,
        Armour = 8,
        Displacer = 16,
        PowerUp = 32,
        Jump = 64,
        Manoeuvring = 128,
    };
    static constexpr int FlagCount = 8;

    // A weapon of a ship or of a fighter.
    struct Gun
    {
        int owner = 0; // ship index, or fighter index for a fighter's weapon
        bool fighter = false;
        int range = 0, damage = 0, shots = 1;
        bool salvo = false;
        int toHitShip = 0, toHitFighter = 0, toHitMissile = 0; // 0: cannot
        bool missile = false, pointDefense = false;
        bool huntsFighters = false; // fires at fighters first (interceptors)
        bool powerUpSafe = false;   // +1 damage stays within the mount's limit
        int cost = 0;               // VP when a critical knocks it out
    };
    struct Ship
    {
        int capacity = 0, cost = 0, selfRepair = 0;
        std::uint8_t flags = 0;
        std::array<int, FlagCount> deviceCost = {}; // VP of each device when knocked out
        int gunBegin = 0, gunEnd = 0;
        int fighterBegin = 0, fighterEnd = 0;
        int boughtBays = 0, freeBays = 0, bayCost = 0;
        bool flagship = false;
        int flagshipDamageControl = 0;
        double firepower = 0;
    };
    struct Fighter
    {
        int carrier = 0;
        int gun = 0;
        int value = 0;  // purchase cost: part of the carrier's VP while aboard
        int reach = 0;  // fleet range at which it launches and attacks
        int damage = 1; // damage capacity
    };
    struct Side
    {
        QString fleetName;
        std::vector<Ship> ships;
        std::vector<Gun> guns; // ships' guns in fleet order, then one per fighter
        std::vector<Fighter> fighters;
        std::vector<int> fighterOrder; // fighters, attack craft first
        int damageControl = 0;
        qint64 points = 0;
        CritTable crit{};
        // For the log.
        std::vector<QString> shipNames, logNames, gunNames, fighterNames;
    };

    const Side &side(int s) const { return m_sides[std::size_t(s)]; }
    const combat::BattleSettings &settings() const { return m_settings; }
    // Translated names for the log.
    const QString &critName(CritEffect effect) const { return m_critNames[std::size_t(effect)]; }
    const QString &deviceName(int flag) const { return m_deviceNames[std::size_t(flag)]; }

private:
    EasyStarBattle() = default;

    std::array<Side, 2> m_sides;
    combat::BattleSettings m_settings;
    QStringList m_assumptions;
    std::array<QString, 7> m_critNames;
    std::array<QString, FlagCount> m_deviceNames;
};

} // namespace fw::model::easystar
