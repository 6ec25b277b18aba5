#include "PrintChoices.h"

#include "../models/FleetTreeModel.h"

#include <model/core/Fleet.h>

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QItemSelectionModel>
#include <QLabel>
#include <QTreeView>

#include <algorithm>
#include <set>

namespace fw::app {

PrintChoices::PrintChoices(const PrintOptions &options, QWidget *parent)
    : QWidget(parent)
    , m_selectedOnly(new QCheckBox(this))
    , m_sheets(new QComboBox(this))
    , m_size(new QComboBox(this))
    , m_inkSaving(new QCheckBox(tr("I&nk saving: solid fills as light tints and outlines"), this))
    , m_offsetX(new QDoubleSpinBox(this))
    , m_offsetY(new QDoubleSpinBox(this))
{
    m_selectedOnly->setObjectName(QStringLiteral("selectedShipsOnly"));
    m_selectedOnly->setText(tr("Selected s&hips only"));
    m_selectedOnly->setToolTip(tr("Print only the ships selected in the ship list (a group: its "
                                  "ships); the rules check stays the fleet's"));
    m_sheets->setObjectName(QStringLiteral("sheetsFor"));
    for (const templates::SheetsFor sheets :
         {templates::SheetsFor::Ships, templates::SheetsFor::Designs})
        m_sheets->addItem(templates::sheetsForName(sheets), templates::sheetsForId(sheets));
    m_sheets->setToolTip(tr("A sheet that carries a ship's damage (control sheet, ship display, "
                            "card) belongs to one ship: one per ship, its name in the header. "
                            "Blank sheets print one per design, with a line for the ship's name: "
                            "for designs no ship flies yet, or to laminate."));
    m_size->setObjectName(QStringLiteral("counterSize"));
    for (const QString &id : templates::counterSizeIds())
        m_size->addItem(templates::counterSizeName(id), id);
    m_size->setToolTip(tr("Counters of another size are butt-joined, as on commercial counter "
                          "sheets: one cut per line. Their texts and boxes scale with them."));
    m_inkSaving->setObjectName(QStringLiteral("inkSaving"));
    for (QDoubleSpinBox *box : {m_offsetX, m_offsetY}) {
        box->setRange(-20, 20);
        box->setDecimals(1);
        box->setSingleStep(0.1);
        box->setSuffix(tr(" mm"));
    }
    m_offsetX->setObjectName(QStringLiteral("backOffsetX"));
    m_offsetY->setObjectName(QStringLiteral("backOffsetY"));
    m_offsetX->setToolTip(tr("Moves the counters of the back pages right (negative: left)"));
    m_offsetY->setToolTip(tr("Moves the counters of the back pages down (negative: up)"));
    auto *offset = new QHBoxLayout;
    offset->addWidget(m_offsetX);
    offset->addWidget(m_offsetY);
    offset->addStretch(1);

    auto *form = new QFormLayout(this);
    form->setContentsMargins(0, 0, 0, 0);
    form->addRow(QString(), m_selectedOnly);
    form->addRow(tr("Ship shee&ts:"), m_sheets);
    form->addRow(tr("Counter si&ze:"), m_size);
    form->addRow(QString(), m_inkSaving);
    // A row of two boxes has no buddy of its own: the label's mnemonic goes to the first.
    auto *offsetLabel = new QLabel(tr("Back &offset (x, y):"), this);
    offsetLabel->setBuddy(m_offsetX);
    form->addRow(offsetLabel, offset);
    setSelectedShips({});
    m_sheets->setCurrentIndex(
        std::max(0, m_sheets->findData(templates::sheetsForId(options.sheetsFor))));
    m_size->setCurrentIndex(std::max(0, m_size->findData(options.counterSize)));
    m_inkSaving->setChecked(options.inkSaving);
    m_offsetX->setValue(options.backOffsetX);
    m_offsetY->setValue(options.backOffsetY);

    connect(m_selectedOnly, &QCheckBox::toggled, this, &PrintChoices::changed);
    connect(m_sheets, &QComboBox::currentIndexChanged, this, &PrintChoices::changed);
    connect(m_size, &QComboBox::currentIndexChanged, this, &PrintChoices::changed);
    connect(m_inkSaving, &QCheckBox::toggled, this, &PrintChoices::changed);
    connect(m_offsetX, &QDoubleSpinBox::valueChanged, this, &PrintChoices::changed);
    connect(m_offsetY, &QDoubleSpinBox::valueChanged, this, &PrintChoices::changed);
}

void PrintChoices::apply(PrintOptions &options) const
{
    options.sheetsFor = templates::sheetsForFromId(m_sheets->currentData().toString())
                            .value_or(templates::SheetsFor::Ships);
    options.counterSize = m_size->currentData().toString();
    options.inkSaving = m_inkSaving->isChecked();
    options.backOffsetX = m_offsetX->value();
    options.backOffsetY = m_offsetY->value();
    options.ships
        = m_selectedOnly->isEnabled() && m_selectedOnly->isChecked() ? m_ships : std::vector<int>{};
}

void PrintChoices::setSelectedShips(std::vector<int> ships)
{
    m_ships = std::move(ships);
    m_selectedOnly->setEnabled(!m_ships.empty());
    if (m_ships.empty())
        m_selectedOnly->setChecked(false);
    m_selectedOnly->setText(
        m_ships.empty() ? tr("Selected s&hips only (none selected)")
                        : tr("Selected s&hips only (%n ship(s))", nullptr, int(m_ships.size())));
    Q_EMIT changed();
}

void PrintChoices::setCountersEnabled(bool enabled)
{
    for (QWidget *w : std::initializer_list<QWidget *>{m_size, m_offsetX, m_offsetY})
        w->setEnabled(enabled);
}

std::vector<int> selectedShips(const QTreeView *fleetTree)
{
    std::set<int> ships;
    const auto shipOf = [](const QModelIndex &index) {
        return index.siblingAtColumn(0).data(FleetTreeModel::ShipIndexRole).toInt();
    };
    if (fleetTree && fleetTree->selectionModel()) {
        for (const QModelIndex &row : fleetTree->selectionModel()->selectedRows()) {
            const QVariant ship = row.data(FleetTreeModel::ShipIndexRole);
            if (ship.isValid() && ship.toInt() >= 0) {
                ships.insert(ship.toInt());
                continue;
            }
            // A group: its ships.
            for (int r = 0; r < fleetTree->model()->rowCount(row); ++r) {
                const int child = shipOf(fleetTree->model()->index(r, 0, row));
                if (child >= 0)
                    ships.insert(child);
            }
        }
    }
    return {ships.begin(), ships.end()};
}

} // namespace fw::app
