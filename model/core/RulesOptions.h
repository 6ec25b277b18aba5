#pragma once

#include <QString>

#include <map>
#include <variant>
#include <vector>

namespace fw::model {

enum class OptionKind { Bool, Int, Choice, IntList };

using OptionValue = std::variant<bool, int, QString, std::vector<int>>;

struct OptionChoice
{
    QString id;    // written to files
    QString label; // translated
};

// A rules option: a house rule players agree on, or a Fleetwright default standing in for a
// table the sources lack. The latter are flagged `assumption`, and every result that depends on
// them is marked as such.
struct RulesOptionSpec
{
    QString id; // written to files, never translated
    OptionKind kind = OptionKind::Bool;
    OptionValue defaultValue;
    int minimum = 0;                   // Int, and each IntList element
    int maximum = 0;                   // Int, and each IntList element
    int listLength = 0;                // IntList
    std::vector<OptionChoice> choices; // Choice
    QString zeroMeans;                 // Int: translated meaning of 0 ("no limit"), if special
    QString label;                     // translated
    QString description;               // translated
    QString rule;                      // where the question comes from
    bool assumption = false;           // the default is a proposal, not a sourced rule

    const OptionChoice *choice(const QString &choiceId) const;
    // Human-readable value: "on", "3", "Max speed -1", "0, 2, 2, 1, 1".
    QString describe(const OptionValue &value) const;
};

// The option values a fleet sets. Options it does not set have their spec's default.
class RulesOptions
{
public:
    void set(const QString &id, OptionValue value) { m_values[id] = std::move(value); }
    void reset(const QString &id) { m_values.erase(id); }
    const OptionValue *find(const QString &id) const;
    OptionValue value(const RulesOptionSpec &spec) const;

    bool boolean(const RulesOptionSpec &spec) const;
    int integer(const RulesOptionSpec &spec) const;
    QString choice(const RulesOptionSpec &spec) const;
    std::vector<int> intList(const RulesOptionSpec &spec) const;

    bool operator==(const RulesOptions &other) const = default;

private:
    std::map<QString, OptionValue> m_values;
};

const RulesOptionSpec *findOption(const std::vector<RulesOptionSpec> &specs, const QString &id);

// A spec with its common fields; `rule` is UTF-8 (it cites "§" sections).
RulesOptionSpec makeOptionSpec(QString id, OptionKind kind, OptionValue defaultValue, QString label,
                               QString description, const char *rule, bool assumption);
// `spec` with an Int range.
RulesOptionSpec withRange(RulesOptionSpec spec, int minimum, int maximum);

} // namespace fw::model
