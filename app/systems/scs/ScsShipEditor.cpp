#include "ScsShipEditor.h"

#include "ScsEditing.h"

#include <model/core/JsonPath.h>
#include <model/systems/GameSystem.h>
#include <model/systems/scs/ScsDerived.h>

#include <QComboBox>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace fw::app {

using model::scs::FighterFlight;
using model::scs::FighterSize;
using model::scs::ScsShip;

namespace {

enum FighterColumn { NameColumn, SizeColumn, CountColumn, PointsColumn, StructureColumn };

} // namespace

ScsShipEditor::ScsShipEditor(FleetDocument &document, QWidget *parent)
    : DataShipEditor(document,
                     {tr("The ship's own name, e.g. “G'Tal”."), tr("&Design:"),
                      tr("The control sheet the ship is built to: one of the fleet's designs (the "
                         "Designs page edits them)."),
                      tr("Change ship design"), tr("(no design)"), 20},
                     parent)
{
    auto *fightersBox = new QGroupBox(tr("Fighters carried"), this);
    m_fighters = new QTableWidget(0, 5, fightersBox);
    m_fighters->setObjectName(QStringLiteral("fighters"));
    m_fields.add(QStringLiteral("fighters"), m_fighters);
    m_fighters->setHorizontalHeaderLabels(
        {tr("Flight"), tr("Size"), tr("Count"), tr("Points each"), tr("Structure")});
    m_fighters->verticalHeader()->hide();
    m_fighters->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_fighters->setSelectionMode(QAbstractItemView::SingleSelection);
    m_fighters->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_fighters->horizontalHeader()->setSectionResizeMode(NameColumn, QHeaderView::Stretch);
    m_fighters->verticalHeader()->setDefaultSectionSize(QSpinBox().sizeHint().height() + 2);
    m_fighters->setMinimumHeight(120);
    m_fighters->setToolTip(tr("Fighters in the ship's hangars: heavy fighters only in heavy "
                              "slots, medium in heavy or medium, light anywhere (digest §5.4)."));
    m_addFlight = new QPushButton(tr("Add Flight"), fightersBox);
    m_addFlight->setObjectName(QStringLiteral("addFlight"));
    m_removeFlight = new QPushButton(tr("Remove Flight"), fightersBox);
    m_removeFlight->setObjectName(QStringLiteral("removeFlight"));
    m_hangar = new QLabel(fightersBox);
    m_hangar->setObjectName(QStringLiteral("hangar"));
    m_hangar->setWordWrap(true);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_addFlight);
    buttons->addWidget(m_removeFlight);
    buttons->addStretch(1);
    auto *fightersLayout = new QVBoxLayout(fightersBox);
    fightersLayout->addWidget(m_fighters);
    fightersLayout->addWidget(m_hangar);
    fightersLayout->addLayout(buttons);
    addPart(fightersBox);

    connect(m_addFlight, &QPushButton::clicked, this, [this] {
        edit(
            QStringLiteral("fighters"), tr("Add fighter flight"),
            [](ScsShip &s) {
                FighterFlight flight;
                flight.name = tr("Fighters");
                flight.count = 6;
                flight.structure = 10;
                s.fighters.push_back(flight);
            },
            false);
    });
    connect(m_removeFlight, &QPushButton::clicked, this, [this] {
        const int row = m_fighters->currentRow();
        edit(
            QStringLiteral("fighters"), tr("Remove fighter flight"),
            [row](ScsShip &s) {
                if (row >= 0 && row < int(s.fighters.size()))
                    s.fighters.erase(s.fighters.begin() + row);
            },
            false);
    });
    finish();
}

std::vector<ShipEditorBase::DesignChoice> ScsShipEditor::designChoices() const
{
    std::vector<DesignChoice> choices;
    const model::Fleet &fleet = m_document.fleet();
    for (std::size_t i = 0; i < fleet.designs.size(); ++i) {
        const model::scs::ScsClass &c = model::scs::scsClass(fleet, i);
        choices.push_back(
            {tr("%1 (%2)").arg(c.name, m_document.system().formatPoints(c.points)), c.id});
    }
    return choices;
}

void ScsShipEditor::rebuildFighterRows(int count)
{
    m_fighters->setRowCount(count);
    for (int row = 0; row < count; ++row) {
        auto *name = new QLineEdit(m_fighters);
        name->setObjectName(QStringLiteral("fighters[%1].name").arg(row));
        name->setFrame(false);
        m_fighters->setCellWidget(row, NameColumn, name);
        connect(name, &QLineEdit::textEdited, this, [this, row](const QString &text) {
            edit(
                QStringLiteral("fighters[%1].name").arg(row), tr("Rename fighter flight"),
                [&](ScsShip &s) { s.fighters[std::size_t(row)].name = text; }, true);
        });
        auto *size = new QComboBox(m_fighters);
        guardWheel(size);
        size->setObjectName(QStringLiteral("fighters[%1].size").arg(row));
        size->setFrame(false);
        for (int f = 0; f <= int(FighterSize::Heavy); ++f)
            size->addItem(model::scs::fighterSizeName(FighterSize(f)), f);
        m_fighters->setCellWidget(row, SizeColumn, size);
        connect(size, &QComboBox::activated, this, [this, row, size](int item) {
            const auto value = FighterSize(size->itemData(item).toInt());
            edit(
                QStringLiteral("fighters[%1].size").arg(row), tr("Change fighter size"),
                [&](ScsShip &s) { s.fighters[std::size_t(row)].size = value; }, false);
        });
        const std::pair<FighterColumn, int FighterFlight::*> spins[]
            = {{CountColumn, &FighterFlight::count},
               {PointsColumn, &FighterFlight::points},
               {StructureColumn, &FighterFlight::structure}};
        for (const auto &spinColumn : spins) {
            const FighterColumn column = spinColumn.first;
            int FighterFlight::*member = spinColumn.second;
            auto *spin = new QSpinBox(m_fighters);
            guardWheel(spin);
            static const char *const keys[] = {"", "", "count", "points", "structure"};
            const QString path
                = QStringLiteral("fighters[%1].%2").arg(row).arg(QLatin1String(keys[column]));
            spin->setObjectName(path);
            spin->setRange(0, 999);
            spin->setFrame(false);
            m_fighters->setCellWidget(row, column, spin);
            connect(spin, &QSpinBox::valueChanged, this, [this, row, path, member](int value) {
                edit(
                    path, tr("Change fighter flight"),
                    [&](ScsShip &s) { s.fighters[std::size_t(row)].*member = value; }, true);
            });
        }
    }
}

void ScsShipEditor::showShip()
{
    const std::vector<FighterFlight> flights
        = valid() ? shipData().fighters : std::vector<FighterFlight>();
    if (m_fighters->rowCount() != int(flights.size()))
        rebuildFighterRows(int(flights.size()));
    for (int row = 0; row < int(flights.size()); ++row) {
        const FighterFlight &f = flights[std::size_t(row)];
        setTextQuietly(static_cast<QLineEdit *>(m_fighters->cellWidget(row, NameColumn)), f.name);
        setCurrentDataQuietly(static_cast<QComboBox *>(m_fighters->cellWidget(row, SizeColumn)),
                              int(f.size));
        setValueQuietly(static_cast<QSpinBox *>(m_fighters->cellWidget(row, CountColumn)), f.count);
        setValueQuietly(static_cast<QSpinBox *>(m_fighters->cellWidget(row, PointsColumn)),
                        f.points);
        setValueQuietly(static_cast<QSpinBox *>(m_fighters->cellWidget(row, StructureColumn)),
                        f.structure);
    }
    m_removeFlight->setEnabled(!flights.empty());
}

// The hangar's room against the fighters, and the issues validation finds with the ship.
void ScsShipEditor::refreshNotes()
{
    DataShipEditor::refreshNotes();
    if (!valid()) {
        m_hangar->clear();
        return;
    }
    const ScsShip &ship = shipData();
    const model::scs::ScsClass *c = model::scs::findScsClass(m_document.fleet(), ship.classId);
    int carried = 0;
    for (const FighterFlight &f : ship.fighters)
        carried += f.count;
    if (c) {
        const model::scs::HangarSlots slots = model::scs::hangarSlots(*c);
        const int over = model::scs::fightersOverCapacity(slots, ship.fighters);
        m_hangar->setText(
            tr("Hangar slots: %1 (light %2, medium %3, heavy %4); %5 fighters "
               "carried%6")
                .arg(slots.total())
                .arg(slots.light)
                .arg(slots.medium)
                .arg(slots.heavy)
                .arg(carried)
                .arg(over > 0 ? tr(", %1 without a slot.").arg(over) : QStringLiteral(".")));
        m_hangar->setStyleSheet(over > 0 ? scs::ProblemStyle : QString());
    } else {
        m_hangar->setText(
            tr("%1 fighters carried; the ship has no design to hold them.").arg(carried));
        m_hangar->setStyleSheet(carried > 0 ? scs::ProblemStyle : QString());
    }
}

bool ScsShipEditor::focusSubject(const QString &subject)
{
    const std::optional<model::JsonPath> path = model::JsonPath::parse(subject);
    const auto s = path ? path->segments() : std::vector<model::JsonPath::Segment>();
    if (!valid() || s.size() < 2 || s[0].key != QLatin1String("fighters") || !s[1].isIndex()
        || int(s[1].index) >= m_fighters->rowCount())
        return DataShipEditor::focusSubject(subject);
    const int row = int(s[1].index);
    const QString key = s.size() > 2 ? s[2].key : QStringLiteral("count");
    const int column = key == QLatin1String("name")        ? NameColumn
                       : key == QLatin1String("size")      ? SizeColumn
                       : key == QLatin1String("points")    ? PointsColumn
                       : key == QLatin1String("structure") ? StructureColumn
                                                           : CountColumn;
    m_fighters->setCurrentCell(row, column);
    revealAndFocus(m_fighters->cellWidget(row, column));
    return true;
}

} // namespace fw::app
