#pragma once

#include "../dice/Rng.h"
#include "CombatRules.h"

#include <cstdint>
#include <ranges>
#include <type_traits>
#include <utility>

namespace fw::model::combat {

// The target choice of a TargetPolicy, shared by the battle runners of every game system. A
// runner lists its candidates in an order (usually roster order), says which of them can be
// targeted now, how many those are, and (for BiggestThreat) how threatening each one is:
//   Focus          the first eligible candidate in the order; as long as no candidate comes back,
//                  every shot goes at the same one until it is out of the fight;
//   Spread         the k-th eligible candidate in the order, k uniform in [0, eligible count),
//                  drawn from the battle's own dice;
//   BiggestThreat  the eligible candidate with the greatest threat (any type with operator>, e.g.
//                  a std::pair for "this, then that"); the earliest in the order on a tie.
// Header-only so that a runner's inner loop inlines it: it runs for every shot of every trial.
class TargetPicker
{
public:
    // Whether Spread draws a die when a single candidate is eligible. The draw changes nothing but
    // the dice that follow; each game keeps the choice its runner was written with, so that a
    // seed replays the same battle as before the picker was shared.
    enum class LoneTarget { Skip, Roll };

    explicit TargetPicker(TargetPolicy policy, LoneTarget lone = LoneTarget::Skip)
        : m_policy(policy)
        , m_lone(lone)
    {}

    TargetPolicy policy() const { return m_policy; }

    // A candidate from `order` (a range of ints), or -1 when none is eligible.
    template<typename Order, typename Eligible, typename Threat>
    int pick(const Order &order, int eligibleCount, const Eligible &eligible, const Threat &threat,
             dice::Rng &rng) const
    {
        if (eligibleCount <= 0)
            return -1;
        switch (m_policy) {
        case TargetPolicy::Focus:
            return nth(order, eligible, 0);
        case TargetPolicy::Spread: {
            const bool draw = eligibleCount > 1 || m_lone == LoneTarget::Roll;
            return nth(order, eligible, draw ? int(rng.below(std::uint32_t(eligibleCount))) : 0);
        }
        case TargetPolicy::BiggestThreat:
            return mostThreatening(order, eligible, threat);
        }
        return -1;
    }

    // `current` while it is still eligible (a ship keeps its target until the target is out of
    // the fight), else a new pick from the roster 0 .. count-1.
    template<typename Eligible, typename Threat>
    int keepOrPick(int current, int count, int eligibleCount, const Eligible &eligible,
                   const Threat &threat, dice::Rng &rng) const
    {
        if (current >= 0 && eligible(current))
            return current;
        return pick(roster(count), eligibleCount, eligible, threat, rng);
    }

    // For candidates whose order already puts the biggest threat first.
    static int noThreat(int) { return 0; }

    // The candidates 0 .. count-1 in roster order.
    static std::ranges::iota_view<int, int> roster(int count) { return std::views::iota(0, count); }

private:
    template<typename Order, typename Eligible>
    static int nth(const Order &order, const Eligible &eligible, int k)
    {
        for (const int i : order) {
            if (eligible(i) && k-- == 0)
                return i;
        }
        return -1;
    }

    template<typename Order, typename Eligible, typename Threat>
    static int mostThreatening(const Order &order, const Eligible &eligible, const Threat &threat)
    {
        int best = -1;
        std::remove_cvref_t<decltype(threat(0))> bestThreat{};
        for (const int i : order) {
            if (!eligible(i))
                continue;
            auto t = threat(i);
            if (best < 0 || t > bestThreat) {
                best = i;
                bestThreat = std::move(t);
            }
        }
        return best;
    }

    TargetPolicy m_policy;
    LoneTarget m_lone;
};

} // namespace fw::model::combat
