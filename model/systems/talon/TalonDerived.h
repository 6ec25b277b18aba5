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
// The Power reduction once the first `marked` hull boxes are marked. OPEN QUESTION for the
// implementation: the data's powerMod values run as levels (a base: 0 0 -1 -1 -2 -2 -2 -3 -3 -3),
// which reads as "the reduction printed with the last marked box"; the data file's convention
// ("the Power reduction printed with that box, applied once the box is marked") could also be
// read as a sum. Check digest §3.8 and the counters' pictures; if still unclear, a rules option
// with the level reading as DEFAULT.
int powerLoss(const TalonCounter &c, int marked);
// Weak spots among the first `marked` hull boxes.
int weakSpotsMarked(const TalonCounter &c, int marked);

} // namespace fw::model::talon
