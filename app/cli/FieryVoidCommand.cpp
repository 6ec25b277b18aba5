// fleetwright-cli catalogue and import --fieryvoid: FieryVoid's ship files listed, and their
// hulls converted into designs of a fleet file.
#include "FieryVoidCommand.h"

#include "ExitCodes.h"
#include "ShareCommand.h"

#include <model/core/Json.h>
#include <model/io/FileAccess.h>
#include <model/io/FleetFile.h>
#include <model/systems/SystemRegistry.h>

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <QTextStream>

namespace fw::cli {

namespace {

class FieryVoidCliText
{
    Q_DECLARE_TR_FUNCTIONS(fw::Cli)
};

QCommandLineOption option(const char *name, const QString &help, const QString &value = {})
{
    return value.isEmpty() ? QCommandLineOption(QLatin1String(name), help)
                           : QCommandLineOption(QLatin1String(name), help, value);
}

// The values of a repeatable option, each also a comma list.
QStringList values(const QCommandLineParser &parser, const char *name)
{
    QStringList out;
    for (const QString &v : parser.values(QLatin1String(name))) {
        for (const QString &part : v.split(QLatin1Char(','), Qt::SkipEmptyParts))
            out << part.trimmed();
    }
    return out;
}

// The game that reads FieryVoid's ship files.
const model::GameSystem *catalogueSystem(const model::SystemRegistry &systems)
{
    for (const auto &system : systems.systems()) {
        if (system->catalogueFormat() == QLatin1String("fieryvoid"))
            return system.get();
    }
    return nullptr;
}

} // namespace

void addCatalogueOptions(QCommandLineParser &parser)
{
    parser.addOption(option("json", FieryVoidCliText::tr("Print the catalogue as JSON.")));
    parser.addOption(option("faction",
                            FieryVoidCliText::tr("Only hulls of this faction (may be "
                                                 "repeated or a comma list)."),
                            FieryVoidCliText::tr("NAME")));
    parser.addOption(option("name", FieryVoidCliText::tr("Only hulls whose class contains TEXT."),
                            FieryVoidCliText::tr("TEXT")));
    parser.addOption(option("size",
                            FieryVoidCliText::tr("Only hulls of this size: light, medium, "
                                                 "heavy, capital or enormous."),
                            FieryVoidCliText::tr("SIZE")));
    parser.addOption(option("max-points", FieryVoidCliText::tr("Only hulls of at most N points."),
                            QStringLiteral("N")));
    parser.addOption(option("max-isd", FieryVoidCliText::tr("Only hulls in service by YEAR."),
                            FieryVoidCliText::tr("YEAR")));
}

void addFieryVoidImportOptions(QCommandLineParser &parser)
{
    parser.addOption(option(
        "fieryvoid", FieryVoidCliText::tr("The arguments are FieryVoid ship files or folders "
                                          "of them: import their hulls as designs.")));
    parser.addOption(option("faction",
                            FieryVoidCliText::tr("With --fieryvoid: only hulls of this "
                                                 "faction (may be repeated or a comma "
                                                 "list)."),
                            FieryVoidCliText::tr("NAME")));
    parser.addOption(option("class",
                            FieryVoidCliText::tr("With --fieryvoid: only this hull, by "
                                                 "its class or FieryVoid key (may be "
                                                 "repeated or a comma list)."),
                            FieryVoidCliText::tr("CLASS")));
    parser.addOption(option("into",
                            FieryVoidCliText::tr("With --fieryvoid: add the designs to "
                                                 "this fleet file and write it back "
                                                 "(or to -o)."),
                            FieryVoidCliText::tr("FLEET")));
}

int catalogueCommand(const QCommandLineParser &parser, const QStringList &paths,
                     const model::SystemRegistry &systems, QTextStream &out, QTextStream &err)
{
    bool ok = true;
    const int maxPoints = parser.isSet(QStringLiteral("max-points"))
                              ? parser.value(QStringLiteral("max-points")).toInt(&ok)
                              : INT_MAX;
    bool okIsd = true;
    const int maxIsd = parser.isSet(QStringLiteral("max-isd"))
                           ? parser.value(QStringLiteral("max-isd")).toInt(&okIsd)
                           : INT_MAX;
    const model::GameSystem *system = catalogueSystem(systems);
    if (!ok || !okIsd || !system) {
        err << FieryVoidCliText::tr("fleetwright-cli catalogue: --max-points and --max-isd take "
                                    "whole numbers")
            << Qt::endl;
        return CannotRead;
    }
    const QVariantMap filters{{QStringLiteral("faction"), values(parser, "faction")},
                              {QStringLiteral("name"), parser.value(QStringLiteral("name"))},
                              {QStringLiteral("size"), parser.value(QStringLiteral("size"))},
                              {QStringLiteral("maxPoints"), maxPoints},
                              {QStringLiteral("maxIsd"), maxIsd}};
    const int read
        = system->listCatalogue(paths, filters, parser.isSet(QStringLiteral("json")), out, err);
    return read > 0 ? Ok : CannotRead;
}

int fieryVoidImport(const QCommandLineParser &parser, const QStringList &paths,
                    const model::SystemRegistry &systems, QTextStream &out, QTextStream &err)
{
    const QString output = parser.value(QStringLiteral("output"));
    const QString into = parser.value(QStringLiteral("into"));
    const QString target = output.isEmpty() ? into : output;
    // Never over a fleet file unless asked (--into names it), nor over a ship file read.
    if (!output.isEmpty() && QFileInfo::exists(output)
        && !(!into.isEmpty() && model::FileAccess::sameFile(output, into))) {
        err << FieryVoidCliText::tr("%1: exists; name a new file, or add to it with --into %1")
                   .arg(output)
            << Qt::endl;
        return CannotWrite;
    }
    for (const QString &p : paths) {
        if (!target.isEmpty() && model::FileAccess::sameFile(target, p)) {
            err << FieryVoidCliText::tr("%1: the output is a file being imported").arg(target)
                << Qt::endl;
            return CannotWrite;
        }
    }
    const model::GameSystem *game = catalogueSystem(systems);
    if (!game)
        return CannotRead;
    std::unique_ptr<model::Fleet> fleet;
    if (!into.isEmpty()) {
        model::LoadResult loaded = model::FleetFile::load(into, systems);
        if (!loaded.ok()) {
            err << loaded.errorText() << Qt::endl;
            return CannotRead;
        }
        if (loaded.fleet->systemId != game->id()) {
            err << FieryVoidCliText::tr("%1: not a fleet of %2").arg(into, game->displayName())
                << Qt::endl;
            return CannotRead;
        }
        fleet = std::move(loaded.fleet);
    } else {
        fleet = game->createFleet();
        fleet->name = FieryVoidCliText::tr("Imported from FieryVoid");
    }
    const QVariantMap filters{{QStringLiteral("faction"), values(parser, "faction")},
                              {QStringLiteral("class"), values(parser, "class")}};
    if (game->importCatalogue(paths, filters, *fleet, out, err) <= 0)
        return CannotRead;
    return writeFleetFile(*fleet, systems, target, out, err);
}

} // namespace fw::cli
