// fleetwright-bench: prints how fast Fleetwright's headless parts are. Figures, not pass/fail:
// compare them with the targets printed next to them.

#include "BenchFleets.h"

#include <Translations.h>
#include <model/io/FleetFile.h>
#include <model/systems/BuiltinSystems.h>
#include <model/systems/SystemRegistry.h>
#include <validators/ValidatorRegistry.h>

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTextStream>

#include <algorithm>
#include <cstdio>
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

} // namespace

int main(int argc, char *argv[])
{
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
    parser.process(app);
    const int scale = parser.isSet(quick) ? 1 : 20;

    QTextStream out(stdout);
    fw::model::SystemRegistry systems;
    fw::validators::ValidatorRegistry validators;
    QStringList problems = fw::model::registerBuiltinSystems(systems);
    problems += fw::validators::registerBuiltinValidators(validators, systems);
    if (!problems.isEmpty()) {
        out << problems.join(QLatin1Char('\n')) << Qt::endl;
        return 2;
    }

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
    out.flush();
    return 0;
}
