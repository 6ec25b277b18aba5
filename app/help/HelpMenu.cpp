#include "HelpMenu.h"

#include "../dialogs/BreakdownDialog.h"
#include "../document/FleetDocument.h"
#include "../models/IssuesModel.h"
#include "../print/PreviewDock.h"
#include "../widgets/MainWindow.h"
#include "../widgets/WelcomePage.h"
#include "DataPaths.h"
#include "HelpWindow.h"
#include "RulesPanel.h"

#include <model/io/FleetFile.h>
#include <model/systems/SystemRegistry.h>

#include <QAction>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QEvent>
#include <QFileInfo>
#include <QHeaderView>
#include <QMenu>
#include <QMessageBox>
#include <QRegularExpression>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTableView>
#include <QTableWidget>
#include <QVBoxLayout>

#include <set>

namespace fw::app {

HelpMenu::HelpMenu(MainWindow &window, const model::SystemRegistry &systems, QMenu *menu)
    : QObject(&window)
    , m_window(window)
    , m_systems(systems)
{
    m_stack = new QStackedWidget;
    m_stack->setObjectName(QStringLiteral("centralStack"));
    m_stack->addWidget(window.takeCentralWidget());
    m_welcome = new WelcomePage(systems);
    m_stack->addWidget(m_welcome);
    window.setCentralWidget(m_stack);
    connect(m_welcome, &WelcomePage::newFleetRequested, &window,
            [&window] { window.action(QStringLiteral("new"))->trigger(); });
    connect(m_welcome, &WelcomePage::openRequested, &window,
            [&window] { window.action(QStringLiteral("open"))->trigger(); });
    connect(m_welcome, &WelcomePage::recentRequested, &window, [this](const QString &path) {
        if (!m_window.openFile(path))
            m_welcome->refresh(); // a file that went away leaves the list
    });
    connect(m_welcome, &WelcomePage::exampleRequested, this, &HelpMenu::openExample);

    // Under the print preview, where the page leaves room; the issues keep their width.
    m_rules = new RulesPanel(&window);
    window.addDockWidget(Qt::RightDockWidgetArea, m_rules);
    window.splitDockWidget(window.previewDock(), m_rules, Qt::Vertical);
    window.resizeDocks({window.previewDock(), m_rules}, {560, 200}, Qt::Vertical);
    window.installEventFilter(this);
    fillMenu(menu);
}

void HelpMenu::fillMenu(QMenu *menu)
{
    QAction *guide = menu->addAction(tr("&User Guide"), this, [this] { showUserGuide(); });
    guide->setObjectName(QStringLiteral("userGuide"));
    guide->setShortcut(QKeySequence::HelpContents);
    QAction *rules = m_rules->toggleViewAction();
    rules->setText(tr("&Rules Reference"));
    rules->setShortcut(QKeySequence(Qt::Key_F7));
    rules->setStatusTip(tr("Show or hide the rule behind the selected issue or cost line"));
    menu->addAction(rules);
    QAction *keys = menu->addAction(tr("&Keyboard Shortcuts"), this, &HelpMenu::showShortcuts);
    keys->setObjectName(QStringLiteral("keyboardShortcuts"));
    menu->addSeparator();
    menu->addAction(m_window.action(QStringLiteral("about")));
}

namespace {

// What acts on the fleet: the empty fleet behind the welcome page is nobody's to save or print.
constexpr const char *FleetActions[]
    = {"save",           "saveAs",     "copyText",  "export",        "print",      "addShip",
       "fleetBreakdown", "closeFleet", "newDesign", "importDesigns", "trialBattle"};

} // namespace

void HelpMenu::enableFleetActions(bool on)
{
    for (const char *name : FleetActions) {
        if (QAction *a = m_window.action(QLatin1String(name)))
            a->setEnabled(on);
    }
}

void HelpMenu::showWelcome()
{
    m_welcome->refresh();
    enableFleetActions(false);
    m_stack->setCurrentWidget(m_welcome);
    // The empty fleet behind the page has no figures worth showing.
    m_window.statusBar()->hide();
    for (QDockWidget *dock : m_window.findChildren<QDockWidget *>()) {
        if (dock->parentWidget() == &m_window && !dock->isHidden()) {
            m_hiddenDocks << dock;
            dock->hide();
        }
    }
}

bool HelpMenu::welcomeShown() const
{
    return m_stack->currentWidget() == m_welcome;
}

void HelpMenu::restoreDocks()
{
    for (const QPointer<QDockWidget> &dock : std::as_const(m_hiddenDocks))
        if (dock)
            dock->show();
    m_hiddenDocks.clear();
}

void HelpMenu::fleetOpened()
{
    enableFleetActions(true);
    m_stack->setCurrentIndex(0);
    m_window.statusBar()->show();
    restoreDocks();
    m_shownCode.clear();
    m_rules->clear();
    if (QItemSelectionModel *selection = m_window.issuesView()->selectionModel())
        connect(selection, &QItemSelectionModel::currentRowChanged, this,
                &HelpMenu::showSelectedIssue);
    if (QAbstractItemModel *issues = m_window.issuesView()->model())
        connect(issues, &QAbstractItemModel::modelReset, this, &HelpMenu::followIssues);
}

// The issues were found anew: the issue shown stays selected while the fleet still has it (the
// same code and message), else the rules panel no longer shows it.
void HelpMenu::followIssues()
{
    if (m_shownCode.isEmpty())
        return;
    QAbstractItemView *view = m_window.issuesView();
    const QAbstractItemModel *model = view->model();
    for (int r = 0; r < model->rowCount(); ++r) {
        const QModelIndex message = model->index(r, IssuesModel::MessageColumn);
        if (message.data(IssuesModel::CodeRole).toString() == m_shownCode
            && message.data().toString() == m_shownMessage) {
            view->setCurrentIndex(message);
            return;
        }
    }
    m_shownCode.clear();
    m_rules->clear();
}

bool HelpMenu::eventFilter(QObject *watched, QEvent *event)
{
    // The window keeps its docks' places for the next start, not the welcome page's.
    if (watched == &m_window && event->type() == QEvent::Close)
        restoreDocks();
    return QObject::eventFilter(watched, event);
}

void HelpMenu::openExample(const QString &path)
{
    model::LoadResult loaded = model::FleetFile::load(path, m_systems);
    if (!loaded.ok()) {
        QMessageBox box(QMessageBox::Warning, tr("Cannot open the example"),
                        tr("“%1” cannot be opened.").arg(QFileInfo(path).fileName()),
                        QMessageBox::Ok, &m_window);
        box.setDetailedText(loaded.errorText());
        box.exec();
        return;
    }
    // An untitled copy: saving asks for a place of the player's own, never the example's folder.
    m_window.setFleet(std::move(loaded.fleet), QString());
}

void HelpMenu::showSelectedIssue()
{
    const QModelIndex current = m_window.issuesView()->currentIndex();
    FleetDocument *document = m_window.document();
    if (!current.isValid() || !document) {
        m_shownCode.clear();
        m_rules->clear();
        return;
    }
    const QAbstractItemModel *model = current.model();
    const auto column = [&](int c) {
        return model->index(current.row(), c).data().toString();
    };
    m_shownCode = current.data(IssuesModel::CodeRole).toString();
    m_shownMessage = column(IssuesModel::MessageColumn);
    m_rules->showIssue(document->system(), m_shownCode, column(IssuesModel::RuleColumn),
                       m_shownMessage);
}

void HelpMenu::watch(BreakdownDialog &dialog)
{
    connect(&dialog, &BreakdownDialog::lineSelected, this,
            [this](const QString &item, const QString &rule) {
                if (FleetDocument *document = m_window.document()) {
                    m_shownCode.clear();
                    m_rules->showRule(document->system(), item, rule);
                }
            });
}

HelpWindow *HelpMenu::showUserGuide()
{
    if (!m_guide)
        m_guide = new HelpWindow(DataPaths::docsDirectory(), &m_window);
    m_guide->show();
    m_guide->raise();
    m_guide->activateWindow();
    return m_guide;
}

void HelpMenu::showShortcuts()
{
    QDialog dialog(&m_window);
    dialog.setWindowTitle(tr("Keyboard Shortcuts"));
    auto *table = new QTableWidget(0, 2, &dialog);
    table->setObjectName(QStringLiteral("shortcutTable"));
    table->setHorizontalHeaderLabels({tr("Command"), tr("Keys")});
    table->verticalHeader()->hide();
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    std::set<QString> seen;
    for (QAction *action : m_window.findChildren<QAction *>()) {
        const QString keys = action->shortcut().toString(QKeySequence::NativeText);
        QString text = action->text();
        text.remove(QRegularExpression(QStringLiteral("&(?!&)")));
        if (keys.isEmpty() || text.isEmpty() || !seen.insert(text + keys).second)
            continue;
        const int row = table->rowCount();
        table->insertRow(row);
        table->setItem(row, 0, new QTableWidgetItem(text));
        table->setItem(row, 1, new QTableWidgetItem(keys));
    }
    table->sortItems(0);
    table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, &dialog);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    auto *layout = new QVBoxLayout(&dialog);
    layout->addWidget(table);
    layout->addWidget(buttons);
    dialog.resize(520, 560);
    dialog.exec();
}

void HelpMenu::showAbout()
{
    QString games;
    for (const auto &system : m_systems.systems())
        games += QStringLiteral("<li><b>%1</b>: %2</li>")
                     .arg(system->displayName().toHtmlEscaped(),
                          system->rulesSource().toHtmlEscaped());
    QMessageBox::about(
        &m_window, tr("About Fleetwright"),
        tr("<h3>Fleetwright %1</h3><p>A fleet builder and ship-sheet designer for tabletop "
           "space wargames. Built with Qt %2.</p><p>Rules data, by game:</p><ul>%3</ul>"
           "<p>The rules tables are Fleetwright's own transcription of the numbers in these "
           "sources, for players who own them. The rules texts remain the property of their "
           "authors and publishers and are not included: the rules reference sums each rule up "
           "in Fleetwright's own words and cites where to read it.</p>")
            .arg(QCoreApplication::applicationVersion(), QString::fromLatin1(qVersion()), games));
}

} // namespace fw::app
