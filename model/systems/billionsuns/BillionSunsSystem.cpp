#include "BillionSunsSystem.h"

#include "../../io/ReadContext.h"
#include "BillionSunsCombat.h"

#include <QHash>

#include <map>

namespace fw::model::billionsuns {

namespace {

constexpr auto MaxEntries = std::size_t(100000);
constexpr int MaxCount = 1000;

QString className(const ShipClass &c)
{
    if (!c.custom)
        return BillionSunsText::table(c.name);
    return BillionSunsText::tr("%1 (custom)").arg(BillionSunsRoster::displayName(c));
}

// The ship's damage capacity (the damage tokens that destroy it) and speed (its thrust), shown
// in its one-line summary.
void addFigures(ShipReport &r, int damage, int speed)
{
    r.stats.push_back(ReportStat::figure(
        QStringLiteral("damage"), BillionSunsText::tr("Damage capacity"), damage,
        ReportStat::Place::Summary, BillionSunsText::tr("Damage capacity %1").arg(damage)));
    r.stats.push_back(ReportStat::figure(QStringLiteral("speed"), BillionSunsText::tr("Speed"),
                                         speed, ReportStat::Place::Summary,
                                         BillionSunsText::tr("speed %1").arg(speed)));
}

} // namespace

const ShipClass *findClass(const BillionSunsRules &rules, const Fleet &fleet, const QString &id)
{
    if (const ShipClass *builtin = rules.shipClass(id))
        return builtin;
    const int design = fleet.findDesign(id);
    return design < 0 ? nullptr : &customClass(fleet, std::size_t(design));
}

ClassLookup::ClassLookup(const BillionSunsRules &rules, const Fleet &fleet)
    : m_rules(rules)
{
    m_custom.reserve(qsizetype(fleet.designs.size()));
    for (std::size_t i = 0; i < fleet.designs.size(); ++i) {
        const ShipClass &c = customClass(fleet, i);
        if (!m_custom.contains(c.id)) // the first of each id, as findClass() finds it
            m_custom.insert(c.id, &c);
    }
}

const ShipClass *ClassLookup::find(const QString &id) const
{
    if (const ShipClass *builtin = m_rules.shipClass(id))
        return builtin;
    return m_custom.value(id);
}

QString BillionSunsRoster::displayName(const ShipClass &c)
{
    if (!c.name.trimmed().isEmpty())
        return c.name;
    return c.id.trimmed().isEmpty() ? BillionSunsText::tr("unnamed class") : c.id;
}

Result<std::unique_ptr<BillionSunsSystem>> BillionSunsSystem::create(const QString &rulesDirectory)
{
    Result<BillionSunsRules> rules = BillionSunsRules::load(rulesDirectory);
    if (!rules)
        return Result<std::unique_ptr<BillionSunsSystem>>::failure(rules.error());
    return std::unique_ptr<BillionSunsSystem>(new BillionSunsSystem(std::move(rules).value()));
}

BillionSunsSystem::BillionSunsSystem(BillionSunsRules rules)
    : m_rules(std::move(rules))
    , m_options(makeOptionSpecs())
    , m_combat(std::make_unique<BillionSunsCombat>(*this))
{}

BillionSunsSystem::~BillionSunsSystem() = default;

const combat::CombatRules *BillionSunsSystem::combat() const
{
    return m_combat.get();
}

QString BillionSunsSystem::displayName() const
{
    return BillionSunsText::tr("A Billion Suns");
}

QString BillionSunsSystem::rulesSource() const
{
    return BillionSunsText::tr("A Billion Suns by Mike Hutchinson (Osprey, 2021), first edition");
}

QString BillionSunsSystem::pointsUnit() const
{
    return BillionSunsText::tr("credits");
}

QString BillionSunsSystem::credits(qint64 amount)
{
    if (const std::optional<int> n = numerusAmount(amount))
        return BillionSunsText::tr("%n credit(s)", nullptr, *n);
    return BillionSunsText::tr("%1 credits").arg(amount);
}

QStringList BillionSunsSystem::knownKeys(KeyScope scope)
{
    switch (scope) {
    case KeyScope::Fleet:
        return {QStringLiteral("corporation"),  QStringLiteral("scale"),
                QStringLiteral("tables"),       QStringLiteral("jumpPoints"),
                QStringLiteral("battlegroups"), QStringLiteral("customClasses"),
                QStringLiteral("ships")};
    case KeyScope::Battlegroup:
        return {QStringLiteral("name"), QStringLiteral("notes")};
    case KeyScope::Ship:
        return {QStringLiteral("name"), QStringLiteral("class"), QStringLiteral("battlegroup"),
                QStringLiteral("notes")};
    }
    return {};
}

std::unique_ptr<Fleet> BillionSunsSystem::createFleet() const
{
    auto fleet = std::make_unique<Fleet>(id(), std::make_unique<BillionSunsRoster>());
    return fleet;
}

BillionSunsOptions BillionSunsSystem::resolve(const Fleet &fleet) const
{
    return resolveOptions(m_options, fleet.options);
}

void BillionSunsSystem::readFleet(ObjectReader &root, Fleet &fleet) const
{
    auto &roster = fleet.settingsAs<BillionSunsRoster>();
    roster.corporation = root.string("corporation", QString(), 200);
    roster.scale = root.integer("scale", 3, 0, MaxCount);
    roster.tables = root.integer("tables", 1, 0, MaxCount);
    roster.jumpPoints = root.integer("jumpPoints", 0, 0, MaxCount);
    root.forEachObject("battlegroups", false, MaxEntries, [&](ObjectReader &r) {
        Battlegroup group;
        group.name = r.requiredString("name", 200).value_or(QString());
        group.notes = r.string("notes", QString(), 100000);
        group.extra = r.unknownKeys();
        roster.battlegroups.push_back(std::move(group));
    });
    root.forEachObject("customClasses", false, MaxEntries, [&](ObjectReader &r) {
        ShipClass c = readClass(r);
        c.custom = true;
        fleet.designs.push_back(std::make_unique<BillionSunsClass>(std::move(c)));
    });
    root.forEachObject("ships", true, MaxEntries, [&](ObjectReader &r) {
        auto ship = std::make_unique<BillionSunsShip>();
        ship->name = r.requiredString("name", 200).value_or(QString());
        // Any id: it may name a custom class; the validator reports unknown ones. Shared, as
        // the battlegroup: a roster repeats both on many ships.
        ship->classId = r.context().shared(r.requiredString("class", 100).value_or(QString()));
        ship->battlegroup
            = r.context().shared(r.requiredString("battlegroup", 200).value_or(QString()));
        ship->notes = r.string("notes", QString(), 100000);
        ship->extra = r.unknownKeys();
        fleet.ships.push_back(std::move(ship));
    });
}

void BillionSunsSystem::writeFleet(const Fleet &fleet, Json &root) const
{
    const auto &roster = fleet.settingsAs<BillionSunsRoster>();
    root["corporation"] = roster.corporation.toStdString();
    root["scale"] = roster.scale;
    root["tables"] = roster.tables;
    root["jumpPoints"] = roster.jumpPoints;
    Json groups = Json::array();
    for (const Battlegroup &g : roster.battlegroups) {
        Json o = Json::object();
        o["name"] = g.name.toStdString();
        if (!g.notes.isEmpty())
            o["notes"] = g.notes.toStdString();
        appendUnknownKeys(o, g.extra);
        groups.push_back(std::move(o));
    }
    root["battlegroups"] = std::move(groups);
    Json classes = Json::array();
    for (std::size_t i = 0; i < fleet.designs.size(); ++i)
        classes.push_back(classJson(customClass(fleet, i)));
    root["customClasses"] = std::move(classes);
    Json ships = Json::array();
    for (std::size_t i = 0; i < fleet.ships.size(); ++i) {
        const auto &s = fleet.shipAs<BillionSunsShip>(i);
        Json o = Json::object();
        o["name"] = s.name.toStdString();
        o["class"] = s.classId.toStdString();
        o["battlegroup"] = s.battlegroup.toStdString();
        if (!s.notes.isEmpty())
            o["notes"] = s.notes.toStdString();
        appendUnknownKeys(o, s.extra);
        ships.push_back(std::move(o));
    }
    root["ships"] = std::move(ships);
}

QString BillionSunsSystem::weaponText(const Weapon &w)
{
    QString text = BillionSunsText::tr("%1: %2\"–%3\", %4D%5, damage %6")
                       .arg(BillionSunsText::table(w.name))
                       .arg(w.rangeMin)
                       .arg(w.rangeMax)
                       .arg(w.dice == 1 ? QString() : QString::number(w.dice))
                       .arg(w.die)
                       .arg(w.damage);
    if (w.stationaryTargetsOnly)
        text += BillionSunsText::tr("; stationary targets only");
    return text;
}

std::vector<ReportStat> BillionSunsSystem::derivedValues(const ShipClass &c,
                                                         const BillionSunsOptions &options) const
{
    std::vector<ReportStat> stats;
    const auto stat = [&](const char *key, QString label, QString value, QString assumption = {}) {
        stats.push_back(
            {QLatin1String(key), std::move(label), std::move(value), std::move(assumption)});
    };
    const int m = c.mass;
    const auto dice = [](int count) {
        return count == 1 ? QStringLiteral("D6") : QStringLiteral("%1D6").arg(count);
    };
    stat("mass", BillionSunsText::tr("Mass (m)"), QString::number(m));
    // Jump phase: jump range 6" - m; jump shock m" with mD6 attacks of damage 1.
    stat("jumpRange", BillionSunsText::tr("Jump range"),
         BillionSunsText::tr("%1\"").arg(massRule::jumpRange(m)));
    stat("jumpShock", BillionSunsText::tr("Jump shock"),
         m > 0 ? BillionSunsText::tr("%1\", %2 attacks of damage 1")
                     .arg(massRule::jumpShockRange(m))
                     .arg(dice(massRule::jumpShockDice(m)))
               : BillionSunsText::tr("none (mass 0)"));
    // Attacking, step 9: explodes on a check equal to or under m; explosion m", mD6.
    stat("explosion", BillionSunsText::tr("Explosion"),
         m > 0 ? BillionSunsText::tr("on a check of %1 or less: %1\", %2 attacks")
                     .arg(massRule::explosionCheck(m))
                     .arg(dice(massRule::explosionDice(m)))
               : BillionSunsText::tr("never (mass 0)"));
    if (!c.wing)
        stat("mothersWing", BillionSunsText::tr("Mother's Wing"),
             BillionSunsText::tr("%1\"").arg(m));
    stat("combinedOrders", BillionSunsText::tr("Combined orders radius"),
         BillionSunsText::tr("%1\"").arg(massRule::combinedOrdersRadius(m)));
    stat("powerTo", BillionSunsText::tr("Power to Weapon Systems or Shields"),
         BillionSunsText::tr("up to %n CMD token(s)", nullptr, massRule::powerToMaximum(m)));
    stat("destroyedAt", BillionSunsText::tr("Destroyed at"),
         BillionSunsText::tr("%n damage token(s)", nullptr,
                             destroyedAtTokens(c.silhouette, options)),
         QLatin1String(option::DestroyedAt));
    return stats;
}

void BillionSunsSystem::addClassStats(ShipReport &r, const ShipClass &c,
                                      const BillionSunsOptions &options) const
{
    const auto stat = [&](const char *key, QString label, QString value) {
        r.stats.push_back({QLatin1String(key), std::move(label), std::move(value), {}});
    };
    stat("thrust", BillionSunsText::tr("Thrust"), BillionSunsText::tr("%1\"").arg(c.thrust));
    stat("silhouette", BillionSunsText::tr("Silhouette"), QString::number(c.silhouette));
    stat("shields", BillionSunsText::tr("Shields"), QString::number(c.shields));
    if (c.primary)
        stat("primary", BillionSunsText::tr("Primary weapon"), weaponText(*c.primary));
    if (c.auxiliary)
        stat("auxiliary", BillionSunsText::tr("Auxiliary weapon"), weaponText(*c.auxiliary));
    for (ReportStat &d : derivedValues(c, options))
        r.stats.push_back(std::move(d));
    if (!c.notes.isEmpty())
        stat("notes", BillionSunsText::tr("Notes"),
             c.custom ? c.notes : BillionSunsText::table(c.notes));
}

void BillionSunsSystem::addAssumptions(FleetReport &report, const Fleet &fleet,
                                       bool multiShipGroup) const
{
    const auto note = [&](const char *id, QString affects) {
        report.addAssumption(m_options, fleet.options, id, std::move(affects));
    };
    note(option::ScaleMinimum, BillionSunsText::tr("whether the roster's scale is allowed"));
    note(option::ScaleMaximum, BillionSunsText::tr("whether the roster's scale is allowed"));
    if (multiShipGroup)
        note(option::SameClassBattlegroups,
             BillionSunsText::tr("whether battlegroups may mix classes"));
    if (!fleet.ships.empty())
        note(option::DestroyedAt, BillionSunsText::tr("how much damage each ship takes"));
}

FleetReport BillionSunsSystem::report(const Fleet &fleet, ReportDetail detail,
                                      const ShipReportSink &sink) const
{
    const Fleet::DesignLookup lookup(fleet);
    const BillionSunsOptions options = resolve(fleet);
    const auto &roster = fleet.settingsAs<BillionSunsRoster>();
    const ClassLookup classes(m_rules, fleet);
    const bool full = detail == ReportDetail::Full;

    FleetReport report;
    report.pointsUnit = pointsUnit();
    report.budget = fleet.budget;
    report.reserve(fleet.ships.size(), sink, false);

    struct GroupTotals
    {
        int cost = 0;
        int mass = 0;
        int count = 0;
        bool custom = false;
        std::map<QString, int> classes; // class name -> count, sorted for a stable label
    };
    std::map<QString, GroupTotals> groups;
    int utility = 0;
    bool multiShipGroup = false;

    for (std::size_t i = 0; i < fleet.ships.size(); ++i) {
        const auto &s = fleet.shipAs<BillionSunsShip>(i);
        const ShipClass *c = classes.find(s.classId);
        ShipReport r;
        r.name = s.name;
        r.classId = s.classId;
        r.group = s.battlegroup;
        if (c) {
            r.className = className(*c);
            r.cost.add(BillionSunsText::tr("%1: class cost").arg(r.className), c->cost,
                       c->custom ? QStringLiteral("Custom class of this roster")
                                 : QStringLiteral("A Billion Suns, ship table"));
            addFigures(r, destroyedAtTokens(c->silhouette, options), c->thrust);
            if (full)
                addClassStats(r, *c, options);
            utility += c->utility ? 1 : 0;
            GroupTotals &g = groups[s.battlegroup];
            g.cost += c->cost;
            g.mass += c->mass;
            g.custom = g.custom || c->custom;
            ++g.classes[r.className];
            ++g.count;
            multiShipGroup = multiShipGroup || g.count > 1;
        } else {
            r.className = s.classId;
            addFigures(r, 0, 0);
            GroupTotals &g = groups[s.battlegroup];
            ++g.count;
            ++g.classes[s.classId];
        }
        report.addShip(i, std::move(r), sink);
    }

    // The roster's cost, itemised by battlegroup in roster order; then any group name that
    // only ships mention (which the validator reports).
    QStringList order;
    QHash<QString, qsizetype> firstIndex; // of each roster battlegroup name
    for (std::size_t i = 0; i < roster.battlegroups.size(); ++i) {
        const QString &name = roster.battlegroups[i].name;
        if (!firstIndex.contains(name)) { // a duplicate name is the validator's to report
            firstIndex.insert(name, qsizetype(i));
            order << name;
        }
    }
    for (const auto &[name, totals] : groups) {
        if (!firstIndex.contains(name))
            order << name;
    }
    for (const QString &name : order) {
        const GroupTotals totals = groups.count(name) ? groups.at(name) : GroupTotals{};
        QStringList parts;
        for (const auto &[cls, count] : totals.classes)
            parts << BillionSunsText::tr("%1 × %2").arg(count).arg(cls);
        const QString contents
            = parts.isEmpty() ? BillionSunsText::tr("empty") : parts.join(QLatin1String(", "));
        report.total.add(BillionSunsText::tr("%1: %2").arg(name, contents), totals.cost,
                         totals.custom ? QStringLiteral(
                             "A Billion Suns, ship table; custom classes of this roster")
                                       : QStringLiteral("A Billion Suns, ship table"));
        if (full) {
            // Keyed by the battlegroup's path, so each has its own key.
            const auto index = firstIndex.constFind(name);
            const QString key = index == firstIndex.constEnd()
                                    ? QStringLiteral("battlegroup")
                                    : QStringLiteral("battlegroups[%1]").arg(*index);
            report.stats.push_back(
                {key,
                 BillionSunsText::tr("Battlegroup %1").arg(name),
                 BillionSunsText::tr("%n ship(s) or wing(s), mass %1, %2", nullptr, totals.count)
                     .arg(totals.mass)
                     .arg(formatPoints(totals.cost)),
                 {}});
        }
    }
    report.stats.insert(
        report.stats.begin(),
        {{QStringLiteral("cmdTokens"),
          BillionSunsText::tr("CMD tokens per round (S+3)"),
          QString::number(roster.scale + 3),
          {}},
         {QStringLiteral("utilityShips"),
          BillionSunsText::tr("Utility ships (at most S)"),
          BillionSunsText::tr("%1 of %2").arg(utility).arg(roster.scale),
          {}},
         {QStringLiteral("jumpPoints"),
          BillionSunsText::tr("Jump points (at most tables + 1)"),
          BillionSunsText::tr("%1 of %2").arg(roster.jumpPoints).arg(roster.tables + 1),
          {}}});

    addAssumptions(report, fleet, multiShipGroup);
    return report;
}

} // namespace fw::model::billionsuns
