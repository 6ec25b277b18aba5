// Sunder the Stars combat: exact odds of one attack against independent computations (a direct
// double sum over both exploding-die series written out here, exact fractions worked by hand, and
// values from exact rational arithmetic cited below), point defence by hand, the modifiers,
// spreads, no attack below AV 1, the dice against the exact distribution, and trial battles
// (replay, thread independence, mirror symmetry, fusion follow-ups, Fah-KOOM). Rules: digest
// §4.3–4.7 and the quick reference (seed 000).
//
// Reference values "python": /tmp-free recipe, exact rational arithmetic (fractions.Fraction) over
// both exploding D6 series to 30 explosions each (the neglected mass < 1e-23), with the damage rule
// of the quick reference: 0 when A <= D, else max(1, floor(A / D)):
//   AV 4 vs DV 4: P(0..4) = 0.5714285714285714, 0.3549280177187154, 0.05807069527999761,
//                           0.012403726648099639, 0.0025212079317486697
//   AV 3 vs DV 4: P(0..2) = 0.6857142857142857, 0.25071982281284605, 0.05442818233515908
//   AV 1 vs DV 3: P(0..2) = 0.7761904761904762, 0.1602436323366556, 0.047993175900152646
//   AV 6 vs DV 4: P(0..2) = 0.3142857142857143, 0.5322259136212625, 0.12594654455119572
//   AV 4 vs DV 0: P(0..2) = 0.15714285714285714, 0.2552602436323367, 0.19364580527371225

#include "SunderTestFleets.h"

#include "TestSupport.h"

#include <model/combat/MonteCarlo.h>
#include <model/systems/sunder/SunderCombat.h>
#include <model/systems/sunder/SunderSystem.h>

#include <QElapsedTimer>
#include <QRegularExpression>
#include <QTest>

#include <cmath>

using namespace fw;
using namespace fw::model;
using fw::test::outcome;
using namespace fw::model::sunder;

namespace {

using namespace sunderfleets;

// The exploding D6 written out: P(6j + r) = (1/6)^(j + 1) for r in 1..5 (quick reference,
// "Critical Rolls"), to `depth` explosions.
std::vector<std::pair<int, double>> explodingSeries(int depth)
{
    std::vector<std::pair<int, double>> out;
    double p = 1.0 / 6;
    for (int j = 0; j < depth; ++j, p /= 6) {
        for (int r = 1; r <= 5; ++r)
            out.push_back({6 * j + r, p});
    }
    return out;
}

// P(damage = k) for AV `av` against DV `dv`, by the direct double sum over both series (25
// explosions each: the neglected mass is below 1e-19), with the damage rule written here again.
std::vector<double> directSum(int av, int dv, int kMax)
{
    std::vector<double> p(std::size_t(kMax) + 1, 0.0);
    const auto series = explodingSeries(25);
    for (const auto &[x, px] : series) {
        for (const auto &[y, py] : series) {
            const int a = av + x;
            const int d = std::max(1, dv + y);
            const int k = a <= d ? 0 : std::max(1, a / d);
            if (k <= kMax)
                p[std::size_t(k)] += px * py;
        }
    }
    return p;
}

} // namespace

class TestCombatSunder : public QObject
{
    Q_OBJECT

public:
    TestCombatSunder()
        : m_specs(makeOptionSpecs())
        , m_system(std::move(SunderSystem::create()).value())
        , m_rules(*m_system, m_specs)
    {}

private:
    std::vector<RulesOptionSpec> m_specs;
    std::unique_ptr<SunderSystem> m_system; // what a fleet costs
    SunderCombat m_rules;

    // An attack by ship 0 of `a` with weapon `w` on ship `target` of `b` at `range`.
    static combat::AttackSetup setup(const Fleet &a, int w, const Fleet &b, int target, int range,
                                     std::map<QString, int> mods = {})
    {
        combat::AttackSetup s;
        s.attackerFleet = &a;
        s.attacker = 0;
        s.weapon = w;
        s.targetFleet = &b;
        s.target = target;
        s.range = range;
        s.modifiers = std::move(mods);
        return s;
    }
    combat::MonteCarloResult monteCarlo(const Fleet &a, const Fleet &b, int threads, int runs,
                                        combat::TargetPolicy policy = combat::TargetPolicy::Focus)
    {
        combat::BattleSettings settings = m_rules.defaultBattleSettings();
        settings.policy = policy;
        auto battle = m_rules.prepareBattle(a, b, settings);
        if (!battle)
            qFatal("%s", qPrintable(battle.error()));
        combat::MonteCarloSettings mc;
        mc.runs = runs;
        mc.seed = 7;
        mc.threads = threads;
        return combat::runMonteCarlo(*battle.value(), mc);
    }

private Q_SLOTS:
    // P(X >= t) of one exploding D6, by hand: t <= 1 always; 3 needs 3..6, 4/6; 6 needs a six,
    // 1/6; 7 a six and anything, 1/6; 8 a six then 2..6, 5/36; 12 a six then a six, 1/36; 13 two
    // sixes and anything, 1/36; 19 three sixes and anything, 1/216; 20 three sixes then 2..6,
    // 5/1296.
    void explodingAtLeastByHand_data()
    {
        QTest::addColumn<int>("t");
        QTest::addColumn<double>("p");
        QTest::newRow("0") << 0 << 1.0;
        QTest::newRow("1") << 1 << 1.0;
        QTest::newRow("3") << 3 << 4.0 / 6;
        QTest::newRow("6") << 6 << 1.0 / 6;
        QTest::newRow("7") << 7 << 1.0 / 6;
        QTest::newRow("8") << 8 << 5.0 / 36;
        QTest::newRow("12") << 12 << 1.0 / 36;
        QTest::newRow("13") << 13 << 1.0 / 36;
        QTest::newRow("19") << 19 << 1.0 / 216;
        QTest::newRow("20") << 20 << 5.0 / 1296;
    }
    void explodingAtLeastByHand()
    {
        QFETCH(int, t);
        QFETCH(double, p);
        QVERIFY(std::abs(explodingAtLeast(t) - p) < 1e-15);
    }

    // The exact distribution against the direct double sum and against python, to 1e-12.
    // AV 4 against DV 4 is also known in closed form: A <= D is X <= Y for two independent copies,
    // P = (1 + P(X = Y)) / 2 with P(X = Y) = Σ 5 × 36^-(j+1) = (5/36) / (35/36) = 1/7: 4/7.
    void exactAgainstIndependentSums_data()
    {
        QTest::addColumn<int>("av");
        QTest::addColumn<int>("dv");
        QTest::addColumn<std::vector<double>>("python");
        QTest::newRow("4 vs 4") << 4 << 4
                                << std::vector<double>{4.0 / 7, 0.3549280177187154,
                                                       0.05807069527999761, 0.012403726648099639,
                                                       0.0025212079317486697};
        QTest::newRow("3 vs 4") << 3 << 4
                                << std::vector<double>{0.6857142857142857, 0.25071982281284605,
                                                       0.05442818233515908};
        QTest::newRow("1 vs 3") << 1 << 3
                                << std::vector<double>{0.7761904761904762, 0.1602436323366556,
                                                       0.047993175900152646};
        QTest::newRow("6 vs 4") << 6 << 4
                                << std::vector<double>{0.3142857142857143, 0.5322259136212625,
                                                       0.12594654455119572};
        QTest::newRow("4 vs 0") << 4 << 0
                                << std::vector<double>{0.15714285714285714, 0.2552602436323367,
                                                       0.19364580527371225};
        QTest::newRow("9 vs 1") << 9 << 1 << std::vector<double>{};
        QTest::newRow("2 vs 12") << 2 << 12 << std::vector<double>{};
    }
    void exactAgainstIndependentSums()
    {
        QFETCH(int, av);
        QFETCH(int, dv);
        QFETCH(std::vector<double>, python);
        const dice::Pmf pmf = singleAttackDamage(av, dv);
        const std::vector<double> direct = directSum(av, dv, 40);
        for (int k = 0; k <= 40; ++k)
            QVERIFY2(std::abs(pmf.at(k) - direct[std::size_t(k)]) < 1e-12,
                     qPrintable(QStringLiteral("k %1: %2 vs %3")
                                    .arg(k)
                                    .arg(pmf.at(k), 0, 'g', 17)
                                    .arg(direct[std::size_t(k)], 0, 'g', 17)));
        for (std::size_t k = 0; k < python.size(); ++k)
            QVERIFY(std::abs(pmf.at(int(k)) - python[k]) < 1e-12);
        QVERIFY(std::abs(pmf.total() - 1) < 1e-12);
    }

    // Point defence by hand (digest §4.5: each die 5–6, p = 1/3, lowers the AV by 1 first).
    // A drone of AV 4 against DV 4 and 1 PD die: 2/3 at AV 4 (P(0) = 4/7), 1/3 at AV 3 (P(0) =
    // 0.6857142857142857, python): P(0) = 2/3 × 4/7 + 1/3 × 0.68571... PD 2 against AV 2: the AV
    // falls below 1 only when both dice hit, 1/9; PD 3 against AV 3: 1/27; PD 1 against AV 1: 1/3.
    void pointDefenceByHand_data()
    {
        QTest::addColumn<int>("av");
        QTest::addColumn<int>("pd");
        QTest::addColumn<double>("stopped");
        QTest::newRow("AV 2, PD 2") << 2 << 2 << 1.0 / 9;
        QTest::newRow("AV 3, PD 3") << 3 << 3 << 1.0 / 27;
        QTest::newRow("AV 1, PD 1") << 1 << 1 << 1.0 / 3;
        QTest::newRow("AV 2, PD 1") << 2 << 1 << 0.0;
        // 3 or 4 hits of 4 dice: C(4,3)(1/3)^3(2/3) + (1/3)^4 = 8/81 + 1/81.
        QTest::newRow("AV 3, PD 4") << 3 << 4 << 9.0 / 81;
    }
    void pointDefenceByHand()
    {
        QFETCH(int, av);
        QFETCH(int, pd);
        QFETCH(double, stopped);
        const AttackOddsNumbers odds = attackOdds({av, pd, 4, 0});
        QVERIFY(std::abs(odds.stopped - stopped) < 1e-14);
        QVERIFY(std::abs(odds.damage.total() - 1) < 1e-12);
    }

    // Flights against point defence: each count of PD hits leaves so many flights, each rolling
    // the single attack's damage. Checked against that sum written out directly (a mixture of
    // convolution powers).
    void flightsAgainstPointDefence()
    {
        for (const AttackNumbers n :
             {AttackNumbers{3, 2, 4, 3}, AttackNumbers{2, 7, 3, 20}, AttackNumbers{5, 30, 4, 12}}) {
            const dice::Pmf one = singleAttackDamage(n.av, n.dv);
            std::vector<std::pair<double, dice::Pmf>> parts;
            for (int hits = 0; hits <= n.pd; ++hits)
                parts.push_back(
                    {pdHitChance(n.pd, hits), one.times(n.flights - std::min(hits, n.flights))});
            const dice::Pmf expected = dice::Pmf::mixture(parts);
            const AttackOddsNumbers odds = attackOdds(n);
            QCOMPARE(odds.damage.min(), expected.min());
            QCOMPARE(odds.damage.max(), expected.max());
            for (int d = expected.min(); d <= expected.max(); ++d)
                QVERIFY2(std::abs(odds.damage.at(d) - expected.at(d)) < 1e-12,
                         qPrintable(QStringLiteral("%1 flights, PD %2, damage %3")
                                        .arg(n.flights)
                                        .arg(n.pd)
                                        .arg(d)));
        }
        // More flights or point-defence dice than a card carries are refused at once (they
        // used to be worked out for minutes), saying how many may be worked out.
        SunderCard cv = card("cv", HullSize::Large, 4, 0, {});
        cv.bays.fighters = {1000, 1000, 1000};
        const auto a = fleet({{cv, {}, 1000}});
        const auto b = fleet({{card("cl", HullSize::Medium, 3, 1, {})}});
        const combat::AttackOdds many
            = m_rules.odds(setup(*a, 0, *b, 0, 3, {{QLatin1String(modifier::OtherPd), 12}}));
        QVERIFY2(many.error.contains(QLatin1String("1000 flights")), qPrintable(many.error));
        cv.bays.fighters = {MaxOddsFlights, 1, 1};
        const auto most = fleet({{cv, {}, MaxOddsFlights}});
        QVERIFY2(m_rules.odds(setup(*most, 0, *b, 0, 3)).error.isEmpty(),
                 qPrintable(m_rules.odds(setup(*most, 0, *b, 0, 3)).error));
    }

    // A drone AV 4 against a target with shield 4 and PD 1, through the whole CombatRules path.
    void droneThroughPointDefence()
    {
        const auto a = fleet(
            {{card("dd", HullSize::Medium, 4, 0, {weapon("Drones", WeaponType::Drone, {4})})}});
        const auto b = fleet({{card("cl", HullSize::Medium, 4, 1, {})}});
        const combat::AttackOdds odds = m_rules.odds(setup(*a, 0, *b, 0, 3));
        QVERIFY2(odds.error.isEmpty(), qPrintable(odds.error));
        const double p0 = 2.0 / 3 * 4.0 / 7 + 1.0 / 3 * 0.6857142857142857;
        QVERIFY(std::abs(odds.damage.at(0) - p0) < 1e-12);
        const double p1 = 2.0 / 3 * 0.3549280177187154 + 1.0 / 3 * 0.25071982281284605;
        QVERIFY(std::abs(odds.damage.at(1) - p1) < 1e-12);
        // A battery is not touched by point defence: plain AV 4 against DV 4.
        const auto c = fleet(
            {{card("bb", HullSize::Medium, 4, 0, {weapon("Battery", WeaponType::Battery, {4})})}});
        QVERIFY(std::abs(m_rules.odds(setup(*c, 0, *b, 0, 3)).damage.at(0) - 4.0 / 7) < 1e-12);
        // Other ships' PD within 2 hexes adds dice: PD 1 + 1 against AV 1 stops it 5/9.
        const auto d
            = fleet({{card("ff", HullSize::Small, 4, 0, {weapon("Rack", WeaponType::Rack, {1})})}});
        const combat::AttackOdds two
            = m_rules.odds(setup(*d, 0, *b, 0, 3, {{QLatin1String(modifier::OtherPd), 1}}));
        QVERIFY(std::abs(outcome(two, "stoppedByPd") - 5.0 / 9) < 1e-12);
    }

    // The AV modifiers of digest §4.4 and the range bands of §4.3: each row's AV against DV 4.
    void modifiers_data()
    {
        QTest::addColumn<int>("range");
        QTest::addColumn<QStringList>("mods"); // id=value
        QTest::addColumn<int>("av");
        QTest::newRow("band 1") << 4 << QStringList{} << 6;
        QTest::newRow("band 2") << 5 << QStringList{} << 5;
        QTest::newRow("band 3") << 12 << QStringList{} << 4;
        QTest::newRow("band 4") << 16 << QStringList{} << 3;
        QTest::newRow("still") << 1 << QStringList{QStringLiteral("attackerStill=1")} << 8;
        QTest::newRow("straight") << 1 << QStringList{QStringLiteral("defenderMovement=1")} << 7;
        QTest::newRow("target still")
            << 1 << QStringList{QStringLiteral("defenderMovement=2")} << 8;
        QTest::newRow("gas 2") << 1 << QStringList{QStringLiteral("gas=2")} << 4;
        QTest::newRow("dust 1") << 1 << QStringList{QStringLiteral("dust=1")} << 4;
        QTest::newRow("all") << 9
                             << QStringList{QStringLiteral("attackerStill=1"),
                                            QStringLiteral("defenderMovement=1"),
                                            QStringLiteral("gas=1"), QStringLiteral("dust=1")}
                             << 4; // 6 − 2 + 2 + 1 − 1 − 2
    }
    void modifiers()
    {
        QFETCH(int, range);
        QFETCH(QStringList, mods);
        QFETCH(int, av);
        const auto a = fleet(
            {{card("cm", HullSize::Medium, 4, 0, {weapon("Battery", WeaponType::Battery, {6})})}});
        const auto b = fleet({{card("cl", HullSize::Medium, 4, 0, {})}});
        std::map<QString, int> values;
        for (const QString &m : mods)
            values[m.section(QLatin1Char('='), 0, 0)] = m.section(QLatin1Char('='), 1).toInt();
        const auto s = setup(*a, 0, *b, 0, range, values);
        const SunderCombat::Attack attack = m_rules.attack(s);
        QVERIFY2(attack.error.isEmpty(), qPrintable(attack.error));
        QCOMPARE(attack.numbers.av, av);
        QCOMPARE(attack.numbers.dv, 4);
        QCOMPARE(attack.numbers.pd, 0);
        const std::vector<double> direct = directSum(av, 4, 3);
        const dice::Pmf damage = m_rules.odds(s).damage;
        for (int k = 0; k <= 3; ++k)
            QVERIFY(std::abs(damage.at(k) - direct[std::size_t(k)]) < 1e-12);
    }

    // No attack below AV 1 (digest §4.4), beyond reach, or with a spread a weapon cannot fire;
    // a spread's part of the AV is what attacks, and it shortens a battery's range (§4.3).
    void noAttackAndSpreads()
    {
        const auto a = fleet({{card("cm", HullSize::Medium, 4, 0,
                                    {weapon("Battery", WeaponType::Battery, {6}),
                                     weapon("Drones", WeaponType::Drone, {2}),
                                     weapon("Fusion", WeaponType::Fusion, {1})})}});
        const auto b = fleet({{card("cl", HullSize::Medium, 4, 0, {})}});
        const QString spread = QLatin1String(modifier::SpreadAv);
        QVERIFY(m_rules.odds(setup(*a, 0, *b, 0, 16)).error.isEmpty());  // 6 − 3 = 3
        QVERIFY(!m_rules.odds(setup(*a, 0, *b, 0, 17)).error.isEmpty()); // beyond 16 hexes
        QVERIFY(!m_rules.odds(setup(*a, 1, *b, 0, 9)).error.isEmpty());  // drones reach 8
        QVERIFY(!m_rules.odds(setup(*a, 2, *b, 0, 1, {{QStringLiteral("gas"), 1}}))
                     .error.isEmpty()); // AV 1 − 1 = 0
        QVERIFY(m_rules.odds(setup(*a, 2, *b, 0, 1)).error.isEmpty());
        // A spread of 4 of the battery's 6: AV 4 against DV 4.
        const combat::AttackOdds part = m_rules.odds(setup(*a, 0, *b, 0, 2, {{spread, 4}}));
        QVERIFY2(part.error.isEmpty(), qPrintable(part.error));
        QVERIFY(std::abs(part.damage.at(0) - 4.0 / 7) < 1e-12);
        // Its part of 2 cannot reach the third band (2 − 2 = 0); the whole AV can.
        QVERIFY(!m_rules.odds(setup(*a, 0, *b, 0, 9, {{spread, 2}})).error.isEmpty());
        QVERIFY(m_rules.odds(setup(*a, 0, *b, 0, 9)).error.isEmpty());
        QVERIFY(!m_rules.odds(setup(*a, 0, *b, 0, 2, {{spread, 6}})).error.isEmpty());
        QVERIFY(!m_rules.odds(setup(*a, 1, *b, 0, 2, {{spread, 1}})).error.isEmpty()); // drone
    }

    // The destroyed outcome follows the target's damage: AV 4 against DV 4 (python); a medium
    // ship with 3 damage goes at 1 more (3/7), an undamaged one at 4 or more.
    void destroyedOutcome()
    {
        const auto a = fleet(
            {{card("cm", HullSize::Medium, 4, 0, {weapon("Battery", WeaponType::Battery, {4})})}});
        const auto b = fleet({{card("cl", HullSize::Medium, 4, 0, {})}});
        const QString taken = QLatin1String(modifier::DamageTaken);
        const combat::AttackOdds late = m_rules.odds(setup(*a, 0, *b, 0, 1, {{taken, 3}}));
        QVERIFY(std::abs(outcome(late, "destroyed") - 3.0 / 7) < 1e-12);
        QVERIFY(std::abs(outcome(late, "damaged")) < 1e-12);
        const combat::AttackOdds fresh = m_rules.odds(setup(*a, 0, *b, 0, 1));
        const double below4
            = 4.0 / 7 + 0.3549280177187154 + 0.05807069527999761 + 0.012403726648099639;
        QVERIFY(std::abs(outcome(fresh, "destroyed") - (1 - below4)) < 1e-12);
        QVERIFY(std::abs(outcome(fresh, "noDamage") - 4.0 / 7) < 1e-12);
        // Not capped: the damage table goes past the 4 the target can take.
        QVERIFY(fresh.damage.max() > 4);
        QVERIFY(!m_rules.odds(setup(*a, 0, *b, 0, 1, {{taken, 4}})).error.isEmpty());
    }

    // Fighters against PD (digest §4.5): 2 flights at fighterAv 1 (DEFAULT) against DV 3 and 1
    // PD die: 1/3 one flight is lost, so P(0) = 1/3 × q + 2/3 × q² with q = P(0 | AV 1 vs DV 3).
    void fightersAgainstPointDefence()
    {
        SunderCard cv = card("cv", HullSize::Large, 4, 0, {});
        cv.bays.fighters = {2, 2, 2};
        const auto a = fleet({{cv, {}, 2}});
        const auto b = fleet({{card("cl", HullSize::Medium, 3, 1, {})}});
        QCOMPARE(m_rules.weapons(*a, 0).size(), std::size_t(1));
        QCOMPARE(m_rules.weapons(*a, 0).front().id, QStringLiteral("fighters"));
        const combat::AttackOdds odds = m_rules.odds(setup(*a, 0, *b, 0, 3));
        QVERIFY2(odds.error.isEmpty(), qPrintable(odds.error));
        const double q = 0.7761904761904762;
        QVERIFY(std::abs(odds.damage.at(0) - (q / 3 + 2 * q * q / 3)) < 1e-12);
        QVERIFY(std::abs(outcome(odds, "stoppedByPd")) < 1e-15);
    }

    // The dice against the exact distribution: 200,000 prepared rolls of a drone (AV 4, PD 1 of
    // the target, DV 4); each damage value's count within 4.5 standard deviations.
    void diceAgainstExact()
    {
        const auto a = fleet(
            {{card("dd", HullSize::Medium, 4, 0, {weapon("Drones", WeaponType::Drone, {4})})}});
        const auto b = fleet({{card("cl", HullSize::Medium, 4, 1, {})}});
        const auto s = setup(*a, 0, *b, 0, 3);
        const dice::Pmf exact = m_rules.odds(s).damage;
        auto prepared = m_rules.prepareAttack(s);
        QVERIFY(prepared);
        constexpr int N = 200000;
        std::vector<int> counts(64, 0);
        dice::Rng rng(2024);
        for (int i = 0; i < N; ++i)
            ++counts[std::size_t(std::min(63, prepared.value()->roll(rng)))];
        for (int k = 0; k <= 6; ++k) {
            const double p = exact.at(k);
            const double sigma = std::sqrt(N * p * (1 - p));
            QVERIFY2(std::abs(counts[std::size_t(k)] - N * p) <= 4.5 * sigma + 1,
                     qPrintable(QStringLiteral("damage %1: %2 rolled, %3 expected")
                                    .arg(k)
                                    .arg(counts[std::size_t(k)])
                                    .arg(N * p)));
        }
    }

    // One path: roll() and the prepared attack roll the same dice; the same seed replays.
    void rollReplays()
    {
        const auto a = fleet(
            {{card("dd", HullSize::Medium, 4, 0, {weapon("Fusion", WeaponType::Fusion, {5})})}});
        const auto b = fleet({{card("cl", HullSize::Medium, 3, 2, {})}});
        const auto s = setup(*a, 0, *b, 0, 2);
        auto prepared = m_rules.prepareAttack(s);
        QVERIFY(prepared);
        int nonZero = 0;
        for (std::uint64_t seed = 1; seed <= 200; ++seed) {
            dice::Rng r1(seed), r2(seed), r3(seed);
            const combat::AttackRoll roll = m_rules.roll(s, r1);
            QVERIFY(roll.error.isEmpty());
            QCOMPARE(prepared.value()->roll(r2), roll.damage);
            QCOMPARE(m_rules.roll(s, r3).log, roll.log);
            nonZero += roll.damage > 0 ? 1 : 0;
        }
        QVERIFY(nonZero > 20);
    }

    // Replay and thread independence of trial battles.
    void battleReplayAndThreads()
    {
        const auto a = fleet(
            {{card("cm", HullSize::Medium, 4, 1,
                   {weapon("Battery", WeaponType::Battery, {6, 4}),
                    weapon("Fusion", WeaponType::Fusion, {3, 2})})},
             {card("ff", HullSize::Small, 3, 1, {weapon("Rack", WeaponType::Rack, {3})}, 2)}});
        const auto b = fleet({{card("bb", HullSize::Large, 5, 2,
                                    {weapon("Battery", WeaponType::Battery, {7, 5, 3}),
                                     weapon("Drones", WeaponType::Drone, {4, 3, 2})})}});
        auto battle = m_rules.prepareBattle(*a, *b, m_rules.defaultBattleSettings());
        QVERIFY2(battle, qPrintable(battle ? QString() : battle.error()));
        auto runner = battle.value()->runner();
        combat::TrialResult r1, r2;
        QStringList log1, log2;
        runner->run(42, r1, &log1);
        battle.value()->runner()->run(99, r2, nullptr);
        runner->run(42, r2, &log2);
        QCOMPARE(log1, log2);
        QVERIFY(log1.size() > 5);
        QCOMPARE(r1.winner, r2.winner);
        QCOMPARE(r1.damageDealt[1], r2.damageDealt[1]);
        // The same battle without a log rolls the same dice.
        combat::TrialResult r3;
        runner->run(42, r3, nullptr);
        QCOMPARE(r3.turns, r1.turns);
        QCOMPARE(r3.vp[0], r1.vp[0]);
        const auto one = monteCarlo(*a, *b, 1, 2000);
        const auto two = monteCarlo(*a, *b, 2, 2000);
        QCOMPARE(one.winners, two.winners);
        QCOMPARE(one.damageSum[0], two.damageSum[0]);
        QVERIFY(one.damageSum[0] > 0 && one.damageSum[1] > 0);
    }

    // The same fleet on both sides: neither side is favoured (the tie rule, the first activation
    // and the dice are symmetric). 20,000 battles; |wins A − wins B| within 4 standard deviations.
    void mirrorSymmetry_data()
    {
        QTest::addColumn<int>("policy");
        QTest::newRow("focus") << int(combat::TargetPolicy::Focus);
        QTest::newRow("spread") << int(combat::TargetPolicy::Spread);
    }
    void mirrorSymmetry()
    {
        QFETCH(int, policy);
        const SunderCard cm = card("cm", HullSize::Medium, 4, 1,
                                   {weapon("Battery", WeaponType::Battery, {6, 4}),
                                    weapon("Rack", WeaponType::Rack, {3, 2})},
                                   1);
        const auto f = fleet(
            {{cm, QStringLiteral("Lance")},
             {cm, QStringLiteral("Lance")},
             {card("ff", HullSize::Small, 3, 1, {weapon("Fusion", WeaponType::Fusion, {3})}, 3)}},
            {QStringLiteral("Lance")});
        constexpr int N = 20000;
        const auto r = monteCarlo(*f, *f, 0, N, combat::TargetPolicy(policy));
        const double decided = double(r.wins[0] + r.wins[1]);
        QVERIFY(decided > N / 2);
        // wins A − wins B over the decided battles: mean 0, sd sqrt(decided) when symmetric.
        QVERIFY2(std::abs(double(r.wins[0] - r.wins[1])) < 4 * std::sqrt(decided),
                 qPrintable(QStringLiteral("A %1, B %2").arg(r.wins[0]).arg(r.wins[1])));
    }

    // Fusion (digest §4.3): a fusion attack that deals damage attacks again, at the same AV,
    // when the target activates in each of the next 2 turns. A fusion ship against a large
    // target without weapons: in every turn the follow-ups are those of the hits of the 2 turns
    // before.
    void fusionFollowUps()
    {
        const auto a = fleet(
            {{card("fs", HullSize::Small, 4, 0, {weapon("Fusion", WeaponType::Fusion, {12})})}});
        const auto b = fleet({{card("hulk", HullSize::Large, 12, 0, {})}});
        combat::BattleSettings settings = m_rules.defaultBattleSettings();
        settings.startRange = 0;
        settings.turnLimit = 6;
        auto battle = m_rules.prepareBattle(*a, *b, settings);
        QVERIFY(battle);
        auto runner = battle.value()->runner();
        const QRegularExpression turnLine(QStringLiteral("^Turn (\\d+) "));
        const QRegularExpression hitLine(QStringLiteral("with Fusion .*, (\\d+) damage"));
        int checkedFollowUps = 0;
        for (std::uint64_t seed = 1; seed <= 60; ++seed) {
            combat::TrialResult r;
            QStringList log;
            runner->run(seed, r, &log);
            std::vector<int> hits(10, 0), again(10, 0);
            int turn = 0;
            for (const QString &line : log) {
                const auto t = turnLine.match(line);
                if (t.hasMatch())
                    turn = t.captured(1).toInt();
                const auto h = hitLine.match(line);
                if (h.hasMatch() && h.captured(1).toInt() > 0)
                    ++hits[std::size_t(turn)];
                if (line.contains(QLatin1String("a fusion hit attacks again")))
                    ++again[std::size_t(turn)];
            }
            for (int t = 1; t <= r.turns; ++t) {
                // The target lives through turn t when the battle goes on past it.
                if (t == r.turns)
                    break;
                const int expected = (t >= 2 ? hits[std::size_t(t - 1)] : 0)
                                     + (t >= 3 ? hits[std::size_t(t - 2)] : 0);
                QCOMPARE(again[std::size_t(t)], expected);
                checkedFollowUps += expected;
            }
        }
        QVERIFY(checkedFollowUps > 20);
    }

    // Fah-KOOM (digest §4.5): an undamaged ship destroyed by one attack explodes with one 2D6
    // against every ship within reach: its squadron-mates (the battle's assumption), and the
    // enemy when the range is within 1 hex of a medium ship; a small ship touches no ship.
    void fahKoom()
    {
        const auto a = fleet({{card("gun", HullSize::Small, 30, 0,
                                    {weapon("Battery", WeaponType::Battery, {40})})}});
        // ff1 goes first (small), then cl2 (medium), whose squadron-mate is cl3; destroying ff1
        // and cl2 is 3 of the hull 5, past the 50 % that wins (DEFAULT).
        const SunderCard cl = card("cl", HullSize::Medium, 0, 0, {});
        const auto b = fleet({{card("ff", HullSize::Small, 0, 0, {})},
                              {cl, QStringLiteral("Wing")},
                              {cl, QStringLiteral("Wing")}},
                             {QStringLiteral("Wing")});
        for (const int range : {0, 4}) {
            combat::BattleSettings settings = m_rules.defaultBattleSettings();
            settings.startRange = range;
            settings.closingRate = 0;
            settings.turnLimit = 3;
            auto battle = m_rules.prepareBattle(*a, *b, settings);
            QVERIFY(battle);
            auto runner = battle.value()->runner();
            int explosions = 0, small = 0;
            for (std::uint64_t seed = 1; seed <= 40; ++seed) {
                combat::TrialResult r;
                QStringList log;
                runner->run(seed, r, &log);
                for (int n = 0; n < log.size(); ++n) {
                    if (log[n].startsWith(QLatin1String("Fah-KOOM! B: cl2"))) {
                        ++explosions;
                        QVERIFY(n + 1 < log.size());
                        QVERIFY2(log[n + 1].startsWith(QLatin1String("The blast meets B: cl3")),
                                 qPrintable(log[n + 1]));
                        bool enemy = false;
                        for (int m = n + 1; m < log.size() && m < n + 6; ++m)
                            enemy = enemy || log[m].startsWith(QLatin1String("The blast meets A"));
                        QCOMPARE(enemy, range == 0);
                    }
                    if (log[n].startsWith(QLatin1String("B: ff1 explodes, touching no ship")))
                        ++small;
                }
            }
            QVERIFY(explosions > 10);
            QVERIFY(small > 0);
        }
    }
};

QTEST_GUILESS_MAIN(TestCombatSunder)
#include "tst_combat_sunder.moc"
