#include "ExportCommand.h"

#include "Cli.h"

#include <model/io/FleetFile.h>
#include <model/systems/SystemRegistry.h>
#include <templates/core/Print.h>
#include <templates/painter/OutputFiles.h>
#include <validators/ValidatorRegistry.h>

#include <QCoreApplication>
#include <QFileInfo>
#include <QLocale>
#include <QTextStream>

namespace fw::cli {

namespace {

class ExportText
{
    Q_DECLARE_TR_FUNCTIONS(fw::Cli)
};

std::optional<std::vector<templates::PrintKind>> parseKinds(const QString &what)
{
    using templates::PrintKind;
    std::vector<PrintKind> kinds;
    for (const QString &part : what.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QString id = part.trimmed().toLower();
        if (id == QLatin1String("all"))
            return std::vector<PrintKind>{PrintKind::Roster, PrintKind::Sheets,
                                          PrintKind::Counters};
        bool found = false;
        for (PrintKind kind : {PrintKind::Roster, PrintKind::Sheets, PrintKind::Counters}) {
            if (templates::printKindId(kind) == id) {
                kinds.push_back(kind);
                found = true;
            }
        }
        if (!found)
            return std::nullopt;
    }
    if (kinds.empty())
        return std::nullopt;
    return kinds;
}

} // namespace

int exportCommand(const ExportArguments &args, const model::SystemRegistry &systems,
                  const validators::ValidatorRegistry &validators, QTextStream &out,
                  QTextStream &err)
{
    const QString prefix = QStringLiteral("fleetwright-cli export: ");
    const auto kinds = parseKinds(args.what);
    if (!kinds) {
        err << prefix
            << ExportText::tr("--what must be roster, sheets, counters or all (or a comma list), "
                              "not \"%1\"")
                   .arg(args.what)
            << Qt::endl;
        return CannotRead;
    }
    if (args.output.isEmpty()) {
        err << prefix << ExportText::tr("name the output file with -o FILE") << Qt::endl;
        return CannotRead;
    }
    QString formatId = args.format;
    if (formatId.isEmpty()) {
        // Never a guess: "-o fleet.json" must not quietly become a PDF named like a fleet.
        formatId = QFileInfo(args.output).suffix();
        if (!templates::outputFormat(formatId)) {
            err << prefix
                << ExportText::tr("cannot tell the format from the name \"%1\": end it with .pdf, "
                                  ".svg or .png, or give --format")
                       .arg(args.output)
                << Qt::endl;
            return CannotRead;
        }
    }
    const auto format = templates::outputFormat(formatId);
    if (!format) {
        err << prefix
            << ExportText::tr("--format must be pdf, svg or png, not \"%1\"").arg(formatId)
            << Qt::endl;
        return CannotRead;
    }
    QString pageId = args.page;
    if (pageId.isEmpty()) {
        pageId = QLocale::system().measurementSystem() == QLocale::ImperialUSSystem
                     ? QStringLiteral("letter")
                     : QStringLiteral("a4");
    }
    const auto page = templates::pageSize(pageId);
    if (!page) {
        err << prefix << ExportText::tr("--page must be a4 or letter, not \"%1\"").arg(pageId)
            << Qt::endl;
        return CannotRead;
    }
    if (args.dpi < 36 || args.dpi > 1200) {
        err << prefix << ExportText::tr("--dpi must be from 36 to 1200") << Qt::endl;
        return CannotRead;
    }

    // Nothing the export reads may be written over, and no device or pipe replaced.
    const QStringList inputs = QStringList{args.fleetFile} + args.templates;
    if (const QString problem = templates::checkOutputFiles({args.output}, inputs);
        !problem.isEmpty()) {
        err << prefix << problem << Qt::endl;
        return CannotWrite;
    }

    model::LoadResult loaded = model::FleetFile::load(args.fleetFile, systems);
    if (!loaded.ok()) {
        err << loaded.errorText() << Qt::endl;
        return CannotRead;
    }
    const model::Fleet &fleet = *loaded.fleet;
    const model::GameSystem &system = *systems.find(fleet.systemId);

    templates::LayoutRegistry layouts;
    templates::registerBuiltinLayouts(layouts);
    templates::PrintRequest request;
    request.kinds = *kinds;
    request.page = *page;
    request.counterBacks = args.backs;
    bool templateErrors = false;
    for (const QString &file : args.templates) {
        const templates::TemplateLoad t = templates::TemplateFile::load(file, layouts.specs());
        if (!t.ok()) {
            err << t.errorText() << Qt::endl;
            templateErrors = true;
            continue;
        }
        const templates::Layout *layout = layouts.find(t.value->layout);
        if (!layout->systemId().isEmpty() && layout->systemId() != fleet.systemId) {
            err << ExportText::tr("%1: this template is for the layout \"%2\", which does not "
                                  "print %3 fleets")
                       .arg(file, t.value->layout, system.displayName())
                << Qt::endl;
            templateErrors = true;
            continue;
        }
        request.templates[t.value->layout] = *t.value;
    }
    if (templateErrors)
        return CannotRead;

    const auto &fonts = templates::Fonts::shared();
    if (!fonts) {
        err << prefix << fonts.error() << Qt::endl;
        return CannotWrite;
    }
    const model::FleetReport report = system.report(fleet);
    const std::vector<validators::Issue> issues = validators::validateFleet(fleet, validators);
    const templates::LayoutContext context{fleet, system, report, issues, args.backs};
    const templates::PrintResult result
        = templates::composeDocument(context, layouts, fonts.value(), request);
    for (const QString &warning : result.warnings)
        err << prefix << warning << Qt::endl;
    if (!result.errors.isEmpty()) {
        err << result.errors.join(QLatin1Char('\n')) << Qt::endl;
        return CannotRead;
    }
    if (!result.document) {
        err << prefix << ExportText::tr("nothing to print") << Qt::endl;
        return CannotRead;
    }
    if (const QString problem = templates::checkOutputFiles(
            templates::outputFiles(args.output, *format, int(result.document->pages.size())),
            inputs);
        !problem.isEmpty()) {
        err << prefix << problem << Qt::endl;
        return CannotWrite;
    }
    const model::Result<QStringList> files
        = templates::writeDocument(*result.document, *format, args.output, fonts.value(), args.dpi);
    if (!files) {
        err << prefix << files.error() << Qt::endl;
        return CannotWrite;
    }
    out << ExportText::tr("%n page(s) written to %1", nullptr, int(result.document->pages.size()))
               .arg(files.value().join(QLatin1String(", ")))
        << Qt::endl;
    return Ok;
}

} // namespace fw::cli
