#include "FieryVoidImportDialog.h"

#include "../../commands/DesignCommands.h"
#include "../../commands/FleetCommands.h"
#include "../../document/FleetDocument.h"
#include "../../print/PreviewWidget.h"
#include "../../print/PrintSession.h"
#include "FieryVoidCatalogueModel.h"
#include "ScsUi.h"

#include <model/systems/GameSystem.h>
#include <model/systems/scs/ScsDesign.h>
#include <model/systems/scs/ScsOptions.h>

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSet>
#include <QSettings>
#include <QSplitter>
#include <QTextBrowser>
#include <QTimer>
#include <QTreeView>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>

namespace fw::app {

namespace fv = model::scs::fieryvoid;

namespace {

// The settings key of the folder or files read last.
const QString PathsKey = QStringLiteral("scs/fieryVoidPaths");

QSet<QString> designIds(const model::Fleet &fleet)
{
    QSet<QString> ids;
    for (const auto &design : fleet.designs)
        ids.insert(design->id());
    return ids;
}

// The hull a row of the view shows; -1 for a faction or no row.
int hullOf(const QModelIndex &row)
{
    return row.isValid() ? row.data(FieryVoidCatalogueModel::HullRole).toInt() : -1;
}

QLabel *labelFor(const QString &text, QWidget *buddy, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setBuddy(buddy);
    return label;
}

} // namespace

FieryVoidImportDialog::FieryVoidImportDialog(const Context &context, QWidget *parent)
    : QDialog(parent)
    , m_document(&context.document)
    , m_print(context.print)
    , m_validators(context.validators)
    , m_model(new FieryVoidCatalogueModel(this))
    , m_filter(new FieryVoidFilterModel(this))
    , m_pathField(new QLineEdit(this))
    , m_filterField(new QLineEdit(this))
    , m_count(new QLabel(this))
    , m_view(new QTreeView(this))
    , m_problemsLabel(new QLabel(tr("&Problems reading the files:"), this))
    , m_problems(new QListWidget(this))
    , m_details(new QTextBrowser(this))
    , m_preview(new PreviewWidget(this))
    , m_previewTimer(new QTimer(this))
    , m_withShips(new QCheckBox(tr("With one &ship of each design"), this))
    , m_status(new QLabel(this))
    , m_add(new QPushButton(tr("&Add to Fleet"), this))
{
    setObjectName(QStringLiteral("fieryVoidImport"));
    setWindowTitle(tr("Import Ships from FieryVoid"));

    m_pathField->setObjectName(QStringLiteral("paths"));
    m_pathField->setReadOnly(true);
    m_pathField->setPlaceholderText(tr("No ship files chosen yet"));
    auto *folder = new QPushButton(tr("Choose &Folder…"), this);
    folder->setObjectName(QStringLiteral("chooseFolder"));
    folder->setToolTip(tr("Read every ship file (*.js) of a folder, such as FieryVoid's "
                          "source/public/static"));
    auto *files = new QPushButton(tr("Choose F&iles…"), this);
    files->setObjectName(QStringLiteral("chooseFiles"));
    files->setToolTip(tr("Read one or more ship files (shipsN.js)"));
    connect(folder, &QPushButton::clicked, this, &FieryVoidImportDialog::chooseFolder);
    connect(files, &QPushButton::clicked, this, &FieryVoidImportDialog::chooseFiles);
    auto *credit = new QLabel(tr("Ship data from FieryVoid (GPL-3.0); ship figures from Agents "
                                 "of Gaming's Babylon 5 Wars."),
                              this);
    credit->setObjectName(QStringLiteral("credit"));
    credit->setWordWrap(true);

    m_filterField->setObjectName(QStringLiteral("filter"));
    m_filterField->setClearButtonEnabled(true);
    m_filterField->setPlaceholderText(tr("Part of a class name"));
    connect(m_filterField, &QLineEdit::textChanged, this, [this](const QString &text) {
        m_filter->setText(text);
        if (!text.trimmed().isEmpty())
            m_view->expandAll();
        updateCount();
    });
    m_count->setObjectName(QStringLiteral("hullCount"));

    m_filter->setSourceModel(m_model);
    m_view->setObjectName(QStringLiteral("hulls"));
    m_view->setModel(m_filter);
    m_view->setUniformRowHeights(true);
    m_view->setAlternatingRowColors(true);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(FieryVoidCatalogueModel::ClassColumn, Qt::AscendingOrder);
    m_view->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    QHeaderView *header = m_view->header();
    header->setStretchLastSection(false);
    header->setSectionResizeMode(FieryVoidCatalogueModel::ClassColumn, QHeaderView::Stretch);
    // Widths from the texts a column can show, not from the rows (that would convert every hull).
    const QFontMetrics metrics = m_view->fontMetrics();
    for (int c = FieryVoidCatalogueModel::SizeColumn; c < FieryVoidCatalogueModel::ColumnCount;
         ++c) {
        int width = 0;
        for (const QString &text : m_model->columnTexts(c))
            width = std::max(width, metrics.horizontalAdvance(text));
        header->resizeSection(c, width + 2 * metrics.horizontalAdvance(QLatin1Char('M')));
    }
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this, [this] {
        updateDetails();
        m_previewTimer->start();
    });
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &FieryVoidImportDialog::updateAddButton);
    connect(m_filter, &QAbstractItemModel::modelReset, this, &FieryVoidImportDialog::updateCount);

    m_problemsLabel->setBuddy(m_problems);
    m_problems->setObjectName(QStringLiteral("problems"));
    m_problems->setWordWrap(true);
    m_problems->setMaximumHeight(5 * metrics.height() + 8);

    m_details->setObjectName(QStringLiteral("details"));
    m_details->setReadOnly(true);
    m_details->setOpenLinks(false);
    m_preview->setObjectName(QStringLiteral("sheetPreview"));
    m_preview->setMinimumHeight(180);
    m_previewTimer->setSingleShot(true);
    m_previewTimer->setInterval(120);
    connect(m_previewTimer, &QTimer::timeout, this, &FieryVoidImportDialog::updatePreview);

    m_withShips->setObjectName(QStringLiteral("withShips"));
    m_withShips->setToolTip(tr("Also add one ship of each design added, named after it"));
    m_add->setObjectName(QStringLiteral("addToFleet"));
    m_add->setToolTip(tr("Add the selected hulls to the fleet as designs, in one undo step"));
    connect(m_add, &QPushButton::clicked, this, [this] { addSelected(m_withShips->isChecked()); });
    m_status->setObjectName(QStringLiteral("status"));
    m_status->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    for (QPushButton *b : {folder, files, m_add, buttons->button(QDialogButtonBox::Close)})
        b->setAutoDefault(false);

    // Left: the catalogue; right: the hull chosen.
    auto *left = new QWidget(this);
    auto *leftLayout = new QGridLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(labelFor(tr("Fil&ter:"), m_filterField, left), 0, 0);
    leftLayout->addWidget(m_filterField, 0, 1);
    leftLayout->addWidget(m_count, 0, 2);
    leftLayout->addWidget(labelFor(tr("&Hulls:"), m_view, left), 1, 0, 1, 3);
    leftLayout->addWidget(m_view, 2, 0, 1, 3);
    leftLayout->addWidget(m_problemsLabel, 3, 0, 1, 3);
    leftLayout->addWidget(m_problems, 4, 0, 1, 3);
    leftLayout->setRowStretch(2, 1);
    leftLayout->setColumnStretch(1, 1);
    auto *right = new QWidget(this);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addWidget(labelFor(tr("&Details:"), m_details, right));
    rightLayout->addWidget(m_details, 2);
    rightLayout->addWidget(labelFor(tr("Pre&view:"), m_preview, right));
    rightLayout->addWidget(m_preview, 3);
    auto *splitter = new QSplitter(this);
    splitter->setObjectName(QStringLiteral("fieryVoidSplitter"));
    splitter->setChildrenCollapsible(false);
    splitter->addWidget(left);
    splitter->addWidget(right);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);

    auto *layout = new QVBoxLayout(this);
    auto *top = new QHBoxLayout;
    top->addWidget(labelFor(tr("Ship files:"), m_pathField, this));
    top->addWidget(m_pathField, 1);
    top->addWidget(folder);
    top->addWidget(files);
    layout->addLayout(top);
    layout->addWidget(credit);
    layout->addWidget(splitter, 1);
    auto *bottom = new QHBoxLayout;
    bottom->addWidget(m_withShips);
    bottom->addWidget(m_status, 1);
    bottom->addWidget(m_add);
    bottom->addWidget(buttons);
    layout->addLayout(bottom);
    // Tab goes from the top down, the way the dialog reads.
    QWidget *closeButton = buttons->button(QDialogButtonBox::Close);
    const QWidgetList order{m_pathField, folder,     files,      m_filterField,
                            m_view,      m_problems, m_details,  m_preview,
                            m_withShips, m_add,      closeButton};
    for (qsizetype i = 0; i + 1 < order.size(); ++i)
        setTabOrder(order[i], order[i + 1]);
    m_filterField->setFocus();

    // The fleet's designs come and go (an undo): the marks follow.
    followDesigns(this, *m_document, [this] { updateFleetIds(); });
    // The dialog works on one document: it goes with it.
    connect(m_document, &QObject::destroyed, this, &QDialog::reject);

    updateFleetIds();
    updateCount();
    updateDetails();
    updateAddButton();
    updatePreview();
    resize(1060, 700);
    // The files read last, read again once the dialog is up (those still there).
    QStringList remembered = rememberedPaths();
    remembered.removeIf([](const QString &path) { return !QFileInfo::exists(path); });
    if (!remembered.isEmpty())
        QTimer::singleShot(0, this, [this, remembered] {
            if (m_paths.isEmpty())
                openPaths(remembered);
        });
}

FieryVoidImportDialog::~FieryVoidImportDialog() = default;

QAction *FieryVoidImportDialog::createAction(FleetDocument &document, DesignEditor *editor)
{
    auto *action = new QAction(tr("Import Ships from &FieryVoid…"), editor);
    action->setObjectName(QStringLiteral("importFieryVoid"));
    action->setStatusTip(tr("Add hulls of FieryVoid's ship files to the fleet as designs"));
    action->setProperty(DesignEditor::FileMenuProperty, true);
    connect(action, &QAction::triggered, editor, [&document, editor] {
        Q_EMIT editor->dialogRequested(
            [&document](const EditorServices &services, QWidget *parent) {
                return new FieryVoidImportDialog({document, services.print, services.validators},
                                                 parent);
            });
    });
    return action;
}

QStringList FieryVoidImportDialog::rememberedPaths()
{
    return QSettings().value(PathsKey).toStringList();
}

QString FieryVoidImportDialog::startFolder() const
{
    if (m_paths.isEmpty())
        return QString();
    const QFileInfo first(m_paths.front());
    return first.isDir() ? first.absoluteFilePath() : first.absolutePath();
}

void FieryVoidImportDialog::chooseFolder()
{
    const QString folder = QFileDialog::getExistingDirectory(
        this, tr("Choose a Folder of FieryVoid Ship Files"), startFolder());
    if (!folder.isEmpty())
        openPaths({folder});
}

void FieryVoidImportDialog::chooseFiles()
{
    const QStringList files
        = QFileDialog::getOpenFileNames(this, tr("Choose FieryVoid Ship Files"), startFolder(),
                                        tr("FieryVoid ship files (*.js);;All files (*)"));
    if (!files.isEmpty())
        openPaths(files);
}

void FieryVoidImportDialog::openPaths(const QStringList &paths)
{
    QApplication::setOverrideCursor(Qt::WaitCursor);
    fv::Catalogue catalogue = fv::readCatalogue(paths);
    m_paths = paths;
    QSettings().setValue(PathsKey, paths);
    m_pathField->setText(QDir::toNativeSeparators(paths.join(QStringLiteral("; "))));
    m_pathField->setCursorPosition(0);
    m_problems->clear();
    for (const fv::Problem &p : catalogue.problems)
        m_problems->addItem(p.text());
    m_problemsLabel->setVisible(m_problems->count() > 0);
    m_problems->setVisible(m_problems->count() > 0);
    m_model->setCatalogue(std::move(catalogue));
    // One faction opens by itself; many stay closed until a filter picks hulls from them.
    if (m_model->factionCount() == 1 || !m_filter->text().isEmpty())
        m_view->expandAll();
    m_status->clear();
    updateCount();
    updateDetails();
    updateAddButton();
    updatePreview();
    QApplication::restoreOverrideCursor();
}

void FieryVoidImportDialog::updateCount()
{
    const int total = m_model->hullCount();
    if (m_filter->text().isEmpty())
        m_count->setText(tr("%n hull(s)", nullptr, total));
    else
        m_count->setText(tr("%1 of %n hull(s) shown", nullptr, total).arg(m_filter->hullsShown()));
}

void FieryVoidImportDialog::updateFleetIds()
{
    if (m_document)
        m_model->setFleetIds(designIds(m_document->fleet()));
    updateDetails();
    updateAddButton();
}

int FieryVoidImportDialog::currentHull() const
{
    return hullOf(m_view->currentIndex());
}

std::vector<int> FieryVoidImportDialog::selectedHulls() const
{
    std::vector<int> hulls;
    for (const QModelIndex &row : m_view->selectionModel()->selectedRows()) {
        const int hull = hullOf(row);
        if (hull >= 0)
            hulls.push_back(hull);
    }
    std::sort(hulls.begin(), hulls.end());
    return hulls;
}

void FieryVoidImportDialog::updateAddButton()
{
    // Enabled while a selected hull can be added (the first such one found is enough).
    const QModelIndexList rows = m_view->selectionModel()->selectedRows();
    const bool any = std::any_of(rows.begin(), rows.end(), [this](const QModelIndex &row) {
        const int hull = hullOf(row);
        return hull >= 0 && !m_model->inFleet(hull) && m_model->conversion(hull).design;
    });
    m_add->setEnabled(any && m_document);
}

void FieryVoidImportDialog::updateDetails()
{
    const QModelIndex current = m_view->currentIndex();
    const int hull = currentHull();
    if (!current.isValid() || hull < 0) {
        if (m_model->hullCount() == 0)
            m_details->setHtml(tr("Choose a folder of FieryVoid's ship files (its "
                                  "source/public/static folder, files ships1.js to shipsN.js) "
                                  "or some of the files."));
        else if (current.isValid())
            m_details->setHtml(
                QStringLiteral("<b>%1</b><p>%2</p>")
                    .arg(current.siblingAtColumn(0).data().toString().toHtmlEscaped(),
                         tr("%n hull(s)", nullptr,
                            m_model->rowCount(m_filter->mapToSource(current.siblingAtColumn(0))))));
        else
            m_details->setHtml(tr("Select a hull to see what its SCS design would be."));
        return;
    }
    m_details->setHtml(m_model->details(hull));
}

void FieryVoidImportDialog::updatePreviewNow()
{
    if (m_previewTimer->isActive())
        updatePreview();
}

// The hull's sheet as the fleet would print it: a fleet of that one design, with the open
// fleet's settings and rules options.
void FieryVoidImportDialog::updatePreview()
{
    m_previewTimer->stop();
    const int hull = currentHull();
    std::shared_ptr<const templates::Document> pages;
    QString placeholder = tr("Select a hull to see its control sheet.");
    if (hull >= 0 && m_document) {
        const fv::Conversion &c = m_model->conversion(hull);
        if (!c.design) {
            placeholder = tr("SCS has no control sheet for this hull.");
        } else {
            const model::Fleet &open = m_document->fleet();
            auto fleet = std::make_unique<model::Fleet>(open.systemId, open.settings->clone());
            fleet->name = open.name;
            fleet->options = open.options;
            if (model::scs::hasStructurelessSections(*c.design)) // as the import will
                model::scs::allowStructurelessSections(fleet->options);
            fleet->designs.push_back(std::make_unique<model::scs::ScsDesign>(*c.design));
            const FleetDocument one(m_document->systems(), m_validators, std::move(fleet));
            PrintOptions options = m_print.savedOptions(open.systemId);
            options.kinds = {templates::PrintKind::Sheets};
            options.sheetsFor = templates::SheetsFor::Designs;
            options.ships.clear();
            Printout out = m_print.compose(one, options);
            if (out.document)
                pages = std::make_shared<const templates::Document>(std::move(*out.document));
            else
                placeholder = out.errors.join(QLatin1Char('\n'));
        }
    }
    m_preview->setPlaceholderText(placeholder);
    m_preview->setDocument(pages, m_print.fonts());
}

int FieryVoidImportDialog::addSelected(bool withShips)
{
    if (!m_document)
        return 0;
    const model::Fleet &fleet = m_document->fleet();
    QSet<QString> ids = designIds(fleet);
    std::vector<std::unique_ptr<model::Design>> added;
    std::vector<int> addedHulls;
    int refused = 0, present = 0;
    for (const int hull : selectedHulls()) {
        const fv::Conversion &c = m_model->conversion(hull);
        if (!c.design) {
            ++refused;
            continue;
        }
        if (ids.contains(c.design->id)) {
            ++present;
            continue;
        }
        ids.insert(c.design->id);
        added.push_back(std::make_unique<model::scs::ScsDesign>(*c.design));
        addedHulls.push_back(hull);
    }
    // A variant names its base hull by class: the base's design, when the fleet has it or gets
    // it now.
    for (std::size_t a = 0; a < added.size(); ++a) {
        if (const QString base = m_model->baseDesignId(addedHulls[a], ids); !base.isEmpty())
            static_cast<model::scs::ScsDesign &>(*added[a]).sheet.variantOf = base;
    }
    QStringList said;
    const int count = int(added.size());
    if (count > 0) {
        // B5 Wars medium ships keep their structure in the primary section alone.
        FleetDocument::Header header = m_document->header();
        const bool medium = std::any_of(added.begin(), added.end(), [](const auto &d) {
            return model::scs::hasStructurelessSections(
                static_cast<const model::scs::ScsDesign &>(*d).sheet);
        });
        QStringList newIds;
        std::vector<std::unique_ptr<model::Design>> designs;
        designs.reserve(fleet.designs.size() + added.size());
        for (const auto &design : fleet.designs)
            designs.push_back(design->clone());
        for (auto &design : added) {
            newIds << design->id();
            designs.push_back(std::move(design));
        }
        QUndoStack *stack = m_document->undoStack();
        const QString text = withShips ? tr("Import %n ship(s) from FieryVoid", nullptr, count)
                                       : tr("Import %n design(s) from FieryVoid", nullptr, count);
        stack->beginMacro(text);
        stack->push(new ReplaceDesignsCommand(m_document, std::move(designs), text));
        const bool allowed = medium && model::scs::allowStructurelessSections(header.options);
        if (allowed)
            stack->push(new EditHeaderCommand(m_document, header, text));
        for (const QString &id : withShips ? newIds : QStringList()) {
            const int at = int(m_document->fleet().ships.size());
            stack->push(
                new InsertShipCommand(m_document, at, ScsUi().newShip(*m_document, id), text));
        }
        stack->endMacro();
        said << (withShips ? tr("%n design(s) and a ship of each added.", nullptr, count)
                           : tr("%n design(s) added.", nullptr, count));
        if (allowed)
            said << tr("Rules option \"Sections without structure\" now lets the medium ships' "
                       "forward and aft sections send their hits to the primary structure.");
    }
    if (present > 0)
        said << tr("%n already in the fleet.", nullptr, present);
    if (refused > 0)
        said << tr("%n without an SCS sheet.", nullptr, refused);
    if (said.isEmpty())
        said << tr("Nothing selected to add.");
    m_status->setText(said.join(QLatin1Char(' ')));
    return count;
}

} // namespace fw::app
