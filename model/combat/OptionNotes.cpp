#include "OptionNotes.h"

#include <QCoreApplication>

namespace fw::model::combat {

namespace {

class Text
{
    Q_DECLARE_TR_FUNCTIONS(fw::Combat)
};

} // namespace

QString optionInForce(const std::vector<RulesOptionSpec> &specs, const Fleet &fleet, const char *id)
{
    const RulesOptionSpec *spec = findOption(specs, QLatin1String(id));
    if (!spec)
        return {};
    return Text::tr("%1: %2 (rules option)")
        .arg(spec->label, spec->describe(fleet.options.value(*spec)));
}

QString optionName(const std::vector<RulesOptionSpec> &specs, const char *id)
{
    const RulesOptionSpec *spec = findOption(specs, QLatin1String(id));
    return Text::tr("“%1”").arg(spec ? spec->label : QLatin1String(id));
}

QStringList optionsInForce(const std::vector<RulesOptionSpec> &specs, const Fleet &a,
                           const Fleet &b, std::initializer_list<const char *> ids)
{
    QStringList notes;
    for (const char *id : ids) {
        const QString lineA = optionInForce(specs, a, id);
        const QString lineB = optionInForce(specs, b, id);
        if (lineA == lineB)
            notes << lineA;
        else
            notes << Text::tr("Side A: %1").arg(lineA) << Text::tr("Side B: %1").arg(lineB);
    }
    notes.removeAll(QString());
    return notes;
}

QString percent(double p)
{
    return Text::tr("%1%").arg(p * 100, 0, 'f', 2);
}

} // namespace fw::model::combat
