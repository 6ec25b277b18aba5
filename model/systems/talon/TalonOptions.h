#pragma once

#include "../../core/RulesOptions.h"

#include <vector>

namespace fw::model::talon {

// Ids of the Talon rules options, as written to fleet files (digest §3.3, §3.5, §3.7, §3.8).
namespace option {
inline constexpr char ImpulseChart[] = "impulseChart"; // Choice: which reading of the chart (§3.8)
inline constexpr char HullPower[] = "hullPower";       // Choice: how hull boxes lower Power
inline constexpr char GroupRolls[] = "groupRolls";     // Choice: one die per weapon or per group
inline constexpr char MissileThreshold[] = "missileThreshold"; // Int 3: damage that kills a missile
inline constexpr char BoxCapacity[] = "boxCapacity"; // Int 2000: bases and transports (info)
} // namespace option

namespace choice {
// impulseChart
inline constexpr char TutorialChart[] = "tutorial"; // DEFAULT: digest §3.2 (D 3,4,6; E 5,6)
inline constexpr char FanChart[] = "fan";           // the fan implementation's (D 3-6; E 6)
// hullPower
inline constexpr char PowerLevel[]
    = "level";                            // DEFAULT: the number printed with the last marked box
inline constexpr char PowerSum[] = "sum"; // the numbers of all marked boxes added up
// groupRolls
inline constexpr char RollPerWeapon[] = "weapon"; // DEFAULT: one die for each weapon of the group
inline constexpr char RollPerGroup[] = "group";   // one die for the whole group
} // namespace choice

struct TalonOptions
{
    bool fanChart = false;     // true: the fan implementation's impulse chart
    bool powerSum = false;     // true: marked hull boxes' Power numbers add up
    bool rollPerGroup = false; // true: a weapon group rolls one die, whatever its count
    int missileThreshold = 3;  // damage from one source that destroys an undamaged missile
    int boxCapacity = 2000;
    bool bearingAll = false; // true: every weapon group bears in a trial battle (option bearing)
};

std::vector<RulesOptionSpec> makeOptionSpecs();
TalonOptions resolveOptions(const std::vector<RulesOptionSpec> &specs, const RulesOptions &values);

} // namespace fw::model::talon
