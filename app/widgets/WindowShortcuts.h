#pragma once

#include <QObject>

class QWidget;

namespace fw::app {

// Lets the shortcuts of a window's actions (Ctrl+E, Ctrl+T, Ctrl+D, …) work from every field of
// the window: a line edit or a spin box would otherwise take Ctrl+E (end of line) and the like
// for itself. The keys of text editing (undo, redo, cut, copy, paste, select all, delete) stay
// the field's. A child of `window`.
class WindowShortcuts final : public QObject
{
    Q_OBJECT

public:
    explicit WindowShortcuts(QWidget *window);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QWidget *m_window;
};

} // namespace fw::app
