#include "ScsSystem.h"

#include "../../combat/CombatRules.h"
#include "../../io/ReadContext.h"
#include "ScsCombat.h"
#include "ScsComposition.h"
#include "ScsDerived.h"
#include "ScsSheetIo.h"

#include <QHash>

namespace fw::model::scs {

namespace {

constexpr std::size_t MaxEntries = 100000;
const QString DesignRule = QStringLiteral("SCS, the player's control sheet");

QString designLabel(const ScsClass &c)
{
    return c.name.trimmed().isEmpty() ? c.id : c.name;
}

QString signedNumber(int n)
{
    return n > 0 ? QStringLiteral("+%1").arg(n) : QString::number(n);
}

} // namespace

Result<std::unique_ptr<ScsSystem>> ScsSystem::create()
{
    return std::unique_ptr<ScsSystem>(new ScsSystem());
}

ScsSystem::ScsSystem()
    : m_options(makeOptionSpecs())
    , m_combat(std::make_unique<ScsCombat>(*this, m_options))
{}

ScsSystem::~ScsSystem() = default;

const combat::CombatRules *ScsSystem::combat() const
{
    return m_combat.get();
}

QString ScsSystem::displayName() const
{
    return ScsText::tr("SCS (ship control sheets)");
}

QString ScsSystem::rulesSource() const
{
    return ScsText::tr("SCS homebrew rules for Babylon 5 Wars ship control sheets; sheet "
                       "structure and fleet conventions of Babylon 5 Wars (Agents of Gaming)");
}

QString ScsSystem::pointsUnit() const
{
    return ScsText::tr("points");
}

QString ScsSystem::formatPoints(qint64 amount) const
{
    if (const std::optional<int> n = numerusAmount(amount))
        return ScsText::tr("%n point(s)", nullptr, *n);
    return ScsText::tr("%1 points").arg(amount);
}

std::unique_ptr<Fleet> ScsSystem::createFleet() const
{
    return std::make_unique<Fleet>(id(), std::make_unique<ScsFleetSettings>());
}

ScsOptions ScsSystem::resolve(const Fleet &fleet) const
{
    return resolveOptions(m_options, fleet.options);
}

void ScsSystem::readFleet(ObjectReader &root, Fleet &fleet) const
{
    auto &settings = fleet.settingsAs<ScsFleetSettings>();
    settings.campaignYear = root.integer("campaignYear", 0, 0, 100000);
    settings.faction = root.string("faction", QString(), 200);
    root.forEachObject("designs", false, MaxEntries, [&](ObjectReader &r) {
        fleet.designs.push_back(std::make_unique<ScsDesign>(readScsClass(r)));
    });
    root.forEachObject("ships", true, MaxEntries, [&](ObjectReader &r) {
        auto ship = std::make_unique<ScsShip>();
        ship->name = r.requiredString("name", 200).value_or(QString());
        ship->classId = r.context().shared(r.requiredString("design", 100).value_or(QString()));
        r.forEachObject("fighters", false, 1000,
                        [&](ObjectReader &o) { ship->fighters.push_back(readFighters(o)); });
        ship->notes = r.string("notes", QString(), 100000);
        ship->extra = r.unknownKeys();
        fleet.ships.push_back(std::move(ship));
    });
}

void ScsSystem::writeFleet(const Fleet &fleet, Json &root) const
{
    const auto &settings = fleet.settingsAs<ScsFleetSettings>();
    if (settings.campaignYear != 0)
        root["campaignYear"] = settings.campaignYear;
    if (!settings.faction.isEmpty())
        root["faction"] = settings.faction.toStdString();
    Json designs = Json::array();
    for (std::size_t i = 0; i < fleet.designs.size(); ++i)
        designs.push_back(scsClassJson(scsClass(fleet, i)));
    root["designs"] = std::move(designs);
    Json ships = Json::array();
    for (std::size_t i = 0; i < fleet.ships.size(); ++i) {
        const auto &s = fleet.shipAs<ScsShip>(i);
        Json o = Json::object();
        o["name"] = s.name.toStdString();
        o["design"] = s.classId.toStdString();
        if (!s.fighters.empty()) {
            Json fighters = Json::array();
            for (const FighterFlight &f : s.fighters)
                fighters.push_back(fightersJson(f));
            o["fighters"] = std::move(fighters);
        }
        if (!s.notes.isEmpty())
            o["notes"] = s.notes.toStdString();
        appendUnknownKeys(o, s.extra);
        ships.push_back(std::move(o));
    }
    root["ships"] = std::move(ships);
}

Breakdown ScsSystem::shipCost(const ScsClass *c, const ScsShip &ship)
{
    Breakdown cost;
    if (c)
        cost.add(ScsText::tr("%1: design points").arg(designLabel(*c)), c->points, DesignRule);
    for (const FighterFlight &f : ship.fighters) {
        if (f.count != 0 && f.points != 0)
            cost.add(ScsText::tr("%1 × %2 at %3").arg(f.count).arg(f.name).arg(f.points),
                     f.count * f.points, QStringLiteral("SCS, fighters carried"));
    }
    return cost;
}

std::vector<CapacityReport> ScsSystem::capacities(const ScsClass &c,
                                                  const std::vector<FighterFlight> &fighters)
{
    std::vector<CapacityReport> list;
    CapacityReport power;
    power.key = QStringLiteral("power");
    power.label = ScsText::tr("Power");
    const QString rule = QStringLiteral("SCS power (B5 Wars convention, digest §5.7)");
    for (const Section &s : c.sections) {
        for (const ShipSystem &system : s.systems) {
            const QString where = ScsText::tr("%1: %2").arg(sectionName(s.id), system.name);
            if (system.kind == SystemKind::Reactor)
                power.available.add(where, system.output, rule);
            else if (system.power != 0)
                power.used.add(where, system.power, rule);
        }
    }
    list.push_back(std::move(power));

    const HangarSlots slots = hangarSlots(c);
    if (slots.total() == 0 && fighters.empty())
        return list;
    CapacityReport hangar;
    hangar.key = QStringLiteral("hangar");
    hangar.label = ScsText::tr("Hangar");
    const QString hangarRule = QStringLiteral("SCS fighters carried (digest §5.4)");
    for (const Section &s : c.sections) {
        for (const ShipSystem &system : s.systems) {
            if (system.kind == SystemKind::Hangar)
                hangar.available.add(ScsText::tr("%1 (%2 slots)")
                                         .arg(system.name, fighterSizeName(system.hangarSize)),
                                     system.output, hangarRule);
        }
    }
    for (const FighterFlight &f : fighters)
        hangar.used.add(ScsText::tr("%1 (%2)").arg(f.name, fighterSizeName(f.size)), f.count,
                        hangarRule);
    list.push_back(std::move(hangar));
    return list;
}

std::vector<ReportStat> ScsSystem::designStats(const ScsClass &c)
{
    std::vector<ReportStat> stats;
    const auto stat = [&](const char *key, QString label, QString value) {
        stats.push_back({QLatin1String(key), std::move(label), std::move(value)});
    };
    stat("size", ScsText::tr("Size"), sizeClassName(c.size));
    stat("signature", ScsText::tr("Signature"),
         ScsText::tr("forward %1, side %2").arg(c.signatureForward).arg(c.signatureSide));
    stat("initiative", ScsText::tr("Initiative"), signedNumber(c.initiative));
    stat("thrust", ScsText::tr("Thrust"),
         ScsText::tr("%1 (accel %2, pivot %3, roll %4)")
             .arg(c.thrust)
             .arg(c.accelCost)
             .arg(c.pivotCost)
             .arg(c.rollCost));
    const int change = speedChangePerTurn(c);
    stats.push_back(ReportStat::figure(
        QStringLiteral("speedChange"), ScsText::tr("Speed change per turn (thrust ÷ accel)"),
        change, ReportStat::Place::Summary, ScsText::tr("speed change %1 per turn").arg(change)));
    QStringList delays;
    for (int d : c.turnDelay)
        delays << QString::number(d);
    stat("turnDelay", ScsText::tr("Turn delay at speed 1, 2, …"),
         delays.isEmpty() ? ScsText::tr("none given") : delays.join(QLatin1String(", ")));
    const PowerBalance power = powerBalance(c);
    stat("power", ScsText::tr("Power"),
         ScsText::tr("systems need %1 of the reactor's %2").arg(power.needed).arg(power.reactor));
    stat("sensors", ScsText::tr("Sensors"), QString::number(c.sensors));
    if (c.jumpDelay > 0)
        stat("jumpDelay", ScsText::tr("Jump delay"), QString::number(c.jumpDelay));
    int structure = 0;
    for (const Section &s : c.sections)
        structure += s.structureBoxes;
    stats.push_back(ReportStat::figure(QStringLiteral("structure"), ScsText::tr("Structure boxes"),
                                       structure, ReportStat::Place::Summary,
                                       ScsText::tr("structure %1").arg(structure)));
    return stats;
}

void ScsSystem::addCompositionLimits(FleetReport &report, const Fleet &fleet) const
{
    if (!resolve(fleet).b5warsComposition)
        return;
    namespace c = composition;
    const qint64 p = fleet.budget.value_or(report.total.total());
    const auto limit = [&](const char *key, QString label, int value) {
        report.stats.push_back(ReportStat::figure(QLatin1String(key), std::move(label), value));
    };
    limit("capitalShips",
          ScsText::tr("Capital ships needed: ceil(P / 5000) when P ≥ 3000, P = %1").arg(p),
          c::capitalShipsRequired(p));
    for (int percent : {10, 33, 50})
        limit(percent == 10   ? "limited10"
              : percent == 33 ? "limited33"
                              : "limited50",
              ScsText::tr("Points in Limited %1 %: floor(%2 × P)")
                  .arg(percent)
                  .arg(percent / 100.0, 0, 'f', 2),
              c::bracketPoints(percent, p));
    limit("shipsPerHull", ScsText::tr("Ships per hull: max(floor(P / 1100), 2)"),
          c::shipsPerHull(p));
    limit("fleetUncommon", ScsText::tr("Uncommon ships: max(floor((P − 1500) / 1000), 2)"),
          c::fleetUncommon(p));
    limit("fleetRare", ScsText::tr("Rare and unique ships: half the uncommon allowance"),
          c::fleetRare(p));
}

void ScsSystem::addAssumptions(FleetReport &report, const Fleet &fleet) const
{
    const auto note = [&](const char *id, QString affects) {
        report.addAssumption(m_options, fleet.options, id, std::move(affects));
    };
    if (fleet.ships.empty())
        return;
    const ScsOptions options = resolve(fleet);
    if (options.structurelessToPrimary) {
        for (std::size_t i = 0; i < fleet.designs.size(); ++i) {
            if (hasStructurelessSections(scsClass(fleet, i))) {
                note(option::SectionStructure,
                     ScsText::tr("where the structure hits of sections without a structure "
                                 "block go"));
                break;
            }
        }
    }
    if (!options.b5warsComposition)
        note(option::RarityDenominator,
             ScsText::tr("how many uncommon and rare ships are allowed"));
}

FleetReport ScsSystem::report(const Fleet &fleet, ReportDetail detail,
                              const ShipReportSink &sink) const
{
    const Fleet::DesignLookup lookup(fleet);
    FleetReport report;
    report.pointsUnit = pointsUnit();
    report.budget = fleet.budget;
    report.reserve(fleet.ships.size(), sink, detail == ReportDetail::Full);
    QHash<QString, const ScsClass *> designs; // the first design of each id
    for (std::size_t i = 0; i < fleet.designs.size(); ++i) {
        const ScsClass &c = scsClass(fleet, i);
        if (!designs.contains(c.id))
            designs.insert(c.id, &c);
    }
    const QString shipLine = ScsText::tr("%1 (%2)");
    for (std::size_t i = 0; i < fleet.ships.size(); ++i) {
        const auto &s = fleet.shipAs<ScsShip>(i);
        const ScsClass *c = designs.value(s.classId);
        ShipReport r;
        r.name = s.name;
        r.classId = s.classId;
        r.className = c ? designLabel(*c) : s.classId;
        r.cost = shipCost(c, s);
        if (c) {
            r.capacities = capacities(*c, s.fighters);
            if (detail == ReportDetail::Full)
                r.stats = designStats(*c);
        }
        report.addShipAndCost(i, std::move(r), sink, shipLine, DesignRule,
                              detail == ReportDetail::Full);
    }
    if (detail == ReportDetail::Full)
        addCompositionLimits(report, fleet);
    addAssumptions(report, fleet);
    return report;
}

} // namespace fw::model::scs
