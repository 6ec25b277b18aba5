// Reading grows linearly with what a file holds: ten times the keys of one object, or ten times
// the items, take about ten times as long (never the hundred times of a reader that searches
// what it has read for every new key). Each case is timed at two sizes, the better of three runs
// each, and only the ratio is checked, against a bound far below what a quadratic reader gives.

#include "TestSupport.h"

#include <BenchFleets.h>

#include <model/combat/CombatRules.h>
#include <model/io/FleetFile.h>
#include <model/io/ShareText.h>
#include <model/systems/GameSystem.h>
#include <model/systems/scs/ScsDesign.h>

#include <QElapsedTimer>
#include <QFile>
#include <QTest>

#include <algorithm>
#include <functional>

using namespace fw;

namespace {

// The better of three runs of `work`, in seconds.
double bestOfThree(const std::function<void()> &work)
{
    double best = 1e9;
    for (int run = 0; run < 3; ++run) {
        QElapsedTimer timer;
        timer.start();
        work();
        best = std::min(best, double(timer.nsecsElapsed()) / 1e9);
    }
    return best;
}

// The Narn example with `keys` keys of its own added to its first design.
QByteArray fleetWithKeys(int keys)
{
    QFile file(test::sourcePath(QStringLiteral("resources/examples/narn-patrol.fleet.json")));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QByteArray text = file.readAll();
    const qsizetype designs = text.indexOf("\"designs\"");
    const qsizetype open = text.indexOf('{', designs);
    QByteArray extra;
    for (int i = 0; i < keys; ++i)
        extra += "\"x" + QByteArray::number(i) + "\": " + QByteArray::number(i) + ", ";
    return text.insert(open + 1, extra);
}

// Prints the two timings and whether 10 times the items took less than 25 times as long (a
// quadratic step takes about 100 times).
bool linear(const char *items, int n, double small, double large)
{
    qInfo("%d %s: %.2f ms; %d %s: %.2f ms; ratio %.1f (linear 10)", n, items, small * 1e3, 10 * n,
          items, large * 1e3, large / small);
    return small > 0 && large / small < 25;
}

// A Talon fleet of `counters` custom counters, each flown by one ship.
std::unique_ptr<model::Fleet> fleetOfCounters(const test::Registries &r, int counters)
{
    auto fleet = test::parseFleet(
        r, test::readFile(test::dataPath(QStringLiteral("valid/talon-app.fleet.json"))));
    if (!fleet || fleet->designs.empty() || fleet->ships.empty())
        return nullptr;
    const std::unique_ptr<model::Design> design = fleet->designs.front()->clone();
    const std::unique_ptr<model::ShipDesign> ship = fleet->ships.front()->clone();
    fleet->designs.clear();
    fleet->ships.clear();
    fleet->budget.reset();
    for (int i = 0; i < counters; ++i) {
        fleet->designs.push_back(design->clone());
        fleet->designs.back()->setId(QStringLiteral("custom-%1").arg(i));
        fleet->ships.push_back(ship->clone());
        fleet->ships.back()->classId = QStringLiteral("custom-%1").arg(i);
    }
    return fleet;
}

} // namespace

class TestLinearReading : public QObject
{
    Q_OBJECT

    const std::unique_ptr<test::Registries> m_r = test::makeRegistries();

private Q_SLOTS:
    // One object of 5,000 and of 50,000 keys (unknown keys, kept through a load and a save):
    // parsed, read and written again.
    void keysOfOneObject()
    {
        const auto seconds = [this](int keys) {
            const QByteArray text = fleetWithKeys(keys);
            return bestOfThree([&] {
                model::LoadResult loaded = model::FleetFile::parse(
                    text, QStringLiteral("keys.fleet.json"), m_r->systems);
                QVERIFY2(loaded.ok(), qPrintable(loaded.errorText()));
                const QByteArray saved = model::FleetFile::serialize(*loaded.fleet, m_r->systems);
                QVERIFY(saved.contains("\"x" + QByteArray::number(keys - 1) + "\""));
            });
        };
        QVERIFY2(linear("keys", 5000, seconds(5000), seconds(50000)),
                 "reading one object is not linear in its keys");
    }

    // A fleet's report and its list for forums, with 1,000 and 10,000 ships each of a design of
    // its own: each ship's design is found in an index of the fleet, not by a search.
    void designLookups()
    {
        const auto seconds = [this](int counters) {
            const std::unique_ptr<model::Fleet> fleet = fleetOfCounters(*m_r, counters);
            if (!fleet)
                return 0.0;
            const model::GameSystem &system = *m_r->systems.find(fleet->systemId);
            return bestOfThree([&] {
                const QString list = model::ShareText::write(*fleet, system.report(*fleet),
                                                             m_r->systems, {}, false);
                QVERIFY(list.contains(QStringLiteral("%1. ").arg(counters)));
            });
        };
        QVERIFY2(linear("designs", 1000, seconds(1000), seconds(10000)),
                 "looking up designs is not linear in the fleet");
    }

    // The weapons of an SCS sheet with 2,000 and 20,000 weapons of one name in one section, as
    // odds and the trial battle list them: each one's place is counted once.
    void weaponsOfASheet()
    {
        const auto seconds = [this](int weapons) {
            auto fleet = test::parseFleet(*m_r, test::readFile(test::sourcePath(QStringLiteral(
                                                    "resources/examples/narn-patrol.fleet.json"))));
            if (!fleet)
                return 0.0;
            auto &sheet = model::scs::scsClass(*fleet, 0);
            const model::scs::ShipSystem weapon = sheet.sections.at(1).systems.front();
            sheet.sections.at(1).systems.assign(std::size_t(weapons), weapon);
            int ship = 0;
            while (fleet->ships.at(std::size_t(ship))->classId != sheet.id)
                ++ship;
            const model::combat::CombatRules &rules = *m_r->systems.find(fleet->systemId)->combat();
            return bestOfThree(
                [&] { QVERIFY(int(rules.weapons(*fleet, ship).size()) >= weapons); });
        };
        QVERIFY2(linear("weapons", 2000, seconds(2000), seconds(20000)),
                 "listing a sheet's weapons is not linear in its systems");
    }

    // A list naming 100 and 1,000 designs (the most it may make), each new: the designs' ids are
    // found without trying every number after a shared base against every design.
    void designsOfAList()
    {
        const auto seconds = [this](int designs) {
            const QString text = bench::listOfDesigns(designs);
            return bestOfThree([&] {
                const model::ShareText::Import import
                    = model::ShareText::read(text, QStringLiteral("list"), m_r->systems);
                QVERIFY2(import.result.ok(), qPrintable(import.result.errorText().left(300)));
                QCOMPARE(import.result.fleet->designs.size(), std::size_t(designs));
            });
        };
        QVERIFY2(linear("designs", 100, seconds(100), seconds(1000)),
                 "reading a list is not linear in its designs");
    }
};

QTEST_GUILESS_MAIN(TestLinearReading)
#include "tst_linear_reading.moc"
