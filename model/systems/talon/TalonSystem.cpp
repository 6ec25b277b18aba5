#include "TalonSystem.h"

#include "../../combat/CombatRules.h"
#include "../../io/ReadContext.h"
#include "TalonCombat.h"
#include "TalonCounterIo.h"
#include "TalonDerived.h"

#include <algorithm>

namespace fw::model::talon {

namespace {

constexpr std::size_t MaxEntries = 100000;
const QString CounterRule = QStringLiteral("Talon, the counter's Ship Points (digest §3.4, §3.8)");

QString counterLabel(const TalonCounter &c)
{
    return QStringLiteral("%1 %2").arg(factionName(c.faction), counterName(c));
}

} // namespace

Result<std::unique_ptr<TalonSystem>> TalonSystem::create(const QString &rulesDirectory)
{
    Result<TalonRuleset> rules = TalonRuleset::load(rulesDirectory);
    if (!rules)
        return Result<std::unique_ptr<TalonSystem>>::failure(rules.error());
    return std::unique_ptr<TalonSystem>(new TalonSystem(std::move(rules).value()));
}

TalonSystem::TalonSystem(TalonRuleset rules)
    : m_rules(std::move(rules))
    , m_options(makeOptionSpecs())
    , m_combat(std::make_unique<TalonCombat>(*this))
{}

TalonSystem::~TalonSystem() = default;

const combat::CombatRules *TalonSystem::combat() const
{
    return m_combat.get();
}

QString TalonSystem::displayName() const
{
    return TalonText::tr("Talon");
}

QString TalonSystem::rulesSource() const
{
    return TalonText::tr("Talon (GMT Games 2015); base-game counters from a fan transcription, "
                         "not checked against the physical counters");
}

QString TalonSystem::pointsUnit() const
{
    return TalonText::tr("SP");
}

QString TalonSystem::formatPoints(qint64 amount) const
{
    return TalonText::tr("%1 SP").arg(amount);
}

std::unique_ptr<Fleet> TalonSystem::createFleet() const
{
    auto fleet = std::make_unique<Fleet>(id(), std::make_unique<TalonFleetSettings>());
    fleet->budget = 300; // a common game size (issue text; digest §3.5)
    return fleet;
}

TalonOptions TalonSystem::resolve(const Fleet &fleet) const
{
    return resolveOptions(m_options, fleet.options);
}

const TalonCounter *TalonSystem::counterOf(const Fleet &fleet, const QString &id) const
{
    if (const TalonCounter *builtIn = m_rules.counter(id))
        return builtIn;
    const int i = fleet.findDesign(id);
    return i < 0 ? nullptr : &fleet.designAs<TalonDesign>(std::size_t(i)).counter;
}

void TalonSystem::readFleet(ObjectReader &root, Fleet &fleet) const
{
    auto &settings = fleet.settingsAs<TalonFleetSettings>();
    if (const Json *faction = root.take("faction"); faction && !faction->is_null()) {
        if (const std::optional<QString> id
            = read::id(*faction, root.path().key("faction"), root.context(), factionIds(),
                       TalonText::tr("faction")))
            settings.faction = Faction(factionIds().indexOf(*id));
    }
    if (const Json *mix = root.take("counterMix")) {
        const JsonPath path = root.path().key("counterMix");
        if (!mix->is_object()) {
            root.context().error(path, TalonText::tr("expected an object giving how many of each "
                                                     "counter you own, such as "
                                                     "{\"terran-ca\": 2}; found %1")
                                           .arg(read::describeType(*mix)));
        } else {
            for (auto it = mix->begin(); it != mix->end(); ++it) {
                const QString key = QString::fromStdString(it.key());
                if (std::optional<int> n = read::integer(it.value(), path.key(it.key().c_str()),
                                                         root.context(), 0, 1000))
                    settings.counterMix[key] = *n;
            }
        }
    }
    root.forEachObject("designs", false, MaxEntries, [&](ObjectReader &r) {
        fleet.designs.push_back(std::make_unique<TalonDesign>(readTalonCounter(r)));
    });
    root.forEachObject("ships", true, MaxEntries, [&](ObjectReader &r) {
        auto ship = std::make_unique<TalonShip>();
        ship->name = r.requiredString("name", 200).value_or(QString());
        ship->classId = r.context().shared(r.requiredString("design", 100).value_or(QString()));
        ship->notes = r.string("notes", QString(), 100000);
        ship->extra = r.unknownKeys();
        fleet.ships.push_back(std::move(ship));
    });
}

void TalonSystem::writeFleet(const Fleet &fleet, Json &root) const
{
    const auto &settings = fleet.settingsAs<TalonFleetSettings>();
    if (settings.faction)
        root["faction"] = factionIds().at(int(*settings.faction)).toStdString();
    if (!settings.counterMix.empty()) {
        Json mix = Json::object();
        for (const auto &[id, count] : settings.counterMix)
            mix[id.toStdString()] = count;
        root["counterMix"] = std::move(mix);
    }
    Json designs = Json::array();
    for (std::size_t i = 0; i < fleet.designs.size(); ++i)
        designs.push_back(talonCounterJson(fleet.designAs<TalonDesign>(i).counter));
    root["designs"] = std::move(designs);
    Json ships = Json::array();
    for (std::size_t i = 0; i < fleet.ships.size(); ++i) {
        const auto &s = fleet.shipAs<TalonShip>(i);
        Json o = Json::object();
        o["name"] = s.name.toStdString();
        o["design"] = s.classId.toStdString();
        if (!s.notes.isEmpty())
            o["notes"] = s.notes.toStdString();
        appendUnknownKeys(o, s.extra);
        ships.push_back(std::move(o));
    }
    root["ships"] = std::move(ships);
}

std::vector<ReportStat> TalonSystem::counterStats(const TalonCounter &c, const TalonOptions &o)
{
    std::vector<ReportStat> stats;
    const auto stat = [&](const char *key, QString label, QString value, const char *option = "") {
        stats.push_back(
            {QLatin1String(key), std::move(label), std::move(value), QLatin1String(option)});
    };
    stat("class", TalonText::tr("Class"), c.classCode);
    stats.push_back(ReportStat::figure(QStringLiteral("shields"), TalonText::tr("Shield boxes"),
                                       shieldTotal(c), ReportStat::Place::Summary,
                                       TalonText::tr("shields %1").arg(shieldTotal(c))));
    stats.push_back(ReportStat::figure(QStringLiteral("hull"), TalonText::tr("Hull boxes"),
                                       int(c.hullBoxes.size()), ReportStat::Place::Summary,
                                       TalonText::tr("hull %1").arg(c.hullBoxes.size())));
    QStringList curve;
    for (const PowerEntry &e : c.powerCurve)
        curve << TalonText::tr("speed %1: AP %2, turn radius %3%4")
                     .arg(e.speed)
                     .arg(e.ap)
                     .arg(e.turnRadius ? QString::number(*e.turnRadius) : TalonText::tr("none"))
                     .arg(e.start ? TalonText::tr(" (start)") : QString());
    stat("powerCurve", TalonText::tr("Power curve"), curve.join(QLatin1String("; ")));
    // The impulses of the starting speed (digest §3.2, §3.8: the chart's reading is an option).
    const auto start = std::find_if(c.powerCurve.begin(), c.powerCurve.end(),
                                    [](const PowerEntry &e) { return e.start; });
    if (start != c.powerCurve.end()) {
        QStringList letters;
        const std::vector<int> impulses = impulsesAt(start->speed, o);
        for (int i : impulses)
            letters << QString(QChar(u'A' + i));
        // Marked only where the chart's two readings differ (speed 5).
        TalonOptions other = o;
        other.fanChart = !o.fanChart;
        stat("impulses", TalonText::tr("Acts in impulses"),
             TalonText::tr("%1 at speed %2")
                 .arg(letters.join(QLatin1String(", ")))
                 .arg(start->speed),
             impulsesAt(start->speed, other) == impulses ? "" : option::ImpulseChart);
    }
    // Power lost as the hull boxes are marked in order (digest §3.8; read as the option says).
    QStringList loss;
    for (int marked = 1; marked <= int(c.hullBoxes.size()); ++marked)
        loss << QString::number(powerLoss(c, marked, o));
    stat("powerLoss", TalonText::tr("Power lost per hull box marked"), loss.join(QLatin1Char(' ')),
         option::HullPower);
    stat("weakSpots", TalonText::tr("Weak spots"),
         QString::number(weakSpotsMarked(c, int(c.hullBoxes.size()))));
    stat("explosion", TalonText::tr("Explosion"), QString::number(c.explosion));
    return stats;
}

void TalonSystem::addFleetStats(FleetReport &report, const Fleet &fleet,
                                const TalonOptions &o) const
{
    bool builtIn = false;
    int boxed = 0;
    for (std::size_t i = 0; i < fleet.ships.size(); ++i) {
        const QString &id = fleet.shipAs<TalonShip>(i).classId;
        builtIn = builtIn || m_rules.counter(id);
        const TalonCounter *c = counterOf(fleet, id); // the report's DesignLookup is open
        if (c && c->hull != HullType::Base && c->hull != HullType::Transport)
            boxed += c->sp;
    }
    // Bases and transports do not count toward the box's fleet capacity (digest §3.4, §3.5).
    report.stats.push_back({QStringLiteral("boxCapacity"), TalonText::tr("Box capacity"),
                            TalonText::tr("%1 of %2 SP, bases and transports not counted")
                                .arg(boxed)
                                .arg(o.boxCapacity)});
    if (builtIn)
        report.stats.push_back({QStringLiteral("source"), TalonText::tr("Counter figures"),
                                TalonText::tr("built-in counters from a fan transcription, not "
                                              "checked against the physical counters; copy one "
                                              "to a custom design to correct it")});
    if (fleet.ships.empty())
        return;
    const auto note = [&](const char *id, QString affects) {
        report.addAssumption(m_options, fleet.options, id, std::move(affects));
    };
    note(option::ImpulseChart, TalonText::tr("the impulses in which a ship at speed 5 acts"));
    note(option::HullPower, TalonText::tr("the Power a ship keeps as its hull is damaged"));
}

FleetReport TalonSystem::report(const Fleet &fleet, ReportDetail detail,
                                const ShipReportSink &sink) const
{
    const Fleet::DesignLookup lookup(fleet);
    const TalonOptions o = resolve(fleet);
    FleetReport report;
    report.pointsUnit = pointsUnit();
    report.budget = fleet.budget;
    report.reserve(fleet.ships.size(), sink, detail == ReportDetail::Full);
    const QString shipLine = TalonText::tr("%1 (%2)");
    for (std::size_t i = 0; i < fleet.ships.size(); ++i) {
        const auto &s = fleet.shipAs<TalonShip>(i);
        const TalonCounter *c = counterOf(fleet, s.classId);
        ShipReport r;
        r.name = s.name;
        r.classId = s.classId;
        r.className = c ? counterLabel(*c) : s.classId;
        if (c) {
            r.cost.add(TalonText::tr("%1: Ship Points").arg(r.className), c->sp, CounterRule);
            if (detail == ReportDetail::Full)
                r.stats = counterStats(*c, o);
        }
        report.addShipAndCost(i, std::move(r), sink, shipLine, CounterRule,
                              detail == ReportDetail::Full);
    }
    addFleetStats(report, fleet, o);
    return report;
}

} // namespace fw::model::talon
