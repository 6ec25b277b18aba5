// Every EasyStar validation rule, with a legal case (the issue is absent) and a breaking case
// (the issue is present with its code and subject path). Rule references are to the EasyStar
// rules text (rev. 10/04/2004).

#include "TestSupport.h"

#include <QTest>

#include <algorithm>

using namespace fw;
using model::Json;

namespace {

constexpr const char *Flagship = R"({"name": "Flag", "class": "destroyer", "flagship": true})";

// A fleet file from ship objects (JSON text) and top-level keys merged over the defaults
// (budget 500, no options).
QByteArray fleet(std::initializer_list<const char *> ships, const char *top = "{}")
{
    Json root = Json::parse(R"({"format": "fleetwright-fleet", "formatVersion": 1,
                                "system": "easystar", "name": "Test", "budget": 500})");
    root.merge_patch(Json::parse(top));
    Json list = Json::array();
    for (const char *ship : ships)
        list.push_back(Json::parse(ship));
    root["ships"] = list;
    return QByteArray::fromStdString(root.dump());
}

// N copies of a ship.
std::vector<const char *> repeat(const char *ship, int n)
{
    return std::vector<const char *>(std::size_t(n), ship);
}

QByteArray fleetOf(const std::vector<const char *> &ships, const char *top = "{}")
{
    Json root = Json::parse(fleet({}, top).toStdString());
    for (const char *ship : ships)
        root["ships"].push_back(Json::parse(ship));
    return QByteArray::fromStdString(root.dump());
}

} // namespace

class TestEasyStarValidation : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<test::Registries> m_registries;

    validators::Issues validate(const QByteArray &json)
    {
        auto f = test::parseFleet(*m_registries, json);
        if (!f)
            return {};
        return validators::validateFleet(*f, m_registries->validators);
    }

private Q_SLOTS:
    void initTestCase()
    {
        test::installEnglish();
        m_registries = test::makeRegistries();
        QVERIFY(m_registries);
    }

    void rules_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("subject");
        QTest::addColumn<bool>("present");

        // §II: budgets come in multiples of 250; the fleet may not cost more.
        QTest::newRow("budget multiple of 250: legal")
            << fleet({Flagship}, R"({"budget": 750})") << "easystar.budget.notMultiple"
            << "budget" << false;
        QTest::newRow("budget multiple of 250: broken")
            << fleet({Flagship}, R"({"budget": 300})") << "easystar.budget.notMultiple"
            << "budget" << true;
        const char *battleship = R"({"name": "B", "class": "battleship"})";
        const char *cruiser = R"({"name": "C", "class": "cruiser"})";
        QTest::newRow("within budget: legal")
            << fleet({Flagship, battleship, battleship, cruiser}, R"({"budget": 250})")
            << "easystar.budget.exceeded"
            << "budget" << false; // 30 + 80 + 80 + 55 = 245
        QTest::newRow("over budget: broken")
            << fleet({Flagship, battleship, battleship, cruiser, cruiser}, R"({"budget": 250})")
            << "easystar.budget.exceeded"
            << "budget" << true;

        // §II: at most 18 ships; Ship Type Table: counters per class.
        std::vector<const char *> eighteen = {Flagship};
        for (const auto &[ship, n] : std::vector<std::pair<const char *, int>>{
                 {R"({"name": "S", "class": "scout"})", 3},
                 {R"({"name": "D", "class": "destroyer"})", 5},
                 {cruiser, 6},
                 {battleship, 2},
                 {R"({"name": "L", "class": "leviathan"})", 1}}) {
            for (int i = 0; i < n; ++i)
                eighteen.push_back(ship);
        }
        const char *big = R"({"budget": 5000, "options": {"leviathansAllowed": true}})";
        QTest::newRow("18 ships: legal") << fleetOf(eighteen, big) << "easystar.fleet.tooManyShips"
                                         << "ships" << false;
        QTest::newRow("18 ships: every counter used")
            << fleetOf(eighteen, big) << "easystar.fleet.classCounters"
            << "ships[18].class" << false;
        std::vector<const char *> nineteen = eighteen;
        nineteen.push_back(R"({"name": "S4", "class": "scout"})");
        QTest::newRow("19 ships: broken") << fleetOf(nineteen, big) << "easystar.fleet.tooManyShips"
                                          << "ships" << true;
        QTest::newRow("4th scout counter: broken")
            << fleetOf(nineteen, big) << "easystar.fleet.classCounters"
            << "ships[18].class" << true;
        std::vector<const char *> threeScouts = {Flagship};
        for (const char *s : repeat(R"({"name": "S", "class": "scout"})", 3))
            threeScouts.push_back(s);
        QTest::newRow("3 scouts: legal") << fleetOf(threeScouts) << "easystar.fleet.classCounters"
                                         << "ships[3].class" << false;
        threeScouts.push_back(R"({"name": "S", "class": "scout"})");
        QTest::newRow("4 scouts: broken") << fleetOf(threeScouts) << "easystar.fleet.classCounters"
                                          << "ships[4].class" << true;
        QTest::newRow("2 leviathans: broken")
            << fleet({Flagship, R"({"name": "L1", "class": "leviathan"})",
                      R"({"name": "L2", "class": "leviathan"})"},
                     big)
            << "easystar.fleet.classCounters"
            << "ships[2].class" << true;

        // Ship Type Table: 6 interceptor and 6 attack-craft counters.
        const char *carrier4
            = R"({"name": "K", "class": "destroyer", "fighterBays": 2, "fighters": {"interceptor": 4}})";
        const char *carrier2
            = R"({"name": "K", "class": "destroyer", "fighterBays": 1, "fighters": {"interceptor": 2}})";
        QTest::newRow("6 interceptors: legal")
            << fleet({Flagship, carrier4, carrier2}) << "easystar.fleet.fighterCounters"
            << "ships[2].fighters.interceptor" << false;
        QTest::newRow("8 interceptors: broken")
            << fleet({Flagship, carrier4, carrier4}) << "easystar.fleet.fighterCounters"
            << "ships[2].fighters.interceptor" << true;

        // §IV: Leviathans only if the players agree.
        const char *leviathan = R"({"name": "L", "class": "leviathan"})";
        QTest::newRow("leviathan allowed: legal")
            << fleet({Flagship, leviathan}, R"({"options": {"leviathansAllowed": true}})")
            << "easystar.leviathan.notAllowed"
            << "ships[1].class" << false;
        QTest::newRow("leviathan not allowed: broken")
            << fleet({Flagship, leviathan}) << "easystar.leviathan.notAllowed"
            << "ships[1].class" << true;

        // §V.D: at most 3 damage-control counters per player.
        QTest::newRow("3 damage control: legal")
            << fleet({Flagship}, R"({"damageControl": 3})") << "easystar.damageControl.tooMany"
            << "damageControl" << false;
        QTest::newRow("4 damage control: broken")
            << fleet({Flagship}, R"({"damageControl": 4})") << "easystar.damageControl.tooMany"
            << "damageControl" << true;

        // §V.F: exactly one flagship.
        const char *plain = R"({"name": "P", "class": "destroyer"})";
        QTest::newRow("one flagship: legal") << fleet({plain, Flagship}) << "easystar.flagship.none"
                                             << "ships" << false;
        QTest::newRow("no flagship: broken") << fleet({plain, plain}) << "easystar.flagship.none"
                                             << "ships" << true;
        QTest::newRow("two flagships: broken")
            << fleet({Flagship, plain, Flagship}) << "easystar.flagship.multiple"
            << "ships[2].flagship" << true;
        QTest::newRow("empty fleet: warning") << fleet({}) << "easystar.fleet.empty"
                                              << "ships" << true;

        // §V.A, §VI.A: spaces used within W.
        QTest::newRow("4 spaces on a destroyer: legal") << fleet(
            {R"({"name": "F", "class": "destroyer", "flagship": true, "weapons": [{"type": "beam", "mount": "axial", "range": 2, "damage": 3}]})"})
                                                        << "easystar.ship.overCapacity"
                                                        << "ships[0].weapons" << false;
        QTest::newRow("5 spaces on a destroyer: broken") << fleet(
            {R"({"name": "F", "class": "destroyer", "flagship": true, "weapons": [{"type": "beam", "mount": "ventral", "range": 2, "damage": 3}]})"})
                                                         << "easystar.ship.overCapacity"
                                                         << "ships[0].weapons" << true;
        QTest::newRow("leviathan capped by option: broken") << fleet(
            {Flagship,
             R"({"name": "L", "class": "leviathan", "weapons": [{"type": "beam", "mount": "axial", "range": 5, "damage": 5}]})"},
            R"({"options": {"leviathansAllowed": true, "leviathanWeaponSpaces": 6}})")
                                                            << "easystar.ship.overCapacity"
                                                            << "ships[1].weapons" << true;
        QTest::newRow("leviathan uncapped by default: legal") << fleet(
            {Flagship,
             R"({"name": "L", "class": "leviathan", "weapons": [{"type": "beam", "mount": "axial", "range": 5, "damage": 5}]})"},
            R"({"options": {"leviathansAllowed": true}})") << "easystar.ship.overCapacity"
                                                              << "ships[1].weapons" << false;

        // §VI.A: speed traded between 0 and the ship's speed.
        QTest::newRow("station: all speed traded, legal")
            << fleet({R"({"name": "F", "class": "destroyer", "flagship": true, "speedTraded": 3})"})
            << "easystar.ship.speedTradeTooHigh"
            << "ships[0].speedTraded" << false;
        QTest::newRow("more speed traded than the ship has: broken")
            << fleet({R"({"name": "F", "class": "destroyer", "flagship": true, "speedTraded": 4})"})
            << "easystar.ship.speedTradeTooHigh"
            << "ships[0].speedTraded" << true;

        // §V.D: engines never above speed 4, never with speed traded.
        QTest::newRow("engine on a destroyer: legal")
            << fleet({R"({"name": "F", "class": "destroyer", "flagship": true, "engine": true})"})
            << "easystar.engine.overMaxSpeed"
            << "ships[0].engine" << false;
        QTest::newRow("engine on a scout: broken")
            << fleet({Flagship, R"({"name": "S", "class": "scout", "engine": true})"})
            << "easystar.engine.overMaxSpeed"
            << "ships[1].engine" << true;
        QTest::newRow("engine after trading speed: broken") << fleet(
            {R"({"name": "F", "class": "destroyer", "flagship": true, "engine": true, "speedTraded": 1})"})
                                                            << "easystar.engine.withSpeedTrade"
                                                            << "ships[0].engine" << true;

        // §V.D: Leviathans cannot use gun mounts.
        QTest::newRow("gun mount on a cruiser: legal")
            << fleet({R"({"name": "F", "class": "cruiser", "flagship": true, "gunMount": true})"})
            << "easystar.gunMount.notAllowed"
            << "ships[0].gunMount" << false;
        QTest::newRow("gun mount on a leviathan: broken")
            << fleet({Flagship, R"({"name": "L", "class": "leviathan", "gunMount": true})"},
                     R"({"options": {"leviathansAllowed": true}})")
            << "easystar.gunMount.notAllowed"
            << "ships[1].gunMount" << true;

        // §V.D: one of each auxiliary per ship.
        QTest::newRow("different auxiliaries: legal") << fleet(
            {R"({"name": "F", "class": "cruiser", "flagship": true, "auxiliaries": ["ecm", "targetingPod"]})"})
                                                      << "easystar.auxiliary.duplicate"
                                                      << "ships[0].auxiliaries[1]" << false;
        QTest::newRow("two ECM pods: broken") << fleet(
            {R"({"name": "F", "class": "cruiser", "flagship": true, "auxiliaries": ["ecm", "ecm"]})"})
                                              << "easystar.auxiliary.duplicate"
                                              << "ships[0].auxiliaries[1]" << true;
        QTest::newRow("advantage engine on top of a bought one: broken") << fleet(
            {R"({"name": "F", "class": "cruiser", "flagship": true, "engine": true, "flagshipAdvantage": {"roll": 7, "devices": ["engine"]}})"})
                                                                         << "easystar.auxiliary."
                                                                            "duplicate"
                                                                         << "ships[0]."
                                                                            "flagshipAdvantage."
                                                                            "devices[0]"
                                                                         << true;

        // §V.D, §V.E: two fighters per bay.
        QTest::newRow("2 fighters in a bay: legal") << fleet(
            {R"({"name": "F", "class": "destroyer", "flagship": true, "fighterBays": 1, "fighters": {"attack": 2}})"})
                                                    << "easystar.fighters.overBays"
                                                    << "ships[0].fighters" << false;
        QTest::newRow("3 fighters in a bay: broken") << fleet(
            {R"({"name": "F", "class": "destroyer", "flagship": true, "fighterBays": 1, "fighters": {"attack": 2, "interceptor": 1}})"})
                                                     << "easystar.fighters.overBays"
                                                     << "ships[0].fighters" << true;

        // §V.A: range and damage at least 1.
        const auto oneWeapon = [](const char *weapons, const char *cls = "cruiser") {
            Json ship = Json::parse(R"({"name": "F", "flagship": true})");
            ship["class"] = cls;
            ship["weapons"] = Json::parse(std::string("[") + weapons + "]");
            return fleet({ship.dump().c_str()});
        };
        QTest::newRow("range 0: broken")
            << oneWeapon(R"({"type": "beam", "mount": "axial", "range": 0})")
            << "easystar.weapon.rangeBelowOne"
            << "ships[0].weapons[0].range" << true;
        QTest::newRow("damage 0: broken")
            << oneWeapon(R"({"type": "beam", "mount": "axial", "damage": 0})")
            << "easystar.weapon.damageBelowOne"
            << "ships[0].weapons[0].damage" << true;
        QTest::newRow("range 1: legal")
            << oneWeapon(R"({"type": "beam", "mount": "axial"})") << "easystar.weapon.rangeBelowOne"
            << "ships[0].weapons[0].range" << false;

        // §V.C: point defense and torpedo bank take no units.
        QTest::newRow("plain point defense: legal")
            << oneWeapon(R"({"type": "pointDefense", "mount": "dorsal"})")
            << "easystar.weapon.unitsNotAllowed"
            << "ships[0].weapons[0].range" << false;
        QTest::newRow("point defense with range: broken")
            << oneWeapon(R"({"type": "pointDefense", "mount": "dorsal", "range": 2})")
            << "easystar.weapon.unitsNotAllowed"
            << "ships[0].weapons[0].range" << true;
        QTest::newRow("torpedo bank with damage: broken")
            << oneWeapon(R"({"type": "torpedoBank", "mount": "ventral", "damage": 2})")
            << "easystar.weapon.unitsNotAllowed"
            << "ships[0].weapons[0].damage" << true;

        // §V.B: mount maxima axial 5, ventral 4, dorsal 3; the missile's +1 damage and the
        // torpedo's +1 range are not counted.
        const struct
        {
            const char *name, *weapon, *code, *subject;
            bool present;
        } limits[] = {
            {"axial range 5: legal", R"({"type": "beam", "mount": "axial", "range": 5})",
             "easystar.weapon.rangeOverMount", "range", false},
            {"axial range 6: broken", R"({"type": "beam", "mount": "axial", "range": 6})",
             "easystar.weapon.rangeOverMount", "range", true},
            {"ventral damage 4: legal", R"({"type": "beam", "mount": "ventral", "damage": 4})",
             "easystar.weapon.damageOverMount", "damage", false},
            {"ventral damage 5: broken", R"({"type": "beam", "mount": "ventral", "damage": 5})",
             "easystar.weapon.damageOverMount", "damage", true},
            {"dorsal range 3: legal", R"({"type": "beam", "mount": "dorsal", "range": 3})",
             "easystar.weapon.rangeOverMount", "range", false},
            {"dorsal range 4: broken", R"({"type": "beam", "mount": "dorsal", "range": 4})",
             "easystar.weapon.rangeOverMount", "range", true},
            {"axial missile damage 5 (hits for 6): legal",
             R"({"type": "missile", "mount": "axial", "damage": 5})",
             "easystar.weapon.damageOverMount", "damage", false},
            {"axial torpedo range 5 (reaches 6): legal",
             R"({"type": "torpedo", "mount": "axial", "range": 5})",
             "easystar.weapon.rangeOverMount", "range", false},
            {"dorsal missile damage 3 (hits for 4): legal",
             R"({"type": "missile", "mount": "dorsal", "damage": 3})",
             "easystar.weapon.damageOverMount", "damage", false},
        };
        for (const auto &l : limits) {
            QTest::newRow(l.name) << oneWeapon(l.weapon, "battleship")
                                  << QString::fromLatin1(l.code)
                                  << QStringLiteral("ships[0].weapons[0].")
                                         + QLatin1String(l.subject)
                                  << l.present;
        }

        // §V.C: CLB axial; BDVM and torpedo bank ventral; all three on cruisers and larger.
        QTest::newRow("CLB axial on a cruiser: legal")
            << oneWeapon(R"({"type": "centerlineBlaster", "mount": "axial"})")
            << "easystar.weapon.mountNotAllowed"
            << "ships[0].weapons[0].mount" << false;
        QTest::newRow("CLB ventral: broken")
            << oneWeapon(R"({"type": "centerlineBlaster", "mount": "ventral"})")
            << "easystar.weapon.mountNotAllowed"
            << "ships[0].weapons[0].mount" << true;
        QTest::newRow("BDVM axial: broken")
            << oneWeapon(R"({"type": "bidirectionalMissile", "mount": "axial"})")
            << "easystar.weapon.mountNotAllowed"
            << "ships[0].weapons[0].mount" << true;
        QTest::newRow("torpedo bank dorsal: broken")
            << oneWeapon(R"({"type": "torpedoBank", "mount": "dorsal"})")
            << "easystar.weapon.mountNotAllowed"
            << "ships[0].weapons[0].mount" << true;
        QTest::newRow("CLB on a cruiser: legal")
            << oneWeapon(R"({"type": "centerlineBlaster", "mount": "axial"})")
            << "easystar.weapon.hullTooSmall"
            << "ships[0].weapons[0].type" << false;
        QTest::newRow("CLB on a destroyer: broken")
            << oneWeapon(R"({"type": "centerlineBlaster", "mount": "axial"})", "destroyer")
            << "easystar.weapon.hullTooSmall"
            << "ships[0].weapons[0].type" << true;
        QTest::newRow("torpedo bank on a scout: broken")
            << oneWeapon(R"({"type": "torpedoBank", "mount": "ventral"})", "scout")
            << "easystar.weapon.hullTooSmall"
            << "ships[0].weapons[0].type" << true;

        // §V.B: dorsal weapons up to the class's dorsal mounts; advantage items are exempt.
        QTest::newRow("2 dorsal weapons on a cruiser: legal") << oneWeapon(
            R"({"type": "pointDefense", "mount": "dorsal"}, {"type": "beam", "mount": "dorsal"})")
                                                              << "easystar.ship.tooManyDorsal"
                                                              << "ships[0].weapons[1].mount"
                                                              << false;
        QTest::newRow("2 dorsal weapons on a destroyer: broken") << oneWeapon(
            R"({"type": "pointDefense", "mount": "dorsal"}, {"type": "beam", "mount": "dorsal"})",
            "destroyer") << "easystar.ship.tooManyDorsal"
                                                                 << "ships[0].weapons[1].mount"
                                                                 << true;
        QTest::newRow("dorsal weapon on a scout: broken") << fleet(
            {Flagship,
             R"({"name": "S", "class": "scout", "weapons": [{"type": "beam", "mount": "dorsal"}]})"})
                                                          << "easystar.ship.tooManyDorsal"
                                                          << "ships[1].weapons[0].mount" << true;
        const char *extraDorsal = R"({"name": "F", "class": "destroyer", "flagship": true,
            "weapons": [{"type": "pointDefense", "mount": "dorsal"}],
            "flagshipAdvantage": {"roll": 10, "weapons": [{"type": "pointDefense", "mount": "dorsal"}, {"type": "torpedo", "mount": "ventral"}]}})";
        QTest::newRow("advantage adds a second dorsal: legal")
            << fleet({extraDorsal}) << "easystar.ship.tooManyDorsal"
            << "ships[0].weapons[0].mount" << false;
        QTest::newRow("advantage weapons all granted: legal")
            << fleet({extraDorsal}) << "easystar.flagship.notGranted"
            << "ships[0].flagshipAdvantage.weapons[1]" << false;

        // §V.F: the advantage belongs to the flagship and grants what the roll says.
        QTest::newRow("advantage on another ship: broken") << fleet(
            {Flagship,
             R"({"name": "P", "class": "destroyer", "flagshipAdvantage": {"roll": 4, "devices": ["deflectorShield"]}})"})
                                                           << "easystar.flagship."
                                                              "advantageNotFlagship"
                                                           << "ships[1].flagshipAdvantage" << true;
        const auto advantage = [](const char *adv) {
            Json ship = Json::parse(R"({"name": "F", "class": "cruiser", "flagship": true,
                "weapons": [{"type": "beam", "mount": "axial", "range": 3, "damage": 2}]})");
            ship["flagshipAdvantage"] = Json::parse(adv);
            return fleet({ship.dump().c_str()});
        };
        QTest::newRow("roll 12 with two rerolls: legal")
            << advantage(
                   R"({"roll": 12, "rerolls": [4, 9], "devices": ["deflectorShield", "ecm"]})")
            << "easystar.flagship.rerolls"
            << "ships[0].flagshipAdvantage.rerolls" << false;
        QTest::newRow("roll 12 with one reroll: broken")
            << advantage(R"({"roll": 12, "rerolls": [4]})") << "easystar.flagship.rerolls"
            << "ships[0].flagshipAdvantage.rerolls" << true;
        QTest::newRow("roll 12 with duplicate rerolls: broken")
            << advantage(R"({"roll": 12, "rerolls": [4, 4]})") << "easystar.flagship.rerolls"
            << "ships[0].flagshipAdvantage.rerolls" << true;
        QTest::newRow("roll 12 rerolled as 12: broken")
            << advantage(R"({"roll": 12, "rerolls": [4, 12]})") << "easystar.flagship.rerolls"
            << "ships[0].flagshipAdvantage.rerolls" << true;
        QTest::newRow("rerolls without a 12: broken")
            << advantage(R"({"roll": 4, "rerolls": [4, 9]})") << "easystar.flagship.rerolls"
            << "ships[0].flagshipAdvantage.rerolls" << true;
        QTest::newRow("roll 7 grants an engine: legal")
            << advantage(R"({"roll": 7, "devices": ["engine"]})") << "easystar.flagship.notGranted"
            << "ships[0].flagshipAdvantage.devices[0]" << false;
        QTest::newRow("roll 9 does not grant an engine: broken")
            << advantage(R"({"roll": 9, "devices": ["engine"]})") << "easystar.flagship.notGranted"
            << "ships[0].flagshipAdvantage.devices[0]" << true;
        QTest::newRow("roll 2 weapon must have range 5: broken")
            << advantage(
                   R"({"roll": 2, "weapons": [{"type": "beam", "mount": "axial", "range": 4}]})")
            << "easystar.flagship.notGranted"
            << "ships[0].flagshipAdvantage.weapons[0]" << true;
        QTest::newRow("roll 2 weapon with range 5: legal") << advantage(
            R"({"roll": 2, "weapons": [{"type": "beam", "mount": "axial", "range": 5, "damage": 2}]})")
                                                           << "easystar.flagship.notGranted"
                                                           << "ships[0].flagshipAdvantage.weapons["
                                                              "0]"
                                                           << false;
        QTest::newRow("roll 10 half taken: warning") << advantage(
            R"({"roll": 10, "weapons": [{"type": "pointDefense", "mount": "dorsal"}]})")
                                                     << "easystar.flagship.grantUnused"
                                                     << "ships[0].flagshipAdvantage" << true;
        QTest::newRow("roll 3: a bay and 2 fighters, legal")
            << advantage(R"({"roll": 3, "devices": ["fighterBay"], "fighters": {"attack": 2}})")
            << "easystar.fighters.overBays"
            << "ships[0].fighters" << false;
        QTest::newRow("roll 3: 3 fighters not granted")
            << advantage(R"({"roll": 3, "devices": ["fighterBay"], "fighters": {"attack": 3}})")
            << "easystar.flagship.notGranted"
            << "ships[0].flagshipAdvantage.fighters" << true;
        QTest::newRow("roll 6: 2 damage-control counters not granted")
            << advantage(R"({"roll": 6, "damageControl": 2})") << "easystar.flagship.notGranted"
            << "ships[0].flagshipAdvantage.damageControl" << true;

        // Rolls 5 and 11: free range/damage units.
        const auto freeUnits = [](const char *weapon, const char *adv) {
            Json ship = Json::parse(R"({"name": "F", "class": "cruiser", "flagship": true})");
            ship["weapons"] = Json::array({Json::parse(weapon)});
            ship["flagshipAdvantage"] = Json::parse(adv);
            return fleet({ship.dump().c_str()});
        };
        QTest::newRow("roll 5: 3 free units, legal") << freeUnits(
            R"({"type": "beam", "mount": "axial", "range": 3, "damage": 2, "freeRange": 2, "freeDamage": 1})",
            R"({"roll": 5})") << "easystar.flagship.notGranted"
                                                     << "ships[0].flagshipAdvantage" << false;
        QTest::newRow("roll 11: 3 free units, broken") << freeUnits(
            R"({"type": "beam", "mount": "axial", "range": 3, "damage": 2, "freeRange": 2, "freeDamage": 1})",
            R"({"roll": 11, "devices": ["gunMount"]})") << "easystar.flagship.notGranted"
                                                       << "ships[0].flagshipAdvantage" << true;
        QTest::newRow("free units beyond the weapon's units: broken")
            << freeUnits(R"({"type": "beam", "mount": "axial", "range": 2, "freeRange": 2})",
                         R"({"roll": 5})")
            << "easystar.weapon.freeUnitsExceedUnits"
            << "ships[0].weapons[0].freeRange" << true;
        QTest::newRow("free units exempt from the mount maximum: legal")
            << freeUnits(R"({"type": "beam", "mount": "dorsal", "range": 5, "freeRange": 2})",
                         R"({"roll": 11, "devices": ["gunMount"]})")
            << "easystar.weapon.rangeOverMount"
            << "ships[0].weapons[0].range" << false;
        QTest::newRow("free units without an advantage: broken") << fleet(
            {R"({"name": "F", "class": "cruiser", "flagship": true, "weapons": [{"type": "beam", "mount": "axial", "range": 2, "freeRange": 1}]})"})
                                                                 << "easystar.flagship.notGranted"
                                                                 << "ships[0].weapons[0]" << true;

        // §V: weapon counters per type (option weaponCounterLimit; no limit by default).
        const char *torpedoes = R"({"name": "F", "class": "cruiser", "flagship": true, "weapons": [
            {"type": "torpedo", "mount": "axial"}, {"type": "torpedo", "mount": "axial"}, {"type": "torpedo", "mount": "axial"}]})";
        QTest::newRow("no counter limit by default: legal")
            << fleet({torpedoes}) << "easystar.counters.weaponMix"
            << "ships[0].weapons[2].type" << false;
        QTest::newRow("3 torpedoes, 2 counters: warning")
            << fleet({torpedoes}, R"({"options": {"weaponCounterLimit": 2}})")
            << "easystar.counters.weaponMix"
            << "ships[0].weapons[2].type" << true;

        // Appendix B scenarios.
        const char *bigCarrier
            = R"({"name": "F", "class": "battleship", "flagship": true, "fighterBays": 6, "fighters": {"interceptor": 6, "attack": 6}})";
        QTest::newRow("carrier strike, 6 full bays: legal")
            << fleet({bigCarrier}, R"({"scenario": {"id": "carrierStrike"}})")
            << "easystar.scenario.composition"
            << "ships" << false;
        QTest::newRow("carrier strike, 5 bays: broken") << fleet(
            {R"({"name": "F", "class": "battleship", "flagship": true, "fighterBays": 5, "fighters": {"interceptor": 5, "attack": 5}})"},
            R"({"scenario": {"id": "carrierStrike"}})") << "easystar.scenario.composition"
                                                        << "ships" << true;
        QTest::newRow("quality vs quantity at 250 BP: broken") << fleet(
            {Flagship}, R"({"budget": 250, "scenario": {"id": "qualityVsQuantity", "player": 2}})")
                                                               << "easystar.scenario.budget"
                                                               << "budget" << true;
        QTest::newRow("quality vs quantity, player 1, one leviathan: legal") << fleet(
            {R"({"name": "L", "class": "leviathan", "flagship": true})"},
            R"({"scenario": {"id": "qualityVsQuantity", "player": 1}, "options": {"leviathansAllowed": true}})")
                                                                             << "easystar.scenario."
                                                                                "composition"
                                                                             << "ships" << false;
        QTest::newRow("quality vs quantity, player 1, a destroyer: broken")
            << fleet({Flagship}, R"({"scenario": {"id": "qualityVsQuantity", "player": 1}})")
            << "easystar.scenario.composition"
            << "ships" << true;
        QTest::newRow("starbase defense, player 2, a leviathan: broken") << fleet(
            {Flagship, leviathan},
            R"({"scenario": {"id": "starbaseDefense", "player": 2}, "options": {"leviathansAllowed": true}})")
                                                                         << "easystar.scenario."
                                                                            "composition"
                                                                         << "ships[1].class"
                                                                         << true;
        QTest::newRow("starbase defense, player 1, motionless battleship: legal") << fleet(
            {R"({"name": "Base", "class": "battleship", "flagship": true, "speedTraded": 2})"},
            R"({"scenario": {"id": "starbaseDefense", "player": 1}})")
                                                                                  << "easystar."
                                                                                     "scenario."
                                                                                     "composition"
                                                                                  << "ships"
                                                                                  << false;
        QTest::newRow("squadrons below 500 BP: broken")
            << fleet({Flagship}, R"({"budget": 250, "scenario": {"id": "squadrons"}})")
            << "easystar.scenario.budget"
            << "budget" << true;

        // Unknown keys are kept and reported.
        QTest::newRow("misspelt key: warning")
            << fleet({R"({"name": "F", "class": "destroyer", "flagship": true, "fighterbays": 1})"})
            << "file.unknownKey"
            << "ships[0].fighterbays" << true;
    }

    void rules()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, code);
        QFETCH(QString, subject);
        QFETCH(bool, present);
        const validators::Issues issues = validate(json);
        QVERIFY2(test::hasIssue(issues, code, subject) == present,
                 qPrintable(QStringLiteral("expected %1 %2 at %3; got:\n%4")
                                .arg(present ? QStringLiteral("") : QStringLiteral("no"), code,
                                     subject, test::describe(issues))));
    }

    // The legal cases above are legal as a whole, not only free of one issue.
    void examplesAreLegal_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("sample destroyers") << "sample-destroyers";
        QTest::newRow("250 BP") << "yellow-250";
        QTest::newRow("500 BP") << "blue-500";
    }
    void examplesAreLegal()
    {
        QFETCH(QString, file);
        const validators::Issues issues = validate(test::readFile(
            test::sourcePath(QStringLiteral("resources/examples/%1.fleet.json").arg(file))));
        QVERIFY2(issues.empty(), qPrintable(test::describe(issues)));
    }

    // Messages carry the numbers and the issue its rule.
    void messageNamesTheNumbers()
    {
        const auto issues = validate(fleet({R"({"name": "F", "class": "cruiser", "flagship": true,
            "weapons": [{"type": "beam", "mount": "axial"}, {"type": "beam", "mount": "dorsal", "range": 5}]})"}));
        QCOMPARE(issues.size(), std::size_t(1));
        QCOMPARE(issues[0].severity, validators::Severity::Error);
        QCOMPARE(issues[0].code, QStringLiteral("easystar.weapon.rangeOverMount"));
        QCOMPARE(issues[0].subject, QStringLiteral("ships[0].weapons[1].range"));
        QCOMPARE(issues[0].message, QStringLiteral("Range 5 exceeds the dorsal maximum of 3."));
        QCOMPARE(issues[0].rule, QStringLiteral("EasyStar §V.B"));
    }

    // One counter is one counter: a player has "only 1 Leviathan counter", not "1 ... counters"
    // (Ship Type Table: one Leviathan counter).
    void oneCounterIsSingular()
    {
        const auto issues
            = validate(fleet({Flagship, R"({"name": "L1", "class": "leviathan"})",
                              R"({"name": "L2", "class": "leviathan"})"},
                             R"({"budget": 5000, "options": {"leviathansAllowed": true}})"));
        const auto it = std::find_if(issues.begin(), issues.end(), [](const auto &issue) {
            return issue.code == QLatin1String("easystar.fleet.classCounters");
        });
        QVERIFY(it != issues.end());
        QVERIFY2(it->message.endsWith(QStringLiteral("a player has only 1 Leviathan counter.")),
                 qPrintable(it->message));
    }

    // Validation never stops at the first issue, and orders issues deterministically: errors
    // first, then by subject (ships[2] before ships[10]), then by code.
    void collectsEverythingInOrder()
    {
        std::vector<const char *> ships = {R"({"name": "A", "class": "scout", "engine": true,
            "weapons": [{"type": "centerlineBlaster", "mount": "ventral"}], "auxiliaries": ["ecm", "ecm"]})"};
        for (int i = 0; i < 10; ++i)
            ships.push_back(
                R"({"name": "D", "class": "destroyer", "weapons": [{"type": "beam", "mount": "dorsal", "range": 4}]})");
        const auto issues = validate(fleetOf(ships, R"({"budget": 300, "damageControl": 5})"));
        QStringList codes;
        for (const auto &i : issues)
            codes << i.code;
        for (const char *expected :
             {"easystar.budget.exceeded", "easystar.budget.notMultiple",
              "easystar.damageControl.tooMany", "easystar.flagship.none",
              "easystar.fleet.classCounters", "easystar.engine.overMaxSpeed",
              "easystar.weapon.mountNotAllowed", "easystar.weapon.hullTooSmall",
              "easystar.auxiliary.duplicate", "easystar.ship.overCapacity",
              "easystar.weapon.rangeOverMount"}) {
            QVERIFY2(codes.contains(QLatin1String(expected)), expected);
        }
        int rangeIssues = 0;
        for (const auto &i : issues)
            rangeIssues += i.code == QLatin1String("easystar.weapon.rangeOverMount");
        QCOMPARE(rangeIssues, 10); // one per destroyer, not just the first

        // Order: errors before warnings; ships[2] before ships[10].
        bool seenWarning = false;
        for (const auto &i : issues) {
            if (i.severity != validators::Severity::Error)
                seenWarning = true;
            else
                QVERIFY2(!seenWarning, "an error comes after a warning");
        }
        qsizetype two = -1, ten = -1;
        for (std::size_t k = 0; k < issues.size(); ++k) {
            if (issues[k].subject == QLatin1String("ships[2].weapons[0].range"))
                two = qsizetype(k);
            if (issues[k].subject == QLatin1String("ships[10].weapons[0].range"))
                ten = qsizetype(k);
        }
        QVERIFY(two >= 0 && ten > two);

        // Same input, same issues in the same order.
        const auto again = validate(fleetOf(ships, R"({"budget": 300, "damageControl": 5})"));
        QCOMPARE(again.size(), issues.size());
        for (std::size_t k = 0; k < issues.size(); ++k) {
            QCOMPARE(again[k].code, issues[k].code);
            QCOMPARE(again[k].subject, issues[k].subject);
            QCOMPARE(again[k].message, issues[k].message);
        }
    }

    void subjectOrderIsNatural()
    {
        QVERIFY(validators::subjectLess(QStringLiteral("ships[2].weapons[0]"),
                                        QStringLiteral("ships[10].weapons[0]")));
        QVERIFY(!validators::subjectLess(QStringLiteral("ships[10]"), QStringLiteral("ships[2]")));
        QVERIFY(validators::subjectLess(QStringLiteral("budget"), QStringLiteral("ships")));
        QVERIFY(validators::subjectLess(QStringLiteral("ships"), QStringLiteral("ships[0]")));
    }
};

QTEST_GUILESS_MAIN(TestEasyStarValidation)
#include "tst_easystar_validation.moc"
