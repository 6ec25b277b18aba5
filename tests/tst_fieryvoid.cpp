// The FieryVoid import: FieryVoid's ship files read, each hull converted to an SCS design. The
// fixtures (tests/data/fieryvoid, see its README) are hulls cut whole from FieryVoid's files.
// The example fleet's four Narn designs were entered by hand from FieryVoid's PHP sources and
// the AoG sheets (their notes say how): the import of the same hulls must give them field by
// field, the one difference explained.
#include "TestSupport.h"

#include <model/io/FileAccess.h>
#include <model/io/FleetFile.h>
#include <model/systems/scs/FieryVoid.h>
#include <model/systems/scs/ScsOptions.h>
#include <model/systems/scs/ScsSheetIo.h>
#include <validators/ValidatorRegistry.h>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

namespace fv = fw::model::scs::fieryvoid;
namespace ms = fw::model::scs;
namespace test = fw::test;

namespace {

QString fixture(const char *name)
{
    return test::sourcePath(QStringLiteral("tests/data/fieryvoid/%1").arg(QLatin1String(name)));
}

const fv::Hull *hullOf(const fv::Catalogue &c, const QString &key)
{
    for (const fv::Hull &h : c.hulls) {
        if (h.key == key)
            return &h;
    }
    return nullptr;
}

// A design as compared: systems of each section in one order, the texts that say where it
// comes from cleared.
ms::ScsClass comparable(ms::ScsClass c)
{
    for (ms::Section &s : c.sections)
        std::stable_sort(s.systems.begin(), s.systems.end(),
                         [](const ms::ShipSystem &a, const ms::ShipSystem &b) {
                             return std::tuple(a.name, a.arc.from, a.arc.to, a.armor, a.boxes)
                                    < std::tuple(b.name, b.arc.from, b.arc.to, b.armor, b.boxes);
                         });
    c.notes.clear();
    c.special.clear();
    c.source.clear();
    c.assumptions.clear();
    return c;
}

struct Run
{
    int code = -1;
    QString out;
    QString err;
};

Run cli(const QStringList &arguments)
{
    QProcess p;
    p.start(QStringLiteral(FLEETWRIGHT_CLI), arguments);
    if (!p.waitForFinished(60000))
        return {};
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
            QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

// `import --fieryvoid` of the classes `classes` of the Narn fixture, `how` (-o or --into) `fleet`.
Run importNarn(const QString &classes, const QString &how, const QString &fleet)
{
    return cli({QStringLiteral("import"), QStringLiteral("--fieryvoid"),
                fixture("narn-regime-cut.js"), QStringLiteral("--class"), classes, how, fleet});
}

} // namespace

class TestFieryVoid : public QObject
{
    Q_OBJECT

    // The fixtures, read once; the registries for loading fleets.
    const fv::Catalogue m_catalogue
        = fv::readCatalogue({test::sourcePath(QStringLiteral("tests/data/fieryvoid"))});
    const std::unique_ptr<test::Registries> m_r = test::makeRegistries();

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_r);
        test::installEnglish();
    }

    void readsTheFiles()
    {
        for (const fv::Problem &p : m_catalogue.problems)
            QFAIL(qPrintable(p.text()));
        QCOMPARE(m_catalogue.hulls.size(), std::size_t(11));
        const fv::Hull *gquan = hullOf(m_catalogue, QStringLiteral("Gquan"));
        QVERIFY(gquan);
        QCOMPARE(gquan->name, QStringLiteral("G'Quan Heavy Cruiser"));
        QCOMPARE(gquan->faction, QStringLiteral("Narn Regime"));
        QCOMPARE(gquan->sizeClass, 3);
        QCOMPARE(gquan->points, 625);
        QCOMPARE(gquan->isd, 2242);
        QVERIFY(hullOf(m_catalogue, QStringLiteral("SorithianZolorI"))->unofficial); // "S"
        QVERIFY(!hullOf(m_catalogue, QStringLiteral("MitocJomic"))->unofficial);
    }

    // The example fleet's designs, entered by hand, against the import of the same hulls.
    void exampleDesigns_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("design");
        QTest::newRow("G'Quan") << QStringLiteral("Gquan") << QStringLiteral("gquan");
        QTest::newRow("Var'Nic") << QStringLiteral("Varnic") << QStringLiteral("varnic");
        QTest::newRow("Rongoth") << QStringLiteral("Rongoth") << QStringLiteral("rongoth");
        QTest::newRow("D'Tarn (Pulse)")
            << QStringLiteral("DtarnPulse") << QStringLiteral("dtarn-pulse");
    }
    void exampleDesigns()
    {
        QFETCH(QString, key);
        QFETCH(QString, design);
        const fw::model::LoadResult loaded = fw::model::FleetFile::load(
            test::sourcePath(QStringLiteral("resources/examples/narn-patrol.fleet.json")),
            m_r->systems);
        QVERIFY(loaded.ok());
        const ms::ScsClass *expected = ms::findScsClass(*loaded.fleet, design);
        QVERIFY(expected);
        const fv::Hull *hull = hullOf(m_catalogue, key);
        QVERIFY(hull);
        fv::Conversion c = fv::convert(*hull);
        QVERIFY2(c.design, qPrintable(c.refusal));
        QVERIFY2(c.sourceErrors.isEmpty(), qPrintable(c.sourceErrors.join(QLatin1Char('\n'))));
        ms::ScsClass imported = *c.design;
        imported.id = expected->id; // "dtarnpulse": the hull's key; the example chose its own
        if (key == QLatin1String("Gquan")) {
            // The one difference, which the example's notes explain: FieryVoid's Scanner needs
            // 5 power, the AoG sheet's 4, so the reactor gives 44 rather than 43.
            ms::ShipSystem *scanner = nullptr, *reactor = nullptr;
            for (ms::ShipSystem &s : imported.sections.front().systems) {
                if (s.kind == ms::SystemKind::Sensors)
                    scanner = &s;
                if (s.kind == ms::SystemKind::Reactor)
                    reactor = &s;
            }
            QVERIFY(scanner && reactor);
            QCOMPARE(scanner->power, 5);
            QCOMPARE(reactor->output, 44);
            scanner->power = 4;
            reactor->output = 43;
        }
        const QByteArray got
            = QByteArray::fromStdString(ms::scsClassJson(comparable(imported)).dump(1));
        const QByteArray want
            = QByteArray::fromStdString(ms::scsClassJson(comparable(*expected)).dump(1));
        if (got != want) {
            const QList<QByteArray> a = got.split('\n'), b = want.split('\n');
            for (qsizetype i = 0; i < std::min(a.size(), b.size()); ++i)
                QVERIFY2(a[i] == b[i],
                         qPrintable(QStringLiteral("line %1: imported %2, example %3")
                                        .arg(i + 1)
                                        .arg(QString::fromUtf8(a[i]), QString::fromUtf8(b[i]))));
        }
        QCOMPARE(got, want);
        QVERIFY(!c.design->source.isEmpty());
        QVERIFY(c.design->source.contains(hull->name));
    }

    // A ship FieryVoid gives one structure block, whose charts all lead to it (an LCV): one
    // section, as an SCS light ship, every system in it, the redirections ("1:Medium Laser")
    // read as the system.
    void singleSection()
    {
        const fv::Conversion c = fv::convert(*hullOf(m_catalogue, QStringLiteral("DtarnAttack")));
        QVERIFY(c.design);
        QCOMPARE(c.design->size, ms::SizeClass::Light);
        QCOMPARE(c.design->sections.size(), std::size_t(1));
        const ms::Section &primary = c.design->sections.front();
        QCOMPARE(primary.id, QStringLiteral("primary"));
        QStringList hits;
        for (const ms::ChartRow &row : primary.chart)
            hits << QStringLiteral("%1-%2 %3").arg(row.from).arg(row.to).arg(row.hits);
        QCOMPARE(hits, QStringList(
                           {QStringLiteral("1-10 structure"), QStringLiteral("11-12 Medium Laser"),
                            QStringLiteral("13-15 Twin Array"), QStringLiteral("16-17 Engine"),
                            QStringLiteral("18-19 Reactor"), QStringLiteral("20-20 Scanner")}));
        QCOMPARE(c.design->sideChart.size(), std::size_t(1));
        QCOMPARE(c.design->sideChart.front().section, QStringLiteral("primary"));
        QVERIFY(c.assumptions.join(QLatin1Char(' ')).contains(QLatin1String("one section")));
    }

    // A B5 Wars medium ship: forward and aft have no structure of their own; their charts'
    // "Structure" rows hit the primary structure (FieryVoid, getHitSystemByTable: "Structure is
    // special, as it might actually belong to a different section! (on MCVs)"; getStructureSystem
    // falls back to location 0), as SCS rules option sectionStructure plays a "structure" row of
    // such a section; the design says so.
    void mediumShipOuterSections()
    {
        const fv::Conversion c = fv::convert(*hullOf(m_catalogue, QStringLiteral("Shokos")));
        QVERIFY(c.design);
        QCOMPARE(c.design->size, ms::SizeClass::Medium);
        const ms::Section *forward = c.design->section(QStringLiteral("forward"));
        QVERIFY(forward);
        QVERIFY(!forward->hasStructure);
        // {"6": "Thruster", "8": "Medium Pulse Cannon", "12": "Burst Beam", "17": "Structure",
        // "20": "Primary"}
        QCOMPARE(forward->chart.size(), std::size_t(5));
        QCOMPARE(forward->chart[3].from, 13);
        QCOMPARE(forward->chart[3].to, 17);
        QCOMPARE(forward->chart[3].hits, QString::fromLatin1(ms::HitsStructure));
        QCOMPARE(forward->chart[4].hits, QString::fromLatin1(ms::HitsPrimary));
        QVERIFY(c.design->section(QStringLiteral("primary"))->hasStructure);
        QVERIFY(c.assumptions.join(QLatin1Char(' ')).contains(QLatin1String("medium ship")));
        QVERIFY(ms::hasStructurelessSections(*c.design));
    }

    // Imported into a new fleet, a medium ship sets rules option sectionStructure and is legal;
    // added to a fleet that chose the other reading, the option stays and the check says why.
    void mediumShipsImportLegal()
    {
        const QString id = QLatin1String(ms::option::SectionStructure);
        QTemporaryDir dir;
        const QString fleet = dir.filePath(QStringLiteral("mcv.fleet.json"));
        const Run import = importNarn(QStringLiteral("Shokos"), QStringLiteral("-o"), fleet);
        QVERIFY2(import.code == 0
                     && import.out.contains(QLatin1String("\"Sections without structure\" set")),
                 qPrintable(import.out + import.err));
        fw::model::LoadResult loaded = fw::model::FleetFile::load(fleet, m_r->systems);
        QVERIFY2(loaded.ok(), qPrintable(loaded.errorText()));
        QVERIFY(loaded.fleet->options.find(id));
        QCOMPARE(*loaded.fleet->options.find(id),
                 fw::model::OptionValue(QString::fromLatin1(ms::choice::ToPrimary)));
        const auto codes = [this](const fw::model::Fleet &f) {
            QStringList out;
            for (const fw::validators::Issue &i : fw::validators::validateFleet(f, m_r->validators))
                out << i.code;
            return out;
        };
        QVERIFY(!codes(*loaded.fleet).contains(QLatin1String("scs.section.noStructure")));
        loaded.fleet->options.set(id, QString::fromLatin1(ms::choice::EverySection));
        QCOMPARE(codes(*loaded.fleet).count(QLatin1String("scs.section.noStructure")), 2);
        // --into a fleet that chose: its choice stays.
        loaded.fleet->designs.clear();
        QVERIFY(fw::model::FileAccess::write(
            fleet, fw::model::FleetFile::serialize(*loaded.fleet, m_r->systems)));
        const Run into = importNarn(QStringLiteral("Shokos"), QStringLiteral("--into"), fleet);
        QCOMPARE(into.code, 0);
        QVERIFY2(!into.out.contains(QLatin1String("set")), qPrintable(into.out));
        const fw::model::LoadResult grown = fw::model::FleetFile::load(fleet, m_r->systems);
        QVERIFY(grown.ok());
        QCOMPARE(*grown.fleet->options.find(id),
                 fw::model::OptionValue(QString::fromLatin1(ms::choice::EverySection)));
        QCOMPARE(codes(*grown.fleet).count(QLatin1String("scs.section.noStructure")), 2);
    }

    // A chart naming a system the section does not mount: an error in the source, with the
    // hull named; the row hits the structure, as in FieryVoid (on this medium ship the primary
    // structure, rules option sectionStructure).
    void sourceError()
    {
        const fv::Conversion c = fv::convert(*hullOf(m_catalogue, QStringLiteral("MitocJomic")));
        QVERIFY(c.design);
        QCOMPARE(c.sourceErrors.size(), 1);
        QVERIFY(c.sourceErrors.front().contains(QLatin1String("Mitoc Jomic Frigate")));
        QVERIFY(c.sourceErrors.front().contains(QLatin1String("\"Medium Plasma\"")));
        QVERIFY(c.design->notes.contains(QLatin1String("Medium Plasma")));
        const ms::Section *forward = c.design->section(QStringLiteral("forward"));
        QVERIFY(forward);
        // {"5": "Thruster", "7": "Medium Plasma", ...}
        QCOMPARE(forward->chart[1].from, 6);
        QCOMPARE(forward->chart[1].hits, QString::fromLatin1(ms::HitsStructure));
    }

    void refusesFighterFlights()
    {
        for (const char *key : {"Gorith", "SorithianZolorI"}) {
            const fv::Hull *h = hullOf(m_catalogue, QLatin1String(key));
            QVERIFY(h);
            const fv::Conversion c = fv::convert(*h);
            QVERIFY(!c.design);
            QVERIFY2(c.refusal.contains(h->name), qPrintable(c.refusal));
            QVERIFY(c.refusal.contains(QLatin1String("fighter flight")));
        }
    }

    // The Ja'Stat base: FieryVoid's quarter locations 31 (port front), 32 (port aft), 41
    // (starboard front) and 42 (starboard aft) as the SCS quarters; the ten faces of the side
    // chart shared out over its sections.
    void quarters()
    {
        const fv::Conversion c = fv::convert(*hullOf(m_catalogue, QStringLiteral("JaStat")));
        QVERIFY2(c.design, qPrintable(c.refusal));
        QStringList ids;
        for (const ms::Section &s : c.design->sections)
            ids << s.id;
        for (const char *q : {"forwardPort", "aftPort", "forwardStarboard", "aftStarboard"})
            QVERIFY2(ids.contains(QLatin1String(q)), qPrintable(ids.join(QLatin1Char(' '))));
        int faces = 0, expectedFrom = 1;
        for (const ms::SideRow &row : c.design->sideChart) {
            QCOMPARE(row.from, expectedFrom);
            faces += row.to - row.from + 1;
            expectedFrom = row.to + 1;
        }
        QCOMPARE(faces, 10);
    }

    // Every row of the weapon table is read; the dice of each weapon the fixtures' ships mount
    // span FieryVoid's own minimum and maximum damage (read here from the files).
    void weaponTable()
    {
        QFile f(test::sourcePath(QStringLiteral("resources/rulesets/scs/fieryvoid-weapons.json")));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonArray rows
            = QJsonDocument::fromJson(f.readAll())[QLatin1String("weapons")].toArray();
        QVERIFY(!rows.isEmpty());
        QCOMPARE(fv::WeaponTable::builtIn().size(), std::size_t(rows.size()));
        int checked = 0;
        for (const fv::Hull &h : m_catalogue.hulls) {
            if (h.sizeClass < 0)
                continue; // fighters: their guns' bonuses are set per flight
            for (const auto &o : h.data["systems"]) {
                if (!o.is_object() || o.value("weapon", false) != true)
                    continue;
                const QString cls = QString::fromStdString(o.value("name", std::string()));
                const fv::WeaponFacts *w = fv::WeaponTable::builtIn().find(cls);
                if (!w || cls == QLatin1String("energyMine")) // its 10-30 is two areas' damage
                    continue;
                const std::optional<ms::DamageDice> dice = ms::parseDamage(w->damage);
                QVERIFY2(dice, qPrintable(w->damage));
                QCOMPARE(dice->count + dice->bonus, o.value("minDamage", -1));
                QCOMPARE(dice->count * dice->sides + dice->bonus, o.value("maxDamage", -1));
                ++checked;
            }
        }
        QVERIFY(checked > 20);
    }

    void badInput_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("problem");
        QTest::newRow("not a ship file")
            << QByteArray("var x = 1;") << QStringLiteral("not a FieryVoid ship file");
        QTest::newRow("truncated")
            << QByteArray("window.staticShips[\"A\"]={\"X\":{\"shipClass\":\n\"Y\",")
            << QStringLiteral("2:");
        QTest::newRow("not an object") << QByteArray("window.staticShips[\"A\"]=[1,2];")
                                       << QStringLiteral("not an object of hulls");
        QTest::newRow("hull not an object") << QByteArray("window.staticShips[\"A\"]={\"X\":3};")
                                            << QStringLiteral("X: the hull is not an object");
    }
    void badInput()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, problem);
        fv::Catalogue c;
        fv::readShipFile(QStringLiteral("bad.js"), text, c);
        QCOMPARE(c.problems.size(), std::size_t(1));
        QVERIFY2(c.problems.front().text().startsWith(QLatin1String("bad.js: ")),
                 qPrintable(c.problems.front().text()));
        QVERIFY2(c.problems.front().text().contains(problem),
                 qPrintable(c.problems.front().text()));
    }

    // A hull without systems, or with one at a location SCS has no section for, is refused
    // with the reason; the other hulls still convert.
    void badHulls()
    {
        fv::Catalogue c;
        fv::readShipFile(QStringLiteral("bad.js"),
                         "window.staticShips[\"A\"]={"
                         "\"NoSystems\":{\"shipClass\":\"No Systems\",\"shipSizeClass\":3},"
                         "\"Odd\":{\"shipClass\":\"Odd\",\"shipSizeClass\":3,\"systems\":["
                         "{\"location\":7,\"name\":\"thruster\",\"displayName\":\"Thruster\"}]}};",
                         c);
        QVERIFY(c.problems.empty());
        QCOMPARE(c.hulls.size(), std::size_t(2));
        const fv::Conversion none = fv::convert(*hullOf(c, QStringLiteral("NoSystems")));
        QVERIFY(!none.design);
        QVERIFY(none.refusal.contains(QLatin1String("No Systems has no systems")));
        const fv::Conversion odd = fv::convert(*hullOf(c, QStringLiteral("Odd")));
        QVERIFY(!odd.design);
        QVERIFY2(odd.refusal.contains(QLatin1String("location 7")), qPrintable(odd.refusal));
    }

    // A d20 chart that covers less or more than 1-20 is an error in the source, with the hull
    // named; the sheet's chart stops at 20.
    void chartsShortAndLong()
    {
        fv::Catalogue c;
        fv::readShipFile(QStringLiteral("charts.js"),
                         "window.staticShips[\"A\"]={"
                         "\"Short\":{\"shipClass\":\"Short\",\"shipSizeClass\":0,"
                         "\"systems\":[{\"location\":0,\"name\":\"structure\",\"armour\":2,"
                         "\"maxhealth\":20}],\"hitChart\":[{\"15\":\"Structure\"}]},"
                         "\"Long\":{\"shipClass\":\"Long\",\"shipSizeClass\":0,"
                         "\"systems\":[{\"location\":0,\"name\":\"structure\",\"armour\":2,"
                         "\"maxhealth\":20}],\"hitChart\":[{\"25\":\"Structure\"}]}};",
                         c);
        QCOMPARE(c.hulls.size(), std::size_t(2));
        // (Hulls come in the order of their keys.)
        const fv::Conversion shortChart = fv::convert(*hullOf(c, QStringLiteral("Short")));
        QVERIFY(shortChart.design);
        QCOMPARE(shortChart.sourceErrors,
                 QStringList{QStringLiteral("Short: the Primary chart stops at 15, short of 20")});
        const fv::Conversion longChart = fv::convert(*hullOf(c, QStringLiteral("Long")));
        QVERIFY(longChart.design);
        QCOMPARE(longChart.sourceErrors,
                 QStringList{QStringLiteral("Long: the Primary chart runs to 25, past 20")});
        QCOMPARE(longChart.design->sections.front().chart.back().to, 20);
    }

    // A pipe, an empty folder and a missing file are named with the reason; the good file
    // beside them is still read.
    void filesThatAreNotShipFiles()
    {
        QTemporaryDir dir;
        const QString fifo = dir.filePath(QStringLiteral("pipe.js"));
        QCOMPARE(::mkfifo(fifo.toLocal8Bit().constData(), 0600), 0);
        QDir(dir.path()).mkdir(QStringLiteral("empty"));
        const fv::Catalogue c = fv::readCatalogue({fifo, dir.filePath(QStringLiteral("empty")),
                                                   dir.filePath(QStringLiteral("none.js")),
                                                   fixture("small-races-cut.js")});
        QCOMPARE(c.hulls.size(), std::size_t(2));
        QCOMPARE(c.problems.size(), std::size_t(3));
        QVERIFY(c.problems[0].text().startsWith(fifo));
        QVERIFY(c.problems[1].text().contains(QLatin1String("no ship files")));
        QVERIFY(c.problems[2].text().startsWith(dir.filePath(QStringLiteral("none.js"))));
    }

    // The command line: the catalogue, an import to a new fleet that validates as SCS, and no
    // fleet written over.
    void commandLine()
    {
        const Run list
            = cli({QStringLiteral("catalogue"), QStringLiteral("--json"),
                   QStringLiteral("--faction"), QStringLiteral("Narn Regime"), fixture("")});
        QCOMPARE(list.code, 0);
        const QJsonArray hulls
            = QJsonDocument::fromJson(list.out.toUtf8())[QLatin1String("hulls")].toArray();
        QCOMPARE(hulls.size(), 9);
        QTemporaryDir dir;
        const QString fleet = dir.filePath(QStringLiteral("narn.fleet.json"));
        const Run import = importNarn(QStringLiteral("Gquan,Gorith"), QStringLiteral("-o"), fleet);
        QCOMPARE(import.code, 0);
        QVERIFY2(import.err.contains(QLatin1String("refused: Gorith Medium Fighters")),
                 qPrintable(import.err));
        QVERIFY(import.out.contains(QLatin1String("1 imported, 1 refused")));
        const fw::model::LoadResult loaded = fw::model::FleetFile::load(fleet, m_r->systems);
        QVERIFY2(loaded.ok(), qPrintable(loaded.errorText()));
        QCOMPARE(loaded.fleet->designs.size(), std::size_t(1));
        QCOMPARE(ms::scsClass(*loaded.fleet, 0).name, QStringLiteral("G'Quan Heavy Cruiser"));
        // Not over an existing fleet unless asked; --into adds and skips what is there.
        const QByteArray before = test::readFile(fleet);
        const Run again = cli({QStringLiteral("import"), QStringLiteral("--fieryvoid"),
                               fixture("narn-regime-cut.js"), QStringLiteral("-o"), fleet});
        QCOMPARE(again.code, 3);
        QCOMPARE(test::readFile(fleet), before);
        const Run into
            = importNarn(QStringLiteral("Gquan,Varnic"), QStringLiteral("--into"), fleet);
        QCOMPARE(into.code, 0);
        QVERIFY(into.out.contains(QLatin1String("1 imported, 0 refused, 1 already in the fleet")));
        const fw::model::LoadResult grown = fw::model::FleetFile::load(fleet, m_r->systems);
        QVERIFY(grown.ok());
        QCOMPARE(grown.fleet->designs.size(), std::size_t(2));
    }
};

QTEST_GUILESS_MAIN(TestFieryVoid)
#include "tst_fieryvoid.moc"
