#pragma once

#include "../../combat/CombatRules.h"
#include "BillionSunsAttack.h"
#include "BillionSunsOptions.h"
#include "BillionSunsRules.h"

namespace fw::model::billionsuns {

class BillionSunsSystem;

// Ids of the situational modifiers of an attack.
namespace modifier {
inline constexpr char PowerToWeapons[] = "powerToWeapons";
inline constexpr char PowerToShields[] = "powerToShields";
inline constexpr char Engage[] = "engage";
inline constexpr char TargetDamage[] = "targetDamage";
inline constexpr char AttackerDamage[] = "attackerDamage";
} // namespace modifier

// A Billion Suns attacks and trial battles (quick reference: attacking, orders, tactical, et
// cetera). A ship's weapons are "0" (its primary weapon system) and "1" (its auxiliary weapon
// system); AttackSetup::weapon is that number. The generic targets are the objects table.
class BillionSunsCombat final : public combat::CombatRules
{
public:
    explicit BillionSunsCombat(const BillionSunsSystem &system);

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

    // An attack setup checked and reduced to numbers.
    struct Attack
    {
        QString error;
        AttackDice dice;
        const Weapon *weapon = nullptr;
        QString attacker, target; // names for steps and logs
        int attackerMass = 0;
        int attackerTokens = 0;
        int targetMass = 0;
        bool targetIsShip = true;
        int targetTokens = 0;
        int destroyAt = 0;
        int powerAsked = 0, shieldsAsked = 0, shieldsBase = 0;
        BillionSunsOptions attackOptions, targetOptions;
        const Fleet *attackFleet = nullptr, *targetFleet = nullptr;
        bool systemsCritical() const
        {
            return attackerTokens > massRule::systemsCriticalAbove(attackerMass);
        }
        int dudDamage() const
        {
            return attackOptions.dudDamageIsWeapon ? dice.damage : massRule::ShockDamage;
        }
    };
    Attack attack(const combat::AttackSetup &setup) const;

private:
    static std::vector<combat::ModifierSpec> makeModifiers();
    QStringList assumptions(const Attack &a) const;
    void destructionSteps(const Attack &a, double destroyed, QStringList &steps) const;

    const BillionSunsSystem &m_system;
    std::vector<combat::ModifierSpec> m_modifiers;
};

// "Label: value (rules option id)" for a rules option in force in `fleet`, for assumption lists.
QString optionInForce(const BillionSunsSystem &system, const Fleet &fleet, const char *id);

} // namespace fw::model::billionsuns
