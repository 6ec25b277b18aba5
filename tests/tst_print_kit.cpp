// The print toolkit (templates/core/PrintKit.h, PrintCharts.h) and the polygon shape of the
// display list in every backend: box grids, arc wedges, range charts and table rows, checked
// against positions worked out by hand; polygons in the text form, in SVG (read back with
// QXmlStreamReader and drawn with QtSvg), in PDF (drawn by poppler's pdftoppm) and on screen.

#include <PrintSupport.h>

#include <templates/core/Overflow.h>
#include <templates/core/PdfWriter.h>
#include <templates/core/PrintCharts.h>
#include <templates/core/SvgWriter.h>
#include <templates/painter/PagePainter.h>

#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QProcess>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <cmath>

using namespace fw;
using namespace fw::templates;

namespace {

const Fonts &fonts()
{
    return Fonts::shared().value();
}

// A composer on an A4 page with margins of 50 pt all round, a page started.
struct Sheet
{
    Composer c{fonts(), pageSizeA4(), Margins{50, 50, 50, 50}};
    Sheet() { c.newPage(QStringLiteral("test"), QStringLiteral("Test")); }
    const Page &page() const { return m_doc.pages.front(); }
    const Page &finish()
    {
        m_doc = c.finish(QStringLiteral("Kit"), Badge{});
        return page();
    }

private:
    Document m_doc;
};

template<typename Shape>
const Shape *shape(const Page &page, const QString &id)
{
    for (const Item &item : page.items) {
        if (item.id == id)
            return std::get_if<Shape>(&item.shape);
    }
    return nullptr;
}

int countWithPrefix(const Page &page, const QString &prefix)
{
    int n = 0;
    for (const Item &item : page.items)
        n += item.id.startsWith(prefix) && std::holds_alternative<Rect>(item.shape) ? 1 : 0;
    return n;
}

// A page of 100 × 100 pt holding one red triangle with a black outline, and an open blue line.
Page polygonPage()
{
    Page page;
    page.width = 100;
    page.height = 100;
    page.id = QStringLiteral("poly");
    page.items.push_back({Polygon{{{10, 10}, {90, 10}, {50, 90}}, true, Stroke{}, Color{255, 0, 0}},
                          QStringLiteral("tri")});
    page.items.push_back(
        {Polygon{{{5, 95}, {20, 95}, {20, 80}}, false, Stroke{2, Color{0, 0, 255}, {}}, {}},
         QStringLiteral("hook")});
    return page;
}

// Boxes of 10 pt, 2 pt apart, 8 pt between blocks.
BoxGrid grid10(int count, int perRow)
{
    BoxGrid grid;
    grid.count = count;
    grid.perRow = perRow;
    grid.box = 10;
    grid.gap = 2;
    grid.blockGap = 8;
    return grid;
}

bool reddish(QRgb c)
{
    return qRed(c) > 200 && qGreen(c) < 80 && qBlue(c) < 80;
}

bool whitish(QRgb c)
{
    return qRed(c) > 230 && qGreen(c) > 230 && qBlue(c) > 230;
}

} // namespace

class TestPrintKit : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Rows of 4 in blocks of 5 rows: boxes 10 pt, 2 pt apart, 8 pt between blocks.
    void boxGrid_data()
    {
        QTest::addColumn<int>("index");
        QTest::addColumn<double>("x");
        QTest::addColumn<double>("y");
        QTest::newRow("first") << 0 << 0.0 << 0.0;
        QTest::newRow("end of first row") << 3 << 36.0 << 0.0;
        QTest::newRow("second row") << 4 << 0.0 << 12.0;
        QTest::newRow("last of first block") << 19 << 36.0 << 48.0;
        QTest::newRow("first of second block") << 20 << 0.0 << 66.0; // 60 + 8 - 2
        QTest::newRow("second row of second block") << 25 << 12.0 << 78.0;
        QTest::newRow("last") << 27 << 36.0 << 78.0;
    }
    void boxGrid()
    {
        QFETCH(int, index);
        QFETCH(double, x);
        QFETCH(double, y);
        BoxGrid grid = grid10(28, 4);
        grid.rowsPerBlock = 5;
        grid.marks[6].fill = Color::gray(200);
        grid.marks[10].dot = true;
        grid.marks[27].strokeWidth = 1.4;
        QCOMPARE(boxGridRows(grid), 7);
        QCOMPARE(boxGridWidth(grid), 46.0);
        QCOMPARE(boxGridHeight(grid), 88.0);

        Sheet s;
        Pen pen(s.c, false);
        QCOMPARE(drawBoxGrid(pen, 100, 200, grid, QStringLiteral("hull")), 88.0);
        const Page &page = s.finish();
        QCOMPARE(countWithPrefix(page, QStringLiteral("hull-")), 28);
        QVERIFY(!shape<Rect>(page, QStringLiteral("hull-29")));
        const Rect *box = shape<Rect>(page, QStringLiteral("hull-%1").arg(index + 1));
        QVERIFY(box);
        QCOMPARE(box->x, 100 + x);
        QCOMPARE(box->y, 200 + y);
        QCOMPARE(box->width, 10.0);
        QCOMPARE(box->height, 10.0);

        // The marks: a shaded box, a dot in a weak spot, a heavy outline; the rest plain.
        const Rect *shaded = shape<Rect>(page, QStringLiteral("hull-7"));
        QVERIFY(shaded && shaded->fill && *shaded->fill == Color::gray(200));
        QVERIFY(!shape<Rect>(page, QStringLiteral("hull-6"))->fill);
        const Circle *dot = shape<Circle>(page, QStringLiteral("hull-11-mark"));
        QVERIFY(dot);
        QCOMPARE(dot->cx, 100 + 24 + 5.0); // box 11: third row, third column
        QCOMPARE(dot->cy, 200 + 24 + 5.0);
        QVERIFY(dot->fill);
        QCOMPARE(shape<Rect>(page, QStringLiteral("hull-28"))->stroke->width, 1.4);
        QCOMPARE(shape<Rect>(page, QStringLiteral("hull-27"))->stroke->width, 0.6);
    }

    // Rows of 10 split in fives; numbered boxes from 0 carry their numbers and ids.
    void boxGridGroupsAndNumbers()
    {
        BoxGrid grid = grid10(12, 10);
        grid.groupOf = 5;
        grid.firstNumber = 0;
        grid.numbered = true;
        grid.numberField.size = 6;
        QCOMPARE(boxPosition(grid, 4).x, 48.0);
        QCOMPARE(boxPosition(grid, 5).x, 66.0); // 60 + 8 - 2
        QCOMPARE(boxPosition(grid, 9).x, 114.0);
        QCOMPARE(boxPosition(grid, 10).x, 0.0);
        QCOMPARE(boxPosition(grid, 10).y, 12.0);
        QCOMPARE(boxGridWidth(grid), 124.0);

        Sheet s;
        Pen pen(s.c, false);
        drawBoxGrid(pen, 0, 0, grid, QStringLiteral("speed"));
        const Page &page = s.finish();
        QVERIFY(shape<Rect>(page, QStringLiteral("speed-0")));
        QVERIFY(shape<Rect>(page, QStringLiteral("speed-11")));
        QVERIFY(!shape<Rect>(page, QStringLiteral("speed-12")));
        const QStringList texts = test::pageTexts(page);
        for (int n = 0; n <= 11; ++n)
            QVERIFY2(texts.contains(QString::number(n)), qPrintable(QString::number(n)));
    }

    // Measuring draws nothing but gives the same height.
    void boxGridMeasures()
    {
        BoxGrid grid;
        grid.count = 7;
        grid.perRow = 3;
        grid.box = 6;
        grid.gap = 1;
        Sheet s;
        Pen measure(s.c, true);
        QCOMPARE(drawBoxGrid(measure, 0, 0, grid, QStringLiteral("g")), 20.0);
        QCOMPARE(countWithPrefix(s.finish(), QStringLiteral("g-")), 0);
    }

    void polygonText()
    {
        Document doc;
        doc.title = QStringLiteral("t");
        doc.pages.push_back(polygonPage());
        const QString text = toText(doc);
        QVERIFY2(text.contains(QStringLiteral("  polygon 10.00,10.00 90.00,10.00 50.00,90.00 "
                                              "stroke=0.50/#000000 fill=#ff0000 id=tri\n")),
                 qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("  polyline 5.00,95.00 20.00,95.00 20.00,80.00 "
                                              "stroke=2.00/#0000ff id=hook\n")),
                 qPrintable(text));
    }

    void polygonSvg()
    {
        const QByteArray svg = writeSvg(polygonPage(), QStringLiteral("t"));
        QXmlStreamReader xml(svg);
        QStringList seen;
        while (!xml.atEnd()) {
            if (xml.readNext() != QXmlStreamReader::StartElement)
                continue;
            const auto a = xml.attributes();
            if (xml.name() == QLatin1String("polygon")) {
                QCOMPARE(a.value(QLatin1String("id")).toString(), QStringLiteral("tri"));
                QCOMPARE(a.value(QLatin1String("points")).toString(),
                         QStringLiteral("10,10 90,10 50,90"));
                QCOMPARE(a.value(QLatin1String("fill")).toString(), QStringLiteral("#ff0000"));
                QCOMPARE(a.value(QLatin1String("stroke")).toString(), QStringLiteral("#000000"));
                seen << QStringLiteral("polygon");
            } else if (xml.name() == QLatin1String("polyline")) {
                QCOMPARE(a.value(QLatin1String("points")).toString(),
                         QStringLiteral("5,95 20,95 20,80"));
                QCOMPARE(a.value(QLatin1String("fill")).toString(), QStringLiteral("none"));
                QCOMPARE(a.value(QLatin1String("stroke-width")).toString(), QStringLiteral("2"));
                seen << QStringLiteral("polyline");
            }
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QCOMPARE(seen, (QStringList{QStringLiteral("polygon"), QStringLiteral("polyline")}));
        // QtSvg draws it: red inside the triangle, white outside.
        QSvgRenderer renderer(svg);
        QVERIFY(renderer.isValid());
        QImage image(100, 100, QImage::Format_RGB32);
        image.fill(Qt::white);
        QPainter painter(&image);
        renderer.render(&painter, QRectF(0, 0, 100, 100));
        painter.end();
        QVERIFY(reddish(image.pixel(50, 40)));
        QVERIFY(whitish(image.pixel(15, 80)));
    }

    void polygonPdf()
    {
        Document doc;
        doc.title = QStringLiteral("t");
        doc.pages.push_back(polygonPage());
        const auto pdf = writePdf(doc, fonts());
        QVERIFY2(pdf, qPrintable(pdf ? QString() : pdf.error()));
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("poly.pdf"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(pdf.value());
        file.close();
        QProcess render;
        render.start(QStringLiteral("pdftoppm"),
                     {QStringLiteral("-r"), QStringLiteral("72"), QStringLiteral("-png"),
                      QStringLiteral("-singlefile"), path, dir.filePath(QStringLiteral("poly"))});
        QVERIFY2(render.waitForFinished(60000) && render.exitCode() == 0,
                 "pdftoppm (poppler-utils) must be installed");
        const QImage image(dir.filePath(QStringLiteral("poly.png")));
        QCOMPARE(image.size(), QSize(100, 100));
        QVERIFY(reddish(image.pixel(50, 40)));
        QVERIFY(whitish(image.pixel(15, 80)));
        QVERIFY(whitish(image.pixel(50, 95)));
        const QRgb hook = image.pixel(12, 95); // on the open blue line
        QVERIFY2(qBlue(hook) > 150 && qRed(hook) < 120, qPrintable(QString::number(hook, 16)));
    }

    void polygonPainter()
    {
        const QImage image = PagePainter::render(polygonPage(), fonts(), 72);
        QVERIFY(reddish(image.pixel(50, 40)));
        QVERIFY(whitish(image.pixel(15, 80)));
        const QRgb hook = image.pixel(12, 95);
        QVERIFY(qBlue(hook) > 150 && qRed(hook) < 120);
    }

    void wedge_data()
    {
        QTest::addColumn<double>("from");
        QTest::addColumn<double>("to");
        QTest::addColumn<int>("points");
        QTest::addColumn<double>("span");
        QTest::newRow("forward 120") << 300.0 << 60.0 << 14 << 120.0; // centre + 13
        QTest::newRow("starboard 90") << 45.0 << 135.0 << 11 << 90.0;
        QTest::newRow("narrow 15") << 350.0 << 5.0 << 4 << 15.0;
        QTest::newRow("all round") << 0.0 << 0.0 << 36 << 360.0;
    }
    void wedge()
    {
        QFETCH(double, from);
        QFETCH(double, to);
        QFETCH(int, points);
        QFETCH(double, span);
        const Arc arc{from, to};
        QCOMPARE(arcSpan(arc), span);
        const std::vector<Point> p = wedgePoints(100, 100, 10, arc);
        QCOMPARE(int(p.size()), points);
        const bool round = span >= 360;
        if (!round)
            QCOMPARE(p.front(), (Point{100, 100}));
        for (std::size_t i = round ? 0 : 1; i < p.size(); ++i)
            QVERIFY(std::abs(std::hypot(p[i].x - 100, p[i].y - 100) - 10) < 1e-9);
        if (!round) {
            // The first edge at `from`, the last at `to`, clockwise from the bow (up).
            const double rad = 3.14159265358979 / 180;
            QVERIFY(std::abs(p[1].x - (100 + 10 * std::sin(from * rad))) < 1e-9);
            QVERIFY(std::abs(p[1].y - (100 - 10 * std::cos(from * rad))) < 1e-9);
            QVERIFY(std::abs(p.back().x - (100 + 10 * std::sin(to * rad))) < 1e-9);
            QVERIFY(std::abs(p.back().y - (100 - 10 * std::cos(to * rad))) < 1e-9);
        }
    }

    // A forward arc on the ship outline: its wedge lies ahead (above), nothing astern.
    void arcDiagramDrawsWedge()
    {
        Sheet s;
        Pen pen(s.c, false);
        arcDiagram(pen, 100, 100, 20, {Arc{300, 60}}, QStringLiteral("weapon"));
        const Page &page = s.finish();
        const Polygon *wedge = shape<Polygon>(page, QStringLiteral("weapon-arc-1"));
        QVERIFY(wedge);
        QVERIFY(wedge->closed && wedge->fill);
        QVERIFY(!shape<Polygon>(page, QStringLiteral("weapon-arc-2")));
        for (const Point &pt : wedge->points)
            QVERIFY(pt.y <= 100 + 1e-9);
        const Polygon *ship = shape<Polygon>(page, QStringLiteral("weapon-ship"));
        QVERIFY(ship);
        QCOMPARE(ship->points.front(), (Point{100, 88})); // the bow, up
        QVERIFY(shape<Circle>(page, QStringLiteral("weapon")));
        // Drawn, the wedge is grey ahead of the ship and the page stays white astern.
        Page small = page;
        const QImage image = PagePainter::render(small, fonts(), 72);
        const QRgb ahead = image.pixel(100, 83);
        QVERIFY2(qRed(ahead) < 230 && qRed(ahead) > 150, qPrintable(QString::number(ahead, 16)));
        QVERIFY(whitish(image.pixel(100, 117)));
    }

    void rangeChart()
    {
        RangeChart chart;
        chart.range = Column{30, Field{2, 1, 26, 8}, QStringLiteral("d20")};
        chart.label = Column{80, Field{2, 1, 76, 8}, QStringLiteral("Hit")};
        chart.entries = {{1, 5, QStringLiteral("Thruster")},
                         {6, 8, QStringLiteral("Cannon")},
                         {9, 9, QStringLiteral("Bridge")},
                         {10, 20, QStringLiteral("Hull")}};
        chart.rowHeight = 12;
        QVERIFY(templates::rangesCover(chart.entries, 1, 20));
        Sheet s;
        Pen pen(s.c, false);
        QCOMPARE(drawRangeChart(pen, 60, 100, chart, QStringLiteral("hits")), 5 * 12.0);
        const Page &page = s.finish();
        const Text *first = shape<Text>(page, QStringLiteral("hits-1-range"));
        QVERIFY(first);
        QCOMPARE(first->text, QStringLiteral("1\u20135"));
        QVERIFY(first->y > 112 && first->y < 124); // below the header row
        QCOMPARE(shape<Text>(page, QStringLiteral("hits-1-label"))->text,
                 QStringLiteral("Thruster"));
        QCOMPARE(shape<Text>(page, QStringLiteral("hits-3-range"))->text, QStringLiteral("9"));
        QCOMPARE(shape<Text>(page, QStringLiteral("hits-4-range"))->text,
                 QStringLiteral("10\u201320"));
        const Text *label = shape<Text>(page, QStringLiteral("hits-4-label"));
        QVERIFY(label && label->x > 60 + 30 && label->y > 148 && label->y < 160);
        const QStringList texts = test::pageTexts(page);
        QVERIFY(texts.contains(QStringLiteral("d20")));
        QVERIFY(texts.contains(QStringLiteral("Hit")));
    }

    void rangesCover_data()
    {
        QTest::addColumn<QList<int>>("bounds"); // from, to, from, to...
        QTest::addColumn<bool>("covers");
        QTest::newRow("d20") << QList<int>{1, 5, 6, 8, 9, 20} << true;
        QTest::newRow("gap") << QList<int>{1, 5, 7, 20} << false;
        QTest::newRow("overlap") << QList<int>{1, 5, 5, 20} << false;
        QTest::newRow("short") << QList<int>{1, 5, 6, 19} << false;
        QTest::newRow("reversed") << QList<int>{1, 5, 9, 6, 7, 20} << false;
        QTest::newRow("empty") << QList<int>{} << false;
    }
    void rangesCover()
    {
        QFETCH(QList<int>, bounds);
        QFETCH(bool, covers);
        std::vector<RangeEntry> entries;
        for (qsizetype i = 0; i + 1 < bounds.size(); i += 2)
            entries.push_back({bounds[i], bounds[i + 1], QStringLiteral("x")});
        QCOMPARE(templates::rangesCover(entries, 1, 20), covers);
    }

    // A table: the header in bold on its shade, rows as tall as their tallest cell.
    // A block that can be drawn smaller stays on its page when it fits there at its smallest
    // height, taking the gap above it if need be; otherwise it opens a page, as place() does.
    // A4 is 841.89 pt high: bottom() = 841.89 - 50 - FooterHeight 30 = 761.89.
    void shrinkableBlockStaysOnItsPage()
    {
        Sheet s;
        const double bottom = 841.89 - 50 - Composer::FooterHeight;
        QVERIFY(std::abs(s.c.bottom() - bottom) < 0.01);
        // 20 pt left: a 30 pt block that can be 15 pt stays, taking the 20 pt.
        s.c.setY(bottom - 20);
        templates::Placed p = templates::placeShrinkable(s.c, 30, 15, 0, 2, QStringLiteral("x"));
        QCOMPARE(s.c.pageCount(), 1);
        QVERIFY(std::abs(p.top - (bottom - 20)) < 0.01);
        QVERIFY(std::abs(p.room - 20) < 0.01);
        QVERIFY(std::abs(s.c.y() - (bottom + 2)) < 0.01);
        // 10 pt left and a gap of 6 above: 16 pt hold the 15 pt block, at the bottom.
        s.c.setY(bottom - 10);
        p = templates::placeShrinkable(s.c, 30, 15, 6, 0, QStringLiteral("x"));
        QCOMPARE(s.c.pageCount(), 1);
        QVERIFY(std::abs(p.top - (bottom - 15)) < 0.01);
        QVERIFY(std::abs(p.room - 15) < 0.01);
        // 10 pt left and a gap of 25: the whole 30 pt block fits in the gap's room.
        s.c.setY(bottom - 10);
        p = templates::placeShrinkable(s.c, 30, 15, 25, 0, QStringLiteral("x"));
        QCOMPARE(s.c.pageCount(), 1);
        QVERIFY(std::abs(p.top - (bottom - 30)) < 0.01);
        QVERIFY(std::abs(p.room - 30) < 0.01);
        // 10 pt left, a gap of 4: even 15 pt do not fit: a new page, at full height.
        s.c.setY(bottom - 10);
        p = templates::placeShrinkable(s.c, 30, 15, 4, 0, QStringLiteral("x"));
        QCOMPARE(s.c.pageCount(), 2);
        QVERIFY(std::abs(p.top - s.c.top()) < 0.01);
        QVERIFY(std::abs(p.room - 30) < 0.01);
    }

    void table()
    {
        const std::vector<Column> columns{Column{40, Field{2, 2, 36, 8}, QStringLiteral("#")},
                                          Column{100, Field{2, 2, 96, 8}, QStringLiteral("Ship")}};
        Sheet s;
        Pen pen(s.c, false);
        RowStyle header;
        header.shade = Color::gray(215);
        const double h = tableHeader(pen, 50, 60, columns, 14, header);
        QCOMPARE(h, 14.0);
        QCOMPARE(tableRow(pen, 50, 74, columns, {QStringLiteral("1"), QStringLiteral("Ajax")}, 14,
                          std::nullopt, {QStringLiteral("r-0"), QStringLiteral("r-1")}),
                 14.0);
        const Page &page = s.finish();
        const Text *ship = shape<Text>(page, QStringLiteral("r-1"));
        QVERIFY(ship);
        QCOMPARE(ship->x, 50 + 40 + 2.0);
        QVERIFY(!ship->bold);
        bool headerBold = false;
        for (const Item &item : page.items) {
            if (const auto *t = std::get_if<Text>(&item.shape);
                t && t->text == QLatin1String("Ship"))
                headerBold = t->bold;
        }
        QVERIFY(headerBold);
        bool shaded = false;
        for (const Item &item : page.items) {
            if (const auto *r = std::get_if<Rect>(&item.shape))
                shaded = shaded
                         || (r->fill && *r->fill == Color::gray(215) && r->width == 140
                             && r->height == 14);
        }
        QVERIFY(shaded);
    }
};

int main(int argc, char *argv[])
{
    QGuiApplication app(argc, argv);
    TestPrintKit test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_print_kit.moc"
