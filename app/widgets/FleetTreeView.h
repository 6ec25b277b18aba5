#pragma once

#include <QTreeView>

class QLineEdit;

namespace fw::app {

// The fleet tree (or ship list) beside the editors. Names come first: the class column takes only
// the width the widest name and the cost leave (a long class is elided, not the name). Ships are
// dragged to another place or group (FleetTreeModel makes the move an undo step), and a filter box
// shows only the ships whose name or class holds its text.
class FleetTreeView : public QTreeView
{
    Q_OBJECT

public:
    explicit FleetTreeView(QWidget *parent = nullptr);

    void setModel(QAbstractItemModel *model) override;

    // The filter box for this view, made once; Esc in it clears it.
    QLineEdit *filterField();
    void setFilterText(const QString &text);
    // Ships shown (not filtered out), for tests and the status.
    int visibleShipCount() const;

protected:
    void resizeEvent(QResizeEvent *event) override;
    bool viewportEvent(QEvent *event) override;

private:
    void applyFilter();
    void fitColumns();

    QLineEdit *m_filter = nullptr;
};

} // namespace fw::app
