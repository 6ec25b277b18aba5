#include "Bearing.h"

#include <QCoreApplication>

#include <algorithm>
#include <set>

namespace fw::model::combat {

namespace {

class Text
{
    Q_DECLARE_TR_FUNCTIONS(fw::Combat)
};

constexpr int FullTurn = 720; // half-degrees

int wrap(int halfDegrees)
{
    return ((halfDegrees % FullTurn) + FullTurn) % FullTurn;
}

bool inSpan(const ArcSpan &span, int bearing, bool closedEnds)
{
    const int from = wrap(2 * span.from);
    const int length = wrap(2 * span.to - from);
    if (length == 0)
        return true; // all round
    const int along = wrap(bearing - from);
    return closedEnds ? along <= length : along < length;
}

// Sets that are subsets of another are dropped when there are at most this many (the check is
// quadratic); beyond it every distinct set is kept, which costs best() time but changes nothing.
constexpr std::size_t SubsetCheckLimit = 64;

bool isSubset(const std::vector<int> &small, const std::vector<int> &big)
{
    return small.size() <= big.size()
           && std::includes(big.begin(), big.end(), small.begin(), small.end());
}

} // namespace

BearingChoice::BearingChoice(const std::vector<std::vector<ArcSpan>> &arcs, bool closedEnds)
    : m_weapons(int(arcs.size()))
{
    // The arcs' ends cut the circle into pieces in which the same weapons bear: every end and a
    // point inside every piece between two ends is a candidate bearing.
    std::vector<int> ends;
    for (const auto &spans : arcs) {
        for (const ArcSpan &span : spans) {
            if (wrap(2 * span.from) != wrap(2 * span.to)) {
                ends.push_back(wrap(2 * span.from));
                ends.push_back(wrap(2 * span.to));
            }
        }
    }
    std::sort(ends.begin(), ends.end());
    ends.erase(std::unique(ends.begin(), ends.end()), ends.end());
    std::vector<int> candidates;
    for (std::size_t i = 0; i < ends.size(); ++i) {
        const int next = i + 1 < ends.size() ? ends[i + 1] : ends.front() + FullTurn;
        candidates.push_back(ends[i]);
        candidates.push_back(wrap((ends[i] + next) / 2));
    }
    if (candidates.empty())
        candidates.push_back(0);

    std::set<std::vector<int>> seen;
    std::vector<std::pair<std::vector<int>, int>> sets; // weapons, bearing
    for (const int bearing : candidates) {
        std::vector<int> members;
        for (int w = 0; w < m_weapons; ++w) {
            const auto &spans = arcs[std::size_t(w)];
            if (std::any_of(spans.begin(), spans.end(),
                            [&](const ArcSpan &span) { return inSpan(span, bearing, closedEnds); }))
                members.push_back(w);
        }
        if (!members.empty() && seen.insert(members).second)
            sets.emplace_back(std::move(members), bearing);
    }
    std::vector<bool> dominated(sets.size(), false);
    if (sets.size() <= SubsetCheckLimit) {
        for (std::size_t i = 0; i < sets.size(); ++i) {
            for (std::size_t j = 0; j < sets.size() && !dominated[i]; ++j)
                dominated[i] = i != j && isSubset(sets[i].first, sets[j].first);
        }
    }
    for (std::size_t i = 0; i < sets.size(); ++i) {
        if (dominated[i])
            continue;
        m_sets.push_back({int(m_members.size()), int(sets[i].first.size()), sets[i].second});
        m_members.insert(m_members.end(), sets[i].first.begin(), sets[i].first.end());
    }
}

std::span<const int> BearingChoice::set(int set) const
{
    const Set &s = m_sets[std::size_t(set)];
    return std::span<const int>(m_members).subspan(std::size_t(s.first), std::size_t(s.count));
}

int BearingChoice::best(std::span<const double> value) const
{
    int best = -1;
    double bestValue = 0;
    for (int s = 0; s < int(m_sets.size()); ++s) {
        double sum = 0;
        for (const int w : set(s))
            sum += w < int(value.size()) ? std::max(0.0, value[std::size_t(w)]) : 0.0;
        if (best < 0 || sum > bestValue) {
            best = s;
            bestValue = sum;
        }
    }
    return best;
}

void BearingChoice::bears(std::span<const double> value, std::vector<std::uint8_t> &bears) const
{
    bears.assign(std::size_t(m_weapons), 0);
    const int chosen = best(value);
    if (chosen < 0)
        return;
    for (const int w : set(chosen))
        bears[std::size_t(w)] = 1;
}

RulesOptionSpec bearingOptionSpec(const char *rule)
{
    RulesOptionSpec spec = makeOptionSpec(
        QLatin1String(BearingOption), OptionKind::Choice, QString::fromLatin1(BearingBest),
        Text::tr("Weapons that bear (trial battles)"),
        Text::tr("A trial battle has no map. By default each ship, each turn, turns to the "
                 "bearing that lets its most valuable set of weapons bear on its target (their "
                 "expected damage against it), and only the weapons whose arcs hold that bearing "
                 "fire. \"Every weapon bears\" fires every weapon whatever its arc, which no "
                 "position allows: a simplification that pays a design for every extra arc."),
        rule, false);
    spec.choices = {{QLatin1String(BearingBest), Text::tr("Best bearing for the attacker")},
                    {QLatin1String(BearingAll), Text::tr("Every weapon bears (simplified)")}};
    return spec;
}

} // namespace fw::model::combat
