// A Billion Suns (1st edition): the ship table, the objects table, the values a class derives
// from its mass, the roster report and every roster validation rule, each with a legal case (the
// issue is absent) and a breaking case (the issue is present with its code and subject path).
// Expected numbers are typed from the A Billion Suns quick reference (ship table, objects table,
// jump phase and attacking rules), never taken from the code or from the bundled JSON data.

#include "TestSupport.h"

#include <model/core/Json.h>
#include <model/io/FleetFile.h>
#include <model/systems/billionsuns/BillionSunsSystem.h>

#include <QHash>
#include <QRegularExpression>
#include <QTest>

#include <optional>
#include <string>

using namespace fw;
using namespace fw::model::billionsuns;
using model::Json;

namespace {

// A weapon line typed as the quick reference prints it: "Light Blasters|0-3|D6|1" is
// name|range band|dice|damage; an empty text is "–" (no weapon).
struct WeaponLine
{
    QString name;
    int rangeMin = 0;
    int rangeMax = 0;
    int dice = 0;
    int die = 0;
    int damage = 0;
};

std::optional<WeaponLine> weaponLine(const QString &text)
{
    if (text.isEmpty())
        return std::nullopt;
    static const QRegularExpression pattern(
        QStringLiteral("^([^|]+)\\|(\\d+)-(\\d+)\\|(\\d*)D(\\d+)\\|(\\d+)$"));
    const QRegularExpressionMatch m = pattern.match(text);
    if (!m.hasMatch())
        qFatal("bad weapon line in the test data: %s", qPrintable(text));
    WeaponLine w;
    w.name = m.captured(1);
    w.rangeMin = m.captured(2).toInt();
    w.rangeMax = m.captured(3).toInt();
    w.dice = m.captured(4).isEmpty() ? 1 : m.captured(4).toInt();
    w.die = m.captured(5).toInt();
    w.damage = m.captured(6).toInt();
    return w;
}

// "4D6" and "D6", as the quick reference writes dice.
QString diceText(int count, int die)
{
    return count == 1 ? QStringLiteral("D%1").arg(die)
                      : QStringLiteral("%1D%2").arg(count).arg(die);
}

QString inches(int value)
{
    return QStringLiteral("%1\"").arg(value);
}

// A roster as fleet-file JSON. Battlegroups are those the ships name, in order of first mention,
// unless set explicitly.
class Roster
{
public:
    Roster()
    {
        m_root = Json{{"format", "fleetwright-fleet"},
                      {"formatVersion", 1},
                      {"system", "billionsuns"},
                      {"name", "Test Roster"},
                      {"corporation", "Test Corp"},
                      {"scale", 3},
                      {"tables", 1},
                      {"jumpPoints", 0}};
    }

    Roster &add(const char *classId, const char *group, int count = 1)
    {
        for (int i = 0; i < count; ++i) {
            const std::string name
                = std::string(classId) + ' ' + std::to_string(m_ships.size() + 1);
            ship(Json{{"name", name}, {"class", classId}, {"battlegroup", group}});
        }
        return *this;
    }
    Roster &ship(Json ship)
    {
        m_ships.push_back(std::move(ship));
        return *this;
    }
    Roster &set(const char *key, Json value)
    {
        m_root[key] = std::move(value);
        return *this;
    }
    Roster &option(const char *id, Json value)
    {
        m_root["options"][id] = std::move(value);
        return *this;
    }
    Roster &groups(Json groups)
    {
        m_groups = std::move(groups);
        return *this;
    }
    Roster &custom(Json shipClass)
    {
        m_custom.push_back(std::move(shipClass));
        return *this;
    }

    Json json() const
    {
        Json root = m_root;
        Json groups = m_groups;
        if (groups.is_null()) {
            groups = Json::array();
            for (const Json &s : m_ships) {
                const Json group{{"name", s.at("battlegroup")}};
                if (std::find(groups.begin(), groups.end(), group) == groups.end())
                    groups.push_back(group);
            }
        }
        root["battlegroups"] = groups;
        if (!m_custom.empty())
            root["customClasses"] = m_custom;
        root["ships"] = m_ships;
        return root;
    }
    QByteArray bytes() const { return QByteArray::fromStdString(json().dump()); }

private:
    Json m_root;
    Json m_groups; // null: derived from the ships
    Json m_ships = Json::array();
    Json m_custom = Json::array();
};

Json weapon(const char *name, int rangeMin, int rangeMax, int dice, int die, int damage)
{
    return Json{{"name", name}, {"rangeMin", rangeMin}, {"rangeMax", rangeMax},
                {"dice", dice}, {"die", die},           {"damage", damage}};
}

// A legal homebrew class, between the corvette and the frigate.
Json lancer()
{
    return Json{{"id", "lancer"},
                {"name", "Lancer"},
                {"cost", 8},
                {"mass", 2},
                {"thrust", 6},
                {"silhouette", 5},
                {"shields", 3},
                {"wing", false},
                {"utility", false},
                {"carrier", false},
                {"primary", weapon("Lance Array", 0, 9, 2, 8, 2)},
                {"auxiliary", nullptr},
                {"notes", ""}};
}

// The lancer with one value replaced, addressed by JSON pointer ("/primary/die").
Json lancerWith(const char *pointer, Json value)
{
    Json c = lancer();
    c[Json::json_pointer(pointer)] = std::move(value);
    return c;
}

const QString ExamplePath = QStringLiteral("resources/examples/helix-consolidated.fleet.json");

} // namespace

class TestBillionSuns : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<test::Registries> m_registries;
    const BillionSunsSystem *m_system = nullptr;

    const BillionSunsRules &rules() const { return m_system->rules(); }

    validators::Issues validate(const QByteArray &json) const
    {
        auto f = test::parseFleet(*m_registries, json);
        if (!f)
            return {};
        return validators::validateFleet(*f, m_registries->validators);
    }

    static const validators::Issue *findIssue(const validators::Issues &issues, const QString &code,
                                              const QString &subject)
    {
        for (const validators::Issue &i : issues) {
            if (i.code == code && i.subject == subject)
                return &i;
        }
        return nullptr;
    }

    static QHash<QString, QString> byKey(const std::vector<model::ReportStat> &stats)
    {
        QHash<QString, QString> values;
        for (const model::ReportStat &s : stats)
            values.insert(s.key, s.value);
        return values;
    }

    // One row per class of the ship table, in the quick reference's order.
    static void addClassRows()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("cost");
        QTest::addColumn<int>("mass");
        QTest::addColumn<int>("thrust"); // inches
        QTest::addColumn<int>("silhouette");
        QTest::addColumn<int>("shields");
        QTest::addColumn<QString>("kind"); // "wing", "utility", "carrier" or "ship"
        QTest::addColumn<QString>("primary");
        QTest::addColumn<QString>("auxiliary");
        QTest::addColumn<bool>("stationaryOnly"); // the primary weapon: the Mining Laser

        QTest::newRow("Recon Wing") << "reconWing"
                                    << "Recon Wing" << 1 << 0 << 10 << 2 << 0 << "wing"
                                    << "Light Blasters|0-3|D6|1"
                                    << "" << false;
        QTest::newRow("Fighter Wing") << "fighterWing"
                                      << "Fighter Wing" << 2 << 0 << 6 << 3 << 0 << "wing"
                                      << ""
                                      << "Auto Blasters|0-6|3D6|1" << false;
        QTest::newRow("Bomber Wing") << "bomberWing"
                                     << "Bomber Wing" << 3 << 0 << 4 << 3 << 0 << "wing"
                                     << "Torpedoes|6-12|D10|3"
                                     << "" << false;
        QTest::newRow("Light Utility Ship")
            << "lightUtilityShip"
            << "Light Utility Ship" << 1 << 1 << 4 << 4 << 1 << "utility"
            << "Light Blasters|0-3|D6|1"
            << "" << false;
        QTest::newRow("Gunship") << "gunship"
                                 << "Gunship" << 3 << 1 << 6 << 4 << 1 << "ship"
                                 << "Blasters|0-6|2D6|1"
                                 << "Blasters|0-6|2D6|1" << false;
        QTest::newRow("Corvette") << "corvette"
                                  << "Corvette" << 5 << 2 << 10 << 5 << 2 << "ship"
                                  << "Turbo Blasters|0-6|4D6|1"
                                  << "Blasters|0-6|2D6|1" << false;
        QTest::newRow("Medium Utility Ship")
            << "mediumUtilityShip"
            << "Medium Utility Ship" << 2 << 2 << 4 << 5 << 3 << "utility"
            << "Mining Laser|0-2|2D12|5"
            << "" << true;
        QTest::newRow("Monitor") << "monitor"
                                 << "Monitor" << 10 << 2 << 3 << 5 << 3 << "ship"
                                 << "Heavy Railguns|9-18|2D12|5"
                                 << "" << false;
        QTest::newRow("Frigate") << "frigate"
                                 << "Frigate" << 7 << 2 << 4 << 6 << 4 << "ship"
                                 << "Light Railguns|9-18|2D8|2"
                                 << "Turbo Blasters|0-6|4D6|1" << false;
        QTest::newRow("Destroyer") << "destroyer"
                                   << "Destroyer" << 12 << 3 << 3 << 6 << 3 << "ship"
                                   << "Cruise Missiles|18-36|3D10|3"
                                   << "Turbo Blasters|0-6|4D6|1" << false;
        QTest::newRow("Carrier") << "carrier"
                                 << "Carrier" << 15 << 3 << 3 << 7 << 5 << "carrier"
                                 << ""
                                 << "" << false;
        QTest::newRow("Cruiser") << "cruiser"
                                 << "Cruiser" << 30 << 3 << 3 << 8 << 6 << "ship"
                                 << "Macro Beam|12-24|2D12|5"
                                 << "Defense Grid|0-9|4D8|2" << false;
        QTest::newRow("Battleship") << "battleship"
                                    << "Battleship" << 40 << 3 << 2 << 10 << 5 << "ship"
                                    << "Planet Smasher|12-24|4D12|5"
                                    << "Defense Grid|0-9|4D8|2" << false;
    }

    static void compareWeapon(const std::optional<Weapon> &actual, const QString &expected,
                              const char *which)
    {
        const std::optional<WeaponLine> line = weaponLine(expected);
        QVERIFY2(actual.has_value() == line.has_value(),
                 qPrintable(QStringLiteral("%1 weapon: expected %2")
                                .arg(QLatin1String(which),
                                     expected.isEmpty() ? QStringLiteral("none") : expected)));
        if (!line)
            return;
        QCOMPARE(actual->name, line->name);
        QCOMPARE(actual->rangeMin, line->rangeMin);
        QCOMPARE(actual->rangeMax, line->rangeMax);
        QCOMPARE(actual->dice, line->dice);
        QCOMPARE(actual->die, line->die);
        QCOMPARE(actual->damage, line->damage);
    }

    static void compareScaledWeapon(const std::optional<ScaledWeapon> &actual, int scale,
                                    const QString &expected, const char *which)
    {
        const std::optional<WeaponLine> line = weaponLine(expected);
        QVERIFY2(actual.has_value() == line.has_value(),
                 qPrintable(QStringLiteral("%1 weapon: expected %2")
                                .arg(QLatin1String(which),
                                     expected.isEmpty() ? QStringLiteral("none") : expected)));
        if (!line)
            return;
        QCOMPARE(actual->name, line->name);
        QCOMPARE(actual->rangeMin, line->rangeMin);
        QCOMPARE(actual->rangeMax, line->rangeMax);
        QCOMPARE(actual->dice.at(scale), line->dice);
        QCOMPARE(actual->die, line->die);
        QCOMPARE(actual->damage, line->damage);
    }

private Q_SLOTS:
    void initTestCase()
    {
        test::installEnglish();
        m_registries = test::makeRegistries();
        QVERIFY(m_registries);
        m_system = dynamic_cast<const BillionSunsSystem *>(
            m_registries->systems.find(QStringLiteral("billionsuns")));
        QVERIFY(m_system);
    }

    // Fleetwright defaults: battlegroups of one class, scale 1 to 5 (3 when unstated), one
    // table, destroyed when damage tokens reach the silhouette.
    void defaults()
    {
        const std::unique_ptr<model::Fleet> empty = m_system->createFleet();
        QVERIFY(empty);
        const auto &fresh = empty->settingsAs<BillionSunsRoster>();
        QCOMPARE(fresh.scale, 3);
        QCOMPARE(fresh.tables, 1);
        QCOMPARE(fresh.jumpPoints, 0);
        const BillionSunsOptions options = m_system->resolve(*empty);
        QVERIFY(options.sameClassBattlegroups);
        QCOMPARE(options.scaleMinimum, 1);
        QCOMPARE(options.scaleMaximum, 5);
        QVERIFY(!options.destroyedAboveSilhouette);

        Json json = Roster().add("frigate", "A").json();
        json.erase("scale");
        json.erase("tables");
        json.erase("jumpPoints");
        auto fleet = test::parseFleet(*m_registries, json);
        QVERIFY(fleet);
        QCOMPARE(fleet->settingsAs<BillionSunsRoster>().scale, 3);
        QCOMPARE(fleet->settingsAs<BillionSunsRoster>().tables, 1);
        QCOMPARE(fleet->settingsAs<BillionSunsRoster>().jumpPoints, 0);
        QCOMPARE(byKey(m_system->report(*fleet).stats).value(QStringLiteral("cmdTokens")),
                 QStringLiteral("6"));
    }

    // Ship table: every class with its stats and weapons.
    void classTable_data() { addClassRows(); }
    void classTable()
    {
        QFETCH(QString, id);
        QFETCH(QString, kind);
        QFETCH(QString, primary);
        QFETCH(QString, auxiliary);
        QFETCH(bool, stationaryOnly);
        const ShipClass *c = rules().shipClass(id);
        QVERIFY2(c, qPrintable(id));
        QCOMPARE(c->id, id);
        QTEST(c->name, "name");
        QTEST(c->cost, "cost");
        QTEST(c->mass, "mass");
        QTEST(c->thrust, "thrust");
        QTEST(c->silhouette, "silhouette");
        QTEST(c->shields, "shields");
        QCOMPARE(c->wing, kind == QLatin1String("wing"));
        QCOMPARE(c->utility, kind == QLatin1String("utility"));
        QCOMPARE(c->carrier, kind == QLatin1String("carrier"));
        QVERIFY(!c->custom);
        compareWeapon(c->primary, primary, "primary");
        if (QTest::currentTestFailed())
            return;
        compareWeapon(c->auxiliary, auxiliary, "auxiliary");
        if (QTest::currentTestFailed())
            return;

        // † The Mining Laser may only target stationary objects; no other weapon is limited.
        QCOMPARE(c->primary && c->primary->stationaryTargetsOnly, stationaryOnly);
        QVERIFY(!(c->auxiliary && c->auxiliary->stationaryTargetsOnly));
        if (stationaryOnly) {
            QVERIFY2(c->notes.contains(QLatin1String("stationary")), qPrintable(c->notes));
            QVERIFY2(BillionSunsSystem::weaponText(*c->primary)
                         .contains(QLatin1String("stationary targets only")),
                     qPrintable(BillionSunsSystem::weaponText(*c->primary)));
        } else {
            QVERIFY2(c->notes.isEmpty(), qPrintable(c->notes));
        }

        // Wings have m = 0.
        if (c->wing)
            QCOMPARE(c->mass, 0);
    }

    // The ship table has exactly these 13 classes, in its order.
    void classTableIsComplete()
    {
        const QStringList expected
            = {QStringLiteral("reconWing"),         QStringLiteral("fighterWing"),
               QStringLiteral("bomberWing"),        QStringLiteral("lightUtilityShip"),
               QStringLiteral("gunship"),           QStringLiteral("corvette"),
               QStringLiteral("mediumUtilityShip"), QStringLiteral("monitor"),
               QStringLiteral("frigate"),           QStringLiteral("destroyer"),
               QStringLiteral("carrier"),           QStringLiteral("cruiser"),
               QStringLiteral("battleship")};
        QCOMPARE(rules().classIds(), expected);
        QVERIFY(!rules().shipClass(QStringLiteral("leviathan")));
    }

    // A weapon line as the reports print it.
    void weaponText()
    {
        const ShipClass *frigate = rules().shipClass(QStringLiteral("frigate"));
        QVERIFY(frigate && frigate->primary && frigate->auxiliary);
        QCOMPARE(BillionSunsSystem::weaponText(*frigate->primary),
                 QStringLiteral("Light Railguns: 9\"–18\", 2D8, damage 2"));
        const ShipClass *recon = rules().shipClass(QStringLiteral("reconWing"));
        QVERIFY(recon && recon->primary);
        QCOMPARE(BillionSunsSystem::weaponText(*recon->primary),
                 QStringLiteral("Light Blasters: 0\"–3\", D6, damage 1"));
    }

    // Jump phase and attacking: the values every class derives from its mass m and silhouette.
    void derivedValues_data() { addClassRows(); }
    void derivedValues()
    {
        QFETCH(QString, id);
        QFETCH(int, mass);
        QFETCH(int, silhouette);
        QFETCH(QString, kind);
        const ShipClass *c = rules().shipClass(id);
        QVERIFY(c);
        const std::vector<model::ReportStat> stats
            = m_system->derivedValues(*c, BillionSunsOptions{});
        const QHash<QString, QString> v = byKey(stats);
        QCOMPARE(qsizetype(v.size()), qsizetype(stats.size())); // every key once

        QCOMPARE(v.value(QStringLiteral("mass")), QString::number(mass));
        // Jump range 6" − m.
        QCOMPARE(v.value(QStringLiteral("jumpRange")), inches(6 - mass));
        if (mass > 0) {
            // Jump shock: range m", mD6 attacks of damage 1.
            QCOMPARE(
                v.value(QStringLiteral("jumpShock")),
                QStringLiteral("%1\", %2 attacks of damage 1").arg(mass).arg(diceText(mass, 6)));
            // Explosion check equal or under m; explosion range m", mD6 attacks.
            QCOMPARE(v.value(QStringLiteral("explosion")),
                     QStringLiteral("on a check of %1 or less: %2\", %3 attacks")
                         .arg(mass)
                         .arg(mass)
                         .arg(diceText(mass, 6)));
        } else {
            // Mass 0: no jump shock, never explodes.
            QVERIFY2(v.value(QStringLiteral("jumpShock")).startsWith(QLatin1String("none")),
                     qPrintable(v.value(QStringLiteral("jumpShock"))));
            QVERIFY2(v.value(QStringLiteral("explosion")).startsWith(QLatin1String("never")),
                     qPrintable(v.value(QStringLiteral("explosion"))));
        }
        // Mother's Wing m"; combined orders m + 3"; Power to Weapon Systems / Shields up to m
        // CMD tokens. Ships always show them; for a wing (m = 0) they may be left out, but if
        // shown they follow the same formulas.
        const QString powerTo = mass == 1 ? QStringLiteral("up to 1 CMD token")
                                          : QStringLiteral("up to %1 CMD tokens").arg(mass);
        const bool wing = kind == QLatin1String("wing");
        const struct
        {
            const char *key;
            QString expected;
        } ordered[] = {{"mothersWing", inches(mass)},
                       {"combinedOrders", inches(mass + 3)},
                       {"powerTo", powerTo}};
        for (const auto &o : ordered) {
            const QString key = QLatin1String(o.key);
            if (wing && !v.contains(key))
                continue;
            QVERIFY2(v.contains(key), o.key);
            QCOMPARE(v.value(key), o.expected);
        }
        // Destroyed when damage tokens reach the silhouette (Fleetwright default).
        QCOMPARE(v.value(QStringLiteral("destroyedAt")),
                 QStringLiteral("%1 damage tokens").arg(silhouette));
        for (const model::ReportStat &s : stats) {
            if (s.key == QLatin1String("destroyedAt"))
                QCOMPARE(s.assumption, QStringLiteral("destroyedAt"));
        }
    }

    // With "destroyedAt": "aboveSilhouette" a ship takes one more damage token.
    void destroyedAboveSilhouette()
    {
        const Roster roster
            = Roster().add("cruiser", "Line").option("destroyedAt", "aboveSilhouette");
        auto fleet = test::parseFleet(*m_registries, roster.json());
        QVERIFY(fleet);
        const BillionSunsOptions options = m_system->resolve(*fleet);
        QVERIFY(options.destroyedAboveSilhouette);
        const ShipClass *cruiser = rules().shipClass(QStringLiteral("cruiser"));
        QVERIFY(cruiser);
        QCOMPARE(
            byKey(m_system->derivedValues(*cruiser, options)).value(QStringLiteral("destroyedAt")),
            QStringLiteral("9 damage tokens")); // silhouette 8, destroyed above it
        const model::FleetReport report = m_system->report(*fleet);
        QCOMPARE(report.ships.at(0).stat(u"damage")->number, std::optional<int>(9));
        QVERIFY(validators::validateFleet(*fleet, m_registries->validators).empty());
    }

    // Each class on its own in a roster: its cost, the roster's total, its battlegroup's stats.
    void reportPerClass_data() { addClassRows(); }
    void reportPerClass()
    {
        QFETCH(QString, id);
        QFETCH(int, cost);
        QFETCH(int, mass);
        QFETCH(int, thrust);
        QFETCH(int, silhouette);
        const Roster roster = Roster().add(id.toUtf8().constData(), "Solo");
        auto fleet = test::parseFleet(*m_registries, roster.json());
        QVERIFY(fleet);
        const model::FleetReport report = m_system->report(*fleet);
        QCOMPARE(report.ships.size(), std::size_t(1));
        const model::ShipReport &ship = report.ships.front();
        QTEST(ship.className, "name");
        QCOMPARE(ship.cost.total(), cost);
        QCOMPARE(ship.stat(u"damage")->number, std::optional<int>(silhouette));
        QCOMPARE(ship.stat(u"speed")->number, std::optional<int>(thrust));
        QVERIFY(ship.capacities.empty()); // a class has no capacity to fill
        QCOMPARE(ship.group, QStringLiteral("Solo"));
        QCOMPARE(report.total.total(), cost);
        const QHash<QString, QString> shipStats = byKey(ship.stats);
        QCOMPARE(shipStats.value(QStringLiteral("thrust")), inches(thrust));
        QCOMPARE(shipStats.value(QStringLiteral("silhouette")), QString::number(silhouette));
        QCOMPARE(shipStats.value(QStringLiteral("jumpRange")), inches(6 - mass));
        bool found = false;
        for (const model::ReportStat &s : report.stats) {
            if (s.key.startsWith(QLatin1String("battlegroups["))) {
                QVERIFY(!found);
                found = true;
                QCOMPARE(s.key, QStringLiteral("battlegroups[0]"));
                QCOMPARE(s.label, QStringLiteral("Battlegroup Solo"));
                QCOMPARE(s.value, QStringLiteral("1 ship or wing, mass %1, %2 %3")
                                      .arg(mass)
                                      .arg(cost)
                                      .arg(cost == 1 ? QStringLiteral("credit")
                                                     : QStringLiteral("credits")));
            }
        }
        QVERIFY(found);
    }

    // A roster of several battlegroups: per-ship costs, the total and per-battlegroup stats.
    void reportTotals()
    {
        const Roster roster = Roster()
                                  .add("frigate", "Spearhead", 2)
                                  .add("carrier", "Deck")
                                  .add("fighterWing", "Swarm", 3)
                                  .add("battleship", "Wall");
        auto fleet = test::parseFleet(*m_registries, roster.json());
        QVERIFY(fleet);
        const model::FleetReport report = m_system->report(*fleet);
        const int costs[] = {7, 7, 15, 2, 2, 2, 40};
        QCOMPARE(report.ships.size(), std::size(costs));
        for (std::size_t i = 0; i < std::size(costs); ++i)
            QCOMPARE(report.ships[i].cost.total(), costs[i]);
        QCOMPARE(report.total.total(), 7 + 7 + 15 + 3 * 2 + 40);
        QCOMPARE(report.pointsUnit, QStringLiteral("credits"));

        QStringList groups;
        for (const model::ReportStat &s : report.stats) {
            if (s.key.startsWith(QLatin1String("battlegroups[")))
                groups << s.label + QLatin1String(": ") + s.value;
        }
        const QStringList expected
            = {QStringLiteral("Battlegroup Spearhead: 2 ships or wings, mass 4, 14 credits"),
               QStringLiteral("Battlegroup Deck: 1 ship or wing, mass 3, 15 credits"),
               QStringLiteral("Battlegroup Swarm: 3 ships or wings, mass 0, 6 credits"),
               QStringLiteral("Battlegroup Wall: 1 ship or wing, mass 3, 40 credits")};
        QCOMPARE(groups, expected);

        // The costs-only report has the same costs.
        const model::FleetReport costsOnly
            = m_system->report(*fleet, model::GameSystem::ReportDetail::Costs);
        QCOMPARE(costsOnly.total.total(), report.total.total());
        QCOMPARE(costsOnly.ships.size(), report.ships.size());
        for (std::size_t i = 0; i < std::size(costs); ++i)
            QCOMPARE(costsOnly.ships[i].cost.total(), costs[i]);
    }

    // CMD tokens per round S + 3; the operational limits at the roster's scale and tables.
    void fleetStats_data()
    {
        QTest::addColumn<int>("scale");
        QTest::addColumn<int>("tables");
        QTest::newRow("S=1, 1 table") << 1 << 1;
        QTest::newRow("S=3, 2 tables") << 3 << 2;
        QTest::newRow("S=5, 3 tables") << 5 << 3;
    }
    void fleetStats()
    {
        QFETCH(int, scale);
        QFETCH(int, tables);
        const Roster roster = Roster()
                                  .add("lightUtilityShip", "Survey")
                                  .set("scale", scale)
                                  .set("tables", tables)
                                  .set("jumpPoints", 1);
        auto fleet = test::parseFleet(*m_registries, roster.json());
        QVERIFY(fleet);
        const QHash<QString, QString> v = byKey(m_system->report(*fleet).stats);
        QCOMPARE(v.value(QStringLiteral("cmdTokens")), QString::number(scale + 3));
        QCOMPARE(v.value(QStringLiteral("utilityShips")), QStringLiteral("1 of %1").arg(scale));
        QCOMPARE(v.value(QStringLiteral("jumpPoints")), QStringLiteral("1 of %1").arg(tables + 1));
    }

    // Objects table at scales 1, 3 and 5; S/2 and S/3 always round up.
    void objectsTable_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("scale");
        QTest::addColumn<int>("mass");
        QTest::addColumn<int>("move"); // -1: does not move
        QTest::addColumn<int>("silhouette");
        QTest::addColumn<int>("shields");
        QTest::addColumn<QString>("primary");
        QTest::addColumn<QString>("auxiliary");

        for (int s : {1, 3, 5}) {
            const auto row = [s](const char *name) {
                return &QTest::newRow(
                    qPrintable(QStringLiteral("%1, S=%2").arg(QLatin1String(name)).arg(s)));
            };
            // Asteroid: m 2, does not move, silhouette 9, shields 0.
            *row("Asteroid") << "asteroid"
                             << "Asteroid" << s << 2 << -1 << 9 << 0 << ""
                             << "";
            // Jump Point: m 3, does not move, silhouette 5, shields 2.
            *row("Jump Point") << "jumpPoint"
                               << "Jump Point" << s << 3 << -1 << 5 << 2 << ""
                               << "";
            // Lifeboat: m 1, 4", silhouette S, shields 0.
            *row("Lifeboat") << "lifeboat"
                             << "Lifeboat" << s << 1 << 4 << s << 0 << ""
                             << "";
        }
        // Civilian Ship: m S/3, 8", silhouette S, shields 0.
        QTest::newRow("Civilian Ship, S=1") << "civilianShip"
                                            << "Civilian Ship" << 1 << 1 << 8 << 1 << 0 << ""
                                            << "";
        QTest::newRow("Civilian Ship, S=3") << "civilianShip"
                                            << "Civilian Ship" << 3 << 1 << 8 << 3 << 0 << ""
                                            << "";
        QTest::newRow("Civilian Ship, S=5") << "civilianShip"
                                            << "Civilian Ship" << 5 << 2 << 8 << 5 << 0 << ""
                                            << "";
        // Criminal Ship: m S/3, 12", silhouette S, shields S/2, aux Blasters 0–6 2D6 1.
        QTest::newRow("Criminal Ship, S=1") << "criminalShip"
                                            << "Criminal Ship" << 1 << 1 << 12 << 1 << 1 << ""
                                            << "Blasters|0-6|2D6|1";
        QTest::newRow("Criminal Ship, S=3") << "criminalShip"
                                            << "Criminal Ship" << 3 << 1 << 12 << 3 << 2 << ""
                                            << "Blasters|0-6|2D6|1";
        QTest::newRow("Criminal Ship, S=5") << "criminalShip"
                                            << "Criminal Ship" << 5 << 2 << 12 << 5 << 3 << ""
                                            << "Blasters|0-6|2D6|1";
        // Facility: m S/3, does not move, silhouette S, shields S/2, aux Laser Turrets 0–6
        // (S/2)D6 1.
        QTest::newRow("Facility, S=1") << "facility"
                                       << "Facility" << 1 << 1 << -1 << 1 << 1 << ""
                                       << "Laser Turrets|0-6|1D6|1";
        QTest::newRow("Facility, S=3") << "facility"
                                       << "Facility" << 3 << 1 << -1 << 3 << 2 << ""
                                       << "Laser Turrets|0-6|2D6|1";
        QTest::newRow("Facility, S=5") << "facility"
                                       << "Facility" << 5 << 2 << -1 << 5 << 3 << ""
                                       << "Laser Turrets|0-6|3D6|1";
        // Space Kraken: m S/3, 9", silhouette S, shields S/2, primary Mouth Parts 0–3 (S/2)D10
        // 3, aux Tentacles 0–3 SD6 1.
        QTest::newRow("Space Kraken, S=1")
            << "spaceKraken"
            << "Space Kraken" << 1 << 1 << 9 << 1 << 1 << "Mouth Parts|0-3|1D10|3"
            << "Tentacles|0-3|1D6|1";
        QTest::newRow("Space Kraken, S=3")
            << "spaceKraken"
            << "Space Kraken" << 3 << 1 << 9 << 3 << 2 << "Mouth Parts|0-3|2D10|3"
            << "Tentacles|0-3|3D6|1";
        QTest::newRow("Space Kraken, S=5")
            << "spaceKraken"
            << "Space Kraken" << 5 << 2 << 9 << 5 << 3 << "Mouth Parts|0-3|3D10|3"
            << "Tentacles|0-3|5D6|1";
    }
    void objectsTable()
    {
        QFETCH(QString, id);
        QFETCH(int, scale);
        QFETCH(int, move);
        QFETCH(QString, primary);
        QFETCH(QString, auxiliary);
        const ObjectType *object = nullptr;
        for (const ObjectType &o : rules().objects) {
            if (o.id == id)
                object = &o;
        }
        QVERIFY2(object, qPrintable(id));
        QTEST(object->name, "name");
        QTEST(object->mass.at(scale), "mass");
        QCOMPARE(object->move.value_or(-1), move);
        QTEST(object->silhouette.at(scale), "silhouette");
        QTEST(object->shields.at(scale), "shields");
        compareScaledWeapon(object->primary, scale, primary, "primary");
        if (QTest::currentTestFailed())
            return;
        compareScaledWeapon(object->auxiliary, scale, auxiliary, "auxiliary");
    }

    void objectsTableIsComplete()
    {
        QStringList ids;
        for (const ObjectType &o : rules().objects)
            ids << o.id;
        QCOMPARE(ids, QStringList({QStringLiteral("asteroid"), QStringLiteral("civilianShip"),
                                   QStringLiteral("criminalShip"), QStringLiteral("facility"),
                                   QStringLiteral("lifeboat"), QStringLiteral("jumpPoint"),
                                   QStringLiteral("spaceKraken")}));
    }

    // "Always round up" between the table's scales too.
    void scaledValueRoundsUp_data()
    {
        QTest::addColumn<int>("divisor");
        QTest::addColumn<int>("scale");
        QTest::addColumn<int>("value");
        QTest::newRow("S/3 at 2") << 3 << 2 << 1;
        QTest::newRow("S/3 at 4") << 3 << 4 << 2;
        QTest::newRow("S/3 at 6") << 3 << 6 << 2;
        QTest::newRow("S/3 at 7") << 3 << 7 << 3;
        QTest::newRow("S/2 at 2") << 2 << 2 << 1;
        QTest::newRow("S/2 at 4") << 2 << 4 << 2;
        QTest::newRow("S/2 at 7") << 2 << 7 << 4;
        QTest::newRow("S at 4") << 1 << 4 << 4;
    }
    void scaledValueRoundsUp()
    {
        QFETCH(int, divisor);
        QFETCH(int, scale);
        QTEST((ScaledValue{0, divisor}.at(scale)), "value");
        QCOMPARE((ScaledValue{7, 0}.at(scale)), 7);
    }

    // Every validation rule: the issue is absent in the legal case and present, with its code,
    // subject path and severity, in the broken case.
    void validationRules_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("subject");
        QTest::addColumn<QString>("severity"); // of the issue when present
        QTest::addColumn<bool>("present");
        const auto row = [](const char *name, const Roster &roster, const char *code,
                            const char *subject, bool present, const char *severity = "error") {
            QTest::newRow(name) << roster.bytes() << QString::fromLatin1(code)
                                << QString::fromLatin1(subject) << QString::fromLatin1(severity)
                                << present;
        };

        // Jump phase: max battlegroup size 5 ships / wings.
        row("5 ships in a battlegroup: legal", Roster().add("frigate", "Spearhead", 5),
            "billionsuns.battlegroup.tooManyShips", "ships[4].battlegroup", false);
        row("5 ships in a battlegroup: no issue at the 6th place",
            Roster().add("frigate", "Spearhead", 5).add("frigate", "Rear"),
            "billionsuns.battlegroup.tooManyShips", "ships[5].battlegroup", false);
        row("6 ships in a battlegroup: broken", Roster().add("frigate", "Spearhead", 6),
            "billionsuns.battlegroup.tooManyShips", "ships[5].battlegroup", true);
        row("6 wings in a battlegroup: broken",
            Roster().add("carrier", "Deck").add("fighterWing", "Swarm", 6),
            "billionsuns.battlegroup.tooManyShips", "ships[6].battlegroup", true);
        row("6th ship counted per battlegroup: broken",
            Roster().add("gunship", "A", 3).add("corvette", "B").add("gunship", "A", 3),
            "billionsuns.battlegroup.tooManyShips", "ships[6].battlegroup", true);

        // Operational limits: no more than S utility ships in play.
        row("3 utility ships at S=3: legal", Roster().add("lightUtilityShip", "Survey", 3),
            "billionsuns.roster.tooManyUtilityShips", "ships[2].class", false);
        row("4 utility ships at S=3: broken", Roster().add("lightUtilityShip", "Survey", 4),
            "billionsuns.roster.tooManyUtilityShips", "ships[3].class", true);
        row("light and medium utility ships both count at S=3: broken",
            Roster().add("lightUtilityShip", "Survey", 2).add("mediumUtilityShip", "Mining", 2),
            "billionsuns.roster.tooManyUtilityShips", "ships[3].class", true);
        row("4 utility ships at S=4: legal",
            Roster().add("lightUtilityShip", "Survey", 4).set("scale", 4),
            "billionsuns.roster.tooManyUtilityShips", "ships[3].class", false);
        row("1 utility ship at S=1: legal",
            Roster().add("mediumUtilityShip", "Mining").set("scale", 1),
            "billionsuns.roster.tooManyUtilityShips", "ships[0].class", false);
        row("2 utility ships at S=1: broken",
            Roster().add("mediumUtilityShip", "Mining", 2).set("scale", 1),
            "billionsuns.roster.tooManyUtilityShips", "ships[1].class", true);
        row("5 utility ships at S=5: legal",
            Roster()
                .add("lightUtilityShip", "Survey", 3)
                .add("mediumUtilityShip", "Mining", 2)
                .set("scale", 5),
            "billionsuns.roster.tooManyUtilityShips", "ships[4].class", false);
        row("6 utility ships at S=5: broken",
            Roster()
                .add("lightUtilityShip", "Survey", 3)
                .add("mediumUtilityShip", "Mining", 3)
                .set("scale", 5),
            "billionsuns.roster.tooManyUtilityShips", "ships[5].class", true);
        row("gunships are not utility ships: legal",
            Roster().add("gunship", "A", 4).set("scale", 3),
            "billionsuns.roster.tooManyUtilityShips", "ships[3].class", false);

        // Operational limits: no more jump points in play than tables + 1.
        row("2 jump points on 1 table: legal", Roster().add("frigate", "A").set("jumpPoints", 2),
            "billionsuns.roster.tooManyJumpPoints", "jumpPoints", false);
        row("3 jump points on 1 table: broken", Roster().add("frigate", "A").set("jumpPoints", 3),
            "billionsuns.roster.tooManyJumpPoints", "jumpPoints", true);
        row("3 jump points on 2 tables: legal",
            Roster().add("frigate", "A").set("tables", 2).set("jumpPoints", 3),
            "billionsuns.roster.tooManyJumpPoints", "jumpPoints", false);
        row("4 jump points on 2 tables: broken",
            Roster().add("frigate", "A").set("tables", 2).set("jumpPoints", 4),
            "billionsuns.roster.tooManyJumpPoints", "jumpPoints", true);

        // Battlegroups of one class (rules option, on by default).
        row("one class per battlegroup: legal",
            Roster().add("frigate", "A", 2).add("destroyer", "B"),
            "billionsuns.battlegroup.mixedClasses", "ships[2].class", false);
        row("mixed battlegroup: broken", Roster().add("frigate", "A").add("destroyer", "A"),
            "billionsuns.battlegroup.mixedClasses", "ships[1].class", true);
        row("mixed battlegroup, option on explicitly: broken",
            Roster()
                .add("frigate", "A")
                .add("destroyer", "A")
                .option("sameClassBattlegroups", true),
            "billionsuns.battlegroup.mixedClasses", "ships[1].class", true);
        row("mixed battlegroup, option off: legal",
            Roster()
                .add("frigate", "A")
                .add("destroyer", "A")
                .option("sameClassBattlegroups", false),
            "billionsuns.battlegroup.mixedClasses", "ships[1].class", false);
        row("wings of two classes in a battlegroup: broken",
            Roster().add("carrier", "Deck").add("fighterWing", "Swarm").add("bomberWing", "Swarm"),
            "billionsuns.battlegroup.mixedClasses", "ships[2].class", true);
        row("custom and built-in class mixed: broken",
            Roster().custom(lancer()).add("lancer", "A").add("corvette", "A"),
            "billionsuns.battlegroup.mixedClasses", "ships[1].class", true);

        // A battlegroup holds ships or wings.
        row("every battlegroup used: legal",
            Roster()
                .add("frigate", "A")
                .add("gunship", "B")
                .groups(Json::array({Json{{"name", "A"}}, Json{{"name", "B"}}})),
            "billionsuns.battlegroup.empty", "battlegroups[1]", false);
        row("empty battlegroup: broken",
            Roster()
                .add("frigate", "A")
                .groups(Json::array({Json{{"name", "A"}}, Json{{"name", "B"}}})),
            "billionsuns.battlegroup.empty", "battlegroups[1]", true);

        // Mother's Wing: wings need a carrier.
        row("wing with a carrier: legal",
            Roster().add("fighterWing", "Swarm").add("carrier", "Deck"),
            "billionsuns.wing.noCarrier", "ships[0].class", false);
        row("wing without a carrier: warning",
            Roster().add("fighterWing", "Swarm").add("frigate", "A"), "billionsuns.wing.noCarrier",
            "ships[0].class", true, "warning");
        row("second wing class without a carrier: warning",
            Roster().add("fighterWing", "Swarm").add("bomberWing", "Bombers"),
            "billionsuns.wing.noCarrier", "ships[1].class", true, "warning");
        row("ships without wings need no carrier: legal", Roster().add("frigate", "A"),
            "billionsuns.wing.noCarrier", "ships[0].class", false);

        // The credit target is a plan: going over it is a warning. 2 frigates cost 14.
        row("at the credit target: legal", Roster().add("frigate", "A", 2).set("budget", 14),
            "billionsuns.roster.overCreditTarget", "budget", false);
        row("over the credit target: warning", Roster().add("frigate", "A", 2).set("budget", 13),
            "billionsuns.roster.overCreditTarget", "budget", true, "warning");
        row("no credit target: legal", Roster().add("battleship", "A", 5),
            "billionsuns.roster.overCreditTarget", "budget", false);

        // Ships name a class of the table (or a custom class) and a battlegroup of the roster.
        row("known class: legal", Roster().add("frigate", "A"), "billionsuns.ship.unknownClass",
            "ships[0].class", false);
        row("unknown class: broken", Roster().add("frigate", "A").add("frigat", "B"),
            "billionsuns.ship.unknownClass", "ships[1].class", true);
        row("custom class: legal", Roster().custom(lancer()).add("lancer", "A"),
            "billionsuns.ship.unknownClass", "ships[0].class", false);
        row("known battlegroup: legal", Roster().add("frigate", "A"),
            "billionsuns.ship.unknownBattlegroup", "ships[0].battlegroup", false);
        row("unknown battlegroup: broken",
            Roster()
                .add("frigate", "A")
                .add("frigate", "Lost")
                .groups(Json::array({Json{{"name", "A"}}})),
            "billionsuns.ship.unknownBattlegroup", "ships[1].battlegroup", true);

        // Scale from scaleMinimum (1) to scaleMaximum (5).
        row("scale 1: legal", Roster().add("frigate", "A").set("scale", 1),
            "billionsuns.roster.scaleOutOfRange", "scale", false);
        row("scale 5: legal", Roster().add("frigate", "A").set("scale", 5),
            "billionsuns.roster.scaleOutOfRange", "scale", false);
        row("scale 0: broken", Roster().add("frigate", "A").set("scale", 0),
            "billionsuns.roster.scaleOutOfRange", "scale", true);
        row("scale 6: broken", Roster().add("frigate", "A").set("scale", 6),
            "billionsuns.roster.scaleOutOfRange", "scale", true);
        row("scale 8 with scaleMaximum 8: legal",
            Roster().add("frigate", "A").set("scale", 8).option("scaleMaximum", 8),
            "billionsuns.roster.scaleOutOfRange", "scale", false);
        row("scale 9 with scaleMaximum 8: broken",
            Roster().add("frigate", "A").set("scale", 9).option("scaleMaximum", 8),
            "billionsuns.roster.scaleOutOfRange", "scale", true);
        row("scale 1 with scaleMinimum 2: broken",
            Roster().add("frigate", "A").set("scale", 1).option("scaleMinimum", 2),
            "billionsuns.roster.scaleOutOfRange", "scale", true);
        row("scaleMinimum above scaleMaximum: broken",
            Roster().add("frigate", "A").option("scaleMinimum", 4).option("scaleMaximum", 2),
            "billionsuns.options.scaleRange", "options.scaleMinimum", true);
        row("scaleMinimum equal to scaleMaximum: legal",
            Roster().add("frigate", "A").option("scaleMinimum", 3).option("scaleMaximum", 3),
            "billionsuns.options.scaleRange", "options.scaleMinimum", false);

        // Battlegroups have names, each its own.
        row("distinct battlegroup names: legal", Roster().add("frigate", "A").add("gunship", "B"),
            "billionsuns.battlegroup.duplicateName", "battlegroups[1].name", false);
        row("duplicate battlegroup name: broken",
            Roster()
                .add("frigate", "A")
                .groups(Json::array({Json{{"name", "A"}}, Json{{"name", "A"}}})),
            "billionsuns.battlegroup.duplicateName", "battlegroups[1].name", true);
        row("named battlegroup: legal", Roster().add("frigate", "A"),
            "billionsuns.battlegroup.noName", "battlegroups[0].name", false);
        row("unnamed battlegroup: broken",
            Roster()
                .add("frigate", "A")
                .groups(Json::array({Json{{"name", "A"}}, Json{{"name", ""}}})),
            "billionsuns.battlegroup.noName", "battlegroups[1].name", true);
        row("blank battlegroup name: broken",
            Roster()
                .add("frigate", "A")
                .groups(Json::array({Json{{"name", "  "}}, Json{{"name", "A"}}})),
            "billionsuns.battlegroup.noName", "battlegroups[0].name", true);

        // A game is played on at least one table.
        row("1 table: legal", Roster().add("frigate", "A").set("tables", 1),
            "billionsuns.roster.noTables", "tables", false);
        row("0 tables: broken", Roster().add("frigate", "A").set("tables", 0),
            "billionsuns.roster.noTables", "tables", true);

        row("ships: legal", Roster().add("frigate", "A"), "billionsuns.roster.empty", "ships",
            false);
        row("no ships: warning", Roster(), "billionsuns.roster.empty", "ships", true, "warning");

        // Custom classes: every stat in the range the game allows, checked like the table.
        const struct
        {
            const char *name;
            const char *pointer;
            Json value;
            const char *subject;
            bool present;
        } custom[] = {
            {"cost 1000", "/cost", 1000, "cost", true},
            {"cost 999", "/cost", 999, "cost", false},
            {"mass 7 (no jump range left)", "/mass", 7, "mass", true},
            {"mass 6", "/mass", 6, "mass", false},
            {"thrust 31", "/thrust", 31, "thrust", true},
            {"thrust 30", "/thrust", 30, "thrust", false},
            {"silhouette 0", "/silhouette", 0, "silhouette", true},
            {"silhouette 1", "/silhouette", 1, "silhouette", false},
            {"silhouette 21", "/silhouette", 21, "silhouette", true},
            {"silhouette 20", "/silhouette", 20, "silhouette", false},
            {"shields 13", "/shields", 13, "shields", true},
            {"shields 12", "/shields", 12, "shields", false},
            {"empty name", "/name", "", "name", true},
            {"blank id", "/id", " ", "id", true},
            {"weapon without a name", "/primary/name", "", "primary.name", true},
            {"rangeMin 61", "/primary/rangeMin", 61, "primary.rangeMin", true},
            {"rangeMax 61", "/primary/rangeMax", 61, "primary.rangeMax", true},
            {"rangeMax 60", "/primary/rangeMax", 60, "primary.rangeMax", false},
            {"dice 0", "/primary/dice", 0, "primary.dice", true},
            {"dice 21", "/primary/dice", 21, "primary.dice", true},
            {"dice 20", "/primary/dice", 20, "primary.dice", false},
            {"die 7", "/primary/die", 7, "primary.die", true},
            {"die 20", "/primary/die", 20, "primary.die", false},
            {"die 3", "/primary/die", 3, "primary.die", false},
            {"damage 0", "/primary/damage", 0, "primary.damage", true},
            {"damage 11", "/primary/damage", 11, "primary.damage", true},
            {"damage 10", "/primary/damage", 10, "primary.damage", false},
            {"auxiliary die 7", "/auxiliary", weapon("Point Guns", 0, 3, 1, 7, 1), "auxiliary.die",
             true},
            {"auxiliary D4", "/auxiliary", weapon("Point Guns", 0, 3, 1, 4, 1), "auxiliary.die",
             false},
        };
        for (const auto &c : custom) {
            QTest::newRow(
                qPrintable(QStringLiteral("custom class %1: %2")
                               .arg(QLatin1String(c.name), c.present ? QStringLiteral("broken")
                                                                     : QStringLiteral("legal"))))
                << Roster().custom(lancerWith(c.pointer, c.value)).add("frigate", "A").bytes()
                << QStringLiteral("billionsuns.customClass.invalid")
                << QStringLiteral("customClasses[0].") + QLatin1String(c.subject)
                << QStringLiteral("error") << c.present;
        }
        Json wing = lancerWith("/wing", true);
        wing["mass"] = 1;
        row("custom wing with mass 1: broken", Roster().custom(wing).add("frigate", "A"),
            "billionsuns.customClass.invalid", "customClasses[0].mass", true);
        wing["mass"] = 0;
        row("custom wing with mass 0: legal", Roster().custom(wing).add("frigate", "A"),
            "billionsuns.customClass.invalid", "customClasses[0].mass", false);
        Json band = lancer();
        band["primary"]["rangeMin"] = 6;
        band["primary"]["rangeMax"] = 3;
        row("custom range band 6–3: broken", Roster().custom(band).add("frigate", "A"),
            "billionsuns.customClass.invalid", "customClasses[0].primary.rangeMax", true);
        band["primary"]["rangeMax"] = 6;
        row("custom range band 6–6: legal", Roster().custom(band).add("frigate", "A"),
            "billionsuns.customClass.invalid", "customClasses[0].primary.rangeMax", false);

        Json second = lancerWith("/name", "Lancer Mk II");
        row("two custom classes, distinct ids: legal",
            Roster().custom(lancer()).custom(lancerWith("/id", "lancer2")).add("lancer", "A"),
            "billionsuns.customClass.duplicateId", "customClasses[1].id", false);
        row("two custom classes, same id: broken",
            Roster().custom(lancer()).custom(second).add("lancer", "A"),
            "billionsuns.customClass.duplicateId", "customClasses[1].id", true);
        row("custom id of the ship table: broken",
            Roster().custom(lancerWith("/id", "frigate")).add("corvette", "A"),
            "billionsuns.customClass.builtinId", "customClasses[0].id", true);
        row("custom id not of the ship table: legal",
            Roster().custom(lancer()).add("corvette", "A"), "billionsuns.customClass.builtinId",
            "customClasses[0].id", false);

        // Custom classes take part in the operational limits like table classes.
        row("custom utility class counts against S: broken",
            Roster()
                .custom(lancerWith("/utility", true))
                .add("lancer", "Lancers")
                .add("lightUtilityShip", "Survey", 3),
            "billionsuns.roster.tooManyUtilityShips", "ships[3].class", true);
        row("custom carrier carries wings: legal",
            Roster()
                .custom(lancerWith("/carrier", true))
                .add("fighterWing", "Swarm")
                .add("lancer", "Deck"),
            "billionsuns.wing.noCarrier", "ships[0].class", false);
        Json customWing = lancerWith("/wing", true);
        customWing["mass"] = 0;
        row("custom wing without a carrier: warning",
            Roster().custom(customWing).add("frigate", "A").add("lancer", "Swarm"),
            "billionsuns.wing.noCarrier", "ships[1].class", true, "warning");

        // Unknown keys are kept but reported.
        row("battlegroup keys: legal",
            Roster()
                .add("frigate", "A")
                .groups(Json::array({Json{{"name", "A"}, {"notes", "Front line."}}})),
            "file.unknownKey", "battlegroups[0].notes", false);
        row("unknown battlegroup key: warning",
            Roster()
                .add("frigate", "A")
                .groups(Json::array({Json{{"name", "A"}, {"colour", "red"}}})),
            "file.unknownKey", "battlegroups[0].colour", true, "warning");
        row("unknown ship key: warning",
            Roster().ship(Json{
                {"name", "F"}, {"class", "frigate"}, {"battlegroup", "A"}, {"captain", "Vex"}}),
            "file.unknownKey", "ships[0].captain", true, "warning");
        row("ship notes: legal",
            Roster().ship(Json{
                {"name", "F"}, {"class", "frigate"}, {"battlegroup", "A"}, {"notes", "Flag."}}),
            "file.unknownKey", "ships[0].notes", false);
        row("unknown custom class key: warning",
            Roster().custom(lancerWith("/speed", 6)).add("frigate", "A"), "file.unknownKey",
            "customClasses[0].speed", true, "warning");
        row("unknown custom weapon key: warning",
            Roster().custom(lancerWith("/primary/arc", "front")).add("frigate", "A"),
            "file.unknownKey", "customClasses[0].primary.arc", true, "warning");
        row("custom class notes: legal",
            Roster().custom(lancerWith("/notes", "Homebrew.")).add("frigate", "A"),
            "file.unknownKey", "customClasses[0].notes", false);
        row("unknown roster key: warning", Roster().add("frigate", "A").set("corporaton", "X"),
            "file.unknownKey", "corporaton", true, "warning");
    }
    void validationRules()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, code);
        QFETCH(QString, subject);
        QFETCH(QString, severity);
        QFETCH(bool, present);
        const validators::Issues issues = validate(json);
        if (QTest::currentTestFailed())
            return;
        const validators::Issue *issue = findIssue(issues, code, subject);
        QVERIFY2((issue != nullptr) == present, qPrintable(test::describe(issues)));
        if (issue) {
            QCOMPARE(validators::severityId(issue->severity), severity);
            QVERIFY(!issue->message.isEmpty());
            QVERIFY(!issue->rule.isEmpty());
        }
    }

    // A clean roster has no issues at all, and neither do custom classes at the edges of every
    // range.
    void legalRosters()
    {
        Json maxima = lancer();
        maxima["cost"] = 999;
        maxima["mass"] = 6;
        maxima["thrust"] = 30;
        maxima["silhouette"] = 20;
        maxima["shields"] = 12;
        maxima["primary"] = weapon("Big Gun", 60, 60, 20, 20, 10);
        maxima["auxiliary"] = weapon("Small Gun", 0, 0, 1, 3, 1);
        Json minima = lancerWith("/id", "minimal");
        minima["cost"] = 0;
        minima["mass"] = 0;
        minima["thrust"] = 0;
        minima["silhouette"] = 1;
        minima["shields"] = 0;
        minima["wing"] = true;
        minima["primary"] = nullptr;

        const Roster roster = Roster()
                                  .custom(maxima)
                                  .custom(minima)
                                  .add("carrier", "Deck")
                                  .add("minimal", "Swarm", 5)
                                  .add("lancer", "Lancers", 2)
                                  .add("lightUtilityShip", "Survey", 3)
                                  .set("budget", 15 + 2 * 999 + 3)
                                  .set("jumpPoints", 2);
        const validators::Issues issues = validate(roster.bytes());
        QVERIFY2(issues.empty(), qPrintable(test::describe(issues)));
    }

    // An unknown class is reported with the closest class id as a suggestion.
    void unknownClassSuggestion()
    {
        const validators::Issues issues
            = validate(Roster().add("frigate", "A").add("destroyr", "B").bytes());
        const validators::Issue *issue
            = findIssue(issues, QStringLiteral("billionsuns.ship.unknownClass"),
                        QStringLiteral("ships[1].class"));
        QVERIFY2(issue, qPrintable(test::describe(issues)));
        QVERIFY2(issue->message.contains(QStringLiteral("“destroyr”")), qPrintable(issue->message));
        QVERIFY2(issue->message.contains(QStringLiteral("did you mean “destroyer”")),
                 qPrintable(issue->message));

        // A custom class id is a candidate too.
        const validators::Issues custom
            = validate(Roster().custom(lancer()).add("lancr", "A").bytes());
        const validators::Issue *customIssue
            = findIssue(custom, QStringLiteral("billionsuns.ship.unknownClass"),
                        QStringLiteral("ships[0].class"));
        QVERIFY2(customIssue, qPrintable(test::describe(custom)));
        QVERIFY2(customIssue->message.contains(QStringLiteral("did you mean “lancer”")),
                 qPrintable(customIssue->message));
    }

    // With no close name to suggest, an unknown battlegroup's message lists the known ones: at
    // most 20 and how many there are, so that a roster of thousands of battlegroups does not make
    // each such issue thousands of names long. Ships that name the same one share one message.
    void unknownBattlegroupListsAFew()
    {
        Json groups = Json::array();
        for (int i = 1; i <= 30; ++i)
            groups.push_back(Json{{"name", "Wing " + std::to_string(i)}});
        const validators::Issues issues = validate(
            Roster().groups(groups).add("frigate", "Wing 1").add("frigate", "Nowhere", 2).bytes());
        const validators::Issue *first
            = findIssue(issues, QStringLiteral("billionsuns.ship.unknownBattlegroup"),
                        QStringLiteral("ships[1].battlegroup"));
        const validators::Issue *second
            = findIssue(issues, QStringLiteral("billionsuns.ship.unknownBattlegroup"),
                        QStringLiteral("ships[2].battlegroup"));
        QVERIFY2(first && second, qPrintable(test::describe(issues)));
        QCOMPARE(first->message,
                 QStringLiteral("Unknown battlegroup “Nowhere”. Known: Wing 1, Wing 2, Wing 3, "
                                "Wing 4, Wing 5, Wing 6, Wing 7, Wing 8, Wing 9, Wing 10, Wing 11, "
                                "Wing 12, Wing 13, Wing 14, Wing 15, Wing 16, Wing 17, Wing 18, "
                                "Wing 19, Wing 20, … (30 in all)."));
        QVERIFY(second->message.isSharedWith(first->message));
    }

    // Every ship's class is looked up as findClass() finds it: the ship table first, then the
    // first custom class of an id; nothing for an unknown id.
    void classLookup()
    {
        const auto fleet
            = test::parseFleet(*m_registries, Roster()
                                                  .custom(lancer())
                                                  .custom(lancerWith("/name", "Second Lancer"))
                                                  .custom(lancerWith("/id", "frigate"))
                                                  .add("lancer", "A")
                                                  .json());
        QVERIFY(fleet);
        const ClassLookup lookup(rules(), *fleet);
        for (const char *id : {"frigate", "lancer", "cruiser", "nothing", ""}) {
            const QString i = QLatin1String(id);
            QCOMPARE(lookup.find(i), findClass(rules(), *fleet, i));
        }
        QCOMPARE(lookup.find(QStringLiteral("lancer")), &customClass(*fleet, 0));
        QCOMPARE(lookup.find(QStringLiteral("frigate")),
                 rules().shipClass(QStringLiteral("frigate")));
        QCOMPARE(lookup.find(QStringLiteral("nothing")), nullptr);
    }

    // Messages carry the numbers of the rule.
    void messages()
    {
        const validators::Issues utility
            = validate(Roster().add("lightUtilityShip", "Survey", 4).bytes());
        const validators::Issue *u
            = findIssue(utility, QStringLiteral("billionsuns.roster.tooManyUtilityShips"),
                        QStringLiteral("ships[3].class"));
        QVERIFY2(u, qPrintable(test::describe(utility)));
        QVERIFY2(u->message.contains(QLatin1String("3")), qPrintable(u->message));

        const validators::Issues jump
            = validate(Roster().add("frigate", "A").set("tables", 2).set("jumpPoints", 4).bytes());
        const validators::Issue *j
            = findIssue(jump, QStringLiteral("billionsuns.roster.tooManyJumpPoints"),
                        QStringLiteral("jumpPoints"));
        QVERIFY2(j, qPrintable(test::describe(jump)));
        QVERIFY2(j->message.contains(QLatin1String("at most 3")), qPrintable(j->message));

        const validators::Issues budget
            = validate(Roster().add("frigate", "A", 2).set("budget", 10).bytes());
        const validators::Issue *b
            = findIssue(budget, QStringLiteral("billionsuns.roster.overCreditTarget"),
                        QStringLiteral("budget"));
        QVERIFY2(b, qPrintable(test::describe(budget)));
        QVERIFY2(b->message.contains(QLatin1String("14"))
                     && b->message.contains(QLatin1String("4 over")),
                 qPrintable(b->message));

        const validators::Issues group = validate(Roster().add("frigate", "Spearhead", 6).bytes());
        const validators::Issue *g
            = findIssue(group, QStringLiteral("billionsuns.battlegroup.tooManyShips"),
                        QStringLiteral("ships[5].battlegroup"));
        QVERIFY2(g, qPrintable(test::describe(group)));
        QVERIFY2(g->message.contains(QStringLiteral("“Spearhead”"))
                     && g->message.contains(QLatin1String("5")),
                 qPrintable(g->message));
        // Issues that rest on a rules option name it.
        const auto assumption
            = [this](const Roster &roster, const char *code, const char *subject) {
                  const validators::Issues issues = validate(roster.bytes());
                  const validators::Issue *i
                      = findIssue(issues, QLatin1String(code), QLatin1String(subject));
                  return i ? i->assumption : QStringLiteral("(no issue)");
              };
        QCOMPARE(assumption(Roster().add("frigate", "A").set("scale", 0),
                            "billionsuns.roster.scaleOutOfRange", "scale"),
                 QStringLiteral("scaleMinimum"));
        QCOMPARE(assumption(Roster().add("frigate", "A").set("scale", 6),
                            "billionsuns.roster.scaleOutOfRange", "scale"),
                 QStringLiteral("scaleMaximum"));
        QCOMPARE(assumption(Roster().add("frigate", "A").add("corvette", "A"),
                            "billionsuns.battlegroup.mixedClasses", "ships[1].class"),
                 QStringLiteral("sameClassBattlegroups"));
        QCOMPARE(assumption(Roster().add("frigate", "A", 6), "billionsuns.battlegroup.tooManyShips",
                            "ships[5].battlegroup"),
                 QString());

        // A group of 7 is reported once.
        int count = 0;
        for (const validators::Issue &i : validate(Roster().add("frigate", "Spearhead", 7).bytes()))
            count += i.code == QLatin1String("billionsuns.battlegroup.tooManyShips") ? 1 : 0;
        QCOMPARE(count, 1);
    }

    // A custom class used by ships is costed like a table class and marked as custom.
    void customClassInReport()
    {
        const Roster roster
            = Roster().custom(lancer()).add("lancer", "Lancers", 2).add("frigate", "Spearhead");
        auto fleet = test::parseFleet(*m_registries, roster.json());
        QVERIFY(fleet);
        const model::FleetReport report = m_system->report(*fleet);
        QCOMPARE(report.ships.size(), std::size_t(3));
        QCOMPARE(report.ships[0].cost.total(), 8);
        QCOMPARE(report.ships[1].cost.total(), 8);
        QCOMPARE(report.ships[2].cost.total(), 7);
        QCOMPARE(report.total.total(), 8 + 8 + 7);
        QCOMPARE(report.ships[0].className, QStringLiteral("Lancer (custom)"));
        QCOMPARE(report.ships[2].className, QStringLiteral("Frigate"));
        QVERIFY(!report.ships[2].className.contains(QLatin1String("custom")));
        QCOMPARE(report.ships[0].stat(u"damage")->number, std::optional<int>(5));
        QCOMPARE(report.ships[0].stat(u"speed")->number, std::optional<int>(6));
        // Its derived values follow the same formulas: m = 2.
        const QHash<QString, QString> v = byKey(report.ships[0].stats);
        QCOMPARE(v.value(QStringLiteral("jumpRange")), inches(4));
        QCOMPARE(v.value(QStringLiteral("combinedOrders")), inches(5));
        QCOMPARE(v.value(QStringLiteral("primary")),
                 QStringLiteral("Lance Array: 0\"–9\", 2D8, damage 2"));
        const validators::Issues issues
            = validators::validateFleet(*fleet, m_registries->validators);
        QVERIFY2(issues.empty(), qPrintable(test::describe(issues)));
    }

    // The example roster loads, is legal, costs what the ship table says and is saved exactly as
    // it is written.
    void exampleRoster()
    {
        const QString path = test::sourcePath(ExamplePath);
        const model::LoadResult loaded = model::FleetFile::load(path, m_registries->systems);
        QVERIFY2(loaded.ok(), qPrintable(loaded.errorText()));
        QCOMPARE(loaded.fleet->systemId, QStringLiteral("billionsuns"));
        const validators::Issues issues
            = validators::validateFleet(*loaded.fleet, m_registries->validators);
        QVERIFY2(issues.empty(), qPrintable(test::describe(issues)));

        // 2 frigates, 3 gunships, a destroyer, a carrier, 2 fighter wings, 2 light utility
        // ships and 2 lancers (custom, 8 credits).
        const model::FleetReport report = m_system->report(*loaded.fleet);
        QCOMPARE(report.ships.size(), std::size_t(13));
        QCOMPARE(report.total.total(), 2 * 7 + 3 * 3 + 12 + 15 + 2 * 2 + 2 * 1 + 2 * 8);
        QCOMPARE(report.budget, std::optional<int>(80));
        const QHash<QString, QString> v = byKey(report.stats);
        QCOMPARE(v.value(QStringLiteral("cmdTokens")), QStringLiteral("6"));

        const QByteArray bytes = test::readFile(path);
        const QByteArray saved = model::FleetFile::serialize(*loaded.fleet, m_registries->systems);
        QCOMPARE(saved, bytes);
    }

    // What is written is read back the same: a roster with every kind of value.
    void roundTrip()
    {
        Json custom = lancerWith("/auxiliary", weapon("Point Guns", 0, 3, 1, 4, 1));
        custom["primary"]["stationaryTargetsOnly"] = true;
        custom["notes"] = "Homebrew.";
        const Roster roster
            = Roster()
                  .custom(custom)
                  .add("lancer", "Lancers")
                  .groups(Json::array({Json{{"name", "Lancers"}, {"notes", "Escorts."}}}))
                  .set("scale", 4)
                  .set("tables", 2)
                  .set("jumpPoints", 3)
                  .set("budget", 50);
        auto fleet = test::parseFleet(*m_registries, roster.json());
        QVERIFY(fleet);
        const QByteArray first = model::FleetFile::serialize(*fleet, m_registries->systems);
        auto again = test::parseFleet(*m_registries, first);
        QVERIFY(again);
        QCOMPARE(model::FleetFile::serialize(*again, m_registries->systems), first);
        const auto &a = fleet->settingsAs<BillionSunsRoster>();
        const auto &b = again->settingsAs<BillionSunsRoster>();
        QCOMPARE(b.scale, 4);
        QCOMPARE(b.tables, 2);
        QCOMPARE(b.jumpPoints, 3);
        QCOMPARE(b.corporation, QStringLiteral("Test Corp"));
        QVERIFY(a.battlegroups == b.battlegroups);
        QCOMPARE(b.battlegroups.at(0).notes, QStringLiteral("Escorts."));
        QCOMPARE(again->designs.size(), std::size_t(1));
        QVERIFY(fleet->designs[0]->equals(*again->designs[0]));
        const ShipClass &c = customClass(*again, 0);
        QVERIFY(c.custom);
        QVERIFY(c.primary && c.primary->stationaryTargetsOnly);
        QVERIFY(c.auxiliary);
        QCOMPARE(c.auxiliary->die, 4);
    }
};

QTEST_GUILESS_MAIN(TestBillionSuns)
#include "tst_billionsuns.moc"
