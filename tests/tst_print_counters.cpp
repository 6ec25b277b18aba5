// Counter sheets of every game that prints counters, with the print choices: counters of 1/2,
// 5/8, 3/4 and 1 in, butt-joined, texts that stay inside their counter (in German too) without a
// word broken, ink saving, the back side's offset, the template check for fields running off a
// counter, and printing only the selected ships. Expected values are computed by hand from the
// sizes (1 in = 72 pt = 25.4 mm) and the built-in templates, never taken from the code under test.
#include "PrintSupport.h"

#include <templates/core/Layout.h>
#include <templates/core/Preflight.h>

#include <QCoreApplication>
#include <QTest>
#include <QTranslator>

#include <algorithm>
#include <cmath>
#include <set>

using namespace fw;
using namespace fw::templates;

namespace {

struct Extent
{
    double x1 = 0, y1 = 0, x2 = 0, y2 = 0;
};

Extent textExtent(const Text &t)
{
    const Fonts &fonts = Fonts::shared().value();
    const double w = fonts.width(t.text, t.size);
    const double x1 = t.align == Align::Left     ? t.x
                      : t.align == Align::Center ? t.x - w / 2
                                                 : t.x - w;
    return {x1, t.y - fonts.metrics().ascent(t.size), x1 + w,
            t.y + fonts.metrics().descent(t.size)};
}

// Where an item is: a line's start, a circle's centre, a polygon's first point, else x, y.
Point anchor(const Item &item)
{
    return std::visit(
        [](const auto &s) -> Point {
            using S = std::decay_t<decltype(s)>;
            if constexpr (std::is_same_v<S, Line>)
                return {s.x1, s.y1};
            else if constexpr (std::is_same_v<S, Circle>)
                return {s.cx, s.cy};
            else if constexpr (std::is_same_v<S, Polygon>)
                return s.points.empty() ? Point{} : s.points.front();
            else
                return {s.x, s.y};
        },
        item.shape);
}

bool isCounterPage(const Page &page)
{
    return page.id.contains(QLatin1String("counters")) || page.id.contains(QLatin1String("tokens"));
}

// The counters' grounds of a page: rectangles with an id, `side` wide and high.
std::vector<const Item *> grounds(const Page &page, double side)
{
    std::vector<const Item *> out;
    for (const Item &item : page.items) {
        const auto *r = std::get_if<Rect>(&item.shape);
        if (r && !item.id.isEmpty() && std::abs(r->width - side) < 0.01
            && std::abs(r->height - side) < 0.01)
            out.push_back(&item);
    }
    return out;
}

struct Game
{
    const char *fleet; // resources/examples
    const char *layout;
};

const Game Games[] = {{"sample-destroyers", "easystar.counters"},
                      {"narn-patrol", "scs.counters"},
                      {"talon-strike-group", "talon.counters"},
                      {"helix-consolidated", "billionsuns.tokens"}};

const char *const Sizes[] = {"1/2", "5/8", "3/4", "1"};

double sidePoints(const QString &size)
{
    if (size == QLatin1String("1/2"))
        return 36;
    if (size == QLatin1String("5/8"))
        return 45;
    if (size == QLatin1String("3/4"))
        return 54;
    return 72;
}

} // namespace

class TestPrintCounters : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<test::Registries> m_registries;
    QTranslator m_german;

    std::unique_ptr<model::Fleet> example(const QString &name) const
    {
        return test::parseFleet(*m_registries,
                                test::readFile(test::sourcePath(
                                    QStringLiteral("resources/examples/%1.fleet.json").arg(name))));
    }

    std::optional<Document> counters(const model::Fleet &fleet, const QString &size,
                                     bool backs = false) const
    {
        PrintRequest request;
        request.kinds = {PrintKind::Counters};
        request.counters.size = size;
        request.counterBacks = backs;
        return test::composeFleet(*m_registries, fleet, request);
    }

    static void gameRows()
    {
        QTest::addColumn<QString>("fleet");
        QTest::addColumn<QString>("size");
        for (const Game &g : Games) {
            for (const char *size : Sizes)
                QTest::addRow("%s %s in", g.layout, size)
                    << QString::fromLatin1(g.fleet) << QString::fromLatin1(size);
        }
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_registries = test::makeRegistries();
        QVERIFY(Fonts::shared());
        test::installEnglish();
        QVERIFY(m_german.load(QStringLiteral("fleetwright_de"), QStringLiteral(":/i18n")));
    }

    // German, for the tests that print counters: its words are the longest the counters carry.
    void init()
    {
        if (QByteArray(QTest::currentTestFunction()) != "fieldOffCounterRefused") {
            QCoreApplication::installTranslator(&m_german);
            QCOMPARE(QCoreApplication::translate("fw::EasyStarPrint", "WRECK"),
                     QStringLiteral("WRACK"));
        }
    }
    void cleanup() { QCoreApplication::removeTranslator(&m_german); }

    // Every text of every counter lies inside its counter, at every size, in German.
    void textInsideCounter_data() { gameRows(); }
    void textInsideCounter()
    {
        QFETCH(QString, fleet);
        QFETCH(QString, size);
        const auto f = example(fleet);
        QVERIFY(f);
        const auto doc = counters(*f, size, true);
        QVERIFY(doc);
        const double side = sidePoints(size);
        int checked = 0;
        for (const Page &page : doc->pages) {
            if (!isCounterPage(page))
                continue;
            const std::vector<const Item *> cells = grounds(page, side);
            QVERIFY2(!cells.empty(), qPrintable(page.id));
            for (const Item &item : page.items) {
                const auto *t = std::get_if<Text>(&item.shape);
                if (!t || t->rotation != 0 || item.id.isEmpty())
                    continue;
                const auto cell = std::find_if(cells.begin(), cells.end(), [&](const Item *g) {
                    return item.id.startsWith(g->id + QLatin1Char('-'));
                });
                if (cell == cells.end())
                    continue; // the heading, the footer
                const Rect &r = std::get<Rect>((*cell)->shape);
                const Extent e = textExtent(*t);
                QVERIFY2(e.x1 >= r.x - 0.01 && e.x2 <= r.x + r.width + 0.01 && e.y1 >= r.y - 0.01
                             && e.y2 <= r.y + r.height + 0.01,
                         qPrintable(QStringLiteral("%1 \"%2\" (%3 pt) runs off its %4 pt counter")
                                        .arg(item.id, t->text)
                                        .arg(t->size)
                                        .arg(side)));
                ++checked;
            }
        }
        QVERIFY(checked > 0);
    }

    // German markers and missile backs: the text's lines, joined, are its words: a line only ends
    // between words ("GESCHW." / "−1", never "GESCHW" / ". −1").
    void noWordBroken_data()
    {
        QTest::addColumn<QString>("fleet");
        QTest::addColumn<QString>("size");
        QTest::addColumn<QString>("id");
        QTest::addColumn<QStringList>("forms"); // the full text, then the short one
        for (const char *size : Sizes) {
            QTest::addRow("speed marker %s in", size)
                << QStringLiteral("sample-destroyers") << QString::fromLatin1(size)
                << QStringLiteral("counter-speed-1-1-center")
                << QStringList{QStringLiteral("GESCHW. −1"), QStringLiteral("SPD −1")};
            QTest::addRow("nav hit %s in", size)
                << QStringLiteral("sample-destroyers") << QString::fromLatin1(size)
                << QStringLiteral("counter-nav-hit-1-center")
                << QStringList{QStringLiteral("NAV-TREFFER"), QStringLiteral("NAV")};
            // On 1/2 and 5/8 in counters the 7 pt name would come out below 6 pt: it is left out.
            const bool small = QLatin1String(size) == QLatin1String("1/2")
                               || QLatin1String(size) == QLatin1String("5/8");
            QTest::addRow("damaged missile %s in", size)
                << QStringLiteral("talon-strike-group") << QString::fromLatin1(size)
                << QStringLiteral("missile-back-1-name")
                << (small ? QStringList{QString()}
                          : QStringList{QStringLiteral("Beschädigte Rakete"),
                                        QStringLiteral("Damaged")});
        }
    }
    void noWordBroken()
    {
        QFETCH(QString, fleet);
        QFETCH(QString, size);
        QFETCH(QString, id);
        QFETCH(QStringList, forms);
        const auto f = example(fleet);
        QVERIFY(f);
        const auto doc = counters(*f, size, true);
        QVERIFY(doc);
        const QString text = test::fieldText(*doc, id);
        QVERIFY2(forms.contains(text), qPrintable(QStringLiteral("\"%1\"").arg(text)));
    }

    // Butt-joined: the counters of a row touch (each next one starts where the last ends), the
    // rows too, and every cut line is marked once: columns + 1 vertical cuts.
    void buttJoined_data() { gameRows(); }
    void buttJoined()
    {
        QFETCH(QString, fleet);
        QFETCH(QString, size);
        const auto f = example(fleet);
        QVERIFY(f);
        const auto doc = counters(*f, size);
        QVERIFY(doc);
        const double side = sidePoints(size);
        const Page &page = doc->pages.front();
        std::set<double> xs, ys;
        for (const Item *g : grounds(page, side)) {
            xs.insert(std::round(std::get<Rect>(g->shape).x * 1000) / 1000);
            ys.insert(std::round(std::get<Rect>(g->shape).y * 1000) / 1000);
        }
        QVERIFY(!xs.empty());
        for (auto it = std::next(xs.begin()); it != xs.end(); ++it)
            QVERIFY2(
                std::abs(*it - *std::prev(it) - side) < 0.01,
                qPrintable(QStringLiteral("columns at %1 and %2 pt").arg(*std::prev(it)).arg(*it)));
        for (auto it = std::next(ys.begin()); it != ys.end(); ++it)
            QVERIFY2(
                std::abs(*it - *std::prev(it) - side) < 0.01,
                qPrintable(QStringLiteral("rows at %1 and %2 pt").arg(*std::prev(it)).arg(*it)));
        // Vertical cut marks above the grid: one per cut line.
        std::set<double> cuts;
        for (const Item *mark : test::itemsWithId(page, QStringLiteral("cut-mark"))) {
            const Line &l = std::get<Line>(mark->shape);
            if (l.x1 == l.x2 && l.y2 <= *ys.begin())
                cuts.insert(std::round(l.x1 * 1000) / 1000);
        }
        QCOMPARE(int(cuts.size()), int(xs.size()) + 1);
    }

    // Duplex backs line up in every game and at every size: a back page's counters stand where
    // its front page's are, mirrored left to right (page width − x − width), row for row.
    void backsMirrored_data() { gameRows(); }
    void backsMirrored()
    {
        QFETCH(QString, fleet);
        QFETCH(QString, size);
        const auto f = example(fleet);
        QVERIFY(f);
        const auto doc = counters(*f, size, true);
        QVERIFY(doc);
        const double side = sidePoints(size);
        const auto cells = [&](const Page &page, bool mirror) {
            std::set<std::pair<long, long>> out;
            for (const Item *g : grounds(page, side)) {
                const Rect &r = std::get<Rect>(g->shape);
                const double x = mirror ? page.width - r.x - r.width : r.x;
                out.insert({std::lround(x * 100), std::lround(r.y * 100)});
            }
            return out;
        };
        int pairs = 0;
        for (std::size_t p = 0; p + 1 < doc->pages.size(); ++p) {
            const Page &front = doc->pages[p];
            const Page &back = doc->pages[p + 1];
            if (!isCounterPage(front) || front.id.contains(QLatin1String("back"))
                || !back.id.contains(QLatin1String("back")))
                continue;
            QVERIFY(!cells(front, false).empty());
            QCOMPARE(cells(back, true), cells(front, false));
            ++pairs;
        }
        QVERIFY(pairs > 0);
    }

    // Every size fits A4 and Letter: nothing off the page, and a full sheet holds as many
    // counters as the printable area does.
    void sizesFitThePaper_data() { gameRows(); }
    void sizesFitThePaper()
    {
        QFETCH(QString, fleet);
        QFETCH(QString, size);
        const auto f = example(fleet);
        QVERIFY(f);
        for (const PageSize &paper : {pageSizeA4(), pageSizeLetter()}) {
            PrintRequest request;
            request.kinds = {PrintKind::Counters};
            request.page = paper;
            request.counters.size = size;
            const auto doc = test::composeFleet(*m_registries, *f, request);
            QVERIFY(doc);
            QCOMPARE(test::itemsOffPage(*doc), QStringList());
        }
    }

    // The template check refuses a field that runs off its counter, naming the file, the field
    // and how far it runs off.
    void fieldOffCounterRefused_data()
    {
        QTest::addColumn<QByteArray>("from");
        QTest::addColumn<QByteArray>("to");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("message");
        // 2 lines of 6 pt are 14.4 pt = 5.08 mm tall: from 17 mm they reach 22.08 mm, 3.0 mm
        // below the 19.05 mm counter (0.75 in; printed to one decimal as 19.0: 54 × 25.4 / 72
        // is 19.04999… in binary).
        QTest::newRow("bottom")
            << QByteArray(R"("sub": { "x": "0.8mm", "y": "8.7mm")")
            << QByteArray(R"("sub": { "x": "0.8mm", "y": "17mm")") << QStringLiteral("fields.sub.y")
            << QStringLiteral("runs 3.0 mm off the bottom edge of the 19.0 mm × 19.0 mm counter");
        // 2 mm + 18.05 mm = 20.05 mm: 1.0 mm beyond the right edge.
        QTest::newRow("right")
            << QByteArray(R"("center": { "x": "0.8mm", "y": "3.8mm", "width": "17.45mm")")
            << QByteArray(R"("center": { "x": "2mm", "y": "3.8mm", "width": "18.05mm")")
            << QStringLiteral("fields.center.width")
            << QStringLiteral("runs 1.0 mm off the right edge of the 19.0 mm × 19.0 mm");
    }
    void fieldOffCounterRefused()
    {
        QFETCH(QByteArray, from);
        QFETCH(QByteArray, to);
        QFETCH(QString, path);
        QFETCH(QString, message);
        QByteArray json
            = test::readFile(test::sourcePath(QStringLiteral("templates/easystar/counters.json")));
        QVERIFY(json.contains(from));
        json.replace(from, to);
        LayoutRegistry layouts;
        registerBuiltinLayouts(layouts);
        const TemplateLoad load
            = TemplateFile::parse(json, QStringLiteral("my-counters.json"), layouts.specs());
        QVERIFY(!load.ok());
        const QString text = load.errorText();
        QVERIFY2(text.contains(QLatin1String("my-counters.json")), qPrintable(text));
        QVERIFY2(text.contains(path), qPrintable(text));
        QVERIFY2(text.contains(message), qPrintable(text));
    }

    // The back offset moves every item of a back page that belongs to the grid (counters and cut
    // marks) by exactly the offset, and nothing on the fronts.
    void backOffsetMovesBacks()
    {
        const auto f = example(QStringLiteral("talon-strike-group"));
        QVERIFY(f);
        PrintRequest request;
        request.kinds = {PrintKind::Counters};
        request.counterBacks = true;
        const auto plain = test::composeFleet(*m_registries, *f, request);
        request.counters.backOffsetX = mm(1.5);  // 4.2520 pt
        request.counters.backOffsetY = mm(-0.8); // -2.2677 pt
        const auto moved = test::composeFleet(*m_registries, *f, request);
        QVERIFY(plain && moved);
        QCOMPARE(moved->pages.size(), plain->pages.size());
        int movedItems = 0;
        for (std::size_t p = 0; p < plain->pages.size(); ++p) {
            const Page &a = plain->pages[p];
            const Page &b = moved->pages[p];
            QCOMPARE(b.items.size(), a.items.size());
            const bool back = a.id.contains(QLatin1String("back"));
            for (std::size_t i = 0; i < a.items.size(); ++i) {
                const QString &id = a.items[i].id;
                const bool grid = !id.isEmpty() && !id.endsWith(QLatin1String("heading"))
                                  && !id.startsWith(QLatin1String("footer"))
                                  && !id.startsWith(QLatin1String("page-number"))
                                  && !id.startsWith(QLatin1String("badge"))
                                  && !id.startsWith(QLatin1String("assumptions"))
                                  && id != templates::preflight::ScaleNoteId;
                const double dx = back && grid ? 4.251968503937008 : 0;
                const double dy = back && grid ? -2.267716535433071 : 0;
                const Point a0 = anchor(a.items[i]);
                const Point b0 = anchor(b.items[i]);
                const double ax = a0.x, ay = a0.y, bx = b0.x, by = b0.y;
                QVERIFY2(std::abs(bx - ax - dx) < 1e-6 && std::abs(by - ay - dy) < 1e-6,
                         qPrintable(QStringLiteral("%1 on %2 moved by (%3, %4)")
                                        .arg(id, a.id)
                                        .arg(bx - ax)
                                        .arg(by - ay)));
                movedItems += back && grid ? 1 : 0;
            }
        }
        QVERIFY(movedItems > 0);
    }

    // Ink saving: no solid fill keeps more than a tenth of its ink (every channel at least 229:
    // black, 0, becomes 0 + 0.9 × 255 = 229.5), in every layout of every game.
    void inkSaving_data()
    {
        QTest::addColumn<QString>("fleet");
        for (const char *name : {"sample-destroyers", "narn-patrol", "talon-strike-group",
                                 "helix-consolidated", "imperial-patrol"})
            QTest::newRow(name) << QString::fromLatin1(name);
    }
    void inkSaving()
    {
        QFETCH(QString, fleet);
        const auto f = example(fleet);
        QVERIFY(f);
        PrintRequest request;
        request.counterBacks = true;
        const auto full = test::composeFleet(*m_registries, *f, request);
        request.inkSaving = true;
        const auto saving = test::composeFleet(*m_registries, *f, request);
        QVERIFY(full && saving);
        const auto darkest = [](const Document &doc) {
            int least = 255;
            for (const Page &page : doc.pages) {
                for (const Item &item : page.items) {
                    std::visit(
                        [&](const auto &s) {
                            using S = std::decay_t<decltype(s)>;
                            if constexpr (!std::is_same_v<S, Text> && !std::is_same_v<S, Line>) {
                                if (s.fill)
                                    least = std::min({least, s.fill->r, s.fill->g, s.fill->b});
                            }
                        },
                        item.shape);
                }
            }
            return least;
        };
        QVERIFY2(darkest(*full) < 229, "the fleet's printouts have no fill to save ink on");
        QVERIFY2(darkest(*saving) >= 229, qPrintable(QString::number(darkest(*saving))));
    }

    // Only the selected ships: the first and third ship of the fleet, not the second.
    void selectedShipsOnly()
    {
        const auto f = example(QStringLiteral("sample-destroyers"));
        QVERIFY(f);
        PrintRequest request;
        request.ships = {0, 2};
        const auto doc = test::composeFleet(*m_registries, *f, request);
        QVERIFY(doc);
        const QString text = test::documentTexts(*doc).join(QLatin1Char('\n'));
        QVERIFY(text.contains(QLatin1String("Little of Everything")));
        QVERIFY(text.contains(QLatin1String("One-Shot Missile")));
        QVERIFY2(!text.contains(QLatin1String("Torpedo Boat")), "the second ship is printed");
        request.ships.clear();
        const auto all = test::composeFleet(*m_registries, *f, request);
        QVERIFY(all);
        QVERIFY(test::documentTexts(*all)
                    .join(QLatin1Char('\n'))
                    .contains(QLatin1String("Torpedo Boat")));
    }
};

QTEST_GUILESS_MAIN(TestPrintCounters)
#include "tst_print_counters.moc"
