#include "MonteCarlo.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <condition_variable>
#include <mutex>
#include <thread>

namespace fw::model::combat {

namespace {

constexpr double Z95 = 1.959963984540054;

// What one thread adds up; merged with integer sums, so the merge order does not matter.
struct Tally
{
    std::int64_t wins[2] = {0, 0};
    std::int64_t draws = 0;
    std::int64_t vpSum[2] = {0, 0};
    std::int64_t damageSum[2] = {0, 0};
    std::int64_t turnsSum = 0;
    std::vector<std::int64_t> survived[2];
    int runs = 0;
};

void work(const Battle &battle, const MonteCarloSettings &settings, std::atomic<int> &next,
          std::atomic<int> &done, const std::atomic<bool> *cancel, MonteCarloResult &out,
          Tally &tally)
{
    constexpr int Chunk = 64;
    const auto runner = battle.runner();
    TrialResult trial;
    for (int side = 0; side < 2; ++side)
        tally.survived[side].assign(std::size_t(battle.shipCount(side)), 0);
    for (;;) {
        if (cancel && cancel->load(std::memory_order_relaxed))
            return;
        const int begin = next.fetch_add(Chunk);
        if (begin >= settings.runs)
            return;
        const int end = std::min(settings.runs, begin + Chunk);
        for (int i = begin; i < end; ++i) {
            runner->run(dice::Rng::trialSeed(settings.seed, std::uint64_t(i)), trial, nullptr);
            if (trial.winner >= 0)
                ++tally.wins[trial.winner];
            else
                ++tally.draws;
            tally.turnsSum += trial.turns;
            for (int side = 0; side < 2; ++side) {
                tally.vpSum[side] += trial.vp[side];
                tally.damageSum[side] += trial.damageDealt[side];
                for (std::size_t s = 0; s < tally.survived[side].size(); ++s)
                    tally.survived[side][s] += trial.survived[side].at(s);
            }
            out.winners[std::size_t(i)] = std::int8_t(trial.winner);
            out.margins[std::size_t(i)] = trial.vp[0] - trial.vp[1];
            ++tally.runs;
        }
        done.fetch_add(end - begin);
    }
}

} // namespace

Proportion wilson(std::int64_t successes, std::int64_t trials)
{
    if (trials <= 0)
        return {0, 0, 1};
    const double n = double(trials);
    const double p = double(successes) / n;
    const double z2 = Z95 * Z95;
    const double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
    const double half = Z95 / (1 + z2 / n) * std::sqrt(p * (1 - p) / n + z2 / (4 * n * n));
    // At the extremes the formula's bound is 0 or 1 up to rounding; make it exact.
    const double low = successes == 0 ? 0.0 : std::max(0.0, centre - half);
    const double high = successes == trials ? 1.0 : std::min(1.0, centre + half);
    return {p, low, high};
}

MonteCarloResult runMonteCarlo(const Battle &battle, const MonteCarloSettings &settings,
                               const std::function<void(int, int)> &progress,
                               const std::atomic<bool> *cancel)
{
    MonteCarloResult result;
    const int runs = std::max(0, settings.runs);
    result.winners.assign(std::size_t(runs), 0);
    result.margins.assign(std::size_t(runs), 0);
    for (int side = 0; side < 2; ++side) {
        result.points[side] = battle.points(side);
        result.survived[side].assign(std::size_t(battle.shipCount(side)), 0);
    }
    int threads = settings.threads > 0 ? settings.threads
                                       : int(std::max(1u, std::thread::hardware_concurrency()));
    threads = std::max(1, std::min(threads, (runs + 63) / 64));

    std::atomic<int> next{0}, done{0};
    std::vector<Tally> tallies{std::size_t(threads)};
    {
        // The calling thread only reports progress, so it stays responsive to `cancel`.
        std::mutex mutex;
        std::condition_variable finished;
        int running = threads;
        std::vector<std::thread> pool;
        for (int t = 0; t < threads; ++t) {
            pool.emplace_back([&, t] {
                work(battle, settings, next, done, cancel, result, tallies[std::size_t(t)]);
                const std::lock_guard lock(mutex);
                --running;
                finished.notify_all();
            });
        }
        {
            std::unique_lock lock(mutex);
            while (!finished.wait_for(lock, std::chrono::milliseconds(30),
                                      [&] { return running == 0; })) {
                if (progress) {
                    lock.unlock();
                    progress(done.load(), runs);
                    lock.lock();
                }
            }
        }
        for (std::thread &thread : pool)
            thread.join();
    }
    for (const Tally &t : tallies) {
        result.runs += t.runs;
        result.draws += t.draws;
        result.turnsSum += t.turnsSum;
        for (int side = 0; side < 2; ++side) {
            result.wins[side] += t.wins[side];
            result.vpSum[side] += t.vpSum[side];
            result.damageSum[side] += t.damageSum[side];
            for (std::size_t s = 0; s < t.survived[side].size(); ++s)
                result.survived[side][s] += t.survived[side][s];
        }
    }
    result.cancelled = result.runs < runs;
    if (result.cancelled) {
        // Keep the per-battle lists to the battles that were fought: with a cancel they are not
        // a prefix, so the lists are only meaningful for complete runs.
        result.winners.clear();
        result.margins.clear();
    }
    if (progress)
        progress(result.runs, runs);
    return result;
}

Difference winDifference(const MonteCarloResult &before, const MonteCarloResult &after)
{
    Difference d;
    const std::size_t n = std::min(before.winners.size(), after.winners.size());
    d.runs = int(n);
    if (n < 2)
        return d;
    double sum = 0, sumSq = 0;
    for (std::size_t i = 0; i < n; ++i) {
        const double x = double(after.winners[i] == 0) - double(before.winners[i] == 0);
        sum += x;
        sumSq += x * x;
    }
    d.mean = sum / double(n);
    const double var = (sumSq - double(n) * d.mean * d.mean) / double(n - 1);
    const double half = Z95 * std::sqrt(std::max(0.0, var) / double(n));
    d.low = d.mean - half;
    d.high = d.mean + half;
    return d;
}

} // namespace fw::model::combat
