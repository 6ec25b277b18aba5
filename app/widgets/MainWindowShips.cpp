// The main window's ship actions: add, duplicate, remove and move ships; print, export and the
// Trial Battle window.
#include "MainWindow.h"

#include "../combat/TrialBattleWindow.h"
#include "../commands/FleetCommands.h"
#include "../dialogs/BreakdownDialog.h"
#include "../document/FleetDocument.h"
#include "../document/FleetText.h"
#include "../models/FleetTreeModel.h"
#include "../print/ExportDialog.h"
#include "../print/PreviewDock.h"
#include "../print/PrintChoices.h"
#include "../print/PrintSession.h"
#include "../systems/SystemUi.h"
#include "CapacityStatus.h"

#include <model/core/ShipNames.h>
#include <model/systems/GameSystem.h>

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDockWidget>
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

void MainWindow::addShip()
{
    QString group;
    const QModelIndex current = m_tree->currentIndex();
    if (const ShipGroup *g = m_treeModel->groupAt(current); g && g->takesNewShips)
        group = g->key;
    const model::Fleet &fleet = m_document->fleet();
    const int count = int(fleet.ships.size());
    const int at = m_currentShip >= 0 ? m_currentShip + 1 : count;
    std::unique_ptr<model::ShipDesign> ship = m_ui->newShip(*m_document, group);
    // On the Designs page, a new ship is of the design shown there.
    if (m_tabs->currentWidget() == m_designScroll && m_currentDesign >= 0
        && m_currentDesign < int(fleet.designs.size())) {
        const model::Design &design = *fleet.designs[std::size_t(m_currentDesign)];
        ship->classId = design.id();
        ship->name = SystemUi::nextShipName(fleet, design.name());
    }
    m_document->undoStack()->push(
        new InsertShipCommand(m_document, at, std::move(ship), tr("Add ship")));
    selectShip(at);
    m_tabs->setCurrentWidget(m_shipScroll);
    m_shipEditor->focusSubject(QStringLiteral("name"));
}

// The copy is never the flagship (or anything else the game allows once) and takes the next free
// name of its kind: "Destroyer 1" -> "Destroyer 2".
void MainWindow::duplicateShip()
{
    if (m_currentShip < 0)
        return;
    const model::Fleet &fleet = m_document->fleet();
    if (const QString refusal = m_ui->duplicateRefusal(fleet, m_currentShip); !refusal.isEmpty()) {
        statusBar()->showMessage(refusal, 10000);
        return;
    }
    std::unique_ptr<model::ShipDesign> copy = fleet.ships.at(std::size_t(m_currentShip))->clone();
    m_ui->forgetUnique(*copy);
    QStringList names;
    for (const auto &ship : fleet.ships)
        names << ship->name;
    copy->name = model::names::nextCopyName(names, copy->name);
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
    dialog.choices()->setSelectedShips(selectedShips(m_tree));
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

} // namespace fw::app
