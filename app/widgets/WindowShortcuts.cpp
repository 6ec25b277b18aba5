#include "WindowShortcuts.h"

#include <QAction>
#include <QApplication>
#include <QKeyEvent>
#include <QWidget>

namespace fw::app {

WindowShortcuts::WindowShortcuts(QWidget *window)
    : QObject(window)
    , m_window(window)
{
    qApp->installEventFilter(this);
}

bool WindowShortcuts::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() != QEvent::ShortcutOverride)
        return false;
    auto *widget = qobject_cast<QWidget *>(watched);
    if (!widget || widget->window() != m_window)
        return false;
    auto *key = static_cast<QKeyEvent *>(event);
    if (!(key->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier)))
        return false; // typing
    for (QKeySequence::StandardKey editing :
         {QKeySequence::Undo, QKeySequence::Redo, QKeySequence::Cut, QKeySequence::Copy,
          QKeySequence::Paste, QKeySequence::SelectAll, QKeySequence::Delete}) {
        if (key->matches(editing))
            return false;
    }
    const QKeySequence pressed(key->keyCombination());
    for (const QAction *action :
         m_window->findChildren<QAction *>(QString(), Qt::FindDirectChildrenOnly)) {
        if (action->isEnabled() && action->shortcuts().contains(pressed)) {
            // Not taken by the field: the window's shortcut runs.
            event->ignore();
            return true;
        }
    }
    return false;
}

} // namespace fw::app
