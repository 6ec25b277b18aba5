#include "MainWindow.h"

#include "../designer/ShipEditorBase.h"
#include "WindowShortcuts.h"

#include "../combat/TrialBattleWindow.h"

#include "../dialogs/PreferencesDialog.h"
#include "../document/FleetDocument.h"
#include "../document/RecoveryStore.h"
#include "../document/Settings.h"
#include "../help/HelpMenu.h"
#include "../models/DesignListModel.h"
#include "../models/FleetTreeModel.h"
#include "../models/IssuesModel.h"
#include "../print/PreviewDock.h"
#include "../print/PrintSession.h"
#include "../systems/SystemUi.h"
#include "ActionBar.h"
#include "CapacityStatus.h"
#include "FleetPage.h"
#include "FleetTreeView.h"

#include <model/core/JsonPath.h>
#include <model/systems/SystemRegistry.h>

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QHeaderView>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QScreen>
#include <QScrollArea>
#include <QShortcut>
#include <QSplitter>
#include <QStyle>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QToolBar>
#include <QTreeView>
#include <QUndoStack>
#include <QUuid>
#include <QVBoxLayout>

namespace fw::app {

QString MainWindow::fileFilter()
{
    return QCoreApplication::translate("fw::MainWindow",
                                       "Fleetwright fleets (*.fleet.json *.json);;All files (*)");
}

MainWindow::MainWindow(const Context &context, QWidget *parent)
    : QMainWindow(parent)
    , m_context(context)
    , m_print(std::make_unique<PrintSession>())
    , m_recoveryId(QUuid::createUuid().toString(QUuid::WithoutBraces))
    , m_autosave(new QTimer(this))
{
    setObjectName(QStringLiteral("MainWindow"));
    setAcceptDrops(true);
    m_print->setValidators(&m_context.validators);
    createActions();
    createWidgets();
    createMenus();
    new WindowShortcuts(this);
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

    // A first run's window: 1280×800, or what a smaller screen has room for, title bar and all.
    QSize size(1280, 800);
    if (const QScreen *display = screen()) {
        const QRect room = display->availableGeometry();
        const int titleBar = std::max(32, style()->pixelMetric(QStyle::PM_TitleBarHeight));
        size = size.boundedTo(QSize(room.width() - 8, room.height() - titleBar - 8));
    }
    resize(size);
    restoreGeometry(Settings::windowGeometry());
    // A saved layout keeps the player's preview width.
    if (restoreState(Settings::windowState()))
        m_previewWidth = -1;
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
    make("removeShip", tr("Remove S&hip"), &MainWindow::removeShip, QKeySequence(),
         tr("Remove the selected ship"));
    make(
        "moveUp", tr("Move U&p"), [this] { moveShip(-1); }, QKeySequence(Qt::CTRL | Qt::Key_Up));
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
    make("preferences", tr("Pre&ferences…"), &MainWindow::showPreferences,
         QKeySequence(QKeySequence::Preferences).isEmpty()
             ? QKeySequence(Qt::CTRL | Qt::Key_Comma)
             : QKeySequence(QKeySequence::Preferences));
    make("about", tr("&About Fleetwright"), &MainWindow::showAbout);
    make("closeFleet", tr("C&lose Fleet"), &MainWindow::closeFleet, QKeySequence::Close);
    createDesignActions();
    createShareActions();
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
    auto *tree = new FleetTreeView;
    m_tree = tree;
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

    // Wraps rather than hiding actions when the list is narrow.
    auto *shipBar = new ActionBar;
    shipBar->setObjectName(QStringLiteral("shipBar"));
    for (const char *name : {"addShip", "duplicateShip", "removeShip", "moveUp", "moveDown"})
        shipBar->addAction(action(QLatin1String(name)));
    auto *left = new QWidget;
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(shipBar);
    leftLayout->addWidget(tree->filterField());
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
    // No mnemonics on the tabs: the menus and the pages' fields need the letters; Ctrl+Tab and
    // View's page actions turn the pages.
    m_tabs->addTab(m_fleetScroll, tr("Fleet"));
    m_tabs->addTab(m_shipScroll, tr("Ship"));
    // The Designs page shown (by its tab, an issue or a new design): the preview shows its design.
    connect(m_tabs, &QTabWidget::currentChanged, this, [this] {
        if (m_previewDock && m_tabs->currentWidget() == m_designScroll && m_currentDesign >= 0)
            m_previewDock->followDesign(m_currentDesign);
    });

    auto *splitter = new QSplitter;
    splitter->setObjectName(QStringLiteral("mainSplitter"));
    splitter->addWidget(left);
    splitter->addWidget(m_tabs);
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 3);
    splitter->setSizes({260, 720});
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
    addDockWidget(Qt::BottomDockWidgetArea, dock); // its height: fitIssuesPanel()
    auto *toggle = dock->toggleViewAction();
    toggle->setShortcut(QKeySequence(Qt::Key_F8));
    m_actions[QStringLiteral("toggleIssues")] = toggle;

    // The print preview takes the right side from top to bottom.
    setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    m_previewDock = new PreviewDock(*m_print, this);
    addDockWidget(Qt::RightDockWidgetArea, m_previewDock);
    // A quarter of the default window at most, so the editors beside it fit; the player's own
    // width comes back with the window's state.
    resizeDocks({m_previewDock}, {PreviewDock::DefaultWidth}, Qt::Horizontal);
    m_previewWidth = PreviewDock::DefaultWidth;
    auto *previewToggle = m_previewDock->toggleViewAction();
    previewToggle->setShortcut(QKeySequence(Qt::Key_F9));
    previewToggle->setStatusTip(tr("Show or hide the print preview"));
    m_actions[QStringLiteral("togglePreview")] = previewToggle;
    connect(m_previewDock, &PreviewDock::shipActivated, this, [this](int ship) {
        selectShip(ship);
        m_tabs->setCurrentWidget(m_shipScroll);
    });

    // Ctrl+Tab turns the editor's pages from the lists too, not only from within the pages.
    for (QWidget *list : std::initializer_list<QWidget *>{m_tree, m_designList, m_issuesView}) {
        for (const auto &[keys, step] :
             {std::pair{QKeySequence(Qt::CTRL | Qt::Key_Tab), 1},
              std::pair{QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Backtab), -1}}) {
            auto *shortcut = new QShortcut(keys, list, nullptr, nullptr, Qt::WidgetShortcut);
            connect(shortcut, &QShortcut::activated, this, [this, step = step] {
                m_tabs->setCurrentIndex((m_tabs->currentIndex() + step + m_tabs->count())
                                        % m_tabs->count());
            });
        }
    }

    createStatusBar(dock);
}

void MainWindow::createMenus()
{
    QMenu *file = m_fileMenu = menuBar()->addMenu(tr("&File"));
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
    file->addAction(action(QStringLiteral("copyShareCode")));
    file->addSeparator();
    file->addAction(action(QStringLiteral("export")));
    file->addAction(action(QStringLiteral("print")));
    file->addSeparator();
    file->addAction(action(QStringLiteral("closeFleet")));
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
    edit->addAction(action(QStringLiteral("pasteFleet")));
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

    m_help = new HelpMenu(*this, m_context.systems, menuBar()->addMenu(tr("&Help")));

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
    m_help->fleetOpened();
}

void MainWindow::attachDocument()
{
    m_treeModel = new FleetTreeModel(*m_document, *m_ui, this);
    // The columns' widths, dragging and the filter are FleetTreeView's.
    m_tree->setModel(m_treeModel);
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

    m_issuesModel = new IssuesModel(*m_document, m_context.validators, this);
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
    connect(m_shipEditor, &ShipEditor::subjectRequested, this, &MainWindow::focusSubject);
    connect(m_shipEditor, &ShipEditor::costBreakdownRequested,
            action(QStringLiteral("shipBreakdown")), &QAction::trigger);
    if (auto *spine = qobject_cast<ShipEditorBase *>(m_shipEditor))
        connect(spine, &ShipEditorBase::newDesignRequested, this, &MainWindow::insertNewDesign);
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
    fitIssuesPanel();
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

void MainWindow::showPreferences()
{
    PreferencesDialog dialog(m_context.systems, this);
    if (dialog.exec() == QDialog::Accepted)
        m_previewDock->reloadSettings(); // the page size
}

void MainWindow::showAbout()
{
    m_help->showAbout();
}

} // namespace fw::app
