#include "BenchFleets.h"

#include <model/core/Json.h>
#include <model/io/FleetFile.h>
#include <model/systems/BuiltinSystems.h>
#include <validators/ValidatorRegistry.h>

#include <QDir>
#include <QFile>
#include <QString>
#include <QStringList>
#include <QTextStream>

#include <iterator>

namespace fw::bench {

using fw::model::Json;

namespace {

// Ship designs cycled through to build large fleets: the EasyStar sample destroyers and a few
// heavier designs, so every rule path runs.
const char *const Designs[] = {
    R"({"class": "destroyer", "weapons": [{"type": "missile", "mount": "axial"}, {"type": "torpedo", "mount": "ventral"}, {"type": "pointDefense", "mount": "dorsal"}]})",
    R"({"class": "destroyer", "weapons": [{"type": "torpedo", "mount": "ventral"}, {"type": "torpedo", "mount": "ventral"}]})",
    R"({"class": "destroyer", "weapons": [{"type": "missile", "mount": "dorsal", "range": 3, "damage": 3}]})",
    R"({"class": "destroyer", "speedTraded": 1, "weapons": [{"type": "beam", "mount": "axial", "range": 3, "damage": 2}], "fighterBays": 3, "fighters": {"interceptor": 1, "attack": 1}})",
    R"({"class": "destroyer", "gunMount": true, "weapons": [{"type": "beam", "mount": "axial", "range": 5, "damage": 3}], "auxiliaries": ["maneuveringPod"]})",
    R"({"class": "cruiser", "weapons": [{"type": "centerlineBlaster", "mount": "axial"}, {"type": "pointDefense", "mount": "dorsal"}], "auxiliaries": ["frontalArmor", "ecm"]})",
    R"({"class": "cruiser", "weapons": [{"type": "beam", "mount": "axial", "range": 3, "damage": 3}, {"type": "torpedo", "mount": "ventral", "range": 2}], "auxiliaries": ["ecm"]})",
    R"({"class": "battleship", "gunMount": true, "weapons": [{"type": "beam", "mount": "axial", "range": 5, "damage": 5}, {"type": "pointDefense", "mount": "dorsal"}, {"type": "torpedoBank", "mount": "ventral"}], "auxiliaries": ["deflectorShield", "ecm"]})",
    R"({"class": "scout", "weapons": [{"type": "beam", "mount": "axial"}]})",
};

// An 18-ship legal fleet (every counter of every class), or `count` ships cycling the designs.
// The file Fleetwright writes for the fleet `root`: read, then saved.
QByteArray saved(const Json &root, const model::SystemRegistry &systems)
{
    const model::LoadResult loaded = model::FleetFile::parse(QByteArray::fromStdString(root.dump()),
                                                             QStringLiteral("bench"), systems);
    Q_ASSERT_X(loaded.ok(), "bench", qPrintable(loaded.errorText()));
    return loaded.ok() ? model::FleetFile::serialize(*loaded.fleet, systems) : QByteArray();
}

// A note on every `every`th ship, so that some ships carry one, as players write them.
constexpr int NoteEvery = 8;
const char *const Note = "Holds the line at the jump point; refit after the next campaign turn.";

// A compact fleet file of `count` copies of `ship` (JSON text in which %1 is the ship's number).
QByteArray compactFleet(const char *header, const char *ship, int count)
{
    QByteArray text = header;
    text += R"("ships": [)";
    for (int i = 0; i < count; ++i) {
        text += i ? "," : "";
        text += QByteArray(ship).replace("%1", QByteArray::number(i + 1));
    }
    return text + "]}";
}

} // namespace

QByteArray fleetJson(int count)
{
    Json root
        = Json::parse(R"({"format": "fleetwright-fleet", "formatVersion": 1, "system": "easystar",
                                "budget": 5000, "damageControl": 2, "options": {"leviathansAllowed": true}})");
    root["name"] = "Benchmark " + std::to_string(count);
    Json ships = Json::array();
    if (count == 18) {
        const std::pair<const char *, int> mix[]
            = {{Designs[8], 3}, {Designs[0], 1}, {Designs[1], 1}, {Designs[2], 1}, {Designs[3], 1},
               {Designs[4], 2}, {Designs[5], 3}, {Designs[6], 3}, {Designs[7], 2}};
        for (const auto &[design, n] : mix) {
            for (int i = 0; i < n; ++i)
                ships.push_back(Json::parse(design));
        }
        ships.push_back(Json::parse(
            R"({"class": "leviathan", "weapons": [{"type": "centerlineBlaster", "mount": "axial"},
            {"type": "bidirectionalMissile", "mount": "ventral", "damage": 2}], "fighterBays": 2, "fighters": {"interceptor": 3}})"));
    } else {
        for (int i = 0; i < count; ++i)
            ships.push_back(Json::parse(Designs[std::size_t(i) % std::size(Designs)]));
    }
    for (std::size_t i = 0; i < ships.size(); ++i)
        ships[i]["name"] = "Ship " + std::to_string(i + 1);
    ships[0]["flagship"] = true;
    root["ships"] = ships;
    return QByteArray::fromStdString(root.dump());
}

QByteArray battlegroupJson(int ships, const QString &notes)
{
    Json root = Json::parse(R"({"format": "fleetwright-fleet", "formatVersion": 1,
        "system": "billionsuns", "corporation": "Benchmark Holdings", "scale": 3, "tables": 1,
        "jumpPoints": 2})");
    root["name"] = "One battlegroup of " + std::to_string(ships);
    root["battlegroups"] = Json::array({Json{{"name", "Horde"}, {"notes", notes.toStdString()}}});
    const char *const classes[] = {"frigate", "gunship", "destroyer"};
    Json list = Json::array();
    for (int i = 0; i < ships; ++i) {
        list.push_back(Json{{"name", "Ship " + std::to_string(i + 1)},
                            {"class", classes[i % 3]},
                            {"battlegroup", "Horde"}});
    }
    root["ships"] = std::move(list);
    return QByteArray::fromStdString(root.dump());
}

bool registerBuiltins(model::SystemRegistry &systems, validators::ValidatorRegistry &validators,
                      QTextStream &out)
{
    QStringList problems = model::registerBuiltinSystems(systems);
    problems += validators::registerBuiltinValidators(validators, systems);
    if (problems.isEmpty())
        return true;
    out << problems.join(QLatin1Char('\n')) << Qt::endl;
    return false;
}

QByteArray largeDesignsJson(int designs, int noteLength)
{
    Json root = Json::parse(customClassesJson(designs).toStdString());
    const std::string name(90, 'N');
    const std::string notes = longText(noteLength, TextKind::Words).toStdString();
    for (Json &c : root["customClasses"]) {
        c["name"] = name + c["name"].get<std::string>().substr(0, 10);
        c["notes"] = notes;
        c["auxiliary"] = Json{{"name", std::string(100, 'A')},
                              {"rangeMin", 0},
                              {"rangeMax", 6},
                              {"dice", 3},
                              {"die", 6},
                              {"damage", 1}};
    }
    return QByteArray::fromStdString(root.dump());
}

QByteArray customClassesJson(int classes)
{
    Json root = Json::parse(R"({"format": "fleetwright-fleet", "formatVersion": 1,
        "system": "billionsuns", "corporation": "Benchmark Holdings", "scale": 3, "tables": 1,
        "jumpPoints": 2, "battlegroups": []})");
    root["name"] = std::to_string(classes) + " custom classes";
    const Json design = Json::parse(R"({"cost": 8, "mass": 2, "thrust": 6, "silhouette": 5,
        "shields": 3, "wing": false, "utility": false, "carrier": false, "auxiliary": null,
        "primary": {"name": "Lance Array", "rangeMin": 0, "rangeMax": 9, "dice": 2, "die": 8,
        "damage": 2}})");
    Json list = Json::array();
    Json ships = Json::array();
    for (int i = 0; i < classes; ++i) {
        Json c = design;
        c["id"] = "class" + std::to_string(i + 1);
        c["name"] = "Class " + std::to_string(i + 1);
        list.push_back(std::move(c));
        ships.push_back(Json{{"name", "Ship " + std::to_string(i + 1)},
                             {"class", "class" + std::to_string(i + 1)},
                             {"battlegroup", ""}});
    }
    root["customClasses"] = std::move(list);
    root["ships"] = std::move(ships);
    return QByteArray::fromStdString(root.dump());
}

QString longText(int length, TextKind kind)
{
    QString text;
    text.reserve(length);
    static const QString words = QStringLiteral("lorem ipsum dolor sit amet consectetur elit ");
    for (int i = 0; i < length; ++i) {
        switch (kind) {
        case TextKind::Words:
            text += words.at(i % words.size());
            break;
        case TextKind::OneWord:
            text += QLatin1Char("abcdefghijklmnopqrstuvwxyz"[i % 26]);
            break;
        case TextKind::Marks:
            text += i % 10 == 0 ? QChar(u'a') : QChar(0x0301);
            break;
        }
    }
    return text;
}

QByteArray savedEasyStarFleet(int count, const model::SystemRegistry &systems)
{
    // Lighter than Designs, so that 100,000 ships stay within the loader's file size limit, as
    // the largest fleet it accepts.
    const char *const designs[] = {
        R"({"class": "destroyer", "weapons": [{"type": "missile", "mount": "axial", "range": 2}]})",
        R"({"class": "destroyer", "fighterBays": 3, "fighters": {"interceptor": 2, "attack": 1}})",
        R"({"class": "scout", "weapons": [{"type": "beam", "mount": "axial"}]})",
        R"({"class": "destroyer", "speedTraded": 1, "auxiliaries": ["ecm"]})",
        R"({"class": "battleship", "gunMount": true, "weapons": [{"type": "beam", "mount": "axial", "range": 5, "damage": 5}], "auxiliaries": ["deflectorShield", "ecm"]})",
        R"({"class": "cruiser", "auxiliaries": ["frontalArmor", "ecm"]})",
        R"({"class": "cruiser", "engine": true, "weapons": [{"type": "pointDefense", "mount": "dorsal"}]})",
        R"({"class": "scout", "auxiliaries": ["maneuveringPod"]})",
        R"({"class": "scout"})",
    };
    Json root = Json::parse(R"({"format": "fleetwright-fleet", "formatVersion": 1,
        "system": "easystar", "budget": 5000000, "damageControl": 2,
        "options": {"leviathansAllowed": true}})");
    root["name"] = "Benchmark " + std::to_string(count);
    Json ships = Json::array();
    for (int i = 0; i < count; ++i) {
        Json ship = Json::parse(designs[std::size_t(i) % std::size(designs)]);
        ship["name"] = "Ship " + std::to_string(i + 1);
        if (i % (3 * NoteEvery) == 0)
            ship["notes"] = Note;
        ships.push_back(std::move(ship));
    }
    ships[0]["flagship"] = true;
    ships[0]["flagshipAdvantage"] = Json::parse(R"({"roll": 9, "devices": ["targetingPod"]})");
    root["ships"] = std::move(ships);
    return saved(root, systems);
}

QByteArray savedBillionSunsFleet(int count, const model::SystemRegistry &systems)
{
    const char *const classes[] = {"frigate", "gunship", "corvette", "destroyer", "fighterWing",
                                   "cruiser", "lancer",  "carrier",  "bomberWing"};
    constexpr int GroupSize = 100;
    Json root = Json::parse(R"({"format": "fleetwright-fleet", "formatVersion": 1,
        "system": "billionsuns", "budget": 100000, "corporation": "Benchmark Consolidated",
        "scale": 5, "tables": 2, "jumpPoints": 3,
        "customClasses": [{"id": "lancer", "name": "Lancer", "cost": 8, "mass": 2, "thrust": 6,
            "silhouette": 5, "shields": 3, "wing": false, "utility": false, "carrier": false,
            "primary": {"name": "Lance Array", "rangeMin": 0, "rangeMax": 9, "dice": 2, "die": 8,
                        "damage": 2},
            "auxiliary": null, "notes": "A fast escort between the corvette and the frigate."}]})");
    root["name"] = "Benchmark " + std::to_string(count);
    Json groups = Json::array();
    Json ships = Json::array();
    for (int i = 0; i < count; ++i) {
        const int group = i / GroupSize;
        const std::string groupName = "Battlegroup " + std::to_string(group + 1);
        if (i % GroupSize == 0)
            groups.push_back(Json{{"name", groupName}});
        Json ship = Json::object();
        ship["name"] = "Ship " + std::to_string(i + 1);
        ship["class"] = classes[std::size_t(group) % std::size(classes)];
        ship["battlegroup"] = groupName;
        if (i % NoteEvery == 0)
            ship["notes"] = Note;
        ships.push_back(std::move(ship));
    }
    root["battlegroups"] = std::move(groups);
    root["ships"] = std::move(ships);
    return saved(root, systems);
}

QByteArray minimalEasyStarFleet(int count)
{
    return compactFleet(R"({"format": "fleetwright-fleet", "formatVersion": 1, "system": "easystar",
        "name": "Minimal", )",
                        R"({"name":"S1","class":"destroyer"})", count);
}

QByteArray minimalShipsOf(const QString &examples, const char *system, int count)
{
    const QDir dir(examples);
    for (const QString &name :
         dir.entryList({QStringLiteral("*.fleet.json")}, QDir::Files, QDir::Name)) {
        QFile file(dir.filePath(name));
        if (!file.open(QIODevice::ReadOnly))
            continue;
        Json root = Json::parse(file.readAll().toStdString(), nullptr, false);
        if (!root.is_object() || root.value("system", std::string()) != system
            || !root["ships"].is_array() || root["ships"].empty())
            continue;
        const Json first = root["ships"][0];
        Json ships = Json::array();
        for (int i = 0; i < count; ++i) {
            Json ship = Json::object();
            ship["name"] = "Ship " + std::to_string(i + 1);
            for (const char *key : {"class", "design", "battlegroup"}) {
                if (first.contains(key))
                    ship[key] = first[key];
            }
            ships.push_back(std::move(ship));
        }
        root["ships"] = std::move(ships);
        root.erase("budget");
        return QByteArray::fromStdString(root.dump());
    }
    return {};
}

QByteArray easyStarFleetWithErrors(int count)
{
    return compactFleet(
        R"({"format": "fleetwright-fleet", "formatVersion": 1, "system": "easystar",
        "name": "Errors", "budget": 250000, )",
        R"({"name":"Spike %1","class":"destroyer","flagship":true,"weapons":[{"type":"beam","mount":"dorsal","range":5}]})",
        count);
}

QByteArray billionSunsFleetWithUnknownGroups(int count)
{
    QByteArray header = R"({"format": "fleetwright-fleet", "formatVersion": 1,
        "system": "billionsuns", "name": "Lost", "scale": 3, "battlegroups": [)";
    for (int i = 1; i <= 2000; ++i)
        header += (i > 1 ? R"(,{"name":"Group )" : R"({"name":"Group )") + QByteArray::number(i)
                  + R"("})";
    header += "], ";
    return compactFleet(header.constData(),
                        R"({"name":"Ship %1","class":"frigate","battlegroup":"Nowhere"})", count);
}

QByteArray sunderFleetJson(int count)
{
    Json root = Json::parse(R"({"format": "fleetwright-fleet", "formatVersion": 1,
        "system": "sunder", "budget": 1000, "faction": "Grand Terran Imperium",
        "designs": [
          {"id": "ff", "name": "Frigate", "faction": "Grand Terran Imperium", "size": "small",
           "points": 4, "initiative": 3, "mp": [7], "shield": [3], "pd": [1],
           "weapons": [{"name": "Rack", "type": "rack", "arc": "front", "av": [2]}]},
          {"id": "cm", "name": "Medium Cruiser", "faction": "Grand Terran Imperium",
           "size": "medium", "points": 12, "initiative": 1, "mp": [5, 4], "shield": [5, 4],
           "pd": [2, 1],
           "weapons": [{"name": "Main Battery", "type": "battery", "arc": "front", "av": [6, 4]},
                       {"name": "Drone Rack", "type": "drone", "arc": "left", "av": [3, 2]}]},
          {"id": "cv", "name": "MegaCarrier", "faction": "Grand Terran Imperium",
           "size": "large", "points": 20, "initiative": 0, "mp": [3, 3, 2], "shield": [6, 5, 4],
           "pd": [4, 3, 2],
           "weapons": [{"name": "Broadside", "type": "battery", "arc": "right", "av": [5, 4, 3]},
                       {"name": "Fusion Lance", "type": "fusion", "arc": "front",
                        "av": [4, 3, 1]}],
           "bays": {"fighters": [4, 2, 1], "bombers": [2, 1, 0]}}]})");
    root["name"] = "Sunder benchmark " + std::to_string(count);
    const char *const cards[] = {"cm", "ff", "cv"};
    Json groups = Json::array();
    Json ships = Json::array();
    for (int i = 0; i < count; ++i) {
        Json ship{{"name", "Ship " + std::to_string(i + 1)}, {"design", cards[i % 3]}};
        if (i % 3 == 0)
            groups.push_back(
                Json{{"name", "Squadron " + std::to_string(i / 3 + 1)}, {"kind", "squadron"}});
        ship["group"] = "Squadron " + std::to_string(i / 3 + 1);
        if (i % 3 == 2) {
            ship["fighters"] = 4;
            ship["bombers"] = 2;
        }
        ships.push_back(std::move(ship));
    }
    ships[0]["flagship"] = true;
    root["groups"] = std::move(groups);
    root["ships"] = std::move(ships);
    return QByteArray::fromStdString(root.dump());
}

namespace {

QByteArray talonFleet(const char *name, const std::vector<const char *> &counters)
{
    Json root = Json::parse(R"({"format": "fleetwright-fleet", "formatVersion": 1,
        "system": "talon", "designs": []})");
    root["name"] = name;
    root["budget"] = 1500;
    Json ships = Json::array();
    for (std::size_t i = 0; i < counters.size(); ++i)
        ships.push_back(Json{{"name", std::string(counters[i]) + " " + std::to_string(i + 1)},
                             {"design", counters[i]}});
    root["ships"] = std::move(ships);
    return QByteArray::fromStdString(root.dump());
}

} // namespace

QByteArray talonFleetJson()
{
    return talonFleet("Talon 1500",
                      {"talon-dn", "talon-bb", "talon-bc", "talon-base", "talon-ca", "talon-ca",
                       "talon-cl", "talon-cl", "talon-cl", "talon-dd", "talon-dd", "talon-dd",
                       "talon-ff", "talon-ff", "talon-transport"});
}

QByteArray talonEveryCounterJson()
{
    return talonFleet("Every Talon counter",
                      {"talon-ff", "talon-dd", "talon-cl", "talon-ca", "talon-bc", "talon-bb",
                       "talon-dn", "talon-transport", "talon-base", "terran-sc", "terran-dd",
                       "terran-cl", "terran-ca", "terran-bc", "terran-bb", "terran-cv",
                       "terran-ftr", "terran-transport", "terran-base"});
}

QString listOfDesigns(int designs)
{
    QString text = QStringLiteral("Many designs\nSCS (ship control sheets) · 0 points\n\n");
    for (int i = 0; i < designs; ++i) {
        QString name;
        for (int n = i + 1; n > 0; n /= 24)
            name += QChar(0x3B1 + n % 24); // Greek small letters
        text += QStringLiteral("%1. Ship %1 — %2 (0 points)\n").arg(i + 1).arg(name);
    }
    return text;
}

QByteArray oneLineShips(const QString &game, const QString &className, int count)
{
    QByteArray text = "Ships on one line each\n" + game.toUtf8() + "\n\n";
    const QByteArray title = " \xE2\x80\x94 " + className.toUtf8() + "\n"; // " — CLASS"
    for (int i = 1; i <= count; ++i)
        text += QByteArray::number(i) + ". S" + QByteArray::number(i) + title;
    return text;
}

} // namespace fw::bench
