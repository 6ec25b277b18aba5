// Core utilities: JSON paths, JSON layout, suggestions, breakdowns.

#include "TestSupport.h"

#include <model/core/Breakdown.h>
#include <model/core/JsonPath.h>
#include <model/core/Text.h>
#include <model/io/JsonWriter.h>

#include <QTest>

using namespace fw;
using model::Json;

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
