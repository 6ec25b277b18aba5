// The Sunder the Stars printouts: true-size 4"×6" class cards (digest §4.6) and the units page
// with the initiative sheet (digest §4.1). The cards are typed here by hand (the example
// Medium Cruiser, and made-up cards: no source gives a real class); expected values are the
// cards' own figures and the digest's rules (two damage boxes per track, a battery's 180° arc,
// the others' 90°), never taken from the layouts.

#include "PrintSupport.h"

#include <model/io/FleetFile.h>
#include <model/systems/sunder/SunderDesign.h>
#include <model/systems/sunder/SunderOptions.h>
#include <templates/core/Layout.h>
#include <templates/core/PdfWriter.h>
#include <templates/core/Template.h>

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <set>

using namespace fw;
using model::sunder::Facing;
using model::sunder::HullSize;
using model::sunder::SunderCard;
using model::sunder::Weapon;
using model::sunder::WeaponType;
using templates::Document;
using templates::Item;
using templates::Page;
using templates::PrintKind;
using templates::Rect;

namespace {

// 6 × 4 inches in PDF points.
constexpr double CardWidth = 6 * 72.0;
constexpr double CardHeight = 4 * 72.0;

Weapon weapon(const char *name, WeaponType type, Facing arc, std::vector<int> av)
{
    Weapon w;
    w.name = QString::fromUtf8(name);
    w.type = type;
    w.arc = arc;
    w.av = std::move(av);
    return w;
}

// The example card: a medium cruiser of two tracks.
SunderCard cruiser()
{
    SunderCard c;
    c.id = QStringLiteral("cm");
    c.name = QStringLiteral("Medium Cruiser");
    c.faction = QStringLiteral("Grand Terran Imperium");
    c.size = HullSize::Medium;
    c.points = 12;
    c.initiative = 1;
    c.mp = {5, 4};
    c.shield = {5, 4};
    c.pd = {2, 1};
    c.weapons = {weapon("Main Battery", WeaponType::Battery, Facing::Front, {6, 4}),
                 weapon("Drone Rack", WeaponType::Drone, Facing::Left, {3, 2})};
    c.bays.fighters = {0, 0}; // as the example gives them: empty bays
    c.bays.bombers = {0, 0};
    c.hasBays = true;
    c.example = true;
    return c;
}

SunderCard frigate(const char *id, int initiative, int points)
{
    SunderCard c;
    c.id = QLatin1String(id);
    c.name = QStringLiteral("Frigate %1").arg(QLatin1String(id));
    c.faction = QStringLiteral("Grand Terran Imperium");
    c.size = HullSize::Small;
    c.points = points;
    c.initiative = initiative;
    c.mp = {7};
    c.shield = {3};
    c.pd = {1};
    c.weapons = {weapon("Light Battery", WeaponType::Battery, Facing::Front, {3})};
    return c;
}

// A large carrier of three tracks with `weapons` weapons of long names, every type and arc, and
// bays: the fullest card a player is likely to design.
SunderCard carrier(int weapons)
{
    SunderCard c;
    c.id = QStringLiteral("mc");
    c.name = QStringLiteral("MegaCarrier of the Grand Terran Imperium Home Fleet");
    c.faction = QStringLiteral("League of the Star Wolves");
    c.size = HullSize::Large;
    c.points = 24;
    c.initiative = -1;
    c.mp = {3, 2, 1};
    c.shield = {6, 5, 4};
    c.pd = {4, 3, 2};
    const char *names[]
        = {"Heavy Turbolaser Battery", "Forward Drone Launcher", "Fusion Lance Projector",
           "Starboard Missile Rack",   "Port Broadside Battery", "Aft Defensive Drones",
           "Secondary Fusion Cannon",  "Long Range Torpedo Rack"};
    const WeaponType types[]
        = {WeaponType::Battery, WeaponType::Drone, WeaponType::Fusion, WeaponType::Rack};
    const Facing arcs[] = {Facing::Front, Facing::Right, Facing::Back, Facing::Left};
    for (int i = 0; i < weapons; ++i)
        c.weapons.push_back(
            weapon(names[i % 8], types[i % 4], arcs[(i / 4) % 4], {10 + i % 3, 8, 5}));
    c.bays.fighters = {6, 4, 2};
    c.bays.bombers = {6, 3, 1};
    c.hasBays = true;
    return c;
}

struct ShipSpec
{
    const char *name;
    const char *card;
    const char *group = "";
    bool flagship = false;
};

std::unique_ptr<model::Fleet> fleetOf(const test::Registries &r, std::vector<SunderCard> cards,
                                      const std::vector<ShipSpec> &ships = {},
                                      const std::vector<const char *> &groups = {})
{
    const model::GameSystem *system = r.systems.find(QStringLiteral("sunder"));
    if (!system)
        return nullptr;
    auto fleet = system->createFleet();
    fleet->name = QStringLiteral("Imperial Patrol");
    fleet->budget = 50;
    auto &settings = static_cast<model::sunder::SunderFleetSettings &>(*fleet->settings);
    settings.faction = QStringLiteral("Grand Terran Imperium");
    for (const char *g : groups)
        settings.groups.push_back({QLatin1String(g), model::sunder::GroupKind::Squadron, {}, {}});
    for (SunderCard &c : cards)
        fleet->designs.push_back(std::make_unique<model::sunder::SunderDesign>(std::move(c)));
    for (const ShipSpec &s : ships) {
        auto ship = std::make_unique<model::sunder::SunderShip>();
        ship->name = QLatin1String(s.name);
        ship->classId = QLatin1String(s.card);
        ship->group = QLatin1String(s.group);
        ship->flagship = s.flagship;
        fleet->ships.push_back(std::move(ship));
    }
    return fleet;
}

const Rect *rectById(const Document &doc, const QString &id, int *page = nullptr)
{
    const Item *item = test::itemById(doc, id, page);
    return item ? std::get_if<Rect>(&item->shape) : nullptr;
}

int pageOf(const Document &doc, const QString &id)
{
    int page = -1;
    test::itemById(doc, id, &page);
    return page;
}

// Data rows for both papers, by their ids in a column "page".
void paperRows()
{
    QTest::addColumn<QString>("page");
    for (const char *id : {"a4", "letter"})
        QTest::newRow(id) << QString::fromLatin1(id);
}

templates::PageSize paper(const QString &id)
{
    return templates::pageSize(id).value_or(templates::PageSize{});
}

// The one-card-per-page template that comes with the sources (docs/printing.md names it).
templates::Template cardPagesTemplate()
{
    templates::LayoutRegistry layouts;
    templates::registerBuiltinLayouts(layouts);
    const auto load = templates::TemplateFile::load(
        test::sourcePath(QStringLiteral("templates/sunder/cards-4x6.json")), layouts.specs());
    if (!load.ok())
        qFatal("%s", qPrintable(load.errorText()));
    return *load.value;
}

// The text of a PDF (pdftotext), whitespace simplified.
QString pdfText(const Document &doc, QTemporaryDir &dir, const QString &name)
{
    const auto pdf = templates::writePdf(doc, templates::Fonts::shared().value());
    if (!pdf.ok())
        return {};
    const QString path = test::writeFile(dir, name, pdf.value());
    QProcess tool;
    tool.start(QStringLiteral("pdftotext"), {QStringLiteral("-q"), path, QStringLiteral("-")});
    if (!tool.waitForFinished(60000) || tool.exitCode() != 0)
        return {};
    return QString::fromUtf8(tool.readAllStandardOutput()).simplified();
}

// The PDF's content streams uncompressed (qpdf --qdf), to read the drawing operators.
QString pdfContent(const Document &doc, QTemporaryDir &dir, const QString &name)
{
    const auto pdf = templates::writePdf(doc, templates::Fonts::shared().value());
    if (!pdf.ok())
        return {};
    const QString path = test::writeFile(dir, name, pdf.value());
    const QString plain = dir.filePath(QStringLiteral("plain-") + name);
    QProcess tool;
    tool.start(QStringLiteral("qpdf"),
               {QStringLiteral("--qdf"), QStringLiteral("--object-streams=disable"), path, plain});
    if (!tool.waitForFinished(60000) || tool.exitCode() != 0)
        return {};
    QFile file(plain);
    return file.open(QIODevice::ReadOnly) ? QString::fromLatin1(file.readAll()) : QString();
}

} // namespace

class TestPrintSunder : public QObject
{
    Q_OBJECT

    std::unique_ptr<test::Registries> m_r;

    std::optional<Document> print(const model::Fleet &fleet, PrintKind kind,
                                  const templates::PageSize &page = templates::pageSizeA4())
    {
        return test::composeFleet(*m_r, fleet, {kind}, page);
    }
    std::optional<Document> printOnCardPages(const model::Fleet &fleet)
    {
        templates::PrintRequest request;
        request.kinds = {PrintKind::Sheets};
        request.templates[QStringLiteral("sunder.cards")] = cardPagesTemplate();
        return test::composeFleet(*m_r, fleet, request);
    }

private Q_SLOTS:
    void initTestCase()
    {
        test::installEnglish();
        m_r = test::makeRegistries();
        QVERIFY(m_r);
        QVERIFY2(m_r->systems.find(QStringLiteral("sunder")), "the sunder system is registered");
        QVERIFY2(templates::Fonts::shared(), qPrintable(templates::Fonts::shared().error()));
    }

    void builtinTemplates();
    void cardContents_data() { paperRows(); }
    void cardContents();
    void arcDiagrams();
    void cardPdf();
    void trueSize();
    void twoPerPage_data() { paperRows(); }
    void twoPerPage();
    void onePerCardPage();
    void largeCardFits_data();
    void largeCardFits();
    void fullCardKeepsFootnotes();
    void everyCardPrints();
    void rosterBySquadron();
    void rosterSharesPages();
    void initiativeSheet();
    void patrolFile();
};

// Both printouts are registered for the game; their built-in templates (and the one-card-per-page
// template) load and fit both paper sizes.
void TestPrintSunder::builtinTemplates()
{
    for (const auto &[name, kind] : {std::pair{"sunder.cards", PrintKind::Sheets},
                                     std::pair{"sunder.units", PrintKind::Roster}}) {
        const QString problem
            = test::builtinTemplateProblem(QLatin1String(name), QStringLiteral("sunder"), kind);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
    QVERIFY(cardPagesTemplate().flag(QStringLiteral("cardPages")));
}

// The cruiser's card against its figures: the header, a row per track (two for a medium card)
// with MP, shield, PD and each weapon's AV, two damage boxes per track (digest §4.6), the weapons'
// names and types, the example note.
void TestPrintSunder::cardContents()
{
    QFETCH(QString, page);
    auto fleet = fleetOf(*m_r, {cruiser()}, {{"Valiant", "cm"}});
    QVERIFY(fleet);
    const auto doc = print(*fleet, PrintKind::Sheets, paper(page));
    QVERIFY(doc);
    QCOMPARE(test::fieldText(*doc, QStringLiteral("ship-1-name")), QStringLiteral("Valiant"));
    QCOMPARE(test::fieldText(*doc, QStringLiteral("ship-1-points")), QStringLiteral("Points 12"));
    QCOMPARE(test::fieldText(*doc, QStringLiteral("ship-1-about")),
             QStringLiteral("Medium Cruiser · Grand Terran Imperium · Medium · Initiative +1"));
    QCOMPARE(test::fieldText(*doc, QStringLiteral("ship-1-example")),
             QStringLiteral("Example card made for Fleetwright"));
    // Track by column: the card's per-track lists, track 1 first.
    const std::vector<std::pair<const char *, std::vector<int>>> columns
        = {{"mp", {5, 4}}, {"shield", {5, 4}}, {"pd", {2, 1}}, {"w1", {6, 4}}, {"w2", {3, 2}}};
    for (const auto &[column, values] : columns) {
        for (int track = 1; track <= 2; ++track)
            QCOMPARE(
                test::fieldText(
                    *doc, QStringLiteral("ship-1-t%1-%2").arg(track).arg(QLatin1String(column))),
                QString::number(values[std::size_t(track - 1)]));
        QVERIFY(!test::itemById(*doc, QStringLiteral("ship-1-t3-%1").arg(QLatin1String(column))));
    }
    QCOMPARE(test::fieldText(*doc, QStringLiteral("ship-1-t2-track")), QStringLiteral("2"));
    // Two damage boxes per track: 1-2 on track 1, 3-4 on track 2, none beyond.
    for (int box = 1; box <= 4; ++box) {
        const int track = (box + 1) / 2;
        QVERIFY2(rectById(*doc, QStringLiteral("ship-1-t%1-box-%2").arg(track).arg(box)),
                 qPrintable(QString::number(box)));
    }
    QVERIFY(!test::itemById(*doc, QStringLiteral("ship-1-t2-box-5")));
    QVERIFY(!test::itemById(*doc, QStringLiteral("ship-1-t3-box-5")));
    QCOMPARE(test::fieldText(*doc, QStringLiteral("ship-1-w1-name")),
             QStringLiteral("Main Battery"));
    QCOMPARE(test::fieldText(*doc, QStringLiteral("ship-1-w1-type")), QStringLiteral("Battery"));
    QCOMPARE(test::fieldText(*doc, QStringLiteral("ship-1-w1-facing")),
             QStringLiteral("Front 180°"));
    QCOMPARE(test::fieldText(*doc, QStringLiteral("ship-1-w2-type")), QStringLiteral("Drone"));
    QCOMPARE(test::fieldText(*doc, QStringLiteral("ship-1-w2-facing")), QStringLiteral("Left 90°"));
    // Only empty bays on the card: no bay columns (a carrier's show, see largeCardFits).
    QVERIFY(!test::itemById(*doc, QStringLiteral("ship-1-t1-fighters")));
    // Reach (digest §4.3): battery 16 hexes in 4-hex bands, drone 8.
    const QString notes = test::fieldText(*doc, QStringLiteral("ship-1-notes"));
    QVERIFY2(notes.contains(QStringLiteral("Battery 16 hexes, −1 AV per 4 after the first 4")),
             qPrintable(notes));
    QVERIFY2(notes.contains(QStringLiteral("Drone 8 hexes")), qPrintable(notes));
    QVERIFY2(!notes.contains(QStringLiteral("Ship:")), qPrintable(notes)); // a ship's own card
}

// Each weapon's arc diagram: the battery's wedge is the front half (180°), the drone's the
// 90° quarter centred on the left; a weapon's own `degrees` replaces its type's.
void TestPrintSunder::arcDiagrams()
{
    SunderCard card = cruiser();
    card.weapons.push_back(weapon("Narrow Rack", WeaponType::Rack, Facing::Right, {2, 1}));
    card.weapons.back().degrees = 60;
    auto fleet = fleetOf(*m_r, {card});
    QVERIFY(fleet);
    const auto doc = print(*fleet, PrintKind::Sheets);
    QVERIFY(doc);
    // The angle of every wedge point about the circle's centre, clockwise from the bow (up).
    const auto spread = [&](int w) {
        const Item *circle = test::itemById(*doc, QStringLiteral("design-1-w%1-arc").arg(w));
        const Item *wedge = test::itemById(*doc, QStringLiteral("design-1-w%1-arc-arc-1").arg(w));
        const auto *c = circle ? std::get_if<templates::Circle>(&circle->shape) : nullptr;
        const auto *p = wedge ? std::get_if<templates::Polygon>(&wedge->shape) : nullptr;
        std::vector<double> angles;
        if (!c || !p)
            return angles;
        for (const templates::Point &pt : p->points) {
            if (std::hypot(pt.x - c->cx, pt.y - c->cy) < c->radius / 2)
                continue; // the centre
            double a = std::atan2(pt.x - c->cx, c->cy - pt.y) * 180 / M_PI;
            angles.push_back(a < 0 ? a + 360 : a);
        }
        return angles;
    };
    const auto covers = [](const std::vector<double> &angles, double from, double to) {
        // Every point within [from, to] (clockwise, degrees), and both ends reached.
        const auto rel = [from](double a) {
            return std::fmod(a - from + 720, 360);
        };
        const double span = std::fmod(to - from + 720, 360);
        double lo = 360, hi = -1;
        for (double a : angles) {
            double r = rel(a);
            if (r > 359.5)
                r -= 360;
            if (r < -0.5 || r > span + 0.5)
                return false;
            lo = std::min(lo, r), hi = std::max(hi, r);
        }
        return !angles.empty() && lo < 0.5 && hi > span - 0.5;
    };
    QVERIFY(covers(spread(1), 270, 90));  // battery: front 180°
    QVERIFY(covers(spread(2), 225, 315)); // drone: left 90°
    QVERIFY(covers(spread(3), 60, 120));  // rack: right, its own 60°
    QCOMPARE(test::fieldText(*doc, QStringLiteral("design-1-w3-facing")),
             QStringLiteral("Right 60°"));
}

// The written PDF holds the card as text (pdftotext).
void TestPrintSunder::cardPdf()
{
    auto fleet = fleetOf(*m_r, {cruiser()}, {{"Valiant", "cm"}});
    QVERIFY(fleet);
    const auto doc = print(*fleet, PrintKind::Sheets);
    QVERIFY(doc);
    QTemporaryDir dir;
    const QString text = pdfText(*doc, dir, QStringLiteral("cards.pdf"));
    for (const char *expected :
         {"Valiant", "Medium Cruiser", "Points 12",
          "Grand Terran Imperium · Medium · Initiative +1", "Example card made for Fleetwright",
          "Main Battery", "Drone Rack", "Front 180°", "Left 90°", "MP", "Shield", "PD", "Damage"})
        QVERIFY2(text.contains(QString::fromUtf8(expected)), expected);
}

// True size: the card's cut rectangle is 6 × 4 inches, 432 × 288 pt, in the display list and in
// the PDF's drawing operators, on A4 and on a page of its own.
void TestPrintSunder::trueSize()
{
    auto fleet = fleetOf(*m_r, {cruiser()});
    QVERIFY(fleet);
    for (int onCardPage = 0; onCardPage < 2; ++onCardPage) {
        const auto doc = onCardPage ? printOnCardPages(*fleet) : print(*fleet, PrintKind::Sheets);
        QVERIFY(doc);
        const Rect *card = rectById(*doc, QStringLiteral("design-1-card"));
        QVERIFY(card);
        QCOMPARE(card->width, CardWidth);
        QCOMPARE(card->height, CardHeight);
        QTemporaryDir dir;
        const QString content = pdfContent(*doc, dir, QStringLiteral("size.pdf"));
        QVERIFY(!content.isEmpty());
        static const QRegularExpression re(QStringLiteral("\\s432(\\.0+)? 288(\\.0+)? re\\b"));
        QCOMPARE(int(content.count(re)), 1);
    }
}

// Two cards to an A4 or Letter page, inside the printable area, not overlapping, each with its
// eight cut marks outside the card.
void TestPrintSunder::twoPerPage()
{
    QFETCH(QString, page);
    auto fleet = fleetOf(*m_r, {cruiser(), frigate("ff", 2, 6), carrier(4)});
    QVERIFY(fleet);
    const auto doc = print(*fleet, PrintKind::Sheets, paper(page));
    QVERIFY(doc);
    QCOMPARE(int(doc->pages.size()), 2);
    int pages[3] = {};
    for (int d = 0; d < 3; ++d) {
        const Rect *card = rectById(*doc, QStringLiteral("design-%1-card").arg(d + 1), &pages[d]);
        QVERIFY(card);
        const Page &p = doc->pages[std::size_t(pages[d])];
        QCOMPARE(p.width, paper(page).width);
        QVERIFY(card->x > 0 && card->x + card->width < p.width);
        QVERIFY(card->y > 0 && card->y + card->height < p.height);
        // A mark that would leave the printable area (above a card at the top of the page) is
        // left out; every cut line keeps a mark at its other end.
        std::set<QString> marked;
        for (int m = 1; m <= 8; ++m) {
            const Item *mark
                = test::itemById(*doc, QStringLiteral("design-%1-cut-%2").arg(d + 1).arg(m));
            if (!mark)
                continue;
            const auto *l = std::get_if<templates::Line>(&mark->shape);
            QVERIFY(l);
            QVERIFY(l->y1 >= templates::mm(10) - 0.01 && l->y2 >= templates::mm(10) - 0.01);
            if (l->x1 == l->x2)
                marked.insert(l->x1 == card->x ? QStringLiteral("left") : QStringLiteral("right"));
            else
                marked.insert(l->y1 == card->y ? QStringLiteral("top") : QStringLiteral("bottom"));
            // Outside the card: beyond its left or right edge, or above or below it.
            const bool outside = std::max(l->x1, l->x2) < card->x
                                 || std::min(l->x1, l->x2) > card->x + card->width
                                 || std::max(l->y1, l->y2) < card->y
                                 || std::min(l->y1, l->y2) > card->y + card->height;
            QVERIFY2(outside, qPrintable(mark->id));
        }
        QCOMPARE(marked.size(), std::size_t(4));
        QVERIFY(!test::itemById(*doc, QStringLiteral("design-%1-cut-9").arg(d + 1)));
    }
    QCOMPARE(pages[0], 0);
    QCOMPARE(pages[1], 0);
    QCOMPARE(pages[2], 1);
    const Rect *a = rectById(*doc, QStringLiteral("design-1-card"));
    const Rect *b = rectById(*doc, QStringLiteral("design-2-card"));
    QVERIFY(a->y + a->height < b->y);
    QVERIFY(test::itemsOffPage(*doc).isEmpty());
}

// With the cardPages template every card is a page of its own 6 × 4 in (landscape), the card
// filling it, without the footer; pdfinfo reads that page size from the PDF.
void TestPrintSunder::onePerCardPage()
{
    auto fleet = fleetOf(*m_r, {cruiser(), frigate("ff", 2, 6), carrier(8)});
    QVERIFY(fleet);
    const auto doc = printOnCardPages(*fleet);
    QVERIFY(doc);
    QCOMPARE(int(doc->pages.size()), 3);
    for (int d = 0; d < 3; ++d) {
        const Page &p = doc->pages[std::size_t(d)];
        QCOMPARE(p.width, CardWidth);
        QCOMPARE(p.height, CardHeight);
        QCOMPARE(test::pageWithId(*doc, QStringLiteral("design-%1").arg(d + 1)), d);
        QVERIFY(test::itemsWithId(p, QStringLiteral("badge")).empty());
        QVERIFY(test::itemsWithId(p, QStringLiteral("design-%1-cut").arg(d + 1)).empty());
    }
    const QStringList off = test::itemsOffPage(*doc);
    QVERIFY2(off.isEmpty(), qPrintable(off.join(QLatin1Char('\n'))));
    const auto pdf = templates::writePdf(*doc, templates::Fonts::shared().value());
    QVERIFY(pdf.ok());
    QTemporaryDir dir;
    const QString path = test::writeFile(dir, QStringLiteral("cards.pdf"), pdf.value());
    QProcess tool;
    tool.start(QStringLiteral("pdfinfo"), {path});
    QVERIFY(tool.waitForFinished(60000) && tool.exitCode() == 0);
    const QString info = QString::fromUtf8(tool.readAllStandardOutput());
    QVERIFY2(info.contains(QRegularExpression(QStringLiteral("Page size: +432 x 288 pts"))),
             qPrintable(info));
    QVERIFY2(info.contains(QRegularExpression(QStringLiteral("Pages: +3\\n"))), qPrintable(info));
}

void TestPrintSunder::largeCardFits_data()
{
    QTest::addColumn<int>("weapons");
    QTest::addColumn<int>("tables");
    QTest::newRow("4 weapons, one table") << 4 << 1;
    QTest::newRow("8 weapons, two tables") << 8 << 2;
    QTest::newRow("14 weapons, three tables") << 14 << 3;
}

// A large carrier with long names, three tracks, bays and many weapons: everything stays on the
// card (nothing outside its cut rectangle), no text is cut with an ellipsis, every AV is there.
void TestPrintSunder::largeCardFits()
{
    QFETCH(int, weapons);
    QFETCH(int, tables);
    auto fleet = fleetOf(*m_r, {carrier(weapons)});
    QVERIFY(fleet);
    for (int onCardPage = 0; onCardPage < 2; ++onCardPage) {
        const auto doc = onCardPage ? printOnCardPages(*fleet) : print(*fleet, PrintKind::Sheets);
        QVERIFY(doc);
        int page = -1;
        const Rect *card = rectById(*doc, QStringLiteral("design-1-card"), &page);
        QVERIFY(card);
        const Page &p = doc->pages[std::size_t(page)];
        // The card's own items (cut marks aside) lie inside it.
        QStringList outside;
        // The notes on the card, or on its second part when the card is full.
        const Rect *part2 = rectById(*doc, QStringLiteral("design-1-part2-card"));
        const Rect *notesOn = part2 ? part2 : card;
        outside << test::itemsOutsideArea(
            doc->pages[std::size_t(part2 ? pageOf(*doc, QStringLiteral("design-1-part2-card"))
                                         : page)],
            QStringLiteral("design-1-notes"), notesOn->x, notesOn->y, notesOn->x + notesOn->width,
            notesOn->y + notesOn->height);
        for (const QString &part :
             {QStringLiteral("name"), QStringLiteral("points"), QStringLiteral("about"),
              QStringLiteral("h"), QStringLiteral("rule")})
            outside << test::itemsOutsideArea(p, QStringLiteral("design-1-") + part, card->x,
                                              card->y, card->x + card->width,
                                              card->y + card->height);
        for (int k = 1; k <= 3; ++k)
            outside << test::itemsOutsideArea(p, QStringLiteral("design-1-t%1").arg(k), card->x,
                                              card->y, card->x + card->width,
                                              card->y + card->height);
        for (int w = 1; w <= weapons; ++w)
            outside << test::itemsOutsideArea(p, QStringLiteral("design-1-w%1").arg(w), card->x,
                                              card->y, card->x + card->width,
                                              card->y + card->height);
        QVERIFY2(outside.isEmpty(), qPrintable(outside.join(QLatin1Char('\n'))));
        for (const QString &text : test::pageTexts(p))
            QVERIFY2(!text.contains(QChar(0x2026)), qPrintable(text));
        QCOMPARE(int(test::itemsWithId(p, QStringLiteral("design-1-h-track")).size()), tables);
        for (int w = 1; w <= weapons; ++w) {
            const QString n = QString::number(w);
            QCOMPARE(test::fieldText(*doc, QStringLiteral("design-1-t1-w") + n),
                     QString::number(10 + (w - 1) % 3));
            QCOMPARE(test::fieldText(*doc, QStringLiteral("design-1-t2-w") + n),
                     QStringLiteral("8"));
            QCOMPARE(test::fieldText(*doc, QStringLiteral("design-1-t3-w") + n),
                     QStringLiteral("5"));
        }
        QCOMPARE(test::fieldText(*doc, QStringLiteral("design-1-t1-fighters")),
                 QStringLiteral("6"));
        QCOMPARE(test::fieldText(*doc, QStringLiteral("design-1-t3-bombers")), QStringLiteral("1"));
        QVERIFY(rectById(*doc, QStringLiteral("design-1-t3-box-6")));
        QVERIFY(!test::itemById(*doc, QStringLiteral("design-1-t3-box-7")));
    }
}

// A card too full for its reach line and notes at the print floors keeps them: they go on the
// card's second part, placed next to it (and on a page of its own with the 4 x 6 in template).
// No label on a card is below 6 pt, "Bombers" included, and the column titles
// stay inside their columns.
void TestPrintSunder::fullCardKeepsFootnotes()
{
    SunderCard full = carrier(14);
    full.notes = QStringLiteral("Flagship of the home fleet. ").repeated(100).trimmed();
    auto fleet = fleetOf(*m_r, {full});
    QVERIFY(fleet);
    for (int onCardPage = 0; onCardPage < 2; ++onCardPage) {
        const auto doc = onCardPage ? printOnCardPages(*fleet) : print(*fleet, PrintKind::Sheets);
        QVERIFY(doc);
        const QString notes = test::fieldText(*doc, QStringLiteral("design-1-notes"));
        QVERIFY2(notes.contains(QStringLiteral("Reach: Battery")), qPrintable(notes));
        QVERIFY2(notes.contains(QStringLiteral("home fleet")), qPrintable(notes));
        QVERIFY(rectById(*doc, QStringLiteral("design-1-part2-card")));
        QVERIFY2(test::fieldText(*doc, QStringLiteral("design-1-part2-name"))
                     .endsWith(QStringLiteral("(continued)")),
                 qPrintable(test::fieldText(*doc, QStringLiteral("design-1-part2-name"))));
        for (const templates::Page &p : doc->pages) {
            for (const Item &item : p.items) {
                if (const auto *text = std::get_if<templates::Text>(&item.shape))
                    QVERIFY2(text->size >= 6 - 1e-6, qPrintable(item.id));
            }
        }
        const Item *bombers = test::itemById(*doc, QStringLiteral("design-1-h-bombers"));
        QVERIFY(bombers);
        QVERIFY(std::get<templates::Text>(bombers->shape).size >= 6);
    }
    // A card with room keeps its notes on the card itself.
    fleet = fleetOf(*m_r, {cruiser()});
    QVERIFY(fleet);
    const auto doc = print(*fleet, PrintKind::Sheets);
    QVERIFY(doc);
    QVERIFY(!rectById(*doc, QStringLiteral("design-1-part2-card")));
    QVERIFY(!test::fieldText(*doc, QStringLiteral("design-1-notes")).isEmpty());
}

// The patrol's roster, its roster by squadron and its initiative sheet each took a page of their
// own, 30 to 54 % full; a printout of one page now shares the page before when it fits below it:
// two pages, the roster by squadron under the fleet roster, the footer naming both.
void TestPrintSunder::rosterSharesPages()
{
    const model::LoadResult loaded = model::FleetFile::load(
        test::sourcePath(QStringLiteral("resources/examples/imperial-patrol.fleet.json")),
        m_r->systems);
    QVERIFY2(loaded.ok(), qPrintable(loaded.errorText()));
    for (const char *id : {"a4", "letter"}) {
        templates::PrintRequest request;
        request.kinds = {PrintKind::Roster};
        request.page = paper(QLatin1String(id));
        const auto doc = test::composeFleet(*m_r, *loaded.fleet, request);
        QVERIFY(doc);
        QCOMPARE(int(doc->pages.size()), 2);
        QCOMPARE(pageOf(*doc, QStringLiteral("units-title")), 0);
        QCOMPARE(pageOf(*doc, QStringLiteral("initiative-title")), 1);
        const Page &first = doc->pages.front();
        double lowest = 0;
        for (const Item &item : first.items) {
            if (const auto *r = std::get_if<Rect>(&item.shape);
                r && item.id != QLatin1String("badge"))
                lowest = std::max(lowest, r->y + r->height);
        }
        QVERIFY(lowest <= first.printableBottom + 0.01);
        QVERIFY2(test::fieldText(*doc, QStringLiteral("footer-title"))
                     .contains(QStringLiteral("Units and initiative")),
                 qPrintable(test::fieldText(*doc, QStringLiteral("footer-title"))));
    }
}

// One card per ship, its name in the header, then every card no ship uses (a player designing a
// card sees it) under its own "design-N" id for the preview; with the option, one blank card per
// card of the fleet, with a line for the ship's name; with ships chosen, only their cards.
void TestPrintSunder::everyCardPrints()
{
    auto fleet = fleetOf(*m_r, {cruiser(), frigate("ff", 2, 6)}, {{"Valiant", "ff"}});
    QVERIFY(fleet);
    auto doc = print(*fleet, PrintKind::Sheets);
    QVERIFY(doc);
    QCOMPARE(test::fieldText(*doc, QStringLiteral("ship-1-name")), QStringLiteral("Valiant"));
    QVERIFY(test::fieldText(*doc, QStringLiteral("ship-1-about"))
                .startsWith(QStringLiteral("Frigate ff · ")));
    QCOMPARE(test::fieldText(*doc, QStringLiteral("design-1-name")),
             QStringLiteral("Medium Cruiser"));
    QVERIFY(!test::itemById(*doc, QStringLiteral("design-2-name")));
    QVERIFY(
        !test::fieldText(*doc, QStringLiteral("ship-1-notes")).contains(QStringLiteral("Ship:")));

    templates::PrintRequest request;
    request.kinds = {PrintKind::Sheets};
    request.sheetsFor = templates::SheetsFor::Designs;
    doc = test::composeFleet(*m_r, *fleet, request);
    QVERIFY(doc);
    QCOMPARE(test::fieldText(*doc, QStringLiteral("design-2-name")), QStringLiteral("Frigate ff"));
    QVERIFY(test::fieldText(*doc, QStringLiteral("design-2-notes"))
                .contains(QStringLiteral("Ship: ____")));
    QVERIFY(test::itemById(*doc, QStringLiteral("design-1-name")));
    QVERIFY(!test::itemById(*doc, QStringLiteral("ship-1-name")));

    request.sheetsFor = templates::SheetsFor::Ships;
    request.ships = {0};
    doc = test::composeFleet(*m_r, *fleet, request);
    QVERIFY(doc);
    QVERIFY(test::itemById(*doc, QStringLiteral("ship-1-name")));
    QVERIFY(!test::itemById(*doc, QStringLiteral("design-1-name"))); // not the chosen ship's
}

// The roster by squadron: the fleet's groups in order with their ships, then each ship of no
// group (or of a group the fleet lacks) as a unit of its own; a group's modifier is the lowest
// of its ships' (marked as an assumption when they differ); points per ship, unit and fleet.
void TestPrintSunder::rosterBySquadron()
{
    auto fleet = fleetOf(*m_r, {cruiser(), frigate("ff", 2, 6), frigate("fs", 3, 5)},
                         {{"Valiant", "cm", "Lance", true},
                          {"Swift", "ff", "Lance"},
                          {"Loner", "fs"},
                          {"Stray", "ff", "Ghost"},
                          {"Dart", "fs", "Pair"},
                          {"Arrow", "fs", "Pair"}},
                         {"Lance", "Pair"});
    QVERIFY(fleet);
    const auto doc = print(*fleet, PrintKind::Roster);
    QVERIFY(doc);
    const auto cell = [&](const QString &row, int column) {
        return test::fieldText(*doc, QStringLiteral("%1-%2").arg(row).arg(column));
    };
    // Lance: the cruiser (+1, 12 pts) and a frigate (+2, 6 pts): +1 (the lowest), 18 points.
    QCOMPARE(cell(QStringLiteral("unit-1"), 0), QStringLiteral("Lance (Squadron)"));
    QCOMPARE(cell(QStringLiteral("unit-1"), 1), QStringLiteral("ships: 2"));
    QCOMPARE(cell(QStringLiteral("unit-1"), 3), QStringLiteral("+1*"));
    QCOMPARE(cell(QStringLiteral("unit-1"), 4), QStringLiteral("18"));
    QCOMPARE(cell(QStringLiteral("unit-1-ship-1"), 1), QStringLiteral("Valiant, flagship"));
    QCOMPARE(cell(QStringLiteral("unit-1-ship-1"), 2), QStringLiteral("Medium Cruiser"));
    QCOMPARE(cell(QStringLiteral("unit-1-ship-1"), 3), QStringLiteral("+1"));
    QCOMPARE(cell(QStringLiteral("unit-1-ship-1"), 4), QStringLiteral("12"));
    QCOMPARE(cell(QStringLiteral("unit-1-ship-2"), 1), QStringLiteral("Swift"));
    QCOMPARE(cell(QStringLiteral("unit-1-ship-2"), 3), QStringLiteral("+2"));
    QVERIFY(!test::itemById(*doc, QStringLiteral("unit-1-ship-3-0")));
    // Pair: two ships of +3: +3, not marked (the assumption changes nothing), 10 points.
    QCOMPARE(cell(QStringLiteral("unit-2"), 0), QStringLiteral("Pair (Squadron)"));
    QCOMPARE(cell(QStringLiteral("unit-2"), 3), QStringLiteral("+3"));
    QCOMPARE(cell(QStringLiteral("unit-2"), 4), QStringLiteral("10"));
    // Then the lone ships in the fleet's order: Loner, and Stray (its group does not exist).
    QCOMPARE(cell(QStringLiteral("unit-3"), 0), QStringLiteral("Loner"));
    QCOMPARE(cell(QStringLiteral("unit-3"), 3), QStringLiteral("+3"));
    QCOMPARE(cell(QStringLiteral("unit-3"), 4), QStringLiteral("5"));
    QCOMPARE(cell(QStringLiteral("unit-4"), 0), QStringLiteral("Stray"));
    QCOMPARE(cell(QStringLiteral("unit-4"), 3), QStringLiteral("+2"));
    QVERIFY(!test::itemById(*doc, QStringLiteral("unit-5-0")));
    // 12 + 6 + 5 + 6 + 5 + 5 = 39 of the budget's 50.
    QCOMPARE(cell(QStringLiteral("units-total"), 1), QStringLiteral("units: 4, ships: 6"));
    QCOMPARE(cell(QStringLiteral("units-total"), 4), QStringLiteral("39 of 50"));
    QVERIFY(test::fieldText(*doc, QStringLiteral("units-assumption"))
                .contains(QStringLiteral("lowest initiative modifier")));
    // With the rules option squadronInitiative at "highest", Lance rolls with +2.
    fleet->options.set(QLatin1String(model::sunder::option::SquadronInitiative),
                       QStringLiteral("highest"));
    const auto highest = print(*fleet, PrintKind::Roster);
    QVERIFY(highest);
    QCOMPARE(test::fieldText(*highest, QStringLiteral("unit-1-3")), QStringLiteral("+2*"));
    QCOMPARE(test::fieldText(*highest, QStringLiteral("unit-2-3")), QStringLiteral("+3"));
    QVERIFY(test::fieldText(*highest, QStringLiteral("units-assumption"))
                .contains(QStringLiteral("highest initiative modifier")));
}

// The initiative sheet: a row per unit with its modifier and an empty cell for each of the ten
// turns, then blank rows for launched flights and the opponent's units.
void TestPrintSunder::initiativeSheet()
{
    auto fleet = fleetOf(*m_r, {cruiser(), frigate("ff", 2, 6)},
                         {{"Valiant", "cm", "Lance"}, {"Swift", "ff", "Lance"}, {"Loner", "ff"}},
                         {"Lance", "Empty"});
    QVERIFY(fleet);
    const auto doc = print(*fleet, PrintKind::Roster);
    QVERIFY(doc);
    const int page = test::pageWithId(*doc, QStringLiteral("initiative-header"));
    QVERIFY(page >= 0);
    QCOMPARE(test::fieldText(*doc, QStringLiteral("initiative-header-1")),
             QStringLiteral("Modifier"));
    for (int turn = 1; turn <= 10; ++turn)
        QCOMPARE(test::fieldText(*doc, QStringLiteral("initiative-header-%1").arg(turn + 1)),
                 QString::number(turn));
    QVERIFY(!test::itemById(*doc, QStringLiteral("initiative-header-12")));
    QCOMPARE(test::fieldText(*doc, QStringLiteral("initiative-1-0")),
             QStringLiteral("Lance (Squadron): Valiant, Swift"));
    QCOMPARE(test::fieldText(*doc, QStringLiteral("initiative-1-1")), QStringLiteral("+1*"));
    QCOMPARE(test::fieldText(*doc, QStringLiteral("initiative-1-5")), QString());
    QVERIFY(test::itemById(*doc, QStringLiteral("initiative-1-11")));
    // The empty group has no row; the lone frigate is unit 3.
    QVERIFY(!test::itemById(*doc, QStringLiteral("initiative-2-0")));
    QCOMPARE(test::fieldText(*doc, QStringLiteral("initiative-3-0")), QStringLiteral("Loner"));
    QCOMPARE(test::fieldText(*doc, QStringLiteral("initiative-3-1")), QStringLiteral("+2"));
    QVERIFY(test::itemById(*doc, QStringLiteral("initiative-blank-6-0")));
    QVERIFY(!test::itemById(*doc, QStringLiteral("initiative-blank-7-0")));
    QCOMPARE(test::pageWithId(*doc, QStringLiteral("initiative-1")), page);
}

// The test fleet file as a player prints it (read by the file reader): a card per ship, the
// units by squadron with the figures the file gives (Lance: Valiant, cruiser +1, 12 points;
// Escort: two frigates +3, 5 points each; Bastion, a carrier of -1 and 20 points, alone).
void TestPrintSunder::patrolFile()
{
    const model::LoadResult loaded = model::FleetFile::load(
        test::dataPath(QStringLiteral("valid/sunder-patrol.fleet.json")), m_r->systems);
    QVERIFY2(loaded.ok(), qPrintable(loaded.errorText()));
    const auto doc = test::composeFleet(*m_r, *loaded.fleet, {PrintKind::Roster, PrintKind::Sheets},
                                        templates::pageSizeLetter());
    QVERIFY(doc);
    for (int d = 1; d <= 4; ++d) {
        const Rect *card = rectById(*doc, QStringLiteral("ship-%1-card").arg(d));
        QVERIFY(card);
        QCOMPARE(card->width, CardWidth);
        QCOMPARE(card->height, CardHeight);
    }
    QVERIFY(!test::itemById(*doc, QStringLiteral("ship-5-card")));
    QVERIFY(!test::itemById(*doc, QStringLiteral("design-1-card")));
    const QStringList expected[]
        = {{QStringLiteral("Lance (Squadron)"), QStringLiteral("+1"), QStringLiteral("12")},
           {QStringLiteral("Escort (Squadron)"), QStringLiteral("+3"), QStringLiteral("10")},
           {QStringLiteral("Bastion, fighters: 6, bombers: 4"), QStringLiteral("\u22121"),
            QStringLiteral("20")}};
    for (int u = 0; u < 3; ++u) {
        const QString row = QStringLiteral("unit-%1").arg(u + 1);
        QCOMPARE(test::fieldText(*doc, row + QLatin1String("-0")), expected[u][0]);
        QCOMPARE(test::fieldText(*doc, row + QLatin1String("-3")), expected[u][1]);
        QCOMPARE(test::fieldText(*doc, row + QLatin1String("-4")), expected[u][2]);
    }
    QCOMPARE(test::fieldText(*doc, QStringLiteral("units-total-4")), QStringLiteral("42 of 50"));

    // Printing only Bastion (the fourth ship, of no squadron): its unit alone, no empty
    // squadron rows, and only its card.
    templates::PrintRequest request;
    request.kinds = {PrintKind::Roster, PrintKind::Sheets};
    request.ships = {3};
    const auto one = test::composeFleet(*m_r, *loaded.fleet, request);
    QVERIFY(one);
    QCOMPARE(test::fieldText(*one, QStringLiteral("unit-1-0")), expected[2][0]);
    QVERIFY(!test::itemById(*one, QStringLiteral("unit-2-0")));
    QVERIFY(rectById(*one, QStringLiteral("ship-1-card")));
    QVERIFY(!rectById(*one, QStringLiteral("ship-2-card")));
}

QTEST_MAIN(TestPrintSunder)
#include "tst_print_sunder.moc"
