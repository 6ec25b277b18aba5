#include "PagePainter.h"

#include <QFontDatabase>
#include <QHash>
#include <QMutex>
#include <QPainter>
#include <QPainterPath>

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
        const int id = QFontDatabase::addApplicationFont(fonts.path());
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
    QFont font(family(fonts));
    font.setKerning(false);
    font.setHintingPreference(QFont::PreferNoHinting);
    font.setStyleStrategy(QFont::StyleStrategy(QFont::NoFontMerging | QFont::PreferOutline));
    // QFont sizes are in device points; this makes one font unit one page point.
    const double deviceDpi = painter.device() ? painter.device()->logicalDpiY() : 72.0;
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
        } else if (const auto *t = std::get_if<Text>(&item.shape)) {
            font.setPointSizeF(t->size * 72.0 / deviceDpi);
            double x = t->x;
            if (t->align != Align::Left) {
                const double width = fonts.width(t->text, t->size);
                x -= t->align == Align::Center ? width / 2 : width;
            }
            if (t->bold) {
                // A path takes the font's size at the default resolution unless the font is
                // bound to the device.
                QPainterPath path;
                path.addText(QPointF(x, t->y), QFont(font, painter.device()), t->text);
                painter.setPen(QPen(qcolor(t->color), Fonts::boldStroke(t->size)));
                painter.setBrush(qcolor(t->color));
                painter.drawPath(path);
            } else {
                painter.setFont(font);
                painter.setPen(qcolor(t->color));
                painter.drawText(QPointF(x, t->y), t->text);
            }
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
