#pragma once

#include <cstdint>

namespace fw::model::dice {

// splitmix64 (Vigna): turns any 64-bit seed into well-mixed state words. Advances `state`.
constexpr std::uint64_t splitmix64(std::uint64_t &state)
{
    std::uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

// xoshiro256++ (Blackman & Vigna, public domain), seeded through splitmix64. Every die roll in
// Fleetwright comes from here, so a seed replays the same rolls on every platform and compiler
// (std::uniform_int_distribution is implementation-defined and is never used).
class Rng
{
public:
    explicit constexpr Rng(std::uint64_t seed = 0)
    {
        for (std::uint64_t &word : m_s)
            word = splitmix64(seed);
    }

    constexpr std::uint64_t next()
    {
        const std::uint64_t result = rotl(m_s[0] + m_s[3], 23) + m_s[0];
        const std::uint64_t t = m_s[1] << 17;
        m_s[2] ^= m_s[0];
        m_s[3] ^= m_s[1];
        m_s[1] ^= m_s[2];
        m_s[0] ^= m_s[3];
        m_s[2] ^= t;
        m_s[3] = rotl(m_s[3], 45);
        return result;
    }

    // Uniform in [0, n) without bias (Lemire's nearly divisionless method); n > 0.
    constexpr std::uint32_t below(std::uint32_t n)
    {
        std::uint64_t m = std::uint64_t(std::uint32_t(next() >> 32)) * n;
        auto low = std::uint32_t(m);
        if (low < n) {
            const std::uint32_t threshold = std::uint32_t(-n) % n;
            while (low < threshold) {
                m = std::uint64_t(std::uint32_t(next() >> 32)) * n;
                low = std::uint32_t(m);
            }
        }
        return std::uint32_t(m >> 32);
    }

    // One die with `sides` faces, 1..sides.
    constexpr int roll(int sides) { return 1 + int(below(std::uint32_t(sides))); }

    // The seed of trial `index` of a run with `baseSeed`: independent of how trials are spread
    // over threads, so a run gives the same results on any number of cores.
    static constexpr std::uint64_t trialSeed(std::uint64_t baseSeed, std::uint64_t index)
    {
        std::uint64_t state = baseSeed ^ (index * 0xd1b54a32d192ed03ULL);
        return splitmix64(state);
    }

private:
    static constexpr std::uint64_t rotl(std::uint64_t x, int k)
    {
        return (x << k) | (x >> (64 - k));
    }
    std::uint64_t m_s[4] = {};
};

} // namespace fw::model::dice
