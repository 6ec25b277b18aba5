// Sunder the Stars: the values a card derives (digest §4.3-§4.6), reading and writing Sunder
// fleets, and the report. Expected numbers are worked by hand from the quick reference's tables
// and the digest's card description, never taken from the code.

#include "TestSupport.h"

#include <model/io/FleetFile.h>
#include <model/systems/sunder/SunderDerived.h>
#include <model/systems/sunder/SunderOptions.h>
#include <model/systems/sunder/SunderSystem.h>

#include <QTest>

using namespace fw;
using namespace fw::model::sunder;
using model::Json;

namespace {

QString patrolPath()
{
    return test::dataPath(QStringLiteral("valid/sunder-patrol.fleet.json"));
}

SunderCard cardOfSize(HullSize size)
{
    SunderCard c;
    c.size = size;
    return c;
}

} // namespace

class TestSunderRules : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<test::Registries> m_registries;
    std::unique_ptr<model::Fleet> m_fleet;

    const SunderCard &cruiser() const { return sunderCard(*m_fleet, 0); }
    const SunderCard &carrier() const { return sunderCard(*m_fleet, 2); }

private Q_SLOTS:
    void initTestCase()
    {
        test::installEnglish();
        m_registries = test::makeRegistries();
        m_fleet = test::parseFleet(*m_registries, test::readFile(patrolPath()));
        QVERIFY(m_fleet);
        QCOMPARE(m_fleet->designs.size(), std::size_t(3));
    }

    // Digest §4.6: small 1 track (destroyed at 2), medium 2 (4), large 3 (6).
    void capacityBySize_data()
    {
        QTest::addColumn<int>("size");
        QTest::addColumn<int>("tracks");
        QTest::addColumn<int>("capacity");
        QTest::newRow("small") << int(HullSize::Small) << 1 << 2;
        QTest::newRow("medium") << int(HullSize::Medium) << 2 << 4;
        QTest::newRow("large") << int(HullSize::Large) << 3 << 6;
    }
    void capacityBySize()
    {
        QFETCH(int, size);
        QFETCH(int, tracks);
        QFETCH(int, capacity);
        QCOMPARE(trackCount(HullSize(size)), tracks);
        QCOMPARE(damageCapacity(cardOfSize(HullSize(size))), capacity);
    }

    // Digest §4.6: a medium ship "switches to track 2 at its 2nd damage point" and is destroyed
    // at 4; a large ship has track 3 from its 4th point and is destroyed at 6.
    void trackAfterDamage_data()
    {
        QTest::addColumn<int>("size");
        QTest::addColumn<int>("damage");
        QTest::addColumn<int>("track");
        QTest::newRow("small undamaged") << int(HullSize::Small) << 0 << 0;
        QTest::newRow("small 1") << int(HullSize::Small) << 1 << 0;
        QTest::newRow("small destroyed") << int(HullSize::Small) << 2 << -1;
        QTest::newRow("medium 1") << int(HullSize::Medium) << 1 << 0;
        QTest::newRow("medium 2") << int(HullSize::Medium) << 2 << 1;
        QTest::newRow("medium 3") << int(HullSize::Medium) << 3 << 1;
        QTest::newRow("medium destroyed") << int(HullSize::Medium) << 4 << -1;
        QTest::newRow("large 3") << int(HullSize::Large) << 3 << 1;
        QTest::newRow("large 4") << int(HullSize::Large) << 4 << 2;
        QTest::newRow("large 5") << int(HullSize::Large) << 5 << 2;
        QTest::newRow("large destroyed") << int(HullSize::Large) << 6 << -1;
        QTest::newRow("large overkill") << int(HullSize::Large) << 9 << -1;
    }
    void trackAfterDamage()
    {
        QFETCH(int, size);
        QFETCH(int, damage);
        QFETCH(int, track);
        QCOMPARE(trackAfter(cardOfSize(HullSize(size)), damage), track);
    }

    void trackStarts()
    {
        QCOMPARE(trackStartDamage(0), 0);
        QCOMPARE(trackStartDamage(1), 2);
        QCOMPARE(trackStartDamage(2), 4);
    }

    // The card: mp [5, 4], shield [5, 4], pd [2, 1], battery av [6, 4], drone [3, 2].
    void statsInForce()
    {
        const std::optional<TrackStats> undamaged = statsAfter(cruiser(), 1);
        QVERIFY(undamaged);
        QCOMPARE(undamaged->mp, 5);
        QCOMPARE(undamaged->shield, 5);
        QCOMPARE(undamaged->pd, 2);
        QCOMPARE(undamaged->av, (std::vector<int>{6, 3}));
        const std::optional<TrackStats> hurt = statsAfter(cruiser(), 2);
        QVERIFY(hurt);
        QCOMPARE(hurt->track, 1);
        QCOMPARE(hurt->mp, 4);
        QCOMPARE(hurt->shield, 4);
        QCOMPARE(hurt->pd, 1);
        QCOMPARE(hurt->av, (std::vector<int>{4, 2}));
        QVERIFY(!statsAfter(cruiser(), 4));
        // The carrier's bays shrink per track: 6/4/2 fighters and bombers.
        QCOMPARE(statsAfter(carrier(), 5)->fighters, 2);
        QCOMPARE(statsAfter(carrier(), 3)->bombers, 4);
    }

    // Quick reference, weapons table: battery 16 hexes in 4-hex bands, -1 AV per band after the
    // first; drone 8, fusion 4, rack 16 without bands.
    void rangeModifiers_data()
    {
        QTest::addColumn<int>("type");
        QTest::addColumn<int>("range");
        QTest::addColumn<int>("modifier"); // 99 = out of reach
        const int battery = int(WeaponType::Battery);
        QTest::newRow("battery 1") << battery << 1 << 0;
        QTest::newRow("battery 4") << battery << 4 << 0;
        QTest::newRow("battery 5") << battery << 5 << -1;
        QTest::newRow("battery 8") << battery << 8 << -1;
        QTest::newRow("battery 9") << battery << 9 << -2;
        QTest::newRow("battery 12") << battery << 12 << -2;
        QTest::newRow("battery 13") << battery << 13 << -3;
        QTest::newRow("battery 16") << battery << 16 << -3;
        QTest::newRow("battery 17") << battery << 17 << 99;
        QTest::newRow("drone 8") << int(WeaponType::Drone) << 8 << 0;
        QTest::newRow("drone 9") << int(WeaponType::Drone) << 9 << 99;
        QTest::newRow("fusion 4") << int(WeaponType::Fusion) << 4 << 0;
        QTest::newRow("fusion 5") << int(WeaponType::Fusion) << 5 << 99;
        QTest::newRow("rack 16") << int(WeaponType::Rack) << 16 << 0;
        QTest::newRow("rack 17") << int(WeaponType::Rack) << 17 << 99;
        QTest::newRow("negative") << int(WeaponType::Rack) << -1 << 99;
    }
    void rangeModifiers()
    {
        QFETCH(int, type);
        QFETCH(int, range);
        QFETCH(int, modifier);
        const std::optional<int> m = rangeModifier(WeaponType(type), range);
        QCOMPARE(m.value_or(99), modifier);
    }

    // Quick reference: drone, fusion and rack are reduced by PD; battery and rack may split;
    // fusion follows up; a battery's arc is 180°, the others' 90°.
    void weaponTypes()
    {
        QVERIFY(!weaponReach(WeaponType::Battery).pdReduces);
        QVERIFY(weaponReach(WeaponType::Drone).pdReduces);
        QVERIFY(weaponReach(WeaponType::Fusion).pdReduces);
        QVERIFY(weaponReach(WeaponType::Rack).pdReduces);
        QVERIFY(weaponReach(WeaponType::Battery).maySplit);
        QVERIFY(weaponReach(WeaponType::Rack).maySplit);
        QVERIFY(!weaponReach(WeaponType::Drone).maySplit);
        QVERIFY(!weaponReach(WeaponType::Fusion).maySplit);
        QVERIFY(weaponReach(WeaponType::Fusion).followUps);
        QCOMPARE(typeArcDegrees(WeaponType::Battery), 180);
        QCOMPARE(typeArcDegrees(WeaponType::Rack), 90);
        Weapon w;
        w.type = WeaponType::Drone;
        QCOMPARE(arcDegrees(w), 90);
        w.degrees = 180;
        QCOMPARE(arcDegrees(w), 180);
    }

    // Digest §4.5 DEFAULT: DV = shield value; Double Front doubles it against the front half and
    // leaves none against the rear; Double Back the mirror; Maximum as Normal unless the option
    // doubles it.
    void defence()
    {
        SunderOptions o;
        QCOMPARE(defenceValue(5, ShieldSetting::Normal, true, o), 5);
        QCOMPARE(defenceValue(5, ShieldSetting::Normal, false, o), 5);
        QCOMPARE(defenceValue(5, ShieldSetting::DoubleFront, true, o), 10);
        QCOMPARE(defenceValue(5, ShieldSetting::DoubleFront, false, o), 0);
        QCOMPARE(defenceValue(5, ShieldSetting::DoubleBack, true, o), 0);
        QCOMPARE(defenceValue(5, ShieldSetting::DoubleBack, false, o), 10);
        QCOMPARE(defenceValue(5, ShieldSetting::Maximum, true, o), 5);
        o.maximumDoubles = true;
        QCOMPARE(defenceValue(5, ShieldSetting::Maximum, false, o), 10);
        o.dvBonus = 1;
        QCOMPARE(defenceValue(5, ShieldSetting::Normal, true, o), 6);
    }

    // Quick reference, "Resulting Damage": A <= D none; greater but not double 1; double 2;
    // triple 3. D <= 0 counts as 1 (digest §4.5 DEFAULT).
    void damage_data()
    {
        QTest::addColumn<int>("a");
        QTest::addColumn<int>("d");
        QTest::addColumn<int>("damage");
        QTest::newRow("equal") << 8 << 8 << 0;
        QTest::newRow("less") << 3 << 8 << 0;
        QTest::newRow("greater") << 9 << 8 << 1;
        QTest::newRow("just short of double") << 15 << 8 << 1;
        QTest::newRow("double") << 16 << 8 << 2;
        QTest::newRow("triple") << 24 << 8 << 3;
        QTest::newRow("d zero") << 5 << 0 << 5;
        QTest::newRow("d negative") << 3 << -2 << 3;
    }
    void damage()
    {
        QFETCH(int, a);
        QFETCH(int, d);
        QFETCH(int, damage);
        QCOMPARE(attackDamage(a, d), damage);
    }

    // A squadron's modifier (rules option squadronInitiative, DEFAULT the lowest).
    void squadronInitiative()
    {
        SunderOptions o;
        QCOMPARE(groupInitiative(1, 3, o), 1);
        QCOMPARE(groupInitiative(3, -1, o), -1);
        o.squadronHighest = true;
        QCOMPARE(groupInitiative(1, 3, o), 3);
        QCOMPARE(groupInitiative(3, -1, o), 3);
    }

    // The battle options: bearing (shared; default "best", not an assumption: the
    // arcs are the quick reference's) and blastAttack (default "total", an assumption: the source
    // says only "a 2D6 attack"), both resolved from a fleet's values.
    void battleOptions()
    {
        const std::vector<model::RulesOptionSpec> specs = makeOptionSpecs();
        const auto find = [&](const char *id) -> const model::RulesOptionSpec * {
            for (const model::RulesOptionSpec &spec : specs) {
                if (spec.id == QLatin1String(id))
                    return &spec;
            }
            return nullptr;
        };
        const model::RulesOptionSpec *bearing = find("bearing");
        const model::RulesOptionSpec *blast = find("blastAttack");
        QVERIFY(bearing && blast);
        QCOMPARE(std::get<QString>(bearing->defaultValue), QStringLiteral("best"));
        QVERIFY(!bearing->assumption);
        QCOMPARE(std::get<QString>(blast->defaultValue), QStringLiteral("total"));
        QVERIFY(blast->assumption);
        model::RulesOptions values;
        SunderOptions o = resolveOptions(specs, values);
        QVERIFY(!o.allBear && !o.blastAsAv);
        values.set(QStringLiteral("bearing"), QStringLiteral("all"));
        values.set(QStringLiteral("blastAttack"), QStringLiteral("av"));
        o = resolveOptions(specs, values);
        QVERIFY(o.allBear && o.blastAsAv);
    }

    void victoryHullValues()
    {
        SunderOptions o;
        QCOMPARE(victoryHull(carrier(), o), 3);
        o.victoryByPoints = true;
        QCOMPARE(victoryHull(carrier(), o), 20);
    }

    void readsTheFleet()
    {
        const auto &settings = m_fleet->settingsAs<SunderFleetSettings>();
        QCOMPARE(settings.faction, QStringLiteral("Grand Terran Imperium"));
        QCOMPARE(settings.groups.size(), std::size_t(2));
        QCOMPARE(settings.findGroup(QStringLiteral("Escort")), 1);
        QCOMPARE(settings.findGroup(QStringLiteral("Nobody")), -1);
        const SunderCard &c = cruiser();
        QCOMPARE(c.size, HullSize::Medium);
        QCOMPARE(c.weapons.size(), std::size_t(2));
        QCOMPARE(c.weapons[1].type, WeaponType::Drone);
        QCOMPARE(c.weapons[1].arc, Facing::Left);
        QVERIFY(c.example);
        QVERIFY(c.hasBays);
        QVERIFY(!sunderCard(*m_fleet, 1).hasBays);
        const auto &valiant = m_fleet->shipAs<SunderShip>(0);
        QVERIFY(valiant.flagship);
        QCOMPARE(valiant.group, QStringLiteral("Lance"));
        const auto &bastion = m_fleet->shipAs<SunderShip>(3);
        QCOMPARE(bastion.fighters, 6);
        QCOMPARE(bastion.bombers, 4);
        QVERIFY(bastion.group.isEmpty());
        QCOMPARE(findSunderCard(*m_fleet, QStringLiteral("mc")), &carrier());
    }

    void roundTrip()
    {
        const QByteArray text = model::FleetFile::serialize(*m_fleet, m_registries->systems);
        nlohmann::json written = nlohmann::json::parse(text.toStdString());
        written.erase("options");
        const nlohmann::json original
            = nlohmann::json::parse(test::readFile(patrolPath()).toStdString());
        QCOMPARE(QString::fromStdString(written.dump(1)), QString::fromStdString(original.dump(1)));
        auto again = test::parseFleet(*m_registries, text);
        QVERIFY(again);
        QCOMPARE(model::FleetFile::serialize(*again, m_registries->systems), text);
    }

    void unknownKeysSurvive()
    {
        Json json = Json::parse(test::readFile(patrolPath()).toStdString());
        json["designs"][0]["artist"] = "keep me";
        json["designs"][0]["weapons"][1]["ammo"] = 12;
        json["designs"][0]["bays"]["shuttles"] = Json::array({2, 1});
        json["groups"][0]["colour"] = "red";
        json["ships"][0]["captain"] = "Reyes";
        json["scenario"] = "ambush";
        auto fleet = test::parseFleet(*m_registries, json);
        QVERIFY(fleet);
        const Json again
            = Json::parse(model::FleetFile::serialize(*fleet, m_registries->systems).toStdString());
        QVERIFY(again["designs"][0]["artist"] == Json("keep me"));
        QVERIFY(again["designs"][0]["weapons"][1]["ammo"] == Json(12));
        QVERIFY(again["designs"][0]["bays"]["shuttles"] == Json::array({2, 1}));
        QVERIFY(again["groups"][0]["colour"] == Json("red"));
        QVERIFY(again["ships"][0]["captain"] == Json("Reyes"));
        QVERIFY(again["scenario"] == Json("ambush"));
    }

    void malformed_data()
    {
        QTest::addColumn<QString>("pointer");
        QTest::addColumn<QByteArray>("value");
        QTest::addColumn<QString>("place");
        QTest::newRow("size") << "/designs/0/size" << QByteArray("\"huge\"") << "designs[0].size";
        QTest::newRow("weapon type") << "/designs/0/weapons/0/type" << QByteArray("\"laser\"")
                                     << "designs[0].weapons[0].type";
        QTest::newRow("arc") << "/designs/0/weapons/0/arc" << QByteArray("\"up\"")
                             << "designs[0].weapons[0].arc";
        QTest::newRow("av text") << "/designs/0/weapons/0/av/1" << QByteArray("\"four\"")
                                 << "designs[0].weapons[0].av[1]";
        QTest::newRow("mp not a list") << "/designs/0/mp" << QByteArray("5") << "designs[0].mp";
        QTest::newRow("bays") << "/designs/0/bays" << QByteArray("[1]") << "designs[0].bays";
        QTest::newRow("huge") << "/designs/0/shield/0" << QByteArray("1e12")
                              << "designs[0].shield[0]";
        QTest::newRow("group kind")
            << "/groups/0/kind" << QByteArray("\"fleet\"") << "groups[0].kind";
        QTest::newRow("groups") << "/groups" << QByteArray("{}") << "groups";
        QTest::newRow("ship") << "/ships/1" << QByteArray("\"Arrow\"") << "ships[1]";
        QTest::newRow("flagship") << "/ships/0/flagship" << QByteArray("\"yes\"")
                                  << "ships[0].flagship";
        QTest::newRow("fighters") << "/ships/3/fighters" << QByteArray("-1") << "ships[3].fighters";
    }
    void malformed()
    {
        QFETCH(QString, pointer);
        QFETCH(QByteArray, value);
        QFETCH(QString, place);
        Json json = Json::parse(test::readFile(patrolPath()).toStdString());
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

    void newFleetHasTheDefaultBudget()
    {
        const model::GameSystem *system = m_registries->systems.find(QStringLiteral("sunder"));
        QVERIFY(system);
        QCOMPARE(system->createFleet()->budget, std::optional<int>(50));
    }

    // The report: each ship's card points, bays against flights carried, the card's figures.
    void report()
    {
        const model::GameSystem *system = m_registries->systems.find(QStringLiteral("sunder"));
        QVERIFY(system);
        const model::FleetReport r = system->report(*m_fleet);
        QCOMPARE(r.ships.size(), std::size_t(4));
        QCOMPARE(r.total.total(), 12 + 5 + 5 + 20);
        QCOMPARE(r.ships[0].group, QStringLiteral("Lance"));
        QVERIFY(r.ships[0].capacities.empty()); // no bays, nothing carried
        const model::CapacityReport *fighters = r.ships[3].capacity(u"fighterBays");
        QVERIFY(fighters);
        QCOMPARE(fighters->used.total(), 6);
        QCOMPARE(fighters->available.total(), 6);
        const model::CapacityReport *bombers = r.ships[3].capacity(u"bomberBays");
        QVERIFY(bombers);
        QCOMPARE(bombers->used.total(), 4);
        QVERIFY(!bombers->over());
        QCOMPARE(r.ships[3].stat(u"damage")->number, std::optional<int>(6));
        QCOMPARE(r.ships[0].stat(u"damage")->number, std::optional<int>(4));
        QCOMPARE(r.ships[0].stat(u"mp")->value, QStringLiteral("5/4"));
        QCOMPARE(r.ships[0].stat(u"dv")->assumption, QStringLiteral("dvBonus"));
        QVERIFY(r.ships[0].stat(u"flagship"));
        QVERIFY(!r.ships[1].stat(u"flagship"));
        QVERIFY(!r.ships[0].stat(u"bays")); // bays of 0/0 are no bays
        QCOMPARE(r.ships[3].stat(u"bays")->value, QStringLiteral("fighters 6/4/2, bombers 6/4/2"));
    }
};

QTEST_GUILESS_MAIN(TestSunderRules)
#include "tst_sunder_rules.moc"
