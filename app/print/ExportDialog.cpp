#include "ExportDialog.h"

#include "../document/FleetDocument.h"
#include "../document/Settings.h"

#include <model/io/FileAccess.h>
#include <model/systems/GameSystem.h>

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

namespace fw::app {

using templates::OutputFormat;
using templates::PrintKind;

namespace {

constexpr PrintKind AllKinds[] = {PrintKind::Roster, PrintKind::Sheets, PrintKind::Counters};

// "Blue Fleet" -> "Blue Fleet"; characters a file name should not hold are dropped.
QString fileBaseName(const QString &fleetName, const QString &fallback)
{
    QString base = fleetName.trimmed();
    base.replace(QRegularExpression(QStringLiteral("[^\\w\\- ]")), QString());
    base = base.simplified();
    return base.isEmpty() ? fallback : base;
}

QString withSuffix(const QString &path, OutputFormat format)
{
    if (path.isEmpty())
        return path;
    const QString suffix = QLatin1Char('.') + templates::outputFormatId(format);
    QString stem = path;
    for (OutputFormat f : {OutputFormat::Pdf, OutputFormat::Svg, OutputFormat::Png}) {
        const QString other = QLatin1Char('.') + templates::outputFormatId(f);
        if (stem.endsWith(other, Qt::CaseInsensitive)) {
            stem.chop(other.size());
            break;
        }
    }
    return stem + suffix;
}

} // namespace

ExportDialog::ExportDialog(const PrintSession &session, const FleetDocument &document,
                           QWidget *parent)
    : QDialog(parent)
    , m_session(session)
    , m_document(document)
    , m_available(session.kindsFor(document.system().id()))
    , m_all(new QCheckBox(tr("&All"), this))
    , m_backs(new QCheckBox(tr("Counter &backs"), this))
    , m_format(new QComboBox(this))
    , m_pageSize(new QComboBox(this))
    , m_dpi(new QSpinBox(this))
    , m_output(new QLineEdit(this))
    , m_summary(new QLabel(this))
    , m_choices(new PrintChoices(session.savedOptions(document.system().id()), this))
    , m_update(new QTimer(this))
{
    setWindowTitle(tr("Export"));
    setObjectName(QStringLiteral("exportDialog"));
    const PrintOptions saved = session.savedOptions(document.system().id());
    m_update->setSingleShot(true);
    m_update->setInterval(0);
    connect(m_update, &QTimer::timeout, this, &ExportDialog::updateSummary);

    // What: the kinds this game prints; the others are shown, but cannot be chosen.
    auto *what = new QHBoxLayout;
    m_all->setObjectName(QStringLiteral("kindAll"));
    what->addWidget(m_all);
    bool anySaved = false;
    for (PrintKind kind : AllKinds) {
        auto *box = new QCheckBox(QStringLiteral("&") + templates::printKindName(kind), this);
        box->setObjectName(QStringLiteral("kind-%1").arg(templates::printKindId(kind)));
        const bool available
            = std::find(m_available.begin(), m_available.end(), kind) != m_available.end();
        const bool chosen
            = std::find(saved.kinds.begin(), saved.kinds.end(), kind) != saved.kinds.end();
        box->setEnabled(available);
        box->setChecked(available && chosen);
        anySaved = anySaved || box->isChecked();
        if (!available) {
            box->setToolTip(templates::nothingToPrint(document.system().displayName(), kind));
        }
        connect(box, &QCheckBox::toggled, this, &ExportDialog::kindToggled);
        m_kinds.emplace_back(kind, box);
        what->addWidget(box);
    }
    what->addStretch(1);
    if (!anySaved) {
        for (auto &[kind, box] : m_kinds)
            box->setChecked(box->isEnabled());
    }
    connect(m_all, &QCheckBox::clicked, this, [this](bool checked) {
        for (auto &[kind, box] : m_kinds) {
            if (box->isEnabled())
                box->setChecked(checked);
        }
        kindToggled();
    });
    m_backs->setObjectName(QStringLiteral("counterBacks"));
    m_backs->setToolTip(tr("Print the back of every counter sheet after it, for double-sided "
                           "counters"));
    m_backs->setChecked(saved.counterBacks);
    connect(m_backs, &QCheckBox::toggled, this, &ExportDialog::scheduleUpdate);

    // How.
    m_format->setObjectName(QStringLiteral("format"));
    m_format->addItem(tr("PDF document"), QStringLiteral("pdf"));
    m_format->addItem(tr("SVG pictures (one per page)"), QStringLiteral("svg"));
    m_format->addItem(tr("PNG images (one per page)"), QStringLiteral("png"));
    m_format->setCurrentIndex(std::max(0, m_format->findData(Settings::exportFormat())));
    connect(m_format, &QComboBox::currentIndexChanged, this, &ExportDialog::formatChanged);
    m_pageSize->setObjectName(QStringLiteral("pageSize"));
    m_pageSize->addItem(tr("A4"), QStringLiteral("a4"));
    m_pageSize->addItem(tr("US Letter"), QStringLiteral("letter"));
    m_pageSize->setCurrentIndex(std::max(0, m_pageSize->findData(saved.pageSize)));
    connect(m_pageSize, &QComboBox::currentIndexChanged, this, &ExportDialog::scheduleUpdate);
    m_dpi->setObjectName(QStringLiteral("pngResolution"));
    m_dpi->setRange(72, 600);
    m_dpi->setSingleStep(50);
    m_dpi->setSuffix(tr(" dpi"));
    m_dpi->setValue(std::clamp(Settings::pngResolution(), 72, 600));

    // Where.
    m_output->setObjectName(QStringLiteral("outputFile"));
    m_output->setClearButtonEnabled(true);
    const QString base = fileBaseName(document.fleet().name, tr("fleet"));
    m_output->setText(
        withSuffix(QDir(startFolder()).filePath(base + QStringLiteral(".pdf")), format()));
    connect(m_output, &QLineEdit::textEdited, this, [this] {
        m_confirmed = false;
        scheduleUpdate();
    });
    auto *browseButton = new QPushButton(tr("Bro&wse…"), this);
    browseButton->setObjectName(QStringLiteral("browse"));
    connect(browseButton, &QPushButton::clicked, this, &ExportDialog::browse);
    auto *outputRow = new QHBoxLayout;
    outputRow->addWidget(m_output, 1);
    outputRow->addWidget(browseButton);

    m_summary->setObjectName(QStringLiteral("summary"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_summary->setMinimumHeight(fontMetrics().lineSpacing() * 3);
    m_summary->setAlignment(Qt::AlignLeft | Qt::AlignTop);

    auto *form = new QFormLayout;
    auto *whatLabel = new QLabel(tr("Export:"), this);
    form->addRow(whatLabel, what);
    form->addRow(QString(), m_backs);
    form->addRow(tr("&Format:"), m_format);
    form->addRow(tr("&Page size:"), m_pageSize);
    form->addRow(tr("PNG r&esolution:"), m_dpi);
    auto *fileLabel = new QLabel(tr("Output f&ile:"), this);
    fileLabel->setBuddy(m_output);
    form->addRow(fileLabel, outputRow);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    m_ok->setText(tr("Export"));
    connect(buttons, &QDialogButtonBox::accepted, this, &ExportDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_choices);
    connect(m_choices, &PrintChoices::changed, this, &ExportDialog::scheduleUpdate);
    layout->addWidget(createTemplateRows());
    layout->addWidget(m_summary);
    layout->addStretch(1);
    layout->addWidget(buttons);
    // At least what every row needs (the German buttons are wider), and never narrower than 620.
    setMinimumWidth(std::max(620, layout->minimumSize().width()));

    for (TemplateRow &r : m_rows) {
        const auto file = saved.templateFiles.find(r.layout->id());
        if (file != saved.templateFiles.end())
            setTemplateFile(r.layout->id(), file->second);
    }
    formatChanged();
    kindToggled();
    updateSummary();
    m_output->setFocus();
}

ExportDialog::~ExportDialog() = default;

QString ExportDialog::startFolder() const
{
    const QString saved = Settings::exportFolder();
    if (!saved.isEmpty() && QFileInfo(saved).isDir())
        return saved;
    if (!m_document.filePath().isEmpty())
        return QFileInfo(m_document.filePath()).absolutePath();
    return QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
}

QWidget *ExportDialog::createTemplateRows()
{
    auto *group = new QGroupBox(tr("Templates"), this);
    auto *grid = new QGridLayout(group);
    grid->setColumnStretch(1, 1);
    int line = 0;
    const std::vector<const templates::Layout *> layouts
        = m_session.layoutsFor(m_document.system().id());
    m_rows.reserve(layouts.size());
    for (const templates::Layout *layout : layouts) {
        TemplateRow &r = m_rows.emplace_back();
        r.layout = layout;
        const QString id = layout->id();
        r.path = new QLineEdit(group);
        r.path->setObjectName(QStringLiteral("template-%1").arg(id));
        r.path->setReadOnly(true);
        r.path->setPlaceholderText(tr("Built-in"));
        r.path->setAccessibleName(tr("Template for %1").arg(layout->title()));
        auto *label = new QLabel(layout->title(), group);
        label->setBuddy(r.path);
        auto *choose = new QPushButton(tr("Choose…"), group);
        choose->setObjectName(QStringLiteral("chooseTemplate-%1").arg(id));
        choose->setToolTip(tr("Use a template file of your own for the %1").arg(layout->title()));
        r.builtin = new QPushButton(tr("Use Built-in"), group);
        r.builtin->setObjectName(QStringLiteral("builtinTemplate-%1").arg(id));
        r.builtin->setToolTip(tr("Use the template that comes with Fleetwright"));
        r.builtin->setEnabled(false);
        auto *copy = new QPushButton(tr("Copy Built-in Template…"), group);
        copy->setObjectName(QStringLiteral("copyTemplate-%1").arg(id));
        copy->setToolTip(tr("Save the built-in template to a file you can edit, and use it"));
        r.note = new QLabel(group);
        r.note->setObjectName(QStringLiteral("templateError-%1").arg(id));
        r.note->setWordWrap(true);
        r.note->setTextInteractionFlags(Qt::TextSelectableByMouse);
        r.note->hide();
        grid->addWidget(label, line, 0);
        grid->addWidget(r.path, line, 1);
        grid->addWidget(choose, line, 2);
        grid->addWidget(r.builtin, line, 3);
        grid->addWidget(copy, line, 4);
        grid->addWidget(r.note, line + 1, 1, 1, 4);
        line += 2;
        connect(choose, &QPushButton::clicked, this, [this, id] { chooseTemplate(*row(id)); });
        connect(r.builtin, &QPushButton::clicked, this, [this, id] { setTemplateFile(id, {}); });
        connect(copy, &QPushButton::clicked, this, [this, id] { copyTemplate(*row(id)); });
    }
    return group;
}

ExportDialog::TemplateRow *ExportDialog::row(const QString &layoutId)
{
    const auto it = std::find_if(m_rows.begin(), m_rows.end(),
                                 [&](const TemplateRow &r) { return r.layout->id() == layoutId; });
    return it == m_rows.end() ? nullptr : &*it;
}

const ExportDialog::TemplateRow *ExportDialog::row(const QString &layoutId) const
{
    return const_cast<ExportDialog *>(this)->row(layoutId);
}

bool ExportDialog::setTemplateFile(const QString &layoutId, const QString &file)
{
    TemplateRow *r = row(layoutId);
    if (!r)
        return false;
    r->file = file;
    r->error.clear();
    if (!file.isEmpty()) {
        const templates::TemplateLoad load = m_session.loadTemplate(file, *r->layout);
        if (!load.ok())
            r->error = load.errorText();
    }
    r->path->setText(QDir::toNativeSeparators(file));
    r->builtin->setEnabled(!file.isEmpty());
    r->path->setToolTip(r->path->text());
    r->note->setText(r->error);
    r->note->setStyleSheet(QStringLiteral("color: #a93226;"));
    r->note->setVisible(!r->error.isEmpty());
    scheduleUpdate();
    return r->error.isEmpty();
}

QString ExportDialog::templateFile(const QString &layoutId) const
{
    const TemplateRow *r = row(layoutId);
    return r ? r->file : QString();
}

QString ExportDialog::templateError(const QString &layoutId) const
{
    const TemplateRow *r = row(layoutId);
    return r ? r->error : QString();
}

void ExportDialog::chooseTemplate(TemplateRow &r)
{
    const QString folder = r.file.isEmpty() ? startFolder() : QFileInfo(r.file).absolutePath();
    const QString file = QFileDialog::getOpenFileName(
        this, tr("Choose a Template for the %1").arg(r.layout->title()), folder,
        tr("Fleetwright templates (*.json);;All files (*)"));
    if (!file.isEmpty())
        setTemplateFile(r.layout->id(), file);
}

void ExportDialog::copyTemplate(TemplateRow &r)
{
    QString name = r.layout->id();
    name.replace(QLatin1Char('.'), QLatin1Char('-'));
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Copy the Built-in Template for the %1").arg(r.layout->title()),
        QDir(startFolder()).filePath(name + QStringLiteral("-template.json")),
        tr("Fleetwright templates (*.json)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!m_document.filePath().isEmpty()
        && model::FileAccess::sameFile(path, m_document.filePath()))
        error = tr("%1: this is the fleet's own file; choose another name.").arg(path);
    else
        error = PrintSession::copyBuiltinTemplate(*r.layout, path);
    if (!error.isEmpty()) {
        QMessageBox::warning(this, tr("Cannot copy the template"), error);
        return;
    }
    setTemplateFile(r.layout->id(), path);
    r.note->setText(tr("Copied. Edit this file in a text editor (see “Templates” in the user "
                       "guide); exports use it from now on."));
    r.note->setStyleSheet(QString());
    r.note->show();
}

void ExportDialog::browse()
{
    const OutputFormat f = format();
    const QString filter = f == OutputFormat::Pdf   ? tr("PDF documents (*.pdf)")
                           : f == OutputFormat::Svg ? tr("SVG pictures (*.svg)")
                                                    : tr("PNG images (*.png)");
    const QString path = QFileDialog::getSaveFileName(this, tr("Export to"), outputPath(), filter);
    if (path.isEmpty())
        return;
    setOutputPath(path);
    // The file dialog has asked about replacing that one file.
    m_confirmed = plannedFiles().size() == 1;
}

PrintOptions ExportDialog::options() const
{
    PrintOptions o;
    o.kinds.clear();
    for (const auto &[kind, box] : m_kinds) {
        if (box->isChecked() && box->isEnabled())
            o.kinds.push_back(kind);
    }
    o.pageSize = m_pageSize->currentData().toString();
    o.counterBacks = m_backs->isEnabled() && m_backs->isChecked();
    m_choices->apply(o);
    for (const TemplateRow &r : m_rows)
        o.templateFiles[r.layout->id()] = r.file;
    return o;
}

OutputFormat ExportDialog::format() const
{
    return templates::outputFormat(m_format->currentData().toString()).value_or(OutputFormat::Pdf);
}

QString ExportDialog::outputPath() const
{
    const QString text = m_output->text().trimmed();
    return text.isEmpty() ? QString() : withSuffix(QDir::fromNativeSeparators(text), format());
}

void ExportDialog::setOutputPath(const QString &path)
{
    m_output->setText(QDir::toNativeSeparators(withSuffix(path, format())));
    m_confirmed = false;
    scheduleUpdate();
}

void ExportDialog::kindToggled()
{
    int checked = 0, enabled = 0;
    bool counters = false;
    for (const auto &[kind, box] : m_kinds) {
        enabled += box->isEnabled() ? 1 : 0;
        checked += box->isEnabled() && box->isChecked() ? 1 : 0;
        counters
            = counters || (kind == PrintKind::Counters && box->isEnabled() && box->isChecked());
    }
    m_all->setChecked(enabled > 0 && checked == enabled);
    m_backs->setEnabled(counters);
    m_choices->setCountersEnabled(counters);
    scheduleUpdate();
}

void ExportDialog::formatChanged()
{
    m_dpi->setEnabled(format() == OutputFormat::Png);
    const QString text = m_output->text().trimmed();
    if (!text.isEmpty())
        m_output->setText(QDir::toNativeSeparators(withSuffix(text, format())));
    m_confirmed = false;
    scheduleUpdate();
}

void ExportDialog::scheduleUpdate()
{
    m_update->start();
}

QString ExportDialog::problems() const
{
    const PrintOptions o = options();
    if (o.kinds.empty())
        return tr("Choose what to export.");
    QStringList errors;
    for (const TemplateRow &r : m_rows) {
        if (!r.error.isEmpty()
            && std::find(o.kinds.begin(), o.kinds.end(), r.layout->kind()) != o.kinds.end())
            errors << r.error;
    }
    if (!errors.isEmpty())
        return tr("A template cannot be used (choose another one, or the built-in one):\n%1")
            .arg(errors.join(QLatin1Char('\n')));
    if (outputPath().isEmpty())
        return tr("Choose the file to write.");
    return {};
}

QStringList ExportDialog::plannedFiles() const
{
    const int pages = m_printout.document ? int(m_printout.document->pages.size()) : 1;
    return templates::outputFiles(outputPath(), format(), pages);
}

QString ExportDialog::summary() const
{
    return m_summary->text();
}

void ExportDialog::updateSummary()
{
    m_update->stop();
    m_printout = Printout();
    QString text = problems();
    bool error = !text.isEmpty();
    if (!error) {
        m_printout = m_session.compose(m_document, options());
        if (!m_printout.errors.isEmpty() || !m_printout.document) {
            error = true;
            text = m_printout.errors.isEmpty() ? tr("Nothing to print.")
                                               : m_printout.errors.join(QLatin1Char('\n'));
        }
    }
    if (!error) {
        const int pages = int(m_printout.document->pages.size());
        const QStringList files = plannedFiles();
        if (format() == OutputFormat::Pdf) {
            text = tr("%n page(s), in one PDF file.", nullptr, pages);
        } else if (files.size() == 1) {
            text = tr("One page, in one file.");
        } else {
            QStringList names;
            for (const QString &file : files.mid(0, 4))
                names << QFileInfo(file).fileName();
            if (files.size() > 5)
                names << QStringLiteral("…");
            if (files.size() >= 5)
                names << QFileInfo(files.last()).fileName();
            text = tr("%n page(s). SVG and PNG hold one page per file, so one file per page is "
                      "written: %1",
                      nullptr, pages)
                       .arg(names.join(QStringLiteral(", ")));
        }
        const auto existing = std::count_if(files.begin(), files.end(),
                                            [](const QString &f) { return QFileInfo::exists(f); });
        if (existing > 0)
            text += QLatin1Char('\n')
                    + tr("%n file(s) with these names will be replaced.", nullptr, int(existing));
        for (const QString &warning : m_printout.warnings)
            text += QLatin1Char('\n') + warning;
        if (!m_printout.preflight.isEmpty())
            text += QLatin1Char('\n') + m_printout.preflight;
    }
    m_summary->setText(text);
    m_summary->setStyleSheet(error ? QStringLiteral("color: #a93226;") : QString());
    m_ok->setEnabled(!error);
}

ExportDialog::Outcome ExportDialog::exportFiles()
{
    updateSummary();
    m_outcome = Outcome();
    if (const QString problem = problems(); !problem.isEmpty()) {
        m_outcome.error = problem;
        return m_outcome;
    }
    if (!m_printout.errors.isEmpty() || !m_printout.document) {
        m_outcome.error = m_printout.errors.isEmpty() ? tr("Nothing to print.")
                                                      : m_printout.errors.join(QLatin1Char('\n'));
        return m_outcome;
    }
    const templates::Fonts *fonts = m_session.fonts();
    if (!fonts) {
        m_outcome.error = m_session.fontError();
        return m_outcome;
    }
    const QString path = outputPath();
    const QFileInfo info(path);
    if (!info.absoluteDir().exists()) {
        m_outcome.error = tr("%1: the folder %2 does not exist.")
                              .arg(path, QDir::toNativeSeparators(info.absolutePath()));
        return m_outcome;
    }
    // Never write over what is being printed (by any path or link), nor replace a device.
    QStringList inputs;
    if (!m_document.filePath().isEmpty())
        inputs << m_document.filePath();
    for (const auto &[layout, file] : options().templateFiles)
        inputs << file;
    if (const QString problem = templates::checkOutputFiles(plannedFiles(), inputs);
        !problem.isEmpty()) {
        m_outcome.error = problem;
        return m_outcome;
    }
    const model::Result<QStringList> written = templates::writeDocument(
        *m_printout.document, format(), path, *fonts, m_dpi->value(), &m_outcome.removed);
    if (!written) {
        m_outcome.error = written.error();
        return m_outcome;
    }
    m_outcome.files = written.value();
    m_outcome.pages = int(m_printout.document->pages.size());
    m_outcome.warnings = m_printout.warnings;

    PrintSession::saveOptions(m_document.system().id(), options());
    Settings::setExportFormat(templates::outputFormatId(format()));
    Settings::setPngResolution(m_dpi->value());
    Settings::setExportFolder(info.absolutePath());
    return m_outcome;
}

QString ExportDialog::describe(const Outcome &outcome)
{
    if (outcome.files.isEmpty())
        return {};
    const QString where
        = outcome.files.size() == 1
              ? QDir::toNativeSeparators(outcome.files.first())
              : tr("%1 … %2 in %3")
                    .arg(QFileInfo(outcome.files.first()).fileName(),
                         QFileInfo(outcome.files.last()).fileName(),
                         QDir::toNativeSeparators(QFileInfo(outcome.files.first()).absolutePath()));
    const QString written = tr("%n page(s) written to %1", nullptr, outcome.pages).arg(where);
    if (outcome.removed.isEmpty())
        return written;
    return tr("%1; %n older page(s) of an earlier export removed", nullptr,
              int(outcome.removed.size()))
        .arg(written);
}

void ExportDialog::accept()
{
    updateSummary();
    QStringList existing;
    for (const QString &file : plannedFiles()) {
        if (QFileInfo::exists(file))
            existing << QDir::toNativeSeparators(file);
    }
    // The pages an earlier, longer export left: removed, so one export is in the folder.
    if (m_printout.document)
        for (const QString &file :
             templates::olderPages(outputPath(), format(), int(m_printout.document->pages.size())))
            existing << QDir::toNativeSeparators(file);
    if (!existing.isEmpty() && !m_confirmed) {
        const auto answer = QMessageBox::question(
            this, tr("Replace files?"),
            tr("These files exist and will be replaced (older pages beyond the new ones are "
               "removed):\n%1")
                .arg(existing.join(QLatin1Char('\n'))),
            QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel);
        if (answer != QMessageBox::Yes)
            return;
    }
    const Outcome result = exportFiles();
    if (!result.error.isEmpty()) {
        QMessageBox box(QMessageBox::Warning, tr("Cannot export"),
                        tr("The printout was not exported."), QMessageBox::Ok, this);
        box.setInformativeText(result.error);
        box.exec();
        return;
    }
    QDialog::accept();
}

} // namespace fw::app
