// What a fleet of many small ships holds in memory: the heap its loaded model keeps, and the heap
// its issues keep, each a small multiple of its file (at most 10×). A ship of a name and a class
// is some 40 bytes of JSON; its model must not carry an empty JSON object per part nor room for a
// flagship advantage that it does not have. Measured with glibc's heap figures (mallinfo2), so
// builds whose sanitizers replace the allocator skip these checks; fleetwright-bench measures
// whole processes (`--memory-only`).

#include "TestSupport.h"

#include <BenchFleets.h>

#include <model/io/FleetFile.h>
#include <model/systems/GameSystem.h>
#include <validators/ValidatorRegistry.h>

#include <QTest>

#include <malloc.h>

using namespace fw;

namespace {

#if defined(__SANITIZE_ADDRESS__)
constexpr bool SanitizedHeap = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
constexpr bool SanitizedHeap = true;
#else
constexpr bool SanitizedHeap = false;
#endif
#else
constexpr bool SanitizedHeap = false;
#endif

// Bytes of heap in use now.
double heapInUse()
{
    return double(mallinfo2().uordblks);
}

} // namespace

class TestFleetMemory : public QObject
{
    Q_OBJECT

    const std::unique_ptr<test::Registries> m_r = test::makeRegistries();

private Q_SLOTS:
    void init()
    {
        if (SanitizedHeap)
            QSKIP("the sanitizers' allocator has no glibc heap figures");
    }

    void loadedFleet_data()
    {
        QTest::addColumn<QByteArray>("file");
        constexpr int Ships = 20000;
        QTest::newRow("EasyStar") << bench::minimalEasyStarFleet(Ships);
        for (const char *system : {"billionsuns", "scs", "sunder", "talon"})
            QTest::newRow(system) << bench::minimalShipsOf(
                test::sourcePath(QStringLiteral("resources/examples")), system, Ships);
    }

    // The heap a loaded fleet keeps, against its file.
    void loadedFleet()
    {
        QFETCH(QByteArray, file);
        QVERIFY(!file.isEmpty());
        const double size = double(file.size());
        const double before = heapInUse();
        model::LoadResult loaded
            = model::FleetFile::parse(file, QStringLiteral("ships.fleet.json"), m_r->systems);
        QVERIFY2(loaded.ok(), qPrintable(loaded.errorText().left(500)));
        file = QByteArray(); // what the app holds after a load: the fleet, not the file
        const double held = heapInUse() - before + size;
        qInfo("%zu ships: %.0f bytes of file, %.0f bytes held = %.1f× the file",
              loaded.fleet->ships.size(), size, held, held / size);
        QVERIFY2(held / size <= 10, "a loaded fleet of small ships holds over 10× its file");
    }

    // The heap a full report keeps while it hands each ship's report to a sink, as `report`
    // prints them: the ships' lines of the fleet's total go with them, so the report that is
    // left holds no line per ship.
    void reportToASink_data() { loadedFleet_data(); }
    void reportToASink()
    {
        QFETCH(QByteArray, file);
        const double size = double(file.size());
        auto fleet = test::parseFleet(*m_r, file);
        QVERIFY(fleet);
        const model::GameSystem &system = *m_r->systems.find(fleet->systemId);
        std::size_t ships = 0;
        const double before = heapInUse();
        const model::FleetReport report
            = system.report(*fleet, model::GameSystem::ReportDetail::Full,
                            [&ships](std::size_t, model::ShipReport &&) { ++ships; });
        const double held = heapInUse() - before;
        QCOMPARE(ships, fleet->ships.size());
        qInfo("%zu ships: the report holds %.0f bytes = %.2f× the file, %zu lines of the total",
              ships, held, held / size, report.total.lines().size());
        QVERIFY2(held / size <= 0.5, "a report handed to a sink holds a part per ship");
    }

    // The issues of a fleet with two errors on every ship, against its file; and the issues come
    // sorted by ship (ships[2] before ships[10]) and, within a ship, in the order found.
    void issuesOfEveryShip()
    {
        constexpr int Ships = 20000;
        const QByteArray file = bench::easyStarFleetWithErrors(Ships);
        auto fleet = test::parseFleet(*m_r, file);
        QVERIFY(fleet);
        const double before = heapInUse();
        const validators::Issues issues = validators::validateFleet(*fleet, m_r->validators);
        const double held = heapInUse() - before;
        qInfo("%zu issues: %.0f bytes held = %.1f× the file", issues.size(), held,
              held / double(file.size()));
        QVERIFY(issues.size() >= std::size_t(2 * (Ships - 1)));
        QVERIFY2(held / double(file.size()) <= 10, "the issues hold over 10× the file");
        for (std::size_t i = 1; i < issues.size(); ++i) {
            const validators::Issue &a = issues[i - 1];
            const validators::Issue &b = issues[i];
            QVERIFY2(
                a.severity < b.severity
                    || (a.severity == b.severity && !validators::subjectLess(b.subject, a.subject)),
                qPrintable(a.subject + QLatin1String(" / ") + b.subject));
        }
    }
};

QTEST_GUILESS_MAIN(TestFleetMemory)
#include "tst_fleet_memory.moc"
