#pragma once

#include "../../combat/CombatRules.h"
#include "../../core/RulesOptions.h"
#include "../GameSystem.h"
#include "ScsAttack.h"

#include <vector>

namespace fw::model::scs {

// Ids of the situational modifiers of a shot.
namespace modifier {
inline constexpr char Facing[] = "facing";             // the target's side the shot comes from
inline constexpr char Interceptors[] = "interceptors"; // interceptors the target declares
} // namespace modifier

// SCS shots and trial battles (digest §5.3; docs/combat.md, "SCS"). A ship's weapons are its
// design's weapon systems in sheet order, ids "<section>.<position in the section>". There are no
// generic targets: a shot is always at a ship.
class ScsCombat final : public combat::CombatRules
{
public:
    // `specs` are the system's rules options (they outlive this object).
    ScsCombat(const GameSystem &system, const std::vector<RulesOptionSpec> &specs);
    const GameSystem &system() const { return m_system; }

    QString rangeUnit() const override;
    std::vector<combat::Choice> weapons(const Fleet &fleet, int ship) const override;
    std::vector<combat::Choice> targetKinds() const override { return {}; }
    std::vector<combat::ModifierSpec> modifiers() const override { return m_modifiers; }
    combat::AttackOdds odds(const combat::AttackSetup &setup) const override;
    void forgetKeptOdds() const override;
    combat::AttackRoll roll(const combat::AttackSetup &setup, dice::Rng &rng) const override;
    Result<std::unique_ptr<combat::PreparedAttack>>
    prepareAttack(const combat::AttackSetup &setup) const override;
    combat::BattleSettings defaultBattleSettings() const override;
    Result<std::unique_ptr<combat::Battle>>
    prepareBattle(const Fleet &a, const Fleet &b,
                  const combat::BattleSettings &settings) const override;

    // A shot checked and reduced to numbers.
    struct Shot
    {
        QString error;
        Hull target;
        Hull::Gun gun;
        QString attacker, targetName, weapon; // for steps and logs
        QString facing;                       // the target's section id the shot comes from
        int signature = 0, rangeModifier = 0, die = 20, range = 0;
        std::vector<int> interceptors; // the declared interceptors' values, best first
        const Fleet *attackFleet = nullptr, *targetFleet = nullptr;
        int needed() const { return signature + rangeModifier; }
    };
    Shot shot(const combat::AttackSetup &setup) const;

    // The exact odds of one shot at a fresh ship, with the chance that each of its systems and
    // structures is hit (picked by a location roll) and destroyed by it.
    struct ItemOdds
    {
        bool system = true; // false: a section's structure
        int index = 0;      // in Hull::systems or Hull::sections
        QString label;
        double hit = 0, destroyed = 0;
    };
    struct ShotOdds
    {
        combat::AttackOdds odds;
        double hit = 0;         // P(the to-hit roll succeeds)
        double intercepted = 0; // P(a hit, every pulse of every shot intercepted)
        std::vector<ItemOdds> items;
    };
    ShotOdds shotOdds(const combat::AttackSetup &setup) const;

    ScsOptions resolve(const Fleet &fleet) const { return resolveOptions(m_specs, fleet.options); }
    const std::vector<RulesOptionSpec> &specs() const { return m_specs; }
    // "Label: value (rules option id)" for a rules option in force in `fleet`.
    QString optionInForce(const Fleet &fleet, const char *id) const;

private:
    QStringList assumptions(const Shot &s) const;
    // The steps of the odds `out` of `s` (how they come about, translated).
    void describe(const Shot &s, ShotOdds &out) const;

    const GameSystem &m_system; // the game: what a fleet costs
    const std::vector<RulesOptionSpec> &m_specs;
    std::vector<combat::ModifierSpec> m_modifiers;
};

// The ship's design, or null when the fleet is not an SCS fleet or the ship names none it has.
const ScsClass *shipClass(const Fleet &fleet, int ship);

} // namespace fw::model::scs
