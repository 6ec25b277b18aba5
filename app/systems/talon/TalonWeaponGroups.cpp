#include "TalonWeaponGroups.h"

#include "TalonCounterPicture.h"

#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace fw::app::talon {

namespace {

QString arcList(const std::vector<Arc> &arcs)
{
    QStringList names;
    for (Arc a : arcs)
        names << model::talon::arcName(a);
    return names.isEmpty() ? TalonWeaponGroups::tr("none") : names.join(QLatin1String(", "));
}

} // namespace

TalonWeaponGroups::TalonWeaponGroups(DesignAccess<TalonCounter> &access, QWidget *parent)
    : QWidget(parent)
    , m_access(access)
{
    m_table = new QTableWidget(0, ColumnCount, this);
    m_table->setObjectName(QStringLiteral("weaponGroups"));
    m_table->setHorizontalHeaderLabels(
        {tr("Weapon"), tr("Count"), tr("Red"), tr("Yellow"), tr("Arcs")});
    m_table->verticalHeader()->hide();
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setTabKeyNavigation(false);
    m_table->setFocusPolicy(Qt::NoFocus); // Tab goes from field to field
    QHeaderView *header = m_table->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    header->setSectionResizeMode(ArcsColumn, QHeaderView::Stretch);
    m_table->verticalHeader()->setDefaultSectionSize(QComboBox().sizeHint().height() + 2);
    m_table->setMinimumHeight(m_table->verticalHeader()->defaultSectionSize() * 4);
    m_table->setToolTip(tr("Weapon groups (digest §3.1, §3.8): the weapons of a group charge "
                           "together, red boxes first, then yellow, and fire into the group's "
                           "arcs."));

    m_arcs = new TalonArcPicker(this);
    m_arcs->setObjectName(QStringLiteral("weaponGroups.arcs"));
    m_arcs->setToolTip(tr("The selected group's arcs: click a wedge, or press ↑ → ↓ ← for "
                          "forward, right, rear and left, to add or remove an arc."));
    m_arcsLabel = new QLabel(this);
    m_arcsLabel->setObjectName(QStringLiteral("weaponGroups.arcsLabel"));
    m_arcsLabel->setWordWrap(true);
    auto *arcsLabel = new QLabel(tr("Arcs of the selected &group:"), this);
    arcsLabel->setBuddy(m_arcs);

    m_add = new QPushButton(tr("&Add Group"), this);
    m_add->setObjectName(QStringLiteral("weaponGroups.add"));
    m_add->setToolTip(tr("Add a phaser group after the selected one"));
    m_duplicate = new QPushButton(tr("Duplicate"), this);
    m_duplicate->setObjectName(QStringLiteral("weaponGroups.duplicate"));
    m_duplicate->setToolTip(tr("Add a copy of the selected group after it"));
    m_remove = new QPushButton(tr("Remove"), this);
    m_remove->setObjectName(QStringLiteral("weaponGroups.remove"));
    m_remove->setToolTip(tr("Remove the selected group"));
    auto *buttons = new QHBoxLayout;
    for (QPushButton *b : {m_add, m_duplicate, m_remove})
        buttons->addWidget(b);
    buttons->addStretch(1);

    auto *arcsColumn = new QVBoxLayout;
    arcsColumn->addWidget(arcsLabel);
    arcsColumn->addWidget(m_arcs, 0, Qt::AlignHCenter);
    arcsColumn->addWidget(m_arcsLabel);
    arcsColumn->addStretch(1);
    auto *row = new QHBoxLayout;
    row->addWidget(m_table, 1);
    row->addLayout(arcsColumn);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(row);
    layout->addLayout(buttons);

    connect(m_add, &QPushButton::clicked, this, &TalonWeaponGroups::addGroup);
    connect(m_duplicate, &QPushButton::clicked, this, &TalonWeaponGroups::duplicateGroup);
    connect(m_remove, &QPushButton::clicked, this, &TalonWeaponGroups::removeGroup);
    connect(m_arcs, &TalonArcPicker::arcToggled, this, &TalonWeaponGroups::toggleArc);
    connect(m_table, &QTableWidget::currentCellChanged, this, [this](int r) {
        if (r >= 0 && r != m_current) {
            m_current = r;
            updateSelected();
        }
    });
}

void TalonWeaponGroups::refresh()
{
    const TalonCounter *c = m_access.designShown();
    const std::vector<WeaponGroup> groups = c ? c->weaponGroups : std::vector<WeaponGroup>();
    if (m_table->rowCount() != int(groups.size()))
        rebuild(int(groups.size()));
    for (int r = 0; r < int(groups.size()); ++r) {
        const WeaponGroup &g = groups[std::size_t(r)];
        setCurrentDataQuietly(static_cast<QComboBox *>(m_table->cellWidget(r, WeaponColumn)),
                              int(g.weapon));
        setValueQuietly(static_cast<QSpinBox *>(m_table->cellWidget(r, CountColumn)), g.count, 0,
                        20);
        setValueQuietly(static_cast<QSpinBox *>(m_table->cellWidget(r, RedColumn)), g.red, 0, 20);
        setValueQuietly(static_cast<QSpinBox *>(m_table->cellWidget(r, YellowColumn)), g.yellow, 0,
                        20);
        QTableWidgetItem *arcs = m_table->item(r, ArcsColumn);
        if (arcs->text() != arcList(g.arcs))
            arcs->setText(arcList(g.arcs));
    }
    m_current = std::min(m_current, int(groups.size()) - 1);
    if (m_current < 0 && !groups.empty())
        m_current = 0;
    if (m_current >= 0 && m_table->currentRow() != m_current)
        m_table->setCurrentCell(m_current, WeaponColumn);
    updateSelected();
}

void TalonWeaponGroups::updateSelected()
{
    const TalonCounter *c = m_access.designShown();
    const bool any = c && m_current >= 0 && m_current < int(c->weaponGroups.size());
    m_arcs->setEnabled(any);
    m_arcs->setArcs(any ? c->weaponGroups[std::size_t(m_current)].arcs : std::vector<Arc>());
    m_arcsLabel->setText(any ? tr("Group %1: %2")
                                   .arg(m_current + 1)
                                   .arg(arcList(c->weaponGroups[std::size_t(m_current)].arcs))
                             : tr("No group selected."));
    m_duplicate->setEnabled(any);
    m_remove->setEnabled(any);
    m_add->setEnabled(c != nullptr);
}

void TalonWeaponGroups::rebuild(int count)
{
    const int old = m_table->rowCount();
    m_table->setRowCount(count);
    for (int r = old; r < count; ++r)
        addRow(r);
}

std::vector<QWidget *> TalonWeaponGroups::tabWidgets() const
{
    std::vector<QWidget *> widgets;
    for (int r = 0; r < m_table->rowCount(); ++r) {
        for (int col = WeaponColumn; col < ArcsColumn; ++col)
            widgets.push_back(m_table->cellWidget(r, col));
    }
    widgets.insert(widgets.end(), {m_arcs, m_add, m_duplicate, m_remove});
    return widgets;
}

void TalonWeaponGroups::addRow(int r)
{
    const QString prefix = QStringLiteral("weaponGroups[%1].").arg(r);
    auto *weapon = new QComboBox(m_table);
    guardWheel(weapon);
    weapon->setObjectName(prefix + QStringLiteral("weapon"));
    addIndexedItems(weapon, enumNames(WeaponKind::Missile, model::talon::weaponKindName));
    m_table->setCellWidget(r, WeaponColumn, weapon);
    connect(weapon, &QComboBox::activated, this, [this, r, weapon, prefix](int item) {
        const auto kind = WeaponKind(weapon->itemData(item).toInt());
        m_access.editDesign(
            prefix + QStringLiteral("weapon"), tr("Change group weapon"),
            [&](TalonCounter &c) {
                if (r < int(c.weaponGroups.size()))
                    c.weaponGroups[std::size_t(r)].weapon = kind;
            },
            false);
    });
    const std::array<std::pair<Column, const char *>, 3> spins{
        {{CountColumn, "count"}, {RedColumn, "red"}, {YellowColumn, "yellow"}}};
    for (const auto &[column, key] : spins) {
        auto *spin = new QSpinBox(m_table);
        guardWheel(spin);
        spin->setObjectName(prefix + QLatin1String(key));
        spin->setFrame(false);
        spin->setAlignment(Qt::AlignCenter);
        spin->setRange(0, 20);
        m_table->setCellWidget(r, column, spin);
        const QString path = prefix + QLatin1String(key);
        const Column col = column;
        connect(spin, &QSpinBox::valueChanged, this, [this, r, col, path](int value) {
            const QString text = col == CountColumn ? tr("Change weapons in group")
                                 : col == RedColumn ? tr("Change red charge boxes")
                                                    : tr("Change yellow charge boxes");
            m_access.editDesign(path, text, [&](TalonCounter &c) {
                if (r >= int(c.weaponGroups.size()))
                    return;
                WeaponGroup &g = c.weaponGroups[std::size_t(r)];
                (col == CountColumn ? g.count : col == RedColumn ? g.red : g.yellow) = value;
            });
        });
    }
    m_table->setItem(r, ArcsColumn, new QTableWidgetItem);
    m_table->item(r, ArcsColumn)->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
}

void TalonWeaponGroups::select(int group)
{
    if (group < 0 || group >= m_table->rowCount())
        return;
    m_current = group;
    m_table->setCurrentCell(group, WeaponColumn);
    updateSelected();
}

QWidget *TalonWeaponGroups::field(int group, const QString &key) const
{
    if (group < 0 || group >= m_table->rowCount())
        return nullptr;
    if (key == QLatin1String("arcs"))
        return m_arcs;
    const QStringList keys{QStringLiteral("weapon"), QStringLiteral("count"), QStringLiteral("red"),
                           QStringLiteral("yellow")};
    const qsizetype column = key.isEmpty() ? 0 : keys.indexOf(key);
    return column < 0 ? nullptr : m_table->cellWidget(group, int(column));
}

void TalonWeaponGroups::addGroup()
{
    const int at = m_current + 1;
    m_access.editDesign(
        QStringLiteral("weaponGroups"), tr("Add weapon group"),
        [at](TalonCounter &c) {
            WeaponGroup g;
            g.red = 1;
            g.arcs = {Arc::Forward};
            c.weaponGroups.insert(
                c.weaponGroups.begin() + std::clamp<qsizetype>(at, 0, c.weaponGroups.size()), g);
        },
        false);
    select(at);
}

void TalonWeaponGroups::duplicateGroup()
{
    const int from = m_current;
    m_access.editDesign(
        QStringLiteral("weaponGroups"), tr("Duplicate weapon group"),
        [from](TalonCounter &c) {
            if (from >= 0 && from < int(c.weaponGroups.size()))
                c.weaponGroups.insert(c.weaponGroups.begin() + from + 1,
                                      c.weaponGroups[std::size_t(from)]);
        },
        false);
    select(from + 1);
}

void TalonWeaponGroups::removeGroup()
{
    const int at = m_current;
    m_access.editDesign(
        QStringLiteral("weaponGroups"), tr("Remove weapon group"),
        [at](TalonCounter &c) {
            if (at >= 0 && at < int(c.weaponGroups.size()))
                c.weaponGroups.erase(c.weaponGroups.begin() + at);
        },
        false);
    select(std::min(at, m_table->rowCount() - 1));
}

// Arcs stay in the order forward, right, rear, left, whatever order they were clicked in.
void TalonWeaponGroups::toggleArc(Arc arc)
{
    const int at = m_current;
    m_access.editDesign(
        QStringLiteral("weaponGroups[%1].arcs").arg(at),
        tr("Toggle %1 arc").arg(model::talon::arcName(arc)),
        [at, arc](TalonCounter &c) {
            if (at < 0 || at >= int(c.weaponGroups.size()))
                return;
            std::vector<Arc> &arcs = c.weaponGroups[std::size_t(at)].arcs;
            const auto it = std::find(arcs.begin(), arcs.end(), arc);
            if (it != arcs.end())
                arcs.erase(it);
            else
                arcs.push_back(arc);
            std::sort(arcs.begin(), arcs.end());
        },
        false);
}

} // namespace fw::app::talon
