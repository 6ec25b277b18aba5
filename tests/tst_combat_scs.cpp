// SCS combat: exact odds of one shot against hand-computed cases, the exact distribution against
// the dice, the damage path (armour, overflow, lost sides), trial battles (recharge, cool-down,
// destruction, replay, thread independence) and malformed sheets. Every expected number is worked
// out by hand in a comment from the source's firing and damage rules (seed 004, digest §5.3).

#include "TestSupport.h"

#include <model/combat/MonteCarlo.h>
#include <model/systems/scs/ScsCombat.h>
#include <model/systems/scs/ScsSystem.h>

#include <QTest>

#include <cmath>

using namespace fw;
using namespace fw::model;
using namespace fw::model::scs;

namespace {

ShipSystem weapon(const char *name, const char *damage, WeaponMode mode,
                  std::vector<int> rangeModifiers, int armor = 1, int boxes = 3, int recharge = 1,
                  int intercept = 0)
{
    ShipSystem s;
    s.name = QString::fromLatin1(name);
    s.kind = SystemKind::Weapon;
    s.armor = armor;
    s.boxes = boxes;
    s.damage = QString::fromLatin1(damage);
    s.mode = mode;
    s.rangeModifiers = std::move(rangeModifiers);
    s.recharge = recharge;
    s.intercept = intercept;
    return s;
}

ShipSystem system(const char *name, SystemKind kind, int armor, int boxes)
{
    ShipSystem s;
    s.name = QString::fromLatin1(name);
    s.kind = kind;
    s.armor = armor;
    s.boxes = boxes;
    return s;
}

Section section(const char *id, int armor, int boxes, std::vector<ShipSystem> systems,
                std::vector<ChartRow> chart)
{
    Section s;
    s.id = QString::fromLatin1(id);
    s.structureArmor = armor;
    s.structureBoxes = boxes;
    s.systems = std::move(systems);
    s.chart = std::move(chart);
    return s;
}

ChartRow row(int from, int to, const char *hits)
{
    return {from, to, QString::fromLatin1(hits)};
}

ScsClass design(const char *id, int signature, std::vector<Section> sections,
                std::vector<SideRow> sideChart, int points = 100)
{
    ScsClass c;
    c.id = QString::fromLatin1(id);
    c.name = c.id;
    c.points = points;
    c.signatureForward = signature;
    c.signatureSide = signature - 4;
    c.sections = std::move(sections);
    c.sideChart = std::move(sideChart);
    return c;
}

// A fleet of one design per ship.
std::unique_ptr<Fleet> fleet(const std::vector<ScsClass> &designs)
{
    auto f = std::make_unique<Fleet>(QStringLiteral("scs"), std::make_unique<ScsFleetSettings>());
    for (const ScsClass &c : designs) {
        if (f->findDesign(c.id) < 0)
            f->designs.push_back(std::make_unique<ScsDesign>(c));
        auto ship = std::make_unique<ScsShip>();
        ship->name = c.id + QString::number(f->ships.size() + 1);
        ship->classId = c.id;
        f->ships.push_back(std::move(ship));
    }
    return f;
}

// An attacker with one weapon: signature 14, modifier +2 at range 0, 0 at 1, −4 at 2.
ScsClass shooter(const char *damage, WeaponMode mode, int recharge = 1)
{
    return design(
        "shooter", 14,
        {section("primary", 5, 50, {weapon("Gun", damage, mode, {2, 0, -4}, 1, 3, recharge)},
                 {row(1, 20, "structure")})},
        {{1, 10, QStringLiteral("primary")}});
}

// A target of one section: structure armour `armor`, 100 boxes, every hit on it.
ScsClass plate(int armor, int signature = 14, std::vector<ShipSystem> systems = {})
{
    return design("plate", signature,
                  {section("primary", armor, 100, std::move(systems), {row(1, 20, "structure")})},
                  {{1, 10, QStringLiteral("primary")}});
}

// The damage path test ship: a forward section (structure 0/2, one Gun 0/1, every d20 face on
// the Gun) over a primary (structure 0/3, one Core 0/2 on every face); the d10 always gives
// forward. Signature 20: every shot hits.
ScsClass thin(SystemKind core = SystemKind::Other)
{
    return design("thin", 20,
                  {section("primary", 0, 3, {system("Core", core, 0, 2)}, {row(1, 20, "Core")}),
                   section("forward", 0, 2, {weapon("Gun", "1", WeaponMode::Standard, {0}, 0, 1)},
                           {row(1, 20, "Gun")})},
                  {{1, 10, QStringLiteral("forward")}});
}

double outcome(const combat::AttackOdds &odds, const char *id)
{
    for (const combat::OutcomeOdds &o : odds.outcomes) {
        if (o.id == QLatin1String(id))
            return o.probability;
    }
    qFatal("no outcome %s", id);
    return -1;
}

const ScsCombat::ItemOdds &item(const ScsCombat::ShotOdds &odds, const QString &label)
{
    for (const ScsCombat::ItemOdds &i : odds.items) {
        if (i.label == label)
            return i;
    }
    qFatal("no item %s", qPrintable(label));
    return odds.items.front();
}

bool near(double a, double b, double tolerance = 1e-12)
{
    return std::abs(a - b) < tolerance;
}

// Always the first choice, for a hit traced by hand.
struct FirstChoice
{
    int location(const Hull &h, int section) { return h.sections[std::size_t(section)].roll[0]; }
    int member(int) { return 0; }
};

} // namespace

class TestCombatScs : public QObject
{
    Q_OBJECT

private:
    std::vector<RulesOptionSpec> m_specs = makeOptionSpecs();
    std::unique_ptr<ScsSystem> m_system = std::move(ScsSystem::create()).value(); // fleet costs
    ScsCombat m_rules{*m_system, m_specs};

    static combat::AttackSetup setup(const Fleet &a, const Fleet &b, int range,
                                     std::map<QString, int> modifiers = {})
    {
        return test::firstWeaponAt(a, b, range, std::move(modifiers));
    }

    // `pulses`: the attacker's rules option pulses (these cases are the one-hit readings).
    ScsCombat::ShotOdds shotAt(const ScsClass &attacker, const ScsClass &target, int range = 0,
                               std::map<QString, int> modifiers = {},
                               const char *pulses = choice::PerDie)
    {
        const auto a = fleet({attacker});
        a->options.set(QLatin1String(option::Pulses), QString::fromLatin1(pulses));
        const auto b = fleet({target});
        ScsCombat::ShotOdds odds = m_rules.shotOdds(setup(*a, *b, range, std::move(modifiers)));
        if (!odds.odds.error.isEmpty())
            qFatal("%s", qPrintable(odds.odds.error));
        return odds;
    }

    static double sum(const combat::AttackOdds &odds)
    {
        double total = 0;
        for (const combat::OutcomeOdds &o : odds.outcomes)
            total += o.probability;
        return total;
    }

    combat::MonteCarloResult monteCarlo(const Fleet &a, const Fleet &b, int threads, int runs,
                                        int turns = 20)
    {
        combat::BattleSettings settings = m_rules.defaultBattleSettings();
        settings.turnLimit = turns;
        auto battle = m_rules.prepareBattle(a, b, settings);
        if (!battle)
            qFatal("%s", qPrintable(battle.error()));
        combat::MonteCarloSettings mc;
        mc.runs = runs;
        mc.seed = 11;
        mc.threads = threads;
        return combat::runMonteCarlo(*battle.value(), mc);
    }

private Q_SLOTS:
    // Digest §5.3: hit on d20 ≤ signature + range modifier. Signature 14 (forward) + 2 at range 0
    // = 16 → 16/20; + 0 at range 1 → 14/20; − 4 at range 2 → 10/20. From the port side the side
    // signature 10 counts: 10 + 2 = 12 → 12/20.
    void toHitFromSignatureAndRange_data()
    {
        QTest::addColumn<int>("range");
        QTest::addColumn<int>("facing");
        QTest::addColumn<double>("hit");
        QTest::newRow("range 0, forward") << 0 << 0 << 16 / 20.0;
        QTest::newRow("range 1, forward") << 1 << 0 << 14 / 20.0;
        QTest::newRow("range 2, aft") << 2 << 1 << 10 / 20.0;
        QTest::newRow("range 0, port") << 0 << 2 << 12 / 20.0;
    }
    void toHitFromSignatureAndRange()
    {
        QFETCH(int, range);
        QFETCH(int, facing);
        QFETCH(double, hit);
        const auto odds = shotAt(shooter("1d10", WeaponMode::Standard), plate(4), range,
                                 {{QLatin1String(modifier::Facing), facing}});
        QVERIFY(near(odds.hit, hit));
        QVERIFY(near(outcome(odds.odds, "miss"), 1 - hit));
        QVERIFY(near(sum(odds.odds), 1));
    }

    // 1d10 against armour 4, hit 16/20: damage d − 4 for d = 5..10, so P(damage ≥ 1 | hit) =
    // 6/10; P(k) = 0.8 × 0.1 = 0.08 for k = 1..6, P(0) = 0.2 + 0.8 × 0.4 = 0.52, mean 0.08 × 21
    // = 1.68. Matter ignores armour: P(k) = 0.08 for k = 1..10. Plasma counts half the armour,
    // 2: P(k) = 0.08 for k = 1..8, P(0) = 0.2 + 0.8 × 0.2 = 0.36.
    void damageLessArmour_data()
    {
        QTest::addColumn<int>("mode");
        QTest::addColumn<int>("top");
        QTest::newRow("standard") << int(WeaponMode::Standard) << 6;
        QTest::newRow("matter") << int(WeaponMode::Matter) << 10;
        QTest::newRow("plasma") << int(WeaponMode::Plasma) << 8;
    }
    void damageLessArmour()
    {
        QFETCH(int, mode);
        QFETCH(int, top);
        const auto odds = shotAt(shooter("1d10", WeaponMode(mode)), plate(4));
        const dice::Pmf &damage = odds.odds.damage;
        for (int k = 1; k <= top; ++k)
            QVERIFY2(near(damage.at(k), 0.08), qPrintable(QString::number(k)));
        QCOMPARE(damage.max(), top);
        QVERIFY(near(damage.at(0), 1 - 0.08 * top));
        QVERIFY(near(outcome(odds.odds, "damaged"), 0.08 * top));
        QVERIFY(near(outcome(odds.odds, "noDamage"), 0.8 - 0.08 * top));
        QVERIFY(near(sum(odds.odds), 1));
    }

    // Plasma halves armour rounded down (the source's one rounding of halved armour, "Use ½
    // armour on facing side (round down)"): armour 5 counts 2, so 1d10 does damage on 3..10,
    // P(damage ≥ 1 | hit) = 8/10 (rounding up, 3, would give 7/10).
    void plasmaRoundsHalfArmourDown()
    {
        const auto odds = shotAt(shooter("1d10", WeaponMode::Plasma), plate(5));
        QVERIFY(near(odds.odds.damage.atLeast(1), 0.8 * 0.8));
        QVERIFY(near(effectiveArmour(5, false, WeaponMode::Plasma), 2));
        QVERIFY(near(effectiveArmour(5, true, WeaponMode::Standard), 2));
        QVERIFY(near(effectiveArmour(5, true, WeaponMode::Matter), 0));
    }

    // Intercept (digest §5.3), hit 16/20 = 0.8 each time:
    //  - a standard shot cannot be intercepted: P(intercepted) = 0;
    //  - ballistic 1d10, one interceptor of value 3: d10 ≤ 3 + 1 = 0.4; 0.8 × 0.4 = 0.32;
    //  - matter 1d10, interceptors 3 and 2: 1 − 0.7 × 0.8 = 0.44; 0.8 × 0.44 = 0.352;
    //  - pulse 3d10 (three pulses), interceptor 3: a success (0.3) blocks all three: 0.24;
    //  - pulse 3d10, interceptor 2: a success blocks two of three, so one always gets through: 0;
    //  - the same with only one interceptor declared of the two the target has: 0.8 × 0.3.
    void intercept_data()
    {
        QTest::addColumn<int>("mode");
        QTest::addColumn<QString>("damage");
        QTest::addColumn<std::vector<int>>("values");
        QTest::addColumn<int>("declared");
        QTest::addColumn<double>("intercepted");
        using V = std::vector<int>;
        const int standard = int(WeaponMode::Standard), ballistic = int(WeaponMode::Ballistic),
                  matter = int(WeaponMode::Matter), pulse = int(WeaponMode::Pulse);
        QTest::newRow("standard") << standard << "1d10" << V{3} << 1 << 0.0;
        QTest::newRow("ballistic +1") << ballistic << "1d10" << V{3} << 1 << 0.32;
        QTest::newRow("matter, two") << matter << "1d10" << V{3, 2} << 2 << 0.352;
        QTest::newRow("pulse, value 3") << pulse << "3d10" << V{3} << 1 << 0.24;
        QTest::newRow("pulse, value 2") << pulse << "3d10" << V{2} << 1 << 0.0;
        QTest::newRow("one of two declared") << pulse << "3d10" << V{2, 3} << 1 << 0.24;
        QTest::newRow("none declared") << matter << "1d10" << V{3} << 0 << 0.0;
    }
    void intercept()
    {
        QFETCH(int, mode);
        QFETCH(QString, damage);
        QFETCH(std::vector<int>, values);
        QFETCH(int, declared);
        QFETCH(double, intercepted);
        std::vector<ShipSystem> interceptors;
        for (const int v : values)
            interceptors.push_back(
                weapon("Twin Array", "1d6", WeaponMode::Standard, {0}, 3, 6, 1, v));
        const auto odds = shotAt(shooter(damage.toLatin1().constData(), WeaponMode(mode)),
                                 plate(4, 14, interceptors), 0,
                                 {{QLatin1String(modifier::Interceptors), declared}});
        QVERIFY2(near(outcome(odds.odds, "intercepted"), intercepted),
                 qPrintable(QString::number(outcome(odds.odds, "intercepted"))));
        QVERIFY(near(sum(odds.odds), 1));
    }

    // Pulse 3d10 against armour 4 with one interceptor of value 2 (0.2): one pulse, 1d10 − 4,
    // mean (1 + ... + 6) / 10 = 2.1, with 0.2; three pulses, 3d10 − 4, mean 16.5 − 4 + P(3d10 =
    // 3) × 1 = 12.501, with 0.8. Expected damage 0.8 × (0.2 × 2.1 + 0.8 × 12.501) = 8.33664.
    void pulsesBlockedByValue()
    {
        const auto odds = shotAt(
            shooter("3d10", WeaponMode::Pulse),
            plate(4, 14, {weapon("Twin Array", "1d6", WeaponMode::Standard, {0}, 3, 6, 1, 2)}), 0,
            {{QLatin1String(modifier::Interceptors), 1}});
        QVERIFY2(near(odds.odds.damage.mean(), 8.33664, 1e-9),
                 qPrintable(QString::number(odds.odds.damage.mean(), 'f', 9)));
    }

    // Overflow (source: System → Structure → Random primary location → Primary structure), no
    // armour anywhere on `thin`, every shot hits. Damage 5: Gun takes 1 (destroyed), forward
    // structure 2 (destroyed, side lost), the random primary location (Core) 2 (destroyed): 5
    // dealt, the ship survives. Damage 8: 1 + 2 + 2 and the primary structure's 3: destroyed.
    void overflow_data()
    {
        QTest::addColumn<QString>("damage");
        QTest::addColumn<int>("dealt");
        QTest::addColumn<QString>("outcome");
        QTest::addColumn<bool>("primaryGone");
        QTest::newRow("5") << "5" << 5 << "systemDestroyed" << false;
        QTest::newRow("7") << "7" << 7 << "systemDestroyed" << false;
        QTest::newRow("8") << "8" << 8 << "shipDestroyed" << true;
    }
    void overflow()
    {
        QFETCH(QString, damage);
        QFETCH(int, dealt);
        QFETCH(QString, outcome);
        QFETCH(bool, primaryGone);
        const auto odds
            = shotAt(shooter(damage.toLatin1().constData(), WeaponMode::Standard), thin(), 0);
        QVERIFY(near(odds.odds.damage.at(dealt), 1));
        QVERIFY(near(::outcome(odds.odds, outcome.toLatin1().constData()), 1));
        QVERIFY(near(item(odds, QStringLiteral("Gun (Forward)")).destroyed, 1));
        QVERIFY(near(item(odds, QStringLiteral("Forward structure")).destroyed, 1));
        // The Core is hit by the random primary location roll, not by the first roll.
        QVERIFY(near(item(odds, QStringLiteral("Core (Primary)")).hit, 1));
        QVERIFY(near(item(odds, QStringLiteral("Core (Primary)")).destroyed, 1));
        QVERIFY(near(item(odds, QStringLiteral("Primary structure")).hit, 0));
        QVERIFY(
            near(item(odds, QStringLiteral("Primary structure")).destroyed, primaryGone ? 1 : 0));
    }

    // Rules option destruction (digest §5.1 DEFAULT): with the Core a reactor, damage 5 destroys
    // it and so the ship; with "only primary structure" the ship survives.
    void reactorDestroysTheShip()
    {
        const auto a = fleet({shooter("5", WeaponMode::Standard)});
        auto b = fleet({thin(SystemKind::Reactor)});
        QVERIFY(near(outcome(m_rules.odds(setup(*a, *b, 0)), "shipDestroyed"), 1));
        b->options.set(QLatin1String(option::Destruction),
                       QString::fromLatin1(choice::PrimaryStructure));
        QVERIFY(near(outcome(m_rules.odds(setup(*a, *b, 0)), "systemDestroyed"), 1));
    }

    // Two systems named "Gun" share the faces 1-10 of the chart (source: one at random): each is
    // hit with 0.5 × 0.5 = 0.25. Damage 5 less armour 1 = 4 ≥ 3 boxes: hit means destroyed.
    // The structure takes the faces 11-20 (0.5) and the overflow of each destroyed Gun.
    void sameNamedSystemsShareTheRows()
    {
        const ScsClass target = design("twins", 20,
                                       {section("primary", 2, 50, {}, {row(1, 20, "structure")}),
                                        section("forward", 2, 40,
                                                {weapon("Gun", "1", WeaponMode::Standard, {0}),
                                                 weapon("Gun", "1", WeaponMode::Standard, {0})},
                                                {row(1, 10, "Gun"), row(11, 20, "structure")})},
                                       {{1, 10, QStringLiteral("forward")}});
        const auto odds = shotAt(shooter("5", WeaponMode::Standard), target);
        int guns = 0;
        for (const ScsCombat::ItemOdds &i : odds.items) {
            if (i.label == QLatin1String("Gun (Forward)")) {
                ++guns;
                QVERIFY(near(i.hit, 0.25));
                QVERIFY(near(i.destroyed, 0.25));
            }
        }
        QCOMPARE(guns, 2);
        QVERIFY(near(item(odds, QStringLiteral("Forward structure")).hit, 0.5));
        // Damage: a Gun takes 3 and its structure the other 1 (4 dealt); the structure alone
        // takes 5 − 2 = 3.
        QVERIFY(near(odds.odds.damage.at(4), 0.5));
        QVERIFY(near(odds.odds.damage.at(3), 0.5));
    }

    // A lost side sends the hit to the primary with half armour (digest §5.3: "the facing side's
    // armour is halved (round down), and all further shots go to Primary"); a destroyed item
    // passes the damage on with its armour halved. Traced by hand with the first choice always.
    void lostSideGoesToPrimaryWithHalfArmour()
    {
        ScsOptions options;
        const ScsClass c
            = design("box", 20,
                     {section("primary", 5, 30, {system("Core", SystemKind::Other, 5, 4)},
                              {row(1, 20, "Core")}),
                      section("forward", 4, 10, {}, {row(1, 20, "structure")})},
                     {{1, 10, QStringLiteral("forward")}});
        const Hull h = Hull::build(c, options);
        HullState s;
        s.reset(h);
        FirstChoice first;
        HitTrace t;
        // Fresh: 9 − 4 armour = 5 on the forward structure.
        applyHit(h, s, 1, 9, WeaponMode::Standard, first, t);
        QCOMPARE(t.dealt, 5);
        QCOMPARE(s.structureDamage[1], 5);
        s.structureDamage[1] = 10; // the forward side is lost
        applyHit(h, s, 1, 9, WeaponMode::Standard, first, t);
        QVERIFY(t.sideLost);
        QCOMPARE(t.section, 0);
        // The Core: armour 5 halved to 2, 9 − 2 = 7: 4 boxes, 3 on to the primary structure.
        QCOMPARE(t.steps[0].armour, 2);
        QCOMPARE(t.steps[0].taken, 4);
        QVERIFY(t.steps[0].destroyedNow);
        QCOMPARE(t.steps[1].taken, 3);
        QCOMPARE(t.dealt, 7);
        // The Core destroyed: its armour is still halved and everything goes to the structure.
        applyHit(h, s, 1, 9, WeaponMode::Standard, first, t);
        QCOMPARE(t.steps[0].taken, 0);
        QCOMPARE(t.steps[1].taken, 7);
    }

    // A B5 Wars medium ship (rules option sectionStructure): the forward section has no
    // structure block; a "structure" face of its chart hits the primary structure with the
    // primary's armour, and a destroyed forward system passes the rest to the primary structure
    // (FieryVoid getStructureSystem: no structure at a location → location 0's), never to a
    // random primary location. Under the default every hit of such a section ends at a random
    // primary location (its structure has no boxes). Traced by hand with the first choice.
    void mediumShipStructureIsPrimary()
    {
        ScsOptions options;
        options.structurelessToPrimary = true;
        Section forward = section("forward", 0, 0, {system("Gun", SystemKind::Other, 2, 3)},
                                  {row(1, 10, "structure"), row(11, 20, "Gun")});
        forward.hasStructure = false;
        ScsClass c = design("mcv", 20,
                            {section("primary", 3, 30, {system("Core", SystemKind::Other, 5, 4)},
                                     {row(1, 20, "Core")}),
                             forward},
                            {{1, 10, QStringLiteral("forward")}});
        const Hull h = Hull::build(c, options);
        QVERIFY(h.structureless);
        HullState s;
        s.reset(h);
        FirstChoice first; // face 1 of each chart: forward "structure", primary "Core"
        HitTrace t;
        // 9 − primary structure armour 3 = 6 on the primary structure.
        applyHit(h, s, 1, 9, WeaponMode::Standard, first, t);
        QCOMPARE(t.count, 1);
        QVERIFY(!t.steps[0].system);
        QCOMPARE(t.steps[0].index, 0);
        QCOMPARE(t.steps[0].armour, 3);
        QCOMPARE(s.structureDamage[0], 6);
        QCOMPARE(s.structureDamage[1], 0);
        QVERIFY(!s.sectionLost(h, 1));
        // The Gun (face 11 on): 9 − 2 = 7, 3 boxes, 4 on to the primary structure.
        struct GunFace
        {
            int location(const Hull &hull, int sec)
            {
                return hull.sections[std::size_t(sec)].roll[10];
            }
            int member(int) { return 0; }
        } gun;
        applyHit(h, s, 1, 9, WeaponMode::Standard, gun, t);
        QCOMPARE(t.count, 2);
        QVERIFY(t.steps[0].system && t.steps[0].destroyedNow);
        QCOMPARE(t.steps[0].taken, 3);
        QVERIFY(!t.steps[1].system);
        QCOMPARE(t.steps[1].index, 0);
        QCOMPARE(t.steps[1].taken, 4);
        QCOMPARE(s.structureDamage[0], 10);
        QCOMPARE(s.systemDamage[0], 0); // the Core untouched
        // The default: the forward structure has no boxes; the hit less no armour goes on to a
        // random primary location (the Core, armour not counted again).
        const Hull d = Hull::build(c, ScsOptions{});
        QVERIFY(!d.structureless);
        HullState sd;
        sd.reset(d);
        applyHit(d, sd, 1, 9, WeaponMode::Standard, first, t);
        QCOMPARE(sd.systemDamage[0], 4);
        QCOMPARE(sd.structureDamage[0], 5);
    }

    // The exact distribution against the dice: a Var'Nic-like sheet (digest §5.1 armour, boxes
    // and charts) shot with a 3d10+4 matter weapon; 200,000 prepared rolls must agree with the
    // exact PMF within 4 standard errors, value by value and in the mean.
    void exactAgreesWithTheDice()
    {
        const ScsClass target = varnic();
        const auto a = fleet({shooter("3d10+4", WeaponMode::Matter)});
        const auto b = fleet({target});
        const combat::AttackSetup s = setup(*a, *b, 1);
        const combat::AttackOdds odds = m_rules.odds(s);
        QVERIFY2(odds.error.isEmpty(), qPrintable(odds.error));
        auto prepared = m_rules.prepareAttack(s);
        QVERIFY(prepared);
        dice::Rng rng(3);
        const int n = 200000;
        std::vector<int> counts(std::size_t(odds.damage.max() + 1));
        double total = 0;
        for (int i = 0; i < n; ++i) {
            const int d = prepared.value()->roll(rng);
            QVERIFY(d >= 0 && d <= odds.damage.max());
            ++counts[std::size_t(d)];
            total += d;
        }
        for (int v = 0; v <= odds.damage.max(); ++v) {
            const double p = odds.damage.at(v);
            const double sigma = std::sqrt(p * (1 - p) / n);
            QVERIFY2(std::abs(counts[std::size_t(v)] / double(n) - p) <= 4 * sigma + 1e-9,
                     qPrintable(QStringLiteral("%1: %2 against %3")
                                    .arg(v)
                                    .arg(counts[std::size_t(v)] / double(n))
                                    .arg(p)));
        }
        const double sd = std::sqrt(odds.damage.variance() / n);
        QVERIFY(std::abs(total / n - odds.damage.mean()) <= 4 * sd);
        QVERIFY(near(sum(odds), 1, 1e-9));

        // Where the hits land: the same shot rolled through the location charts with the dice,
        // counted per system and structure, against the exact chance that each is hit.
        const ScsCombat::ShotOdds exact = m_rules.shotOdds(s);
        const Hull h = Hull::build(target, ScsOptions());
        std::vector<int> hits(h.systems.size() + h.sections.size());
        HullState state;
        HitTrace t;
        for (int i = 0; i < n; ++i) {
            if (rng.roll(20) > 14)
                continue;
            state.reset(h);
            const int damage = 4 + rng.roll(10) + rng.roll(10) + rng.roll(10);
            RollChooser choose{rng};
            applyHit(h, state, h.sideRoll[std::size_t(rng.roll(10) - 1)], damage,
                     WeaponMode::Matter, choose, t);
            for (int k = 0; k < t.count; ++k) {
                const HitStep &step = t.steps[std::size_t(k)];
                if (step.located)
                    ++hits[std::size_t(step.index) + (step.system ? 0 : h.systems.size())];
            }
        }
        QCOMPARE(exact.items.size(), hits.size());
        for (std::size_t k = 0; k < hits.size(); ++k) {
            const double p = exact.items[k].hit;
            QVERIFY2(std::abs(hits[k] / double(n) - p) <= 4 * std::sqrt(p * (1 - p) / n) + 1e-9,
                     qPrintable(QStringLiteral("%1: %2 against %3")
                                    .arg(exact.items[k].label)
                                    .arg(hits[k] / double(n))
                                    .arg(p)));
        }
    }

    // Firings of many separately located hits at a Var'Nic-like sheet: a raking 4d10+20 (up to
    // six rakes of 10) and a rolled pulse weapon of 15 (up to six pulses). Their exact odds come
    // out (they once gave up past two million paths through the charts); the outcomes and the
    // damage distribution each sum to 1, and the mean agrees with 100,000 prepared rolls within
    // 4 standard errors.
    void manyHitsComeOutExactly_data()
    {
        QTest::addColumn<bool>("raking");
        QTest::newRow("six rakes") << true;
        QTest::newRow("six pulses") << false;
    }
    void manyHitsComeOutExactly()
    {
        QFETCH(bool, raking);
        ShipSystem gun = weapon("Gun", raking ? "4d10+20" : "15",
                                raking ? WeaponMode::Standard : WeaponMode::Pulse, {6, 6, 6});
        gun.rake = raking ? 10 : 0;
        const auto a = fleet(
            {design("shooter", 14, {section("primary", 5, 50, {gun}, {row(1, 20, "structure")})},
                    {{1, 10, QStringLiteral("primary")}})});
        const auto b = fleet({varnic()});
        const combat::AttackSetup s = setup(*a, *b, 0);
        const combat::AttackOdds odds = m_rules.odds(s);
        QVERIFY2(odds.error.isEmpty(), qPrintable(odds.error));
        QVERIFY(near(sum(odds), 1, 1e-9));
        double mass = 0;
        for (const auto &[v, p] : odds.damage.entries())
            mass += p;
        QVERIFY(near(mass, 1, 1e-9));
        auto prepared = m_rules.prepareAttack(s);
        QVERIFY(prepared);
        dice::Rng rng(11);
        const int n = 100000;
        double total = 0;
        for (int i = 0; i < n; ++i)
            total += prepared.value()->roll(rng);
        const double sd = std::sqrt(odds.damage.variance() / n);
        QVERIFY2(
            std::abs(total / n - odds.damage.mean()) <= 4 * sd,
            qPrintable(QStringLiteral("%1 against %2").arg(total / n).arg(odds.damage.mean())));
    }

    // roll() and the prepared attack roll the same dice in the same order.
    void rollMatchesThePreparedAttack()
    {
        const auto a = fleet({shooter("2d10+2", WeaponMode::Pulse)});
        const auto b = fleet({varnic()});
        const combat::AttackSetup s = setup(*a, *b, 0);
        auto prepared = m_rules.prepareAttack(s);
        QVERIFY(prepared);
        for (std::uint64_t seed = 1; seed <= 50; ++seed) {
            dice::Rng one(seed), two(seed);
            const combat::AttackRoll r = m_rules.roll(s, one);
            QVERIFY(r.error.isEmpty());
            QCOMPARE(r.damage, prepared.value()->roll(two));
            QCOMPARE(one.next(), two.next());
            QVERIFY(!r.log.isEmpty());
        }
    }

    void weaponsAndErrors()
    {
        const auto a = fleet({varnic()});
        const auto w = m_rules.weapons(*a, 0);
        QCOMPARE(w.size(), std::size_t(3));
        QCOMPARE(w[0].id, QStringLiteral("forward.0"));
        QCOMPARE(w[1].id, QStringLiteral("aft.0"));
        QCOMPARE(w[2].id, QStringLiteral("aft.1"));
        QVERIFY(m_rules.targetKinds().empty());
        // Out of range: the row has modifiers for 0-2 hexes.
        const auto b = fleet({plate(4)});
        const auto s = fleet({shooter("1d10", WeaponMode::Standard)});
        QVERIFY(m_rules.odds(setup(*s, *b, 2)).error.isEmpty());
        QVERIFY(m_rules.odds(setup(*s, *b, 3)).error.contains(QStringLiteral("0–2 hexes")));
        QVERIFY(!m_rules.prepareAttack(setup(*s, *b, 3)));
        // A missing design.
        auto broken = fleet({plate(4)});
        broken->ships[0]->classId = QStringLiteral("nothing");
        QVERIFY(m_rules.odds(setup(*s, *broken, 0)).error.contains(QStringLiteral("nothing")));
    }

    // Malformed sheets never crash or hang: no chart rows, rows naming nothing, gaps and overlaps,
    // a side chart naming no section, no primary, zero boxes, no sections, unreadable damage.
    void malformedSheets_data()
    {
        QTest::addColumn<int>("kind");
        for (int k = 0; k < 7; ++k)
            QTest::addRow("case %d", k) << k;
    }
    void malformedSheets()
    {
        QFETCH(int, kind);
        ScsClass c = varnic();
        c.id = QStringLiteral("broken");
        switch (kind) {
        case 0: // no chart rows anywhere, no side chart
            for (Section &s : c.sections)
                s.chart.clear();
            c.sideChart.clear();
            break;
        case 1: // rows naming nothing, overlapping, outside 1-20
            for (Section &s : c.sections)
                s.chart = {row(-5, 3, "Nothing"), row(2, 40, "primary"), row(7, 7, "")};
            c.sideChart = {{0, 30, QStringLiteral("nowhere")}};
            break;
        case 2: // no primary section
            c.sections.erase(c.sections.begin());
            break;
        case 3: // zero and negative boxes and armour
            for (Section &s : c.sections) {
                s.structureBoxes = 0;
                s.structureArmor = -3;
                for (ShipSystem &sys : s.systems)
                    sys.boxes = -1;
            }
            break;
        case 4: // no structure blocks
            for (Section &s : c.sections)
                s.hasStructure = false;
            break;
        case 5: // unreadable damage and an empty range row
            c.sections[1].systems[0].damage = QStringLiteral("lots");
            c.sections[2].systems[0].rangeModifiers.clear();
            break;
        case 6: // no sections at all
            c.sections.clear();
            break;
        }
        const auto a = fleet({c, varnic()});
        // One pulse hit per shot: rolled pulses at a sheet without structure walk millions of
        // paths (tst_combat_scs_fire covers them).
        a->options.set(QLatin1String(option::Pulses), QString::fromLatin1(choice::PerDie));
        const auto b = fleet({c});
        for (int w = 0; w < 3; ++w) {
            combat::AttackSetup s = setup(*a, *b, 0);
            s.attacker = 1;
            s.weapon = w;
            const combat::AttackOdds odds = m_rules.odds(s);
            if (odds.error.isEmpty())
                QVERIFY(near(sum(odds), 1, 1e-9));
            dice::Rng rng(1);
            QCOMPARE(m_rules.roll(s, rng).error, odds.error);
        }
        combat::BattleSettings settings = m_rules.defaultBattleSettings();
        auto battle = m_rules.prepareBattle(*a, *b, settings);
        if (kind == 5 || kind == 6) {
            QVERIFY(!battle);
            QVERIFY(!battle.error().isEmpty());
            return;
        }
        QVERIFY2(battle, qPrintable(battle.error()));
        combat::TrialResult r;
        QStringList log;
        battle.value()->runner()->run(5, r, &log);
        QVERIFY(r.turns >= 1 && r.turns <= settings.turnLimit);
    }

    // Recharge and the cool-down (digest §5.3): a matter "1" that always hits (signature 20 +
    // 0) against a target with nothing to shoot back. Recharge 1 fires on turns 1, 2, (cool
    // down) 4, 5: 4 damage in 6 turns; recharge 2 fires on turns 1, 3, 5: 3; recharge 3 on 1 and
    // 4: 2.
    void rechargeAndCoolDown_data()
    {
        QTest::addColumn<int>("recharge");
        QTest::addColumn<int>("dealt");
        QTest::newRow("recharge 1") << 1 << 4;
        QTest::newRow("recharge 2") << 2 << 3;
        QTest::newRow("recharge 3") << 3 << 2;
    }
    void rechargeAndCoolDown()
    {
        QFETCH(int, recharge);
        QFETCH(int, dealt);
        ScsClass gun = shooter("1", WeaponMode::Matter, recharge);
        gun.sections[0].systems[0].rangeModifiers = {0, 0, 0, 0, 0, 0, 0};
        const auto a = fleet({gun});
        const auto b = fleet({plate(0, 20)});
        combat::BattleSettings settings = m_rules.defaultBattleSettings();
        settings.turnLimit = 6;
        auto battle = m_rules.prepareBattle(*a, *b, settings);
        QVERIFY(battle);
        combat::TrialResult r;
        battle.value()->runner()->run(1, r, nullptr);
        QCOMPARE(r.turns, 6);
        QCOMPARE(r.damageDealt[0], dealt);
        QCOMPARE(r.damageDealt[1], 0);
        QCOMPARE(r.winner, -1);
    }

    // The battle's notes say the distances in words a player reads: "at 6 hexes", "closes by 1
    // hex" (the defaults), not "1 hexes".
    void notesSayDistances()
    {
        test::installEnglish();
        const auto a = fleet({varnic()});
        const auto b = fleet({varnic()});
        auto battle = m_rules.prepareBattle(*a, *b, m_rules.defaultBattleSettings());
        QVERIFY(battle);
        const QString notes = battle.value()->assumptions().join(QLatin1Char('\n'));
        QVERIFY2(notes.contains(QStringLiteral("in play from turn 1 at 6 hexes; the range closes "
                                               "by 1 hex after each turn")),
                 qPrintable(notes));
    }

    // Destruction ends the battle: a 200-damage matter shot that always hits destroys `thin`
    // (the primary structure goes) on turn 1; side A wins and scores its 100 points.
    void destructionEndsTheBattle()
    {
        ScsClass gun = shooter("200", WeaponMode::Matter);
        gun.sections[0].systems[0].rangeModifiers = std::vector<int>(7, 0);
        const auto a = fleet({gun});
        const auto b = fleet({thin(), thin()});
        auto battle = m_rules.prepareBattle(*a, *b, m_rules.defaultBattleSettings());
        QVERIFY(battle);
        combat::TrialResult r;
        battle.value()->runner()->run(3, r, nullptr);
        // One gun, recharge 1: turn 1 and 2 fire, one ship each.
        QCOMPARE(r.turns, 2);
        QCOMPARE(r.winner, 0);
        QCOMPARE(r.vp[0], 200);
        QCOMPARE(r.survived[1], (std::vector<std::uint8_t>{0, 0}));
    }

    // Replay: the same seed gives the same battle and log; and a Monte Carlo run gives the same
    // figures on 1 and 2 threads.
    void replayAndThreads()
    {
        const auto a = fleet({varnic(), varnic(), varnic()});
        const auto b = fleet({varnic(), varnic(), varnic()});
        auto battle = m_rules.prepareBattle(*a, *b, m_rules.defaultBattleSettings());
        QVERIFY(battle);
        auto runner = battle.value()->runner();
        combat::TrialResult r1, r2;
        QStringList log1, log2;
        runner->run(42, r1, &log1);
        battle.value()->runner()->run(99, r2, nullptr); // another runner in between
        runner->run(42, r2, &log2);
        QCOMPARE(log1, log2);
        QVERIFY(log1.size() > 10);
        QCOMPARE(r1.damageDealt[0], r2.damageDealt[0]);
        QCOMPARE(r1.winner, r2.winner);
        const auto one = monteCarlo(*a, *b, 1, 400);
        const auto two = monteCarlo(*a, *b, 2, 400);
        QCOMPARE(one.wins[0], two.wins[0]);
        QCOMPARE(one.damageSum[1], two.damageSum[1]);
        QCOMPARE(one.winners, two.winners);
        QVERIFY(one.damageSum[0] > 0);
    }

private:
    // The Narn Var'Nic of digest §5.1 (armour/boxes and charts), with made-up weapon figures,
    // and a side chart of forward 1-3, aft 4-5, port 6-7, starboard 8-9, primary 10.
    static ScsClass varnic()
    {
        using M = WeaponMode;
        const auto thruster = [](int armor, int boxes) {
            return system("Thruster", SystemKind::Thruster, armor, boxes);
        };
        return design(
            "varnic", 14,
            {section("primary", 5, 36,
                     {system("Reactor", SystemKind::Reactor, 5, 18),
                      system("C&C", SystemKind::CnC, 5, 16),
                      system("Scanner", SystemKind::Sensors, 5, 18),
                      system("Engine", SystemKind::Engine, 4, 14),
                      system("Jump Engine", SystemKind::JumpEngine, 5, 18),
                      system("Hangar", SystemKind::Hangar, 5, 7)},
                     {row(1, 8, "structure"), row(9, 11, "Jump Engine"), row(12, 13, "Scanner"),
                      row(14, 15, "Engine"), row(16, 17, "Hangar"), row(18, 19, "Reactor"),
                      row(20, 20, "C&C")}),
             section("forward", 4, 40,
                     {weapon("Heavy Pulse Cannon", "3d10+4", M::Pulse, {10, 9, 8, 7, 5, 3, 1, -1},
                             5, 6, 2),
                      thruster(4, 8), thruster(4, 8)},
                     {row(1, 5, "Thruster"), row(6, 8, "Heavy Pulse Cannon"),
                      row(9, 18, "structure"), row(19, 20, "primary")}),
             section("aft", 4, 38,
                     {weapon("Light Pulse Cannon", "1d10+2", M::Pulse, {6, 5, 3, 1, -1, -3, -5}, 3,
                             4, 1),
                      weapon("Light Pulse Cannon", "1d10+2", M::Pulse, {6, 5, 3, 1, -1, -3, -5}, 3,
                             4, 1),
                      thruster(3, 24)},
                     {row(1, 6, "Thruster"), row(7, 9, "Light Pulse Cannon"),
                      row(10, 18, "structure"), row(19, 20, "primary")}),
             section("port", 5, 60, {thruster(4, 15)},
                     {row(1, 4, "Thruster"), row(5, 18, "structure"), row(19, 20, "primary")}),
             section("starboard", 4, 39, {thruster(4, 13)},
                     {row(1, 4, "Thruster"), row(5, 18, "structure"), row(19, 20, "primary")})},
            {{1, 3, QStringLiteral("forward")},
             {4, 5, QStringLiteral("aft")},
             {6, 7, QStringLiteral("port")},
             {8, 9, QStringLiteral("starboard")},
             {10, 10, QStringLiteral("primary")}},
            580);
    }
};

QTEST_GUILESS_MAIN(TestCombatScs)
#include "tst_combat_scs.moc"
