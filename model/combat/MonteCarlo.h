#pragma once

#include "CombatRules.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <vector>

namespace fw::model::combat {

struct MonteCarloSettings
{
    int runs = 10000;
    std::uint64_t seed = 1;
    int threads = 0; // 0: one per core
};

// A proportion with its 95% confidence interval (Wilson score interval).
struct Proportion
{
    double p = 0, low = 0, high = 0;
};
Proportion wilson(std::int64_t successes, std::int64_t trials);

struct MonteCarloResult
{
    int runs = 0; // battles fought (fewer than asked when cancelled)
    bool cancelled = false;
    std::int64_t wins[2] = {0, 0};
    std::int64_t draws = 0;
    std::int64_t vpSum[2] = {0, 0};
    std::int64_t damageSum[2] = {0, 0};
    std::int64_t turnsSum = 0;
    std::vector<std::int64_t> survived[2]; // per ship: battles it survived
    qint64 points[2] = {0, 0};
    // Per battle, by trial index: the winner (0, 1, -1 for a draw) and vp[0] - vp[1]. They make
    // histograms and paired comparisons possible.
    std::vector<std::int8_t> winners;
    std::vector<std::int32_t> margins;

    Proportion win(int side) const { return wilson(wins[side], runs); }
    Proportion draw() const { return wilson(draws, runs); }
    double meanVp(int side) const { return runs ? double(vpSum[side]) / runs : 0; }
    double meanTurns() const { return runs ? double(turnsSum) / runs : 0; }
    double survival(int side, int ship) const
    {
        return runs ? double(survived[side][std::size_t(ship)]) / runs : 0;
    }
    // Mean damage a side dealt per point it spent.
    double damagePerPoint(int side) const
    {
        return runs && points[side] ? double(damageSum[side]) / runs / points[side] : 0;
    }
};

// Fights settings.runs battles on settings.threads threads. Battle i uses the dice of
// Rng::trialSeed(settings.seed, i), so the result does not depend on the number of threads.
// `progress` (battles done, battles asked) is called from the calling thread now and then;
// setting `*cancel` stops the run early.
MonteCarloResult runMonteCarlo(const Battle &battle, const MonteCarloSettings &settings,
                               const std::function<void(int, int)> &progress = {},
                               const std::atomic<bool> *cancel = nullptr);

// The change in P(side A wins) from `before` to `after`, two runs with the same seed and number
// of battles after a change to one side (common random numbers): the mean of the paired
// differences with its 95% interval. Pairing removes most of the noise both runs share.
struct Difference
{
    double mean = 0, low = 0, high = 0;
    int runs = 0;
};
Difference winDifference(const MonteCarloResult &before, const MonteCarloResult &after);

} // namespace fw::model::combat
