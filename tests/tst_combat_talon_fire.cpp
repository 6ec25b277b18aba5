// Talon fire that a player can trust: the missile threshold of the rulebook's examples, fighters
// that ignore the Fusion Cannon, each weapon of a group its own source against a missile, odds
// steps that agree with the outcome table, and in trial battles only the weapon groups that bear
// (docs/combat.md and docs/trial-battles.md, "Talon"). Expected values are worked out by hand in
// the comments from the tables of digest §3.8 and the rulebook pp. 12-13.

#include "TalonTestFleets.h"
#include "TestSupport.h"

#include <model/combat/Bearing.h>
#include <model/combat/MonteCarlo.h>
#include <model/systems/talon/TalonBattle.h>
#include <model/systems/talon/TalonCombat.h>
#include <model/systems/talon/TalonSystem.h>

#include <QTest>

#include <cmath>

using namespace fw;
using namespace fw::model;
using fw::test::outcome;
using namespace fw::model::talon;

namespace {

using talonfleets::fleet;

combat::AttackSetup setup(const Fleet &a, int ship, int group, const Fleet &b, int target,
                          int range, std::map<QString, int> mods = {})
{
    return {&a, ship, group, &b, target, QString(), range, std::move(mods)};
}

combat::AttackSetup atMissile(const Fleet &a, int ship, int group, int range, bool damaged = false)
{
    combat::AttackSetup s = setup(a, ship, group, a, -1, range);
    s.targetKind = QLatin1String(damaged ? DamagedMissileTarget : MissileTarget);
    return s;
}

} // namespace

class TestCombatTalonFire : public QObject
{
    Q_OBJECT

    std::unique_ptr<TalonSystem> m_system;
    const combat::CombatRules *m_rules = nullptr;

    // Attacks by weapon kind (weaponKindIds()) over `runs` battles of `a` against `b`.
    std::vector<std::int64_t> tally(const Fleet &a, const Fleet &b, int turns, int runs)
    {
        combat::BattleSettings settings = m_rules->defaultBattleSettings();
        settings.turnLimit = turns;
        auto battle = m_rules->prepareBattle(a, b, settings);
        if (!battle)
            qFatal("%s", qPrintable(battle.error()));
        combat::AttackTally counts;
        counts.attacks.assign(std::size_t(battle.value()->attackKinds().size()), 0);
        auto runner = battle.value()->runner();
        runner->setTally(&counts);
        combat::TrialResult r;
        for (int seed = 1; seed <= runs; ++seed)
            runner->run(std::uint64_t(seed), r, nullptr);
        return counts.attacks;
    }
    // A custom counter: a Terran ship with many hull boxes, a phaser firing forward and a Wave
    // Motion Gun firing rear, arcs that cannot bear on one target together.
    std::unique_ptr<Fleet> forwardAndRear()
    {
        TalonCounter c = *m_system->rules().counter(QStringLiteral("terran-bb"));
        c.id = QStringLiteral("fore-aft");
        c.hullBoxes.assign(40, HullBox{});
        c.weaponGroups = {{WeaponKind::Phaser, 1, 1, 1, {Arc::Forward}, Json::object()},
                          {WeaponKind::WaveMotionGun, 2, 5, 1, {Arc::Rear}, Json::object()}};
        auto f = fleet({QStringLiteral("fore-aft")});
        f->designs.push_back(std::make_unique<TalonDesign>(c));
        return f;
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

    // Rulebook p. 13: "Missiles 14 and 15 each take 2 damage and would be flipped over
    // to their damaged sides"; p. 12: the Defiant's phaser deals 2 and the missile is flipped.
    // So 2 does not destroy a missile: the default threshold is 3. A Fusion Cannon at range 3
    // deals 0 on 1-2, 2 on 3-4, 4 on 5-6: destroyed on 5-6 (1/3), damaged on 3-4 (1/3), where a
    // threshold of 2 destroyed it on 3-6 (2/3).
    void missileThresholdOfTheExamples()
    {
        TalonOptions defaults;
        QCOMPARE(defaults.missileThreshold, 3);
        const auto bb = fleet({QStringLiteral("talon-bb")});
        QCOMPARE(m_system->resolve(*bb).missileThreshold, 3);
        const combat::AttackOdds odds = m_rules->odds(atMissile(*bb, 0, 1, 3));
        QVERIFY2(odds.error.isEmpty(), qPrintable(odds.error));
        QVERIFY(std::abs(outcome(odds, "missileDestroyed") - 1.0 / 3) < 1e-12);
        QVERIFY(std::abs(outcome(odds, "missileDamaged") - 1.0 / 3) < 1e-12);
        QVERIFY(std::abs(outcome(odds, "noDamage") - 1.0 / 3) < 1e-12);
        // The example fleets say the same.
        auto r = test::makeRegistries();
        QVERIFY(r);
        for (const char *file : {"talon-strike-group", "terran-task-force"}) {
            const auto f = test::parseFleet(
                *r,
                test::readFile(test::sourcePath(
                    QStringLiteral("resources/examples/%1.fleet.json").arg(QLatin1String(file)))));
            QVERIFY(f);
            QCOMPARE(m_system->resolve(*f).missileThreshold, 3);
        }
    }

    // Rulebook p. 13 (15.2.2): "Terran Fighter groups ... ignore all damage that would
    // be caused by" the Fusion Cannon. The Talon BB's cannon at the fighter at range 1 (7 to 11
    // damage against 0 shields and 2 hull boxes) used to destroy it every time; now no damage.
    void fightersIgnoreTheFusionCannon()
    {
        const auto bb = fleet({QStringLiteral("talon-bb")});
        const auto ftr = fleet({QStringLiteral("terran-ftr")});
        for (int range = 1; range <= 3; ++range) {
            const combat::AttackOdds odds = m_rules->odds(setup(*bb, 0, 1, *ftr, 0, range));
            QVERIFY2(odds.error.isEmpty(), qPrintable(odds.error));
            QCOMPARE(outcome(odds, "destroyed"), 0.0);
            QVERIFY(std::abs(outcome(odds, "noDamage") - 1.0) < 1e-12);
            QVERIFY(odds.steps.join(QLatin1Char(' ')).contains(QStringLiteral("fighter")));
            dice::Rng rng{std::uint64_t(range)};
            const combat::AttackRoll roll = m_rules->roll(setup(*bb, 0, 1, *ftr, 0, range), rng);
            QCOMPARE(roll.damage, 0);
            QCOMPARE(roll.outcome, QStringLiteral("noDamage"));
        }
        // Its disruptors still hit the fighter: 2 damage on 2-6 at range 2, two of them.
        const combat::AttackOdds disruptors = m_rules->odds(setup(*bb, 0, 0, *ftr, 0, 2));
        QVERIFY(std::abs(outcome(disruptors, "destroyed") - 35.0 / 36) < 1e-12);
        // In battle the cannon holds its fire at a fighter: a custom Talon counter with only a
        // Fusion Cannon never fires at the fighter in 200 battles of 3 rounds.
        TalonCounter c = *m_system->rules().counter(QStringLiteral("talon-bb"));
        c.id = QStringLiteral("cannon-only");
        c.weaponGroups = {c.weaponGroups[1]};
        auto cannon = fleet({QStringLiteral("cannon-only")});
        cannon->designs.push_back(std::make_unique<TalonDesign>(c));
        const auto counts = tally(*cannon, *ftr, 3, 200);
        QCOMPARE(counts[std::size_t(WeaponKind::FusionCannon)], std::int64_t(0));
        QVERIFY(counts[std::size_t(WeaponKind::Phaser)] > 0); // the fighter fires back
        // At a Terran CA it fires.
        const auto ca = fleet({QStringLiteral("terran-ca")});
        QVERIFY(tally(*cannon, *ca, 3, 50)[std::size_t(WeaponKind::FusionCannon)] > 0);
    }

    // Rulebook p. 12, the Defiant example: the first phaser of the right weapon group
    // deals 2 and flips the missile; "Defiant still has one more Phaser left to fire in the
    // right weapon group. This time she only rolls a 1 ... This destroys the Missile!" Each
    // weapon of a group is its own source. Two phasers at range 2 (1 or 2 damage each, never 0):
    // the first always damages, the second always destroys: 1. As one source (2 to 4 damage,
    // destroyed at 3 or more, all but 1+1) it was 3/4.
    void eachWeaponItsOwnSource()
    {
        const auto bb = fleet({QStringLiteral("terran-bb")});
        combat::AttackOdds odds = m_rules->odds(atMissile(*bb, 0, 0, 2));
        QVERIFY2(odds.error.isEmpty(), qPrintable(odds.error));
        QVERIFY(std::abs(outcome(odds, "missileDestroyed") - 1.0) < 1e-12);
        QVERIFY(std::abs(outcome(odds, "missileDamaged")) < 1e-12);
        for (std::uint64_t seed = 1; seed <= 50; ++seed) {
            dice::Rng rng(seed);
            QCOMPARE(m_rules->roll(atMissile(*bb, 0, 0, 2), rng).outcome,
                     QStringLiteral("missileDestroyed"));
        }
        // One die for the group (groupRolls = group): each phaser deals what it shows, 1 or 2,
        // still two sources: destroyed every time.
        auto perGroup = std::make_unique<Fleet>(*bb);
        perGroup->options.set(QLatin1String(option::GroupRolls), QStringLiteral("group"));
        odds = m_rules->odds(atMissile(*perGroup, 0, 0, 2));
        QVERIFY(std::abs(outcome(odds, "missileDestroyed") - 1.0) < 1e-12);
        // The DN's two Fusion Cannons at range 3, each its own die: 0, 2 or 4 with 1/3 each.
        // After the first: undamaged 1/3, damaged 1/3, destroyed 1/3. The second destroys the
        // undamaged on a 4 (1/3 · 1/3) and the damaged on 2 or 4 (1/3 · 2/3): destroyed
        // 1/3 + 1/9 + 2/9 = 2/3; damaged: undamaged then 2 (1/9) or damaged then 0 (1/9) = 2/9.
        const auto dn = fleet({QStringLiteral("talon-dn")});
        odds = m_rules->odds(atMissile(*dn, 0, 1, 3));
        QVERIFY(std::abs(outcome(odds, "missileDestroyed") - 2.0 / 3) < 1e-12);
        QVERIFY(std::abs(outcome(odds, "missileDamaged") - 2.0 / 9) < 1e-12);
        QVERIFY(std::abs(outcome(odds, "noDamage") - 1.0 / 9) < 1e-12);
        // A damaged missile: destroyed unless both show 0 (1/9).
        odds = m_rules->odds(atMissile(*dn, 0, 1, 3, true));
        QVERIFY(std::abs(outcome(odds, "missileDestroyed") - 8.0 / 9) < 1e-12);
        QVERIFY(odds.assumptions.join(QLatin1Char(' ')).contains(QStringLiteral("Defiant")));

        // The rolls agree with the exact odds within 4 standard deviations: 4,000 rolls of the
        // DN's cannons at an undamaged missile, and of the BB's phasers with one die for the
        // group at range 1 (1 on face 1, else 2: always two sources, destroyed every time).
        const int runs = 4000;
        const combat::AttackSetup cannons = atMissile(*dn, 0, 1, 3);
        const combat::AttackOdds exact = m_rules->odds(cannons);
        std::map<QString, int> seen;
        for (int seed = 1; seed <= runs; ++seed) {
            dice::Rng rng{std::uint64_t(seed)};
            ++seen[m_rules->roll(cannons, rng).outcome];
        }
        for (const char *id : {"noDamage", "missileDamaged", "missileDestroyed"}) {
            const double p = outcome(exact, id);
            const double sd = std::sqrt(p * (1 - p) / runs);
            const double got = double(seen[QLatin1String(id)]) / runs;
            QVERIFY2(std::abs(got - p) < 4 * sd,
                     qPrintable(QStringLiteral("%1: %2 rolled, %3 exact")
                                    .arg(QLatin1String(id))
                                    .arg(got)
                                    .arg(p)));
        }
        for (std::uint64_t seed = 1; seed <= 50; ++seed) {
            dice::Rng rng{seed};
            QCOMPARE(m_rules->roll(atMissile(*perGroup, 0, 0, 1), rng).outcome,
                     QStringLiteral("missileDestroyed"));
        }
    }

    // The steps say the same chance of "a weak spot marked, the ship surviving" as the
    // outcome table. The Talon FF's disruptor at range 2 (2 damage on 2-6, 5/6) at the Terran
    // DD's rear arc with its 2 shield boxes marked: boxes 1-2 marked, the 2nd a weak spot: one
    // 2d6 roll. 12 destroys it (1/36); 2 marks 3 more boxes, past its 4th (1/36); 10 marks the
    // 3rd (alive). Weak spot and alive: 5/6 · 34/36 = 78.70 %; destroyed by criticals
    // 5/6 · 2/36 = 4.63 %. The steps used to say 83.33 % (the weak spot, criticals not counted).
    void stepsAgreeWithOutcomes()
    {
        const auto ff = fleet({QStringLiteral("talon-ff")});
        const auto dd = fleet({QStringLiteral("terran-dd")});
        const combat::AttackOdds odds = m_rules->odds(
            setup(*ff, 0, 0, *dd, 0, 2,
                  {{QStringLiteral("arc"), 2}, {QStringLiteral("shieldsMarked"), 2}}));
        QVERIFY2(odds.error.isEmpty(), qPrintable(odds.error));
        QVERIFY(std::abs(outcome(odds, "weakSpot") - 5.0 / 6 * 34 / 36) < 1e-12);
        QVERIFY(std::abs(outcome(odds, "destroyed") - 5.0 / 6 * 2 / 36) < 1e-12);
        const QString steps = odds.steps.join(QLatin1Char(' '));
        QVERIFY2(steps.contains(QStringLiteral("survives them 78.70%")), qPrintable(steps));
        QVERIFY2(steps.contains(QStringLiteral("destroy it 4.63%")), qPrintable(steps));
        // The per-die reading cites the Defiant example and is no assumption.
        for (const RulesOptionSpec &spec : m_system->options()) {
            if (spec.id != QLatin1String(option::GroupRolls))
                continue;
            QVERIFY(!spec.assumption);
            QVERIFY(spec.rule.contains(QStringLiteral("Defiant")));
            QCOMPARE(std::get<QString>(spec.defaultValue), QStringLiteral("weapon"));
        }
        QVERIFY(!odds.assumptions.join(QLatin1Char(' ')).contains(QStringLiteral("Dice per")));
    }

    // Shared rule: only weapon groups that bear fire. Arcs (the fan implementation's board):
    // forward 330-30, right 30-150, rear 150-210, left 210-330.
    void arcsAsTheBoardDrawsThem()
    {
        const combat::BearingChoice tbase(
            {{TalonBattle::arcSpan(Arc::Forward)}, {TalonBattle::arcSpan(Arc::Rear)}}, true);
        QCOMPARE(tbase.setCount(), 2); // forward and rear never bear together
        const combat::BearingChoice sides(
            {{TalonBattle::arcSpan(Arc::Forward)}, {TalonBattle::arcSpan(Arc::Right)}}, true);
        QCOMPARE(sides.setCount(), 1); // on the line at 30° both bear
        // Every base-game counter can bring all its groups to bear together: each group but the
        // Terran base's Wave Motion Gun (right) fires forward, and 30° lies in both arcs.
        for (const TalonCounter &c : m_system->rules().counters()) {
            std::vector<std::vector<combat::ArcSpan>> arcs;
            for (const WeaponGroup &g : c.weaponGroups) {
                arcs.emplace_back();
                for (const Arc a : g.arcs)
                    arcs.back().push_back(TalonBattle::arcSpan(a));
            }
            const combat::BearingChoice choice(arcs, true);
            QVERIFY2(
                c.weaponGroups.empty()
                    || (choice.setCount() == 1 && choice.set(0).size() == c.weaponGroups.size()),
                qPrintable(c.id));
        }
        bool found = false;
        for (const RulesOptionSpec &spec : m_system->options())
            found = found
                    || (spec.id == QLatin1String(combat::BearingOption)
                        && std::get<QString>(spec.defaultValue)
                               == QLatin1String(combat::BearingBest));
        QVERIFY(found);
    }

    // A ship with a forward phaser and a rear Wave Motion Gun against the Talon base (it fires
    // back with disruptors and missiles, other kinds). Rounds at 4, 3 and 2 hexes: the gun
    // (10 damage on 3-6, 2-6: at least 6.7 expected) is worth more than the phaser (at most 1.5
    // at 2-3 hexes), so with the best bearing the phaser never fires; with every weapon bearing
    // it fires from 3 hexes on, as the old model did.
    void onlyWeaponsThatBearFire()
    {
        const auto foreAft = forwardAndRear();
        const auto base = fleet({QStringLiteral("talon-base")});
        auto counts = tally(*foreAft, *base, 3, 200);
        QCOMPARE(counts[std::size_t(WeaponKind::Phaser)], std::int64_t(0));
        QVERIFY(counts[std::size_t(WeaponKind::WaveMotionGun)] > 0);
        QVERIFY(counts[std::size_t(WeaponKind::Disruptor)] > 0);
        auto all = forwardAndRear();
        all->options.set(QLatin1String(combat::BearingOption), QLatin1String(combat::BearingAll));
        counts = tally(*all, *base, 3, 200);
        QVERIFY(counts[std::size_t(WeaponKind::Phaser)] > 0);
        // The battle's notes say which reading is in force.
        auto battle = m_rules->prepareBattle(*foreAft, *base, m_rules->defaultBattleSettings());
        QVERIFY(battle);
        const QString notes = battle.value()->assumptions().join(QLatin1Char(' '));
        QVERIFY2(notes.contains(QStringLiteral("Best bearing for the attacker")),
                 qPrintable(notes));
        battle = m_rules->prepareBattle(*all, *all, m_rules->defaultBattleSettings());
        QVERIFY(battle);
        QVERIFY(battle.value()
                    ->assumptions()
                    .join(QLatin1Char(' '))
                    .contains(QStringLiteral("simplification")));
        QCOMPARE(battle.value()->attackKinds(), weaponKindIds());
    }

    // The examples' lopsided result comes from the range the map-less battle imposes:
    // the notes say so, so a player does not read it as a fact about the factions.
    void notesSayWhatDrivesTheResult()
    {
        const auto a = fleet({QStringLiteral("talon-ca")});
        const auto b = fleet({QStringLiteral("terran-ca")});
        auto battle = m_rules->prepareBattle(*a, *b, m_rules->defaultBattleSettings());
        QVERIFY(battle);
        const QString notes = battle.value()->assumptions().join(QLatin1Char(' '));
        QVERIFY2(notes.contains(QStringLiteral("Range decides these battles")), qPrintable(notes));
        QVERIFY(notes.contains(QStringLiteral("not as a verdict on the Ship Points")));
    }
};

QTEST_GUILESS_MAIN(TestCombatTalonFire)
#include "tst_combat_talon_fire.moc"
