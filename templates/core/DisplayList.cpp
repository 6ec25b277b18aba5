#include "DisplayList.h"

#include <QStringList>

namespace fw::templates {

namespace {

QString n(double v)
{
    return QString::number(v, 'f', 2);
}

QString color(const Color &c)
{
    return QStringLiteral("#%1%2%3")
        .arg(c.r, 2, 16, QLatin1Char('0'))
        .arg(c.g, 2, 16, QLatin1Char('0'))
        .arg(c.b, 2, 16, QLatin1Char('0'));
}

QString stroke(const std::optional<Stroke> &s)
{
    if (!s)
        return QStringLiteral(" nostroke");
    QString out = QStringLiteral(" stroke=%1/%2").arg(n(s->width), color(s->color));
    if (!s->dash.empty()) {
        QStringList parts;
        for (double d : s->dash)
            parts << n(d);
        out += QStringLiteral(" dash=") + parts.join(QLatin1Char(','));
    }
    return out;
}

QString fill(const std::optional<Color> &c)
{
    return c ? QStringLiteral(" fill=") + color(*c) : QString();
}

QString quoted(const QString &text)
{
    QString escaped = text;
    escaped.replace(QLatin1Char('\\'), QLatin1String("\\\\"));
    escaped.replace(QLatin1Char('"'), QLatin1String("\\\""));
    return QLatin1Char('"') + escaped + QLatin1Char('"');
}

} // namespace

QString toText(const Document &document)
{
    QStringList out;
    out << QStringLiteral("document %1").arg(quoted(document.title));
    for (std::size_t p = 0; p < document.pages.size(); ++p) {
        const Page &page = document.pages[p];
        out << QStringLiteral("page %1 %2x%3 %4")
                   .arg(p + 1)
                   .arg(n(page.width), n(page.height), page.id);
        for (const Item &item : page.items) {
            QString line;
            if (const auto *r = std::get_if<Rect>(&item.shape)) {
                line = QStringLiteral("  rect %1 %2 %3 %4")
                           .arg(n(r->x), n(r->y), n(r->width), n(r->height))
                       + stroke(r->stroke) + fill(r->fill);
            } else if (const auto *l = std::get_if<Line>(&item.shape)) {
                line = QStringLiteral("  line %1 %2 %3 %4")
                           .arg(n(l->x1), n(l->y1), n(l->x2), n(l->y2))
                       + stroke(l->stroke);
            } else if (const auto *c = std::get_if<Circle>(&item.shape)) {
                line = QStringLiteral("  circle %1 %2 %3").arg(n(c->cx), n(c->cy), n(c->radius))
                       + stroke(c->stroke) + fill(c->fill);
            } else if (const auto *g = std::get_if<Polygon>(&item.shape)) {
                line = g->closed ? QStringLiteral("  polygon") : QStringLiteral("  polyline");
                for (const Point &pt : g->points)
                    line += QStringLiteral(" %1,%2").arg(n(pt.x), n(pt.y));
                line += stroke(g->stroke) + fill(g->fill);
            } else if (const auto *t = std::get_if<Text>(&item.shape)) {
                const char *align = t->align == Align::Left     ? "left"
                                    : t->align == Align::Center ? "center"
                                                                : "right";
                line = QStringLiteral("  text %1 %2 %3%4 %5 %6")
                           .arg(n(t->x), n(t->y), n(t->size),
                                t->bold ? QStringLiteral(" bold") : QString(), QLatin1String(align),
                                quoted(t->text));
                if (!(t->color == Color::black()))
                    line += QStringLiteral(" color=") + color(t->color);
                if (t->rotation != 0)
                    line += QStringLiteral(" rotation=") + n(t->rotation);
            }
            if (!item.id.isEmpty())
                line += QStringLiteral(" id=") + item.id;
            out << line;
        }
    }
    return out.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

} // namespace fw::templates
