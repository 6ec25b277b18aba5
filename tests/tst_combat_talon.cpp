// Talon combat: exact odds of one weapon group's fire against the weapon tables worked by hand
// (digest §3.8; rulebook p. 12-13), against a brute-force enumeration of every die and every
// 2d6 critical roll written out here, missiles, the Wave Motion Gun, the Fusion Cannon's cone,
// and trial battles (replay, thread independence, mirror symmetry, missiles in flight).

#include "TalonTestFleets.h"
#include "TestSupport.h"

#include <model/combat/MonteCarlo.h>
#include <model/systems/talon/TalonCombat.h>
#include <model/systems/talon/TalonSystem.h>

#include <QTest>

#include <cmath>
#include <functional>

using namespace fw;
using namespace fw::model;
using fw::test::outcome;
using namespace fw::model::talon;

namespace {

using talonfleets::fleet;

// An independent computation: every die of the fire (6^dice faces) and then, depth first, every
// one of the 36 outcomes of each 2d6 Critical Damage roll, with the rules of digest §3.8 written
// out again: shields absorb first, boxes in order, one roll per weak spot, 2 marks 3 boxes, 10
// marks 1, 12 destroys, the last box destroys (no roll after that).
struct Brute
{
    double destroyed = 0, weakSpot = 0;
    std::array<double, 13> critical{};
    std::vector<double> finalMarked;

    Brute(const std::vector<bool> &weak, const std::array<int, 6> &face, int dice, int perDie,
          int shields, int marked)
        : finalMarked(weak.size() + 1, 0.0)
    {
        const int boxes = int(weak.size());
        std::function<void(int, int, double, unsigned)> crits
            = [&](int m, int pending, double p, unsigned seen) {
                  if (pending == 0) {
                      finalMarked[std::size_t(m)] += p;
                      for (int k = 2; k <= 12; ++k)
                          critical[std::size_t(k)] += (seen >> k) & 1u ? p : 0;
                      return;
                  }
                  for (int a = 1; a <= 6; ++a) {
                      for (int b = 1; b <= 6; ++b) {
                          const int r = a + b;
                          const double q = p / 36;
                          const unsigned now = seen | (1u << r);
                          const int extra = r == 2 ? 3 : r == 10 ? 1 : 0;
                          if (r == 12 || m + extra >= boxes) {
                              destroyed += q;
                              for (int k = 2; k <= 12; ++k)
                                  critical[std::size_t(k)] += (now >> k) & 1u ? q : 0;
                              continue;
                          }
                          int added = 0;
                          for (int x = m; x < m + extra; ++x)
                              added += weak[std::size_t(x)] ? 1 : 0;
                          crits(m + extra, pending - 1 + added, q, now);
                      }
                  }
              };
        const int combos = int(std::pow(6, dice));
        for (int c = 0; c < combos; ++c) {
            int damage = 0;
            for (int d = 0, rest = c; d < dice; ++d, rest /= 6)
                damage += face[std::size_t(rest % 6)] * perDie;
            const double p = 1.0 / combos;
            const int through = std::max(0, damage - shields);
            if (marked + through >= boxes) {
                destroyed += p;
                continue;
            }
            int pending = 0;
            for (int x = marked; x < marked + through; ++x)
                pending += weak[std::size_t(x)] ? 1 : 0;
            if (pending > 0)
                weakSpot += p;
            crits(marked + through, pending, p, 0);
        }
    }
};

} // namespace

class TestCombatTalon : public QObject
{
    Q_OBJECT

    std::unique_ptr<TalonSystem> m_system;
    const combat::CombatRules *m_rules = nullptr;

    // Ship `ship` of `a` fires group `group` at ship `target` of `b` at `range`.
    static combat::AttackSetup setup(const Fleet &a, int ship, int group, const Fleet &b,
                                     int target, int range, std::map<QString, int> mods = {})
    {
        return {&a, ship, group, &b, target, QString(), range, std::move(mods)};
    }
    combat::MonteCarloResult monteCarlo(const Fleet &a, const Fleet &b, int threads, int runs,
                                        combat::TargetPolicy policy = combat::TargetPolicy::Focus)
    {
        combat::BattleSettings settings = m_rules->defaultBattleSettings();
        settings.policy = policy;
        auto battle = m_rules->prepareBattle(a, b, settings);
        if (!battle)
            qFatal("%s", qPrintable(battle.error()));
        combat::MonteCarloSettings mc;
        mc.runs = runs;
        mc.seed = 11;
        mc.threads = threads;
        return combat::runMonteCarlo(*battle.value(), mc);
    }

private Q_SLOTS:
    void initTestCase()
    {
        auto system = TalonSystem::create(QStringLiteral(":/rulesets/talon"));
        QVERIFY(system);
        m_system = std::move(system).value();
        m_rules = m_system->combat();
        QVERIFY(m_rules);
    }

    // Digest §3.8: the damage of one die, by hand from the tables, at the Terran scout (the
    // damage before its shields; not a fighter, which ignores the Fusion Cannon). Disruptor: 2
    // damage on R1 5-6, R2 2-6, R3 3-6, R4 5-6; phaser by roll 1: 1/1/0, 2-3: 2/1/0, 4: 2/2/0, 5-6:
    // 2/2/1; anti-matter torpedo 4 on R2 2-6, R3 3-6, R4 5-6; fusion cannon roll 1-2: 7/4/0, 3-4:
    // 9/6/2, 5-6: 11/8/4.
    void oneDieByHand_data()
    {
        QTest::addColumn<QString>("attacker");
        QTest::addColumn<int>("group");
        QTest::addColumn<int>("range");
        QTest::addColumn<QList<int>>("values");
        QTest::addColumn<QList<double>>("p");
        const double s = 1.0 / 6;
        QTest::newRow("disruptor R1 5-6") << QStringLiteral("talon-ff") << 0 << 1
                                          << QList<int>{0, 2} << QList<double>{4 * s, 2 * s};
        QTest::newRow("disruptor R2 2-6")
            << QStringLiteral("talon-ff") << 0 << 2 << QList<int>{0, 2} << QList<double>{s, 5 * s};
        QTest::newRow("disruptor R3 3-6") << QStringLiteral("talon-ff") << 0 << 3
                                          << QList<int>{0, 2} << QList<double>{2 * s, 4 * s};
        QTest::newRow("disruptor R4 5-6") << QStringLiteral("talon-ff") << 0 << 4
                                          << QList<int>{0, 2} << QList<double>{4 * s, 2 * s};
        QTest::newRow("phaser R1")
            << QStringLiteral("terran-sc") << 0 << 1 << QList<int>{1, 2} << QList<double>{s, 5 * s};
        QTest::newRow("phaser R2") << QStringLiteral("terran-sc") << 0 << 2 << QList<int>{1, 2}
                                   << QList<double>{3 * s, 3 * s};
        QTest::newRow("phaser R3") << QStringLiteral("terran-sc") << 0 << 3 << QList<int>{0, 1}
                                   << QList<double>{4 * s, 2 * s};
        QTest::newRow("torpedo R2")
            << QStringLiteral("terran-dd") << 0 << 2 << QList<int>{0, 4} << QList<double>{s, 5 * s};
        QTest::newRow("torpedo R4") << QStringLiteral("terran-dd") << 0 << 4 << QList<int>{0, 4}
                                    << QList<double>{4 * s, 2 * s};
        QTest::newRow("fusion R1") << QStringLiteral("talon-bb") << 1 << 1 << QList<int>{7, 9, 11}
                                   << QList<double>{2 * s, 2 * s, 2 * s};
        QTest::newRow("fusion R3") << QStringLiteral("talon-bb") << 1 << 3 << QList<int>{0, 2, 4}
                                   << QList<double>{2 * s, 2 * s, 2 * s};
        QTest::newRow("wave motion gun R4 3-6") << QStringLiteral("terran-bb") << 1 << 4
                                                << QList<int>{0, 10} << QList<double>{2 * s, 4 * s};
    }
    void oneDieByHand()
    {
        QFETCH(QString, attacker);
        QFETCH(int, group);
        QFETCH(int, range);
        QFETCH(QList<int>, values);
        QFETCH(QList<double>, p);
        const auto a = fleet({attacker});
        const auto b = fleet({QStringLiteral("terran-sc")});
        const combat::AttackOdds odds = m_rules->odds(setup(*a, 0, group, *b, 0, range));
        QVERIFY2(odds.error.isEmpty(), qPrintable(odds.error));
        const auto entries = odds.damage.entries();
        QCOMPARE(int(entries.size()), int(values.size()));
        for (int i = 0; i < values.size(); ++i) {
            QCOMPARE(entries[std::size_t(i)].first, values[i]);
            QVERIFY(std::abs(entries[std::size_t(i)].second - p[i]) < 1e-12);
        }
    }

    // The Fusion Cannon (rulebook p. 13): one roll for every target in the cone; "a roll of 4
    // gave 6 / 2 / 2" to ships at ranges 2 / 3 / 3 (digest §3.8).
    void fusionConeRulebookExample()
    {
        const WeaponTable &t = m_system->rules().weapon(WeaponKind::FusionCannon);
        QCOMPARE(coneDamage(t, 4, 2), 6);
        QCOMPARE(coneDamage(t, 4, 3), 2);
        QCOMPARE(coneDamage(t, 4, 4), 0); // beyond the cone's range 3
        const auto a = fleet({QStringLiteral("talon-bb")});
        const auto b = fleet({QStringLiteral("terran-ca")});
        const combat::AttackOdds odds = m_rules->odds(setup(*a, 0, 1, *b, 0, 2));
        QVERIFY(odds.steps.join(QLatin1Char(' ')).contains(QStringLiteral("4: 9/6/2")));
    }

    // Multi-die groups and criticals against the brute force above, on built-in and made-up
    // hulls, shields left and boxes already marked; both readings of groupRolls.
    void againstBruteForce_data()
    {
        QTest::addColumn<QString>("attacker");
        QTest::addColumn<int>("group");
        QTest::addColumn<int>("range");
        QTest::addColumn<QString>("target");
        QTest::addColumn<int>("arc");
        QTest::addColumn<int>("marked");
        QTest::addColumn<bool>("perGroup");
        QTest::newRow("CA disruptors x2 R2 on terran-sc")
            << QStringLiteral("talon-ca") << 0 << 2 << QStringLiteral("terran-sc") << 2 << 0
            << false;
        QTest::newRow("CA disruptors x2 R3 on terran-dd, 1 marked")
            << QStringLiteral("talon-ca") << 0 << 3 << QStringLiteral("terran-dd") << 1 << 1
            << false;
        QTest::newRow("DN fusion x2 R1 on talon-ca rear")
            << QStringLiteral("talon-dn") << 1 << 1 << QStringLiteral("talon-ca") << 2 << 0
            << false;
        QTest::newRow("DN fusion x2 R2 on talon-base, 4 marked")
            << QStringLiteral("talon-dn") << 1 << 2 << QStringLiteral("talon-base") << 1 << 4
            << false;
        QTest::newRow("DN fusion one die R2 on talon-base, 4 marked")
            << QStringLiteral("talon-dn") << 1 << 2 << QStringLiteral("talon-base") << 1 << 4
            << true;
        QTest::newRow("BB phasers x2 R1 on terran-cl")
            << QStringLiteral("terran-bb") << 0 << 1 << QStringLiteral("terran-cl") << 2 << 2
            << false;
        QTest::newRow("BB wave motion gun R2 on talon-bb")
            << QStringLiteral("terran-bb") << 1 << 2 << QStringLiteral("talon-bb") << 2 << 3
            << false;
    }
    void againstBruteForce()
    {
        QFETCH(QString, attacker);
        QFETCH(int, group);
        QFETCH(int, range);
        QFETCH(QString, target);
        QFETCH(int, arc);
        QFETCH(int, marked);
        QFETCH(bool, perGroup);
        const TalonCounter *c = m_system->rules().counter(attacker);
        const TalonCounter *t = m_system->rules().counter(target);
        QVERIFY(c && t);
        TalonOptions options;
        options.rollPerGroup = perGroup;
        const WeaponGroup &g = c->weaponGroups[std::size_t(group)];
        const AttackNumbers n
            = attackNumbers(m_system->rules().weapon(g.weapon), g.weapon, range, g.count, options);
        HullTrack hull;
        QVERIFY(hullTrack(*t, options, hull));
        AttackOddsNumbers o;
        const int shields = t->shields[std::size_t(arc)];
        attackOdds(n, shields, hull, marked, o);

        std::vector<bool> weak;
        for (const HullBox &box : t->hullBoxes)
            weak.push_back(box.weakSpot);
        const Brute brute(weak, n.face, perGroup ? 1 : g.count, perGroup ? g.count : 1, shields,
                          marked);
        QVERIFY(std::abs(o.destroyed - brute.destroyed) < 1e-12);
        QVERIFY(std::abs(o.weakSpot - brute.weakSpot) < 1e-12);
        for (int k = 2; k <= 12; ++k)
            QVERIFY2(std::abs(o.critical[std::size_t(k)] - brute.critical[std::size_t(k)]) < 1e-12,
                     qPrintable(QStringLiteral("critical %1: %2 against %3")
                                    .arg(k)
                                    .arg(o.critical[std::size_t(k)])
                                    .arg(brute.critical[std::size_t(k)])));
        for (int m = 0; m < hull.boxes; ++m)
            QVERIFY(std::abs(o.finalMarked[std::size_t(m)] - brute.finalMarked[std::size_t(m)])
                    < 1e-12);
        QVERIFY(o.weakSpot > 0 || o.destroyed > 0);
    }

    // One critical by hand: the Terran scout's 2 hull boxes, the second a weak spot... is not the
    // data; a made-up hull: boxes [weak, plain, plain, plain], no shields, a Disruptor at range 2
    // (2 damage on 2-6): P(hit) = 5/6 marks boxes 1-2 and the weak spot: one roll. Destroyed when
    // it shows 12 (1/36) or 2 (1/36: 3 more boxes reach the 4th); P(critical 7) = 5/6 · 6/36.
    void oneCriticalByHand()
    {
        TalonCounter t;
        for (bool w : {true, false, false, false})
            t.hullBoxes.push_back({0, w, Json::object()});
        HullTrack hull;
        QVERIFY(hullTrack(t, TalonOptions{}, hull));
        const AttackNumbers n = attackNumbers(m_system->rules().weapon(WeaponKind::Disruptor),
                                              WeaponKind::Disruptor, 2, 1, TalonOptions{});
        AttackOddsNumbers o;
        attackOdds(n, 0, hull, 0, o);
        QVERIFY(std::abs(o.weakSpot - 5.0 / 6) < 1e-12);
        QVERIFY(std::abs(o.destroyed - 5.0 / 6 * 2 / 36) < 1e-12);
        QVERIFY(std::abs(o.critical[7] - 5.0 / 6 * 6 / 36) < 1e-12);
        QVERIFY(std::abs(o.critical[12] - 5.0 / 6 / 36) < 1e-12);
        // 10 marks one more box (the 3rd): alive with 3 marked, 5/6 · 3/36.
        QVERIFY(std::abs(o.finalMarked[3] - 5.0 / 6 * 3 / 36) < 1e-12);
    }

    // Outcomes of odds() add up to 1 and the Power lost follows hullPower: the Terran CA's boxes
    // 0 0 -1 -1 -2 -2 (level: the last marked box's number).
    void outcomesAndPower()
    {
        const auto a = fleet({QStringLiteral("terran-bb")});
        const auto b = fleet({QStringLiteral("terran-ca")});
        const combat::AttackOdds odds
            = m_rules->odds(setup(*a, 0, 1, *b, 0, 2, {{QStringLiteral("arc"), 2}}));
        QVERIFY2(odds.error.isEmpty(), qPrintable(odds.error));
        double sum = 0;
        for (const auto &o : odds.outcomes)
            sum += o.probability;
        QVERIFY(std::abs(sum - 1) < 1e-12);
        // The WMG hits on 2-6 at range 2 (5/6): 10 damage, rear arc 4 shields, 6 hull boxes
        // marked of 6: destroyed.
        QVERIFY(std::abs(outcome(odds, "destroyed") - 5.0 / 6) < 1e-12);
        QVERIFY(std::abs(outcome(odds, "noDamage") - 1.0 / 6) < 1e-12);
        QVERIFY(odds.steps.join(QLatin1Char(' ')).contains(QStringLiteral("displaces")));
        QVERIFY(m_rules->odds(setup(*a, 0, 1, *b, 0, 1)).error.contains(QStringLiteral("2 to 4")));

        const TalonCounter *ca = m_system->rules().counter(QStringLiteral("terran-ca"));
        HullTrack level, sum2;
        TalonOptions summed;
        summed.powerSum = true;
        QVERIFY(hullTrack(*ca, TalonOptions{}, level) && hullTrack(*ca, summed, sum2));
        // A disruptor pair at range 2 (2 damage each on 2-6), no shields left, 1 box marked;
        // the CA's boxes 3-5 carry -1, box 4 a weak spot, box 6 -2. 2 damage (10/36) marks boxes
        // 2-3: Power 1 lost either way. 4 damage (25/36) marks boxes 2-5 and rolls a critical:
        // 12, 2 (3 more boxes) or 10 (1 more box) reach the 6th and destroy it (5/36); else
        // (31/36) 5 boxes stay marked. Level: the last box's number, 1 lost. Sum: 3.
        const AttackNumbers n = attackNumbers(m_system->rules().weapon(WeaponKind::Disruptor),
                                              WeaponKind::Disruptor, 2, 2, TalonOptions{});
        AttackOddsNumbers o;
        attackOdds(n, 0, level, 1, o);
        QVERIFY(std::abs(o.powerLost[1] - (10.0 / 36 + 25.0 / 36 * 31 / 36)) < 1e-12);
        QVERIFY(std::abs(o.destroyed - 25.0 / 36 * 5 / 36) < 1e-12);
        AttackOddsNumbers s;
        attackOdds(n, 0, sum2, 1, s);
        QVERIFY(std::abs(s.powerLost[1] - 10.0 / 36) < 1e-12);
        QVERIFY(std::abs(s.powerLost[3] - 25.0 / 36 * 31 / 36) < 1e-12);
        QCOMPARE(o.powerLost[2], 0.0);
    }

    // Missiles (rulebook p. 12; digest §3.8): a missile group launches one missile per weapon,
    // 2 damage each without a roll; a missile hit by missileThreshold (3) or more from one source
    // is destroyed, less damages it; a damaged missile dies to any damage.
    void missiles()
    {
        const auto dd = fleet({QStringLiteral("talon-dd"), QStringLiteral("talon-bc")});
        const auto sc = fleet({QStringLiteral("terran-sc")});
        combat::AttackOdds odds = m_rules->odds(setup(*dd, 0, 0, *sc, 0, 4));
        QVERIFY2(odds.error.isEmpty(), qPrintable(odds.error));
        QCOMPARE(odds.damage.at(2), 1.0);
        odds = m_rules->odds(setup(*dd, 1, 1, *sc, 0, 1)); // the BC's 3 missiles
        QCOMPARE(odds.damage.at(6), 1.0);
        QVERIFY(
            m_rules->odds(setup(*dd, 0, 0, *sc, 0, 5)).error.contains(QStringLiteral("1 to 4")));

        // A phaser at range 2: 1 damage on 1-3, 2 on 4-6; below the default threshold 3 it
        // never destroys an undamaged missile, it always damages one.
        combat::AttackSetup s = setup(*sc, 0, 0, *dd, -1, 2);
        s.targetKind = QLatin1String(MissileTarget);
        odds = m_rules->odds(s);
        QVERIFY2(odds.error.isEmpty(), qPrintable(odds.error));
        QCOMPARE(outcome(odds, "missileDestroyed"), 0.0);
        QVERIFY(std::abs(outcome(odds, "missileDamaged") - 1.0) < 1e-12);
        s.targetKind = QLatin1String(DamagedMissileTarget);
        QVERIFY(std::abs(outcome(m_rules->odds(s), "missileDestroyed") - 1.0) < 1e-12);
        // missileThreshold 2 (the target's fleet): the 2 of faces 4-6 destroys it (1/2).
        auto dd2 = std::make_unique<Fleet>(*dd);
        dd2->options.set(QLatin1String(option::MissileThreshold), 2);
        s.targetFleet = dd2.get();
        s.targetKind = QLatin1String(MissileTarget);
        odds = m_rules->odds(s);
        QVERIFY(std::abs(outcome(odds, "missileDestroyed") - 0.5) < 1e-12);
        QVERIFY(std::abs(outcome(odds, "missileDamaged") - 0.5) < 1e-12);
        // The option by its name (TalonOptions.cpp), never its id.
        const QString notes = odds.assumptions.join(QLatin1Char(' '));
        QVERIFY2(notes.contains(QStringLiteral("Damage that destroys a missile: 2")),
                 qPrintable(notes));
        QVERIFY(!notes.contains(QStringLiteral("missileThreshold")));
    }

    // roll() deals the damage of the prepared attack with the same seed.
    void rollMatchesPrepared()
    {
        const auto a = fleet({QStringLiteral("talon-dn")});
        const auto b = fleet({QStringLiteral("terran-bb")});
        for (int group = 0; group < 3; ++group) {
            const combat::AttackSetup s = setup(*a, 0, group, *b, 0, 2);
            auto prepared = m_rules->prepareAttack(s);
            QVERIFY(prepared);
            for (std::uint64_t seed = 1; seed < 40; ++seed) {
                dice::Rng r1(seed), r2(seed);
                const combat::AttackRoll roll = m_rules->roll(s, r1);
                QCOMPARE(roll.damage, prepared.value()->roll(r2));
                QVERIFY(!roll.outcome.isEmpty());
            }
        }
    }

    void battleReplayAndThreads()
    {
        const auto a = fleet({QStringLiteral("terran-ca"), QStringLiteral("terran-dd"),
                              QStringLiteral("terran-bb"), QStringLiteral("terran-ftr")});
        const auto b = fleet({QStringLiteral("talon-ca"), QStringLiteral("talon-dd"),
                              QStringLiteral("talon-bb"), QStringLiteral("talon-ff")});
        auto battle = m_rules->prepareBattle(*a, *b, m_rules->defaultBattleSettings());
        QVERIFY2(battle, qPrintable(battle ? QString() : battle.error()));
        auto runner = battle.value()->runner();
        combat::TrialResult r1, r2, r3;
        QStringList log1, log2;
        runner->run(42, r1, &log1);
        runner->run(42, r2, &log2);
        // Battles on one runner, one after another, leave nothing behind (missiles still in
        // flight when a battle ends included): each is the battle of a fresh runner.
        const auto launchers = fleet({QStringLiteral("talon-bc"), QStringLiteral("talon-dd")});
        auto missileBattle
            = m_rules->prepareBattle(*launchers, *a, m_rules->defaultBattleSettings());
        QVERIFY(missileBattle);
        auto reusedRunner = missileBattle.value()->runner();
        for (std::uint64_t seed = 1; seed <= 60; ++seed) {
            combat::TrialResult fresh, reused;
            missileBattle.value()->runner()->run(seed, fresh, nullptr);
            reusedRunner->run(seed, reused, nullptr);
            QCOMPARE(reused.damageDealt[0], fresh.damageDealt[0]);
            QCOMPARE(reused.damageDealt[1], fresh.damageDealt[1]);
            QCOMPARE(reused.turns, fresh.turns);
        }
        QCOMPARE(log1, log2);
        QVERIFY(log1.size() > 20);
        runner->run(42, r3, nullptr);
        QCOMPARE(r3.turns, r1.turns);
        QCOMPARE(r3.vp[0], r1.vp[0]);
        QCOMPARE(r3.damageDealt[1], r1.damageDealt[1]);
        const auto one = monteCarlo(*a, *b, 1, 2000);
        const auto two = monteCarlo(*a, *b, 2, 2000);
        QCOMPARE(one.winners, two.winners);
        QCOMPARE(one.damageSum[0], two.damageSum[0]);
        QVERIFY(one.damageSum[0] > 0 && one.damageSum[1] > 0);
    }

    // The same fleet on both sides: neither side is favoured. |wins A − wins B| within 4
    // standard deviations over 20,000 battles.
    void mirrorSymmetry_data()
    {
        QTest::addColumn<int>("policy");
        QTest::newRow("focus") << int(combat::TargetPolicy::Focus);
        QTest::newRow("spread") << int(combat::TargetPolicy::Spread);
    }
    void mirrorSymmetry()
    {
        QFETCH(int, policy);
        const auto mirrored = fleet(
            {QStringLiteral("talon-ca"), QStringLiteral("talon-dd"), QStringLiteral("talon-ff")});
        const combat::MonteCarloResult run
            = monteCarlo(*mirrored, *mirrored, 0, 20000, combat::TargetPolicy(policy));
        // Wins of A less wins of B, over the battles someone won: mean 0 and standard deviation
        // sqrt(won) when neither side is favoured.
        const std::int64_t won = run.wins[0] + run.wins[1];
        const double margin = double(run.wins[0] - run.wins[1]) / std::sqrt(double(won));
        QVERIFY(won > 5000);
        QVERIFY2(
            std::abs(margin) < 4,
            qPrintable(
                QStringLiteral("A %1, B %2, %3 sd").arg(run.wins[0]).arg(run.wins[1]).arg(margin)));
    }

    // Missiles in a battle: a Talon DD (two missile groups) against an unarmed transport; the
    // missiles fly and detonate, and the transport is the only one damaged.
    void missilesInBattle()
    {
        const auto a = fleet({QStringLiteral("talon-dd")});
        const auto b = fleet({QStringLiteral("terran-transport")});
        auto battle = m_rules->prepareBattle(*a, *b, m_rules->defaultBattleSettings());
        QVERIFY(battle);
        combat::TrialResult r;
        QStringList log;
        battle.value()->runner()->run(5, r, &log);
        const QString text = log.join(QLatin1Char('\n'));
        QVERIFY(text.contains(QStringLiteral("launches")));
        QVERIFY(text.contains(QStringLiteral("A missile of side A reaches")));
        QVERIFY(r.damageDealt[0] > 0);
        QCOMPARE(r.damageDealt[1], 0);
    }
};

QTEST_GUILESS_MAIN(TestCombatTalon)
#include "tst_combat_talon.moc"
