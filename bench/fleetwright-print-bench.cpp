// fleetwright-print-bench: how fast every printout is laid out and written, and how big the
// PDFs are. Figures, not pass/fail: compare them with the targets printed next to them.

#include "BenchFleets.h"

#include <Translations.h>
#include <model/io/FleetFile.h>
#include <model/systems/BuiltinSystems.h>
#include <model/systems/SystemRegistry.h>
#include <model/systems/scs/ScsDesign.h>
#include <model/systems/sunder/SunderDesign.h>
#include <templates/core/PdfWriter.h>
#include <templates/core/Print.h>
#include <templates/core/SvgWriter.h>
#include <templates/painter/PagePainter.h>
#include <validators/ValidatorRegistry.h>

#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QGuiApplication>
#include <QRegularExpression>
#include <QTextStream>

#include <algorithm>
#include <functional>
#include <optional>
#include <vector>

namespace {

template<typename Work>
double median(int repetitions, Work work)
{
    std::vector<double> samples;
    QElapsedTimer timer;
    for (int i = 0; i < repetitions; ++i) {
        timer.start();
        work();
        samples.push_back(double(timer.nsecsElapsed()) * 1e-6);
    }
    std::sort(samples.begin(), samples.end());
    return samples[samples.size() / 2];
}

QString ms(double milliseconds)
{
    return QStringLiteral("%1 ms").arg(milliseconds, 0, 'f', milliseconds < 10 ? 2 : 1);
}

// The compressed size of the embedded font program: the stream whose dictionary has /Length1
// (the TrueType file's own length). Its /Length is a number or, as libharu writes it, a
// reference to an object holding the number.
qsizetype fontBytes(const QByteArray &pdf)
{
    const QString text = QString::fromLatin1(pdf);
    static const QRegularExpression re(QStringLiteral(
        "/Length (\\d+)( 0 R)?[^>]*/Length1|/Length1 \\d+[^>]*/Length (\\d+)( 0 R)?"));
    const QRegularExpressionMatch m = re.match(text);
    if (!m.hasMatch())
        return 0;
    const bool first = !m.captured(1).isEmpty();
    const QString number = m.captured(first ? 1 : 3);
    if (m.captured(first ? 2 : 4).isEmpty())
        return number.toLongLong();
    const QRegularExpression object(QStringLiteral("(?:^|\\n)%1 0 obj\\s*(\\d+)").arg(number));
    const QRegularExpressionMatch value = object.match(text);
    return value.hasMatch() ? value.captured(1).toLongLong() : 0;
}

// Lays out one layout alone (no report or validation: those are computed before), the way
// composeDocument does for each layout it prints.
class OneLayout
{
public:
    OneLayout(const fw::templates::LayoutRegistry &layouts, const QString &id,
              const fw::templates::Fonts &fonts)
        : m_layout(*layouts.find(id))
        , m_template(fw::templates::builtinTemplate(m_layout, layouts))
        , m_fonts(fonts)
    {}

    fw::templates::Document compose(const fw::templates::LayoutContext &context,
                                    const fw::templates::PageSize &page
                                    = fw::templates::pageSizeA4()) const
    {
        fw::templates::Composer composer(m_fonts, page, m_template.margins);
        m_layout.compose(context, m_template, composer);
        return composer.finish(m_layout.title(), fw::templates::makeBadge(context));
    }

private:
    const fw::templates::Layout &m_layout;
    const fw::templates::Template &m_template;
    const fw::templates::Fonts &m_fonts;
};

// One fleet's battlegroup sheets: layout alone and PDF alone.
struct Sheets
{
    int pages = 0;
    double layout = 0, pdf = 0;
    qsizetype pdfBytes = 0;
};

QString ratio(double big, double small)
{
    return QStringLiteral("%1×").arg(big / small, 0, 'f', 1);
}

struct Figures
{
    int ships = 0;
    int pages = 0;
    double layout = 0, pdf = 0, svg = 0, png = 0;
    qsizetype pdfBytes = 0, font = 0;
    int fonts = 0;
};

// An SCS fleet of one ship of a capital design whose five sections hold `perSection` systems
// each, as many weapons (with 8 range modifiers) as thrusters and primary systems; with 5 per
// section about the Var'Nic's sheet (digest §5.1).
std::unique_ptr<fw::model::Fleet> scsFleet(const fw::model::GameSystem &system, int perSection)
{
    namespace scs = fw::model::scs;
    scs::ScsClass c;
    c.id = QStringLiteral("bench");
    c.name = QStringLiteral("Bench Long Range Destroyer");
    c.points = 580;
    c.thrust = 12;
    c.accelCost = 3;
    c.turnDelay = {1, 1, 2, 2, 3, 3, 4, 4, 5, 5};
    c.sideChart = {{1, 3, QStringLiteral("forward")},
                   {4, 5, QStringLiteral("port")},
                   {6, 7, QStringLiteral("starboard")},
                   {8, 10, QStringLiteral("aft")}};
    const scs::SystemKind kinds[]
        = {scs::SystemKind::Weapon, scs::SystemKind::Thruster, scs::SystemKind::Reactor,
           scs::SystemKind::Weapon, scs::SystemKind::CnC};
    for (const QString &id : scs::sectionIds()) {
        scs::Section section;
        section.id = id;
        section.structureArmor = 4;
        section.structureBoxes = 40;
        for (int i = 0; i < perSection; ++i) {
            scs::ShipSystem s;
            s.kind = kinds[i % 5];
            s.name = QStringLiteral("System %1").arg(i + 1);
            s.armor = 4;
            s.boxes = 6 + 3 * (i % 5);
            s.arc = {300, 60};
            s.damage = QStringLiteral("3d10+4");
            s.rangeModifiers = {10, 9, 8, 7, 5, 3, 1, -1};
            section.systems.push_back(s);
        }
        section.chart = {{1, 5, QStringLiteral("System 1")},
                         {6, 18, QLatin1String(scs::HitsStructure)},
                         {19, 20, QLatin1String(scs::HitsPrimary)}};
        c.sections.push_back(std::move(section));
    }
    auto fleet = system.createFleet();
    auto ship = std::make_unique<scs::ScsShip>();
    ship->name = QStringLiteral("G'Tal");
    ship->classId = c.id;
    fleet->ships.push_back(std::move(ship));
    fleet->designs.push_back(std::make_unique<scs::ScsDesign>(std::move(c)));
    return fleet;
}

// A 50-point Sunder the Stars fleet (49 points): a large battleship of 4 weapons and bays, a
// medium cruiser, two destroyers and a frigate, each class on its own card (made-up figures).
std::unique_ptr<fw::model::Fleet> sunderFleet(const fw::model::GameSystem &system)
{
    namespace su = fw::model::sunder;
    auto fleet = system.createFleet();
    fleet->name = QStringLiteral("Bench Patrol");
    struct Spec
    {
        const char *id;
        su::HullSize size;
        int points, weapons;
    };
    const Spec specs[] = {{"bb", su::HullSize::Large, 16, 4},
                          {"cm", su::HullSize::Medium, 12, 3},
                          {"dd", su::HullSize::Medium, 8, 2},
                          {"ff", su::HullSize::Small, 5, 1}};
    for (const Spec &spec : specs) {
        su::SunderCard c;
        c.id = QLatin1String(spec.id);
        c.name = QStringLiteral("Class %1").arg(c.id.toUpper());
        c.size = spec.size;
        c.points = spec.points;
        const int tracks = su::trackCount(spec.size);
        const auto list = [tracks](int first) {
            std::vector<int> v;
            for (int t = 0; t < tracks; ++t)
                v.push_back(std::max(1, first - t));
            return v;
        };
        c.mp = list(6);
        c.shield = list(5);
        c.pd = list(2);
        for (int w = 0; w < spec.weapons; ++w) {
            su::Weapon weapon;
            weapon.name = QStringLiteral("Weapon %1").arg(w + 1);
            weapon.type = su::WeaponType(w % 4);
            weapon.arc = su::Facing(w % 4);
            weapon.av = list(6 - w);
            c.weapons.push_back(weapon);
        }
        if (spec.size == su::HullSize::Large) {
            c.bays.fighters = list(4);
            c.bays.bombers = list(2);
            c.hasBays = true;
        }
        fleet->designs.push_back(std::make_unique<su::SunderDesign>(std::move(c)));
    }
    for (const char *id : {"bb", "cm", "dd", "dd", "ff"}) {
        auto ship = std::make_unique<su::SunderShip>();
        ship->name = QStringLiteral("%1 %2").arg(QLatin1String(id)).arg(fleet->ships.size() + 1);
        ship->classId = QLatin1String(id);
        fleet->ships.push_back(std::move(ship));
    }
    return fleet;
}

} // namespace

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("fleetwright-print-bench"));
    fw::i18n::installTranslations(QLocale(QLocale::English));
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Prints Fleetwright's printing figures."));
    parser.addHelpOption();
    const QCommandLineOption quick(
        QStringLiteral("quick"),
        QStringLiteral("One repetition: check that it runs, not how fast."));
    parser.addOption(quick);
    parser.process(app);
    const bool fast = parser.isSet(quick);

    QTextStream out(stdout);
    fw::model::SystemRegistry systems;
    fw::validators::ValidatorRegistry validators;
    QStringList problems = fw::model::registerBuiltinSystems(systems);
    problems += fw::validators::registerBuiltinValidators(validators, systems);
    const auto &fonts = fw::templates::Fonts::shared();
    if (!fonts)
        problems << fonts.error();
    if (!problems.isEmpty()) {
        out << problems.join(QLatin1Char('\n')) << Qt::endl;
        return 2;
    }
    fw::templates::LayoutRegistry layouts;
    fw::templates::registerBuiltinLayouts(layouts);

    out << "fleetwright-print-bench: EasyStar, roster + sheets + counters (with backs), A4, one "
           "thread, median of repeated runs\n\n";
    std::vector<Figures> rows;
    for (int ships : {18, 500}) {
        const fw::model::LoadResult loaded = fw::model::FleetFile::parse(
            fw::bench::fleetJson(ships), QStringLiteral("bench"), systems);
        if (!loaded.ok()) {
            out << loaded.errorText() << Qt::endl;
            return 2;
        }
        const fw::model::Fleet &fleet = *loaded.fleet;
        const fw::model::GameSystem &system = *systems.find(fleet.systemId);
        const int repetitions = fast ? 1 : (ships == 18 ? 20 : 3);
        fw::templates::PrintRequest request;
        request.counterBacks = true;
        Figures f;
        f.ships = ships;
        std::optional<fw::templates::Document> document;
        f.layout = median(repetitions, [&] {
            const fw::model::FleetReport report = system.report(fleet);
            const fw::validators::Issues issues = fw::validators::validateFleet(fleet, validators);
            const fw::templates::LayoutContext context{
                fleet, system, report, issues, true, validators.find(system.id())};
            document
                = fw::templates::composeDocument(context, layouts, fonts.value(), request).document;
        });
        if (!document) {
            out << "cannot lay out the fleet\n";
            return 2;
        }
        f.pages = int(document->pages.size());
        QByteArray pdf;
        f.pdf = median(repetitions,
                       [&] { pdf = fw::templates::writePdf(*document, fonts.value()).value(); });
        f.pdfBytes = pdf.size();
        f.font = fontBytes(pdf);
        f.fonts = int(pdf.count("/FontFile2"));
        f.svg = median(repetitions, [&] {
            for (const auto &page : document->pages)
                fw::templates::writeSvg(page, document->title);
        });
        // The preview draws the same pages; PNG export at 150 dpi is the heaviest use of it.
        const int pngPages = std::min(f.pages, ships == 18 ? f.pages : 5);
        f.png = median(fast ? 1 : 3,
                       [&] {
                           for (int p = 0; p < pngPages; ++p)
                               fw::templates::PagePainter::render(document->pages[std::size_t(p)],
                                                                  fonts.value(), 150);
                       })
                * f.pages / pngPages;
        rows.push_back(f);
        out << QStringLiteral("  %1 ships, %2 pages: layout %3, PDF %4, SVG %5; all three %6; "
                              "PNG at 150 dpi %7\n")
                   .arg(ships, 3)
                   .arg(f.pages, 3)
                   .arg(ms(f.layout), ms(f.pdf), ms(f.svg), ms(f.layout + f.pdf + f.svg),
                        ms(f.png));
    }
    const Figures &small = rows[0];
    const Figures &big = rows[1];
    out << "\n";
    out << QStringLiteral("  18 ships, every output (layout + PDF + SVG): %1, target < 300 ms\n")
               .arg(ms(small.layout + small.pdf + small.svg));
    out << QStringLiteral("  500 / 18 ships: layout %1×, PDF %2×, SVG %3× (linear = %4× by ships, "
                          "%5× by pages)\n")
               .arg(big.layout / small.layout, 0, 'f', 1)
               .arg(big.pdf / small.pdf, 0, 'f', 1)
               .arg(big.svg / small.svg, 0, 'f', 1)
               .arg(500.0 / 18, 0, 'f', 1)
               .arg(double(big.pages) / small.pages, 0, 'f', 1);
    out << "\nPDF size:\n";
    for (const Figures &f : rows) {
        out << QStringLiteral("  %1 ships: %2 KiB, %3 embedded font(s) of %4 KiB, %5 KiB per page "
                              "without the font; target < 60 KiB per page plus one font\n")
                   .arg(f.ships, 3)
                   .arg(f.pdfBytes / 1024)
                   .arg(f.fonts)
                   .arg(f.font / 1024)
                   .arg(double(f.pdfBytes - f.font) / f.pages / 1024, 0, 'f', 1);
    }

    // A Billion Suns layouts alone, from fleets made to grow one thing: the time grows with it,
    // not faster (a row is measured once, a line of text as it grows, a class looked up once).
    const auto english = [](int n) {
        return QLocale(QLocale::English).toString(n);
    };
    const auto measureLayout = [&](const OneLayout &layout, const QByteArray &json,
                                   int repetitions) -> std::optional<Sheets> {
        const fw::model::LoadResult loaded
            = fw::model::FleetFile::parse(json, QStringLiteral("bench"), systems);
        if (!loaded.ok()) {
            out << loaded.errorText() << Qt::endl;
            return std::nullopt;
        }
        const fw::model::Fleet &fleet = *loaded.fleet;
        const fw::model::GameSystem &system = *systems.find(fleet.systemId);
        const fw::model::FleetReport report = system.report(fleet);
        const fw::validators::Issues issues = fw::validators::validateFleet(fleet, validators);
        const fw::templates::LayoutContext context{fleet,  system, report,
                                                   issues, false,  validators.find(system.id())};
        Sheets s;
        std::optional<fw::templates::Document> document;
        s.layout = median(repetitions, [&] { document = layout.compose(context); });
        s.pages = int(document->pages.size());
        s.pdf = median(repetitions, [&] {
            s.pdfBytes = fw::templates::writePdf(*document, fonts.value()).value().size();
        });
        return s;
    };
    // Rows of growing sizes, each 10 times the one before, and their ratios.
    const auto growing
        = [&](const OneLayout &layout, const QString &unit, const std::vector<int> &sizes,
              const std::function<QByteArray(int)> &fleet) {
              std::vector<Sheets> measured;
              for (int n : sizes) {
                  const auto s = measureLayout(layout, fleet(n), fast ? 1 : (n < 10000 ? 5 : 3));
                  if (!s)
                      return false;
                  measured.push_back(*s);
                  out << QStringLiteral("  %1 %2, %3 pages: layout %4, PDF %5\n")
                             .arg(english(n), 6)
                             .arg(unit)
                             .arg(s->pages, 5)
                             .arg(ms(s->layout), ms(s->pdf));
              }
              for (std::size_t i = 1; i < measured.size(); ++i) {
                  out << QStringLiteral("  %1 / %2 %3: layout %4, PDF %5 (linear = %6×)\n")
                             .arg(english(sizes[i]), english(sizes[i - 1]), unit,
                                  ratio(measured[i].layout, measured[i - 1].layout),
                                  ratio(measured[i].pdf, measured[i - 1].pdf))
                             .arg(sizes[i] / sizes[i - 1]);
              }
              return true;
          };
    const std::vector<int> sizes
        = fast ? std::vector<int>{10, 100, 1000} : std::vector<int>{100, 1000, 10000};

    const OneLayout battlegroups(layouts, QStringLiteral("billionsuns.battlegroups"),
                                 fonts.value());
    out << "\nA Billion Suns battlegroup sheets, one battlegroup (layout alone; PDF alone):\n";
    if (!growing(battlegroups, QStringLiteral("ships"), sizes,
                 [](int n) { return fw::bench::battlegroupJson(n); }))
        return 2;

    const OneLayout cards(layouts, QStringLiteral("billionsuns.cards"), fonts.value());
    out << "\nA Billion Suns class cards, one ship of each custom class (layout alone; PDF "
           "alone):\n";
    if (!growing(cards, QStringLiteral("classes"), sizes,
                 [](int n) { return fw::bench::customClassesJson(n); }))
        return 2;

    // A battlegroup's notes (up to 100,000 characters in a fleet file) fitted to the template's
    // lines: only the lines the field shows are wrapped.
    out << "\nLong texts, a battlegroup's notes fitted to its field (battlegroup sheets of 3 "
           "ships, layout alone):\n";
    const std::pair<fw::bench::TextKind, const char *> kinds[]
        = {{fw::bench::TextKind::Words, "words"},
           {fw::bench::TextKind::OneWord, "one word, no space"},
           {fw::bench::TextKind::Marks, "one word of marks without width"}};
    const int shortText = fast ? 1000 : 10000;
    for (const auto &[kind, name] : kinds) {
        std::vector<double> times;
        for (int length : {shortText, 10 * shortText}) {
            const auto s = measureLayout(
                battlegroups, fw::bench::battlegroupJson(3, fw::bench::longText(length, kind)),
                fast ? 1 : 9);
            if (!s)
                return 2;
            times.push_back(s->layout);
        }
        out << QStringLiteral("  %1: %2 characters %3, %4 characters %5; %6 (linear = 10×)\n")
                   .arg(QLatin1String(name), english(shortText), ms(times[0]),
                        english(10 * shortText), ms(times[1]), ratio(times[1], times[0]));
    }

    // SCS control sheets (the sheets layout alone, then its PDF).
    out << "\nSCS control sheets, one design (layout and PDF):\n";
    const OneLayout scsSheets(layouts, QStringLiteral("scs.sheets"), fonts.value());
    const fw::model::GameSystem &scsSystem = *systems.find(QStringLiteral("scs"));
    std::vector<double> scsTimes;
    // The pages a sheet's sections take (its front) and all of its pages.
    const auto frontPages = [](const fw::templates::Document &doc) {
        static const QRegularExpression section(QStringLiteral("^ship-1-s\\d+-"));
        int pages = 0;
        for (const fw::templates::Page &page : doc.pages) {
            pages += std::any_of(
                page.items.begin(), page.items.end(),
                [](const fw::templates::Item &item) { return section.match(item.id).hasMatch(); });
        }
        return pages;
    };
    for (int perSection : {5, 12, 24, 40, 400}) {
        const auto fleet = scsFleet(scsSystem, perSection);
        const fw::model::FleetReport report = scsSystem.report(*fleet);
        const fw::validators::Issues issues;
        const fw::templates::LayoutContext context{*fleet, scsSystem, report,
                                                   issues, false,     nullptr};
        std::optional<fw::templates::Document> document;
        const int repetitions = fast ? 1 : (perSection < 400 ? 20 : 3);
        const double total = median(repetitions, [&] {
            document = scsSheets.compose(context);
            fw::templates::writePdf(*document, fonts.value()).value();
        });
        const double layout = median(repetitions, [&] { document = scsSheets.compose(context); });
        const fw::templates::Document letter
            = scsSheets.compose(context, fw::templates::pageSizeLetter());
        scsTimes.push_back(total);
        out << QStringLiteral("  %1 systems: A4 %2 page(s), sections on %3; Letter %4, sections "
                              "on %5; laid out and written as PDF %6 (layout %7)%8\n")
                   .arg(5 * perSection, 5)
                   .arg(document->pages.size())
                   .arg(frontPages(*document))
                   .arg(letter.pages.size())
                   .arg(frontPages(letter))
                   .arg(ms(total), ms(layout))
                   .arg(perSection == 5
                            ? QStringLiteral(", target < 50 ms (%1 of it)").arg(ratio(total, 50.0))
                            : QString());
    }
    out << QStringLiteral("  2,000 / 200 systems: %1 (linear = 10×)\n")
               .arg(ratio(scsTimes[4], scsTimes[3]));

    // Sunder the Stars class cards of a 50-point fleet (the cards layout alone, then its PDF).
    out << "\nSunder the Stars class cards, a 50-point fleet (layout and PDF):\n";
    {
        const OneLayout sunderCards(layouts, QStringLiteral("sunder.cards"), fonts.value());
        const fw::model::GameSystem &sunderSystem = *systems.find(QStringLiteral("sunder"));
        const auto fleet = sunderFleet(sunderSystem);
        const fw::model::FleetReport report = sunderSystem.report(*fleet);
        const fw::validators::Issues issues;
        const fw::templates::LayoutContext context{*fleet, sunderSystem, report,
                                                   issues, false,        nullptr};
        std::optional<fw::templates::Document> document;
        const int repetitions = fast ? 1 : 20;
        const double total = median(repetitions, [&] {
            document = sunderCards.compose(context);
            fw::templates::writePdf(*document, fonts.value()).value();
        });
        const double layout = median(repetitions, [&] { document = sunderCards.compose(context); });
        out << QStringLiteral("  %1 cards, %2 pages: laid out and written as PDF %3 (layout %4), "
                              "target < 50 ms (%5 of it)\n")
                   .arg(fleet->designs.size())
                   .arg(document->pages.size())
                   .arg(ms(total), ms(layout), ratio(total, 50.0));
    }
    // Talon: every printout of a 1,500-SP fleet of built-in counters (all nine Talon counters and
    // a second BB, BC and CA: 1,490 SP), each layout alone, then all of them written as PDF.
    out << "\nTalon printouts, a 1,490-SP fleet of 12 built-in counters (layout; all as PDF):\n";
    {
        const fw::model::GameSystem &talonSystem = *systems.find(QStringLiteral("talon"));
        QByteArray json = R"({"format": "fleetwright-fleet", "formatVersion": 1,
            "system": "talon", "name": "Talon Armada", "budget": 1500, "ships": [)";
        const char *ids[]
            = {"talon-ff", "talon-dd",        "talon-cl",   "talon-ca", "talon-bc", "talon-bb",
               "talon-dn", "talon-transport", "talon-base", "talon-bb", "talon-bc", "talon-ca"};
        for (std::size_t i = 0; i < std::size(ids); ++i)
            json += QStringLiteral(R"(%1{"name": "Ship %2", "design": "%3"})")
                        .arg(i == 0 ? QString() : QStringLiteral(","))
                        .arg(i + 1)
                        .arg(QLatin1String(ids[i]))
                        .toUtf8();
        json += "]}";
        const fw::model::LoadResult loaded
            = fw::model::FleetFile::parse(json, QStringLiteral("talon.fleet.json"), systems);
        if (!loaded.ok()) {
            out << loaded.errorText() << Qt::endl;
            return 2;
        }
        const fw::model::FleetReport report = talonSystem.report(*loaded.fleet);
        const fw::validators::Issues issues;
        const fw::templates::LayoutContext context{*loaded.fleet, talonSystem, report,
                                                   issues,        false,       nullptr};
        const int repetitions = fast ? 1 : 20;
        std::vector<fw::templates::Document> documents;
        for (const char *id :
             {"talon.log", "talon.displays", "talon.reference", "talon.counters"}) {
            const OneLayout layout(layouts, QLatin1String(id), fonts.value());
            std::optional<fw::templates::Document> document;
            const double time = median(repetitions, [&] { document = layout.compose(context); });
            out << QStringLiteral("  %1: %2 page(s), layout %3, target < 50 ms (%4 of it)\n")
                       .arg(QLatin1String(id))
                       .arg(document->pages.size())
                       .arg(ms(time), ratio(time, 50.0));
            documents.push_back(std::move(*document));
        }
        fw::templates::Document all;
        for (fw::templates::Document &d : documents)
            for (fw::templates::Page &page : d.pages)
                all.pages.push_back(std::move(page));
        const double pdf
            = median(repetitions, [&] { fw::templates::writePdf(all, fonts.value()).value(); });
        out << QStringLiteral("  all %1 pages written as PDF: %2, target < 50 ms (%3 of it)\n")
                   .arg(all.pages.size())
                   .arg(ms(pdf), ratio(pdf, 50.0));
    }
    out.flush();
    return 0;
}
