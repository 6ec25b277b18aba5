#include "TalonDerived.h"

#include <algorithm>

namespace fw::model::talon {

const ImpulseChart &impulseChart(const TalonOptions &options)
{
    // Digest §3.8 (the fan implementation's Phase.js) and §3.2 (the tutorial reconstruction).
    static const ImpulseChart fan{
        std::vector<int>{4, 5, 6}, {3, 5, 6}, {2, 4, 5, 6}, {3, 4, 5, 6}, {6}, {1, 2, 3, 4, 5, 6}};
    static const ImpulseChart digest{
        std::vector<int>{4, 5, 6}, {3, 5, 6}, {2, 4, 5, 6}, {3, 4, 6}, {5, 6}, {1, 2, 3, 4, 5, 6}};
    return options.fanChart ? fan : digest;
}

std::vector<int> impulsesAt(int speed, const TalonOptions &options)
{
    std::vector<int> impulses;
    const ImpulseChart &chart = impulseChart(options);
    for (int i = 0; i < ImpulseCount; ++i) {
        const std::vector<int> &speeds = chart[std::size_t(i)];
        if (std::find(speeds.begin(), speeds.end(), speed) != speeds.end())
            impulses.push_back(i);
    }
    return impulses;
}

const PowerEntry *powerAt(const TalonCounter &c, int speed)
{
    const auto it = std::find_if(c.powerCurve.begin(), c.powerCurve.end(),
                                 [speed](const PowerEntry &e) { return e.speed == speed; });
    return it == c.powerCurve.end() ? nullptr : &*it;
}

int availablePower(const TalonCounter &c, int speed)
{
    const PowerEntry *e = powerAt(c, speed);
    return e ? e->ap : 0;
}

int shieldTotal(const TalonCounter &c)
{
    int total = 0;
    for (int s : c.shields)
        total += s;
    return total;
}

int powerLoss(const TalonCounter &c, int marked, const TalonOptions &options)
{
    const int n = std::clamp(marked, 0, int(c.hullBoxes.size()));
    if (!options.powerSum)
        return n == 0 ? 0 : -c.hullBoxes[std::size_t(n - 1)].powerMod;
    int loss = 0;
    for (int i = 0; i < n; ++i)
        loss -= c.hullBoxes[std::size_t(i)].powerMod;
    return loss;
}

int availablePower(const TalonCounter &c, int speed, int marked, const TalonOptions &options)
{
    return std::max(0, availablePower(c, speed) - powerLoss(c, marked, options));
}

int weakSpotsMarked(const TalonCounter &c, int marked)
{
    const int n = std::clamp(marked, 0, int(c.hullBoxes.size()));
    return int(std::count_if(c.hullBoxes.begin(), c.hullBoxes.begin() + n,
                             [](const HullBox &b) { return b.weakSpot; }));
}

} // namespace fw::model::talon
