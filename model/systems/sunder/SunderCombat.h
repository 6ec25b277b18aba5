#pragma once

#include "../../combat/CombatRules.h"
#include "../../core/RulesOptions.h"
#include "../GameSystem.h"
#include "SunderAttack.h"

#include <optional>
#include <vector>

namespace fw::model::sunder {

// Ids of the situational modifiers of an attack (digest §4.4, §4.5).
namespace modifier {
inline constexpr char AttackerStill[] = "attackerStill";       // +2: the attacker used no MP
inline constexpr char DefenderMovement[] = "defenderMovement"; // turned 0, straight +1, still +2
inline constexpr char Gas[] = "gas";                           // −1 per hex of gas cloud
inline constexpr char Dust[] = "dust";                         // −2 per hex of dust or asteroids
inline constexpr char Shields[] = "shields";                   // the defender's shield setting
inline constexpr char AttackFrom[] = "attackFrom";             // front or back half
inline constexpr char AttackerDamage[] = "attackerDamage";     // sets the attacker's track
inline constexpr char DamageTaken[] = "damageTaken";           // the target's damage so far
inline constexpr char OtherPd[] = "otherPd";                   // PD dice of ships nearby
inline constexpr char SpreadAv[] = "spreadAv";                 // this target's part of a spread
} // namespace modifier

// The ids of the flights a carrier launches, as weapons().
inline constexpr char FightersWeapon[] = "fighters";
inline constexpr char BombersWeapon[] = "bombers";

// Sunder the Stars attacks and trial battles (digest §4.1–4.7; docs/combat.md, "Sunder the
// Stars"). A ship's weapons are its card's weapons in card order (ids w1, w2, ...), then the
// fighter and bomber flights it carries. There are no generic targets.
class SunderCombat final : public combat::CombatRules
{
public:
    // `specs` are the system's rules options (they outlive this object).
    SunderCombat(const GameSystem &system, const std::vector<RulesOptionSpec> &specs);
    const GameSystem &system() const { return m_system; }

    QString rangeUnit() const override;
    std::vector<combat::Choice> weapons(const Fleet &fleet, int ship) const override;
    std::vector<combat::Choice> targetKinds() const override { return {}; }
    std::vector<combat::ModifierSpec> modifiers() const override { return m_modifiers; }
    combat::AttackOdds odds(const combat::AttackSetup &setup) const override;
    combat::AttackRoll roll(const combat::AttackSetup &setup, dice::Rng &rng) const override;
    Result<std::unique_ptr<combat::PreparedAttack>>
    prepareAttack(const combat::AttackSetup &setup) const override;
    combat::BattleSettings defaultBattleSettings() const override;
    Result<std::unique_ptr<combat::Battle>>
    prepareBattle(const Fleet &a, const Fleet &b,
                  const combat::BattleSettings &settings) const override;

    // An attack checked and reduced to numbers, with what the steps and logs say.
    struct Attack
    {
        QString error;
        AttackNumbers numbers;
        QString attacker, targetName, weapon; // for steps and logs
        WeaponType type = WeaponType::Battery;
        bool flights = false; // fighters or bombers rather than a card weapon
        int carried = 0;      // flights carried; numbers.flights are those the bays launch
        HullSize targetSize = HullSize::Medium;
        int baseAv = 0; // the card's AV on the attacker's track (or the spread's part)
        int cardAv = 0; // the card's AV before a spread
        int rangeModifier = 0, movement = 0, terrain = 0;
        int shield = 0, ownPd = 0, otherPd = 0;
        int damageTaken = 0, capacity = 0;
        int attackerTrack = 0, targetTrack = 0;
        ShieldSetting setting = ShieldSetting::Normal;
        bool fromFront = true;
        const Fleet *attackFleet = nullptr, *targetFleet = nullptr;
    };
    Attack attack(const combat::AttackSetup &setup) const;

    SunderOptions resolve(const Fleet &fleet) const
    {
        return resolveOptions(m_specs, fleet.options);
    }
    const std::vector<RulesOptionSpec> &specs() const { return m_specs; }

private:
    QStringList assumptions(const Attack &a) const;
    QStringList steps(const Attack &a, const AttackOddsNumbers &odds) const;

    const GameSystem &m_system; // the game: what a fleet costs
    const std::vector<RulesOptionSpec> &m_specs;
    std::vector<combat::ModifierSpec> m_modifiers;
};

// The ship's card, or null when the fleet is not a Sunder fleet or the ship names none it has.
const SunderCard *shipCard(const Fleet &fleet, int ship);

} // namespace fw::model::sunder
