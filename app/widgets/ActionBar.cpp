#include "ActionBar.h"

#include <QAction>
#include <QActionEvent>
#include <QToolButton>

#include <algorithm>

namespace fw::app {

namespace {

constexpr int Gap = 2;

} // namespace

ActionBar::ActionBar(QWidget *parent)
    : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    QSizePolicy policy = sizePolicy();
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
}

void ActionBar::addAction(QAction *action)
{
    auto *button = new QToolButton(this);
    button->setDefaultAction(action);
    button->setToolButtonStyle(Qt::ToolButtonTextOnly);
    button->setAutoRaise(true);
    button->setFocusPolicy(Qt::NoFocus);
    button->setVisible(action->isVisible());
    connect(action, &QAction::changed, button, [this, button, action] {
        if (button->isVisibleTo(this) != action->isVisible()) {
            button->setVisible(action->isVisible());
            updateGeometry();
            arrange(width(), true);
        }
    });
    updateGeometry();
}

int ActionBar::arrange(int width, bool place) const
{
    int x = 0, y = 0, rowHeight = 0;
    for (QToolButton *button : findChildren<QToolButton *>(Qt::FindDirectChildrenOnly)) {
        if (!button->isVisibleTo(this))
            continue;
        const QSize size = button->sizeHint();
        if (x > 0 && x + size.width() > width) {
            x = 0;
            y += rowHeight + Gap;
            rowHeight = 0;
        }
        if (place)
            button->setGeometry(QRect(QPoint(x, y), size));
        x += size.width() + Gap;
        rowHeight = std::max(rowHeight, size.height());
    }
    return y + rowHeight;
}

int ActionBar::heightForWidth(int width) const
{
    return arrange(width, false);
}

QSize ActionBar::sizeHint() const
{
    int width = 0;
    for (QToolButton *button : findChildren<QToolButton *>(Qt::FindDirectChildrenOnly)) {
        if (button->isVisibleTo(this))
            width += button->sizeHint().width() + Gap;
    }
    return {width, arrange(width, false)};
}

QSize ActionBar::minimumSizeHint() const
{
    int width = 0;
    for (QToolButton *button : findChildren<QToolButton *>(Qt::FindDirectChildrenOnly)) {
        if (button->isVisibleTo(this))
            width = std::max(width, button->sizeHint().width());
    }
    return {width, arrange(width, false)};
}

void ActionBar::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    arrange(width(), true);
}

} // namespace fw::app
