#pragma once

#include "TalonEditing.h"

#include <QPixmap>
#include <QWidget>

class QPainter;
class QPainterPath;

namespace fw::app::talon {

// A compact schematic of a counter's display: the ship outline with its class code, the shield
// boxes of each arc beside the arc, and the arcs its weapon groups fire into as shaded wedges
// (darker with more groups). Small enough for a list, readable at 64 px.
void paintCounter(QPainter &painter, const QRectF &rect, const TalonCounter &c);
QPixmap counterPicture(const TalonCounter &c, int size, qreal devicePixelRatio = 1.0);

// The wedge of `arc` (a quarter circle centred on its direction, forward up) about `centre`.
QPainterPath arcWedge(const QPointF &centre, double radius, Arc arc);
// A ship outline pointing up within `rect`.
QPainterPath shipOutline(const QRectF &rect);

// The four arcs around a ship outline, each named; the arcs chosen are filled. When interactive, a
// click on a wedge or the keys ↑ → ↓ ← (forward, right, rear, left) toggle an arc.
class TalonArcPicker final : public QWidget
{
    Q_OBJECT

public:
    explicit TalonArcPicker(QWidget *parent = nullptr);

    void setArcs(const std::vector<Arc> &arcs);
    const std::vector<Arc> &arcs() const { return m_arcs; }
    void setInteractive(bool interactive);
    // The arc at `point` (widget coordinates), or -1 outside the wedges.
    int arcAt(const QPointF &point) const;
    // The centre of `arc`'s wedge, where a click toggles it (for tests).
    QPoint wedgeCentre(Arc arc) const;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

Q_SIGNALS:
    void arcToggled(fw::model::talon::Arc arc);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    double radius() const;
    QPointF centre() const;

    std::vector<Arc> m_arcs;
    bool m_interactive = true;
};

} // namespace fw::app::talon
