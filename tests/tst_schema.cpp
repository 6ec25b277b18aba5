// The JSON Schema of fleet files (resources/schema/fleet-v1.schema.json) agrees with the reader
// and with the rules data: its id lists are the tables' ids, its options are the system's
// options, its limits are the reader's limits, and every example fleet satisfies it.

#include "TestSupport.h"

#include <model/io/FleetFile.h>
#include <model/systems/easystar/EasyStarSystem.h>

#include <QDir>
#include <QTest>

#include <algorithm>
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
// allOf, if/then/else and $ref to a JSON pointer in the same document. A keyword outside this
// subset is an error, so the schema cannot silently depend on a check this test skips.
//
// "integer" means what the reader means: a number written without fraction or exponent.
class SchemaValidator
{
public:
    explicit SchemaValidator(const Json &root)
        : m_root(root)
    {}

    QStringList validate(const Json &value) const
    {
        QStringList errors;
        check(m_root, value, std::string(), errors, 0);
        return errors;
    }

    // Every keyword of the schema (and of its subschemas) that this validator does not know.
    QStringList unsupportedKeywords() const
    {
        QStringList found;
        walk(m_root, QStringLiteral("#"), found);
        return found;
    }

    const Json &resolve(const Json &schema) const
    {
        if (schema.is_object() && schema.contains("$ref")) {
            const std::string ref = schema.at("$ref").get<std::string>();
            if (ref.rfind('#', 0) == 0) {
                const Json::json_pointer pointer(ref.substr(1));
                if (m_root.contains(pointer))
                    return m_root.at(pointer);
            }
        }
        return schema;
    }

private:
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

    const Json &m_root;
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

} // namespace

class TestSchema : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<test::Registries> m_registries;
    Json m_schema;
    std::unique_ptr<SchemaValidator> m_validator;

    const model::easystar::EasyStarSystem *easyStar() const
    {
        return dynamic_cast<const model::easystar::EasyStarSystem *>(
            m_registries->systems.find(QStringLiteral("easystar")));
    }

    const Json &schemaAt(const char *pointer) const
    {
        return m_schema.at(Json::json_pointer(pointer));
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

    static Json probeFleet() { return Json::parse(ProbeFleet); }

private Q_SLOTS:
    void initTestCase()
    {
        m_registries = test::makeRegistries();
        QVERIFY(m_registries);
        QVERIFY(easyStar());
        const QByteArray bytes = test::readFile(
            test::sourcePath(QStringLiteral("resources/schema/fleet-v1.schema.json")));
        QVERIFY(!bytes.isEmpty());
        try {
            m_schema = Json::parse(bytes.constBegin(), bytes.constEnd());
        } catch (const Json::parse_error &e) {
            QFAIL(e.what());
        }
        QVERIFY(m_schema.is_object());
        m_validator = std::make_unique<SchemaValidator>(m_schema);
    }

    // (a) The schema is JSON, a draft 2020-12 schema, and names the format the reader reads.
    void schemaIsDraft202012()
    {
        QCOMPARE(m_schema.value("$schema", std::string()),
                 std::string("https://json-schema.org/draft/2020-12/schema"));
        QCOMPARE(schemaAt("/properties/format/const").get<std::string>(),
                 std::string(model::FleetFile::FormatName));
        QCOMPARE(schemaAt("/properties/formatVersion/maximum").get<int>(),
                 model::FleetFile::FormatVersion);
        QCOMPARE(sorted(enumAt("/properties/system")), sorted(m_registries->systems.ids()));
        QCOMPARE(stringsOf(m_schema.at("required")),
                 (QStringList{QStringLiteral("format"), QStringLiteral("formatVersion"),
                              QStringLiteral("system"), QStringLiteral("name")}));
        // Unknown keys are allowed: the reader keeps them and the validator warns.
        QVERIFY(m_schema.at("additionalProperties") == Json(true));
    }

    void schemaUsesOnlyCheckedKeywords()
    {
        const QStringList unsupported = m_validator->unsupportedKeywords();
        QVERIFY2(unsupported.isEmpty(), qPrintable(unsupported.join(QLatin1Char('\n'))));
    }

    // (b) The id lists are the ids of the loaded rules tables.
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

    // The options object lists every rules option with its kind, range, choices and default.
    void optionsMatchSystem()
    {
        const Json &properties = schemaAt("/$defs/easystarOptions/properties");
        QStringList schemaIds;
        for (const auto &[key, value] : properties.items())
            schemaIds << toQString(key);
        QStringList specIds;
        for (const model::RulesOptionSpec &spec : easyStar()->options())
            specIds << spec.id;
        QCOMPARE(schemaIds, specIds);

        for (const model::RulesOptionSpec &spec : easyStar()->options()) {
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
        QTest::addColumn<QString>("schemaPointer");
        QTest::addColumn<QString>("filePointer");
        QTest::newRow("damageControl") << "/$defs/easystarFleet/properties/damageControl"
                                       << "/damageControl";
        QTest::newRow("scenario player") << "/$defs/easystarScenario/properties/player"
                                         << "/scenario/player";
        for (const char *key :
             {"flagship", "speedTraded", "engine", "gunMount", "auxiliaries", "fighterBays"}) {
            QTest::newRow(key)
                << QStringLiteral("/$defs/easystarShip/properties/%1").arg(QLatin1String(key))
                << QStringLiteral("/ships/0/%1").arg(QLatin1String(key));
        }
        for (const char *key : {"interceptor", "attack"}) {
            QTest::newRow(key)
                << QStringLiteral("/$defs/easystarFighters/properties/%1").arg(QLatin1String(key))
                << QStringLiteral("/ships/0/fighters/%1").arg(QLatin1String(key));
        }
        for (const char *key : {"range", "damage"}) {
            QTest::newRow(key)
                << QStringLiteral("/$defs/easystarWeapon/properties/%1").arg(QLatin1String(key))
                << QStringLiteral("/ships/0/weapons/0/%1").arg(QLatin1String(key));
        }
        for (const model::RulesOptionSpec &spec : easyStar()->options()) {
            QTest::newRow(spec.id.toUtf8().constData())
                << QStringLiteral("/$defs/easystarOptions/properties/%1").arg(spec.id)
                << QStringLiteral("/options/%1").arg(spec.id);
        }
    }
    void defaultsMatchWriter()
    {
        QFETCH(QString, schemaPointer);
        QFETCH(QString, filePointer);
        const Json minimal = Json::parse(R"({
          "format": "fleetwright-fleet", "formatVersion": 1, "system": "easystar", "name": "M",
          "scenario": { "id": "convoy" },
          "ships": [ { "name": "A", "class": "scout",
                       "weapons": [ { "type": "beam", "mount": "axial" } ] } ] })");
        const auto fleet = test::parseFleet(*m_registries, minimal);
        QVERIFY(fleet);
        const Json written
            = Json::parse(model::FleetFile::serialize(*fleet, m_registries->systems).toStdString());
        const Json::json_pointer schemaPath(schemaPointer.toStdString());
        const Json::json_pointer filePath(filePointer.toStdString());
        QVERIFY2(m_schema.contains(schemaPath), qPrintable(schemaPointer));
        QVERIFY2(m_schema.at(schemaPath).contains("default"), qPrintable(schemaPointer));
        QVERIFY2(written.contains(filePath), qPrintable(filePointer));
        const Json &expected = m_schema.at(schemaPath).at("default");
        QVERIFY2(written.at(filePath) == expected,
                 qPrintable(
                     QStringLiteral("written %1, schema default %2")
                         .arg(toQString(written.at(filePath).dump()), toQString(expected.dump()))));
    }

    // (c) Every example fleet satisfies the schema, and the reader loads it.
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

    void probeFleetIsValid()
    {
        const QStringList errors = m_validator->validate(probeFleet());
        QVERIFY2(errors.isEmpty(), qPrintable(errors.join(QLatin1Char('\n'))));
        QString readerErrors;
        QVERIFY2(readerAccepts(probeFleet(), &readerErrors), qPrintable(readerErrors));
    }

    // Hand-made invalid files: the schema and the reader both refuse them, so this check can fail.
    void invalidDocumentsRejected_data()
    {
        QTest::addColumn<QString>("pointer");  // where to change the probe fleet
        QTest::addColumn<QByteArray>("value"); // the new value; empty: remove the key
        QTest::addColumn<QString>("expected"); // the place the schema names
        QTest::newRow("wrong type: flagship")
            << "/ships/0/flagship" << QByteArray("\"yes\"") << "/ships/0/flagship";
        QTest::newRow("wrong type: ships") << "/ships" << QByteArray("{}") << "/ships";
        QTest::newRow("wrong type: fractional budget")
            << "/budget" << QByteArray("250.5") << "/budget";
        QTest::newRow("out of range: weapon range")
            << "/ships/0/weapons/0/range" << QByteArray("100") << "/ships/0/weapons/0/range";
        QTest::newRow("out of range: negative budget")
            << "/budget" << QByteArray("-1") << "/budget";
        QTest::newRow("out of range: roll 13")
            << "/ships/0/flagshipAdvantage/roll" << QByteArray("13")
            << "/ships/0/flagshipAdvantage/roll";
        QTest::newRow("unknown weapon id")
            << "/ships/0/weapons/0/type" << QByteArray("\"laser\"") << "/ships/0/weapons/0/type";
        QTest::newRow("unknown mount id")
            << "/ships/0/weapons/0/mount" << QByteArray("\"port\"") << "/ships/0/weapons/0/mount";
        QTest::newRow("unknown class id")
            << "/ships/0/class" << QByteArray("\"frigate\"") << "/ships/0/class";
        QTest::newRow("unknown auxiliary id")
            << "/ships/0/auxiliaries/0" << QByteArray("\"engine\"") << "/ships/0/auxiliaries/0";
        QTest::newRow("unknown device id")
            << "/ships/0/flagshipAdvantage/devices/0" << QByteArray("\"laser\"")
            << "/ships/0/flagshipAdvantage/devices/0";
        QTest::newRow("unknown scenario id")
            << "/scenario/id" << QByteArray("\"ambush\"") << "/scenario/id";
        QTest::newRow("unknown option choice")
            << "/options/bdvmUnits" << QByteArray("\"both\"") << "/options/bdvmUnits";
        QTest::newRow("turning table too short")
            << "/options/turningTable" << QByteArray("[0, 2, 2, 1]") << "/options/turningTable";
        QTest::newRow("missing required key: class")
            << "/ships/0/class" << QByteArray() << "/ships/0";
        QTest::newRow("missing required key: ships") << "/ships" << QByteArray() << "(top level)";
        QTest::newRow("missing required key: weapon type")
            << "/ships/0/weapons/0/type" << QByteArray() << "/ships/0/weapons/0";
        QTest::newRow("missing required key: roll")
            << "/ships/0/flagshipAdvantage/roll" << QByteArray() << "/ships/0/flagshipAdvantage";
        QTest::newRow("wrong format") << "/format" << QByteArray("\"fleet\"") << "/format";
        QTest::newRow("newer format version")
            << "/formatVersion" << QByteArray("2") << "/formatVersion";
        QTest::newRow("unknown system") << "/system" << QByteArray("\"easystr\"") << "/system";
    }
    void invalidDocumentsRejected()
    {
        QFETCH(QString, pointer);
        QFETCH(QByteArray, value);
        QFETCH(QString, expected);
        Json doc = probeFleet();
        const Json::json_pointer path(pointer.toStdString());
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

    // Unknown keys anywhere are allowed by both, and kept by the reader.
    void unknownKeysAllowed()
    {
        Json doc = probeFleet();
        doc["colour"] = "red";
        doc["options"]["houseRule"] = true;
        doc["scenario"]["map"] = 2;
        doc["ships"][0]["crew"] = Json::array({"Ann"});
        doc["ships"][0]["weapons"][0]["paint"] = "blue";
        doc["ships"][0]["fighters"]["drones"] = 1;
        doc["ships"][0]["flagshipAdvantage"]["rolledBy"] = "Ann";
        const QStringList errors = m_validator->validate(doc);
        QVERIFY2(errors.isEmpty(), qPrintable(errors.join(QLatin1Char('\n'))));
        QString readerErrors;
        QVERIFY2(readerAccepts(doc, &readerErrors), qPrintable(readerErrors));
    }

    // Every integer range, string length and array size of the schema is the reader's: the
    // limits themselves are accepted by both, one step beyond them is refused by both.
    void limitsMatchReader_data()
    {
        QTest::addColumn<QString>("schemaPointer");
        QTest::addColumn<QString>("filePointer");
        QTest::addColumn<QByteArray>("element"); // arrays: the element to repeat

        const auto row = [](const char *name, const char *schemaPointer, const char *filePointer,
                            const char *element = "") {
            QTest::newRow(name) << QString::fromLatin1(schemaPointer)
                                << QString::fromLatin1(filePointer) << QByteArray(element);
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
            R"({"type": "beam", "mount": "axial"})");
        row("auxiliaries", "/$defs/easystarShip/properties/auxiliaries", "/ships/0/auxiliaries",
            R"("ecm")");
        row("interceptor", "/$defs/easystarFighters/properties/interceptor",
            "/ships/0/fighters/interceptor");
        row("attack", "/$defs/easystarFighters/properties/attack",
            "/ships/0/flagshipAdvantage/fighters/attack");
        for (const char *key : {"range", "damage", "freeRange", "freeDamage"}) {
            QTest::newRow(key)
                << QStringLiteral("/$defs/easystarWeapon/properties/%1").arg(QLatin1String(key))
                << QStringLiteral("/ships/0/weapons/0/%1").arg(QLatin1String(key)) << QByteArray();
        }
        row("roll", "/$defs/easystarAdvantage/properties/roll", "/ships/0/flagshipAdvantage/roll");
        row("rerolls", "/$defs/easystarAdvantage/properties/rerolls",
            "/ships/0/flagshipAdvantage/rerolls", "4");
        row("reroll", "/$defs/easystarAdvantage/properties/rerolls/items",
            "/ships/0/flagshipAdvantage/rerolls/0");
        row("devices", "/$defs/easystarAdvantage/properties/devices",
            "/ships/0/flagshipAdvantage/devices", R"("ecm")");
        row("advantage damageControl", "/$defs/easystarAdvantage/properties/damageControl",
            "/ships/0/flagshipAdvantage/damageControl");
    }
    void limitsMatchReader()
    {
        QFETCH(QString, schemaPointer);
        QFETCH(QString, filePointer);
        QFETCH(QByteArray, element);
        const Json &node = m_validator->resolve(schemaAt(schemaPointer.toUtf8().constData()));
        const Json::json_pointer path(filePointer.toStdString());

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

        for (const Probe &probe : probes) {
            Json doc = probeFleet();
            doc[path] = probe.value;
            const QStringList schemaErrors = m_validator->validate(doc);
            QVERIFY2(schemaErrors.isEmpty() == probe.valid,
                     qPrintable(QStringLiteral("schema, %1: %2")
                                    .arg(probe.what, schemaErrors.join(QLatin1Char('\n')))));
            QString readerErrors;
            const bool loads = readerAccepts(doc, &readerErrors);
            QVERIFY2(
                loads == probe.valid,
                qPrintable(QStringLiteral("reader, %1: %2")
                               .arg(probe.what, loads ? QStringLiteral("loads") : readerErrors)));
        }
    }
};

QTEST_GUILESS_MAIN(TestSchema)
#include "tst_schema.moc"
