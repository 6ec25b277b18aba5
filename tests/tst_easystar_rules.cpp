// EasyStar construction rules, checked against the rules text (EasyStar rev. 10/04/2004) and the
// worked examples of its Appendix A. Expected numbers are typed from the rules, never taken from
// the code under test.

#include "TestSupport.h"

#include <model/systems/easystar/EasyStarCalculator.h>
#include <model/systems/easystar/EasyStarSystem.h>

#include <QTest>

using namespace fw;
using namespace fw::model::easystar;

namespace {

EasyStarWeapon weapon(const char *type, const char *mount, int range = 1, int damage = 1)
{
    EasyStarWeapon w;
    w.type = QLatin1String(type);
    w.mount = QLatin1String(mount);
    w.range = range;
    w.damage = damage;
    return w;
}

EasyStarShip makeShip(const char *classId)
{
    EasyStarShip s;
    s.name = QStringLiteral("Test");
    s.classId = QLatin1String(classId);
    return s;
}

} // namespace

class TestEasyStarRules : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<test::Registries> m_registries;
    const EasyStarSystem *m_system = nullptr;

    // Figures with the default rules options, or with `options` set on a fleet.
    ShipFigures figures(const EasyStarShip &ship, const model::RulesOptions &options = {}) const
    {
        model::Fleet fleet(QStringLiteral("easystar"), std::make_unique<EasyStarFleetSettings>());
        fleet.options = options;
        const EasyStarOptions resolved = m_system->resolve(fleet);
        return EasyStarCalculator(m_system->rules(), resolved).ship(ship);
    }
    WeaponFigures weaponFigures(const EasyStarWeapon &w,
                                const model::RulesOptions &options = {}) const
    {
        model::Fleet fleet(QStringLiteral("easystar"), std::make_unique<EasyStarFleetSettings>());
        fleet.options = options;
        const EasyStarOptions resolved = m_system->resolve(fleet);
        return EasyStarCalculator(m_system->rules(), resolved).weapon(w, false);
    }

private Q_SLOTS:
    void initTestCase()
    {
        test::installEnglish();
        m_registries = test::makeRegistries();
        QVERIFY(m_registries);
        m_system = dynamic_cast<const EasyStarSystem *>(
            m_registries->systems.find(QStringLiteral("easystar")));
        QVERIFY(m_system);
    }

    // Ship Type Table (Easytabl.htm): every row of the bundled data.
    void shipTypeTable_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("abbrev");
        QTest::addColumn<int>("shipNumber");
        QTest::addColumn<int>("counters");
        QTest::addColumn<int>("cost");
        QTest::addColumn<int>("damage");
        QTest::addColumn<int>("speed");
        QTest::addColumn<int>("spaces"); // -1: "special"
        QTest::addColumn<int>("dorsal");
        QTest::newRow("scout") << "scout"
                               << "SC" << 1 << 3 << 10 << 2 << 4 << 1 << 0;
        QTest::newRow("destroyer") << "destroyer"
                                   << "DD" << 2 << 6 << 30 << 4 << 3 << 4 << 1;
        QTest::newRow("cruiser") << "cruiser"
                                 << "CR" << 3 << 6 << 55 << 8 << 3 << 9 << 2;
        QTest::newRow("battleship") << "battleship"
                                    << "BB" << 4 << 2 << 80 << 12 << 2 << 15 << 3;
        QTest::newRow("leviathan") << "leviathan"
                                   << "LV" << 5 << 1 << 200 << 18 << 2 << -1 << 5;
    }
    void shipTypeTable()
    {
        QFETCH(QString, id);
        const ShipClass *c = m_system->rules().shipClass(id);
        QVERIFY(c);
        QTEST(c->abbrev, "abbrev");
        QTEST(c->shipNumber, "shipNumber");
        QTEST(c->counters, "counters");
        QTEST(c->cost, "cost");
        QTEST(c->damage, "damage");
        QTEST(c->maxSpeed, "speed");
        QTEST(c->weaponSpaces.value_or(-1), "spaces");
        QTEST(c->dorsalMounts, "dorsal");
    }

    // §II: the track sheets and counters handle 18 ships, exactly the sum of the counters.
    void counterMixAddsUpToEighteen()
    {
        int sum = 0;
        for (const ShipClass &c : m_system->rules().classes)
            sum += c.counters;
        QCOMPARE(sum, 18);
        QCOMPARE(m_system->rules().maxShips, 18);
    }

    // Weapons Table: cost, spaces, base range and damage, to-hit numbers.
    void weaponsTable_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<int>("cost");
        QTest::addColumn<int>("spaces");
        QTest::addColumn<int>("range");
        QTest::addColumn<int>("damage");
        QTest::addColumn<int>("vsShip"); // 0: cannot attack
        QTest::addColumn<int>("vsFighter");
        QTest::addColumn<int>("vsMissile");
        QTest::newRow("point defense") << "pointDefense" << 5 << 1 << 1 << 1 << 0 << 4 << 5;
        QTest::newRow("beam") << "beam" << 10 << 1 << 1 << 1 << 3 << 4 << 0;
        QTest::newRow("missile: damage 2 with its +1")
            << "missile" << 10 << 1 << 1 << 2 << 3 << 0 << 0;
        QTest::newRow("torpedo: range 2 with its +1")
            << "torpedo" << 10 << 1 << 2 << 1 << 4 << 0 << 0;
        QTest::newRow("centerline blaster")
            << "centerlineBlaster" << 45 << 6 << 5 << 5 << 3 << 4 << 0;
        QTest::newRow("bi-directional missile")
            << "bidirectionalMissile" << 20 << 4 << 1 << 2 << 3 << 0 << 0;
        QTest::newRow("torpedo bank") << "torpedoBank" << 30 << 4 << 2 << 1 << 4 << 0 << 0;
    }
    void weaponsTable()
    {
        QFETCH(QString, id);
        const WeaponType *w = m_system->rules().weapon(id);
        QVERIFY(w);
        QTEST(w->cost, "cost");
        QTEST(w->spaces, "spaces");
        QTEST(w->range, "range");
        QTEST(w->damage, "damage");
        QTEST(w->toHit.ship.value_or(0), "vsShip");
        QTEST(w->toHit.fighter.value_or(0), "vsFighter");
        QTEST(w->toHit.missile.value_or(0), "vsMissile");
    }

    // Auxiliaries Table and §V.D.
    void auxiliariesTable_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<int>("cost");
        QTest::newRow("frontal armor") << "frontalArmor" << 5;
        QTest::newRow("ECM pod") << "ecm" << 10;
        QTest::newRow("targeting pod") << "targetingPod" << 10;
        QTest::newRow("jump engine") << "jumpEngine" << 10;
        QTest::newRow("maneuvering pod") << "maneuveringPod" << 10;
        QTest::newRow("displacer pod") << "displacerPod" << 10;
        QTest::newRow("power-up pod") << "powerUpPod" << 10;
        QTest::newRow("deflector shield") << "deflectorShield" << 20;
    }
    void auxiliariesTable()
    {
        QFETCH(QString, id);
        QFETCH(int, cost);
        // Each device uses one weapon space (§V.D); bought on a ship, it adds its cost.
        EasyStarShip s = makeShip("cruiser");
        s.auxiliaries << id;
        const ShipFigures f = figures(s);
        QCOMPARE(f.cost.total(), 55 + cost);
        QCOMPARE(f.spacesUsed(), 1);
    }

    // §V.A: each unit costs 5 BP; each damage unit and each even-numbered range unit takes a
    // space. §V.B: ventral mounts take one more space. §V.C: the missile's +1 damage and the
    // torpedo's +1 range come free.
    void weaponFormula_data()
    {
        QTest::addColumn<QString>("type");
        QTest::addColumn<QString>("mount");
        QTest::addColumn<int>("range");
        QTest::addColumn<int>("damage");
        QTest::addColumn<int>("cost");
        QTest::addColumn<int>("spaces");
        QTest::addColumn<int>("actualRange");
        QTest::addColumn<int>("actualDamage");
        QTest::newRow("unimproved axial beam: 1 space") << "beam"
                                                        << "axial" << 1 << 1 << 10 << 1 << 1 << 1;
        QTest::newRow("ventral beam: one more space") << "beam"
                                                      << "ventral" << 1 << 1 << 10 << 2 << 1 << 1;
        QTest::newRow("range 2 is even: +1 space") << "beam"
                                                   << "axial" << 2 << 1 << 15 << 2 << 2 << 1;
        QTest::newRow("range 3 is odd: no further space") << "beam"
                                                          << "axial" << 3 << 1 << 20 << 2 << 3 << 1;
        QTest::newRow("range 4: two even units") << "beam"
                                                 << "axial" << 4 << 1 << 25 << 3 << 4 << 1;
        QTest::newRow("each damage unit: +1 space") << "beam"
                                                    << "axial" << 1 << 3 << 20 << 3 << 1 << 3;
        QTest::newRow("axial beam 5/5: 50 BP, 7 spaces") << "beam"
                                                         << "axial" << 5 << 5 << 50 << 7 << 5 << 5;
        QTest::newRow("ventral beam 4/4") << "beam"
                                          << "ventral" << 4 << 4 << 40 << 7 << 4 << 4;
        QTest::newRow("dorsal beam 3/3") << "beam"
                                         << "dorsal" << 3 << 3 << 30 << 4 << 3 << 3;
        QTest::newRow("missile: actual damage +1") << "missile"
                                                   << "axial" << 1 << 1 << 10 << 1 << 1 << 2;
        QTest::newRow("maxed axial missile hits for 6") << "missile"
                                                        << "axial" << 5 << 5 << 50 << 7 << 5 << 6;
        QTest::newRow("torpedo: actual range +1") << "torpedo"
                                                  << "ventral" << 1 << 1 << 10 << 2 << 2 << 1;
        QTest::newRow("axial torpedo reaches 6") << "torpedo"
                                                 << "axial" << 5 << 1 << 30 << 3 << 6 << 1;
        QTest::newRow("point defense") << "pointDefense"
                                       << "dorsal" << 1 << 1 << 5 << 1 << 1 << 1;
        QTest::newRow("CLB: 45 BP, 6 spaces, 5/5") << "centerlineBlaster"
                                                   << "axial" << 1 << 1 << 45 << 6 << 5 << 5;
        QTest::newRow("BDVM: ventral space included") << "bidirectionalMissile"
                                                      << "ventral" << 1 << 1 << 20 << 4 << 1 << 2;
        QTest::newRow("torpedo bank: 4 spaces, not 6") << "torpedoBank"
                                                       << "ventral" << 1 << 1 << 30 << 4 << 2 << 1;
    }
    void weaponFormula()
    {
        QFETCH(QString, type);
        QFETCH(QString, mount);
        QFETCH(int, range);
        QFETCH(int, damage);
        const WeaponFigures f = weaponFigures(
            weapon(type.toLatin1().constData(), mount.toLatin1().constData(), range, damage));
        QTEST(f.cost, "cost");
        QTEST(f.spaces, "spaces");
        QTEST(f.actualRange, "actualRange");
        QTEST(f.actualDamage, "actualDamage");
    }

    // §V.C: "Adding range and damage costs the same as for a normal missile" is ambiguous for a
    // weapon that fires twice; the rules option bdvmUnits decides.
    void bidirectionalMissileUnitsFollowTheOption()
    {
        const EasyStarWeapon w = weapon("bidirectionalMissile", "ventral", 2, 2);
        const WeaponFigures shared = weaponFigures(w);
        QCOMPARE(shared.cost, 20 + 10); // one range and one damage unit, 5 BP each
        QCOMPARE(shared.spaces, 4 + 1 + 1);
        model::RulesOptions perShot;
        perShot.set(QLatin1String(option::BdvmUnits), QStringLiteral("perShot"));
        const WeaponFigures doubled = weaponFigures(w, perShot);
        QCOMPARE(doubled.cost, 20 + 20);
        QCOMPARE(doubled.spaces, 4 + 2 * 2);
    }

    // Appendix A: the five sample destroyers, built from their descriptions.
    void sampleDestroyers_data()
    {
        QTest::addColumn<int>("which");
        QTest::addColumn<int>("cost");
        QTest::addColumn<int>("fighterCost");
        QTest::addColumn<int>("spaces");
        QTest::newRow("little of everything: 55") << 0 << 55 << 0 << 4;
        QTest::newRow("torpedo boat: 50") << 1 << 50 << 0 << 4;
        QTest::newRow("one-shot missile: 60") << 2 << 60 << 0 << 4;
        QTest::newRow("carrier: 70 plus 60 for fighters") << 3 << 130 << 60 << 6;
        QTest::newRow("gun-mount ship: 90") << 4 << 90 << 0 << 6;
    }
    void sampleDestroyers()
    {
        QFETCH(int, which);
        EasyStarShip s = makeShip("destroyer");
        switch (which) {
        case 0: // an axial missile, a ventral torpedo and a dorsal point defense
            s.weapons = {weapon("missile", "axial"), weapon("torpedo", "ventral"),
                         weapon("pointDefense", "dorsal")};
            break;
        case 1: // two ventral torpedoes
            s.weapons = {weapon("torpedo", "ventral"), weapon("torpedo", "ventral")};
            break;
        case 2: // one dorsal missile with range 3 and damage 3 (4 with the missile's +1)
            s.weapons = {weapon("missile", "dorsal", 3, 3)};
            break;
        case 3: // one speed traded; a beam with 3 units; three fighter bays, six fighters
            s.speedTraded = 1;
            s.weapons = {weapon("beam", "axial", 3, 2)};
            s.fighterBays = 3;
            s.fighters.interceptor = 2;
            s.fighters.attack = 4;
            break;
        case 4: // gun mount, maneuvering pod, axial beam range 5 damage 3
            s.gunMount = true;
            s.auxiliaries << QStringLiteral("maneuveringPod");
            s.weapons = {weapon("beam", "axial", 5, 3)};
            break;
        }
        const ShipFigures f = figures(s);
        QTEST(int(f.cost.total()), "cost");
        QTEST(f.fighterCost, "fighterCost");
        // Each uses exactly its weapon spaces.
        QTEST(f.spacesUsed(), "spaces");
        QTEST(f.spacesCapacity(), "spaces");
        QCOMPARE(f.damage, which == 4 ? 5 : 4); // the gun mount adds 1 damage (§V.D)
        QCOMPARE(f.speed, which == 3 ? 2 : 3);  // one speed traded for 2 spaces (§VI.A)
    }

    // The same destroyers as shipped in resources/examples.
    void sampleDestroyersExample()
    {
        const QByteArray bytes = test::readFile(
            test::sourcePath(QStringLiteral("resources/examples/sample-destroyers.fleet.json")));
        auto fleet = test::parseFleet(*m_registries, bytes);
        QVERIFY(fleet);
        const model::FleetReport report = m_system->report(*fleet);
        QCOMPARE(report.ships.size(), std::size_t(5));
        const int costs[] = {55, 50, 60, 130, 90};
        const int spaces[] = {4, 4, 4, 6, 6};
        for (std::size_t i = 0; i < 5; ++i) {
            QCOMPARE(report.ships[i].cost.total(), costs[i]);
            QCOMPARE(report.ships[i].capacities.size(), std::size_t(1));
            const model::CapacityReport *c = report.ships[i].capacity(u"spaces");
            QVERIFY(c);
            QCOMPARE(c->label, QStringLiteral("Weapon spaces"));
            QCOMPARE(c->used.total(), spaces[i]);
            QCOMPARE(c->available.total(), spaces[i]);
            QVERIFY(!c->unlimited);
        }
        const model::ReportStat *fighterCost = report.ships[3].stat(u"fighterCost");
        QVERIFY(fighterCost);
        QCOMPARE(fighterCost->number, std::optional<int>(60));
        QCOMPARE(fighterCost->place, model::ReportStat::Place::Title);
        QCOMPARE(fighterCost->brief, QStringLiteral("fighters 60"));
        QCOMPARE(report.ships[0].stat(u"damage")->number, std::optional<int>(4));
        QCOMPARE(report.ships[0].stat(u"speed")->number, std::optional<int>(3));
        QCOMPARE(report.total.total(), 55 + 50 + 60 + 130 + 90);
    }

    // §V.D: gun mount costs 5 × ship number and adds ship number spaces and 1 damage;
    // §VI.A: each speed traded adds ship number spaces.
    void gunMountAndSpeedTrade_data()
    {
        QTest::addColumn<QString>("classId");
        QTest::addColumn<int>("gunMountCost");
        QTest::addColumn<int>("spacesPerStep");
        QTest::newRow("scout") << "scout" << 5 << 1;
        QTest::newRow("destroyer") << "destroyer" << 10 << 2;
        QTest::newRow("cruiser") << "cruiser" << 15 << 3;
        QTest::newRow("battleship") << "battleship" << 20 << 4;
    }
    void gunMountAndSpeedTrade()
    {
        QFETCH(QString, classId);
        QFETCH(int, gunMountCost);
        QFETCH(int, spacesPerStep);
        EasyStarShip plain = makeShip(classId.toLatin1().constData());
        const ShipFigures base = figures(plain);

        EasyStarShip mounted = plain;
        mounted.gunMount = true;
        const ShipFigures withMount = figures(mounted);
        QCOMPARE(withMount.cost.total() - base.cost.total(), gunMountCost);
        QCOMPARE(withMount.spacesCapacity() - base.spacesCapacity(), spacesPerStep);
        QCOMPARE(withMount.damage - base.damage, 1);
        QCOMPARE(withMount.spacesUsed(), 0); // the mount itself takes no space

        EasyStarShip traded = plain;
        traded.speedTraded = 2;
        const ShipFigures withTrade = figures(traded);
        QCOMPARE(withTrade.spacesCapacity() - base.spacesCapacity(), 2 * spacesPerStep);
        QCOMPARE(withTrade.speed, base.speed - 2);
        QCOMPARE(withTrade.cost.total(), base.cost.total()); // trading speed is free
    }

    // §V.D: an engine costs 10, takes no space and adds 1 to speed.
    void engine()
    {
        EasyStarShip s = makeShip("cruiser");
        s.engine = true;
        const ShipFigures f = figures(s);
        QCOMPARE(f.cost.total(), 55 + 10);
        QCOMPARE(f.speed, 4);
        QCOMPARE(f.spacesUsed(), 0);
    }

    // §V.D, §V.E: fighter bays cost 5 and take a space; fighters cost 10 and take none.
    void fightersAndBays()
    {
        EasyStarShip s = makeShip("cruiser");
        s.fighterBays = 2;
        s.fighters.interceptor = 3;
        s.fighters.attack = 1;
        const ShipFigures f = figures(s);
        QCOMPARE(f.cost.total(), 55 + 2 * 5 + 4 * 10);
        QCOMPARE(f.fighterCost, 40);
        QCOMPARE(f.spacesUsed(), 2);
        QCOMPARE(f.fighterCapacity, 4);
    }

    // Ship Type Table: the Leviathan's weapon spaces are "special"; the option decides.
    void leviathanCapacityFollowsTheOption()
    {
        EasyStarShip s = makeShip("leviathan");
        s.weapons = {weapon("beam", "axial", 5, 5), weapon("beam", "axial", 5, 5),
                     weapon("beam", "axial", 5, 5), weapon("beam", "axial", 5, 5),
                     weapon("beam", "axial", 5, 5)};
        const ShipFigures uncapped = figures(s);
        QVERIFY(uncapped.unlimitedSpaces);
        QCOMPARE(uncapped.spacesUsed(), 35);
        QVERIFY(uncapped.capacity.dependsOnAssumption());

        model::RulesOptions capped;
        capped.set(QLatin1String(option::LeviathanWeaponSpaces), 30);
        s.speedTraded = 1; // 5 spaces per speed: ship number 5
        const ShipFigures f = figures(s, capped);
        QVERIFY(!f.unlimitedSpaces);
        QCOMPARE(f.spacesCapacity(), 35);
        QCOMPARE(f.damage, 18);
    }

    // §V.F: flagship-advantage items cost nothing and take no weapon space.
    void advantageItemsAreFree()
    {
        EasyStarShip s = makeShip("destroyer");
        s.flagship = true;
        FlagshipAdvantage a;
        a.roll = 10; // a dorsal point defense and a ventral torpedo
        a.weapons = {weapon("pointDefense", "dorsal"), weapon("torpedo", "ventral")};
        s.advantage = a;
        const ShipFigures f = figures(s);
        QCOMPARE(f.cost.total(), 30);
        QCOMPARE(f.spacesUsed(), 0);
        QCOMPARE(f.dorsalWeapons, 0); // advantage weapons do not use the dorsal mount

        s.advantage->roll = 7; // frontal armor or an engine: an engine adds speed for free
        s.advantage->weapons.clear();
        s.advantage->devices << QStringLiteral("engine");
        const ShipFigures engine = figures(s);
        QCOMPARE(engine.cost.total(), 30);
        QCOMPARE(engine.speed, 4);

        s.advantage->roll = 11; // a gun mount: +2 spaces and +1 damage on a destroyer, free
        s.advantage->devices = {QStringLiteral("gunMount")};
        const ShipFigures mount = figures(s);
        QCOMPARE(mount.cost.total(), 30);
        QCOMPARE(mount.spacesCapacity(), 6);
        QCOMPARE(mount.damage, 5);
    }

    // Rolls 5 and 11 grant free range/damage units: no cost, no space.
    void freeUnits()
    {
        EasyStarShip s = makeShip("destroyer");
        s.flagship = true;
        s.advantage.emplace();
        s.advantage->roll = 5;
        EasyStarWeapon w = weapon("beam", "axial", 3, 2);
        w.freeRange = 2;
        w.freeDamage = 1;
        s.weapons = {w};
        const ShipFigures f = figures(s);
        QCOMPARE(f.cost.total(), 30 + 10);
        QCOMPARE(f.spacesUsed(), 1);
        QCOMPARE(f.weapons[0].actualRange, 3);
        QCOMPARE(f.weapons[0].actualDamage, 2);
    }

    // Roll 2: an axial weapon with range 5; damage units may be bought for it.
    void rollTwoWeaponComesWithRangeFive()
    {
        EasyStarShip s = makeShip("destroyer");
        s.flagship = true;
        s.advantage.emplace();
        s.advantage->roll = 2;
        s.advantage->weapons = {weapon("beam", "axial", 5, 2)};
        const ShipFigures f = figures(s);
        QCOMPARE(f.cost.total(), 30 + 5); // one bought damage unit
        QCOMPARE(f.spacesUsed(), 1);      // which takes its space
        QCOMPARE(f.advantageWeapons[0].actualRange, 5);
    }

    // §II, §V.D: the fleet's total is its ships plus 10 BP per damage-control counter.
    void fleetTotal()
    {
        const QByteArray bytes = test::readFile(
            test::sourcePath(QStringLiteral("resources/examples/yellow-250.fleet.json")));
        auto fleet = test::parseFleet(*m_registries, bytes);
        QVERIFY(fleet);
        const model::FleetReport report = m_system->report(*fleet);
        // Vigilant: cruiser 55 + beam 3/3 (10 + 20) + torpedo range 2 (10 + 5) + ECM 10 = 110
        // Lance: destroyer 30 + missile 2/2 (10 + 10) + point defense 5 = 55
        // Harpoon: destroyer 30 + two torpedoes 20 = 50; Kestrel: scout 10 + beam 10 = 20
        QCOMPARE(report.ships[0].cost.total(), 110);
        QCOMPARE(report.ships[1].cost.total(), 55);
        QCOMPARE(report.ships[2].cost.total(), 50);
        QCOMPARE(report.ships[3].cost.total(), 20);
        QCOMPARE(report.total.total(), 110 + 55 + 50 + 20 + 10);
        QCOMPARE(report.budget, std::optional<int>(250));
    }

    // Every breakdown line carries a rule reference, so every number can explain itself.
    void breakdownLinesCiteRules()
    {
        for (const char *name : {"sample-destroyers", "yellow-250", "blue-500"}) {
            const QByteArray bytes = test::readFile(test::sourcePath(
                QStringLiteral("resources/examples/%1.fleet.json").arg(QLatin1String(name))));
            auto fleet = test::parseFleet(*m_registries, bytes);
            QVERIFY(fleet);
            const model::FleetReport report = m_system->report(*fleet);
            for (const model::ShipReport &s : report.ships) {
                const model::CapacityReport &spaces = s.capacities.at(0);
                for (const model::Breakdown *b : {&s.cost, &spaces.used, &spaces.available}) {
                    for (const model::BreakdownLine &line : b->lines()) {
                        QVERIFY2(!line.rule.isEmpty(), qPrintable(line.label));
                        QVERIFY2(!line.label.isEmpty(), qPrintable(line.rule));
                    }
                }
            }
        }
    }

    // Every Fleetwright default standing in for a lost table is an option marked as an
    // assumption, with the defaults proposed for the lost rows.
    void assumptionsAreOptions_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("value");
        QTest::newRow("critical row 3") << "criticalRow3"
                                        << "Weapons hit (attacker's choice)";
        QTest::newRow("critical row 4") << "criticalRow4"
                                        << "Max speed -1";
        QTest::newRow("critical row 5") << "criticalRow5"
                                        << "Max speed -2";
        QTest::newRow("critical row 6") << "criticalRow6"
                                        << "1 extra point of damage";
        QTest::newRow("turning table") << "turningTable"
                                       << "0, 2, 2, 1, 1";
        QTest::newRow("leviathan spaces") << "leviathanWeaponSpaces"
                                          << "no cap";
        QTest::newRow("weapon counters") << "weaponCounterLimit"
                                         << "no limit";
        QTest::newRow("BDVM units") << "bdvmUnits"
                                    << "One purchase upgrades both shots";
    }
    void assumptionsAreOptions()
    {
        QFETCH(QString, id);
        const model::RulesOptionSpec *spec = model::findOption(m_system->options(), id);
        QVERIFY(spec);
        QVERIFY(spec->assumption);
        QVERIFY(!spec->rule.isEmpty());
        QTEST(spec->describe(spec->defaultValue), "value");
    }

    // An assumption that changes a result is listed with the report, and the result is marked.
    void assumptionsAreShownWhereTheyMatter()
    {
        auto fleet = m_system->createFleet();
        auto levi = std::make_unique<EasyStarShip>(makeShip("leviathan"));
        levi->weapons = {weapon("bidirectionalMissile", "ventral", 2, 1)};
        fleet->ships.push_back(std::move(levi));
        const model::FleetReport report = m_system->report(*fleet);
        QStringList ids;
        for (const model::AssumptionNote &n : report.assumptions)
            ids << n.optionId;
        QVERIFY(ids.contains(QStringLiteral("turningTable")));
        QVERIFY(ids.contains(QStringLiteral("leviathanWeaponSpaces")));
        QVERIFY(ids.contains(QStringLiteral("bdvmUnits")));
        QVERIFY(report.ships[0].cost.dependsOnAssumption());
        bool turnsMarked = false;
        for (const model::ReportStat &st : report.ships[0].stats)
            turnsMarked = turnsMarked
                          || (st.key == QLatin1String("turns")
                              && st.assumption == QLatin1String("turningTable"));
        QVERIFY(turnsMarked);

        // A fleet without a Leviathan or upgraded BDVM does not list those.
        auto plain = m_system->createFleet();
        plain->ships.push_back(std::make_unique<EasyStarShip>(makeShip("destroyer")));
        const model::FleetReport plainReport = m_system->report(*plain);
        for (const model::AssumptionNote &n : plainReport.assumptions) {
            QVERIFY(n.optionId != QLatin1String("leviathanWeaponSpaces"));
            QVERIFY(n.optionId != QLatin1String("bdvmUnits"));
        }
    }

    // §VIII.A: turning follows the turningTable option; a maneuvering pod adds one.
    void turningFollowsTheOption()
    {
        auto fleet = m_system->createFleet();
        fleet->options.set(QLatin1String(option::TurningTable), std::vector<int>{0, 3, 2, 1, 0});
        auto ship = std::make_unique<EasyStarShip>(makeShip("destroyer"));
        ship->auxiliaries << QStringLiteral("maneuveringPod");
        fleet->ships.push_back(std::move(ship));
        const model::FleetReport report = m_system->report(*fleet);
        QString turns;
        for (const model::ReportStat &st : report.ships[0].stats) {
            if (st.key == QLatin1String("turns"))
                turns = st.value;
        }
        QVERIFY2(turns.startsWith(QStringLiteral("speed 1: 4, speed 2: 3, speed 3: 2")),
                 qPrintable(turns));
    }
};

QTEST_GUILESS_MAIN(TestEasyStarRules)
#include "tst_easystar_rules.moc"
