#include "PathWords.h"

#include "../FleetValidator.h"

#include <model/systems/GameSystem.h>

#include <QCoreApplication>
#include <QStringList>

namespace fw::validators {

using model::Fleet;
using model::JsonPath;

namespace {

class PathText
{
    Q_DECLARE_TR_FUNCTIONS(fw::PathWords)
};

// Separates the steps: "Harpoon II › Beam turret (dorsal) › Range".
const QString &separator()
{
    static const QString text = QStringLiteral(" \u203a ");
    return text;
}

// Keys every game shares, in words.
QString commonLabel(const QString &key)
{
    if (key == QLatin1String("ships"))
        return PathText::tr("Ships");
    if (key == QLatin1String("designs"))
        return PathText::tr("Designs");
    if (key == QLatin1String("budget"))
        return PathText::tr("Budget");
    if (key == QLatin1String("options"))
        return PathText::tr("Rules options");
    if (key == QLatin1String("name"))
        return PathText::tr("Name");
    if (key == QLatin1String("notes"))
        return PathText::tr("Notes");
    if (key == QLatin1String("class"))
        return PathText::tr("Class");
    if (key == QLatin1String("design"))
        return PathText::tr("Design");
    if (key == QLatin1String("id"))
        return PathText::tr("Id");
    if (key == QLatin1String("flagship"))
        return PathText::tr("Flagship");
    return {};
}

// A key no game names, made readable: "flagshipAdvantage" -> "Flagship advantage".
QString humanised(const QString &key)
{
    QString text;
    text.reserve(key.size() + 4);
    for (const QChar c : key) {
        if (c.isUpper() && !text.isEmpty()) {
            text += QLatin1Char(' ');
            text += c.toLower();
        } else {
            text += c;
        }
    }
    if (!text.isEmpty())
        text[0] = text[0].toUpper();
    return text;
}

// The names a walk needs: the system's keys and options, the validator's words.
struct Namers
{
    const model::GameSystem &system;
    const FleetValidator *validator;
};

QString keyLabel(const Namers &n, const QString &key)
{
    QString label = n.validator ? n.validator->fieldLabel(key) : QString();
    if (label.isEmpty())
        label = commonLabel(key);
    return label.isEmpty() ? humanised(key) : label;
}

QString designInWords(const Fleet &fleet, std::size_t index)
{
    if (index < fleet.designs.size()) {
        const QString name = fleet.designs[index]->name();
        if (!name.isEmpty())
            return name;
        if (!fleet.designs[index]->id().isEmpty())
            return fleet.designs[index]->id();
    }
    return PathText::tr("Design %1").arg(index + 1);
}

QString optionLabel(const model::GameSystem &system, const QString &id)
{
    for (const model::RulesOptionSpec &spec : system.options())
        if (spec.id == id)
            return spec.label;
    return id;
}

// The words of one step and how many segments they cover (the key, or the key and its index).
struct Words
{
    QString text;
    std::size_t consumed = 1;
};

Words stepWords(const Namers &n, const PathStep &step)
{
    const std::optional<std::size_t> index = step.index();
    if (step.atTop() && index && step.key() == QLatin1String("ships"))
        return {shipInWords(step.fleet, *index), 2};
    if (step.atTop() && index && step.key() == n.system.designsKey())
        return {designInWords(step.fleet, *index), 2};
    if (step.position == 1 && step.keyAt(0) == QLatin1String("options"))
        return {optionLabel(n.system, step.key()), 1};
    if (index) {
        const QString item = n.validator ? n.validator->pathItemWords(step) : QString();
        if (!item.isEmpty())
            return {item, 2};
        return {PathText::tr("%1 %2", "a list and the number of an item in it")
                    .arg(keyLabel(n, step.key()))
                    .arg(*index + 1),
                2};
    }
    return {keyLabel(n, step.key()), 1};
}

} // namespace

std::optional<std::size_t> PathStep::indexAt(std::size_t at) const
{
    if (at >= segments.size() || !segments[at].isIndex())
        return std::nullopt;
    return segments[at].index;
}

QString PathStep::keyAt(std::size_t at) const
{
    if (at >= segments.size() || segments[at].isIndex())
        return {};
    return segments[at].key;
}

QString fieldLabelFrom(const char *context, std::span<const FieldLabel> table, const QString &key)
{
    for (const FieldLabel &label : table)
        if (key == QLatin1String(label.key))
            return QCoreApplication::translate(context, label.text);
    return {};
}

QString shipInWords(const Fleet &fleet, std::size_t index)
{
    if (index < fleet.ships.size() && !fleet.ships[index]->name.isEmpty())
        return fleet.ships[index]->name;
    return PathText::tr("Ship %1").arg(index + 1);
}

QString pathInWords(const model::GameSystem &system, const FleetValidator *validator,
                    const Fleet &fleet, const QString &subject)
{
    const Namers namers{system, validator};
    if (subject.isEmpty())
        return PathText::tr("Fleet");
    const std::optional<JsonPath> path = JsonPath::parse(subject);
    if (!path)
        return subject;
    const std::vector<JsonPath::Segment> segments = path->segments();
    PathStep step{fleet, segments, 0, nullptr, nullptr};
    if (!segments.empty() && !segments[0].isIndex()) {
        const std::optional<std::size_t> top = step.indexAt(1);
        if (top && segments[0].key == QLatin1String("ships") && *top < fleet.ships.size())
            step.ship = fleet.ships[*top].get();
        if (top && segments[0].key == system.designsKey() && *top < fleet.designs.size())
            step.design = fleet.designs[*top].get();
    }
    QStringList words;
    while (step.position < segments.size()) {
        if (segments[step.position].isIndex()) { // an index with no key before it
            words += PathText::tr("Item %1").arg(segments[step.position].index + 1);
            ++step.position;
            continue;
        }
        const Words w = stepWords(namers, step);
        words += w.text;
        step.position += w.consumed;
    }
    return words.join(separator());
}

} // namespace fw::validators
