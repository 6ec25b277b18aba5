#include "SvgWriter.h"

#include "Fonts.h"

#include <QSet>
#include <QXmlStreamWriter>

namespace fw::templates {

namespace {

QString number(double v)
{
    QString s = QString::number(v, 'f', 2);
    while (s.endsWith(QLatin1Char('0')))
        s.chop(1);
    if (s.endsWith(QLatin1Char('.')))
        s.chop(1);
    return s == QLatin1String("-0") ? QStringLiteral("0") : s;
}

QString color(const Color &c)
{
    return QStringLiteral("#%1%2%3")
        .arg(c.r, 2, 16, QLatin1Char('0'))
        .arg(c.g, 2, 16, QLatin1Char('0'))
        .arg(c.b, 2, 16, QLatin1Char('0'));
}

class Writer
{
public:
    explicit Writer(QByteArray *out)
        : m_xml(out)
    {}

    void write(const Page &page, const QString &title)
    {
        m_xml.setAutoFormatting(true);
        m_xml.setAutoFormattingIndent(1);
        m_xml.writeStartDocument();
        m_xml.writeStartElement(QStringLiteral("svg"));
        m_xml.writeDefaultNamespace(QStringLiteral("http://www.w3.org/2000/svg"));
        m_xml.writeAttribute(QStringLiteral("version"), QStringLiteral("1.2"));
        m_xml.writeAttribute(QStringLiteral("baseProfile"), QStringLiteral("tiny"));
        m_xml.writeAttribute(QStringLiteral("width"), number(page.width) + QLatin1String("pt"));
        m_xml.writeAttribute(QStringLiteral("height"), number(page.height) + QLatin1String("pt"));
        m_xml.writeAttribute(
            QStringLiteral("viewBox"),
            QStringLiteral("0 0 %1 %2").arg(number(page.width), number(page.height)));
        m_xml.writeTextElement(QStringLiteral("title"), title);
        m_xml.writeStartElement(QStringLiteral("g"));
        writeId(page.id);
        m_xml.writeAttribute(QStringLiteral("font-family"), Fonts::family());
        for (const Item &item : page.items)
            draw(item);
        m_xml.writeEndElement();
        m_xml.writeEndElement();
        m_xml.writeEndDocument();
    }

private:
    void writeId(const QString &raw)
    {
        if (raw.isEmpty())
            return;
        // An XML name: letters, digits, '-', '_', '.'; unique in the file.
        QString id;
        for (QChar c : raw)
            id += c.isLetterOrNumber() || c == QLatin1Char('-') || c == QLatin1Char('_')
                          || c == QLatin1Char('.')
                      ? c
                      : QLatin1Char('-');
        if (!id.at(0).isLetter() && id.at(0) != QLatin1Char('_'))
            id.prepend(QLatin1String("id-"));
        QString unique = id;
        for (int n = 2; m_ids.contains(unique); ++n)
            unique = QStringLiteral("%1-%2").arg(id).arg(n);
        m_ids.insert(unique);
        m_xml.writeAttribute(QStringLiteral("id"), unique);
    }
    void stroke(const std::optional<Stroke> &s)
    {
        if (!s) {
            m_xml.writeAttribute(QStringLiteral("stroke"), QStringLiteral("none"));
            return;
        }
        m_xml.writeAttribute(QStringLiteral("stroke"), color(s->color));
        m_xml.writeAttribute(QStringLiteral("stroke-width"), number(s->width));
        if (!s->dash.empty()) {
            QStringList parts;
            for (double d : s->dash)
                parts << number(d);
            m_xml.writeAttribute(QStringLiteral("stroke-dasharray"), parts.join(QLatin1Char(',')));
        }
    }
    void fill(const std::optional<Color> &c)
    {
        m_xml.writeAttribute(QStringLiteral("fill"), c ? color(*c) : QStringLiteral("none"));
    }
    void draw(const Item &item)
    {
        if (const auto *r = std::get_if<Rect>(&item.shape)) {
            m_xml.writeEmptyElement(QStringLiteral("rect"));
            writeId(item.id);
            m_xml.writeAttribute(QStringLiteral("x"), number(r->x));
            m_xml.writeAttribute(QStringLiteral("y"), number(r->y));
            m_xml.writeAttribute(QStringLiteral("width"), number(r->width));
            m_xml.writeAttribute(QStringLiteral("height"), number(r->height));
            fill(r->fill);
            stroke(r->stroke);
        } else if (const auto *l = std::get_if<Line>(&item.shape)) {
            m_xml.writeEmptyElement(QStringLiteral("line"));
            writeId(item.id);
            m_xml.writeAttribute(QStringLiteral("x1"), number(l->x1));
            m_xml.writeAttribute(QStringLiteral("y1"), number(l->y1));
            m_xml.writeAttribute(QStringLiteral("x2"), number(l->x2));
            m_xml.writeAttribute(QStringLiteral("y2"), number(l->y2));
            stroke(l->stroke);
        } else if (const auto *c = std::get_if<Circle>(&item.shape)) {
            m_xml.writeEmptyElement(QStringLiteral("circle"));
            writeId(item.id);
            m_xml.writeAttribute(QStringLiteral("cx"), number(c->cx));
            m_xml.writeAttribute(QStringLiteral("cy"), number(c->cy));
            m_xml.writeAttribute(QStringLiteral("r"), number(c->radius));
            fill(c->fill);
            stroke(c->stroke);
        } else if (const auto *g = std::get_if<Polygon>(&item.shape)) {
            if (g->points.size() < 2)
                return;
            m_xml.writeEmptyElement(g->closed ? QStringLiteral("polygon")
                                              : QStringLiteral("polyline"));
            writeId(item.id);
            QStringList points;
            for (const Point &p : g->points)
                points << number(p.x) + QLatin1Char(',') + number(p.y);
            m_xml.writeAttribute(QStringLiteral("points"), points.join(QLatin1Char(' ')));
            fill(g->fill);
            stroke(g->stroke);
        } else if (const auto *t = std::get_if<Text>(&item.shape)) {
            m_xml.writeStartElement(QStringLiteral("text"));
            writeId(item.id);
            m_xml.writeAttribute(QStringLiteral("x"), number(t->x));
            m_xml.writeAttribute(QStringLiteral("y"), number(t->y));
            m_xml.writeAttribute(QStringLiteral("font-size"), number(t->size));
            if (t->rotation != 0) {
                m_xml.writeAttribute(QStringLiteral("transform"),
                                     QStringLiteral("rotate(%1 %2 %3)")
                                         .arg(number(t->rotation), number(t->x), number(t->y)));
            }
            if (t->align != Align::Left) {
                m_xml.writeAttribute(QStringLiteral("text-anchor"), t->align == Align::Center
                                                                        ? QStringLiteral("middle")
                                                                        : QStringLiteral("end"));
            }
            m_xml.writeAttribute(QStringLiteral("fill"), color(t->color));
            if (t->bold) {
                // The same face as the PDF, drawn with a thin outline (see Fonts::boldStroke).
                m_xml.writeAttribute(QStringLiteral("stroke"), color(t->color));
                m_xml.writeAttribute(QStringLiteral("stroke-width"),
                                     number(Fonts::boldStroke(t->size)));
            }
            m_xml.writeAttribute(QStringLiteral("xml:space"), QStringLiteral("preserve"));
            m_xml.writeCharacters(t->text);
            m_xml.writeEndElement();
        }
    }

    QXmlStreamWriter m_xml;
    QSet<QString> m_ids;
};

} // namespace

QByteArray writeSvg(const Page &page, const QString &title)
{
    QByteArray out;
    Writer(&out).write(page, title);
    return out;
}

} // namespace fw::templates
