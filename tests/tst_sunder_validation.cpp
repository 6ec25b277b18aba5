// Every Sunder the Stars validation rule, kept (the issue is absent) and broken (the issue is
// present with its code and subject path), with the bounds checked on both sides. The cards are
// made up, as every Sunder card must be (digest §4.9: no source gives a class's numbers): a medium
// cruiser, a small frigate and a large carrier of the Grand Terran Imperium (digest §4.7), with
// the tracks, weapons and bays digest §4.6 lists. Expected numbers are worked out by hand in the
// comments.

#include "TestSupport.h"

#include <model/systems/sunder/SunderDesign.h>
#include <model/systems/sunder/SunderOptions.h>

#include <QTest>

#include <functional>
#include <memory>

using namespace fw;
using namespace fw::model::sunder;

using Edit = std::function<void(model::Fleet &)>;
Q_DECLARE_METATYPE(Edit)

namespace {

const QString Imperium = QStringLiteral("Grand Terran Imperium");

Weapon weapon(const char *name, WeaponType type, Facing arc, std::vector<int> av)
{
    Weapon w;
    w.name = QString::fromUtf8(name);
    w.type = type;
    w.arc = arc;
    w.av = std::move(av);
    return w;
}

SunderCard card(const char *id, const char *name, HullSize size, int points, int initiative)
{
    SunderCard c;
    c.id = QString::fromUtf8(id);
    c.name = QString::fromUtf8(name);
    c.faction = Imperium;
    c.size = size;
    c.points = points;
    c.initiative = initiative;
    return c;
}

// Card 0: medium, 2 tracks, 12 points, no bays.
SunderCard cruiser()
{
    SunderCard c = card("cm", "Medium Cruiser", HullSize::Medium, 12, 1);
    c.mp = {5, 4};
    c.shield = {5, 4};
    c.pd = {2, 1};
    c.weapons = {weapon("Main Battery", WeaponType::Battery, Facing::Front, {6, 4}),
                 weapon("Drone Rack", WeaponType::Drone, Facing::Left, {3, 2})};
    return c;
}

// Card 1: small, 1 track, 5 points.
SunderCard frigate()
{
    SunderCard c = card("ff", "Frigate", HullSize::Small, 5, 3);
    c.mp = {7};
    c.shield = {3};
    c.pd = {1};
    c.weapons = {weapon("Torpedo Rack", WeaponType::Rack, Facing::Front, {2})};
    return c;
}

// Card 2: large, 3 tracks, 20 points, 4 fighter and 2 bomber bays on track 1.
SunderCard carrier()
{
    SunderCard c = card("cv", "MegaCarrier", HullSize::Large, 20, 0);
    c.mp = {3, 3, 2};
    c.shield = {6, 5, 4};
    c.pd = {4, 3, 2};
    c.weapons = {weapon("Broadside", WeaponType::Battery, Facing::Right, {5, 4, 3}),
                 weapon("Fusion Lance", WeaponType::Fusion, Facing::Front, {4, 3, 1})};
    c.bays.fighters = {4, 2, 1};
    c.bays.bombers = {2, 1, 0};
    c.hasBays = true;
    return c;
}

SunderShip &addShip(model::Fleet &fleet, const char *name, const char *design,
                    const char *group = "")
{
    auto ship = std::make_unique<SunderShip>();
    ship->name = QString::fromUtf8(name);
    ship->classId = QString::fromUtf8(design);
    ship->group = QString::fromUtf8(group);
    SunderShip &s = *ship;
    fleet.ships.push_back(std::move(ship));
    return s;
}

SunderGroup group(const char *name, GroupKind kind = GroupKind::Squadron)
{
    SunderGroup g;
    g.name = QString::fromUtf8(name);
    g.kind = kind;
    return g;
}

// The legal fleet: cruiser (flagship) and frigate in the squadron "Lance", a second frigate on
// its own, the carrier with 4 fighters and 2 bombers; 12 + 5 + 5 + 20 = 42 of 50 points.
std::unique_ptr<model::Fleet> patrol()
{
    auto fleet = std::make_unique<model::Fleet>(QStringLiteral("sunder"),
                                                std::make_unique<SunderFleetSettings>());
    fleet->name = QStringLiteral("Imperial Patrol");
    fleet->budget = 50;
    auto &settings = fleet->settingsAs<SunderFleetSettings>();
    settings.faction = Imperium;
    settings.groups = {group("Lance")};
    for (SunderCard c : {cruiser(), frigate(), carrier()})
        fleet->designs.push_back(std::make_unique<SunderDesign>(std::move(c)));
    addShip(*fleet, "Valiant", "cm", "Lance").flagship = true;
    addShip(*fleet, "Swift", "ff", "Lance");
    addShip(*fleet, "Dart", "ff");
    SunderShip &ark = addShip(*fleet, "Ark", "cv");
    ark.fighters = 4;
    ark.bombers = 2;
    return fleet;
}

SunderCard &cardAt(model::Fleet &f, std::size_t i)
{
    return sunderCard(f, i);
}

SunderShip &shipAt(model::Fleet &f, std::size_t i)
{
    return f.shipAs<SunderShip>(i);
}

SunderFleetSettings &settings(model::Fleet &f)
{
    return f.settingsAs<SunderFleetSettings>();
}

// tests/data/valid/sunder-patrol.fleet.json: cruiser, two frigates and a carrier in two squadrons,
// 42 of 50 points.
QByteArray patrolFile()
{
    return test::readFile(test::dataPath(QStringLiteral("valid/sunder-patrol.fleet.json")));
}

const validators::Issue *issueAt(const validators::Issues &issues, const QString &code,
                                 const QString &subject)
{
    const auto it = std::find_if(issues.begin(), issues.end(), [&](const validators::Issue &i) {
        return i.code == code && i.subject == subject;
    });
    return it == issues.end() ? nullptr : &*it;
}

} // namespace

class TestSunderValidation : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<test::Registries> m_registries;

    validators::Issues validate(const model::Fleet &fleet) const
    {
        return validators::validateFleet(fleet, m_registries->validators);
    }

    // Adds the columns and returns a function adding one row: `edit` applied to the legal patrol
    // causes (present) or keeps away (not present: the code appears nowhere) issue `code` at
    // `subject`, whose message then holds `part`.
    static auto rows()
    {
        QTest::addColumn<Edit>("edit");
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("subject");
        QTest::addColumn<bool>("present");
        QTest::addColumn<QString>("part");
        return [](const char *name, Edit edit, const char *code, const char *subject, bool present,
                  const char *part = "") {
            QTest::newRow(name) << edit << QString::fromUtf8(code) << QString::fromUtf8(subject)
                                << present << QString::fromUtf8(part);
        };
    }

    void checkRow()
    {
        QFETCH(Edit, edit);
        QFETCH(QString, code);
        QFETCH(QString, subject);
        QFETCH(bool, present);
        QFETCH(QString, part);
        auto fleet = patrol();
        edit(*fleet);
        const validators::Issues issues = validate(*fleet);
        if (!present) {
            for (const validators::Issue &i : issues)
                QVERIFY2(i.code != code, qPrintable(test::describe(issues)));
            return;
        }
        const validators::Issue *issue = issueAt(issues, code, subject);
        QVERIFY2(issue, qPrintable(test::describe(issues)));
        QVERIFY2(issue->message.contains(part), qPrintable(issue->message));
    }

    // No issue at all.
    void expectLegal(const model::Fleet &fleet) const
    {
        const validators::Issues issues = validate(fleet);
        QVERIFY2(issues.empty(), qPrintable(test::describe(issues)));
    }

private Q_SLOTS:
    void initTestCase()
    {
        test::installEnglish();
        m_registries = test::makeRegistries();
        QVERIFY(m_registries);
    }

    // The legal patrol has not a single issue: every check below is kept.
    void patrolIsLegal() { expectLegal(*patrol()); }

    void tracks_data();
    void tracks() { checkRow(); }
    void ranges_data();
    void ranges() { checkRow(); }
    void weapons_data();
    void weapons() { checkRow(); }
    void fleet_data();
    void fleet() { checkRow(); }
    void groups_data();
    void groups() { checkRow(); }

    // Results that rest on a rules option standing in for a rule the sources lack are marked
    // with it; the others are not.
    void assumptionsAreMarked_data();
    void assumptionsAreMarked();

    // The test fleet file, read by the fleet reader, is legal.
    void testFleetFileIsLegal()
    {
        const auto fleet = test::parseFleet(*m_registries, patrolFile());
        QVERIFY(fleet);
        expectLegal(*fleet);
    }

    // A key the reader does not know is kept in `extra` and reported where it is, with a
    // suggestion: set in the model, and read from a file.
    void unknownKeys_data();
    void unknownKeys();
    void unknownKeysInFile_data();
    void unknownKeysInFile();
};

// Digest §4.6: one value per damage track (small 1, medium 2, large 3); cards only weaken.
void TestSunderValidation::tracks_data()
{
    const auto newRow = rows();
    newRow(
        "medium mp of 1 value", [](model::Fleet &f) { cardAt(f, 0).mp = {5}; },
        "sunder.design.trackCount", "designs[0].mp", true,
        "MP: 1 given; a Medium card needs 2, one per damage track.");
    newRow(
        "small mp of 2 values",
        [](model::Fleet &f) {
            cardAt(f, 1).mp = {7, 6};
        },
        "sunder.design.trackCount", "designs[1].mp", true, "MP: 2 given; a Small card needs 1,");
    newRow(
        "medium shield of 3 values",
        [](model::Fleet &f) {
            cardAt(f, 0).shield = {5, 4, 3};
        },
        "sunder.design.trackCount", "designs[0].shield", true);
    newRow(
        "large pd of 2 values",
        [](model::Fleet &f) {
            cardAt(f, 2).pd = {4, 3};
        },
        "sunder.design.trackCount", "designs[2].pd", true, "PD: 2 given; a Large card needs 3,");
    newRow(
        "no pd at all", [](model::Fleet &f) { cardAt(f, 0).pd.clear(); },
        "sunder.design.trackCount", "designs[0].pd", true);
    newRow(
        "weapon av of 1 value on a medium card",
        [](model::Fleet &f) { cardAt(f, 0).weapons[1].av = {3}; }, "sunder.weapon.trackCount",
        "designs[0].weapons[1].av", true);
    newRow(
        "fighter bays of 2 values on a large card",
        [](model::Fleet &f) {
            cardAt(f, 2).bays.fighters = {4, 2};
        },
        "sunder.design.trackCount", "designs[2].bays.fighters", true);
    newRow(
        "bomber bays of 4 values on a large card",
        [](model::Fleet &f) {
            cardAt(f, 2).bays.bombers = {2, 1, 0, 0};
        },
        "sunder.design.trackCount", "designs[2].bays.bombers", true);
    newRow(
        "a medium card grown large keeps 2 values",
        [](model::Fleet &f) { cardAt(f, 0).size = HullSize::Large; }, "sunder.design.trackCount",
        "designs[0].mp", true);
    // Bays may be absent: none of that kind, any size.
    newRow(
        "no bomber bays and no bombers",
        [](model::Fleet &f) {
            cardAt(f, 2).bays.bombers.clear();
            shipAt(f, 3).bombers = 0;
        },
        "sunder.design.trackCount", "", false);
    newRow(
        "no bays at all and nothing carried",
        [](model::Fleet &f) {
            cardAt(f, 2).bays = {};
            cardAt(f, 2).hasBays = false;
            shipAt(f, 3).fighters = 0;
            shipAt(f, 3).bombers = 0;
        },
        "sunder.design.trackCount", "", false);
    // A later track stronger than an earlier one; equal is kept.
    newRow(
        "mp rises on track 2",
        [](model::Fleet &f) {
            cardAt(f, 0).mp = {4, 5};
        },
        "sunder.design.trackStronger", "designs[0].mp[1]", true,
        "MP: 5 on track 2, more than 4 on track 1");
    newRow(
        "mp equal on both tracks",
        [](model::Fleet &f) {
            cardAt(f, 0).mp = {4, 4};
        },
        "sunder.design.trackStronger", "", false);
    newRow(
        "shield rises on track 3",
        [](model::Fleet &f) {
            cardAt(f, 2).shield = {6, 4, 5};
        },
        "sunder.design.trackStronger", "designs[2].shield[2]", true);
    newRow(
        "pd rises on track 2",
        [](model::Fleet &f) {
            cardAt(f, 2).pd = {4, 5, 2};
        },
        "sunder.design.trackStronger", "designs[2].pd[1]", true);
    newRow(
        "fighter bays rise on track 3",
        [](model::Fleet &f) {
            cardAt(f, 2).bays.fighters = {4, 1, 2};
        },
        "sunder.design.trackStronger", "designs[2].bays.fighters[2]", true);
    newRow(
        "bomber bays rise on track 2",
        [](model::Fleet &f) {
            cardAt(f, 2).bays.bombers = {2, 3, 0};
        },
        "sunder.design.trackStronger", "designs[2].bays.bombers[1]", true);
    newRow(
        "av rises on track 2",
        [](model::Fleet &f) {
            cardAt(f, 0).weapons[0].av = {4, 6};
        },
        "sunder.weapon.trackStronger", "designs[0].weapons[0].av[1]", true,
        "“Main Battery”'s AV: 6 on track 2, more than 4 on track 1");
    newRow(
        "av equal on every track",
        [](model::Fleet &f) {
            cardAt(f, 2).weapons[1].av = {4, 4, 4};
        },
        "sunder.weapon.trackStronger", "", false);
}

// Fleetwright's bounds (validators/sunder/SunderChecker.h), each just inside (kept) and just
// outside (broken).
void TestSunderValidation::ranges_data()
{
    const auto newRow = rows();
    const auto edge = [&](const char *name, std::function<void(model::Fleet &, int)> set,
                          int inside, int outside, const char *code, const char *subject) {
        newRow((QByteArray(name) + " " + QByteArray::number(inside)).constData(),
               [set, inside](model::Fleet &f) { set(f, inside); }, code, "", false);
        newRow((QByteArray(name) + " " + QByteArray::number(outside)).constData(),
               [set, outside](model::Fleet &f) { set(f, outside); }, code, subject, true);
    };
    const char *design = "sunder.design.outOfRange";
    // Track 1 only, so that no later track rises above it; track 2 keeps 0 (the low bound).
    edge(
        "mp",
        [](model::Fleet &f, int v) {
            cardAt(f, 0).mp = {v, 0};
        },
        20, 21, design, "designs[0].mp[0]");
    edge(
        "mp on track 2", [](model::Fleet &f, int v) { cardAt(f, 0).mp[1] = v; }, 0, -1, design,
        "designs[0].mp[1]");
    edge(
        "shield", [](model::Fleet &f, int v) { cardAt(f, 1).shield = {v}; }, 20, 21, design,
        "designs[1].shield[0]");
    edge(
        "shield low", [](model::Fleet &f, int v) { cardAt(f, 1).shield = {v}; }, 0, -1, design,
        "designs[1].shield[0]");
    edge(
        "pd", [](model::Fleet &f, int v) { cardAt(f, 1).pd = {v}; }, 12, 13, design,
        "designs[1].pd[0]");
    edge(
        "initiative high", [](model::Fleet &f, int v) { cardAt(f, 0).initiative = v; }, 10, 11,
        design, "designs[0].initiative");
    edge(
        "initiative low", [](model::Fleet &f, int v) { cardAt(f, 0).initiative = v; }, -5, -6,
        design, "designs[0].initiative");
    edge(
        "points high", [](model::Fleet &f, int v) { cardAt(f, 2).points = v; }, 1000, 1001, design,
        "designs[2].points");
    edge(
        "points low", [](model::Fleet &f, int v) { cardAt(f, 2).points = v; }, 0, -1, design,
        "designs[2].points");
    edge(
        "fighter bays",
        [](model::Fleet &f, int v) {
            cardAt(f, 2).bays.fighters = {v, 0, 0};
        },
        50, 51, design, "designs[2].bays.fighters[0]");
    edge(
        "bomber bays on track 3", [](model::Fleet &f, int v) { cardAt(f, 2).bays.bombers[2] = v; },
        0, -1, design, "designs[2].bays.bombers[2]");
    edge(
        "av", [](model::Fleet &f, int v) { cardAt(f, 1).weapons[0].av = {v}; }, 30, 31,
        "sunder.weapon.outOfRange", "designs[1].weapons[0].av[0]");
    edge(
        "av on track 3", [](model::Fleet &f, int v) { cardAt(f, 2).weapons[1].av[2] = v; }, 0, -1,
        "sunder.weapon.outOfRange", "designs[2].weapons[1].av[2]");
    edge(
        "fighters carried", [](model::Fleet &f, int v) { shipAt(f, 3).fighters = v; }, 0, -1,
        "sunder.ship.outOfRange", "ships[3].fighters");
    edge(
        "bombers carried", [](model::Fleet &f, int v) { shipAt(f, 3).bombers = v; }, 0, -1,
        "sunder.ship.outOfRange", "ships[3].bombers");
    newRow(
        "message gives the bounds",
        [](model::Fleet &f) {
            cardAt(f, 0).pd = {13, 1};
        },
        design, "designs[0].pd[0]", true, "PD on track 1: 13 is outside 0 to 12.");
    newRow(
        "message gives the value", [](model::Fleet &f) { cardAt(f, 0).initiative = -6; }, design,
        "designs[0].initiative", true, "Initiative modifier -6 is outside -5 to 10.");
}

// Digest §4.3, §4.4, quick reference: the weapon's arc is its type's; no attack below AV 1.
void TestSunderValidation::weapons_data()
{
    const auto newRow = rows();
    const auto degrees = [](std::size_t card, std::size_t w, int d) {
        return [=](model::Fleet &f) {
            cardAt(f, card).weapons[w].degrees = d;
        };
    };
    newRow("battery of 180°", degrees(0, 0, 180), "sunder.weapon.arc", "", false);
    newRow("battery of 0° (its type's)", degrees(0, 0, 0), "sunder.weapon.arc", "", false);
    newRow("battery of 90°", degrees(0, 0, 90), "sunder.weapon.arc",
           "designs[0].weapons[0].degrees", true,
           "“Main Battery” is a Battery with a 90° arc; a Battery fires into 180°.");
    newRow("drone of 90°", degrees(0, 1, 90), "sunder.weapon.arc", "", false);
    newRow("drone of 180°", degrees(0, 1, 180), "sunder.weapon.arc",
           "designs[0].weapons[1].degrees", true, "fires into 90°");
    newRow("rack of 360°", degrees(1, 0, 360), "sunder.weapon.arc", "designs[1].weapons[0].degrees",
           true);
    newRow("fusion of 180°", degrees(2, 1, 180), "sunder.weapon.arc",
           "designs[2].weapons[1].degrees", true);
    newRow(
        "a battery's 180° kept as the type becomes a rack",
        [](model::Fleet &f) {
            cardAt(f, 0).weapons[0].degrees = 180;
            cardAt(f, 0).weapons[0].type = WeaponType::Rack;
        },
        "sunder.weapon.arc", "designs[0].weapons[0].degrees", true);
    newRow(
        "av 1 on track 1",
        [](model::Fleet &f) {
            cardAt(f, 0).weapons[1].av = {1, 1};
        },
        "sunder.weapon.noAttack", "", false);
    newRow(
        "av 0 on track 1",
        [](model::Fleet &f) {
            cardAt(f, 0).weapons[1].av = {0, 0};
        },
        "sunder.weapon.noAttack", "designs[0].weapons[1].av[0]", true, "AV 0 on track 1");
    newRow(
        "av 0 only on track 3",
        [](model::Fleet &f) {
            cardAt(f, 2).weapons[1].av = {4, 3, 0};
        },
        "sunder.weapon.noAttack", "", false);
    newRow(
        "weapon without a name",
        [](model::Fleet &f) { cardAt(f, 0).weapons[1].name = QStringLiteral(" "); },
        "sunder.weapon.noName", "designs[0].weapons[1].name", true, "Weapon 2 of “Medium Cruiser”");
}

// Digest §4.6, §4.8: the cards and ships of the fleet, its points, faction, flagship and bays.
void TestSunderValidation::fleet_data()
{
    const auto newRow = rows();
    newRow(
        "card without an id", [](model::Fleet &f) { cardAt(f, 2).id.clear(); },
        "sunder.design.noId", "designs[2].id", true, "“MegaCarrier” has no id");
    newRow(
        "card without a name", [](model::Fleet &f) { cardAt(f, 2).name.clear(); },
        "sunder.design.noName", "designs[2].name", true, "“cv” has no name");
    newRow(
        "duplicate card id", [](model::Fleet &f) { cardAt(f, 2).id = QStringLiteral("cm"); },
        "sunder.design.duplicateId", "designs[2].id", true);
    newRow(
        "unused card",
        [](model::Fleet &f) {
            f.designs.push_back(
                std::make_unique<SunderDesign>(card("dd", "Destroyer", HullSize::Small, 7, 2)));
        },
        "sunder.design.unused", "designs[3]", true, "“Destroyer”");
    newRow(
        "ship of a missing card",
        [](model::Fleet &f) { shipAt(f, 2).classId = QStringLiteral("fg"); },
        "sunder.ship.unknownDesign", "ships[2].design", true, "Did you mean “ff”?");
    newRow(
        "ship of no card", [](model::Fleet &f) { shipAt(f, 2).classId.clear(); },
        "sunder.ship.unknownDesign", "ships[2].design", true, "“Dart” names no card.");
    newRow(
        "no ships", [](model::Fleet &f) { f.ships.clear(); }, "sunder.fleet.empty", "ships", true);
    // Points: 12 + 5 + 5 + 20 = 42.
    newRow(
        "budget 42", [](model::Fleet &f) { f.budget = 42; }, "sunder.budget.exceeded", "", false);
    newRow(
        "budget 41", [](model::Fleet &f) { f.budget = 41; }, "sunder.budget.exceeded", "budget",
        true, "costs 42 points (every ship's card), 1 over its budget of 41.");
    // No budget: the 50-point preset (digest §4.8 DEFAULT). 12 + 5 + 5 + 28 = 50 is kept.
    newRow(
        "no budget, 50 points",
        [](model::Fleet &f) {
            f.budget.reset();
            cardAt(f, 2).points = 28;
        },
        "sunder.budget.exceeded", "", false);
    newRow(
        "no budget, 51 points",
        [](model::Fleet &f) {
            f.budget.reset();
            cardAt(f, 2).points = 29;
        },
        "sunder.budget.exceeded", "budget", true,
        "costs 51 points (every ship's card), 1 over "
        "the 50-point game");
    newRow(
        "no budget, a 60-point preset",
        [](model::Fleet &f) {
            f.budget.reset();
            cardAt(f, 2).points = 29;
            f.options.set(QLatin1String(option::PresetBudget), 60);
        },
        "sunder.budget.exceeded", "", false);
    // Faction consistency (digest §4.8), rules option singleFaction.
    const auto union_ = [](model::Fleet &f) {
        cardAt(f, 1).faction = QStringLiteral("Union of Queens");
    };
    newRow("frigates of another faction", union_, "sunder.ship.faction", "ships[1].design", true,
           "“Swift” is a ship of “Union of Queens”, but the fleet is of “Grand Terran "
           "Imperium”");
    newRow("each ship of the card", union_, "sunder.ship.faction", "ships[2].design", true);
    newRow(
        "another faction allowed",
        [union_](model::Fleet &f) {
            union_(f);
            f.options.set(QLatin1String(option::SingleFaction), false);
        },
        "sunder.ship.faction", "", false);
    newRow(
        "no fleet faction: the first ship's",
        [](model::Fleet &f) {
            settings(f).faction.clear();
            cardAt(f, 2).faction = QStringLiteral("Union of Queens");
        },
        "sunder.ship.faction", "ships[3].design", true, "the faction of its first ship “Valiant”");
    newRow(
        "a card of no faction", [](model::Fleet &f) { cardAt(f, 2).faction.clear(); },
        "sunder.ship.faction", "", false);
    // Flagships: at most one (DEFAULT), exactly one by the blog's optional rule.
    newRow(
        "two flagships", [](model::Fleet &f) { shipAt(f, 3).flagship = true; },
        "sunder.flagship.tooMany", "ships[3].flagship", true, "after “Valiant”");
    newRow(
        "no flagship", [](model::Fleet &f) { shipAt(f, 0).flagship = false; },
        "sunder.flagship.missing", "", false);
    const auto exactlyOne = [](model::Fleet &f) {
        f.options.set(QLatin1String(option::Flagship), QString::fromLatin1(choice::ExactlyOne));
    };
    newRow("exactly one flagship: one", exactlyOne, "sunder.flagship.missing", "", false);
    newRow(
        "exactly one flagship: none",
        [exactlyOne](model::Fleet &f) {
            exactlyOne(f);
            shipAt(f, 0).flagship = false;
        },
        "sunder.flagship.missing", "ships", true);
    newRow(
        "exactly one flagship: two",
        [exactlyOne](model::Fleet &f) {
            exactlyOne(f);
            shipAt(f, 2).flagship = true;
        },
        "sunder.flagship.tooMany", "ships[2].flagship", true);
    // Digest §4.8: fighters within track 1's bays (4 fighters, 2 bombers).
    newRow(
        "5 fighters in 4 bays", [](model::Fleet &f) { shipAt(f, 3).fighters = 5; },
        "sunder.ship.overBays", "ships[3].fighters", true,
        "carries 5 fighter flights, but “MegaCarrier” has 4 fighter bays on track 1.");
    newRow(
        "3 bombers in 2 bays", [](model::Fleet &f) { shipAt(f, 3).bombers = 3; },
        "sunder.ship.overBays", "ships[3].bombers", true);
    newRow(
        "bays of track 2 do not count",
        [](model::Fleet &f) {
            cardAt(f, 2).bays.fighters = {3, 4, 1};
        },
        "sunder.ship.overBays", "ships[3].fighters", true, "has 3 fighter bays");
    newRow(
        "a fighter on a card without bays", [](model::Fleet &f) { shipAt(f, 0).fighters = 1; },
        "sunder.ship.overBays", "ships[0].fighters", true, "has 0 fighter bays");
}

// Digest §4.1, §4.8: squadrons, flights and wings.
void TestSunderValidation::groups_data()
{
    const auto newRow = rows();
    newRow(
        "ship of a missing group",
        [](model::Fleet &f) { shipAt(f, 2).group = QStringLiteral("Lanse"); },
        "sunder.ship.unknownGroup", "ships[2].group", true, "Did you mean “Lance”?");
    newRow(
        "duplicate group name",
        [](model::Fleet &f) { settings(f).groups.push_back(group("Lance")); },
        "sunder.group.duplicateName", "groups[1].name", true);
    newRow(
        "group without a name", [](model::Fleet &f) { settings(f).groups.push_back(group(" ")); },
        "sunder.group.noName", "groups[1].name", true, "Group 2 has no name");
    newRow(
        "empty group",
        [](model::Fleet &f) { settings(f).groups.push_back(group("Wing", GroupKind::Wing)); },
        "sunder.group.empty", "groups[1]", true, "“Wing”");
    // Squadron size (digest §4.8 UNKNOWN): "Lance" holds 2 ships.
    const auto size = [](int n) {
        return [n](model::Fleet &f) {
            f.options.set(QLatin1String(option::SquadronSize), n);
        };
    };
    newRow("squadron of 2, no limit (0)", size(0), "sunder.group.tooManyShips", "", false);
    newRow("squadron of 2, limit 2", size(2), "sunder.group.tooManyShips", "", false);
    newRow("squadron of 2, limit 1", size(1), "sunder.group.tooManyShips", "ships[1].group", true,
           "“Swift” is one ship too many for squadron “Lance”: the most a squadron takes is 1.");
    // The option limits "the largest squadron, flight or wing" (its text; digest §4.1 names all
    // three as units): a flight or a wing of 2 over a limit of 1 is reported as a squadron is.
    newRow(
        "flights are limited too",
        [size](model::Fleet &f) {
            size(1)(f);
            settings(f).groups[0].kind = GroupKind::Flight;
        },
        "sunder.group.tooManyShips", "ships[1].group", true,
        "“Swift” is one too many for flight “Lance”: the most a flight takes is 1.");
    newRow(
        "wings are limited too",
        [size](model::Fleet &f) {
            size(1)(f);
            settings(f).groups[0].kind = GroupKind::Wing;
        },
        "sunder.group.tooManyShips", "ships[1].group", true,
        "“Swift” is one too many for wing “Lance”: the most a wing takes is 1.");
    newRow(
        "a wing of 2 within a limit of 2",
        [size](model::Fleet &f) {
            size(2)(f);
            settings(f).groups[0].kind = GroupKind::Wing;
        },
        "sunder.group.tooManyShips", "", false);
}

void TestSunderValidation::assumptionsAreMarked_data()
{
    QTest::addColumn<Edit>("edit");
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("subject");
    QTest::addColumn<QString>("assumption"); // empty: not marked

    QTest::newRow("squadron size")
        << Edit([](model::Fleet &f) { f.options.set(QLatin1String(option::SquadronSize), 1); })
        << "sunder.group.tooManyShips"
        << "ships[1].group" << QString::fromLatin1(option::SquadronSize);
    QTest::newRow("the 50-point preset") << Edit([](model::Fleet &f) {
        f.budget.reset();
        cardAt(f, 2).points = 29;
    }) << "sunder.budget.exceeded"
                                         << "budget" << QString::fromLatin1(option::PresetBudget);
    QTest::newRow("an agreed budget")
        << Edit([](model::Fleet &f) { f.budget = 41; }) << "sunder.budget.exceeded"
        << "budget" << QString();
    QTest::newRow("bays: sourced")
        << Edit([](model::Fleet &f) { shipAt(f, 3).fighters = 5; }) << "sunder.ship.overBays"
        << "ships[3].fighters" << QString();
}

void TestSunderValidation::assumptionsAreMarked()
{
    QFETCH(Edit, edit);
    QFETCH(QString, code);
    QFETCH(QString, subject);
    QFETCH(QString, assumption);
    auto fleet = patrol();
    edit(*fleet);
    const validators::Issues issues = validate(*fleet);
    const validators::Issue *issue = issueAt(issues, code, subject);
    QVERIFY2(issue, qPrintable(test::describe(issues)));
    QCOMPARE(issue->assumption, assumption);
}

void TestSunderValidation::unknownKeys_data()
{
    QTest::addColumn<Edit>("edit");
    QTest::addColumn<QString>("subject");
    QTest::addColumn<QString>("suggestion");

    const auto newRow = [](const char *name, std::function<model::Json &(model::Fleet &)> extra,
                           const char *key, const char *subject, const char *suggestion) {
        QTest::newRow(name) << Edit([extra, key](model::Fleet &f) { extra(f)[key] = 1; })
                            << QString::fromUtf8(subject) << QString::fromUtf8(suggestion);
    };
    newRow(
        "fleet", [](model::Fleet &f) -> model::Json & { return f.extra; }, "facton", "facton",
        "faction");
    newRow(
        "group", [](model::Fleet &f) -> model::Json & { return settings(f).groups[0].extra; },
        "knd", "groups[0].knd", "kind");
    newRow(
        "card", [](model::Fleet &f) -> model::Json & { return cardAt(f, 0).extra; }, "sheild",
        "designs[0].sheild", "shield");
    newRow(
        "weapon", [](model::Fleet &f) -> model::Json & { return cardAt(f, 0).weapons[1].extra; },
        "avv", "designs[0].weapons[1].avv", "av");
    newRow(
        "bays", [](model::Fleet &f) -> model::Json & { return cardAt(f, 2).bays.extra; }, "bomber",
        "designs[2].bays.bomber", "bombers");
    newRow(
        "ship", [](model::Fleet &f) -> model::Json & { return shipAt(f, 3).extra; }, "fighter",
        "ships[3].fighter", "fighters");
}

void TestSunderValidation::unknownKeys()
{
    QFETCH(Edit, edit);
    QFETCH(QString, subject);
    QFETCH(QString, suggestion);
    auto fleet = patrol();
    edit(*fleet);
    const validators::Issues issues = validate(*fleet);
    const validators::Issue *issue = issueAt(issues, QStringLiteral("file.unknownKey"), subject);
    QVERIFY2(issue, qPrintable(test::describe(issues)));
    QVERIFY2(issue->message.contains(QStringLiteral("Did you mean “%1”?").arg(suggestion)),
             qPrintable(issue->message));
}

void TestSunderValidation::unknownKeysInFile_data()
{
    QTest::addColumn<QString>("pointer");
    QTest::addColumn<QString>("subject");
    QTest::addColumn<QString>("suggestion");
    QTest::newRow("fleet") << "/factoin"
                           << "factoin"
                           << "faction";
    QTest::newRow("option") << "/options/squadronSise"
                            << "options.squadronSise"
                            << "squadronSize";
    QTest::newRow("group") << "/groups/1/nme"
                           << "groups[1].nme"
                           << "name";
    QTest::newRow("card") << "/designs/2/initative"
                          << "designs[2].initative"
                          << "initiative";
    QTest::newRow("weapon") << "/designs/2/weapons/1/degres"
                            << "designs[2].weapons[1].degres"
                            << "degrees";
    QTest::newRow("bays") << "/designs/2/bays/fightres"
                          << "designs[2].bays.fightres"
                          << "fighters";
    QTest::newRow("ship") << "/ships/3/flagshp"
                          << "ships[3].flagshp"
                          << "flagship";
}

void TestSunderValidation::unknownKeysInFile()
{
    QFETCH(QString, pointer);
    QFETCH(QString, subject);
    QFETCH(QString, suggestion);
    model::Json json = model::Json::parse(patrolFile().toStdString());
    json[model::Json::json_pointer(pointer.toStdString())] = 1;
    const auto fleet = test::parseFleet(*m_registries, json);
    QVERIFY(fleet);
    const validators::Issues issues = validate(*fleet);
    const validators::Issue *issue = issueAt(issues, QStringLiteral("file.unknownKey"), subject);
    QVERIFY2(issue, qPrintable(test::describe(issues)));
    QVERIFY2(issue->message.contains(QStringLiteral("Did you mean “%1”?").arg(suggestion)),
             qPrintable(issue->message));
}

QTEST_GUILESS_MAIN(TestSunderValidation)
#include "tst_sunder_validation.moc"
