#include "Issue.h"

#include <QCoreApplication>

#include <algorithm>
#include <cstdint>
#include <numeric>

namespace fw::validators {

QString severityId(Severity severity)
{
    switch (severity) {
    case Severity::Error:
        return QStringLiteral("error");
    case Severity::Warning:
        return QStringLiteral("warning");
    case Severity::Info:
        return QStringLiteral("info");
    }
    return {};
}

QString severityName(Severity severity)
{
    switch (severity) {
    case Severity::Error:
        return QCoreApplication::translate("fw::Validation", "error");
    case Severity::Warning:
        return QCoreApplication::translate("fw::Validation", "warning");
    case Severity::Info:
        return QCoreApplication::translate("fw::Validation", "note");
    }
    return {};
}

// Each issue is kept as small as its text: a path or message built piece by piece has room to
// grow that it gives back, and a message that one of the last few issues of the same code has
// word for word (the same fault on the next ship of one design) shares that text rather than
// holding a copy. A fleet with an issue on every ship then holds little more than their paths.
void IssueList::add(Severity severity, QString code, QString subject, QString message, QString rule,
                    QString assumption)
{
    constexpr std::size_t Recent = 8;
    subject.squeeze();
    message.squeeze();
    const std::size_t from = m_issues.size() - std::min(m_issues.size(), Recent);
    for (std::size_t i = m_issues.size(); i-- > from;) {
        const Issue &earlier = m_issues[i];
        if (earlier.code == code && earlier.message == message) {
            message = earlier.message;
            break;
        }
    }
    m_issues.push_back({severity, std::move(code), std::move(subject), std::move(message),
                        std::move(rule), std::move(assumption)});
}

bool IssueList::hasErrors() const
{
    return count(Severity::Error) > 0;
}

int IssueList::count(Severity severity) const
{
    return int(std::count_if(m_issues.begin(), m_issues.end(),
                             [severity](const Issue &i) { return i.severity == severity; }));
}

bool subjectLess(const QString &a, const QString &b)
{
    qsizetype i = 0;
    qsizetype j = 0;
    while (i < a.size() && j < b.size()) {
        if (a[i].isDigit() && b[j].isDigit()) {
            qsizetype i2 = i;
            qsizetype j2 = j;
            while (i2 < a.size() && a[i2].isDigit())
                ++i2;
            while (j2 < b.size() && b[j2].isDigit())
                ++j2;
            const qulonglong x = QStringView(a).mid(i, i2 - i).toULongLong();
            const qulonglong y = QStringView(b).mid(j, j2 - j).toULongLong();
            if (x != y)
                return x < y;
            i = i2;
            j = j2;
            continue;
        }
        if (a[i] != b[j])
            return a[i] < b[j];
        ++i;
        ++j;
    }
    return (a.size() - i) < (b.size() - j);
}

// Sorts positions rather than issues, ties kept in the order found: the memory beside the list
// is one number per issue, not a second list (a stable sort of the issues would need one).
void IssueList::sort()
{
    std::vector<std::uint32_t> order(m_issues.size());
    std::iota(order.begin(), order.end(), 0u);
    std::sort(order.begin(), order.end(), [this](std::uint32_t a, std::uint32_t b) {
        const Issue &x = m_issues[a];
        const Issue &y = m_issues[b];
        if (x.severity != y.severity)
            return x.severity < y.severity;
        if (x.subject != y.subject)
            return subjectLess(x.subject, y.subject);
        if (x.code != y.code)
            return x.code < y.code;
        return a < b;
    });
    // Put each issue in its place, following the cycles of the permutation.
    for (std::uint32_t start = 0; start < order.size(); ++start) {
        if (order[start] == start)
            continue;
        Issue held = std::move(m_issues[start]);
        std::uint32_t to = start;
        while (order[to] != start) {
            const std::uint32_t from = order[to];
            m_issues[to] = std::move(m_issues[from]);
            order[to] = to;
            to = from;
        }
        m_issues[to] = std::move(held);
        order[to] = to;
    }
}

} // namespace fw::validators
