// EasyStar combat: single attacks against odds worked out by hand from the rules (EasyStar rev.
// 10/04/2004, RULES.md §1.3, §1.4, §1.7, §1.9), Monte Carlo rolls against the exact odds, and
// trial battles (replay from a seed, thread-count independence, symmetry, Leviathan repair,
// victory points). Expected numbers are typed from the rules, never taken from the code.

#include "TestSupport.h"

#include <model/combat/MonteCarlo.h>
#include <model/systems/easystar/EasyStarSystem.h>

#include <QRegularExpression>
#include <QTest>

#include <cmath>

using namespace fw;
using model::Json;
using model::combat::AttackOdds;
using model::combat::AttackSetup;

namespace {

constexpr double Eps = 1e-12;

Json weapon(const char *type, const char *mount, int range = 1, int damage = 1)
{
    return Json{{"type", type}, {"mount", mount}, {"range", range}, {"damage", damage}};
}

Json ship(const char *name, const char *cls, Json weapons, std::vector<const char *> aux = {})
{
    Json a = Json::array();
    for (const char *id : aux)
        a.push_back(id);
    return Json{{"name", name},       {"class", cls},
                {"flagship", false},  {"speedTraded", 0},
                {"engine", false},    {"gunMount", false},
                {"weapons", weapons}, {"auxiliaries", a},
                {"fighterBays", 0},   {"fighters", Json{{"interceptor", 0}, {"attack", 0}}}};
}

Json fleet(const char *name, Json ships, bool leviathans = false)
{
    return Json{{"format", "fleetwright-fleet"},
                {"formatVersion", 1},
                {"system", "easystar"},
                {"name", name},
                {"budget", 500},
                {"options", Json{{"leviathansAllowed", leviathans}}},
                {"damageControl", 0},
                {"ships", ships}};
}

double outcome(const AttackOdds &odds, const char *id)
{
    for (const auto &o : odds.outcomes) {
        if (o.id == QLatin1String(id))
            return o.probability;
    }
    return -1; // not listed
}

} // namespace

class TestCombatEasyStar : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<test::Registries> m_registries;
    const model::combat::CombatRules *m_combat = nullptr;

    std::unique_ptr<model::Fleet> load(const Json &json)
    {
        return test::parseFleet(*m_registries, json);
    }
    std::unique_ptr<model::Fleet> example(const char *file)
    {
        return test::parseFleet(
            *m_registries, test::readFile(test::sourcePath(
                               QStringLiteral("resources/examples/%1").arg(QLatin1String(file)))));
    }
    static AttackSetup setup(const model::Fleet &attacker, int ship, int weapon,
                             const model::Fleet &target, int targetShip, int range = 1)
    {
        AttackSetup s;
        s.attackerFleet = &attacker;
        s.attacker = ship;
        s.weapon = weapon;
        s.targetFleet = &target;
        s.target = targetShip;
        s.range = range;
        return s;
    }
    std::unique_ptr<model::combat::Battle> battle(const model::Fleet &a, const model::Fleet &b,
                                                  const model::combat::BattleSettings *settings
                                                  = nullptr)
    {
        auto prepared = m_combat->prepareBattle(
            a, b, settings ? *settings : m_combat->defaultBattleSettings());
        if (!prepared) {
            QTest::qFail(qPrintable(prepared.error()), __FILE__, __LINE__);
            return nullptr;
        }
        return std::move(prepared).value();
    }
    AttackOdds odds(const AttackSetup &s)
    {
        AttackOdds o = m_combat->odds(s);
        if (!o.error.isEmpty())
            QTest::qFail(qPrintable(o.error), __FILE__, __LINE__);
        return o;
    }
    // Every odds table is a distribution: outcomes and damage each sum to 1.
    static void checkTotals(const AttackOdds &o)
    {
        double sum = 0;
        for (const auto &x : o.outcomes)
            sum += x.probability;
        QVERIFY(std::abs(sum - 1) < 1e-9);
        QVERIFY(std::abs(o.damage.total() - 1) < 1e-9);
    }

private Q_SLOTS:
    void initTestCase()
    {
        test::installEnglish();
        m_registries = test::makeRegistries();
        QVERIFY(m_registries);
        const model::GameSystem *system = m_registries->systems.find(QStringLiteral("easystar"));
        QVERIFY(system);
        m_combat = system->combat();
        QVERIFY(m_combat);
    }

    void weaponsAndTargets()
    {
        auto samples = example("sample-destroyers.fleet.json");
        QVERIFY(samples);
        // "Little of Everything": missile, torpedo, point defense (EasyStar Appendix A).
        QCOMPARE(m_combat->weapons(*samples, 0).size(), std::size_t(3));
        // The carrier: its beam, then its interceptors' beam and its attack craft's missile
        // (EasyStar §V.E).
        const auto carrier = m_combat->weapons(*samples, 3);
        QCOMPARE(carrier.size(), std::size_t(3));
        QCOMPARE(carrier[1].id, QStringLiteral("interceptor"));
        QCOMPARE(carrier[2].id, QStringLiteral("attack"));
        QCOMPARE(m_combat->targetKinds().size(), std::size_t(3));
        QCOMPARE(m_combat->rangeUnit(), QStringLiteral("hexes"));
    }

    // EasyStar §IX.B, §V.D: a beam hits ships on 3+; ECM makes the attacker subtract 1, so it
    // needs a 4: P(hit) = 3/6. On an unmodified 6 the target (a destroyer with 4 damage left)
    // rolls a critical; row 6 (default: 1 extra damage) makes it 2 damage.
    void beamAgainstEcm()
    {
        auto a = load(fleet(
            "A", Json::array({ship("Gun", "destroyer", Json::array({weapon("beam", "axial")}))})));
        auto b
            = load(fleet("B", Json::array({ship("Jammer", "destroyer", Json::array(), {"ecm"})})));
        QVERIFY(a && b);
        const AttackOdds o = odds(setup(*a, 0, 0, *b, 0));
        checkTotals(o);
        QVERIFY(std::abs(outcome(o, "miss") - 3.0 / 6) < Eps);
        QVERIFY(std::abs(outcome(o, "hit") - 2.0 / 6) < Eps);
        QVERIFY(std::abs(outcome(o, "critical") - 1.0 / 6) < Eps);
        QVERIFY(std::abs(o.damage.at(0) - 18.0 / 36) < Eps);
        QVERIFY(std::abs(o.damage.at(1) - 17.0 / 36) < Eps);
        QVERIFY(std::abs(o.damage.at(2) - 1.0 / 36) < Eps);
        QVERIFY(std::abs(o.damage.mean() - 19.0 / 36) < Eps);
        QVERIFY(!o.steps.isEmpty());
        QVERIFY(o.steps.join(QLatin1Char('\n')).contains(QStringLiteral("ECM pod on Jammer")));
        // Critical rows 3-6 are options the odds depend on (EasyStar §IX.C, RULES.md §1.7).
        QCOMPARE(o.assumptions.size(), 4);
    }

    // EasyStar §V.D: a targeting pod adds 1; against an ECM pod the two cancel.
    void targetingPodAndEcmCancel()
    {
        auto a = load(fleet(
            "A", Json::array({ship("Aimer", "destroyer", Json::array({weapon("beam", "axial")}),
                                   {"targetingPod"})})));
        auto b = load(fleet("B", Json::array({ship("Jammer", "destroyer", Json::array(), {"ecm"}),
                                              ship("Plain", "destroyer", Json::array())})));
        QVERIFY(a && b);
        const AttackOdds cancel = odds(setup(*a, 0, 0, *b, 0));
        QVERIFY(std::abs(outcome(cancel, "miss") - 2.0 / 6) < Eps); // 3+ unmodified
        const AttackOdds aimed = odds(setup(*a, 0, 0, *b, 1));
        QVERIFY(std::abs(outcome(aimed, "miss") - 1.0 / 6) < Eps); // 2+
        // Only the unmodified 6 is a critical: a 5 made 6 by the pod is not (EasyStar §IX.C).
        QVERIFY(std::abs(outcome(aimed, "critical") - 1.0 / 6) < Eps);
        QVERIFY(std::abs(outcome(aimed, "hit") - 4.0 / 6) < Eps);
    }

    // EasyStar §IX.A: point defense on the target fires before the missile's roll, 5+ each; a
    // hit destroys the missile. The missile (damage 1 bought + 1, §V.C) then hits on 3+.
    void pointDefenseAgainstMissile()
    {
        auto a = load(fleet("A", Json::array({ship("Launcher", "destroyer",
                                                   Json::array({weapon("missile", "axial")}))})));
        auto b = load(fleet(
            "B", Json::array(
                     {ship("Guarded", "destroyer", Json::array({weapon("pointDefense", "dorsal")})),
                      ship("Aimed guard", "destroyer",
                           Json::array({weapon("pointDefense", "dorsal")}), {"targetingPod"})})));
        QVERIFY(a && b);
        AttackSetup s = setup(*a, 0, 0, *b, 0);
        // Without point defense firing: 3+ to hit, damage 2.
        AttackOdds o = odds(s);
        QVERIFY(std::abs(outcome(o, "miss") - 2.0 / 6) < Eps);
        QVERIFY(std::abs(o.damage.at(2) - (4.0 / 6 - 1.0 / 36)) < Eps);
        QCOMPARE(outcome(o, "pointDefense"), -1.0);

        s.modifiers[QStringLiteral("pointDefense")] = 1;
        o = odds(s);
        checkTotals(o);
        QVERIFY(std::abs(outcome(o, "pointDefense") - 2.0 / 6) < Eps);
        QVERIFY(std::abs(outcome(o, "miss") - 4.0 / 6 * 2.0 / 6) < Eps);
        QVERIFY(std::abs(outcome(o, "hit") - 4.0 / 6 * 3.0 / 6) < Eps);
        QVERIFY(std::abs(outcome(o, "critical") - 4.0 / 6 * 1.0 / 6) < Eps);
        // Asking for more turrets than the ship has fires the one it has.
        s.modifiers[QStringLiteral("pointDefense")] = 3;
        QVERIFY(std::abs(outcome(odds(s), "pointDefense") - 2.0 / 6) < Eps);

        // The defender's targeting pod helps its point defense: 4+ (EasyStar §V.D).
        s.target = 1;
        s.modifiers[QStringLiteral("pointDefense")] = 1;
        QVERIFY(std::abs(outcome(odds(s), "pointDefense") - 3.0 / 6) < Eps);
    }

    // Weapons Table: point defense hits missiles on 5+ and fighters on 4+, never ships.
    void pointDefenseTargets()
    {
        auto a = load(
            fleet("A", Json::array({ship("Guard", "destroyer",
                                         Json::array({weapon("pointDefense", "dorsal")}))})));
        QVERIFY(a);
        AttackSetup s = setup(*a, 0, 0, *a, 0);
        s.targetKind = QStringLiteral("missile");
        AttackOdds o = odds(s);
        QVERIFY(std::abs(outcome(o, "destroyed") - 2.0 / 6) < Eps);
        s.targetKind = QStringLiteral("fighter");
        o = odds(s);
        QVERIFY(std::abs(outcome(o, "destroyed") - 3.0 / 6) < Eps);
        s.targetKind = QStringLiteral("ship");
        QVERIFY(!m_combat->odds(s).error.isEmpty());
    }

    // EasyStar §V.D: the deflector takes 1 off every hit, frontal armour 1 off a hit through the
    // front; they add up, and damage never goes below 0. A hit they absorb is no critical.
    void deflectorAndArmour()
    {
        auto a = load(fleet(
            "A", Json::array(
                     {ship("Light", "destroyer", Json::array({weapon("beam", "axial")})),
                      ship("Heavy", "destroyer", Json::array({weapon("beam", "axial", 1, 3)}))})));
        auto b = load(fleet("B", Json::array({ship("Shielded", "destroyer", Json::array(),
                                                   {"deflectorShield", "frontalArmor"})})));
        QVERIFY(a && b);
        // Beam 1 against the deflector: every hit is negated, no damage, no critical.
        AttackOdds o = odds(setup(*a, 0, 0, *b, 0));
        checkTotals(o);
        QVERIFY(std::abs(outcome(o, "negated") - 4.0 / 6) < Eps);
        QVERIFY(std::abs(outcome(o, "critical")) < Eps);
        QVERIFY(std::abs(o.damage.at(0) - 1.0) < Eps);
        // Beam 3: 2 through the deflector; a front hit loses one more: 1.
        o = odds(setup(*a, 1, 0, *b, 0));
        QVERIFY(std::abs(o.damage.at(2) - (4.0 / 6 - 1.0 / 36)) < Eps);
        AttackSetup front = setup(*a, 1, 0, *b, 0);
        front.modifiers[QStringLiteral("frontHit")] = 1;
        o = odds(front);
        QVERIFY(std::abs(o.damage.at(1) - (4.0 / 6 - 1.0 / 36)) < Eps);
        QCOMPARE(o.damage.max(), 2); // 1, or 2 with a critical's extra point
        // Beam 1 on the front: 1 - 1 - 1 is still 0, not -1.
        front = setup(*a, 0, 0, *b, 0);
        front.modifiers[QStringLiteral("frontHit")] = 1;
        o = odds(front);
        QCOMPARE(o.damage.min(), 0);
        QCOMPARE(o.damage.max(), 0);
    }

    // EasyStar §V.C and Appendix A: the "One-Shot Missile" (bought damage 3, +1 for a missile)
    // "can blow up a destroyer with one shot": 4 damage on a 4-damage destroyer, 3+ to hit. It
    // leaves exactly 0, a wreck, so no critical (EasyStar §IX.C-D).
    void missileDestroysDestroyer()
    {
        auto samples = example("sample-destroyers.fleet.json");
        QVERIFY(samples);
        const AttackOdds o = odds(setup(*samples, 2, 0, *samples, 1, 3));
        checkTotals(o);
        QVERIFY(std::abs(outcome(o, "destroyed") - 4.0 / 6) < Eps);
        QVERIFY(std::abs(outcome(o, "critical")) < Eps);
        QVERIFY(std::abs(o.damage.at(4) - 4.0 / 6) < Eps);
        // Range 3 is its reach; 4 is out of range (EasyStar §V.A).
        QVERIFY(!m_combat->odds(setup(*samples, 2, 0, *samples, 1, 4)).error.isEmpty());
        // The same hex: a dorsal weapon may fire, at range 1; an axial one may not (§IX).
        QVERIFY(m_combat->odds(setup(*samples, 2, 0, *samples, 1, 0)).error.isEmpty());
        QVERIFY(!m_combat->odds(setup(*samples, 4, 0, *samples, 1, 0)).error.isEmpty());
    }

    // EasyStar §IX.C-D: no critical when the hit destroys the target. One damage left and a
    // 1-damage beam: every hit destroys it.
    void noCriticalOnTheKillingHit()
    {
        auto a = load(fleet(
            "A", Json::array({ship("Gun", "destroyer", Json::array({weapon("beam", "axial")}))})));
        QVERIFY(a);
        AttackSetup s = setup(*a, 0, 0, *a, 0);
        s.modifiers[QStringLiteral("damageTaken")] = 3;
        const AttackOdds o = odds(s);
        QVERIFY(std::abs(outcome(o, "destroyed") - 4.0 / 6) < Eps);
        QVERIFY(std::abs(outcome(o, "critical")) < Eps);
        QVERIFY(std::abs(outcome(o, "hit")) < Eps);
        // Two left: a 6 hits for 1 and rolls a critical; row 6 (1 extra damage) then destroys it.
        s.modifiers[QStringLiteral("damageTaken")] = 2;
        const AttackOdds two = odds(s);
        QVERIFY(std::abs(outcome(two, "destroyed") - 1.0 / 36) < Eps);
        QVERIFY(std::abs(outcome(two, "critical") - 5.0 / 36) < Eps);
    }

    // EasyStar §V.E: fighters fight with unimproved weapons of their own: the interceptor's beam
    // (3+ against ships, 1 damage), the attack craft's missile (3+, 1 + 1 damage, which point
    // defense can shoot down). The carrier's targeting pod is not theirs (§V.D: it helps "its
    // weapons").
    void fighterAttacks()
    {
        Json carrier = ship("Nest", "destroyer", Json::array(), {"targetingPod"});
        carrier["fighterBays"] = 1;
        carrier["fighters"] = Json{{"interceptor", 1}, {"attack", 1}};
        auto a = load(fleet("A", Json::array({carrier})));
        auto b = load(
            fleet("B", Json::array({ship("Guarded", "destroyer",
                                         Json::array({weapon("pointDefense", "dorsal")}))})));
        QVERIFY(a && b);
        AttackOdds o = odds(setup(*a, 0, 0, *b, 0)); // interceptor
        QVERIFY(std::abs(outcome(o, "miss") - 2.0 / 6) < Eps);
        QCOMPARE(o.damage.max(), 2);            // 1, or 2 with critical row 6
        AttackSetup s = setup(*a, 0, 1, *b, 0); // attack craft
        s.modifiers[QStringLiteral("pointDefense")] = 1;
        o = odds(s);
        QVERIFY(std::abs(outcome(o, "pointDefense") - 2.0 / 6) < Eps);
        QVERIFY(std::abs(o.damage.at(2) - 4.0 / 6 * (4.0 / 6 - 1.0 / 36)) < Eps);
        // An interceptor can attack fighters (4+); an attack craft cannot (Weapons Table).
        s.modifiers.clear();
        s.targetKind = QStringLiteral("fighter");
        QVERIFY(!m_combat->odds(s).error.isEmpty());
        s.weapon = 0;
        QVERIFY(std::abs(outcome(odds(s), "destroyed") - 3.0 / 6) < Eps);
    }

    // EasyStar §V.D, Displacer pod: after a hit the defender rolls a d6 and the attack misses if
    // it is at or above the attacker's unmodified roll. Beam 3+: the hit stands with
    // sum over r = 3..6 of (1/6)(r - 1)/6 = 14/36, and is displaced with 10/36.
    void displacer()
    {
        auto a = load(fleet(
            "A", Json::array({ship("Gun", "battleship", Json::array({weapon("beam", "axial")}))})));
        auto b = load(fleet(
            "B", Json::array({ship("Blinker", "battleship", Json::array(), {"displacerPod"})})));
        QVERIFY(a && b);
        AttackSetup s = setup(*a, 0, 0, *b, 0);
        AttackOdds o = odds(s);
        checkTotals(o);
        QVERIFY(std::abs(outcome(o, "displaced") - 10.0 / 36) < Eps);
        QVERIFY(std::abs(o.damage.atLeast(1) - 14.0 / 36) < Eps);
        // Critical: an unmodified 6 that stands (5/6 of the time): 1/6 * 5/6.
        QVERIFY(std::abs(outcome(o, "critical") - 5.0 / 36) < Eps);
        s.modifiers[QStringLiteral("displacer")] = 0;
        o = odds(s);
        QVERIFY(std::abs(o.damage.atLeast(1) - 4.0 / 6) < Eps);
        QCOMPARE(outcome(o, "displaced"), -1.0);
    }

    // Weapons Table: the torpedo bank fires three torpedoes (4+, 1 damage each) at the same
    // target. A battleship (12 damage) survives them all, so: P(no hit) = 1/8, and the mean is
    // 3 * (3/6 + 1/36), the 1/36 being a 6 with critical row 6's extra point.
    void torpedoBankSalvo()
    {
        auto a = load(fleet(
            "A", Json::array(
                     {ship("Bank", "cruiser", Json::array({weapon("torpedoBank", "ventral")}))})));
        auto b = load(fleet("B", Json::array({ship("Big", "battleship", Json::array())})));
        QVERIFY(a && b);
        const AttackOdds o = odds(setup(*a, 0, 0, *b, 0, 2));
        checkTotals(o);
        QVERIFY(std::abs(outcome(o, "miss") - 1.0 / 8) < Eps);
        QVERIFY(std::abs(o.damage.mean() - 3 * (3.0 / 6 + 1.0 / 36)) < Eps);
        QCOMPARE(o.damage.max(), 6);
    }

    // EasyStar §V.D, Power-up pod: +1 damage; beyond the mount's limit an unmodified 1 destroys
    // the weapon.
    void powerUp()
    {
        auto a = load(fleet("A", Json::array({ship("Pumped", "destroyer",
                                                   Json::array({weapon("beam", "axial"),
                                                                weapon("beam", "dorsal", 1, 3)}),
                                                   {"powerUpPod"})})));
        QVERIFY(a);
        AttackSetup s = setup(*a, 0, 0, *a, 0);
        s.modifiers[QStringLiteral("powerUpDamage")] = 1;
        AttackOdds o = odds(s);
        QCOMPARE(o.damage.min(), 0);
        QVERIFY(std::abs(o.damage.at(2) - (4.0 / 6 - 1.0 / 36)) < Eps);
        QCOMPARE(outcome(o, "overload"), -1.0);
        // The dorsal beam is at the dorsal limit of 3: a 1 overloads it.
        s.weapon = 1;
        o = odds(s);
        QVERIFY(std::abs(outcome(o, "overload") - 1.0 / 6) < Eps);
        QVERIFY(std::abs(outcome(o, "miss") - 1.0 / 6) < Eps);
        s.modifiers[QStringLiteral("powerUpRange")] = 1;
        QVERIFY(!m_combat->odds(s).error.isEmpty()); // range or damage, not both
    }

    // Every weapon of the examples against every ship: the odds are distributions, and the
    // seeded rolls agree with them (mean damage and P(hit) within 4 standard errors).
    void rollsMatchOdds_data()
    {
        QTest::addColumn<QString>("attackerFile");
        QTest::addColumn<int>("attacker");
        QTest::addColumn<int>("weapon");
        QTest::addColumn<QString>("targetFile");
        QTest::addColumn<int>("target");
        QTest::addColumn<int>("pointDefense");
        QTest::addColumn<int>("range");
        // Indomitable's 5/5 beam against Vigilant: ECM against targeting, a critical row 6.
        QTest::newRow("beam 5/5 vs cruiser")
            << "blue-500.fleet.json" << 0 << 0 << "yellow-250.fleet.json" << 0 << 0 << 3;
        // Vigilant's 3/3 beam against Indomitable: deflector, displacer, ECM vs targeting.
        QTest::newRow("beam vs displacer")
            << "yellow-250.fleet.json" << 0 << 0 << "blue-500.fleet.json" << 0 << 0 << 1;
        // Lance's missile against Indomitable's point defense.
        QTest::newRow("missile vs point defense")
            << "yellow-250.fleet.json" << 1 << 0 << "blue-500.fleet.json" << 0 << 1 << 1;
        // Indomitable's torpedo bank against Lance.
        QTest::newRow("torpedo bank")
            << "blue-500.fleet.json" << 0 << 3 << "yellow-250.fleet.json" << 1 << 0 << 2;
    }
    void rollsMatchOdds()
    {
        QFETCH(QString, attackerFile);
        QFETCH(int, attacker);
        QFETCH(int, weapon);
        QFETCH(QString, targetFile);
        QFETCH(int, target);
        QFETCH(int, pointDefense);
        QFETCH(int, range);
        auto a = example(attackerFile.toUtf8().constData());
        auto b = example(targetFile.toUtf8().constData());
        QVERIFY(a && b);
        AttackSetup s = setup(*a, attacker, weapon, *b, target, range);
        s.modifiers[QStringLiteral("pointDefense")] = pointDefense;
        const AttackOdds o = odds(s);
        checkTotals(o);
        const double mean = o.damage.mean();
        const double sd = std::sqrt(o.damage.variance());
        double pHit = 0; // any outcome that did damage
        for (const char *id : {"hit", "critical", "destroyed"})
            pHit += std::max(0.0, outcome(o, id));

        const int n = 40000;
        double sum = 0;
        int hits = 0;
        model::dice::Rng rng(20260101);
        for (int i = 0; i < n; ++i) {
            const auto r = m_combat->roll(s, rng);
            QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
            sum += r.damage;
            hits += r.outcome == QLatin1String("hit") || r.outcome == QLatin1String("critical")
                    || r.outcome == QLatin1String("destroyed");
        }
        const double meanError = std::abs(sum / n - mean);
        QVERIFY2(meanError < 4 * sd / std::sqrt(double(n)) + 1e-12,
                 qPrintable(QStringLiteral("mean %1 vs %2").arg(sum / n).arg(mean)));
        const double hitError = std::abs(double(hits) / n - pHit);
        QVERIFY2(hitError < 4 * std::sqrt(pHit * (1 - pHit) / n) + 1e-12,
                 qPrintable(QStringLiteral("P(hit) %1 vs %2").arg(double(hits) / n).arg(pHit)));

        // The prepared attack (no log) rolls the same damage from the same dice.
        const auto prepared = m_combat->prepareAttack(s);
        QVERIFY2(prepared, qPrintable(prepared.error()));
        QVERIFY(prepared.value());
        for (std::uint64_t seed = 0; seed < 500; ++seed) {
            model::dice::Rng x(seed), y(seed);
            QCOMPARE(prepared.value()->roll(x), m_combat->roll(s, y).damage);
        }
    }

    void rollLogExplains()
    {
        auto a = load(fleet(
            "A", Json::array({ship("Gun", "destroyer", Json::array({weapon("beam", "axial")}))})));
        QVERIFY(a);
        model::dice::Rng rng(5);
        const auto r = m_combat->roll(setup(*a, 0, 0, *a, 0), rng);
        QVERIFY(r.error.isEmpty());
        QVERIFY(!r.log.isEmpty());
        QVERIFY(r.log.first().startsWith(QStringLiteral("Beam turret rolls ")));
    }

    // ----- battles ------------------------------------------------------------------------

    void battleReplaysFromItsSeed()
    {
        auto blue = example("blue-500.fleet.json");
        auto yellow = example("yellow-250.fleet.json");
        QVERIFY(blue && yellow);
        const auto prepared = battle(*blue, *yellow);
        QVERIFY(prepared);
        QVERIFY(!prepared->assumptions().isEmpty());
        QCOMPARE(prepared->shipCount(0), 5);
        // Yellow: Vigilant CR 55 + beam 3/3 30 + torpedo r2 15 + ECM 10 (targeting pod free) = 110;
        // Lance DD 30 + missile 2/2 20 + PD 5 = 55; Harpoon 30 + 2 torpedoes 20 = 50; Kestrel
        // SC 10 + beam 10 = 20 (Ship Type Table, Weapons Table, EasyStar §V.A); and the fleet's one
        // damage-control counter, 10 BP (RULES.md §1.10 item 1): 245, what validate states.
        QCOMPARE(prepared->points(1), 110 + 55 + 50 + 20 + 10);
        const auto runner = prepared->runner();
        const auto other = prepared->runner();
        for (std::uint64_t seed : {1ULL, 2ULL, 77ULL}) {
            QStringList first, second, third;
            model::combat::TrialResult r1, r2, r3;
            runner->run(seed, r1, &first);
            runner->run(seed, r2, &second); // the same runner again
            other->run(seed, r3, &third);   // another runner
            QVERIFY(!first.isEmpty());
            QCOMPARE(second.join(QLatin1Char('\n')).toUtf8(),
                     first.join(QLatin1Char('\n')).toUtf8());
            QCOMPARE(third, first);
            QCOMPARE(r2.vp[0], r1.vp[0]);
            QCOMPARE(r3.winner, r1.winner);
            QVERIFY(first.at(1).startsWith(QStringLiteral("Turn 1, range 6: ")));
            // Without a log the result is the same.
            model::combat::TrialResult quiet;
            runner->run(seed, quiet, nullptr);
            QCOMPARE(quiet.vp[1], r1.vp[1]);
            QCOMPARE(quiet.turns, r1.turns);
            QCOMPARE(quiet.survived[0], r1.survived[0]);
        }
        QStringList a, b;
        model::combat::TrialResult ra, rb;
        runner->run(1, ra, &a);
        runner->run(2, rb, &b);
        QVERIFY(a != b);
    }

    void monteCarloIndependentOfThreads()
    {
        auto yellow = example("yellow-250.fleet.json");
        auto samples = example("sample-destroyers.fleet.json");
        QVERIFY(yellow && samples);
        const auto prepared = battle(*samples, *yellow);
        QVERIFY(prepared);
        model::combat::MonteCarloSettings settings;
        settings.runs = 3000;
        settings.seed = 99;
        model::combat::MonteCarloResult results[3];
        const int threads[3] = {1, 2, 4};
        for (int i = 0; i < 3; ++i) {
            settings.threads = threads[i];
            results[i] = model::combat::runMonteCarlo(*prepared, settings);
        }
        for (int i = 1; i < 3; ++i) {
            QCOMPARE(results[i].runs, 3000);
            QCOMPARE(results[i].wins[0], results[0].wins[0]);
            QCOMPARE(results[i].wins[1], results[0].wins[1]);
            QCOMPARE(results[i].draws, results[0].draws);
            QCOMPARE(results[i].vpSum[0], results[0].vpSum[0]);
            QCOMPARE(results[i].vpSum[1], results[0].vpSum[1]);
            QCOMPARE(results[i].damageSum[0], results[0].damageSum[0]);
            QCOMPARE(results[i].turnsSum, results[0].turnsSum);
            QCOMPARE(results[i].survived[1], results[0].survived[1]);
            QCOMPARE(results[i].winners, results[0].winners);
            QCOMPARE(results[i].margins, results[0].margins);
        }
        // Both sides win some battles: the battle is a real fight.
        QVERIFY(results[0].wins[0] > 0 && results[0].wins[1] > 0);
    }

    // Identical fleets: which fleet has the initiative on odd turns is drawn for every battle
    // (EasyStar §VII), so P(A wins) and P(B wins) agree within the 95% interval of their
    // difference.
    void identicalFleetsAreSymmetric_data()
    {
        QTest::addColumn<int>("policy");
        QTest::newRow("focus") << int(model::combat::TargetPolicy::Focus);
        QTest::newRow("spread") << int(model::combat::TargetPolicy::Spread);
        QTest::newRow("biggest threat") << int(model::combat::TargetPolicy::BiggestThreat);
    }
    void identicalFleetsAreSymmetric()
    {
        QFETCH(int, policy);
        auto samples = example("sample-destroyers.fleet.json");
        QVERIFY(samples);
        auto settings = m_combat->defaultBattleSettings();
        settings.policy = model::combat::TargetPolicy(policy);
        const auto prepared = battle(*samples, *samples, &settings);
        QVERIFY(prepared);
        model::combat::MonteCarloSettings mc;
        mc.runs = 20000;
        mc.seed = 4242;
        const auto r = model::combat::runMonteCarlo(*prepared, mc);
        const double n = r.runs;
        const double pa = r.wins[0] / n, pb = r.wins[1] / n;
        // Var(wins_A - wins_B)/n for one multinomial sample.
        const double sd = std::sqrt((pa + pb - (pa - pb) * (pa - pb)) / n);
        QVERIFY2(std::abs(pa - pb) <= 1.96 * sd,
                 qPrintable(QStringLiteral("P(A) %1, P(B) %2, sd %3").arg(pa).arg(pb).arg(sd)));
        QVERIFY(pa > 0.1); // both win often
    }

    // EasyStar §IX.E: a destroyed ship scores its full cost, even when a critical knocked out a
    // weapon first (that weapon scored its cost then, the rest of the ship now). Gnat is a scout
    // (10 BP) with a torpedo (10 BP): 20 VP.
    void destroyedShipScoresItsCost()
    {
        auto samples = example("sample-destroyers.fleet.json");
        auto gnat = load(
            fleet("Lone",
                  Json::array({ship("Gnat", "scout", Json::array({weapon("torpedo", "axial")}))})));
        QVERIFY(samples && gnat);
        const auto prepared = battle(*samples, *gnat);
        QVERIFY(prepared);
        QCOMPARE(prepared->points(1), 20);
        auto runner = prepared->runner();
        int destroyed = 0;
        for (std::uint64_t seed = 1; seed <= 300; ++seed) {
            model::combat::TrialResult r;
            runner->run(seed, r, nullptr);
            if (r.survived[1][0] == 0) {
                ++destroyed;
                QCOMPARE(r.vp[0], 20);
                QCOMPARE(r.winner, 0); // the sole survivor (EasyStar §X)
            }
        }
        QVERIFY(destroyed > 250);
    }

    // EasyStar §IX.E: every fighter destroyed scores 10.
    void fightersScoreTen()
    {
        auto samples = example("sample-destroyers.fleet.json");
        auto guards = load(
            fleet("Guards", Json::array({ship("Picket", "battleship",
                                              Json::array({weapon("pointDefense", "dorsal"),
                                                           weapon("pointDefense", "dorsal"),
                                                           weapon("pointDefense", "dorsal")}))})));
        QVERIFY(samples && guards);
        const auto prepared = battle(*samples, *guards);
        QVERIFY(prepared);
        // Point defense can only shoot fighters (Weapons Table), so all the guards' points come
        // from the carrier's 6 fighters: a multiple of 10, at most 60.
        auto runner = prepared->runner();
        int scored = 0;
        for (std::uint64_t seed = 1; seed <= 200; ++seed) {
            model::combat::TrialResult r;
            runner->run(seed, r, nullptr);
            QCOMPARE(r.vp[1] % 10, 0);
            QVERIFY(r.vp[1] <= 60);
            scored += r.vp[1];
        }
        QVERIFY(scored > 0);
    }

    // EasyStar §VI.C: a Leviathan repairs 1 damage at the start of every turn. An unarmed
    // Leviathan against a beam: the log shows each repair adding exactly 1 to what the last
    // hit left, and never on turn 1 (no damage yet).
    void leviathanRepairs()
    {
        auto big
            = load(fleet("Big", Json::array({ship("Behemoth", "leviathan", Json::array())}), true));
        auto gun
            = load(fleet("Gun", Json::array({ship("Pest", "destroyer",
                                                  Json::array({weapon("beam", "axial", 1, 3)}))})));
        QVERIFY(big && gun);
        auto settings = m_combat->defaultBattleSettings();
        settings.startRange = 1;
        const auto prepared = battle(*big, *gun, &settings);
        QVERIFY(prepared);
        const QRegularExpression hit(QStringLiteral(R"(\(Behemoth (\d+) left\))"));
        const QRegularExpression repair(
            QStringLiteral(R"(^Turn (\d+), .*Behemoth repairs itself \((\d+) of 18)"));
        int repairs = 0;
        auto runner = prepared->runner();
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            QStringList log;
            model::combat::TrialResult r;
            runner->run(seed, r, &log);
            int left = 18;
            for (const QString &line : log) {
                if (auto m = hit.match(line); m.hasMatch())
                    left = m.captured(1).toInt();
                if (auto m = repair.match(line); m.hasMatch()) {
                    QVERIFY(m.captured(1).toInt() > 1);
                    QCOMPARE(m.captured(2).toInt(), left + 1);
                    left += 1;
                    ++repairs;
                }
            }
        }
        QVERIFY(repairs > 20);
    }

    void badSettingsAreRefused()
    {
        auto samples = example("sample-destroyers.fleet.json");
        QVERIFY(samples);
        auto settings = m_combat->defaultBattleSettings();
        QCOMPARE(settings.startRange, 6);
        QCOMPARE(settings.closingRate, 1);
        QCOMPARE(settings.turnLimit, 20);
        settings.turnLimit = 0;
        const auto refused = m_combat->prepareBattle(*samples, *samples, settings);
        QVERIFY(!refused);
        QVERIFY(!refused.error().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestCombatEasyStar)
#include "tst_combat_easystar.moc"
