// fleetwright-cli catalogue and import --fieryvoid: FieryVoid's ship files listed, and their
// hulls converted into SCS designs of a fleet file.
#include "FieryVoidCommand.h"

#include "Cli.h"
#include "ShareCommand.h"

#include <model/core/Json.h>
#include <model/io/FileAccess.h>
#include <model/io/FleetFile.h>
#include <model/systems/SystemRegistry.h>
#include <model/systems/scs/FieryVoid.h>

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <QTextStream>

#include <set>

namespace fw::cli {

namespace fv = model::scs::fieryvoid;

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

bool matchesAny(const QStringList &wanted, std::initializer_list<QString> texts)
{
    if (wanted.isEmpty())
        return true;
    for (const QString &w : wanted) {
        for (const QString &t : texts) {
            if (t.compare(w, Qt::CaseInsensitive) == 0)
                return true;
        }
    }
    return false;
}

void printProblems(const fv::Catalogue &catalogue, QTextStream &err)
{
    for (const fv::Problem &p : catalogue.problems)
        err << p.text() << Qt::endl;
}

QString sizeId(int sizeClass)
{
    return sizeClass >= 0 && sizeClass < int(model::scs::sizeClassIds().size())
               ? model::scs::sizeClassIds().at(sizeClass)
               : QStringLiteral("other");
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
                                          "of them: import their hulls as SCS designs.")));
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
                                                 "this SCS fleet file and write it back "
                                                 "(or to -o)."),
                            FieryVoidCliText::tr("FLEET")));
}

int catalogueCommand(const QCommandLineParser &parser, const QStringList &paths, QTextStream &out,
                     QTextStream &err)
{
    const fv::Catalogue catalogue = fv::readCatalogue(paths);
    printProblems(catalogue, err);
    const QStringList factions = values(parser, "faction");
    const QString name = parser.value(QStringLiteral("name"));
    const QString size = parser.value(QStringLiteral("size"));
    bool ok = true;
    const int maxPoints = parser.isSet(QStringLiteral("max-points"))
                              ? parser.value(QStringLiteral("max-points")).toInt(&ok)
                              : INT_MAX;
    bool okIsd = true;
    const int maxIsd = parser.isSet(QStringLiteral("max-isd"))
                           ? parser.value(QStringLiteral("max-isd")).toInt(&okIsd)
                           : INT_MAX;
    if (!ok || !okIsd) {
        err << FieryVoidCliText::tr("fleetwright-cli catalogue: --max-points and --max-isd take "
                                    "whole numbers")
            << Qt::endl;
        return CannotRead;
    }
    model::Json list = model::Json::array();
    int shown = 0;
    for (const fv::Hull &h : catalogue.hulls) {
        if (!matchesAny(factions, {h.faction})
            || (!name.isEmpty() && !h.name.contains(name, Qt::CaseInsensitive))
            || (!size.isEmpty() && sizeId(h.sizeClass) != size) || h.points > maxPoints
            || h.isd > maxIsd)
            continue;
        ++shown;
        if (parser.isSet(QStringLiteral("json"))) {
            list.push_back({{"file", h.file.toStdString()},
                            {"faction", h.faction.toStdString()},
                            {"key", h.key.toStdString()},
                            {"class", h.name.toStdString()},
                            {"size", sizeId(h.sizeClass).toStdString()},
                            {"points", h.points},
                            {"isd", h.isd},
                            {"rarity", h.rarity.toStdString()},
                            {"variantOf", h.variantOf.toStdString()},
                            {"unofficial", h.unofficial}});
        } else {
            out << QStringLiteral("%1 · %2 · %3 · %4 · %5 · ISD %6 · %7%8")
                       .arg(h.faction, h.name, h.key, sizeId(h.sizeClass))
                       .arg(FieryVoidCliText::tr("%1 points").arg(h.points))
                       .arg(h.isd)
                       .arg(h.rarity.isEmpty() ? QStringLiteral("common") : h.rarity)
                       .arg(h.unofficial ? FieryVoidCliText::tr(" · unofficial") : QString())
                << Qt::endl;
        }
    }
    if (parser.isSet(QStringLiteral("json"))) {
        model::Json doc{{"hulls", list}, {"problems", model::Json::array()}};
        for (const fv::Problem &p : catalogue.problems)
            doc["problems"].push_back(p.text().toStdString());
        out << QString::fromStdString(doc.dump(2)) << Qt::endl;
    } else {
        out << FieryVoidCliText::tr("%n hull(s) listed", nullptr, shown)
            << FieryVoidCliText::tr(" of %1 read; %2 problem(s).")
                   .arg(catalogue.hulls.size())
                   .arg(catalogue.problems.size())
            << Qt::endl;
    }
    return catalogue.hulls.empty() ? CannotRead : Ok;
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
    const model::GameSystem *scs = systems.find(QStringLiteral("scs"));
    std::unique_ptr<model::Fleet> fleet;
    if (!into.isEmpty()) {
        model::LoadResult loaded = model::FleetFile::load(into, systems);
        if (!loaded.ok()) {
            err << loaded.errorText() << Qt::endl;
            return CannotRead;
        }
        if (loaded.fleet->systemId != QLatin1String("scs")) {
            err << FieryVoidCliText::tr("%1: not an SCS fleet").arg(into) << Qt::endl;
            return CannotRead;
        }
        fleet = std::move(loaded.fleet);
    } else {
        fleet = scs->createFleet();
        fleet->name = FieryVoidCliText::tr("Imported from FieryVoid");
    }
    const fv::Catalogue catalogue = fv::readCatalogue(paths);
    printProblems(catalogue, err);
    const QStringList factions = values(parser, "faction");
    const QStringList classes = values(parser, "class");
    std::set<QString> ids;
    for (std::size_t i = 0; i < fleet->designs.size(); ++i)
        ids.insert(fleet->designs[i]->id());
    std::map<QString, QString> idByName; // for variants
    std::vector<std::pair<std::size_t, QString>> variants;
    int imported = 0, refused = 0, present = 0;
    for (const fv::Hull &h : catalogue.hulls) {
        if (!matchesAny(factions, {h.faction}) || !matchesAny(classes, {h.name, h.key}))
            continue;
        fv::Conversion c = fv::convert(h);
        if (!c.design) {
            err << FieryVoidCliText::tr("refused: %1 (%2): %3").arg(h.name, h.file, c.refusal)
                << Qt::endl;
            ++refused;
            continue;
        }
        for (const QString &e : c.sourceErrors)
            err << FieryVoidCliText::tr("error in the source: %1").arg(e) << Qt::endl;
        idByName[h.name] = c.design->id;
        if (!ids.insert(c.design->id).second) {
            err << FieryVoidCliText::tr("skipped: %1: the fleet has a design %2 already")
                       .arg(h.name, c.design->id)
                << Qt::endl;
            ++present;
            continue;
        }
        if (!h.variantOf.isEmpty())
            variants.emplace_back(fleet->designs.size(), h.variantOf);
        fleet->designs.push_back(std::make_unique<model::scs::ScsDesign>(std::move(*c.design)));
        ++imported;
    }
    // A variant names its base hull by class: the base's design, when it is in the fleet.
    for (const auto &[index, base] : variants) {
        if (const auto it = idByName.find(base); it != idByName.end())
            model::scs::scsClass(*fleet, index).variantOf = it->second;
    }
    out << FieryVoidCliText::tr("%1 imported, %2 refused, %3 already in the fleet.")
               .arg(imported)
               .arg(refused)
               .arg(present)
        << Qt::endl;
    if (imported == 0)
        return CannotRead;
    return writeFleetFile(model::FleetFile::serialize(*fleet, systems), target, out, err);
}

} // namespace fw::cli
