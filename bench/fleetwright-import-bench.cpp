// fleetwright-import-bench: the FieryVoid import at scale. Synthetic catalogues of 200 and 2,000
// hulls, made from the test fixtures' hulls (tests/data/fieryvoid) in files of 100 hulls each,
// are read and converted in this process (time, and the ratio of 2,000 to 200: linear is 10×);
// then fleetwright-cli imports each catalogue and prints one sheet per design, each in a child
// process whose peak memory is measured. Targets: 2,000 hulls read and converted in 5 s with a
// peak under 10× the files; 2,000 sheets written in 20 s (10 ms a sheet), the 2,000-sheet run's
// peak within 1.2× the 100-sheet run's.
#include "ChildProcess.h"
#include "SyntheticCatalogue.h"

#include <model/systems/scs/FieryVoid.h>

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTextStream>

#include <nlohmann/json.hpp>

namespace fv = fw::model::scs::fieryvoid;

namespace {

QString mebibytes(double bytes)
{
    return QStringLiteral("%1 MiB").arg(bytes / (1024.0 * 1024.0), 0, 'f', 1);
}

} // namespace

int main(int argc, char *argv[])
{
    int childExit = 0;
    if (fw::bench::measureChild(argc, argv, childExit))
        return childExit;
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    const auto hulls = fw::bench::fixtureHulls(QStringLiteral(FLEETWRIGHT_FIXTURES));
    if (hulls.empty()) {
        out << "no fixture hulls in " << FLEETWRIGHT_FIXTURES << "\n";
        return 1;
    }
    const QString self = QCoreApplication::applicationFilePath();
    const QString cli = QStringLiteral(FLEETWRIGHT_CLI);
    out << QStringLiteral("FieryVoid import (synthetic catalogues from %1 fixture hulls, files of "
                          "100 hulls):\n")
               .arg(hulls.size());
    double readSeconds[2] = {0, 0};
    double sheetPeaks[2] = {0, 0};
    const int counts[] = {200, 2000};
    for (int k = 0; k < 2; ++k) {
        const int count = counts[k];
        QTemporaryDir dir;
        const qint64 bytes = fw::bench::writeCatalogue(dir.path(), count, hulls);
        if (bytes < 0)
            return 1;
        // In this process: read and convert every hull.
        QElapsedTimer timer;
        timer.start();
        const fv::Catalogue catalogue = fv::readCatalogue({dir.path()});
        const double reading = double(timer.nsecsElapsed()) / 1e9;
        int converted = 0;
        for (const fv::Hull &h : catalogue.hulls)
            converted += fv::convert(h).design ? 1 : 0;
        readSeconds[k] = double(timer.nsecsElapsed()) / 1e9;
        out << QStringLiteral("  %1 hulls (%2): read and converted %3 in %4 s (reading %5 s)")
                   .arg(count)
                   .arg(mebibytes(double(bytes)))
                   .arg(converted)
                   .arg(readSeconds[k], 0, 'f', 2)
                   .arg(reading, 0, 'f', 2);
        if (count == 2000)
            out << QStringLiteral(", target < 5 s (%1× of it)").arg(readSeconds[k] / 5, 0, 'f', 2);
        out << "\n";
        // fleetwright-cli: the import's peak memory, then every design's sheet as a PDF.
        const QString fleet = QDir(dir.path()).filePath(QStringLiteral("bench.fleet.json"));
        const fw::bench::ChildRun import
            = fw::bench::runChild(self, cli,
                                  {QStringLiteral("import"), QStringLiteral("--fieryvoid"),
                                   dir.path(), QStringLiteral("-o"), fleet});
        out << QStringLiteral("    import --fieryvoid: %1 s, peak %2 (%3× the files; target "
                              "< 10×)\n")
                   .arg(import.seconds, 0, 'f', 2)
                   .arg(mebibytes(import.peakBytes))
                   .arg(import.peakBytes / double(bytes), 0, 'f', 1);
        const fw::bench::ChildRun sheets = fw::bench::runChild(
            self, cli,
            {QStringLiteral("export"), fleet, QStringLiteral("--what"), QStringLiteral("sheets"),
             QStringLiteral("--sheets"), QStringLiteral("design"), QStringLiteral("-o"),
             QDir(dir.path()).filePath(QStringLiteral("bench.pdf"))});
        sheetPeaks[k] = sheets.peakBytes;
        out << QStringLiteral("    export of %1 sheets: %2 s (%3 ms a sheet; target < 10 ms), "
                              "peak %4%5\n")
                   .arg(converted)
                   .arg(sheets.seconds, 0, 'f', 2)
                   .arg(1000 * sheets.seconds / std::max(1, converted), 0, 'f', 1)
                   .arg(mebibytes(sheets.peakBytes))
                   .arg(sheets.ok && sheets.exitCode == 0 ? QString()
                                                          : QStringLiteral(" (failed)"));
    }
    out << QStringLiteral("  2,000 / 200 hulls: read and converted in %1× the time (linear = "
                          "10×); sheets' peak memory %2× (target: within 1.2×)\n")
               .arg(readSeconds[1] / std::max(1e-9, readSeconds[0]), 0, 'f', 1)
               .arg(sheetPeaks[1] / std::max(1.0, sheetPeaks[0]), 0, 'f', 2);
    return 0;
}
