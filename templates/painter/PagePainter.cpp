#include "PagePainter.h"

#include <QFontDatabase>
#include <QGlyphRun>
#include <QHash>
#include <QMutex>
#include <QPainter>
#include <QPainterPath>
#include <QRawFont>

#include <cmath>

namespace fw::templates {

namespace {

QColor qcolor(const Color &c)
{
    return QColor(c.r, c.g, c.b);
}

QPen pen(const Stroke &s)
{
    QPen p(qcolor(s.color), s.width);
    p.setCapStyle(Qt::FlatCap);
    p.setJoinStyle(Qt::MiterJoin);
    if (!s.dash.empty() && s.width > 0) {
        QList<qreal> pattern;
        for (double d : s.dash)
            pattern << d / s.width; // Qt dashes are in units of the pen width
        if (pattern.size() % 2 == 1)
            pattern << pattern.last();
        p.setDashPattern(pattern);
    }
    return p;
}

} // namespace

QString PagePainter::family(const Fonts &fonts)
{
    static QMutex mutex;
    static QHash<QString, QString> families;
    const QMutexLocker lock(&mutex);
    auto it = families.find(fonts.path());
    if (it == families.end()) {
        const int id = QFontDatabase::addApplicationFontFromData(fonts.data());
        const QStringList names
            = id >= 0 ? QFontDatabase::applicationFontFamilies(id) : QStringList();
        it = families.insert(fonts.path(), names.isEmpty() ? Fonts::family() : names.first());
    }
    return *it;
}

void PagePainter::paint(QPainter &painter, const Page &page, const Fonts &fonts)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.setRenderHint(QPainter::TextAntialiasing, true);
    // Glyphs are placed at the advances the layout measured (and the PDF uses), not at the
    // advances a font engine would choose at this resolution: the screen is the paper.
    QHash<double, QRawFont> rawFonts;
    const auto rawFont = [&](double size) -> const QRawFont & {
        auto it = rawFonts.find(size);
        if (it == rawFonts.end())
            it = rawFonts.insert(size, QRawFont(fonts.data(), size, QFont::PreferNoHinting));
        return *it;
    };
    for (const Item &item : page.items) {
        if (const auto *r = std::get_if<Rect>(&item.shape)) {
            painter.setPen(r->stroke ? pen(*r->stroke) : QPen(Qt::NoPen));
            painter.setBrush(r->fill ? QBrush(qcolor(*r->fill)) : QBrush(Qt::NoBrush));
            painter.drawRect(QRectF(r->x, r->y, r->width, r->height));
        } else if (const auto *l = std::get_if<Line>(&item.shape)) {
            painter.setPen(pen(l->stroke));
            painter.drawLine(QPointF(l->x1, l->y1), QPointF(l->x2, l->y2));
        } else if (const auto *c = std::get_if<Circle>(&item.shape)) {
            painter.setPen(c->stroke ? pen(*c->stroke) : QPen(Qt::NoPen));
            painter.setBrush(c->fill ? QBrush(qcolor(*c->fill)) : QBrush(Qt::NoBrush));
            painter.drawEllipse(QPointF(c->cx, c->cy), c->radius, c->radius);
        } else if (const auto *g = std::get_if<Polygon>(&item.shape)) {
            if (g->points.size() < 2)
                continue;
            QPainterPath path(QPointF(g->points[0].x, g->points[0].y));
            for (std::size_t i = 1; i < g->points.size(); ++i)
                path.lineTo(g->points[i].x, g->points[i].y);
            if (g->closed)
                path.closeSubpath();
            painter.setPen(g->stroke ? pen(*g->stroke) : QPen(Qt::NoPen));
            painter.setBrush(g->fill ? QBrush(qcolor(*g->fill)) : QBrush(Qt::NoBrush));
            painter.drawPath(path);
        } else if (const auto *t = std::get_if<Text>(&item.shape)) {
            const QRawFont &raw = rawFont(t->size);
            if (!raw.isValid() || t->text.isEmpty())
                continue;
            const QList<quint32> glyphs = raw.glyphIndexesForString(t->text);
            QList<QPointF> positions;
            positions.reserve(glyphs.size());
            double x = 0;
            for (qsizetype i = 0; i < t->text.size() && positions.size() < glyphs.size(); ++i) {
                positions << QPointF(x, 0);
                x += fonts.width(QStringView(t->text).mid(i, 1), t->size);
            }
            double left = 0;
            if (t->align != Align::Left)
                left -= t->align == Align::Center ? x / 2 : x;
            // Drawn about its anchor, turned as the item says.
            painter.save();
            painter.translate(t->x, t->y);
            if (t->rotation != 0)
                painter.rotate(t->rotation);
            const QPointF origin(left, 0);
            if (t->bold) {
                // The same face with a thin outline, as in the PDF and SVG.
                QPainterPath path;
                for (qsizetype i = 0; i < glyphs.size(); ++i)
                    path.addPath(raw.pathForGlyph(glyphs[i]).translated(origin + positions[i]));
                painter.setPen(QPen(qcolor(t->color), Fonts::boldStroke(t->size)));
                painter.setBrush(qcolor(t->color));
                painter.drawPath(path);
            } else {
                QGlyphRun run;
                run.setRawFont(raw);
                run.setGlyphIndexes(glyphs);
                run.setPositions(positions);
                painter.setPen(qcolor(t->color));
                painter.drawGlyphRun(origin, run);
            }
            painter.restore();
        }
    }
    painter.restore();
}

QImage PagePainter::render(const Page &page, const Fonts &fonts, double dpi)
{
    const double scale = dpi / 72.0;
    QImage image(int(std::ceil(page.width * scale)), int(std::ceil(page.height * scale)),
                 QImage::Format_RGB32);
    const int dotsPerMeter = int(std::lround(dpi / 0.0254));
    image.setDotsPerMeterX(dotsPerMeter);
    image.setDotsPerMeterY(dotsPerMeter);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.scale(scale, scale);
    paint(painter, page, fonts);
    return image;
}

} // namespace fw::templates
