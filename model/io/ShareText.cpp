#include "ShareText.h"

#include "../systems/GameSystem.h"
#include "../systems/ShareNotation.h"
#include "../systems/SystemRegistry.h"
#include "ShareCode.h"

#include <QStringList>

namespace fw::model {

namespace {

const QString FlagMark = QStringLiteral("\u2605");   // ★
const QString NameDash = QStringLiteral(" \u2014 "); // " — "
const QString Indent = QStringLiteral("   ");

QString optionLine(const RulesOptionSpec &spec, const RulesOptions &options)
{
    return Indent + ShareText::tr("%1: %2").arg(spec.label, spec.describe(options.value(spec)));
}

QStringList changedOptions(const Fleet &fleet, const GameSystem &system)
{
    QStringList lines;
    for (const RulesOptionSpec &spec : system.options()) {
        if (fleet.options.value(spec) != spec.defaultValue)
            lines << optionLine(spec, fleet.options);
    }
    return lines;
}

// A line break inside a name would start a line of its own, read back as something else: each
// entry stays on its line, a break written as a space (the share code keeps the exact name).
QString oneLine(QString line)
{
    for (QChar &c : line) {
        const char16_t u = c.unicode();
        if (u == u'\n' || u == u'\r' || u == u'\v' || u == u'\f' || u == 0x85 || u == 0x2028
            || u == 0x2029)
            c = u' ';
    }
    return line;
}

QString headerPoints(const Fleet &fleet, const GameSystem &system, const FleetReport &report)
{
    const qint64 total = report.total.total();
    return fleet.budget
               ? ShareText::tr("%1 of %2").arg(total).arg(system.formatPoints(*fleet.budget))
               : system.formatPoints(total);
}

} // namespace

QString ShareText::write(const Fleet &fleet, const FleetReport &report,
                         const SystemRegistry &systems, std::optional<int> errors, bool withCode)
{
    const Fleet::DesignLookup lookup(fleet);
    const GameSystem &system = *systems.find(fleet.systemId);
    const ShareNotation *notation = systems.notation(fleet.systemId);
    QStringList lines;
    lines << (fleet.name.isEmpty() ? tr("Unnamed fleet") : fleet.name)
          << QStringLiteral("%1 \u00b7 %2")
                 .arg(system.displayName(), headerPoints(fleet, system, report));
    QString group;
    int flagships = 0;
    for (std::size_t i = 0; i < report.ships.size() && i < fleet.ships.size(); ++i) {
        const ShipReport &s = report.ships[i];
        if (i == 0 || s.group != group) {
            group = s.group;
            lines << QString();
            if (i != 0 || !group.isEmpty())
                lines << QStringLiteral("[%1]").arg(group.isEmpty() ? QStringLiteral("\u2014")
                                                                    : group);
        }
        const bool flag = notation && notation->flagship(fleet, i);
        flagships += flag ? 1 : 0;
        lines << QStringLiteral("%1. %2%3%4%5 (%6)")
                     .arg(i + 1)
                     .arg(flag ? FlagMark + QLatin1Char(' ') : QString(), s.name, NameDash,
                          s.className, system.formatPoints(s.cost.total()));
        if (notation)
            for (const QString &line : notation->loadout(fleet, i, s))
                lines << Indent + line;
    }
    const int ships = int(fleet.ships.size());
    QString total = tr("Total: %1, ships: %2").arg(headerPoints(fleet, system, report)).arg(ships);
    if (flagships > 0)
        total += tr("; %1 marks the flagship").arg(FlagMark);
    lines << QString() << total;
    const QStringList options = changedOptions(fleet, system);
    if (!options.isEmpty())
        lines << tr("Rules options that differ from the defaults:") << options;
    if (errors)
        lines << (*errors == 0 ? tr("Legal.") : tr("Not legal: %n error(s).", nullptr, *errors));
    if (withCode) {
        const Result<QString> code = ShareCode::encode(fleet, systems);
        lines << QString()
              << (code ? tr("Share code: %1").arg(code.value())
                       : tr("No share code: %1.").arg(code.error()));
    }
    for (QString &line : lines)
        line = oneLine(std::move(line));
    return lines.join(QLatin1Char('\n'));
}

} // namespace fw::model
