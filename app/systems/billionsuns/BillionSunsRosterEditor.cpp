#include "BillionSunsRosterEditor.h"

#include "../../commands/FleetCommands.h"
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
#include <QRegularExpression>
#include <QSpinBox>
#include <QTableView>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>

namespace fw::app {

using namespace billionsuns;
using model::billionsuns::BillionSunsText;

namespace {

const QString ErrorStyle = QStringLiteral("color: #c0392b;");

bool sameRoster(const BillionSunsRoster &a, const BillionSunsRoster &b)
{
    return a.corporation == b.corporation && a.scale == b.scale && a.tables == b.tables
           && a.jumpPoints == b.jumpPoints && a.battlegroups == b.battlegroups;
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

BillionSunsRosterEditor::BillionSunsRosterEditor(FleetDocument &document, QWidget *parent)
    : FleetEditor(parent)
    , m_document(document)
    , m_alive(&document)
{
    setObjectName(QStringLiteral("rosterEditor"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(createRosterBox());
    layout->addWidget(createBattlegroupBox());

    connect(&document, &FleetDocument::settingsChanged, this,
            &BillionSunsRosterEditor::updateFromDocument);
    connect(&document, &FleetDocument::headerChanged, this,
            &BillionSunsRosterEditor::updateFromDocument);
    connect(&document, &FleetDocument::analysisUpdated, this,
            &BillionSunsRosterEditor::updateReport);
    updateFromDocument();
    updateReport();
    selectBattlegroup(0);
}

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
    auto *tablesLabel = new QLabel(tr("&Tables:"), box);
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
    m_battlegroupNote->setStyleSheet(ErrorStyle);
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
    connect(m_battlegroupModel, &QAbstractItemModel::modelReset, this,
            [this] { selectBattlegroup(m_battlegroupRow); });
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

void BillionSunsRosterEditor::updateFromDocument()
{
    if (!m_alive)
        return;
    const BillionSunsRoster &roster = rosterOf(m_document);
    const auto options = systemOf(m_document).resolve(m_document.fleet());
    showText(m_corporation, roster.corporation);
    showValue(m_scale, roster.scale, options.scaleMinimum, options.scaleMaximum);
    m_scale->setToolTip(tr("A Billion Suns, scale: S gives each player S + 3 CMD tokens per round "
                           "and allows at most S utility ships. The rules options allow %1 to %2; "
                           "how S is chosen is an assumption.")
                            .arg(options.scaleMinimum)
                            .arg(options.scaleMaximum));
    m_cmdTokens->setText(QString::number(roster.scale + 3));
    showValue(m_tables, roster.tables, 1, 100);
    showValue(m_jumpPoints, roster.jumpPoints, 0, 100);
    const bool tooMany = roster.jumpPoints > roster.tables + 1;
    m_jumpPointsLimit->setText(tooMany
                                   ? tr("too many: at most %1 (tables + 1)").arg(roster.tables + 1)
                                   : tr("at most %1 (tables + 1)").arg(roster.tables + 1));
    m_jumpPointsLimit->setStyleSheet(tooMany ? ErrorStyle : QString());

    const int group = currentBattlegroup();
    m_renameBattlegroup->setEnabled(group >= 0);
    m_removeBattlegroup->setEnabled(group >= 0);
    m_battlegroupNotes->setEnabled(group >= 0);
    showText(m_battlegroupNotes,
             group >= 0 ? roster.battlegroups[std::size_t(group)].notes : QString());
}

void BillionSunsRosterEditor::updateReport()
{
    if (!m_alive)
        return;
    for (const model::ReportStat &stat : m_document.report().stats) {
        if (stat.key == QLatin1String("utilityShips"))
            m_utilityShips->setText(stat.value);
    }
}

void BillionSunsRosterEditor::edit(const QString &text, int key,
                                   const std::function<void(BillionSunsRoster &)> &change)
{
    if (!m_alive)
        return;
    std::unique_ptr<BillionSunsRoster> roster = copyRoster(m_document);
    change(*roster);
    if (sameRoster(*roster, rosterOf(m_document)))
        return;
    pushKeepingFocus(m_document, this,
                     new EditSettingsCommand(&m_document, std::move(roster), text, key));
}

int BillionSunsRosterEditor::currentBattlegroup() const
{
    const QModelIndex current = m_battlegroups->currentIndex();
    return current.isValid() ? current.row() : -1;
}

void BillionSunsRosterEditor::selectBattlegroup(int row)
{
    row = std::min(row, m_battlegroupModel->rowCount() - 1);
    if (row >= 0) {
        m_battlegroups->selectionModel()->setCurrentIndex(
            m_battlegroupModel->index(row, BattlegroupModel::NameColumn),
            QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    }
    battlegroupSelected();
}

void BillionSunsRosterEditor::battlegroupSelected()
{
    const int row = currentBattlegroup();
    if (row >= 0)
        m_battlegroupRow = row;
    updateFromDocument();
}

void BillionSunsRosterEditor::addBattlegroup()
{
    if (!m_alive)
        return;
    m_battlegroupNote->hide();
    const QString name = uniqueBattlegroupName(rosterOf(m_document));
    edit(tr("Add battlegroup"), -1, [&](BillionSunsRoster &r) {
        r.battlegroups.push_back({name, QString(), model::Json::object()});
    });
    const int row = m_battlegroupModel->rowCount() - 1;
    selectBattlegroup(row);
    // Name it right away.
    m_battlegroups->setFocus(Qt::OtherFocusReason);
    m_battlegroups->edit(m_battlegroupModel->index(row, BattlegroupModel::NameColumn));
}

void BillionSunsRosterEditor::renameBattlegroup()
{
    const int row = currentBattlegroup();
    if (row < 0)
        return;
    m_battlegroups->setFocus(Qt::OtherFocusReason);
    m_battlegroups->edit(m_battlegroupModel->index(row, BattlegroupModel::NameColumn));
}

bool BillionSunsRosterEditor::renameBattlegroup(int row, const QString &typed)
{
    if (!m_alive)
        return false;
    const BillionSunsRoster &roster = rosterOf(m_document);
    if (row < 0 || row >= int(roster.battlegroups.size()))
        return false;
    const QString name = typed.trimmed();
    const QString old = roster.battlegroups[std::size_t(row)].name;
    if (name == old) {
        m_battlegroupNote->hide();
        return true;
    }
    if (name.isEmpty()) {
        m_battlegroupNote->setText(tr("A battlegroup needs a name; it keeps “%1”.").arg(old));
        m_battlegroupNote->show();
        return false;
    }
    for (std::size_t i = 0; i < roster.battlegroups.size(); ++i) {
        if (int(i) != row && roster.battlegroups[i].name == name) {
            m_battlegroupNote->setText(tr("Another battlegroup is already called “%1”; this one "
                                          "keeps “%2”. To move ships, pick their battlegroup on "
                                          "the Ship page.")
                                           .arg(name, old));
            m_battlegroupNote->show();
            return false;
        }
    }
    m_battlegroupNote->hide();
    // Ships name their battlegroup: they follow the rename, unless another battlegroup has the
    // old name too (then they are that one's).
    int sharing = 0;
    for (const Battlegroup &g : roster.battlegroups)
        sharing += g.name == old ? 1 : 0;
    const bool moveShips = sharing == 1;
    pushKeepingFocus(m_document, this, tr("Rename battlegroup"), [&] {
        std::unique_ptr<BillionSunsRoster> changed = copyRoster(m_document);
        changed->battlegroups[std::size_t(row)].name = name;
        m_document.undoStack()->push(
            new EditSettingsCommand(&m_document, std::move(changed), tr("Rename battlegroup")));
        for (int i = 0; moveShips && i < int(m_document.fleet().ships.size()); ++i) {
            if (shipOf(m_document, i).battlegroup != old)
                continue;
            std::unique_ptr<BillionSunsShip> ship = copyShip(m_document, i);
            ship->battlegroup = name;
            m_document.undoStack()->push(
                new EditShipCommand(&m_document, i, std::move(ship), tr("Rename battlegroup")));
        }
    });
    return true;
}

void BillionSunsRosterEditor::removeBattlegroup()
{
    if (!m_alive)
        return;
    const int row = currentBattlegroup();
    const BillionSunsRoster &roster = rosterOf(m_document);
    if (row < 0 || row >= int(roster.battlegroups.size()))
        return;
    const QString name = roster.battlegroups[std::size_t(row)].name;
    int sharing = 0;
    for (const Battlegroup &g : roster.battlegroups)
        sharing += g.name == name ? 1 : 0;
    std::vector<int> ships;
    if (sharing == 1) {
        for (int i = 0; i < int(m_document.fleet().ships.size()); ++i) {
            if (shipOf(m_document, i).battlegroup == name)
                ships.push_back(i);
        }
    }
    if (!ships.empty()) {
        QMessageBox question(
            QMessageBox::Question, tr("Remove Battlegroup"),
            tr("The battlegroup “%1” has %n ship(s) or wing(s).", nullptr, int(ships.size()))
                .arg(name),
            QMessageBox::NoButton, this);
        question.setObjectName(QStringLiteral("removeBattlegroupQuestion"));
        question.setInformativeText(
            tr("Remove them together with the battlegroup? To keep them, cancel and move them to "
               "another battlegroup on the Ship page first."));
        QPushButton *remove
            = question.addButton(tr("Remove Battlegroup and Ships"), QMessageBox::DestructiveRole);
        remove->setObjectName(QStringLiteral("removeWithShips"));
        question.addButton(QMessageBox::Cancel);
        question.setDefaultButton(QMessageBox::Cancel);
        question.exec();
        if (question.clickedButton() != remove)
            return;
    }
    m_battlegroupNote->hide();
    pushKeepingFocus(m_document, this, tr("Remove battlegroup"), [&] {
        for (auto it = ships.rbegin(); it != ships.rend(); ++it)
            m_document.undoStack()->push(
                new RemoveShipCommand(&m_document, *it, tr("Remove ship")));
        std::unique_ptr<BillionSunsRoster> changed = copyRoster(m_document);
        changed->battlegroups.erase(changed->battlegroups.begin() + row);
        m_document.undoStack()->push(
            new EditSettingsCommand(&m_document, std::move(changed), tr("Remove battlegroup")));
    });
    selectBattlegroup(row); // the next one, or the last
}

bool BillionSunsRosterEditor::focusSubject(const QString &subject)
{
    static const QRegularExpression path(
        QStringLiteral("^(battlegroups)(?:\\[(\\d+)\\])?(?:\\.(.+))?$"));
    QWidget *target = nullptr;
    if (subject == QLatin1String("corporation"))
        target = m_corporation;
    else if (subject == QLatin1String("scale"))
        target = m_scale;
    else if (subject == QLatin1String("tables"))
        target = m_tables;
    else if (subject == QLatin1String("jumpPoints"))
        target = m_jumpPoints;
    if (target) {
        revealAndFocus(target);
        return true;
    }
    const QRegularExpressionMatch match = path.match(subject);
    if (!match.hasMatch())
        return false;
    const bool indexed = match.hasCaptured(2) && !match.captured(2).isEmpty();
    const int row = indexed ? match.captured(2).toInt() : -1;
    const QString field = match.captured(3);
    QTableView *view = m_battlegroups;
    if (!indexed) {
        if (!field.isEmpty())
            return false;
        revealAndFocus(view);
        return true;
    }
    if (row < 0 || row >= view->model()->rowCount())
        return false;
    if (!field.isEmpty() && field != QLatin1String("name") && field != QLatin1String("notes"))
        return false;
    selectBattlegroup(row);
    m_battlegroups->scrollTo(m_battlegroupModel->index(row, 0));
    if (field == QLatin1String("notes")) {
        revealAndFocus(m_battlegroupNotes);
        return true;
    }
    revealAndFocus(m_battlegroups);
    if (field == QLatin1String("name"))
        m_battlegroups->edit(m_battlegroupModel->index(row, BattlegroupModel::NameColumn));
    return true;
}

} // namespace fw::app
