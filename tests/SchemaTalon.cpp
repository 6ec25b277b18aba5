#include "SchemaTalon.h"

#include "SchemaRows.h"

#include <model/systems/talon/TalonCounterIo.h>
#include <model/systems/talon/TalonSystem.h>

#include <QStringList>
#include <QTest>

namespace fw::test::schema {

using model::Json;
namespace talon = model::talon;

namespace {

const QString Talon = QStringLiteral("talon");

// A fleet with every key once: a custom counter (a copy of the Terran CA's figures with one hull
// box, one power entry and one weapon group; digest §3.8) and a ship of it.
const char *const Probe = R"({
  "format": "fleetwright-fleet", "formatVersion": 1, "system": "talon",
  "name": "Probe", "notes": "n", "budget": 300,
  "options": { "impulseChart": "tutorial", "hullPower": "level", "groupRolls": "weapon",
               "missileThreshold": 2, "boxCapacity": 2000 },
  "faction": "terran",
  "counterMix": { "terran-ca": 2 },
  "designs": [
    { "id": "probe-ca", "classCode": "CA", "name": "Heavy Cruiser", "faction": "terran",
      "hull": "heavyCruiser", "sp": 115,
      "shields": { "forward": 6, "right": 5, "rear": 4, "left": 5 },
      "hullBoxes": [ { "powerMod": -1, "weakSpot": true } ],
      "powerCurve": [ { "speed": 3, "ap": 3, "turnRadius": 2, "start": true } ],
      "weaponGroups": [ { "weapon": "phaser", "red": 1, "yellow": 1, "count": 1,
                          "arcs": ["forward", "left"] } ],
      "afterburners": 0, "batteries": 1, "explosion": 3, "source": "s", "notes": "n" } ],
  "ships": [ { "name": "Defiant", "design": "probe-ca", "notes": "" } ]
})";

void keyRows(const char *def, const char *object, std::initializer_list<const char *> names,
             bool elementColumn = false)
{
    schema::keyRows(Talon, def, object, names, elementColumn);
}

QStringList stringsOf(const Json &array)
{
    QStringList result;
    for (const Json &element : array) {
        if (element.is_string())
            result << QString::fromStdString(element.get<std::string>());
    }
    return result;
}

QStringList propertyNames(const Json &node)
{
    QStringList names;
    const Json properties = node.value("properties", Json::object());
    for (const auto &[key, value] : properties.items())
        names << QString::fromStdString(key);
    names.sort();
    return names;
}

QStringList sorted(QStringList list)
{
    list.sort();
    return list;
}

} // namespace

Json probeTalon()
{
    return Json::parse(Probe);
}

Json minimalTalon()
{
    // A counter with its required keys and one of each list's objects with theirs; a second
    // counter without lists.
    Json doc = Json::object();
    doc["format"] = "fleetwright-fleet";
    doc["formatVersion"] = 1;
    doc["system"] = "talon";
    doc["name"] = "M";
    doc["designs"] = Json::array({Json{{"id", "d"},
                                       {"faction", "terran"},
                                       {"hull", "heavyCruiser"},
                                       {"hullBoxes", Json::array({Json::object()})},
                                       {"powerCurve", Json::array({Json{{"speed", 1}, {"ap", 1}}})},
                                       {"weaponGroups", Json::array({Json{{"weapon", "phaser"}}})}},
                                  Json{{"id", "e"}, {"faction", "talon"}, {"hull", "base"}}});
    doc["ships"] = Json::array({Json{{"name", "A"}, {"design", "d"}}});
    return doc;
}

void talonDefaultRows(const model::GameSystem *talonSystem)
{
    keyRows("Counter", "/designs/0",
            {"classCode", "name", "sp", "shields", "afterburners", "batteries", "explosion"});
    keyRows("Counter", "/designs/1", {"hullBoxes", "powerCurve", "weaponGroups"});
    keyRows("Shields", "/designs/0/shields", {"forward", "right", "rear", "left"});
    keyRows("HullBox", "/designs/0/hullBoxes/0", {"powerMod", "weakSpot"});
    keyRows("PowerEntry", "/designs/0/powerCurve/0", {"turnRadius", "start"});
    keyRows("WeaponGroup", "/designs/0/weaponGroups/0", {"red", "yellow", "count", "arcs"});
    if (!talonSystem)
        return;
    for (const model::RulesOptionSpec &spec : talonSystem->options())
        keyRows("Options", "/options", {spec.id.toLatin1().constData()});
}

void talonLimitRows()
{
    keyRows("Options", "/options", {"missileThreshold", "boxCapacity"}, true);
    keyRows("Counter", "/designs/0",
            {"id", "classCode", "name", "sp", "afterburners", "batteries", "explosion", "source",
             "notes"},
            true);
    keyRows("Shields", "/designs/0/shields", {"forward", "right", "rear", "left"}, true);
    keyRows("HullBox", "/designs/0/hullBoxes/0", {"powerMod"}, true);
    keyRows("PowerEntry", "/designs/0/powerCurve/0", {"speed", "ap", "turnRadius"}, true);
    keyRows("WeaponGroup", "/designs/0/weaponGroups/0", {"red", "yellow", "count"}, true);
    keyRows("Ship", "/ships/0", {"name", "design", "notes"}, true);

    const auto add = [](const char *name, const char *schemaPointer, const char *filePointer,
                        const Json &element = Json()) {
        QTest::newRow(qPrintable(QStringLiteral("talon: ") + QLatin1String(name)))
            << Talon << QString::fromLatin1(schemaPointer) << QString::fromLatin1(filePointer)
            << (element.is_null() ? QByteArray() : QByteArray::fromStdString(element.dump()));
    };
    add("counter mix count", "/$defs/talonFleet/properties/counterMix/additionalProperties",
        "/counterMix/terran-ca");
    add("designs", "/$defs/talonFleet/properties/designs", "/designs",
        Json{{"id", "x"}, {"faction", "talon"}, {"hull", "frigate"}});
    add("ships", "/$defs/talonFleet/properties/ships", "/ships",
        Json{{"name", "A"}, {"design", "terran-ca"}});
    add("hullBoxes", "/$defs/talonCounter/properties/hullBoxes", "/designs/0/hullBoxes",
        Json{{"powerMod", -1}});
    add("powerCurve", "/$defs/talonCounter/properties/powerCurve", "/designs/0/powerCurve",
        Json{{"speed", 1}, {"ap", 4}});
    add("weaponGroups", "/$defs/talonCounter/properties/weaponGroups", "/designs/0/weaponGroups",
        Json{{"weapon", "missile"}});
    add("arcs", "/$defs/talonWeaponGroup/properties/arcs", "/designs/0/weaponGroups/0/arcs",
        Json("rear"));
}

void talonRequiredRows()
{
    requiredRows(Talon, {{"fleet", "", "Fleet"},
                         {"counter", "/designs/0", "Counter"},
                         {"shields", "/designs/0/shields", "Shields"},
                         {"hull box", "/designs/0/hullBoxes/0", "HullBox"},
                         {"power entry", "/designs/0/powerCurve/0", "PowerEntry"},
                         {"weapon group", "/designs/0/weaponGroups/0", "WeaponGroup"},
                         {"ship", "/ships/0", "Ship"}});
}

void talonInvalidRows()
{
    // The rows are data: tests/data/schema/talon-invalid.json says what each means.
    invalidRows(Talon, QStringLiteral("talon-invalid.json"));
}

void talonUnknownKeyRows()
{
    unknownKeyRows(Talon, {"/colour", "/options/houseRule", "/designs/0/artist",
                           "/designs/0/shields/dorsal", "/designs/0/hullBoxes/0/armour",
                           "/designs/0/powerCurve/0/note", "/designs/0/weaponGroups/0/ammo",
                           "/ships/0/crew"});
}

void checkTalonIds(const SchemaLookup &schemaAt, const model::GameSystem *talonSystem)
{
    QCOMPARE(stringsOf(schemaAt("/$defs/talonFaction").at("enum")), talon::factionIds());
    QCOMPARE(stringsOf(schemaAt("/$defs/talonFleet/properties/faction").at("enum")),
             talon::factionIds());
    QCOMPARE(stringsOf(schemaAt("/$defs/talonHullType").at("enum")), talon::hullTypeIds());
    QCOMPARE(stringsOf(schemaAt("/$defs/talonArc").at("enum")), talon::arcIds());
    QCOMPARE(stringsOf(schemaAt("/$defs/talonWeapon").at("enum")), talon::weaponKindIds());
    const auto *system = dynamic_cast<const talon::TalonSystem *>(talonSystem);
    QVERIFY(system);
    QStringList builtIn;
    for (const talon::TalonCounter &c : system->rules().counters())
        builtIn << c.id;
    QCOMPARE(builtIn.size(), 19); // the base game's counters (digest §3.8)
    QCOMPARE(stringsOf(schemaAt("/$defs/talonBuiltinCounter").at("enum")), builtIn);
}

void checkTalonKeys(const SchemaLookup &schemaAt)
{
    using Scope = talon::KeyScope;
    QStringList fleetKeys = propertyNames(schemaAt("/$defs/talonFleet"));
    QVERIFY(fleetKeys.removeAll(QStringLiteral("options")) == 1);
    QCOMPARE(fleetKeys, sorted(talon::knownKeys(Scope::Fleet)));
    const std::pair<const char *, Scope> objects[]
        = {{"/$defs/talonCounter", Scope::Counter},
           {"/$defs/talonShields", Scope::Shields},
           {"/$defs/talonHullBox", Scope::HullBox},
           {"/$defs/talonPowerEntry", Scope::PowerEntry},
           {"/$defs/talonWeaponGroup", Scope::WeaponGroup},
           {"/$defs/talonShip", Scope::Ship}};
    for (const auto &[pointer, scope] : objects)
        QCOMPARE(propertyNames(schemaAt(pointer)), sorted(talon::knownKeys(scope)));
}

} // namespace fw::test::schema
