// ScsSystem's catalogue of FieryVoid's ship files, for fleetwright-cli catalogue and import
// --fieryvoid (docs/cli.md): the hulls listed, and the chosen ones added to a fleet.
#include "FieryVoid.h"
#include "ScsSystem.h"

#include <QTextStream>

#include <algorithm>
#include <set>

namespace fw::model::scs {

namespace fv = fieryvoid;

namespace {

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
    return sizeClass >= 0 && sizeClass < int(sizeClassIds().size()) ? sizeClassIds().at(sizeClass)
                                                                    : QStringLiteral("other");
}

} // namespace

int ScsSystem::listCatalogue(const QStringList &paths, const QVariantMap &filters, bool json,
                             QTextStream &out, QTextStream &err) const
{
    const fv::Catalogue catalogue = fv::readCatalogue(paths);
    printProblems(catalogue, err);
    const QStringList factions = filters.value(QStringLiteral("faction")).toStringList();
    const QString name = filters.value(QStringLiteral("name")).toString();
    const QString size = filters.value(QStringLiteral("size")).toString();
    const int maxPoints = filters.value(QStringLiteral("maxPoints"), INT_MAX).toInt();
    const int maxIsd = filters.value(QStringLiteral("maxIsd"), INT_MAX).toInt();
    Json list = Json::array();
    int shown = 0;
    for (const fv::Hull &h : catalogue.hulls) {
        if (!matchesAny(factions, {h.faction})
            || (!name.isEmpty() && !h.name.contains(name, Qt::CaseInsensitive))
            || (!size.isEmpty() && sizeId(h.sizeClass) != size) || h.points > maxPoints
            || h.isd > maxIsd)
            continue;
        ++shown;
        if (json) {
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
                       .arg(fv::FieryVoidText::tr("%1 points").arg(h.points))
                       .arg(h.isd)
                       .arg(h.rarity.isEmpty() ? QStringLiteral("common") : h.rarity)
                       .arg(h.unofficial ? fv::FieryVoidText::tr(" · unofficial") : QString())
                << Qt::endl;
        }
    }
    if (json) {
        Json doc{{"hulls", list}, {"problems", Json::array()}};
        for (const fv::Problem &p : catalogue.problems)
            doc["problems"].push_back(p.text().toStdString());
        out << QString::fromStdString(doc.dump(2)) << Qt::endl;
    } else {
        out << fv::FieryVoidText::tr("%n hull(s) listed", nullptr, shown)
            << fv::FieryVoidText::tr(" of %1 read; %2 problem(s).")
                   .arg(catalogue.hulls.size())
                   .arg(catalogue.problems.size())
            << Qt::endl;
    }
    return int(catalogue.hulls.size());
}

int ScsSystem::importCatalogue(const QStringList &paths, const QVariantMap &filters, Fleet &fleet,
                               QTextStream &out, QTextStream &err) const
{
    const fv::Catalogue catalogue = fv::readCatalogue(paths);
    printProblems(catalogue, err);
    const QStringList factions = filters.value(QStringLiteral("faction")).toStringList();
    const QStringList classes = filters.value(QStringLiteral("class")).toStringList();
    std::set<QString> ids;
    for (std::size_t i = 0; i < fleet.designs.size(); ++i)
        ids.insert(fleet.designs[i]->id());
    std::vector<std::pair<std::size_t, const fv::Hull *>> variants;
    int imported = 0, refused = 0, present = 0;
    for (const fv::Hull &h : catalogue.hulls) {
        if (!matchesAny(factions, {h.faction}) || !matchesAny(classes, {h.name, h.key}))
            continue;
        fv::Conversion c = fv::convert(h);
        if (!c.design) {
            err << fv::FieryVoidText::tr("refused: %1 (%2): %3").arg(h.name, h.file, c.refusal)
                << Qt::endl;
            ++refused;
            continue;
        }
        for (const QString &e : c.sourceErrors)
            err << fv::FieryVoidText::tr("error in the source: %1").arg(e) << Qt::endl;
        if (!ids.insert(c.design->id).second) {
            err << fv::FieryVoidText::tr("skipped: %1: the fleet has a design %2 already")
                       .arg(h.name, c.design->id)
                << Qt::endl;
            ++present;
            continue;
        }
        if (!h.variantOf.isEmpty())
            variants.emplace_back(fleet.designs.size(), &h);
        fleet.designs.push_back(std::make_unique<ScsDesign>(std::move(*c.design)));
        ++imported;
    }
    // A variant names its base hull's design, when the fleet has it or got it now.
    const fv::VariantBases bases(catalogue.hulls);
    for (const auto &[index, variant] : variants) {
        const QString base
            = bases.designIdOf(*variant, [&](const QString &id) { return ids.count(id) > 0; });
        if (!base.isEmpty())
            scsClass(fleet, index).variantOf = base;
    }
    // B5 Wars medium ships keep their structure in the primary section alone.
    bool medium = false;
    for (std::size_t i = fleet.designs.size() - std::size_t(imported); i < fleet.designs.size();
         ++i)
        medium = medium || hasStructurelessSections(scsClass(fleet, i));
    if (medium && allowStructurelessSections(fleet.options))
        out << fv::FieryVoidText::tr("Rules option \"Sections without structure\" set to let "
                                     "B5 Wars medium ships' forward and aft sections send their "
                                     "structure hits to the primary structure.")
            << Qt::endl;
    out << fv::FieryVoidText::tr("%1 imported, %2 refused, %3 already in the fleet.")
               .arg(imported)
               .arg(refused)
               .arg(present)
        << Qt::endl;
    return imported;
}

} // namespace fw::model::scs
