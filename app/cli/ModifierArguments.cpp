#include "ModifierArguments.h"

#include <QCoreApplication>

#include <algorithm>

namespace fw::cli::combat {

namespace {

using model::Json;
using model::combat::ModifierSpec;
using Values = model::Result<std::map<QString, int>>;

class OddsText
{
    Q_DECLARE_TR_FUNCTIONS(fw::Cli)
};

// "front, side or rear".
QString choiceIds(const ModifierSpec &m)
{
    QStringList ids;
    for (const model::combat::Choice &c : m.choices)
        ids << c.id;
    if (ids.size() < 2)
        return ids.join(QString());
    const QString last = ids.takeLast();
    return OddsText::tr("%1 or %2").arg(ids.join(QLatin1String(", ")), last);
}

// "front (Front arc), side (Side arc), rear (Rear arc)".
QString choiceList(const ModifierSpec &m)
{
    QStringList list;
    for (const model::combat::Choice &c : m.choices)
        list << QStringLiteral("%1 (%2)").arg(c.id, c.label);
    return list.join(QLatin1String(", "));
}

std::optional<int> yesNo(const QString &text)
{
    if (text == QLatin1String("yes") || text == QLatin1String("on")
        || text == QLatin1String("true"))
        return 1;
    if (text == QLatin1String("no") || text == QLatin1String("off")
        || text == QLatin1String("false"))
        return 0;
    return std::nullopt;
}

// The value of one `--mod` with its id already found; a failure says what the modifier takes.
model::Result<int> readValue(const ModifierSpec &spec, const QString &item, qsizetype eq)
{
    const QString &id = spec.id;
    const bool yesNoSpec = !spec.hasChoices() && spec.min == 0 && spec.max == 1;
    if (eq < 0) {
        if (yesNoSpec)
            return spec.max;
        if (spec.hasChoices())
            return model::Result<int>::failure(
                OddsText::tr("--mod %1 needs a choice: --mod %1=CHOICE with CHOICE one of %2")
                    .arg(id, choiceList(spec)));
        return model::Result<int>::failure(
            OddsText::tr("--mod %1 needs a value: --mod %1=N with N from %2 to %3")
                .arg(id)
                .arg(spec.min)
                .arg(spec.max));
    }
    const QString given = item.mid(eq + 1);
    if (spec.hasChoices()) {
        const int index = spec.choiceIndex(given.trimmed());
        if (index >= 0)
            return index;
        return model::Result<int>::failure(
            OddsText::tr("--mod %1: unknown choice \"%2\"; the choices are: %3")
                .arg(id, given, choiceList(spec)));
    }
    const QString text = given.trimmed().toLower();
    bool ok = false;
    int value = text.toInt(&ok);
    if (yesNoSpec && !ok) {
        const std::optional<int> flag = yesNo(text);
        ok = flag.has_value();
        value = flag.value_or(0);
    }
    if (!ok || value < spec.min || value > spec.max) {
        return model::Result<int>::failure(
            OddsText::tr("--mod %1 must be a whole number from %2 to %3, not \"%4\"")
                .arg(id)
                .arg(spec.min)
                .arg(spec.max)
                .arg(given));
    }
    return value;
}

} // namespace

Values readModifiers(const std::vector<ModifierSpec> &specs, const QStringList &given)
{
    std::map<QString, int> modifiers;
    for (const QString &item : given) {
        const qsizetype eq = item.indexOf(QLatin1Char('='));
        const QString id = (eq < 0 ? item : item.left(eq)).trimmed();
        const auto spec = std::find_if(specs.begin(), specs.end(),
                                       [&](const ModifierSpec &m) { return m.id == id; });
        if (spec == specs.end()) {
            if (specs.empty())
                return Values::failure(
                    OddsText::tr("--mod: this game has no modifiers, so \"%1\" is unknown")
                        .arg(id));
            return Values::failure(
                OddsText::tr("--mod: unknown modifier \"%1\"; the modifiers are: %2")
                    .arg(id, modifierList(specs)));
        }
        const model::Result<int> value = readValue(*spec, item, eq);
        if (!value)
            return Values::failure(value.error());
        modifiers[id] = value.value();
    }
    return modifiers;
}

QString modifierRange(const ModifierSpec &m)
{
    if (m.hasChoices())
        return OddsText::tr("%1, default %2").arg(choiceIds(m), m.choiceId(m.defaultValue));
    return OddsText::tr("%1 to %2, default %3").arg(m.min).arg(m.max).arg(m.defaultValue);
}

QString modifierList(const std::vector<ModifierSpec> &modifiers)
{
    QStringList list;
    for (const ModifierSpec &m : modifiers)
        list << QStringLiteral("%1 (%2)").arg(m.id, modifierRange(m));
    return list.join(QLatin1String(", "));
}

QString modifierValueText(const ModifierSpec &m, int value)
{
    return m.hasChoices() ? m.choiceId(value) : QString::number(value);
}

Json modifierValueJson(const ModifierSpec &m, int value)
{
    return m.hasChoices() ? Json(m.choiceId(value).toStdString()) : Json(value);
}

Json modifiersJson(const std::vector<ModifierSpec> &specs)
{
    Json list = Json::array();
    for (const ModifierSpec &m : specs) {
        Json o = Json::object();
        o["id"] = m.id.toStdString();
        o["label"] = m.label.toStdString();
        o["min"] = m.min;
        o["max"] = m.max;
        o["default"] = modifierValueJson(m, m.defaultValue);
        o["rule"] = m.rule.toStdString();
        if (m.hasChoices()) {
            Json choices = Json::array();
            for (const model::combat::Choice &c : m.choices)
                choices.push_back({{"id", c.id.toStdString()}, {"label", c.label.toStdString()}});
            o["choices"] = std::move(choices);
        }
        list.push_back(std::move(o));
    }
    return list;
}

} // namespace fw::cli::combat
