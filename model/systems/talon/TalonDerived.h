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
// The Power lost once the first `marked` hull boxes are marked (digest §3.8: "a marked box with a
// Power number lowers Power"). The counters print falling numbers (a base: 0 0 -1 -1 -2 -2 -2 -3 -3
// -3), read by default as the loss once that box is the last marked one; the rules option
// `hullPower` adds them up instead.
int powerLoss(const TalonCounter &c, int marked, const TalonOptions &options);
// Available power per round at `speed` after `marked` hull boxes: the curve's AP less the Power
// lost, never below 0 (digest §3.1: "Power may never go negative").
int availablePower(const TalonCounter &c, int speed, int marked, const TalonOptions &options);
// Weak spots among the first `marked` hull boxes.
int weakSpotsMarked(const TalonCounter &c, int marked);

} // namespace fw::model::talon
