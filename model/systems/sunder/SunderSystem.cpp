#include "SunderSystem.h"

#include "../../combat/CombatRules.h"
#include "../../io/ReadContext.h"
#include "SunderCardIo.h"
#include "SunderCombat.h"
#include "SunderDerived.h"

#include <QHash>

#include <algorithm>

namespace fw::model::sunder {

namespace {

constexpr std::size_t MaxEntries = 100000;
const QString CardRule = QStringLiteral("Sunder the Stars, the player's ship card (digest §4.6)");
const QString BaysRule = QStringLiteral("Sunder the Stars fleet check: fighters within the "
                                        "carrier's track-1 bays (digest §4.8)");

QString cardLabel(const SunderCard &c)
{
    return c.name.trimmed().isEmpty() ? c.id : c.name;
}

QString signedNumber(int n)
{
    return n > 0 ? QStringLiteral("+%1").arg(n) : QString::number(n);
}

QString perTrack(const std::vector<int> &values)
{
    QStringList parts;
    for (int v : values)
        parts << QString::number(v);
    return parts.isEmpty() ? QStringLiteral("–") : parts.join(QLatin1Char('/'));
}

} // namespace

Result<std::unique_ptr<SunderSystem>> SunderSystem::create()
{
    return std::unique_ptr<SunderSystem>(new SunderSystem());
}

SunderSystem::SunderSystem()
    : m_options(makeOptionSpecs())
    , m_combat(std::make_unique<SunderCombat>(*this, m_options))
{}

SunderSystem::~SunderSystem() = default;

const combat::CombatRules *SunderSystem::combat() const
{
    return m_combat.get();
}

QString SunderSystem::displayName() const
{
    return SunderText::tr("Sunder the Stars");
}

QString SunderSystem::rulesSource() const
{
    return SunderText::tr("Sunder the Stars v1.0 quick reference sheet (Ravenfeast's Mead Hall); "
                          "ship cards and fleets as the designer's blog describes them");
}

QString SunderSystem::pointsUnit() const
{
    return SunderText::tr("points");
}

QString SunderSystem::formatPoints(qint64 amount) const
{
    if (const std::optional<int> n = numerusAmount(amount))
        return SunderText::tr("%n point(s)", nullptr, *n);
    return SunderText::tr("%1 points").arg(amount);
}

std::unique_ptr<Fleet> SunderSystem::createFleet() const
{
    auto fleet = std::make_unique<Fleet>(id(), std::make_unique<SunderFleetSettings>());
    fleet->budget = PlaytestPoints;
    return fleet;
}

SunderOptions SunderSystem::resolve(const Fleet &fleet) const
{
    return resolveOptions(m_options, fleet.options);
}

void SunderSystem::readFleet(ObjectReader &root, Fleet &fleet) const
{
    auto &settings = fleet.settingsAs<SunderFleetSettings>();
    settings.faction = root.string("faction", QString(), 200);
    root.forEachObject("groups", false, MaxEntries,
                       [&](ObjectReader &r) { settings.groups.push_back(readSunderGroup(r)); });
    root.forEachObject("designs", false, MaxEntries, [&](ObjectReader &r) {
        fleet.designs.push_back(std::make_unique<SunderDesign>(readSunderCard(r)));
    });
    root.forEachObject("ships", true, MaxEntries, [&](ObjectReader &r) {
        fleet.ships.push_back(std::make_unique<SunderShip>(readSunderShip(r)));
    });
}

void SunderSystem::writeFleet(const Fleet &fleet, Json &root) const
{
    const auto &settings = fleet.settingsAs<SunderFleetSettings>();
    if (!settings.faction.isEmpty())
        root["faction"] = settings.faction.toStdString();
    Json groups = Json::array();
    for (const SunderGroup &g : settings.groups)
        groups.push_back(sunderGroupJson(g));
    root["groups"] = std::move(groups);
    Json designs = Json::array();
    for (std::size_t i = 0; i < fleet.designs.size(); ++i)
        designs.push_back(sunderCardJson(sunderCard(fleet, i)));
    root["designs"] = std::move(designs);
    Json ships = Json::array();
    for (std::size_t i = 0; i < fleet.ships.size(); ++i)
        ships.push_back(sunderShipJson(fleet.shipAs<SunderShip>(i)));
    root["ships"] = std::move(ships);
}

std::vector<CapacityReport> SunderSystem::capacities(const SunderCard &c, const SunderShip &ship)
{
    std::vector<CapacityReport> list;
    const TrackStats first = statsOnTrack(c, 0);
    const auto bay = [&](const char *key, QString label, int available, int carried) {
        if (available == 0 && carried == 0)
            return;
        CapacityReport r;
        r.key = QLatin1String(key);
        r.label = label;
        r.available.add(SunderText::tr("%1: track 1 bays").arg(cardLabel(c)), available, BaysRule);
        if (carried != 0)
            r.used.add(SunderText::tr("Flights carried"), carried, BaysRule);
        list.push_back(std::move(r));
    };
    bay("fighterBays", SunderText::tr("Fighter bays"), first.fighters, ship.fighters);
    bay("bomberBays", SunderText::tr("Bomber bays"), first.bombers, ship.bombers);
    return list;
}

std::vector<ReportStat> SunderSystem::cardStats(const SunderCard &c)
{
    std::vector<ReportStat> stats;
    const auto stat = [&](const char *key, QString label, QString value) {
        stats.push_back({QLatin1String(key), std::move(label), std::move(value)});
    };
    stat("size", SunderText::tr("Size"),
         SunderText::tr("%1 (%n track(s))", nullptr, trackCount(c.size)).arg(hullSizeName(c.size)));
    const int capacity = damageCapacity(c);
    stats.push_back(ReportStat::figure(
        QStringLiteral("damage"), SunderText::tr("Damage to destroy (2 per track)"), capacity,
        ReportStat::Place::Summary, SunderText::tr("destroyed at %1 damage").arg(capacity)));
    stat("initiative", SunderText::tr("Initiative modifier"), signedNumber(c.initiative));
    stat("mp", SunderText::tr("MP per track"), perTrack(c.mp));
    stat("shield", SunderText::tr("Shield per track"), perTrack(c.shield));
    ReportStat dv(
        QStringLiteral("dv"), SunderText::tr("DV on track 1"),
        SunderText::tr("%1 (the shield value, Normal setting)").arg(onTrack(c.shield, 0)));
    dv.assumption = QLatin1String(option::DvBonus);
    stats.push_back(std::move(dv));
    stat("pd", SunderText::tr("PD per track"), perTrack(c.pd));
    for (const Weapon &w : c.weapons) {
        const WeaponReach reach = weaponReach(w.type);
        stat("weapon", w.name.isEmpty() ? weaponTypeName(w.type) : w.name,
             SunderText::tr("%1, %2 %3°, AV %4, range %5")
                 .arg(weaponTypeName(w.type), facingName(w.arc))
                 .arg(arcDegrees(w))
                 .arg(perTrack(w.av))
                 .arg(reach.maxRange));
    }
    const auto anyBay = [](const std::vector<int> &v) {
        return std::any_of(v.begin(), v.end(), [](int n) { return n != 0; });
    };
    if (anyBay(c.bays.fighters) || anyBay(c.bays.bombers))
        stat("bays", SunderText::tr("Bays per track"),
             SunderText::tr("fighters %1, bombers %2")
                 .arg(perTrack(c.bays.fighters), perTrack(c.bays.bombers)));
    return stats;
}

void SunderSystem::addAssumptions(FleetReport &report, const Fleet &fleet) const
{
    const auto note = [&](const char *id, QString affects) {
        report.addAssumption(m_options, fleet.options, id, std::move(affects));
    };
    if (fleet.ships.empty())
        return;
    note(option::DvBonus, SunderText::tr("every ship's DV"));
    if (!fleet.settingsAs<SunderFleetSettings>().groups.empty())
        note(option::SquadronSize, SunderText::tr("how many ships a squadron may hold"));
}

FleetReport SunderSystem::report(const Fleet &fleet, ReportDetail detail,
                                 const ShipReportSink &sink) const
{
    const Fleet::DesignLookup lookup(fleet);
    FleetReport report;
    report.pointsUnit = pointsUnit();
    report.budget = fleet.budget;
    report.reserve(fleet.ships.size(), sink, detail == ReportDetail::Full);
    QHash<QString, const SunderCard *> cards; // the first card of each id
    for (std::size_t i = 0; i < fleet.designs.size(); ++i) {
        const SunderCard &c = sunderCard(fleet, i);
        if (!cards.contains(c.id))
            cards.insert(c.id, &c);
    }
    const QString shipLine = SunderText::tr("%1 (%2)");
    for (std::size_t i = 0; i < fleet.ships.size(); ++i) {
        const auto &s = fleet.shipAs<SunderShip>(i);
        const SunderCard *c = cards.value(s.classId);
        ShipReport r;
        r.name = s.name;
        r.classId = s.classId;
        r.className = c ? cardLabel(*c) : s.classId;
        r.group = s.group;
        if (c) {
            r.cost.add(SunderText::tr("%1: card points").arg(cardLabel(*c)), c->points, CardRule);
            r.capacities = capacities(*c, s);
            if (detail == ReportDetail::Full) {
                r.stats = cardStats(*c);
                if (s.flagship)
                    r.stats.push_back({QStringLiteral("flagship"), SunderText::tr("Flagship"),
                                       SunderText::tr("yes")});
            }
        }
        report.addShipAndCost(i, std::move(r), sink, shipLine, CardRule,
                              detail == ReportDetail::Full);
    }
    addAssumptions(report, fleet);
    return report;
}

} // namespace fw::model::sunder
