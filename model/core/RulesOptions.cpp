#include "RulesOptions.h"

#include <QCoreApplication>
#include <QStringList>

namespace fw::model {

const OptionChoice *RulesOptionSpec::choice(const QString &choiceId) const
{
    for (const OptionChoice &c : choices) {
        if (c.id == choiceId)
            return &c;
    }
    return nullptr;
}

QString RulesOptionSpec::describe(const OptionValue &value) const
{
    if (const bool *b = std::get_if<bool>(&value))
        return *b ? QCoreApplication::translate("fw::RulesOptions", "on")
                  : QCoreApplication::translate("fw::RulesOptions", "off");
    if (const int *i = std::get_if<int>(&value))
        return *i == 0 && !zeroMeans.isEmpty() ? zeroMeans : QString::number(*i);
    if (const QString *s = std::get_if<QString>(&value)) {
        const OptionChoice *c = choice(*s);
        return c ? c->label : *s;
    }
    QStringList parts;
    for (int v : std::get<std::vector<int>>(value))
        parts << QString::number(v);
    return parts.join(QLatin1String(", "));
}

const OptionValue *RulesOptions::find(const QString &id) const
{
    auto it = m_values.find(id);
    return it == m_values.end() ? nullptr : &it->second;
}

OptionValue RulesOptions::value(const RulesOptionSpec &spec) const
{
    const OptionValue *v = find(spec.id);
    return v && v->index() == spec.defaultValue.index() ? *v : spec.defaultValue;
}

bool RulesOptions::boolean(const RulesOptionSpec &spec) const
{
    return std::get<bool>(value(spec));
}

int RulesOptions::integer(const RulesOptionSpec &spec) const
{
    return std::get<int>(value(spec));
}

QString RulesOptions::choice(const RulesOptionSpec &spec) const
{
    return std::get<QString>(value(spec));
}

std::vector<int> RulesOptions::intList(const RulesOptionSpec &spec) const
{
    return std::get<std::vector<int>>(value(spec));
}

const RulesOptionSpec *findOption(const std::vector<RulesOptionSpec> &specs, const QString &id)
{
    for (const RulesOptionSpec &spec : specs) {
        if (spec.id == id)
            return &spec;
    }
    return nullptr;
}

RulesOptionSpec makeOptionSpec(QString id, OptionKind kind, OptionValue defaultValue, QString label,
                               QString description, const char *rule, bool assumption)
{
    RulesOptionSpec s;
    s.id = std::move(id);
    s.kind = kind;
    s.defaultValue = std::move(defaultValue);
    s.label = std::move(label);
    s.description = std::move(description);
    s.rule = QString::fromUtf8(rule);
    s.assumption = assumption;
    return s;
}

RulesOptionSpec withRange(RulesOptionSpec spec, int minimum, int maximum)
{
    spec.minimum = minimum;
    spec.maximum = maximum;
    return spec;
}

} // namespace fw::model
