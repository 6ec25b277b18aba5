// The A Billion Suns roster editor's boxes: the roster's figures, the battlegroups and the custom
// classes.

#include "BillionSunsRosterEditor.h"

#include "../../commands/FleetCommands.h"
#include "../../commands/PushEdit.h"
#include "../../document/FleetDocument.h"
#include "BillionSunsEditing.h"
#include "BillionSunsModels.h"

#include <QAction>
#include <QFormLayout>
#include <QFrame>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QTableView>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>
#include <climits>

namespace fw::app {

using namespace billionsuns;
using model::billionsuns::BillionSunsText;
namespace {

// Runs `follow` once the rows of `model` came, went or moved: the view's current row stays on the
// same item, but its number may have changed (or, when it went, there may be none).
void followRows(QAbstractItemModel *model, QObject *context, const std::function<void()> &follow)
{
    QObject::connect(model, &QAbstractItemModel::rowsInserted, context, follow);
    QObject::connect(model, &QAbstractItemModel::rowsRemoved, context, follow);
    QObject::connect(model, &QAbstractItemModel::rowsMoved, context, follow);
    QObject::connect(model, &QAbstractItemModel::modelReset, context, follow);
}

void setupTable(QTableView *view)
{
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->setAlternatingRowColors(true);
    view->setTabKeyNavigation(false); // Tab leaves the list for the buttons
    view->setWordWrap(false);
    view->verticalHeader()->hide();
    view->horizontalHeader()->setHighlightSections(false);
    view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    view->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    view->horizontalHeader()->setStretchLastSection(false);
}

// Sizes the list to its rows, from `minimum` to `maximum` of them, so that a short list takes
// little room on the page and a long one scrolls.
void fitRows(QTableView *view, int minimum, int maximum)
{
    const auto fit = [view, minimum, maximum] {
        const int rows = std::clamp(view->model()->rowCount(), minimum, maximum);
        view->setFixedHeight(view->horizontalHeader()->sizeHint().height()
                             + rows * view->verticalHeader()->defaultSectionSize()
                             + 2 * view->frameWidth());
    };
    fit();
    QObject::connect(view->model(), &QAbstractItemModel::modelReset, view, fit);
    QObject::connect(view->model(), &QAbstractItemModel::rowsInserted, view, fit);
    QObject::connect(view->model(), &QAbstractItemModel::rowsRemoved, view, fit);
}

QPushButton *button(const QString &text, const char *name, const QString &toolTip, QWidget *parent)
{
    auto *b = new QPushButton(text, parent);
    b->setObjectName(QLatin1String(name));
    b->setToolTip(toolTip);
    b->setAutoDefault(false);
    return b;
}

} // namespace

QWidget *BillionSunsRosterEditor::createRosterBox()
{
    auto *box = new QGroupBox(tr("Roster"), this);
    auto *form = new QFormLayout(box);
    form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);

    m_corporation = new QLineEdit(box);
    m_corporation->setObjectName(QStringLiteral("corporation"));
    m_corporation->setMaxLength(200);
    m_corporation->setPlaceholderText(tr("The corporation that requisitions the roster"));
    m_corporation->setToolTip(tr("A Billion Suns: the corporation whose CEO requisitions these "
                                 "ships."));
    auto *corporationLabel = new QLabel(tr("&Corporation:"), box);
    corporationLabel->setBuddy(m_corporation);
    form->addRow(corporationLabel, m_corporation);

    m_scale = new QSpinBox(box);
    m_scale->setObjectName(QStringLiteral("scale"));
    m_scale->setMinimumWidth(80);
    auto *scaleLabel = new QLabel(tr("&Scale (S):"), box);
    scaleLabel->setBuddy(m_scale);
    form->addRow(scaleLabel, m_scale);

    m_cmdTokens = new QLabel(box);
    m_cmdTokens->setObjectName(QStringLiteral("cmdTokens"));
    m_cmdTokens->setToolTip(tr("A Billion Suns, scale: each player has S + 3 CMD tokens per "
                               "round."));
    auto *cmdLabel = new QLabel(tr("CMD tokens per round (S + 3):"), box);
    cmdLabel->setToolTip(m_cmdTokens->toolTip());
    form->addRow(cmdLabel, m_cmdTokens);

    m_utilityShips = new QLabel(box);
    m_utilityShips->setObjectName(QStringLiteral("utilityShips"));
    m_utilityShips->setToolTip(tr("A Billion Suns, jump phase: operational limits: at most S "
                                  "utility ships in play."));
    auto *utilityLabel = new QLabel(tr("Utility ships (at most S):"), box);
    utilityLabel->setToolTip(m_utilityShips->toolTip());
    form->addRow(utilityLabel, m_utilityShips);

    m_tables = new QSpinBox(box);
    m_tables->setObjectName(QStringLiteral("tables"));
    m_tables->setMinimumWidth(80);
    m_tables->setToolTip(tr("A Billion Suns, jump phase: operational limits: the tables the game "
                            "is played on, at least one. At most tables + 1 jump points."));
    auto *tablesLabel = new QLabel(tr("Tab&les:"), box);
    tablesLabel->setBuddy(m_tables);
    tablesLabel->setToolTip(m_tables->toolTip());
    form->addRow(tablesLabel, m_tables);

    m_jumpPoints = new QSpinBox(box);
    m_jumpPoints->setObjectName(QStringLiteral("jumpPoints"));
    m_jumpPoints->setMinimumWidth(80);
    m_jumpPoints->setToolTip(tr("A Billion Suns, jump phase: operational limits: the jump points "
                                "the CEO plans to deploy, at most tables + 1."));
    m_jumpPointsLimit = new QLabel(box);
    m_jumpPointsLimit->setObjectName(QStringLiteral("jumpPointsLimit"));
    m_jumpPointsLimit->setToolTip(m_jumpPoints->toolTip());
    m_jumpPointsLimit->setWordWrap(true);
    auto *jumpRow = new QHBoxLayout;
    jumpRow->addWidget(m_jumpPoints);
    jumpRow->addWidget(m_jumpPointsLimit, 1);
    auto *jumpLabel = new QLabel(tr("&Jump points:"), box);
    jumpLabel->setBuddy(m_jumpPoints);
    jumpLabel->setToolTip(m_jumpPoints->toolTip());
    form->addRow(jumpLabel, jumpRow);

    connect(m_corporation, &QLineEdit::textEdited, this, [this](const QString &text) {
        edit(tr("Rename corporation"), mergeKey("corporation"),
             [&](BillionSunsRoster &r) { r.corporation = text; });
    });
    connect(m_scale, &QSpinBox::valueChanged, this, [this](int value) {
        edit(tr("Change scale"), mergeKey("scale"), [&](BillionSunsRoster &r) { r.scale = value; });
    });
    connect(m_tables, &QSpinBox::valueChanged, this, [this](int value) {
        edit(tr("Change tables"), mergeKey("tables"),
             [&](BillionSunsRoster &r) { r.tables = value; });
    });
    connect(m_jumpPoints, &QSpinBox::valueChanged, this, [this](int value) {
        edit(tr("Change jump points"), mergeKey("jumpPoints"),
             [&](BillionSunsRoster &r) { r.jumpPoints = value; });
    });
    return box;
}

QWidget *BillionSunsRosterEditor::createBattlegroupBox()
{
    auto *box = new QGroupBox(tr("Battle&groups"), this);
    box->setToolTip(tr("A Billion Suns, jump phase: ships and wings jump in by battlegroup, at "
                       "most %1 per battlegroup. Move a ship by picking its battlegroup on the "
                       "Ship page.")
                        .arg(MaxBattlegroupSize));

    m_battlegroupModel = new BattlegroupModel(m_document, this);
    m_battlegroupModel->setRenamer(
        [this](int row, const QString &name) { return renameBattlegroup(row, name); });
    m_battlegroups = new QTableView(box);
    m_battlegroups->setObjectName(QStringLiteral("battlegroups"));
    m_battlegroups->setModel(m_battlegroupModel);
    setupTable(m_battlegroups);
    fitRows(m_battlegroups, 4, 10);
    m_battlegroups->setEditTriggers(QAbstractItemView::DoubleClicked
                                    | QAbstractItemView::EditKeyPressed
                                    | QAbstractItemView::SelectedClicked);
    m_battlegroups->setToolTip(tr("Double-click a name, or press F2, to rename the battlegroup."));

    m_addBattlegroup = button(tr("&Add"), "addBattlegroup",
                              tr("Add a battlegroup to the roster and name it"), box);
    m_renameBattlegroup = button(tr("&Rename"), "renameBattlegroup",
                                 tr("Rename the battlegroup; its ships move with it (F2)"), box);
    m_removeBattlegroup
        = button(tr("Re&move"), "removeBattlegroup",
                 tr("Remove the battlegroup; if it has ships, you are asked first"), box);
    auto *buttons = new QVBoxLayout;
    buttons->addWidget(m_addBattlegroup);
    buttons->addWidget(m_renameBattlegroup);
    buttons->addWidget(m_removeBattlegroup);
    buttons->addStretch(1);
    auto *row = new QHBoxLayout;
    row->addWidget(m_battlegroups, 1);
    row->addLayout(buttons);

    m_battlegroupNote = new QLabel(box);
    m_battlegroupNote->setObjectName(QStringLiteral("battlegroupNote"));
    m_battlegroupNote->setWordWrap(true);
    m_battlegroupNote->setStyleSheet(ProblemStyle);
    m_battlegroupNote->hide();

    m_battlegroupNotes = new QLineEdit(box);
    m_battlegroupNotes->setObjectName(QStringLiteral("battlegroupNotes"));
    m_battlegroupNotes->setToolTip(tr("Your notes on the selected battlegroup."));
    auto *notesForm = new QFormLayout;
    notesForm->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    notesForm->addRow(tr("Notes on the battlegroup:"), m_battlegroupNotes);

    auto *layout = new QVBoxLayout(box);
    layout->addLayout(row);
    layout->addWidget(m_battlegroupNote);
    layout->addLayout(notesForm);

    auto *removeAction = new QAction(tr("Remove Battlegroup"), m_battlegroups);
    removeAction->setShortcut(QKeySequence::Delete);
    removeAction->setShortcutContext(Qt::WidgetShortcut);
    auto *renameAction = new QAction(tr("Rename Battlegroup"), m_battlegroups);
    auto *addAction = new QAction(tr("Add Battlegroup"), m_battlegroups);
    m_battlegroups->addAction(addAction);
    m_battlegroups->addAction(renameAction);
    m_battlegroups->addAction(removeAction);
    m_battlegroups->setContextMenuPolicy(Qt::ActionsContextMenu);
    connect(addAction, &QAction::triggered, this, [this] { addBattlegroup(); });
    connect(renameAction, &QAction::triggered, this, [this] { renameBattlegroup(); });
    connect(removeAction, &QAction::triggered, this, [this] { removeBattlegroup(); });

    connect(m_addBattlegroup, &QPushButton::clicked, this, [this] { addBattlegroup(); });
    connect(m_renameBattlegroup, &QPushButton::clicked, this, [this] { renameBattlegroup(); });
    connect(m_removeBattlegroup, &QPushButton::clicked, this, [this] { removeBattlegroup(); });
    connect(m_battlegroups->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &BillionSunsRosterEditor::battlegroupSelected);
    followRows(m_battlegroupModel, this, [this] {
        const int current = currentBattlegroup();
        selectBattlegroup(current >= 0 ? current : m_battlegroupRow);
    });
    connect(m_battlegroupNotes, &QLineEdit::textEdited, this, [this](const QString &text) {
        const int group = currentBattlegroup();
        if (group < 0)
            return;
        const QByteArray key = QStringLiteral("battlegroups[%1].notes").arg(group).toUtf8();
        edit(tr("Edit battlegroup notes"), mergeKey(key.constData()),
             [&](BillionSunsRoster &r) { r.battlegroups[std::size_t(group)].notes = text; });
    });
    return box;
}

} // namespace fw::app
