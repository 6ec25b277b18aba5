// The main window's designs: the list beside the ships, the Designs page, and the actions that
// add, duplicate, remove and import designs.
#include "MainWindow.h"

#include "../print/PreviewDock.h"

#include "../commands/DesignCommands.h"
#include "../commands/PushEdit.h"
#include "../document/FleetDocument.h"
#include "../document/Settings.h"
#include "../models/DesignListModel.h"
#include "../systems/SystemUi.h"
#include "ActionBar.h"

#include <model/core/JsonPath.h>
#include <model/core/ShipNames.h>
#include <model/io/FleetFile.h>
#include <model/systems/GameSystem.h>
#include <model/systems/SystemRegistry.h>

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QDialog>
#include <QFileDialog>
#include <QFileInfo>
#include <QHash>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollArea>
#include <QSet>
#include <QStatusBar>
#include <QTabWidget>
#include <QToolBar>
#include <QTreeView>
#include <QUndoStack>
#include <QVBoxLayout>

namespace fw::app {

namespace {

QSet<QString> designIds(const model::Fleet &fleet)
{
    QSet<QString> ids;
    ids.reserve(qsizetype(fleet.designs.size()));
    for (const auto &design : fleet.designs)
        ids.insert(design->id());
    return ids;
}

// `base`, or `base-2`, `base-3`... whichever is not taken yet.
QString freeId(const QSet<QString> &taken, const QString &base)
{
    if (!taken.contains(base))
        return base;
    for (int n = 2;; ++n) {
        const QString id = QStringLiteral("%1-%2").arg(base).arg(n);
        if (!taken.contains(id))
            return id;
    }
}

} // namespace

void MainWindow::createDesignActions()
{
    const auto make = [this](const char *name, const QString &text, const QString &iconText,
                             const QString &tip, auto slot) {
        auto *action = new QAction(text, this);
        action->setObjectName(QLatin1String(name));
        action->setIconText(iconText);
        action->setStatusTip(tip);
        connect(action, &QAction::triggered, this, slot);
        m_actions[QLatin1String(name)] = action;
        return action;
    };
    make("newDesign", tr("&New Design"), tr("New"), tr("Add a design to the fleet"),
         &MainWindow::newDesign);
    make("duplicateDesign", tr("Dupl&icate Design"), tr("Duplicate"),
         tr("Add a copy of the selected design, under a new id"), &MainWindow::duplicateDesign);
    QAction *remove = make("removeDesign", tr("Re&move Design"), tr("Remove"),
                           tr("Remove the selected design; if ships use it, you are asked first"),
                           &MainWindow::removeDesign);
    remove->setShortcut(QKeySequence::Delete);
    remove->setShortcutContext(Qt::WidgetShortcut);
    make("importDesigns", tr("&Import Designs…"), tr("Import…"),
         tr("Copy the designs of another fleet file of the same game"),
         &MainWindow::importDesignsFromDialog);
}

QWidget *MainWindow::createDesignPanel()
{
    m_designPanel = new QWidget;
    m_designPanel->setObjectName(QStringLiteral("designPanel"));
    auto *title = new QLabel(tr("<b>Designs</b>"), m_designPanel);
    auto *bar = new ActionBar(m_designPanel);
    bar->setObjectName(QStringLiteral("designBar"));
    for (const char *name : {"newDesign", "duplicateDesign", "removeDesign", "importDesigns"})
        bar->addAction(action(QLatin1String(name)));
    m_designList = new QTreeView(m_designPanel);
    m_designList->setObjectName(QStringLiteral("designList"));
    m_designList->setRootIsDecorated(false);
    m_designList->setUniformRowHeights(true);
    m_designList->setAlternatingRowColors(true);
    m_designList->setSelectionMode(QAbstractItemView::SingleSelection);
    m_designList->setContextMenuPolicy(Qt::ActionsContextMenu);
    for (const char *name : {"newDesign", "duplicateDesign", "removeDesign"})
        m_designList->addAction(action(QLatin1String(name)));
    title->setBuddy(m_designList);
    // Clicking a design shows it, even when it is already the current one.
    connect(m_designList, &QTreeView::clicked, this,
            [this] { m_tabs->setCurrentWidget(m_designScroll); });

    auto *layout = new QVBoxLayout(m_designPanel);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->addWidget(title);
    layout->addWidget(bar);
    layout->addWidget(m_designList, 1);

    // A child of the window even while a game without designs keeps it out of the tabs.
    m_designScroll = new QScrollArea(this);
    m_designScroll->hide();
    m_designScroll->setObjectName(QStringLiteral("designScroll"));
    m_designScroll->setWidgetResizable(true);
    m_designScroll->setFrameShape(QFrame::NoFrame);
    return m_designPanel;
}

// The Designs page and list follow the game: shown only when it gives a design editor.
void MainWindow::attachDesigns()
{
    m_designEditor = m_ui->createDesignEditor(*m_document, nullptr);
    const bool has = m_designEditor != nullptr;
    m_designPanel->setVisible(has);
    for (const char *name : {"newDesign", "duplicateDesign", "removeDesign", "importDesigns"})
        action(QLatin1String(name))->setVisible(has);
    const int tab = m_tabs->indexOf(m_designScroll);
    if (has && tab < 0)
        m_tabs->addTab(m_designScroll, tr("Designs"));
    else if (!has && tab >= 0)
        m_tabs->removeTab(tab);
    m_currentDesign = -1;
    if (!has)
        return;

    m_designEditor->setObjectName(QStringLiteral("designEditor"));
    connect(m_designEditor, &DesignEditor::subjectRequested, this, &MainWindow::focusSubject);
    connect(m_designEditor, &DesignEditor::dialogRequested, this,
            [this](const DesignEditor::DialogMaker &make) {
                QDialog *dialog = make({*m_print, m_context.validators}, this);
                dialog->setAttribute(Qt::WA_DeleteOnClose);
                dialog->open();
            });
    attachEditorFileActions();
    m_designScroll->setWidget(m_designEditor);
    m_designModel = new DesignListModel(*m_document, this);
    m_designList->setModel(m_designModel);
    QHeaderView *header = m_designList->header();
    header->setSectionResizeMode(DesignListModel::NameColumn, QHeaderView::Stretch);
    header->setSectionResizeMode(DesignListModel::IdColumn, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(DesignListModel::ShipsColumn, QHeaderView::ResizeToContents);
    header->setStretchLastSection(false);
    connect(m_designList->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex &current) {
                if (!current.isValid())
                    return;
                if (current.row() != m_currentDesign) {
                    m_currentDesign = current.row();
                    m_designEditor->setDesign(m_currentDesign);
                    updateActions();
                }
                if (!m_selectingDesign) {
                    m_tabs->setCurrentWidget(m_designScroll);
                    m_previewDock->followDesign(m_currentDesign);
                }
            });
    // Keep the selected design while designs come and go.
    connect(m_document, &FleetDocument::designInserted, this, [this](int index) {
        if (m_currentDesign >= index)
            selectDesign(m_currentDesign + 1);
    });
    // After an import (or its undo), the same design if it is still there: the list's current
    // row follows its design.
    connect(m_document, &FleetDocument::designsReplaced, this, [this] {
        const QModelIndex current = m_designList->currentIndex();
        const int count = int(m_document->fleet().designs.size());
        selectDesign(current.isValid() ? current.row() : std::min(m_currentDesign, count - 1));
        m_designEditor->setDesign(m_currentDesign);
    });
    connect(m_document, &FleetDocument::designRemoved, this, [this](int index) {
        const int count = int(m_document->fleet().designs.size());
        selectDesign(m_currentDesign > index || m_currentDesign >= count ? m_currentDesign - 1
                                                                         : m_currentDesign);
    });
    selectDesign(m_document->fleet().designs.empty() ? -1 : 0);
}

// The design editor's own File menu commands (DesignEditor::FileMenuProperty: an import from
// another program), after Import Designs; they go with the editor, and action() finds them by
// name.
void MainWindow::attachEditorFileActions()
{
    const QList<QAction *> menu = m_fileMenu->actions();
    const qsizetype import = menu.indexOf(action(QStringLiteral("importDesigns")));
    QAction *before = import >= 0 && import + 1 < menu.size() ? menu[import + 1] : nullptr;
    for (QAction *a : m_designEditor->actions()) {
        if (!a->property(DesignEditor::FileMenuProperty).toBool())
            continue;
        m_fileMenu->insertAction(before, a);
        m_actions[a->objectName()] = a;
        connect(a, &QObject::destroyed, this, [this, a, name = a->objectName()] {
            if (const auto it = m_actions.find(name); it != m_actions.end() && it->second == a)
                m_actions.erase(it);
        });
    }
}

void MainWindow::selectDesign(int index)
{
    if (!m_designModel)
        return;
    m_selectingDesign = true;
    const QModelIndex item = m_designModel->index(index, 0);
    if (item.isValid()) {
        m_designList->setCurrentIndex(item);
        m_designList->scrollTo(item);
    } else {
        m_designList->clearSelection();
    }
    m_selectingDesign = false;
    m_currentDesign = item.isValid() ? index : -1;
    if (m_designEditor->design() != m_currentDesign)
        m_designEditor->setDesign(m_currentDesign);
    updateActions();
}

// "customClasses[2].mass": the design's page, and its field.
bool MainWindow::focusDesignSubject(const QString &subject)
{
    const model::JsonPath path(subject);
    const model::JsonPath designs = model::JsonPath().key(m_document->system().designsKey());
    const std::optional<std::size_t> index = path.indexAfter(designs);
    if (!m_designEditor || !index || *index >= m_document->fleet().designs.size())
        return false;
    selectDesign(int(*index));
    m_tabs->setCurrentWidget(m_designScroll);
    m_previewDock->followDesign(m_currentDesign);
    const QString field = path.tailAfter(designs.index(*index))->toString();
    if (!field.isEmpty())
        return m_designEditor->focusSubject(field);
    m_designList->setFocus(Qt::OtherFocusReason);
    return true;
}

void MainWindow::newDesign()
{
    insertNewDesign(-1);
}

void MainWindow::insertNewDesign(int forShip)
{
    std::unique_ptr<model::Design> design = m_ui->newDesign(*m_document);
    const model::Fleet &fleet = m_document->fleet();
    if (!design || forShip >= int(fleet.ships.size()))
        return;
    const int at = int(fleet.designs.size());
    const QString id = design->id();
    QUndoStack *stack = m_document->undoStack();
    stack->beginMacro(tr("New design"));
    stack->push(new InsertDesignCommand(m_document, at, std::move(design), tr("New design")));
    if (forShip >= 0) {
        const SystemUi::ClassChange change
            = SystemUi::designChange(fleet, forShip, tr("New design"), id);
        std::unique_ptr<model::ShipDesign> ship = fleet.ships[std::size_t(forShip)]->clone();
        ship->classId = id;
        change.rename(*ship);
        pushShipEdit(*m_document, forShip, std::move(ship), {change.text});
    }
    stack->endMacro();
    selectDesign(at);
    m_tabs->setCurrentWidget(m_designScroll);
    m_previewDock->followDesign(m_currentDesign);
    // The new design's name, ready to be typed over.
    m_designEditor->focusSubject(QStringLiteral("name"));
    if (auto *name = qobject_cast<QLineEdit *>(QApplication::focusWidget()))
        name->selectAll();
}

void MainWindow::duplicateDesign()
{
    const auto &designs = m_document->fleet().designs;
    if (m_currentDesign < 0 || m_currentDesign >= int(designs.size()))
        return;
    std::unique_ptr<model::Design> copy = designs[std::size_t(m_currentDesign)]->clone();
    copy->setId(freeId(designIds(m_document->fleet()), copy->id()));
    QStringList names;
    for (const auto &design : designs)
        names << design->name();
    copy->setName(model::names::nextCopyName(names, copy->name()));
    const int at = m_currentDesign + 1;
    m_document->undoStack()->push(
        new InsertDesignCommand(m_document, at, std::move(copy), tr("Duplicate design")));
    selectDesign(at);
    m_tabs->setCurrentWidget(m_designScroll);
}

void MainWindow::removeDesign()
{
    const model::Fleet &fleet = m_document->fleet();
    const int row = m_currentDesign;
    if (row < 0 || row >= int(fleet.designs.size()))
        return;
    const model::Design &design = *fleet.designs[std::size_t(row)];
    const auto ships = std::count_if(fleet.ships.begin(), fleet.ships.end(), [&](const auto &ship) {
        return ship->classId == design.id();
    });
    if (ships > 0) {
        QMessageBox question(QMessageBox::Question, tr("Remove Design"),
                             tr("%n ship(s) of the fleet use the design “%1”.", nullptr, int(ships))
                                 .arg(design.name()),
                             QMessageBox::NoButton, this);
        question.setObjectName(QStringLiteral("removeDesignQuestion"));
        question.setInformativeText(tr("Without the design they have no class, no cost and no "
                                       "sheet, until you pick another for them. Remove it "
                                       "anyway?",
                                       nullptr, int(ships)));
        QPushButton *remove = question.addButton(tr("Remove Design"), QMessageBox::DestructiveRole);
        remove->setObjectName(QStringLiteral("removeDesignAnyway"));
        question.addButton(QMessageBox::Cancel);
        question.setDefaultButton(QMessageBox::Cancel);
        question.exec();
        if (question.clickedButton() != remove)
            return;
    }
    m_document->undoStack()->push(new RemoveDesignCommand(m_document, row, tr("Remove design")));
    selectDesign(std::min(row, int(m_document->fleet().designs.size()) - 1));
}

void MainWindow::importDesignsFromDialog()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Import Designs"), Settings::dialogFolder(m_document->filePath()), fileFilter());
    if (path.isEmpty())
        return;
    Settings::setLastFolder(path);
    importDesigns(path);
}

MainWindow::DesignClash MainWindow::askAboutClash(const QString &id, const QString &name,
                                                  bool *forAll)
{
    QMessageBox box(QMessageBox::Question, tr("Import Designs"),
                    tr("The fleet already has a design with the id “%1” (%2).").arg(id, name),
                    QMessageBox::NoButton, this);
    box.setObjectName(QStringLiteral("designClashQuestion"));
    box.setInformativeText(tr("Replace it with the imported one, keep both (the imported one "
                              "gets a new id), or skip the imported one?"));
    QPushButton *replace = box.addButton(tr("Replace"), QMessageBox::DestructiveRole);
    replace->setObjectName(QStringLiteral("replaceDesign"));
    QPushButton *both = box.addButton(tr("Keep Both"), QMessageBox::AcceptRole);
    both->setObjectName(QStringLiteral("keepBothDesigns"));
    QPushButton *skip = box.addButton(tr("Skip"), QMessageBox::RejectRole);
    skip->setObjectName(QStringLiteral("skipDesign"));
    box.setDefaultButton(both);
    auto *all = new QCheckBox(tr("Do the same for the other designs whose id is taken"), &box);
    all->setObjectName(QStringLiteral("sameForAll"));
    box.setCheckBox(all);
    box.exec();
    *forAll = all->isChecked();
    if (box.clickedButton() == replace)
        return DesignClash::Replace;
    return box.clickedButton() == both ? DesignClash::KeepBoth : DesignClash::Skip;
}

int MainWindow::importDesigns(const QString &path, DesignClash clash, QString *error, bool quiet)
{
    model::LoadResult result = model::FleetFile::load(path, m_context.systems);
    QString problem;
    if (!result.ok())
        problem = result.errorText();
    else if (result.fleet->systemId != m_document->fleet().systemId)
        problem = tr("%1: it is a fleet of another game (%2); designs can only be imported from "
                     "a fleet of the same game.")
                      .arg(QFileInfo(path).fileName(), result.fleet->systemId);
    else if (result.fleet->designs.empty())
        problem = tr("%1: the fleet has no designs.").arg(QFileInfo(path).fileName());
    if (!problem.isEmpty()) {
        if (error)
            *error = problem;
        if (!quiet)
            QMessageBox::warning(this, tr("Cannot import designs"), problem);
        return -1;
    }
    // The fleet's designs with the imported ones, as one new list: one undo step, one update.
    const model::Fleet &fleet = m_document->fleet();
    std::vector<std::unique_ptr<model::Design>> designs;
    designs.reserve(fleet.designs.size() + result.fleet->designs.size());
    QHash<QString, std::size_t> existing; // the first design of each id, as ships find it
    QSet<QString> ids;
    for (const auto &design : fleet.designs) {
        if (!existing.contains(design->id()))
            existing.insert(design->id(), designs.size());
        ids.insert(design->id());
        designs.push_back(design->clone());
    }
    int imported = 0;
    for (std::unique_ptr<model::Design> &design : result.fleet->designs) {
        const auto taken = existing.constFind(design->id());
        DesignClash action = taken == existing.cend() ? DesignClash::KeepBoth : clash;
        if (taken != existing.cend() && clash == DesignClash::Ask) {
            bool forAll = false;
            action = askAboutClash(design->id(), design->name(), &forAll);
            if (forAll)
                clash = action;
        }
        if (action == DesignClash::Skip)
            continue;
        ++imported;
        if (action == DesignClash::Replace && taken != existing.cend()) {
            designs[*taken] = std::move(design);
            continue;
        }
        design->setId(freeId(ids, design->id()));
        ids.insert(design->id());
        designs.push_back(std::move(design));
    }
    if (imported > 0)
        m_document->undoStack()->push(
            new ReplaceDesignsCommand(m_document, std::move(designs), tr("Import designs")));
    statusBar()->showMessage(
        tr("Imported %n design(s) from %1.", nullptr, imported).arg(QFileInfo(path).fileName()),
        5000);
    return imported;
}

} // namespace fw::app
