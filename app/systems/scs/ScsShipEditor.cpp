#include "ScsShipEditor.h"

#include "../../commands/FleetCommands.h"
#include "../../commands/PushEdit.h"
#include "ScsEditing.h"

#include <model/core/JsonPath.h>
#include <model/systems/GameSystem.h>
#include <model/systems/scs/ScsDerived.h>

#include <QComboBox>
#include <QFont>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace fw::app {

using model::scs::FighterFlight;
using model::scs::FighterSize;
using model::scs::ScsShip;

namespace {

enum FighterColumn { NameColumn, SizeColumn, CountColumn, PointsColumn, StructureColumn };

const ScsShip &shipAt(const FleetDocument &document, int index)
{
    return document.fleet().shipAs<ScsShip>(std::size_t(index));
}

} // namespace

ScsShipEditor::ScsShipEditor(FleetDocument &document, QWidget *parent)
    : ShipEditor(parent)
    , m_document(document)
    , m_alive(&document)
{
    auto *shipBox = new QGroupBox(tr("Ship"), this);
    auto *form = new QFormLayout(shipBox);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_name = newShipNameEdit(shipBox, tr("The ship's own name, e.g. “G'Tal”."));
    auto *nameLabel = new QLabel(tr("&Name:"), shipBox);
    nameLabel->setBuddy(m_name);
    form->addRow(nameLabel, m_name);
    m_design = newShipDesignCombo(shipBox,
                                  tr("The control sheet the ship is built to: one of the fleet's "
                                     "designs (the Designs page edits them)."),
                                  20);
    auto *designLabel = new QLabel(tr("&Design:"), shipBox);
    designLabel->setBuddy(m_design);
    form->addRow(designLabel, m_design);

    auto *fightersBox = new QGroupBox(tr("Fighters carried"), this);
    m_fighters = new QTableWidget(0, 5, fightersBox);
    m_fighters->setObjectName(QStringLiteral("fighters"));
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

    m_notes = newShipNotesEdit(this, tr("Your notes on the ship; the game does not use them."));
    auto *notesLabel = new QLabel(tr("N&otes:"), this);
    notesLabel->setBuddy(m_notes);
    m_issues = newIssuesLabel(this);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(shipBox);
    layout->addWidget(fightersBox);
    layout->addWidget(notesLabel);
    layout->addWidget(m_notes);
    layout->addWidget(m_issues);
    layout->addStretch(1);

    connect(m_name, &QLineEdit::textEdited, this, [this](const QString &text) {
        edit(tr("Rename ship"), QStringLiteral("name"), true, [&](ScsShip &s) { s.name = text; });
    });
    connect(m_design, &QComboBox::activated, this, [this](int item) {
        const QString id = m_design->itemData(item).toString();
        // A ship still named after its design is named after the new one.
        const SystemUi::ClassChange change
            = SystemUi::designChange(m_document.fleet(), m_index, tr("Change ship design"), id);
        edit(change.text, QStringLiteral("design"), false, [&](ScsShip &s) {
            s.classId = id;
            change.rename(s);
        });
    });
    connect(m_notes, &QPlainTextEdit::textChanged, this, [this] {
        edit(tr("Edit ship notes"), QStringLiteral("notes"), true,
             [&](ScsShip &s) { s.notes = m_notes->toPlainText(); });
    });
    connect(m_addFlight, &QPushButton::clicked, this, [this] {
        edit(tr("Add fighter flight"), QStringLiteral("fighters"), false, [](ScsShip &s) {
            FighterFlight flight;
            flight.name = tr("Fighters");
            flight.count = 6;
            flight.structure = 10;
            s.fighters.push_back(flight);
        });
    });
    connect(m_removeFlight, &QPushButton::clicked, this, [this] {
        const int row = m_fighters->currentRow();
        edit(tr("Remove fighter flight"), QStringLiteral("fighters"), false, [row](ScsShip &s) {
            if (row >= 0 && row < int(s.fighters.size()))
                s.fighters.erase(s.fighters.begin() + row);
        });
    });
    followShipAndDesigns(
        m_document, [this] { updateFromDocument(); }, [this] { updateNotes(); });
    updateFromDocument();
}

bool ScsShipEditor::valid() const
{
    return m_alive && m_index >= 0 && m_index < int(m_document.fleet().ships.size());
}

void ScsShipEditor::setShip(int index)
{
    m_index = index;
    updateFromDocument();
}

void ScsShipEditor::updateFromDocument()
{
    if (!m_alive)
        return;
    const bool shown = valid();
    setEnabled(shown);
    setTextQuietly(m_name, shown ? shipAt(m_document, m_index).name : QString());
    setTextQuietly(m_notes, shown ? shipAt(m_document, m_index).notes : QString());
    updateDesignChoices();
    updateFighters();
    updateNotes();
}

void ScsShipEditor::updateDesignChoices()
{
    const QSignalBlocker blocker(m_design);
    m_design->clear();
    if (!valid())
        return;
    const model::Fleet &fleet = m_document.fleet();
    const QString current = shipAt(m_document, m_index).classId;
    for (std::size_t i = 0; i < fleet.designs.size(); ++i) {
        const model::scs::ScsClass &c = model::scs::scsClass(fleet, i);
        m_design->addItem(tr("%1 (%2)").arg(c.name, m_document.system().formatPoints(c.points)),
                          c.id);
    }
    if (m_design->findData(current) < 0)
        insertMissingItem(m_design,
                          current.isEmpty() ? tr("(no design)") : tr("Unknown: %1").arg(current),
                          current);
    m_design->setCurrentIndex(m_design->findData(current));
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
            edit(tr("Rename fighter flight"), QStringLiteral("fighters[%1].name").arg(row), true,
                 [&](ScsShip &s) { s.fighters[std::size_t(row)].name = text; });
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
            edit(tr("Change fighter size"), QStringLiteral("fighters[%1].size").arg(row), false,
                 [&](ScsShip &s) { s.fighters[std::size_t(row)].size = value; });
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
                edit(tr("Change fighter flight"), path, true,
                     [&](ScsShip &s) { s.fighters[std::size_t(row)].*member = value; });
            });
        }
    }
}

void ScsShipEditor::updateFighters()
{
    const std::vector<FighterFlight> flights
        = valid() ? shipAt(m_document, m_index).fighters : std::vector<FighterFlight>();
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
void ScsShipEditor::updateNotes()
{
    if (!valid()) {
        m_hangar->clear();
        m_issues->hide();
        return;
    }
    const ScsShip &ship = shipAt(m_document, m_index);
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
    listIssues(m_issues, m_document.issues(),
               model::JsonPath().key("ships").index(std::size_t(m_index)));
}

void ScsShipEditor::edit(const QString &text, const QString &field, bool merge,
                         const std::function<void(ScsShip &)> &change)
{
    if (!valid())
        return;
    const QByteArray key = QStringLiteral("ships.%1").arg(field).toUtf8();
    pushEdit<ScsShip>(m_document, m_index, {text, merge ? mergeKey(key.constData()) : -1, this},
                      change);
}

bool ScsShipEditor::focusSubject(const QString &subject)
{
    if (!valid())
        return false;
    QWidget *target = nullptr;
    if (subject == QLatin1String("name"))
        target = m_name;
    else if (subject == QLatin1String("design") || subject == QLatin1String("class"))
        target = m_design;
    else if (subject == QLatin1String("notes"))
        target = m_notes;
    else if (subject.startsWith(QLatin1String("fighters"))) {
        target = m_fighters;
        const std::optional<model::JsonPath> path = model::JsonPath::parse(subject);
        const auto s = path ? path->segments() : std::vector<model::JsonPath::Segment>();
        if (s.size() > 1 && s[1].isIndex() && int(s[1].index) < m_fighters->rowCount()) {
            const int row = int(s[1].index);
            const QString key = s.size() > 2 ? s[2].key : QStringLiteral("count");
            const int column = key == QLatin1String("name")        ? NameColumn
                               : key == QLatin1String("size")      ? SizeColumn
                               : key == QLatin1String("points")    ? PointsColumn
                               : key == QLatin1String("structure") ? StructureColumn
                                                                   : CountColumn;
            m_fighters->setCurrentCell(row, column);
            target = m_fighters->cellWidget(row, column);
        }
    }
    if (!target)
        return false;
    revealAndFocus(target);
    return true;
}

} // namespace fw::app
