// SCS fire as the sources give it: weapons fire only where they bear, an
// interceptor fires unless it intercepts, rolled pulses, shots and rakes each meet armour, the
// cut-off ballistic clause and the rating a destroyed row or block loses. Every expected number
// is worked out by hand in a comment from the source (seed 004, digest §5.3) and the B5 Wars
// values (FieryVoid's Pulse and Raking classes).

#include "TestSupport.h"

#include <model/combat/MonteCarlo.h>
#include <model/systems/scs/ScsCombat.h>
#include <model/systems/scs/ScsSystem.h>

#include <QTest>

#include <cmath>

using namespace fw;
using namespace fw::model;
using fw::test::outcome;
using namespace fw::model::scs;

namespace {

ShipSystem gun(const char *name, const char *damage, WeaponMode mode, FiringArc arc = {0, 0},
               int intercept = 0)
{
    ShipSystem s;
    s.name = QString::fromLatin1(name);
    s.kind = SystemKind::Weapon;
    s.armor = 1;
    s.boxes = 3;
    s.damage = QString::fromLatin1(damage);
    s.mode = mode;
    s.rangeModifiers = {0, 0, 0};
    s.arc = arc;
    s.intercept = intercept;
    return s;
}

// A ship of one section: structure armour `armor`, 100 boxes, every d20 face on the structure,
// signature `signature` (20: every shot at it hits at range 0).
ScsClass ship(const char *id, std::vector<ShipSystem> weapons, int signature = 20, int armor = 0)
{
    ScsClass c;
    c.id = QString::fromLatin1(id);
    c.name = c.id;
    c.points = 100;
    c.signatureForward = signature;
    c.signatureSide = signature;
    Section s;
    s.id = QStringLiteral("primary");
    s.structureArmor = armor;
    s.structureBoxes = 100;
    s.systems = std::move(weapons);
    s.chart = {{1, 20, QStringLiteral("structure")}};
    c.sections = {s};
    c.sideChart = {{1, 10, QStringLiteral("primary")}};
    return c;
}

std::unique_ptr<Fleet> fleet(const std::vector<ScsClass> &designs)
{
    auto f = std::make_unique<Fleet>(QStringLiteral("scs"), std::make_unique<ScsFleetSettings>());
    for (const ScsClass &c : designs) {
        if (f->findDesign(c.id) < 0)
            f->designs.push_back(std::make_unique<ScsDesign>(c));
        auto s = std::make_unique<ScsShip>();
        s->name = c.id;
        s->classId = c.id;
        f->ships.push_back(std::move(s));
    }
    return f;
}

bool near(double a, double b, double tolerance = 1e-9)
{
    return std::abs(a - b) < tolerance;
}

} // namespace

class TestCombatScsFire : public QObject
{
    Q_OBJECT

private:
    std::vector<RulesOptionSpec> m_specs = makeOptionSpecs();
    std::unique_ptr<ScsSystem> m_system = std::move(ScsSystem::create()).value();
    ScsCombat m_rules{*m_system, m_specs};

    static combat::AttackSetup setup(const Fleet &a, const Fleet &b, int range,
                                     std::map<QString, int> modifiers = {})
    {
        return test::firstWeaponAt(a, b, range, std::move(modifiers));
    }

    // One battle of `turns` turns at range 0 with seed `seed`; the log in `log`.
    combat::TrialResult battle(const Fleet &a, const Fleet &b, std::uint64_t seed, int turns,
                               QStringList *log = nullptr, combat::AttackTally *tally = nullptr)
    {
        combat::BattleSettings settings = m_rules.defaultBattleSettings();
        settings.startRange = 0;
        settings.turnLimit = turns;
        auto prepared = m_rules.prepareBattle(a, b, settings);
        if (!prepared)
            qFatal("%s", qPrintable(prepared.error()));
        auto runner = prepared.value()->runner();
        runner->setTally(tally);
        combat::TrialResult r;
        runner->run(seed, r, log);
        return r;
    }

    // A firing's exact mean damage against the mean of `n` prepared rolls: within 4σ.
    void agreesWithTheDice(const combat::AttackSetup &s, int n)
    {
        const combat::AttackOdds exact = m_rules.odds(s);
        QVERIFY2(exact.error.isEmpty(), qPrintable(exact.error));
        auto prepared = m_rules.prepareAttack(s);
        QVERIFY(prepared);
        dice::Rng rng(17);
        double sum = 0;
        for (int i = 0; i < n; ++i)
            sum += prepared.value()->roll(rng);
        const double mean = exact.damage.mean();
        const double sd = std::sqrt(exact.damage.variance());
        QVERIFY2(std::abs(sum / n - mean) <= 4 * sd / std::sqrt(double(n)),
                 qPrintable(QStringLiteral("%1 against %2").arg(sum / n).arg(mean)));
    }

private Q_SLOTS:
    // Weapons fire only where they bear (the shared engagement rule): a Fore gun "3" (arc
    // 300–60), an Aft gun "2" (120–240) and a Turret "1" (all round), matter (no armour), at a
    // target of signature 20 that every shot hits. No bearing holds the fore and aft arcs together,
    // so the best bearing fires Fore and Turret: 3 + 1 = 4 in one turn (Aft and Turret would give
    // 3). Rules option bearing = all (the old behaviour): all three, 6.
    void onlyWeaponsThatBearFire()
    {
        const ScsClass attacker = ship("attacker", {gun("Fore", "3", WeaponMode::Matter, {300, 60}),
                                                    gun("Aft", "2", WeaponMode::Matter, {120, 240}),
                                                    gun("Turret", "1", WeaponMode::Matter)});
        const auto a = fleet({attacker});
        const auto b = fleet({ship("target", {})});
        combat::AttackTally tally;
        tally.attacks.assign(3, 0);
        QStringList log;
        const combat::TrialResult best = battle(*a, *b, 1, 1, &log, &tally);
        QCOMPARE(best.damageDealt[0], 4);
        QVERIFY2(log.join(QLatin1Char('\n')).contains(QStringLiteral("out of arc: Aft")),
                 qPrintable(log.join(QLatin1Char('\n'))));
        // The tally counts by weapon name: Fore 1, Aft 0 (it never fires), Turret 1.
        auto prepared = m_rules.prepareBattle(*a, *b, m_rules.defaultBattleSettings());
        QCOMPARE(
            prepared.value()->attackKinds(),
            QStringList({QStringLiteral("Fore"), QStringLiteral("Aft"), QStringLiteral("Turret")}));
        QCOMPARE(tally.attacks, (std::vector<std::int64_t>{1, 0, 1}));

        a->options.set(QLatin1String(combat::BearingOption),
                       QString::fromLatin1(combat::BearingAll));
        QCOMPARE(battle(*a, *b, 1, 1).damageDealt[0], 6);
    }

    // Port (240–60) and starboard (300–120) arcs share 300–60: both bear together, 2 + 2.
    void overlappingArcsBearTogether()
    {
        const auto a
            = fleet({ship("attacker", {gun("Port", "2", WeaponMode::Matter, {240, 60}),
                                       gun("Starboard", "2", WeaponMode::Matter, {300, 120})})});
        const auto b = fleet({ship("target", {})});
        QCOMPARE(battle(*a, *b, 1, 1).damageDealt[0], 4);
    }

    // An interceptor fires unless it intercepts (seed: "Each weapon intercepting may only make one
    // intercept attempt per round and may not fire offensively"). A's Array "2" (intercept 2)
    // against B's matter Needle "1": blocking it is worth 0.2 × 1 = 0.2, firing the Array 2, so
    // A keeps firing: 2 damage a turn. Before, a weapon with an intercept value never fired
    // when the enemy had interceptable weapons: A dealt nothing.
    void interceptorsFireWhenBlockingIsWorthLess()
    {
        const auto a = fleet({ship("a", {gun("Array", "2", WeaponMode::Standard, {0, 0}, 2)})});
        const auto b = fleet({ship("b", {gun("Needle", "1", WeaponMode::Matter)})});
        for (std::uint64_t seed = 1; seed <= 20; ++seed)
            QCOMPARE(battle(*a, *b, seed, 1).damageDealt[0], 2);
    }

    // Against B's matter Lance "30" a block is worth 0.2 × 30 = 6 > 2: A intercepts with the
    // Array when B fires first, and then the Array does not fire that turn; when A fires first
    // the Array has fired and cannot intercept. Each turn exactly one of the two.
    void anInterceptingWeaponDoesNotFire()
    {
        const auto a = fleet({ship("a", {gun("Array", "2", WeaponMode::Standard, {0, 0}, 2)})});
        const auto b = fleet({ship("b", {gun("Lance", "30", WeaponMode::Matter)})});
        int intercepted = 0, fired = 0;
        for (std::uint64_t seed = 1; seed <= 40; ++seed) {
            QStringList log;
            const combat::TrialResult r = battle(*a, *b, seed, 1, &log);
            const QString text = log.join(QLatin1Char('\n'));
            const bool intercepts = text.contains(QStringLiteral("intercepts with Array"));
            const bool fires = text.contains(QStringLiteral("fires Array"));
            QVERIFY2(intercepts != fires, qPrintable(text));
            QCOMPARE(r.damageDealt[0], fires ? 2 : 0);
            intercepted += intercepts ? 1 : 0;
            fired += fires ? 1 : 0;
        }
        QVERIFY(intercepted > 0 && fired > 0);
    }

    // Rolled pulses (B5 Wars: d5, +1 per 4 of the margin on the d20, at most 6; each pulse a
    // hit). A pulse "5" needs 10 or less (signature 10, modifier 0 at range 1). Rolls 7-10
    // (margin 0-3, 4 faces) fire d5: mean 3; rolls 3-6 (margin 4-7) d5 + 1: (2+3+4+5+6)/5 = 4;
    // rolls 1-2 (margin 8-9) d5 + 2 capped at 6: (3+4+5+6+6)/5 = 4.8. Mean pulses per shot
    // (4 × 3 + 4 × 4 + 2 × 4.8) / 20 = 1.88. Against armour 2 each pulse deals 5 − 2 = 3:
    // 5.64. Six pulses (18 damage): rolls 1-2 with d5 4-5, 2/20 × 2/5 = 0.04, and rolls 3-6 with
    // d5 5, 4/20 × 1/5 = 0.04: 0.08. The one-hit reading (pulses = perDie) gave 0.5 × 3 = 1.5.
    void pulsesAreRolledAndEachMeetsArmour()
    {
        const auto a = fleet({ship("a", {gun("Pulse", "5", WeaponMode::Pulse)})});
        const auto b = fleet({ship("b", {}, 10, 2)});
        const combat::AttackOdds odds = m_rules.odds(setup(*a, *b, 1));
        QVERIFY2(odds.error.isEmpty(), qPrintable(odds.error));
        QVERIFY2(near(odds.damage.mean(), 5.64), qPrintable(QString::number(odds.damage.mean())));
        QVERIFY(near(odds.damage.at(18), 0.08));
        QVERIFY(near(outcome(odds, "miss"), 0.5));
        // Asked again, the odds come from what the hits did the first time: the same.
        QVERIFY(near(m_rules.odds(setup(*a, *b, 1)).damage.mean(), 5.64));
        agreesWithTheDice(setup(*a, *b, 1), 4000);

        // The battle rolls the same: 1000 one-turn battles, the mean within 4σ of 5.64.
        double sum = 0;
        const int n = 1000;
        for (int i = 0; i < n; ++i) // at range 0, modifier 0 too: 10 or less
            sum += battle(*a, *b, std::uint64_t(i + 1), 1).damageDealt[0];
        const double sd = std::sqrt(odds.damage.variance());
        QVERIFY2(std::abs(sum / n - 5.64) <= 4 * sd / std::sqrt(double(n)),
                 qPrintable(QString::number(sum / n)));

        a->options.set(QLatin1String(option::Pulses), QString::fromLatin1(choice::PerDie));
        QVERIFY(near(m_rules.odds(setup(*a, *b, 1)).damage.mean(), 1.5));
    }

    // A weapon's own pulse values: d3, +1 per 2, at most 3. Needs 10: rolls 9-10 (margin 0-1)
    // d3, mean 2; rolls 7-8 d3 + 1: (2+3+3)/3; rolls 1-6 (margin ≥ 4) capped at 3. Mean pulses
    // (2 × 2 + 2 × 8/3 + 6 × 3) / 20 = (4 + 16/3 + 18) / 20 = 82/60; × 5 damage (armour 0).
    void aWeaponsOwnPulseValues()
    {
        ShipSystem pulse = gun("Pulse", "5", WeaponMode::Pulse);
        pulse.pulseDie = 3;
        pulse.pulseGrouping = 2;
        pulse.maxPulses = 3;
        const auto a = fleet({ship("a", {pulse})});
        const auto b = fleet({ship("b", {}, 10, 0)});
        const combat::AttackOdds odds = m_rules.odds(setup(*a, *b, 1));
        QVERIFY2(near(odds.damage.mean(), 82.0 / 60 * 5),
                 qPrintable(QString::number(odds.damage.mean())));
    }

    // A weapon of two shots (B5 Wars Twin Array, "guns = 2") rolls each: "5" against armour 2,
    // needs 10: each shot 0.5 × 3, mean 3; both miss 0.25, both hit (6) 0.25.
    void everyShotIsRolled()
    {
        ShipSystem twin = gun("Twin", "5", WeaponMode::Standard);
        twin.shots = 2;
        const auto a = fleet({ship("a", {twin})});
        const auto b = fleet({ship("b", {}, 10, 2)});
        const combat::AttackOdds odds = m_rules.odds(setup(*a, *b, 1));
        QVERIFY(near(odds.damage.mean(), 3));
        QVERIFY(near(odds.damage.at(0), 0.25));
        QVERIFY(near(odds.damage.at(6), 0.25));
        agreesWithTheDice(setup(*a, *b, 1), 4000);
    }

    // A raking weapon (B5 Wars rakes of 10) meets armour once per rake: "25" against armour 2
    // that always hits is rakes of 10, 10 and 5: 8 + 8 + 3 = 19 (one hit: 23).
    void rakesMeetArmourEach()
    {
        ShipSystem laser = gun("Laser", "25", WeaponMode::Standard);
        laser.rake = 10;
        const auto a = fleet({ship("a", {laser})});
        const auto b = fleet({ship("b", {}, 20, 2)});
        const combat::AttackOdds odds = m_rules.odds(setup(*a, *b, 0));
        QVERIFY(near(odds.damage.at(19), 1));
        QCOMPARE(battle(*a, *b, 3, 1).damageDealt[0], 19);
    }

    // The cut-off clause: "Against slow moving ballistics the intercept value of all weapons is
    // increased by one (including weapons". Read as printed (the default) a weapon without an
    // intercept value cannot intercept: a ballistic "10" that always hits is never intercepted.
    // Completed (ballisticIntercept = allWeapons) it tries at 0 + 1: intercepted 0.1.
    void theCutOffClause()
    {
        const auto a = fleet({ship("a", {gun("Torpedo", "10", WeaponMode::Ballistic)})});
        const auto b = fleet({ship("b", {gun("Laser", "1", WeaponMode::Standard)})});
        const std::map<QString, int> declared{{QLatin1String(modifier::Interceptors), 1}};
        QVERIFY(near(outcome(m_rules.odds(setup(*a, *b, 0, declared)), "intercepted"), 0));
        b->options.set(QLatin1String(option::BallisticIntercept),
                       QString::fromLatin1(choice::AllWeapons));
        QVERIFY(near(outcome(m_rules.odds(setup(*a, *b, 0, declared)), "intercepted"), 0.1));
    }

    // A firing whose hits can leave a large sheet in millions of ways (the test Var'Nic's Heavy
    // Pulse Cannon, 3d10+4 in up to 6 rolled pulses, at the example's Var'Nic: up to 6 hits of up
    // to 34 damage, so nearly every system can be destroyed and stays in the state) is refused
    // with a reason instead of holding the caller until the memory runs out; its dice still roll.
    void oddsBeyondTheirBudgetAreRefused()
    {
        test::installEnglish();
        const auto registries = test::makeRegistries();
        QVERIFY(registries);
        const auto a = test::parseFleet(
            *registries,
            test::readFile(test::dataPath(QStringLiteral("valid/scs-varnic.fleet.json"))));
        const auto b
            = test::parseFleet(*registries, test::readFile(test::sourcePath(QStringLiteral(
                                                "resources/examples/narn-patrol.fleet.json"))));
        QVERIFY(a && b);
        combat::AttackSetup s;
        s.attackerFleet = a.get();
        s.targetFleet = b.get();
        s.target = 0;
        s.range = 2;
        const combat::AttackOdds odds = m_rules.odds(s);
        QVERIFY2(odds.error.contains(QStringLiteral("more ship states")), qPrintable(odds.error));
        QVERIFY(m_rules.prepareAttack(s));
        dice::Rng rng(5);
        QVERIFY(m_rules.roll(s, rng).error.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestCombatScsFire)
#include "tst_combat_scs_fire.moc"
