#include "SchemaSunder.h"

#include <model/systems/GameSystem.h>

#include <QStringList>
#include <QTest>

#include <initializer_list>

namespace fw::test::schema {

using model::Json;

namespace {

const QString Sunder = QStringLiteral("sunder");

// Per-track lists of a medium card (digest §4.6: two tracks), built here so that the raw text
// stays short.
Json twoTracks(int first, int second)
{
    return Json::array({first, second});
}

Json probeDesign()
{
    Json weapon = Json::object();
    weapon["name"] = "Main Battery";
    weapon["type"] = "battery";
    weapon["arc"] = "front";
    weapon["degrees"] = 180;
    weapon["av"] = twoTracks(6, 4);
    Json bays = Json::object();
    bays["fighters"] = twoTracks(2, 1);
    bays["bombers"] = twoTracks(1, 0);
    Json design = Json::object();
    design["id"] = "cm";
    design["name"] = "Medium Cruiser";
    design["faction"] = "Grand Terran Imperium";
    design["size"] = "medium";
    design["points"] = 16;
    design["initiative"] = 1;
    design["mp"] = twoTracks(5, 4);
    design["shield"] = twoTracks(5, 4);
    design["pd"] = twoTracks(2, 1);
    design["weapons"] = Json::array({weapon});
    design["bays"] = bays;
    design["example"] = true;
    design["notes"] = "n";
    return design;
}

// Adds rows "sunder: <def> <key>": "/$defs/sunder<Def>/properties/<key>" against
// "<object>/<key>" of the probe; with `elementColumn`, an empty fourth column (limitsMatchReader's
// element, which only arrays use).
void keyRows(const char *def, const char *object, std::initializer_list<const char *> names,
             bool elementColumn = false)
{
    for (const char *key : names) {
        QTestData &row
            = QTest::newRow(qPrintable(
                  QStringLiteral("sunder: %1 %2").arg(QLatin1String(def), QLatin1String(key))))
              << Sunder
              << QStringLiteral("/$defs/sunder%1/properties/%2")
                     .arg(QLatin1String(def), QLatin1String(key))
              << QStringLiteral("%1/%2").arg(QLatin1String(object), QLatin1String(key));
        if (elementColumn)
            row << QByteArray();
    }
}

} // namespace

Json probeSunder()
{
    Json options = Json::object();
    options["dvBonus"] = 0;
    options["maximumShield"] = "normal";
    options["singleFaction"] = true;
    options["flagship"] = "atMostOne";
    options["squadronSize"] = 0;
    options["victoryHull"] = "tracks";
    options["victoryShare"] = 50;
    options["fighterAv"] = 1;
    options["bomberAv"] = 2;

    Json ship = Json::object();
    ship["name"] = "Valiant";
    ship["design"] = "cm";
    ship["group"] = "Lance";
    ship["flagship"] = true;
    ship["fighters"] = 2;
    ship["bombers"] = 1;
    ship["notes"] = "";

    Json doc = Json::object();
    doc["format"] = "fleetwright-fleet";
    doc["formatVersion"] = 1;
    doc["system"] = "sunder";
    doc["name"] = "Probe";
    doc["notes"] = "n";
    doc["budget"] = 50;
    doc["options"] = options;
    doc["faction"] = "Grand Terran Imperium";
    doc["groups"] = Json::array({Json{{"name", "Lance"}, {"kind", "squadron"}, {"notes", ""}}});
    doc["designs"] = Json::array({probeDesign()});
    doc["ships"] = Json::array({ship});
    return doc;
}

Json minimalSunder()
{
    Json weapon = Json{{"type", "battery"}, {"arc", "front"}};
    Json doc = Json::object();
    doc["format"] = "fleetwright-fleet";
    doc["formatVersion"] = 1;
    doc["system"] = "sunder";
    doc["name"] = "M";
    doc["groups"] = Json::array({Json{{"name", "G"}}});
    doc["designs"]
        = Json::array({Json{{"id", "d"}, {"size", "small"}, {"weapons", Json::array({weapon})}}});
    doc["ships"] = Json::array({Json{{"name", "A"}, {"design", "d"}}});
    return doc;
}

void sunderDefaultRows(const model::GameSystem *sunder)
{
    keyRows("Group", "/groups/0", {"kind"});
    keyRows("Design", "/designs/0",
            {"name", "faction", "points", "initiative", "mp", "shield", "pd", "weapons"});
    keyRows("Weapon", "/designs/0/weapons/0", {"name", "av"});
    if (!sunder)
        return;
    for (const model::RulesOptionSpec &spec : sunder->options()) {
        QTest::newRow(qPrintable(QStringLiteral("sunder: %1").arg(spec.id)))
            << Sunder << QStringLiteral("/$defs/sunderOptions/properties/%1").arg(spec.id)
            << QStringLiteral("/options/%1").arg(spec.id);
    }
}

void sunderLimitRows()
{
    keyRows("Fleet", "", {"faction"}, true);
    keyRows("Options", "/options",
            {"dvBonus", "squadronSize", "victoryShare", "fighterAv", "bomberAv"}, true);
    keyRows("Group", "/groups/0", {"name", "notes"}, true);
    keyRows("Design", "/designs/0", {"id", "name", "faction", "points", "initiative", "notes"},
            true);
    keyRows("Weapon", "/designs/0/weapons/0", {"name", "degrees"}, true);
    keyRows("Ship", "/ships/0", {"name", "design", "group", "fighters", "bombers", "notes"}, true);

    const auto add = [](const char *name, const char *schemaPointer, const char *filePointer,
                        const Json &element = Json()) {
        QTest::newRow(qPrintable(QStringLiteral("sunder: ") + QLatin1String(name)))
            << Sunder << QString::fromLatin1(schemaPointer) << QString::fromLatin1(filePointer)
            << (element.is_null() ? QByteArray() : QByteArray::fromStdString(element.dump()));
    };
    // Every per-track list is a sunderTrackList: its values and its length.
    add("track value mp", "/$defs/sunderTrackList/items", "/designs/0/mp/1");
    add("track value av", "/$defs/sunderTrackList/items", "/designs/0/weapons/0/av/0");
    add("track value bombers", "/$defs/sunderTrackList/items", "/designs/0/bays/bombers/1");
    add("track list shield", "/$defs/sunderTrackList", "/designs/0/shield", Json(1));
    add("track list fighters", "/$defs/sunderTrackList", "/designs/0/bays/fighters", Json(1));
    add("groups", "/$defs/sunderFleet/properties/groups", "/groups", Json{{"name", "G"}});
    add("designs", "/$defs/sunderFleet/properties/designs", "/designs",
        Json{{"id", "d"}, {"size", "small"}});
    add("ships", "/$defs/sunderFleet/properties/ships", "/ships",
        Json{{"name", "A"}, {"design", "cm"}});
    add("weapons", "/$defs/sunderDesign/properties/weapons", "/designs/0/weapons",
        Json{{"type", "rack"}, {"arc", "back"}});
}

void sunderRequiredRows()
{
    const auto row = [](const char *name, const char *filePointer, QStringList schemaPointers) {
        QTest::newRow(name) << Sunder << QString::fromLatin1(filePointer) << schemaPointers;
    };
    row("sunder: fleet", "", {QString(), QStringLiteral("/$defs/sunderFleet")});
    row("sunder: group", "/groups/0", {QStringLiteral("/$defs/sunderGroup")});
    row("sunder: design", "/designs/0", {QStringLiteral("/$defs/sunderDesign")});
    row("sunder: weapon", "/designs/0/weapons/0", {QStringLiteral("/$defs/sunderWeapon")});
    row("sunder: bays", "/designs/0/bays", {QStringLiteral("/$defs/sunderBays")});
    row("sunder: ship", "/ships/0", {QStringLiteral("/$defs/sunderShip")});
}

void sunderInvalidRows()
{
    struct Bad
    {
        const char *name;
        const char *pointer;
        const char *value; // empty: remove the key
        const char *expected;
    };
    static const Bad rows[] = {
        {"sunder: unknown size", "/designs/0/size", "\"huge\"", "/designs/0/size"},
        {"sunder: design without size", "/designs/0/size", "", "/designs/0"},
        {"sunder: design without id", "/designs/0/id", "", "/designs/0"},
        {"sunder: points as a string", "/designs/0/points", "\"16\"", "/designs/0/points"},
        {"sunder: mp as a number", "/designs/0/mp", "5", "/designs/0/mp"},
        {"sunder: shield value as a string", "/designs/0/shield/0", "\"5\"", "/designs/0/shield/0"},
        {"sunder: fractional pd", "/designs/0/pd/1", "0.5", "/designs/0/pd/1"},
        {"sunder: unknown weapon type", "/designs/0/weapons/0/type", "\"laser\"",
         "/designs/0/weapons/0/type"},
        {"sunder: unknown arc", "/designs/0/weapons/0/arc", "\"port\"", "/designs/0/weapons/0/arc"},
        {"sunder: weapon without type", "/designs/0/weapons/0/type", "", "/designs/0/weapons/0"},
        {"sunder: av as a number", "/designs/0/weapons/0/av", "6", "/designs/0/weapons/0/av"},
        {"sunder: degrees over 360", "/designs/0/weapons/0/degrees", "361",
         "/designs/0/weapons/0/degrees"},
        {"sunder: bays as a list", "/designs/0/bays", "[2, 1]", "/designs/0/bays"},
        {"sunder: bombers as a number", "/designs/0/bays/bombers", "1", "/designs/0/bays/bombers"},
        {"sunder: example as a string", "/designs/0/example", "\"yes\"", "/designs/0/example"},
        {"sunder: groups as an object", "/groups", "{}", "/groups"},
        {"sunder: unknown group kind", "/groups/0/kind", "\"division\"", "/groups/0/kind"},
        {"sunder: group without name", "/groups/0/name", "", "/groups/0"},
        {"sunder: ship as a string", "/ships/0", "\"Valiant\"", "/ships/0"},
        {"sunder: ship without design", "/ships/0/design", "", "/ships/0"},
        {"sunder: flagship as a string", "/ships/0/flagship", "\"yes\"", "/ships/0/flagship"},
        {"sunder: negative fighters", "/ships/0/fighters", "-1", "/ships/0/fighters"},
        {"sunder: unknown option choice", "/options/victoryHull", "\"mass\"",
         "/options/victoryHull"},
    };
    for (const Bad &bad : rows) {
        QTest::newRow(bad.name) << Sunder << QString::fromLatin1(bad.pointer)
                                << QByteArray(bad.value) << QString::fromLatin1(bad.expected);
    }
}

void sunderUnknownKeyRows()
{
    QTest::newRow("sunder") << Sunder
                            << QStringList{QStringLiteral("/colour"),
                                           QStringLiteral("/options/houseRule"),
                                           QStringLiteral("/groups/0/banner"),
                                           QStringLiteral("/designs/0/artist"),
                                           QStringLiteral("/designs/0/weapons/0/ammo"),
                                           QStringLiteral("/designs/0/bays/drones"),
                                           QStringLiteral("/ships/0/crew")};
}

} // namespace fw::test::schema
