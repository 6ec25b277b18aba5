// The main window's document life cycle: new, open, save, autosave and recovery, recent files,
// closing, and files dropped on the window.
#include "MainWindow.h"

#include "../dialogs/NewFleetDialog.h"
#include "../document/FleetDocument.h"
#include "../document/RecoveryStore.h"
#include "../document/Settings.h"
#include "../help/HelpMenu.h"
#include "../systems/SystemUi.h"
#include <QAction>
#include <QCloseEvent>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QRegularExpression>
#include <QStatusBar>
#include <QTimer>
#include <QUndoStack>
#include <model/io/FleetFile.h>
#include <model/systems/SystemRegistry.h>

namespace fw::app {

namespace {

// What a recent fleet is, for the recent lists: its name, its game and its points.
QString fleetSummary(const FleetDocument &document)
{
    const model::FleetReport &report = document.report();
    const model::GameSystem &system = document.system();
    const QString name = document.fleet().name.trimmed();
    const QString points = report.budget ? MainWindow::tr("%1 / %2")
                                               .arg(report.total.total())
                                               .arg(system.formatPoints(*report.budget))
                                         : system.formatPoints(report.total.total());
    return MainWindow::tr("%1 · %2 · %3", "a recent fleet: its name, game and points")
        .arg(name.isEmpty() ? MainWindow::tr("Untitled fleet") : name, system.displayName(),
             points);
}

} // namespace

bool MainWindow::maybeSave()
{
    if (!m_document->isModified())
        return true;
    // Buttons with access keys: Alt+S saves, Alt+N does not, Alt+C (or Escape) goes back.
    QMessageBox box(
        QMessageBox::Warning, tr("Unsaved changes"),
        tr("“%1” has changes that are not saved. Save them first?").arg(m_document->fleet().name),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, this);
    box.setObjectName(QStringLiteral("unsavedChanges"));
    box.button(QMessageBox::Save)->setText(tr("&Save"));
    box.button(QMessageBox::Discard)->setText(tr("Do&n't Save"));
    box.button(QMessageBox::Cancel)->setText(tr("&Cancel"));
    box.setDefaultButton(QMessageBox::Save);
    box.setEscapeButton(QMessageBox::Cancel);
    const auto answer = QMessageBox::StandardButton(box.exec());
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
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open Fleet"), Settings::dialogFolder(m_document->filePath()), fileFilter());
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
    Settings::addRecentFile(path, fleetSummary(*m_document));
    return true;
}

void MainWindow::closeFleet()
{
    if (!maybeSave())
        return;
    // An empty fleet of the same game stands behind the welcome page until a fleet is opened.
    std::unique_ptr<model::Fleet> fleet = m_document->system().createFleet();
    fleet->name = tr("New fleet");
    setFleet(std::move(fleet), QString());
    m_help->showWelcome();
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
    Settings::addRecentFile(m_document->filePath(), fleetSummary(*m_document));
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
            suggestion = QDir(Settings::lastFolder())
                             .filePath((base.isEmpty() ? tr("fleet") : base)
                                       + QStringLiteral(".fleet.json"));
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
    // Only what can be read back: a fleet too large for a file keeps its last recovery copy.
    const model::Result<QByteArray> text
        = model::FleetFile::serializeReadable(m_document->fleet(), m_context.systems);
    const QString error
        = text ? m_context.recovery.save(m_recoveryId, text.value(), m_document->filePath(),
                                         m_document->fleet().name)
               : text.error();
    if (!error.isEmpty())
        statusBar()->showMessage(tr("Autosave failed: %1").arg(error), 5000);
}

int MainWindow::offerRecovery()
{
    int restored = 0;
    for (const RecoveryStore::Entry &entry : m_context.recovery.orphans()) {
        const QString name = entry.name.isEmpty() ? tr("an untitled fleet")
                                                  : QStringLiteral("“%1”").arg(entry.name);
        // Buttons that say what they do; Yes, Discard and No underneath.
        QMessageBox box(
            QMessageBox::Question, tr("Recover unsaved changes"),
            tr("Fleetwright closed without saving %1. Its last autosave is from %2.")
                .arg(name, QLocale().toString(entry.savedAt.toLocalTime(), QLocale::ShortFormat)),
            QMessageBox::Yes | QMessageBox::No | QMessageBox::Discard, this);
        box.setInformativeText(
            tr("Restore opens the autosaved fleet, unsaved, so you can save it.\n"
               "Discard deletes the autosaved copy for good.\n"
               "Decide Later keeps the copy and asks again the next time Fleetwright starts."));
        box.button(QMessageBox::Yes)->setText(tr("&Restore"));
        box.button(QMessageBox::Discard)->setText(tr("&Discard"));
        box.button(QMessageBox::No)->setText(tr("Decide &Later"));
        box.setDefaultButton(QMessageBox::Yes);
        box.setEscapeButton(QMessageBox::No);
        const auto answer = QMessageBox::StandardButton(box.exec());
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

void MainWindow::rebuildRecentMenu()
{
    m_recentMenu->clear();
    const QStringList files = Settings::recentFiles();
    for (const QString &file : files) {
        const QString summary = Settings::recentSummary(file);
        QString text = QFileInfo(file).fileName();
        if (!summary.isEmpty())
            text = tr("%1 (%2)", "a recent fleet's summary and its file name").arg(summary, text);
        // "&" in a name is not a mnemonic.
        QAction *a = m_recentMenu->addAction(text.replace(QLatin1Char('&'), QLatin1String("&&")));
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
