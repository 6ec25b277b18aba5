#include "TalonFleetEditor.h"

#include "../../commands/DesignCommands.h"
#include "../../commands/FleetCommands.h"
#include "../../commands/PushEdit.h"
#include "../../document/FleetDocument.h"
#include "TalonCounterModel.h"
#include "TalonEditing.h"

#include <model/core/JsonPath.h>
#include <model/systems/talon/TalonSystem.h>

#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QUndoStack>
#include <QVBoxLayout>

namespace fw::app {

using namespace talon;

namespace {

// Enter on the picker adds a ship (a table view would only move the current row).
class EnterFilter final : public QObject
{
public:
    EnterFilter(QObject *parent, std::function<void()> action)
        : QObject(parent)
        , m_action(std::move(action))
    {}

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::KeyPress) {
            const int key = static_cast<QKeyEvent *>(event)->key();
            auto *view = qobject_cast<QTableView *>(watched);
            // Not while an editor of the table has the focus (Enter ends its editing).
            if ((key == Qt::Key_Return || key == Qt::Key_Enter) && view && view->hasFocus()) {
                m_action();
                return true;
            }
        }
        return QObject::eventFilter(watched, event);
    }

private:
    std::function<void()> m_action;
};

} // namespace

TalonFleetEditor::TalonFleetEditor(FleetDocument &document, QWidget *parent)
    : FleetEditor(parent)
    , m_document(document)
    , m_alive(&document)
{
    setObjectName(QStringLiteral("talonFleetEditor"));
    auto *box = new QGroupBox(tr("Talon"), this);
    auto *form = new QFormLayout(box);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_faction = new QComboBox(box);
    guardWheel(m_faction);
    m_faction->setObjectName(QStringLiteral("faction"));
    m_faction->addItem(tr("(none: taken from the ships)"), -1);
    addIndexedItems(m_faction, enumNames(Faction::Terran, model::talon::factionName));
    m_faction->setToolTip(tr("The side the fleet plays; a fleet is of one faction (digest §3.5). "
                             "The counter list shows only the faction's counters."));
    auto *factionLabel = new QLabel(tr("Fa&ction:"), box);
    factionLabel->setBuddy(m_faction);
    form->addRow(factionLabel, m_faction);
    m_points = new QLabel(box);
    m_points->setObjectName(QStringLiteral("points"));
    form->addRow(tr("Ship Points:"), m_points);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(box);
    layout->addWidget(createPickerBox());

    connect(m_faction, &QComboBox::activated, this, [this](int item) {
        const int f = m_faction->itemData(item).toInt();
        edit(tr("Change fleet faction"), [f](TalonFleetSettings &s) {
            s.faction = f < 0 ? std::nullopt : std::optional<Faction>(Faction(f));
        });
    });
    m_model->setOwned = [this](const QString &id, std::optional<int> owned) {
        edit(tr("Change counter mix"), [&](TalonFleetSettings &s) {
            if (owned)
                s.counterMix[id] = *owned;
            else
                s.counterMix.erase(id);
        });
    };
    connect(&document, &FleetDocument::settingsChanged, this, &TalonFleetEditor::refresh);
    for (auto signal : {&FleetDocument::shipChanged, &FleetDocument::shipInserted,
                        &FleetDocument::shipRemoved, &FleetDocument::designChanged,
                        &FleetDocument::designInserted, &FleetDocument::designRemoved})
        connect(&document, signal, this, &TalonFleetEditor::refresh);
    connect(&document, &FleetDocument::designsReplaced, this, &TalonFleetEditor::refresh);
    connect(&document, &FleetDocument::headerChanged, this, &TalonFleetEditor::refresh);
    refresh();
    if (m_model->rowCount() > 0)
        m_counters->selectRow(0);
    updateButtons();
}

QWidget *TalonFleetEditor::createPickerBox()
{
    auto *box = new QGroupBox(tr("Co&unters"), this);
    m_model = new TalonCounterModel(m_document, this);
    m_counters = new QTableView(box);
    m_counters->setObjectName(QStringLiteral("counters"));
    m_counters->setModel(m_model);
    m_counters->verticalHeader()->hide();
    m_counters->verticalHeader()->setDefaultSectionSize(TalonCounterModel::PictureSize + 4);
    m_counters->setIconSize(QSize(TalonCounterModel::PictureSize, TalonCounterModel::PictureSize));
    m_counters->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_counters->setSelectionMode(QAbstractItemView::SingleSelection);
    m_counters->setEditTriggers(QAbstractItemView::EditKeyPressed
                                | QAbstractItemView::SelectedClicked);
    m_counters->setWordWrap(false);
    QHeaderView *header = m_counters->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    header->setSectionResizeMode(TalonCounterModel::NameColumn, QHeaderView::Stretch);
    m_counters->setMinimumHeight(m_counters->verticalHeader()->defaultSectionSize() * 5);
    m_counters->setToolTip(tr("Pick a counter and press Enter, or double-click it, to add a ship "
                              "of it. Edit “Owned” (F2) to hold a class to the counters you "
                              "own."));
    m_counters->installEventFilter(new EnterFilter(this, [this] { addShip(); }));

    m_add = new QPushButton(tr("Add &Ship"), box);
    m_add->setObjectName(QStringLiteral("addCounterShip"));
    m_add->setToolTip(tr("Add a ship of the picked counter to the fleet (Enter)"));
    m_copy = new QPushButton(tr("Co&py to Custom Design"), box);
    m_copy->setObjectName(QStringLiteral("copyCounter"));
    m_copy->setToolTip(tr("Copy the picked built-in counter into the fleet's designs with a new "
                          "id, to correct its figures on the Designs page"));
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_add);
    buttons->addWidget(m_copy);
    buttons->addStretch(1);

    m_picked = new QLabel(box);
    m_picked->setObjectName(QStringLiteral("pickedCounter"));
    m_picked->setWordWrap(true);
    auto *notice = new QLabel(builtInNotice(), box);
    notice->setObjectName(QStringLiteral("builtInNotice"));
    notice->setWordWrap(true);

    auto *layout = new QVBoxLayout(box);
    layout->addWidget(m_counters, 1);
    layout->addLayout(buttons);
    layout->addWidget(m_picked);
    layout->addWidget(notice);

    connect(m_add, &QPushButton::clicked, this, [this] { addShip(); });
    connect(m_copy, &QPushButton::clicked, this, [this] { copyToCustomDesign(); });
    connect(m_counters, &QTableView::doubleClicked, this, [this](const QModelIndex &index) {
        if (index.column() != TalonCounterModel::OwnedColumn)
            addShip();
    });
    connect(m_counters->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &TalonFleetEditor::updateButtons);
    return box;
}

void TalonFleetEditor::refresh()
{
    if (!m_alive)
        return;
    const model::Fleet &fleet = m_document.fleet();
    const auto &settings = fleet.settingsAs<TalonFleetSettings>();
    setCurrentDataQuietly(m_faction, settings.faction ? int(*settings.faction) : -1);
    m_model->refresh();
    const auto &system = talonSystem(m_document);
    int total = 0;
    for (const auto &ship : fleet.ships) {
        if (const TalonCounter *c = system.counterOf(fleet, ship->classId))
            total += c->sp;
    }
    const bool over = fleet.budget && total > *fleet.budget;
    m_points->setText(fleet.budget ? tr("%1 of %2 SP").arg(total).arg(*fleet.budget)
                                   : tr("%1 SP (no budget)").arg(total));
    m_points->setStyleSheet(over ? ProblemStyle : QString());
    updateButtons();
}

void TalonFleetEditor::updateButtons()
{
    const int row = m_counters->currentIndex().row();
    const QString id = m_model->idAt(row);
    m_add->setEnabled(!id.isEmpty());
    m_copy->setEnabled(!id.isEmpty() && m_model->designAt(row) < 0);
    const TalonCounter *c = id.isEmpty() || !m_alive
                                ? nullptr
                                : talonSystem(m_document).counterOf(m_document.fleet(), id);
    m_picked->setText(c ? tr("Picked: %1").arg(counterLabel(*c)) : tr("No counter picked."));
}

void TalonFleetEditor::edit(const QString &text,
                            const std::function<void(TalonFleetSettings &)> &change)
{
    if (m_alive)
        pushEdit<TalonFleetSettings>(m_document, {text, -1, this}, change);
}

QString TalonFleetEditor::pickedCounter() const
{
    return m_model->idAt(m_counters->currentIndex().row());
}

void TalonFleetEditor::pickCounter(const QString &id)
{
    const int row = m_model->rowOf(id);
    if (row >= 0)
        m_counters->selectionModel()->setCurrentIndex(
            m_model->index(row, TalonCounterModel::NameColumn),
            QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    updateButtons();
}

int TalonFleetEditor::addShip()
{
    const QString id = pickedCounter();
    if (!m_alive || id.isEmpty())
        return -1;
    const model::Fleet &fleet = m_document.fleet();
    const TalonCounter *c = talonSystem(m_document).counterOf(fleet, id);
    auto ship = std::make_unique<TalonShip>();
    ship->classId = id;
    ship->name = SystemUi::nextShipName(fleet, c ? counterName(*c) : id);
    const int at = int(fleet.ships.size());
    keepingFocus(this, [&] {
        m_document.undoStack()->push(
            new InsertShipCommand(&m_document, at, std::move(ship), tr("Add ship")));
    });
    return at;
}

int TalonFleetEditor::copyToCustomDesign()
{
    const int row = m_counters->currentIndex().row();
    const QString id = m_model->idAt(row);
    const TalonCounter *c = m_alive ? talonSystem(m_document).rules().counter(id) : nullptr;
    if (!c || m_model->designAt(row) >= 0)
        return -1;
    const model::Fleet &fleet = m_document.fleet();
    auto design = std::make_unique<TalonDesign>(customCopy(talonSystem(m_document), fleet, *c));
    const QString newId = design->id();
    const int at = int(fleet.designs.size());
    keepingFocus(this, [&] {
        m_document.undoStack()->push(new InsertDesignCommand(&m_document, at, std::move(design),
                                                             tr("Copy counter to custom design")));
    });
    pickCounter(newId);
    return at;
}

bool TalonFleetEditor::focusSubject(const QString &subject)
{
    if (subject == QLatin1String("faction")) {
        revealAndFocus(m_faction);
        return true;
    }
    const std::vector<model::JsonPath::Segment> path = model::JsonPath(subject).segments();
    if (path.empty() || path[0].isIndex() || path[0].key != QLatin1String("counterMix"))
        return false;
    if (path.size() > 1) {
        const int row = m_model->rowOf(path[1].key);
        if (row < 0)
            return false;
        pickCounter(path[1].key);
        m_counters->scrollTo(m_model->index(row, 0));
    }
    revealAndFocus(m_counters);
    return true;
}

} // namespace fw::app
