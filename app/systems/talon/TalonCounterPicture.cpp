#include "TalonCounterPicture.h"

#include <QFont>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QtMath>

#include <algorithm>
#include <array>
#include <cmath>

namespace fw::app::talon {

namespace {

// Qt's angles run counter-clockwise from three o'clock; an arc's direction, forward up.
double directionDegrees(Arc arc)
{
    return 90.0 - 90.0 * int(arc);
}

QColor factionColor(Faction faction)
{
    return faction == Faction::Talon ? QColor(0x9b, 0x2c, 0x2c) : QColor(0x1f, 0x4e, 0x8c);
}

QFont boldFont(double pixels)
{
    QFont font;
    font.setPixelSize(std::max(6, qRound(pixels)));
    font.setBold(true);
    return font;
}

// Where an arc's label sits: beside the outline, in the middle of the arc.
QRectF labelRect(const QPointF &centre, double distance, Arc arc, double size)
{
    const double angle = qDegreesToRadians(directionDegrees(arc));
    const QPointF at(centre.x() + distance * std::cos(angle),
                     centre.y() - distance * std::sin(angle));
    return QRectF(at.x() - size, at.y() - size / 2, 2 * size, size);
}

} // namespace

QPainterPath arcWedge(const QPointF &centre, double radius, Arc arc)
{
    QPainterPath path(centre);
    const QRectF circle(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius);
    path.arcTo(circle, directionDegrees(arc) - 45.0, 90.0);
    path.closeSubpath();
    return path;
}

QPainterPath shipOutline(const QRectF &r)
{
    const double w = r.width();
    const double h = r.height();
    QPainterPath path(QPointF(r.center().x(), r.top()));
    path.lineTo(r.left() + 0.85 * w, r.top() + 0.35 * h);
    path.lineTo(r.left() + 0.85 * w, r.bottom());
    path.lineTo(r.left() + 0.15 * w, r.bottom());
    path.lineTo(r.left() + 0.15 * w, r.top() + 0.35 * h);
    path.closeSubpath();
    return path;
}

void paintCounter(QPainter &painter, const QRectF &rect, const TalonCounter &c)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const double side = std::min(rect.width(), rect.height());
    const QPointF centre = rect.center();
    painter.setPen(QPen(QColor(150, 150, 150), 1));
    painter.setBrush(Qt::white);
    painter.drawRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), side * 0.08, side * 0.08);
    // Weapon arcs: a wedge per arc, darker the more groups fire into it.
    std::array<int, ArcCount> groups{};
    for (const WeaponGroup &g : c.weaponGroups) {
        for (Arc a : g.arcs)
            ++groups[std::size_t(a)];
    }
    painter.setPen(Qt::NoPen);
    for (int a = 0; a < ArcCount; ++a) {
        if (groups[std::size_t(a)] == 0)
            continue;
        QColor fill(0xe6, 0x9b, 0x2e);
        fill.setAlpha(std::min(230, 70 + 50 * groups[std::size_t(a)]));
        painter.setBrush(fill);
        painter.drawPath(arcWedge(centre, side * 0.30, Arc(a)));
    }
    // The ship with its class code.
    const double hull = side * 0.34;
    const QRectF shipRect(centre.x() - hull / 2, centre.y() - hull * 0.62, hull, hull * 1.24);
    painter.setBrush(factionColor(c.faction));
    painter.setPen(QPen(Qt::black, 1));
    painter.drawPath(shipOutline(shipRect));
    painter.setPen(Qt::white);
    painter.setFont(boldFont(side * 0.11));
    painter.drawText(shipRect.adjusted(-side * 0.1, hull * 0.3, side * 0.1, 0), Qt::AlignCenter,
                     c.classCode);
    // Shield boxes beside each arc.
    painter.setPen(Qt::black);
    painter.setFont(boldFont(side * 0.17));
    for (int a = 0; a < ArcCount; ++a)
        painter.drawText(labelRect(centre, side * 0.38, Arc(a), side * 0.2), Qt::AlignCenter,
                         QString::number(c.shields[std::size_t(a)]));
    painter.restore();
}

QPixmap counterPicture(const TalonCounter &c, int size, qreal devicePixelRatio)
{
    QPixmap pixmap(QSize(size, size) * devicePixelRatio);
    pixmap.setDevicePixelRatio(devicePixelRatio);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    paintCounter(painter, QRectF(0, 0, size, size), c);
    return pixmap;
}

TalonArcPicker::TalonArcPicker(QWidget *parent)
    : QWidget(parent)
{
    setFocusPolicy(Qt::StrongFocus);
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
}

void TalonArcPicker::setArcs(const std::vector<Arc> &arcs)
{
    if (arcs == m_arcs)
        return;
    m_arcs = arcs;
    update();
}

void TalonArcPicker::setInteractive(bool interactive)
{
    m_interactive = interactive;
    setFocusPolicy(interactive ? Qt::StrongFocus : Qt::NoFocus);
    update();
}

QSize TalonArcPicker::sizeHint() const
{
    return {110, 110};
}

QSize TalonArcPicker::minimumSizeHint() const
{
    return sizeHint();
}

double TalonArcPicker::radius() const
{
    return std::min(width(), height()) / 2.0 - 3;
}

QPointF TalonArcPicker::centre() const
{
    return QRectF(rect()).center();
}

int TalonArcPicker::arcAt(const QPointF &point) const
{
    for (int a = 0; a < ArcCount; ++a) {
        if (arcWedge(centre(), radius(), Arc(a)).contains(point))
            return a;
    }
    return -1;
}

QPoint TalonArcPicker::wedgeCentre(Arc arc) const
{
    const double angle = qDegreesToRadians(directionDegrees(arc));
    const double r = radius() * 0.75;
    return QPointF(centre().x() + r * std::cos(angle), centre().y() - r * std::sin(angle))
        .toPoint();
}

void TalonArcPicker::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QColor text = palette().color(isEnabled() ? QPalette::Active : QPalette::Disabled,
                                        QPalette::WindowText);
    for (int a = 0; a < ArcCount; ++a) {
        const bool on = std::find(m_arcs.begin(), m_arcs.end(), Arc(a)) != m_arcs.end();
        painter.setPen(QPen(QColor(120, 120, 120), 1));
        painter.setBrush(on ? QColor(0xe6, 0x9b, 0x2e) : palette().color(QPalette::Base));
        if (!m_interactive)
            painter.setBrush(palette().color(QPalette::Base));
        painter.drawPath(arcWedge(centre(), radius(), Arc(a)));
    }
    // Each wedge named by its arc, between the ship and the rim.
    if (m_interactive) {
        painter.setPen(text);
        painter.setFont(boldFont(radius() * 0.17));
        for (int a = 0; a < ArcCount; ++a)
            painter.drawText(labelRect(centre(), radius() * 0.62, Arc(a), radius() * 0.42),
                             Qt::AlignCenter, model::talon::arcName(Arc(a)));
    }
    const double hull = radius() * 0.55;
    const QRectF shipRect(centre().x() - hull / 2, centre().y() - hull * 0.62, hull, hull * 1.24);
    painter.setPen(QPen(text, 1));
    painter.setBrush(palette().color(QPalette::Mid));
    painter.drawPath(shipOutline(shipRect));
    if (hasFocus()) {
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(palette().color(QPalette::Highlight), 2, Qt::DotLine));
        painter.drawRect(rect().adjusted(1, 1, -1, -1));
    }
}

void TalonArcPicker::mousePressEvent(QMouseEvent *event)
{
    const int a = m_interactive && isEnabled() ? arcAt(event->position()) : -1;
    if (a < 0) {
        QWidget::mousePressEvent(event);
        return;
    }
    setFocus(Qt::MouseFocusReason);
    Q_EMIT arcToggled(Arc(a));
}

void TalonArcPicker::keyPressEvent(QKeyEvent *event)
{
    int a = -1;
    switch (event->key()) {
    case Qt::Key_Up:
        a = int(Arc::Forward);
        break;
    case Qt::Key_Right:
        a = int(Arc::Right);
        break;
    case Qt::Key_Down:
        a = int(Arc::Rear);
        break;
    case Qt::Key_Left:
        a = int(Arc::Left);
        break;
    default:
        break;
    }
    if (a < 0 || !m_interactive) {
        QWidget::keyPressEvent(event);
        return;
    }
    Q_EMIT arcToggled(Arc(a));
}

} // namespace fw::app::talon
