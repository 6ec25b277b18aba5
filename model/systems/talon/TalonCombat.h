#pragma once

#include "../../combat/CombatRules.h"
#include "TalonAttack.h"

namespace fw::model::talon {

class TalonSystem;

// Ids of the situational modifiers of an attack.
namespace modifier {
inline constexpr char Arc[] = "arc";                     // the target's shield arc hit
inline constexpr char ShieldsMarked[] = "shieldsMarked"; // shield boxes marked on that arc
inline constexpr char HullMarked[] = "hullMarked";       // the target's hull boxes marked
} // namespace modifier

// Ids of the generic targets: a missile counter on its undamaged or its damaged side.
inline constexpr char MissileTarget[] = "missile";
inline constexpr char DamagedMissileTarget[] = "damagedMissile";

// Talon attacks and trial battles (digest §3.2, §3.3, §3.8; docs/combat.md, "Talon"). A ship's
// weapons are its counter's weapon groups in counter order (ids g1, g2, ...); ranges are in hexes.
class TalonCombat final : public combat::CombatRules
{
public:
    explicit TalonCombat(const TalonSystem &system);

    QString rangeUnit() const override;
    std::vector<combat::Choice> weapons(const Fleet &fleet, int ship) const override;
    std::vector<combat::Choice> targetKinds() const override;
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
        WeaponKind kind = WeaponKind::Phaser;
        int count = 1, range = 0;
        int missile = 0; // 0: a ship; 1: an undamaged missile; 2: a damaged one
        int threshold = 3;
        bool immune = false; // a fighter under Fusion Cannon fire: no damage (rulebook p. 13)
        const TalonCounter *target = nullptr; // the target ship's counter
        HullTrack hull;
        Arc arc = Arc::Forward;
        int shieldsFull = 0, shieldsLeft = 0, marked = 0;
        const Fleet *attackFleet = nullptr, *targetFleet = nullptr;
    };
    Attack attack(const combat::AttackSetup &setup) const;

    const TalonSystem &system() const { return m_system; }
    // The ship's counter, or null when the fleet is not a Talon fleet or names none.
    const TalonCounter *shipCounter(const Fleet &fleet, int ship) const;

private:
    QStringList assumptions(const Attack &a) const;
    QStringList steps(const Attack &a, const AttackOddsNumbers &odds) const;

    const TalonSystem &m_system;
    std::vector<combat::ModifierSpec> m_modifiers;
};

// Whether `target` ignores all damage from `weapon`: Terran fighter groups "ignore all damage that
// would be caused by" the Fusion Cannon (rulebook p. 13, 15.2.2).
inline bool ignoresDamage(HullType target, WeaponKind weapon)
{
    return target == HullType::Fighter && weapon == WeaponKind::FusionCannon;
}

// A missile hit by the weapons of one group, each its own source (rulebook p. 12, the Defiant
// example: the second phaser of a group fires after the first and destroys the missile the first
// damaged): the chances that it ends undamaged, damaged or destroyed. `damaged` starts it on its
// damaged side; `threshold` is the damage from one source that destroys an undamaged missile.
struct MissileOdds
{
    double undamaged = 0, damaged = 0, destroyed = 0;
};
MissileOdds missileOdds(const AttackNumbers &n, int threshold, bool damaged);

// "Disruptor ×2" and the like: a weapon group's name.
QString groupName(const WeaponGroup &g);

} // namespace fw::model::talon
