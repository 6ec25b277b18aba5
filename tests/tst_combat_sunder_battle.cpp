// Sunder the Stars trial battles and odds as the sources give them: only the weapons that bear
// fire (the shared rules option bearing; arcs of digest §4.3),
// Fah-KOOM needs one attack roll (quick reference, "Fah-KOOM!", digest §4.5), the two readings of
// the blast's "2D6 attack" (rules option blastAttack), the fleets close by their movement so that
// fusion guns fire, and a damaged carrier launches only what its track's bays hold (digest §4.6).
// Expected values are worked out in the comments; the one-roll odds are checked against a Markov
// chain over the flights written here and against dice rolled here.

#include "TestSupport.h"

#include "SunderTestFleets.h"

#include <model/combat/MonteCarlo.h>
#include <model/io/FleetFile.h>
#include <model/systems/sunder/SunderBattle.h>
#include <model/systems/sunder/SunderCombat.h>
#include <model/systems/sunder/SunderSystem.h>

#include <QElapsedTimer>
#include <QRegularExpression>
#include <QTest>

#include <cmath>
#include <map>

using namespace fw;
using namespace fw::model;
using fw::test::outcome;
using namespace fw::model::sunder;

namespace {

using namespace sunderfleets;

// The damage rule of the quick reference, written again: none when A <= D, else floor(A / D) and
// at least 1; a D of 0 or less counts as 1.
int damageRule(int a, int d)
{
    d = std::max(1, d);
    return a <= d ? 0 : std::max(1, a / d);
}

// P(damage = k) of one roll at `av` against `dv`, by the direct double sum over both exploding-D6
// series (P(6j + r) = (1/6)^(j + 1), r in 1..5; 25 explosions each).
std::vector<double> directSum(int av, int dv, int kMax)
{
    std::vector<std::pair<int, double>> series;
    double p = 1.0 / 6;
    for (int j = 0; j < 25; ++j, p /= 6) {
        for (int r = 1; r <= 5; ++r)
            series.push_back({6 * j + r, p});
    }
    std::vector<double> out(std::size_t(kMax) + 1, 0.0);
    for (const auto &[x, px] : series) {
        for (const auto &[y, py] : series) {
            const int k = damageRule(av + x, dv + y);
            out[std::size_t(std::min(k, kMax))] += px * py;
        }
    }
    return out;
}

int exploding(dice::Rng &rng)
{
    int total = 0, face = 0;
    do {
        face = rng.roll(6);
        total += face;
    } while (face == 6);
    return total;
}

} // namespace

class TestCombatSunderBattle : public QObject
{
    Q_OBJECT

public:
    TestCombatSunderBattle()
        : m_specs(makeOptionSpecs())
        , m_system(std::move(SunderSystem::create()).value())
        , m_rules(*m_system, m_specs)
    {}

private:
    std::vector<RulesOptionSpec> m_specs;
    std::unique_ptr<SunderSystem> m_system;
    SunderCombat m_rules;

    std::unique_ptr<combat::Battle> battle(const Fleet &a, const Fleet &b, int range, int closing,
                                           int turns)
    {
        combat::BattleSettings s = m_rules.defaultBattleSettings();
        s.startRange = range;
        s.closingRate = closing;
        s.turnLimit = turns;
        auto out = m_rules.prepareBattle(a, b, s);
        if (!out)
            qFatal("%s", qPrintable(out.error()));
        return std::move(out).value();
    }
    // Attacks by kind over `runs` battles (seeds 1..runs); `turns` gets the turns fought.
    static std::vector<std::int64_t> tally(const combat::Battle &battle, int runs,
                                           int *turns = nullptr)
    {
        combat::AttackTally t;
        t.attacks.assign(std::size_t(battle.attackKinds().size()), 0);
        auto runner = battle.runner();
        runner->setTally(&t);
        int sum = 0;
        for (int seed = 1; seed <= runs; ++seed) {
            combat::TrialResult r;
            runner->run(std::uint64_t(seed), r, nullptr);
            sum += r.turns;
        }
        if (turns)
            *turns = sum;
        return t.attacks;
    }
    static int kind(const combat::Battle &battle, const char *id)
    {
        return int(battle.attackKinds().indexOf(QLatin1String(id)));
    }
    static combat::AttackSetup setup(const Fleet &a, int w, const Fleet &b, int range,
                                     std::map<QString, int> mods = {})
    {
        combat::AttackSetup s;
        s.attackerFleet = &a;
        s.weapon = w;
        s.targetFleet = &b;
        s.target = 0;
        s.range = range;
        s.modifiers = std::move(mods);
        return s;
    }

private Q_SLOTS:
    void attackKinds()
    {
        const auto a = fleet({{card("a", HullSize::Small, 3, 0, {})}});
        const auto b = battle(*a, *a, 12, 40, 1);
        const QStringList expected
            = QStringLiteral("battery drone fusion rack fusionFollowUp fighters bombers blast")
                  .split(QLatin1Char(' '));
        QCOMPARE(b->attackKinds(), expected);
    }

    // A destroyer with a front battery (270°–90°), a port rack (225°–315°) and a starboard rack
    // (45°–135°) against a hulk it cannot hurt (DV 30 against AV 5 needs four sixes in a row,
    // and six such hits to destroy it): the two racks are 180° apart, so no bearing lets both
    // fire; the best sets are {battery, one rack}. Every turn it fires its battery and exactly
    // one rack: over T turns, T battery and T rack attacks. With bearing = all (the
    // simplification) every weapon fires: T and 2T.
    void onlyWeaponsThatBearFire()
    {
        const SunderCard dd = card("dd", HullSize::Medium, 4, 0,
                                   {weapon("Battery", WeaponType::Battery, 5, Facing::Front),
                                    weapon("Port", WeaponType::Rack, 3, Facing::Left),
                                    weapon("Starboard", WeaponType::Rack, 3, Facing::Right)});
        const auto target = fleet({{card("hulk", HullSize::Large, 30, 0, {})}});
        for (const bool all : {false, true}) {
            auto a = fleet({{dd}});
            if (all)
                a->options.set(QLatin1String(combat::BearingOption),
                               QString::fromLatin1(combat::BearingAll));
            const auto b = battle(*a, *target, 1, 0, 12);
            int turns = 0;
            const auto t = tally(*b, 100, &turns);
            QCOMPARE(turns, 1200);
            QCOMPARE(t[std::size_t(kind(*b, "battery"))], 1200);
            QCOMPARE(t[std::size_t(kind(*b, "rack"))], all ? 2400 : 1200);
            QVERIFY(b->assumptions()
                        .join(QLatin1Char('\n'))
                        .contains(all ? QLatin1String("whatever its arc")
                                      : QLatin1String("only the weapons that "
                                                      "bear fire")));
        }
    }

    // The bearing is worth the expected damage against the target, not the AV: a front rack of
    // AV 3 and a back battery of AV 2 (180° around 180°: 90°–270°) never bear together.
    // - Target without PD, DV 4: the rack's AV 3 beats AV 2 (damage only grows with the AV): the
    //   rack fires every turn.
    // - Target with 12 PD dice: the rack gets through only with at most 2 hits,
    //   P = (2/3)^12 × (1 + 12/2 + 66/4) = 0.181, so it is worth at most 0.181 × E[AV 3 vs DV 4]
    //   = 0.181 × (0.2507 + 2 × 0.0544 + a tail below 0.04) < 0.072, while the battery (not
    //   touched by PD) deals damage at least when the defender rolls 1 and the attacker 4 or
    //   more: 1/6 × 1/2 = 0.083 > 0.072. The battery fires every turn.
    void bearingByExpectedDamage()
    {
        const auto a = fleet({{card("cr", HullSize::Medium, 4, 0,
                                    {weapon("Rack", WeaponType::Rack, 3, Facing::Front),
                                     weapon("Aft", WeaponType::Battery, 2, Facing::Back)})}});
        for (const int pd : {0, 12}) {
            const auto target = fleet({{card("t", HullSize::Large, 4, pd, {})}});
            const auto b = battle(*a, *target, 1, 0, 3);
            int turns = 0;
            const auto t = tally(*b, 50, &turns);
            QCOMPARE(t[std::size_t(kind(*b, "rack"))], pd == 0 ? turns : 0);
            QCOMPARE(t[std::size_t(kind(*b, "battery"))], pd == 0 ? 0 : turns);
        }
    }

    // Fah-KOOM needs one attack roll: 3 fighter flights at AV 3 (fighterAv 1, +2 for a defender
    // that used no MP) against an undamaged frigate of DV 2, PD 2, destroyed at 2 damage. The
    // flights destroy it 57.92 % of the time (their summed damage), but it explodes only when the
    // first flight to deal damage deals 2 or more alone: with m flights left after PD,
    // Σ_{i<m} q0^i × P(one roll >= 2). Exact rational arithmetic gives 16/49 = 32.65 % (the
    // issue's figure); here a Markov chain over the flights from the direct sum and 200,000
    // attacks rolled flight by flight with the dice written here.
    void fahKoomNeedsOneRoll()
    {
        SunderCard cv = card("cv", HullSize::Large, 4, 0, {});
        cv.bays.fighters = {3, 3, 3};
        const auto a = fleet({{cv, {}, 3}});
        const auto b = fleet({{card("ff", HullSize::Small, 2, 2, {})}});
        const combat::AttackOdds odds
            = m_rules.odds(setup(*a, 0, *b, 1, {{QStringLiteral("defenderMovement"), 2}}));
        QVERIFY2(odds.error.isEmpty(), qPrintable(odds.error));
        QVERIFY(std::abs(outcome(odds, "destroyed") - 0.5791729759456352) < 1e-9);
        const QString steps = odds.steps.join(QLatin1Char('\n'));
        QVERIFY2(steps.contains(QLatin1String("alone, 32.65% of the time")), qPrintable(steps));

        AttackNumbers n;
        n.av = 3;
        n.dv = 2;
        n.pd = 2;
        n.flights = 3;
        const double exact = oneRollDestroys(n, 2);
        QVERIFY(std::abs(exact - 16.0 / 49.0) < 1e-12);
        // The chain: each flight leaves an undamaged target undamaged (q0), damaged (q1) or
        // exploding (q2+); once damaged, nothing explodes.
        const std::vector<double> one = directSum(3, 2, 2);
        double chain = 0;
        for (int hits = 0; hits <= 2; ++hits) {
            const double ph = hits == 0 ? 4.0 / 9 : hits == 1 ? 4.0 / 9 : 1.0 / 9;
            double undamaged = 1, exploded = 0;
            for (int f = 0; f < 3 - hits; ++f) {
                exploded += undamaged * one[2];
                undamaged *= one[0];
            }
            chain += ph * exploded;
        }
        QVERIFY(std::abs(chain - exact) < 1e-12);
        // The dice: PD first (each 5–6 kills a flight), then flight by flight.
        dice::Rng rng(77);
        constexpr int N = 200000;
        int explosions = 0;
        for (int i = 0; i < N; ++i) {
            int flights = 3;
            for (int d = 0; d < 2; ++d)
                flights -= rng.roll(6) >= 5 ? 1 : 0;
            for (int f = 0; f < flights; ++f) {
                const int damage = damageRule(3 + exploding(rng), 2 + exploding(rng));
                if (damage > 0) {
                    explosions += damage >= 2 ? 1 : 0;
                    break;
                }
            }
        }
        const double sigma = std::sqrt(N * exact * (1 - exact));
        QVERIFY2(
            std::abs(explosions - N * exact) < 4 * sigma,
            qPrintable(QStringLiteral("%1 rolled, %2 expected").arg(explosions).arg(N * exact)));
        // One roll of a gun: destroying is exploding.
        n.flights = 0;
        n.pd = 0;
        QVERIFY(std::abs(oneRollDestroys(n, 2) - attackOdds(n).damage.atLeast(2)) < 1e-15);
    }

    // In battles: a carrier's 6 fighter flights (fighterAv 2) against frigates of DV 0, PD 0,
    // destroyed at 2 damage. The log gives each roll; a frigate explodes exactly when it was
    // undamaged and the first roll that dealt damage dealt 2 or more.
    void fahKoomInBattles()
    {
        SunderCard cv = card("cv", HullSize::Large, 30, 0, {});
        cv.bays.fighters = {6, 6, 6};
        auto a = fleet({{cv, {}, 6}});
        a->options.set(QLatin1String(option::FighterAv), 2);
        const SunderCard ff = card("ff", HullSize::Small, 0, 0, {});
        const auto b = fleet({{ff}, {ff}, {ff}, {ff}, {ff}, {ff}});
        const auto fight = battle(*a, *b, 12, 0, 6);
        auto runner = fight->runner();
        const QRegularExpression flightLine(QStringLiteral(
            "^A: cv1's \\d+ flight\\(s\\) attack (B: ff\\d+) at AV 2: .*; the rolls deal ([^:]*): "
            "(\\d+) damage\\.$"));
        int exploded = 0, notExploded = 0;
        for (std::uint64_t seed = 1; seed <= 60; ++seed) {
            combat::TrialResult r;
            QStringList log;
            runner->run(seed, r, &log);
            std::map<QString, int> damage;
            for (int k = 0; k < log.size(); ++k) {
                const auto m = flightLine.match(log[k]);
                if (!m.hasMatch())
                    continue;
                const QString target = m.captured(1);
                const bool undamaged = damage[target] == 0;
                int first = 0;
                for (const QString &roll : m.captured(2).split(QStringLiteral(", "))) {
                    if (first == 0)
                        first = roll.toInt(); // "nothing" reads as 0
                }
                damage[target] += m.captured(3).toInt();
                if (damage[target] < 2)
                    continue;
                QVERIFY(k + 1 < log.size());
                QCOMPARE(log[k + 1], target + QStringLiteral(" is destroyed."));
                const bool explodes
                    = k + 2 < log.size()
                      && log[k + 2].startsWith(target + QStringLiteral(" explodes"));
                QCOMPARE(explodes, undamaged && first >= 2);
                ++(explodes ? exploded : notExploded);
            }
        }
        QVERIFY(exploded > 10);
        QVERIFY(notExploded > 10);
    }

    // The blast's "2D6 attack" (rules option blastAttack): a battery of AV 120 destroys an
    // undamaged medium ship of DV 0 at once (4 damage unless the defender's die reaches 31, five
    // sixes in a row); its squadron-mate (DV 0) meets the blast. As the
    // attack total: damage = rule(2D6, 0 + die). As the AV: the attack is 2D6 + an exploding D6
    // (so 1 to 5 more than the 2D6, or 6 + more: never a multiple of 6 more), damage = rule(that,
    // 0 + die).
    void blastReadings()
    {
        const auto a
            = fleet({{card("gun", HullSize::Small, 30, 0,
                           {weapon("Battery", WeaponType::Battery, 120, Facing::Front)})}});
        for (const bool asAv : {false, true}) {
            const SunderCard cl = card("cl", HullSize::Medium, 0, 0, {});
            auto b = fleet({{cl, QStringLiteral("Wing")}, {cl, QStringLiteral("Wing")}},
                           {QStringLiteral("Wing")});
            if (asAv)
                b->options.set(QLatin1String(option::BlastAttack),
                               QString::fromLatin1(choice::BlastAv));
            const auto fight = battle(*a, *b, 4, 0, 1);
            auto runner = fight->runner();
            const QRegularExpression total(
                QStringLiteral("^Fah-KOOM! B: cl1 explodes with 2D6 = (\\d+)\\.$"));
            const QRegularExpression av(QStringLiteral(
                "^Fah-KOOM! B: cl1 explodes with AV 2D6 = (\\d+) and the die: attack (\\d+)\\.$"));
            const QRegularExpression meets(
                QStringLiteral("^The blast meets B: cl2, defence (-?\\d+): (\\d+) damage\\.$"));
            int blasts = 0, beyond12 = 0;
            for (std::uint64_t seed = 1; seed <= 200; ++seed) {
                combat::TrialResult r;
                QStringList log;
                runner->run(seed, r, &log);
                for (int k = 0; k + 1 < log.size(); ++k) {
                    const auto t = (asAv ? av : total).match(log[k]);
                    if (!t.hasMatch())
                        continue;
                    QVERIFY2(!(asAv ? total : av).match(log[k]).hasMatch(), qPrintable(log[k]));
                    const int dice = t.captured(1).toInt();
                    QVERIFY(dice >= 2 && dice <= 12);
                    int attack = dice;
                    if (asAv) {
                        attack = t.captured(2).toInt();
                        QVERIFY(attack > dice && (attack - dice) % 6 != 0);
                        beyond12 += attack > 12 ? 1 : 0;
                    }
                    const auto m = meets.match(log[k + 1]);
                    QVERIFY2(m.hasMatch(), qPrintable(log[k + 1]));
                    QCOMPARE(m.captured(2).toInt(), damageRule(attack, m.captured(1).toInt()));
                    ++blasts;
                }
            }
            QCOMPARE(blasts, 200); // the battery destroys cl1 in every battle's first attack
            if (asAv)
                QVERIFY(beyond12 > 20);
            const QString notes = fight->assumptions().join(QLatin1Char('\n'));
            QVERIFY(notes.contains(asAv ? QLatin1String("2D6 is the AV")
                                        : QLatin1String("2D6 is "
                                                        "the attack "
                                                        "total")));
        }
        // The odds of an attack on an undamaged medium ship name the reading in force.
        const auto b = fleet({{card("cl", HullSize::Medium, 0, 0, {})}});
        const combat::AttackOdds odds = m_rules.odds(setup(*a, 0, *b, 1));
        QVERIFY(odds.assumptions.join(QLatin1Char('\n')).contains(QLatin1String("Fah-KOOM blast")));
        QVERIFY(odds.steps.join(QLatin1Char('\n')).contains(QLatin1String("the attack total")));
    }

    // Closing by movement: side A's slowest ship has MP 3 (another 6), side B's MP 4. The default
    // closing (at most 40) closes 3 + 4 = 7 a turn: 12, 5, then 1 (never less than 1: ships may
    // not end in one hex). A closing of 2 closes 2: 12, 10, 8, 6; 0 holds 12; -2 opens: 12, 14.
    void closingByMovement_data()
    {
        QTest::addColumn<int>("closing");
        QTest::addColumn<QList<int>>("ranges");
        QTest::newRow("default") << 40 << QList<int>{12, 5, 1, 1};
        QTest::newRow("2") << 2 << QList<int>{12, 10, 8, 6};
        QTest::newRow("hold") << 0 << QList<int>{12, 12, 12, 12};
        QTest::newRow("open") << -2 << QList<int>{12, 14, 16, 18};
    }
    void closingByMovement()
    {
        QFETCH(int, closing);
        QFETCH(QList<int>, ranges);
        QCOMPARE(m_rules.defaultBattleSettings().closingRate, 40);
        const auto a = fleet({{withMp(card("slow", HullSize::Small, 3, 0, {}), 3)},
                              {withMp(card("fast", HullSize::Small, 3, 0, {}), 6)}});
        const auto b = fleet({{withMp(card("b", HullSize::Small, 3, 0, {}), 4)}});
        const auto fight = battle(*a, *b, 12, closing, 4);
        combat::TrialResult r;
        QStringList log;
        fight->runner()->run(1, r, &log);
        QList<int> seen;
        const QRegularExpression turn(QStringLiteral("^Turn \\d+ at (\\d+) hexes"));
        for (const QString &line : log) {
            const auto m = turn.match(line);
            if (m.hasMatch())
                seen << m.captured(1).toInt();
        }
        QCOMPARE(seen, ranges);
    }

    // The example fleets with the default settings: from turn 2 the range is at most 4 (12 less
    // the Claymore's MP 5 and the Matriarch's 4 is 3), inside a fusion gun's reach, so the
    // fusion guns of the Gladius frigates, the Matriarch and the Daughter fire and their hits
    // attack again. (With the old closing of 2 hexes a turn they fired in 0.2 % of attacks.)
    void fusionGunsFire()
    {
        auto registries = test::makeRegistries();
        std::unique_ptr<Fleet> f[2];
        const char *names[2] = {"imperial-patrol", "queens-court"};
        for (int s = 0; s < 2; ++s) {
            LoadResult loaded = FleetFile::load(
                test::sourcePath(QStringLiteral("resources/examples/%1.fleet.json")
                                     .arg(QLatin1String(names[s]))),
                registries->systems);
            QVERIFY2(loaded.ok(), qPrintable(loaded.errorText()));
            f[s] = std::move(loaded.fleet);
        }
        auto fight = m_rules.prepareBattle(*f[0], *f[1], m_rules.defaultBattleSettings());
        QVERIFY(fight);
        const auto t = tally(*fight.value(), 2000);
        std::int64_t all = 0;
        for (const std::int64_t n : t)
            all += n;
        const double fusion = double(t[std::size_t(kind(*fight.value(), "fusion"))]) / double(all);
        QVERIFY2(fusion > 0.05, qPrintable(QString::number(fusion)));
        QVERIFY(t[std::size_t(kind(*fight.value(), "fusionFollowUp"))] > 100);
    }

    // A file the loader takes but the validator reports (every figure up to 1000) still makes a
    // battle at once: the bearing's values are tabulated within a legal card's bounds.
    void figuresBeyondTheBounds()
    {
        QElapsedTimer timer;
        timer.start();
        std::vector<Member> members;
        for (int i = 0; i < 40; ++i) {
            const QByteArray id = QByteArray("c") + QByteArray::number(i);
            members.push_back({card(id.constData(), HullSize::Large, 1000 - i, 1000,
                                    {weapon("Battery", WeaponType::Battery, 1000, Facing::Front),
                                     weapon("Rack", WeaponType::Rack, 1000 - i, Facing::Back)})});
        }
        const auto a = fleet(members);
        const auto fight = battle(*a, *a, 1, 0, 2);
        combat::TrialResult r;
        fight->runner()->run(1, r, nullptr);
        QCOMPARE(r.turns >= 1, true);
        QVERIFY2(timer.elapsed() < 2000, qPrintable(QString::number(timer.elapsed())));
    }

    // A damaged carrier launches only what its track's bays hold: a large carrier with fighter
    // bays 4, 2, 1 carrying 4 flights under fire from a battleship. Its enemy has no PD, so no
    // flight is lost: after 0–1 damage it launches 4, after 2–3 damage 2, after 4–5 damage 1.
    void baysShrinkWithTheTrack()
    {
        SunderCard cv = card("cv", HullSize::Large, 3, 0, {});
        cv.bays.fighters = {4, 2, 1};
        const auto a = fleet({{cv, {}, 4}});
        const auto b = fleet({{card("bb", HullSize::Large, 12, 0,
                                    {weapon("Battery", WeaponType::Battery, 6, Facing::Front)})}});
        // At 3 hexes a blast of the battleship (reach 2) cannot touch the carrier.
        const auto fight = battle(*a, *b, 3, 0, 12);
        auto runner = fight->runner();
        const QRegularExpression hitOnCarrier(
            QStringLiteral("^B: bb1 attacks A: cv1 with .*, (\\d+) damage\\.$"));
        const QRegularExpression launch(QStringLiteral("^A: cv1's (\\d+) flight\\(s\\) attack"));
        int checked[3] = {0, 0, 0};
        for (std::uint64_t seed = 1; seed <= 100; ++seed) {
            combat::TrialResult r;
            QStringList log;
            runner->run(seed, r, &log);
            int damage = 0;
            for (const QString &line : log) {
                const auto h = hitOnCarrier.match(line);
                if (h.hasMatch())
                    damage += h.captured(1).toInt();
                const auto l = launch.match(line);
                if (!l.hasMatch())
                    continue;
                const int track = damage / 2;
                QCOMPARE(l.captured(1).toInt(), track == 0 ? 4 : track == 1 ? 2 : 1);
                ++checked[track];
            }
        }
        QVERIFY(checked[0] > 0 && checked[1] > 0 && checked[2] > 0);
        // The odds: after 2 damage (track 2) one attack of 2 flights; after 4 (track 3) 1; the
        // bomber bays of an empty list hold none.
        const auto target = fleet({{card("t", HullSize::Medium, 3, 0, {})}});
        const combat::AttackOdds two
            = m_rules.odds(setup(*a, 0, *target, 1, {{QStringLiteral("attackerDamage"), 2}}));
        QVERIFY2(two.error.isEmpty(), qPrintable(two.error));
        QVERIFY(two.steps.join(QLatin1Char('\n')).contains(QLatin1String("launch 2 of the 4")));
        // 2 flights at AV 1 against DV 3, no PD: P(0) = q² with q = P(0 | AV 1 vs DV 3) =
        // 0.7761904761904762 (exact rational arithmetic, tst_combat_sunder).
        const double q = 0.7761904761904762;
        QVERIFY(std::abs(two.damage.at(0) - q * q) < 1e-12);
        const combat::AttackOdds one
            = m_rules.odds(setup(*a, 0, *target, 1, {{QStringLiteral("attackerDamage"), 4}}));
        QVERIFY(std::abs(one.damage.at(0) - q) < 1e-12);
    }
};

QTEST_GUILESS_MAIN(TestCombatSunderBattle)
#include "tst_combat_sunder_battle.moc"
