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
    m_grid = new CellGrid<SunderCard>(
        QStringLiteral("weapons"), CellTable::Entries::Down,
        [this](const QString &path, const QString &text,
               const std::function<void(SunderCard &)> &change,
               bool merge) { m_access.editDesign(path, text, change, merge); },
        this);
    m_grid->setFields(weaponFields());
    m_grid->count = [](const SunderCard &c) {
        return int(c.weapons.size());
    };
    QTableWidget *table = m_grid->table();
    table->verticalHeader()->hide();
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setSelectionMode(QAbstractItemView::SingleSelection);
    table->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    table->setToolTip(tr("The card's weapons (digest §4.3): a battery fires in a 180° arc up "
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
    layout->addWidget(m_grid);
    layout->addLayout(buttons);

    connect(m_add, &QPushButton::clicked, this, &SunderWeaponList::addWeapon);
    connect(m_remove, &QPushButton::clicked, this, &SunderWeaponList::removeWeapon);
    connect(m_up, &QPushButton::clicked, this, [this] { moveWeapon(-1); });
    connect(m_down, &QPushButton::clicked, this, [this] { moveWeapon(1); });
    connect(m_duplicate, &QPushButton::clicked, this, &SunderWeaponList::duplicateWeapon);
    connect(table, &QTableWidget::currentCellChanged, this, [this](int row) {
        if (row >= 0)
            m_current = row;
        updateButtons();
    });
}

// A row per weapon: its name, type and arc, and the arc's width (the type's, digest §4.3).
std::vector<CellGrid<SunderCard>::Field> SunderWeaponList::weaponFields()
{
    using Field = CellGrid<SunderCard>::Field;
    const auto weapon = [](auto &c, int w) -> auto &
    {
        return c.weapons[std::size_t(w)];
    };
    Field name;
    name.key = QStringLiteral("name");
    name.label = tr("Weapon");
    name.kind = CellField::Kind::Text;
    name.maximum = 100;
    name.undo = tr("Rename weapon");
    name.getText = [weapon](const SunderCard &c, int w) {
        return weapon(c, w).name;
    };
    name.setText = [weapon](SunderCard &c, int w, const QString &t) {
        weapon(c, w).name = t;
    };
    Field type;
    type.key = QStringLiteral("type");
    type.label = tr("Type");
    type.kind = CellField::Kind::Choice;
    type.items = enumNames(WeaponType::Rack, model::sunder::weaponTypeName);
    type.undo = tr("Change weapon type");
    type.get = [weapon](const SunderCard &c, int w) {
        return int(weapon(c, w).type);
    };
    // A weapon's arc is its type's (digest §4.3): a width of its own goes with the old type.
    type.set = [weapon](SunderCard &c, int w, int v) {
        weapon(c, w).type = WeaponType(v);
        weapon(c, w).degrees = 0;
    };
    Field arc;
    arc.key = QStringLiteral("arc");
    arc.label = tr("Arc");
    arc.toolTip = tr("The side of the card the arc faces; a roll swaps left and right.");
    arc.kind = CellField::Kind::Choice;
    arc.items = enumNames(Facing::Right, model::sunder::facingName);
    arc.undo = tr("Change weapon arc");
    arc.get = [weapon](const SunderCard &c, int w) {
        return int(weapon(c, w).arc);
    };
    arc.set = [weapon](SunderCard &c, int w, int v) {
        weapon(c, w).arc = Facing(v);
    };
    Field width;
    width.key = QStringLiteral("degrees");
    width.label = tr("Width");
    width.kind = CellField::Kind::Label;
    width.getText = [weapon](const SunderCard &c, int w) {
        return tr("%1°").arg(model::sunder::arcDegrees(weapon(c, w)));
    };
    width.decorate = [weapon](QWidget *cell, const SunderCard &c, int w) {
        const Weapon &shown = weapon(c, w);
        const int degrees = model::sunder::arcDegrees(shown);
        const bool own = degrees != model::sunder::typeArcDegrees(shown.type);
        cell->setStyleSheet(own ? ProblemStyle : QString());
        cell->setToolTip(own ? tr("The file gives this weapon a %1° arc; a %2 has %3° (digest "
                                  "§4.3). Changing the type sets the type's width.")
                                   .arg(degrees)
                                   .arg(model::sunder::weaponTypeName(shown.type))
                                   .arg(model::sunder::typeArcDegrees(shown.type))
                             : tr("The arc's width, the type's (digest §4.3)."));
    };
    return {name, type, arc, width};
}

void SunderWeaponList::refresh()
{
    const SunderCard *c = m_access.designShown();
    m_grid->refresh(c);
    const int count = c ? int(c->weapons.size()) : 0;
    m_current = std::min(m_current, count - 1);
    if (m_current < 0 && count > 0)
        m_current = 0;
    if (m_current >= 0 && table()->currentRow() != m_current)
        table()->setCurrentCell(m_current, 0);
    updateButtons();
}

void SunderWeaponList::updateButtons()
{
    const int count = table()->rowCount();
    const bool any = m_current >= 0 && m_current < count;
    m_remove->setEnabled(any);
    m_duplicate->setEnabled(any);
    m_up->setEnabled(any && m_current > 0);
    m_down->setEnabled(any && m_current + 1 < count);
    m_add->setEnabled(m_access.designShown() != nullptr);
}

void SunderWeaponList::select(int weapon)
{
    if (weapon < 0 || weapon >= table()->rowCount())
        return;
    m_current = weapon;
    table()->setCurrentCell(weapon, 0);
    updateButtons();
}

QWidget *SunderWeaponList::field(int weapon, const QString &key) const
{
    if (key == QLatin1String("degrees"))
        return m_grid->cell(weapon, QStringLiteral("arc"));
    return m_grid->cell(weapon, key.isEmpty() ? QStringLiteral("name") : key);
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
    select(std::min(at, table()->rowCount() - 1));
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
