// Reading grows linearly with what a file holds: ten times the keys of one object, or ten times
// the items, take about ten times as long (never the hundred times of a reader that searches
// what it has read for every new key). Each case is timed at two sizes, the better of three runs
// each, and only the ratio is checked, against a bound far below what a quadratic reader gives.

#include "TestSupport.h"

#include <model/io/FleetFile.h>
#include <model/io/ShareText.h>

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

// A forum list of `designs` SCS ships, each of a design of its own whose name has no ASCII letter
// (so that every new design's id starts from the same base).
QString listOfDesigns(int designs)
{
    QString text = QStringLiteral("Many designs\nSCS (ship control sheets) · 0 points\n\n");
    for (int i = 0; i < designs; ++i) {
        QString name;
        for (int n = i + 1; n > 0; n /= 24)
            name += QChar(0x3B1 + n % 24); // Greek small letters
        text += QStringLiteral("%1. Ship %1 — %2 (0 points)\n").arg(i + 1).arg(name);
    }
    return text;
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

    // A list naming 300 and 3,000 designs, each new: the designs' ids are found without trying
    // every number after a shared base against every design.
    void designsOfAList()
    {
        const auto seconds = [this](int designs) {
            const QString text = listOfDesigns(designs);
            return bestOfThree([&] {
                const model::ShareText::Import import
                    = model::ShareText::read(text, QStringLiteral("list"), m_r->systems);
                QVERIFY2(import.result.ok(), qPrintable(import.result.errorText().left(300)));
                QCOMPARE(import.result.fleet->designs.size(), std::size_t(designs));
            });
        };
        const double small = seconds(300);
        const double large = seconds(3000);
        qInfo("300 designs: %.1f ms; 3,000 designs: %.1f ms; ratio %.1f (linear 10)", small * 1e3,
              large * 1e3, large / small);
        QVERIFY2(large / small < 25, "reading a list is not linear in its designs");
    }
};

QTEST_GUILESS_MAIN(TestLinearReading)
#include "tst_linear_reading.moc"
