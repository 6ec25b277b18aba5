#include "CellGrid.h"

#include "EditNotes.h"
#include "EditingKit.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollBar>
#include <QTableWidget>
#include <QVBoxLayout>

namespace fw::app {

void fitHeightToRows(QTableWidget *table, bool scrollBar)
{
    int height = table->horizontalHeader()->sizeHint().height() + 2 * table->frameWidth();
    for (int r = 0; r < table->rowCount(); ++r)
        height += table->rowHeight(r);
    if (scrollBar)
        height += table->horizontalScrollBar()->sizeHint().height();
    table->setFixedHeight(height);
}

CellTable::CellTable(const QString &name, Entries entries, QWidget *parent)
    : QWidget(parent)
    , m_name(name)
    , m_across(entries)
{
    cellName = [this](int entry, const QString &key) {
        return QStringLiteral("%1[%2].%3").arg(m_name).arg(entry).arg(key);
    };
    setFocusPolicy(Qt::TabFocus);
    m_table = new QTableWidget(this);
    m_table->setObjectName(name);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->setTabKeyNavigation(false);
    m_table->setFocusPolicy(Qt::NoFocus); // Tab goes from cell to cell
    m_table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_table->verticalHeader()->setDefaultSectionSize(
        std::max(QComboBox().sizeHint().height(), QSpinBox().sizeHint().height()) + 2);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_table);
    // Two buttons to a row, so that long labels (German) never widen the page.
    auto *buttons = new QGridLayout;
    buttons->setColumnStretch(2, 1);
    layout->addLayout(buttons);
}

QPushButton *CellTable::addButton(const QString &text, const char *name, const QString &toolTip)
{
    auto *b = new QPushButton(text, this);
    b->setObjectName(QLatin1String(name));
    b->setToolTip(toolTip);
    auto *buttons = static_cast<QGridLayout *>(layout()->itemAt(1)->layout());
    buttons->addWidget(b, int(m_buttons.size()) / 2, int(m_buttons.size()) % 2);
    m_buttons.push_back(b);
    return b;
}

QString CellTable::undoText(int field, int entry) const
{
    const CellField &f = *m_fields[std::size_t(field)];
    if (f.undo.isEmpty())
        return tr("Change %1", "an undo step: a field of a table").arg(f.label);
    return f.undo.contains(QLatin1Char('%')) ? f.undo.arg(entry + 1) : f.undo;
}

QWidget *CellTable::cellAt(int field, int entry) const
{
    return m_across == Entries::Across ? m_table->cellWidget(field, entry)
                                       : m_table->cellWidget(entry, field);
}

void CellTable::layOut(const std::vector<const CellField *> &fields, int entries)
{
    QStringList keys;
    for (const CellField *f : fields)
        keys << f->key;
    m_fields = fields;
    if (entries == m_entries && keys == m_keys) {
        // The same cells; the labels may have changed (a weapon renamed).
        for (int f = 0; f < int(fields.size()); ++f) {
            QTableWidgetItem *item = m_across == Entries::Across ? m_table->verticalHeaderItem(f)
                                                                 : m_table->horizontalHeaderItem(f);
            item->setText(fields[std::size_t(f)]->label);
            item->setToolTip(fields[std::size_t(f)]->toolTip);
        }
        return;
    }
    const bool across = m_across == Entries::Across;
    m_table->clear();
    m_table->setRowCount(across ? int(fields.size()) : entries);
    m_table->setColumnCount(across ? entries : int(fields.size()));
    for (int e = 0; e < entries; ++e) {
        auto *item = new QTableWidgetItem(QString::number(e + 1));
        across ? m_table->setHorizontalHeaderItem(e, item)
               : m_table->setVerticalHeaderItem(e, item);
    }
    for (int f = 0; f < int(fields.size()); ++f) {
        auto *label = new QTableWidgetItem(fields[std::size_t(f)]->label);
        label->setToolTip(fields[std::size_t(f)]->toolTip);
        across ? m_table->setVerticalHeaderItem(f, label)
               : m_table->setHorizontalHeaderItem(f, label);
        for (int e = 0; e < entries; ++e) {
            QWidget *cell = makeCell(f, e);
            (cell->focusProxy() ? cell->focusProxy() : cell)->installEventFilter(this);
            across ? m_table->setCellWidget(f, e, cell) : m_table->setCellWidget(e, f, cell);
        }
    }
    m_keys = keys;
    m_entries = entries;
    // A mnemonic of the box around the table, or Tab onto it, lands on the first cell; cells made
    // now would come last in the Tab order: they follow the table, in its reading order.
    const std::vector<QWidget *> order = tabWidgets();
    setFocusProxy(order.empty() ? nullptr : order.front());
    setFocusPolicy(order.empty() ? Qt::NoFocus : Qt::TabFocus);
    QWidget *previous = m_table;
    for (QWidget *w : order) {
        QWidget::setTabOrder(previous, w);
        previous = w;
    }
    fitHeightToRows(m_table,
                    m_table->horizontalScrollBarPolicy() != Qt::ScrollBarAlwaysOff && across);
}

void CellTable::setEntryHeader(int entry, const QString &text)
{
    QTableWidgetItem *item = m_across == Entries::Across ? m_table->horizontalHeaderItem(entry)
                                                         : m_table->verticalHeaderItem(entry);
    if (item->text() != text)
        item->setText(text);
}

QWidget *CellTable::makeCell(int field, int entry)
{
    const CellField &f = *m_fields[std::size_t(field)];
    const QString path = cellName(entry, f.key);
    switch (f.kind) {
    case CellField::Kind::Spin: {
        auto *spin = new ExplainingSpinBox(m_table);
        guardWheel(spin);
        spin->setObjectName(path);
        spin->setFrame(false);
        spin->setAlignment(Qt::AlignCenter);
        spin->setRange(f.minimum, f.maximum);
        spin->setSpecialValueText(f.special);
        spin->setToolTip(f.toolTip);
        connect(spin, &QSpinBox::valueChanged, this, [this, field, entry, path](int value) {
            cellEdited(field, entry, path, value, QString());
        });
        return spin;
    }
    case CellField::Kind::Choice: {
        auto *box = new QComboBox(m_table);
        guardWheel(box);
        box->setObjectName(path);
        box->setFrame(false);
        box->setToolTip(f.toolTip);
        addIndexedItems(box, f.items);
        connect(box, &QComboBox::activated, this, [this, field, entry, path, box](int item) {
            cellEdited(field, entry, path, box->itemData(item).toInt(), QString());
        });
        return box;
    }
    case CellField::Kind::Text: {
        auto *edit = new QLineEdit(m_table);
        edit->setObjectName(path);
        edit->setFrame(false);
        edit->setMaxLength(f.maximum);
        edit->setToolTip(f.toolTip);
        connect(edit, &QLineEdit::textEdited, this,
                [this, field, entry, path](const QString &text) {
                    cellEdited(field, entry, path, 0, text);
                });
        return edit;
    }
    case CellField::Kind::Label: {
        auto *label = new QLabel(m_table);
        label->setObjectName(path);
        label->setAlignment(Qt::AlignCenter);
        label->setToolTip(f.toolTip);
        return label;
    }
    case CellField::Kind::Check:
    case CellField::Kind::Radio:
        break;
    }
    // A check or radio button, centred in its cell.
    auto *holder = new QWidget(m_table);
    QAbstractButton *button = nullptr;
    const bool radio = f.kind == CellField::Kind::Radio;
    if (radio) {
        auto *r = new QRadioButton(holder);
        r->setAutoExclusive(false);
        button = r;
    } else {
        button = new QCheckBox(holder);
    }
    button->setObjectName(path);
    button->setToolTip(f.toolTip);
    auto *layout = new QHBoxLayout(holder);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(button, 0, Qt::AlignCenter);
    holder->setFocusProxy(button);
    connect(button, &QAbstractButton::clicked, this,
            [this, field, entry, path, radio, button](bool on) {
                if (radio && !on)
                    setCheckedQuietly(button, true); // the entry stays the one
                cellEdited(field, entry, path, radio || on, QString());
            });
    return holder;
}

void CellTable::showValue(int field, int entry, int value)
{
    QWidget *w = cellAt(field, entry);
    const CellField &f = *m_fields[std::size_t(field)];
    if (auto *spin = qobject_cast<QSpinBox *>(w))
        setValueQuietly(spin, value, f.minimum, f.maximum);
    else if (auto *box = qobject_cast<QComboBox *>(w))
        setCurrentDataQuietly(box, value);
    else if (auto *button = w->findChild<QAbstractButton *>())
        setCheckedQuietly(button, value != 0);
}

void CellTable::showText(int field, int entry, const QString &text)
{
    QWidget *cell = cellAt(field, entry);
    if (auto *edit = qobject_cast<QLineEdit *>(cell))
        setTextQuietly(edit, text);
    else if (auto *label = qobject_cast<QLabel *>(cell))
        label->setText(text);
}

bool CellTable::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::FocusIn) {
        for (int r = 0; r < m_table->rowCount(); ++r) {
            for (int c = 0; c < m_table->columnCount(); ++c) {
                QWidget *w = m_table->cellWidget(r, c);
                if (w && (w == watched || w->focusProxy() == watched)
                    && (m_table->currentRow() != r || m_table->currentColumn() != c))
                    m_table->setCurrentCell(r, c);
            }
        }
    }
    return QWidget::eventFilter(watched, event);
}

std::vector<QWidget *> CellTable::tabWidgets() const
{
    std::vector<QWidget *> widgets;
    for (int r = 0; r < m_table->rowCount(); ++r) {
        for (int c = 0; c < m_table->columnCount(); ++c) {
            QWidget *w = m_table->cellWidget(r, c);
            auto *button = w ? w->findChild<QAbstractButton *>() : nullptr;
            QWidget *target = button ? button : w;
            if (target && target->focusPolicy() != Qt::NoFocus)
                widgets.push_back(target);
        }
    }
    widgets.insert(widgets.end(), m_buttons.begin(), m_buttons.end());
    return widgets;
}

QWidget *CellTable::cell(int entry, const QString &key) const
{
    const int field = int(m_keys.indexOf(key));
    if (field < 0 || entry < 0 || entry >= m_entries)
        return nullptr;
    QWidget *w = cellAt(field, entry);
    auto *button = w ? w->findChild<QAbstractButton *>() : nullptr;
    return button ? button : w;
}

} // namespace fw::app
