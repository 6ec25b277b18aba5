#include <PrintSupport.h>

#include <model/io/JsonWriter.h>
#include <templates/core/Preflight.h>

#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QScopeGuard>
#include <QTest>
#include <QTranslator>

#include <map>

using namespace fw;
using templates::Item;
using templates::Role;

namespace {

// An A4 page whose blocks flow between 10 mm and the footer, as the layouts' pages do.
templates::Page page(const QString &id = QStringLiteral("test"))
{
    templates::Page p{595.28, 841.89, id, {}};
    p.printableTop = templates::mm(10);
    p.printableBottom = p.height - templates::mm(10) - 30;
    return p;
}

Item text(double x, double y, const QString &s, double size, const QString &id,
          Role role = Role::Plain, double rotation = 0)
{
    templates::Text t{x, y, s, size};
    t.rotation = rotation;
    return {t, id, role};
}

Item rect(double x, double y, double w, double h, const QString &id, Role role = Role::Plain,
          double stroke = 0.6)
{
    return {templates::Rect{x, y, w, h, templates::Stroke{stroke, {}, {}}, std::nullopt}, id, role};
}

Item line(double x1, double y1, double x2, double y2, const QString &id, Role role = Role::Plain,
          double stroke = 0.3)
{
    return {templates::Line{x1, y1, x2, y2, templates::Stroke{stroke, {}, {}}}, id, role};
}

// A page that passes every check: text, a play number, a box to mark with its number in it,
// a rule, all well inside the paper.
templates::Page cleanPage()
{
    templates::Page p = page();
    p.items.push_back(text(100, 100, QStringLiteral("Heading"), 12, QStringLiteral("title")));
    p.items.push_back(
        text(100, 120, QStringLiteral("12"), 7, QStringLiteral("to-hit"), Role::PlayNumber));
    p.items.push_back(rect(200, 110, 10, 10, QStringLiteral("box-1"), Role::MarkBox));
    p.items.push_back(
        text(205, 118, QStringLiteral("1"), 7, QStringLiteral("box-1-number"), Role::PlayNumber));
    p.items[3].shape
        = templates::Text{205, 118, QStringLiteral("1"), 7, false, templates::Align::Center};
    p.items.push_back(line(100, 130, 300, 130, QStringLiteral("rule")));
    return p;
}

templates::PreflightReport check(const templates::Document &document)
{
    return templates::runPreflight(document, templates::Fonts::shared().value());
}

templates::PreflightReport check(const templates::Page &p)
{
    return check(templates::Document{QStringLiteral("test"), {p}});
}

QString listed(const templates::PreflightReport &report)
{
    QStringList lines;
    for (const templates::PreflightBreach &b : report.breaches)
        lines << templates::describe(b);
    return lines.join(QLatin1Char('\n'));
}

// The report holds exactly one breach, of `check`, naming `items`.
bool onlyBreach(const templates::PreflightReport &report, const QString &check,
                const QStringList &items)
{
    if (report.breaches.size() != 1) {
        qWarning("%s", qPrintable(listed(report)));
        return false;
    }
    const templates::PreflightBreach &b = report.breaches.front();
    if (b.check != check || b.items != items) {
        qWarning("%s", qPrintable(listed(report)));
        return false;
    }
    return true;
}

} // namespace

class TestPreflight : public QObject
{
    Q_OBJECT

    std::unique_ptr<test::Registries> m_r;
    QTranslator m_german;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(templates::Fonts::shared().ok());
        m_r = test::makeRegistries();
        QVERIFY(m_r);
        QVERIFY(m_german.load(QStringLiteral("fleetwright_de"), QStringLiteral(":/i18n")));
    }

    void cleanPagePasses()
    {
        const auto report = check(cleanPage());
        QVERIFY2(report.passed(), qPrintable(listed(report)));
        QCOMPARE(report.pages.size(), std::size_t(1));
        const templates::PagePreflight &p = report.pages.front();
        QCOMPARE(*p.smallestText, 12.0);
        QCOMPARE(*p.smallestPlayNumber, 7.0);
        QCOMPARE(*p.smallestBox, 10.0);
        QCOMPARE(*p.thinnestBoxStroke, 0.6);
        QCOMPARE(*p.thinnestRule, 0.3);
        QVERIFY(p.nearestEdge && *p.nearestEdge > 80);
        QVERIFY(!p.cropMarkEdge && !p.cropMarkGap);
        QCOMPARE(p.breaches, 0);
        QVERIFY(templates::preflightText(report).contains(QStringLiteral("Every page passes.")));
        QVERIFY(templates::preflightSummary(report).isEmpty());
    }

    // The fonts a page uses: regular and bold by size, with how many texts each.
    void fontsListed()
    {
        templates::Page p = cleanPage();
        templates::Text bold{100, 200, QStringLiteral("Bold"), 9, true};
        p.items.push_back({bold, QStringLiteral("bold")});
        const auto report = check(p);
        const std::vector<templates::FontUse> expected{{false, 7, 2}, {false, 12, 1}, {true, 9, 1}};
        QCOMPARE(report.pages.front().fonts, expected);
        QCOMPARE(report.font, QStringLiteral("DejaVu Sans"));
    }

    void textSize()
    {
        templates::Page p = cleanPage();
        p.items.push_back(text(100, 300, QStringLiteral("tiny"), 5.75, QStringLiteral("tiny")));
        const auto report = check(p);
        QVERIFY(onlyBreach(report, templates::preflight::TextSize, {QStringLiteral("tiny")}));
        QCOMPARE(report.breaches.front().value, 5.75);
        QCOMPARE(report.breaches.front().floor, 6.0);
        QCOMPARE(report.breaches.front().text, QStringLiteral("tiny"));
        // Exactly at the floor passes.
        p.items.back() = text(100, 300, QStringLiteral("six"), 6, QStringLiteral("six"));
        QVERIFY(check(p).passed());
    }

    void playNumberSize()
    {
        templates::Page p = cleanPage();
        p.items.push_back(
            text(100, 300, QStringLiteral("+2"), 6.5, QStringLiteral("power-3"), Role::PlayNumber));
        const auto report = check(p);
        QVERIFY(
            onlyBreach(report, templates::preflight::PlayNumberSize, {QStringLiteral("power-3")}));
        QCOMPARE(report.breaches.front().floor, 7.0);
        // The same size is no breach for plain text.
        p.items.back().role = Role::Plain;
        QVERIFY(check(p).passed());
    }

    void boxSize()
    {
        templates::Page p = cleanPage();
        p.items.push_back(rect(300, 300, 6.5, 8, QStringLiteral("hull-2"), Role::MarkBox));
        const auto report = check(p);
        QVERIFY(onlyBreach(report, templates::preflight::BoxSize, {QStringLiteral("hull-2")}));
        QCOMPARE(report.breaches.front().value, 6.5);
        // 2.4 mm is 6.80 pt: a box of 6.8 pt passes.
        p.items.back() = rect(300, 300, 6.8, 6.8, QStringLiteral("hull-2"), Role::MarkBox);
        QVERIFY(check(p).passed());
    }

    void boxStroke()
    {
        templates::Page p = cleanPage();
        p.items.push_back(rect(300, 300, 9, 9, QStringLiteral("shield-1"), Role::MarkBox, 0.4));
        QVERIFY(
            onlyBreach(check(p), templates::preflight::BoxStroke, {QStringLiteral("shield-1")}));
    }

    void ruleStroke()
    {
        templates::Page p = cleanPage();
        p.items.push_back(line(100, 400, 300, 400, QStringLiteral("hairline"), Role::Plain, 0.2));
        QVERIFY(
            onlyBreach(check(p), templates::preflight::RuleStroke, {QStringLiteral("hairline")}));
    }

    void textOverText()
    {
        templates::Page p = cleanPage();
        p.items.push_back(text(100, 300, QStringLiteral("Dreadnought"), 10, QStringLiteral("a")));
        p.items.push_back(text(130, 303, QStringLiteral("Cruiser"), 10, QStringLiteral("b")));
        const auto report = check(p);
        QVERIFY(onlyBreach(report, templates::preflight::Overlap,
                           {QStringLiteral("a"), QStringLiteral("b")}));
        QCOMPARE(report.breaches.front().text, QStringLiteral("Dreadnought"));
        // Lines of a field, 1.2 sizes apart, do not overlap.
        p.items.back() = text(100, 312, QStringLiteral("Cruiser"), 10, QStringLiteral("b"));
        QVERIFY2(check(p).passed(), qPrintable(listed(check(p))));
    }

    // Text turned by 90° or -90° covers a tall, narrow area; 180° hangs below its baseline.
    void rotatedText()
    {
        templates::Page p = cleanPage();
        p.items.push_back(text(300, 300, QStringLiteral("Starboard arc"), 10, QStringLiteral("r"),
                               Role::Plain, 90));
        p.items.push_back(text(290, 340, QStringLiteral("Hull"), 10, QStringLiteral("h")));
        QVERIFY(onlyBreach(check(p), templates::preflight::Overlap,
                           {QStringLiteral("r"), QStringLiteral("h")}));
        // Unturned, "Starboard arc" would run right along y = 300 and miss "Hull".
        p.items[p.items.size() - 2]
            = text(300, 300, QStringLiteral("Starboard arc"), 10, QStringLiteral("r"));
        QVERIFY(check(p).passed());
        // Turned by -90° it runs up from (300, 300): clear of "Hull" below, over text above.
        p.items[p.items.size() - 2] = text(300, 300, QStringLiteral("Starboard arc"), 10,
                                           QStringLiteral("r"), Role::Plain, -90);
        QVERIFY(check(p).passed());
        p.items.back() = text(290, 260, QStringLiteral("Hull"), 10, QStringLiteral("h"));
        QVERIFY(onlyBreach(check(p), templates::preflight::Overlap,
                           {QStringLiteral("r"), QStringLiteral("h")}));
        // Upside down, the text lies left of its origin and its ascent below the baseline.
        p.items[p.items.size() - 2]
            = text(300, 300, QStringLiteral("Aft"), 10, QStringLiteral("r"), Role::Plain, 180);
        p.items.back() = text(285, 312, QStringLiteral("x"), 10, QStringLiteral("h"));
        QVERIFY(onlyBreach(check(p), templates::preflight::Overlap,
                           {QStringLiteral("r"), QStringLiteral("h")}));
    }

    // Text running over a box to mark is a breach; text wholly inside it is the box's label.
    void textOverBox()
    {
        templates::Page p = cleanPage();
        p.items.push_back(rect(300, 300, 10, 10, QStringLiteral("box-9"), Role::MarkBox));
        p.items.push_back(text(290, 308, QStringLiteral("Label"), 8, QStringLiteral("label")));
        QVERIFY(onlyBreach(check(p), templates::preflight::Overlap,
                           {QStringLiteral("label"), QStringLiteral("box-9")}));
        // Touching within the tolerance is not an overlap.
        const double width = templates::Fonts::shared().value().width(QStringLiteral("Label"), 8);
        p.items.back()
            = text(300 - width + 0.2, 308, QStringLiteral("Label"), 8, QStringLiteral("label"));
        QVERIFY2(check(p).passed(), qPrintable(listed(check(p))));
        // Over a plain frame (not a box to mark) text is not checked.
        p.items.back() = text(290, 308, QStringLiteral("Label"), 8, QStringLiteral("label"));
        p.items[p.items.size() - 2].role = Role::Plain;
        QVERIFY(check(p).passed());
    }

    void edge()
    {
        templates::Page p = cleanPage();
        p.items.push_back(text(10, 400, QStringLiteral("Off"), 8, QStringLiteral("edge-text")));
        const auto report = check(p);
        QVERIFY(onlyBreach(report, templates::preflight::Edge, {QStringLiteral("edge-text")}));
        QCOMPARE(report.breaches.front().floor, templates::mm(6));
        QVERIFY(report.pages.front().nearestEdge < templates::mm(6));
        // A line whose stroke reaches into the strip is measured with its stroke.
        p.items.back()
            = line(templates::mm(6) + 0.2, 300, 300, 300, QStringLiteral("r"), Role::Plain, 1.5);
        QVERIFY(onlyBreach(check(p), templates::preflight::Edge, {QStringLiteral("r")}));
    }

    // Crop marks may come as close as 5 mm to the edge; a card whose page is the card is cut at
    // the page's edge by design.
    void cropMarkEdge()
    {
        templates::Page p = cleanPage();
        p.items.push_back(line(templates::mm(5.5), 200, templates::mm(8), 200,
                               QStringLiteral("crop"), Role::CropMark));
        auto report = check(p);
        QVERIFY2(report.passed(), qPrintable(listed(report)));
        QVERIFY(report.pages.front().cropMarkEdge);
        p.items.back() = line(templates::mm(4), 200, templates::mm(8), 200, QStringLiteral("crop"),
                              Role::CropMark);
        report = check(p);
        QVERIFY(onlyBreach(report, templates::preflight::Edge, {QStringLiteral("crop")}));
        QCOMPARE(report.breaches.front().floor, templates::mm(5));

        templates::Page card{432, 288, QStringLiteral("card"), {}};
        card.items.push_back(rect(0, 0, 432, 288, QStringLiteral("ship-1-card"), Role::Cut));
        card.items.push_back(text(30, 40, QStringLiteral("Name"), 12, QStringLiteral("name")));
        report = check(card);
        QVERIFY2(report.passed(), qPrintable(listed(report)));
    }

    void cropMarkGap()
    {
        templates::Page p = cleanPage();
        p.items.push_back(rect(100, 400, 54, 54, QStringLiteral("counter-1"), Role::Cut));
        p.items.push_back(text(60, 800, QStringLiteral("Print at 100 %"), 7.5,
                               templates::preflight::ScaleNoteId));
        // On the extension of the counter's left edge, 1 mm above it.
        p.items.push_back(line(100, 400 - templates::mm(1), 100, 400 - templates::mm(4),
                               QStringLiteral("cut-mark"), Role::CropMark));
        auto report = check(p);
        QVERIFY(onlyBreach(report, templates::preflight::CropMark,
                           {QStringLiteral("cut-mark"), QStringLiteral("counter-1")}));
        QVERIFY(std::abs(report.breaches.front().value - templates::mm(1)) < 0.01);
        QVERIFY(std::abs(*report.pages.front().cropMarkGap - templates::mm(1)) < 0.01);
        p.items.back() = line(100, 400 - templates::mm(2.5), 100, 400 - templates::mm(5.5),
                              QStringLiteral("cut-mark"), Role::CropMark);
        report = check(p);
        QVERIFY2(report.passed(), qPrintable(listed(report)));
    }

    // A page with something to cut out says to print it at 100 %.
    void scaleNote()
    {
        templates::Page p = cleanPage();
        p.items.push_back(rect(100, 400, 54, 54, QStringLiteral("counter-1"), Role::Cut));
        QVERIFY(onlyBreach(check(p), templates::preflight::ScaleNote, {}));
        p.items.push_back(text(60, 800, QStringLiteral("Print at 100 %"), 7.5,
                               templates::preflight::ScaleNoteId));
        QVERIFY(check(p).passed());
    }

    // A ship drawn over two pages of one printout whose parts fit one page was split where it
    // need not be; a ship filling two pages (a front and a back) was not; the same ship in two
    // printouts (roster and sheets) is no split.
    void split()
    {
        templates::Page first = page(QStringLiteral("sheets"));
        first.items.push_back(rect(40, 700, 500, 80, QStringLiteral("ship-2-frame")));
        templates::Page second = page(QStringLiteral("sheets-2"));
        second.items.push_back(rect(40, 40, 500, 100, QStringLiteral("ship-2-rest")));
        second.items.push_back(rect(40, 300, 500, 100, QStringLiteral("design-4")));
        const templates::Document split{QStringLiteral("t"), {first, second}};
        auto report = check(split);
        QVERIFY(onlyBreach(report, templates::preflight::Split, {QStringLiteral("ship-2")}));
        QCOMPARE(report.breaches.front().page, 1);
        QCOMPARE(report.breaches.front().value, 180.0);
        QCOMPARE(report.breaches.front().floor, first.printableBottom - first.printableTop);

        // Front and back, each filling its page.
        templates::Page front = page(QStringLiteral("sheets"));
        front.items.push_back(rect(40, 40, 500, 700, QStringLiteral("ship-2-front")));
        templates::Page back = page(QStringLiteral("sheets-2"));
        back.items.push_back(rect(40, 40, 500, 400, QStringLiteral("ship-2-back")));
        report = check(templates::Document{QStringLiteral("t"), {front, back}});
        QVERIFY2(report.passed(), qPrintable(listed(report)));

        // The roster's row of ship 2, then its sheet.
        templates::Page roster = page(QStringLiteral("roster"));
        roster.items.push_back(rect(40, 700, 500, 12, QStringLiteral("ship-2")));
        report = check(templates::Document{QStringLiteral("t"), {roster, second}});
        QVERIFY2(report.passed(), qPrintable(listed(report)));
        // Ids that only look alike: "ship-2x", "shipyard-2".
        templates::Page other = page(QStringLiteral("sheets-2"));
        other.items.push_back(rect(40, 40, 500, 100, QStringLiteral("ship-2x")));
        other.items.push_back(rect(40, 200, 500, 100, QStringLiteral("shipyard-2")));
        report = check(templates::Document{QStringLiteral("t"), {first, other}});
        QVERIFY2(report.passed(), qPrintable(listed(report)));
    }

    // Every breach as one JSON object; the figures of every page.
    void reports()
    {
        templates::Page p = cleanPage();
        p.items.push_back(text(100, 300, QStringLiteral("tiny"), 5, QStringLiteral("tiny")));
        const auto report = check(p);
        const model::Json json = templates::preflightJson(report);
        QCOMPARE(json["passed"].get<bool>(), false);
        QCOMPARE(json["pages"].size(), std::size_t(1));
        QCOMPARE(json["pages"][0]["smallestText"].get<double>(), 5.0);
        QCOMPARE(json["pages"][0]["smallestBox"].get<double>(), 10.0);
        QVERIFY(json["pages"][0]["cropMarkGap"].is_null());
        QCOMPARE(json["breaches"].size(), std::size_t(1));
        const model::Json &b = json["breaches"][0];
        QCOMPARE(b["page"].get<int>(), 1);
        QCOMPARE(b["check"].get<std::string>(), std::string("text-size"));
        QCOMPARE(b["items"][0].get<std::string>(), std::string("tiny"));
        QCOMPARE(b["value"].get<double>(), 5.0);
        QCOMPARE(b["floor"].get<double>(), 6.0);
        QCOMPARE(json["floors"]["box"].get<double>(), 6.8);
        const QString text = templates::preflightText(report);
        QVERIFY2(text.contains(QStringLiteral("Page 1 (test): text 5.00 pt")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("page 1 (test): text-size (text too small): "
                                              "5.00 pt, at least 6.00 pt: tiny “tiny”")),
                 qPrintable(text));
        QVERIFY(templates::preflightSummary(report).contains(QStringLiteral("tiny")));
    }

    // Items without an id are named by their place on the page.
    void unnamedItems()
    {
        templates::Page p = cleanPage();
        p.items.push_back(text(100, 300, QStringLiteral("tiny"), 5, QString()));
        QVERIFY(onlyBreach(check(p), templates::preflight::TextSize,
                           {QStringLiteral("#%1").arg(p.items.size())}));
    }

    // Many items in a dense grid: each pair of neighbours is compared once, never all pairs.
    void manyItems()
    {
        templates::Page p = page();
        for (int row = 0; row < 300; ++row) {
            for (int col = 0; col < 60; ++col)
                p.items.push_back(
                    text(20 + col * 9, 30 + row * 2.6, QStringLiteral("8"), 2, QString()));
        }
        const auto report = check(p);
        // Every text is below the floor; no two overlap (9 pt apart across, 2.6 pt down).
        QCOMPARE(report.breaches.size(), p.items.size());
    }

    // Every example fleet, every printout, A4 and Letter, ink saving off and on, every counter
    // size, in English and German: one row each, which fails listing every breach. A row's name
    // starts with the game.
    void sweep_data()
    {
        QTest::addColumn<QString>("fleet");
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("paper");
        QTest::addColumn<bool>("ink");
        QTest::addColumn<QString>("counters");
        QTest::addColumn<QString>("custom");
        QTest::addColumn<bool>("german");
        templates::LayoutRegistry layouts;
        templates::registerBuiltinLayouts(layouts);
        const QDir dir(test::sourcePath(QStringLiteral("resources/examples")));
        for (const QString &file : dir.entryList({QStringLiteral("*.fleet.json")}, QDir::Files)) {
            const QString name = file.chopped(QStringLiteral(".fleet.json").size());
            QFile f(dir.filePath(file));
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QString system = QString::fromStdString(
                model::Json::parse(f.readAll().toStdString())["system"].get<std::string>());
            std::vector<std::pair<templates::PrintKind, QString>> kinds;
            for (const templates::Layout *layout : layouts.layoutsFor(system)) {
                if (std::none_of(kinds.begin(), kinds.end(),
                                 [&](const auto &k) { return k.first == layout->kind(); }))
                    kinds.emplace_back(layout->kind(), QString());
            }
            // The card-page template: one card to a 4 × 6 in page.
            if (system == QLatin1String("sunder"))
                kinds.emplace_back(templates::PrintKind::Sheets,
                                   QStringLiteral("templates/sunder/cards-4x6.json"));
            for (const auto &[kind, custom] : kinds) {
                const QStringList sizes = kind == templates::PrintKind::Counters
                                              ? templates::counterSizeIds()
                                              : QStringList{QStringLiteral("template")};
                for (const QString &paper : {QStringLiteral("a4"), QStringLiteral("letter")}) {
                    for (int variant = 0; variant < 4 * int(sizes.size()); ++variant) {
                        const bool ink = variant % 2;
                        const bool german = variant / 2 % 2;
                        const QString &size = sizes[variant / 4];
                        QString row
                            = QStringLiteral("%1/%2/%3%4/%5/%6/%7")
                                  .arg(system, name, templates::printKindId(kind),
                                       custom.isEmpty() ? QString() : QStringLiteral("-4x6"), paper,
                                       ink ? QStringLiteral("ink-saving")
                                           : QStringLiteral("full-ink"),
                                       german ? QStringLiteral("de") : QStringLiteral("en"));
                        if (kind == templates::PrintKind::Counters)
                            row += QLatin1Char('/') + size;
                        QTest::newRow(qPrintable(row)) << dir.filePath(file) << int(kind) << paper
                                                       << ink << size << custom << german;
                    }
                }
            }
        }
    }
    void sweep()
    {
        QFETCH(QString, fleet);
        QFETCH(int, kind);
        QFETCH(QString, paper);
        QFETCH(bool, ink);
        QFETCH(QString, counters);
        QFETCH(QString, custom);
        QFETCH(bool, german);
        if (german)
            QCoreApplication::installTranslator(&m_german);
        const auto english = qScopeGuard([&] { QCoreApplication::removeTranslator(&m_german); });
        model::LoadResult loaded = model::FleetFile::load(fleet, m_r->systems);
        QVERIFY2(loaded.ok(), qPrintable(loaded.errorText()));
        templates::PrintRequest request;
        request.kinds = {templates::PrintKind(kind)};
        request.page = *templates::pageSize(paper);
        request.inkSaving = ink;
        request.counters.size = counters;
        request.counterBacks = true;
        if (!custom.isEmpty()) {
            templates::LayoutRegistry layouts;
            templates::registerBuiltinLayouts(layouts);
            const templates::TemplateLoad t
                = templates::TemplateFile::load(test::sourcePath(custom), layouts.specs());
            QVERIFY2(t.ok(), qPrintable(t.errorText()));
            request.templates[t.value->layout] = *t.value;
        }
        const auto document = test::composeFleet(*m_r, *loaded.fleet, request);
        QVERIFY(document);
        const auto report = check(*document);
        // Every breach on a line of its own (a failure message is cut short), then how many of
        // each check.
        std::map<QString, int> counts;
        for (const templates::PreflightBreach &b : report.breaches) {
            qWarning("%s", qPrintable(templates::describe(b)));
            ++counts[b.check];
        }
        QStringList summary;
        for (const auto &[check, n] : counts)
            summary << QStringLiteral("%1 × %2").arg(n).arg(check);
        QVERIFY2(report.passed(), qPrintable(summary.join(QStringLiteral(", "))));
    }
};

int main(int argc, char *argv[])
{
    QGuiApplication app(argc, argv);
    test::installEnglish();
    TestPreflight test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_preflight.moc"
