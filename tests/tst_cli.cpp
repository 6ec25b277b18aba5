// fleetwright-cli as a user runs it: exit codes, messages, and the JSON shape.
//
// Golden outputs live in tests/data/golden/cli: FLEET.COMMAND.txt is what
// `fleetwright-cli COMMAND FLEET.fleet.json` prints, run in the fleet's folder (GoldenFleetDirs),
// with COMMAND one of validate, report and report-json (`report --json`; `validate --json` prints
// the same object). The directory is scanned. FLEETWRIGHT_REGENERATE=1 rewrites them from the
// current program instead of comparing; review the diff before committing.

#include "TestSupport.h"

#include <ModifierArguments.h>
#include <model/systems/GameSystem.h>

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <map>
#include <tuple>

namespace model = fw::model;
namespace test = fw::test;

namespace {

struct Run
{
    int code = -1;
    QString out;
    QString err;
};

Run cli(const QStringList &arguments, const QString &workingDirectory = {})
{
    QProcess p;
    p.setWorkingDirectory(workingDirectory);
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

// Where the fleets of the golden outputs are, relative to the source tree.
const char *const GoldenFleetDirs[]
    = {"resources/examples", "tests/data/valid", "tests/data/cli", "tests/data/print/fleets"};

// The folder holding FLEET.fleet.json, or an empty string.
QString goldenFleetDir(const QString &fleet)
{
    for (const char *dir : GoldenFleetDirs) {
        const QString path = test::sourcePath(QLatin1String(dir));
        if (QFileInfo::exists(QDir(path).filePath(fleet + QLatin1String(".fleet.json"))))
            return path;
    }
    return {};
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
    // --mod with a modifier of named choices (no game has one yet, so the reader is called with
    // a made-up arc modifier next to a number and a yes/no one).
    void modifierChoices_data()
    {
        QTest::addColumn<QStringList>("given");
        QTest::addColumn<QString>("error"); // empty: read
        QTest::addColumn<int>("arc");       // the position read, -1: not given
        QTest::addRow("by id") << QStringList{QStringLiteral("arc=rear")} << QString() << 2;
        QTest::addRow("spaces") << QStringList{QStringLiteral("arc= side ")} << QString() << 1;
        QTest::addRow("not given") << QStringList{QStringLiteral("dice=3")} << QString() << -1;
        // An unknown choice, a position or a label: the error lists the ids with their labels.
        const QString choices = QStringLiteral(
            "the choices are: front (Front arc), side (Side arc), rear (Rear arc)");
        for (const char *given : {"aft", "2", "Rear arc"}) {
            QTest::addRow("unknown choice %s", given)
                << QStringList{QStringLiteral("arc=") + QLatin1String(given)}
                << QStringLiteral("--mod arc: unknown choice \"%1\"; %2")
                       .arg(QLatin1String(given), choices)
                << -1;
        }
        QTest::addRow("no value")
            << QStringList{QStringLiteral("arc")}
            << QStringLiteral("--mod arc needs a choice: --mod arc=CHOICE with CHOICE one of front "
                              "(Front arc), side (Side arc), rear (Rear arc)")
            << -1;
        QTest::addRow("unknown modifier lists the choices")
            << QStringList{QStringLiteral("facing=rear")}
            << QStringLiteral(
                   "--mod: unknown modifier \"facing\"; the modifiers are: dice (0 to 6, "
                   "default 0), arc (front, side or rear, default front), engage (0 "
                   "to 1, default 0)")
            << -1;
    }
    void modifierChoices()
    {
        QFETCH(QStringList, given);
        QFETCH(QString, error);
        QFETCH(int, arc);
        using fw::model::combat::ModifierSpec;
        std::vector<ModifierSpec> specs;
        ModifierSpec dice;
        dice.id = QStringLiteral("dice");
        dice.max = 6;
        specs.push_back(dice);
        specs.push_back(fw::model::combat::choiceModifier(
            QStringLiteral("arc"), QStringLiteral("Arc"),
            {{QStringLiteral("front"), QStringLiteral("Front arc")},
             {QStringLiteral("side"), QStringLiteral("Side arc")},
             {QStringLiteral("rear"), QStringLiteral("Rear arc")}},
            QStringLiteral("front"), {}));
        ModifierSpec engage;
        engage.id = QStringLiteral("engage");
        specs.push_back(engage);

        const auto read = fw::cli::combat::readModifiers(specs, given);
        QCOMPARE(read.ok() ? QString() : read.error(), error);
        if (!read)
            return;
        const auto it = read.value().find(QStringLiteral("arc"));
        QCOMPARE(it == read.value().end() ? -1 : it->second, arc);
        // Written back by id, in text and JSON, never by position.
        if (arc >= 0) {
            const char *ids[] = {"front", "side", "rear"};
            QCOMPARE(fw::cli::combat::modifierValueText(specs[1], arc), QLatin1String(ids[arc]));
            QVERIFY(fw::cli::combat::modifierValueJson(specs[1], arc) == fw::model::Json(ids[arc]));
        }
        QCOMPARE(fw::cli::combat::modifierValueText(specs[0], 3), QStringLiteral("3"));
        const fw::model::Json list = fw::cli::combat::modifiersJson(specs);
        QVERIFY(list[1]["default"] == "front");
        QVERIFY(list[1]["choices"][2]["id"] == "rear");
        QVERIFY(list[1]["choices"][2]["label"] == "Rear arc");
        QVERIFY(list[0]["default"] == 0);
        QVERIFY(!list[0].contains("choices"));
    }

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
        QTest::newRow("odds") << "odds";
        QTest::newRow("simulate") << "simulate";
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

    // The Talon examples: validate exits 0, and report --json gives each ship its counter's Ship
    // Points as the data file has them (resources/rulesets/talon/counters.json, digest §3.8:
    // Terran CA 115, DD 55, CV 70, FTR 44; Talon CA 115, CL 88, DD 48, FF 44) and the fleet
    // their sum against the 300-SP budget.
    void talonExamples_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("faction");
        QTest::addColumn<QStringList>("counters");
        QTest::addColumn<QList<int>>("sp");
        QTest::newRow("Terran Task Force")
            << example("terran-task-force") << QStringLiteral("terran")
            << QStringList{QStringLiteral("terran-ca"), QStringLiteral("terran-dd"),
                           QStringLiteral("terran-cv"), QStringLiteral("terran-ftr")}
            << QList<int>{115, 55, 70, 44};
        QTest::newRow("Talon Strike Group")
            << example("talon-strike-group") << QStringLiteral("talon")
            << QStringList{QStringLiteral("talon-ca"), QStringLiteral("talon-cl"),
                           QStringLiteral("talon-dd"), QStringLiteral("talon-ff")}
            << QList<int>{115, 88, 48, 44};
    }
    void talonExamples()
    {
        QFETCH(QString, file);
        QFETCH(QString, faction);
        QFETCH(QStringList, counters);
        QFETCH(QList<int>, sp);
        const Run v = cli({QStringLiteral("validate"), file});
        QVERIFY2(v.code == 0, qPrintable(v.out + v.err));
        QVERIFY2(v.out.contains(QStringLiteral("(Talon): legal")), qPrintable(v.out));
        const Run r = cli({QStringLiteral("report"), QStringLiteral("--json"), file});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(o.value(QStringLiteral("system")).toString(), QStringLiteral("talon"));
        const QJsonArray ships = o.value(QStringLiteral("ships")).toArray();
        QCOMPARE(ships.size(), counters.size());
        int total = 0;
        for (int i = 0; i < ships.size(); ++i) {
            const QJsonObject s = ships[i].toObject();
            QCOMPARE(s.value(QStringLiteral("class")).toString(), counters[i]);
            QCOMPARE(s.value(QStringLiteral("cost")).toInt(), sp[i]);
            total += sp[i];
        }
        QVERIFY(total <= 300);
        const QJsonObject points = o.value(QStringLiteral("points")).toObject();
        QCOMPARE(points.value(QStringLiteral("total")).toInt(), total);
        QCOMPARE(points.value(QStringLiteral("budget")).toInt(), 300);
        QCOMPARE(points.value(QStringLiteral("unit")).toString(), QStringLiteral("SP"));
        QCOMPARE(o.value(QStringLiteral("legal")).toBool(false), true);
        // The file names the faction every counter belongs to (only the Talon have FF; only
        // the Terrans CV and FTR: digest §3.8).
        const QByteArray bytes = test::readFile(file);
        QVERIFY(bytes.contains(QStringLiteral("\"faction\": \"%1\"").arg(faction).toUtf8()));
        for (const QString &id : counters)
            QVERIFY2(id.startsWith(faction + QLatin1Char('-')), qPrintable(id));
    }

    // Each ship lists the capacities and stats of its game, and still has the members report
    // format 1 gave every ship (fighterCost, spaces, damage, speed), taken from them.
    void reportJsonCapacities_data()
    {
        QTest::addColumn<QString>("fleet");
        QTest::addColumn<int>("ship");
        QTest::addColumn<QStringList>("capacities"); // keys, in order
        QTest::addColumn<QList<int>>("figures");     // fighterCost, damage, speed
        QTest::newRow("EasyStar carrier")
            << "sample-destroyers" << 3 << QStringList{QStringLiteral("spaces")}
            << QList<int>{60, 4, 2};
        QTest::newRow("A Billion Suns frigate")
            << "helix-consolidated" << 0 << QStringList{} << QList<int>{0, 6, 4};
    }
    void reportJsonCapacities()
    {
        QFETCH(QString, fleet);
        QFETCH(int, ship);
        QFETCH(QStringList, capacities);
        QFETCH(QList<int>, figures);
        const Run r = cli({QStringLiteral("report"), QStringLiteral("--json"),
                           example(fleet.toUtf8().constData())});
        QCOMPARE(r.code, 0);
        const QJsonObject s = QJsonDocument::fromJson(r.out.toUtf8())
                                  .object()
                                  .value(QStringLiteral("ships"))
                                  .toArray()
                                  .at(ship)
                                  .toObject();
        QVERIFY(!s.isEmpty());

        const QJsonArray list = s.value(QStringLiteral("capacities")).toArray();
        QStringList keys;
        for (const QJsonValue c : list)
            keys << c.toObject().value(QStringLiteral("key")).toString();
        QCOMPARE(keys, capacities);
        if (capacities.isEmpty()) {
            QVERIFY(s.value(QStringLiteral("capacities")).isArray());
            QVERIFY(s.value(QStringLiteral("spaces")).isNull());
        } else {
            const QJsonObject c = list.at(0).toObject();
            QCOMPARE(c.value(QStringLiteral("label")).toString(), QStringLiteral("Weapon spaces"));
            QCOMPARE(c.value(QStringLiteral("unlimited")).toBool(true), false);
            const QJsonObject spaces = s.value(QStringLiteral("spaces")).toObject();
            QCOMPARE(c.value(QStringLiteral("used")).toInt(-1),
                     spaces.value(QStringLiteral("used")).toInt(-2));
            QCOMPARE(c.value(QStringLiteral("available")).toInt(-1),
                     spaces.value(QStringLiteral("capacity")).toInt(-2));
            for (const auto &[lines, amount, total] :
                 {std::tuple{"usedBreakdown", "amount", "used"},
                  std::tuple{"availableBreakdown", "amount", "available"}}) {
                int sum = 0;
                for (const QJsonValue line : c.value(QLatin1String(lines)).toArray())
                    sum += line.toObject().value(QLatin1String(amount)).toInt();
                QCOMPARE(sum, c.value(QLatin1String(total)).toInt(-1));
            }
            QCOMPARE(c.value(QStringLiteral("usedBreakdown")).toArray().size(),
                     spaces.value(QStringLiteral("usedBreakdown")).toArray().size());
        }

        // The compatibility members and the numbered stats of the same keys agree.
        QHash<QString, QJsonObject> stats;
        for (const QJsonValue stat : s.value(QStringLiteral("stats")).toArray())
            stats.insert(stat.toObject().value(QStringLiteral("key")).toString(), stat.toObject());
        const char *const keys3[] = {"fighterCost", "damage", "speed"};
        for (int k = 0; k < 3; ++k) {
            const QString key = QLatin1String(keys3[k]);
            QVERIFY2(s.value(key).isDouble(), keys3[k]);
            QCOMPARE(s.value(key).toInt(-1), figures[k]);
            if (stats.contains(key))
                QCOMPARE(stats[key].value(QStringLiteral("number")).toInt(-1), figures[k]);
            else
                QCOMPARE(figures[k], 0); // a game without the figure writes 0
        }
        QVERIFY(stats.contains(QStringLiteral("damage"))
                && stats.contains(QStringLiteral("speed")));
    }

    // The text report shows each capacity a game reports, and its summary figures on one line.
    void textReportCapacities_data()
    {
        QTest::addColumn<QString>("fleet");
        QTest::addColumn<QStringList>("present");
        QTest::addColumn<QStringList>("absent");
        QTest::newRow("EasyStar")
            << "sample-destroyers"
            << QStringList{QStringLiteral("\n   Weapon spaces: 6 used of 6\n"),
                           QStringLiteral("\n     + Destroyer weapon spaces (W)"),
                           QStringLiteral("\n   Damage capacity 4, speed 2\n"),
                           QStringLiteral("4. Carrier — Destroyer — 130 BP (fighters 60)\n"),
                           QStringLiteral("1. Little of Everything — Destroyer — 55 BP\n")}
            << QStringList{QStringLiteral("Fighter cost"), QStringLiteral("(fighters 0)"),
                           QStringLiteral("Speed:")};
        QTest::newRow("A Billion Suns")
            << "helix-consolidated"
            << QStringList{QStringLiteral("\n   Damage capacity 6, speed 4\n   Thrust: 4\"\n")}
            << QStringList{QStringLiteral("used of"), QStringLiteral("spaces"),
                           QStringLiteral("Speed:")};
    }
    void textReportCapacities()
    {
        QFETCH(QString, fleet);
        QFETCH(QStringList, present);
        QFETCH(QStringList, absent);
        const Run r = cli({QStringLiteral("report"), example(fleet.toUtf8().constData())});
        QCOMPARE(r.code, 0);
        for (const QString &text : present)
            QVERIFY2(r.out.contains(text), qPrintable(text));
        for (const QString &text : absent)
            QVERIFY2(!r.out.contains(text), qPrintable(text));
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

    // --preflight: the figures of every page and every breach; exit code 4 for a breach, 0 when
    // every page passes; without -o nothing is written; --json alone is refused.
    void exportPreflight()
    {
        const Run passes
            = cli({QStringLiteral("export"), example("blue-500"), QStringLiteral("--what"),
                   QStringLiteral("roster"), QStringLiteral("--page"), QStringLiteral("a4"),
                   QStringLiteral("--preflight")});
        QVERIFY2(passes.code == 0, qPrintable(passes.out + passes.err));
        QVERIFY(passes.out.startsWith(QStringLiteral("Preflight: 1 page in DejaVu Sans.")));
        QVERIFY(passes.out.contains(QStringLiteral("Page 1 (roster): text ")));
        QVERIFY(passes.out.endsWith(QStringLiteral("Every page passes.\n")));

        // A roster template whose cells are set in 5 pt type.
        QFile builtin(test::sourcePath(QStringLiteral("templates/core/roster.json")));
        QVERIFY(builtin.open(QIODevice::ReadOnly));
        QByteArray tiny = builtin.readAll();
        tiny.replace("\"size\": \"9.5pt\", \"minSize\": \"7pt\"",
                     "\"size\": \"5pt\", \"minSize\": \"5pt\"");
        const QString file = test::writeFile(m_dir, QStringLiteral("tiny-roster.json"), tiny);
        const QString out = m_dir.filePath(QStringLiteral("tiny.pdf"));
        const Run breach = cli({QStringLiteral("export"), example("blue-500"),
                                QStringLiteral("--what"), QStringLiteral("roster"),
                                QStringLiteral("--template"), file, QStringLiteral("--preflight"),
                                QStringLiteral("--json"), QStringLiteral("-o"), out});
        QVERIFY2(breach.code == 4, qPrintable(breach.out + breach.err));
        QVERIFY(test::readFile(out).startsWith("%PDF-1."));
        QVERIFY(breach.err.contains(QStringLiteral("1 page written to")));
        const fw::model::Json json = fw::model::Json::parse(breach.out.toStdString());
        QCOMPARE(json["passed"].get<bool>(), false);
        const fw::model::Json &first = json["breaches"][0];
        QCOMPARE(first["check"].get<std::string>(), std::string("text-size"));
        QCOMPARE(first["value"].get<double>(), 5.0);
        QCOMPARE(first["floor"].get<double>(), 6.0);
        QCOMPARE(first["page"].get<int>(), 1);

        const Run refused = cli({QStringLiteral("export"), example("blue-500"),
                                 QStringLiteral("--json"), QStringLiteral("-o"), out});
        QCOMPARE(refused.code, 2);
        QVERIFY(refused.err.contains(QStringLiteral("--json goes with --preflight")));
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
        QTest::newRow("bad sheets")
            << QStringList{QStringLiteral("--sheets"), QStringLiteral("fleet")}
            << QStringLiteral("--sheets must be ship or design, not \"fleet\"");
        // Every number typed is finite and in range: NaN compares false with every bound.
        QTest::newRow("NaN back offset")
            << QStringList{QStringLiteral("--back-offset"), QStringLiteral("nan,nan")}
            << QStringLiteral("--back-offset takes X,Y in millimetres, each from -20 to 20");
        QTest::newRow("infinite back offset")
            << QStringList{QStringLiteral("--back-offset"), QStringLiteral("0,inf")}
            << QStringLiteral("--back-offset takes X,Y in millimetres, each from -20 to 20");
        QTest::newRow("NaN dpi") << QStringList{QStringLiteral("--dpi"), QStringLiteral("nan")}
                                 << QStringLiteral("--dpi must be from 36 to 1200");
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

    // Sheets are one per ship unless --sheets design asks for one blank per design; the output
    // says which is in force.
    void exportSheetsFor()
    {
        const QString out = m_dir.filePath(QStringLiteral("talon.svg"));
        const Run ships
            = cli({QStringLiteral("export"), example("talon-strike-group"),
                   QStringLiteral("--what"), QStringLiteral("sheets"), QStringLiteral("-o"), out});
        QVERIFY2(ships.code == 0, qPrintable(ships.err));
        QVERIFY2(ships.out.contains(QStringLiteral("Sheets: One sheet per ship.")),
                 qPrintable(ships.out));
        QByteArray svg = test::readFile(m_dir.filePath(QStringLiteral("talon-1.svg")));
        QVERIFY(svg.contains(R"(id="ship-1")"));
        const Run designs
            = cli({QStringLiteral("export"), example("talon-strike-group"),
                   QStringLiteral("--what"), QStringLiteral("sheets"), QStringLiteral("--sheets"),
                   QStringLiteral("design"), QStringLiteral("-o"), out});
        QVERIFY2(designs.code == 0, qPrintable(designs.err));
        QVERIFY2(designs.out.contains(QStringLiteral("Sheets: One blank sheet per design.")),
                 qPrintable(designs.out));
        svg = test::readFile(m_dir.filePath(QStringLiteral("talon-1.svg")));
        QVERIFY(!svg.contains(R"(id="ship-1")"));
        QVERIFY(svg.contains("ship: ______________"));
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

    // ----- odds and simulate ------------------------------------------------------------------

    // Wrong arguments of the combat commands: exit 2, a message naming the option and, where
    // there is a choice, the valid choices; nothing on standard output.
    void combatErrors_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QStringList>("messages");
        const QString yellow = example("yellow-250");
        const QStringList attack = {QStringLiteral("odds"),     yellow,
                                    QStringLiteral("--ship"),   QStringLiteral("1"),
                                    QStringLiteral("--weapon"), QStringLiteral("1"),
                                    QStringLiteral("--target"), QStringLiteral("2"),
                                    QStringLiteral("--range"),  QStringLiteral("1")};
        QTest::newRow("unknown ship")
            << QStringList{QStringLiteral("odds"), yellow, QStringLiteral("--ship"),
                           QStringLiteral("Nimitz"), QStringLiteral("--list")}
            << QStringList{QStringLiteral("--ship"), QStringLiteral("\"Nimitz\""),
                           QStringLiteral("1 Vigilant, 2 Lance, 3 Harpoon, 4 Kestrel")};
        QTest::newRow("ship number too high")
            << QStringList{QStringLiteral("odds"), yellow, QStringLiteral("--ship"),
                           QStringLiteral("5"), QStringLiteral("--list")}
            << QStringList{QStringLiteral("--ship"), QStringLiteral("from 1 to 4")};
        QStringList badWeapon = attack;
        badWeapon[5] = QStringLiteral("Phaser");
        QTest::newRow("unknown weapon")
            << badWeapon
            << QStringList{QStringLiteral("--weapon"), QStringLiteral("\"Phaser\""),
                           QStringLiteral("1 ")};
        QStringList badTarget = attack;
        badTarget[7] = QStringLiteral("Enterprise");
        QTest::newRow("unknown target")
            << badTarget << QStringList{QStringLiteral("--target"), QStringLiteral("4 Kestrel")};
        QTest::newRow("unknown modifier")
            << attack + QStringList{QStringLiteral("--mod"), QStringLiteral("warp=1")}
            << QStringList{QStringLiteral("--mod"), QStringLiteral("\"warp\"")};
        QTest::newRow("unknown target kind")
            << QStringList{QStringLiteral("odds"),          yellow,
                           QStringLiteral("--ship"),        QStringLiteral("1"),
                           QStringLiteral("--weapon"),      QStringLiteral("1"),
                           QStringLiteral("--range"),       QStringLiteral("1"),
                           QStringLiteral("--target-kind"), QStringLiteral("dreadnought")}
            << QStringList{QStringLiteral("--target-kind"), QStringLiteral("\"dreadnought\"")};
        QTest::newRow("no target")
            << attack.mid(0, 6) + attack.mid(8) << QStringList{QStringLiteral("--target")};
        QTest::newRow("no range") << attack.mid(0, 8) << QStringList{QStringLiteral("--range R")};
        QTest::newRow("range not a number")
            << attack.mid(0, 9) + QStringList{QStringLiteral("far")}
            << QStringList{QStringLiteral("--range must be a whole number")};
        QTest::newRow("fires at itself")
            << QStringList{QStringLiteral("odds"),     yellow,
                           QStringLiteral("--ship"),   QStringLiteral("Kestrel"),
                           QStringLiteral("--weapon"), QStringLiteral("1"),
                           QStringLiteral("--target"), QStringLiteral("kestrel"),
                           QStringLiteral("--range"),  QStringLiteral("1")}
            << QStringList{QStringLiteral("--target"), QStringLiteral("itself")};
        QTest::newRow("odds: fleets of two games")
            << QStringList{QStringLiteral("odds"), yellow, QStringLiteral("--target-fleet"),
                           example("helix-consolidated"), QStringLiteral("--list")}
            << QStringList{QStringLiteral("--target-fleet"), QStringLiteral("same game")};
        QTest::newRow("simulate: fleets of two games")
            << QStringList{QStringLiteral("simulate"), yellow, example("helix-consolidated")}
            << QStringList{QStringLiteral("same game")};
        QTest::newRow("what-if of another game")
            << QStringList{QStringLiteral("simulate"), yellow, example("blue-500"),
                           QStringLiteral("--what-if"), example("helix-consolidated")}
            << QStringList{QStringLiteral("--what-if"), QStringLiteral("same game")};
        QTest::newRow("one fleet to simulate")
            << QStringList{QStringLiteral("simulate"), yellow}
            << QStringList{QStringLiteral("expects two fleet files")};
        QTest::newRow("bad policy")
            << QStringList{QStringLiteral("simulate"), yellow, example("blue-500"),
                           QStringLiteral("--policy"), QStringLiteral("random")}
            << QStringList{QStringLiteral("--policy must be focus, spread or threat")};
        QTest::newRow("no runs") << QStringList{QStringLiteral("simulate"), yellow,
                                                example("blue-500"), QStringLiteral("--runs"),
                                                QStringLiteral("0")}
                                 << QStringList{QStringLiteral(
                                        "--runs must be a whole number from 1 to 10000000")};
        QTest::newRow("bad seed") << QStringList{
            QStringLiteral("simulate"), yellow, example("blue-500"), QStringLiteral("--seed"),
            QStringLiteral("-3")} << QStringList{QStringLiteral("--seed must be a whole number")};
        QTest::newRow("missing fleet")
            << QStringList{QStringLiteral("simulate"), yellow,
                           m_dir.filePath(QStringLiteral("missing.fleet.json"))}
            << QStringList{QStringLiteral("no such file")};
    }
    void combatErrors()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QStringList, messages);
        const Run r = cli(arguments);
        QVERIFY2(r.code == 2,
                 qPrintable(QStringLiteral("exit %1\n%2%3").arg(r.code).arg(r.out, r.err)));
        for (const QString &m : messages)
            QVERIFY2(r.err.contains(m), qPrintable(m + QStringLiteral(" not in: ") + r.err));
        QVERIFY2(r.out.isEmpty(), qPrintable(r.out));
    }

    // --list shows what --ship, --weapon, --target-kind and --mod accept; --help names the
    // target kinds and modifiers of every game without a fleet.
    void oddsList()
    {
        const Run help = cli({QStringLiteral("odds"), QStringLiteral("--help")});
        for (const char *text : {"--list", "Target kinds and modifiers by game", "frontHit (0 to 1",
                                 "engage (0 to 1", "spaceKraken"})
            QVERIFY2(help.out.contains(QLatin1String(text)), qPrintable(help.out));
        const Run r
            = cli({QStringLiteral("odds"), example("yellow-250"), QStringLiteral("--list")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        for (const char *text : {"1. Vigilant", "4. Kestrel", "--weapon 1", "--target-kind",
                                 "--mod ID=VALUE", "hexes"})
            QVERIFY2(r.out.contains(QLatin1String(text)), qPrintable(r.out));
        const Run json
            = cli({QStringLiteral("odds"), example("yellow-250"), QStringLiteral("--list"),
                   QStringLiteral("--json"), QStringLiteral("--ship"), QStringLiteral("Vigilant")});
        QCOMPARE(json.code, 0);
        const QJsonObject o = QJsonDocument::fromJson(json.out.toUtf8()).object();
        const QJsonArray ships = o.value(QStringLiteral("ships")).toArray();
        QCOMPARE(ships.size(), 1); // only --ship's
        const QJsonObject vigilant = ships[0].toObject();
        QCOMPARE(vigilant.value(QStringLiteral("name")).toString(), QStringLiteral("Vigilant"));
        QVERIFY(!vigilant.value(QStringLiteral("weapons")).toArray().isEmpty());
        for (const QJsonValue m : o.value(QStringLiteral("modifiers")).toArray()) {
            const QJsonObject mod = m.toObject();
            QVERIFY(mod.value(QStringLiteral("min")).toInt()
                    <= mod.value(QStringLiteral("default")).toInt());
            QVERIFY(mod.value(QStringLiteral("default")).toInt()
                    <= mod.value(QStringLiteral("max")).toInt());
        }
    }

    // The damage distribution of `odds --json` as value -> probability.
    static std::map<int, double> damageOf(const QJsonObject &o)
    {
        std::map<int, double> pmf;
        for (const QJsonValue row : o.value(QStringLiteral("damage")).toArray())
            pmf[row.toObject().value(QStringLiteral("damage")).toInt()]
                = row.toObject().value(QStringLiteral("p")).toDouble();
        return pmf;
    }
    static double outcomeSum(const QJsonObject &o)
    {
        double sum = 0;
        for (const QJsonValue x : o.value(QStringLiteral("outcomes")).toArray())
            sum += x.toObject().value(QStringLiteral("p")).toDouble();
        return sum;
    }

    // EasyStar §VII (RULES.md §1.3, §1.4, §1.9): a beam hits a ship on 3+; the target's ECM pod
    // takes 1 from the roll, so it needs 4+: P(hit) = 3/6, and only a hit does damage (1). An
    // unmodified 6 (1/6) is a critical hit; row 6 of the Critical Hit Table (1/6; DEFAULT of
    // RULES.md §1.7, option criticalRow6) adds 1 damage: P(2) = 1/36, P(1) = 1/2 - 1/36.
    void oddsEasyStarBeamAgainstEcm()
    {
        const QString fleet = write("ecm.fleet.json",
                                    R"({"format": "fleetwright-fleet", "formatVersion": 1,
            "system": "easystar", "name": "ECM Test", "budget": 250,
            "ships": [{"name": "Gunner", "class": "destroyer", "flagship": true,
                       "weapons": [{"type": "beam", "mount": "axial"}]},
                      {"name": "Jammer", "class": "cruiser", "auxiliaries": ["ecm"]}]})");
        const QStringList attack = {QStringLiteral("odds"),     fleet,
                                    QStringLiteral("--ship"),   QStringLiteral("Gunner"),
                                    QStringLiteral("--weapon"), QStringLiteral("1"),
                                    QStringLiteral("--target"), QStringLiteral("Jammer"),
                                    QStringLiteral("--range"),  QStringLiteral("1")};
        const Run r = cli(attack + QStringList{QStringLiteral("--json")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        const std::map<int, double> pmf = damageOf(o);
        QCOMPARE(pmf.size(), std::size_t(3));
        QVERIFY(std::abs(pmf.at(0) - 3.0 / 6) < 1e-12);
        QVERIFY(std::abs(pmf.at(1) - (3.0 / 6 - 1.0 / 36)) < 1e-12);
        QVERIFY(std::abs(pmf.at(2) - 1.0 / 36) < 1e-12);
        double hit = 0;
        for (const auto &[damage, p] : pmf)
            hit += damage > 0 ? p : 0;
        QVERIFY(std::abs(hit - 3.0 / 6) < 1e-12);
        QVERIFY(std::abs(outcomeSum(o) - 1) < 1e-12);
        QCOMPARE(
            o.value(QStringLiteral("target")).toObject().value(QStringLiteral("name")).toString(),
            QStringLiteral("Jammer"));
        const Run text = cli(attack);
        QVERIFY2(text.out.contains(QStringLiteral("50.00 %")), qPrintable(text.out));
        // The modifiers by their names, only those that can change this attack: Jammer has no
        // frontal armor, no displacer pod and no point defense, Gunner no power-up pod; any
        // ship has a damage track.
        QVERIFY2(text.out.contains(QStringLiteral("Modifiers:\n  Damage the target has already "
                                                  "taken: 0\n\nOutcomes:")),
                 qPrintable(text.out));
        for (const char *gone : {"displacer", "frontHit", "frontal armor", "power-up", "powerUp",
                                 "pointDefense", " = "})
            QVERIFY2(!text.out.section(QStringLiteral("Outcomes:"), 0, 0)
                          .contains(QLatin1String(gone), Qt::CaseInsensitive),
                     gone);
    }

    // A Billion Suns, attacking steps 2-8 (RULES.md §2.5, docs/combat.md): Light Blasters (D6,
    // Dmg 1) against a Frigate (Silhouette 6, Shields 4). The 6 is a dud, 2-5 one hit, 1 a
    // critical (two hits); each hit is saved on 1-4 of a D6. So P(2 damage) = 1/6 · (1/3)² =
    // 1/54, P(1) = 4/6 · 1/3 + 1/6 · 2 · 1/3 · 2/3 = 8/27, E = (4/6 + 2/6) · 1/3 = 1/3. With
    // Engage a missed or dud die is rolled again: hits 4/6 · 7/6, criticals 1/6 · 7/6, so
    // E = (28/36 + 2 · 7/36) · 1/3 = 7/18.
    void oddsBillionSunsBlastersAgainstFrigate()
    {
        const QStringList attack = {QStringLiteral("odds"),     example("helix-consolidated"),
                                    QStringLiteral("--ship"),   QStringLiteral("Prospector 1"),
                                    QStringLiteral("--weapon"), QStringLiteral("blasters"),
                                    QStringLiteral("--target"), QStringLiteral("helix frigate 1"),
                                    QStringLiteral("--range"),  QStringLiteral("2"),
                                    QStringLiteral("--json")};
        const Run r = cli(attack);
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        const std::map<int, double> pmf = damageOf(o);
        QCOMPARE(pmf.size(), std::size_t(3));
        QVERIFY(std::abs(pmf.at(0) - 37.0 / 54) < 1e-12);
        QVERIFY(std::abs(pmf.at(1) - 8.0 / 27) < 1e-12);
        QVERIFY(std::abs(pmf.at(2) - 1.0 / 54) < 1e-12);
        QVERIFY(std::abs(o.value(QStringLiteral("expectedDamage")).toDouble() - 1.0 / 3) < 1e-12);
        QVERIFY(std::abs(outcomeSum(o) - 1) < 1e-12);
        QVERIFY(!o.value(QStringLiteral("steps")).toArray().isEmpty());
        QVERIFY(!o.value(QStringLiteral("assumptions")).toArray().isEmpty());

        const Run engaged
            = cli(attack + QStringList{QStringLiteral("--mod"), QStringLiteral("engage")});
        QVERIFY2(engaged.code == 0, qPrintable(engaged.err));
        const QJsonObject e = QJsonDocument::fromJson(engaged.out.toUtf8()).object();
        QVERIFY(std::abs(e.value(QStringLiteral("expectedDamage")).toDouble() - 7.0 / 18) < 1e-12);
        bool engageSet = false;
        for (const QJsonValue m : e.value(QStringLiteral("modifiers")).toArray())
            engageSet
                = engageSet
                  || (m.toObject().value(QStringLiteral("id")).toString() == QLatin1String("engage")
                      && m.toObject().value(QStringLiteral("value")).toInt() == 1);
        QVERIFY(engageSet);

        // A Fighter Wing has only an auxiliary weapon system, its weapon 1: Auto Blasters (3D6,
        // Dmg 1) against another wing (Silhouette 3, Shields 0, destroyed at 3 tokens). Per die
        // 1 is a critical (two hits), 2-3 a hit, 4-6 a miss: hits 0, 1, 2 with 1/2, 1/3, 1/6.
        // No hit: 1/8; fewer than 3 hits: 1/8 + 3 · 1/3 · 1/4 + (3 · 1/6 · 1/4 + 3 · 1/9 · 1/2)
        // = 2/3, so P(at least 3 damage) = 1/3.
        const Run wing
            = cli({QStringLiteral("odds"), example("helix-consolidated"), QStringLiteral("--ship"),
                   QStringLiteral("Hornets"), QStringLiteral("--weapon"), QStringLiteral("1"),
                   QStringLiteral("--target"), QStringLiteral("Wasps"), QStringLiteral("--range"),
                   QStringLiteral("3"), QStringLiteral("--json")});
        QVERIFY2(wing.code == 0, qPrintable(wing.err));
        const QJsonObject w = QJsonDocument::fromJson(wing.out.toUtf8()).object();
        QVERIFY(w.value(QStringLiteral("attacker"))
                    .toObject()
                    .value(QStringLiteral("weaponLabel"))
                    .toString()
                    .contains(QStringLiteral("Auto Blasters")));
        double three = 0;
        for (const auto &[damage, p] : damageOf(w))
            three += damage >= 3 ? p : 0;
        QVERIFY(std::abs(damageOf(w).at(0) - 1.0 / 8) < 1e-12);
        QVERIFY(std::abs(three - 1.0 / 3) < 1e-12);

        const Run outOfRange = cli(attack.mid(0, 9) + QStringList{QStringLiteral("9")});
        QCOMPARE(outOfRange.code, 2);
        QVERIFY2(outOfRange.err.contains(QStringLiteral("the attack cannot be made")),
                 qPrintable(outOfRange.err));
        const Run badValue = cli(
            attack + QStringList{QStringLiteral("--mod"), QStringLiteral("powerToWeapons=9")});
        QCOMPARE(badValue.code, 2);
        QVERIFY2(badValue.err.contains(
                     QStringLiteral("--mod powerToWeapons must be a whole number from 0 to 6")),
                 qPrintable(badValue.err));
    }

    // An exploding die's long tail: the text lists the damage rows while "at least" reads more
    // than 0.00 % (at least 0.005 %), then one line counts the rest; --json keeps every row.
    void oddsTextStopsAtTheTail()
    {
        const QStringList attack
            = {QStringLiteral("odds"),     example("queens-court"),    QStringLiteral("--ship"),
               QStringLiteral("1"),        QStringLiteral("--weapon"), QStringLiteral("1"),
               QStringLiteral("--target"), QStringLiteral("3"),        QStringLiteral("--range"),
               QStringLiteral("2")};
        const Run json = cli(attack + QStringList{QStringLiteral("--json")});
        QVERIFY2(json.code == 0, qPrintable(json.err));
        const std::map<int, double> pmf
            = damageOf(QJsonDocument::fromJson(json.out.toUtf8()).object());
        // "at least d" is the sum of the rows from d on; a row is shown while it is >= 0.00005.
        std::vector<int> readable;
        for (const auto &[damage, p] : pmf) {
            double atLeast = 0;
            for (auto it = pmf.find(damage); it != pmf.end(); ++it)
                atLeast += it->second;
            if (atLeast >= 0.00005)
                readable.push_back(damage);
        }
        QVERIFY(readable.size() >= 5 && readable.size() < pmf.size());
        const Run text = cli(attack);
        QVERIFY2(text.code == 0, qPrintable(text.err));
        const QStringList lines = text.out.split(QLatin1Char('\n'));
        const qsizetype header = lines.indexOf(QStringLiteral("  damage   exactly  at least"));
        QVERIFY(header > 0);
        for (std::size_t i = 0; i < readable.size(); ++i)
            QVERIFY2(lines[header + 1 + qsizetype(i)].startsWith(
                         QStringLiteral("  %1  ").arg(readable[i], 6)),
                     qPrintable(lines[header + 1 + qsizetype(i)]));
        QCOMPARE(lines[header + 1 + qsizetype(readable.size())],
                 QStringLiteral("  (%1 more damage values, up to %2, each below 0.005 %: see "
                                "--json)")
                     .arg(pmf.size() - readable.size())
                     .arg(pmf.rbegin()->first));
    }

    // --roll: one roll from the seed, the same for the same seed, with its dice in the log.
    void oddsRoll()
    {
        const QStringList attack
            = {QStringLiteral("odds"),     example("helix-consolidated"), QStringLiteral("--ship"),
               QStringLiteral("1"),        QStringLiteral("--weapon"),    QStringLiteral("1"),
               QStringLiteral("--target"), QStringLiteral("3"),           QStringLiteral("--range"),
               QStringLiteral("12"),       QStringLiteral("--roll")};
        const Run first = cli(attack + QStringList{QStringLiteral("--seed"), QStringLiteral("5")});
        QVERIFY2(first.code == 0, qPrintable(first.err));
        QVERIFY(first.out.contains(QStringLiteral("One roll (seed 5):")));
        QCOMPARE(cli(attack + QStringList{QStringLiteral("--seed"), QStringLiteral("5")}).out,
                 first.out);
        const Run json = cli(attack + QStringList{QStringLiteral("--json")});
        const QJsonObject o = QJsonDocument::fromJson(json.out.toUtf8()).object();
        const QJsonObject roll = o.value(QStringLiteral("roll")).toObject();
        QCOMPARE(roll.value(QStringLiteral("seed")).toInt(), 1);
        QVERIFY(!roll.value(QStringLiteral("log")).toArray().isEmpty());
        // The rolled damage is one the exact distribution allows.
        QVERIFY(damageOf(o).count(roll.value(QStringLiteral("damage")).toInt()) == 1);
        bool known = false;
        for (const QJsonValue x : o.value(QStringLiteral("outcomes")).toArray())
            known = known
                    || x.toObject().value(QStringLiteral("id"))
                           == roll.value(QStringLiteral("outcome"));
        QVERIFY(known);
    }

    // Two fleets and a third to put in side A's place, for each game that fights.
    void addBattles()
    {
        QTest::addColumn<QString>("a");
        QTest::addColumn<QString>("b");
        QTest::addColumn<QString>("a2");
        QTest::addColumn<QString>("system");
        QTest::newRow("EasyStar") << example("blue-500") << example("sample-destroyers")
                                  << example("yellow-250") << "easystar";
        const QByteArray roster = R"({"format": "fleetwright-fleet", "formatVersion": 1,
            "system": "billionsuns", "name": "%1", "budget": 20, "corporation": "Test",
            "scale": 1, "tables": 1, "jumpPoints": 1, "battlegroups": [{"name": "G"}],
            "ships": [%2]})";
        const auto ships = [](const char *cls, int n) {
            QStringList list;
            for (int i = 1; i <= n; ++i)
                list << QStringLiteral(R"({"name": "%1 %2", "class": "%1", "battlegroup": "G"})")
                            .arg(QLatin1String(cls))
                            .arg(i);
            return list.join(QLatin1Char(','));
        };
        QTest::newRow("A Billion Suns")
            << example("helix-consolidated")
            << write("frigates.fleet.json",
                     QString::fromUtf8(roster)
                         .arg(QStringLiteral("Frigates"), ships("frigate", 2))
                         .toUtf8())
            << write("gunline.fleet.json", QString::fromUtf8(roster)
                                               .arg(QStringLiteral("Gunline"), ships("gunship", 3))
                                               .toUtf8())
            << "billionsuns";
    }

    void simulateSameSeedSameOutput_data() { addBattles(); }
    void simulateSameSeedSameOutput()
    {
        QFETCH(QString, a);
        QFETCH(QString, b);
        const QStringList arguments = {QStringLiteral("simulate"),
                                       a,
                                       b,
                                       QStringLiteral("--runs"),
                                       QStringLiteral("3000"),
                                       QStringLiteral("--seed"),
                                       QStringLiteral("7")};
        const Run first
            = cli(arguments + QStringList{QStringLiteral("--threads"), QStringLiteral("1")});
        QVERIFY2(first.code == 0, qPrintable(first.err));
        // The seed, not the number of threads, decides the battles.
        const Run second
            = cli(arguments + QStringList{QStringLiteral("--threads"), QStringLiteral("2")});
        QCOMPARE(second.out, first.out);
        QVERIFY(first.out.contains(QStringLiteral("Battles: 3000, seed 7")));
        QVERIFY(first.out.contains(QStringLiteral("Repeat with: fleetwright-cli simulate")));
        const Run other
            = cli({QStringLiteral("simulate"), a, b, QStringLiteral("--runs"),
                   QStringLiteral("3000"), QStringLiteral("--seed"), QStringLiteral("8")});
        QVERIFY(other.out != first.out);
    }

    // simulate states the cost validate states (one figure: the report's total; "damage per
    // point" divides by the same Battle::points). Yellow Fleet by hand: ships 110 + 55 + 50 + 20 BP
    // and one damage-control counter of 10 BP (RULES.md §1.10 item 1): 245 BP.
    void simulateCostIsValidateCost_data()
    {
        QTest::addColumn<QString>("a");
        QTest::addColumn<QString>("b");
        QTest::addColumn<int>("expected"); // -1: validate's total, not typed here
        QTest::newRow("EasyStar") << example("yellow-250") << example("blue-500") << 245;
        QTest::newRow("A Billion Suns")
            << example("helix-consolidated") << example("helix-consolidated") << -1;
        QTest::newRow("SCS") << example("narn-patrol") << example("narn-patrol") << -1;
        QTest::newRow("Sunder") << example("queens-court") << example("imperial-patrol") << -1;
        QTest::newRow("Talon") << example("terran-task-force") << example("talon-strike-group")
                               << -1;
    }
    void simulateCostIsValidateCost()
    {
        QFETCH(QString, a);
        QFETCH(QString, b);
        QFETCH(int, expected);
        const auto json = [](const Run &r) {
            return QJsonDocument::fromJson(r.out.toUtf8()).object();
        };
        const Run validate = cli({QStringLiteral("validate"), a, QStringLiteral("--json")});
        const int total = json(validate)
                              .value(QStringLiteral("points"))
                              .toObject()
                              .value(QStringLiteral("total"))
                              .toInt(-1);
        QVERIFY2(total > 0, qPrintable(validate.out));
        if (expected >= 0)
            QCOMPARE(total, expected);
        const Run simulate = cli({QStringLiteral("simulate"), a, b, QStringLiteral("--runs"),
                                  QStringLiteral("200"), QStringLiteral("--json")});
        QVERIFY2(simulate.code == 0, qPrintable(simulate.err));
        const QJsonObject o = json(simulate);
        const QJsonObject sideA = o.value(QStringLiteral("sides")).toArray().at(0).toObject();
        QCOMPARE(sideA.value(QStringLiteral("points")).toInt(), total);
        // The text output's headline states the same cost.
        const Run text = cli(
            {QStringLiteral("simulate"), a, b, QStringLiteral("--runs"), QStringLiteral("50")});
        QVERIFY2(text.out.section(QLatin1Char('\n'), 0, 0)
                     .contains(QStringLiteral("(A, %1 ").arg(total)),
                 qPrintable(text.out.section(QLatin1Char('\n'), 0, 0)));
    }

    // The JSON of a Monte Carlo run: the outcomes add up, the intervals hold their estimates,
    // and the survival rates are proportions of the runs.
    void simulateJson_data() { addBattles(); }
    void simulateJson()
    {
        QFETCH(QString, a);
        QFETCH(QString, b);
        QFETCH(QString, system);
        const Run r = cli({QStringLiteral("simulate"), a, b, QStringLiteral("--runs"),
                           QStringLiteral("2000"), QStringLiteral("--json")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QJsonParseError error;
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8(), &error).object();
        QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
        QCOMPARE(o.value(QStringLiteral("system")).toString(), system);
        const QJsonObject settings = o.value(QStringLiteral("settings")).toObject();
        QCOMPARE(settings.value(QStringLiteral("runs")).toInt(), 2000);
        QCOMPARE(settings.value(QStringLiteral("seed")).toInt(), 1); // the default
        QVERIFY(settings.value(QStringLiteral("turns")).toInt() >= 1);
        const QJsonObject results = o.value(QStringLiteral("results")).toObject();
        double sum = 0;
        for (const char *key : {"winA", "winB", "draw"}) {
            const QJsonObject p = results.value(QLatin1String(key)).toObject();
            const double value = p.value(QStringLiteral("p")).toDouble(-1);
            // (Up to rounding: the Wilson bound of a proportion of 1 is 1 only on paper.)
            QVERIFY(p.value(QStringLiteral("low")).toDouble() <= value + 1e-12);
            QVERIFY(value <= p.value(QStringLiteral("high")).toDouble() + 1e-12);
            // A proportion of 2000 battles.
            QCOMPARE(std::round(value * 2000), value * 2000);
            sum += value;
        }
        QCOMPARE(sum, 1.0);
        const double turns = results.value(QStringLiteral("meanTurns")).toDouble();
        QVERIFY(turns >= 1 && turns <= settings.value(QStringLiteral("turns")).toInt());
        const QJsonArray sides = o.value(QStringLiteral("sides")).toArray();
        QCOMPARE(sides.size(), 2);
        for (const QJsonValue side : sides) {
            const QJsonArray ships = side.toObject().value(QStringLiteral("ships")).toArray();
            QVERIFY(!ships.isEmpty());
            for (const QJsonValue ship : ships) {
                const double survival
                    = ship.toObject().value(QStringLiteral("survival")).toDouble(-1);
                QVERIFY(survival >= 0 && survival <= 1);
                QCOMPARE(std::round(survival * 2000), survival * 2000);
            }
        }
        QVERIFY(!o.value(QStringLiteral("assumptions")).toArray().isEmpty());
    }

    // --what-if pairs the battles: the same fleet again changes nothing, exactly, and any
    // fleet's paired difference is the difference of the two win rates.
    void simulateWhatIf_data() { addBattles(); }
    void simulateWhatIf()
    {
        QFETCH(QString, a);
        QFETCH(QString, b);
        QFETCH(QString, a2);
        const QStringList base = {QStringLiteral("simulate"),
                                  a,
                                  b,
                                  QStringLiteral("--runs"),
                                  QStringLiteral("2000"),
                                  QStringLiteral("--json"),
                                  QStringLiteral("--what-if")};
        const Run same = cli(base + QStringList{a});
        QVERIFY2(same.code == 0, qPrintable(same.err));
        QJsonObject diff = QJsonDocument::fromJson(same.out.toUtf8())
                               .object()
                               .value(QStringLiteral("whatIf"))
                               .toObject()
                               .value(QStringLiteral("winADifference"))
                               .toObject();
        QCOMPARE(diff.value(QStringLiteral("mean")).toDouble(-1), 0.0);
        QCOMPARE(diff.value(QStringLiteral("low")).toDouble(-1), 0.0);
        QCOMPARE(diff.value(QStringLiteral("high")).toDouble(-1), 0.0);

        const Run other = cli(base + QStringList{a2});
        QVERIFY2(other.code == 0, qPrintable(other.err));
        const QJsonObject o = QJsonDocument::fromJson(other.out.toUtf8()).object();
        const QJsonObject whatIf = o.value(QStringLiteral("whatIf")).toObject();
        diff = whatIf.value(QStringLiteral("winADifference")).toObject();
        const auto winA = [](const QJsonObject &x) {
            return x.value(QStringLiteral("results"))
                .toObject()
                .value(QStringLiteral("winA"))
                .toObject()
                .value(QStringLiteral("p"))
                .toDouble();
        };
        const double mean = diff.value(QStringLiteral("mean")).toDouble();
        QVERIFY(std::abs(mean - (winA(whatIf) - winA(o))) < 1e-12);
        QVERIFY(diff.value(QStringLiteral("low")).toDouble() <= mean);
        QVERIFY(mean <= diff.value(QStringLiteral("high")).toDouble());
        QCOMPARE(diff.value(QStringLiteral("runs")).toInt(), 2000);
        const Run text = cli(base.mid(0, 5) + QStringList{QStringLiteral("--what-if"), a2});
        QVERIFY(text.out.contains(QStringLiteral("Change in P(A wins)")));
    }

    // --ships-a and --ships-b fight a duel out of two fleets: the same battles, to the figure, as
    // fleet files that hold those two ships alone (written here by hand from the examples).
    void simulatePickedShips()
    {
        const auto only = [this](const char *name, const char *file, const QString &ship) {
            QJsonObject fleet = QJsonDocument::fromJson(test::readFile(example(name))).object();
            QJsonArray kept;
            for (const QJsonValue &s : fleet.value(QStringLiteral("ships")).toArray()) {
                if (s.toObject().value(QStringLiteral("name")).toString() == ship)
                    kept.append(s);
            }
            fleet.insert(QStringLiteral("ships"), kept);
            return write(file, QJsonDocument(fleet).toJson());
        };
        const QString blue = example("blue-500");
        const QString yellow = example("yellow-250");
        const QStringList common
            = {QStringLiteral("--runs"), QStringLiteral("500"), QStringLiteral("--seed"),
               QStringLiteral("5"), QStringLiteral("--json")};
        const Run picked = cli(QStringList{QStringLiteral("simulate"), blue, yellow,
                                           QStringLiteral("--ships-a"), QStringLiteral("2"),
                                           QStringLiteral("--ships-b"), QStringLiteral("vigilant")}
                               + common);
        QVERIFY2(picked.code == 0, qPrintable(picked.err));
        const Run files
            = cli(QStringList{QStringLiteral("simulate"),
                              only("blue-500", "resolute.fleet.json", QStringLiteral("Resolute")),
                              only("yellow-250", "vigilant.fleet.json", QStringLiteral("Vigilant"))}
                  + common);
        QVERIFY2(files.code == 0, qPrintable(files.err));
        const QJsonObject a = QJsonDocument::fromJson(picked.out.toUtf8()).object();
        const QJsonObject b = QJsonDocument::fromJson(files.out.toUtf8()).object();
        QCOMPARE(a.value(QStringLiteral("sides")), b.value(QStringLiteral("sides")));
        QCOMPARE(a.value(QStringLiteral("results")), b.value(QStringLiteral("results")));
        const QJsonArray shipsA
            = a.value(QStringLiteral("sides"))[0][QStringLiteral("ships")].toArray();
        QCOMPARE(shipsA.size(), 1);

        // A ship the fleet does not have: the error lists the fleet's ships.
        const Run wrong = cli({QStringLiteral("simulate"), blue, yellow,
                               QStringLiteral("--ships-a"), QStringLiteral("2,9")});
        QCOMPARE(wrong.code, 2);
        QVERIFY2(wrong.err.contains(QStringLiteral("--ships-a")), qPrintable(wrong.err));
        QVERIFY2(wrong.err.contains(QStringLiteral("Resolute")), qPrintable(wrong.err));
    }

    // One battle with its log: --log and --runs 1 fight battle 1 of the seed, the same battle.
    void simulateLog_data() { addBattles(); }
    void simulateLog()
    {
        QFETCH(QString, a);
        QFETCH(QString, b);
        const QStringList base
            = {QStringLiteral("simulate"), a, b, QStringLiteral("--seed"), QStringLiteral("3")};
        const Run log = cli(base + QStringList{QStringLiteral("--log")});
        QVERIFY2(log.code == 0, qPrintable(log.err));
        QVERIFY(log.out.contains(QStringLiteral("Battle 1 of seed 3")));
        QVERIFY(log.out.contains(QStringLiteral("Survivors of A")));
        const Run one = cli(base + QStringList{QStringLiteral("--runs"), QStringLiteral("1")});
        QCOMPARE(one.out, log.out);
        const Run json = cli(base + QStringList{QStringLiteral("--log"), QStringLiteral("--json")});
        const QJsonObject o = QJsonDocument::fromJson(json.out.toUtf8()).object();
        QVERIFY(o.value(QStringLiteral("log")).toArray().size() > 2);
        const QJsonObject result = o.value(QStringLiteral("result")).toObject();
        QVERIFY(result.value(QStringLiteral("turns")).toInt() >= 1);
        // Both games: the side with more victory points wins; equal points are a draw
        // (EasyStar §I "most VP wins"; A Billion Suns as docs/combat.md prices a battle).
        const QJsonArray vp = result.value(QStringLiteral("vp")).toArray();
        const QJsonValue winner = result.value(QStringLiteral("winner"));
        if (vp[0].toInt() > vp[1].toInt())
            QCOMPARE(winner.toString(), QStringLiteral("A"));
        else if (vp[1].toInt() > vp[0].toInt())
            QCOMPARE(winner.toString(), QStringLiteral("B"));
        else
            QVERIFY(winner.isNull());
    }

    // validate and report print what they printed when the golden files were made, byte for
    // byte, text and JSON.
    void goldenOutput_data()
    {
        QTest::addColumn<QString>("path");
        const QDir dir(test::dataPath(QStringLiteral("golden/cli")));
        const QStringList names = dir.entryList({QStringLiteral("*.txt")}, QDir::Files);
        QVERIFY(names.size() >= 30);
        for (const QString &name : names)
            QTest::newRow(qPrintable(name)) << dir.filePath(name);
    }
    void goldenOutput()
    {
        QFETCH(QString, path);
        const QStringList parts = QFileInfo(path).completeBaseName().split(QLatin1Char('.'));
        QCOMPARE(parts.size(), 2);
        const QString dir = goldenFleetDir(parts[0]);
        QVERIFY2(!dir.isEmpty(), qPrintable(parts[0]));
        const QString file = parts[0] + QLatin1String(".fleet.json");
        const QString command = parts[1];
        QVERIFY(command == QLatin1String("validate") || command == QLatin1String("report")
                || command == QLatin1String("report-json"));
        const bool json = command.endsWith(QLatin1String("-json"));
        const Run r = json ? cli({QStringLiteral("report"), QStringLiteral("--json"), file}, dir)
                           : cli({command, file}, dir);
        QVERIFY2(r.code == 0 || (r.code == 1 && command == QLatin1String("validate")),
                 qPrintable(r.err));
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
        const QByteArray actual = r.out.toUtf8();
        const QString difference = test::checkGolden(path, actual);
        QVERIFY2(difference.isEmpty(), qPrintable(difference));
        if (json) {
            const Run v = cli({QStringLiteral("validate"), QStringLiteral("--json"), file}, dir);
            QCOMPARE(v.code, actual.contains("\"legal\": true") ? 0 : 1);
            QVERIFY2(v.out == r.out, "validate --json prints another object than report --json");
        }
    }
    // Every example fleet and every fleet of tests/data/cli has all three golden outputs.
    void goldenOutputCoversTheExamples()
    {
        for (const char *folder : {"resources/examples", "tests/data/cli"}) {
            const QDir dir(test::sourcePath(QLatin1String(folder)));
            const QStringList fleets = dir.entryList({QStringLiteral("*.fleet.json")}, QDir::Files);
            QVERIFY(fleets.size() >= 2);
            for (const QString &fleet : fleets) {
                const QString base = fleet.chopped(int(qstrlen(".fleet.json")));
                for (const char *command : {"validate", "report", "report-json"}) {
                    const QString golden = test::dataPath(
                        QStringLiteral("golden/cli/%1.%2.txt").arg(base, QLatin1String(command)));
                    QVERIFY2(QFileInfo::exists(golden), qPrintable(golden));
                }
            }
        }
    }

    // A report handed ship by ship to a sink (as validate and report print it) is the report
    // kept whole: the same ships in fleet order, and the same total, stats and assumptions.
    void reportSink_data()
    {
        QTest::addColumn<QString>("path");
        for (const char *folder : {"resources/examples", "tests/data/cli"}) {
            const QDir dir(test::sourcePath(QLatin1String(folder)));
            for (const QString &name : dir.entryList({QStringLiteral("*.fleet.json")}, QDir::Files))
                QTest::newRow(qPrintable(name)) << dir.filePath(name);
        }
    }
    void reportSink()
    {
        QFETCH(QString, path);
        const auto r = test::makeRegistries();
        QVERIFY(r);
        const model::LoadResult loaded = model::FleetFile::load(path, r->systems);
        QVERIFY2(loaded.ok(), qPrintable(loaded.errorText()));
        const model::Fleet &fleet = *loaded.fleet;
        QVERIFY(!fleet.ships.empty());
        const model::GameSystem &system = *r->systems.find(fleet.systemId);
        using Detail = model::GameSystem::ReportDetail;
        for (const Detail detail : {Detail::Full, Detail::Costs}) {
            const model::FleetReport whole = system.report(fleet, detail);
            std::vector<std::size_t> indices;
            std::vector<model::ShipReport> ships;
            const model::FleetReport streamed
                = system.report(fleet, detail, [&](std::size_t i, model::ShipReport &&ship) {
                      indices.push_back(i);
                      ships.push_back(std::move(ship));
                  });
            QVERIFY(streamed.ships.empty());
            QCOMPARE(whole.ships.size(), fleet.ships.size());
            QCOMPARE(ships.size(), whole.ships.size());
            for (std::size_t i = 0; i < ships.size(); ++i) {
                QCOMPARE(indices[i], i);
                QVERIFY2(ships[i] == whole.ships[i], qPrintable(whole.ships[i].name));
            }
            // Each ship's line of the total went with its report: those lines, then the
            // fleet-wide lines of the total, are the total kept whole (summed by class when
            // the report is of costs alone).
            QCOMPARE(streamed.total.total(), whole.total.total());
            QVERIFY(streamed.shipLines <= streamed.total.lines().size());
            std::vector<model::BreakdownLine> lines;
            for (const model::ShipReport &ship : ships) {
                if (!ship.fleetLine.label.isEmpty())
                    lines.push_back(ship.fleetLine);
            }
            QCOMPARE(lines.empty(), streamed.shipLines == 0);
            const std::vector<model::BreakdownLine> &rest = streamed.total.lines();
            lines.insert(lines.end(), rest.begin() + qsizetype(streamed.shipLines), rest.end());
            if (detail == Detail::Full) {
                QVERIFY(lines == whole.total.lines());
            } else {
                model::Breakdown sum;
                for (const model::BreakdownLine &line : lines)
                    sum.add(line.label, line.amount, line.rule, line.assumption);
                QCOMPARE(sum.total(), whole.total.total());
            }
            QVERIFY(streamed.stats == whole.stats);
            QVERIFY(streamed.assumptions == whole.assumptions);
            QCOMPARE(streamed.budget, whole.budget);
            QCOMPARE(streamed.pointsUnit, whole.pointsUnit);
        }
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

    // share prints the code (or the list); import reads either back to the same fleet file.
    void shareAndImport_data()
    {
        QTest::addColumn<QString>("fleet");
        QTest::addColumn<bool>("text");
        for (const char *name : {"blue-500", "helix-consolidated", "narn-patrol", "imperial-patrol",
                                 "terran-task-force"}) {
            QTest::newRow(qPrintable(QStringLiteral("%1 code").arg(QLatin1String(name))))
                << QString::fromLatin1(name) << false;
            QTest::newRow(qPrintable(QStringLiteral("%1 text").arg(QLatin1String(name))))
                << QString::fromLatin1(name) << true;
        }
    }
    void shareAndImport()
    {
        QFETCH(QString, fleet);
        QFETCH(bool, text);
        const QString file = example(fleet.toLatin1().constData());
        QStringList args{QStringLiteral("share"), file};
        if (text)
            args << QStringLiteral("--text");
        const Run shared = cli(args);
        QCOMPARE(shared.code, 0);
        QCOMPARE(shared.out.startsWith(QLatin1String("FW1:")), !text);
        QVERIFY(shared.out.contains(QLatin1String("\nShare code: FW1:")) == text);
        const QString path = write("shared.txt", shared.out.toUtf8());
        const Run imported = cli({QStringLiteral("import"), path});
        QVERIFY2(imported.code == 0, qPrintable(imported.err));
        QVERIFY2(imported.err.isEmpty(), qPrintable(imported.err));
        const auto r = test::makeRegistries();
        const model::LoadResult original = model::FleetFile::load(file, r->systems);
        QVERIFY(original.ok());
        QCOMPARE(imported.out,
                 QString::fromUtf8(model::FleetFile::serialize(*original.fleet, r->systems)));
    }

    void importFromStandardInput()
    {
        const Run code = cli({QStringLiteral("share"), example("queens-court")});
        QCOMPARE(code.code, 0);
        QProcess p;
        p.start(QStringLiteral(FLEETWRIGHT_CLI),
                {QStringLiteral("import"), QStringLiteral("-"), QStringLiteral("-o"),
                 m_dir.filePath(QStringLiteral("pasted.fleet.json"))});
        QVERIFY(p.waitForStarted());
        p.write(code.out.toUtf8());
        p.closeWriteChannel();
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 0);
        const Run valid = cli(
            {QStringLiteral("validate"), m_dir.filePath(QStringLiteral("pasted.fleet.json"))});
        QVERIFY2(valid.out.contains(QLatin1String("Court of the Ninth Queen")),
                 qPrintable(valid.out));
    }

    void importRefuses_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("error");
        QTest::newRow("cut code") << QByteArray("FW1:eNrLSM3JyVcozy_KSQEAGgQEXQ")
                                  << QStringLiteral("its checksum does not match");
        QTest::newRow("unknown class")
            << QByteArray("Raiders\nEasyStar\n\n1. Hammer \xe2\x80\x94 Dreadnought\n")
            << QStringLiteral("list.txt:4:13: \"Dreadnought\" is not an EasyStar ship type");
    }
    void importRefuses()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, error);
        const Run r = cli({QStringLiteral("import"), write("list.txt", text)});
        QCOMPARE(r.code, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.err.contains(error), qPrintable(r.err));
    }

    // The output is the list being imported: refused, and the list is left as it was.
    void importNeverReplacesItsInput()
    {
        const Run code = cli({QStringLiteral("share"), example("queens-court")});
        QCOMPARE(code.code, 0);
        const QString list = write("own.txt", code.out.toUtf8());
        const Run r = cli({QStringLiteral("import"), list, QStringLiteral("-o"), list});
        QVERIFY(r.code != 0);
        QVERIFY2(r.err.contains(QLatin1String("the output is the file being imported")),
                 qPrintable(r.err));
        QFile file(list);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(QString::fromUtf8(file.readAll()), code.out);
    }

    void importWarns()
    {
        const Run r = cli({QStringLiteral("import"),
                           write("list.txt", "Raiders\nEasyStar\n1. \xe2\x98\x85 Hammer - "
                                             "Destroyer\n   Flagship advantage: roll 9\n")});
        QCOMPARE(r.code, 0);
        QVERIFY2(
            r.err.startsWith(QStringLiteral("warning: ")
                             + m_dir.filePath(QStringLiteral("list.txt:4:1: the flagship "
                                                             "advantage (roll 9) is left out"))),
            qPrintable(r.err));
        QVERIFY(r.out.contains(QLatin1String("\"flagship\": true")));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
