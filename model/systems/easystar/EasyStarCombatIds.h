#pragma once

#include "../../combat/CombatRules.h"

#include <QLatin1String>

// The ids of EasyStar's attack modifiers and target kinds (stable: the CLI and tests name them).
namespace fw::model::easystar {

namespace modifier {
inline constexpr char FrontHit[] = "frontHit";
inline constexpr char PointDefense[] = "pointDefense";
inline constexpr char Displacer[] = "displacer";
inline constexpr char DamageTaken[] = "damageTaken";
inline constexpr char PowerUpDamage[] = "powerUpDamage";
inline constexpr char PowerUpRange[] = "powerUpRange";
} // namespace modifier

namespace kind {
inline constexpr char Ship[] = "ship";
inline constexpr char Fighter[] = "fighter";
inline constexpr char Missile[] = "missile";
} // namespace kind

inline int modifierValue(const combat::AttackSetup &setup, const char *id, int defaultValue)
{
    const auto it = setup.modifiers.find(QLatin1String(id));
    return it == setup.modifiers.end() ? defaultValue : it->second;
}

} // namespace fw::model::easystar
