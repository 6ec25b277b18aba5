#pragma once

#include "../../combat/CombatRules.h"
#include "EasyStarAttack.h"
#include "EasyStarOptions.h"
#include "EasyStarRules.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace fw::model::easystar {

class EasyStarSystem;
class EasyStarCalculator;
struct ShipFigures;

// A weapon as it fights: the calculator's actual range and damage, and the Weapons Table's
// to-hit numbers.
struct CombatWeapon
{
    QString id;    // "0", "1", ...; "flagshipAdvantage.0"; "interceptor", "attack" (fighters)
    QString label; // translated: "Beam turret (axial)"
    QString name;  // translated: "Beam turret"
    const WeaponType *type = nullptr;
    int range = 0;      // actual range in hexes, with a torpedo's +1
    int damage = 0;     // actual damage, with a missile's +1
    int shots = 1;      // attacks per turn
    bool salvo = false; // all shots at the same target (torpedo bank)
    int toHitShip = 0, toHitFighter = 0, toHitMissile = 0; // d6 needed; 0: cannot attack that
    bool missile = false;                                  // point defense can shoot it down
    bool pointDefense = false;                             // can shoot missiles
    bool dorsal = false;
    bool fighter = false; // the weapon of a fighter squadron
    int fighterType = -1; // index in EasyStarRules::fighters
    int cost = 0;         // what it scores when a critical knocks it out (EasyStar §IX.E)
    bool powerUpDamageSafe = false; // +1 damage stays within the mount's limit (§V.D)
    bool powerUpRangeSafe = false;
};

// A ship as it fights.
struct CombatShip
{
    QString name;
    const ShipClass *shipClass = nullptr;
    int damage = 0; // damage capacity D
    int cost = 0;   // everything on the ship, fighters included: its VP (EasyStar §IX.E)
    bool flagship = false;
    bool ecm = false, targeting = false, deflector = false, armour = false, displacer = false,
         powerUp = false, jump = false, manoeuvring = false;
    int bays = 0;
    std::vector<int> fighters;     // per EasyStarRules::fighters entry: bought fighters carried
    std::vector<int> freeFighters; // ... granted free by the flagship advantage
    int flagshipDamageControl = 0;
    std::vector<CombatWeapon> weapons;        // the ship's weapons, then the advantage's
    std::vector<CombatWeapon> fighterWeapons; // one per fighter type carried
    int pointDefenseCount() const;
};

// EasyStar attack resolution and trial battles (EasyStar §IX, RULES.md §1.9).
class EasyStarCombat final : public combat::CombatRules
{
public:
    explicit EasyStarCombat(const EasyStarSystem &system);

    QString rangeUnit() const override;
    std::vector<combat::Choice> weapons(const Fleet &fleet, int ship) const override;
    std::vector<combat::Choice> targetKinds() const override;
    std::vector<combat::ModifierSpec> modifiers() const override;
    combat::AttackOdds odds(const combat::AttackSetup &setup) const override;
    combat::AttackRoll roll(const combat::AttackSetup &setup, dice::Rng &rng) const override;
    Result<std::unique_ptr<combat::PreparedAttack>>
    prepareAttack(const combat::AttackSetup &setup) const override;
    combat::BattleSettings defaultBattleSettings() const override;
    Result<std::unique_ptr<combat::Battle>>
    prepareBattle(const Fleet &a, const Fleet &b,
                  const combat::BattleSettings &settings) const override;

    const EasyStarSystem &system() const { return m_system; }
    // The fighting figures of ship `index`, from the calculator's figures.
    CombatShip combatShip(const Fleet &fleet, int index, const EasyStarCalculator &calc) const;
    // The fleet's Critical Hit Table (rows 3-6 are rules options).
    CritTable critTable(const EasyStarOptions &options) const;
    // "Critical hit, roll 3: Weapons hit (attacker's choice)" for each optional row.
    QStringList criticalAssumptions(const Fleet &fleet) const;
    QString critName(CritEffect effect) const; // translated, from the table data

    static constexpr int FighterVp = 10; // EasyStar §IX.E: "Destroying a fighter scores 10 VP's"

private:
    struct Prepared;
    class Preparation; // prepare() step by step, in EasyStarPreparation.cpp
    Prepared prepare(const combat::AttackSetup &setup, bool explain) const;
    bool isOwnFleet(const Fleet *fleet) const;

    const EasyStarSystem &m_system;
};

} // namespace fw::model::easystar
