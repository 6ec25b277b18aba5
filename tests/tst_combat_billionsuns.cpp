// A Billion Suns combat: exact attack odds against hand-computed cases, seeded rolls against the
// exact odds, and trial battles (replay, thread independence, symmetry, destruction, explosions).
// Every expected number is worked out by hand from the quick reference's attack sequence
// ("ATTACKING", steps 1-10) and the ship table, with the rules options named where they apply.

#include "TestSupport.h"

#include <model/combat/MonteCarlo.h>
#include <model/systems/billionsuns/BillionSunsCombat.h>
#include <model/systems/billionsuns/BillionSunsSystem.h>

#include <QRegularExpression>
#include <QTest>

#include <cmath>

using namespace fw;
using namespace fw::model;
using fw::test::outcome;
using model::Json;

namespace {

Json weapon(const char *name, int rangeMin, int rangeMax, int dice, int die, int damage)
{
    return Json{{"name", name}, {"rangeMin", rangeMin}, {"rangeMax", rangeMax},
                {"dice", dice}, {"die", die},           {"damage", damage}};
}

// A custom class of the test rosters; `primary` may be null.
Json customClass(const char *id, int cost, int mass, int silhouette, int shields, Json primary)
{
    return Json{{"id", id},
                {"name", id},
                {"cost", cost},
                {"mass", mass},
                {"thrust", 4},
                {"silhouette", silhouette},
                {"shields", shields},
                {"wing", false},
                {"utility", false},
                {"carrier", false},
                {"primary", std::move(primary)},
                {"auxiliary", nullptr},
                {"notes", ""}};
}

// A roster: ships as (class id, battlegroup) pairs, with custom classes and options.
Json roster(std::vector<std::pair<const char *, const char *>> ships, Json custom = Json::array(),
            Json options = Json::object())
{
    Json list = Json::array();
    Json groups = Json::array();
    int n = 0;
    for (const auto &[cls, group] : ships) {
        list.push_back(Json{{"name", std::string(cls) + " " + std::to_string(++n)},
                            {"class", cls},
                            {"battlegroup", group}});
        const Json g{{"name", group}};
        if (std::find(groups.begin(), groups.end(), g) == groups.end())
            groups.push_back(g);
    }
    return Json{{"format", "fleetwright-fleet"},
                {"formatVersion", 1},
                {"system", "billionsuns"},
                {"name", "Test"},
                {"corporation", "Test Corp"},
                {"scale", 3},
                {"tables", 1},
                {"jumpPoints", 0},
                {"options", std::move(options)},
                {"battlegroups", groups},
                {"customClasses", std::move(custom)},
                {"ships", list}};
}

bool near(double a, double b, double tolerance = 1e-12)
{
    return std::abs(a - b) < tolerance;
}

} // namespace

class TestCombatBillionSuns : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<test::Registries> m_registries;
    const combat::CombatRules *m_rules = nullptr;

    std::unique_ptr<Fleet> fleet(const Json &json) { return test::parseFleet(*m_registries, json); }

    std::unique_ptr<Fleet> example()
    {
        return test::parseFleet(*m_registries,
                                test::readFile(test::sourcePath(QStringLiteral(
                                    "resources/examples/helix-consolidated.fleet.json"))));
    }

    static combat::AttackSetup setup(const Fleet &attackers, int attacker, int weapon,
                                     const Fleet &targets, int target, int range)
    {
        combat::AttackSetup s;
        s.attackerFleet = &attackers;
        s.attacker = attacker;
        s.weapon = weapon;
        s.targetFleet = &targets;
        s.target = target;
        s.range = range;
        return s;
    }

    // A Monte Carlo run of one battle's survival of ship `ship` of side `side`.
    combat::MonteCarloResult battle(const Fleet &a, const Fleet &b, int range, int runs)
    {
        combat::BattleSettings settings;
        settings.startRange = range;
        settings.closingRate = 0;
        settings.turnLimit = 1;
        settings.policy = combat::TargetPolicy::Focus;
        const auto prepared = m_rules->prepareBattle(a, b, settings);
        if (!prepared)
            qFatal("battle not prepared: %s", qPrintable(prepared.error()));
        combat::MonteCarloSettings mc;
        mc.runs = runs;
        mc.seed = 77;
        mc.threads = 2;
        return combat::runMonteCarlo(*prepared.value(), mc);
    }

    static bool within4Sigma(double observed, double p, int n)
    {
        return std::abs(observed - p) <= 4 * std::sqrt(p * (1 - p) / n) + 1e-12;
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_registries = test::makeRegistries();
        QVERIFY(m_registries);
        const GameSystem *system = m_registries->systems.find(QStringLiteral("billionsuns"));
        QVERIFY(system);
        m_rules = system->combat();
        QVERIFY(m_rules);
    }

    void weaponsAndTargets()
    {
        const auto helix = example();
        QVERIFY(helix);
        // Ship table: a Frigate has Light Railguns (primary) and Turbo Blasters (auxiliary); a
        // Fighter Wing has only Auto Blasters (auxiliary); a Carrier has none.
        const auto frigate = m_rules->weapons(*helix, 0);
        QCOMPARE(frigate.size(), std::size_t(2));
        QCOMPARE(frigate[0].id, QStringLiteral("0"));
        QVERIFY(frigate[0].label.contains(QStringLiteral("Light Railguns")));
        QCOMPARE(frigate[1].id, QStringLiteral("1"));
        const auto fighters = m_rules->weapons(*helix, 7);
        QCOMPARE(fighters.size(), std::size_t(1));
        QCOMPARE(fighters[0].id, QStringLiteral("1"));
        QVERIFY(m_rules->weapons(*helix, 6).empty()); // the Mothership, a Carrier
        // AttackSetup::weapon is a position in that list: the wing's first is its auxiliary.
        QVERIFY(m_rules->odds(setup(*helix, 7, 0, *helix, 8, 3)).error.isEmpty());
        QVERIFY(!m_rules->odds(setup(*helix, 7, 1, *helix, 8, 3)).error.isEmpty());
        // The objects table gives the generic targets.
        const auto kinds = m_rules->targetKinds();
        QCOMPARE(kinds.size(), std::size_t(7));
        QCOMPARE(kinds[0].id, QStringLiteral("asteroid"));
        QCOMPARE(m_rules->rangeUnit(), QStringLiteral("inches"));
    }

    // Two D10 against Silhouette 3 (a Fighter Wing, Shields 0). Per die (steps 2-4): 1 is a
    // critical hit (two hits, criticalFace 1), 2-3 a hit, 4-10 a miss (10, the dud face, is
    // already a miss). Hits per die: 0 with 7/10, 1 with 2/10, 2 with 1/10. Two dice:
    // P(0) = .49, P(1) = 2(.7)(.2) = .28, P(2) = .2² + 2(.7)(.1) = .18, P(3) = 2(.2)(.1) = .04,
    // P(4) = .01. No shields, Dmg 1: damage = hits. Destroyed at 3 tokens (Silhouette 3).
    void twoD10AgainstSilhouette3()
    {
        const auto a = fleet(roster(
            {{"lance", "L"}},
            Json::array({customClass("lance", 5, 1, 4, 1, weapon("Lance", 0, 12, 2, 10, 1))})));
        const auto b = fleet(roster({{"fighterWing", "F"}}));
        QVERIFY(a && b);
        const combat::AttackOdds odds = m_rules->odds(setup(*a, 0, 0, *b, 0, 6));
        QVERIFY2(odds.error.isEmpty(), qPrintable(odds.error));
        const double expected[] = {0.49, 0.28, 0.18, 0.04, 0.01};
        for (int v = 0; v <= 4; ++v)
            QVERIFY2(near(odds.damage.at(v), expected[v]), qPrintable(QString::number(v)));
        QCOMPARE(odds.damage.max(), 4);
        QVERIFY(near(odds.damage.mean(), 2 * (0.2 + 2 * 0.1)));
        QVERIFY(near(outcome(odds, "miss"), 0.49));
        QVERIFY(near(outcome(odds, "saved"), 0));
        QVERIFY(near(outcome(odds, "destroyed"), 0.05));
        // Damage 1-2 with a critical: one critical and one miss, 2(.1)(.7).
        QVERIFY(near(outcome(odds, "critical"), 0.14));
        // Damage 1-2 without a critical: one hit (.28), or two plain hits (.04).
        QVERIFY(near(outcome(odds, "hit"), 0.32));
        double sum = 0;
        for (const combat::OutcomeOdds &o : odds.outcomes)
            sum += o.probability;
        QVERIFY(near(sum, 1));
        QVERIFY(!odds.steps.isEmpty());
        // The options by their names (BillionSunsOptions.cpp), never their ids.
        const QString assumptions = odds.assumptions.join(QLatin1Char('\n'));
        QVERIFY2(assumptions.contains(QStringLiteral("Critical hit face: 1")),
                 qPrintable(assumptions));
        QVERIFY(assumptions.contains(QStringLiteral("Dud face: ")));
        QVERIFY(!assumptions.contains(QStringLiteral("criticalFace")));
        QVERIFY(!assumptions.contains(QStringLiteral("dudFace")));

        // Engage (orders; step 1): a miss or dud is re-rolled once, so no die hits with .7² each.
        combat::AttackSetup engaged = setup(*a, 0, 0, *b, 0, 6);
        engaged.modifiers[QStringLiteral("engage")] = 1;
        const combat::AttackOdds reroll = m_rules->odds(engaged);
        QVERIFY(near(outcome(reroll, "miss"), 0.49 * 0.49));
        // Per die: hit .2 + .7(.2) = .34, critical .1 + .7(.1) = .17: 2(.34 + 2(.17)) hits.
        QVERIFY(near(reroll.damage.mean(), 2 * (0.34 + 0.34)));
    }

    // The steps follow the quick reference's numbering ("ATTACKING" 1-10: the explosion check
    // is step 9, removing destroyed ships step 10) and cite rules options by their names, never
    // their ids. A Lance against a Frigate (a ship of mass 2, so it can explode).
    void stepsInOrderWithOptionNames()
    {
        const auto a = fleet(roster(
            {{"lance", "L"}},
            Json::array({customClass("lance", 5, 1, 4, 1, weapon("Lance", 0, 12, 2, 10, 1))})));
        const auto b = fleet(roster({{"frigate", "F"}}));
        QVERIFY(a && b);
        const combat::AttackOdds odds = m_rules->odds(setup(*a, 0, 0, *b, 0, 6));
        QVERIFY2(odds.error.isEmpty(), qPrintable(odds.error));
        const QRegularExpression number(QStringLiteral("^Steps? (\\d+)"));
        std::vector<int> numbers;
        for (const QString &step : odds.steps) {
            const QRegularExpressionMatch m = number.match(step);
            if (m.hasMatch())
                numbers.push_back(m.captured(1).toInt());
        }
        const std::vector<int> expected{1, 2, 3, 4, 5, 7, 9, 10}; // 5-6 and 7-8 share a line
        QCOMPARE(numbers, expected);
        const QString text = odds.steps.join(QLatin1Char('\n'));
        for (const char *id : {"dudFace", "criticalFace", "saveDie", "destroyedAt", "explosionDie"})
            QVERIFY2(!text.contains(QLatin1String(id)), id);
        for (const char *name :
             {"rules option “Dud face”", "rules option “Critical hit face”",
              "rules option “Saving throw die”", "rules option “Explosion check die”",
              "rules option “Ship destroyed at”"})
            QVERIFY2(text.contains(QString::fromUtf8(name)), name);
    }

    // The same two D10 against a Frigate (Silhouette 6, Shields 4; ship table). Per die: 1 is a
    // critical, 2-6 hits, 7-10 miss. Saves (steps 5-6): one D6 each (saveDie 6), 4 or less cancels,
    // so a hit gets through with 1/3. Per die P(no damage) = .4 + .5(2/3) + .1(2/3)² = 7/9, so
    // P(damage 0) = 49/81; E[damage] = 2 (.5 + 2(.1)) / 3 = 7/15. No die hits with .4² = .16.
    void shieldsSave()
    {
        const auto a = fleet(roster(
            {{"lance", "L"}},
            Json::array({customClass("lance", 5, 1, 4, 1, weapon("Lance", 0, 12, 2, 10, 1))})));
        const auto b = fleet(roster({{"frigate", "F"}}));
        QVERIFY(a && b);
        const combat::AttackOdds odds = m_rules->odds(setup(*a, 0, 0, *b, 0, 6));
        QVERIFY2(odds.error.isEmpty(), qPrintable(odds.error));
        QVERIFY(near(odds.damage.at(0), 49.0 / 81));
        QVERIFY(near(odds.damage.mean(), 7.0 / 15));
        QVERIFY(near(outcome(odds, "miss"), 0.16));
        QVERIFY(near(outcome(odds, "saved"), 49.0 / 81 - 0.16));
        QVERIFY(near(outcome(odds, "destroyed"), 0)); // 4 hits at most, 6 tokens needed

        // saveDie 8: a save of 4 or less on a D8 cancels with 1/2. Per die P(no damage) =
        // .4 + .5(1/2) + .1(1/4) = .675.
        const auto d8 = fleet(roster({{"frigate", "F"}}, Json::array(), Json{{"saveDie", 8}}));
        const combat::AttackOdds odds8 = m_rules->odds(setup(*a, 0, 0, *d8, 0, 6));
        QVERIFY(near(odds8.damage.at(0), 0.675 * 0.675));

        // Power To Shields (tactical: +1 Shields per CMD token, up to the Frigate's m = 2): Shields
        // 6 on a D6 saves everything.
        combat::AttackSetup shielded = setup(*a, 0, 0, *b, 0, 6);
        shielded.modifiers[QStringLiteral("powerToShields")] = 5;
        QVERIFY(near(m_rules->odds(shielded).damage.at(0), 1));
        shielded.modifiers[QStringLiteral("powerToShields")] = 1; // Shields 5: 1 in 6 through
        QVERIFY(near(m_rules->odds(shielded).damage.mean(), 2 * 0.7 / 6));
    }

    // The dud face and the critical face are rules options and change the odds. Gunship Blasters
    // (2D6) against a Frigate (Silhouette 6): every face hits, but a 6 is a dud (dudFace highest),
    // so no die hits with (1/6)²; with dudFace none, every die hits.
    void optionsChangeTheOdds()
    {
        const auto gunships = fleet(roster({{"gunship", "G"}}));
        const auto frigates = fleet(roster({{"frigate", "F"}}));
        QVERIFY(gunships && frigates);
        const combat::AttackOdds odds = m_rules->odds(setup(*gunships, 0, 0, *frigates, 0, 3));
        QVERIFY2(odds.error.isEmpty(), qPrintable(odds.error));
        QVERIFY(near(outcome(odds, "miss"), 1.0 / 36));

        const auto noDuds
            = fleet(roster({{"gunship", "G"}}, Json::array(), Json{{"dudFace", "none"}}));
        const combat::AttackOdds all = m_rules->odds(setup(*noDuds, 0, 0, *frigates, 0, 3));
        QVERIFY(near(outcome(all, "miss"), 0));
        // Per die: critical 1/6 (two hits), hit 5/6; saves through with 2/6 (Shields 4).
        QVERIFY(near(all.damage.mean(), 2 * (5.0 / 6 + 2.0 / 6) * 2 / 6));

        // criticalFace 2: per die the critical chance is 2/6 and a plain hit 3/6 (6 a dud).
        const auto crits
            = fleet(roster({{"gunship", "G"}}, Json::array(), Json{{"criticalFace", 2}}));
        const combat::AttackOdds twos = m_rules->odds(setup(*crits, 0, 0, *frigates, 0, 3));
        QVERIFY(near(twos.damage.mean(), 2 * (3.0 / 6 + 2 * 2.0 / 6) * 2 / 6));
        QVERIFY(!near(twos.damage.mean(), odds.damage.mean(), 1e-6));
    }

    // Power To Weapon Systems (tactical): -1 per CMD token on every die, to a minimum of 1, up to
    // m tokens. Frigate Light Railguns (2D8, Dmg 2, 9"-18") against a Corvette (Silhouette 5,
    // Shields 2). Without: 1 critical, 2-5 hits, 6-8 miss; with one token: 1-2 critical, 3-6
    // hits, 7-8 miss.
    void powerToWeapons()
    {
        const auto frigates = fleet(roster({{"frigate", "F"}}));
        const auto corvettes = fleet(roster({{"corvette", "C"}}));
        QVERIFY(frigates && corvettes);
        combat::AttackSetup s = setup(*frigates, 0, 0, *corvettes, 0, 12);
        const combat::AttackOdds plain = m_rules->odds(s);
        QVERIFY(near(outcome(plain, "miss"), 9.0 / 64));
        // 2 dice x (4/8 + 2(1/8)) hits x 4/6 through (a save of 1-2 on a D6 cancels) x Dmg 2.
        QVERIFY(near(plain.damage.mean(), 2 * (6.0 / 8) * (4.0 / 6) * 2));
        s.modifiers[QStringLiteral("powerToWeapons")] = 1;
        const combat::AttackOdds powered = m_rules->odds(s);
        QVERIFY(near(outcome(powered, "miss"), 1.0 / 16));
        QVERIFY(near(powered.damage.mean(), 2 * (8.0 / 8) * (4.0 / 6) * 2));
        // The Frigate has m = 2: five tokens count as two (1-3 critical, 4-7 hits, 8 a miss).
        s.modifiers[QStringLiteral("powerToWeapons")] = 5;
        const combat::AttackOdds capped = m_rules->odds(s);
        QVERIFY(near(capped.damage.mean(), 2 * (4.0 / 8 + 2 * 3.0 / 8) * (4.0 / 6) * 2));
    }

    // Destroyed at damage tokens >= Silhouette (DEFAULT, option destroyedAt). A Fighter Wing
    // (Silhouette 3) with 2 tokens already is destroyed by any damage: P = 1 - .49 for the two
    // D10 above. With aboveSilhouette it needs 4 tokens, 2 more: P(damage >= 2) = .23.
    void destroyedAtSilhouette()
    {
        const Json lance
            = Json::array({customClass("lance", 5, 1, 4, 1, weapon("Lance", 0, 12, 2, 10, 1))});
        const auto a = fleet(roster({{"lance", "L"}}, lance));
        const auto b = fleet(roster({{"fighterWing", "F"}}));
        const auto above = fleet(roster({{"fighterWing", "F"}}, Json::array(),
                                        Json{{"destroyedAt", "aboveSilhouette"}}));
        QVERIFY(a && b && above);
        combat::AttackSetup s = setup(*a, 0, 0, *b, 0, 6);
        s.modifiers[QStringLiteral("targetDamage")] = 2;
        QVERIFY(near(outcome(m_rules->odds(s), "destroyed"), 0.51));
        s.targetFleet = above.get();
        QVERIFY(near(outcome(m_rules->odds(s), "destroyed"), 0.23));
        s.targetFleet = b.get();
        s.modifiers[QStringLiteral("targetDamage")] = 3; // already destroyed
        QVERIFY(!m_rules->odds(s).error.isEmpty());
    }

    // Range bands and the Mining Laser (ship table, †: stationary objects only).
    void rangesAndObjects()
    {
        const auto helix = example();
        const auto miners = fleet(roster({{"mediumUtilityShip", "M"}}));
        QVERIFY(helix && miners);
        // Light Railguns reach 9"-18".
        QVERIFY(!m_rules->odds(setup(*helix, 0, 0, *helix, 0, 8)).error.isEmpty());
        QVERIFY(m_rules->odds(setup(*helix, 0, 0, *helix, 0, 18)).error.isEmpty());
        QVERIFY(!m_rules->odds(setup(*helix, 0, 0, *helix, 0, 19)).error.isEmpty());
        // Mining Laser against a ship: refused; against an asteroid (objects table: Silhouette 9,
        // Shields 0, no move): 2D12, 1-9 hit (1 critical), 10-12 miss; no hit with (3/12)².
        QVERIFY(!m_rules->odds(setup(*miners, 0, 0, *helix, 0, 1)).error.isEmpty());
        combat::AttackSetup rock = setup(*miners, 0, 0, *helix, -1, 1);
        rock.targetKind = QStringLiteral("asteroid");
        const combat::AttackOdds odds = m_rules->odds(rock);
        QVERIFY2(odds.error.isEmpty(), qPrintable(odds.error));
        QVERIFY(near(outcome(odds, "miss"), 1.0 / 16));
        // Dmg 5 per hit: 2 x (8/12 + 2/12) x 5.
        QVERIFY(near(odds.damage.mean(), 2 * (10.0 / 12) * 5));
        // A civilian ship moves (8"), so the Mining Laser may not target it.
        rock.targetKind = QStringLiteral("civilianShip");
        QVERIFY(!m_rules->odds(rock).error.isEmpty());
        // A Facility at scale 3: Silhouette S = 3, Shields S/2 = 2 (rounded up). Gunship Blasters
        // 2D6: 1 critical, 2-3 hit; a hit gets through a D6 save of 1-2 with 4/6.
        const auto gunships = fleet(roster({{"gunship", "G"}}));
        combat::AttackSetup facility = setup(*gunships, 0, 0, *gunships, -1, 3);
        facility.targetKind = QStringLiteral("facility");
        QVERIFY(near(m_rules->odds(facility).damage.mean(), 2 * (2.0 / 6 + 2.0 / 6) * (4.0 / 6)));
    }

    // Many seeded roll() calls agree with the exact odds within 4 standard errors: the mean
    // damage and P(at least one hit), with Engage, Power To Weapon Systems and shields in play.
    void rollsMatchTheOdds()
    {
        const auto frigates = fleet(roster({{"frigate", "F"}}));
        const auto corvettes = fleet(roster({{"corvette", "C"}}));
        QVERIFY(frigates && corvettes);
        combat::AttackSetup s = setup(*frigates, 0, 0, *corvettes, 0, 12);
        s.modifiers[QStringLiteral("engage")] = 1;
        s.modifiers[QStringLiteral("powerToWeapons")] = 1;
        s.modifiers[QStringLiteral("targetDamage")] = 2;
        const combat::AttackOdds odds = m_rules->odds(s);
        const int n = 100000;
        dice::Rng rng(2024);
        double sum = 0;
        int anyHit = 0, destroyed = 0;
        for (int i = 0; i < n; ++i) {
            const combat::AttackRoll r = m_rules->roll(s, rng);
            QVERIFY(r.error.isEmpty());
            sum += r.damage;
            anyHit += r.outcome != QLatin1String("miss") ? 1 : 0;
            destroyed += r.outcome == QLatin1String("destroyed") ? 1 : 0;
        }
        const double sigma = std::sqrt(odds.damage.variance() / n);
        QVERIFY2(std::abs(sum / n - odds.damage.mean()) < 4 * sigma,
                 qPrintable(QStringLiteral("%1 vs %2").arg(sum / n).arg(odds.damage.mean())));
        QVERIFY(within4Sigma(double(anyHit) / n, 1 - outcome(odds, "miss"), n));
        QVERIFY(within4Sigma(double(destroyed) / n, outcome(odds, "destroyed"), n));

        // The log shows every die: one line per attack die.
        dice::Rng one(5);
        const combat::AttackRoll r = m_rules->roll(s, one);
        int dieLines = 0;
        for (const QString &line : r.log)
            dieLines += line.startsWith(QStringLiteral("Die ")) ? 1 : 0;
        QCOMPARE(dieLines, 2);

        // The prepared attack (the fast path without a log) rolls the same damage from the same
        // dice, and refuses what roll() refuses.
        const auto prepared = m_rules->prepareAttack(s);
        QVERIFY2(prepared, qPrintable(prepared.error()));
        QVERIFY(prepared.value());
        for (std::uint64_t seed = 0; seed < 200; ++seed) {
            dice::Rng a(seed), b(seed);
            QCOMPARE(prepared.value()->roll(a), m_rules->roll(s, b).damage);
        }
        combat::AttackSetup outOfRange = s;
        outOfRange.range = 1000;
        QVERIFY(!m_rules->roll(outOfRange, rng).error.isEmpty());
        const auto refused = m_rules->prepareAttack(outOfRange);
        QVERIFY(!refused);
        QCOMPARE(refused.error(), m_rules->roll(outOfRange, rng).error);
    }

    // Trial battle, destruction at tokens >= Silhouette. A Bomber Wing's Torpedoes (D10, Dmg 3,
    // 6"-12") against a hulk with Silhouette 3, Shields 0 and no weapons, one round at 6". Every
    // battlegroup is under Engage (docs/combat.md): a die hits on 1-3 with .3 + .7(.3) = .51,
    // is a critical (two hits) with .1 + .7(.1) = .17. One hit deals 3 tokens: destroyed with .51.
    // With destroyedAt aboveSilhouette it takes 4 tokens: only a critical, .17.
    void battleDestruction()
    {
        const auto bomber = fleet(roster({{"bomberWing", "W"}}));
        const Json hulk = Json::array({customClass("hulk", 4, 0, 3, 0, nullptr)});
        const auto hulks = fleet(roster({{"hulk", "H"}}, hulk));
        const auto sturdy
            = fleet(roster({{"hulk", "H"}}, hulk, Json{{"destroyedAt", "aboveSilhouette"}}));
        QVERIFY(bomber && hulks && sturdy);
        const int n = 20000;
        const auto r = battle(*bomber, *hulks, 6, n);
        QVERIFY2(within4Sigma(1 - r.survival(1, 0), 0.51, n),
                 qPrintable(QString::number(r.survival(1, 0))));
        // The winner has the destroyed enemy's cost (4 credits) as victory points.
        QVERIFY(within4Sigma(r.win(0).p, 0.51, n));
        QVERIFY(std::abs(r.meanVp(0) - 4 * (1 - r.survival(1, 0))) < 1e-9);
        QCOMPARE(r.survival(0, 0), 1.0);
        const auto s = battle(*bomber, *sturdy, 6, n);
        QVERIFY(within4Sigma(1 - s.survival(1, 0), 0.17, n));
    }

    // Explosions and shared damage. Side B: two hulks of mass 3, Silhouette 3, in one
    // battlegroup. Side A: one gun, D6 Dmg 3. Per die with Engage: critical 1/6 + 1/2(1/6) = 1/4,
    // hit 2/6 + 1/2(2/6) = 1/2. A critical deals 6 tokens: 3 destroy the first hulk, the other 3
    // go on the second (step 8: damage goes to the battlegroup). A hit destroys the first; it
    // explodes on a D6 of 3 or less (1/2) with 3D6 attacks on its battlegroup: per die 1
    // critical (2 hits), 2-3 hit, so P(3 hits or more) = 1 - 1/8 - 1/4 - 7/24 = 1/3.
    // P(second destroyed) = 1/4 + 1/2 x 1/2 x 1/3 = 1/3. The enemy at 6" is beyond m = 3".
    // With explosionDie 3 every check explodes: 1/4 + 1/2 x 1/3 = 5/12.
    void battleExplosions()
    {
        const auto gun = fleet(
            roster({{"gun", "G"}},
                   Json::array({customClass("gun", 5, 1, 4, 0, weapon("Gun", 0, 12, 1, 6, 3))})));
        const Json powder = Json::array({customClass("powder", 6, 3, 3, 0, nullptr)});
        const auto pair = fleet(roster({{"powder", "P"}, {"powder", "P"}}, powder));
        const auto sure
            = fleet(roster({{"powder", "P"}, {"powder", "P"}}, powder, Json{{"explosionDie", 3}}));
        QVERIFY(gun && pair && sure);
        const int n = 30000;
        const auto r = battle(*gun, *pair, 6, n);
        QVERIFY(within4Sigma(1 - r.survival(1, 0), 0.75, n));
        QVERIFY2(within4Sigma(1 - r.survival(1, 1), 1.0 / 3, n),
                 qPrintable(QString::number(1 - r.survival(1, 1))));
        const auto s = battle(*gun, *sure, 6, n);
        QVERIFY(within4Sigma(1 - s.survival(1, 1), 5.0 / 12, n));
    }

    // The attack tally of the benchmark: one gun ship with one primary weapon against two ships
    // without weapons fights one round, so it makes exactly one primary attack a battle; every
    // explosion attack is one "The explosion hits" line of the log.
    void attackTallyCountsEveryAttack()
    {
        const auto gun = fleet(
            roster({{"gun", "G"}},
                   Json::array({customClass("gun", 5, 1, 4, 0, weapon("Gun", 0, 12, 1, 6, 3))})));
        const auto pair = fleet(roster({{"powder", "P"}, {"powder", "P"}},
                                       Json::array({customClass("powder", 6, 3, 3, 0, nullptr)}),
                                       Json{{"explosionDie", 3}}));
        QVERIFY(gun && pair);
        combat::BattleSettings settings = m_rules->defaultBattleSettings();
        settings.startRange = 6;
        settings.closingRate = 0;
        settings.turnLimit = 1;
        const auto prepared = m_rules->prepareBattle(*gun, *pair, settings);
        QVERIFY2(prepared, qPrintable(prepared.error()));
        const QStringList kinds = prepared.value()->attackKinds();
        QCOMPARE(kinds, (QStringList{QStringLiteral("primary"), QStringLiteral("auxiliary"),
                                     QStringLiteral("explosion")}));
        combat::AttackTally tally;
        tally.attacks.assign(3, 0);
        const auto runner = prepared.value()->runner();
        runner->setTally(&tally);
        qsizetype blasts = 0;
        const int battles = 200;
        for (int i = 0; i < battles; ++i) {
            combat::TrialResult trial;
            QStringList log;
            runner->run(std::uint64_t(i), trial, &log);
            blasts += log.filter(QStringLiteral("The explosion hits")).size();
        }
        QCOMPARE(tally.attacks[0], std::int64_t(battles));
        QCOMPARE(tally.attacks[1], std::int64_t(0));
        QCOMPARE(tally.attacks[2], std::int64_t(blasts));
        QVERIFY(blasts > 0);
        // Without a tally nothing is counted.
        runner->setTally(nullptr);
        combat::TrialResult trial;
        runner->run(1, trial, nullptr);
        QCOMPARE(tally.attacks[0], std::int64_t(battles));
    }

    // The same seed replays the same battle, log and all.
    void replay()
    {
        const auto helix = example();
        const auto other = fleet(roster({{"destroyer", "D"},
                                         {"destroyer", "D"},
                                         {"cruiser", "C"},
                                         {"fighterWing", "W"},
                                         {"gunship", "G"},
                                         {"gunship", "G"}}));
        QVERIFY(helix && other);
        const auto result
            = m_rules->prepareBattle(*helix, *other, m_rules->defaultBattleSettings());
        QVERIFY2(result, qPrintable(result.error()));
        const auto &prepared = result.value();
        QVERIFY(!prepared->assumptions().isEmpty());
        QCOMPARE(prepared->points(1), 12 + 12 + 30 + 2 + 3 + 3); // ship table costs
        auto runnerA = prepared->runner();
        auto runnerB = prepared->runner();
        combat::TrialResult ra, rb, rc;
        QStringList logA, logB, logC;
        runnerA->run(123, ra, &logA);
        runnerA->run(9, rc, &logC); // a runner's scratch state does not leak into the next run
        runnerB->run(123, rb, &logB);
        QCOMPARE(logA, logB);
        QVERIFY(logA.size() > 5);
        QVERIFY(logA != logC);
        QCOMPARE(ra.winner, rb.winner);
        QCOMPARE(ra.vp[0], rb.vp[0]);
        QCOMPARE(ra.vp[1], rb.vp[1]);
        QCOMPARE(ra.survived[0], rb.survived[0]);
        // Without a log, the same result.
        combat::TrialResult quiet;
        runnerA->run(123, quiet, nullptr);
        QCOMPARE(quiet.turns, ra.turns);
        QCOMPARE(quiet.damageDealt[0], ra.damageDealt[0]);
        QCOMPARE(quiet.survived[1], ra.survived[1]);
    }

    void threadCountDoesNotMatter()
    {
        const auto helix = example();
        const auto other = fleet(roster({{"destroyer", "D"},
                                         {"frigate", "F"},
                                         {"frigate", "F"},
                                         {"bomberWing", "W"},
                                         {"corvette", "C"}}));
        QVERIFY(helix && other);
        combat::BattleSettings settings = m_rules->defaultBattleSettings();
        settings.policy = combat::TargetPolicy::Spread;
        const auto result = m_rules->prepareBattle(*helix, *other, settings);
        QVERIFY2(result, qPrintable(result.error()));
        const auto &prepared = result.value();
        combat::MonteCarloSettings mc;
        mc.runs = 3000;
        mc.seed = 11;
        std::vector<combat::MonteCarloResult> results;
        for (int threads : {1, 2, 4}) {
            mc.threads = threads;
            results.push_back(combat::runMonteCarlo(*prepared, mc));
        }
        for (std::size_t k = 1; k < results.size(); ++k) {
            QCOMPARE(results[k].wins[0], results[0].wins[0]);
            QCOMPARE(results[k].wins[1], results[0].wins[1]);
            QCOMPARE(results[k].vpSum[0], results[0].vpSum[0]);
            QCOMPARE(results[k].damageSum[1], results[0].damageSum[1]);
            QCOMPARE(results[k].survived[0], results[0].survived[0]);
            QVERIFY(results[k].winners == results[0].winners);
            QVERIFY(results[k].margins == results[0].margins);
        }
        QVERIFY(results[0].damageSum[0] > 0 && results[0].damageSum[1] > 0);
    }

    // Identical fleets: the initiative roll-off is the only asymmetry, and it is fair, so each
    // side wins as often as the other within the difference's 4-sigma band.
    void identicalFleetsAreSymmetric_data()
    {
        QTest::addColumn<int>("policy");
        QTest::newRow("focus") << int(combat::TargetPolicy::Focus);
        QTest::newRow("spread") << int(combat::TargetPolicy::Spread);
        QTest::newRow("biggest threat") << int(combat::TargetPolicy::BiggestThreat);
    }
    void identicalFleetsAreSymmetric()
    {
        QFETCH(int, policy);
        const auto a = example();
        const auto b = example();
        QVERIFY(a && b);
        combat::BattleSettings settings = m_rules->defaultBattleSettings();
        settings.policy = combat::TargetPolicy(policy);
        const auto result = m_rules->prepareBattle(*a, *b, settings);
        QVERIFY2(result, qPrintable(result.error()));
        const auto &prepared = result.value();
        combat::MonteCarloSettings mc;
        mc.runs = 6000;
        mc.seed = 3;
        const auto r = combat::runMonteCarlo(*prepared, mc);
        const double p0 = r.win(0).p, p1 = r.win(1).p;
        const double sd = std::sqrt((p0 + p1 - (p0 - p1) * (p0 - p1)) / r.runs);
        QVERIFY2(std::abs(p0 - p1) < 4 * sd,
                 qPrintable(QStringLiteral("%1 against %2").arg(p0).arg(p1)));
        QVERIFY(r.wins[0] + r.wins[1] > 0);
    }

    void battleErrors()
    {
        const auto helix = example();
        const auto empty = fleet(roster({}));
        QVERIFY(helix && empty);
        const auto noShips
            = m_rules->prepareBattle(*helix, *empty, m_rules->defaultBattleSettings());
        QVERIFY(!noShips);
        QVERIFY(!noShips.error().isEmpty());
        combat::BattleSettings none = m_rules->defaultBattleSettings();
        none.turnLimit = 0;
        const auto noRounds = m_rules->prepareBattle(*helix, *helix, none);
        QVERIFY(!noRounds);
        QVERIFY(!noRounds.error().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestCombatBillionSuns)
#include "tst_combat_billionsuns.moc"
