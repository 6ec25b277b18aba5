#include "SunderWeaponList.h"

#include <model/systems/sunder/SunderDerived.h>

#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace fw::app::sunder {

SunderWeaponList::SunderWeaponList(DesignAccess<SunderCard> &access, QWidget *parent)
    : QWidget(parent)
    , m_access(access)
{
    m_table = new QTableWidget(0, ColumnCount, this);
    m_table->setObjectName(QStringLiteral("weapons"));
    m_table->setHorizontalHeaderLabels({tr("Weapon"), tr("Type"), tr("Arc"), tr("Width")});
    m_table->verticalHeader()->hide();
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_table->setTabKeyNavigation(false);
    m_table->setFocusPolicy(Qt::NoFocus); // Tab goes from field to field
    QHeaderView *header = m_table->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    header->setSectionResizeMode(NameColumn, QHeaderView::Stretch);
    m_table->verticalHeader()->setDefaultSectionSize(QComboBox().sizeHint().height() + 2);
    m_table->setMinimumHeight(m_table->verticalHeader()->defaultSectionSize() * 4);
    m_table->setToolTip(tr("The card's weapons (digest §4.3): a battery fires in a 180° arc up "
                           "to 16 hexes, losing 1 AV per 4 hexes after the first 4; a drone "
                           "reaches 8, fusion 4, a rack 16, each in a 90° arc."));

    const auto button = [this](const QString &text, const char *name, const QString &tip) {
        auto *b = new QPushButton(text, this);
        b->setObjectName(QLatin1String(name));
        b->setToolTip(tip);
        return b;
    };
    // Made in the order they stand, which is the order Tab visits them.
    m_add = button(tr("&Add Weapon"), "weapons.add", tr("Add a battery after the selected one"));
    m_duplicate = button(tr("Dup&licate"), "weapons.duplicate",
                         tr("Add a copy of the selected weapon after it"));
    m_remove = button(tr("&Remove"), "weapons.remove", tr("Remove the selected weapon"));
    m_up = button(tr("&Up"), "weapons.up", tr("Move the selected weapon up the card"));
    m_down = button(tr("D&own"), "weapons.down", tr("Move the selected weapon down the card"));
    // Two rows, so that the buttons fit a narrow pane in longer languages too.
    auto *buttons = new QGridLayout;
    buttons->setContentsMargins(0, 0, 0, 0);
    buttons->addWidget(m_add, 0, 0);
    buttons->addWidget(m_duplicate, 0, 1);
    buttons->addWidget(m_remove, 0, 2);
    buttons->addWidget(m_up, 1, 0);
    buttons->addWidget(m_down, 1, 1);
    buttons->setColumnStretch(3, 1);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_table);
    layout->addLayout(buttons);

    connect(m_add, &QPushButton::clicked, this, &SunderWeaponList::addWeapon);
    connect(m_remove, &QPushButton::clicked, this, &SunderWeaponList::removeWeapon);
    connect(m_up, &QPushButton::clicked, this, [this] { moveWeapon(-1); });
    connect(m_down, &QPushButton::clicked, this, [this] { moveWeapon(1); });
    connect(m_duplicate, &QPushButton::clicked, this, &SunderWeaponList::duplicateWeapon);
    connect(m_table, &QTableWidget::currentCellChanged, this, [this](int row) {
        if (row >= 0)
            m_current = row;
        updateButtons();
    });
}

void SunderWeaponList::refresh()
{
    const SunderCard *c = m_access.designShown();
    const std::vector<Weapon> weapons = c ? c->weapons : std::vector<Weapon>();
    if (m_table->rowCount() != int(weapons.size()))
        rebuild(int(weapons.size()));
    for (int row = 0; row < int(weapons.size()); ++row) {
        const Weapon &w = weapons[std::size_t(row)];
        setTextQuietly(static_cast<QLineEdit *>(m_table->cellWidget(row, NameColumn)), w.name);
        setCurrentDataQuietly(static_cast<QComboBox *>(m_table->cellWidget(row, TypeColumn)),
                              int(w.type));
        setCurrentDataQuietly(static_cast<QComboBox *>(m_table->cellWidget(row, ArcColumn)),
                              int(w.arc));
        auto *width = static_cast<QLabel *>(m_table->cellWidget(row, WidthColumn));
        const int degrees = model::sunder::arcDegrees(w);
        const bool own = degrees != model::sunder::typeArcDegrees(w.type);
        width->setText(tr("%1°").arg(degrees));
        width->setStyleSheet(own ? ProblemStyle : QString());
        width->setToolTip(own ? tr("The file gives this weapon a %1° arc; a %2 has %3° (digest "
                                   "§4.3). Changing the type sets the type's width.")
                                    .arg(degrees)
                                    .arg(model::sunder::weaponTypeName(w.type))
                                    .arg(model::sunder::typeArcDegrees(w.type))
                              : tr("The arc's width, the type's (digest §4.3)."));
    }
    m_current = std::min(m_current, int(weapons.size()) - 1);
    if (m_current < 0 && !weapons.empty())
        m_current = 0;
    if (m_current >= 0 && m_table->currentRow() != m_current)
        m_table->setCurrentCell(m_current, NameColumn);
    updateButtons();
}

void SunderWeaponList::rebuild(int count)
{
    const int old = m_table->rowCount();
    if (count < old) {
        m_table->setRowCount(count);
        return;
    }
    m_table->setRowCount(count);
    for (int row = old; row < count; ++row)
        addRow(row);
    // Fields made now would come last in the Tab order: put every row's right after the table.
    QWidget *previous = m_table;
    for (int row = 0; row < count; ++row) {
        for (int column : {NameColumn, TypeColumn, ArcColumn}) {
            QWidget::setTabOrder(previous, m_table->cellWidget(row, column));
            previous = m_table->cellWidget(row, column);
        }
    }
}

void SunderWeaponList::addRow(int row)
{
    const QString prefix = QStringLiteral("weapons[%1].").arg(row);
    auto *name = new QLineEdit(m_table);
    name->setObjectName(prefix + QLatin1String("name"));
    name->setFrame(false);
    name->setMaxLength(100);
    name->installEventFilter(this);
    m_table->setCellWidget(row, NameColumn, name);
    connect(name, &QLineEdit::textEdited, this, [this, row, prefix](const QString &text) {
        m_access.editDesign(prefix + QLatin1String("name"), tr("Rename weapon"),
                            [&](SunderCard &c) { c.weapons[std::size_t(row)].name = text; });
    });
    auto *type = new QComboBox(m_table);
    guardWheel(type);
    type->setObjectName(prefix + QLatin1String("type"));
    type->setFrame(false);
    addIndexedItems(type, enumNames(WeaponType::Rack, model::sunder::weaponTypeName));
    type->installEventFilter(this);
    m_table->setCellWidget(row, TypeColumn, type);
    connect(type, &QComboBox::activated, this, [this, row, prefix, type](int item) {
        const auto value = WeaponType(type->itemData(item).toInt());
        // A weapon's arc is its type's (digest §4.3): a width of its own goes with the old type.
        m_access.editDesign(
            prefix + QLatin1String("type"), tr("Change weapon type"),
            [&](SunderCard &c) {
                c.weapons[std::size_t(row)].type = value;
                c.weapons[std::size_t(row)].degrees = 0;
            },
            false);
    });
    auto *arc = new QComboBox(m_table);
    guardWheel(arc);
    arc->setObjectName(prefix + QLatin1String("arc"));
    arc->setFrame(false);
    addIndexedItems(arc, enumNames(Facing::Right, model::sunder::facingName));
    arc->setToolTip(tr("The side of the card the arc faces; a roll swaps left and right."));
    arc->installEventFilter(this);
    m_table->setCellWidget(row, ArcColumn, arc);
    connect(arc, &QComboBox::activated, this, [this, row, prefix, arc](int item) {
        const auto value = Facing(arc->itemData(item).toInt());
        m_access.editDesign(
            prefix + QLatin1String("arc"), tr("Change weapon arc"),
            [&](SunderCard &c) { c.weapons[std::size_t(row)].arc = value; }, false);
    });
    auto *width = new QLabel(m_table);
    width->setObjectName(prefix + QLatin1String("degrees"));
    width->setAlignment(Qt::AlignCenter);
    m_table->setCellWidget(row, WidthColumn, width);
}

// A field that gets the focus makes its weapon the current one.
bool SunderWeaponList::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::FocusIn) {
        for (int row = 0; row < m_table->rowCount(); ++row) {
            for (int column = 0; column < ColumnCount; ++column) {
                if (m_table->cellWidget(row, column) == watched && row != m_current)
                    m_table->setCurrentCell(row, column);
            }
        }
    }
    return QWidget::eventFilter(watched, event);
}

void SunderWeaponList::updateButtons()
{
    const int count = m_table->rowCount();
    const bool any = m_current >= 0 && m_current < count;
    m_remove->setEnabled(any);
    m_duplicate->setEnabled(any);
    m_up->setEnabled(any && m_current > 0);
    m_down->setEnabled(any && m_current + 1 < count);
    m_add->setEnabled(m_access.designShown() != nullptr);
}

void SunderWeaponList::select(int weapon)
{
    if (weapon < 0 || weapon >= m_table->rowCount())
        return;
    m_current = weapon;
    m_table->setCurrentCell(weapon, NameColumn);
    updateButtons();
}

QWidget *SunderWeaponList::field(int weapon, const QString &key) const
{
    if (weapon < 0 || weapon >= m_table->rowCount())
        return nullptr;
    const int column = key == QLatin1String("type")                    ? TypeColumn
                       : key == QLatin1String("arc")                   ? ArcColumn
                       : key == QLatin1String("degrees")               ? ArcColumn
                       : key.isEmpty() || key == QLatin1String("name") ? NameColumn
                                                                       : -1;
    return column < 0 ? nullptr : m_table->cellWidget(weapon, column);
}

void SunderWeaponList::addWeapon()
{
    const SunderCard *c = m_access.designShown();
    if (!c)
        return;
    const int at = m_current >= 0 ? m_current + 1 : int(c->weapons.size());
    m_access.editDesign(
        QStringLiteral("weapons"), tr("Add weapon"),
        [at](SunderCard &card) {
            const int tracks = model::sunder::trackCount(card.size);
            card.weapons.insert(card.weapons.begin() + at, newWeapon(WeaponType::Battery, tracks));
        },
        false);
    select(at);
}

void SunderWeaponList::removeWeapon()
{
    const SunderCard *c = m_access.designShown();
    const int at = m_current;
    if (!c || at < 0 || at >= int(c->weapons.size()))
        return;
    m_access.editDesign(
        QStringLiteral("weapons"), tr("Remove weapon"),
        [at](SunderCard &card) { card.weapons.erase(card.weapons.begin() + at); }, false);
    select(std::min(at, m_table->rowCount() - 1));
}

void SunderWeaponList::moveWeapon(int delta)
{
    const SunderCard *c = m_access.designShown();
    const int from = m_current;
    const int to = from + delta;
    if (!c || from < 0 || to < 0 || to >= int(c->weapons.size()))
        return;
    m_access.editDesign(
        QStringLiteral("weapons"), delta < 0 ? tr("Move weapon up") : tr("Move weapon down"),
        [from, to](SunderCard &card) {
            std::swap(card.weapons[std::size_t(from)], card.weapons[std::size_t(to)]);
        },
        false);
    select(to);
}

void SunderWeaponList::duplicateWeapon()
{
    const SunderCard *c = m_access.designShown();
    const int at = m_current;
    if (!c || at < 0 || at >= int(c->weapons.size()))
        return;
    m_access.editDesign(
        QStringLiteral("weapons"), tr("Duplicate weapon"),
        [at](SunderCard &card) {
            const Weapon copy = card.weapons[std::size_t(at)];
            card.weapons.insert(card.weapons.begin() + at + 1, copy);
        },
        false);
    select(at + 1);
}

} // namespace fw::app::sunder
