// Printing: lengths, font metrics, template files, text fitting, page flow, the footer badge, and
// the PDF, SVG and PNG outputs checked with independent tools (libharu's own measurements,
// poppler's pdfinfo/pdffonts/pdftotext/pdftoppm, qpdf, xmllint, QtSvg).
//
// Malformed templates live in tests/data/templates/bad: NAME.template.json is the file and
// NAME.expected lists the substrings its error text must contain, one per line ('#' lines and
// blank lines are ignored). The directory is scanned, so adding a pair of files adds a case.
//
// Golden display lists live in tests/data/golden/print: FLEET.KINDS.PAGE.txt is the text form
// (templates::toText) of fleet FLEET (resources/examples/FLEET.fleet.json or
// tests/data/print/fleets/FLEET.fleet.json) printed with KINDS (e.g. "roster", "sheets+counters")
// on PAGE ("a4" or "letter"). The directory is scanned. FLEETWRIGHT_REGENERATE=1 rewrites them
// from the current layouts instead of comparing; review the diff before committing.

#include <PrintSupport.h>

#include <templates/core/Composer.h>
#include <templates/core/PdfWriter.h>
#include <templates/core/SvgWriter.h>
#include <templates/painter/OutputFiles.h>
#include <templates/painter/PagePainter.h>

#include <hpdf.h>

#include <QDir>
#include <QGuiApplication>
#include <QImage>
#include <QProcess>
#include <QRegularExpression>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <limits>

using namespace fw;
using templates::Align;
using templates::Composer;
using templates::Document;
using templates::Field;
using templates::PrintKind;

namespace {

const templates::Fonts &fonts()
{
    return templates::Fonts::shared().value();
}

struct ToolRun
{
    int exitCode = -1;
    QString out;
    QString err;
};

// Runs an external checker; a missing tool fails the test (the test command installs them).
ToolRun runTool(const QString &program, const QStringList &arguments)
{
    QProcess process;
    process.start(program, arguments);
    ToolRun run;
    if (!process.waitForStarted(10000)) {
        run.err = QStringLiteral("%1 cannot be started (is it installed? scripts/dev test "
                                 "installs poppler-utils, qpdf and libxml2-utils)")
                      .arg(program);
        return run;
    }
    process.waitForFinished(60000);
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

QStringList readExpectations(const QString &path)
{
    QStringList out;
    for (const QString &line : QString::fromUtf8(test::readFile(path)).split(QLatin1Char('\n'))) {
        const QString t = line.trimmed();
        if (!t.isEmpty() && !t.startsWith(QLatin1Char('#')))
            out << t;
    }
    return out;
}

// A spec with a grid, for the grid checks (no built-in layout needs to exist for them).
templates::TemplateSpec testCounterSpec()
{
    templates::TemplateSpec spec;
    spec.layout = QStringLiteral("test.counters");
    spec.grid = true;
    return spec;
}

std::vector<templates::TemplateSpec> allSpecs()
{
    templates::LayoutRegistry layouts;
    templates::registerBuiltinLayouts(layouts);
    std::vector<templates::TemplateSpec> specs = layouts.specs();
    specs.push_back(testCounterSpec());
    return specs;
}

// A fleet of `count` EasyStar destroyers named "Ship 1", "Ship 2"...
QByteArray destroyerFleet(int count, int budget)
{
    model::Json ships = model::Json::array();
    for (int i = 1; i <= count; ++i) {
        model::Json ship = model::Json::object();
        ship["name"] = QStringLiteral("Ship %1").arg(i).toStdString();
        ship["class"] = "destroyer";
        ship["flagship"] = i == 1;
        ship["weapons"] = model::Json::array({{{"type", "beam"}, {"mount", "axial"}}});
        ships.push_back(ship);
    }
    model::Json fleet
        = {{"format", "fleetwright-fleet"}, {"formatVersion", 1}, {"system", "easystar"},
           {"name", "Destroyer Swarm"},     {"budget", budget},   {"ships", ships}};
    return QByteArray::fromStdString(fleet.dump());
}

QString fleetPath(const QString &name)
{
    const QString example
        = test::sourcePath(QStringLiteral("resources/examples/%1.fleet.json").arg(name));
    if (QFile::exists(example))
        return example;
    return test::dataPath(QStringLiteral("print/fleets/%1.fleet.json").arg(name));
}

std::unique_ptr<model::Fleet> loadFleet(const test::Registries &r, const QString &name)
{
    model::LoadResult loaded = model::FleetFile::load(fleetPath(name), r.systems);
    if (!loaded.ok()) {
        QTest::qFail(qPrintable(loaded.errorText()), __FILE__, __LINE__);
        return nullptr;
    }
    return std::move(loaded.fleet);
}

QString writeTemp(const QTemporaryDir &dir, const QString &name, const QByteArray &bytes)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        return {};
    return path;
}

} // namespace

class TestPrint : public QObject
{
    Q_OBJECT

    std::unique_ptr<test::Registries> m_r;

private Q_SLOTS:
    void initTestCase()
    {
        test::installEnglish();
        m_r = test::makeRegistries();
        QVERIFY(m_r);
        QVERIFY2(templates::Fonts::shared().ok(), qPrintable(templates::Fonts::shared().error()));
    }

    // Template lengths carry their unit; 1 in = 72 pt = 25.4 mm (PostScript point).
    void lengths()
    {
        QCOMPARE(*templates::parseLength(QStringLiteral("1in")), 72.0);
        QCOMPARE(*templates::parseLength(QStringLiteral("0.5in")), 36.0);
        QCOMPARE(*templates::parseLength(QStringLiteral("10pt")), 10.0);
        QVERIFY(qAbs(*templates::parseLength(QStringLiteral("25.4mm")) - 72.0) < 1e-9);
        QVERIFY(qAbs(*templates::parseLength(QStringLiteral("2.54cm")) - 72.0) < 1e-9);
        QVERIFY(!templates::parseLength(QStringLiteral("12")));
        QVERIFY(!templates::parseLength(QStringLiteral("12px")));
        QVERIFY(!templates::parseLength(QStringLiteral("mm")));
        // ISO 216 A4 is 210 × 297 mm; US Letter 8.5 × 11 in.
        QVERIFY(qAbs(templates::pageSizeA4().width - 595.2756) < 1e-3);
        QVERIFY(qAbs(templates::pageSizeA4().height - 841.8898) < 1e-3);
        QCOMPARE(templates::pageSizeLetter().width, 612.0);
        QCOMPARE(templates::pageSizeLetter().height, 792.0);
    }

    // Our widths, read from the font's own tables, agree with libharu's (which the PDF's
    // placement uses) for Latin, Greek, Cyrillic and symbols.
    void fontWidthsAgreeWithLibharu()
    {
        HPDF_Doc doc = HPDF_New(nullptr, nullptr);
        QVERIFY(doc);
        HPDF_UseUTFEncodings(doc);
        const QByteArray path = fonts().path().toLocal8Bit();
        const char *name = HPDF_LoadTTFontFromFile(doc, path.constData(), HPDF_TRUE);
        QVERIFY(name);
        HPDF_Font font = HPDF_GetFont(doc, name, "UTF-8");
        QVERIFY(font);
        const QStringList samples{QStringLiteral("Indomitable"),
                                  QStringLiteral("C30 DD-11 D4 S3 1W4"),
                                  QStringLiteral("Ærøskøbing Ωμέγα «Адмирал» № ★ → ≥ —"),
                                  QStringLiteral("WWWWiiii 0123456789")};
        for (const QString &s : samples) {
            const QByteArray utf8 = s.toUtf8();
            const HPDF_TextWidth tw
                = HPDF_Font_TextWidth(font, reinterpret_cast<const HPDF_BYTE *>(utf8.constData()),
                                      HPDF_UINT(utf8.size()));
            const double haru = tw.width * 10.0 / 1000.0; // at 10 pt
            const double ours = fonts().width(s, 10);
            QVERIFY2(
                qAbs(haru - ours) < 0.05,
                qPrintable(QStringLiteral("%1: libharu %2, ours %3").arg(s).arg(haru).arg(ours)));
        }
        HPDF_Free(doc);
        // Same widths for accented and plain letters of the same shape.
        QCOMPARE(fonts().width(QStringLiteral("ÜÜÜ"), 12),
                 fonts().width(QStringLiteral("UUU"), 12));
    }

    // Characters the font cannot draw, and those outside the BMP, become U+FFFD.
    void drawableText()
    {
        QCOMPARE(fonts().drawable(QStringLiteral("Żółć")), QStringLiteral("Żółć"));
        QCOMPARE(fonts().drawable(QStringLiteral("A🚀B")), QStringLiteral("A\uFFFDB"));
        QCOMPARE(fonts().drawable(QStringLiteral("a\tb\nc")), QStringLiteral("a b c"));
    }

    void badTemplatesDirectory()
    {
        const QDir dir(test::dataPath(QStringLiteral("templates/bad")));
        QSet<QString> cases, expectations;
        for (const QString &name : dir.entryList(QDir::Files)) {
            if (name.endsWith(QLatin1String(".template.json")))
                cases.insert(name.chopped(int(qstrlen(".template.json"))));
            else if (name.endsWith(QLatin1String(".expected")))
                expectations.insert(name.chopped(int(qstrlen(".expected"))));
            else
                QFAIL(qPrintable(dir.filePath(name) + QLatin1String(": unexpected file")));
        }
        QCOMPARE(cases, expectations);
        QVERIFY(cases.size() >= 20);
    }

    // Each malformed template is refused with a message naming the file, the place and the
    // reason.
    void badTemplates_data()
    {
        QTest::addColumn<QString>("path");
        const QDir dir(test::dataPath(QStringLiteral("templates/bad")));
        for (const QString &name : dir.entryList({QStringLiteral("*.template.json")}, QDir::Files))
            QTest::newRow(qPrintable(name)) << dir.filePath(name);
    }
    void badTemplates()
    {
        QFETCH(QString, path);
        const templates::TemplateLoad load = templates::TemplateFile::load(path, allSpecs());
        QVERIFY2(!load.ok(), "the template was accepted");
        QVERIFY(!load.errors.empty());
        const QString text = load.errorText();
        for (const model::LoadError &e : load.errors)
            QVERIFY2(e.toString().startsWith(path + QLatin1Char(':')), qPrintable(e.toString()));
        const QString expectedPath
            = path.chopped(int(qstrlen(".template.json"))) + QLatin1String(".expected");
        for (const QString &expected : readExpectations(expectedPath))
            QVERIFY2(text.contains(expected),
                     qPrintable(QStringLiteral("missing “%1” in:\n%2").arg(expected, text)));
    }

    void missingTemplateFile()
    {
        const templates::TemplateLoad load
            = templates::TemplateFile::load(QStringLiteral("/nonexistent/my.json"), allSpecs());
        QVERIFY(!load.ok());
        QCOMPARE(load.errorText(), QStringLiteral("/nonexistent/my.json: no such file"));
    }

    // Every built-in template loads and fits both paper sizes.
    void builtinTemplates()
    {
        templates::LayoutRegistry layouts;
        templates::registerBuiltinLayouts(layouts);
        QVERIFY(!layouts.layouts().empty());
        for (const auto &layout : layouts.layouts()) {
            QFile file(layout->builtinTemplate());
            QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(layout->builtinTemplate()));
            const templates::TemplateLoad load = templates::TemplateFile::parse(
                file.readAll(), layout->builtinTemplate(), layouts.specs());
            QVERIFY2(load.ok(), qPrintable(load.errorText()));
            QCOMPARE(load.value->layout, layout->id());
            for (const auto &page : {templates::pageSizeA4(), templates::pageSizeLetter()}) {
                const auto errors = load.value->checkFits(page, Composer::FooterHeight);
                QVERIFY2(errors.empty(),
                         qPrintable(errors.empty() ? QString() : errors.front().toString()));
            }
        }
    }

    // A template that does not fit the chosen paper is refused at export time, naming the paper.
    void templateTooBigForPaper()
    {
        QFile file(QStringLiteral(":/templates/roster.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        model::Json json = model::Json::parse(file.readAll().toStdString());
        json["fields"]["title"]["width"] = "200mm"; // A4: 210 - 2 × 12 = 186 mm between margins
        const auto load = templates::TemplateFile::parse(QByteArray::fromStdString(json.dump()),
                                                         QStringLiteral("wide.json"), allSpecs());
        QVERIFY2(load.ok(), qPrintable(load.errorText()));
        const auto errors = load.value->checkFits(templates::pageSizeA4(), Composer::FooterHeight);
        QCOMPARE(errors.size(), std::size_t(1));
        QCOMPARE(errors[0].toString(),
                 QStringLiteral("wide.json: fields.title.width: reaches 200.0 mm from the left "
                                "margin, but A4 paper has 186.0 mm between its margins"));

        model::Json grid = {{"format", "fleetwright-template"},
                            {"formatVersion", 1},
                            {"layout", "test.counters"},
                            {"name", "Big"},
                            {"margins", "10mm"},
                            {"grid",
                             {{"nx", 6},
                              {"ny", 8},
                              {"dx", "1.4in"},
                              {"dy", "1.4in"},
                              {"width", "1.3in"},
                              {"height", "1.3in"}}}};
        const auto big = templates::TemplateFile::parse(QByteArray::fromStdString(grid.dump()),
                                                        QStringLiteral("big.json"), allSpecs());
        QVERIFY2(big.ok(), qPrintable(big.errorText()));
        // 5 × 1.4 + 1.3 = 8.3 in = 210.8 mm of columns: more than Letter's 195.9 mm.
        const auto letter
            = big.value->checkFits(templates::pageSizeLetter(), Composer::FooterHeight);
        QVERIFY(!letter.empty());
        QVERIFY2(
            letter[0].toString().contains(QStringLiteral("6 columns of counters span 210.8 mm")),
            qPrintable(letter[0].toString()));
        QVERIFY(letter[0].toString().contains(QStringLiteral("Letter")));
    }

    // How many boxes go in a row is a whole number from 1 to the boxes there are, whatever a
    // template's steps make of the division.
    void itemsPerRow_data()
    {
        QTest::addColumn<double>("count");
        QTest::addColumn<int>("most");
        QTest::addColumn<int>("expected");
        const double infinity = std::numeric_limits<double>::infinity();
        QTest::newRow("some fit") << 3.7 << 10 << 3;
        QTest::newRow("all fit") << 12.0 << 10 << 10;
        QTest::newRow("less than one fits") << 0.4 << 10 << 1;
        QTest::newRow("step 0: infinitely many") << infinity << 10 << 10;
        QTest::newRow("step 0, negative width") << -infinity << 10 << 1;
        QTest::newRow("step 0, width 0") << std::numeric_limits<double>::quiet_NaN() << 10 << 1;
        QTest::newRow("tiny step: beyond int") << 1e12 << 10 << 10;
        QTest::newRow("no boxes") << 3.0 << 0 << 1;
    }
    void itemsPerRow()
    {
        QFETCH(double, count);
        QFETCH(int, most);
        QFETCH(int, expected);
        QCOMPARE(templates::itemsPerRow(count, most), expected);
    }

    // Every built-in layout lays out an example fleet with all the lengths of its template's
    // "values" at 0 (boxes, gaps, steps): a layout dividing by one of them must not reach
    // undefined behaviour (`scripts/dev test --sanitize` stops at it) or loop for ever.
    void zeroLengthsInTemplates_data()
    {
        QTest::addColumn<QString>("layout");
        templates::LayoutRegistry layouts;
        templates::registerBuiltinLayouts(layouts);
        for (const auto &layout : layouts.layouts())
            QTest::newRow(qPrintable(layout->id())) << layout->id();
    }
    void zeroLengthsInTemplates()
    {
        QFETCH(QString, layout);
        templates::LayoutRegistry layouts;
        templates::registerBuiltinLayouts(layouts);
        const templates::Layout *l = layouts.find(layout);
        QFile file(l->builtinTemplate());
        QVERIFY(file.open(QIODevice::ReadOnly));
        model::Json json = model::Json::parse(file.readAll().toStdString());
        if (!json.contains("values"))
            QSKIP("this layout reads no lengths from \"values\"");
        for (auto &[key, value] : json["values"].items())
            value = "0mm";
        const auto load = templates::TemplateFile::parse(QByteArray::fromStdString(json.dump()),
                                                         QStringLiteral("zero.json"), allSpecs());
        QVERIFY2(load.ok(), qPrintable(load.errorText()));
        auto fleet = loadFleet(*m_r, l->systemId() == QLatin1String("billionsuns")
                                         ? QStringLiteral("helix-consolidated")
                                         : QStringLiteral("blue-500"));
        QVERIFY(fleet);
        templates::PrintRequest request;
        request.kinds = {l->kind()};
        request.counterBacks = true;
        request.templates.emplace(layout, *load.value);
        const auto doc = test::composeFleet(*m_r, *fleet, request);
        QVERIFY(doc);
        QVERIFY(!doc->pages.empty());
    }

    // Text fits its field: full size when it can, else smaller, then wrapped, and cut with an
    // ellipsis only as a last resort; no line is ever wider than the field.
    void fitText()
    {
        Composer c(fonts(), templates::pageSizeA4(), templates::Margins{34, 34, 34, 34});
        const Field one{0, 0, 100, 10, 6, 1, false, Align::Left};
        auto fitted = c.fit(QStringLiteral("Wasp"), one);
        QCOMPARE(fitted.lines, QStringList{QStringLiteral("Wasp")});
        QCOMPARE(fitted.size, 10.0);
        QVERIFY(!fitted.shrunk);

        const QString longName = QStringLiteral("Überlichtgeschwindigkeitskreuzer");
        const Field wide{0, 0, 140, 10, 6, 1, false, Align::Left};
        QVERIFY(c.textWidth(longName, 10) > 140); // needs shrinking
        fitted = c.fit(longName, wide);
        QCOMPARE(fitted.lines, QStringList{longName});
        QVERIFY(fitted.shrunk && !fitted.cut);
        QVERIFY(fitted.size < 10 && fitted.size >= 6);
        QVERIFY(c.textWidth(fitted.lines[0], fitted.size) <= 140);
        QVERIFY(c.textWidth(fitted.lines[0], fitted.size + 0.25) > 140); // the largest that fits

        const Field two{0, 0, 100, 10, 8, 2, false, Align::Left};
        fitted = c.fit(QStringLiteral("Jean-Baptiste Émile de la Rochefoucauld"), two);
        QCOMPARE(fitted.lines.size(), 2); // wraps at a size between 8 and 10
        QVERIFY(fitted.size >= 8 && !fitted.cut);
        QCOMPARE(fitted.lines.join(QLatin1Char(' ')),
                 QStringLiteral("Jean-Baptiste Émile de la Rochefoucauld"));

        fitted = c.fit(QString(40, QLatin1Char('W')) + QStringLiteral(" ")
                           + QString(40, QLatin1Char('M')),
                       two);
        QVERIFY(fitted.cut);
        QCOMPARE(fitted.lines.size(), 2);
        QVERIFY(fitted.lines.last().endsWith(QChar(0x2026)));
        for (const QString &line : fitted.lines)
            QVERIFY(c.textWidth(line, fitted.size) <= 100);
    }

    // A word longer than its field's lines is broken between characters, every line as long as
    // fits (the next character would take it past the field) and the last one cut with an
    // ellipsis, however long the word: 100,000 characters keep the field's lines.
    void breakLongWord_data()
    {
        QTest::addColumn<int>("length");
        QTest::addColumn<int>("lines");
        QTest::newRow("100 characters, 2 lines") << 100 << 2;
        QTest::newRow("100,000 characters, 3 lines") << 100000 << 3;
        QTest::newRow("100,000 characters, 1 line") << 100000 << 1;
    }
    void breakLongWord()
    {
        QFETCH(int, length);
        QFETCH(int, lines);
        Composer c(fonts(), templates::pageSizeA4(), templates::Margins{34, 34, 34, 34});
        const Field f{0, 0, 90, 10, 8, lines, false, Align::Left};
        QString word;
        for (int i = 0; i < length; ++i)
            word += QChar(u"WiMlAjr.Q"[i % 9]); // letters of many widths
        QVERIFY(c.textWidth(word, 8) > 2 * lines * 90);
        const templates::FittedText fitted = c.fit(word, f);
        QVERIFY(fitted.cut);
        QCOMPARE(fitted.size, 8.0);
        QCOMPARE(int(fitted.lines.size()), lines);
        QVERIFY(fitted.lines.last().endsWith(QChar(0x2026)));
        QString rest = word;
        for (int i = 0; i < lines; ++i) {
            const QString &line = fitted.lines[i];
            const bool last = i + 1 == lines;
            const QString text = last ? line.chopped(1) : line;
            QVERIFY2(!text.isEmpty() && rest.startsWith(text), qPrintable(line));
            QVERIFY(c.textWidth(line, 8) <= 90);
            rest = rest.mid(text.size());
            // As long as fits: one more character (before the ellipsis) would not.
            const QString more = text + rest.at(0) + (last ? line.right(1) : QString());
            QVERIFY2(c.textWidth(more, 8) > 90, qPrintable(line));
        }
    }

    // Blocks flow down the printable area and onto new pages; a block is never split.
    void pageFlow()
    {
        Composer c(fonts(), templates::pageSizeLetter(), templates::Margins{36, 36, 36, 36});
        c.newPage(QStringLiteral("p"), QStringLiteral("Test"));
        const double heights[] = {100, 250, 300, 90, 400, 10, 200};
        int pagesBefore = 1;
        for (double h : heights) {
            const double top = c.place(h, 5, QStringLiteral("p"));
            QVERIFY(top >= c.top() - 1e-9);
            QVERIFY2(top + h <= c.bottom() + 1e-9,
                     qPrintable(QStringLiteral("block of %1 at %2 runs below %3")
                                    .arg(h)
                                    .arg(top)
                                    .arg(c.bottom())));
            QVERIFY(c.pageCount() >= pagesBefore);
            pagesBefore = c.pageCount();
        }
        // 100+250+300 > 792 - 72 - 30 = 690 - 10 (gaps): the third block starts page 2.
        QVERIFY(c.pageCount() >= 3);
        QVERIFY(c.overflowed().isEmpty());
        c.place(c.height() + 10, 0, QStringLiteral("p")); // taller than any page
        QCOMPARE(c.overflowed().size(), 1);
    }

    // Every page carries the footer: fleet, game, page n of N and the legality badge with the
    // number of errors, and the assumptions in force.
    void footerOnEveryPage()
    {
        // 40 destroyers for 250 BP: over the ship limit (18) and the budget.
        auto fleet = test::parseFleet(*m_r, destroyerFleet(40, 250));
        QVERIFY(fleet);
        const auto issues = validators::validateFleet(*fleet, m_r->validators);
        const int errors = int(std::count_if(issues.begin(), issues.end(), [](const auto &i) {
            return i.severity == validators::Severity::Error;
        }));
        QVERIFY(errors >= 2);
        const auto doc = test::composeFleet(*m_r, *fleet, {PrintKind::Roster});
        QVERIFY(doc);
        QVERIFY(doc->pages.size() >= 2);
        const int n = int(doc->pages.size());
        for (int p = 0; p < n; ++p) {
            const QStringList texts = test::pageTexts(doc->pages[p]);
            QVERIFY(texts.contains(QStringLiteral("Page %1 of %2").arg(p + 1).arg(n)));
            QVERIFY2(texts.contains(QStringLiteral("NOT LEGAL: %1 errors").arg(errors)),
                     qPrintable(texts.join(QLatin1Char('|'))));
            QVERIFY(std::any_of(texts.begin(), texts.end(), [](const QString &t) {
                return t.startsWith(QStringLiteral("Assumptions in force: Turning table"));
            }));
            QVERIFY(!test::itemsWithId(doc->pages[p], QStringLiteral("badge")).empty());
        }
        // Every ship is on the roster, the table header repeats on every page.
        for (int i = 1; i <= 40; ++i)
            QVERIFY(test::pageWithId(*doc, QStringLiteral("ship-%1").arg(i)) >= 0);
        for (const auto &page : doc->pages)
            QVERIFY(test::pageTexts(page).contains(QStringLiteral("Ship")));
        QVERIFY2(test::itemsOffPage(*doc).isEmpty(),
                 qPrintable(test::itemsOffPage(*doc).join(QLatin1Char('\n'))));

        // A legal fleet says so.
        auto legal = loadFleet(*m_r, QStringLiteral("blue-500"));
        QVERIFY(legal);
        const auto legalDoc = test::composeFleet(*m_r, *legal, {PrintKind::Roster});
        QVERIFY(legalDoc);
        QVERIFY(test::documentTexts(*legalDoc).contains(QStringLiteral("LEGAL")));
    }

    // Printing an empty fleet works (a roster with no ships).
    void emptyFleet()
    {
        auto fleet = test::parseFleet(*m_r, destroyerFleet(0, 250));
        QVERIFY(fleet);
        const auto doc = test::composeFleet(
            *m_r, *fleet, {PrintKind::Roster, PrintKind::Sheets, PrintKind::Counters});
        QVERIFY(doc);
        QVERIFY(!doc->pages.empty());
        QVERIFY(test::itemsOffPage(*doc).isEmpty());
    }

    // Both paper sizes, every example fleet, everything: nothing runs off the page.
    void everythingStaysOnThePage_data()
    {
        QTest::addColumn<QString>("fleet");
        QTest::addColumn<QString>("page");
        for (const QString &fleet :
             {QStringLiteral("blue-500"), QStringLiteral("yellow-250"),
              QStringLiteral("sample-destroyers"), QStringLiteral("helix-consolidated"),
              QStringLiteral("armada-18"), QStringLiteral("long-names")}) {
            for (const QString &page : {QStringLiteral("a4"), QStringLiteral("letter")})
                QTest::newRow(qPrintable(fleet + QLatin1Char('/') + page)) << fleet << page;
        }
    }
    void everythingStaysOnThePage()
    {
        QFETCH(QString, fleet);
        QFETCH(QString, page);
        auto f = loadFleet(*m_r, fleet);
        QVERIFY(f);
        templates::PrintRequest request;
        request.page = *templates::pageSize(page);
        request.counterBacks = true;
        const auto doc = test::composeFleet(*m_r, *f, request);
        QVERIFY(doc);
        for (const auto &p : doc->pages) {
            QCOMPARE(p.width, request.page.width);
            QCOMPARE(p.height, request.page.height);
        }
        const QStringList off = test::itemsOffPage(*doc);
        QVERIFY2(off.isEmpty(), qPrintable(off.join(QLatin1Char('\n'))));
    }

    // The PDF: the right pages and paper, one embedded font, every ship's name and cost as real
    // text, a clean structure, and the same bytes every time.
    void pdf_data()
    {
        QTest::addColumn<QString>("fleet");
        QTest::addColumn<QString>("page");
        QTest::newRow("blue-500/a4") << QStringLiteral("blue-500") << QStringLiteral("a4");
        QTest::newRow("armada-18/letter")
            << QStringLiteral("armada-18") << QStringLiteral("letter");
        QTest::newRow("long-names/a4") << QStringLiteral("long-names") << QStringLiteral("a4");
        QTest::newRow("helix-consolidated/letter")
            << QStringLiteral("helix-consolidated") << QStringLiteral("letter");
    }
    void pdf()
    {
        QFETCH(QString, fleet);
        QFETCH(QString, page);
        auto f = loadFleet(*m_r, fleet);
        QVERIFY(f);
        templates::PrintRequest request;
        request.page = *templates::pageSize(page);
        const auto doc = test::composeFleet(*m_r, *f, request);
        QVERIFY(doc);
        const auto bytes = templates::writePdf(*doc, fonts());
        QVERIFY2(bytes, qPrintable(bytes.error()));
        QVERIFY(bytes.value().startsWith("%PDF-"));
        // Deterministic: no dates, no random ids.
        const auto again = templates::writePdf(*test::composeFleet(*m_r, *f, request), fonts());
        QVERIFY(again.value() == bytes.value());

        QTemporaryDir dir;
        const QString path = writeTemp(dir, QStringLiteral("out.pdf"), bytes.value());
        QVERIFY(!path.isEmpty());
        const ToolRun info = runTool(QStringLiteral("pdfinfo"), {path});
        QVERIFY2(info.exitCode == 0, qPrintable(info.err));
        QVERIFY2(info.out.contains(
                     QRegularExpression(QStringLiteral("Pages:\\s+%1\\n").arg(doc->pages.size()))),
                 qPrintable(info.out));
        QVERIFY2(
            info.out.contains(page == QLatin1String("a4")
                                  ? QStringLiteral("Page size:       595.276 x 841.89 pts (A4)")
                                  : QStringLiteral("Page size:       612 x 792 pts (letter)")),
            qPrintable(info.out));

        const ToolRun fontList = runTool(QStringLiteral("pdffonts"), {path});
        QVERIFY2(fontList.exitCode == 0, qPrintable(fontList.err));
        // A well-formed text map: the readers print no warning.
        QVERIFY2(fontList.err.isEmpty(), qPrintable(fontList.err));
        const QStringList fontLines
            = fontList.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts).mid(2);
        QCOMPARE(fontLines.size(), 1); // one embedded font per document
        QVERIFY2(fontLines[0].contains(QStringLiteral("DejaVuSans"))
                     && fontLines[0].contains(
                         QRegularExpression(QStringLiteral("\\byes\\s+yes\\s+yes\\b"))),
                 qPrintable(fontLines[0]));

        const ToolRun text = runTool(QStringLiteral("pdftotext"), {path, QStringLiteral("-")});
        QVERIFY2(text.exitCode == 0 && text.err.isEmpty(), qPrintable(text.err));
        const model::GameSystem *system = m_r->systems.find(f->systemId);
        const model::FleetReport report = system->report(*f);
        // pdftotext joins words with single spaces and may break long names over lines.
        const QString flat = text.out.simplified();
        for (const model::ShipReport &ship : report.ships) {
            const QString name = fonts().drawable(ship.name).simplified();
            const QString firstWord = name.section(QLatin1Char(' '), 0, 0);
            QVERIFY2(flat.contains(firstWord),
                     qPrintable(QStringLiteral("%1 not in the PDF text").arg(name)));
            QVERIFY2(flat.contains(system->formatPoints(ship.cost.total())),
                     qPrintable(system->formatPoints(ship.cost.total())));
        }
        QVERIFY(flat.contains(system->formatPoints(report.total.total())));

        const ToolRun check = runTool(QStringLiteral("qpdf"), {QStringLiteral("--check"), path});
        QVERIFY2(check.exitCode == 0, qPrintable(check.out + check.err));
    }

    // Long non-ASCII names come back from the PDF exactly (UTF-8 text, not outlines).
    void pdfTextIsUnicode()
    {
        auto f = loadFleet(*m_r, QStringLiteral("long-names"));
        QVERIFY(f);
        const auto doc = test::composeFleet(*m_r, *f, {PrintKind::Roster});
        QVERIFY(doc);
        QTemporaryDir dir;
        const QString path = writeTemp(dir, QStringLiteral("names.pdf"),
                                       templates::writePdf(*doc, fonts()).value());
        const ToolRun text = runTool(QStringLiteral("pdftotext"), {path, QStringLiteral("-")});
        QVERIFY2(text.exitCode == 0 && text.err.isEmpty(), qPrintable(text.err));
        for (const QString &expected :
             {QStringLiteral("Кузнецов «Адмирал Флота Советского Союза»"),
              QStringLiteral("Jean-Baptiste Émile d'Artagnan"), QStringLiteral("Ærøskøbing")})
            QVERIFY2(text.out.contains(expected),
                     qPrintable(expected + QLatin1String("\n") + text.out));
    }

    // The SVG: well-formed and valid XML, readable by QtSvg, units in pt, ids and text kept.
    void svg()
    {
        auto f = loadFleet(*m_r, QStringLiteral("blue-500"));
        QVERIFY(f);
        const auto doc = test::composeFleet(*m_r, *f, {PrintKind::Roster});
        QVERIFY(doc);
        const QByteArray svg = templates::writeSvg(doc->pages[0], doc->title);
        QVERIFY(svg == templates::writeSvg(doc->pages[0], doc->title));
        QTemporaryDir dir;
        const QString path = writeTemp(dir, QStringLiteral("roster.svg"), svg);
        const ToolRun lint = runTool(QStringLiteral("xmllint"), {QStringLiteral("--noout"), path});
        QVERIFY2(lint.exitCode == 0, qPrintable(lint.err));

        QSvgRenderer renderer(svg);
        QVERIFY(renderer.isValid());
        QCOMPARE(renderer.viewBoxF(), QRectF(0, 0, 595.28, 841.89));
        for (const QString &id :
             {QStringLiteral("roster"), QStringLiteral("roster-title"), QStringLiteral("ship-1-1"),
              QStringLiteral("ship-5-1"), QStringLiteral("total"), QStringLiteral("badge")})
            QVERIFY2(renderer.elementExists(id), qPrintable(id));

        // The texts, read back as XML.
        QXmlStreamReader xml(svg);
        QStringList texts;
        QString width;
        while (!xml.atEnd()) {
            if (xml.readNext() != QXmlStreamReader::StartElement)
                continue;
            if (xml.name() == QLatin1String("svg"))
                width = xml.attributes().value(QLatin1String("width")).toString();
            if (xml.name() == QLatin1String("text"))
                texts << xml.readElementText();
        }
        QVERIFY(!xml.hasError());
        QCOMPARE(width, QStringLiteral("595.28pt"));
        for (const QString &name :
             {QStringLiteral("Blue Fleet"), QStringLiteral("Indomitable"), QStringLiteral("Gnat"),
              QStringLiteral("225 BP"), QStringLiteral("LEGAL")})
            QVERIFY2(texts.contains(name), qPrintable(name));
    }

    // The screen drawing is the paper: our PNG of a page and poppler's rendering of the PDF of
    // the same page differ in few pixels (anti-aliasing only).
    void previewMatchesPdf()
    {
        auto f = loadFleet(*m_r, QStringLiteral("armada-18"));
        QVERIFY(f);
        const auto doc = test::composeFleet(*m_r, *f, {PrintKind::Roster});
        QVERIFY(doc);
        QTemporaryDir dir;
        const QString pdfPath
            = writeTemp(dir, QStringLiteral("r.pdf"), templates::writePdf(*doc, fonts()).value());
        const ToolRun raster
            = runTool(QStringLiteral("pdftoppm"),
                      {QStringLiteral("-r"), QStringLiteral("100"), QStringLiteral("-f"),
                       QStringLiteral("1"), QStringLiteral("-l"), QStringLiteral("1"),
                       QStringLiteral("-png"), pdfPath, dir.filePath(QStringLiteral("poppler"))});
        QVERIFY2(raster.exitCode == 0, qPrintable(raster.err));
        QImage poppler(dir.filePath(QStringLiteral("poppler-1.png")));
        QVERIFY(!poppler.isNull());
        const QImage ours = templates::PagePainter::render(doc->pages[0], fonts(), 100);
        QCOMPARE(ours.size(), poppler.size());
        // Compared in 6 × 6 pixel cells (1.5 mm): glyph edges anti-alias differently, but every
        // box, line and word must be in the same place at the same size.
        const QImage a = ours.convertToFormat(QImage::Format_Grayscale8);
        const QImage b = poppler.convertToFormat(QImage::Format_Grayscale8);
        const int cell = 6;
        int inked = 0, differ = 0;
        for (int cy = 0; cy + cell <= a.height(); cy += cell) {
            for (int cx = 0; cx + cell <= a.width(); cx += cell) {
                int sumA = 0, sumB = 0;
                for (int y = cy; y < cy + cell; ++y) {
                    for (int x = cx; x < cx + cell; ++x) {
                        sumA += a.constScanLine(y)[x];
                        sumB += b.constScanLine(y)[x];
                    }
                }
                const int meanA = sumA / (cell * cell), meanB = sumB / (cell * cell);
                if (meanA < 235 || meanB < 235)
                    ++inked;
                if (qAbs(meanA - meanB) > 40)
                    ++differ;
            }
        }
        QVERIFY(inked > 500); // the page has content
        QVERIFY2(differ * 20 < inked,
                 qPrintable(QStringLiteral("%1 of %2 inked cells differ").arg(differ).arg(inked)));
    }

    // Multi-page SVG and PNG are written one file per page; PDF as one file.
    void outputFiles()
    {
        using templates::OutputFormat;
        QCOMPARE(templates::outputFiles(QStringLiteral("/x/fleet.svg"), OutputFormat::Svg, 3),
                 (QStringList{QStringLiteral("/x/fleet-1.svg"), QStringLiteral("/x/fleet-2.svg"),
                              QStringLiteral("/x/fleet-3.svg")}));
        QCOMPARE(templates::outputFiles(QStringLiteral("/x/fleet"), OutputFormat::Png, 2),
                 (QStringList{QStringLiteral("/x/fleet-1.png"), QStringLiteral("/x/fleet-2.png")}));
        QCOMPARE(templates::outputFiles(QStringLiteral("/x/fleet.svg"), OutputFormat::Svg, 1),
                 QStringList{QStringLiteral("/x/fleet.svg")});
        QCOMPARE(templates::outputFiles(QStringLiteral("/x/f.pdf"), OutputFormat::Pdf, 9),
                 QStringList{QStringLiteral("/x/f.pdf")});

        auto f = loadFleet(*m_r, QStringLiteral("blue-500"));
        QVERIFY(f);
        const auto doc = test::composeFleet(*m_r, *f, {PrintKind::Roster});
        QVERIFY(doc);
        QTemporaryDir dir;
        const auto png = templates::writeDocument(
            *doc, OutputFormat::Png, dir.filePath(QStringLiteral("r.png")), fonts(), 72);
        QVERIFY2(png, qPrintable(png.error()));
        const QImage image(png.value().first());
        QCOMPARE(image.size(), QSize(596, 842)); // A4 at 72 dpi, rounded up
        // A file that cannot be written is an error naming it, not a crash.
        const auto bad = templates::writeDocument(
            *doc, OutputFormat::Pdf, QStringLiteral("/nonexistent/dir/x.pdf"), fonts());
        QVERIFY(!bad);
        QVERIFY2(
            bad.error().startsWith(QStringLiteral("/nonexistent/dir/x.pdf: cannot be written")),
            qPrintable(bad.error()));
    }

    void goldenDirectory()
    {
        const QDir dir(test::dataPath(QStringLiteral("golden/print")));
        QVERIFY(dir.exists());
        QVERIFY(dir.entryList({QStringLiteral("*.txt")}, QDir::Files).size() >= 4);
    }

    // Every layout's display list is as reviewed: a change in a layout or template shows up
    // here as a readable diff of shapes and texts.
    void golden_data()
    {
        QTest::addColumn<QString>("path");
        const QDir dir(test::dataPath(QStringLiteral("golden/print")));
        for (const QString &name : dir.entryList({QStringLiteral("*.txt")}, QDir::Files))
            QTest::newRow(qPrintable(name)) << dir.filePath(name);
    }
    void golden()
    {
        QFETCH(QString, path);
        const QStringList parts = QFileInfo(path).completeBaseName().split(QLatin1Char('.'));
        QCOMPARE(parts.size(), 3);
        auto fleet = loadFleet(*m_r, parts[0]);
        QVERIFY(fleet);
        templates::PrintRequest request;
        request.kinds.clear();
        for (const QString &kind : parts[1].split(QLatin1Char('+'))) {
            const PrintKind k = kind == QLatin1String("roster")   ? PrintKind::Roster
                                : kind == QLatin1String("sheets") ? PrintKind::Sheets
                                                                  : PrintKind::Counters;
            QCOMPARE(templates::printKindId(k), kind);
            request.kinds.push_back(k);
        }
        const auto page = templates::pageSize(parts[2]);
        QVERIFY(page);
        request.page = *page;
        const auto doc = test::composeFleet(*m_r, *fleet, request);
        QVERIFY(doc);
        const QString difference = test::checkGolden(path, templates::toText(*doc).toUtf8());
        QVERIFY2(difference.isEmpty(), qPrintable(difference));
    }
};

int main(int argc, char *argv[])
{
    QGuiApplication app(argc, argv);
    TestPrint test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_print.moc"
