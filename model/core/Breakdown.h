#pragma once

#include <QString>
#include <QtGlobal>

#include <vector>

namespace fw::model {

// One item of an itemised number: a label, an amount and the rule it comes from.
struct BreakdownLine
{
    QString label;
    int amount = 0;
    QString rule;       // where the rule comes from: the game's name and section
    QString assumption; // id of the rules option this line depends on; empty when sourced

    bool operator==(const BreakdownLine &other) const = default;
};

// An itemised number. Its total is, by construction, the sum of its lines: nothing else
// contributes, so every number the project shows can explain itself.
class Breakdown
{
public:
    void add(QString label, int amount, QString rule, QString assumption = {});
    // add(), but onto the last line when it has the same label and rule, no assumption, and
    // room for the sum: the costs of many like items in a row as one line.
    void addOrMerge(QString label, int amount, QString rule);
    void append(const Breakdown &other);
    void reserve(std::size_t lines) { m_lines.reserve(lines); }

    qint64 total() const; // summed in 64 bits: a fleet of many costly ships never wraps
    const std::vector<BreakdownLine> &lines() const { return m_lines; }
    bool isEmpty() const { return m_lines.empty(); }
    bool dependsOnAssumption() const;

    bool operator==(const Breakdown &other) const = default;

private:
    std::vector<BreakdownLine> m_lines;
};

} // namespace fw::model
