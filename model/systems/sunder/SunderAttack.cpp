#include "SunderAttack.h"

#include <array>
#include <cmath>
#include <optional>
#include <utility>
#include <vector>

namespace fw::model::sunder {

namespace {

constexpr double Sixth = 1.0 / 6.0;
constexpr double TailCut = 1e-15; // P(damage >= k) below this ends the damage table
constexpr double TermCut = 1e-20; // a term of the sum over the defender's die below this ends it

// A distribution from its probabilities for 0, 1, 2, ...
dice::Pmf fromTable(const std::vector<double> &p)
{
    std::vector<std::pair<double, dice::Pmf>> parts;
    parts.reserve(p.size());
    for (std::size_t k = 0; k < p.size(); ++k) {
        if (p[k] > 0)
            parts.push_back({p[k], dice::Pmf::point(int(k))});
    }
    return dice::Pmf::mixture(parts);
}

} // namespace

double explodingAtLeast(int t)
{
    // (1/6)^q for q up to 63; beyond, below 1e-49, it is 0 for every sum here.
    static const std::array<double, 64> sixths = [] {
        std::array<double, 64> p{};
        p[0] = 1.0;
        for (std::size_t q = 1; q < p.size(); ++q)
            p[q] = p[q - 1] * Sixth;
        return p;
    }();
    if (t <= 1)
        return 1.0;
    const int q = (t - 1) / 6;
    const int s = t - 6 * q; // 1..6
    return q < int(sixths.size()) ? sixths[std::size_t(q)] * (7 - s) / 6.0 : 0.0;
}

double pdHitChance(int dice, int k)
{
    if (k < 0 || k > dice)
        return 0.0;
    double binomial = 1.0;
    for (int i = 1; i <= k; ++i)
        binomial = binomial * (dice - k + i) / i;
    return binomial * std::pow(1.0 / 3.0, k) * std::pow(2.0 / 3.0, dice - k);
}

double neglectedDefenceMass()
{
    return std::pow(Sixth, DefenceExplosions);
}

dice::Pmf singleAttackDamage(int av, int dv)
{
    // P(damage >= 1 | D) = P(A > D) and P(damage >= k | D) = P(A >= k·D) for k >= 2 (digest §4.5:
    // "twice", "three times"), with D <= 0 counted as 1 as attackDamage() does. The defender's
    // total D = dv + y takes y = 6j + r (r in 1..5) with probability (1/6)^(j + 1).
    std::vector<int> defence;
    std::vector<double> weight;
    double w = Sixth;
    for (int j = 0; j < DefenceExplosions; ++j, w *= Sixth) {
        for (int r = 1; r <= 5; ++r) {
            defence.push_back(std::max(1, dv + 6 * j + r));
            weight.push_back(w);
        }
    }
    std::vector<double> atLeast{1.0};
    for (int k = 1;; ++k) {
        double p = 0;
        for (std::size_t i = 0; i < defence.size(); ++i) {
            const long need = k == 1 ? long(defence[i]) + 1 : long(k) * defence[i];
            const double term
                = weight[i] * explodingAtLeast(int(std::min<long>(need - av, 1 << 20)));
            p += term;
            // The terms only shrink from here (a larger D, a smaller weight): the rest of them
            // add less than 1e-18 in all (85 terms at most).
            if (term < TermCut)
                break;
        }
        if (p < TailCut || k > 100000)
            break;
        atLeast.push_back(p);
    }
    std::vector<double> exactly(atLeast.size());
    for (std::size_t k = 0; k + 1 < atLeast.size(); ++k)
        exactly[k] = atLeast[k] - atLeast[k + 1];
    exactly.back() = atLeast.back(); // the tail past the table stays on its last value
    return fromTable(exactly);
}

AttackOddsNumbers attackOdds(const AttackNumbers &n)
{
    AttackOddsNumbers out;
    if (n.flights > 0) {
        const dice::Pmf one = singleAttackDamage(n.av, n.dv);
        // From the most hits down, one flight more attacks at each step: one convolution power
        // in all, then a flight's damage added per step and each step mixed in at once, not a
        // convolution power kept for every count of hits.
        int attacking = n.flights - std::min(n.pd, n.flights);
        dice::Pmf damage = one.times(attacking);
        std::optional<dice::Pmf> mixed;
        for (int hits = n.pd; hits >= 0; --hits) {
            const double p = pdHitChance(n.pd, hits);
            const int lost = std::min(hits, n.flights);
            out.flightsLost += p * lost;
            if (lost == n.flights)
                out.stopped += p;
            for (; attacking < n.flights - lost; ++attacking)
                damage = damage + one;
            mixed = mixed ? dice::Pmf::mixture({{1.0, *mixed}, {p, damage}})
                          : dice::Pmf::mixture({{p, damage}});
        }
        out.damage = std::move(*mixed);
        return out;
    }
    std::vector<std::pair<double, dice::Pmf>> parts;
    for (int hits = 0; hits <= n.pd; ++hits) {
        const double p = pdHitChance(n.pd, hits);
        if (n.av - hits < 1) {
            out.stopped += p;
            parts.push_back({p, dice::Pmf::point(0)});
        } else {
            parts.push_back({p, singleAttackDamage(n.av - hits, n.dv)});
        }
    }
    out.damage = dice::Pmf::mixture(parts);
    return out;
}

double oneRollDestroys(const AttackNumbers &n, int capacity)
{
    if (n.flights <= 0)
        return attackOdds(n).damage.atLeast(capacity);
    const dice::Pmf one = singleAttackDamage(n.av, n.dv);
    const double alone = one.atLeast(capacity);
    const double none = one.at(0);
    double p = 0;
    for (int hits = 0; hits <= n.pd; ++hits) {
        const int left = n.flights - std::min(hits, n.flights);
        double first = 0, q = 1; // Σ_{i<left} none^i
        for (int i = 0; i < left; ++i, q *= none)
            first += q;
        p += pdHitChance(n.pd, hits) * first * alone;
    }
    return p;
}

} // namespace fw::model::sunder
