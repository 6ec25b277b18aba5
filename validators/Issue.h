#pragma once

#include <QString>

#include <deque>

namespace fw::validators {

enum class Severity { Error, Warning, Info };

// "error", "warning", "info": written to JSON, never translated.
QString severityId(Severity severity);
// Translated, for display.
QString severityName(Severity severity);

// One way in which a fleet breaks (or may break) the rules.
struct Issue
{
    Severity severity = Severity::Error;
    QString code;       // stable: "<system>.<subject>.<problem>"
    QString subject;    // JSON path of the culprit: "ships[2].weapons[1].range"
    QString message;    // translated, with the numbers
    QString rule;       // where the rule comes from: the game's name and section
    QString assumption; // rules option id when the issue depends on an assumption
};

// A fleet's issues: a list grown in blocks, never copied whole to grow, so a fleet with an issue
// on every ship never holds them two and three times over while they are found.
using Issues = std::deque<Issue>;

// Collects every issue of a fleet; validation never stops at the first.
class IssueList
{
public:
    void add(Severity severity, QString code, QString subject, QString message, QString rule,
             QString assumption = {});
    void error(QString code, QString subject, QString message, QString rule,
               QString assumption = {})
    {
        add(Severity::Error, std::move(code), std::move(subject), std::move(message),
            std::move(rule), std::move(assumption));
    }
    void warning(QString code, QString subject, QString message, QString rule,
                 QString assumption = {})
    {
        add(Severity::Warning, std::move(code), std::move(subject), std::move(message),
            std::move(rule), std::move(assumption));
    }
    void info(QString code, QString subject, QString message, QString rule, QString assumption = {})
    {
        add(Severity::Info, std::move(code), std::move(subject), std::move(message),
            std::move(rule), std::move(assumption));
    }

    Issues takeIssues() { return std::move(m_issues); }
    bool hasErrors() const;
    int count(Severity severity) const;

    // Deterministic order: errors, warnings, infos; within each, by subject (numbers compared
    // as numbers, so ships[2] comes before ships[10]), then by code.
    void sort();

private:
    Issues m_issues;
};

// Natural order of subject paths.
bool subjectLess(const QString &a, const QString &b);

} // namespace fw::validators
