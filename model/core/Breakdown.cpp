#include "Breakdown.h"

#include <algorithm>
#include <limits>
#include <numeric>

namespace fw::model {

void Breakdown::add(QString label, int amount, QString rule, QString assumption)
{
    m_lines.push_back({std::move(label), amount, std::move(rule), std::move(assumption)});
}

void Breakdown::addOrMerge(QString label, int amount, QString rule)
{
    if (!m_lines.empty()) {
        BreakdownLine &last = m_lines.back();
        const qint64 sum = qint64(last.amount) + amount;
        if (last.assumption.isEmpty() && last.label == label && last.rule == rule
            && sum <= std::numeric_limits<int>::max() && sum >= std::numeric_limits<int>::min()) {
            last.amount = int(sum);
            return;
        }
    }
    add(std::move(label), amount, std::move(rule));
}

void Breakdown::append(const Breakdown &other)
{
    m_lines.insert(m_lines.end(), other.m_lines.begin(), other.m_lines.end());
}

qint64 Breakdown::total() const
{
    return std::accumulate(m_lines.begin(), m_lines.end(), qint64(0),
                           [](qint64 sum, const BreakdownLine &line) { return sum + line.amount; });
}

bool Breakdown::dependsOnAssumption() const
{
    return std::any_of(m_lines.begin(), m_lines.end(),
                       [](const BreakdownLine &line) { return !line.assumption.isEmpty(); });
}

} // namespace fw::model
