// fleetwright-gui-bench: how fast the desktop app feels. Figures, not pass/fail: compare them with
// the targets printed next to them.

#include "BenchFleets.h"
#include "SyntheticCatalogue.h"

#include <Translations.h>
#include <commands/FleetCommands.h>
#include <document/FleetDocument.h>
#include <document/RecoveryStore.h>
#include <models/KeyedRowModel.h>
#include <systems/SystemUi.h>
#include <systems/scs/FieryVoidImportDialog.h>
#include <widgets/MainWindow.h>

#include <model/systems/BuiltinSystems.h>
#include <model/systems/SystemRegistry.h>
#include <model/systems/easystar/EasyStarShip.h>
#include <validators/ValidatorRegistry.h>

#include <QAction>
#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTextStream>
#include <QUndoStack>

#include <algorithm>
#include <vector>

namespace {

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v[v.size() / 2];
}

double percentile(std::vector<double> v, double p)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v[std::min(v.size() - 1, std::size_t(double(v.size()) * p))];
}

// A keyed row model of numbered rows, for timing KeyedRowModel's diff.
class NumberRows final : public fw::app::KeyedRowModel
{
public:
    void set(std::vector<int> rows)
    {
        syncRowsByKey(m_rows, m_ids, std::move(rows), [](int row) { return row; });
    }
    int rowCount(const QModelIndex &parent = {}) const override
    {
        return parent.isValid() ? 0 : int(m_rows.size());
    }
    int columnCount(const QModelIndex &parent = {}) const override
    {
        return parent.isValid() ? 0 : 1;
    }
    QVariant data(const QModelIndex &index, int role) const override
    {
        return role == Qt::DisplayRole ? QVariant(m_rows[std::size_t(index.row())]) : QVariant();
    }

private:
    std::vector<int> m_rows;
    std::vector<RowId> m_ids;
};

// Microseconds per update of a model of `n` rows: a row removed, then put back; a row moved to the
// end, then back (four updates a round).
double keyedRowMicros(int n, int rounds)
{
    auto rows = std::vector<int>(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i)
        rows[std::size_t(i)] = i;
    std::vector<int> removed = rows;
    removed.erase(removed.begin() + n / 2);
    std::vector<int> moved = rows;
    std::rotate(moved.begin() + n / 3, moved.begin() + n / 3 + 1, moved.end());
    NumberRows model;
    model.set(rows);
    QElapsedTimer timer;
    timer.start();
    for (int r = 0; r < rounds; ++r) {
        model.set(removed);
        model.set(rows);
        model.set(moved);
        model.set(rows);
    }
    return double(timer.nsecsElapsed()) / 1e3 / (4.0 * rounds);
}

} // namespace

// The FieryVoid catalogue window over a folder of `hulls` synthetic hulls: the milliseconds from
// the folder chosen to the tree shown (median of `runs`); -1 when it cannot be measured.
double catalogueWindowMs(fw::app::MainWindow &window, int hulls, int runs, QTextStream &out)
{
    QTemporaryDir folder;
    const fw::bench::FixtureHulls fixtures
        = fw::bench::fixtureHulls(QStringLiteral(FLEETWRIGHT_FIXTURES));
    if (fixtures.empty() || fw::bench::writeCatalogue(folder.path(), hulls, fixtures) < 0) {
        out << "  the synthetic catalogue cannot be written\n";
        return -1;
    }
    QString error;
    if (!window.openFile(QStringLiteral(FLEETWRIGHT_EXAMPLES "/narn-patrol.fleet.json"), true,
                         &error)) {
        out << "  " << error << "\n";
        return -1;
    }
    QAction *action = window.action(QStringLiteral("importFieryVoid"));
    if (!action)
        return -1;
    action->trigger();
    auto *dialog = window.findChild<fw::app::FieryVoidImportDialog *>();
    if (!dialog)
        return -1;
    std::vector<double> times;
    for (int r = 0; r < runs; ++r) {
        QElapsedTimer timer;
        timer.start();
        dialog->openPaths({folder.path()});
        QCoreApplication::processEvents(); // the tree is drawn
        times.push_back(double(timer.nsecsElapsed()) / 1e6);
    }
    dialog->close();
    return median(times);
}

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("FleetwrightBench"));
    QCoreApplication::setApplicationName(QStringLiteral("fleetwright-gui-bench"));
    QStandardPaths::setTestModeEnabled(true);
    fw::i18n::installTranslations(QLocale(QLocale::English));

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Prints how fast Fleetwright's window starts and reacts."));
    parser.addHelpOption();
    const QCommandLineOption quick(QStringLiteral("quick"),
                                   QStringLiteral("Few repetitions: check that it runs."));
    parser.addOption(quick);
    parser.process(app);
    const bool fast = parser.isSet(quick);
    QTextStream out(stdout);

    // 1. Startup: a fresh process until its window with an example fleet is shown.
    out << "Startup to a shown window (fleetwright --startup-time, example fleet blue-500):\n";
    std::vector<double> inside;
    std::vector<double> wall;
    for (int i = 0; i < (fast ? 1 : 7); ++i) {
        QProcess p;
        QElapsedTimer timer;
        timer.start();
        p.start(QStringLiteral(FLEETWRIGHT_APP),
                {QStringLiteral("--startup-time"),
                 QStringLiteral(FLEETWRIGHT_EXAMPLES "/blue-500.fleet.json")});
        p.waitForFinished(60000);
        wall.push_back(double(timer.elapsed()));
        inside.push_back(QString::fromUtf8(p.readAllStandardOutput()).trimmed().toDouble());
    }
    out << QStringLiteral("  inside the process: %1 ms median; whole process: %2 ms median (target "
                          "< 1000 ms)\n")
               .arg(median(inside), 0, 'f', 0)
               .arg(median(wall), 0, 'f', 0);

    // 2. Edit -> revalidated view, with an 18-ship fleet in the window.
    fw::model::SystemRegistry systems;
    fw::validators::ValidatorRegistry validators;
    if (!fw::bench::registerBuiltins(systems, validators, out))
        return 2;
    fw::app::UiRegistry uis;
    fw::app::registerBuiltinUi(uis);
    QTemporaryDir dir;
    fw::app::RecoveryStore recovery(dir.path());
    const QString file = dir.filePath(QStringLiteral("eighteen.fleet.json"));
    {
        QFile f(file);
        f.open(QIODevice::WriteOnly);
        f.write(fw::bench::fleetJson(18));
    }
    fw::app::MainWindow window({systems, validators, uis, recovery});
    QString error;
    if (!window.openFile(file, true, &error)) {
        out << error << Qt::endl;
        return 2;
    }
    window.resize(1280, 800);
    window.show();
    for (int i = 0; i < 5; ++i)
        QCoreApplication::processEvents();

    fw::app::FleetDocument *document = window.document();
    const int ship = 5; // a ship with a weapon the edit can change
    window.selectShip(ship);
    QCoreApplication::processEvents();
    bool updated = false;
    QObject::connect(document, &fw::app::FleetDocument::analysisUpdated,
                     [&updated] { updated = true; });
    std::vector<double> times;
    const int edits = fast ? 5 : 200;
    for (int i = 0; i < edits; ++i) {
        auto copy = document->fleet().ships.at(std::size_t(ship))->clone();
        auto &design = static_cast<fw::model::easystar::EasyStarShip &>(*copy);
        if (!design.weapons.empty())
            design.weapons.front().range = design.weapons.front().range == 1 ? 2 : 1;
        updated = false;
        QElapsedTimer timer;
        timer.start();
        // No merge key: every edit is its own undo step and a full round trip.
        document->undoStack()->push(new fw::app::EditShipCommand(document, ship, std::move(copy),
                                                                 QStringLiteral("Bench edit")));
        while (!updated)
            QCoreApplication::processEvents();
        QCoreApplication::processEvents(); // the views repaint what changed
        times.push_back(double(timer.nsecsElapsed()) / 1e6);
    }
    out << "\nEdit to revalidated view (18-ship fleet, a weapon's range changed through an undo "
           "command):\n";
    out << QStringLiteral("  median %1 ms, 95th percentile %2 ms, worst %3 ms (target < 30 ms)\n")
               .arg(median(times), 0, 'f', 2)
               .arg(percentile(times, 0.95), 0, 'f', 2)
               .arg(*std::max_element(times.begin(), times.end()), 0, 'f', 2);
    out << QStringLiteral("  fleet after the edits: %1\n").arg(window.pointsText());

    // 3. The keyed row model's diff (what the editors' tables do on every undo step) is linear.
    const int rounds = fast ? 2 : 50;
    const double small = keyedRowMicros(1000, rounds);
    const double large = keyedRowMicros(10000, rounds);
    out << "\nKeyed row model update (a row removed, inserted or moved, by id):\n";
    out << QStringLiteral("  1,000 rows: %1 µs; 10,000 rows: %2 µs; ratio %3 for 10× the rows "
                          "(target: about 10, linear; a quadratic diff gives about 100)\n")
               .arg(small, 0, 'f', 1)
               .arg(large, 0, 'f', 1)
               .arg(large / small, 0, 'f', 1);

    // 4. The FieryVoid catalogue window over 2,000 hulls (20 files of 100).
    const double catalogue = catalogueWindowMs(window, 2000, fast ? 1 : 5, out);
    out << "\nFieryVoid catalogue window, a folder of 2,000 synthetic hulls read and shown:\n";
    out << QStringLiteral("  median %1 ms (target < 1,000 ms: %2× of it)\n")
               .arg(catalogue, 0, 'f', 0)
               .arg(catalogue / 1000, 0, 'f', 2);
    out.flush();
    return 0;
}
