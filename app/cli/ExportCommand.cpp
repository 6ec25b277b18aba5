#include "ExportCommand.h"

#include "ExitCodes.h"

#include <model/io/FleetFile.h>
#include <model/io/JsonWriter.h>
#include <model/systems/SystemRegistry.h>
#include <templates/core/Preflight.h>
#include <templates/core/Print.h>
#include <templates/painter/OutputFiles.h>
#include <validators/ValidatorRegistry.h>

#include <QCoreApplication>
#include <QFileInfo>
#include <QLocale>
#include <QTextStream>

#include <cmath>
#include <set>

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

// What the arguments ask for, checked: the kinds of printout, the format and the paper.
struct ExportChoices
{
    std::vector<templates::PrintKind> kinds;
    templates::OutputFormat format;
    templates::PageSize page;
};

model::Result<ExportChoices> readChoices(const ExportArguments &args)
{
    using Failure = model::Result<ExportChoices>;
    const auto kinds = parseKinds(args.what);
    if (!kinds)
        return Failure::failure(
            ExportText::tr("--what must be roster, sheets, counters or all (or a comma list), "
                           "not \"%1\"")
                .arg(args.what));
    if (args.json && !args.preflight)
        return Failure::failure(ExportText::tr("--json goes with --preflight"));
    if (args.output.isEmpty() && !args.preflight)
        return Failure::failure(ExportText::tr("name the output file with -o FILE"));
    QString formatId = args.format;
    if (formatId.isEmpty() && args.output.isEmpty()) {
        formatId = QStringLiteral("pdf"); // only the preflight: nothing is written
    } else if (formatId.isEmpty()) {
        // Never a guess: "-o fleet.json" must not quietly become a PDF named like a fleet.
        formatId = QFileInfo(args.output).suffix();
        if (!templates::outputFormat(formatId))
            return Failure::failure(
                ExportText::tr("cannot tell the format from the name \"%1\": end it with .pdf, "
                               ".svg or .png, or give --format")
                    .arg(args.output));
    }
    const auto format = templates::outputFormat(formatId);
    if (!format)
        return Failure::failure(
            ExportText::tr("--format must be pdf, svg or png, not \"%1\"").arg(formatId));
    QString pageId = args.page;
    if (pageId.isEmpty()) {
        pageId = QLocale::system().measurementSystem() == QLocale::ImperialUSSystem
                     ? QStringLiteral("letter")
                     : QStringLiteral("a4");
    }
    const auto page = templates::pageSize(pageId);
    if (!page)
        return Failure::failure(
            ExportText::tr("--page must be a4 or letter, not \"%1\"").arg(pageId));
    if (!(args.dpi >= 36 && args.dpi <= 1200)) // NaN too
        return Failure::failure(ExportText::tr("--dpi must be from 36 to 1200"));
    return ExportChoices{*kinds, *format, *page};
}

// The ships --ships and --ship name, as indices in fleet order; empty when neither is given.
model::Result<std::vector<int>> readShips(const ExportArguments &args, const model::Fleet &fleet)
{
    using Failure = model::Result<std::vector<int>>;
    const int count = int(fleet.ships.size());
    std::set<int> chosen;
    for (const QString &raw : args.ships.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QString part = raw.trimmed();
        const QStringList ends = part.split(QLatin1Char('-'));
        bool okFirst = false, okLast = ends.size() == 1;
        const int first = ends.value(0).trimmed().toInt(&okFirst);
        const int last = ends.size() == 2 ? ends.value(1).trimmed().toInt(&okLast) : first;
        if (!okFirst || !okLast || ends.size() > 2 || first < 1 || last < first)
            return Failure::failure(
                ExportText::tr("--ships takes positions from 1 and ranges such as 1,3-4, not "
                               "\"%1\"")
                    .arg(part));
        if (last > count)
            return Failure::failure(
                ExportText::tr("--ships: the fleet has %n ship(s); there is no ship %1", nullptr,
                               count)
                    .arg(last));
        for (int i = first; i <= last; ++i)
            chosen.insert(i - 1);
    }
    for (const QString &name : args.shipNames) {
        bool found = false;
        for (int i = 0; i < count; ++i) {
            if (fleet.ships[std::size_t(i)]->name.compare(name, Qt::CaseInsensitive) == 0) {
                chosen.insert(i);
                found = true;
            }
        }
        if (!found)
            return Failure::failure(
                ExportText::tr("--ship: the fleet has no ship named \"%1\"").arg(name));
    }
    return std::vector<int>(chosen.begin(), chosen.end());
}

// --sheets, --counter-size, --back-offset and --ink-saving into the request; an error says what
// is wrong.
QString readCounterOptions(const ExportArguments &args, templates::PrintRequest &request)
{
    if (!args.sheets.isEmpty()) {
        const auto sheets = templates::sheetsForFromId(args.sheets.trimmed().toLower());
        if (!sheets)
            return ExportText::tr("--sheets must be ship or design, not \"%1\"").arg(args.sheets);
        request.sheetsFor = *sheets;
    }
    const QString size = args.counterSize.trimmed().toLower();
    if (!size.isEmpty() && !templates::counterSizeIds().contains(size))
        return ExportText::tr("--counter-size must be 1/2, 5/8, 3/4, 1, hex or template, not "
                              "\"%1\"")
            .arg(args.counterSize);
    request.counters.size = size;
    request.inkSaving = args.inkSaving;
    if (args.backOffset.isEmpty())
        return {};
    const QStringList xy = args.backOffset.split(QLatin1Char(','));
    bool okX = false, okY = false;
    const double x = xy.value(0).trimmed().toDouble(&okX);
    const double y = xy.value(1).trimmed().toDouble(&okY);
    // Written so that NaN, which compares false with every bound, fails too.
    if (xy.size() != 2 || !okX || !okY || !(std::abs(x) <= 20) || !(std::abs(y) <= 20))
        return ExportText::tr("--back-offset takes X,Y in millimetres, each from -20 to 20 "
                              "(such as 0.5,-1), not \"%1\"")
            .arg(args.backOffset);
    request.counters.backOffsetX = templates::mm(x);
    request.counters.backOffsetY = templates::mm(y);
    return {};
}

// Reads the --template files into the request; prints every problem and returns false if any.
bool readTemplates(const ExportArguments &args, const templates::LayoutRegistry &layouts,
                   const model::Fleet &fleet, const model::GameSystem &system,
                   templates::PrintRequest &request, QTextStream &err)
{
    bool ok = true;
    for (const QString &file : args.templates) {
        const templates::TemplateLoad t = templates::TemplateFile::load(file, layouts.specs());
        if (!t.ok()) {
            err << t.errorText() << Qt::endl;
            ok = false;
            continue;
        }
        const templates::Layout *layout = layouts.find(t.value->layout);
        if (!layout->systemId().isEmpty() && layout->systemId() != fleet.systemId) {
            err << ExportText::tr("%1: this template is for the layout \"%2\", which does not "
                                  "print %3 fleets")
                       .arg(file, t.value->layout, system.displayName())
                << Qt::endl;
            ok = false;
            continue;
        }
        request.templates[t.value->layout] = *t.value;
    }
    return ok;
}

// Writes the document to the output files; prints what was written, or why nothing was.
int writeFiles(const ExportArguments &args, const templates::Document &document,
               templates::OutputFormat format, const QStringList &inputs, QTextStream &out,
               QTextStream &err)
{
    const QString prefix = QStringLiteral("fleetwright-cli export: ");
    if (const QString problem = templates::checkOutputFiles(
            templates::outputFiles(args.output, format, int(document.pages.size())), inputs);
        !problem.isEmpty()) {
        err << prefix << problem << Qt::endl;
        return CannotWrite;
    }
    const auto &fonts = templates::Fonts::shared();
    QStringList removed;
    const model::Result<QStringList> files = templates::writeDocument(
        document, format, args.output, fonts.value(), args.dpi, &removed);
    if (!files) {
        err << prefix << files.error() << Qt::endl;
        return CannotWrite;
    }
    out << ExportText::tr("%n page(s) written to %1", nullptr, int(document.pages.size()))
               .arg(files.value().join(QLatin1String(", ")))
        << Qt::endl;
    if (!removed.isEmpty())
        out << ExportText::tr("%n older page(s) of an earlier export removed: %1", nullptr,
                              int(removed.size()))
                   .arg(removed.join(QLatin1String(", ")))
            << Qt::endl;
    return Ok;
}

} // namespace

int exportCommand(const ExportArguments &args, const model::SystemRegistry &systems,
                  const validators::ValidatorRegistry &validators, QTextStream &out,
                  QTextStream &err)
{
    const QString prefix = QStringLiteral("fleetwright-cli export: ");
    const model::Result<ExportChoices> choices = readChoices(args);
    if (!choices) {
        err << prefix << choices.error() << Qt::endl;
        return CannotRead;
    }
    const templates::OutputFormat format = choices.value().format;

    // Nothing the export reads may be written over, and no device or pipe replaced.
    const QStringList inputs = QStringList{args.fleetFile} + args.templates;
    const bool write = !args.output.isEmpty();
    if (const QString problem
        = write ? templates::checkOutputFiles({args.output}, inputs) : QString();
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
    request.kinds = choices.value().kinds;
    request.page = choices.value().page;
    request.counterBacks = args.backs;
    if (!readTemplates(args, layouts, fleet, system, request, err))
        return CannotRead;
    if (const QString problem = readCounterOptions(args, request); !problem.isEmpty()) {
        err << prefix << problem << Qt::endl;
        return CannotRead;
    }
    const model::Result<std::vector<int>> ships = readShips(args, fleet);
    if (!ships) {
        err << prefix << ships.error() << Qt::endl;
        return CannotRead;
    }
    request.ships = ships.value();

    const auto &fonts = templates::Fonts::shared();
    if (!fonts) {
        err << prefix << fonts.error() << Qt::endl;
        return CannotWrite;
    }
    const model::FleetReport report = system.report(fleet);
    const validators::Issues issues = validators::validateFleet(fleet, validators);
    const templates::LayoutContext context{fleet,  system,     report,
                                           issues, args.backs, validators.find(system.id())};
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
    if (write) {
        // With --json, standard output holds the JSON object alone.
        QTextStream &said = args.json ? err : out;
        const int code = writeFiles(args, *result.document, format, inputs, said, err);
        if (code != Ok)
            return code;
        if (std::find(request.kinds.begin(), request.kinds.end(), templates::PrintKind::Sheets)
            != request.kinds.end())
            said << ExportText::tr("Sheets: %1.").arg(templates::sheetsForName(request.sheetsFor))
                 << Qt::endl;
    }
    if (!args.preflight)
        return Ok;
    const templates::PreflightReport preflight
        = templates::runPreflight(*result.document, fonts.value());
    if (args.json)
        out << QString::fromStdString(model::formatJson(templates::preflightJson(preflight)));
    else
        out << templates::preflightText(preflight);
    out.flush();
    return preflight.passed() ? Ok : Breach;
}

} // namespace fw::cli
