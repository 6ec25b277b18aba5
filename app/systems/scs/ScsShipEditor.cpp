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

ScsShipEditor::ScsShipEditor(FleetDocument &document, QWidget *parent)
    : DataShipEditor(document,
                     {tr("The ship's own name, e.g. “G'Tal”."), tr("&Design:"),
                      tr("The control sheet the ship is built to: one of the fleet's designs (the "
                         "Designs page edits them)."),
                      tr("Change ship design"), tr("(no design)"), 20},
                     parent)
{
    auto *fightersBox = new QGroupBox(tr("Fighters carried"), this);
    m_fighters = new FlightGrid(
        QStringLiteral("fighters"), CellTable::Entries::Down,
        [this](const QString &path, const QString &text,
               const std::function<void(ScsShip &)> &change,
               bool merge) { edit(path, text, change, merge); },
        fightersBox);
    m_fighters->setFields(flightFields());
    m_fighters->count = [](const ScsShip &s) {
        return int(s.fighters.size());
    };
    m_fields.add(QStringLiteral("fighters"), m_fighters);
    QTableWidget *table = m_fighters->table();
    table->verticalHeader()->hide();
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setSelectionMode(QAbstractItemView::SingleSelection);
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    table->setToolTip(tr("Fighters in the ship's hangars: heavy fighters only in heavy slots, "
                         "medium in heavy or medium, light anywhere (digest §5.4)."));
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
        const int row = m_fighters->table()->currentRow();
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

// The flights' fields, a row each: name, size, count, points and structure.
std::vector<ScsShipEditor::FlightGrid::Field> ScsShipEditor::flightFields()
{
    const auto number = [](const char *key, const QString &label, int FighterFlight::*member) {
        FlightGrid::Field f;
        f.key = QLatin1String(key);
        f.label = label;
        f.maximum = 999;
        f.undo = tr("Change fighter flight");
        f.get = [member](const ScsShip &s, int e) {
            return s.fighters[std::size_t(e)].*member;
        };
        f.set = [member](ScsShip &s, int e, int v) {
            s.fighters[std::size_t(e)].*member = v;
        };
        return f;
    };
    FlightGrid::Field name;
    name.key = QStringLiteral("name");
    name.label = tr("Flight");
    name.kind = CellField::Kind::Text;
    name.maximum = 200;
    name.undo = tr("Rename fighter flight");
    name.getText = [](const ScsShip &s, int e) {
        return s.fighters[std::size_t(e)].name;
    };
    name.setText = [](ScsShip &s, int e, const QString &t) {
        s.fighters[std::size_t(e)].name = t;
    };
    FlightGrid::Field size;
    size.key = QStringLiteral("size");
    size.label = tr("Size");
    size.kind = CellField::Kind::Choice;
    size.items = enumNames(FighterSize::Heavy, model::scs::fighterSizeName);
    size.undo = tr("Change fighter size");
    size.get = [](const ScsShip &s, int e) {
        return int(s.fighters[std::size_t(e)].size);
    };
    size.set = [](ScsShip &s, int e, int v) {
        s.fighters[std::size_t(e)].size = FighterSize(v);
    };
    return {name, size, number("count", tr("Count"), &FighterFlight::count),
            number("points", tr("Points each"), &FighterFlight::points),
            number("structure", tr("Structure"), &FighterFlight::structure)};
}

void ScsShipEditor::showShip()
{
    m_fighters->refresh(valid() ? &shipData() : nullptr);
    m_removeFlight->setEnabled(valid() && !shipData().fighters.empty());
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
        m_hangar->setStyleSheet(over > 0 ? ProblemStyle : QString());
    } else {
        m_hangar->setText(
            tr("%1 fighters carried; the ship has no design to hold them.").arg(carried));
        m_hangar->setStyleSheet(carried > 0 ? ProblemStyle : QString());
    }
}

bool ScsShipEditor::focusSubject(const QString &subject)
{
    const std::optional<model::JsonPath> path = model::JsonPath::parse(subject);
    const auto s = path ? path->segments() : std::vector<model::JsonPath::Segment>();
    QWidget *cell
        = valid() && s.size() > 1 && s[0].key == QLatin1String("fighters") && s[1].isIndex()
              ? m_fighters->cell(int(std::min<std::size_t>(s[1].index, 1u << 20)),
                                 s.size() > 2 ? s[2].key : QStringLiteral("count"))
              : nullptr;
    if (!cell)
        return DataShipEditor::focusSubject(subject);
    revealAndFocus(cell);
    return true;
}

} // namespace fw::app
