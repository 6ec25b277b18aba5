#pragma once

// What the pages of the SCS designer share: the design being edited (DesignAccess), and a table of
// ranges (a d20 hit chart, the d10 side chart) edited row by row.

#include "../../designer/DesignAccess.h"
#include "../../designer/EditingKit.h"
#include "ScsSheetTools.h"

#include <QWidget>

#include <functional>
#include <utility>
#include <vector>

class QHBoxLayout;
class QLabel;
class QPushButton;
class QTableWidget;

namespace fw::app {
class FleetDocument;
}

namespace fw::app::scs {

// A chart of ranges: rows of "from – to → entry", the entry picked from a list. Edits are
// reported, never applied: the owner turns them into undo steps and shows the result again.
class RangeTable final : public QWidget
{
    Q_OBJECT

public:
    struct Row
    {
        int from = 1;
        int to = 1;
        QString value;
        bool operator==(const Row &other) const = default;
    };
    enum Column { FromColumn, ToColumn, ValueColumn };

    // Results `first`..`last` (1..20 for a d20 chart); `name` prefixes the object names.
    RangeTable(int first, int last, const QString &name, QWidget *parent = nullptr);

    void setHeaders(const QString &valueHeader, const QString &toolTip);
    // The entries a row may name: (label, value) pairs.
    void setChoices(const std::vector<std::pair<QString, QString>> &choices);
    // Shows `rows`; fields keep their focus and typing when their value did not change.
    void setRows(const std::vector<Row> &rows);
    const std::vector<Row> &rows() const { return m_rows; }
    int currentRow() const;
    void setCurrentRow(int row);
    // The field of `row` and `column`, or null.
    QWidget *field(int row, Column column) const;
    // A row of buttons under the table, where the owner may add its own.
    QHBoxLayout *buttons() const { return m_buttons; }
    QTableWidget *table() const { return m_table; }

Q_SIGNALS:
    // The user changed a field of `row`: `edited` is the row as it should become.
    void rowEdited(int row, int column, const RangeTable::Row &edited);
    void addRequested(int after);
    void removeRequested(int row);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void rebuild();
    void showRow(int row);
    void updateProblem();

    int m_first;
    int m_last;
    QString m_name;
    std::vector<Row> m_rows;
    std::vector<std::pair<QString, QString>> m_choices;
    QTableWidget *m_table = nullptr;
    QHBoxLayout *m_buttons = nullptr;
    QPushButton *m_add = nullptr;
    QPushButton *m_remove = nullptr;
    QLabel *m_problem = nullptr;
};

} // namespace fw::app::scs
