// The Talon printouts: ship displays (digest §3.1, §3.6), counters with missile backs, the
// reference card (digest §3.2, §3.8) and the fleet log. Expected values are the built-in
// counters' figures as the data file gives them (tests/data/talon/talon-base-game.json, digest
// §3.8) and sums worked out by hand, never read back from the layouts.

#include "PrintSupport.h"

#include <model/systems/talon/TalonDesign.h>
#include <templates/core/Layout.h>
#include <templates/core/PdfWriter.h>
#include <templates/core/SvgWriter.h>

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace fw;
using templates::Document;
using templates::PrintKind;
using templates::Rect;

namespace {

// A Talon fleet of built-in counters, by (ship name, counter id), with fleet options.
std::unique_ptr<model::Fleet>
fleetOf(const test::Registries &r, const std::vector<std::pair<const char *, const char *>> &ships,
        const model::Json &options = model::Json::object())
{
    model::Json json{{"format", "fleetwright-fleet"},  {"formatVersion", 1}, {"system", "talon"},
                     {"name", "Task Force"},           {"budget", 300},      {"options", options},
                     {"designs", model::Json::array()}};
    model::Json list = model::Json::array();
    for (const auto &[name, design] : ships)
        list.push_back({{"name", name}, {"design", design}});
    json["ships"] = list;
    return test::parseFleet(r, json);
}

// How many items are named `prefix`-1, `prefix`-2, ... in a row.
int counted(const Document &doc, const QString &prefix)
{
    int n = 0;
    while (test::itemById(doc, QStringLiteral("%1-%2").arg(prefix).arg(n + 1)))
        ++n;
    return n;
}

const Rect *rectById(const Document &doc, const QString &id, int *page = nullptr)
{
    const templates::Item *item = test::itemById(doc, id, page);
    return item ? std::get_if<Rect>(&item->shape) : nullptr;
}

} // namespace

class TestPrintTalon : public QObject
{
    Q_OBJECT

    std::unique_ptr<test::Registries> m_r;

    std::optional<Document> print(const model::Fleet &fleet, PrintKind kind, bool backs = false)
    {
        templates::PrintRequest request;
        request.kinds = {kind};
        request.counterBacks = backs;
        return test::composeFleet(*m_r, fleet, request);
    }

private Q_SLOTS:
    void initTestCase()
    {
        test::installEnglish();
        m_r = test::makeRegistries();
        QVERIFY(m_r);
        QVERIFY2(m_r->systems.find(QStringLiteral("talon")), "the talon system is registered");
        QVERIFY2(templates::Fonts::shared(), qPrintable(templates::Fonts::shared().error()));
    }

    void builtinTemplates();
    void terranCaDisplay();
    void chargeBoxColours();
    void marksInPlay();
    void displaysPerCounter();
    void sourceNote();
    void unusedCustomCounter();
    void fleetLog();
    void shipCounters();
    void missileBacks();
    void referenceCard();
    void referenceOnOnePage();
    void impulseChartOption();
    void pdfAndSvg();
    void deterministic();
};

// The four printouts are registered for the game; their templates load and fit A4 and Letter.
void TestPrintTalon::builtinTemplates()
{
    for (const auto &[name, kind] :
         {std::pair{"talon.log", PrintKind::Roster}, std::pair{"talon.displays", PrintKind::Sheets},
          std::pair{"talon.reference", PrintKind::Sheets},
          std::pair{"talon.counters", PrintKind::Counters}}) {
        const QString problem
            = test::builtinTemplateProblem(QLatin1String(name), QStringLiteral("talon"), kind);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
}

// The Terran CA as its counter carries it (data file, terran-ca): shields 6/5/4/5, six hull
// boxes with Power 0 0 −1 −1 −1 −2 and the weak spot on the fourth, a power curve of speeds 1-5
// starting at 3 (AP 5 4 3 2 1, turn radius 1 1 2 2 3), groups Phaser 1+1, Torpedo 2+2, Phaser
// 1+1, one battery, explosion 3.
void TestPrintTalon::terranCaDisplay()
{
    auto fleet = fleetOf(*m_r, {{"Defiant", "terran-ca"}});
    QVERIFY(fleet);
    const auto doc = print(*fleet, PrintKind::Sheets);
    QVERIFY(doc);
    QCOMPARE(test::fieldText(*doc, QStringLiteral("display-1-name")), QStringLiteral("Defiant"));
    QCOMPARE(test::fieldText(*doc, QStringLiteral("display-1-sp")), QStringLiteral("115 SP"));
    QCOMPARE(test::fieldText(*doc, QStringLiteral("display-1-about")),
             QStringLiteral("CA Heavy Cruiser · Terran · Heavy Cruiser"));
    const std::pair<const char *, int> shields[]
        = {{"forward", 6}, {"right", 5}, {"rear", 4}, {"left", 5}};
    for (const auto &[arc, boxes] : shields)
        QCOMPARE(counted(*doc, QStringLiteral("display-1-shield-%1").arg(QLatin1String(arc))),
                 boxes);
    QCOMPARE(counted(*doc, QStringLiteral("display-1-hull")), 6);
    const char *powers[] = {"0", "0", "−1", "−1", "−1", "−2"};
    for (int i = 0; i < 6; ++i) {
        QCOMPARE(test::fieldText(*doc, QStringLiteral("display-1-hull-%1-power").arg(i + 1)),
                 QString::fromUtf8(powers[i]));
        QCOMPARE(bool(test::itemById(*doc, QStringLiteral("display-1-hull-%1-mark").arg(i + 1))),
                 i == 3);
    }
    // Power curve: a column per speed (column 0 holds the row titles).
    const char *speeds[] = {"1", "2", "3 ★", "4", "5"};
    const char *ap[] = {"5", "4", "3", "2", "1"};
    const char *turn[] = {"1", "1", "2", "2", "3"};
    for (int i = 1; i <= 5; ++i) {
        QCOMPARE(test::fieldText(*doc, QStringLiteral("display-1-curve-speed-%1").arg(i)),
                 QString::fromUtf8(speeds[i - 1]));
        QCOMPARE(test::fieldText(*doc, QStringLiteral("display-1-curve-ap-%1").arg(i)),
                 QLatin1String(ap[i - 1]));
        QCOMPARE(test::fieldText(*doc, QStringLiteral("display-1-curve-turn-%1").arg(i)),
                 QLatin1String(turn[i - 1]));
        QVERIFY(test::itemById(*doc, QStringLiteral("display-1-track-%1").arg(i)));
    }
    QVERIFY(!test::itemById(*doc, QStringLiteral("display-1-curve-speed-6")));
    QVERIFY(!test::itemById(*doc, QStringLiteral("display-1-track-6")));
    // Speed 1 acts in F only, 3 in B D F (digest §3.2).
    QCOMPARE(test::fieldText(*doc, QStringLiteral("display-1-curve-impulses-1")),
             QStringLiteral("F"));
    QCOMPARE(test::fieldText(*doc, QStringLiteral("display-1-curve-impulses-3")),
             QStringLiteral("B D F"));
    const std::pair<int, int> charges[] = {{1, 1}, {2, 2}, {1, 1}};
    for (int g = 1; g <= 3; ++g) {
        QCOMPARE(counted(*doc, QStringLiteral("display-1-w%1-red").arg(g)), charges[g - 1].first);
        QCOMPARE(counted(*doc, QStringLiteral("display-1-w%1-yellow").arg(g)),
                 charges[g - 1].second);
    }
    QVERIFY(!test::itemById(*doc, QStringLiteral("display-1-w4-weapon")));
    QCOMPARE(test::fieldText(*doc, QStringLiteral("display-1-w2-weapon")),
             QStringLiteral("Anti-Matter Torpedo"));
    QCOMPARE(test::fieldText(*doc, QStringLiteral("display-1-w1-arcs")),
             QStringLiteral("Forward, Left · range 1–3"));
    // Two wedges on the first group's diagram (forward and left), one on the torpedo's.
    QVERIFY(test::itemById(*doc, QStringLiteral("display-1-w1-arc-arc-2")));
    QVERIFY(!test::itemById(*doc, QStringLiteral("display-1-w2-arc-arc-2")));
    QCOMPARE(counted(*doc, QStringLiteral("display-1-batteries")), 1);
    QCOMPARE(counted(*doc, QStringLiteral("display-1-afterburners")), 0);
    QCOMPARE(test::fieldText(*doc, QStringLiteral("display-1-explosion")),
             QStringLiteral("Explosion 3"));
    QVERIFY(rectById(*doc, QStringLiteral("display-1-power")));
}

// Red boxes are drawn red and solid, yellow ones amber and dashed (apart in greyscale too).
void TestPrintTalon::chargeBoxColours()
{
    auto fleet = fleetOf(*m_r, {{"Defiant", "terran-ca"}});
    QVERIFY(fleet);
    const auto doc = print(*fleet, PrintKind::Sheets);
    QVERIFY(doc);
    const Rect *red = rectById(*doc, QStringLiteral("display-1-w2-red-1"));
    const Rect *yellow = rectById(*doc, QStringLiteral("display-1-w2-yellow-1"));
    QVERIFY(red && red->stroke && yellow && yellow->stroke);
    QVERIFY(red->stroke->color.r > 150 && red->stroke->color.g < 60);
    QVERIFY(red->stroke->dash.empty());
    QVERIFY(yellow->stroke->color.r > 150 && yellow->stroke->color.g > 100
            && yellow->stroke->color.b < 60);
    QVERIFY(!yellow->stroke->dash.empty());
}

// What a player marks besides damage: a box to write each missile's number in (rulebook §13.7),
// a reinforcement box and an expiry box beside each shield arc (digest §3.2), a box per lasting
// critical result (digest §3.8: 3, 4, 5, 6, 8, 9, 10, 11), all boxes to mark; the Power box says
// where Power starts (the AP at the starred speed: 3 for the Terran CA). The Talon CA's and CL's
// displays still share a Letter page.
void TestPrintTalon::marksInPlay()
{
    auto fleet = fleetOf(*m_r, {{"Defiant", "terran-ca"}, {"Lexington", "terran-ca"}});
    QVERIFY(fleet);
    const auto doc = print(*fleet, PrintKind::Sheets);
    QVERIFY(doc);
    const auto markBox = [&](const QString &id) {
        const templates::Item *item = test::itemById(*doc, id);
        return item && std::get_if<Rect>(&item->shape) && item->role == templates::Role::MarkBox;
    };
    QVERIFY(counted(*doc, QStringLiteral("display-1-missile")) >= 4);
    for (int i = 1; i <= counted(*doc, QStringLiteral("display-1-missile")); ++i)
        QVERIFY(markBox(QStringLiteral("display-1-missile-%1").arg(i)));
    for (const char *arc : {"forward", "right", "rear", "left"}) {
        QVERIFY2(markBox(QStringLiteral("display-1-reinforce-%1").arg(QLatin1String(arc))), arc);
        QVERIFY2(markBox(QStringLiteral("display-1-reinforce-%1-expires").arg(QLatin1String(arc))),
                 arc);
    }
    for (int roll : {3, 4, 5, 6, 8, 9, 10, 11})
        QVERIFY2(markBox(QStringLiteral("display-1-critical-%1").arg(roll)),
                 qPrintable(QString::number(roll)));
    for (int roll : {2, 7, 12})
        QVERIFY(!test::itemById(*doc, QStringLiteral("display-1-critical-%1").arg(roll)));
    QCOMPARE(test::fieldText(*doc, QStringLiteral("display-1-critical-8-label")),
             QStringLiteral("8 Power −1"));
    QVERIFY2(test::fieldText(*doc, QStringLiteral("display-1-power-start"))
                 .startsWith(QStringLiteral("starts at 3")),
             qPrintable(test::fieldText(*doc, QStringLiteral("display-1-power-start"))));

    auto talon = fleetOf(*m_r, {{"Ravager", "talon-ca"}, {"Talonstrike", "talon-cl"}});
    QVERIFY(talon);
    templates::PrintRequest request;
    request.kinds = {PrintKind::Sheets};
    request.page = templates::pageSize(QStringLiteral("letter")).value();
    const auto letter = test::composeFleet(*m_r, *talon, request);
    QVERIFY(letter);
    int first = -1, second = -1;
    QVERIFY(test::itemById(*letter, QStringLiteral("display-1"), &first));
    QVERIFY(test::itemById(*letter, QStringLiteral("display-2"), &second));
    QCOMPARE(first, second);
}

// One display per ship in fleet order, its name in the header; with the option, one blank
// display per distinct counter, in the order of first use, with a line for the ship's name.
void TestPrintTalon::displaysPerCounter()
{
    auto fleet = fleetOf(
        *m_r, {{"Lexington", "terran-dd"}, {"Defiant", "terran-ca"}, {"Saratoga", "terran-dd"}});
    QVERIFY(fleet);
    const auto doc = print(*fleet, PrintKind::Sheets);
    QVERIFY(doc);
    const char *names[] = {"Lexington", "Defiant", "Saratoga"};
    for (int i = 0; i < 3; ++i)
        QCOMPARE(test::fieldText(*doc, QStringLiteral("display-%1-name").arg(i + 1)),
                 QLatin1String(names[i]));
    QCOMPARE(test::fieldText(*doc, QStringLiteral("display-3-about")),
             QStringLiteral("DD Destroyer · Terran · Destroyer"));
    QVERIFY(test::itemById(*doc, QStringLiteral("ship-3")));
    QVERIFY(!test::itemById(*doc, QStringLiteral("display-4")));

    templates::PrintRequest request;
    request.kinds = {PrintKind::Sheets};
    request.sheetsFor = templates::SheetsFor::Designs;
    const auto blank = test::composeFleet(*m_r, *fleet, request);
    QVERIFY(blank);
    QCOMPARE(test::fieldText(*blank, QStringLiteral("display-1-name")),
             QStringLiteral("DD Destroyer"));
    QCOMPARE(test::fieldText(*blank, QStringLiteral("display-1-about")),
             QStringLiteral("Terran · Destroyer · ship: ______________"));
    QCOMPARE(test::fieldText(*blank, QStringLiteral("display-2-name")),
             QStringLiteral("CA Heavy Cruiser"));
    QVERIFY(!test::itemById(*blank, QStringLiteral("display-3")));
    // A base has no turn radius: a dash.
    auto base = fleetOf(*m_r, {{"Starbase", "terran-base"}});
    QVERIFY(base);
    const auto baseDoc = print(*base, PrintKind::Sheets);
    QVERIFY(baseDoc);
    QCOMPARE(test::fieldText(*baseDoc, QStringLiteral("display-1-curve-turn-1")),
             QStringLiteral("–"));
}

// Built-in counters say where their figures come from; a custom one does not.
void TestPrintTalon::sourceNote()
{
    QByteArray json = R"({"format": "fleetwright-fleet", "formatVersion": 1, "system": "talon",
        "name": "Custom", "budget": 300, "designs": [
        {"id": "my-ca", "classCode": "CA", "name": "Refit Cruiser", "faction": "terran",
         "hull": "heavyCruiser", "sp": 120, "shields": {"forward": 7, "right": 5, "rear": 4,
         "left": 5}, "hullBoxes": [{"powerMod": 0, "weakSpot": true}],
         "powerCurve": [{"speed": 1, "ap": 5, "turnRadius": 1, "start": true}],
         "weaponGroups": [], "afterburners": 0, "batteries": 0, "explosion": 3}],
        "ships": [{"name": "Refit", "design": "my-ca"}, {"name": "Defiant", "design": "terran-ca"}]})";
    auto fleet = test::parseFleet(*m_r, json);
    QVERIFY(fleet);
    const auto doc = print(*fleet, PrintKind::Sheets);
    QVERIFY(doc);
    const auto notes = [&](int display) {
        QStringList all;
        for (int i = 1; i <= 4; ++i)
            all << test::fieldText(*doc, QStringLiteral("display-%1-note-%2").arg(display).arg(i));
        return all.join(QLatin1Char(' '));
    };
    QVERIFY(!notes(1).contains(QStringLiteral("fan transcription")));
    QCOMPARE(counted(*doc, QStringLiteral("display-1-shield-forward")), 7);
    QVERIFY2(notes(2).contains(QStringLiteral("Figures from a fan transcription, not checked "
                                              "against the physical counters")),
             qPrintable(notes(2)));
    QVERIFY2(notes(2).contains(QStringLiteral("terranCA")), qPrintable(notes(2)));
}

// A custom counter no ship flies yet still prints (after the used ones), so that a player
// designing it sees it; a custom counter's display is found by the design's id.
void TestPrintTalon::unusedCustomCounter()
{
    QByteArray json = R"({"format": "fleetwright-fleet", "formatVersion": 1, "system": "talon",
        "name": "Custom", "budget": 300, "designs": [
        {"id": "draft", "classCode": "FF", "name": "Draft Frigate", "faction": "talon",
         "hull": "frigate", "sp": 40, "shields": {"forward": 3, "right": 2, "rear": 2,
         "left": 2}, "hullBoxes": [{"powerMod": 0, "weakSpot": false}],
         "powerCurve": [{"speed": 1, "ap": 3, "turnRadius": 1, "start": true}],
         "weaponGroups": [], "afterburners": 0, "batteries": 0, "explosion": 1}],
        "ships": [{"name": "Claw", "design": "talon-dd"}]})";
    auto fleet = test::parseFleet(*m_r, json);
    QVERIFY(fleet);
    const auto doc = print(*fleet, PrintKind::Sheets);
    QVERIFY(doc);
    QCOMPARE(test::fieldText(*doc, QStringLiteral("display-1-name")), QStringLiteral("Claw"));
    QCOMPARE(test::fieldText(*doc, QStringLiteral("display-2-name")),
             QStringLiteral("FF Draft Frigate"));
    QCOMPARE(test::fieldText(*doc, QStringLiteral("display-2-about")),
             QStringLiteral("Talon · Frigate · no ship flies it yet"));
    QVERIFY(test::itemById(*doc, QStringLiteral("design-1")));
    QVERIFY(!test::itemById(*doc, QStringLiteral("design-2")));
}

// The fleet log: SP and the running total by hand (data file: CA 115, DD 55, CV 70, FTR 44):
// 115, 170, 240, 284 of 300.
void TestPrintTalon::fleetLog()
{
    auto fleet = fleetOf(*m_r, {{"Defiant", "terran-ca"},
                                {"Lexington", "terran-dd"},
                                {"Enterprise", "terran-cv"},
                                {"Red Squadron", "terran-ftr"}});
    QVERIFY(fleet);
    const auto doc = print(*fleet, PrintKind::Roster);
    QVERIFY(doc);
    const char *names[] = {"Defiant", "Lexington", "Enterprise", "Red Squadron"};
    const char *classes[] = {"CA Heavy Cruiser", "DD Destroyer", "CV Carrier", "FTR Fighter"};
    const int sp[] = {115, 55, 70, 44};
    const int running[] = {115, 170, 240, 284};
    for (int i = 0; i < 4; ++i) {
        const QString row = QStringLiteral("log-%1").arg(i + 1);
        QCOMPARE(test::fieldText(*doc, row + QLatin1String("-1")), QLatin1String(names[i]));
        QCOMPARE(test::fieldText(*doc, row + QLatin1String("-2")), QLatin1String(classes[i]));
        QCOMPARE(test::fieldText(*doc, row + QLatin1String("-3")), QString::number(sp[i]));
        QCOMPARE(test::fieldText(*doc, row + QLatin1String("-4")), QString::number(running[i]));
    }
    QCOMPARE(test::fieldText(*doc, QStringLiteral("log-total-4")), QStringLiteral("284 of 300"));
    QCOMPARE(test::fieldText(*doc, QStringLiteral("log-subtitle")),
             QStringLiteral("Faction: Terran · Budget: 300 SP · Total: 284 SP"));
}

// A counter per ship with its class code, name, faction and facing mark; no missiles for
// Terrans (no missile weapon), so no backs unless asked for.
void TestPrintTalon::shipCounters()
{
    auto fleet = fleetOf(*m_r, {{"Defiant", "terran-ca"}, {"Lexington", "terran-dd"}});
    QVERIFY(fleet);
    const auto doc = print(*fleet, PrintKind::Counters);
    QVERIFY(doc);
    QCOMPARE(test::fieldText(*doc, QStringLiteral("ship-1-code")), QStringLiteral("CA"));
    QCOMPARE(test::fieldText(*doc, QStringLiteral("ship-1-name")), QStringLiteral("Defiant"));
    QCOMPARE(test::fieldText(*doc, QStringLiteral("ship-2-code")), QStringLiteral("DD"));
    QCOMPARE(test::fieldText(*doc, QStringLiteral("ship-2-faction")), QStringLiteral("Terran"));
    QVERIFY(test::itemById(*doc, QStringLiteral("ship-2-facing")));
    QVERIFY(!test::itemById(*doc, QStringLiteral("ship-3")));
    QVERIFY(!test::itemById(*doc, QStringLiteral("missile-1")));
    QCOMPARE(int(doc->pages.size()), 1);
    // 1 in counters (the template's assumption).
    const Rect *r = rectById(*doc, QStringLiteral("ship-1"));
    QVERIFY(r);
    QVERIFY(std::abs(r->width - 72) < 0.01); // 1 in, butt-joined: no bleed
}

// Talon DD (two missile groups of 1) and BC (one of 3): five numbered missile counters, and a
// back page where each missile's damaged side lies mirrored behind its front.
void TestPrintTalon::missileBacks()
{
    auto fleet = fleetOf(*m_r, {{"Claw", "talon-dd"}, {"Fang", "talon-bc"}});
    QVERIFY(fleet);
    const auto doc = print(*fleet, PrintKind::Counters);
    QVERIFY(doc);
    QCOMPARE(counted(*doc, QStringLiteral("missile")), 5);
    QCOMPARE(counted(*doc, QStringLiteral("missile-back")), 5);
    QCOMPARE(test::fieldText(*doc, QStringLiteral("missile-3-code")), QStringLiteral("M3"));
    QCOMPARE(test::fieldText(*doc, QStringLiteral("missile-3-launcher")), QStringLiteral("Fang"));
    QCOMPARE(test::fieldText(*doc, QStringLiteral("missile-back-3-name")),
             QStringLiteral("Damaged missile"));
    QCOMPARE(int(doc->pages.size()), 2);
    for (int m = 1; m <= 5; ++m) {
        int frontPage = -1, backPage = -1;
        const Rect *front = rectById(*doc, QStringLiteral("missile-%1").arg(m), &frontPage);
        const Rect *back = rectById(*doc, QStringLiteral("missile-back-%1").arg(m), &backPage);
        QVERIFY(front && back);
        QCOMPARE(frontPage, 0);
        QCOMPARE(backPage, 1);
        const double pageWidth = doc->pages[0].width;
        QVERIFY(std::abs(back->x - (pageWidth - front->x - front->width)) < 0.01);
        QCOMPARE(back->y, front->y);
    }
}

// The reference card against digest §3.8: a Disruptor at range 1 hits on 5-6, a torpedo cannot
// fire at range 1, the Phaser's roll 1 at range 1 does 1, the Fusion Cannon's roll 5 at range 3
// does 4 and Terran fighter groups ignore it; a missile needs 3+ damage from one source; eleven
// critical rows 2-12; explosion strengths.
void TestPrintTalon::referenceCard()
{
    auto fleet = fleetOf(*m_r, {{"Defiant", "terran-ca"}});
    QVERIFY(fleet);
    const auto doc = print(*fleet, PrintKind::Sheets);
    QVERIFY(doc);
    QCOMPARE(test::fieldText(*doc, QStringLiteral("fixed-1-0")), QStringLiteral("Disruptor"));
    QCOMPARE(test::fieldText(*doc, QStringLiteral("fixed-1-2")), QStringLiteral("5–6"));
    QCOMPARE(test::fieldText(*doc, QStringLiteral("fixed-1-3")), QStringLiteral("2–6"));
    QCOMPARE(test::fieldText(*doc, QStringLiteral("fixed-2-2")), QStringLiteral("–"));
    QCOMPARE(test::fieldText(*doc, QStringLiteral("fixed-3-1")), QStringLiteral("10"));
    QCOMPARE(test::fieldText(*doc, QStringLiteral("fixed-3-5")), QStringLiteral("3–6"));
    // A missile takes 3 damage from one source to be destroyed: the rulebook's examples flip
    // missiles that take 2 (p. 12, the Defiant; p. 13, missiles 14 and 15).
    const QString missile = test::fieldText(*doc, QStringLiteral("fixed-4-6"));
    QVERIFY2(missile.contains(QStringLiteral("3+ damage from one source destroys it")),
             qPrintable(missile));
    QCOMPARE(test::fieldText(*doc, QStringLiteral("table-phaser-1-1")), QStringLiteral("1"));
    QCOMPARE(test::fieldText(*doc, QStringLiteral("table-phaser-6-3")), QStringLiteral("1"));
    QCOMPARE(test::fieldText(*doc, QStringLiteral("table-fusionCannon-5-3")), QStringLiteral("4"));
    // The Fusion Cannon section (p. 13): Terran fighter groups ignore all its damage.
    const QString tables = test::fieldText(*doc, QStringLiteral("tables-heading"));
    QVERIFY2(tables.contains(QStringLiteral("Terran fighter groups ignore its damage")),
             qPrintable(tables));
    QCOMPARE(test::fieldText(*doc, QStringLiteral("critical-1-range")), QStringLiteral("2"));
    QCOMPARE(test::fieldText(*doc, QStringLiteral("critical-11-range")), QStringLiteral("12"));
    QVERIFY(!test::itemById(*doc, QStringLiteral("critical-12-range")));
    QCOMPARE(test::fieldText(*doc, QStringLiteral("critical-6-label")),
             QStringLiteral("No critical damage"));
    const QString explosions = test::fieldText(*doc, QStringLiteral("explosions-text"));
    QVERIFY2(explosions.startsWith(QStringLiteral("0: Fighter; 1: ")), qPrintable(explosions));
    QVERIFY2(explosions.contains(QStringLiteral("5: Dreadnought, Base")), qPrintable(explosions));
}

// The reference card takes one page on A4 and on Letter (the critical table in two halves side
// by side): no page holding only its last block.
void TestPrintTalon::referenceOnOnePage()
{
    auto fleet = fleetOf(*m_r, {{"Defiant", "terran-ca"}});
    QVERIFY(fleet);
    for (const char *paper : {"a4", "letter"}) {
        templates::PrintRequest request;
        request.kinds = {PrintKind::Sheets};
        request.page = templates::pageSize(QLatin1String(paper)).value();
        const auto doc = test::composeFleet(*m_r, *fleet, request);
        QVERIFY(doc);
        int pages = 0;
        for (const templates::Page &page : doc->pages)
            pages += page.id.startsWith(QLatin1String("talon-reference")) ? 1 : 0;
        QVERIFY2(pages == 1, paper);
        int first = -1, last = -1;
        QVERIFY(test::itemById(*doc, QStringLiteral("critical-1-range"), &first));
        QVERIFY(test::itemById(*doc, QStringLiteral("explosions-text"), &last));
        QCOMPARE(first, last);
        QCOMPARE(test::fieldText(*doc, QStringLiteral("critical-7-range")), QStringLiteral("8"));
        QCOMPARE(test::fieldText(*doc, QStringLiteral("critical-11-range")), QStringLiteral("12"));
    }
}

// The chart of the reading in force (digest §3.8): D is 3, 4, 6 by default, 3, 4, 5, 6 in the
// fan reading; a display marks speed 5's impulses as depending on it.
void TestPrintTalon::impulseChartOption()
{
    auto tutorial = fleetOf(*m_r, {{"Defiant", "terran-ca"}});
    auto fan = fleetOf(*m_r, {{"Defiant", "terran-ca"}}, {{"impulseChart", "fan"}});
    QVERIFY(tutorial && fan);
    const auto a = print(*tutorial, PrintKind::Sheets);
    const auto b = print(*fan, PrintKind::Sheets);
    QVERIFY(a && b);
    QCOMPARE(test::fieldText(*a, QStringLiteral("impulses-speeds-4")), QStringLiteral("3, 4, 6"));
    QCOMPARE(test::fieldText(*a, QStringLiteral("impulses-speeds-5")), QStringLiteral("5, 6"));
    QCOMPARE(test::fieldText(*b, QStringLiteral("impulses-speeds-4")),
             QStringLiteral("3, 4, 5, 6"));
    QCOMPARE(test::fieldText(*b, QStringLiteral("impulses-speeds-5")), QStringLiteral("6"));
    QCOMPARE(test::fieldText(*a, QStringLiteral("display-1-curve-impulses-5")),
             QStringLiteral("A B C E F*"));
    QCOMPARE(test::fieldText(*b, QStringLiteral("display-1-curve-impulses-5")),
             QStringLiteral("A B C D F*"));
    QVERIFY(test::itemById(*a, QStringLiteral("display-1-curve-assumption")));
}

// Everything exports as PDF (text searchable) and SVG.
void TestPrintTalon::pdfAndSvg()
{
    auto fleet = fleetOf(*m_r, {{"Defiant", "terran-ca"}, {"Claw", "talon-dd"}});
    QVERIFY(fleet);
    const auto doc = test::composeFleet(
        *m_r, *fleet, {PrintKind::Roster, PrintKind::Sheets, PrintKind::Counters});
    QVERIFY(doc);
    QVERIFY(test::itemsOffPage(*doc).isEmpty());
    const auto pdf = templates::writePdf(*doc, templates::Fonts::shared().value());
    QVERIFY2(pdf.ok(), pdf.ok() ? "" : qPrintable(pdf.error()));
    QTemporaryDir dir;
    const QString path = test::writeFile(dir, QStringLiteral("talon.pdf"), pdf.value());
    QProcess tool;
    tool.start(QStringLiteral("pdftotext"), {QStringLiteral("-q"), path, QStringLiteral("-")});
    QVERIFY(tool.waitForFinished(60000) && tool.exitCode() == 0);
    const QString text = QString::fromUtf8(tool.readAllStandardOutput()).simplified();
    for (const char *expected : {"CA Heavy Cruiser", "115 SP", "Fleet log", "Talon reference card",
                                 "Damaged missile", "Anti-Matter Torpedo"})
        QVERIFY2(text.contains(QString::fromUtf8(expected)), expected);
    for (const templates::Page &page : doc->pages) {
        const QByteArray svg = templates::writeSvg(page, doc->title);
        QVERIFY(svg.startsWith("<?xml"));
        QVERIFY(svg.contains("</svg>"));
    }
}

// The same fleet gives the same display list and the same PDF bytes.
void TestPrintTalon::deterministic()
{
    auto fleet = fleetOf(*m_r, {{"Defiant", "terran-ca"}, {"Fang", "talon-bc"}});
    QVERIFY(fleet);
    const std::vector<PrintKind> all{PrintKind::Roster, PrintKind::Sheets, PrintKind::Counters};
    const auto a = test::composeFleet(*m_r, *fleet, all);
    const auto b = test::composeFleet(*m_r, *fleet, all);
    QVERIFY(a && b);
    QCOMPARE(templates::toText(*a), templates::toText(*b));
    const auto pa = templates::writePdf(*a, templates::Fonts::shared().value());
    const auto pb = templates::writePdf(*b, templates::Fonts::shared().value());
    QVERIFY(pa.ok() && pb.ok());
    QVERIFY(pa.value() == pb.value());
}

QTEST_GUILESS_MAIN(TestPrintTalon)
#include "tst_print_talon.moc"
