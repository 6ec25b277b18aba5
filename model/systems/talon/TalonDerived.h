#pragma once

#include "TalonDesign.h"
#include "TalonOptions.h"

#include <array>
#include <optional>

namespace fw::model::talon {

// The six impulses of a turn (digest §3.2), A to F, then the Power Phase.
inline constexpr int ImpulseCount = 6;

// The impulse chart: for each impulse, the speeds that act in it (digest §3.8; the two readings
// differ only in whether speed 5 acts in D or in E).
using ImpulseChart = std::array<std::vector<int>, ImpulseCount>;
const ImpulseChart &impulseChart(const TalonOptions &options);
// The impulses (0 = A) in which a ship at `speed` moves and gains power: speed 1 acts in F only,
// speed 2 in C and F, speed 6 in every impulse.
std::vector<int> impulsesAt(int speed, const TalonOptions &options);

// The power-curve entry at `speed`, or null.
const PowerEntry *powerAt(const TalonCounter &c, int speed);
// Available power per round at `speed` (the entry's AP; 0 when the curve has no such speed).
int availablePower(const TalonCounter &c, int speed);
// Shield boxes on all four arcs.
int shieldTotal(const TalonCounter &c);
// The Power reduction once the first `marked` hull boxes are marked: the sum of their powerMod
// (each box's printed modifier applies once it is marked; digest §3.1, §3.8 conventions).
int powerLoss(const TalonCounter &c, int marked);
// Weak spots among the first `marked` hull boxes.
int weakSpotsMarked(const TalonCounter &c, int marked);

} // namespace fw::model::talon
