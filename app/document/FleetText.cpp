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
    const model::GameSystem &system = document.system();
    QStringList lines;
    const QString points = report.budget ? Text::tr("%1 of %2")
                                               .arg(report.total.total())
                                               .arg(system.formatPoints(*report.budget))
                                         : system.formatPoints(report.total.total());
    const QString header
        = Text::tr("%1 (%2): %3").arg(document.fleet().name, system.displayName(), points);
    lines << header;
    QString group;
    for (std::size_t i = 0; i < report.ships.size(); ++i) {
        const model::ShipReport &s = report.ships[i];
        if (!s.group.isEmpty() && s.group != group) {
            group = s.group;
            lines << QString() << group;
        }
        lines << Text::tr("%1. %2 (%3), %4")
                     .arg(i + 1)
                     .arg(s.name, s.className, system.formatPoints(s.cost.total()));
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
