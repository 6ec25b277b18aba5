#pragma once

#include "../../core/RulesOptions.h"

#include <vector>

namespace fw::model::talon {

// Ids of the Talon rules options, as written to fleet files (digest §3.7, §3.8).
namespace option {
inline constexpr char ImpulseChart[] = "impulseChart"; // Choice: which reading of the chart (§3.8)
inline constexpr char BoxCapacity[] = "boxCapacity";   // Int 2000: bases and transports (info)
} // namespace option

namespace choice {
inline constexpr char FanChart[] = "fan";       // DEFAULT: the fan implementation (D 3-6, E 6)
inline constexpr char DigestChart[] = "digest"; // the digest's reconstruction (D 3,4,6; E 5,6)
} // namespace choice

struct TalonOptions
{
    bool digestChart = false; // false: the fan implementation's impulse chart
    int boxCapacity = 2000;
};

std::vector<RulesOptionSpec> makeOptionSpecs();
TalonOptions resolveOptions(const std::vector<RulesOptionSpec> &specs, const RulesOptions &values);

} // namespace fw::model::talon
