#include "MainWindow.h"

#include "../combat/TrialBattleWindow.h"
#include "../commands/FleetCommands.h"
#include "../dialogs/BreakdownDialog.h"
#include "../dialogs/NewFleetDialog.h"
#include "../dialogs/PreferencesDialog.h"
#include "../document/FleetDocument.h"
#include "../document/FleetText.h"
#include "../document/RecoveryStore.h"
#include "../document/Settings.h"
#include "../models/DesignListModel.h"
#include "../models/FleetTreeModel.h"
#include "../models/IssuesModel.h"
#include "../print/ExportDialog.h"
#include "../print/PreviewDock.h"
#include "../print/PrintSession.h"
#include "../systems/SystemUi.h"
#include "CapacityStatus.h"
#include "FleetPage.h"

#include <model/core/JsonPath.h>
#include <model/io/FleetFile.h>
#include <model/systems/SystemRegistry.h>
#include <validators/ValidatorRegistry.h>

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QRegularExpression>
#include <QScrollArea>
#include <QSplitter>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QToolBar>
#include <QTreeView>
#include <QUndoStack>
#include <QUuid>
#include <QVBoxLayout>

namespace fw::app {

namespace {

QString fileFilter()
{
    return QCoreApplication::translate("fw::MainWindow",
                                       "Fleetwright fleets (*.fleet.json *.json);;All files (*)");
}

QString link(const QString &id, const QString &text, const QString &color = {})
{
    const QString escaped = text.toHtmlEscaped();
    return color.isEmpty()
               ? QStringLiteral("<a href=\"%1\">%2</a>").arg(id, escaped)
               : QStringLiteral("<a href=\"%1\" style=\"color:%3\">%2</a>").arg(id, escaped, color);
}

} // namespace

MainWindow::MainWindow(const Context &context, QWidget *parent)
    : QMainWindow(parent)
    , m_context(context)
    , m_print(std::make_unique<PrintSession>())
    , m_recoveryId(QUuid::createUuid().toString(QUuid::WithoutBraces))
    , m_autosave(new QTimer(this))
{
    setObjectName(QStringLiteral("MainWindow"));
    setAcceptDrops(true);
    createActions();
    createWidgets();
    createMenus();
    m_autosave->setInterval(60 * 1000);
    connect(m_autosave, &QTimer::timeout, this, &MainWindow::autosave);
    m_autosave->start();

    // An empty fleet of the preferred game until something is opened.
    const model::GameSystem *system = context.systems.find(Settings::defaultSystem());
    if (!system || !context.uis.find(system->id()))
        system = context.systems.systems().front().get();
    std::unique_ptr<model::Fleet> fleet = system->createFleet();
    fleet->name = tr("New fleet");
    setFleet(std::move(fleet), QString());

    resize(1280, 800);
    restoreGeometry(Settings::windowGeometry());
    restoreState(Settings::windowState());
}

MainWindow::~MainWindow()
{
    m_context.recovery.remove(m_recoveryId);
    detachDocument();
    // The preview refers to the print session, which goes before the window's children.
    delete m_previewDock;
    m_previewDock = nullptr;
}

// Takes the current document down in an order that is safe for everything that refers to it:
// focus leaves the editors (a field may save on focus-out, while the document still exists), the
// editors and views go, then the document.
void MainWindow::detachDocument()
{
    if (!m_document)
        return;
    QWidget *focus = QApplication::focusWidget();
    if (focus && (m_fleetScroll->isAncestorOf(focus) || m_shipScroll->isAncestorOf(focus)))
        focus->clearFocus();
    m_previewDock->setDocument(nullptr);
    if (m_trialBattle)
        m_trialBattle->setDocument(nullptr);
    m_document->undoStack()->disconnect();
    m_document->disconnect();
    delete m_fleetScroll->takeWidget();
    m_fleetPage = nullptr;
    delete m_shipScroll->takeWidget();
    m_shipEditor = nullptr;
    delete m_designScroll->takeWidget();
    m_designEditor = nullptr;
    for (QAbstractItemView *view :
         std::initializer_list<QAbstractItemView *>{m_tree, m_issuesView, m_designList}) {
        QItemSelectionModel *selection = view->selectionModel();
        view->setModel(nullptr);
        delete selection;
    }
    delete m_treeModel;
    m_treeModel = nullptr;
    delete m_designModel;
    m_designModel = nullptr;
    delete m_issuesModel;
    m_issuesModel = nullptr;
    delete m_document;
    m_document = nullptr;
}

QAction *MainWindow::action(const QString &name) const
{
    const auto it = m_actions.find(name);
    return it == m_actions.end() ? nullptr : it->second;
}

void MainWindow::createActions()
{
    const auto make = [this](const char *name, const QString &text, auto slot,
                             QKeySequence shortcut = {}, const QString &tip = {}) {
        auto *action = new QAction(text, this);
        action->setObjectName(QLatin1String(name));
        if (!shortcut.isEmpty())
            action->setShortcut(shortcut);
        if (!tip.isEmpty())
            action->setStatusTip(tip);
        connect(action, &QAction::triggered, this, slot);
        m_actions[QLatin1String(name)] = action;
        return action;
    };
    make("new", tr("&New Fleet…"), &MainWindow::newFleet, QKeySequence::New,
         tr("Start a new fleet"));
    make("open", tr("&Open…"), &MainWindow::open, QKeySequence::Open, tr("Open a fleet file"));
    make(
        "save", tr("&Save"), [this] { save(); }, QKeySequence::Save, tr("Save the fleet"));
    make(
        "saveAs", tr("Save &As…"), [this] { saveAs(); }, QKeySequence::SaveAs,
        tr("Save the fleet under a new name"));
    make("copyText", tr("&Copy Fleet as Text"), &MainWindow::copyFleetAsText,
         QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C),
         tr("Copy the fleet as plain text, for forums and chat"));
    make("export", tr("&Export…"), &MainWindow::exportPrintout, QKeySequence(Qt::CTRL | Qt::Key_E),
         tr("Save the roster, ship sheets or counters as PDF, SVG or PNG"));
    make("print", tr("&Print…"), &MainWindow::print, QKeySequence::Print,
         tr("Print the roster, ship sheets or counters"));
    make("quit", tr("&Quit"), &QWidget::close, QKeySequence::Quit);
    make("addShip", tr("&Add Ship"), &MainWindow::addShip, QKeySequence(Qt::CTRL | Qt::Key_T),
         tr("Add a ship to the fleet"));
    make("duplicateShip", tr("&Duplicate Ship"), &MainWindow::duplicateShip,
         QKeySequence(Qt::CTRL | Qt::Key_D), tr("Add a copy of the selected ship"));
    make("removeShip", tr("&Remove Ship"), &MainWindow::removeShip, QKeySequence(),
         tr("Remove the selected ship"));
    make(
        "moveUp", tr("Move &Up"), [this] { moveShip(-1); }, QKeySequence(Qt::CTRL | Qt::Key_Up));
    make(
        "moveDown", tr("Move Do&wn"), [this] { moveShip(1); },
        QKeySequence(Qt::CTRL | Qt::Key_Down));
    make("fleetBreakdown", tr("Explain the Fleet's &Points"), &MainWindow::showFleetBreakdown,
         QKeySequence(Qt::CTRL | Qt::Key_B));
    make("shipBreakdown", tr("Explain the Ship's &Cost"), &MainWindow::showShipBreakdown,
         QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_B));
    make("capacityBreakdown", tr("Explain the Ship's Capacitie&s"),
         [this] { showCapacityBreakdown(); });
    make(
        "trialBattle", tr("&Trial Battle…"), [this] { showTrialBattle(); },
        QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_T),
        tr("Fight trial battles between two fleets and see the odds of every attack"));
    make("preferences", tr("&Preferences…"), &MainWindow::showPreferences,
         QKeySequence(QKeySequence::Preferences).isEmpty()
             ? QKeySequence(Qt::CTRL | Qt::Key_Comma)
             : QKeySequence(QKeySequence::Preferences));
    make("about", tr("&About Fleetwright"), &MainWindow::showAbout);
    createDesignActions();
    // Short texts for the ship toolbar above the fleet tree; menus show the full ones.
    action(QStringLiteral("addShip"))->setIconText(tr("Add"));
    action(QStringLiteral("duplicateShip"))->setIconText(tr("Duplicate"));
    action(QStringLiteral("removeShip"))->setIconText(tr("Remove"));
    action(QStringLiteral("moveUp"))->setIconText(tr("Up"));
    action(QStringLiteral("moveDown"))->setIconText(tr("Down"));
    // Delete removes the ship only where the fleet tree has focus, never text in an editor.
    action(QStringLiteral("removeShip"))->setShortcut(QKeySequence::Delete);
    action(QStringLiteral("removeShip"))->setShortcutContext(Qt::WidgetWithChildrenShortcut);
}

void MainWindow::createWidgets()
{
    m_tree = new QTreeView;
    m_tree->setObjectName(QStringLiteral("fleetTree"));
    m_tree->setUniformRowHeights(true);
    m_tree->setAlternatingRowColors(true);
    m_tree->setSelectionMode(QAbstractItemView::SingleSelection);
    m_tree->addAction(action(QStringLiteral("removeShip")));
    m_tree->setContextMenuPolicy(Qt::ActionsContextMenu);
    for (const char *name : {"addShip", "duplicateShip", "moveUp", "moveDown"})
        m_tree->addAction(action(QLatin1String(name)));

    // Clicking a ship shows it, even when it is already the current one.
    connect(m_tree, &QTreeView::clicked, this, [this](const QModelIndex &index) {
        if (index.data(FleetTreeModel::ShipIndexRole).toInt() >= 0)
            m_tabs->setCurrentWidget(m_shipScroll);
    });

    auto *shipBar = new QToolBar;
    shipBar->setIconSize(QSize(16, 16));
    shipBar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    for (const char *name : {"addShip", "duplicateShip", "removeShip", "moveUp", "moveDown"})
        shipBar->addAction(action(QLatin1String(name)));
    auto *left = new QWidget;
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(shipBar);
    leftLayout->addWidget(m_tree, 2);
    leftLayout->addWidget(createDesignPanel(), 1);

    m_tabs = new QTabWidget;
    m_tabs->setObjectName(QStringLiteral("editorTabs"));
    m_fleetScroll = new QScrollArea;
    m_fleetScroll->setWidgetResizable(true);
    m_fleetScroll->setFrameShape(QFrame::NoFrame);
    m_shipScroll = new QScrollArea;
    m_shipScroll->setWidgetResizable(true);
    m_shipScroll->setFrameShape(QFrame::NoFrame);
    m_tabs->addTab(m_fleetScroll, tr("&Fleet"));
    m_tabs->addTab(m_shipScroll, tr("S&hip"));

    auto *splitter = new QSplitter;
    splitter->setObjectName(QStringLiteral("mainSplitter"));
    splitter->addWidget(left);
    splitter->addWidget(m_tabs);
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 3);
    splitter->setSizes({380, 900});
    setCentralWidget(splitter);

    m_issuesView = new QTableView;
    m_issuesView->setObjectName(QStringLiteral("issuesView"));
    m_issuesView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_issuesView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_issuesView->setWordWrap(false);
    m_issuesView->verticalHeader()->hide();
    m_issuesView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    connect(m_issuesView, &QTableView::doubleClicked, this, [this](const QModelIndex &index) {
        focusSubject(index.data(IssuesModel::SubjectRole).toString());
    });
    connect(m_issuesView, &QTableView::activated, this, [this](const QModelIndex &index) {
        focusSubject(index.data(IssuesModel::SubjectRole).toString());
    });
    auto *dock = new QDockWidget(tr("Issues"), this);
    dock->setObjectName(QStringLiteral("issuesDock"));
    dock->setWidget(m_issuesView);
    addDockWidget(Qt::BottomDockWidgetArea, dock);
    resizeDocks({dock}, {160}, Qt::Vertical);
    auto *toggle = dock->toggleViewAction();
    toggle->setShortcut(QKeySequence(Qt::Key_F8));
    m_actions[QStringLiteral("toggleIssues")] = toggle;

    // The print preview takes the right side from top to bottom.
    setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    m_previewDock = new PreviewDock(*m_print, this);
    addDockWidget(Qt::RightDockWidgetArea, m_previewDock);
    resizeDocks({m_previewDock}, {400}, Qt::Horizontal);
    auto *previewToggle = m_previewDock->toggleViewAction();
    previewToggle->setShortcut(QKeySequence(Qt::Key_F9));
    previewToggle->setStatusTip(tr("Show or hide the print preview"));
    m_actions[QStringLiteral("togglePreview")] = previewToggle;
    connect(m_previewDock, &PreviewDock::shipActivated, this, [this](int ship) {
        selectShip(ship);
        m_tabs->setCurrentWidget(m_shipScroll);
    });

    m_shipLabel = new QLabel;
    m_capacitiesLabel = new QLabel;
    m_pointsLabel = new QLabel;
    m_legalLabel = new QLabel;
    for (QLabel *label : {m_shipLabel, m_capacitiesLabel, m_pointsLabel, m_legalLabel}) {
        label->setTextFormat(Qt::RichText);
        label->setContentsMargins(6, 0, 6, 0);
        connect(label, &QLabel::linkActivated, this, [this, dock](const QString &target) {
            if (target == QLatin1String("ship"))
                showShipBreakdown();
            else if (const QString key = capacityLinkKey(target); !key.isEmpty())
                showCapacityBreakdown(key);
            else if (target == QLatin1String("points"))
                showFleetBreakdown();
            else if (target == QLatin1String("issues")) {
                dock->show();
                dock->raise();
                m_issuesView->setFocus();
            }
        });
        statusBar()->addPermanentWidget(label);
    }
    m_shipLabel->setObjectName(QStringLiteral("shipCost"));
    m_capacitiesLabel->setObjectName(QStringLiteral("capacities"));
    m_pointsLabel->setObjectName(QStringLiteral("points"));
    m_legalLabel->setObjectName(QStringLiteral("legality"));
}

void MainWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->addAction(action(QStringLiteral("new")));
    file->addAction(action(QStringLiteral("open")));
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    connect(m_recentMenu, &QMenu::aboutToShow, this, &MainWindow::rebuildRecentMenu);
    file->addSeparator();
    file->addAction(action(QStringLiteral("save")));
    file->addAction(action(QStringLiteral("saveAs")));
    file->addAction(action(QStringLiteral("importDesigns")));
    file->addSeparator();
    file->addAction(action(QStringLiteral("copyText")));
    file->addSeparator();
    file->addAction(action(QStringLiteral("export")));
    file->addAction(action(QStringLiteral("print")));
    file->addSeparator();
    file->addAction(action(QStringLiteral("quit")));

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    m_undo = new QAction(tr("&Undo"), this);
    m_undo->setObjectName(QStringLiteral("undo"));
    m_undo->setShortcut(QKeySequence::Undo);
    m_redo = new QAction(tr("&Redo"), this);
    m_redo->setObjectName(QStringLiteral("redo"));
    m_redo->setShortcut(QKeySequence::Redo);
    connect(m_undo, &QAction::triggered, this, [this] { m_document->undoStack()->undo(); });
    connect(m_redo, &QAction::triggered, this, [this] { m_document->undoStack()->redo(); });
    m_actions[QStringLiteral("undo")] = m_undo;
    m_actions[QStringLiteral("redo")] = m_redo;
    edit->addAction(m_undo);
    edit->addAction(m_redo);
    edit->addSeparator();
    for (const char *name : {"addShip", "duplicateShip", "removeShip", "moveUp", "moveDown"})
        edit->addAction(action(QLatin1String(name)));
    edit->addSeparator();
    for (const char *name : {"newDesign", "duplicateDesign", "removeDesign"})
        edit->addAction(action(QLatin1String(name)));
    edit->addSeparator();
    edit->addAction(action(QStringLiteral("preferences")));

    QMenu *view = menuBar()->addMenu(tr("&View"));
    view->addAction(action(QStringLiteral("toggleIssues")));
    view->addAction(action(QStringLiteral("togglePreview")));
    view->addSeparator();
    view->addAction(action(QStringLiteral("fleetBreakdown")));
    view->addAction(action(QStringLiteral("shipBreakdown")));
    view->addAction(action(QStringLiteral("capacityBreakdown")));

    QMenu *tools = menuBar()->addMenu(tr("&Tools"));
    tools->addAction(action(QStringLiteral("trialBattle")));

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(action(QStringLiteral("about")));

    QToolBar *bar = addToolBar(tr("Main"));
    bar->setObjectName(QStringLiteral("mainToolBar"));
    bar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    for (const char *name : {"new", "open", "save"})
        bar->addAction(action(QLatin1String(name)));
    bar->addSeparator();
    bar->addAction(m_undo);
    bar->addAction(m_redo);
    bar->addSeparator();
    bar->addAction(action(QStringLiteral("fleetBreakdown")));
}

void MainWindow::setFleet(std::unique_ptr<model::Fleet> fleet, const QString &filePath)
{
    // The previous document's autosaved copy is no longer needed.
    m_context.recovery.remove(m_recoveryId);
    m_recoveryId = QUuid::createUuid().toString(QUuid::WithoutBraces);
    m_context.recovery.claim(m_recoveryId);

    // The old document's editors and views go while it still exists.
    detachDocument();
    m_document = new FleetDocument(m_context.systems, m_context.validators, std::move(fleet), this);
    m_document->setFilePath(filePath);
    m_ui = m_context.uis.find(m_document->system().id());
    Q_ASSERT(m_ui);
    m_currentShip = m_document->fleet().ships.empty() ? -1 : 0;
    attachDocument();
}

void MainWindow::attachDocument()
{
    m_treeModel = new FleetTreeModel(*m_document, *m_ui, this);
    m_tree->setModel(m_treeModel);
    m_tree->header()->setSectionResizeMode(FleetTreeModel::NameColumn, QHeaderView::Stretch);
    m_tree->header()->setSectionResizeMode(FleetTreeModel::ClassColumn,
                                           QHeaderView::ResizeToContents);
    m_tree->header()->setSectionResizeMode(FleetTreeModel::CostColumn,
                                           QHeaderView::ResizeToContents);
    m_tree->header()->setStretchLastSection(false);
    m_tree->setRootIsDecorated(m_treeModel->hasGroups());
    m_tree->expandAll();
    connect(m_treeModel, &QAbstractItemModel::modelReset, this, [this] {
        m_tree->setRootIsDecorated(m_treeModel->hasGroups());
        m_tree->expandAll();
        selectShip(m_currentShip);
    });
    connect(m_tree->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex &current) {
                const int ship = current.data(FleetTreeModel::ShipIndexRole).toInt();
                if (!current.isValid() || ship < 0)
                    return;
                if (ship != m_currentShip) {
                    m_currentShip = ship;
                    m_shipEditor->setShip(ship);
                    updateStatus();
                    updateActions();
                }
                m_previewDock->followShip(ship);
                // A ship the player picks is shown; a re-selection after the tree was rebuilt
                // (an undo on the fleet page, a battlegroup renamed) leaves the page alone.
                if (!m_selectingShip)
                    m_tabs->setCurrentWidget(m_shipScroll);
            });

    m_issuesModel = new IssuesModel(*m_document, this);
    m_issuesView->setModel(m_issuesModel);
    m_issuesView->horizontalHeader()->setSectionResizeMode(IssuesModel::SeverityColumn,
                                                           QHeaderView::ResizeToContents);
    m_issuesView->horizontalHeader()->setSectionResizeMode(IssuesModel::MessageColumn,
                                                           QHeaderView::Stretch);
    m_issuesView->horizontalHeader()->setSectionResizeMode(IssuesModel::SubjectColumn,
                                                           QHeaderView::ResizeToContents);
    m_issuesView->horizontalHeader()->setSectionResizeMode(IssuesModel::RuleColumn,
                                                           QHeaderView::ResizeToContents);

    m_fleetPage = new FleetPage(*m_document, *m_ui);
    m_fleetScroll->setWidget(m_fleetPage);
    m_shipEditor = m_ui->createShipEditor(*m_document, nullptr);
    m_shipEditor->setObjectName(QStringLiteral("shipEditor"));
    m_shipScroll->setWidget(m_shipEditor);
    m_shipEditor->setShip(m_currentShip);
    attachDesigns();

    QUndoStack *stack = m_document->undoStack();
    m_undo->setEnabled(stack->canUndo());
    m_redo->setEnabled(stack->canRedo());
    connect(stack, &QUndoStack::canUndoChanged, m_undo, &QAction::setEnabled);
    connect(stack, &QUndoStack::canRedoChanged, m_redo, &QAction::setEnabled);
    const auto undoText = [this, stack] {
        m_undo->setText(stack->canUndo() ? tr("&Undo %1").arg(stack->undoText()) : tr("&Undo"));
        m_redo->setText(stack->canRedo() ? tr("&Redo %1").arg(stack->redoText()) : tr("&Redo"));
    };
    connect(stack, &QUndoStack::indexChanged, this, undoText);
    undoText();

    // Keep the selected ship while ships come and go.
    connect(m_document, &FleetDocument::shipInserted, this, [this](int index) {
        if (m_currentShip >= index) {
            ++m_currentShip;
            m_shipEditor->setShip(m_currentShip);
        }
    });
    connect(m_document, &FleetDocument::shipRemoved, this, [this](int index) {
        const int count = int(m_document->fleet().ships.size());
        if (m_currentShip > index || m_currentShip >= count)
            --m_currentShip;
        m_shipEditor->setShip(m_currentShip);
    });
    connect(m_document, &FleetDocument::shipMoved, this, [this](int from, int to) {
        if (m_currentShip == from)
            m_currentShip = to;
        else if (from < m_currentShip && to >= m_currentShip)
            --m_currentShip;
        else if (from > m_currentShip && to <= m_currentShip)
            ++m_currentShip;
        m_shipEditor->setShip(m_currentShip);
    });
    connect(m_document, &FleetDocument::analysisUpdated, this, [this] {
        updateStatus();
        updateTitle();
        updateActions();
    });
    connect(m_document, &FleetDocument::modifiedChanged, this, [this](bool modified) {
        updateTitle();
        if (!modified)
            m_context.recovery.remove(m_recoveryId);
    });
    connect(m_document, &FleetDocument::filePathChanged, this, &MainWindow::updateTitle);

    m_previewDock->setDocument(m_document);
    if (m_trialBattle)
        m_trialBattle->setDocument(m_document);
    selectShip(m_currentShip);
    m_tabs->setCurrentWidget(m_currentShip >= 0 ? m_shipScroll : m_fleetScroll);
    updateStatus();
    updateTitle();
    updateActions();
}

void MainWindow::selectShip(int index)
{
    if (!m_treeModel)
        return;
    const QModelIndex item = m_treeModel->indexOfShip(index);
    m_selectingShip = true;
    if (item.isValid()) {
        m_tree->setCurrentIndex(item);
        m_tree->scrollTo(item);
    } else {
        m_tree->clearSelection();
    }
    m_selectingShip = false;
    if (index != m_shipEditor->ship())
        m_shipEditor->setShip(index);
    m_currentShip = index;
    m_previewDock->followShip(index);
    updateStatus();
    updateActions();
}

bool MainWindow::focusSubject(const QString &subject)
{
    if (focusDesignSubject(subject))
        return true;
    const model::JsonPath path(subject);
    const model::JsonPath ships = model::JsonPath().key("ships");
    if (const std::optional<std::size_t> ship = path.indexAfter(ships)) {
        if (*ship >= m_document->fleet().ships.size())
            return false;
        selectShip(int(*ship));
        m_tabs->setCurrentWidget(m_shipScroll);
        const QString rest = path.tailAfter(ships.index(*ship))->toString();
        if (rest.isEmpty() || !m_shipEditor->focusSubject(rest))
            m_shipEditor->setFocus(Qt::OtherFocusReason);
        return true;
    }
    m_tabs->setCurrentWidget(m_fleetScroll);
    if (subject == QLatin1String("ships")) {
        m_tree->setFocus(Qt::OtherFocusReason);
        return true;
    }
    return m_fleetPage->focusSubject(subject);
}

QString MainWindow::pointsText() const
{
    const model::FleetReport &r = m_document->report();
    const model::GameSystem &system = m_document->system();
    return r.budget ? tr("Fleet: %1 / %2").arg(r.total.total()).arg(system.formatPoints(*r.budget))
                    : tr("Fleet: %1").arg(system.formatPoints(r.total.total()));
}

QString MainWindow::legalityText() const
{
    const int errors = m_document->errorCount();
    const int all = int(m_document->issues().size());
    if (errors > 0)
        return tr("Not legal: %n error(s)", nullptr, errors);
    if (all == 0)
        return tr("Legal");
    const int warnings = int(std::count_if(
        m_document->issues().begin(), m_document->issues().end(),
        [](const validators::Issue &i) { return i.severity == validators::Severity::Warning; }));
    return warnings > 0 ? tr("Legal, %n warning(s)", nullptr, warnings)
                        : tr("Legal, %n note(s)", nullptr, all);
}

void MainWindow::updateStatus()
{
    const model::FleetReport &r = m_document->report();
    const bool over = r.budget && r.total.total() > *r.budget;
    m_pointsLabel->setText(
        link(QStringLiteral("points"), pointsText(), over ? QStringLiteral("#c0392b") : QString()));
    m_pointsLabel->setToolTip(tr("Click to see how the points add up"));
    const int errors = m_document->errorCount();
    m_legalLabel->setText(link(QStringLiteral("issues"), legalityText(),
                               errors > 0 ? QStringLiteral("#c0392b") : QStringLiteral("#1e8449")));
    if (m_currentShip >= 0 && m_currentShip < int(r.ships.size())) {
        const model::ShipReport &s = r.ships[std::size_t(m_currentShip)];
        m_shipLabel->setText(
            link(QStringLiteral("ship"),
                 tr("%1: %2").arg(s.name, m_document->system().formatPoints(s.cost.total()))));
        m_shipLabel->show();
        m_capacitiesLabel->setText(capacityStatusText(s));
        m_capacitiesLabel->setVisible(!s.capacities.empty());
    } else {
        m_shipLabel->hide();
        m_capacitiesLabel->hide();
    }
}

void MainWindow::updateTitle()
{
    QString title
        = m_document->fleet().name.isEmpty() ? tr("Untitled fleet") : m_document->fleet().name;
    title += QStringLiteral(" — %1[*]").arg(m_document->displayName());
    if (m_document->errorCount() > 0)
        title += tr(" (not legal)");
    setWindowTitle(title + QStringLiteral(" — Fleetwright"));
    setWindowModified(m_document->isModified());
}

void MainWindow::updateActions()
{
    const int count = int(m_document->fleet().ships.size());
    const bool ship = m_currentShip >= 0 && m_currentShip < count;
    action(QStringLiteral("duplicateShip"))->setEnabled(ship);
    action(QStringLiteral("removeShip"))->setEnabled(ship);
    action(QStringLiteral("moveUp"))->setEnabled(ship && m_currentShip > 0);
    action(QStringLiteral("moveDown"))->setEnabled(ship && m_currentShip < count - 1);
    action(QStringLiteral("shipBreakdown"))->setEnabled(ship);
    const bool design
        = m_currentDesign >= 0 && m_currentDesign < int(m_document->fleet().designs.size());
    action(QStringLiteral("duplicateDesign"))->setEnabled(design);
    action(QStringLiteral("removeDesign"))->setEnabled(design);
    action(QStringLiteral("capacityBreakdown"))
        ->setEnabled(ship
                     && !m_document->report().ships[std::size_t(m_currentShip)].capacities.empty());
}

bool MainWindow::maybeSave()
{
    if (!m_document->isModified())
        return true;
    const auto answer = QMessageBox::warning(
        this, tr("Unsaved changes"),
        tr("“%1” has changes that are not saved. Save them first?").arg(m_document->fleet().name),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void MainWindow::newFleet()
{
    NewFleetDialog dialog(m_context.systems, m_context.uis, Settings::defaultSystem(), this);
    if (dialog.exec() != QDialog::Accepted || !maybeSave())
        return;
    if (std::unique_ptr<model::Fleet> fleet = dialog.createFleet())
        setFleet(std::move(fleet), QString());
}

void MainWindow::open()
{
    if (!maybeSave())
        return;
    const QString dir = m_document->filePath().isEmpty()
                            ? QString()
                            : QFileInfo(m_document->filePath()).absolutePath();
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Fleet"), dir, fileFilter());
    if (!path.isEmpty())
        openFile(path);
}

bool MainWindow::openFile(const QString &path, bool quiet, QString *error)
{
    model::LoadResult result = model::FleetFile::load(path, m_context.systems);
    if (result.ok() && !m_context.uis.find(result.fleet->systemId)) {
        result.errors.push_back(
            {path, 0, 0, QString(), false,
             tr("this version cannot edit %1 fleets").arg(result.fleet->systemId)});
        result.fleet.reset();
    }
    if (!result.ok()) {
        const QString text = result.errorText();
        if (error)
            *error = text;
        if (!quiet) {
            QMessageBox box(QMessageBox::Warning, tr("Cannot open the fleet"),
                            tr("“%1” cannot be opened.").arg(QFileInfo(path).fileName()),
                            QMessageBox::Ok, this);
            box.setInformativeText(tr("Nothing was changed. The file says:"));
            box.setDetailedText(text);
            // Show the first reasons right away; the full list is in the details.
            QStringList first = text.split(QLatin1Char('\n')).mid(0, 5);
            box.setInformativeText(
                tr("Nothing was changed.\n\n%1").arg(first.join(QLatin1Char('\n'))));
            box.exec();
        }
        Settings::removeRecentFile(path);
        return false;
    }
    setFleet(std::move(result.fleet), QFileInfo(path).absoluteFilePath());
    Settings::addRecentFile(path);
    return true;
}

bool MainWindow::save()
{
    if (m_document->filePath().isEmpty())
        return saveAs();
    const model::Result<void> saved
        = model::FleetFile::save(m_document->fleet(), m_document->filePath(), m_context.systems);
    if (!saved) {
        QMessageBox::critical(
            this, tr("Cannot save the fleet"),
            tr("The fleet was not saved; the file on disk is unchanged.\n\n%1").arg(saved.error()));
        return false;
    }
    m_document->markSaved();
    m_context.recovery.remove(m_recoveryId);
    Settings::addRecentFile(m_document->filePath());
    statusBar()->showMessage(tr("Saved %1").arg(m_document->displayName()), 3000);
    return true;
}

bool MainWindow::saveAs(const QString &chosen)
{
    QString path = chosen;
    if (path.isEmpty()) {
        QString suggestion = m_document->filePath();
        if (suggestion.isEmpty()) {
            QString base = m_document->fleet().name.trimmed();
            base.replace(QRegularExpression(QStringLiteral("[^\\w\\- ]")), QString());
            suggestion = (base.isEmpty() ? tr("fleet") : base) + QStringLiteral(".fleet.json");
        }
        path = QFileDialog::getSaveFileName(this, tr("Save Fleet As"), suggestion, fileFilter());
        if (path.isEmpty())
            return false;
        if (!path.endsWith(QLatin1String(".json")))
            path += QStringLiteral(".fleet.json");
    }
    const QString previous = m_document->filePath();
    m_document->setFilePath(QFileInfo(path).absoluteFilePath());
    if (!save()) {
        m_document->setFilePath(previous);
        return false;
    }
    return true;
}

void MainWindow::setAutosaveInterval(int milliseconds)
{
    m_autosave->setInterval(milliseconds);
}

void MainWindow::autosave()
{
    if (!m_document->isModified())
        return;
    const QString error = m_context.recovery.save(
        m_recoveryId, model::FleetFile::serialize(m_document->fleet(), m_context.systems),
        m_document->filePath(), m_document->fleet().name);
    if (!error.isEmpty())
        statusBar()->showMessage(tr("Autosave failed: %1").arg(error), 5000);
}

int MainWindow::offerRecovery()
{
    int restored = 0;
    for (const RecoveryStore::Entry &entry : m_context.recovery.orphans()) {
        const QString name = entry.name.isEmpty() ? tr("an untitled fleet")
                                                  : QStringLiteral("“%1”").arg(entry.name);
        const auto answer = QMessageBox::question(
            this, tr("Recover unsaved changes"),
            tr("Fleetwright closed without saving %1. Its last autosave is from %2.\n\nRestore it?")
                .arg(name, QLocale().toString(entry.savedAt.toLocalTime(), QLocale::ShortFormat)),
            QMessageBox::Yes | QMessageBox::No | QMessageBox::Discard, QMessageBox::Yes);
        if (answer == QMessageBox::No)
            continue;
        if (answer == QMessageBox::Yes) {
            model::LoadResult result = model::FleetFile::load(entry.fleetFile, m_context.systems);
            if (!result.ok() || !m_context.uis.find(result.fleet->systemId)) {
                QMessageBox::warning(this, tr("Cannot recover"), result.errorText());
                continue;
            }
            setFleet(std::move(result.fleet), entry.originalPath);
            // Restored work is unsaved work.
            m_document->undoStack()->resetClean();
            updateTitle();
            ++restored;
        }
        // Restored or discarded: the old copy goes; the window autosaves its own from now on.
        RecoveryStore::Entry e = entry;
        m_context.recovery.claim(e.id);
        m_context.recovery.remove(e.id);
        if (answer == QMessageBox::Yes)
            autosave();
    }
    return restored;
}

void MainWindow::addShip()
{
    QString group;
    const QModelIndex current = m_tree->currentIndex();
    if (const ShipGroup *g = m_treeModel->groupAt(current); g && g->takesNewShips)
        group = g->key;
    const int count = int(m_document->fleet().ships.size());
    const int at = m_currentShip >= 0 ? m_currentShip + 1 : count;
    m_document->undoStack()->push(
        new InsertShipCommand(m_document, at, m_ui->newShip(*m_document, group), tr("Add ship")));
    selectShip(at);
    m_tabs->setCurrentWidget(m_shipScroll);
    m_shipEditor->focusSubject(QStringLiteral("name"));
}

void MainWindow::duplicateShip()
{
    if (m_currentShip < 0)
        return;
    std::unique_ptr<model::ShipDesign> copy
        = m_document->fleet().ships.at(std::size_t(m_currentShip))->clone();
    copy->name = tr("%1 (copy)").arg(copy->name);
    const int at = m_currentShip + 1;
    m_document->undoStack()->push(
        new InsertShipCommand(m_document, at, std::move(copy), tr("Duplicate ship")));
    selectShip(at);
}

void MainWindow::removeShip()
{
    if (m_currentShip < 0)
        return;
    m_document->undoStack()->push(
        new RemoveShipCommand(m_document, m_currentShip, tr("Remove ship")));
    selectShip(m_currentShip);
}

void MainWindow::moveShip(int delta)
{
    const int to = m_currentShip + delta;
    if (m_currentShip < 0 || to < 0 || to >= int(m_document->fleet().ships.size()))
        return;
    m_document->undoStack()->push(
        new MoveShipCommand(m_document, m_currentShip, to, tr("Move ship")));
    selectShip(to);
}

void MainWindow::exportPrintout()
{
    ExportDialog dialog(*m_print, *m_document, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    statusBar()->showMessage(ExportDialog::describe(dialog.outcome()), 10000);
    m_previewDock->reloadSettings();
}

QString MainWindow::printTo(QPrinter &printer)
{
    PrintOptions options = m_print->savedOptions(m_document->system().id());
    // The paper chosen in the print dialog, when the layouts know it.
    const QPageSize::PageSizeId paper = printer.pageLayout().pageSize().id();
    if (paper == QPageSize::A4)
        options.pageSize = QStringLiteral("a4");
    else if (paper == QPageSize::Letter)
        options.pageSize = QStringLiteral("letter");
    const Printout printout = m_print->compose(*m_document, options);
    if (!printout.document) {
        return printout.errors.isEmpty() ? tr("There is nothing to print.")
                                         : printout.errors.join(QLatin1Char('\n'));
    }
    return m_print->print(printer, *printout.document);
}

void MainWindow::print()
{
    const PrintOptions options = m_print->savedOptions(m_document->system().id());
    const Printout check = m_print->compose(*m_document, options);
    QString error = check.document || !check.errors.isEmpty() ? check.errors.join(QLatin1Char('\n'))
                                                              : tr("There is nothing to print.");
    if (check.document) {
        QPrinter printer(QPrinter::HighResolution);
        PrintSession::setUpPrinter(printer, options.pageSize, check.document->title);
        QPrintPreviewDialog dialog(&printer, this);
        dialog.setObjectName(QStringLiteral("printPreviewDialog"));
        dialog.setWindowTitle(tr("Print %1").arg(check.document->title));
        connect(&dialog, &QPrintPreviewDialog::paintRequested, this,
                [this, &error](QPrinter *target) { error = printTo(*target); });
        dialog.resize(900, 800);
        dialog.exec();
    }
    if (!error.isEmpty()) {
        QMessageBox box(QMessageBox::Warning, tr("Cannot print"),
                        tr("The printout cannot be laid out."), QMessageBox::Ok, this);
        box.setInformativeText(error);
        box.exec();
    }
}

void MainWindow::copyFleetAsText()
{
    QGuiApplication::clipboard()->setText(fleetAsText(*m_document));
    statusBar()->showMessage(tr("The fleet is on the clipboard as text."), 3000);
}

TrialBattleWindow *MainWindow::showTrialBattle()
{
    if (!m_trialBattle)
        m_trialBattle = new TrialBattleWindow(m_context.systems, m_document, this);
    m_trialBattle->show();
    m_trialBattle->raise();
    m_trialBattle->activateWindow();
    return m_trialBattle;
}

void MainWindow::showFleetBreakdown()
{
    const model::FleetReport &r = m_document->report();
    QStringList notes;
    for (const model::AssumptionNote &a : r.assumptions)
        notes << tr("Assumption: %1 = %2 (affects %3)").arg(a.label, a.value, a.affects);
    BreakdownDialog dialog(tr("How the fleet's points add up"),
                           {{tr("%1: %2").arg(m_document->fleet().name,
                                              m_document->system().formatPoints(r.total.total())),
                             r.total, r.pointsUnit}},
                           notes, this);
    dialog.exec();
}

void MainWindow::showShipBreakdown()
{
    const model::FleetReport &r = m_document->report();
    if (m_currentShip < 0 || m_currentShip >= int(r.ships.size()))
        return;
    const model::ShipReport &s = r.ships[std::size_t(m_currentShip)];
    BreakdownDialog dialog(
        tr("How %1's cost adds up").arg(s.name),
        {{tr("%1 (%2): %3")
              .arg(s.name, s.className, m_document->system().formatPoints(s.cost.total())),
          s.cost, r.pointsUnit}},
        {}, this);
    dialog.exec();
}

void MainWindow::showCapacityBreakdown(const QString &key)
{
    const model::FleetReport &r = m_document->report();
    if (m_currentShip < 0 || m_currentShip >= int(r.ships.size()))
        return;
    const CapacityBreakdown b = capacityBreakdown(r.ships[std::size_t(m_currentShip)], key);
    if (b.sections.empty())
        return;
    BreakdownDialog dialog(b.title, b.sections, {}, this);
    dialog.exec();
}

void MainWindow::showPreferences()
{
    PreferencesDialog dialog(m_context.systems, this);
    if (dialog.exec() == QDialog::Accepted)
        m_previewDock->reloadSettings(); // the page size
}

void MainWindow::showAbout()
{
    QStringList games;
    for (const auto &system : m_context.systems.systems())
        games << system->rulesSource().toHtmlEscaped();
    QMessageBox::about(
        this, tr("About Fleetwright"),
        tr("<h3>Fleetwright %1</h3><p>A fleet builder and ship-sheet designer for tabletop "
           "space wargames.</p><p>Games:</p><ul><li>%2</li></ul>")
            .arg(QCoreApplication::applicationVersion(), games.join(QLatin1String("</li><li>"))));
}

void MainWindow::rebuildRecentMenu()
{
    m_recentMenu->clear();
    const QStringList files = Settings::recentFiles();
    for (const QString &file : files) {
        QAction *a = m_recentMenu->addAction(QFileInfo(file).fileName());
        a->setToolTip(file);
        connect(a, &QAction::triggered, this, [this, file] {
            if (maybeSave())
                openFile(file);
        });
    }
    if (files.isEmpty())
        m_recentMenu->addAction(tr("(none)"))->setEnabled(false);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    Settings::setWindowGeometry(saveGeometry(), saveState());
    m_context.recovery.remove(m_recoveryId);
    event->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (event->mimeData()->hasUrls() && event->mimeData()->urls().value(0).isLocalFile())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    const QString path = event->mimeData()->urls().value(0).toLocalFile();
    if (path.isEmpty())
        return;
    event->acceptProposedAction();
    // Ask after the drop has finished, not inside it.
    QTimer::singleShot(0, this, [this, path] {
        if (maybeSave())
            openFile(path);
    });
}

} // namespace fw::app
