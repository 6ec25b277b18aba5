// fleetwright-bench: prints how fast Fleetwright's headless parts are. Figures, not pass/fail:
// compare them with the targets printed next to them.

#include "BenchFleets.h"
#include "ChildProcess.h"

#include <Translations.h>
#include <model/io/FleetFile.h>
#include <model/io/ShareCode.h>
#include <model/io/ShareText.h>
#include <model/systems/BuiltinSystems.h>
#include <model/systems/GameSystem.h>
#include <model/systems/SystemRegistry.h>
#include <model/systems/scs/ScsOptions.h>
#include <validators/ValidatorRegistry.h>

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTextStream>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <vector>

namespace {

struct Timing
{
    double median = 0; // seconds
    double best = 0;
};

template<typename Work>
Timing measure(int repetitions, Work work)
{
    std::vector<double> samples;
    samples.reserve(std::size_t(repetitions));
    QElapsedTimer timer;
    for (int i = 0; i < repetitions; ++i) {
        timer.start();
        work();
        samples.push_back(double(timer.nsecsElapsed()) * 1e-9);
    }
    std::sort(samples.begin(), samples.end());
    return {samples[samples.size() / 2], samples.front()};
}

QString format(double seconds)
{
    if (seconds < 1e-3)
        return QStringLiteral("%1 µs").arg(seconds * 1e6, 0, 'f', 1);
    return QStringLiteral("%1 ms").arg(seconds * 1e3, 0, 'f', 2);
}

QString mebibytes(double bytes)
{
    return QStringLiteral("%1 MiB").arg(bytes / (1024.0 * 1024.0), 0, 'f', 1);
}

// Forum lists of the most one-line ships a list makes (a class of the built-in table; a design the
// fleet lacks, made from its name) imported to a fleet file: the shortest text per ship that a
// reader accepts.
bool listMemory(QTextStream &out, const QString &self, const QString &cli, const QString &dir,
                int fleetShips, double baselineBytes)
{
    const int ships = std::min(fleetShips, fw::model::ShareText::MaxListShips);
    double worstBytes = 0;
    const struct
    {
        QString file;
        QByteArray bytes;
    } lists[] = {
        {QStringLiteral("easystar-list"),
         fw::bench::oneLineShips(QStringLiteral("EasyStar"), QStringLiteral("Destroyer"), ships)},
        {QStringLiteral("scs-list"),
         fw::bench::oneLineShips(QStringLiteral("SCS (ship control sheets)"),
                                 QStringLiteral("Rongoth Destroyer"), ships)},
    };
    for (const auto &list : lists) {
        const QString path = QDir(dir).filePath(list.file + QLatin1String(".txt"));
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(list.bytes) != list.bytes.size()) {
            out << "  cannot write " << path << "\n";
            return false;
        }
        file.close();
        const double size = double(list.bytes.size());
        const fw::bench::ChildRun run
            = fw::bench::runChild(self, cli,
                                  {QStringLiteral("import"), path, QStringLiteral("-o"),
                                   QDir(dir).filePath(list.file + QLatin1String(".fleet.json"))});
        if (!run.ok || run.exitCode != 0) {
            out << "  import " << path << " failed\n";
            return false;
        }
        const double above = (run.peakBytes - baselineBytes) / size;
        worstBytes = std::max(worstBytes, run.peakBytes - baselineBytes);
        out << QStringLiteral("  %1, a list of %2 ships on one line each, %3: import %4 s, peak "
                              "%5 = %6× the list (above the baseline: %7× the list)\n")
                   .arg(list.file)
                   .arg(ships)
                   .arg(mebibytes(size))
                   .arg(run.seconds, 0, 'f', 2)
                   .arg(mebibytes(run.peakBytes))
                   .arg(run.peakBytes / size, 0, 'f', 1)
                   .arg(above, 0, 'f', 1);
    }
    out << QStringLiteral("  lists (at most %1 ships each): worst peak above the baseline %2\n")
               .arg(fw::model::ShareText::MaxListShips)
               .arg(mebibytes(worstBytes));
    return true;
}

// The largest fleets the loader accepts, as files, and what fleetwright-cli needs to read,
// check and report them, each command in a fresh child process.
bool cliMemory(QTextStream &out, const fw::model::SystemRegistry &systems, const QString &cli,
               int ships, const QString &keepDir)
{
    constexpr double Target = 10; // peak memory at most 10 times the file
    const QString self = QCoreApplication::applicationFilePath();
    QTemporaryDir temporary;
    const QString dir = keepDir.isEmpty() ? temporary.path() : keepDir;
    if (!QDir().mkpath(dir))
        return false;
    out << QStringLiteral("\nMemory of huge fleets (%1 in a child process per command; peak = its "
                          "maximum resident memory):\n")
               .arg(cli);
    const fw::bench::ChildRun baseline
        = fw::bench::runChild(self, cli, {QStringLiteral("systems")});
    if (!baseline.ok || baseline.exitCode != 0) {
        out << "  cannot run " << cli << "\n";
        return false;
    }
    out << QStringLiteral("  baseline: `systems` peaks at %1 (libraries, translations, rules "
                          "data). The target, a whole peak under %2× the file, is for fleets as "
                          "saved; the other fleets show how far it holds. Small fleets (--quick) "
                          "are all baseline.\n")
               .arg(mebibytes(baseline.peakBytes))
               .arg(Target, 0, 'f', 0);

    const QString examples = QStringLiteral(FLEETWRIGHT_EXAMPLES);
    const struct
    {
        bool target; // the fleets the target is for; the others show how far it holds
        QString title;
        QString file;
        QByteArray bytes;
    } fleets[] = {
        {true, QStringLiteral("EasyStar, %1 ships as saved").arg(ships), QStringLiteral("easystar"),
         fw::bench::savedEasyStarFleet(ships, systems)},
        {true, QStringLiteral("A Billion Suns, %1 ships as saved").arg(ships),
         QStringLiteral("billionsuns"), fw::bench::savedBillionSunsFleet(ships, systems)},
        {false, QStringLiteral("EasyStar, %1 minimal ships (name and class)").arg(ships),
         QStringLiteral("minimal"), fw::bench::minimalEasyStarFleet(ships)},
        {false, QStringLiteral("EasyStar, %1 ships with two errors each").arg(ships),
         QStringLiteral("errors"), fw::bench::easyStarFleetWithErrors(ships)},
        {false,
         QStringLiteral("A Billion Suns, %1 ships in a battlegroup not among 2,000").arg(ships),
         QStringLiteral("unknown-groups"), fw::bench::billionSunsFleetWithUnknownGroups(ships)},
        {false, QStringLiteral("SCS, %1 minimal ships (name and design)").arg(ships),
         QStringLiteral("scs-minimal"), fw::bench::minimalShipsOf(examples, "scs", ships)},
        {false, QStringLiteral("Sunder the Stars, %1 minimal ships").arg(ships),
         QStringLiteral("sunder-minimal"), fw::bench::minimalShipsOf(examples, "sunder", ships)},
        {false, QStringLiteral("Talon, %1 minimal ships").arg(ships),
         QStringLiteral("talon-minimal"), fw::bench::minimalShipsOf(examples, "talon", ships)},
    };
    const QStringList commands[] = {{QStringLiteral("validate")},
                                    {QStringLiteral("report")},
                                    {QStringLiteral("report"), QStringLiteral("--json")}};
    double worst = 0;
    double worstAbove = 0; // of every fleet, above the baseline
    for (const auto &fleet : fleets) {
        const QString path = QDir(dir).filePath(fleet.file + QLatin1String(".fleet.json"));
        QFile file(path);
        if (fleet.bytes.isEmpty() || !file.open(QIODevice::WriteOnly)
            || file.write(fleet.bytes) != fleet.bytes.size()) {
            out << "  cannot write " << path << "\n";
            return false;
        }
        file.close();
        if (fleet.bytes.size() > fw::model::FleetFile::MaxFileSize) {
            out << QStringLiteral("  %1: the file is over the loader's limit\n").arg(fleet.title);
            return false;
        }
        const double size = double(fleet.bytes.size());
        out << QStringLiteral("  %1, file %2:\n").arg(fleet.title, mebibytes(size));
        for (const QStringList &command : commands) {
            const fw::bench::ChildRun run
                = fw::bench::runChild(self, cli, QStringList(command) << path);
            if (!run.ok || (run.exitCode != 0 && run.exitCode != 1)) {
                out << "    " << command.join(QLatin1Char(' ')) << " failed\n";
                return false;
            }
            const double ratio = run.peakBytes / size;
            if (fleet.target)
                worst = std::max(worst, ratio);
            worstAbove = std::max(worstAbove, (run.peakBytes - baseline.peakBytes) / size);
            out << QStringLiteral("    %1 %2 s, peak %3 = %4× the file = %5 of the target "
                                  "(above the baseline: %6× the file)\n")
                       .arg(command.join(QLatin1Char(' ')).leftJustified(14))
                       .arg(run.seconds, 6, 'f', 2)
                       .arg(mebibytes(run.peakBytes).rightJustified(10))
                       .arg(ratio, 5, 'f', 1)
                       .arg(ratio / Target, 5, 'f', 2)
                       .arg((run.peakBytes - baseline.peakBytes) / size, 0, 'f', 1);
        }
    }
    out << QStringLiteral("  worst of the fleets as saved: %1× the file, target < %2×\n")
               .arg(worst, 0, 'f', 1)
               .arg(Target, 0, 'f', 0);
    out << QStringLiteral("  worst of all fleet files above the baseline: %1× the file = %2 of the "
                          "target\n")
               .arg(worstAbove, 0, 'f', 1)
               .arg(worstAbove / Target, 0, 'f', 2);
    return listMemory(out, self, cli, dir, ships, baseline.peakBytes);
}

// SCS: every sheet check and fleet limit of a 12-ship fleet: the first SCS example fleet's ships
// repeated to 12, by the homebrew's limits and by the "B5 Wars pickup" preset.
bool scsValidation(QTextStream &out, const fw::model::SystemRegistry &systems,
                   const fw::validators::ValidatorRegistry &validators, int repetitions)
{
    constexpr double Target = 200e-6;
    constexpr std::size_t Ships = 12;
    const QDir examples(QStringLiteral(FLEETWRIGHT_EXAMPLES));
    std::unique_ptr<fw::model::Fleet> fleet;
    for (const QString &name :
         examples.entryList({QStringLiteral("*.fleet.json")}, QDir::Files, QDir::Name)) {
        fw::model::LoadResult loaded = fw::model::FleetFile::load(examples.filePath(name), systems);
        if (loaded.ok() && loaded.fleet->systemId == QLatin1String("scs")
            && !loaded.fleet->ships.empty()) {
            fleet = std::move(loaded.fleet);
            break;
        }
    }
    out << "\nSCS validation (every sheet check, power, the fleet limits), 12 ships:\n";
    if (!fleet) {
        out << "  no SCS example fleet with ships in " << examples.path() << ": not measured\n";
        return true;
    }
    const std::size_t given = fleet->ships.size();
    for (std::size_t i = given; i < Ships; ++i)
        fleet->ships.push_back(fleet->ships[i % given]->clone());
    fleet->ships.resize(Ships);
    namespace scs = fw::model::scs;
    for (const char *composition : {scs::choice::Homebrew, scs::choice::B5Wars}) {
        fleet->options.set(QLatin1String(scs::option::Composition),
                           QString::fromLatin1(composition));
        std::size_t issues = 0;
        const Timing t = measure(repetitions, [&] {
            issues = fw::validators::validateFleet(*fleet, validators).size();
        });
        out << QStringLiteral("  %1, %2 designs: %3 (best %4; %5 issues), target < 200 µs = "
                              "%6 of the target\n")
                   .arg(QString::fromLatin1(composition).leftJustified(8))
                   .arg(fleet->designs.size())
                   .arg(format(t.median), format(t.best))
                   .arg(issues)
                   .arg(t.median / Target, 0, 'f', 2);
    }
    return true;
}

// Every check of a fleet file as `label` says (Sunder the Stars: a 10-ship fleet of three cards,
// squadrons of three, a flagship, a carrier's fighters; Talon: a 15-ship, 1,485-SP fleet of
// built-in counters), against the target of 200 µs.
bool fileValidation(QTextStream &out, const fw::model::SystemRegistry &systems,
                    const fw::validators::ValidatorRegistry &validators, int repetitions,
                    const QString &label, const QByteArray &json)
{
    constexpr double Target = 200e-6;
    const fw::model::LoadResult loaded
        = fw::model::FleetFile::parse(json, QStringLiteral("bench"), systems);
    if (!loaded.ok()) {
        out << loaded.errorText() << Qt::endl;
        return false;
    }
    std::size_t issues = 0;
    const Timing t = measure(repetitions, [&] {
        issues = fw::validators::validateFleet(*loaded.fleet, validators).size();
    });
    out << QStringLiteral("\n%1, %2 ships, %3 designs: %4 (best %5; %6 issues), target < 200 µs = "
                          "%7 of the target\n")
               .arg(label)
               .arg(loaded.fleet->ships.size())
               .arg(loaded.fleet->designs.size())
               .arg(format(t.median), format(t.best))
               .arg(issues)
               .arg(t.median / Target, 0, 'f', 2);
    return true;
}
} // namespace

// Sharing a huge fleet: its share code and its list for forums, written and read back (with the
// code, and as a list without one), against a target of 5 s each for 100,000 ships (the CLI's
// commands take 2-7 s on the largest fleet, docs/cli.md).
bool shareImport(QTextStream &out, const fw::model::SystemRegistry &systems, int ships)
{
    using fw::model::ShareText;
    const fw::model::LoadResult loaded = fw::model::FleetFile::parse(
        fw::bench::savedEasyStarFleet(ships, systems), QStringLiteral("bench"), systems);
    if (!loaded.ok()) {
        out << loaded.errorText() << Qt::endl;
        return false;
    }
    const fw::model::Fleet &fleet = *loaded.fleet;
    // A list without a code makes at most MaxListShips ships: that one is of as many.
    const int listShips = std::min(ships, ShareText::MaxListShips);
    const fw::model::LoadResult few = fw::model::FleetFile::parse(
        fw::bench::savedEasyStarFleet(listShips, systems), QStringLiteral("bench"), systems);
    if (!few.ok()) {
        out << few.errorText() << Qt::endl;
        return false;
    }
    const fw::model::FleetReport report = systems.find(fleet.systemId)->report(fleet);
    QString code;
    QString list;
    QString bare;
    const Timing encode
        = measure(1, [&] { code = fw::model::ShareCode::encode(fleet, systems).value(); });
    const Timing write = measure(1, [&] { list = ShareText::write(fleet, report, systems); });
    bare = ShareText::write(*few.fleet, systems.find(fleet.systemId)->report(*few.fleet), systems,
                            {}, false);
    std::size_t read = 0;
    const auto import = [&](const QString &text) {
        return measure(1, [&] {
            const ShareText::Import i = ShareText::read(text, QStringLiteral("bench"), systems);
            read = i.result.ok() ? i.result.fleet->ships.size() : 0;
        });
    };
    constexpr double Target = 5.0;
    out << QStringLiteral("\nSharing %1 EasyStar ships (code %2 characters, list %3 characters):\n")
               .arg(ships)
               .arg(code.size())
               .arg(list.size());
    const auto row = [&](const QString &what, const Timing &t) {
        out << QStringLiteral("  %1 %2 s = %3 of the %4 s target%5\n")
                   .arg(what.leftJustified(30))
                   .arg(t.median, 6, 'f', 2)
                   .arg(t.median / Target, 0, 'f', 2)
                   .arg(Target)
                   .arg(read == 0 ? QString() : QStringLiteral(" (%1 ships read)").arg(read));
    };
    row(QStringLiteral("share code, written"), encode);
    row(QStringLiteral("list with code, written"), write);
    row(QStringLiteral("share code, imported"), import(code));
    row(QStringLiteral("list with code, imported"), import(list));
    const bool whole = read == std::size_t(ships);
    row(QStringLiteral("list without code (%1 ships), imported").arg(listShips), import(bare));
    return whole && read == std::size_t(listShips);
}

// One object of many keys (unknown keys in the first ship): the file read and validated at
// 20,000 and at 200,000 keys; linear is 10× the time for 10× the keys.
bool keysPerObject(QTextStream &out, const fw::model::SystemRegistry &systems,
                   const fw::validators::ValidatorRegistry &validators, int repetitions)
{
    out << "\nKeys of one object (the first ship's unknown keys; read and validated):\n";
    double seconds[2] = {0, 0};
    const int counts[2] = {20000, 200000};
    for (int k = 0; k < 2; ++k) {
        QByteArray json = fw::bench::fleetJson(18);
        const qsizetype ship = json.indexOf('{', json.indexOf("\"ships\""));
        QByteArray keys;
        for (int i = 0; i < counts[k]; ++i)
            keys += "\"x" + QByteArray::number(i) + "\": " + QByteArray::number(i) + ", ";
        json.insert(ship + 1, keys);
        bool ok = true;
        const Timing t = measure(repetitions, [&] {
            const fw::model::LoadResult r
                = fw::model::FleetFile::parse(json, QStringLiteral("bench"), systems);
            ok = ok && r.ok() && !fw::validators::validateFleet(*r.fleet, validators).empty();
        });
        if (!ok) {
            out << "  the fleet of many keys cannot be read\n";
            return false;
        }
        seconds[k] = t.median;
        out << QStringLiteral("  %1 keys (%2 KiB): %3\n")
                   .arg(counts[k], 7)
                   .arg(json.size() / 1024)
                   .arg(format(t.median));
    }
    out << QStringLiteral("  200,000 / 20,000 keys: %1× (linear = 10×, target ≤ 11×)\n")
               .arg(seconds[1] / seconds[0], 0, 'f', 1);
    return true;
}

// `work` at n and at 10 n items, with its growth against linear (10×): a row of its own.
bool growth(QTextStream &out, const QString &title, const QString &items, int n, int repetitions,
            const std::function<bool(int)> &work)
{
    out << "\n" << title << ":\n";
    double seconds[2] = {0, 0};
    for (int k = 0; k < 2; ++k) {
        const int count = k == 0 ? n : 10 * n;
        bool ok = true;
        const Timing t = measure(repetitions, [&] { ok = ok && work(count); });
        if (!ok) {
            out << "  it failed at " << count << " " << items << "\n";
            return false;
        }
        seconds[k] = t.median;
        out << QStringLiteral("  %1 %2: %3\n").arg(count, 7).arg(items, format(t.median));
    }
    out << QStringLiteral("  %1 / %2 %3: %4× (linear = 10×, target ≤ 11×)\n")
               .arg(10 * n)
               .arg(n)
               .arg(items)
               .arg(seconds[1] / seconds[0], 0, 'f', 1);
    return true;
}

// List import by design count, and design lookups by design count (a report and the list for
// forums of a fleet whose every ship has a class of its own).
bool lookups(QTextStream &out, const fw::model::SystemRegistry &systems, int repetitions)
{
    const bool listed = growth(
        out, QStringLiteral("List import (a list of that many ships, each a design of its own)"),
        QStringLiteral("designs"), 100, repetitions, [&](int designs) {
            const fw::model::ShareText::Import read = fw::model::ShareText::read(
                fw::bench::listOfDesigns(designs), QStringLiteral("bench"), systems);
            return read.result.ok() && read.result.fleet->designs.size() == std::size_t(designs);
        });
    return listed
           && growth(out,
                     QStringLiteral("Design lookups (A Billion Suns: report and list of a fleet "
                                    "whose every ship has a custom class)"),
                     QStringLiteral("classes"), 1000, repetitions, [&](int classes) {
                         const fw::model::LoadResult r
                             = fw::model::FleetFile::parse(fw::bench::customClassesJson(classes),
                                                           QStringLiteral("bench"), systems);
                         if (!r.ok())
                             return false;
                         const fw::model::GameSystem &system = *systems.find(r.fleet->systemId);
                         return !fw::model::ShareText::write(*r.fleet, system.report(*r.fleet),
                                                             systems, {}, false)
                                     .isEmpty();
                     });
}

int main(int argc, char *argv[])
{
    int measured = 0;
    if (fw::bench::measureChild(argc, argv, measured))
        return measured;
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("fleetwright-bench"));
    fw::i18n::installTranslations(QLocale(QLocale::English));
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Prints Fleetwright's speed figures."));
    parser.addHelpOption();
    const QCommandLineOption quick(
        QStringLiteral("quick"),
        QStringLiteral("Few repetitions: check that it runs, not how fast."));
    parser.addOption(quick);
    const QCommandLineOption cli(QStringLiteral("cli"),
                                 QStringLiteral("The fleetwright-cli to measure (default: the one "
                                                "built with this tool)."),
                                 QStringLiteral("PATH"), QStringLiteral(FLEETWRIGHT_CLI));
    parser.addOption(cli);
    const QCommandLineOption keep(QStringLiteral("keep"),
                                  QStringLiteral("Write the huge fleet files to DIR and keep "
                                                 "them."),
                                  QStringLiteral("DIR"));
    parser.addOption(keep);
    const QCommandLineOption memoryOnly(QStringLiteral("memory-only"),
                                        QStringLiteral("Only the memory of huge fleets."));
    parser.addOption(memoryOnly);
    const QCommandLineOption firstOnly(
        QStringLiteral("easystar-only"),
        QStringLiteral("Only the first figures: EasyStar's costs, validation and reading."));
    parser.addOption(firstOnly);
    parser.process(app);
    const int scale = parser.isSet(quick) ? 1 : 20;

    QTextStream out(stdout);
    fw::model::SystemRegistry systems;
    fw::validators::ValidatorRegistry validators;
    if (!fw::bench::registerBuiltins(systems, validators, out))
        return 2;

    if (!parser.isSet(memoryOnly)) {
        out << "fleetwright-bench: EasyStar, one thread, median of repeated runs\n\n";
        out << "Cost and full validation (itemised cost of every ship + every rule check):\n";
        struct Row
        {
            int ships;
            int repetitions;
            double median = 0;
            double fullReport = 0;
        };
        std::vector<Row> rows = {{18, 100 * scale}, {1000, 2 * scale}, {10000, scale}};
        for (Row &row : rows) {
            const QByteArray json = fw::bench::fleetJson(row.ships);
            fw::model::LoadResult loaded
                = fw::model::FleetFile::parse(json, QStringLiteral("bench"), systems);
            if (!loaded.ok()) {
                out << loaded.errorText() << Qt::endl;
                return 2;
            }
            const fw::model::Fleet &fleet = *loaded.fleet;
            const fw::model::GameSystem &system = *systems.find(fleet.systemId);
            std::size_t issues = 0;
            int total = 0;
            const Timing t = measure(row.repetitions, [&] {
                const fw::model::FleetReport report
                    = system.report(fleet, fw::model::GameSystem::ReportDetail::Costs);
                total = report.total.total();
                issues = fw::validators::validateFleet(fleet, validators).size();
            });
            row.median = t.median;
            const Timing full
                = measure(row.repetitions, [&] { total = system.report(fleet).total.total(); });
            row.fullReport = full.median;
            out << QStringLiteral("  %1 ships: %2 (best %3, %4 per ship; %5 BP, %6 issues)")
                       .arg(row.ships, 6)
                       .arg(format(t.median), format(t.best), format(t.median / row.ships))
                       .arg(total)
                       .arg(issues)
                << "\n";
        }
        out << "\n";
        out << QStringLiteral("  18 ships: %1, target < 100 µs\n").arg(format(rows[0].median));
        out << QStringLiteral("  10,000 ships: %1, target < 50 ms\n").arg(format(rows[2].median));
        out << QStringLiteral("  10,000 / 1,000 ships: %1× (linear = 10×)\n")
                   .arg(rows[2].median / rows[1].median, 0, 'f', 2);
        out << "\nFull report (costs plus every derived value shown to players):\n";
        for (const Row &row : rows) {
            out << QStringLiteral("  %1 ships: %2 (%3 per ship)\n")
                       .arg(row.ships, 6)
                       .arg(format(row.fullReport), format(row.fullReport / row.ships));
        }

        out << "\nReading fleet files (parse + check every key):\n";
        for (int ships : {18, 10000}) {
            const QByteArray json = fw::bench::fleetJson(ships);
            const Timing t = measure(ships == 18 ? 100 * scale : scale, [&] {
                fw::model::LoadResult r
                    = fw::model::FleetFile::parse(json, QStringLiteral("bench"), systems);
                Q_ASSERT(r.ok());
            });
            out << QStringLiteral("  %1 ships (%2 KiB): %3\n")
                       .arg(ships, 6)
                       .arg(json.size() / 1024)
                       .arg(format(t.median));
        }
    }
    if (parser.isSet(firstOnly))
        return 0;
    if (!parser.isSet(memoryOnly) && !scsValidation(out, systems, validators, 100 * scale))
        return 2;
    if (!parser.isSet(memoryOnly)
        && (!fileValidation(out, systems, validators, 100 * scale,
                            QStringLiteral("Sunder the Stars validation (every card check, the "
                                           "fleet limits)"),
                            fw::bench::sunderFleetJson(10))
            || !fileValidation(out, systems, validators, 100 * scale,
                               QStringLiteral("Talon validation (every counter check, the fleet "
                                              "limits), built-in counters"),
                               fw::bench::talonFleetJson())))
        return 2;
    if (!parser.isSet(memoryOnly) && !keysPerObject(out, systems, validators, 7))
        return 2;
    if (!parser.isSet(memoryOnly) && !lookups(out, systems, parser.isSet(quick) ? 1 : 5))
        return 2;
    const int hugeShips = parser.isSet(quick) ? 1000 : 100000;
    if (!parser.isSet(memoryOnly) && !shareImport(out, systems, hugeShips))
        return 2;
    if (!cliMemory(out, systems, parser.value(cli), hugeShips, parser.value(keep)))
        return 2;
    out.flush();
    return 0;
}
