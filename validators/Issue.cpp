#include "Issue.h"

#include <QCoreApplication>

#include <algorithm>

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

void IssueList::add(Severity severity, QString code, QString subject, QString message, QString rule,
                    QString assumption)
{
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
            const qulonglong x = a.mid(i, i2 - i).toULongLong();
            const qulonglong y = b.mid(j, j2 - j).toULongLong();
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

void IssueList::sort()
{
    std::stable_sort(m_issues.begin(), m_issues.end(), [](const Issue &x, const Issue &y) {
        if (x.severity != y.severity)
            return x.severity < y.severity;
        if (x.subject != y.subject)
            return subjectLess(x.subject, y.subject);
        return x.code < y.code;
    });
}

} // namespace fw::validators
