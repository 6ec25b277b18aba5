// The main window's sharing actions: Copy Share Code and Paste Fleet (a fleet list, a share code
// or a fleet file's text from the clipboard, as a new untitled fleet).
#include "MainWindow.h"

#include "../document/FleetDocument.h"
#include "../document/FleetText.h"
#include "../systems/SystemUi.h"

#include <model/io/ShareText.h>

#include <QAction>
#include <QClipboard>
#include <QGuiApplication>
#include <QMessageBox>
#include <QStatusBar>

namespace fw::app {

void MainWindow::createShareActions()
{
    auto *copy = new QAction(tr("Copy S&hare Code"), this);
    copy->setObjectName(QStringLiteral("copyShareCode"));
    copy->setStatusTip(tr("Copy the whole fleet as one short code that Paste Fleet and "
                          "fleetwright-cli import read back"));
    connect(copy, &QAction::triggered, this, &MainWindow::copyShareCode);
    m_actions[copy->objectName()] = copy;

    auto *paste = new QAction(tr("Pa&ste Fleet"), this);
    paste->setObjectName(QStringLiteral("pasteFleet"));
    paste->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V));
    paste->setStatusTip(tr("Open a fleet list, share code or fleet file from the clipboard as a "
                           "new fleet"));
    connect(paste, &QAction::triggered, this, &MainWindow::pasteFleet);
    m_actions[paste->objectName()] = paste;
}

void MainWindow::copyShareCode()
{
    const model::Result<QString> code = fleetShareCode(*m_document);
    if (!code) {
        QMessageBox::warning(this, tr("No share code"),
                             tr("The fleet has no share code: %1.").arg(code.error()));
        return;
    }
    QGuiApplication::clipboard()->setText(code.value());
    statusBar()->showMessage(tr("The fleet's share code is on the clipboard."), 3000);
}

void MainWindow::pasteFleet()
{
    pasteFleetText(QGuiApplication::clipboard()->text());
}

bool MainWindow::pasteFleetText(const QString &text, bool quiet, QString *error, QStringList *notes)
{
    model::ShareText::Import import
        = model::ShareText::read(text, tr("clipboard"), m_context.systems);
    model::LoadResult &result = import.result;
    if (result.ok() && !m_context.uis.find(result.fleet->systemId)) {
        result.errors.push_back(
            {tr("clipboard"), 0, 0, QString(), false,
             tr("this version cannot edit %1 fleets").arg(result.fleet->systemId)});
        result.fleet.reset();
    }
    if (!result.ok()) {
        const QString reasons = result.errorText();
        if (error)
            *error = reasons;
        if (!quiet) {
            QMessageBox box(
                QMessageBox::Warning, tr("Cannot paste the fleet"),
                tr("The clipboard holds no fleet that can be read. Nothing was "
                   "changed.\n\n%1")
                    .arg(reasons.split(QLatin1Char('\n')).mid(0, 5).join(QLatin1Char('\n'))),
                QMessageBox::Ok, this);
            box.setDetailedText(reasons);
            box.exec();
        }
        return false;
    }
    if (!quiet && !maybeSave())
        return false;
    QStringList left;
    for (const model::LoadError &w : import.warnings)
        left << w.toString();
    if (notes)
        *notes = left;
    setFleet(std::move(result.fleet), QString());
    statusBar()->showMessage(
        left.isEmpty() ? tr("Pasted the fleet as a new fleet.")
                       : tr("Pasted the fleet; what the list does not say was left out (%1).")
                             .arg(left.size()),
        5000);
    if (!quiet && !left.isEmpty()) {
        QMessageBox box(QMessageBox::Information, tr("Fleet pasted"),
                        tr("The list has no share code: what it does not say was left out. "
                           "The details say what."),
                        QMessageBox::Ok, this);
        box.setDetailedText(left.join(QLatin1Char('\n')));
        box.exec();
    }
    return true;
}

} // namespace fw::app
