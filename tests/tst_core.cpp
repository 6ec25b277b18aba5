// Core utilities: JSON paths, JSON layout, suggestions, breakdowns.

#include "TestSupport.h"

#include <model/core/Breakdown.h>
#include <model/core/JsonPath.h>
#include <model/core/Result.h>
#include <model/core/Text.h>
#include <model/io/JsonWriter.h>

#include <QDir>
#include <QTest>

using namespace fw;
using model::Json;

namespace {

// Writes `value` through a JsonStreamWriter: containers down to `depth` levels member by member,
// deeper ones as whole values. `key` is its key in the enclosing object, if any.
void stream(model::JsonStreamWriter &w, const std::string *key, const Json &value, int depth)
{
    const bool container = value.is_object() || value.is_array();
    if (!container || depth == 0) {
        if (key)
            w.value(*key, value);
        else
            w.value(value);
        return;
    }
    if (value.is_object())
        key ? w.beginObject(*key) : w.beginObject();
    else
        key ? w.beginArray(*key) : w.beginArray();
    for (auto it = value.begin(); it != value.end(); ++it) {
        const std::string member = value.is_object() ? it.key() : std::string();
        stream(w, value.is_object() ? &member : nullptr, *it, depth - 1);
    }
    w.end();
}

} // namespace

class TestCore : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void jsonPaths()
    {
        const model::JsonPath root;
        QVERIFY(root.isRoot());
        QCOMPARE(root.key("ships").index(2).key("weapons").index(1).key("range").toString(),
                 QStringLiteral("ships[2].weapons[1].range"));
        QCOMPARE(root.key("odd key").toString(), QStringLiteral("[\"odd key\"]"));
        QCOMPARE(root.key("ships").key("a\"b").toString(), QStringLiteral("ships[\"a\\\"b\"]"));
        QCOMPARE(root.key("1st").toString(), QStringLiteral("[\"1st\"]"));
    }

    // Parsing a path text into segments, written by hand as "k:key i:index ...".
    void jsonPathParse_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("segments");
        QTest::newRow("root") << QString() << QString();
        QTest::newRow("key") << "ships"
                             << "k:ships";
        QTest::newRow("ship") << "ships[2]"
                              << "k:ships i:2";
        QTest::newRow("deep") << "designs[1].sections[2].chart[3]"
                              << "k:designs i:1 k:sections i:2 k:chart i:3";
        QTest::newRow("field") << "ships[12].weapons[0].range"
                               << "k:ships i:12 k:weapons i:0 k:range";
        QTest::newRow("quoted dot") << "extra[\"a.b\"].x"
                                    << "k:extra k:a.b k:x";
        QTest::newRow("quoted brackets") << "[\"x[1]\"][4]"
                                         << "k:x[1] i:4";
        QTest::newRow("quoted escapes") << "ships[\"a\\\"b\\\\c\"]"
                                        << "k:ships k:a\"b\\c";
        QTest::newRow("quoted leading digit") << "[\"1st\"]"
                                              << "k:1st";
        QTest::newRow("nested index") << "grid[1][2]"
                                      << "k:grid i:1 i:2";
        QTest::newRow("index at the root") << "[3].name"
                                           << "i:3 k:name";
    }

    void jsonPathParse()
    {
        QFETCH(QString, text);
        QFETCH(QString, segments);
        const std::optional<model::JsonPath> path = model::JsonPath::parse(text);
        QVERIFY(path);
        QStringList parts;
        for (const model::JsonPath::Segment &s : path->segments())
            parts << (s.isIndex() ? QStringLiteral("i:%1").arg(s.index)
                                  : QStringLiteral("k:") + s.key);
        QCOMPARE(parts.join(QLatin1Char(' ')), segments);
        QCOMPARE(path->toString(), text); // written back as it was read
    }

    void jsonPathMalformed_data()
    {
        QTest::addColumn<QString>("text");
        for (const char *bad : {".",         "ships.",
                                ".ships",    "ships..x",
                                "ships[",    "ships[]",
                                "ships[2",   "ships[-1]",
                                "ships[+1]", "ships[1a]",
                                "ships[ 1]", "ships]",
                                "ships[2]x", "1st",
                                "ships.2",   "a b",
                                "[\"open",   "[\"x\"",
                                "[\"x\"x]",  "[\"bad\\escape\"]",
                                "[\"ends\\", "ships[99999999999999999999999]",
                                "[",         "]",
                                "\"",        "ships[1]]"})
            QTest::newRow(bad) << QString::fromUtf8(bad);
    }

    void jsonPathMalformed()
    {
        QFETCH(QString, text);
        QVERIFY(!model::JsonPath::parse(text));
        QVERIFY(model::JsonPath(text).segments().empty());
    }

    void jsonPathRoundTrip()
    {
        const model::JsonPath root;
        const model::JsonPath built
            = root.key("designs").index(1).key("odd.key[0]").key("q\"uo\\te").index(3).key("range");
        const std::optional<model::JsonPath> parsed = model::JsonPath::parse(built.toString());
        QVERIFY(parsed);
        QCOMPARE(*parsed, built);
        QCOMPARE(model::JsonPath::fromSegments(built.segments()), built);
        const std::vector<model::JsonPath::Segment> segments = built.segments();
        QCOMPARE(segments.size(), std::size_t(6));
        QCOMPARE(segments[2].key, QStringLiteral("odd.key[0]"));
        QCOMPARE(segments[3].key, QStringLiteral("q\"uo\\te"));
    }

    void jsonPathAccessors()
    {
        const model::JsonPath path(QStringLiteral("ships[12].weapons[1].range"));
        const model::JsonPath ships = model::JsonPath().key("ships");
        QVERIFY(path.startsWith(ships));
        QVERIFY(path.startsWith(ships.index(12)));
        QVERIFY(path.startsWith(model::JsonPath()));
        QVERIFY(path.startsWith(path));
        QVERIFY(!path.startsWith(ships.index(1)));                          // not ships[12] by text
        QVERIFY(!path.startsWith(model::JsonPath(QStringLiteral("ship")))); // nor "ships" by text
        QVERIFY(!path.startsWith(ships.index(12).key("weapons").index(1).key("range").key("x")));
        QCOMPARE(path.indexAfter(ships), std::optional<std::size_t>(12));
        QCOMPARE(path.indexAfter(ships.index(12).key("weapons")), std::optional<std::size_t>(1));
        QVERIFY(!path.indexAfter(ships.index(12))); // followed by a key
        QVERIFY(!path.indexAfter(model::JsonPath().key("designs")));
        QCOMPARE(path.tailAfter(ships.index(12))->toString(), QStringLiteral("weapons[1].range"));
        QCOMPARE(path.tailAfter(path)->toString(), QString());
        QVERIFY(!path.tailAfter(ships.index(2)));
        QCOMPARE(path.indexAt(1), std::optional<std::size_t>(12));
        QCOMPARE(path.indexAt(3), std::optional<std::size_t>(1));
        QVERIFY(!path.indexAt(0));
        QVERIFY(!path.indexAt(5));
    }

    void jsonLayout()
    {
        Json o = Json::object();
        o["name"] = "Fleet";
        o["weapons"]
            = Json::parse(R"([{"type": "beam", "mount": "axial", "range": 1, "damage": 1}])");
        o["empty"] = Json::array();
        o["tags"] = Json::parse(R"(["a", "b"])");
        const std::string text = model::formatJson(o);
        QCOMPARE(
            QString::fromStdString(text),
            QStringLiteral(
                "{\n"
                "  \"name\": \"Fleet\",\n"
                "  \"weapons\": [\n"
                "    { \"type\": \"beam\", \"mount\": \"axial\", \"range\": 1, \"damage\": 1 }\n"
                "  ],\n"
                "  \"empty\": [],\n"
                "  \"tags\": [\"a\", \"b\"]\n"
                "}\n"));
        // Same value, same bytes; and it parses back to the same value.
        QCOMPARE(model::formatJson(Json::parse(text)), text);
    }

    // A long string has no shorter form; it must not send the writer into a loop.
    void jsonLayoutLongScalars()
    {
        Json o = Json::object();
        o["notes"] = std::string(5000, 'x');
        o["list"] = Json::array({std::string(300, 'y'), 1});
        const std::string text = model::formatJson(o);
        QVERIFY(text.find(std::string(5000, 'x')) != std::string::npos);
        QVERIFY(Json::parse(text) == o);
    }

    // The one-line form is kept while the line stays within 100 columns, and not a column more.
    void jsonLayoutWidth()
    {
        Json o = Json::object();
        // `  "k": ["` + 89 x + `"]` is 100 columns; one x more breaks the array.
        o["k"] = Json::array({std::string(89, 'x')});
        o["l"] = Json::array({std::string(90, 'x')});
        o["m"] = Json::parse(R"({"a": 1, "b": [], "c": {}})");
        QCOMPARE(QString::fromStdString(model::formatJson(o)),
                 QStringLiteral("{\n"
                                "  \"k\": [\"%1\"],\n"
                                "  \"l\": [\n"
                                "    \"%2\"\n"
                                "  ],\n"
                                "  \"m\": { \"a\": 1, \"b\": [], \"c\": {} }\n"
                                "}\n")
                     .arg(QString(89, QLatin1Char('x')), QString(90, QLatin1Char('x'))));
    }

    // A document written member by member is the same text as formatJson of the whole value,
    // however deep the writing goes member by member.
    void jsonStream_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::newRow("empty object") << QByteArray("{}");
        QTest::newRow("empty array") << QByteArray("[]");
        QTest::newRow("short scalars") << QByteArray(R"({"a": 1, "b": "x", "c": null})");
        QTest::newRow("empty members") << QByteArray(R"({"a": {}, "b": [], "": [[], {}]})");
        QTest::newRow("short list in object") << QByteArray(R"({"a": [1, 2], "b": true})");
        QTest::newRow("long list")
            << QByteArray("[" + QByteArray("12345678, ").repeated(20) + "0]");
        QTest::newRow("list of objects") << QByteArray(
            R"([{"type": "beam", "range": 1}, {"type": "torpedo", "notes": "Ægir — Κένταυρος 🚀"}])");
        QTest::newRow("at the width")
            << QByteArray(R"({"k": [")" + QByteArray(89, 'x') + R"("], "l": [")"
                          + QByteArray(90, 'x') + R"("], "n": {"m": [")" + QByteArray(87, 'x')
                          + R"("], "o": [")" + QByteArray(88, 'x') + R"("]}})");
        QTest::newRow("deep") << QByteArray(
            R"({"a": {"b": {"c": [1, [2, [3, {"d": []}]]], "e": "f"}}, "g": [[[]]]})");
        QTest::newRow("long string")
            << QByteArray(R"({"notes": ")" + QByteArray(300, 'y') + R"(", "x": [")"
                          + QByteArray(300, 'z') + R"("]})");
        // Real documents: the golden `report --json` outputs.
        const QDir golden(test::dataPath(QStringLiteral("golden/cli")));
        for (const QString &name : golden.entryList({QStringLiteral("*.report-json.txt")}))
            QTest::newRow(qPrintable(name)) << test::readFile(golden.filePath(name));
    }
    void jsonStream()
    {
        QFETCH(QByteArray, json);
        const Json value = Json::parse(json.constData());
        const std::string expected = model::formatJson(value);
        for (int depth : {1, 2, 3, 100}) {
            std::string text;
            {
                model::JsonStreamWriter w([&text](std::string_view piece) { text += piece; });
                stream(w, nullptr, value, depth);
            }
            QCOMPARE(QString::fromStdString(text), QString::fromStdString(expected));
        }
    }

    // A large document reaches the output in several pieces, each whole UTF-8 text.
    void jsonStreamChunks()
    {
        std::vector<std::string> pieces;
        {
            model::JsonStreamWriter w(
                [&pieces](std::string_view piece) { pieces.emplace_back(piece); });
            w.beginObject();
            w.beginArray("ships");
            for (int i = 0; i < 5000; ++i)
                w.value(Json{{"name", "Κένταυρος " + std::to_string(i)}, {"cost", i}});
            w.end();
            w.end();
        }
        QVERIFY(pieces.size() > 2);
        std::string text;
        for (const std::string &piece : pieces) {
            const QByteArray bytes = QByteArray::fromStdString(piece);
            QCOMPARE(QString::fromUtf8(bytes).toUtf8(), bytes);
            text += piece;
        }
        QCOMPARE(Json::parse(text)["ships"].size(), std::size_t(5000));
        QCOMPARE(text.back(), '\n');
    }

    void suggestions_data()
    {
        QTest::addColumn<QString>("word");
        QTest::addColumn<QString>("suggestion");
        QTest::newRow("one letter missing") << "destroyr"
                                            << "destroyer";
        QTest::newRow("case differs") << "fighterbays"
                                      << "fighterBays";
        QTest::newRow("too far") << "zzz"
                                 << "";
        QTest::newRow("exact") << "cruiser"
                               << "cruiser";
    }
    void suggestions()
    {
        QFETCH(QString, word);
        const QStringList candidates{QStringLiteral("destroyer"), QStringLiteral("cruiser"),
                                     QStringLiteral("fighterBays")};
        QTEST(model::text::closestMatch(word, candidates), "suggestion");
    }

    // A Result<void> is a success unless made by failure(), even with an empty message, and a
    // failure keeps its message.
    void resultVoid()
    {
        const model::Result<void> done;
        QVERIFY(done.ok());
        QVERIFY(bool(done));
        QVERIFY(done.error().isEmpty());
        QVERIFY(model::Result<void>::success().ok());

        const auto failed
            = model::Result<void>::failure(QStringLiteral("a.json: cannot be written"));
        QVERIFY(!failed.ok());
        QVERIFY(!failed);
        QCOMPARE(failed.error(), QStringLiteral("a.json: cannot be written"));

        QVERIFY(!model::Result<void>::failure(QString()).ok());
        const auto copy = failed;
        QVERIFY(!copy.ok());
        QCOMPARE(copy.error(), failed.error());
    }

    void breakdownTotalIsTheSumOfItsLines()
    {
        model::Breakdown b;
        QCOMPARE(b.total(), 0);
        b.add(QStringLiteral("Hull"), 30, QStringLiteral("EasyStar §IV"));
        b.add(QStringLiteral("Beam"), 10, QStringLiteral("EasyStar §V.C"));
        QCOMPARE(b.total(), 40);
        QVERIFY(!b.dependsOnAssumption());
        b.add(QStringLiteral("Assumed"), 0, QStringLiteral("x"), QStringLiteral("turningTable"));
        QVERIFY(b.dependsOnAssumption());
        model::Breakdown c;
        c.add(QStringLiteral("More"), 5, QStringLiteral("y"));
        b.append(c);
        QCOMPARE(b.total(), 45);
        QCOMPARE(b.lines().size(), std::size_t(4));
    }
};

QTEST_GUILESS_MAIN(TestCore)
#include "tst_core.moc"
