#pragma once

#include "../core/RulesOptions.h"

#include <QString>

#include <cstdint>
#include <span>
#include <vector>

// Which of a ship's weapons can fire at one target together: the engagement rule of every
// map-less trial battle whose weapons have firing arcs (docs/trial-battles.md, "Weapons fire
// only where they bear"). Written once here; each game gives its weapons' arcs and, each turn,
// what each weapon is worth against the target, and fires only the weapons of the chosen bearing.
namespace fw::model::combat {

// An arc in degrees clockwise from the bow, from `from` to `to` (0..359, wrapping past 0);
// from == to is all round. Whether its ends belong to it is the BearingChoice's `closedEnds`.
struct ArcSpan
{
    int from = 0;
    int to = 0;
    static ArcSpan all() { return {0, 0}; }
};

// The bearings a ship can give one target, reduced to the sets of weapons that can bear together.
// Built once per design from its weapons' arcs (weapon i has the spans arcs[i]; a weapon with no
// span never bears); best() then picks, per turn and target, the set that is worth the most.
// Only maximal sets are kept (values are never negative, so a subset never does better), so a
// ship usually has a handful: best() costs their total size.
class BearingChoice
{
public:
    BearingChoice() = default;
    // With `closedEnds`, a bearing on the line between two arcs lies in both (a target on a
    // hex-side line that either arc may fire at); without, arcs meet without overlapping.
    BearingChoice(const std::vector<std::vector<ArcSpan>> &arcs, bool closedEnds);

    int weaponCount() const { return m_weapons; }
    int setCount() const { return int(m_sets.size()); }
    // The weapons of set `set`, in weapon order.
    std::span<const int> set(int set) const;
    // A bearing in half-degrees (0..719) that gives set `set`: where a log can say it came from.
    int bearingHalfDegrees(int set) const { return m_sets[std::size_t(set)].bearing; }

    // The set whose weapons' values add up to the most (value[i] for weapon i, never negative);
    // on a tie the first. -1 when no weapon bears anywhere.
    int best(std::span<const double> value) const;
    // best() as a yes/no per weapon: bears[i] = 1 when weapon i fires. All zero when none bears.
    void bears(std::span<const double> value, std::vector<std::uint8_t> &bears) const;

private:
    struct Set
    {
        int first = 0, count = 0; // in m_members
        int bearing = 0;
    };
    int m_weapons = 0;
    std::vector<int> m_members;
    std::vector<Set> m_sets;
};

// Whether weapon arcs limit fire in a map-less battle: the shared rules option `bearing`, which
// every game whose weapons have arcs offers, with the values BearingBest (the default) and
// BearingAll. `rule` cites the game's source for arcs.
inline constexpr const char *BearingOption = "bearing";
inline constexpr const char *BearingBest = "best";
inline constexpr const char *BearingAll = "all";
RulesOptionSpec bearingOptionSpec(const char *rule);

} // namespace fw::model::combat
