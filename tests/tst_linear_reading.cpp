// Reading grows linearly with what a file holds: ten times the keys of one object, or ten times
// the items, take about ten times as long (never the hundred times of a reader that searches
// what it has read for every new key). Each case is timed at two sizes, the better of three runs
// each, and only the ratio is checked, against a bound far below what a quadratic reader gives.

#include "TestSupport.h"

#include <model/io/FleetFile.h>

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
        const double small = seconds(5000);
        const double large = seconds(50000);
        qInfo("5,000 keys: %.1f ms; 50,000 keys: %.1f ms; ratio %.1f (linear 10)", small * 1e3,
              large * 1e3, large / small);
        QVERIFY2(large / small < 25, "reading one object is not linear in its keys");
    }
};

QTEST_GUILESS_MAIN(TestLinearReading)
#include "tst_linear_reading.moc"
