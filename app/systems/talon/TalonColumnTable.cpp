#include "TalonColumnTable.h"

#include "../../designer/CellGrid.h"
#include "../../designer/EditNotes.h"

#include <QCheckBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollBar>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace fw::app::talon {

TalonColumnTable::TalonColumnTable(DesignAccess<TalonCounter> &access, QString list,
                                   std::vector<Field> fields, std::vector<Action> actions,
                                   QWidget *parent)
    : QWidget(parent)
    , m_access(access)
    , m_list(std::move(list))
    , m_fields(std::move(fields))
    , m_actions(std::move(actions))
{
    setFocusPolicy(Qt::TabFocus);
    m_table = new QTableWidget(this);
    m_table->setObjectName(m_list);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->setTabKeyNavigation(false);
    m_table->setFocusPolicy(Qt::NoFocus); // Tab goes from cell to cell
    m_table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_table->horizontalHeader()->setDefaultSectionSize(66);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_table->verticalHeader()->setDefaultSectionSize(QSpinBox().sizeHint().height() + 2);
    // Two buttons to a row, so that long labels (German) never widen the page.
    auto *buttons = new QGridLayout;
    for (const Action &action : m_actions) {
        auto *b = new QPushButton(action.text, this);
        b->setObjectName(QLatin1String(action.name));
        b->setToolTip(action.toolTip);
        buttons->addWidget(b, int(m_buttons.size()) / 2, int(m_buttons.size()) % 2);
        m_buttons.push_back(b);
        const std::size_t a = m_buttons.size() - 1;
        connect(b, &QPushButton::clicked, this, [this, a] {
            const Action &act = m_actions[a];
            m_access.editDesign(m_list, act.undoText, act.apply, false);
        });
    }
    buttons->setColumnStretch(2, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_table);
    layout->addLayout(buttons);
}

void TalonColumnTable::refresh()
{
    const TalonCounter *c = m_access.designShown();
    const int entries = c ? count(*c) : 0;
    if (entries != m_entries)
        rebuild(entries);
    for (int e = 0; e < entries; ++e) {
        const QString text = header(*c, e);
        if (m_table->horizontalHeaderItem(e)->text() != text)
            m_table->horizontalHeaderItem(e)->setText(text);
        for (int r = 0; r < int(m_fields.size()); ++r) {
            const Field &f = m_fields[std::size_t(r)];
            const int value = f.get(*c, e);
            QWidget *w = m_table->cellWidget(r, e);
            if (auto *spin = qobject_cast<QSpinBox *>(w))
                setValueQuietly(spin, value, f.minimum, f.maximum);
            else if (auto *button = w->findChild<QAbstractButton *>())
                setCheckedQuietly(button, value != 0);
        }
    }
    for (std::size_t a = 0; a < m_actions.size(); ++a)
        m_buttons[a]->setEnabled(c && m_actions[a].enabled(*c));
}

void TalonColumnTable::rebuild(int entries)
{
    m_table->clear();
    m_table->setRowCount(int(m_fields.size()));
    m_table->setColumnCount(entries);
    for (int e = 0; e < entries; ++e)
        m_table->setHorizontalHeaderItem(e, new QTableWidgetItem);
    for (int r = 0; r < int(m_fields.size()); ++r) {
        auto *label = new QTableWidgetItem(m_fields[std::size_t(r)].label);
        label->setToolTip(m_fields[std::size_t(r)].toolTip);
        m_table->setVerticalHeaderItem(r, label);
        for (int e = 0; e < entries; ++e)
            m_table->setCellWidget(r, e, makeCell(r, e));
    }
    // A mnemonic of the box around the table, or Tab onto it, lands on the first cell.
    setFocusProxy(entries > 0 ? cell(0, m_fields.front().key)
                              : (m_buttons.empty() ? nullptr : m_buttons.front()));
    m_entries = entries;
    fitHeightToRows(m_table, true);
}

QWidget *TalonColumnTable::makeCell(int row, int entry)
{
    const Field &f = m_fields[std::size_t(row)];
    const QString path = QStringLiteral("%1[%2].%3").arg(m_list).arg(entry).arg(f.key);
    const QString undo = tr("Change %1", "an undo step: a field of the counter").arg(f.label);
    const auto set = [this, row, entry](int value) {
        return [this, row, entry, value](TalonCounter &c) {
            if (entry < count(c))
                m_fields[std::size_t(row)].set(c, entry, value);
        };
    };
    if (f.kind == Kind::Spin) {
        auto *spin = new ExplainingSpinBox(m_table);
        guardWheel(spin);
        spin->setObjectName(path);
        spin->setFrame(false);
        spin->setAlignment(Qt::AlignCenter);
        spin->setRange(f.minimum, f.maximum);
        spin->setSpecialValueText(f.special);
        spin->setToolTip(f.toolTip);
        connect(spin, &QSpinBox::valueChanged, this, [this, path, undo, set](int value) {
            m_access.editDesign(path, undo, set(value));
        });
        return spin;
    }
    // A check or radio button, centred in its cell.
    auto *holder = new QWidget(m_table);
    QAbstractButton *button = nullptr;
    if (f.kind == Kind::Check) {
        button = new QCheckBox(holder);
    } else {
        auto *radio = new QRadioButton(holder);
        radio->setAutoExclusive(false);
        button = radio;
    }
    button->setObjectName(path);
    button->setToolTip(f.toolTip);
    auto *layout = new QHBoxLayout(holder);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(button, 0, Qt::AlignCenter);
    holder->setFocusProxy(button);
    const bool radio = f.kind == Kind::Radio;
    connect(button, &QAbstractButton::clicked, this, [this, path, undo, set, radio](bool on) {
        m_access.editDesign(path, undo, set(radio ? 1 : int(on)), false);
        refresh(); // a radio stays checked: clicking it again does not clear it
    });
    return holder;
}

std::vector<QWidget *> TalonColumnTable::tabWidgets() const
{
    std::vector<QWidget *> widgets;
    for (const Field &f : m_fields) {
        for (int e = 0; e < m_entries; ++e)
            widgets.push_back(cell(e, f.key));
    }
    widgets.insert(widgets.end(), m_buttons.begin(), m_buttons.end());
    return widgets;
}

QWidget *TalonColumnTable::cell(int entry, const QString &key) const
{
    for (int r = 0; r < int(m_fields.size()); ++r) {
        if (m_fields[std::size_t(r)].key != key || entry < 0 || entry >= m_table->columnCount())
            continue;
        QWidget *w = m_table->cellWidget(r, entry);
        if (auto *button = w ? w->findChild<QAbstractButton *>() : nullptr)
            return button;
        return w;
    }
    return nullptr;
}

} // namespace fw::app::talon
