#include "SideBySide.h"

#include <QBoxLayout>
#include <QResizeEvent>

#include <algorithm>
#include <utility>

namespace fw::app {

SideBySide::SideBySide(QWidget *parent)
    : QWidget(parent)
{
    m_layout = new QBoxLayout(QBoxLayout::TopToBottom, this);
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_layout->setSizeConstraint(QLayout::SetNoConstraint);
}

void SideBySide::setParts(QWidget *first, int firstStretch, QWidget *second, int secondStretch)
{
    m_first = first;
    m_second = second;
    m_firstStretch = firstStretch;
    m_secondStretch = secondStretch;
    m_layout->addWidget(first);
    m_layout->addWidget(second);
    arrange(width());
}

bool SideBySide::sideBySide() const
{
    return m_layout->direction() == QBoxLayout::LeftToRight;
}

void SideBySide::setOnArrange(std::function<void(bool)> onArrange)
{
    m_onArrange = std::move(onArrange);
    if (m_onArrange)
        m_onArrange(sideBySide());
}

QSize SideBySide::minimumSizeHint() const
{
    if (!m_first || !m_second)
        return QWidget::minimumSizeHint();
    const int firstHeight = std::max(m_first->minimumSizeHint().height(), m_first->minimumHeight());
    const int secondHeight
        = std::max(m_second->minimumSizeHint().height(), m_second->minimumHeight());
    return {std::max(minimumWidthOf(m_first), minimumWidthOf(m_second)),
            sideBySide() ? std::max(firstHeight, secondHeight)
                         : firstHeight + m_layout->spacing() + secondHeight};
}

int SideBySide::minimumWidthOf(const QWidget *part) const
{
    return std::max(part->minimumSizeHint().width(), part->minimumWidth());
}

void SideBySide::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    arrange(event->size().width());
}

// Side by side each part gets at least half again its minimum width; narrower, the parts go one
// above the other.
void SideBySide::arrange(int width)
{
    if (!m_first || !m_second)
        return;
    const int wanted
        = (minimumWidthOf(m_first) + minimumWidthOf(m_second)) * 3 / 2 + m_layout->spacing();
    const bool wide = width >= wanted;
    if (wide == sideBySide())
        return;
    m_layout->setDirection(wide ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom);
    m_layout->setStretchFactor(m_first, wide ? m_firstStretch : 0);
    m_layout->setStretchFactor(m_second, wide ? m_secondStretch : 1);
    if (m_onArrange)
        m_onArrange(wide);
}

} // namespace fw::app
