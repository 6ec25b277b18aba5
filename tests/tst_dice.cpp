// The dice core: xoshiro256++ and splitmix64 against independently computed reference values,
// unbiased bounded integers, exact distributions (PMFs) against hand-computed odds, and the Monte
// Carlo runner (thread-count independence, cancel, confidence intervals, paired differences) on
// a battle whose odds are known exactly.

#include <model/combat/MonteCarlo.h>
#include <model/dice/Pmf.h>
#include <model/dice/Rng.h>

#include <QTest>

#include <array>
#include <cmath>
#include <set>

using namespace fw::model;
using dice::Pmf;
using dice::Rng;

namespace {

// A battle of one die: side A wins on 1-2, side B on 3-5, a draw on 6 (exactly 1/3, 1/2, 1/6).
// Ship 0 of side A survives on an even roll. It makes the runner's statistics checkable exactly.
class DieBattle : public combat::Battle
{
public:
    explicit DieBattle(int extraRolls = 0)
        : m_extraRolls(extraRolls)
    {}
    int shipCount(int side) const override { return side == 0 ? 2 : 1; }
    QString shipName(int, int ship) const override { return QString::number(ship); }
    qint64 points(int side) const override { return side == 0 ? 10 : 20; }
    QStringList assumptions() const override { return {}; }
    std::unique_ptr<combat::BattleRunner> runner() const override;

private:
    int m_extraRolls;
};

class DieRunner : public combat::BattleRunner
{
public:
    explicit DieRunner(int extraRolls)
        : m_extraRolls(extraRolls)
    {}
    void run(std::uint64_t seed, combat::TrialResult &r, QStringList *log) override
    {
        Rng rng(seed);
        for (int i = 0; i < m_extraRolls; ++i) // a slower battle, for the cancel test
            m_sink += rng.next();
        const int roll = rng.roll(6);
        r.winner = roll <= 2 ? 0 : roll <= 5 ? 1 : -1;
        r.turns = roll;
        r.vp[0] = roll <= 2 ? 3 : 0;
        r.vp[1] = roll >= 3 && roll <= 5 ? 2 : 0;
        r.damageDealt[0] = roll;
        r.damageDealt[1] = 1;
        r.survived[0] = {std::uint8_t(roll % 2 == 0), 1};
        r.survived[1] = {0};
        if (log)
            log->append(QStringLiteral("rolled %1").arg(roll));
    }

private:
    int m_extraRolls;
    std::uint64_t m_sink = 0;
};

std::unique_ptr<combat::BattleRunner> DieBattle::runner() const
{
    return std::make_unique<DieRunner>(m_extraRolls);
}

} // namespace

class TestDice : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Reference values from a separate implementation of Vigna's published algorithms: the first
    // output of splitmix64 from state 0 is the well-known 0xe220a8397b1dcdaf.
    void generatorMatchesTheReference()
    {
        std::uint64_t state = 0;
        QCOMPARE(dice::splitmix64(state), 0xe220a8397b1dcdafULL);
        Rng zero(0);
        QCOMPARE(zero.next(), 0x53175d61490b23dfULL);
        QCOMPARE(zero.next(), 0x61da6f3dc380d507ULL);
        QCOMPARE(zero.next(), 0x5c0fdf91ec9a7bfcULL);
        Rng other(12345);
        QCOMPARE(other.next(), 0x8d948a82def8a568ULL);
        QCOMPARE(other.next(), 0x3477f953796702a0ULL);
    }

    void sameSeedSameRolls()
    {
        Rng a(99), b(99), c(100);
        bool differs = false;
        for (int i = 0; i < 100; ++i) {
            const int x = a.roll(20);
            QCOMPARE(b.roll(20), x);
            differs = differs || c.roll(20) != x;
        }
        QVERIFY(differs);
    }

    void trialSeedsDiffer()
    {
        std::set<std::uint64_t> seeds;
        for (std::uint64_t i = 0; i < 10000; ++i)
            seeds.insert(Rng::trialSeed(42, i));
        QCOMPARE(seeds.size(), std::size_t(10000));
        QVERIFY(Rng::trialSeed(42, 0) != Rng::trialSeed(43, 0));
    }

    // Lemire's bounded integers: in range, and a d6 and a d7 (7 does not divide 2^32) are uniform
    // by a chi-square test (5 and 6 degrees of freedom; 1e-4 critical values 25.7 and 27.9).
    void boundedIsUniform_data()
    {
        QTest::addColumn<int>("sides");
        QTest::addColumn<double>("critical");
        QTest::newRow("d6") << 6 << 25.74;
        QTest::newRow("d7") << 7 << 27.86;
    }
    void boundedIsUniform()
    {
        QFETCH(int, sides);
        QFETCH(double, critical);
        Rng rng(7);
        std::vector<int> counts(std::size_t(sides), 0);
        const int n = 600000;
        for (int i = 0; i < n; ++i) {
            const int r = rng.roll(sides);
            QVERIFY(r >= 1 && r <= sides);
            ++counts[std::size_t(r - 1)];
        }
        const double expected = double(n) / sides;
        double chi = 0;
        for (int c : counts)
            chi += (c - expected) * (c - expected) / expected;
        QVERIFY2(chi < critical, qPrintable(QString::number(chi)));
        Rng one(1);
        for (int i = 0; i < 100; ++i)
            QCOMPARE(one.below(1), 0u);
    }

    void pmfOfDice()
    {
        const Pmf d6 = Pmf::die(6);
        QCOMPARE(d6.min(), 1);
        QCOMPARE(d6.max(), 6);
        QVERIFY(qFuzzyCompare(d6.mean(), 3.5));
        const Pmf twoD6 = d6 + d6;
        QCOMPARE(twoD6.min(), 2);
        QCOMPARE(twoD6.max(), 12);
        QVERIFY(std::abs(twoD6.at(7) - 6.0 / 36) < 1e-15);
        QVERIFY(std::abs(twoD6.at(2) - 1.0 / 36) < 1e-15);
        QVERIFY(std::abs(twoD6.atLeast(10) - 6.0 / 36) < 1e-15);
        QVERIFY(std::abs(twoD6.variance() - 35.0 / 6) < 1e-12);
        const Pmf threeD6 = d6.times(3);
        QVERIFY(std::abs(threeD6.at(10) - 27.0 / 216) < 1e-15);
        QVERIFY(std::abs(threeD6.at(3) - 1.0 / 216) < 1e-15);
        QVERIFY(std::abs(threeD6.total() - 1) < 1e-12);
        QCOMPARE(d6.times(0).max(), 0);
        // 10d6 by squaring equals ten single convolutions.
        Pmf slow = Pmf::point(0);
        for (int i = 0; i < 10; ++i)
            slow = slow + d6;
        const Pmf fast = d6.times(10);
        for (int v = 10; v <= 60; ++v)
            QVERIFY(std::abs(slow.at(v) - fast.at(v)) < 1e-15);
        QVERIFY(std::abs(fast.mean() - 35) < 1e-9);
    }

    // Hits of 4 attacks at 4+ (binomial 4, 1/2) and damage 2d6 - 1 per hit: E = 4 * 1/2 * 6.
    void explodingDie_data()
    {
        // Hand computation for a d6 that explodes once: 1..5 end the roll (1/6 each); a 6 adds a
        // second d6 whose 1..5 give 7..11 (1/36 each); the second die's 6 does not explode
        // again, so 12 keeps the truncated tail, 1/36. Nothing can total 6.
        QTest::addColumn<int>("sides");
        QTest::addColumn<int>("explosions");
        QTest::addColumn<int>("value");
        QTest::addColumn<double>("probability");
        for (int v = 1; v <= 5; ++v)
            QTest::addRow("d6 once: %d", v) << 6 << 1 << v << 1.0 / 6;
        QTest::addRow("d6 once: 6") << 6 << 1 << 6 << 0.0;
        for (int v = 7; v <= 11; ++v)
            QTest::addRow("d6 once: %d", v) << 6 << 1 << v << 1.0 / 36;
        QTest::addRow("d6 once: 12, the tail") << 6 << 1 << 12 << 1.0 / 36;
        QTest::addRow("d6 once: 13") << 6 << 1 << 13 << 0.0;
        // Twice: 12 is now impossible, 13 = 6 + 6 + 1 is 1/216, the tail 18 is 1/216.
        QTest::addRow("d6 twice: 12") << 6 << 2 << 12 << 0.0;
        QTest::addRow("d6 twice: 13") << 6 << 2 << 13 << 1.0 / 216;
        QTest::addRow("d6 twice: 18, the tail") << 6 << 2 << 18 << 1.0 / 216;
        // No explosion: a plain die.
        QTest::addRow("d6 never: 6") << 6 << 0 << 6 << 1.0 / 6;
        // A d2: 1 with 1/2; 2 + 1 with 1/4; 2 + 2 + 1 with 1/8; the tail 6 with 1/8.
        QTest::addRow("d2 twice: 3") << 2 << 2 << 3 << 0.25;
        QTest::addRow("d2 twice: 5") << 2 << 2 << 5 << 0.125;
        QTest::addRow("d2 twice: 6, the tail") << 2 << 2 << 6 << 0.125;
    }
    void explodingDie()
    {
        QFETCH(int, sides);
        QFETCH(int, explosions);
        QFETCH(int, value);
        QFETCH(double, probability);
        const Pmf die = Pmf::explodingDie(sides, explosions);
        QVERIFY(std::abs(die.at(value) - probability) < 1e-15);
        QVERIFY(std::abs(die.total() - 1.0) < 1e-15);
        QCOMPARE(die.min(), 1);
        QCOMPARE(die.max(), sides * (explosions + 1));
    }

    void explodingDieMean()
    {
        // Untruncated, E = 3.5 + E/6, so E = 3.5 * 6 / 5 = 4.2. Truncated after n explosions the
        // mean is 3.5 (1 + 1/6 + ... + 1/6^n): 3.5 * 7 / 6 for n = 1.
        QVERIFY(std::abs(Pmf::explodingDie(6, 1).mean() - 3.5 * 7 / 6) < 1e-12);
        QVERIFY(std::abs(Pmf::explodingDie(6, 30).mean() - 4.2) < 1e-12);
        // A d10: 5.5 * 10 / 9.
        QVERIFY(std::abs(Pmf::explodingDie(10, 30).mean() - 5.5 * 10 / 9) < 1e-12);
    }

    void pmfOfAnAttack()
    {
        const Pmf hit = Pmf::bernoulli(0.5);
        const Pmf hits = hit.times(4);
        QVERIFY(std::abs(hits.at(2) - 6.0 / 16) < 1e-15);
        const Pmf perAttack
            = Pmf::mixture({{0.5, Pmf::point(0)}, {0.5, (Pmf::die(6) + Pmf::die(6)).shifted(-1)}});
        QVERIFY(std::abs(perAttack.times(4).mean() - 12.0) < 1e-9);
        // Clamping: 1d6 - 3, at least 0: P(0) = 3/6.
        const Pmf clamped = Pmf::die(6).shifted(-3).clampedBelow(0);
        QVERIFY(std::abs(clamped.at(0) - 0.5) < 1e-15);
        QCOMPARE(clamped.min(), 0);
        QCOMPARE(clamped.entries().size(), std::size_t(4));
    }

    void wilsonInterval()
    {
        // Known values: 0 of 10 gives [0, 0.2775]; 50 of 100 gives [0.4038, 0.5962].
        const auto none = combat::wilson(0, 10);
        QCOMPARE(none.p, 0.0);
        QCOMPARE(none.low, 0.0);
        QVERIFY(std::abs(none.high - 0.2775) < 1e-4);
        const auto all = combat::wilson(10, 10);
        QCOMPARE(all.high, 1.0);
        QVERIFY(std::abs(all.low - 0.7225) < 1e-4);
        const auto half = combat::wilson(50, 100);
        QVERIFY(std::abs(half.low - 0.4038) < 1e-4);
        QVERIFY(std::abs(half.high - 0.5962) < 1e-4);
    }

    // The runner's odds agree with the exact ones within their interval, and 1, 2 and 4 threads
    // give the same results battle by battle.
    void monteCarloIsExactAndThreadIndependent()
    {
        DieBattle battle;
        combat::MonteCarloSettings settings;
        settings.runs = 20000;
        settings.seed = 2026;
        std::array<combat::MonteCarloResult, 3> results;
        const std::array<int, 3> threads = {1, 2, 4};
        for (std::size_t k = 0; k < 3; ++k) {
            settings.threads = threads[k];
            results[k] = combat::runMonteCarlo(battle, settings);
        }
        const auto &r = results[0];
        QCOMPARE(r.runs, 20000);
        QVERIFY(!r.cancelled);
        // Within 4 standard errors of the exact odds, and the 95% interval is that wide.
        const auto within = [&](const combat::Proportion &p, double exact) {
            const double se = std::sqrt(exact * (1 - exact) / 20000);
            return std::abs(p.p - exact) < 4 * se
                   && std::abs((p.high - p.low) / 2 - 1.96 * se) < 1e-3;
        };
        QVERIFY(within(r.win(0), 1.0 / 3));
        QVERIFY(within(r.win(1), 0.5));
        QVERIFY(within(r.draw(), 1.0 / 6));
        QCOMPARE(r.wins[0] + r.wins[1] + r.draws, std::int64_t(20000));
        // Ship 0 of side A survives on an even roll: 1/2 within 4 sigma.
        QVERIFY(std::abs(r.survival(0, 0) - 0.5) < 4 * std::sqrt(0.25 / 20000));
        QCOMPARE(r.survival(0, 1), 1.0);
        QCOMPARE(r.points[1], 20);
        QVERIFY(std::abs(r.meanTurns() - 3.5) < 4 * std::sqrt(35.0 / 12 / 20000));
        for (std::size_t k = 1; k < 3; ++k) {
            QCOMPARE(results[k].wins[0], r.wins[0]);
            QCOMPARE(results[k].wins[1], r.wins[1]);
            QCOMPARE(results[k].vpSum[0], r.vpSum[0]);
            QCOMPARE(results[k].turnsSum, r.turnsSum);
            QCOMPARE(results[k].survived[0], r.survived[0]);
            QVERIFY(results[k].winners == r.winners);
            QVERIFY(results[k].margins == r.margins);
        }
    }

    void monteCarloReportsProgressAndCancels()
    {
        DieBattle battle(5000); // about 1.5 s on one core if nothing cancelled it
        combat::MonteCarloSettings settings;
        settings.runs = 200000;
        settings.threads = 2;
        std::atomic<bool> cancel{false};
        int lastDone = -1, calls = 0;
        const auto result = combat::runMonteCarlo(
            battle, settings,
            [&](int done, int total) {
                QCOMPARE(total, 200000);
                QVERIFY(done >= lastDone);
                lastDone = done;
                ++calls;
                cancel = true;
            },
            &cancel);
        QVERIFY(calls >= 1);
        QVERIFY(result.cancelled);
        QVERIFY(result.runs < 200000);
        QCOMPARE(result.wins[0] + result.wins[1] + result.draws, std::int64_t(result.runs));
    }

    // Common random numbers: the same seeds give a paired difference of exactly zero, and a change
    // that turns every draw into a win for A shows up as +1/6 with an interval around it.
    void pairedDifference()
    {
        DieBattle battle;
        combat::MonteCarloSettings settings;
        settings.runs = 6000;
        const auto before = combat::runMonteCarlo(battle, settings);
        const auto same = combat::runMonteCarlo(battle, settings);
        const auto zero = combat::winDifference(before, same);
        QCOMPARE(zero.mean, 0.0);
        QCOMPARE(zero.low, 0.0);
        QCOMPARE(zero.high, 0.0);
        auto after = before;
        for (auto &w : after.winners)
            if (w < 0)
                w = 0;
        const auto d = combat::winDifference(before, after);
        QCOMPARE(d.runs, 6000);
        QVERIFY(d.low < 1.0 / 6 && 1.0 / 6 < d.high);
        QVERIFY(d.low > 0.1);
    }
};

QTEST_GUILESS_MAIN(TestDice)
#include "tst_dice.moc"
