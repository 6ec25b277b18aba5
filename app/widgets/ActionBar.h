#pragma once

#include <QWidget>

class QAction;

namespace fw::app {

// A row of text buttons for actions, like a tool bar, that wraps onto further rows instead of
// hiding actions behind an overflow arrow when it is narrow. A button follows its action's
// visibility.
class ActionBar : public QWidget
{
    Q_OBJECT

public:
    explicit ActionBar(QWidget *parent = nullptr);
    void addAction(QAction *action);

    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    // Places the buttons in rows of `width` (when `place`); returns the height used.
    int arrange(int width, bool place) const;
};

} // namespace fw::app
