// fleetwright-cli as a user runs it: exit codes, messages, and the JSON shape.

#include "TestSupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace fw;

namespace {

struct Run
{
    int code = -1;
    QString out;
    QString err;
};

Run cli(const QStringList &arguments)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(FLEETWRIGHT_CLI), arguments);
    if (!p.waitForFinished(60000))
        return {};
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
            QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

QString example(const char *name)
{
    return test::sourcePath(
        QStringLiteral("resources/examples/%1.fleet.json").arg(QLatin1String(name)));
}

} // namespace

class TestCli : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString write(const char *name, const QByteArray &bytes)
    {
        const QString path = m_dir.filePath(QLatin1String(name));
        QFile f(path);
        f.open(QIODevice::WriteOnly);
        f.write(bytes);
        return path;
    }
    QString illegalFleet()
    {
        return write("illegal.fleet.json",
                     R"({"format": "fleetwright-fleet", "formatVersion": 1, "system": "easystar",
                         "name": "Too Many Dorsals", "budget": 250,
                         "ships": [{"name": "Spike", "class": "destroyer", "flagship": true,
                                    "weapons": [{"type": "beam", "mount": "dorsal", "range": 5}]}]})");
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void exitCodes_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("code");
        QTest::newRow("legal fleet: 0")
            << QStringList{QStringLiteral("validate"), example("yellow-250")} << 0;
        QTest::newRow("legal 500 BP fleet: 0")
            << QStringList{QStringLiteral("validate"), example("blue-500")} << 0;
        QTest::newRow("report: 0")
            << QStringList{QStringLiteral("report"), example("sample-destroyers")} << 0;
        QTest::newRow("systems: 0") << QStringList{QStringLiteral("systems")} << 0;
        QTest::newRow("help: 0") << QStringList{QStringLiteral("--help")} << 0;
        QTest::newRow("version: 0") << QStringList{QStringLiteral("--version")} << 0;
        QTest::newRow("no arguments: 2") << QStringList{} << 2;
        QTest::newRow("unknown command: 2") << QStringList{QStringLiteral("frobnicate")} << 2;
        QTest::newRow("validate without a file: 2") << QStringList{QStringLiteral("validate")} << 2;
        QTest::newRow("validate with two files: 2")
            << QStringList{QStringLiteral("validate"), example("yellow-250"), example("blue-500")}
            << 2;
        QTest::newRow("unknown option: 2")
            << QStringList{QStringLiteral("validate"), QStringLiteral("--frob"),
                           example("yellow-250")}
            << 2;
        QTest::newRow("systems with a file: 2")
            << QStringList{QStringLiteral("systems"), example("yellow-250")} << 2;
    }
    void exitCodes()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, code);
        const Run r = cli(arguments);
        QVERIFY2(r.code == code,
                 qPrintable(QStringLiteral("exit %1\n%2%3").arg(r.code).arg(r.out, r.err)));
    }

    void everyCommandHasHelp_data()
    {
        QTest::addColumn<QString>("command");
        QTest::newRow("validate") << "validate";
        QTest::newRow("report") << "report";
        QTest::newRow("systems") << "systems";
        QTest::newRow("export") << "export";
    }
    void everyCommandHasHelp()
    {
        QFETCH(QString, command);
        const Run r = cli({command, QStringLiteral("--help")});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(QStringLiteral("Usage: fleetwright-cli")), qPrintable(r.out));
        QVERIFY2(r.out.contains(command), qPrintable(r.out));
        QVERIFY2(r.out.contains(command == QLatin1String("export") ? QStringLiteral("--template")
                                                                   : QStringLiteral("--json")),
                 qPrintable(r.out));
        const Run viaHelp = cli({QStringLiteral("help"), command});
        QCOMPARE(viaHelp.code, 0);
        QCOMPARE(viaHelp.out, r.out);
    }

    void illegalFleetExitsOne()
    {
        const QString file = illegalFleet();
        const Run r = cli({QStringLiteral("validate"), file});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.out.contains(QStringLiteral("not legal")), qPrintable(r.out));
        QVERIFY2(
            r.out.contains(file
                           + QStringLiteral(": ships[0].weapons[0].range: error: Range 5 exceeds "
                                            "the dorsal maximum of 3.")),
            qPrintable(r.out));
    }

    // Unreadable files: exit 2, the reason on stderr with the file and the place.
    void unreadableFiles_data()
    {
        QTest::addColumn<QByteArray>("content"); // empty: the file does not exist
        QTest::addColumn<QString>("expected");
        QTest::newRow("missing file") << QByteArray() << "no such file";
        QTest::newRow("syntax error")
            << QByteArray("{\n  \"format\": \"fleetwright-fleet\",\n  oops\n}")
            << "bad.fleet.json:3:3: invalid JSON";
        QTest::newRow("unknown class") << QByteArray(
            R"({"format": "fleetwright-fleet", "formatVersion": 1, "system": "easystar", "name": "X",
                             "ships": [{"name": "A", "class": "destroyr"}]})")
                                       << "bad.fleet.json: ships[0].class: unknown ship class";
    }
    void unreadableFiles()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, expected);
        const QString file = content.isEmpty()
                                 ? m_dir.filePath(QStringLiteral("missing.fleet.json"))
                                 : write("bad.fleet.json", content);
        for (const char *command : {"validate", "report"}) {
            const Run r = cli({QLatin1String(command), file});
            QCOMPARE(r.code, 2);
            QVERIFY2(r.err.contains(expected), qPrintable(r.err));
            QVERIFY2(r.out.isEmpty(), qPrintable(r.out));
        }
    }

    // The JSON object of the issue: system, name, legal, points, ships, issues.
    void reportJsonShape()
    {
        const Run r = cli(
            {QStringLiteral("report"), QStringLiteral("--json"), example("sample-destroyers")});
        QCOMPARE(r.code, 0);
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(r.out.toUtf8(), &error);
        QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
        const QJsonObject o = doc.object();
        QCOMPARE(o.value(QStringLiteral("system")).toString(), QStringLiteral("easystar"));
        QCOMPARE(o.value(QStringLiteral("name")).toString(),
                 QStringLiteral("EasyStar Sample Destroyers"));
        QCOMPARE(o.value(QStringLiteral("legal")).toBool(false), true);
        const QJsonObject points = o.value(QStringLiteral("points")).toObject();
        QCOMPARE(points.value(QStringLiteral("total")).toInt(), 385);
        QCOMPARE(points.value(QStringLiteral("budget")).toInt(), 500);
        const QJsonArray ships = o.value(QStringLiteral("ships")).toArray();
        QCOMPARE(ships.size(), 5);
        const int costs[] = {55, 50, 60, 130, 90};
        for (int i = 0; i < ships.size(); ++i) {
            const QJsonObject s = ships[i].toObject();
            for (const char *key :
                 {"name", "class", "cost", "fighterCost", "spaces", "damage", "speed", "breakdown"})
                QVERIFY2(s.contains(QLatin1String(key)), key);
            QCOMPARE(s.value(QStringLiteral("class")).toString(), QStringLiteral("destroyer"));
            QCOMPARE(s.value(QStringLiteral("cost")).toInt(), costs[i]);
            const QJsonObject spaces = s.value(QStringLiteral("spaces")).toObject();
            QCOMPARE(spaces.value(QStringLiteral("used")).toInt(),
                     spaces.value(QStringLiteral("capacity")).toInt());
            int sum = 0;
            for (const QJsonValue line : s.value(QStringLiteral("breakdown")).toArray()) {
                const QJsonObject l = line.toObject();
                QVERIFY(l.value(QStringLiteral("label")).isString());
                QVERIFY(l.value(QStringLiteral("rule")).isString());
                QVERIFY(l.value(QStringLiteral("points")).isDouble());
                sum += l.value(QStringLiteral("points")).toInt();
            }
            QCOMPARE(sum, costs[i]); // a ship's cost is its breakdown's sum, fighters included
        }
        QCOMPARE(ships[3].toObject().value(QStringLiteral("fighterCost")).toInt(), 60);
        QVERIFY(o.value(QStringLiteral("issues")).isArray());
        QCOMPARE(o.value(QStringLiteral("issues")).toArray().size(), 0);
    }

    void validateJsonListsIssues()
    {
        const Run r = cli({QStringLiteral("validate"), QStringLiteral("--json"), illegalFleet()});
        QCOMPARE(r.code, 1);
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(o.value(QStringLiteral("legal")).toBool(true), false);
        const QJsonArray issues = o.value(QStringLiteral("issues")).toArray();
        QVERIFY(!issues.isEmpty());
        bool found = false;
        for (const QJsonValue v : issues) {
            const QJsonObject i = v.toObject();
            for (const char *key : {"severity", "code", "subject", "message", "rule"})
                QVERIFY2(i.value(QLatin1String(key)).isString(), key);
            found
                = found
                  || (i.value(QStringLiteral("code")).toString()
                          == QLatin1String("easystar.weapon.rangeOverMount")
                      && i.value(QStringLiteral("subject")).toString()
                             == QLatin1String("ships[0].weapons[0].range")
                      && i.value(QStringLiteral("severity")).toString() == QLatin1String("error"));
        }
        QVERIFY(found);
    }

    void systemsJson()
    {
        const Run r = cli({QStringLiteral("systems"), QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        const QJsonArray systems = QJsonDocument::fromJson(r.out.toUtf8())
                                       .object()
                                       .value(QStringLiteral("systems"))
                                       .toArray();
        QVERIFY(!systems.isEmpty());
        const QJsonObject easystar = systems[0].toObject();
        QCOMPARE(easystar.value(QStringLiteral("id")).toString(), QStringLiteral("easystar"));
        QVERIFY(!easystar.value(QStringLiteral("options")).toArray().isEmpty());
    }

    // The text report explains each number and marks assumptions.
    // export writes a PDF of the chosen kinds; an illegal fleet still prints (the badge says
    // so) and exits 0.
    void exportPdf()
    {
        const QString out = m_dir.filePath(QStringLiteral("blue.pdf"));
        const Run r = cli({QStringLiteral("export"), example("blue-500"), QStringLiteral("--what"),
                           QStringLiteral("roster"), QStringLiteral("--page"),
                           QStringLiteral("letter"), QStringLiteral("-o"), out});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QCOMPARE(r.out.trimmed(), QStringLiteral("1 page written to %1").arg(out));
        QVERIFY(test::readFile(out).startsWith("%PDF-1."));

        const QString illegal = m_dir.filePath(QStringLiteral("illegal.pdf"));
        const Run bad = cli({QStringLiteral("export"), illegalFleet(), QStringLiteral("--what"),
                             QStringLiteral("roster"), QStringLiteral("-o"), illegal});
        QVERIFY2(bad.code == 0, qPrintable(bad.err));
        QVERIFY(QFile::exists(illegal));
    }

    // SVG and PNG of several pages are written one file per page, named after the output.
    void exportPerPageFiles()
    {
        // 30 ships: more than one roster page.
        QByteArray ships;
        for (int i = 1; i <= 30; ++i)
            ships += QStringLiteral(R"(%1{"name": "Ship %2", "class": "scout", "flagship": %3})")
                         .arg(i == 1 ? QString() : QStringLiteral(","))
                         .arg(i)
                         .arg(i == 1 ? QStringLiteral("true") : QStringLiteral("false"))
                         .toUtf8();
        const QString fleet = write("thirty.fleet.json",
                                    R"({"format": "fleetwright-fleet", "formatVersion": 1,
                                        "system": "easystar", "name": "Thirty", "ships": [)"
                                        + ships + "]}");
        for (const QString &format : {QStringLiteral("svg"), QStringLiteral("png")}) {
            const QString out = m_dir.filePath(QStringLiteral("thirty.") + format);
            const Run r
                = cli({QStringLiteral("export"), fleet, QStringLiteral("--what"),
                       QStringLiteral("roster"), QStringLiteral("--page"), QStringLiteral("a4"),
                       QStringLiteral("--dpi"), QStringLiteral("40"), QStringLiteral("-o"), out});
            QVERIFY2(r.code == 0, qPrintable(r.err));
            QVERIFY2(r.out.startsWith(QStringLiteral("2 pages written to ")), qPrintable(r.out));
            for (int page : {1, 2}) {
                const QString file
                    = m_dir.filePath(QStringLiteral("thirty-%1.%2").arg(page).arg(format));
                QVERIFY2(r.out.contains(file), qPrintable(r.out));
                QVERIFY(QFile::exists(file));
            }
            QVERIFY(!QFile::exists(out));
        }
        const QByteArray svgs = test::readFile(m_dir.filePath(QStringLiteral("thirty-1.svg")))
                                + test::readFile(m_dir.filePath(QStringLiteral("thirty-2.svg")));
        QVERIFY(svgs.contains(">Ship 1<") && svgs.contains(">Ship 30<"));
    }

    // Wrong arguments and bad templates: exit 2 and a message naming the problem; nothing written.
    void exportErrors_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        QTest::newRow("bad kind") << QStringList{QStringLiteral("--what"), QStringLiteral("ships")}
                                  << QStringLiteral(
                                         "--what must be roster, sheets, counters or all");
        QTest::newRow("bad format")
            << QStringList{QStringLiteral("--format"), QStringLiteral("docx")}
            << QStringLiteral("--format must be pdf, svg or png, not \"docx\"");
        QTest::newRow("bad page") << QStringList{QStringLiteral("--page"), QStringLiteral("a3")}
                                  << QStringLiteral("--page must be a4 or letter, not \"a3\"");
        QTest::newRow("missing template")
            << QStringList{QStringLiteral("--template"), QStringLiteral("/nonexistent/t.json")}
            << QStringLiteral("/nonexistent/t.json: no such file");
        QTest::newRow("template without unit")
            << QStringList{QStringLiteral("--template"),
                           test::dataPath(
                               QStringLiteral("templates/bad/length-without-unit.template.json"))}
            << QStringLiteral("length-without-unit.template.json: values.rowHeight: expected a "
                              "length with its unit");
    }
    void exportErrors()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        const QString out = m_dir.filePath(QStringLiteral("never.pdf"));
        const Run r = cli(
            QStringList{QStringLiteral("export"), example("blue-500"), QStringLiteral("-o"), out}
            + arguments);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QVERIFY(!QFile::exists(out));
    }

    // A copied and edited template is used: here a roster with a 30 pt title.
    void exportWithTemplate()
    {
        QFile builtin(test::sourcePath(QStringLiteral("templates/core/roster.json")));
        QVERIFY(builtin.open(QIODevice::ReadOnly));
        QByteArray json = builtin.readAll();
        QVERIFY(json.contains(R"("size": "20pt")"));
        json.replace(R"("size": "20pt")", R"("size": "30pt")");
        const QString custom = write("big-title.json", json);
        const QString out = m_dir.filePath(QStringLiteral("custom.svg"));
        const Run r = cli({QStringLiteral("export"), example("blue-500"), QStringLiteral("--what"),
                           QStringLiteral("roster"), QStringLiteral("--template"), custom,
                           QStringLiteral("-o"), out});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QByteArray svg = test::readFile(out);
        QVERIFY(svg.contains(R"(id="roster-title")"));
        QVERIFY2(svg.contains(R"(font-size="30")"), svg.constData());
    }

    void textReport()
    {
        const Run r = cli({QStringLiteral("report"), example("sample-destroyers")});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(QStringLiteral("Carrier — Destroyer — 130 BP (fighters 60)")),
                 qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("Beam turret (axial): 2 range units")));
        QVERIFY(r.out.contains(QStringLiteral("EasyStar §V.A")));
        QVERIFY(r.out.contains(QStringLiteral("Assumptions in force")));
        QVERIFY(r.out.contains(QStringLiteral("turningTable")));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
