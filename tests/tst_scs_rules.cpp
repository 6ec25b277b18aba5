// SCS: the values a control sheet derives (digest §5.2, §5.3, §5.5-§5.7), reading and writing SCS
// fleets, and the report. Expected numbers are worked by hand from the digest's Var'Nic table
// (§5.1) and the homebrew's movement examples (§5.2), never taken from the code.

#include "TestSupport.h"

#include <model/io/FleetFile.h>
#include <model/systems/scs/ScsDerived.h>
#include <model/systems/scs/ScsSystem.h>

#include <QTest>

using namespace fw;
using namespace fw::model::scs;
using model::Json;

namespace {

QString varnicPath()
{
    return test::dataPath(QStringLiteral("valid/scs-varnic.fleet.json"));
}

ShipSystem system(SystemKind kind, int boxes, int rowLength = 0, int blockSize = 0)
{
    ShipSystem s;
    s.kind = kind;
    s.boxes = boxes;
    s.rowLength = rowLength;
    s.blockSize = blockSize;
    return s;
}

} // namespace

class TestScsRules : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<test::Registries> m_registries;
    std::unique_ptr<model::Fleet> m_fleet;

    const ScsClass &varnic() const { return scsClass(*m_fleet, 0); }

private Q_SLOTS:
    void initTestCase()
    {
        test::installEnglish();
        m_registries = test::makeRegistries();
        m_fleet = test::parseFleet(*m_registries, test::readFile(varnicPath()));
        QVERIFY(m_fleet);
        QCOMPARE(m_fleet->designs.size(), std::size_t(1));
    }

    // Digest §5.2: "12 thrust, accn 3": the speed may change by floor(12 / 3) = 4 per turn.
    void speedChange()
    {
        QCOMPARE(speedChangePerTurn(varnic()), 4);
        ScsClass c;
        c.thrust = 11;
        c.accelCost = 3;
        QCOMPARE(speedChangePerTurn(c), 3); // rounded down
        c.accelCost = 0;
        QCOMPARE(speedChangePerTurn(c), 0); // no division by zero
    }

    // Digest §5.2: the Var'Nic's table gives speed 6 -> 3 hexes and speed 7 -> 4 hexes.
    // Accelerating 6 -> 7 spends 3 thrust on acceleration (3 zigs): table(7) + ceil(3 / 2) = 6.
    // Decelerating 6 -> 5 also spends 3 thrust: table(6) + 2 = 5. Both are the source's examples.
    void turnDelayExamples()
    {
        QCOMPARE(tableTurnDelay(varnic(), 6), std::optional<int>(3));
        QCOMPARE(tableTurnDelay(varnic(), 7), std::optional<int>(4));
        QCOMPARE(turnDelay(varnic(), 7, 3), std::optional<int>(6));
        QCOMPARE(turnDelay(varnic(), 6, 3), std::optional<int>(5));
        QCOMPARE(turnDelay(varnic(), 6, 0), std::optional<int>(3));
        QCOMPARE(turnDelay(varnic(), 6, 1), std::optional<int>(4)); // ceil(1 / 2) = 1
        QCOMPARE(turnDelay(varnic(), 6, 2), std::optional<int>(4));
        QCOMPARE(turnDelay(varnic(), 0, 0), std::optional<int>(0));
        QCOMPARE(turnDelay(varnic(), 11, 0), std::nullopt); // beyond the table
        QCOMPARE(turnDelay(varnic(), -1, 0), std::nullopt);
    }

    // Digest §5.1: structure primary 36, forward 40, aft 38, port 60, starboard 39 = 213; the
    // primary section's systems 18 + 16 + 18 + 14 + 18 + 7 = 91 boxes.
    void boxesPerSection()
    {
        int structure = 0;
        for (const Section &s : varnic().sections)
            structure += sectionTotals(s).structureBoxes;
        QCOMPARE(structure, 213);
        const SectionTotals primary = sectionTotals(*varnic().section(QStringLiteral("primary")));
        QCOMPARE(primary.systemBoxes, 91);
        QCOMPARE(primary.systems, 6);
    }

    // Digest §5.3 and §5.6: thrusters, sensors, C&C and shields in rows (DEFAULT 4), reactors,
    // engines and jump engines in blocks (DEFAULT 5). The reactor's 18 boxes are 4 blocks
    // (5 + 5 + 5 + 3); the forward thruster's 8 boxes 2 rows.
    void rowsAndBlocks_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("boxes");
        QTest::addColumn<int>("own");
        QTest::addColumn<int>("damage");
        QTest::addColumn<int>("groups");
        QTest::addColumn<int>("lost");
        QTest::newRow("reactor 18, 4 marked") << int(SystemKind::Reactor) << 18 << 0 << 4 << 4 << 0;
        QTest::newRow("reactor 18, 5 marked") << int(SystemKind::Reactor) << 18 << 0 << 5 << 4 << 1;
        QTest::newRow("reactor 18, 17 marked")
            << int(SystemKind::Reactor) << 18 << 0 << 17 << 4 << 3;
        QTest::newRow("reactor 18, all") << int(SystemKind::Reactor) << 18 << 0 << 18 << 4 << 4;
        QTest::newRow("thruster 8, 4 marked") << int(SystemKind::Thruster) << 8 << 0 << 4 << 2 << 1;
        QTest::newRow("thruster 15, 15 marked")
            << int(SystemKind::Thruster) << 15 << 0 << 15 << 4 << 4;
        QTest::newRow("sensors rows of 6") << int(SystemKind::Sensors) << 18 << 6 << 12 << 3 << 2;
        QTest::newRow("weapon: no criticals") << int(SystemKind::Weapon) << 6 << 0 << 6 << 2 << 0;
        QTest::newRow("overkill") << int(SystemKind::Engine) << 14 << 0 << 99 << 3 << 3;
    }
    void rowsAndBlocks()
    {
        QFETCH(int, kind);
        QFETCH(int, boxes);
        QFETCH(int, own);
        QFETCH(int, damage);
        QFETCH(int, groups);
        QFETCH(int, lost);
        const SystemBoxes b = systemBoxes(system(SystemKind(kind), boxes, own, 0), ScsOptions{});
        QCOMPARE(b.groups, groups);
        QCOMPARE(groupsLost(b, damage), lost);
    }

    // Criticals agree with the ratings (rules option criticalLoss, default "rating"): the
    // Var'Nic's main thruster, 24 boxes in rows of 4 (6 rows), rating 12, loses 12 / 6 = 2 a
    // row and all 12 when destroyed; its engine, 14 boxes in blocks of 5 (3 blocks, the last of
    // 4), thrust 12, loses floor(12 × 1 / 3) = 4, then 8, then 12. Read as printed (perGroup)
    // the thruster loses 1 a row, 6 in all, and the engine 3 of its 12.
    void ratingLostPerRowOrBlock()
    {
        const SystemBoxes thruster = systemBoxes(system(SystemKind::Thruster, 24), ScsOptions{});
        QCOMPARE(ratingLost(thruster, 12, 1, false), 2);
        QCOMPARE(ratingLost(thruster, 12, 6, false), 12);
        QCOMPARE(ratingLost(thruster, 12, 6, true), 6);
        const SystemBoxes engine = systemBoxes(system(SystemKind::Engine, 14), ScsOptions{});
        QCOMPARE(ratingLost(engine, 12, 1, false), 4);
        QCOMPARE(ratingLost(engine, 12, 2, false), 8);
        QCOMPARE(ratingLost(engine, 12, groupsLost(engine, 14), false), 12);
        QCOMPARE(ratingLost(engine, 12, groupsLost(engine, 14), true), 3);
        // Rows of 4 of a 10-box sensor of rating 9: 3 rows; floor(9 / 3) = 3 a row.
        const SystemBoxes sensors = systemBoxes(system(SystemKind::Sensors, 10), ScsOptions{});
        QCOMPARE(ratingLost(sensors, 9, 1, false), 3);
        // Plain boxes (a weapon, a hangar) lose no rating.
        QCOMPARE(ratingLost(systemBoxes(system(SystemKind::Hangar, 7), ScsOptions{}), 6, 1, false),
                 0);
    }

    // The weapon values of B5 Wars are design data: shots, pulse die, grouping, maximum and
    // rake are read and written (only when set), and 0 reads as the B5 Wars defaults.
    void weaponValuesRoundTrip()
    {
        Json json = Json::parse(test::readFile(varnicPath()).toStdString());
        Json &first = json["designs"][0]["sections"][1]["systems"][0];
        first["shots"] = 2;
        first["pulseDie"] = 3;
        first["pulseGrouping"] = 5;
        first["maxPulses"] = 4;
        first["rake"] = 10;
        auto fleet = test::parseFleet(*m_registries, json);
        QVERIFY(fleet);
        const ShipSystem &w = scsClass(*fleet, 0).sections[1].systems[0];
        QCOMPARE(w.shots, 2);
        QCOMPARE(pulseDieOf(w), 3);
        QCOMPARE(pulseGroupingOf(w), 5);
        QCOMPARE(maxPulsesOf(w), 4);
        QCOMPARE(w.rake, 10);
        QVERIFY(w.extra.empty()); // known keys, not kept as unknown ones
        const Json again
            = Json::parse(model::FleetFile::serialize(*fleet, m_registries->systems).toStdString());
        QVERIFY(again["designs"][0]["sections"][1]["systems"][0]["maxPulses"] == Json(4));
        // Unset, they are not written, and read as d5, +1 per 4, at most 6 (FieryVoid Pulse).
        const ShipSystem &plain = varnic().sections[1].systems[0];
        QCOMPARE(pulseDieOf(plain), 5);
        QCOMPARE(pulseGroupingOf(plain), 4);
        QCOMPARE(maxPulsesOf(plain), 6);
        QCOMPARE(plain.shots, 1);
        QVERIFY(!again["designs"][0]["sections"][1]["systems"][1].contains("shots"));
    }

    void rowOptions()
    {
        ScsOptions options;
        options.rowLength = 5;
        options.blockSize = 6;
        QCOMPARE(systemBoxes(system(SystemKind::Thruster, 15), options).groups, 3);
        QCOMPARE(systemBoxes(system(SystemKind::Reactor, 18), options).groups, 3);
        // The system's own block size wins over the option.
        QCOMPARE(systemBoxes(system(SystemKind::Reactor, 18, 0, 9), options).groups, 2);
    }

    // Digest §5.3: hit on d20 <= signature + range modifier.
    void hitChances_data()
    {
        QTest::addColumn<int>("signature");
        QTest::addColumn<int>("modifier");
        QTest::addColumn<int>("die");
        QTest::addColumn<int>("successes");
        QTest::newRow("14 + 2 on d20") << 14 << 2 << 20 << 16;
        QTest::newRow("14 - 2 on d20") << 14 << -2 << 20 << 12;
        QTest::newRow("above the die") << 14 << 10 << 20 << 20;
        QTest::newRow("below zero") << 14 << -20 << 20 << 0;
        QTest::newRow("d10") << 5 << 1 << 10 << 6;
    }
    void hitChances()
    {
        QFETCH(int, signature);
        QFETCH(int, modifier);
        QFETCH(int, die);
        QFETCH(int, successes);
        const HitChance h = hitChance(signature, modifier, die);
        QCOMPARE(h.successes, successes);
        QCOMPARE(h.faces, die);
    }

    void signatureByFacing()
    {
        ScsClass c;
        c.signatureForward = 15; // the G'Quan, digest §5.7
        c.signatureSide = 17;
        ScsOptions options;
        QCOMPARE(signatureFacing(c, QStringLiteral("forward"), options), 15);
        QCOMPARE(signatureFacing(c, QStringLiteral("aft"), options), 15);
        QCOMPARE(signatureFacing(c, QStringLiteral("port"), options), 17);
        options.facingSignature = false;
        QCOMPARE(signatureFacing(c, QStringLiteral("port"), options), 15);
    }

    // The fixture's weapons need 4 + 2 + 2 + 2 + 4 + 4 + 2 + 4 = 24, its reactor gives 24.
    void power()
    {
        const PowerBalance p = powerBalance(varnic());
        QCOMPARE(p.needed, 24);
        QCOMPARE(p.reactor, 24);
        QVERIFY(!p.isShort());
    }

    // Heavy fighters only in heavy slots, medium in heavy or medium, light anywhere (digest §5.8).
    void hangars_data()
    {
        QTest::addColumn<int>("light");
        QTest::addColumn<int>("medium");
        QTest::addColumn<int>("heavy");
        QTest::addColumn<int>("over");
        // slots: 2 light, 6 medium, 2 heavy
        QTest::newRow("fits") << 2 << 6 << 2 << 0;
        QTest::newRow("light spill into medium and heavy") << 6 << 4 << 0 << 0;
        QTest::newRow("medium into heavy") << 0 << 8 << 0 << 0;
        QTest::newRow("medium over") << 0 << 9 << 0 << 1;
        QTest::newRow("heavy never in medium") << 0 << 0 << 4 << 2;
        QTest::newRow("everything over") << 3 << 7 << 3 << 3;
    }
    void hangars()
    {
        QFETCH(int, light);
        QFETCH(int, medium);
        QFETCH(int, heavy);
        QFETCH(int, over);
        const HangarSlots slots{2, 6, 2};
        std::vector<FighterFlight> flights{{QStringLiteral("a"), FighterSize::Light, light},
                                           {QStringLiteral("b"), FighterSize::Medium, medium},
                                           {QStringLiteral("c"), FighterSize::Heavy, heavy}};
        QCOMPARE(fightersOverCapacity(slots, flights), over);
    }

    void varnicHangar()
    {
        const HangarSlots slots = hangarSlots(varnic());
        QCOMPARE(slots.medium, 6); // digest §5.1: hangar of 6 medium fighters
        QCOMPARE(slots.total(), 6);
    }

    void damageDice_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("valid");
        QTest::addColumn<int>("count");
        QTest::addColumn<int>("sides");
        QTest::addColumn<int>("bonus");
        QTest::newRow("3d10+4") << "3d10+4" << true << 3 << 10 << 4;
        QTest::newRow("d10") << "d10" << true << 1 << 10 << 0;
        QTest::newRow("2D6 - 1") << "2D6 - 1" << true << 2 << 6 << -1;
        QTest::newRow("plain 12") << "12" << true << 0 << 10 << 12;
        QTest::newRow("empty") << "" << false << 0 << 0 << 0;
        QTest::newRow("words") << "lots" << false << 0 << 0 << 0;
        QTest::newRow("0d10") << "0d10" << false << 0 << 0 << 0;
        QTest::newRow("3d0") << "3d0" << false << 0 << 0 << 0;
    }
    void damageDice()
    {
        QFETCH(QString, text);
        QFETCH(bool, valid);
        const std::optional<DamageDice> d = parseDamage(text);
        QCOMPARE(d.has_value(), valid);
        if (!valid)
            return;
        QFETCH(int, count);
        QFETCH(int, sides);
        QFETCH(int, bonus);
        QCOMPARE(d->count, count);
        QCOMPARE(d->sides, sides);
        QCOMPARE(d->bonus, bonus);
    }

    void sectionsBySize()
    {
        QCOMPARE(sectionsOfSize(SizeClass::Light), QStringList{QStringLiteral("primary")});
        QCOMPARE(sectionsOfSize(SizeClass::Heavy).size(), 3);
        QCOMPARE(sectionsOfSize(SizeClass::Capital).size(), 5);
    }

    // A six-sided ship's quarters (FieryVoid's locations 31, 32, 41, 42) have names of their own
    // on sheets and in messages; any other id reads as it is.
    void quarterNames()
    {
        QCOMPARE(quarterSectionIds(),
                 (QStringList{QStringLiteral("forwardPort"), QStringLiteral("forwardStarboard"),
                              QStringLiteral("aftPort"), QStringLiteral("aftStarboard")}));
        QCOMPARE(sectionName(QStringLiteral("forwardStarboard")),
                 QStringLiteral("Forward starboard"));
        QCOMPARE(sectionName(QStringLiteral("aftPort")), QStringLiteral("Aft port"));
        QCOMPARE(sectionName(QStringLiteral("port")), QStringLiteral("Port"));
        QCOMPARE(sectionName(QStringLiteral("dorsal")), QStringLiteral("dorsal"));
    }

    // What the file says is what is read: spot checks against the file's text.
    void readsTheSheet()
    {
        const ScsClass &c = varnic();
        QCOMPARE(c.size, SizeClass::Capital);
        QCOMPARE(c.points, 580);
        QCOMPARE(c.isd, 2241);
        QCOMPARE(c.signatureSide, 14);
        QCOMPARE(c.sections.size(), std::size_t(5));
        const Section &forward = *c.section(QStringLiteral("forward"));
        QCOMPARE(forward.structureArmor, 4);
        QCOMPARE(forward.structureBoxes, 40);
        const ShipSystem &pulse = forward.systems.at(0);
        QCOMPARE(pulse.kind, SystemKind::Weapon);
        QCOMPARE(pulse.arc, (FiringArc{300, 60}));
        QCOMPARE(pulse.mode, WeaponMode::Pulse);
        QCOMPARE(pulse.rangeModifiers, (std::vector<int>{10, 9, 8, 7, 5, 3, 1, -1}));
        QCOMPARE(forward.systems.at(1).direction, ThrustDirection::Retro);
        QCOMPARE(forward.chart.size(), std::size_t(4));
        QCOMPARE(forward.chart.at(3).hits, QStringLiteral("primary"));
        QCOMPARE(c.sideChart.size(), std::size_t(4));
        const auto &ship = m_fleet->shipAs<ScsShip>(0);
        QCOMPARE(ship.classId, QStringLiteral("varnic"));
        QCOMPARE(ship.fighters.size(), std::size_t(1));
        QCOMPARE(ship.fighters[0].count, 6);
        QCOMPARE(m_fleet->settingsAs<ScsFleetSettings>().campaignYear, 2259);
    }

    // Written back, the fixture is the same JSON value (keys and values, lists in order; the
    // writer adds the options in force).
    void roundTrip()
    {
        const QByteArray text = model::FleetFile::serialize(*m_fleet, m_registries->systems);
        nlohmann::json written = nlohmann::json::parse(text.toStdString());
        written.erase("options");
        const nlohmann::json original
            = nlohmann::json::parse(test::readFile(varnicPath()).toStdString());
        QCOMPARE(QString::fromStdString(written.dump(1)), QString::fromStdString(original.dump(1)));
        // Written again, the text is the same bytes.
        auto again = test::parseFleet(*m_registries, text);
        QVERIFY(again);
        QCOMPARE(model::FleetFile::serialize(*again, m_registries->systems), text);
    }

    void unknownKeysSurvive()
    {
        Json json = Json::parse(test::readFile(varnicPath()).toStdString());
        json["designs"][0]["homebrewNote"] = "keep me";
        json["designs"][0]["sections"][1]["systems"][0]["ammo"] = 12;
        json["designs"][0]["sections"][1]["paint"] = "red";
        json["ships"][0]["fighters"][0]["pilot"] = "Na'Far";
        auto fleet = test::parseFleet(*m_registries, json);
        QVERIFY(fleet);
        const Json again
            = Json::parse(model::FleetFile::serialize(*fleet, m_registries->systems).toStdString());
        QVERIFY(again["designs"][0]["homebrewNote"] == Json("keep me"));
        QVERIFY(again["designs"][0]["sections"][1]["systems"][0]["ammo"] == Json(12));
        QVERIFY(again["designs"][0]["sections"][1]["paint"] == Json("red"));
        QVERIFY(again["ships"][0]["fighters"][0]["pilot"] == Json("Na'Far"));
    }

    void malformed_data()
    {
        QTest::addColumn<QString>("pointer");
        QTest::addColumn<QByteArray>("value");
        QTest::addColumn<QString>("place");
        QTest::newRow("size") << "/designs/0/size" << QByteArray("\"huge\"") << "designs[0].size";
        QTest::newRow("kind") << "/designs/0/sections/1/systems/0/kind" << QByteArray("\"laser\"")
                              << "designs[0].sections[1].systems[0].kind";
        QTest::newRow("boxes") << "/designs/0/sections/1/systems/0/boxes" << QByteArray("\"six\"")
                               << "designs[0].sections[1].systems[0].boxes";
        QTest::newRow("arc") << "/designs/0/sections/1/systems/0/arc" << QByteArray("[1, 2, 3]")
                             << "designs[0].sections[1].systems[0].arc";
        QTest::newRow("range modifier")
            << "/designs/0/sections/1/systems/0/rangeModifiers/2" << QByteArray("\"x\"")
            << "designs[0].sections[1].systems[0].rangeModifiers[2]";
        QTest::newRow("chart row") << "/designs/0/sections/1/chart/0/from" << QByteArray("null")
                                   << "designs[0].sections[1].chart[0].from";
        QTest::newRow("mode") << "/designs/0/sections/1/systems/0/mode" << QByteArray("\"beam\"")
                              << "designs[0].sections[1].systems[0].mode";
        QTest::newRow("ship design") << "/ships/0/design" << QByteArray("7") << "ships[0].design";
        QTest::newRow("fighters") << "/ships/0/fighters" << QByteArray("{}") << "ships[0].fighters";
        QTest::newRow("turn delay")
            << "/designs/0/turnDelay/0" << QByteArray("-1") << "designs[0].turnDelay[0]";
    }
    void malformed()
    {
        QFETCH(QString, pointer);
        QFETCH(QByteArray, value);
        QFETCH(QString, place);
        Json json = Json::parse(test::readFile(varnicPath()).toStdString());
        json[Json::json_pointer(pointer.toStdString())] = Json::parse(value.toStdString());
        const auto result
            = model::FleetFile::parse(QByteArray::fromStdString(json.dump()),
                                      QStringLiteral("bad.fleet.json"), m_registries->systems);
        QVERIFY(!result.fleet);
        QStringList places;
        for (const model::LoadError &e : result.errors)
            places << e.path;
        QVERIFY2(places.contains(place), qPrintable(places.join(QLatin1String(", "))));
    }

    // The report: the ship's points (design + fighters), power and hangar capacities.
    void report()
    {
        const model::GameSystem *system = m_registries->systems.find(QStringLiteral("scs"));
        QVERIFY(system);
        const model::FleetReport r = system->report(*m_fleet);
        QCOMPARE(r.ships.size(), std::size_t(2));
        QCOMPARE(r.ships[0].cost.total(), 580 + 6 * 30);
        QCOMPARE(r.ships[1].cost.total(), 580);
        QCOMPARE(r.total.total(), 580 + 180 + 580);
        const model::CapacityReport *power = r.ships[0].capacity(u"power");
        QVERIFY(power);
        QCOMPARE(power->used.total(), 24);
        QCOMPARE(power->available.total(), 24);
        const model::CapacityReport *hangar = r.ships[0].capacity(u"hangar");
        QVERIFY(hangar);
        QCOMPARE(hangar->used.total(), 6);
        QCOMPARE(hangar->available.total(), 6);
        QCOMPARE(r.ships[0].stat(u"speedChange")->number, std::optional<int>(4));
        QCOMPARE(r.ships[0].stat(u"structure")->number, std::optional<int>(213));
        QCOMPARE(r.ships[0].stat(u"power")->value,
                 QStringLiteral("systems need 24 of the reactor's 24"));
    }
};

QTEST_GUILESS_MAIN(TestScsRules)
#include "tst_scs_rules.moc"
