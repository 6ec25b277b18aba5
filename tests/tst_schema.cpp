// The JSON Schema of fleet files agrees with the reader and with the rules data, for every game
// system. The shared schema (resources/schema/fleet-v1.schema.json) holds the header keys and
// names no game; each game's schema (resources/schema/<id>/fleet-v1.<id>.schema.json) refers to
// it and adds the game's keys. Its id lists are the tables' ids, its options are each system's
// options, its required keys and limits are the reader's, and every example fleet or roster
// satisfies its game's schema.

#include "SchemaSunder.h"
#include "SchemaTalon.h"
#include "TestSupport.h"

#include <model/io/FleetFile.h>
#include <model/systems/billionsuns/BillionSunsSystem.h>
#include <model/systems/easystar/EasyStarSystem.h>
#include <model/systems/scs/ScsDesign.h>
#include <model/systems/sunder/SunderDesign.h>

#include <QDir>
#include <QTest>

#include <algorithm>
#include <map>
#include <string>

using namespace fw;
using model::Json;

namespace {

QString toQString(const std::string &s)
{
    return QString::fromStdString(s);
}

QString pointerText(const std::string &pointer)
{
    return pointer.empty() ? QStringLiteral("(top level)") : toQString(pointer);
}

QStringList sorted(QStringList list)
{
    list.sort();
    return list;
}

QStringList stringsOf(const Json &array)
{
    QStringList result;
    if (!array.is_array())
        return result;
    for (const Json &element : array) {
        if (element.is_string())
            result << toQString(element.get<std::string>());
    }
    return result;
}

QString typeName(const Json &value)
{
    if (value.is_object())
        return QStringLiteral("object");
    if (value.is_array())
        return QStringLiteral("array");
    if (value.is_string())
        return QStringLiteral("string");
    if (value.is_boolean())
        return QStringLiteral("boolean");
    if (value.is_null())
        return QStringLiteral("null");
    if (value.is_number_integer())
        return QStringLiteral("integer");
    return QStringLiteral("number");
}

// The subset of JSON Schema draft 2020-12 the fleet schema uses: type, const, enum, required,
// properties, additionalProperties, items, minItems, maxItems, minimum, maximum, maxLength,
// allOf, if/then/else and $ref to a JSON pointer in the same document or to another document by
// its $id. A keyword outside this subset is an error, so the schema cannot silently depend on a
// check this test skips.
//
// "integer" means what the reader means: a number written without fraction or exponent.
class SchemaValidator
{
public:
    // The documents that may refer to each other, each known by its $id. A document's references
    // within itself ("#/...") are made absolute, so that a subschema resolves on its own.
    explicit SchemaValidator(const std::vector<Json> &documents)
    {
        for (const Json &document : documents) {
            const std::string id = document.value("$id", std::string());
            Json copy = document;
            absoluteRefs(copy, id);
            m_documents[id] = std::move(copy);
        }
    }

    // Validates a fleet file against the schema of the game its "system" names, as a user with
    // the schema files would: a file that names no known game is refused.
    QStringList validate(const Json &value) const
    {
        const Json system
            = value.is_object() && value.contains("system") ? value.at("system") : Json();
        if (const Json *game = gameSchema(system))
            return validateAgainst(*game, value);
        QStringList errors = validateAgainst(shared(), value);
        if (!system.is_null() || errors.isEmpty())
            errors
                << QStringLiteral("/system: no game schema for %1").arg(toQString(system.dump()));
        return errors;
    }

    // Validates against one subschema of the documents.
    QStringList validateAgainst(const Json &schema, const Json &value) const
    {
        QStringList errors;
        check(schema, value, std::string(), errors, 0);
        return errors;
    }

    // The game schema whose "system" is `system`, or null.
    const Json *gameSchema(const Json &system) const
    {
        for (const auto &[id, document] : m_documents) {
            const Json::json_pointer selector("/properties/system/const");
            if (document.contains(selector) && document.at(selector) == system)
                return &document;
        }
        return nullptr;
    }

    const Json &shared() const { return m_documents.at(SharedId); }

    // Every keyword of the schemas (and of their subschemas) that this validator does not know.
    QStringList unsupportedKeywords() const
    {
        QStringList found;
        for (const auto &[id, document] : m_documents)
            walk(document, toQString(id) + QLatin1Char('#'), found);
        return found;
    }

    const Json &resolve(const Json &schema) const
    {
        if (schema.is_object() && schema.contains("$ref")) {
            const std::string ref = schema.at("$ref").get<std::string>();
            const auto hash = ref.find('#');
            const auto document = m_documents.find(ref.substr(0, hash));
            if (document != m_documents.end()) {
                if (hash == std::string::npos)
                    return document->second;
                const Json::json_pointer pointer(ref.substr(hash + 1));
                if (document->second.contains(pointer))
                    return document->second.at(pointer);
            }
        }
        return schema;
    }

    static constexpr const char *SharedId = "urn:fleetwright:schema:fleet-v1";

private:
    static void absoluteRefs(Json &schema, const std::string &id)
    {
        if (schema.is_object()) {
            for (auto &[key, value] : schema.items()) {
                if (key == "$ref" && value.is_string()
                    && value.get<std::string>().rfind('#', 0) == 0)
                    value = id + value.get<std::string>();
                else
                    absoluteRefs(value, id);
            }
        } else if (schema.is_array()) {
            for (Json &element : schema)
                absoluteRefs(element, id);
        }
    }

    static bool isAnnotation(const std::string &key)
    {
        static const char *const annotations[] = {"$schema", "$id",         "$comment", "$defs",
                                                  "title",   "description", "default",  "examples"};
        return std::any_of(std::begin(annotations), std::end(annotations),
                           [&](const char *a) { return key == a; });
    }

    static bool isKeyword(const std::string &key)
    {
        static const char *const keywords[] = {"$ref",
                                               "type",
                                               "const",
                                               "enum",
                                               "required",
                                               "properties",
                                               "additionalProperties",
                                               "items",
                                               "minItems",
                                               "maxItems",
                                               "minimum",
                                               "maximum",
                                               "maxLength",
                                               "allOf",
                                               "if",
                                               "then",
                                               "else"};
        return std::any_of(std::begin(keywords), std::end(keywords),
                           [&](const char *k) { return key == k; });
    }

    void walk(const Json &schema, const QString &where, QStringList &found) const
    {
        if (!schema.is_object())
            return;
        for (const auto &[key, value] : schema.items()) {
            const QString here = where + QLatin1Char('/') + toQString(key);
            if (!isKeyword(key) && !isAnnotation(key))
                found << here;
            if (key == "properties" || key == "$defs") {
                for (const auto &[name, sub] : value.items())
                    walk(sub, here + QLatin1Char('/') + toQString(name), found);
            } else if (key == "allOf") {
                for (std::size_t i = 0; i < value.size(); ++i)
                    walk(value[i], here + QLatin1Char('/') + QString::number(i), found);
            } else if (key == "items" || key == "additionalProperties" || key == "if"
                       || key == "then" || key == "else") {
                walk(value, here, found);
            }
        }
    }

    void check(const Json &schema, const Json &value, const std::string &at, QStringList &errors,
               int depth) const
    {
        const auto fail = [&](const QString &message) {
            errors << QStringLiteral("%1: %2").arg(pointerText(at), message);
        };
        if (depth > 64) {
            fail(QStringLiteral("schema references nest too deep"));
            return;
        }
        if (schema.is_boolean()) {
            if (!schema.get<bool>())
                fail(QStringLiteral("no value is allowed here"));
            return;
        }
        if (!schema.is_object()) {
            fail(QStringLiteral("the schema here is neither an object nor a boolean"));
            return;
        }
        for (const auto &[key, keywordValue] : schema.items()) {
            if (!isKeyword(key) && !isAnnotation(key))
                fail(QStringLiteral("unsupported schema keyword %1").arg(toQString(key)));
        }

        if (schema.contains("$ref")) {
            const Json &target = resolve(schema);
            if (&target == &schema)
                fail(QStringLiteral("unresolvable $ref %1")
                         .arg(toQString(schema.at("$ref").dump())));
            else
                check(target, value, at, errors, depth + 1);
        }

        if (schema.contains("type")) {
            const Json &type = schema.at("type");
            const QStringList allowed = type.is_array()
                                            ? stringsOf(type)
                                            : QStringList{toQString(type.get<std::string>())};
            const QString actual = typeName(value);
            const bool ok = allowed.contains(actual)
                            || (actual == QLatin1String("integer")
                                && allowed.contains(QStringLiteral("number")));
            if (!ok) {
                fail(QStringLiteral("expected %1, found %2")
                         .arg(allowed.join(QStringLiteral(" or ")), actual));
                return; // the other keywords would only repeat the type error
            }
        }
        if (schema.contains("const") && value != schema.at("const"))
            fail(QStringLiteral("must be %1").arg(toQString(schema.at("const").dump())));
        if (schema.contains("enum")) {
            const Json &choices = schema.at("enum");
            if (std::find(choices.begin(), choices.end(), value) == choices.end())
                fail(QStringLiteral("%1 is not one of %2")
                         .arg(toQString(value.dump()), toQString(choices.dump())));
        }

        if (value.is_number()) {
            if (schema.contains("minimum")
                && value.get<double>() < schema.at("minimum").get<double>())
                fail(QStringLiteral("%1 is below the minimum %2")
                         .arg(toQString(value.dump()), toQString(schema.at("minimum").dump())));
            if (schema.contains("maximum")
                && value.get<double>() > schema.at("maximum").get<double>())
                fail(QStringLiteral("%1 is above the maximum %2")
                         .arg(toQString(value.dump()), toQString(schema.at("maximum").dump())));
        }
        if (value.is_string() && schema.contains("maxLength")) {
            // JSON Schema counts characters (code points), not bytes.
            const auto length = toQString(value.get<std::string>()).toUcs4().size();
            if (length > schema.at("maxLength").get<qsizetype>())
                fail(QStringLiteral("%1 characters, more than %2")
                         .arg(length)
                         .arg(schema.at("maxLength").get<qsizetype>()));
        }

        if (value.is_array()) {
            const auto size = value.size();
            if (schema.contains("minItems") && size < schema.at("minItems").get<std::size_t>())
                fail(QStringLiteral("%1 items, fewer than %2")
                         .arg(size)
                         .arg(schema.at("minItems").get<std::size_t>()));
            if (schema.contains("maxItems") && size > schema.at("maxItems").get<std::size_t>())
                fail(QStringLiteral("%1 items, more than %2")
                         .arg(size)
                         .arg(schema.at("maxItems").get<std::size_t>()));
            if (schema.contains("items")) {
                for (std::size_t i = 0; i < size; ++i)
                    check(schema.at("items"), value[i], at + '/' + std::to_string(i), errors,
                          depth + 1);
            }
        }

        if (value.is_object()) {
            if (schema.contains("required")) {
                for (const Json &key : schema.at("required")) {
                    if (!value.contains(key.get<std::string>()))
                        fail(QStringLiteral("missing required key %1").arg(toQString(key.dump())));
                }
            }
            const Json *properties
                = schema.contains("properties") ? &schema.at("properties") : nullptr;
            for (const auto &[key, member] : value.items()) {
                if (properties && properties->contains(key))
                    check(properties->at(key), member, at + '/' + key, errors, depth + 1);
                else if (schema.contains("additionalProperties"))
                    check(schema.at("additionalProperties"), member, at + '/' + key, errors,
                          depth + 1);
            }
        }

        if (schema.contains("allOf")) {
            for (const Json &sub : schema.at("allOf"))
                check(sub, value, at, errors, depth + 1);
        }
        if (schema.contains("if")) {
            QStringList ignored;
            check(schema.at("if"), value, at, ignored, depth + 1);
            const char *branch = ignored.isEmpty() ? "then" : "else";
            if (schema.contains(branch))
                check(schema.at(branch), value, at, errors, depth + 1);
        }
    }

    std::map<std::string, Json> m_documents; // by $id
};

// A fleet that uses every key of the format once, with values the reader accepts (it need not
// be legal). The limit probes change one value of it at a time.
const char *const ProbeFleet = R"({
  "format": "fleetwright-fleet", "formatVersion": 1, "system": "easystar",
  "name": "Probe", "notes": "n", "budget": 250,
  "options": { "leviathansAllowed": false, "criticalRow3": "noEffect",
               "turningTable": [0, 2, 2, 1, 1], "leviathanWeaponSpaces": 0,
               "bdvmUnits": "perShot", "weaponCounterLimit": 0 },
  "damageControl": 0,
  "scenario": { "id": "convoy", "player": 1 },
  "ships": [
    { "name": "A", "class": "cruiser", "flagship": true, "speedTraded": 0, "engine": false,
      "gunMount": false,
      "weapons": [ { "type": "beam", "mount": "axial", "range": 1, "damage": 1,
                     "freeRange": 0, "freeDamage": 0 } ],
      "auxiliaries": ["ecm"], "fighterBays": 0, "fighters": { "interceptor": 0, "attack": 0 },
      "flagshipAdvantage": { "roll": 5, "rerolls": [3], "weapons": [], "devices": ["engine"],
                             "fighters": { "interceptor": 0, "attack": 0 },
                             "damageControl": 0 },
      "notes": "" }
  ]
})";

// A class object with every required key and no weapon systems, for repeating in arrays.
Json minimalClass()
{
    return Json{{"id", "x"},        {"name", "X"},        {"cost", 0},
                {"mass", 0},        {"thrust", 0},        {"silhouette", 0},
                {"shields", 0},     {"wing", false},      {"utility", false},
                {"carrier", false}, {"primary", nullptr}, {"auxiliary", nullptr}};
}

// The same for A Billion Suns: a roster that uses every key of the format once. (Built as an
// object rather than parsed from text, so that no raw string literal confuses moc.)
Json probeRoster()
{
    Json options = Json::object();
    options["sameClassBattlegroups"] = true;
    options["scaleMinimum"] = 1;
    options["scaleMaximum"] = 5;
    options["destroyedAt"] = "silhouette";
    options["criticalFace"] = 1;
    options["dudFace"] = "highest";
    options["saveDie"] = 6;

    Json primary = Json::object();
    primary["name"] = "Lance Array";
    primary["rangeMin"] = 0;
    primary["rangeMax"] = 9;
    primary["dice"] = 2;
    primary["die"] = 8;
    primary["damage"] = 2;
    primary["stationaryTargetsOnly"] = false;

    Json lancer = Json::object();
    lancer["id"] = "lancer";
    lancer["name"] = "Lancer";
    lancer["cost"] = 8;
    lancer["mass"] = 2;
    lancer["thrust"] = 6;
    lancer["silhouette"] = 5;
    lancer["shields"] = 3;
    lancer["wing"] = false;
    lancer["utility"] = false;
    lancer["carrier"] = false;
    lancer["primary"] = primary;
    lancer["auxiliary"] = nullptr;
    lancer["notes"] = "";

    Json doc = Json::object();
    doc["format"] = "fleetwright-fleet";
    doc["formatVersion"] = 1;
    doc["system"] = "billionsuns";
    doc["name"] = "Probe";
    doc["notes"] = "n";
    doc["budget"] = 80;
    doc["options"] = options;
    doc["corporation"] = "Probe Corporation";
    doc["scale"] = 3;
    doc["tables"] = 1;
    doc["jumpPoints"] = 2;
    doc["battlegroups"] = Json::array({Json{{"name", "G"}, {"notes", ""}}});
    doc["customClasses"] = Json::array({lancer});
    doc["ships"] = Json::array(
        {Json{{"name", "A"}, {"class", "lancer"}, {"battlegroup", "G"}, {"notes", ""}}});
    return doc;
}

// The same for SCS: a fleet with one design that uses every key of a sheet once.
const char *const ProbeScs = R"({
  "format": "fleetwright-fleet", "formatVersion": 1, "system": "scs",
  "name": "Probe", "notes": "n", "budget": 3000,
  "options": { "rarityDenominator": "hull", "composition": "homebrew", "rowLength": 4,
               "blockSize": 5, "hitDie": 20, "facingSignature": true,
               "destruction": "reactorOrPrimary", "criticalsTiming": "endOfTurn",
               "pivotAllowance": 0 },
  "campaignYear": 2259, "faction": "Narn Regime",
  "designs": [
    { "id": "d", "name": "D", "faction": "Narn Regime", "size": "capital", "points": 580,
      "isd": 2241, "rarity": "common", "signature": { "forward": 14, "side": 14 },
      "initiative": 2, "thrust": 12, "accelCost": 3, "pivotCost": 2, "rollCost": 2,
      "retroThrusters": true, "agile": false, "gravitic": false, "sensors": 9, "jamming": 0,
      "stealth": 0, "ramming": 0, "jumpDelay": 20, "limited": 0, "variantOf": null,
      "turnDelay": [0, 1], "sideChart": [ { "from": 1, "to": 10, "section": "primary" } ],
      "sections": [
        { "id": "primary", "structure": { "armor": 5, "boxes": 36 },
          "systems": [
            { "name": "Gun", "kind": "weapon", "armor": 3, "boxes": 6, "power": 2, "output": 0,
              "rowLength": 0, "blockSize": 0, "arc": [300, 60], "recharge": 1,
              "damage": "1d10+4", "mode": "standard", "intercept": 2, "shots": 2,
              "pulseDie": 5, "pulseGrouping": 4, "maxPulses": 6, "rake": 10,
              "rangeModifiers": [4, 2], "direction": "retro", "fighterSize": "medium" } ],
          "chart": [ { "from": 1, "to": 20, "hits": "Gun" } ] } ],
      "special": "s", "notes": "n", "source": "FieryVoid ships36.js", "assumptions": ["a"] } ],
  "ships": [
    { "name": "A", "design": "d", "notes": "",
      "fighters": [ { "name": "Gorith", "size": "medium", "count": 6, "points": 40,
                      "structure": 10 } ] } ]
})";

// An SCS fleet with only the keys the reader requires, and one system of each kind that has
// kind-specific defaults (a weapon, a thruster, a hangar), for the writer's defaults.
const char *const MinimalScs = R"({
  "format": "fleetwright-fleet", "formatVersion": 1, "system": "scs", "name": "M",
  "designs": [ { "id": "d", "size": "capital",
                 "sections": [ { "id": "primary",
                                 "systems": [ { "name": "Gun", "kind": "weapon" },
                                              { "name": "Thruster", "kind": "thruster" },
                                              { "name": "Hangar", "kind": "hangar" } ] } ] } ],
  "ships": [ { "name": "A", "design": "d", "fighters": [ {} ] } ]
})";

// Hand-made invalid SCS documents: the probe with the value at `pointer` replaced by `value`
// (removed when empty), and the place the schema names. "$S" stands for the probe's system.
struct BadScs
{
    const char *name;
    const char *pointer;
    const char *value;
    const char *expected;
};
const char *const ScsSystemPointer = "/designs/0/sections/0/systems/0";
const BadScs BadScsRows[] = {
    {"scs: unknown size", "/designs/0/size", "\"huge\"", "/designs/0/size"},
    {"scs: design without size", "/designs/0/size", "", "/designs/0"},
    {"scs: design without id", "/designs/0/id", "", "/designs/0"},
    {"scs: points as a string", "/designs/0/points", "\"580\"", "/designs/0/points"},
    {"scs: limited over 100", "/designs/0/limited", "101", "/designs/0/limited"},
    {"scs: unknown rarity", "/designs/0/rarity", "\"legendary\"", "/designs/0/rarity"},
    {"scs: variantOf a number", "/designs/0/variantOf", "7", "/designs/0/variantOf"},
    {"scs: fractional turn delay", "/designs/0/turnDelay/0", "1.5", "/designs/0/turnDelay/0"},
    {"scs: side row without section", "/designs/0/sideChart/0/section", "",
     "/designs/0/sideChart/0"},
    {"scs: sections as an object", "/designs/0/sections", "{}", "/designs/0/sections"},
    {"scs: structure boxes as a string", "/designs/0/sections/0/structure/boxes", "\"36\"",
     "/designs/0/sections/0/structure/boxes"},
    {"scs: unknown system kind", "$S/kind", "\"warpCore\"", "$S/kind"},
    {"scs: boxes as a string", "$S/boxes", "\"6\"", "$S/boxes"},
    {"scs: negative armour", "$S/armor", "-1", "$S/armor"},
    {"scs: arc of three angles", "$S/arc", "[0, 60, 120]", "$S/arc"},
    {"scs: arc as a number", "$S/arc", "60", "$S/arc"},
    {"scs: unknown weapon mode", "$S/mode", "\"laser\"", "$S/mode"},
    {"scs: unknown direction", "$S/direction", "\"up\"", "$S/direction"},
    {"scs: unknown fighter size", "$S/fighterSize", "\"huge\"", "$S/fighterSize"},
    {"scs: range modifier as a string", "$S/rangeModifiers/0", "\"4\"", "$S/rangeModifiers/0"},
    {"scs: system without kind", "$S/kind", "", "$S"},
    {"scs: chart row without hits", "/designs/0/sections/0/chart/0/hits", "",
     "/designs/0/sections/0/chart/0"},
    {"scs: chart row from as a string", "/designs/0/sections/0/chart/0/from", "\"1\"",
     "/designs/0/sections/0/chart/0/from"},
    {"scs: ship without design", "/ships/0/design", "", "/ships/0"},
    {"scs: fighter size unknown", "/ships/0/fighters/0/size", "\"huge\"",
     "/ships/0/fighters/0/size"},
    {"scs: campaign year negative", "/campaignYear", "-1", "/campaignYear"},
    {"scs: unknown option choice", "/options/composition", "\"tournament\"",
     "/options/composition"},
};

Json probeFleet()
{
    return Json::parse(ProbeFleet);
}

Json probeScs()
{
    return Json::parse(ProbeScs);
}

// The probe of each game by its id, or null for a game that has none (probeFleetIsValid says
// so).
Json probeFor(const QString &system)
{
    static const std::map<QString, Json (*)()> probes = {
        {QStringLiteral("easystar"), probeFleet},
        {QStringLiteral("billionsuns"), probeRoster},
        {QStringLiteral("scs"), probeScs},
        {QStringLiteral("sunder"), test::schema::probeSunder},
        {QStringLiteral("talon"), test::schema::probeTalon},
    };
    const auto found = probes.find(system);
    return found == probes.end() ? Json() : found->second();
}

// SCS rows of defaultsMatchWriter: "/$defs/scs<Def>/properties/<key>" against "<object>/<key>"
// of MinimalScs as the writer writes it.
void scsDefaultRows(const model::GameSystem *scsSystem)
{
    const QString scs = QStringLiteral("scs");
    const auto keys
        = [&](const char *def, const char *object, std::initializer_list<const char *> names) {
              for (const char *key : names) {
                  QTest::newRow(qPrintable(
                      QStringLiteral("scs: %1 %2").arg(QLatin1String(def), QLatin1String(key))))
                      << scs
                      << QStringLiteral("/$defs/scs%1/properties/%2")
                             .arg(QLatin1String(def), QLatin1String(key))
                      << QStringLiteral("%1/%2").arg(QLatin1String(object), QLatin1String(key));
              }
          };
    keys("Design", "/designs/0",
         {"name", "faction", "points", "isd", "rarity", "initiative", "thrust", "accelCost",
          "pivotCost", "rollCost", "retroThrusters", "agile", "gravitic", "sensors", "jumpDelay",
          "limited", "variantOf", "turnDelay", "sideChart"});
    keys("Section", "/designs/0/sections/0", {"chart"});
    keys("System", "/designs/0/sections/0/systems/0",
         {"armor", "boxes", "power", "arc", "recharge", "damage", "mode", "intercept",
          "rangeModifiers"});
    keys("System", "/designs/0/sections/0/systems/1", {"output", "direction"});
    keys("System", "/designs/0/sections/0/systems/2", {"fighterSize"});
    keys("Fighters", "/ships/0/fighters/0", {"name", "size", "count", "points", "structure"});
    if (!scsSystem)
        return;
    for (const model::RulesOptionSpec &spec : scsSystem->options()) {
        QTest::newRow(qPrintable(QStringLiteral("scs: %1").arg(spec.id)))
            << scs << QStringLiteral("/$defs/scsOptions/properties/%1").arg(spec.id)
            << QStringLiteral("/options/%1").arg(spec.id);
    }
}

// SCS rows of limitsMatchReader: every limit of a key of the SCS probe,
// "/$defs/scs<Def>/properties/<key>" against "<object>/<key>", and every array.
void scsLimitRows()
{
    const auto add = [](const QString &name, const QString &schemaPointer,
                        const QString &filePointer, const Json &element = Json()) {
        QTest::newRow(qPrintable(QStringLiteral("scs: ") + name))
            << QStringLiteral("scs") << schemaPointer << filePointer
            << (element.is_null() ? QByteArray() : QByteArray::fromStdString(element.dump()));
    };
    const auto keys
        = [&](const char *def, const char *object, std::initializer_list<const char *> names) {
              for (const char *key : names) {
                  add(QStringLiteral("%1 %2").arg(QLatin1String(def), QLatin1String(key)),
                      QStringLiteral("/$defs/scs%1/properties/%2")
                          .arg(QLatin1String(def), QLatin1String(key)),
                      QStringLiteral("%1/%2").arg(QLatin1String(object), QLatin1String(key)));
              }
          };
    keys("Fleet", "", {"campaignYear", "faction"});
    keys("Options", "/options", {"rowLength", "blockSize", "hitDie", "pivotAllowance"});
    keys("Design", "/designs/0",
         {"id", "name", "faction", "points", "isd", "initiative", "thrust", "accelCost",
          "pivotCost", "rollCost", "sensors", "jamming", "stealth", "ramming", "jumpDelay",
          "limited", "variantOf", "special", "notes"});
    keys("Design/properties/signature", "/designs/0/signature", {"forward", "side"});
    keys("SideRow", "/designs/0/sideChart/0", {"from", "to", "section"});
    keys("Section", "/designs/0/sections/0", {"id"});
    keys("Section/properties/structure", "/designs/0/sections/0/structure", {"armor", "boxes"});
    keys("System", "/designs/0/sections/0/systems/0",
         {"name", "armor", "boxes", "power", "output", "rowLength", "blockSize", "recharge",
          "damage", "intercept", "shots", "pulseDie", "pulseGrouping", "maxPulses", "rake"});
    keys("ChartRow", "/designs/0/sections/0/chart/0", {"from", "to", "hits"});
    keys("Ship", "/ships/0", {"name", "design", "notes"});
    keys("Fighters", "/ships/0/fighters/0", {"name", "count", "points", "structure"});
    const QString system = QStringLiteral("/designs/0/sections/0/systems/0");
    add(QStringLiteral("arc angle"), QStringLiteral("/$defs/scsSystem/properties/arc/items"),
        system + QLatin1String("/arc/1"));
    add(QStringLiteral("range modifier"),
        QStringLiteral("/$defs/scsSystem/properties/rangeModifiers/items"),
        system + QLatin1String("/rangeModifiers/0"));
    add(QStringLiteral("turn delay"), QStringLiteral("/$defs/scsDesign/properties/turnDelay/items"),
        QStringLiteral("/designs/0/turnDelay/1"));
    add(QStringLiteral("designs"), QStringLiteral("/$defs/scsFleet/properties/designs"),
        QStringLiteral("/designs"), Json{{"id", "d"}, {"size", "light"}});
    add(QStringLiteral("ships"), QStringLiteral("/$defs/scsFleet/properties/ships"),
        QStringLiteral("/ships"), Json{{"name", "A"}, {"design", "d"}});
    add(QStringLiteral("turnDelay"), QStringLiteral("/$defs/scsDesign/properties/turnDelay"),
        QStringLiteral("/designs/0/turnDelay"), Json(1));
    add(QStringLiteral("sideChart"), QStringLiteral("/$defs/scsDesign/properties/sideChart"),
        QStringLiteral("/designs/0/sideChart"),
        Json{{"from", 1}, {"to", 10}, {"section", "primary"}});
    add(QStringLiteral("sections"), QStringLiteral("/$defs/scsDesign/properties/sections"),
        QStringLiteral("/designs/0/sections"), Json{{"id", "primary"}});
    add(QStringLiteral("systems"), QStringLiteral("/$defs/scsSection/properties/systems"),
        QStringLiteral("/designs/0/sections/0/systems"), Json{{"name", "G"}, {"kind", "other"}});
    add(QStringLiteral("chart"), QStringLiteral("/$defs/scsSection/properties/chart"),
        QStringLiteral("/designs/0/sections/0/chart"),
        Json{{"from", 1}, {"to", 20}, {"hits", "structure"}});
    add(QStringLiteral("rangeModifiers"),
        QStringLiteral("/$defs/scsSystem/properties/rangeModifiers"),
        system + QLatin1String("/rangeModifiers"), Json(0));
    add(QStringLiteral("fighters"), QStringLiteral("/$defs/scsShip/properties/fighters"),
        QStringLiteral("/ships/0/fighters"), Json::object());
}

} // namespace

class TestSchema : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<test::Registries> m_registries;
    Json m_schema;                   // the shared schema
    std::map<QString, Json> m_games; // each game's schema, by system id
    std::unique_ptr<SchemaValidator> m_validator;

    const model::easystar::EasyStarSystem *easyStar() const
    {
        return dynamic_cast<const model::easystar::EasyStarSystem *>(
            m_registries->systems.find(QStringLiteral("easystar")));
    }

    const model::billionsuns::BillionSunsSystem *billionSuns() const
    {
        return dynamic_cast<const model::billionsuns::BillionSunsSystem *>(
            m_registries->systems.find(QStringLiteral("billionsuns")));
    }

    static QString gameSchemaPath(const QString &system)
    {
        return test::sourcePath(
            QStringLiteral("resources/schema/%1/fleet-v1.%1.schema.json").arg(system));
    }

    static Json readSchema(const QString &path)
    {
        const QByteArray bytes = test::readFile(path);
        try {
            return Json::parse(bytes.constBegin(), bytes.constEnd());
        } catch (const Json::parse_error &e) {
            qWarning("%s: %s", qPrintable(path), e.what());
            return Json();
        }
    }

    // The schema document that has `pointer`: the shared one first (its header keys), then the
    // games' (their $defs have the game's id in their names); the shared one when none has it.
    const Json &documentWith(const Json::json_pointer &pointer) const
    {
        for (const auto &[id, game] : m_games) {
            if (!m_schema.contains(pointer) && game.contains(pointer))
                return game;
        }
        return m_schema;
    }

    const Json &schemaAt(const char *pointer) const
    {
        const Json::json_pointer p(pointer);
        return documentWith(p).at(p);
    }

    // The game schema's own part for `system` (its second allOf entry), resolved; null if none.
    const Json *branchFor(const QString &system) const
    {
        const Json *game = m_validator->gameSchema(Json(system.toStdString()));
        if (!game || !game->contains("allOf") || game->at("allOf").size() != 2)
            return nullptr;
        return &m_validator->resolve(game->at("allOf").at(1));
    }

    // The names under "properties" of the (resolved) schema at `pointer`.
    QStringList propertyNames(const char *pointer) const
    {
        QStringList names;
        const Json &node = m_validator->resolve(schemaAt(pointer));
        const Json properties = node.value("properties", Json::object());
        for (const auto &[key, value] : properties.items())
            names << toQString(key);
        return names;
    }

    QStringList enumAt(const char *pointer) const
    {
        return stringsOf(m_validator->resolve(schemaAt(pointer)).value("enum", Json::array()));
    }

    bool readerAccepts(const Json &doc, QString *errors = nullptr) const
    {
        const model::LoadResult result
            = model::FleetFile::parse(QByteArray::fromStdString(doc.dump()),
                                      QStringLiteral("probe.fleet.json"), m_registries->systems);
        if (errors)
            *errors = result.errorText();
        return result.ok();
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_registries = test::makeRegistries();
        QVERIFY(m_registries);
        QVERIFY(easyStar());
        QVERIFY(billionSuns());
        m_schema
            = readSchema(test::sourcePath(QStringLiteral("resources/schema/fleet-v1.schema.json")));
        QVERIFY(m_schema.is_object());
        std::vector<Json> documents(1, m_schema);
        for (const QString &id : m_registries->systems.ids()) {
            Json game = readSchema(gameSchemaPath(id));
            QVERIFY2(game.is_object(), qPrintable(gameSchemaPath(id)));
            documents.push_back(game);
            m_games[id] = std::move(game);
        }
        m_validator = std::make_unique<SchemaValidator>(documents);
        // From here on, the documents as the validator holds them: their $refs resolve alone.
        m_schema = m_validator->shared();
        for (auto &[id, game] : m_games) {
            const Json *held = m_validator->gameSchema(Json(id.toStdString()));
            QVERIFY2(held, qPrintable(id));
            game = *held;
        }
    }

    // (a) The schemas are JSON, draft 2020-12 schemas; the shared one names the format the
    // reader reads and no game.
    void schemaIsDraft202012()
    {
        QCOMPARE(m_schema.value("$schema", std::string()),
                 std::string("https://json-schema.org/draft/2020-12/schema"));
        QCOMPARE(m_schema.value("$id", std::string()), std::string(SchemaValidator::SharedId));
        QCOMPARE(schemaAt("/properties/format/const").get<std::string>(),
                 std::string(model::FleetFile::FormatName));
        QCOMPARE(schemaAt("/properties/formatVersion/maximum").get<int>(),
                 model::FleetFile::FormatVersion);
        QCOMPARE(stringsOf(m_schema.at("required")),
                 (QStringList{QStringLiteral("format"), QStringLiteral("formatVersion"),
                              QStringLiteral("system"), QStringLiteral("name")}));
        // Unknown keys are allowed: the reader keeps them and the validator warns.
        QVERIFY(m_schema.at("additionalProperties") == Json(true));
        // The games are the games' own files' business.
        const QString shared = toQString(m_schema.dump()).toLower();
        for (const QString &id : m_registries->systems.ids())
            QVERIFY2(!shared.contains(id), qPrintable(id));
        QVERIFY(!m_schema.contains("allOf") && !m_schema.contains("$defs"));
    }

    // Each game system has its own schema file, found by its id, that refers to the shared one.
    void everySystemHasASchema()
    {
        const QDir dir(test::sourcePath(QStringLiteral("resources/schema")));
        QCOMPARE(sorted(dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot)),
                 sorted(m_registries->systems.ids()));
        for (const QString &id : m_registries->systems.ids()) {
            const Json &game = m_games.at(id);
            const std::string sid = id.toStdString();
            QCOMPARE(game.value("$schema", std::string()),
                     std::string("https://json-schema.org/draft/2020-12/schema"));
            QCOMPARE(game.value("$id", std::string()),
                     std::string(SchemaValidator::SharedId) + ':' + sid);
            QVERIFY2(game.at(Json::json_pointer("/properties/system/const")) == Json(sid),
                     qPrintable(id));
            QVERIFY2(
                stringsOf(game.value("required", Json::array())).contains(QStringLiteral("system")),
                qPrintable(id));
            QVERIFY2(game.at("allOf").at(0) == Json({{"$ref", SchemaValidator::SharedId}}),
                     qPrintable(id));
            // Its definitions carry its id, so that no two games' names meet.
            for (const auto &[name, definition] : game.at("$defs").items())
                QVERIFY2(name.rfind(sid, 0) == 0, name.c_str());
            const Json *branch = branchFor(id);
            QVERIFY2(branch, qPrintable(id));
            QVERIFY2(branch->value("type", std::string()) == "object", qPrintable(id));
            QVERIFY2(stringsOf(branch->value("required", Json::array()))
                         .contains(QStringLiteral("ships")),
                     qPrintable(id));
        }
        QVERIFY(!branchFor(QStringLiteral("easystr")));
    }

    // Each example validates against its game's schema, which brings the shared one with it:
    // not against another game's, and not without the shared schema.
    void examplesNeedTheirGameAndTheSharedSchema_data() { examplesValidate_data(); }
    void examplesNeedTheirGameAndTheSharedSchema()
    {
        QFETCH(QString, file);
        const QByteArray bytes = test::readFile(file);
        const Json doc = Json::parse(bytes.constBegin(), bytes.constEnd());
        const QString system = toQString(doc.at("system").get<std::string>());
        QVERIFY(m_games.count(system));
        const Json &own = m_games.at(system);
        QStringList errors = m_validator->validateAgainst(own, doc);
        QVERIFY2(errors.isEmpty(), qPrintable(errors.join(QLatin1Char('\n'))));

        for (const auto &[id, game] : m_games) {
            if (id == system)
                continue;
            errors = m_validator->validateAgainst(game, doc);
            QVERIFY2(errors.contains(QStringLiteral("/system: must be \"%1\"").arg(id)),
                     qPrintable(errors.join(QLatin1Char('\n'))));
        }

        // The header's rules come from the shared schema, through the game's.
        Json newer = doc;
        newer["formatVersion"] = model::FleetFile::FormatVersion + 1;
        errors = m_validator->validateAgainst(own, newer);
        QVERIFY2(errors.size() == 1 && errors.front().startsWith(QLatin1String("/formatVersion:")),
                 qPrintable(errors.join(QLatin1Char('\n'))));
        const SchemaValidator alone(std::vector<Json>(1, own));
        errors = alone.validateAgainst(own, doc);
        QVERIFY2(errors.contains(QStringLiteral("(top level): unresolvable $ref \"%1\"")
                                     .arg(QLatin1String(SchemaValidator::SharedId))),
                 qPrintable(errors.join(QLatin1Char('\n'))));
    }

    void schemaUsesOnlyCheckedKeywords()
    {
        const QStringList unsupported = m_validator->unsupportedKeywords();
        QVERIFY2(unsupported.isEmpty(), qPrintable(unsupported.join(QLatin1Char('\n'))));
    }

    // (b) The EasyStar id lists are the ids of the loaded rules tables.
    void idEnumsMatchRules()
    {
        const auto &rules = easyStar()->rules();
        QCOMPARE(sorted(enumAt("/$defs/easystarClassId")), sorted(rules.classIds()));
        QCOMPARE(sorted(enumAt("/$defs/easystarWeaponId")), sorted(rules.weaponIds()));
        QCOMPARE(sorted(enumAt("/$defs/easystarMountId")), sorted(rules.mountIds()));
        QCOMPARE(sorted(enumAt("/$defs/easystarAuxiliaryId")), sorted(rules.auxiliaryIds()));
        QCOMPARE(sorted(enumAt("/$defs/easystarDeviceId")), sorted(rules.advantageDeviceIds()));
        QStringList scenarios;
        for (const model::easystar::Scenario &s : model::easystar::EasyStarSystem::scenarios())
            scenarios << s.id;
        QCOMPARE(sorted(enumAt("/$defs/easystarScenarioId")), sorted(scenarios));
        QStringList effects;
        for (const model::easystar::CriticalEffect &e : rules.criticalEffects)
            effects << e.id;
        QCOMPARE(sorted(enumAt("/$defs/easystarCriticalEffectId")), sorted(effects));
    }

    // A Billion Suns has no id lists (a ship's class may name a custom class), but every object
    // of a roster has exactly the keys the reader reads, and a ship's class is any string.
    void billionSunsKeysMatchReader()
    {
        using model::billionsuns::BillionSunsSystem;
        using Scope = BillionSunsSystem::KeyScope;
        QStringList rosterKeys = propertyNames("/$defs/billionsunsRoster");
        QVERIFY(rosterKeys.removeAll(QStringLiteral("options")) == 1);
        QCOMPARE(sorted(rosterKeys), sorted(BillionSunsSystem::knownKeys(Scope::Fleet)));
        QCOMPARE(sorted(propertyNames("/$defs/billionsunsBattlegroup")),
                 sorted(BillionSunsSystem::knownKeys(Scope::Battlegroup)));
        QCOMPARE(sorted(propertyNames("/$defs/billionsunsShip")),
                 sorted(BillionSunsSystem::knownKeys(Scope::Ship)));
        QCOMPARE(sorted(propertyNames("/$defs/billionsunsClass")),
                 sorted(model::billionsuns::classKeys()));
        QCOMPARE(sorted(propertyNames("/$defs/billionsunsWeapon")),
                 sorted(model::billionsuns::weaponKeys()));
        const Json &shipClass = schemaAt("/$defs/billionsunsShip/properties/class");
        QVERIFY(!shipClass.contains("enum") && !shipClass.contains("$ref"));
        QCOMPARE(shipClass.value("type", std::string()), std::string("string"));
    }

    // The SCS id lists are the model's, in the model's order.
    void scsIdEnumsMatchModel()
    {
        QCOMPARE(enumAt("/$defs/scsSizeClass"), model::scs::sizeClassIds());
        QCOMPARE(enumAt("/$defs/scsSystemKind"), model::scs::systemKindIds());
        QCOMPARE(enumAt("/$defs/scsWeaponMode"), model::scs::weaponModeIds());
        QCOMPARE(enumAt("/$defs/scsDirection"), model::scs::directionIds());
        QCOMPARE(enumAt("/$defs/scsRarity"), model::scs::rarityIds());
        QCOMPARE(enumAt("/$defs/scsFighterSize"), model::scs::fighterSizeIds());
    }

    // The Sunder the Stars id lists are the model's, in the model's order.
    void sunderIdEnumsMatchModel()
    {
        QCOMPARE(enumAt("/$defs/sunderSize"), model::sunder::hullSizeIds());
        QCOMPARE(enumAt("/$defs/sunderWeaponType"), model::sunder::weaponTypeIds());
        QCOMPARE(enumAt("/$defs/sunderArc"), model::sunder::facingIds());
        QCOMPARE(enumAt("/$defs/sunderGroupKind"), model::sunder::groupKindIds());
    }

    // The Talon id lists are the model's, in the model's order; the built-in counter ids are
    // the ruleset's; each object has exactly the keys the reader reads.
    void talonIdsAndKeysMatchModel()
    {
        const test::schema::SchemaLookup lookup = [this](const char *pointer) -> const Json & {
            return m_validator->resolve(schemaAt(pointer));
        };
        test::schema::checkTalonIds(lookup, m_registries->systems.find(QStringLiteral("talon")));
        if (QTest::currentTestFailed())
            return;
        test::schema::checkTalonKeys(lookup);
    }

    // In Talon, null means "none" for the fleet's faction (not chosen yet) and for a power
    // entry's turn radius (a base has none, digest §3.3): the schema and the reader both take it.
    void talonNullsAllowed()
    {
        Json doc = probeFor(QStringLiteral("talon"));
        doc["faction"] = nullptr;
        doc["designs"][0]["powerCurve"][0]["turnRadius"] = nullptr;
        const QStringList errors = m_validator->validate(doc);
        QVERIFY2(errors.isEmpty(), qPrintable(errors.join(QLatin1Char('\n'))));
        QString readerErrors;
        QVERIFY2(readerAccepts(doc, &readerErrors), qPrintable(readerErrors));
    }

    // The built-in class table has the shape the schema gives custom classes.
    void builtinClassesMatchSchema()
    {
        const QByteArray bytes = test::readFile(
            test::sourcePath(QStringLiteral("resources/rulesets/billionsuns/classes.json")));
        const Json table = Json::parse(bytes.constBegin(), bytes.constEnd());
        const Json &classes = table.at("classes");
        QCOMPARE(classes.size(), billionSuns()->rules().classes.size());
        const Json &schema = schemaAt("/$defs/billionsunsClass");
        for (const Json &shipClass : classes) {
            const QStringList errors = m_validator->validateAgainst(schema, shipClass);
            QVERIFY2(errors.isEmpty(),
                     qPrintable(toQString(shipClass.value("id", std::string()))
                                + QLatin1String(": ") + errors.join(QLatin1Char('\n'))));
        }
    }

    // The options object of each system's branch lists every rules option of that system with
    // its kind, range, choices and default.
    void optionsMatchSystem_data()
    {
        QTest::addColumn<QString>("system");
        for (const QString &id : m_registries->systems.ids())
            QTest::newRow(id.toUtf8().constData()) << id;
    }
    void optionsMatchSystem()
    {
        QFETCH(QString, system);
        const model::GameSystem *gameSystem = m_registries->systems.find(system);
        QVERIFY(gameSystem);
        const Json *branch = branchFor(system);
        QVERIFY2(branch, "no branch for the system");
        const Json::json_pointer optionsPath("/properties/options");
        QVERIFY2(branch->contains(optionsPath), "the branch does not describe \"options\"");
        const Json &options = m_validator->resolve(branch->at(optionsPath));
        QVERIFY(options.contains("properties"));
        const Json &properties = options.at("properties");
        QStringList schemaIds;
        for (const auto &[key, value] : properties.items())
            schemaIds << toQString(key);
        QStringList specIds;
        for (const model::RulesOptionSpec &spec : gameSystem->options())
            specIds << spec.id;
        QCOMPARE(schemaIds, specIds); // in display order

        for (const model::RulesOptionSpec &spec : gameSystem->options()) {
            const Json &node = properties.at(spec.id.toStdString());
            const Json &resolved = m_validator->resolve(node);
            const QByteArray id = spec.id.toUtf8();
            QVERIFY2(node.contains("default"), id.constData());
            const Json &def = node.at("default");
            switch (spec.kind) {
            case model::OptionKind::Bool:
                QCOMPARE(resolved.value("type", std::string()), std::string("boolean"));
                QVERIFY2(def == Json(std::get<bool>(spec.defaultValue)), qPrintable(spec.id));
                break;
            case model::OptionKind::Int:
                QCOMPARE(resolved.value("type", std::string()), std::string("integer"));
                QCOMPARE(resolved.value("minimum", -1), spec.minimum);
                QCOMPARE(resolved.value("maximum", -1), spec.maximum);
                QVERIFY2(def == Json(std::get<int>(spec.defaultValue)), qPrintable(spec.id));
                break;
            case model::OptionKind::Choice: {
                QStringList choices;
                for (const model::OptionChoice &c : spec.choices)
                    choices << c.id;
                QCOMPARE(sorted(stringsOf(resolved.value("enum", Json::array()))), sorted(choices));
                QVERIFY2(def == Json(std::get<QString>(spec.defaultValue).toStdString()),
                         qPrintable(spec.id));
                break;
            }
            case model::OptionKind::IntList: {
                QCOMPARE(resolved.value("type", std::string()), std::string("array"));
                QCOMPARE(resolved.value("minItems", -1), spec.listLength);
                QCOMPARE(resolved.value("maxItems", -1), spec.listLength);
                QCOMPARE(resolved.at("items").value("minimum", -1), spec.minimum);
                QCOMPARE(resolved.at("items").value("maximum", -1), spec.maximum);
                QVERIFY2(def == Json(std::get<std::vector<int>>(spec.defaultValue)),
                         qPrintable(spec.id));
                break;
            }
            }
        }
    }

    // The defaults the schema documents are the values the writer fills in.
    void defaultsMatchWriter_data()
    {
        QTest::addColumn<QString>("system");
        QTest::addColumn<QString>("schemaPointer");
        QTest::addColumn<QString>("filePointer");
        const QString easystar = QStringLiteral("easystar");
        QTest::newRow("damageControl")
            << easystar << "/$defs/easystarFleet/properties/damageControl"
            << "/damageControl";
        QTest::newRow("scenario player") << easystar << "/$defs/easystarScenario/properties/player"
                                         << "/scenario/player";
        for (const char *key :
             {"flagship", "speedTraded", "engine", "gunMount", "auxiliaries", "fighterBays"}) {
            QTest::newRow(key)
                << easystar
                << QStringLiteral("/$defs/easystarShip/properties/%1").arg(QLatin1String(key))
                << QStringLiteral("/ships/0/%1").arg(QLatin1String(key));
        }
        for (const char *key : {"interceptor", "attack"}) {
            QTest::newRow(key)
                << easystar
                << QStringLiteral("/$defs/easystarFighters/properties/%1").arg(QLatin1String(key))
                << QStringLiteral("/ships/0/fighters/%1").arg(QLatin1String(key));
        }
        for (const char *key : {"range", "damage"}) {
            QTest::newRow(key)
                << easystar
                << QStringLiteral("/$defs/easystarWeapon/properties/%1").arg(QLatin1String(key))
                << QStringLiteral("/ships/0/weapons/0/%1").arg(QLatin1String(key));
        }
        for (const model::RulesOptionSpec &spec : easyStar()->options()) {
            QTest::newRow(spec.id.toUtf8().constData())
                << easystar << QStringLiteral("/$defs/easystarOptions/properties/%1").arg(spec.id)
                << QStringLiteral("/options/%1").arg(spec.id);
        }

        const QString billionsuns = QStringLiteral("billionsuns");
        for (const char *key :
             {"corporation", "scale", "tables", "jumpPoints", "battlegroups", "customClasses"}) {
            QTest::newRow(qPrintable(QStringLiteral("roster: %1").arg(QLatin1String(key))))
                << billionsuns
                << QStringLiteral("/$defs/billionsunsRoster/properties/%1").arg(QLatin1String(key))
                << QStringLiteral("/%1").arg(QLatin1String(key));
        }
        for (const char *key : {"primary", "auxiliary", "notes"}) {
            QTest::newRow(qPrintable(QStringLiteral("roster: class %1").arg(QLatin1String(key))))
                << billionsuns
                << QStringLiteral("/$defs/billionsunsClass/properties/%1").arg(QLatin1String(key))
                << QStringLiteral("/customClasses/0/%1").arg(QLatin1String(key));
        }
        for (const model::RulesOptionSpec &spec : billionSuns()->options()) {
            QTest::newRow(qPrintable(QStringLiteral("roster: %1").arg(spec.id)))
                << billionsuns
                << QStringLiteral("/$defs/billionsunsOptions/properties/%1").arg(spec.id)
                << QStringLiteral("/options/%1").arg(spec.id);
        }
        scsDefaultRows(m_registries->systems.find(QStringLiteral("scs")));
        test::schema::sunderDefaultRows(m_registries->systems.find(QStringLiteral("sunder")));
        test::schema::talonDefaultRows(m_registries->systems.find(QStringLiteral("talon")));
    }
    void defaultsMatchWriter()
    {
        QFETCH(QString, system);
        QFETCH(QString, schemaPointer);
        QFETCH(QString, filePointer);
        Json minimal;
        if (system == QLatin1String("billionsuns")) {
            // No options, no roster keys but "ships", and a ship the validator would reject; for
            // the class defaults, one custom class with only its required keys.
            minimal = Json{
                {"format", "fleetwright-fleet"},
                {"formatVersion", 1},
                {"system", "billionsuns"},
                {"name", "M"},
                {"ships",
                 Json::array({Json{{"name", "A"}, {"class", "frigate"}, {"battlegroup", "G"}}})}};
            if (filePointer.startsWith(QLatin1String("/customClasses/0/"))) {
                Json shipClass = minimalClass();
                shipClass.erase("primary");
                shipClass.erase("auxiliary");
                minimal["customClasses"] = Json::array({shipClass});
            }
        } else if (system == QLatin1String("scs")) {
            minimal = Json::parse(MinimalScs);
        } else if (system == QLatin1String("sunder")) {
            minimal = test::schema::minimalSunder();
        } else if (system == QLatin1String("talon")) {
            minimal = test::schema::minimalTalon();
        } else {
            minimal = Json::parse(R"({
              "format": "fleetwright-fleet", "formatVersion": 1, "system": "easystar", "name": "M",
              "scenario": { "id": "convoy" },
              "ships": [ { "name": "A", "class": "scout",
                           "weapons": [ { "type": "beam", "mount": "axial" } ] } ] })");
        }
        const auto fleet = test::parseFleet(*m_registries, minimal);
        QVERIFY(fleet);
        const Json written
            = Json::parse(model::FleetFile::serialize(*fleet, m_registries->systems).toStdString());
        const Json::json_pointer schemaPath(schemaPointer.toStdString());
        const Json::json_pointer filePath(filePointer.toStdString());
        const Json &schema = documentWith(schemaPath);
        QVERIFY2(schema.contains(schemaPath), qPrintable(schemaPointer));
        QVERIFY2(schema.at(schemaPath).contains("default"), qPrintable(schemaPointer));
        QVERIFY2(written.contains(filePath), qPrintable(filePointer));
        const Json &expected = schema.at(schemaPath).at("default");
        QVERIFY2(written.at(filePath) == expected,
                 qPrintable(
                     QStringLiteral("written %1, schema default %2")
                         .arg(toQString(written.at(filePath).dump()), toQString(expected.dump()))));
    }

    // (c) Every example fleet or roster satisfies the schema, and the reader loads it.
    void examplesValidate_data()
    {
        QTest::addColumn<QString>("file");
        const QDir dir(test::sourcePath(QStringLiteral("resources/examples")));
        const QStringList files = dir.entryList({QStringLiteral("*.fleet.json")}, QDir::Files);
        QVERIFY2(!files.isEmpty(), qPrintable(dir.path()));
        for (const QString &name : files)
            QTest::newRow(name.toUtf8().constData()) << dir.filePath(name);
    }
    void examplesValidate()
    {
        QFETCH(QString, file);
        const QByteArray bytes = test::readFile(file);
        const Json doc = Json::parse(bytes.constBegin(), bytes.constEnd());
        const QStringList errors = m_validator->validate(doc);
        QVERIFY2(errors.isEmpty(), qPrintable(errors.join(QLatin1Char('\n'))));
        QString readerErrors;
        QVERIFY2(readerAccepts(doc, &readerErrors), qPrintable(readerErrors));
    }

    // The examples show every supported game system, so each branch is checked on a real file.
    void examplesCoverEverySystem()
    {
        const QDir dir(test::sourcePath(QStringLiteral("resources/examples")));
        QStringList systems;
        for (const QString &name : dir.entryList({QStringLiteral("*.fleet.json")}, QDir::Files)) {
            const QByteArray bytes = test::readFile(dir.filePath(name));
            const Json doc = Json::parse(bytes.constBegin(), bytes.constEnd());
            systems << toQString(doc.value("system", std::string()));
        }
        for (const QString &id : m_registries->systems.ids())
            QVERIFY2(systems.contains(id), qPrintable(QStringLiteral("no example for %1").arg(id)));
    }

    void probeFleetIsValid_data()
    {
        QTest::addColumn<QString>("system");
        for (const QString &id : m_registries->systems.ids())
            QTest::newRow(id.toUtf8().constData()) << id;
    }
    void probeFleetIsValid()
    {
        QFETCH(QString, system);
        const Json probe = probeFor(system);
        QVERIFY2(probe.is_object(), "no probe for this game: add one to probeFor()");
        QCOMPARE(toQString(probe.at("system").get<std::string>()), system);
        const QStringList errors = m_validator->validate(probe);
        QVERIFY2(errors.isEmpty(), qPrintable(errors.join(QLatin1Char('\n'))));
        QString readerErrors;
        QVERIFY2(readerAccepts(probe, &readerErrors), qPrintable(readerErrors));
    }

    // Every key the schema describes is in the probe, every key of the probe is in the schema,
    // and leaving a key out is refused by the schema exactly when the reader refuses it.
    void requiredKeysMatchReader_data()
    {
        QTest::addColumn<QString>("system");
        QTest::addColumn<QString>("filePointer"); // an object of the probe
        QTest::addColumn<QStringList>("schemaPointers");
        const auto row = [](const char *name, const char *system, const char *filePointer,
                            QStringList schemaPointers) {
            QTest::newRow(name) << QString::fromLatin1(system) << QString::fromLatin1(filePointer)
                                << schemaPointers;
        };
        row("fleet", "easystar", "", {QString(), QStringLiteral("/$defs/easystarFleet")});
        row("scenario", "easystar", "/scenario", {QStringLiteral("/$defs/easystarScenario")});
        row("ship", "easystar", "/ships/0", {QStringLiteral("/$defs/easystarShip")});
        row("weapon", "easystar", "/ships/0/weapons/0", {QStringLiteral("/$defs/easystarWeapon")});
        row("fighters", "easystar", "/ships/0/fighters",
            {QStringLiteral("/$defs/easystarFighters")});
        row("advantage", "easystar", "/ships/0/flagshipAdvantage",
            {QStringLiteral("/$defs/easystarAdvantage")});
        row("roster", "billionsuns", "", {QString(), QStringLiteral("/$defs/billionsunsRoster")});
        row("roster: battlegroup", "billionsuns", "/battlegroups/0",
            {QStringLiteral("/$defs/billionsunsBattlegroup")});
        row("roster: custom class", "billionsuns", "/customClasses/0",
            {QStringLiteral("/$defs/billionsunsClass")});
        row("roster: weapon", "billionsuns", "/customClasses/0/primary",
            {QStringLiteral("/$defs/billionsunsWeapon")});
        row("roster: ship", "billionsuns", "/ships/0", {QStringLiteral("/$defs/billionsunsShip")});
        const auto scs = [&](const char *name, const char *filePointer, const char *def) {
            row(name, "scs", filePointer, {QStringLiteral("/$defs/%1").arg(QLatin1String(def))});
        };
        row("scs: fleet", "scs", "", {QString(), QStringLiteral("/$defs/scsFleet")});
        scs("scs: design", "/designs/0", "scsDesign");
        scs("scs: signature", "/designs/0/signature", "scsDesign/properties/signature");
        scs("scs: side chart row", "/designs/0/sideChart/0", "scsSideRow");
        scs("scs: section", "/designs/0/sections/0", "scsSection");
        scs("scs: structure", "/designs/0/sections/0/structure", "scsSection/properties/structure");
        scs("scs: system", "/designs/0/sections/0/systems/0", "scsSystem");
        scs("scs: chart row", "/designs/0/sections/0/chart/0", "scsChartRow");
        scs("scs: ship", "/ships/0", "scsShip");
        scs("scs: fighters", "/ships/0/fighters/0", "scsFighters");
        test::schema::sunderRequiredRows();
        test::schema::talonRequiredRows();
    }
    void requiredKeysMatchReader()
    {
        QFETCH(QString, system);
        QFETCH(QString, filePointer);
        QFETCH(QStringList, schemaPointers);
        const Json probe = probeFor(system);
        const Json::json_pointer objectPath(filePointer.toStdString());
        QVERIFY(probe.contains(objectPath) && probe.at(objectPath).is_object());

        QStringList keys;
        QStringList required;
        for (const QString &pointer : schemaPointers) {
            const Json &node = m_validator->resolve(schemaAt(pointer.toUtf8().constData()));
            const Json properties = node.value("properties", Json::object());
            for (const auto &[key, value] : properties.items())
                keys << toQString(key);
            required << stringsOf(node.value("required", Json::array()));
        }
        keys.removeDuplicates();
        for (const QString &key : required)
            QVERIFY2(keys.contains(key),
                     qPrintable(key + QLatin1String(": required, no property")));
        for (const auto &[key, value] : probe.at(objectPath).items())
            QVERIFY2(
                keys.contains(toQString(key)),
                qPrintable(toQString(key) + QLatin1String(": in the probe, not in the schema")));

        for (const QString &key : keys) {
            const std::string k = key.toStdString();
            QVERIFY2(probe.at(objectPath).contains(k),
                     qPrintable(key + QLatin1String(": in the schema, not in the probe")));
            Json doc = probe;
            doc.at(objectPath).erase(k);
            const bool optional = !required.contains(key);
            const QStringList schemaErrors = m_validator->validate(doc);
            QVERIFY2(schemaErrors.isEmpty() == optional,
                     qPrintable(QStringLiteral("schema, without %1: %2")
                                    .arg(key, schemaErrors.join(QLatin1Char('\n')))));
            QString readerErrors;
            const bool loads = readerAccepts(doc, &readerErrors);
            QVERIFY2(loads == optional,
                     qPrintable(QStringLiteral("reader, without %1: %2")
                                    .arg(key, loads ? QStringLiteral("loads") : readerErrors)));
        }
    }

    // Hand-made invalid files: the schema and the reader both refuse them, so this check can fail.
    void invalidDocumentsRejected_data()
    {
        QTest::addColumn<QString>("system");   // which probe to start from
        QTest::addColumn<QString>("pointer");  // where to change the probe
        QTest::addColumn<QByteArray>("value"); // the new value; empty: remove the key
        QTest::addColumn<QString>("expected"); // the place the schema names
        const auto row = [](const char *name, const char *system, const char *pointer,
                            const char *value, const char *expected) {
            QTest::newRow(name) << QString::fromLatin1(system) << QString::fromLatin1(pointer)
                                << QByteArray(value) << QString::fromLatin1(expected);
        };
        const auto fleet
            = [&](const char *name, const char *pointer, const char *value, const char *expected) {
                  row(name, "easystar", pointer, value, expected);
              };
        fleet("wrong type: flagship", "/ships/0/flagship", "\"yes\"", "/ships/0/flagship");
        fleet("wrong type: ships", "/ships", "{}", "/ships");
        fleet("wrong type: fractional budget", "/budget", "250.5", "/budget");
        fleet("out of range: weapon range", "/ships/0/weapons/0/range", "100",
              "/ships/0/weapons/0/range");
        fleet("out of range: negative budget", "/budget", "-1", "/budget");
        fleet("out of range: roll 13", "/ships/0/flagshipAdvantage/roll", "13",
              "/ships/0/flagshipAdvantage/roll");
        fleet("unknown weapon id", "/ships/0/weapons/0/type", "\"laser\"",
              "/ships/0/weapons/0/type");
        fleet("unknown mount id", "/ships/0/weapons/0/mount", "\"port\"",
              "/ships/0/weapons/0/mount");
        fleet("unknown class id", "/ships/0/class", "\"frigate\"", "/ships/0/class");
        fleet("unknown auxiliary id", "/ships/0/auxiliaries/0", "\"engine\"",
              "/ships/0/auxiliaries/0");
        fleet("unknown device id", "/ships/0/flagshipAdvantage/devices/0", "\"laser\"",
              "/ships/0/flagshipAdvantage/devices/0");
        fleet("unknown scenario id", "/scenario/id", "\"ambush\"", "/scenario/id");
        fleet("unknown option choice", "/options/bdvmUnits", "\"both\"", "/options/bdvmUnits");
        fleet("turning table too short", "/options/turningTable", "[0, 2, 2, 1]",
              "/options/turningTable");
        fleet("missing required key: class", "/ships/0/class", "", "/ships/0");
        fleet("missing required key: ships", "/ships", "", "(top level)");
        fleet("missing required key: weapon type", "/ships/0/weapons/0/type", "",
              "/ships/0/weapons/0");
        fleet("missing required key: roll", "/ships/0/flagshipAdvantage/roll", "",
              "/ships/0/flagshipAdvantage");
        fleet("wrong format", "/format", "\"fleet\"", "/format");
        fleet("newer format version", "/formatVersion", "2", "/formatVersion");
        fleet("unknown system", "/system", "\"easystr\"", "/system");

        const auto roster
            = [&](const char *name, const char *pointer, const char *value, const char *expected) {
                  row(name, "billionsuns", pointer, value, expected);
              };
        roster("roster: ship without battlegroup", "/ships/0/battlegroup", "", "/ships/0");
        roster("roster: ship without class", "/ships/0/class", "", "/ships/0");
        roster("roster: ship class as a number", "/ships/0/class", "7", "/ships/0/class");
        roster("roster: scale as a string", "/scale", "\"3\"", "/scale");
        roster("roster: negative jump points", "/jumpPoints", "-1", "/jumpPoints");
        roster("roster: tables above 1000", "/tables", "1001", "/tables");
        roster("roster: corporation as a number", "/corporation", "5", "/corporation");
        roster("roster: battlegroups as an object", "/battlegroups", "{}", "/battlegroups");
        roster("roster: battlegroup without name", "/battlegroups/0/name", "", "/battlegroups/0");
        roster("roster: battlegroup name null", "/battlegroups/0/name", "null",
               "/battlegroups/0/name");
        roster("roster: custom class without mass", "/customClasses/0/mass", "",
               "/customClasses/0");
        roster("roster: fractional thrust", "/customClasses/0/thrust", "6.5",
               "/customClasses/0/thrust");
        roster("roster: wing as a string", "/customClasses/0/wing", "\"no\"",
               "/customClasses/0/wing");
        roster("roster: weapon as a string", "/customClasses/0/primary", "\"Lance\"",
               "/customClasses/0/primary");
        roster("roster: weapon dice as a word", "/customClasses/0/primary/dice", "\"two\"",
               "/customClasses/0/primary/dice");
        roster("roster: weapon without die", "/customClasses/0/primary/die", "",
               "/customClasses/0/primary");
        roster("roster: stationaryTargetsOnly as a string",
               "/customClasses/0/primary/stationaryTargetsOnly", "\"yes\"",
               "/customClasses/0/primary/stationaryTargetsOnly");
        roster("roster: customClasses as a class", "/customClasses", "{}", "/customClasses");
        roster("roster: missing required key: ships", "/ships", "", "(top level)");
        roster("roster: unknown option choice", "/options/destroyedAt", "\"never\"",
               "/options/destroyedAt");
        roster("roster: save die 2", "/options/saveDie", "2", "/options/saveDie");
        roster("roster: EasyStar option type", "/options/sameClassBattlegroups", "1",
               "/options/sameClassBattlegroups");

        for (const BadScs &bad : BadScsRows) {
            const auto place = [](const char *pointer) {
                return QString::fromLatin1(pointer).replace(QLatin1String("$S"),
                                                            QLatin1String(ScsSystemPointer));
            };
            QTest::newRow(bad.name) << QStringLiteral("scs") << place(bad.pointer)
                                    << QByteArray(bad.value) << place(bad.expected);
        }
        test::schema::sunderInvalidRows();
        test::schema::talonInvalidRows();
    }
    void invalidDocumentsRejected()
    {
        QFETCH(QString, system);
        QFETCH(QString, pointer);
        QFETCH(QByteArray, value);
        QFETCH(QString, expected);
        Json doc = probeFor(system);
        const Json::json_pointer path(pointer.toStdString());
        QVERIFY2(doc.contains(path), "the probe has no such value");
        if (value.isEmpty())
            doc.at(path.parent_pointer()).erase(path.back());
        else
            doc[path] = Json::parse(value.constBegin(), value.constEnd());

        const QStringList errors = m_validator->validate(doc);
        QVERIFY2(!errors.isEmpty(), "the schema accepts it");
        const bool named = std::any_of(errors.begin(), errors.end(), [&](const QString &e) {
            return e.startsWith(expected + QLatin1Char(':'));
        });
        QVERIFY2(named, qPrintable(errors.join(QLatin1Char('\n'))));
        QVERIFY2(!readerAccepts(doc), "the reader accepts it");
    }

    // In a roster, a ship's class and battlegroup are free strings: an unknown one is accepted
    // by the schema and the reader, and reported by validation.
    void rosterNamesAreCheckedByValidation()
    {
        Json doc = probeRoster();
        doc["ships"][0]["class"] = "dreadnought";
        doc["ships"][0]["battlegroup"] = "Nowhere";
        const QStringList errors = m_validator->validate(doc);
        QVERIFY2(errors.isEmpty(), qPrintable(errors.join(QLatin1Char('\n'))));
        const auto fleet = test::parseFleet(*m_registries, doc);
        QVERIFY(fleet);
        const auto issues = validators::validateFleet(*fleet, m_registries->validators);
        QVERIFY2(test::hasIssue(issues, QStringLiteral("billionsuns.ship.unknownClass"),
                                QStringLiteral("ships[0].class")),
                 qPrintable(test::describe(issues)));
        QVERIFY2(test::hasIssue(issues, QStringLiteral("billionsuns.ship.unknownBattlegroup"),
                                QStringLiteral("ships[0].battlegroup")),
                 qPrintable(test::describe(issues)));
    }

    // Unknown keys anywhere are allowed by both, and kept by the reader.
    void unknownKeysAllowed_data()
    {
        QTest::addColumn<QString>("system");
        QTest::addColumn<QStringList>("pointers"); // where to add an unknown key "x"
        QTest::newRow("easystar") << QStringLiteral("easystar")
                                  << QStringList{
                                         QStringLiteral("/colour"),
                                         QStringLiteral("/options/houseRule"),
                                         QStringLiteral("/scenario/map"),
                                         QStringLiteral("/ships/0/crew"),
                                         QStringLiteral("/ships/0/weapons/0/paint"),
                                         QStringLiteral("/ships/0/fighters/drones"),
                                         QStringLiteral("/ships/0/flagshipAdvantage/rolledBy")};
        QTest::newRow("billionsuns") << QStringLiteral("billionsuns")
                                     << QStringList{QStringLiteral("/colour"),
                                                    QStringLiteral("/options/houseRule"),
                                                    QStringLiteral("/battlegroups/0/banner"),
                                                    QStringLiteral("/customClasses/0/hangar"),
                                                    QStringLiteral("/customClasses/0/primary/arc"),
                                                    QStringLiteral("/ships/0/crew")};
        QTest::newRow("scs") << QStringLiteral("scs")
                             << QStringList{QStringLiteral("/colour"),
                                            QStringLiteral("/options/houseRule"),
                                            QStringLiteral("/designs/0/artist"),
                                            QStringLiteral("/designs/0/sections/0/colour"),
                                            QStringLiteral("/designs/0/sections/0/systems/0/ammo"),
                                            QStringLiteral("/ships/0/crew"),
                                            QStringLiteral("/ships/0/fighters/0/pilot")};
        QTest::newRow("scs: signature, structure, chart rows")
            << QStringLiteral("scs")
            << QStringList{QStringLiteral("/designs/0/signature/up"),
                           QStringLiteral("/designs/0/sideChart/0/note"),
                           QStringLiteral("/designs/0/sections/0/structure/x"),
                           QStringLiteral("/designs/0/sections/0/chart/0/note")};
        test::schema::sunderUnknownKeyRows();
        test::schema::talonUnknownKeyRows();
    }
    void unknownKeysAllowed()
    {
        QFETCH(QString, system);
        QFETCH(QStringList, pointers);
        Json doc = probeFor(system);
        for (const QString &pointer : pointers)
            doc[Json::json_pointer(pointer.toStdString())] = Json::array({"kept", 1});
        const QStringList errors = m_validator->validate(doc);
        QVERIFY2(errors.isEmpty(), qPrintable(errors.join(QLatin1Char('\n'))));
        const auto fleet = test::parseFleet(*m_registries, doc);
        QVERIFY(fleet);
        const Json written
            = Json::parse(model::FleetFile::serialize(*fleet, m_registries->systems).toStdString());
        for (const QString &pointer : pointers) {
            const Json::json_pointer path(pointer.toStdString());
            QVERIFY2(written.contains(path) && written.at(path) == Json::array({"kept", 1}),
                     qPrintable(pointer));
        }
    }

    // Every integer range, string length and array size of the schema is the reader's: the
    // limits themselves are accepted by both, one step beyond them is refused by both.
    void limitsMatchReader_data()
    {
        QTest::addColumn<QString>("system");
        QTest::addColumn<QString>("schemaPointer");
        QTest::addColumn<QString>("filePointer");
        QTest::addColumn<QByteArray>("element"); // arrays: the element to repeat

        const auto row = [](const char *name, const char *schemaPointer, const char *filePointer,
                            const Json &element = Json()) {
            QTest::newRow(name) << QStringLiteral("easystar") << QString::fromLatin1(schemaPointer)
                                << QString::fromLatin1(filePointer)
                                << (element.is_null() ? QByteArray()
                                                      : QByteArray::fromStdString(element.dump()));
        };
        row("formatVersion", "/properties/formatVersion", "/formatVersion");
        row("name", "/properties/name", "/name");
        row("notes", "/properties/notes", "/notes");
        row("budget", "/properties/budget", "/budget");
        row("damageControl", "/$defs/easystarFleet/properties/damageControl", "/damageControl");
        row("scenario player", "/$defs/easystarScenario/properties/player", "/scenario/player");
        row("option turningTable", "/$defs/easystarOptions/properties/turningTable/items",
            "/options/turningTable/1");
        row("option leviathanWeaponSpaces",
            "/$defs/easystarOptions/properties/leviathanWeaponSpaces",
            "/options/leviathanWeaponSpaces");
        row("option weaponCounterLimit", "/$defs/easystarOptions/properties/weaponCounterLimit",
            "/options/weaponCounterLimit");
        row("ship name", "/$defs/easystarShip/properties/name", "/ships/0/name");
        row("ship notes", "/$defs/easystarShip/properties/notes", "/ships/0/notes");
        row("speedTraded", "/$defs/easystarShip/properties/speedTraded", "/ships/0/speedTraded");
        row("fighterBays", "/$defs/easystarShip/properties/fighterBays", "/ships/0/fighterBays");
        row("weapons", "/$defs/easystarShip/properties/weapons", "/ships/0/weapons",
            Json{{"type", "beam"}, {"mount", "axial"}});
        row("auxiliaries", "/$defs/easystarShip/properties/auxiliaries", "/ships/0/auxiliaries",
            Json("ecm"));
        row("interceptor", "/$defs/easystarFighters/properties/interceptor",
            "/ships/0/fighters/interceptor");
        row("attack", "/$defs/easystarFighters/properties/attack",
            "/ships/0/flagshipAdvantage/fighters/attack");
        for (const char *key : {"range", "damage", "freeRange", "freeDamage"}) {
            QTest::newRow(key)
                << QStringLiteral("easystar")
                << QStringLiteral("/$defs/easystarWeapon/properties/%1").arg(QLatin1String(key))
                << QStringLiteral("/ships/0/weapons/0/%1").arg(QLatin1String(key)) << QByteArray();
        }
        row("roll", "/$defs/easystarAdvantage/properties/roll", "/ships/0/flagshipAdvantage/roll");
        row("rerolls", "/$defs/easystarAdvantage/properties/rerolls",
            "/ships/0/flagshipAdvantage/rerolls", Json(4));
        row("reroll", "/$defs/easystarAdvantage/properties/rerolls/items",
            "/ships/0/flagshipAdvantage/rerolls/0");
        row("devices", "/$defs/easystarAdvantage/properties/devices",
            "/ships/0/flagshipAdvantage/devices", Json("ecm"));
        row("advantage damageControl", "/$defs/easystarAdvantage/properties/damageControl",
            "/ships/0/flagshipAdvantage/damageControl");

        // A Billion Suns: every key of a roster object, "/$defs/billionsuns<Def>/properties/<key>"
        // against "<object>/<key>" of the probe roster.
        const auto keys = [](const char *def, const char *object,
                             std::initializer_list<const char *> names) {
            for (const char *key : names) {
                QTest::newRow(qPrintable(
                    QStringLiteral("roster: %1 %2").arg(QLatin1String(def), QLatin1String(key))))
                    << QStringLiteral("billionsuns")
                    << QStringLiteral("/$defs/billionsuns%1/properties/%2")
                           .arg(QLatin1String(def), QLatin1String(key))
                    << QStringLiteral("%1/%2").arg(QLatin1String(object), QLatin1String(key))
                    << QByteArray();
            }
        };
        keys("Roster", "", {"corporation", "scale", "tables", "jumpPoints"});
        keys("Options", "/options", {"scaleMinimum", "scaleMaximum", "criticalFace", "saveDie"});
        keys("Battlegroup", "/battlegroups/0", {"name", "notes"});
        keys("Class", "/customClasses/0",
             {"id", "name", "cost", "mass", "thrust", "silhouette", "shields", "notes"});
        keys("Weapon", "/customClasses/0/primary",
             {"name", "rangeMin", "rangeMax", "dice", "die", "damage"});
        keys("Ship", "/ships/0", {"name", "class", "battlegroup", "notes"});
        const auto array = [](const char *key, const Json &element) {
            QTest::newRow(qPrintable(QStringLiteral("roster: %1").arg(QLatin1String(key))))
                << QStringLiteral("billionsuns")
                << QStringLiteral("/$defs/billionsunsRoster/properties/%1").arg(QLatin1String(key))
                << QStringLiteral("/%1").arg(QLatin1String(key))
                << QByteArray::fromStdString(element.dump());
        };
        array("battlegroups", Json{{"name", "G"}});
        array("customClasses", minimalClass());
        array("ships", Json{{"name", "A"}, {"class", "lancer"}, {"battlegroup", "G"}});
        scsLimitRows();
        test::schema::sunderLimitRows();
        test::schema::talonLimitRows();
    }
    void limitsMatchReader()
    {
        QFETCH(QString, system);
        QFETCH(QString, schemaPointer);
        QFETCH(QString, filePointer);
        QFETCH(QByteArray, element);
        const Json &node = m_validator->resolve(schemaAt(schemaPointer.toUtf8().constData()));
        const Json::json_pointer path(filePointer.toStdString());
        const Json probe = probeFor(system);
        QVERIFY2(probe.contains(path), "the probe has no such value");

        struct Probe
        {
            Json value;
            bool valid;
            QString what;
        };
        std::vector<Probe> probes;
        if (node.contains("maximum")) {
            const int minimum = node.at("minimum").get<int>();
            const int maximum = node.at("maximum").get<int>();
            probes.push_back({minimum, true, QStringLiteral("minimum %1").arg(minimum)});
            probes.push_back({maximum, true, QStringLiteral("maximum %1").arg(maximum)});
            probes.push_back(
                {minimum - 1, false, QStringLiteral("below minimum: %1").arg(minimum - 1)});
            probes.push_back(
                {maximum + 1, false, QStringLiteral("above maximum: %1").arg(maximum + 1)});
            probes.push_back({Json(std::to_string(maximum)), false, QStringLiteral("a string")});
            probes.push_back({minimum + 0.5, false, QStringLiteral("a fraction")});
        } else if (node.contains("maxLength")) {
            const auto length = node.at("maxLength").get<std::size_t>();
            probes.push_back(
                {std::string(length, 'x'), true, QStringLiteral("%1 characters").arg(length)});
            probes.push_back({std::string(length + 1, 'x'), false,
                              QStringLiteral("%1 characters").arg(length + 1)});
            probes.push_back({Json(1), false, QStringLiteral("a number")});
        } else if (node.contains("maxItems")) {
            QVERIFY(!element.isEmpty());
            const Json item = Json::parse(element.constBegin(), element.constEnd());
            const auto size = node.at("maxItems").get<std::size_t>();
            probes.push_back(
                {Json(std::vector<Json>(size, item)), true, QStringLiteral("%1 items").arg(size)});
            probes.push_back({Json(std::vector<Json>(size + 1, item)), false,
                              QStringLiteral("%1 items").arg(size + 1)});
            probes.push_back({item, false, QStringLiteral("not an array")});
        } else {
            QFAIL("the schema node has no limit");
        }

        for (const Probe &p : probes) {
            Json doc = probe;
            doc[path] = p.value;
            const QStringList schemaErrors = m_validator->validate(doc);
            QVERIFY2(schemaErrors.isEmpty() == p.valid,
                     qPrintable(QStringLiteral("schema, %1: %2")
                                    .arg(p.what, schemaErrors.join(QLatin1Char('\n')))));
            QString readerErrors;
            const bool loads = readerAccepts(doc, &readerErrors);
            QVERIFY2(loads == p.valid,
                     qPrintable(QStringLiteral("reader, %1: %2")
                                    .arg(p.what, loads ? QStringLiteral("loads") : readerErrors)));
        }
    }
};

QTEST_GUILESS_MAIN(TestSchema)
#include "tst_schema.moc"
