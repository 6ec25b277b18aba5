#pragma once

#include <QWidget>

#include <functional>

class QBoxLayout;

namespace fw::app {

// Two parts side by side when the widget is wide enough for both at ease, else one above the
// other: the designer's pages fit a narrow editor pane (a small window, the print preview open)
// without scrolling sideways and use the room of a wide one.
class SideBySide final : public QWidget
{
public:
    explicit SideBySide(QWidget *parent = nullptr);

    // `first` goes left (or on top), `second` right (or below); side by side they share the width
    // by their stretch factors. Call once.
    void setParts(QWidget *first, int firstStretch, QWidget *second, int secondStretch);
    bool sideBySide() const;
    // Called with sideBySide() each time the parts change their arrangement.
    void setOnArrange(std::function<void(bool sideBySide)> onArrange);
    // The width of the parts one above the other, whichever way they lie now: a hidden page
    // (another tab) still lying side by side does not make its pane scroll sideways.
    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void arrange(int width);
    int minimumWidthOf(const QWidget *part) const;

    QBoxLayout *m_layout = nullptr;
    QWidget *m_first = nullptr;
    QWidget *m_second = nullptr;
    int m_firstStretch = 1;
    int m_secondStretch = 1;
    std::function<void(bool)> m_onArrange;
};

} // namespace fw::app
