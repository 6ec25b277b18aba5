// The main window's status bar, title and action states, and the breakdowns its links open.
#include "MainWindow.h"

#include "../combat/TrialBattleWindow.h"
#include "../commands/FleetCommands.h"
#include "../dialogs/BreakdownDialog.h"
#include "../document/FleetDocument.h"
#include "../document/FleetText.h"
#include "../help/HelpMenu.h"
#include "../models/FleetTreeModel.h"
#include "../print/ExportDialog.h"
#include "../print/PreviewDock.h"
#include "../print/PrintSession.h"
#include "../systems/SystemUi.h"
#include "CapacityStatus.h"

#include <model/systems/GameSystem.h>

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDockWidget>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QScrollArea>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTreeView>
#include <QUndoStack>

namespace fw::app {

namespace {

QString link(const QString &id, const QString &text, const QString &color = {})
{
    const QString escaped = text.toHtmlEscaped();
    return color.isEmpty()
               ? QStringLiteral("<a href=\"%1\">%2</a>").arg(id, escaped)
               : QStringLiteral("<a href=\"%1\" style=\"color:%3\">%2</a>").arg(id, escaped, color);
}

} // namespace

void MainWindow::createStatusBar(QDockWidget *issues)
{
    m_shipLabel = new QLabel;
    m_capacitiesLabel = new QLabel;
    m_pointsLabel = new QLabel;
    m_legalLabel = new QLabel;
    for (QLabel *label : {m_shipLabel, m_capacitiesLabel, m_pointsLabel, m_legalLabel}) {
        label->setTextFormat(Qt::RichText);
        label->setContentsMargins(6, 0, 6, 0);
        connect(label, &QLabel::linkActivated, this, [this, issues](const QString &target) {
            if (target == QLatin1String("ship"))
                showShipBreakdown();
            else if (const QString key = capacityLinkKey(target); !key.isEmpty())
                showCapacityBreakdown(key);
            else if (target == QLatin1String("points"))
                showFleetBreakdown();
            else if (target == QLatin1String("issues")) {
                issues->show();
                issues->raise();
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

void MainWindow::fitIssuesPanel()
{
    // One height, set once: the column headers and three rows, with issues or without, so the
    // editor above does not jump (and push the field being edited away) as issues come and go.
    auto *dock = findChild<QDockWidget *>(QStringLiteral("issuesDock"));
    if (dock->property("fitted").toBool())
        return;
    dock->setProperty("fitted", true);
    const int row = m_issuesView->verticalHeader()->defaultSectionSize();
    const int header = m_issuesView->horizontalHeader()->sizeHint().height();
    m_issuesView->setMinimumHeight(header + row);
    resizeDocks({dock}, {header + 3 * row + 2 * m_issuesView->frameWidth()}, Qt::Vertical);
}

void MainWindow::resizeEvent(QResizeEvent *event)
{
    QMainWindow::resizeEvent(event);
    // Without a saved layout, the preview takes a quarter of a narrow window (at most its usual
    // width), leaving the editors room.
    if (!m_previewDock || m_previewWidth < 0 || m_previewDock->isFloating())
        return;
    const int wanted = std::min(int(PreviewDock::DefaultWidth), width() / 4);
    if (wanted != m_previewWidth) {
        resizeDocks({m_previewDock}, {wanted}, Qt::Horizontal);
        m_previewWidth = wanted;
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
    m_help->watch(dialog);
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
    m_help->watch(dialog);
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
    m_help->watch(dialog);
    dialog.exec();
}

} // namespace fw::app
