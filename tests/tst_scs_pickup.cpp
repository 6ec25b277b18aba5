// The limits of the "B5 Wars pickup" preset (digest §5.8) at and beyond their values, each
// computed by hand from the formulas of digest §5.8, never taken from the code; the fleets are of
// the Var'Nic of ScsTestFleets.h.

#include "ScsTestFleets.h"
#include "ValidationRows.h"

#include <QTest>

using namespace fw;
using namespace fw::model::scs;
using namespace scsfleets;

namespace {

// A pickup fleet of one hull: `base` ships of a common base design, then `uncommon` and `rare`
// ships of its variants; every design costs 100 points. P is the budget.
std::unique_ptr<model::Fleet> hullFleet(int p, int base, int uncommon, int rare)
{
    auto fleet = emptyFleet(p);
    pickup(*fleet);
    for (ScsClass c : {copyOf("hull"), copyOf("hull-u", Rarity::Uncommon, "hull"),
                       copyOf("hull-r", Rarity::Rare, "hull")}) {
        c.points = 100;
        addDesign(*fleet, c);
    }
    const std::pair<const char *, int> counts[]
        = {{"hull", base}, {"hull-u", uncommon}, {"hull-r", rare}};
    for (const auto &[id, n] : counts) {
        for (int i = 0; i < n; ++i)
            addShip(*fleet, QString::fromLatin1(id), 3);
    }
    return fleet;
}

// A pickup fleet of single ships, each its own hull: `uncommon` uncommon ones, then `rare` rare
// ones, then `common` common ones, 100 points each.
std::unique_ptr<model::Fleet> manyHulls(int p, int uncommon, int rare, int common = 0)
{
    auto fleet = emptyFleet(p);
    pickup(*fleet);
    const std::pair<Rarity, int> counts[]
        = {{Rarity::Uncommon, uncommon}, {Rarity::Rare, rare}, {Rarity::Common, common}};
    for (const auto &[rarity, n] : counts) {
        for (int i = 0; i < n; ++i) {
            ScsClass c = copyOf("h", rarity);
            c.id = QStringLiteral("hull%1").arg(fleet->designs.size());
            c.points = 100;
            addDesign(*fleet, c);
            addShip(*fleet, c.id, 3);
        }
    }
    return fleet;
}

// A pickup fleet of `n` ships of one design with deployment bracket `limited`, `points` each,
// plus `others` common 100-point ships; no fighters.
std::unique_ptr<model::Fleet> bracketFleet(int p, int limited, int n, int points, int others)
{
    auto fleet = emptyFleet(p);
    pickup(*fleet);
    ScsClass limitedDesign = copyOf("limited");
    limitedDesign.limited = limited;
    limitedDesign.points = points;
    addDesign(*fleet, limitedDesign);
    ScsClass other = copyOf("other");
    other.points = 100;
    addDesign(*fleet, other);
    for (int i = 0; i < n; ++i)
        addShip(*fleet, QStringLiteral("limited"));
    for (int i = 0; i < others; ++i)
        addShip(*fleet, QStringLiteral("other"));
    return fleet;
}

} // namespace

class TestScsPickup : public ScsValidationTest
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QVERIFY(prepare()); }

    void pickupLimits_data();
    void pickupLimits();

    // The preset's issues rest on the rules option `composition` and are marked with it.
    void assumptionIsMarked()
    {
        const auto three = hullFleet(3000, 3, 0, 0);
        const auto issues = validate(*three);
        const validators::Issue *ships = findIssue(issues, QStringLiteral("scs.pickup.hullShips"),
                                                   QStringLiteral("ships[2].design"));
        QVERIFY2(ships, qPrintable(test::describe(issues)));
        QCOMPARE(ships->assumption, QLatin1String(option::Composition));
    }
};

// The "B5 Wars pickup" limits of digest §5.8 at and beyond their hand-computed values.
void TestScsPickup::pickupLimits_data()
{
    QTest::addColumn<std::shared_ptr<model::Fleet>>("fleet");
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("subject");
    QTest::addColumn<bool>("present");
    QTest::addColumn<QString>("part");

    const auto newRow = [](const char *name, std::unique_ptr<model::Fleet> fleet, const char *code,
                           const char *subject, bool present, const char *part = "") {
        QTest::newRow(name) << std::shared_ptr<model::Fleet>(std::move(fleet))
                            << QString::fromUtf8(code) << QString::fromUtf8(subject) << present
                            << QString::fromUtf8(part);
    };
    const auto edited = [](std::unique_ptr<model::Fleet> fleet, const Edit &edit) {
        edit(*fleet);
        return fleet;
    };

    // Per hull at most max(floor(P / 1100), 2) ships.
    newRow("P=3000: 2 of a hull", hullFleet(3000, 2, 0, 0), "scs.pickup.hullShips", "", false);
    newRow("P=3000: 3 of a hull", hullFleet(3000, 3, 0, 0), "scs.pickup.hullShips",
           "ships[2].design", true, "max(floor(3000 / 1100), 2) = 2");
    newRow("P=5500: 5 of a hull", hullFleet(5500, 5, 0, 0), "scs.pickup.hullShips", "", false);
    newRow("P=5500: 6 of a hull", hullFleet(5500, 6, 0, 0), "scs.pickup.hullShips",
           "ships[5].design", true, "max(floor(5500 / 1100), 2) = 5");
    newRow("P=1000: 3 of a hull", hullFleet(1000, 3, 0, 0), "scs.pickup.hullShips",
           "ships[2].design", true, "max(floor(1000 / 1100), 2) = 2");
    // Of a hull's n ships, uncommon + rare + unique <= ceil(n / 3), rare + unique <= ceil(n / 9).
    newRow("1 variant of 3", hullFleet(3000, 2, 1, 0), "scs.pickup.hullVariants", "", false);
    newRow("2 variants of 3", hullFleet(5500, 1, 2, 0), "scs.pickup.hullVariants",
           "ships[2].design", true, "ceil(3 / 3) = 1");
    newRow("2 variants of 4", hullFleet(5500, 2, 2, 0), "scs.pickup.hullVariants", "", false);
    newRow("3 variants of 5", hullFleet(5500, 2, 3, 0), "scs.pickup.hullVariants",
           "ships[4].design", true, "ceil(5 / 3) = 2");
    newRow("1 rare of 2", hullFleet(3000, 1, 0, 1), "scs.pickup.hullRare", "", false);
    newRow("2 rare of 2", hullFleet(3000, 0, 0, 2), "scs.pickup.hullRare", "ships[1].design", true,
           "ceil(2 / 9) = 1");
    newRow("2 rare of 10", hullFleet(11000, 8, 0, 2), "scs.pickup.hullRare", "", false);
    // Fleet-wide: uncommon <= U = max(floor((P - 1500) / 1000), 2), rare + unique <= floor(U / 2).
    newRow("P=5500: 4 uncommon", manyHulls(5500, 4, 0), "scs.pickup.fleetUncommon", "", false);
    newRow("P=5500: 5 uncommon", manyHulls(5500, 5, 0), "scs.pickup.fleetUncommon",
           "ships[4].design", true, "max(floor((5500 − 1500) / 1000), 2) = 4");
    newRow("P=3000: 2 uncommon", manyHulls(3000, 2, 0), "scs.pickup.fleetUncommon", "", false);
    newRow("P=3000: 3 uncommon", manyHulls(3000, 3, 0), "scs.pickup.fleetUncommon",
           "ships[2].design", true, "max(floor((3000 − 1500) / 1000), 2) = 2");
    newRow("P=1000: 3 uncommon", manyHulls(1000, 3, 0), "scs.pickup.fleetUncommon",
           "ships[2].design", true, "max(floor((1000 − 1500) / 1000), 2) = 2");
    newRow("P=5500: 2 rare", manyHulls(5500, 0, 2), "scs.pickup.fleetRare", "", false);
    newRow("P=5500: 3 rare", manyHulls(5500, 0, 3), "scs.pickup.fleetRare", "ships[2].design", true,
           "floor(4 / 2) = 2");
    newRow("P=3000: 2 rare", manyHulls(3000, 0, 2), "scs.pickup.fleetRare", "ships[1].design", true,
           "floor(2 / 2) = 1");
    // Capital ships: at least ceil(P / 5000) from P = 3000.
    const Edit heavy = [](model::Fleet &f) {
        design(f, 0).size = SizeClass::Heavy;
    };
    newRow("P=3000: 1 capital", manyHulls(3000, 0, 0, 1), "scs.pickup.tooFewCapitals", "", false);
    newRow("P=3000: no capital", edited(manyHulls(3000, 0, 0, 1), heavy),
           "scs.pickup.tooFewCapitals", "ships", true, "ceil(3000 / 5000) = 1");
    newRow("P=2999: no capital", edited(manyHulls(2999, 0, 0, 1), heavy),
           "scs.pickup.tooFewCapitals", "", false);
    newRow("P=5001: 1 capital", manyHulls(5001, 0, 0, 1), "scs.pickup.tooFewCapitals", "ships",
           true, "ceil(5001 / 5000) = 2");
    newRow("P=5001: 2 capitals", manyHulls(5001, 0, 0, 2), "scs.pickup.tooFewCapitals", "", false);
    // Brackets: Limited X % ships cost at most floor(X × P / 100), unless there is one of them.
    newRow("P=3000: 300 in Limited 10 %", bracketFleet(3000, 10, 3, 100, 0), "scs.pickup.bracket",
           "", false);
    newRow("P=3000: 400 in Limited 10 %", bracketFleet(3000, 10, 4, 100, 0), "scs.pickup.bracket",
           "ships[3].design", true, "floor(10 × 3000 / 100) = 300");
    newRow("P=3000: 1000 in Limited 33 %", bracketFleet(3000, 33, 2, 500, 0), "scs.pickup.bracket",
           "ships[1].design", true, "floor(33 × 3000 / 100) = 990");
    newRow("P=3100: 1000 in Limited 33 %", bracketFleet(3100, 33, 2, 500, 0), "scs.pickup.bracket",
           "", false);
    newRow("P=3000: 1600 in Limited 50 %", bracketFleet(3000, 50, 2, 800, 0), "scs.pickup.bracket",
           "ships[1].design", true, "floor(50 × 3000 / 100) = 1500");
    newRow("a single ship over its bracket", bracketFleet(3000, 10, 1, 580, 1),
           "scs.pickup.bracket", "", false);
    // A Restricted (10 %) unit needs another unit.
    newRow("Restricted alone", bracketFleet(3000, 10, 1, 100, 0), "scs.pickup.restrictedAlone",
           "ships[0].design", true);
    newRow("Restricted with another", bracketFleet(3000, 10, 1, 100, 1),
           "scs.pickup.restrictedAlone", "", false);
    // Hangars at least half full: ceil(6 / 2) = 3 of the Var'Nic's 6.
    const auto patrolWith = [](int fighters) {
        auto f = patrol();
        pickup(*f);
        f->shipAs<ScsShip>(0).fighters[0].count = fighters;
        return f;
    };
    newRow("3 of 6 fighters", patrolWith(3), "scs.pickup.hangarUnderfilled", "", false);
    newRow("2 of 6 fighters", patrolWith(2), "scs.pickup.hangarUnderfilled", "ships[0].fighters",
           true, "ceil(6 / 2) = 3");
    // A jump engine in the fleet; unique ships are a warning.
    newRow("a jump engine", patrolWith(6), "scs.pickup.noJumpEngine", "", false);
    newRow("no jump engine",
           edited(patrolWith(6),
                  [](model::Fleet &f) {
                      design(f, 0).sections[Primary].systems[4].kind = SystemKind::Other;
                  }),
           "scs.pickup.noJumpEngine", "ships", true);
    newRow("a unique ship",
           edited(patrolWith(6), [](model::Fleet &f) { design(f, 0).rarity = Rarity::Unique; }),
           "scs.pickup.unique", "ships[0].design", true);
    newRow("the Var'Nic is legal", patrolWith(6), "scs.pickup.unique", "", false);
}

void TestScsPickup::pickupLimits()
{
    QFETCH(std::shared_ptr<model::Fleet>, fleet);
    QFETCH(QString, code);
    QFETCH(QString, subject);
    QFETCH(bool, present);
    QFETCH(QString, part);
    expectIssue(*fleet, code, subject, present, part);
}

QTEST_GUILESS_MAIN(TestScsPickup)
#include "tst_scs_pickup.moc"
