// Talon: derived values of a counter (digest §3.2, §3.8). Expected impulses are read off the
// impulse chart by hand; the issue's cases: speed 1 acts on F only, speed 2 on C and F, speed 6 on
// every impulse.

#include "TestSupport.h"

#include <model/io/ReadContext.h>
#include <model/systems/talon/TalonDerived.h>
#include <model/systems/talon/TalonRuleset.h>
#include <model/systems/talon/TalonSystem.h>

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace fw;
using namespace fw::model::talon;
using model::Json;

namespace {

// The fan transcription's names (tests/data/talon/talon-base-game.json, a copy of the digest's
// data file, §3.8) for the ruleset's ids, written out here by hand.
QString fanHull(HullType hull)
{
    static const char *const names[]
        = {"BASE",          "BATTLESHIP", "BATTLE_CRUISER", "HEAVY_CRUISER",
           "LIGHT_CRUISER", "DESTROYER",  "DREADNOUGHT",    "FRIGATE",
           "TRANSPORT",     "CARRIER",    "FIGHTER",        "SCOUT"};
    return QLatin1String(names[int(hull)]);
}
QString fanWeapon(WeaponKind weapon)
{
    static const char *const names[] = {"PHASER",          "DISRUPTOR",     "ANTI_MATTER_TORPEDO",
                                        "WAVE_MOTION_GUN", "FUSION_CANNON", "MISSILE"};
    return QLatin1String(names[int(weapon)]);
}
QString fanArc(Arc arc)
{
    static const char *const names[] = {"F", "R", "Re", "L"};
    return QLatin1String(names[int(arc)]);
}

} // namespace

class TestTalonRules : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void impulses_data()
    {
        QTest::addColumn<bool>("fanChart");
        QTest::addColumn<int>("speed");
        QTest::addColumn<std::vector<int>>("impulses"); // 0 = A ... 5 = F
        // The issue's cases: speed 1 acts on F only, speed 2 on C and F, speed 6 on every impulse.
        QTest::newRow("speed 1") << false << 1 << std::vector<int>{5};
        QTest::newRow("speed 1, fan chart") << true << 1 << std::vector<int>{5};
        QTest::newRow("speed 2") << false << 2 << std::vector<int>{2, 5};
        QTest::newRow("speed 3") << false << 3 << std::vector<int>{1, 3, 5};
        QTest::newRow("speed 4") << false << 4 << std::vector<int>{0, 2, 3, 5};
        QTest::newRow("speed 5, fan chart") << true << 5 << std::vector<int>{0, 1, 2, 3, 5};
        QTest::newRow("speed 5, tutorial chart") << false << 5 << std::vector<int>{0, 1, 2, 4, 5};
        QTest::newRow("speed 6") << false << 6 << std::vector<int>{0, 1, 2, 3, 4, 5};
        QTest::newRow("speed 6, fan chart") << true << 6 << std::vector<int>{0, 1, 2, 3, 4, 5};
        QTest::newRow("speed 0") << false << 0 << std::vector<int>{};
    }
    void impulses()
    {
        QFETCH(bool, fanChart);
        QFETCH(int, speed);
        QFETCH(std::vector<int>, impulses);
        TalonOptions o;
        o.fanChart = fanChart;
        QCOMPARE(impulsesAt(speed, o), impulses);
    }

    // Every speed acts in exactly `speed` impulses under both readings (digest §3.8).
    void speedSImpulses()
    {
        for (bool fan : {false, true}) {
            TalonOptions o;
            o.fanChart = fan;
            for (int speed = 1; speed <= 6; ++speed)
                QCOMPARE(int(impulsesAt(speed, o).size()), speed);
        }
    }

    // The chart in code is the data file's (fan implementation, Phase.js) and digest §3.2's (its D
    // and E rows), as the copy of the data file in tests/data gives them.
    void impulseChartsEqualTheDataFile()
    {
        const Json data = Json::parse(
            test::readFile(test::dataPath(QStringLiteral("talon/talon-base-game.json"))));
        const Json &fan = data["impulseChart"];
        TalonOptions fanOptions;
        fanOptions.fanChart = true;
        const TalonOptions tutorial;
        const char *const letters[] = {"A", "B", "C", "D", "E", "F"};
        for (int i = 0; i < ImpulseCount; ++i) {
            QCOMPARE(impulseChart(fanOptions)[std::size_t(i)],
                     fan[letters[i]].get<std::vector<int>>());
            const std::vector<int> digest = i == 3   ? std::vector<int>{3, 4, 6}
                                            : i == 4 ? std::vector<int>{5, 6}
                                                     : fan[letters[i]].get<std::vector<int>>();
            QCOMPARE(impulseChart(tutorial)[std::size_t(i)], digest);
        }
    }

    // A damaged ruleset is refused with the file, the JSON path and the reason.
    void damagedRulesetNamesThePlace()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        Json data = Json::parse(test::readFile(QStringLiteral(":/rulesets/talon/counters.json")));
        data["counters"][2]["sp"] = "many";
        QFile out(dir.filePath(QStringLiteral("counters.json")));
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(QByteArray::fromStdString(data.dump()));
        out.close();
        const model::Result<TalonRuleset> loaded = TalonRuleset::load(dir.path());
        QVERIFY(!loaded);
        QVERIFY2(loaded.error().contains(QStringLiteral("counters.json")),
                 qPrintable(loaded.error()));
        QVERIFY2(loaded.error().contains(QStringLiteral("counters[2].sp")),
                 qPrintable(loaded.error()));
    }

    // Every built-in counter equals the data file, field for field (digest §3.8). The only
    // difference allowed: the fan data's empty power-curve entry (speed null) is left out.
    void builtInsEqualTheDataFile()
    {
        const model::Result<TalonRuleset> loaded
            = TalonRuleset::load(QStringLiteral(":/rulesets/talon"));
        QVERIFY2(loaded, qPrintable(loaded ? QString() : loaded.error()));
        const TalonRuleset *rules = &loaded.value();
        const Json data = Json::parse(
            test::readFile(test::dataPath(QStringLiteral("talon/talon-base-game.json")))
                .toStdString());
        QCOMPARE(rules->counters().size(), data["ships"].size());
        QCOMPARE(rules->counters().size(), std::size_t(19));
        for (const Json &ship : data["ships"]) {
            const QString faction = QString::fromStdString(ship["faction"].get<std::string>());
            QString code = QString::fromStdString(ship["class"].get<std::string>());
            const QString id
                = faction.toLower() + QLatin1Char('-')
                  + (code == QLatin1String("Tran") ? QStringLiteral("transport") : code.toLower());
            const TalonCounter *c = rules->counter(id);
            QVERIFY2(c, qPrintable(id));
            QCOMPARE(c->classCode, code);
            QCOMPARE(factionName(c->faction), faction);
            QCOMPARE(fanHull(c->hull), QString::fromStdString(ship["hull"].get<std::string>()));
            QCOMPARE(c->sp, ship["points"].get<int>());
            QCOMPARE(c->afterburners, ship["afterburners"].get<int>());
            QCOMPARE(c->batteries, ship["batteries"].get<int>());
            QCOMPARE(c->explosion, ship["explosion"].get<int>());
            const Json &shields = ship["shields"];
            QCOMPARE(c->shields[0], shields["forward"].get<int>());
            QCOMPARE(c->shields[1], shields["right"].get<int>());
            QCOMPARE(c->shields[2], shields["rear"].get<int>());
            QCOMPARE(c->shields[3], shields["left"].get<int>());
            QCOMPARE(c->hullBoxes.size(), ship["hullBoxes"].size());
            for (std::size_t b = 0; b < c->hullBoxes.size(); ++b) {
                QCOMPARE(c->hullBoxes[b].powerMod, ship["hullBoxes"][b]["powerMod"].get<int>());
                QCOMPARE(c->hullBoxes[b].weakSpot, ship["hullBoxes"][b]["weakSpot"].get<bool>());
            }
            std::size_t entries = 0;
            for (const Json &e : ship["powerCurve"]) {
                if (e["speed"].is_null())
                    continue;
                ++entries;
                const PowerEntry *p = powerAt(*c, e["speed"].get<int>());
                QVERIFY(p);
                QCOMPARE(p->ap, e["ap"].get<int>());
                QCOMPARE(p->start, e["default"].get<bool>());
                QCOMPARE(p->turnRadius.has_value(), !e["turnRadius"].is_null());
                if (p->turnRadius)
                    QCOMPARE(*p->turnRadius, e["turnRadius"].get<int>());
            }
            QCOMPARE(c->powerCurve.size(), entries);
            QCOMPARE(c->weaponGroups.size(), ship["weaponGroups"].size());
            for (std::size_t g = 0; g < c->weaponGroups.size(); ++g) {
                const Json &group = ship["weaponGroups"][g];
                const WeaponGroup &w = c->weaponGroups[g];
                QCOMPARE(fanWeapon(w.weapon),
                         QString::fromStdString(group["weapon"].get<std::string>()));
                QCOMPARE(w.red, group["red"].get<int>());
                QCOMPARE(w.yellow, group["yellow"].get<int>());
                QCOMPARE(w.count, group["count"].get<int>());
                QCOMPARE(w.arcs.size(), group["arcs"].size());
                for (std::size_t a = 0; a < w.arcs.size(); ++a)
                    QCOMPARE(fanArc(w.arcs[a]),
                             QString::fromStdString(group["arcs"][a].get<std::string>()));
            }
        }
        // The tables (digest §3.8): a Disruptor at range 1 hits on 5-6 for 2; a Phaser rolling 1
        // at range 1 does 1; the Wave Motion Gun does 10; 2d6 = 12 is an FTL core breach.
        const WeaponTable &disruptor = rules->weapon(WeaponKind::Disruptor);
        QCOMPARE(disruptor.minRange, 1);
        QCOMPARE(disruptor.hitFaces.front(), (std::pair<int, int>(5, 6)));
        QCOMPARE(disruptor.damage, 2);
        QCOMPARE(rules->weapon(WeaponKind::Phaser).damageTable[0][0], 1);
        QCOMPARE(rules->weapon(WeaponKind::FusionCannon).damageTable[4][2], 4);
        QCOMPARE(rules->weapon(WeaponKind::WaveMotionGun).damage, 10);
        QCOMPARE(rules->weapon(WeaponKind::Missile).speed, 6);
        QCOMPARE(rules->critical(12), QStringLiteral("FTL core breach: ship destroyed"));
    }

    // The issue's fleet: a Terran CA (115 SP) and DD (55 SP), read, reported and written back.
    void readsReportsAndWrites()
    {
        auto system = TalonSystem::create(QStringLiteral(":/rulesets/talon"));
        QVERIFY(system);
        const Json json = Json::parse(R"({"faction": "terran", "counterMix": {"terran-dd": 2},
            "designs": [], "ships": [{"name": "Defiant", "design": "terran-ca"},
                                     {"name": "Lexington", "design": "terran-dd"}]})");
        auto fleet = system.value()->createFleet();
        QCOMPARE(fleet->budget, std::optional<int>(300));
        model::ReadContext ctx(QStringLiteral("t.fleet.json"));
        model::ObjectReader root(json, model::JsonPath(), ctx);
        system.value()->readFleet(root, *fleet);
        QVERIFY(!ctx.hasErrors());
        const auto &settings = fleet->settingsAs<TalonFleetSettings>();
        QCOMPARE(settings.faction, std::optional<Faction>(Faction::Terran));
        QCOMPARE(settings.counterMix.at(QStringLiteral("terran-dd")), 2);
        const model::FleetReport r = system.value()->report(*fleet);
        QCOMPARE(r.total.total(), 115 + 55);
        QCOMPARE(r.ships[0].className, QStringLiteral("Terran Heavy Cruiser"));
        Json written = Json::object();
        system.value()->writeFleet(*fleet, written);
        QVERIFY(written == json);
    }

    // The report's figures, hand-read from the data file (digest §3.8): a Terran CA starts at speed
    // 3, which acts in B, D and F (digest §3.2's chart); its hull boxes' Power numbers are 0 0 -1
    // -1 -1 -2, so the loss as they are marked runs 0 0 1 1 1 2 (the level reading) or 0 0 1 2 3 5
    // (added up). A base (184 SP) does not count toward the box's capacity (digest §3.4).
    void reportStats_data()
    {
        QTest::addColumn<QString>("hullPower");
        QTest::addColumn<QString>("loss");
        QTest::newRow("level") << QString() << QStringLiteral("0 0 1 1 1 2");
        QTest::newRow("sum") << QStringLiteral("sum") << QStringLiteral("0 0 1 2 3 5");
    }
    void reportStats()
    {
        QFETCH(QString, hullPower);
        QFETCH(QString, loss);
        auto system = TalonSystem::create();
        QVERIFY(system);
        const Json json = Json::parse(R"({"ships": [{"name": "Defiant", "design": "terran-ca"},
            {"name": "Home", "design": "terran-base"}]})");
        auto fleet = system.value()->createFleet();
        model::ReadContext ctx(QStringLiteral("t.fleet.json"));
        model::ObjectReader root(json, model::JsonPath(), ctx);
        system.value()->readFleet(root, *fleet);
        QVERIFY(!ctx.hasErrors());
        if (!hullPower.isEmpty())
            fleet->options.set(QLatin1String(option::HullPower), hullPower);
        const model::FleetReport r = system.value()->report(*fleet);
        const auto stat = [&](const std::vector<model::ReportStat> &stats, const char *key) {
            for (const model::ReportStat &st : stats)
                if (st.key == QLatin1String(key))
                    return st;
            return model::ReportStat();
        };
        QCOMPARE(stat(r.ships[0].stats, "impulses").value, QStringLiteral("B, D, F at speed 3"));
        QCOMPARE(stat(r.ships[0].stats, "impulses").assumption, QStringLiteral("impulseChart"));
        QCOMPARE(stat(r.ships[0].stats, "powerLoss").value, loss);
        QCOMPARE(stat(r.ships[0].stats, "powerLoss").assumption, QStringLiteral("hullPower"));
        QCOMPARE(stat(r.ships[0].stats, "weakSpots").value, QStringLiteral("1"));
        QVERIFY(stat(r.stats, "boxCapacity").value.startsWith(QStringLiteral("115 of 2000 SP")));
        QVERIFY(stat(r.stats, "source").value.contains(QStringLiteral("fan transcription")));
        QCOMPARE(r.total.total(), 115 + 184);
        QStringList noted;
        for (const model::AssumptionNote &n : r.assumptions)
            noted << n.optionId;
        QCOMPARE(noted, (QStringList{QStringLiteral("impulseChart"), QStringLiteral("hullPower")}));
    }

    // The base's hull boxes (digest §3.8 data): powerMod 0 0 -1 -1 -2 -2 -2 -3 -3 -3, weak spots on
    // boxes 5 and 7.
    void hullBoxes()
    {
        TalonCounter c;
        for (int mod : {0, 0, -1, -1, -2, -2, -2, -3, -3, -3}) {
            HullBox b;
            b.powerMod = mod;
            c.hullBoxes.push_back(b);
        }
        c.hullBoxes[4].weakSpot = true;
        c.hullBoxes[6].weakSpot = true;
        const TalonOptions level;
        QCOMPARE(powerLoss(c, 0, level), 0);
        QCOMPARE(powerLoss(c, 2, level), 0);
        QCOMPARE(powerLoss(c, 3, level), 1);
        QCOMPARE(powerLoss(c, 10, level), 3);
        QCOMPARE(powerLoss(c, 99, level), 3);
        TalonOptions sum;
        sum.powerSum = true;
        QCOMPARE(powerLoss(c, 4, sum), 2);   // 0 + 0 + 1 + 1
        QCOMPARE(powerLoss(c, 10, sum), 17); // 1+1+2+2+2+3+3+3
        QCOMPARE(weakSpotsMarked(c, 4), 0);
        QCOMPARE(weakSpotsMarked(c, 5), 1);
        QCOMPARE(weakSpotsMarked(c, 10), 2);
        c.shields = {7, 7, 7, 7};
        QCOMPARE(shieldTotal(c), 28);
        c.powerCurve.resize(2);
        c.powerCurve[0].speed = 1;
        c.powerCurve[1].speed = 2;
        c.powerCurve[0].ap = c.powerCurve[1].ap = 6;
        c.powerCurve[1].start = true;
        QCOMPARE(availablePower(c, 2), 6);
        QCOMPARE(availablePower(c, 3), 0);
        QCOMPARE(availablePower(c, 2, 5, level), 4); // 6 less the fifth box's 2
        QCOMPARE(availablePower(c, 2, 6, sum), 0);   // 6 less 0+0+1+1+2+2, never below 0
        QVERIFY(powerAt(c, 2)->start);
    }
};

QTEST_GUILESS_MAIN(TestTalonRules)
#include "tst_talon_rules.moc"
