// Talon: derived values of a counter (digest §3.2, §3.8). Expected impulses are read off the
// impulse chart by hand; the cases: speed 1 acts on F only, speed 2 on C and F, speed 6 on
// every impulse.

#include <model/systems/talon/TalonDerived.h>

#include <QTest>

using namespace fw::model::talon;

class TestTalonRules : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void impulses_data()
    {
        QTest::addColumn<bool>("digestChart");
        QTest::addColumn<int>("speed");
        QTest::addColumn<std::vector<int>>("impulses"); // 0 = A ... 5 = F
        QTest::newRow("speed 1") << false << 1 << std::vector<int>{5};
        QTest::newRow("speed 2") << false << 2 << std::vector<int>{2, 5};
        QTest::newRow("speed 3") << false << 3 << std::vector<int>{1, 3, 5};
        QTest::newRow("speed 4") << false << 4 << std::vector<int>{0, 2, 3, 5};
        QTest::newRow("speed 5, fan chart") << false << 5 << std::vector<int>{0, 1, 2, 3, 5};
        QTest::newRow("speed 5, digest chart") << true << 5 << std::vector<int>{0, 1, 2, 4, 5};
        QTest::newRow("speed 6") << false << 6 << std::vector<int>{0, 1, 2, 3, 4, 5};
        QTest::newRow("speed 6, digest chart") << true << 6 << std::vector<int>{0, 1, 2, 3, 4, 5};
        QTest::newRow("speed 0") << false << 0 << std::vector<int>{};
    }
    void impulses()
    {
        QFETCH(bool, digestChart);
        QFETCH(int, speed);
        QFETCH(std::vector<int>, impulses);
        TalonOptions o;
        o.digestChart = digestChart;
        QCOMPARE(impulsesAt(speed, o), impulses);
    }

    // Every speed acts in exactly `speed` impulses under both readings (digest §3.8).
    void speedSImpulses()
    {
        for (bool digest : {false, true}) {
            TalonOptions o;
            o.digestChart = digest;
            for (int speed = 1; speed <= 6; ++speed)
                QCOMPARE(int(impulsesAt(speed, o).size()), speed);
        }
    }

    // The base's hull boxes (digest §3.8 data): powerMod 0 0 -1 -1 -2 -2 -2 -3 -3 -3, weak spots on
    // boxes 5 and 7.
    void hullBoxes()
    {
        TalonCounter c;
        for (int mod : {0, 0, -1, -1, -2, -2, -2, -3, -3, -3})
            c.hullBoxes.push_back({mod, false});
        c.hullBoxes[4].weakSpot = true;
        c.hullBoxes[6].weakSpot = true;
        QCOMPARE(powerLoss(c, 0), 0);
        QCOMPARE(powerLoss(c, 2), 0);
        QCOMPARE(powerLoss(c, 3), 1);
        QCOMPARE(powerLoss(c, 10), 3);
        QCOMPARE(powerLoss(c, 99), 3);
        QCOMPARE(weakSpotsMarked(c, 4), 0);
        QCOMPARE(weakSpotsMarked(c, 5), 1);
        QCOMPARE(weakSpotsMarked(c, 10), 2);
        c.shields = {7, 7, 7, 7};
        QCOMPARE(shieldTotal(c), 28);
        c.powerCurve = {{1, 6, std::nullopt, false}, {2, 6, std::nullopt, true}};
        QCOMPARE(availablePower(c, 2), 6);
        QCOMPARE(availablePower(c, 3), 0);
        QVERIFY(powerAt(c, 2)->start);
    }
};

QTEST_GUILESS_MAIN(TestTalonRules)
#include "tst_talon_rules.moc"
