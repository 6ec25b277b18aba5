#include "SchemaSunder.h"

#include "SchemaRows.h"

#include <model/systems/GameSystem.h>

#include <QStringList>
#include <QTest>

#include <initializer_list>

namespace fw::test::schema {

using model::Json;

namespace {

const QString Sunder = QStringLiteral("sunder");

// A fleet with every key once: a medium card (two values per track list, digest §4.6) with a
// weapon and bays, a group and a ship.
const char *const Probe = R"({
  "format": "fleetwright-fleet", "formatVersion": 1, "system": "sunder",
  "name": "Probe", "notes": "n", "budget": 50,
  "options": { "dvBonus": 0, "maximumShield": "normal", "singleFaction": true,
               "flagship": "atMostOne", "squadronSize": 0, "victoryHull": "tracks",
               "victoryShare": 50, "fighterAv": 1, "bomberAv": 2 },
  "faction": "Grand Terran Imperium",
  "groups": [ { "name": "Lance", "kind": "squadron", "notes": "" } ],
  "designs": [
    { "id": "cm", "name": "Medium Cruiser", "faction": "Grand Terran Imperium",
      "size": "medium", "points": 16, "initiative": 1,
      "mp": [5, 4], "shield": [5, 4], "pd": [2, 1],
      "weapons": [ { "name": "Main Battery", "type": "battery", "arc": "front",
                     "degrees": 180, "av": [6, 4] } ],
      "bays": { "fighters": [2, 1], "bombers": [1, 0] },
      "example": true, "notes": "n" } ],
  "ships": [
    { "name": "Valiant", "design": "cm", "group": "Lance", "flagship": true,
      "fighters": 2, "bombers": 1, "notes": "" } ]
})";

void keyRows(const char *def, const char *object, std::initializer_list<const char *> names,
             bool elementColumn = false)
{
    schema::keyRows(Sunder, def, object, names, elementColumn);
}

} // namespace

Json probeSunder()
{
    return Json::parse(Probe);
}

Json minimalSunder()
{
    // A weapon with its type only; a second card with an empty bays object.
    Json doc = Json::object();
    doc["format"] = "fleetwright-fleet";
    doc["formatVersion"] = 1;
    doc["system"] = "sunder";
    doc["name"] = "M";
    doc["groups"] = Json::array({Json{{"name", "G"}}});
    doc["designs"] = Json::array({Json{{"id", "d"},
                                       {"size", "small"},
                                       {"weapons", Json::array({Json{{"type", "battery"}}})}},
                                  Json{{"id", "c"}, {"size", "large"}, {"bays", Json::object()}}});
    doc["ships"] = Json::array({Json{{"name", "A"}, {"design", "d"}}});
    return doc;
}

void sunderDefaultRows(const model::GameSystem *sunder)
{
    keyRows("Group", "/groups/0", {"kind"});
    keyRows("Design", "/designs/0",
            {"name", "faction", "points", "initiative", "mp", "shield", "pd"});
    keyRows("Design", "/designs/1", {"weapons"});
    keyRows("Weapon", "/designs/0/weapons/0", {"name", "arc", "av"});
    keyRows("Bays", "/designs/1/bays", {"fighters", "bombers"});
    if (!sunder)
        return;
    for (const model::RulesOptionSpec &spec : sunder->options())
        keyRows("Options", "/options", {spec.id.toLatin1().constData()});
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
    requiredRows(Sunder, {{"fleet", "", "Fleet"},
                          {"group", "/groups/0", "Group"},
                          {"design", "/designs/0", "Design"},
                          {"weapon", "/designs/0/weapons/0", "Weapon"},
                          {"bays", "/designs/0/bays", "Bays"},
                          {"ship", "/ships/0", "Ship"}});
}

void sunderInvalidRows()
{
    // The rows are data: tests/data/schema/sunder-invalid.json says what each means.
    invalidRows(Sunder, QStringLiteral("sunder-invalid.json"));
}

void sunderUnknownKeyRows()
{
    unknownKeyRows(Sunder,
                   {"/colour", "/options/houseRule", "/groups/0/banner", "/designs/0/artist",
                    "/designs/0/weapons/0/ammo", "/designs/0/bays/drones", "/ships/0/crew"});
}

} // namespace fw::test::schema
