#pragma once

#include <functional>
#include <utility>
#include <vector>

namespace fw::model::dice {

// An exact probability distribution over integers (a probability mass function): the chance of
// every value from min() to max(). Built from dice and combined by convolution, so the odds of an
// attack or a volley are computed, not sampled.
class Pmf
{
public:
    Pmf()
        : Pmf(point(0))
    {}

    static Pmf point(int value); // certainly `value`
    static Pmf die(int sides);   // 1..sides, equally likely
    // An exploding ("open-ended") die: on its top face it adds another roll of the same die,
    // again and again. Exact up to `maxExplosions` extra dice (sides >= 2, maxExplosions >= 0);
    // the last of those counts its top face without rolling on, so the tail mass, the chance
    // (1/sides)^(maxExplosions + 1) of exploding further, stays on the top value
    // (maxExplosions + 1) * sides. With maxExplosions 0 it is die(sides).
    static Pmf explodingDie(int sides, int maxExplosions);
    static Pmf bernoulli(double p, int value = 1); // `value` with p, else 0
    // Weighted mixture: with probability weight_i, distributed as pmf_i (weights sum to 1).
    static Pmf mixture(const std::vector<std::pair<double, Pmf>> &parts);

    int min() const { return m_min; }
    int max() const { return m_min + int(m_p.size()) - 1; }
    double at(int value) const;      // P(X = value)
    double atLeast(int value) const; // P(X >= value)
    double atMost(int value) const;  // P(X <= value)
    double total() const;            // 1 up to rounding
    double mean() const;
    double variance() const;

    Pmf operator+(const Pmf &other) const; // the sum of two independent variables
    Pmf times(int n) const;                // the sum of n independent copies (n >= 0)
    Pmf shifted(int by) const;
    Pmf map(const std::function<int(int)> &f) const; // distribution of f(X)
    Pmf clampedBelow(int floor) const
    {
        return map([floor](int v) { return v < floor ? floor : v; });
    }

    // Values with their probabilities, zero probabilities left out.
    std::vector<std::pair<int, double>> entries() const;

private:
    Pmf(int min, std::vector<double> p);
    void trim();

    int m_min = 0;
    std::vector<double> m_p;
};

} // namespace fw::model::dice
