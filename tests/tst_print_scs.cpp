// The SCS printouts: ship control sheets and ship counters. The reference ship is the Narn
// Var'Nic as the rules digest gives it (RULES.md §5.1), typed here by hand; expected values come
// from the digest and the source's worked examples (§5.2), never from the layouts.

#include "PrintSupport.h"

#include <model/systems/scs/ScsDerived.h>
#include <model/systems/scs/ScsDesign.h>
#include <model/systems/scs/ScsOptions.h>
#include <templates/core/Layout.h>
#include <templates/core/PdfWriter.h>
#include <templates/core/Template.h>

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QTest>
#include <QTranslator>

#include <map>
#include <set>

using namespace fw;
using model::scs::ChartRow;
using model::scs::ScsClass;
using model::scs::Section;
using model::scs::ShipSystem;
using model::scs::SystemKind;
using templates::Document;
using templates::Item;
using templates::Page;
using templates::PrintKind;
using templates::Rect;

namespace {

ShipSystem sys(const char *name, SystemKind kind, int armor, int boxes, int output = 0)
{
    ShipSystem s;
    s.name = QLatin1String(name);
    s.kind = kind;
    s.armor = armor;
    s.boxes = boxes;
    s.output = output;
    return s;
}

ShipSystem weapon(const char *name, int armor, int boxes, int from, int to,
                  std::vector<int> modifiers = {5, 3, 1})
{
    ShipSystem s = sys(name, SystemKind::Weapon, armor, boxes);
    s.arc = {from, to};
    s.recharge = 2;
    s.power = 2;
    s.damage = QStringLiteral("2d10");
    s.rangeModifiers = std::move(modifiers);
    return s;
}

ShipSystem thruster(int armor, int boxes, int rating, model::scs::ThrustDirection direction)
{
    ShipSystem s = sys("Thruster", SystemKind::Thruster, armor, boxes, rating);
    s.direction = direction;
    return s;
}

Section section(const char *id, int armor, int boxes, std::vector<ShipSystem> systems,
                std::vector<ChartRow> chart)
{
    Section s;
    s.id = QLatin1String(id);
    s.structureArmor = armor;
    s.structureBoxes = boxes;
    s.systems = std::move(systems);
    s.chart = std::move(chart);
    return s;
}

ChartRow row(int from, int to, const char *hits)
{
    return {from, to, QLatin1String(hits)};
}

// The Var'Nic of digest §5.1 (armour/boxes, outputs, arcs, d20 charts); the heavy pulse's range
// modifiers and the reactor's output are the made-up example values.
ScsClass varnic()
{
    using D = model::scs::ThrustDirection;
    ScsClass c;
    c.id = QStringLiteral("varnic");
    c.name = QStringLiteral("Var'Nic Long Range Destroyer");
    c.faction = QStringLiteral("Narn Regime");
    c.size = model::scs::SizeClass::Capital;
    c.points = 580;
    c.isd = 2241;
    c.signatureForward = 14;
    c.signatureSide = 14;
    c.initiative = 2;
    c.thrust = 12;
    c.accelCost = 3;
    c.pivotCost = 2;
    c.rollCost = 2;
    c.sensors = 9;
    c.jumpDelay = 20;
    c.turnDelay = {1, 1, 2, 2, 3, 3, 4, 4, 5, 5};
    c.sideChart = {{1, 3, QStringLiteral("forward")},
                   {4, 5, QStringLiteral("port")},
                   {6, 7, QStringLiteral("starboard")},
                   {8, 10, QStringLiteral("aft")}};
    ShipSystem hangar = sys("Hangar", SystemKind::Hangar, 5, 7, 6);
    hangar.hangarSize = model::scs::FighterSize::Medium;
    c.sections.push_back(
        section("primary", 5, 36,
                {sys("Reactor", SystemKind::Reactor, 5, 18, 24), sys("C&C", SystemKind::CnC, 5, 16),
                 sys("Scanner", SystemKind::Sensors, 5, 18, 9),
                 sys("Engine", SystemKind::Engine, 4, 14, 12),
                 sys("Jump Engine", SystemKind::JumpEngine, 5, 18, 20), hangar},
                {row(1, 8, "structure"), row(9, 11, "Jump Engine"), row(12, 13, "Scanner"),
                 row(14, 15, "Engine"), row(16, 17, "Hangar"), row(18, 19, "Reactor"),
                 row(20, 20, "C&C")}));
    ShipSystem heavyPulse = weapon("Heavy Pulse", 5, 6, 300, 60, {10, 9, 8, 7, 5, 3, 1, -1});
    heavyPulse.recharge = 2;
    heavyPulse.power = 4;
    heavyPulse.damage = QStringLiteral("3d10+4");
    heavyPulse.mode = model::scs::WeaponMode::Pulse;
    c.sections.push_back(section(
        "forward", 4, 40, {heavyPulse, thruster(4, 8, 4, D::Retro), thruster(4, 8, 4, D::Retro)},
        {row(1, 5, "Thruster"), row(6, 8, "Heavy Pulse"), row(9, 18, "structure"),
         row(19, 20, "primary")}));
    c.sections.push_back(
        section("aft", 4, 38,
                {weapon("Light Pulse", 3, 4, 90, 270), weapon("Light Pulse", 3, 4, 90, 270),
                 thruster(3, 24, 12, D::Main)},
                {row(1, 6, "Thruster"), row(7, 9, "Light Pulse"), row(10, 18, "structure"),
                 row(19, 20, "primary")}));
    c.sections.push_back(
        section("port", 5, 60,
                {weapon("Twin Array", 3, 6, 240, 60), weapon("Medium Laser", 3, 6, 240, 60),
                 weapon("Medium Laser", 3, 6, 240, 60), thruster(4, 15, 5, D::Port)},
                {row(1, 4, "Thruster"), row(5, 6, "Twin Array"), row(7, 10, "Medium Laser"),
                 row(11, 18, "structure"), row(19, 20, "primary")}));
    c.sections.push_back(
        section("starboard", 4, 39,
                {weapon("Twin Array", 3, 6, 300, 120), weapon("Ion Torpedo", 4, 5, 0, 120),
                 thruster(4, 13, 4, D::Starboard)},
                {row(1, 4, "Thruster"), row(5, 7, "Ion Torpedo"), row(8, 9, "Twin Array"),
                 row(10, 18, "structure"), row(19, 20, "primary")}));
    return c;
}

// An SCS fleet of these designs and one ship of each (named after the design).
std::unique_ptr<model::Fleet> fleetOf(const test::Registries &r, std::vector<ScsClass> designs,
                                      bool ships = true)
{
    const model::GameSystem *system = r.systems.find(QStringLiteral("scs"));
    if (!system)
        return nullptr;
    auto fleet = system->createFleet();
    fleet->name = QStringLiteral("Narn Patrol");
    for (ScsClass &c : designs) {
        if (ships) {
            auto ship = std::make_unique<model::scs::ScsShip>();
            ship->name = c.id == QLatin1String("varnic") ? QStringLiteral("G'Tal") : c.name;
            ship->classId = c.id;
            fleet->ships.push_back(std::move(ship));
        }
        fleet->designs.push_back(std::make_unique<model::scs::ScsDesign>(std::move(c)));
    }
    return fleet;
}

// Design `i` of an SCS fleet.
ScsClass &design(model::Fleet &fleet, std::size_t i)
{
    return dynamic_cast<model::scs::ScsDesign &>(*fleet.designs[i]).sheet;
}

// The boxes of a grid ("<id>-1", "<id>-2", ...) on any page, in order of their number.
std::vector<const Rect *> boxes(const Document &doc, const QString &id)
{
    std::map<int, const Rect *> found;
    static const QRegularExpression number(QStringLiteral("^-(\\d+)$"));
    for (const Page &page : doc.pages) {
        for (const Item &item : page.items) {
            if (!item.id.startsWith(id))
                continue;
            const auto m = number.match(item.id.mid(id.size()));
            if (m.hasMatch()) {
                if (const auto *r = std::get_if<Rect>(&item.shape))
                    found[m.captured(1).toInt()] = r;
            }
        }
    }
    std::vector<const Rect *> out;
    for (const auto &[n, r] : found)
        out.push_back(r);
    return out;
}

// Data rows "a4" and "letter" in a column "page".
void paperRows()
{
    QTest::addColumn<QString>("page");
    QTest::newRow("a4") << QStringLiteral("a4");
    QTest::newRow("letter") << QStringLiteral("letter");
}

QStringList texts(const std::vector<const char *> &list)
{
    QStringList out;
    for (const char *text : list)
        out << QString::fromUtf8(text);
    return out;
}

templates::PageSize paper(const QString &name)
{
    return name == QLatin1String("letter") ? templates::pageSizeLetter() : templates::pageSizeA4();
}

const templates::Margins &sheetMargins()
{
    static const templates::Margins margins = [] {
        templates::LayoutRegistry layouts;
        templates::registerBuiltinLayouts(layouts);
        return templates::builtinTemplate(*layouts.find(QStringLiteral("scs.sheets")), layouts)
            .margins;
    }();
    return margins;
}

// The Var'Nic as a six-sided ship: its port and starboard sections as the forward quarters,
// copies of them as the aft quarters.
ScsClass sixSidedDesign()
{
    ScsClass c = varnic();
    c.sections[3].id = QStringLiteral("forwardPort");
    c.sections[4].id = QStringLiteral("forwardStarboard");
    model::scs::Section aftPort = c.sections[3];
    aftPort.id = QStringLiteral("aftPort");
    model::scs::Section aftStarboard = c.sections[4];
    aftStarboard.id = QStringLiteral("aftStarboard");
    c.sections.push_back(aftPort);
    c.sections.push_back(aftStarboard);
    c.sideChart
        = {{1, 2, QStringLiteral("forward")},      {3, 3, QStringLiteral("forwardStarboard")},
           {4, 5, QStringLiteral("aftStarboard")}, {6, 7, QStringLiteral("aft")},
           {8, 9, QStringLiteral("aftPort")},      {10, 10, QStringLiteral("forwardPort")}};
    return c;
}

// A design of one section with `systems` systems of `boxes` boxes each.
ScsClass bigDesign(int systems, int boxes)
{
    ScsClass c;
    c.id = QStringLiteral("big");
    c.name = QStringLiteral("Big");
    c.turnDelay = {1, 2, 3};
    std::vector<ShipSystem> list;
    for (int i = 0; i < systems; ++i)
        list.push_back(i % 3 == 0   ? weapon("Gun", 2, boxes, 0, 90)
                       : i % 3 == 1 ? sys("Reactor", SystemKind::Reactor, 3, boxes, 2)
                                    : thruster(2, boxes, 3, model::scs::ThrustDirection::Main));
    c.sections.push_back(section("primary", 4, 50, std::move(list), {row(1, 20, "structure")}));
    return c;
}

} // namespace

class TestPrintScs : public QObject
{
    Q_OBJECT

    std::unique_ptr<test::Registries> m_r;

    std::optional<Document> print(const model::Fleet &fleet, PrintKind kind,
                                  const templates::PageSize &page = templates::pageSizeA4())
    {
        return test::composeFleet(*m_r, fleet, {kind}, page);
    }

private Q_SLOTS:
    void initTestCase()
    {
        test::installEnglish();
        m_r = test::makeRegistries();
        QVERIFY(m_r);
        QVERIFY2(m_r->systems.find(QStringLiteral("scs")), "the scs system is registered");
        QVERIFY2(templates::Fonts::shared(), qPrintable(templates::Fonts::shared().error()));
    }

    // Both printouts are registered for the game; their built-in templates load and fit both
    // paper sizes.
    void builtinTemplates()
    {
        for (const auto &[name, kind] : {std::pair{"scs.sheets", PrintKind::Sheets},
                                         std::pair{"scs.counters", PrintKind::Counters}}) {
            const QString problem
                = test::builtinTemplateProblem(QLatin1String(name), QStringLiteral("scs"), kind);
            QVERIFY2(problem.isEmpty(), qPrintable(problem));
        }
    }

    void varnicSheet_data() { paperRows(); }

    // The Var'Nic's sheet against the digest's tables (§5.1): the header figures, every
    // section with its structure boxes and each system's boxes, the d20 charts and the d10 side
    // chart; on at most two pages, nothing outside the printable area, no section split.
    void varnicSheet()
    {
        QFETCH(QString, page);
        auto fleet = fleetOf(*m_r, {varnic()});
        QVERIFY(fleet);
        const auto doc = print(*fleet, PrintKind::Sheets, paper(page));
        QVERIFY(doc);
        QVERIFY2(doc->pages.size() <= 2, qPrintable(QString::number(doc->pages.size())));
        const QStringList outside = test::itemsOutsidePrintable(*doc, sheetMargins());
        QVERIFY2(outside.isEmpty(), qPrintable(outside.join(QLatin1Char('\n'))));

        // The ship's sheet: its name in the header, its design beside.
        QCOMPARE(test::fieldText(*doc, QStringLiteral("ship-1-title")), QStringLiteral("G'Tal"));
        QVERIFY(test::fieldText(*doc, QStringLiteral("ship-1-subtitle"))
                    .startsWith(QStringLiteral("Var'Nic Long Range Destroyer · ")));
        const std::pair<const char *, const char *> figures[]
            = {{"size", "Capital"},  {"points", "580"},
               {"isd", "2241"},      {"signature", "F 14 / S 14"},
               {"initiative", "+2"}, {"thrust", "12"},
               {"accelCost", "3"},   {"speedChange", "±4 / turn"},
               {"pivotCost", "2"},   {"rollCost", "2"},
               {"retro", "yes"},     {"agile", "no"},
               {"gravitic", "no"},   {"sensors", "9"},
               {"jumpDelay", "20"},  {"rarity", "Common"},
               {"limited", "no"}};
        for (const auto &[key, value] : figures)
            QCOMPARE(test::fieldText(*doc, QStringLiteral("ship-1-fig-%1").arg(QLatin1String(key))),
                     QString::fromUtf8(value));
        // Weapons need 4 (heavy pulse) + 7 × 2; the reactor gives 24.
        QCOMPARE(test::fieldText(*doc, QStringLiteral("ship-1-power")),
                 QStringLiteral("Power: systems need 18 of the reactor's 24"));

        struct Expected
        {
            const char *title;
            int armor, structure;
            std::vector<std::pair<int, int>> systems; // armour, boxes
            std::vector<const char *> chart;
        };
        const Expected sections[] = {
            {"Primary section",
             5,
             36,
             {{5, 18}, {5, 16}, {5, 18}, {4, 14}, {5, 18}, {5, 7}},
             {"1–8 Structure", "9–11 Jump Engine", "12–13 Scanner", "14–15 Engine", "16–17 Hangar",
              "18–19 Reactor", "20 C&C"}},
            {"Forward section",
             4,
             40,
             {{5, 6}, {4, 8}, {4, 8}},
             {"1–5 Thruster", "6–8 Heavy Pulse", "9–18 Structure", "19–20 Primary"}},
            {"Aft section",
             4,
             38,
             {{3, 4}, {3, 4}, {3, 24}},
             {"1–6 Thruster", "7–9 Light Pulse", "10–18 Structure", "19–20 Primary"}},
            {"Port section",
             5,
             60,
             {{3, 6}, {3, 6}, {3, 6}, {4, 15}},
             {"1–4 Thruster", "5–6 Twin Array", "7–10 Medium Laser", "11–18 Structure",
              "19–20 Primary"}},
            {"Starboard section",
             4,
             39,
             {{3, 6}, {4, 5}, {4, 13}},
             {"1–4 Thruster", "5–7 Ion Torpedo", "8–9 Twin Array", "10–18 Structure",
              "19–20 Primary"}},
        };
        for (int k = 0; k < 5; ++k) {
            const Expected &e = sections[k];
            const QString sec = QStringLiteral("ship-1-s%1").arg(k + 1);
            QCOMPARE(test::fieldText(*doc, sec), QLatin1String(e.title));
            QCOMPARE(test::textById(*doc, sec + QLatin1String("-structure-armor")),
                     QString::number(e.armor));
            QCOMPARE(int(boxes(*doc, sec + QLatin1String("-structure-box")).size()), e.structure);
            for (std::size_t i = 0; i < e.systems.size(); ++i) {
                const QString y = QStringLiteral("%1-y%2").arg(sec).arg(i + 1);
                QCOMPARE(test::textById(*doc, y + QLatin1String("-armor")),
                         QString::number(e.systems[i].first));
                QCOMPARE(int(boxes(*doc, y + QLatin1String("-box")).size()), e.systems[i].second);
            }
            QVERIFY(!test::itemById(
                *doc, QStringLiteral("%1-y%2-name").arg(sec).arg(e.systems.size() + 1)));
            QStringList chart;
            for (int n = 1;
                 test::itemById(*doc, QStringLiteral("%1-chart-%2-range").arg(sec).arg(n)); ++n)
                chart << QStringLiteral("%1 %2").arg(
                    test::textById(*doc, QStringLiteral("%1-chart-%2-range").arg(sec).arg(n)),
                    test::textById(*doc, QStringLiteral("%1-chart-%2-label").arg(sec).arg(n)));
            QCOMPARE(chart, texts(e.chart));
            // Never split: the whole section is on one page.
            std::set<int> pages;
            for (std::size_t p = 0; p < doc->pages.size(); ++p) {
                if (!test::itemsWithId(doc->pages[p], sec).empty())
                    pages.insert(int(p));
            }
            QCOMPARE(int(pages.size()), 1);
        }
        QStringList side;
        for (int n = 1; test::itemById(*doc, QStringLiteral("ship-1-side-%1-range").arg(n)); ++n)
            side << QStringLiteral("%1 %2").arg(
                test::textById(*doc, QStringLiteral("ship-1-side-%1-range").arg(n)),
                test::textById(*doc, QStringLiteral("ship-1-side-%1-label").arg(n)));
        QCOMPARE(side, texts({"1–3 Forward", "4–5 Port", "6–7 Starboard", "8–10 Aft"}));
    }

    // The front as players know it: Forward above Primary above Aft in the centre, Port at the
    // left, Starboard at the right, every section on the first page with its d20 chart in its
    // frame; the side chart and the rules at the table above the sides; the tables behind.
    void classicLayout_data() { paperRows(); }
    void classicLayout()
    {
        QFETCH(QString, page);
        auto fleet = fleetOf(*m_r, {varnic()});
        QVERIFY(fleet);
        const auto doc = print(*fleet, PrintKind::Sheets, paper(page));
        QVERIFY(doc);
        const auto frame = [&](int section) {
            int at = -1;
            const Item *item
                = test::itemById(*doc, QStringLiteral("ship-1-s%1-frame").arg(section), &at);
            const Rect *r = item ? std::get_if<Rect>(&item->shape) : nullptr;
            return std::make_pair(at, r ? *r : Rect{});
        };
        // Sections: 1 primary, 2 forward, 3 aft, 4 port, 5 starboard.
        for (int k = 1; k <= 5; ++k)
            QCOMPARE(frame(k).first, 0);
        const Rect primary = frame(1).second, forward = frame(2).second, aft = frame(3).second,
                   port = frame(4).second, starboard = frame(5).second;
        QCOMPARE(forward.x, primary.x);
        QVERIFY(forward.y < primary.y);
        QVERIFY(port.x + port.width < primary.x);
        QVERIFY(starboard.x > primary.x + primary.width);
        // Aft is under Primary, in the centre or, when the centre is full, at a side's foot.
        QVERIFY(aft.y > primary.y || aft.y > port.y || aft.y > starboard.y);
        // Each d20 chart lies inside its section's frame.
        for (int k = 1; k <= 5; ++k) {
            const QString sec = QStringLiteral("ship-1-s%1").arg(k);
            const Rect r = frame(k).second;
            const QStringList outside
                = test::itemsOutsideArea(doc->pages[0], sec + QLatin1String("-chart"), r.x, r.y,
                                         r.x + r.width, r.y + r.height);
            QVERIFY2(outside.isEmpty(), qPrintable(outside.join(QLatin1Char('\n'))));
            QVERIFY(test::itemById(*doc, sec + QLatin1String("-chart-1-range")));
        }
        // The side chart and the rules at the table on the front; the weapons behind.
        QCOMPARE(test::pageWithId(*doc, QStringLiteral("ship-1-side-1-range")), 0);
        QCOMPARE(test::pageWithId(*doc, QStringLiteral("ship-1-rules")), 0);
        QVERIFY(test::pageWithId(*doc, QStringLiteral("ship-1-w1-name")) >= 1);
        QVERIFY(test::pageWithId(*doc, QStringLiteral("ship-1-movement")) >= 1);
        // The rules at the table (seed lines 97-103; the to-hit die; the pivot allowance).
        QStringList rules;
        for (int n = 1; test::itemById(*doc, QStringLiteral("ship-1-rule-%1").arg(n)); ++n)
            rules << test::fieldText(*doc, QStringLiteral("ship-1-rule-%1").arg(n));
        const QString all = rules.join(QLatin1Char(' '));
        for (const char *expected :
             {"d20 ≤ signature + range modifier", "½ armour", "hit Primary", "+2 zigs",
              "signature +2", "initiative −6", "jamming and stealth at half",
              "Pivots without thrust: not limited*"})
            QVERIFY2(all.contains(QString::fromUtf8(expected)), qPrintable(all));
        fleet->options.set(QStringLiteral("pivotAllowance"), 2);
        fleet->options.set(QStringLiteral("hitDie"), 12);
        const auto other = print(*fleet, PrintKind::Sheets, paper(page));
        QVERIFY(other);
        QVERIFY(test::fieldText(*other, QStringLiteral("ship-1-rule-1")).contains(u"d12 ≤"));
        QStringList otherRules;
        for (int n = 1; test::itemById(*other, QStringLiteral("ship-1-rule-%1").arg(n)); ++n)
            otherRules << test::fieldText(*other, QStringLiteral("ship-1-rule-%1").arg(n));
        QVERIFY2(otherRules.join(QLatin1Char(' ')).contains(u"2 per turn*"),
                 qPrintable(otherRules.join(QLatin1Char(' '))));
    }

    // Every box of each capital ship of the Narn example on one page, A4 and Letter, in English
    // and in German (longer labels and rules: the rules at the table make way for the sections,
    // and are still printed); the tables on at most one more page.
    void capitalShipsOnOnePage_data()
    {
        QTest::addColumn<QString>("page");
        QTest::addColumn<bool>("german");
        for (const char *page : {"a4", "letter"}) {
            QTest::addRow("%s en", page) << QString::fromLatin1(page) << false;
            QTest::addRow("%s de", page) << QString::fromLatin1(page) << true;
        }
    }
    void capitalShipsOnOnePage()
    {
        QFETCH(QString, page);
        QFETCH(bool, german);
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral("fleetwright_de"), QStringLiteral(":/i18n")));
        if (german)
            QCoreApplication::installTranslator(&translator);
        const auto english = qScopeGuard([&] { QCoreApplication::removeTranslator(&translator); });
        model::LoadResult loaded = model::FleetFile::load(
            test::sourcePath(QStringLiteral("resources/examples/narn-patrol.fleet.json")),
            m_r->systems);
        QVERIFY2(loaded.ok(), qPrintable(loaded.errorText()));
        const model::Fleet &fleet = *loaded.fleet;
        const auto doc = print(fleet, PrintKind::Sheets, paper(page));
        QVERIFY(doc);
        for (std::size_t i = 0; i < fleet.ships.size(); ++i) {
            const auto *ship = dynamic_cast<const model::scs::ScsShip *>(fleet.ships[i].get());
            QVERIFY(ship);
            const QString prefix = QStringLiteral("ship-%1-").arg(i + 1);
            std::set<int> boxPages, pages;
            for (std::size_t p = 0; p < doc->pages.size(); ++p) {
                for (const Item &item : doc->pages[p].items) {
                    if (!item.id.startsWith(prefix))
                        continue;
                    pages.insert(int(p));
                    if (item.role == templates::Role::MarkBox
                        && QRegularExpression(QStringLiteral("-s\\d+-")).match(item.id).hasMatch())
                        boxPages.insert(int(p));
                }
            }
            QVERIFY2(boxPages.size() == 1, qPrintable(prefix));
            QVERIFY2(test::itemById(*doc, prefix + QStringLiteral("rules")), qPrintable(prefix));
            QVERIFY2(pages.size() <= 2,
                     qPrintable(prefix + QString::number(*pages.begin()) + QLatin1Char('-')
                                + QString::number(*pages.rbegin())));
        }
    }

    // An imported design's source and the assumptions of its import, small at the foot of its
    // sheet; a design of no import prints neither.
    void importedSource()
    {
        ScsClass imported = varnic();
        imported.source = QStringLiteral("FieryVoid ships36.js, Narn Regime, Var'Nic (Varnic)");
        imported.assumptions = QStringList{QStringLiteral("side chart shared by degrees"),
                                           QStringLiteral("hangar slots read as medium")};
        ScsClass plain = varnic();
        plain.id = QStringLiteral("plain");
        auto fleet = fleetOf(*m_r, {imported, plain});
        QVERIFY(fleet);
        const auto doc = print(*fleet, PrintKind::Sheets);
        QVERIFY(doc);
        const QString text = test::fieldText(*doc, QStringLiteral("ship-1-source"));
        QCOMPARE(text, QStringLiteral("From FieryVoid ships36.js, Narn Regime, Var'Nic (Varnic). "
                                      "Assumed in the import: side chart shared by degrees; "
                                      "hangar slots read as medium."));
        QVERIFY(!test::itemById(*doc, QStringLiteral("ship-2-source")));
    }

    // A section without a structure block says where its structure hits go: nowhere of its own
    // by default (the check reports it), the primary structure under rules option
    // sectionStructure (a B5 Wars medium ship).
    void sectionWithoutStructure()
    {
        ScsClass c = varnic();
        c.sections[1].hasStructure = false;
        auto fleet = fleetOf(*m_r, {c});
        QVERIFY(fleet);
        const auto titles = [&] {
            const auto doc = print(*fleet, PrintKind::Sheets);
            return doc ? test::documentTexts(*doc).join(QLatin1Char('|')) : QString();
        };
        QVERIFY(titles().contains(QLatin1String("Forward section (no structure block)")));
        fleet->options.set(QLatin1String(model::scs::option::SectionStructure),
                           QString::fromLatin1(model::scs::choice::ToPrimary));
        const QString after = titles();
        QVERIFY(after.contains(QLatin1String("Forward section (structure: primary)")));
        QVERIFY(after.contains(QLatin1String("Primary section|")));
    }

    // A six-sided ship: the quarters in the corners of the outline, on the sides of Primary.
    void sixSidedLayout()
    {
        const ScsClass six = sixSidedDesign();
        auto fleet = fleetOf(*m_r, {six});
        QVERIFY(fleet);
        const auto doc = print(*fleet, PrintKind::Sheets);
        QVERIFY(doc);
        const auto &sections = six.sections;
        std::map<QString, Rect> frames;
        for (std::size_t k = 0; k < sections.size(); ++k) {
            const Item *item = test::itemById(*doc, QStringLiteral("ship-1-s%1-frame").arg(k + 1));
            QVERIFY(item && std::get_if<Rect>(&item->shape));
            frames[sections[k].id] = *std::get_if<Rect>(&item->shape);
        }
        const Rect centre = frames.at(QStringLiteral("primary"));
        for (const char *left : {"forwardPort", "aftPort"})
            QVERIFY2(frames.at(QLatin1String(left)).x < centre.x, left);
        for (const char *right : {"forwardStarboard", "aftStarboard"})
            QVERIFY2(frames.at(QLatin1String(right)).x > centre.x, right);
        QVERIFY(frames.at(QStringLiteral("forwardPort")).y
                < frames.at(QStringLiteral("aftPort")).y);
        QVERIFY(frames.at(QStringLiteral("forwardStarboard")).y
                < frames.at(QStringLiteral("aftStarboard")).y);
    }

    // The movement table: the turn delay at each speed of the design's table, and with zigs
    // the source's two examples (digest §5.2): accelerating 6→7 with 3 zigs gives 6,
    // decelerating 6→5 (highest speed 6) with 3 zigs gives 5.
    void movementTable()
    {
        auto fleet = fleetOf(*m_r, {varnic()});
        QVERIFY(fleet);
        const auto doc = print(*fleet, PrintKind::Sheets);
        QVERIFY(doc);
        const int table[] = {1, 1, 2, 2, 3, 3, 4, 4, 5, 5};
        for (int speed = 1; speed <= 10; ++speed) {
            QCOMPARE(test::textById(*doc, QStringLiteral("ship-1-speed-%1").arg(speed)),
                     QString::number(speed));
            QCOMPARE(test::textById(*doc, QStringLiteral("ship-1-delay-0-%1").arg(speed)),
                     QString::number(table[speed - 1]));
        }
        QVERIFY(!test::itemById(*doc, QStringLiteral("ship-1-speed-11")));
        QCOMPARE(test::textById(*doc, QStringLiteral("ship-1-delay-3-7")), QStringLiteral("6"));
        QCOMPARE(test::textById(*doc, QStringLiteral("ship-1-delay-3-6")), QStringLiteral("5"));
        // Zigs that give the same delays share a row: 0, 1–2, 3–4 … 11–12 (thrust 12).
        QCOMPARE(test::fieldText(*doc, QStringLiteral("ship-1-zigs-0")), QStringLiteral("0 zigs"));
        QCOMPARE(test::fieldText(*doc, QStringLiteral("ship-1-zigs-3")),
                 QStringLiteral("3–4 zigs"));
        QCOMPARE(test::textById(*doc, QStringLiteral("ship-1-delay-11-10")), QStringLiteral("11"));
        QVERIFY(test::itemById(*doc, QStringLiteral("ship-1-zigs-11")));
        QVERIFY(!test::itemById(*doc, QStringLiteral("ship-1-zigs-12")));
        QVERIFY(!test::itemById(*doc, QStringLiteral("ship-1-zigs-13")));
    }

    // Boxes are drawn in their critical groups (digest §5.3, §5.5): a thruster's in rows of 4,
    // a reactor's in blocks of 5 (the DEFAULTs), the row length a rules option.
    void boxGroups()
    {
        const auto gapAfter = [](const std::vector<const Rect *> &b, int n) {
            return b[std::size_t(n)]->x - (b[std::size_t(n - 1)]->x + b[std::size_t(n - 1)]->width);
        };
        auto fleet = fleetOf(*m_r, {varnic()});
        QVERIFY(fleet);
        auto doc = print(*fleet, PrintKind::Sheets);
        QVERIFY(doc);
        const auto thruster = boxes(*doc, QStringLiteral("ship-1-s2-y2-box")); // 8, forward
        QCOMPARE(int(thruster.size()), 8);
        QCOMPARE(thruster[3]->y, thruster[4]->y); // one line
        QVERIFY(gapAfter(thruster, 4) > 1.5 * gapAfter(thruster, 3));
        QVERIFY(qFuzzyCompare(gapAfter(thruster, 3), gapAfter(thruster, 2)));
        const auto reactor = boxes(*doc, QStringLiteral("ship-1-s1-y1-box")); // 18
        QCOMPARE(int(reactor.size()), 18);
        QCOMPARE(reactor[4]->y, reactor[5]->y);
        QVERIFY(gapAfter(reactor, 5) > 1.5 * gapAfter(reactor, 4));
        QVERIFY(qFuzzyCompare(gapAfter(reactor, 4), gapAfter(reactor, 3)));
        QVERIFY(test::fieldText(*doc, QStringLiteral("ship-1-s2-y2-note"))
                    .contains(QStringLiteral("rows of 4*")));
        QVERIFY(test::fieldText(*doc, QStringLiteral("ship-1-s1-y1-note"))
                    .contains(QStringLiteral("blocks of 5*")));
        // What a destroyed row or block costs: once per kind, in the rules at the table.
        const QString criticals = test::fieldText(*doc, QStringLiteral("ship-1-rule-4"));
        QVERIFY2(criticals.contains(QStringLiteral("Thruster −1 thrust per row"))
                     && criticals.contains(QStringLiteral("Reactor −1 power per block"))
                     && criticals.count(QStringLiteral("Thruster")) == 1,
                 qPrintable(criticals));

        fleet->options.set(QStringLiteral("rowLength"), 3);
        doc = print(*fleet, PrintKind::Sheets);
        QVERIFY(doc);
        const auto threes = boxes(*doc, QStringLiteral("ship-1-s2-y2-box"));
        QCOMPARE(threes[2]->y, threes[3]->y);
        QVERIFY(gapAfter(threes, 3) > 1.5 * gapAfter(threes, 2));
        QVERIFY(test::fieldText(*doc, QStringLiteral("ship-1-s2-y2-note"))
                    .contains(QStringLiteral("rows of 3*")));
    }

    // One row per weapon in sheet order, with its figures, arc and range-modifier row, and
    // the fired-last-turn and cool-down boxes.
    void weaponsTable()
    {
        auto fleet = fleetOf(*m_r, {varnic()});
        QVERIFY(fleet);
        const auto doc = print(*fleet, PrintKind::Sheets);
        QVERIFY(doc);
        const char *names[] = {"Heavy Pulse",  "Light Pulse",  "Light Pulse", "Twin Array",
                               "Medium Laser", "Medium Laser", "Twin Array",  "Ion Torpedo"};
        for (int n = 1; n <= 8; ++n) {
            const QString w = QStringLiteral("ship-1-w%1").arg(n);
            QCOMPARE(test::fieldText(*doc, w + QLatin1String("-name")),
                     QLatin1String(names[n - 1]));
            QVERIFY(test::itemById(*doc, w + QLatin1String("-fired")));
            QVERIFY(test::itemById(*doc, w + QLatin1String("-cool")));
            QVERIFY(test::itemById(*doc, w + QLatin1String("-arc-arc-1")));
        }
        QVERIFY(!test::itemById(*doc, QStringLiteral("ship-1-w9-name")));
        QCOMPARE(test::fieldText(*doc, QStringLiteral("ship-1-w1-where")),
                 QStringLiteral("Forward · 300–60°"));
        QCOMPARE(test::fieldText(*doc, QStringLiteral("ship-1-w8-where")),
                 QStringLiteral("Starboard · 0–120°"));
        QCOMPARE(test::fieldText(*doc, QStringLiteral("ship-1-w1-recharge")), QStringLiteral("2"));
        QCOMPARE(test::fieldText(*doc, QStringLiteral("ship-1-w1-power")), QStringLiteral("4"));
        QCOMPARE(test::fieldText(*doc, QStringLiteral("ship-1-w1-damage")),
                 QStringLiteral("3d10+4"));
        QCOMPARE(test::fieldText(*doc, QStringLiteral("ship-1-w1-mode")), QStringLiteral("Pulse"));
        QCOMPARE(test::fieldText(*doc, QStringLiteral("ship-1-w1-intercept")), QStringLiteral("0"));
        const QStringList modifiers = texts({"+10", "+9", "+8", "+7", "+5", "+3", "+1", "−1"});
        for (int r = 0; r < modifiers.size(); ++r)
            QCOMPARE(test::fieldText(*doc, QStringLiteral("ship-1-w1-rm-%1").arg(r)), modifiers[r]);
        QVERIFY(!test::itemById(*doc, QStringLiteral("ship-1-w1-rm-8")));
        QCOMPARE(test::fieldText(*doc, QStringLiteral("ship-1-w2-rm-2")), QStringLiteral("+1"));
        QVERIFY(!test::itemById(*doc, QStringLiteral("ship-1-w2-rm-3")));
    }

    // The written PDF holds the sheet as text (pdftotext): names, figures, charts, weapons.
    void varnicPdfText()
    {
        auto fleet = fleetOf(*m_r, {varnic()});
        QVERIFY(fleet);
        const auto doc = print(*fleet, PrintKind::Sheets);
        QVERIFY(doc);
        const auto pdf = templates::writePdf(*doc, templates::Fonts::shared().value());
        QVERIFY2(pdf.ok(), qPrintable(pdf.ok() ? QString() : pdf.error()));
        QTemporaryDir dir;
        const QString path = test::writeFile(dir, QStringLiteral("varnic.pdf"), pdf.value());
        QProcess tool;
        tool.start(QStringLiteral("pdftotext"), {QStringLiteral("-q"), path, QStringLiteral("-")});
        QVERIFY2(tool.waitForFinished(60000) && tool.exitCode() == 0, "pdftotext runs");
        const QString text = QString::fromUtf8(tool.readAllStandardOutput()).simplified();
        for (const char *expected :
             {"Var'Nic Long Range Destroyer", "Narn Regime", "G'Tal",
              "Power: systems need 18 of the reactor's 24", "Primary section", "Starboard section",
              "Jump Engine", "9–11", "Heavy Pulse", "3d10+4", "Forward · 300–60°", "Ion Torpedo",
              "rating 12, Main", "Movement: turn delay in hexes by speed and zigs", "3–4 zigs"})
            QVERIFY2(text.contains(QString::fromUtf8(expected)), expected);
    }

    // One control sheet per ship, its name in the header: two ships of one design each get
    // their own boxes, and each sheet carries only its own ship's fighters.
    void sheetPerShip()
    {
        auto fleet = fleetOf(*m_r, {varnic()});
        QVERIFY(fleet);
        auto second = std::make_unique<model::scs::ScsShip>();
        second->name = QStringLiteral("Na'Kal");
        second->classId = QStringLiteral("varnic");
        second->fighters.push_back(
            {QStringLiteral("Frazi"), model::scs::FighterSize::Medium, 2, 30, 12});
        fleet->ships.push_back(std::move(second));
        const auto doc = print(*fleet, PrintKind::Sheets);
        QVERIFY(doc);
        QCOMPARE(test::fieldText(*doc, QStringLiteral("ship-1-title")), QStringLiteral("G'Tal"));
        QCOMPARE(test::fieldText(*doc, QStringLiteral("ship-2-title")), QStringLiteral("Na'Kal"));
        QVERIFY(!test::itemById(*doc, QStringLiteral("design-1-title")));
        QCOMPARE(boxes(*doc, QStringLiteral("ship-2-s1-y1-box")).size(),
                 boxes(*doc, QStringLiteral("ship-1-s1-y1-box")).size());
        QVERIFY(!boxes(*doc, QStringLiteral("ship-2-s1-y1-box")).empty());
        QVERIFY(!test::itemById(*doc, QStringLiteral("ship-1-f1-name")));
        QCOMPARE(test::fieldText(*doc, QStringLiteral("ship-2-f2-name")),
                 QStringLiteral("Frazi 2"));
    }

    // The option for one blank sheet per design: every design, used or not, a line for the
    // ship's name and no ship's fighters; with ships chosen, only the designs they fly.
    void blankSheetPerDesign()
    {
        ScsClass spare = varnic();
        spare.id = QStringLiteral("spare");
        spare.name = QStringLiteral("Spare Hull");
        auto fleet = fleetOf(*m_r, {varnic()});
        QVERIFY(fleet);
        fleet->shipAs<model::scs::ScsShip>(0).fighters.push_back(
            {QStringLiteral("Frazi"), model::scs::FighterSize::Medium, 2, 30, 12});
        fleet->designs.push_back(std::make_unique<model::scs::ScsDesign>(spare));
        templates::PrintRequest request;
        request.kinds = {PrintKind::Sheets};
        request.sheetsFor = templates::SheetsFor::Designs;
        auto doc = test::composeFleet(*m_r, *fleet, request);
        QVERIFY(doc);
        QCOMPARE(test::fieldText(*doc, QStringLiteral("design-1-title")),
                 QStringLiteral("Var'Nic Long Range Destroyer"));
        QVERIFY(test::fieldText(*doc, QStringLiteral("design-1-note"))
                    .startsWith(QStringLiteral("Ship: ____")));
        QCOMPARE(test::fieldText(*doc, QStringLiteral("design-2-title")),
                 QStringLiteral("Spare Hull"));
        QVERIFY(!test::itemById(*doc, QStringLiteral("ship-1-title")));
        QVERIFY(!test::itemById(*doc, QStringLiteral("design-1-f1-name")));
        QVERIFY(!test::itemById(*doc, QStringLiteral("scs-unused")));
        request.ships = {0};
        doc = test::composeFleet(*m_r, *fleet, request);
        QVERIFY(doc);
        QVERIFY(test::itemById(*doc, QStringLiteral("design-1-title")));
        QVERIFY(!test::itemById(*doc, QStringLiteral("design-2-title")));
    }

    // Sheets are printed for the fleet's ships; designs no ship uses are named in a notice.
    void onlyDesignsInUse()
    {
        ScsClass spare = varnic();
        spare.id = QStringLiteral("spare");
        spare.name = QStringLiteral("Spare Hull");
        auto fleet = fleetOf(*m_r, {varnic()});
        QVERIFY(fleet);
        fleet->designs.push_back(std::make_unique<model::scs::ScsDesign>(spare));
        const auto doc = print(*fleet, PrintKind::Sheets);
        QVERIFY(doc);
        QVERIFY(test::itemById(*doc, QStringLiteral("ship-1-title")));
        QVERIFY(!test::itemById(*doc, QStringLiteral("design-2-title")));
        QVERIFY(test::fieldText(*doc, QStringLiteral("scs-unused"))
                    .contains(QStringLiteral("Spare Hull")));
    }

    // The hangar and each fighter aboard the design's ships, with its structure boxes.
    void fighters()
    {
        auto fleet = fleetOf(*m_r, {varnic()});
        QVERIFY(fleet);
        auto &ship = fleet->shipAs<model::scs::ScsShip>(0);
        ship.fighters.push_back(
            {QStringLiteral("Frazi"), model::scs::FighterSize::Medium, 6, 30, 12});
        const auto doc = print(*fleet, PrintKind::Sheets);
        QVERIFY(doc);
        QVERIFY(test::fieldText(*doc, QStringLiteral("ship-1-hangar"))
                    .startsWith(QStringLiteral("Hangar: 6 slots (6 medium); fighters carried: 6")));
        for (int f = 1; f <= 6; ++f) {
            QCOMPARE(test::fieldText(*doc, QStringLiteral("ship-1-f%1-name").arg(f)),
                     QStringLiteral("Frazi %1").arg(f));
            QCOMPARE(int(boxes(*doc, QStringLiteral("ship-1-f%1-box").arg(f)).size()), 12);
        }
        QVERIFY(!test::itemById(*doc, QStringLiteral("ship-1-f7-name")));
        // The flight's stat line and the drop-out rule (seed line 81: d6 ≤ structure left).
        QCOMPARE(test::fieldText(*doc, QStringLiteral("ship-1-flight1")),
                 QStringLiteral("Frazi: 6 × medium fighter, structure 12, 30 points each"));
        QVERIFY(test::fieldText(*doc, QStringLiteral("ship-1-hangar"))
                    .contains(QStringLiteral("stays in on d6 ≤ its structure left")));
        // A charge track on a weapon of recharge 3 or more (seed line 4: power diverted
        // shortens the recharge a turn at a time), one box per turn; none on faster weapons.
        const auto &sheet = design(*fleet, 0);
        int n = 0;
        for (const auto &ref : model::scs::weaponsOf(sheet)) {
            ++n;
            const auto charge = boxes(*doc, QStringLiteral("ship-1-w%1-charge-box").arg(n));
            QCOMPARE(int(charge.size()), ref.weapon->recharge >= 3 ? ref.weapon->recharge : 0);
        }

        // Counters: the ship, then its flight (with a facing arrow), then a marker for each
        // ballistic weapon's shot.
        templates::PrintRequest request;
        request.kinds = {PrintKind::Counters};
        auto &torpedo = design(*fleet, 0).sections[4].systems[1];
        QCOMPARE(torpedo.name, QStringLiteral("Ion Torpedo"));
        torpedo.mode = model::scs::WeaponMode::Ballistic;
        const auto counters = test::composeFleet(*m_r, *fleet, request);
        QVERIFY(counters);
        QCOMPARE(test::fieldText(*counters, QStringLiteral("counter-2-name")),
                 QStringLiteral("Frazi"));
        QCOMPARE(test::fieldText(*counters, QStringLiteral("counter-2-design")),
                 QStringLiteral("flight of G'Tal"));
        QVERIFY(test::itemById(*counters, QStringLiteral("counter-2-facing")));
        QCOMPARE(test::fieldText(*counters, QStringLiteral("counter-3-name")),
                 QStringLiteral("Ion Torpedo"));
        QVERIFY(!test::itemById(*counters, QStringLiteral("counter-3-facing")));
        QVERIFY(!test::itemById(*counters, QStringLiteral("counter-4")));
    }

    // A control sheet's footnote (the derived rule and the assumptions) stays on the sheet's
    // last page, smaller if need be, rather than take a page of its own: no page of
    // narn-patrol's sheets holds only a heading and a footnote.
    void noPageOfOnlyAFootnote_data() { paperRows(); }
    void noPageOfOnlyAFootnote()
    {
        QFETCH(QString, page);
        const auto fleet
            = test::parseFleet(*m_r, test::readFile(test::sourcePath(QStringLiteral(
                                         "resources/examples/narn-patrol.fleet.json"))));
        QVERIFY(fleet);
        const auto doc = print(*fleet, PrintKind::Sheets, paper(page));
        QVERIFY(doc);
        const QRegularExpression own(
            QStringLiteral("^ship-\\d+-(title|subtitle|note|derived|assumptions)(-\\d+)?$"));
        int checked = 0;
        for (std::size_t p = 0; p < doc->pages.size(); ++p) {
            bool footnote = false, other = false;
            for (const templates::Item &item : doc->pages[p].items) {
                if (!item.id.startsWith(QLatin1String("ship-")))
                    continue;
                if (item.id.endsWith(QLatin1String("-assumptions")))
                    footnote = true;
                else if (!own.match(item.id).hasMatch())
                    other = true;
            }
            if (footnote) {
                ++checked;
                QVERIFY2(other, qPrintable(QStringLiteral("page %1").arg(p + 1)));
            }
        }
        QVERIFY(checked >= 3); // one per ship
        const QStringList outside = test::itemsOutsidePrintable(*doc, sheetMargins());
        QVERIFY2(outside.isEmpty(), qPrintable(outside.join(QLatin1Char('\n'))));
    }

    // A design of 200 systems runs onto further pages, split between its systems, nothing
    // outside the printable area; twice the systems take about twice the pages.
    void hugeDesignPaginates()
    {
        int pages[2] = {};
        for (int k = 0; k < 2; ++k) {
            const int systems = 200 * (k + 1);
            auto fleet = fleetOf(*m_r, {bigDesign(systems, 30)});
            QVERIFY(fleet);
            const auto doc = print(*fleet, PrintKind::Sheets, templates::pageSizeLetter());
            QVERIFY(doc);
            pages[k] = int(doc->pages.size());
            const QStringList outside = test::itemsOutsidePrintable(*doc, sheetMargins());
            QVERIFY2(outside.isEmpty(), qPrintable(outside.mid(0, 5).join(QLatin1Char('\n'))));
            for (int y : {1, 2, 3, systems / 2, systems})
                QCOMPARE(int(boxes(*doc, QStringLiteral("ship-1-s1-y%1-box").arg(y)).size()), 30);
            QVERIFY(!test::itemById(*doc, QStringLiteral("ship-1-s1-y%1-name").arg(systems + 1)));
        }
        QVERIFY2(pages[0] >= 3, qPrintable(QString::number(pages[0])));
        QVERIFY2(pages[1] >= 2 * pages[0] - 1 && pages[1] <= 2 * pages[0] + 1,
                 qPrintable(QStringLiteral("%1 then %2 pages").arg(pages[0]).arg(pages[1])));
    }

    void edgeDesigns_data()
    {
        QTest::addColumn<int>("edge");
        QTest::addColumn<int>("expectedBoxes"); // of system 1 of section 1; -1: no such system
        QTest::newRow("no sections") << 0 << -1;
        QTest::newRow("zero boxes") << 1 << 0;
        QTest::newRow("10,000 boxes") << 2 << 10000;
        QTest::newRow("negative boxes") << 3 << 0;
        QTest::newRow("10,000 structure boxes, no systems") << 4 << -1;
        QTest::newRow("1,000 chart rows, 1,000 speeds") << 5 << 4;
        QTest::newRow("1,000 range modifiers, long names") << 6 << 4;
        QTest::newRow("no structure block, empty tables") << 7 << 4;
        QTest::newRow("row length 0 and 10,000") << 8 << 40;
    }

    // Malformed or extreme designs lay out without a crash or a hang, every box drawn, nothing
    // outside the printable area.
    void edgeDesigns()
    {
        QFETCH(int, edge);
        QFETCH(int, expectedBoxes);
        ScsClass c = bigDesign(1, 4);
        Section &sec = c.sections[0];
        switch (edge) {
        case 0:
            c.sections.clear();
            break;
        case 1:
            sec.systems[0].boxes = 0;
            break;
        case 2:
            sec.systems[0].boxes = 10000;
            break;
        case 3:
            sec.systems[0].boxes = -5;
            sec.structureBoxes = -3;
            break;
        case 4:
            sec.systems.clear();
            sec.structureBoxes = 10000;
            break;
        case 5:
            for (int i = 0; i < 1000; ++i)
                sec.chart.push_back(row(i + 1, i + 1, "structure"));
            c.turnDelay.assign(1000, 7);
            c.sideChart.assign(1000, {1, 1, QStringLiteral("primary")});
            break;
        case 6:
            sec.systems[0].rangeModifiers.assign(1000, -3);
            sec.systems[0].name = QString(300, QLatin1Char('W'));
            c.name = QString(500, QLatin1Char('N'));
            c.special = QString(5000, QLatin1Char('s'));
            break;
        case 7:
            sec.hasStructure = false;
            sec.chart.clear();
            c.turnDelay.clear();
            c.sideChart.clear();
            break;
        case 8:
            sec.systems[0].boxes = 40;
            sec.systems[0].rowLength = 10000;
            c.sections[0].systems.push_back(sys("Odd", SystemKind::Reactor, 1, 7));
            c.sections[0].systems.back().blockSize = 0;
            break;
        }
        auto fleet = fleetOf(*m_r, {c});
        QVERIFY(fleet);
        if (edge == 8)
            fleet->options.set(QStringLiteral("blockSize"), 0);
        const auto doc = print(*fleet, PrintKind::Sheets, templates::pageSizeLetter());
        QVERIFY(doc);
        QVERIFY(test::itemById(*doc, QStringLiteral("ship-1-title")));
        const QStringList outside = test::itemsOutsidePrintable(*doc, sheetMargins());
        QVERIFY2(outside.isEmpty(), qPrintable(outside.mid(0, 5).join(QLatin1Char('\n'))));
        if (expectedBoxes >= 0)
            QCOMPARE(int(boxes(*doc, QStringLiteral("ship-1-s1-y1-box")).size()), expectedBoxes);
        else
            QVERIFY(!test::itemById(*doc, QStringLiteral("ship-1-s1-y1-name")));
        if (edge == 4)
            QCOMPARE(int(boxes(*doc, QStringLiteral("ship-1-s1-structure-box")).size()), 10000);
    }

    // The shared roster serves SCS fleets too: each ship with its design and points.
    void roster()
    {
        auto fleet = fleetOf(*m_r, {varnic()});
        QVERIFY(fleet);
        const auto doc = print(*fleet, PrintKind::Roster);
        QVERIFY(doc);
        QCOMPARE(test::fieldText(*doc, QStringLiteral("ship-1-1")), QStringLiteral("G'Tal"));
        QCOMPARE(test::fieldText(*doc, QStringLiteral("ship-1-2")),
                 QStringLiteral("Var'Nic Long Range Destroyer"));
        QVERIFY(
            test::fieldText(*doc, QStringLiteral("ship-1-3")).startsWith(QStringLiteral("580")));
    }

    // One counter per ship: its name, its design and an arrow pointing at the bow (the top
    // edge's middle); backs when asked for.
    void counters()
    {
        ScsClass second = varnic();
        second.id = QStringLiteral("gquan");
        second.name = QStringLiteral("G'Quan Heavy Cruiser");
        auto fleet = fleetOf(*m_r, {varnic(), second});
        QVERIFY(fleet);
        templates::PrintRequest request;
        request.kinds = {PrintKind::Counters};
        request.counterBacks = true;
        const auto doc = test::composeFleet(*m_r, *fleet, request);
        QVERIFY(doc);
        QCOMPARE(int(doc->pages.size()), 2); // a sheet and its back
        QCOMPARE(test::fieldText(*doc, QStringLiteral("counter-1-name")), QStringLiteral("G'Tal"));
        QCOMPARE(test::fieldText(*doc, QStringLiteral("counter-1-design")),
                 QStringLiteral("Var'Nic Long Range Destroyer"));
        QCOMPARE(test::fieldText(*doc, QStringLiteral("counter-2-design")),
                 QStringLiteral("G'Quan Heavy Cruiser"));
        QVERIFY(!test::itemById(*doc, QStringLiteral("counter-3")));
        QCOMPARE(test::fieldText(*doc, QStringLiteral("back-1-name")), QStringLiteral("G'Tal"));
        const auto *cell
            = std::get_if<Rect>(&test::itemById(*doc, QStringLiteral("counter-1"))->shape);
        const auto *arrow = std::get_if<templates::Polygon>(
            &test::itemById(*doc, QStringLiteral("counter-1-facing"))->shape);
        QVERIFY(cell && arrow);
        // The tip is the arrow's topmost point, on the counter's vertical centre line.
        const auto tip = std::min_element(arrow->points.begin(), arrow->points.end(),
                                          [](auto a, auto b) { return a.y < b.y; });
        QCOMPARE(tip->x, cell->x + cell->width / 2);
        QVERIFY(tip->y > cell->y && tip->y < cell->y + cell->height / 4);
        const QStringList off = test::itemsOffPage(*doc);
        QVERIFY2(off.isEmpty(), qPrintable(off.join(QLatin1Char('\n'))));
    }
};

QTEST_GUILESS_MAIN(TestPrintScs)
#include "tst_print_scs.moc"
