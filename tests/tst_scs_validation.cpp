// Every SCS validation rule, with a legal case (the issue is absent) and a breaking case (the
// issue is present with its code and subject path), on the Var'Nic of ScsTestFleets.h and sheets
// built from it. The limits of the "B5 Wars pickup" preset are in tst_scs_pickup.

#include "ScsTestFleets.h"
#include "ValidationRows.h"

#include <Translations.h>

#include <QCoreApplication>
#include <QTest>
#include <QTranslator>

using namespace fw;
using namespace fw::model::scs;
using namespace scsfleets;

class TestScsValidation : public ScsValidationTest
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QVERIFY(prepare()); }

    // The Var'Nic as the digest gives it, with its fighters, is a legal fleet without a single
    // issue: every check below is kept.
    void varnicIsLegal()
    {
        const auto fleet = patrol();
        const validators::Issues issues = validate(*fleet);
        QVERIFY2(issues.empty(), qPrintable(test::describe(issues)));
    }

    // In German, messages name the sections in German: "„Backbord“", not the file's "port".
    void germanNamesTheSections()
    {
        auto fleet = patrol();
        std::erase_if(design(*fleet, 0).sections,
                      [](const Section &s) { return s.id == QLatin1String("port"); });
        for (auto *translator : QCoreApplication::instance()->findChildren<QTranslator *>()) {
            QCoreApplication::removeTranslator(translator);
            delete translator;
        }
        i18n::installTranslations(QLocale(QLocale::German));
        const validators::Issues issues = validate(*fleet);
        for (auto *translator : QCoreApplication::instance()->findChildren<QTranslator *>()) {
            QCoreApplication::removeTranslator(translator);
            delete translator;
        }
        test::installEnglish();
        const validators::Issue *unknown
            = test::findIssue(issues, QStringLiteral("scs.sideChart.unknownSection"),
                              QStringLiteral("designs[0].sideChart[1]"));
        QVERIFY2(unknown, qPrintable(test::describe(issues)));
        QVERIFY2(unknown->message.contains(QStringLiteral("„Backbord“")),
                 qPrintable(unknown->message));
    }

    // Sheets whose sections follow a layout other than the usual one of their size, each legal
    // without a single issue. Before the layout followed the side chart, each of them had
    // errors: the Drazi-style ships "missingSection" for forward and aft and "notForSize"
    // warnings for port and starboard, the six-sided ship "unknownId" for its four quarters and
    // "missingSection" for port and starboard.
    void layouts_data()
    {
        QTest::addColumn<Edit>("edit");
        QTest::newRow("Drazi-style medium")
            << Edit([](model::Fleet &f) { design(f, 0) = drazi(SizeClass::Medium); });
        QTest::newRow("Drazi-style heavy")
            << Edit([](model::Fleet &f) { design(f, 0) = drazi(SizeClass::Heavy); });
        QTest::newRow("six-sided capital")
            << Edit([](model::Fleet &f) { design(f, 0) = sixSided(); });
        // Rules option sectionStructure: a B5 Wars medium ship's forward and aft sections
        // without a structure block of their own.
        QTest::newRow("medium ship, its structure in primary") << Edit([](model::Fleet &f) {
            design(f, 0).sections[Forward].hasStructure = false;
            design(f, 0).sections[Aft].hasStructure = false;
            f.options.set(QLatin1String(option::SectionStructure),
                          QString::fromLatin1(choice::ToPrimary));
        });
    }
    void layouts()
    {
        QFETCH(Edit, edit);
        auto fleet = patrol();
        edit(*fleet);
        const validators::Issues issues = validate(*fleet);
        QVERIFY2(issues.empty(), qPrintable(test::describe(issues)));
    }

    // A chart without a row a die can roll is reported by its gap alone: no system of the
    // section, and no section of the sheet, is then also "never hit". Emptied forward d20 chart:
    // its three systems would each be one; emptied side chart: the four outer sections.
    void chartsWithoutRows()
    {
        auto fleet = patrol();
        design(*fleet, 0).sections[Forward].chart.clear();
        design(*fleet, 0).sideChart = {{11, 12, QStringLiteral("port")}};
        const validators::Issues issues = validate(*fleet);
        QVERIFY2(findIssue(issues, QStringLiteral("scs.chart.gap"),
                           QStringLiteral("designs[0].sections[1].chart")),
                 qPrintable(test::describe(issues)));
        QVERIFY2(findIssue(issues, QStringLiteral("scs.sideChart.gap"),
                           QStringLiteral("designs[0].sideChart")),
                 qPrintable(test::describe(issues)));
        for (const validators::Issue &i : issues) {
            QVERIFY2(i.code != QLatin1String("scs.system.neverHit")
                         && i.code != QLatin1String("scs.sideChart.sectionNeverHit"),
                     qPrintable(test::describe(issues)));
        }
    }

    void sheet_data();
    void sheet();
    void fleet_data();
    void fleet();

    // A key the reader does not know is kept and reported where it is, with a suggestion.
    void unknownKeys_data()
    {
        QTest::addColumn<QString>("pointer");
        QTest::addColumn<QString>("subject");
        QTest::addColumn<QString>("suggestion");
        QTest::newRow("fleet") << "/campaignYaer"
                               << "campaignYaer"
                               << "campaignYear";
        QTest::newRow("design") << "/designs/0/thurst"
                                << "designs[0].thurst"
                                << "thrust";
        QTest::newRow("signature") << "/designs/0/signature/sid"
                                   << "designs[0].signature.sid"
                                   << "side";
        QTest::newRow("side row") << "/designs/0/sideChart/0/sectoin"
                                  << "designs[0].sideChart[0].sectoin"
                                  << "section";
        QTest::newRow("structure") << "/designs/0/sections/1/structure/armour"
                                   << "designs[0].sections[1].structure.armour"
                                   << "armor";
        QTest::newRow("system") << "/designs/0/sections/1/systems/0/recharg"
                                << "designs[0].sections[1].systems[0].recharg"
                                << "recharge";
        QTest::newRow("chart row") << "/designs/0/sections/1/chart/0/hit"
                                   << "designs[0].sections[1].chart[0].hit"
                                   << "hits";
        QTest::newRow("ship") << "/ships/0/desing"
                              << "ships[0].desing"
                              << "design";
        QTest::newRow("fighters") << "/ships/0/fighters/0/cout"
                                  << "ships[0].fighters[0].cout"
                                  << "count";
    }
    void unknownKeys()
    {
        QFETCH(QString, pointer);
        QFETCH(QString, subject);
        QFETCH(QString, suggestion);
        model::Json json = model::Json::parse(
            test::readFile(test::dataPath(QStringLiteral("valid/scs-varnic.fleet.json")))
                .toStdString());
        json[model::Json::json_pointer(pointer.toStdString())] = 1;
        const auto fleet = test::parseFleet(*m_registries, json);
        QVERIFY(fleet);
        expectIssue(*fleet, QStringLiteral("file.unknownKey"), subject, true, suggestion);
    }

    // Results that rest on a rules option standing in for a rule are marked with it (the pickup
    // preset's: tst_scs_pickup).
    void assumptionsAreMarked()
    {
        auto hull = patrol();
        addDesign(*hull, copyOf("varnic-u", Rarity::Uncommon, "varnic"));
        addShip(*hull, QStringLiteral("varnic-u"));
        addShip(*hull, QStringLiteral("varnic-u"));
        const auto issues = validate(*hull);
        const validators::Issue *rarity = findIssue(issues, QStringLiteral("scs.rarity.uncommon"),
                                                    QStringLiteral("ships[2].design"));
        QVERIFY2(rarity, qPrintable(test::describe(issues)));
        QCOMPARE(rarity->assumption, QLatin1String(option::RarityDenominator));
    }
};

// Each row breaks one thing of the legal patrol and names the issue it must cause.
void TestScsValidation::sheet_data()
{
    QTest::addColumn<Edit>("edit");
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("subject");
    QTest::addColumn<QString>("part"); // a piece of the message, or empty

    const auto newRow = [](const char *name, Edit edit, const char *code, const char *subject,
                           const char *part = "") {
        QTest::newRow(name) << edit << QString::fromUtf8(code) << QString::fromUtf8(subject)
                            << QString::fromUtf8(part);
    };
    const auto sec = [](model::Fleet &f, int j) -> Section & {
        return design(f, 0).sections[std::size_t(j)];
    };

    // Digest §5.1, §5.4: structure blocks.
    newRow(
        "no structure block", [sec](model::Fleet &f) { sec(f, Forward).hasStructure = false; },
        "scs.section.noStructure", "designs[0].sections[1]",
        "rules option \"Sections without structure\"");
    // Under rules option sectionStructure the primary still needs one, for the hits of the
    // sections without.
    const auto toPrimary = [](model::Fleet &f) {
        f.options.set(QLatin1String(option::SectionStructure),
                      QString::fromLatin1(choice::ToPrimary));
    };
    newRow(
        "no primary structure for a medium ship",
        [sec, toPrimary](model::Fleet &f) {
            toPrimary(f);
            sec(f, Forward).hasStructure = false;
            sec(f, Primary).hasStructure = false;
        },
        "scs.section.noStructure", "designs[0].sections[1]", "no primary structure");
    newRow(
        "primary without structure for a medium ship",
        [sec, toPrimary](model::Fleet &f) {
            toPrimary(f);
            sec(f, Primary).hasStructure = false;
        },
        "scs.section.noStructure", "designs[0].sections[0]", "every section has one");
    newRow(
        "structure of 0 boxes", [sec](model::Fleet &f) { sec(f, Aft).structureBoxes = 0; },
        "scs.section.noStructure", "designs[0].sections[2].structure.boxes");
    // d20 charts: 1-20, no gap, no overlap, systems of the section.
    newRow(
        "chart gap at 18", [sec](model::Fleet &f) { sec(f, Forward).chart[2].to = 17; },
        "scs.chart.gap", "designs[0].sections[1].chart", "covers 18;");
    newRow(
        "chart empty", [sec](model::Fleet &f) { sec(f, Port).chart.clear(); }, "scs.chart.gap",
        "designs[0].sections[3].chart", "covers 1–20;");
    newRow(
        "chart overlap 5", [sec](model::Fleet &f) { sec(f, Forward).chart[1].from = 5; },
        "scs.chart.overlap", "designs[0].sections[1].chart[1]", "gives 5 again");
    newRow(
        "chart row to 21", [sec](model::Fleet &f) { sec(f, Aft).chart[3].to = 21; },
        "scs.chart.badRange", "designs[0].sections[2].chart[3]");
    newRow(
        "chart row backwards",
        [sec](model::Fleet &f) { sec(f, Aft).chart[3] = row(20, 19, "primary"); },
        "scs.chart.badRange", "designs[0].sections[2].chart[3]");
    newRow(
        "chart names a missing system",
        [sec](model::Fleet &f) {
            sec(f, Forward).chart[1].hits = QStringLiteral("Heavy Pulse Canon");
        },
        "scs.chart.unknownSystem", "designs[0].sections[1].chart[1]",
        "Did you mean “Heavy Pulse Cannon”?");
    newRow(
        "chart names another section's system",
        [sec](model::Fleet &f) {
            sec(f, Starboard).chart[2].hits = QStringLiteral("Medium Laser");
        },
        "scs.chart.unknownSystem", "designs[0].sections[4].chart[2]");
    newRow(
        "primary chart names primary",
        [sec](model::Fleet &f) { sec(f, Primary).chart[6].hits = QStringLiteral("primary"); },
        "scs.chart.primaryOnPrimary", "designs[0].sections[0].chart[6]");
    // d10 side chart: 1-10, sections the sheet has.
    newRow(
        "side chart gap", [](model::Fleet &f) { design(f, 0).sideChart[3].from = 9; },
        "scs.sideChart.gap", "designs[0].sideChart", "covers 8;");
    newRow(
        "side chart overlap", [](model::Fleet &f) { design(f, 0).sideChart[1].to = 6; },
        "scs.sideChart.overlap", "designs[0].sideChart[2]", "gives 6 again");
    newRow(
        "side chart to 11", [](model::Fleet &f) { design(f, 0).sideChart[3].to = 11; },
        "scs.sideChart.badRange", "designs[0].sideChart[3]");
    newRow(
        "side chart names a missing section",
        [](model::Fleet &f) { design(f, 0).sideChart[0].section = QStringLiteral("bow"); },
        "scs.sideChart.unknownSection", "designs[0].sideChart[0]");
    // Arcs, recharge, range modifiers, damage.
    newRow(
        "arc to 360", [sec](model::Fleet &f) { sec(f, Port).systems[1].arc.to = 360; },
        "scs.system.arc", "designs[0].sections[3].systems[1].arc");
    newRow(
        "arc from -1", [sec](model::Fleet &f) { sec(f, Aft).systems[0].arc.from = -1; },
        "scs.system.arc", "designs[0].sections[2].systems[0].arc");
    newRow(
        "recharge 0", [sec](model::Fleet &f) { sec(f, Starboard).systems[1].recharge = 0; },
        "scs.weapon.recharge", "designs[0].sections[4].systems[1].recharge");
    newRow(
        "no range modifiers",
        [sec](model::Fleet &f) { sec(f, Forward).systems[0].rangeModifiers.clear(); },
        "scs.weapon.noRangeModifiers", "designs[0].sections[1].systems[0].rangeModifiers");
    newRow(
        "damage not dice",
        [sec](model::Fleet &f) { sec(f, Forward).systems[0].damage = QStringLiteral("3x10"); },
        "scs.weapon.damage", "designs[0].sections[1].systems[0].damage");
    // Digest §5.1: the sections of the size class.
    newRow(
        "no primary section",
        [](model::Fleet &f) { design(f, 0).sections.erase(design(f, 0).sections.begin()); },
        "scs.design.noPrimary", "designs[0].sections");
    // Seed line 68: the side chart names the sections of the layout. Without the port section,
    // its row 4-5 (sideChart[1]) names a section the sheet lacks; only a sheet whose side chart
    // names no section is held to the five sections of a capital ship.
    newRow(
        "no port section",
        [](model::Fleet &f) { design(f, 0).sections.erase(design(f, 0).sections.begin() + Port); },
        "scs.sideChart.unknownSection", "designs[0].sideChart[1]", "names section “Port”");
    newRow(
        "no port section and no side chart",
        [](model::Fleet &f) {
            design(f, 0).sections.erase(design(f, 0).sections.begin() + Port);
            design(f, 0).sideChart.clear();
        },
        "scs.design.missingSection", "designs[0].sections", "no Port section");
    newRow(
        "unknown section id", [sec](model::Fleet &f) { sec(f, Aft).id = QStringLiteral("rear"); },
        "scs.section.unknownId", "designs[0].sections[2].id");
    // A heavy ship's layouts are forward and aft, or port and starboard (digest §5.1, seed line
    // 68): the Var'Nic's four outer sections share two with each, the usual one wins the tie, so
    // port (sections[3]) and starboard are outside it.
    newRow(
        "side section on a heavy ship",
        [](model::Fleet &f) { design(f, 0).size = SizeClass::Heavy; }, "scs.section.notForSize",
        "designs[0].sections[3].id",
        "has a Port section beside Forward and Aft, which a Heavy ship does not have");
    // Port and starboard are B5 Wars layouts of medium and heavy ships, not of capital ones: of
    // the capital layouts, the four sides share two sections with the Drazi-style sheet, the
    // six-sided one none, so forward and aft are missing from the four sides. A warning, not an
    // error: the side chart names the sheet's sections, and they are all there. Before, two
    // "missingSection" errors and no "incompleteLayout".
    newRow(
        "Drazi-style capital", [](model::Fleet &f) { design(f, 0) = drazi(SizeClass::Capital); },
        "scs.design.incompleteLayout", "designs[0].sections", "its sections lack Forward and Aft;");
    // A capital ship of a primary section only, its side chart 1-10 primary: the four sides
    // (first of the two layouts, each sharing none) are all missing.
    newRow(
        "capital ship of primary only",
        [](model::Fleet &f) {
            design(f, 0).sections.resize(1);
            design(f, 0).sideChart = {{1, 10, QStringLiteral("primary")}};
        },
        "scs.design.incompleteLayout", "designs[0].sections",
        "lack Forward, Aft, Port and Starboard;");
    // A forward port quarter in place of port: forward, aft and starboard are 3 of the usual four
    // sides, forward and aft 2 of the six-sided layout, so the quarter is outside the usual one.
    // Before, a quarter was an unknown section id (an error).
    newRow(
        "a quarter among the sides",
        [sec](model::Fleet &f) {
            sec(f, Port).id = QStringLiteral("forwardPort");
            design(f, 0).sideChart[1].section = QStringLiteral("forwardPort");
        },
        "scs.section.notForSize", "designs[0].sections[3].id", "has a Forward port section");
    // Item: a system that no d20 row names can never be hit (seed lines 68-69). The forward
    // chart's row 6-8 made structure leaves the Heavy Pulse Cannon (systems[0]) on no row; before,
    // the sheet was legal without a word.
    newRow(
        "weapon on no hit chart",
        [sec](model::Fleet &f) { sec(f, Forward).chart[1].hits = QStringLiteral("structure"); },
        "scs.system.neverHit", "designs[0].sections[1].systems[0]", "“Heavy Pulse Cannon”");
    // A row out of the die's range names it, but no d20 roll reaches it: 1-5 thruster, 6-18
    // structure, 19-20 primary, and the cannon on 21-22.
    newRow(
        "weapon on an unrollable row",
        [sec](model::Fleet &f) {
            std::vector<ChartRow> &chart = sec(f, Forward).chart;
            chart = {row(1, 5, "Thruster"), row(6, 18, "structure"), row(19, 20, "primary"),
                     row(21, 22, "Heavy Pulse Cannon")};
        },
        "scs.system.neverHit", "designs[0].sections[1].systems[0]");
    // Item: a side section the side chart never names. Row 4-5 made forward leaves port
    // (sections[3]) on no row of the d10 chart (1-5 forward, 6-7 starboard, 8-10 aft).
    newRow(
        "side section on no side chart row",
        [](model::Fleet &f) { design(f, 0).sideChart[1].section = QStringLiteral("forward"); },
        "scs.sideChart.sectionNeverHit", "designs[0].sections[3]", "the Port section");
    // Item: header sensors against the Scanner's rating (digest §5.1: Scanner rating 9).
    newRow(
        "sensors 8 against a Scanner of 9", [](model::Fleet &f) { design(f, 0).sensors = 8; },
        "scs.design.sensorsMismatch", "designs[0].sensors",
        "Sensors 8, but the Scanner's rating is 9.");
    // Two scanners, 9 and 7: the header's 9 is one of them and is kept (varnicIsLegal keeps the
    // single 9); 8 is neither.
    newRow(
        "sensors 8 against scanners of 9 and 7",
        [sec](model::Fleet &f) {
            sec(f, Primary).systems.push_back(system("Scanner", SystemKind::Sensors, 5, 8, 7));
            design(f, 0).sensors = 8;
        },
        "scs.design.sensorsMismatch", "designs[0].sensors", "they have 7, 9.");
    // Item: digest §5.1, "1 = retro (forward section)". The aft thruster (sections[2].systems[2])
    // made retro sits outside the forward section.
    newRow(
        "retro thruster aft",
        [sec](model::Fleet &f) { sec(f, Aft).systems[2].direction = ThrustDirection::Retro; },
        "scs.thruster.retroNotForward", "designs[0].sections[2].systems[2].direction",
        "in the Aft section");
    newRow(
        "duplicate section",
        [sec](model::Fleet &f) { sec(f, Starboard).id = QStringLiteral("port"); },
        "scs.section.duplicateId", "designs[0].sections[4].id");
    // Digest §5.2: movement.
    newRow(
        "no turn delays", [](model::Fleet &f) { design(f, 0).turnDelay.clear(); },
        "scs.design.turnDelayEmpty", "designs[0].turnDelay");
    newRow(
        "turn delay falls", [](model::Fleet &f) { design(f, 0).turnDelay[3] = 1; },
        "scs.design.turnDelayDecreasing", "designs[0].turnDelay[3]");
    newRow(
        "accel cost 0", [](model::Fleet &f) { design(f, 0).accelCost = 0; }, "scs.design.accelCost",
        "designs[0].accelCost");
    newRow(
        "thrust above the engine", [](model::Fleet &f) { design(f, 0).thrust = 14; },
        "scs.design.thrustMismatch", "designs[0].thrust", "engines give 12");
    // Digest §5.7: power.
    newRow(
        "power short", [sec](model::Fleet &f) { sec(f, Forward).systems[0].power = 11; },
        "scs.power.short", "designs[0].sections[0].systems[0].output",
        "systems need 38 of the reactor's 34"); // 31 - 4 + 11
    newRow(
        "no reactor",
        [sec](model::Fleet &f) { sec(f, Primary).systems[0].kind = SystemKind::Other; },
        "scs.power.noReactor", "designs[0].sections");
}

void TestScsValidation::sheet()
{
    QFETCH(Edit, edit);
    QFETCH(QString, code);
    QFETCH(QString, subject);
    QFETCH(QString, part);
    auto fleet = patrol();
    edit(*fleet);
    expectIssue(*fleet, code, subject, true, part);
}

// The fleet by the homebrew's limits (digest §5.4). Rows that keep a limit say so with
// present = false: then the code must not appear at all.
void TestScsValidation::fleet_data()
{
    QTest::addColumn<Edit>("edit");
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("subject");
    QTest::addColumn<bool>("present");
    QTest::addColumn<QString>("part");

    const auto newRow = [](const char *name, Edit edit, const char *code, const char *subject,
                           bool present, const char *part = "") {
        QTest::newRow(name) << edit << QString::fromUtf8(code) << QString::fromUtf8(subject)
                            << present << QString::fromUtf8(part);
    };
    const auto ships = [](model::Fleet &f, const char *id, int n) {
        for (int i = 0; i < n; ++i)
            addShip(f, QString::fromLatin1(id));
    };

    // Points: 580 for the Var'Nic + 6 x 30 for its fighters = 760.
    newRow(
        "760 points within 760", [](model::Fleet &f) { f.budget = 760; }, "scs.budget.exceeded",
        "budget", false);
    newRow(
        "760 points over 759", [](model::Fleet &f) { f.budget = 759; }, "scs.budget.exceeded",
        "budget", true, "costs 760 points");
    newRow(
        "ISD 2241 in 2241",
        [](model::Fleet &f) { f.settingsAs<ScsFleetSettings>().campaignYear = 2241; },
        "scs.design.afterCampaignYear", "designs[0].isd", false);
    newRow(
        "ISD 2241 in 2240",
        [](model::Fleet &f) { f.settingsAs<ScsFleetSettings>().campaignYear = 2240; },
        "scs.design.afterCampaignYear", "designs[0].isd", true,
        "2241, after the campaign year 2240");
    newRow(
        "no campaign year",
        [](model::Fleet &f) {
            f.settingsAs<ScsFleetSettings>().campaignYear = 0;
            design(f, 0).isd = 3000;
        },
        "scs.design.afterCampaignYear", "designs[0].isd", false);
    // Designs and the ships that name them.
    newRow(
        "unused design", [](model::Fleet &f) { addDesign(f, copyOf("spare")); },
        "scs.design.unused", "designs[1]", true);
    newRow(
        "unknown design", [](model::Fleet &f) { f.ships[0]->classId = QStringLiteral("varnik"); },
        "scs.ship.unknownDesign", "ships[0].design", true, "Did you mean “varnic”?");
    // A ship added before any design was chosen names none: the message says what to do, and
    // names the designs by their names.
    newRow(
        "no design yet", [](model::Fleet &f) { f.ships[0]->classId.clear(); },
        "scs.ship.unknownDesign", "ships[0].design", true,
        "has no design yet: choose one on the Ship page, or make one with “New design…” there. "
        "Its designs: “Var'Nic Long Range Destroyer”.");
    // A new fleet has no ships and no design: its one issue says where to begin.
    newRow(
        "a new fleet",
        [](model::Fleet &f) {
            f.ships.clear();
            f.designs.clear();
        },
        "scs.fleet.empty", "ships", true,
        "The fleet has no ships yet, and no control sheet to build one from: make the first "
        "design with New on the Designs list");
    newRow(
        "no ships, a design", [](model::Fleet &f) { f.ships.clear(); }, "scs.fleet.empty", "ships",
        true, "The fleet has no ships.");
    newRow(
        "duplicate design id", [](model::Fleet &f) { addDesign(f, varnic()); },
        "scs.design.duplicateId", "designs[1].id", true);
    newRow(
        "variant of a missing design",
        [](model::Fleet &f) { design(f, 0).variantOf = QStringLiteral("gquan"); },
        "scs.design.unknownVariantOf", "designs[0].variantOf", true);
    newRow(
        "variant of itself",
        [](model::Fleet &f) { design(f, 0).variantOf = QStringLiteral("varnic"); },
        "scs.design.unknownVariantOf", "designs[0].variantOf", true);
    newRow(
        "no ships", [](model::Fleet &f) { f.ships.clear(); }, "scs.fleet.empty", "ships", true);
    // Rarity, DEFAULT denominator: the ships of the base hull, 1 in 3 uncommon and 1 in 9 rare,
    // rounded down, at least 1.
    newRow(
        "1 uncommon of 4",
        [ships](model::Fleet &f) {
            addDesign(f, copyOf("varnic-u", Rarity::Uncommon, "varnic"));
            ships(f, "varnic", 2);
            ships(f, "varnic-u", 1);
        },
        "scs.rarity.uncommon", "", false);
    newRow(
        "2 uncommon of 3",
        [ships](model::Fleet &f) {
            addDesign(f, copyOf("varnic-u", Rarity::Uncommon, "varnic"));
            ships(f, "varnic-u", 2);
        },
        "scs.rarity.uncommon", "ships[2].design", true, "max(floor(3 / 3), 1) = 1");
    newRow(
        "2 uncommon of 6",
        [ships](model::Fleet &f) {
            addDesign(f, copyOf("varnic-u", Rarity::Uncommon, "varnic"));
            ships(f, "varnic", 3);
            ships(f, "varnic-u", 2);
        },
        "scs.rarity.uncommon", "", false);
    // Two hulls, each with 1 uncommon ship: legal by hull (1 of 3, 1 of 1), not by the whole
    // fleet (2 of 4: max(floor(4 / 3), 1) = 1).
    const auto twoHulls = [ships](model::Fleet &f) {
        addDesign(f, copyOf("varnic-u", Rarity::Uncommon, "varnic"));
        addDesign(f, copyOf("other-u", Rarity::Uncommon));
        ships(f, "varnic", 1);
        ships(f, "varnic-u", 1);
        ships(f, "other-u", 1);
    };
    newRow("uncommon by hull", twoHulls, "scs.rarity.uncommon", "", false);
    newRow(
        "uncommon by fleet",
        [twoHulls](model::Fleet &f) {
            twoHulls(f);
            f.options.set(QLatin1String(option::RarityDenominator),
                          QString::fromLatin1(choice::WholeFleet));
        },
        "scs.rarity.uncommon", "ships[3].design", true, "max(floor(4 / 3), 1) = 1");
    newRow(
        "2 rare of 3",
        [ships](model::Fleet &f) {
            addDesign(f, copyOf("varnic-r", Rarity::Rare, "varnic"));
            ships(f, "varnic-r", 2);
        },
        "scs.rarity.rare", "ships[2].design", true, "max(floor(3 / 9), 1) = 1");
    newRow(
        "2 rare of 18",
        [ships](model::Fleet &f) {
            addDesign(f, copyOf("varnic-r", Rarity::Rare, "varnic"));
            ships(f, "varnic", 15);
            ships(f, "varnic-r", 2);
        },
        "scs.rarity.rare", "", false);
    newRow(
        "unique twice",
        [](model::Fleet &f) {
            design(f, 0).rarity = Rarity::Unique;
            addShip(f, QStringLiteral("varnic"));
        },
        "scs.rarity.unique", "ships[1].design", true);
    newRow(
        "unique once", [](model::Fleet &f) { design(f, 0).rarity = Rarity::Unique; },
        "scs.rarity.unique", "", false);
    // Limited X %: 760 + 580 of 2340 points in Limited 33 % > 33 % x 2340 = 772.2.
    const auto limited = [](int percent) {
        return [percent](model::Fleet &f) {
            design(f, 0).limited = percent;
            addShip(f, QStringLiteral("varnic"));
            ScsClass other = copyOf("other");
            other.points = 1000;
            addDesign(f, other);
            addShip(f, QStringLiteral("other"));
        };
    };
    newRow("limited 33 %", limited(33), "scs.limited.exceeded", "ships[1].design", true,
           "cost 1340 of the fleet's 2340 points, more than 33 % × 2340 = 772.20");
    newRow("limited 57 %", limited(57), "scs.limited.exceeded", "ships[1].design", true,
           "57 % × 2340 = 1333.80");
    newRow("limited 58 %", limited(58), "scs.limited.exceeded", "", false); // 1357.2
    // Hangars: 6 medium slots.
    newRow(
        "7 medium fighters", [](model::Fleet &f) { f.shipAs<ScsShip>(0).fighters[0].count = 7; },
        "scs.fighters.overCapacity", "ships[0].fighters[0]", true);
    newRow(
        "4 + 3 medium fighters",
        [](model::Fleet &f) {
            auto &flights = f.shipAs<ScsShip>(0).fighters;
            flights[0].count = 4;
            flights.push_back({QStringLiteral("Gorith"), FighterSize::Medium, 3, 30, 3});
        },
        "scs.fighters.overCapacity", "ships[0].fighters[1]", true);
    newRow(
        "a heavy fighter in medium slots",
        [](model::Fleet &f) {
            auto &flights = f.shipAs<ScsShip>(0).fighters;
            flights[0].count = 5;
            flights.push_back({QStringLiteral("Heavy"), FighterSize::Heavy, 1, 50, 5});
        },
        "scs.fighters.overCapacity", "ships[0].fighters[1]", true);
    newRow(
        "5 medium and a light fighter",
        [](model::Fleet &f) {
            auto &flights = f.shipAs<ScsShip>(0).fighters;
            flights[0].count = 5;
            flights.push_back({QStringLiteral("Light"), FighterSize::Light, 1, 20, 2});
        },
        "scs.fighters.overCapacity", "", false);
    // The pickup preset replaces the homebrew's rarity and deployment limits.
    newRow(
        "pickup: no homebrew bracket",
        [limited](model::Fleet &f) {
            limited(33)(f);
            pickup(f);
        },
        "scs.limited.exceeded", "", false);
    newRow(
        "pickup: no homebrew rarity",
        [ships](model::Fleet &f) {
            addDesign(f, copyOf("varnic-u", Rarity::Uncommon, "varnic"));
            ships(f, "varnic-u", 2);
            pickup(f);
        },
        "scs.rarity.uncommon", "", false);
}

void TestScsValidation::fleet()
{
    QFETCH(Edit, edit);
    QFETCH(QString, code);
    QFETCH(QString, subject);
    QFETCH(bool, present);
    QFETCH(QString, part);
    auto f = patrol();
    edit(*f);
    expectIssue(*f, code, subject, present, part);
}

QTEST_GUILESS_MAIN(TestScsValidation)
#include "tst_scs_validation.moc"
