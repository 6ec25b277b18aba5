#include "FleetText.h"

#include "FleetDocument.h"

#include <model/systems/GameSystem.h>

#include <QCoreApplication>
#include <QStringList>

namespace fw::app {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(fw::FleetText)
};
} // namespace

QString fleetAsText(const FleetDocument &document)
{
    const model::FleetReport &report = document.report();
    const QString unit = report.pointsUnit;
    QStringList lines;
    QString header = Text::tr("%1 (%2): %3 %4")
                         .arg(document.fleet().name, document.system().displayName())
                         .arg(report.total.total())
                         .arg(unit);
    if (report.budget)
        header = Text::tr("%1 (%2): %3 of %4 %5")
                     .arg(document.fleet().name, document.system().displayName())
                     .arg(report.total.total())
                     .arg(*report.budget)
                     .arg(unit);
    lines << header;
    QString group;
    for (std::size_t i = 0; i < report.ships.size(); ++i) {
        const model::ShipReport &s = report.ships[i];
        if (!s.group.isEmpty() && s.group != group) {
            group = s.group;
            lines << QString() << group;
        }
        lines << Text::tr("%1. %2 (%3), %4 %5")
                     .arg(i + 1)
                     .arg(s.name, s.className)
                     .arg(s.cost.total())
                     .arg(unit);
        QStringList items;
        // The first cost line is the hull or class itself; the rest is what the ship carries.
        for (std::size_t k = 1; k < s.cost.lines().size(); ++k)
            items << s.cost.lines()[k].label;
        if (!items.isEmpty())
            lines << QStringLiteral("   ") + items.join(QLatin1String("; "));
    }
    const int errors = document.errorCount();
    lines << QString()
          << (errors == 0 ? Text::tr("Legal.")
                          : Text::tr("Not legal: %n error(s).", nullptr, errors));
    return lines.join(QLatin1Char('\n'));
}

} // namespace fw::app
