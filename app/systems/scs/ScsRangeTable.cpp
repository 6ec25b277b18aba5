#include "ScsEditing.h"

#include "../../designer/CellGrid.h"
#include "../../designer/EditNotes.h"

#include <QComboBox>
#include <QEvent>
#include <QFont>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace fw::app::scs {

RangeTable::RangeTable(int first, int last, const QString &name, QWidget *parent)
    : QWidget(parent)
    , m_first(first)
    , m_last(last)
    , m_name(name)
{
    setObjectName(name);
    m_table = new QTableWidget(0, 3, this);
    m_table->setObjectName(name + QStringLiteral(".table"));
    m_table->verticalHeader()->hide();
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    // Cell widgets do not size their columns: the spin boxes' width does, room for two digits
    // besides the arrows, and never narrower than the column's title.
    QSpinBox probe;
    probe.setRange(first, last);
    const QFontMetrics metrics = m_table->fontMetrics();
    const int spinWidth = std::max({probe.sizeHint().width(), metrics.horizontalAdvance(tr("From")),
                                    metrics.horizontalAdvance(tr("To"))})
                          + metrics.horizontalAdvance(QStringLiteral("00"));
    for (Column column : {FromColumn, ToColumn}) {
        m_table->horizontalHeader()->setSectionResizeMode(column, QHeaderView::Fixed);
        m_table->setColumnWidth(column, spinWidth);
    }
    m_table->horizontalHeader()->setSectionResizeMode(ValueColumn, QHeaderView::Stretch);
    m_table->setHorizontalHeaderLabels({tr("From"), tr("To"), tr("Hits")});
    const int rowHeight = QSpinBox().sizeHint().height() + 2;
    m_table->verticalHeader()->setDefaultSectionSize(rowHeight);
    // As tall as its rows (at most 20), no taller: the page does not stretch four rows down.
    fitHeightToRows(m_table);

    m_add = new QPushButton(tr("Add Row"), this);
    m_add->setObjectName(name + QStringLiteral(".addRow"));
    m_add->setToolTip(tr("Adds a row after the current one."));
    m_remove = new QPushButton(tr("Remove Row"), this);
    m_remove->setObjectName(name + QStringLiteral(".removeRow"));
    m_remove->setToolTip(tr("Removes the current row."));
    m_buttons = new QHBoxLayout;
    m_buttons->addWidget(m_add);
    m_buttons->addWidget(m_remove);
    m_buttons->addStretch(1);
    m_problem = new QLabel(this);
    m_problem->setObjectName(name + QStringLiteral(".problem"));
    m_problem->setWordWrap(true);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_table);
    layout->addWidget(m_problem);
    layout->addLayout(m_buttons);

    connect(m_add, &QPushButton::clicked, this,
            [this] { Q_EMIT addRequested(m_rows.empty() ? -1 : std::max(currentRow(), 0)); });
    connect(m_remove, &QPushButton::clicked, this, [this] {
        if (currentRow() >= 0)
            Q_EMIT removeRequested(currentRow());
    });
}

void RangeTable::setHeaders(const QString &valueHeader, const QString &toolTip)
{
    m_table->setHorizontalHeaderLabels({tr("From"), tr("To"), valueHeader});
    m_table->setToolTip(toolTip);
}

void RangeTable::setChoices(const std::vector<std::pair<QString, QString>> &choices)
{
    if (choices == m_choices)
        return;
    m_choices = choices;
    for (int row = 0; row < int(m_rows.size()); ++row)
        showRow(row);
}

void RangeTable::setRows(const std::vector<Row> &rows)
{
    const bool rebuilt = rows.size() != m_rows.size();
    m_rows = rows;
    if (rebuilt)
        rebuild();
    for (int row = 0; row < int(m_rows.size()); ++row)
        showRow(row);
    m_remove->setEnabled(!m_rows.empty());
    updateProblem();
}

int RangeTable::currentRow() const
{
    return m_table->currentRow();
}

void RangeTable::setCurrentRow(int row)
{
    m_table->setCurrentCell(row, ValueColumn);
}

QWidget *RangeTable::field(int row, Column column) const
{
    return m_table->cellWidget(row, column);
}

// New fields for every row; each reports its edits with its row.
void RangeTable::rebuild()
{
    const int current = currentRow();
    m_table->setRowCount(int(m_rows.size()));
    fitHeightToRows(m_table);
    for (int row = 0; row < int(m_rows.size()); ++row) {
        for (Column column : {FromColumn, ToColumn}) {
            auto *spin = new ExplainingSpinBox(m_table);
            guardWheel(spin);
            spin->setObjectName(
                QStringLiteral("%1[%2].%3")
                    .arg(m_name)
                    .arg(row)
                    .arg(column == FromColumn ? QLatin1String("from") : QLatin1String("to")));
            spin->setRange(m_first, m_last);
            spin->setFrame(false);
            m_table->setCellWidget(row, column, spin);
            connect(spin, &QSpinBox::valueChanged, this, [this, row, column](int value) {
                Row edited = m_rows[std::size_t(row)];
                (column == FromColumn ? edited.from : edited.to) = value;
                Q_EMIT rowEdited(row, column, edited);
            });
        }
        auto *combo = new QComboBox(m_table);
        guardWheel(combo);
        combo->setObjectName(QStringLiteral("%1[%2].value").arg(m_name).arg(row));
        combo->setFrame(false);
        m_table->setCellWidget(row, ValueColumn, combo);
        connect(combo, &QComboBox::activated, this, [this, row, combo](int item) {
            Row edited = m_rows[std::size_t(row)];
            edited.value = combo->itemData(item).toString();
            Q_EMIT rowEdited(row, ValueColumn, edited);
        });
        // A field taking the focus makes its row the current one.
        for (int column = 0; column < 3; ++column)
            m_table->cellWidget(row, column)->installEventFilter(this);
    }
    if (current >= 0 && !m_rows.empty())
        m_table->setCurrentCell(std::min(current, int(m_rows.size()) - 1), ValueColumn);
}

bool RangeTable::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::FocusIn) {
        for (int row = 0; row < m_table->rowCount(); ++row) {
            for (int column = 0; column < 3; ++column) {
                if (m_table->cellWidget(row, column) == watched && currentRow() != row)
                    m_table->setCurrentCell(row, column);
            }
        }
    }
    return QWidget::eventFilter(watched, event);
}

void RangeTable::showRow(int row)
{
    const Row &r = m_rows[std::size_t(row)];
    auto *from = static_cast<QSpinBox *>(field(row, FromColumn));
    auto *to = static_cast<QSpinBox *>(field(row, ToColumn));
    auto *combo = static_cast<QComboBox *>(field(row, ValueColumn));
    setValueQuietly(from, r.from, m_first, m_last);
    setValueQuietly(to, r.to, m_first, m_last);
    // The choices, and the row's value as it is when it is none of them.
    const bool known = std::any_of(m_choices.begin(), m_choices.end(),
                                   [&](const auto &c) { return c.second == r.value; });
    const QString unknown = r.value.isEmpty() ? tr("(nothing)") : tr("Unknown: %1").arg(r.value);
    bool same = combo->count() == int(m_choices.size()) + (known ? 0 : 1);
    for (int i = 0; same && i < int(m_choices.size()); ++i)
        same = combo->itemText(i) == m_choices[std::size_t(i)].first
               && combo->itemData(i).toString() == m_choices[std::size_t(i)].second;
    // The last item must be the row's value as unknown, not a choice just removed of that id.
    same = same
           && (known
               || (combo->itemData(combo->count() - 1).toString() == r.value
                   && combo->itemText(combo->count() - 1) == unknown));
    const QSignalBlocker blocker(combo);
    if (!same) {
        combo->clear();
        for (const auto &[label, value] : m_choices)
            combo->addItem(label, value);
        if (!known) {
            combo->addItem(unknown, r.value);
            QFont italic = combo->font();
            italic.setItalic(true);
            combo->setItemData(combo->count() - 1, italic, Qt::FontRole);
        }
    }
    combo->setCurrentIndex(combo->findData(r.value));
}

void RangeTable::updateProblem()
{
    std::vector<std::pair<int, int>> ranges;
    for (const Row &r : m_rows)
        ranges.push_back({r.from, r.to});
    QString problem = coverageProblem(ranges, m_first, m_last);
    for (const Row &r : m_rows) {
        const bool known = std::any_of(m_choices.begin(), m_choices.end(),
                                       [&](const auto &c) { return c.second == r.value; });
        if (problem.isEmpty() && !known)
            problem = r.value.isEmpty() ? tr("A row names nothing.")
                                        : tr("“%1” is not here.").arg(r.value);
    }
    if (problem.isEmpty()) {
        m_problem->setText(tr("Covers %1–%2.").arg(m_first).arg(m_last));
        m_problem->setStyleSheet(QString());
    } else {
        m_problem->setText(problem);
        m_problem->setStyleSheet(ProblemStyle);
    }
}

} // namespace fw::app::scs
