#pragma once

#include "../../core/RulesOptions.h"

#include <QString>
#include <QStringList>

#include <array>
#include <vector>

namespace fw::model::easystar {

class EasyStarRules;

// Ids of the EasyStar rules options, as written to fleet files (docs/rules-options.md).
namespace option {
inline constexpr char LeviathansAllowed[] = "leviathansAllowed";
inline constexpr char CriticalRow3[] = "criticalRow3";
inline constexpr char CriticalRow4[] = "criticalRow4";
inline constexpr char CriticalRow5[] = "criticalRow5";
inline constexpr char CriticalRow6[] = "criticalRow6";
inline constexpr char TurningTable[] = "turningTable";
inline constexpr char LeviathanWeaponSpaces[] = "leviathanWeaponSpaces";
inline constexpr char BdvmUnits[] = "bdvmUnits";
inline constexpr char WeaponCounterLimit[] = "weaponCounterLimit";
} // namespace option

// The option values of one fleet, resolved once for fast rules code.
struct EasyStarOptions
{
    bool leviathansAllowed = false;
    std::array<QString, 7> criticalEffect; // [1]..[6]: effect id of each d6 row
    std::vector<int> turnsAtSpeed;         // index = speed
    int leviathanWeaponSpaces = 0;         // 0: no cap
    bool bdvmUnitsPerShot = false;         // false: one purchase serves both shots
    int weaponCounterLimit = 0;            // 0: no limit

    // Which options are at a value that is an assumption (a Fleetwright default, or any value of an
    // option that stands in for a missing table).
    QStringList assumptionIds;
};

std::vector<RulesOptionSpec> makeOptionSpecs(const EasyStarRules &rules);
EasyStarOptions resolveOptions(const std::vector<RulesOptionSpec> &specs,
                               const RulesOptions &values);

} // namespace fw::model::easystar
