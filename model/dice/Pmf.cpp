#include "Pmf.h"

#include <cassert>
#include <map>

namespace fw::model::dice {

Pmf::Pmf(int min, std::vector<double> p)
    : m_min(min)
    , m_p(std::move(p))
{
    trim();
}

void Pmf::trim()
{
    std::size_t first = 0;
    while (first + 1 < m_p.size() && m_p[first] == 0.0)
        ++first;
    std::size_t last = m_p.size();
    while (last > first + 1 && m_p[last - 1] == 0.0)
        --last;
    if (first > 0 || last < m_p.size()) {
        m_p = std::vector<double>(m_p.begin() + std::ptrdiff_t(first),
                                  m_p.begin() + std::ptrdiff_t(last));
        m_min += int(first);
    }
    if (m_p.empty())
        m_p.push_back(1.0);
}

Pmf Pmf::point(int value)
{
    return Pmf(value, {1.0});
}

Pmf Pmf::die(int sides)
{
    assert(sides > 0);
    return Pmf(1, std::vector<double>(std::size_t(sides), 1.0 / sides));
}

Pmf Pmf::explodingDie(int sides, int maxExplosions)
{
    assert(sides >= 2 && maxExplosions >= 0);
    const std::size_t s = std::size_t(sides);
    const std::size_t levels = std::size_t(maxExplosions) + 1;
    std::vector<double> p(levels * s, 0.0);
    double reach = 1.0; // the chance that the die of this level is rolled at all
    for (std::size_t level = 0; level < levels; ++level) {
        // Values level*sides + 1 .. level*sides + sides - 1 end the roll here.
        for (std::size_t face = 1; face < s; ++face)
            p[level * s + face - 1] = reach / double(sides);
        reach /= double(sides);
    }
    p.back() = reach; // the top face of the last die allowed: the truncated tail
    return Pmf(1, std::move(p));
}

Pmf Pmf::bernoulli(double p, int value)
{
    return mixture({{1.0 - p, point(0)}, {p, point(value)}});
}

Pmf Pmf::mixture(const std::vector<std::pair<double, Pmf>> &parts)
{
    if (parts.empty())
        return point(0);
    int lo = parts.front().second.min(), hi = parts.front().second.max();
    for (const auto &[w, pmf] : parts) {
        lo = std::min(lo, pmf.min());
        hi = std::max(hi, pmf.max());
    }
    std::vector<double> p(std::size_t(hi - lo + 1), 0.0);
    for (const auto &[w, pmf] : parts)
        for (std::size_t i = 0; i < pmf.m_p.size(); ++i)
            p[std::size_t(pmf.m_min - lo) + i] += w * pmf.m_p[i];
    return Pmf(lo, std::move(p));
}

double Pmf::at(int value) const
{
    const long i = long(value) - m_min;
    return i < 0 || i >= long(m_p.size()) ? 0.0 : m_p[std::size_t(i)];
}

double Pmf::atLeast(int value) const
{
    double sum = 0;
    for (int v = std::max(value, m_min); v <= max(); ++v)
        sum += at(v);
    return sum;
}

double Pmf::atMost(int value) const
{
    double sum = 0;
    for (int v = m_min; v <= std::min(value, max()); ++v)
        sum += at(v);
    return sum;
}

double Pmf::total() const
{
    double sum = 0;
    for (double p : m_p)
        sum += p;
    return sum;
}

double Pmf::mean() const
{
    double sum = 0;
    for (std::size_t i = 0; i < m_p.size(); ++i)
        sum += m_p[i] * (m_min + int(i));
    return sum;
}

double Pmf::variance() const
{
    const double mu = mean();
    double sum = 0;
    for (std::size_t i = 0; i < m_p.size(); ++i) {
        const double d = m_min + int(i) - mu;
        sum += m_p[i] * d * d;
    }
    return sum;
}

Pmf Pmf::operator+(const Pmf &other) const
{
    std::vector<double> p(m_p.size() + other.m_p.size() - 1, 0.0);
    for (std::size_t i = 0; i < m_p.size(); ++i) {
        if (m_p[i] == 0.0)
            continue;
        for (std::size_t j = 0; j < other.m_p.size(); ++j)
            p[i + j] += m_p[i] * other.m_p[j];
    }
    return Pmf(m_min + other.m_min, std::move(p));
}

Pmf Pmf::times(int n) const
{
    // Exponentiation by squaring: log2(n) convolutions instead of n.
    Pmf result = point(0);
    Pmf base = *this;
    while (n > 0) {
        if (n & 1)
            result = result + base;
        n >>= 1;
        if (n > 0)
            base = base + base;
    }
    return result;
}

Pmf Pmf::shifted(int by) const
{
    return Pmf(m_min + by, m_p);
}

Pmf Pmf::map(const std::function<int(int)> &f) const
{
    std::map<int, double> mapped;
    for (std::size_t i = 0; i < m_p.size(); ++i)
        if (m_p[i] != 0.0)
            mapped[f(m_min + int(i))] += m_p[i];
    const int lo = mapped.begin()->first, hi = mapped.rbegin()->first;
    std::vector<double> p(std::size_t(hi - lo + 1), 0.0);
    for (const auto &[v, q] : mapped)
        p[std::size_t(v - lo)] = q;
    return Pmf(lo, std::move(p));
}

std::vector<std::pair<int, double>> Pmf::entries() const
{
    std::vector<std::pair<int, double>> out;
    for (std::size_t i = 0; i < m_p.size(); ++i)
        if (m_p[i] != 0.0)
            out.emplace_back(m_min + int(i), m_p[i]);
    return out;
}

} // namespace fw::model::dice
