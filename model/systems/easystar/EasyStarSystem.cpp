#include "EasyStarSystem.h"

#include "../../io/ReadContext.h"
#include "EasyStarCombat.h"

#include <QStringList>

namespace fw::model::easystar {

namespace {

constexpr std::size_t MaxShipsInFile = 100000;
constexpr std::size_t MaxItemsPerShip = 1000;
constexpr int MaxCount = 1000; // bays, fighters, counters: far beyond any legal design
constexpr int MaxUnits = 99;   // range and damage values

QStringList scenarioIds()
{
    QStringList ids;
    for (const Scenario &s : EasyStarSystem::scenarios())
        ids << s.id;
    return ids;
}

QStringList readIdList(ObjectReader &r, const char *key, const QStringList &ids,
                       const QString &what)
{
    QStringList result;
    const Json *value = r.take(key);
    if (!value || !read::isArray(*value, r.path().key(key), r.context(), MaxItemsPerShip))
        return result;
    for (std::size_t i = 0; i < value->size(); ++i) {
        if (auto id = read::id((*value)[i], r.path().key(key).index(i), r.context(), ids, what))
            result << *id;
    }
    return result;
}

std::vector<EasyStarWeapon> readWeapons(ObjectReader &r, const char *key,
                                        const EasyStarRules &rules)
{
    std::vector<EasyStarWeapon> result;
    const Json *value = r.take(key);
    if (!value || !read::isArray(*value, r.path().key(key), r.context(), MaxItemsPerShip))
        return result;
    const QStringList weaponIds = rules.weaponIds();
    const QStringList mountIds = rules.mountIds();
    for (std::size_t i = 0; i < value->size(); ++i) {
        ObjectReader w((*value)[i], r.path().key(key).index(i), r.context());
        if (!w.isObject())
            continue;
        EasyStarWeapon weapon;
        weapon.type
            = w.requiredId("type", weaponIds, EasyStarText::tr("weapon type")).value_or(QString());
        weapon.mount
            = w.requiredId("mount", mountIds, EasyStarText::tr("mount")).value_or(QString());
        weapon.range = w.integer("range", 1, 0, MaxUnits);
        weapon.damage = w.integer("damage", 1, 0, MaxUnits);
        weapon.freeRange = w.integer("freeRange", 0, 0, MaxUnits);
        weapon.freeDamage = w.integer("freeDamage", 0, 0, MaxUnits);
        weapon.extra = w.unknownKeys();
        result.push_back(std::move(weapon));
    }
    return result;
}

FighterComplement readFighters(ObjectReader &r, const char *key)
{
    FighterComplement f;
    if (const Json *value = r.take(key)) {
        ObjectReader o(*value, r.path().key(key), r.context());
        f.interceptor = o.integer("interceptor", 0, 0, MaxCount);
        f.attack = o.integer("attack", 0, 0, MaxCount);
        f.extra = o.unknownKeys();
    }
    return f;
}

std::optional<FlagshipAdvantage> readAdvantage(ObjectReader &r, const EasyStarRules &rules)
{
    const Json *value = r.take("flagshipAdvantage");
    if (!value)
        return std::nullopt;
    ObjectReader o(*value, r.path().key("flagshipAdvantage"), r.context());
    if (!o.isObject())
        return std::nullopt;
    FlagshipAdvantage a;
    a.roll = o.requiredInteger("roll", 2, 12).value_or(2);
    if (const Json *rerolls = o.take("rerolls")) {
        const JsonPath path = o.path().key("rerolls");
        if (read::isArray(*rerolls, path, r.context(), 2)) {
            for (std::size_t i = 0; i < rerolls->size(); ++i) {
                if (auto roll = read::integer((*rerolls)[i], path.index(i), r.context(), 2, 12))
                    a.rerolls.push_back(*roll);
            }
        }
    }
    a.weapons = readWeapons(o, "weapons", rules);
    a.devices = readIdList(o, "devices", rules.advantageDeviceIds(), EasyStarText::tr("device"));
    a.fighters = readFighters(o, "fighters");
    a.damageControl = o.integer("damageControl", 0, 0, MaxCount);
    a.extra = o.unknownKeys();
    return a;
}

std::unique_ptr<EasyStarShip> readShip(const Json &value, const JsonPath &path, ReadContext &ctx,
                                       const EasyStarRules &rules)
{
    ObjectReader r(value, path, ctx);
    if (!r.isObject())
        return nullptr;
    auto ship = std::make_unique<EasyStarShip>();
    ship->name = r.requiredString("name", 200).value_or(QString());
    ship->classId = r.requiredId("class", rules.classIds(), EasyStarText::tr("ship class"))
                        .value_or(QString());
    ship->flagship = r.boolean("flagship", false);
    ship->speedTraded = r.integer("speedTraded", 0, 0, MaxUnits);
    ship->engine = r.boolean("engine", false);
    ship->gunMount = r.boolean("gunMount", false);
    ship->weapons = readWeapons(r, "weapons", rules);
    ship->auxiliaries
        = readIdList(r, "auxiliaries", rules.auxiliaryIds(), EasyStarText::tr("auxiliary"));
    ship->fighterBays = r.integer("fighterBays", 0, 0, MaxCount);
    ship->fighters = readFighters(r, "fighters");
    ship->advantage = readAdvantage(r, rules);
    ship->notes = r.string("notes", QString(), 100000);
    ship->extra = r.unknownKeys();
    return ship;
}

Json weaponJson(const EasyStarWeapon &w)
{
    Json o = Json::object();
    o["type"] = w.type.toStdString();
    o["mount"] = w.mount.toStdString();
    o["range"] = w.range;
    o["damage"] = w.damage;
    if (w.freeRange)
        o["freeRange"] = w.freeRange;
    if (w.freeDamage)
        o["freeDamage"] = w.freeDamage;
    appendUnknownKeys(o, w.extra);
    return o;
}

Json weaponsJson(const std::vector<EasyStarWeapon> &weapons)
{
    Json a = Json::array();
    for (const EasyStarWeapon &w : weapons)
        a.push_back(weaponJson(w));
    return a;
}

Json idsJson(const QStringList &ids)
{
    Json a = Json::array();
    for (const QString &id : ids)
        a.push_back(id.toStdString());
    return a;
}

Json fightersJson(const FighterComplement &f)
{
    Json o = Json::object();
    o["interceptor"] = f.interceptor;
    o["attack"] = f.attack;
    appendUnknownKeys(o, f.extra);
    return o;
}

Json shipJson(const EasyStarShip &s)
{
    Json o = Json::object();
    o["name"] = s.name.toStdString();
    o["class"] = s.classId.toStdString();
    o["flagship"] = s.flagship;
    o["speedTraded"] = s.speedTraded;
    o["engine"] = s.engine;
    o["gunMount"] = s.gunMount;
    o["weapons"] = weaponsJson(s.weapons);
    o["auxiliaries"] = idsJson(s.auxiliaries);
    o["fighterBays"] = s.fighterBays;
    o["fighters"] = fightersJson(s.fighters);
    if (s.advantage) {
        const FlagshipAdvantage &a = *s.advantage;
        Json adv = Json::object();
        adv["roll"] = a.roll;
        if (!a.rerolls.empty())
            adv["rerolls"] = a.rerolls;
        if (!a.weapons.empty())
            adv["weapons"] = weaponsJson(a.weapons);
        if (!a.devices.isEmpty())
            adv["devices"] = idsJson(a.devices);
        if (a.fighters.total() > 0 || !a.fighters.extra.empty())
            adv["fighters"] = fightersJson(a.fighters);
        if (a.damageControl)
            adv["damageControl"] = a.damageControl;
        appendUnknownKeys(adv, a.extra);
        o["flagshipAdvantage"] = std::move(adv);
    }
    if (!s.notes.isEmpty())
        o["notes"] = s.notes.toStdString();
    appendUnknownKeys(o, s.extra);
    return o;
}

QString toHitText(const std::optional<int> &value)
{
    if (!value)
        return {};
    return EasyStarText::tr("%1+").arg(*value);
}

} // namespace

Result<std::unique_ptr<EasyStarSystem>> EasyStarSystem::create(const QString &rulesDirectory)
{
    Result<EasyStarRules> rules = EasyStarRules::load(rulesDirectory);
    if (!rules)
        return Result<std::unique_ptr<EasyStarSystem>>::failure(rules.error());
    return std::unique_ptr<EasyStarSystem>(new EasyStarSystem(std::move(rules).value()));
}

EasyStarSystem::EasyStarSystem(EasyStarRules rules)
    : m_rules(std::move(rules))
    , m_options(makeOptionSpecs(m_rules))
    , m_combat(std::make_unique<EasyStarCombat>(*this))
{}

EasyStarSystem::~EasyStarSystem() = default;

const combat::CombatRules *EasyStarSystem::combat() const
{
    return m_combat.get();
}

QString EasyStarSystem::displayName() const
{
    return EasyStarText::tr("EasyStar");
}

QString EasyStarSystem::rulesSource() const
{
    return EasyStarText::tr("EasyStar by Mike Fischer, revision of 10/04/2004");
}

QString EasyStarSystem::pointsUnit() const
{
    return EasyStarText::tr("BP");
}

std::vector<Scenario> EasyStarSystem::scenarios()
{
    return {
        {QStringLiteral("qualityVsQuantity"), EasyStarText::tr("Quality vs Quantity")},
        {QStringLiteral("starbaseDefense"), EasyStarText::tr("Starbase Defense")},
        {QStringLiteral("convoy"), EasyStarText::tr("Convoy Battle")},
        {QStringLiteral("carrierStrike"), EasyStarText::tr("Carrier Strike")},
        {QStringLiteral("squadrons"), EasyStarText::tr("Squadrons")},
    };
}

QStringList EasyStarSystem::knownKeys(KeyScope scope)
{
    switch (scope) {
    case KeyScope::Fleet:
        return {QStringLiteral("damageControl"), QStringLiteral("scenario"),
                QStringLiteral("ships")};
    case KeyScope::Scenario:
        return {QStringLiteral("id"), QStringLiteral("player")};
    case KeyScope::Ship:
        return {QStringLiteral("name"),
                QStringLiteral("class"),
                QStringLiteral("flagship"),
                QStringLiteral("speedTraded"),
                QStringLiteral("engine"),
                QStringLiteral("gunMount"),
                QStringLiteral("weapons"),
                QStringLiteral("auxiliaries"),
                QStringLiteral("fighterBays"),
                QStringLiteral("fighters"),
                QStringLiteral("flagshipAdvantage"),
                QStringLiteral("notes")};
    case KeyScope::Weapon:
        return {QStringLiteral("type"),      QStringLiteral("mount"),
                QStringLiteral("range"),     QStringLiteral("damage"),
                QStringLiteral("freeRange"), QStringLiteral("freeDamage")};
    case KeyScope::Fighters:
        return {QStringLiteral("interceptor"), QStringLiteral("attack")};
    case KeyScope::Advantage:
        return {QStringLiteral("roll"),     QStringLiteral("rerolls"),
                QStringLiteral("weapons"),  QStringLiteral("devices"),
                QStringLiteral("fighters"), QStringLiteral("damageControl")};
    }
    return {};
}

std::unique_ptr<Fleet> EasyStarSystem::createFleet() const
{
    auto fleet = std::make_unique<Fleet>(id(), std::make_unique<EasyStarFleetSettings>());
    fleet->budget = m_rules.budgetStep;
    return fleet;
}

EasyStarOptions EasyStarSystem::resolve(const Fleet &fleet) const
{
    return resolveOptions(m_options, fleet.options);
}

void EasyStarSystem::readFleet(ObjectReader &root, Fleet &fleet) const
{
    auto &settings = fleet.settingsAs<EasyStarFleetSettings>();
    settings.damageControl = root.integer("damageControl", 0, 0, MaxCount);
    if (const Json *scenario = root.take("scenario")) {
        ObjectReader r(*scenario, root.path().key("scenario"), root.context());
        if (r.isObject()) {
            settings.scenario = r.requiredId("id", scenarioIds(), EasyStarText::tr("scenario"))
                                    .value_or(QString());
            settings.scenarioPlayer = r.integer("player", 1, 1, 2);
            settings.scenarioExtra = r.unknownKeys();
        }
    }
    root.forEachElement("ships", true, MaxShipsInFile,
                        [&](const Json &value, const JsonPath &path) {
                            if (auto ship = readShip(value, path, root.context(), m_rules))
                                fleet.ships.push_back(std::move(ship));
                        });
}

void EasyStarSystem::writeFleet(const Fleet &fleet, Json &root) const
{
    const auto &settings = fleet.settingsAs<EasyStarFleetSettings>();
    root["damageControl"] = settings.damageControl;
    if (!settings.scenario.isEmpty()) {
        Json scenario = Json::object();
        scenario["id"] = settings.scenario.toStdString();
        scenario["player"] = settings.scenarioPlayer;
        appendUnknownKeys(scenario, settings.scenarioExtra);
        root["scenario"] = std::move(scenario);
    }
    Json ships = Json::array();
    for (std::size_t i = 0; i < fleet.ships.size(); ++i)
        ships.push_back(shipJson(fleet.shipAs<EasyStarShip>(i)));
    root["ships"] = std::move(ships);
}

ShipReport EasyStarSystem::shipReport(const EasyStarShip &ship, const ShipFigures &f,
                                      const QString &className, const EasyStarOptions &options,
                                      ReportDetail detail) const
{
    ShipReport r;
    r.name = ship.name;
    r.classId = ship.classId;
    r.className = className;
    r.cost = f.cost;
    if (detail == ReportDetail::Costs)
        return r; // the costs alone: a fleet's total, many times over (docs: ReportDetail)
    r.capacities.push_back({QStringLiteral("spaces"), EasyStarText::tr("Weapon spaces"), f.used,
                            f.capacity, f.unlimitedSpaces});
    // §IX.E: the fighters' part of the cost, scored with the ship when it is destroyed.
    r.stats.push_back(ReportStat::figure(
        QStringLiteral("fighterCost"), EasyStarText::tr("Fighter cost"), f.fighterCost,
        ReportStat::Place::Title, EasyStarText::tr("fighters %1").arg(f.fighterCost)));
    r.stats.push_back(ReportStat::figure(
        QStringLiteral("damage"), EasyStarText::tr("Damage capacity"), f.damage,
        ReportStat::Place::Summary, EasyStarText::tr("Damage capacity %1").arg(f.damage)));
    r.stats.push_back(ReportStat::figure(QStringLiteral("speed"), EasyStarText::tr("Speed"),
                                         f.speed, ReportStat::Place::Summary,
                                         EasyStarText::tr("speed %1").arg(f.speed)));
    if (!f.shipClass)
        return r;
    const ShipClass &c = *f.shipClass;

    const auto stat = [&r](const char *key, QString label, QString value, QString assumption = {}) {
        r.stats.push_back(
            {QLatin1String(key), std::move(label), std::move(value), std::move(assumption)});
    };
    stat("dorsal", EasyStarText::tr("Dorsal weapons"),
         EasyStarText::tr("%1 of %2").arg(f.dorsalWeapons).arg(c.dorsalMounts));
    if (f.fighterCapacity > 0 || ship.fighters.total() > 0) {
        const int carried
            = ship.fighters.total() + (ship.advantage ? ship.advantage->fighters.total() : 0);
        stat("fighters", EasyStarText::tr("Fighters"),
             EasyStarText::tr("%1 in bays for %2").arg(carried).arg(f.fighterCapacity));
    }

    // Turning (§VIII.A): the table is lost, so this is the turningTable option.
    const bool maneuvering
        = ship.auxiliaries.contains(QLatin1String("maneuveringPod"))
          || (ship.advantage && ship.advantage->devices.contains(QLatin1String("maneuveringPod")));
    QStringList turns;
    for (int speed = 1; speed <= f.speed && speed < int(options.turnsAtSpeed.size()); ++speed) {
        turns << EasyStarText::tr("speed %1: %2")
                     .arg(speed)
                     .arg(options.turnsAtSpeed[std::size_t(speed)] + (maneuvering ? 1 : 0));
    }
    if (maneuvering && !turns.isEmpty())
        turns << EasyStarText::tr("maneuvering pod included");
    stat("turns", EasyStarText::tr("Hexside turns per move"),
         turns.isEmpty() ? EasyStarText::tr("cannot turn (speed 0)")
                         : turns.join(QLatin1String(", ")),
         QLatin1String(option::TurningTable));

    // §IX.C: a Nav hit is repaired at the end of movement on a d6 below the ship number; a
    // scout only with damage control.
    stat("navRepair", EasyStarText::tr("Nav-hit repair"),
         c.shipNumber <= 1 ? EasyStarText::tr("damage control only")
                           : EasyStarText::tr("d6 below %1").arg(c.shipNumber));
    if (c.selfRepair > 0) {
        stat("selfRepair", EasyStarText::tr("Self-repair"),
             EasyStarText::tr("%n damage at the start of every turn", nullptr, c.selfRepair));
    }
    stat("vp", EasyStarText::tr("Victory points if destroyed"), QString::number(f.cost.total()));
    if (ship.advantage) {
        QStringList texts;
        for (int roll : EasyStarCalculator(m_rules, options).effectiveRolls(*ship.advantage)) {
            if (const AdvantageRoll *row = m_rules.advantage(roll))
                texts << EasyStarText::tr("%1: %2").arg(roll).arg(EasyStarText::table(row->text));
        }
        stat("advantage",
             EasyStarText::tr("Flagship advantage (roll %1)").arg(ship.advantage->roll),
             texts.join(QLatin1String("; ")));
    }

    const bool targeting = EasyStarCalculator::hasTargetingPod(ship);
    const auto describeWeapons = [&](const std::vector<WeaponFigures> &weapons,
                                     const QString &prefix) {
        for (std::size_t i = 0; i < weapons.size(); ++i) {
            const WeaponFigures &w = weapons[i];
            if (!w.type || !w.mount)
                continue;
            QStringList targets;
            if (auto t = toHitText(EasyStarCalculator::shipToHit(w.type->toHit.ship, ship));
                !t.isEmpty())
                targets << EasyStarText::tr("ships %1").arg(t);
            if (auto t = toHitText(EasyStarCalculator::shipToHit(w.type->toHit.fighter, ship));
                !t.isEmpty())
                targets << EasyStarText::tr("fighters %1").arg(t);
            if (auto t = toHitText(EasyStarCalculator::shipToHit(w.type->toHit.missile, ship));
                !t.isEmpty())
                targets << EasyStarText::tr("missiles %1").arg(t);
            QString value
                = EasyStarText::tr("range %1, damage %2").arg(w.actualRange).arg(w.actualDamage);
            if (w.type->shots > 1)
                value += EasyStarText::tr(", %n shot(s)", nullptr, w.type->shots);
            value += EasyStarText::tr("; hits %1").arg(targets.join(QLatin1String(", ")));
            if (targeting)
                value += EasyStarText::tr(" (targeting pod included)");
            r.stats.push_back({QStringLiteral("%1weapons[%2]").arg(prefix).arg(i),
                               EasyStarCalculator::weaponLabel(w.type, w.mount),
                               value,
                               {}});
        }
    };
    describeWeapons(f.weapons, QString());
    describeWeapons(f.advantageWeapons, QStringLiteral("flagshipAdvantage."));
    return r;
}

FleetReport EasyStarSystem::report(const Fleet &fleet, ReportDetail detail,
                                   const ShipReportSink &sink) const
{
    const Fleet::DesignLookup lookup(fleet);
    const EasyStarOptions options = resolve(fleet);
    const EasyStarCalculator calc(m_rules, options);
    const auto &settings = fleet.settingsAs<EasyStarFleetSettings>();

    FleetReport report;
    report.pointsUnit = pointsUnit();
    report.budget = fleet.budget;
    report.reserve(fleet.ships.size(), sink, detail == ReportDetail::Full);
    bool leviathan = false;
    bool upgradedMultiShot = false;
    bool anyWeapons = false;
    const QString shipLine = EasyStarText::tr("%1 (%2)");
    std::vector<QString> classNames(m_rules.classes.size()); // translated on first use
    const auto className = [&](const ShipClass *c, const EasyStarShip &ship) -> QString {
        if (!c)
            return ship.classId;
        QString &name = classNames[indexOf(m_rules.classes, c)];
        if (name.isNull())
            name = EasyStarText::table(c->name);
        return name;
    };
    const QString rule = QStringLiteral("EasyStar §II, §IV");
    for (std::size_t i = 0; i < fleet.ships.size(); ++i) {
        const auto &ship = fleet.shipAs<EasyStarShip>(i);
        const ShipFigures figures = calc.ship(ship);
        ShipReport sr
            = shipReport(ship, figures, className(figures.shipClass, ship), options, detail);
        report.addShipAndCost(i, std::move(sr), sink, shipLine, rule, detail == ReportDetail::Full);
        leviathan = leviathan || (figures.shipClass && !figures.shipClass->weaponSpaces);
        anyWeapons = anyWeapons || !ship.weapons.empty();
        for (const WeaponFigures &w : figures.weapons)
            upgradedMultiShot = upgradedMultiShot
                                || (w.type && w.type->shots > 1 && w.type->upgradable
                                    && w.paidRangeUnits + w.paidDamageUnits > 0);
    }
    if (settings.damageControl > 0) {
        report.total.add(EasyStarText::tr("%1 × %2")
                             .arg(EasyStarText::table(m_rules.damageControl.name))
                             .arg(settings.damageControl),
                         m_rules.damageControl.cost * settings.damageControl,
                         QStringLiteral("EasyStar §V.D"));
    }

    const auto note = [&](const char *id, QString affects) {
        report.addAssumption(m_options, fleet.options, id, std::move(affects));
    };
    if (!fleet.ships.empty())
        note(option::TurningTable, EasyStarText::tr("the turns per move of every ship"));
    if (leviathan)
        note(option::LeviathanWeaponSpaces, EasyStarText::tr("the Leviathan's weapon spaces"));
    if (upgradedMultiShot)
        note(option::BdvmUnits,
             EasyStarText::tr("the cost and spaces of upgraded bi-directional missiles"));
    if (anyWeapons)
        note(option::WeaponCounterLimit,
             EasyStarText::tr("whether the fleet's weapon mix is legal"));
    return report;
}

} // namespace fw::model::easystar
