// The fuzzers' dictionaries (tests/fuzz/*.dict) know every key the readers accept: each property
// name and enumerated value of the fleet schema is in fleet.dict, and each key and layout id of
// the built-in templates is in template.dict. A key added to the format without a dictionary
// entry fails here instead of going unfuzzed. Each dictionary must also be one libFuzzer accepts.

#include "TestSupport.h"

#include <templates/core/Layout.h>

#include <QDir>
#include <QFile>
#include <QSet>
#include <QTest>

#include <functional>

using namespace fw;
using model::Json;

namespace {

// libFuzzer's dictionary syntax: one entry per line, `"value"` or `name="value"`, with \\, \"
// and \xAB escapes; # starts a comment line. Returns the entries; `badLine` is the number of the
// first line libFuzzer would refuse, or 0.
QSet<QByteArray> readDictionary(const QString &path, int &badLine)
{
    QSet<QByteArray> entries;
    badLine = 0;
    const QList<QByteArray> lines = test::readFile(path).split('\n');
    for (int n = 0; n < lines.size(); ++n) {
        const QByteArray line = lines[n].trimmed();
        if (line.isEmpty() || line.startsWith('#'))
            continue;
        const qsizetype open = line.indexOf('"');
        if (open < 0 || !line.endsWith('"') || line.size() - open < 2) {
            badLine = n + 1;
            return entries;
        }
        const QByteArray quoted = line.mid(open + 1, line.size() - open - 2);
        QByteArray value;
        for (qsizetype i = 0; i < quoted.size(); ++i) {
            if (quoted[i] != '\\') {
                value += quoted[i];
            } else if (i + 1 < quoted.size() && (quoted[i + 1] == '\\' || quoted[i + 1] == '"')) {
                value += quoted[++i];
            } else if (i + 3 < quoted.size() && quoted[i + 1] == 'x') {
                bool ok = false;
                value += char(quoted.mid(i + 2, 2).toInt(&ok, 16));
                if (!ok) {
                    badLine = n + 1;
                    return entries;
                }
                i += 3;
            } else {
                badLine = n + 1;
                return entries;
            }
        }
        entries.insert(value);
    }
    return entries;
}

Json readJson(const QString &path)
{
    return Json::parse(test::readFile(path).toStdString(), nullptr, false);
}

void addString(QStringList &into, const Json &value)
{
    if (value.is_string())
        into << QString::fromStdString(value.get<std::string>());
}

// Calls `visit` with every key and value of every object in `json`, however deeply nested.
void forEachMember(const Json &json,
                   const std::function<void(const std::string &, const Json &)> &visit)
{
    if (json.is_object()) {
        for (const auto &[key, value] : json.items()) {
            visit(key, value);
            forEachMember(value, visit);
        }
    } else if (json.is_array()) {
        for (const Json &element : json)
            forEachMember(element, visit);
    }
}

} // namespace

class TestFuzzDictionaries : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void dictionaryHasEveryWord_data();
    void dictionaryHasEveryWord();
};

void TestFuzzDictionaries::dictionaryHasEveryWord_data()
{
    QTest::addColumn<QString>("dictionary");
    QTest::addColumn<QStringList>("words");

    QStringList fleetKeys, fleetValues;
    // The shared schema and every game's (resources/schema/<id>/fleet-v1.<id>.schema.json).
    const QString schemaDir = test::sourcePath(QStringLiteral("resources/schema"));
    QStringList schemaFiles{schemaDir + QStringLiteral("/fleet-v1.schema.json")};
    for (const QString &game : QDir(schemaDir).entryList(QDir::Dirs | QDir::NoDotAndDotDot))
        schemaFiles << QStringLiteral("%1/%2/fleet-v1.%2.schema.json").arg(schemaDir, game);
    QVERIFY(schemaFiles.size() > 1);
    Json schemas = Json::array();
    for (const QString &file : schemaFiles) {
        schemas.push_back(readJson(file));
        QVERIFY2(schemas.back().is_object(), qPrintable(file + QStringLiteral(" does not parse")));
    }
    // The schemas' property names and the strings of their enum and const keywords.
    forEachMember(schemas, [&](const std::string &keyword, const Json &value) {
        if (keyword == "properties" && value.is_object()) {
            for (const auto &property : value.items())
                fleetKeys << QString::fromStdString(property.key());
        } else if (keyword == "enum" && value.is_array()) {
            for (const Json &element : value)
                addString(fleetValues, element);
        } else if (keyword == "const") {
            addString(fleetValues, value);
        }
    });
    QVERIFY(fleetKeys.size() > 50 && fleetValues.size() > 20);

    QStringList templateKeys, templateValues;
    templates::LayoutRegistry layouts;
    templates::registerBuiltinLayouts(layouts);
    for (const auto &layout : layouts.layouts()) {
        const Json json = readJson(layout->builtinTemplate());
        QVERIFY2(json.is_object(), qPrintable(layout->builtinTemplate()));
        // Every key, and the values of the keys whose values are words of the format.
        forEachMember(json, [&](const std::string &key, const Json &value) {
            templateKeys << QString::fromStdString(key);
            if (key == "format" || key == "layout" || key == "align")
                addString(templateValues, value);
        });
    }
    QVERIFY(templateKeys.size() > 50 && templateValues.contains(QStringLiteral("roster")));

    const QString fleetDict = test::sourcePath(QStringLiteral("tests/fuzz/fleet.dict"));
    const QString templateDict = test::sourcePath(QStringLiteral("tests/fuzz/template.dict"));
    QTest::newRow("fleet schema keys") << fleetDict << fleetKeys;
    QTest::newRow("fleet schema values") << fleetDict << fleetValues;
    QTest::newRow("template keys") << templateDict << templateKeys;
    QTest::newRow("template values") << templateDict << templateValues;
}

void TestFuzzDictionaries::dictionaryHasEveryWord()
{
    QFETCH(QString, dictionary);
    QFETCH(QStringList, words);

    int badLine = 0;
    const QSet<QByteArray> entries = readDictionary(dictionary, badLine);
    QVERIFY2(
        badLine == 0,
        qPrintable(
            QStringLiteral("%1:%2: libFuzzer cannot read this line").arg(dictionary).arg(badLine)));
    QStringList missing;
    for (const QString &word : words) {
        // Keys and values are JSON strings: the dictionary holds them with their quotes.
        const QByteArray entry = '"' + word.toUtf8() + '"';
        if (!entries.contains(entry) && !missing.contains(word))
            missing << word;
    }
    QVERIFY2(missing.isEmpty(),
             qPrintable(QStringLiteral("%1 lacks (add each as \"\\\"word\\\"\"): %2")
                            .arg(dictionary, missing.join(QStringLiteral(", ")))));
}

QTEST_GUILESS_MAIN(TestFuzzDictionaries)
#include "tst_fuzz_dictionaries.moc"
