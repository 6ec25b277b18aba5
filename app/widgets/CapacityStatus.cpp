#include "CapacityStatus.h"

#include <QCoreApplication>
#include <QStringList>

namespace fw::app {

namespace {

class Text
{
    Q_DECLARE_TR_FUNCTIONS(fw::CapacityStatus)
};

const QLatin1String LinkPrefix("capacity:");

} // namespace

QString capacityStatusText(const model::ShipReport &ship)
{
    QStringList parts;
    for (const model::CapacityReport &c : ship.capacities) {
        const QString available
            = c.unlimited ? Text::tr("no cap") : QString::number(c.available.total());
        const QString text
            = Text::tr("%1: %2 / %3").arg(c.label).arg(c.used.total()).arg(available);
        const QString style = c.over() ? QStringLiteral(" style=\"color:#c0392b\"") : QString();
        parts << QStringLiteral("<a href=\"%1%2\"%3>%4</a>")
                     .arg(LinkPrefix, c.key.toHtmlEscaped(), style, text.toHtmlEscaped());
    }
    return parts.join(QStringLiteral(" &nbsp; "));
}

QString capacityLinkKey(const QString &link)
{
    return link.startsWith(LinkPrefix) ? link.mid(LinkPrefix.size()) : QString();
}

CapacityBreakdown capacityBreakdown(const model::ShipReport &ship, const QString &key)
{
    CapacityBreakdown b;
    for (const model::CapacityReport &c : ship.capacities) {
        if (!key.isEmpty() && c.key != key)
            continue;
        b.sections.push_back({Text::tr("%1 available").arg(c.label), c.available, c.label});
        b.sections.push_back({Text::tr("%1 used").arg(c.label), c.used, c.label});
        b.title = Text::tr("%1: %2").arg(ship.name, c.label);
    }
    if (key.isEmpty())
        b.title = Text::tr("%1: capacities").arg(ship.name);
    return b;
}

} // namespace fw::app
