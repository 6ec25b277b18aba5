// Every Talon validation rule, kept (the issue is absent) and broken (the issue is present with its
// code, severity and subject path), with the bounds checked on both sides; and every check run over
// the 19 built-in counters (digest §3.8), which all pass clean. The fleet is a 300-SP Terran task
// force of built-in counters (SP from tests/data/talon/talon-base-game.json: CA 115, DD 55,
// CV 70, FTR 44) and one made-up custom counter of 16 SP: 115 + 55 + 70 + 44 + 16 = 300.
// Expected numbers are worked out by hand in the comments.

#include "TestSupport.h"
#include "ValidationRows.h"

#include <model/systems/talon/TalonDesign.h>
#include <model/systems/talon/TalonOptions.h>
#include <model/systems/talon/TalonSystem.h>

#include <QTest>

#include <functional>
#include <memory>

using namespace fw;
using namespace fw::model::talon;

using Edit = test::FleetEdit;

namespace {

HullBox box(int powerMod, bool weakSpot)
{
    HullBox b;
    b.powerMod = powerMod;
    b.weakSpot = weakSpot;
    return b;
}

PowerEntry entry(int speed, int ap, int turnRadius, bool start = false)
{
    PowerEntry e;
    e.speed = speed;
    e.ap = ap;
    e.turnRadius = turnRadius;
    e.start = start;
    return e;
}

WeaponGroup group(WeaponKind weapon, int red, int yellow, std::vector<Arc> arcs)
{
    WeaponGroup g;
    g.weapon = weapon;
    g.red = red;
    g.yellow = yellow;
    g.arcs = std::move(arcs);
    return g;
}

// designs[0]: a Terran escort destroyer, 16 SP, speeds 1-4 starting at 2.
TalonCounter escort()
{
    TalonCounter c;
    c.id = QStringLiteral("escort-dd");
    c.classCode = QStringLiteral("DE");
    c.name = QStringLiteral("Escort Destroyer");
    c.faction = Faction::Terran;
    c.hull = HullType::Destroyer;
    c.sp = 16;
    c.shields = {2, 2, 1, 2};
    c.hullBoxes = {box(0, false), box(0, true), box(-1, false)};
    c.powerCurve = {entry(1, 2, 0), entry(2, 2, 1, true), entry(3, 1, 1), entry(4, 1, 2)};
    c.weaponGroups = {group(WeaponKind::Phaser, 1, 1, {Arc::Forward, Arc::Left}),
                      group(WeaponKind::AntiMatterTorpedo, 2, 0, {Arc::Forward})};
    c.batteries = 1;
    c.explosion = 1;
    return c;
}

TalonShip &addShip(model::Fleet &fleet, const char *name, const QString &design)
{
    auto ship = std::make_unique<TalonShip>();
    ship->name = QString::fromUtf8(name);
    ship->classId = design;
    TalonShip &s = *ship;
    fleet.ships.push_back(std::move(ship));
    return s;
}

TalonShip &addShip(model::Fleet &fleet, const char *name, const char *design)
{
    return addShip(fleet, name, QString::fromUtf8(design));
}

std::unique_ptr<model::Fleet> emptyFleet()
{
    return std::make_unique<model::Fleet>(QStringLiteral("talon"),
                                          std::make_unique<TalonFleetSettings>());
}

// The legal task force: 300 SP of a 300-SP budget, Terran, the fighter with its carrier.
std::unique_ptr<model::Fleet> taskForce()
{
    auto fleet = emptyFleet();
    fleet->name = QStringLiteral("Terran Task Force");
    fleet->budget = 300;
    fleet->settingsAs<TalonFleetSettings>().faction = Faction::Terran;
    fleet->designs.push_back(std::make_unique<TalonDesign>(escort()));
    addShip(*fleet, "Defiant", "terran-ca");   // ships[0], 115 SP
    addShip(*fleet, "Lexington", "terran-dd"); // ships[1], 55 SP
    addShip(*fleet, "Saratoga", "terran-cv");  // ships[2], 70 SP
    addShip(*fleet, "Red Wing", "terran-ftr"); // ships[3], 44 SP
    addShip(*fleet, "Picket", "escort-dd");    // ships[4], 16 SP
    return fleet;
}

// The same fleet as a file, written by hand in the shape of docs/file-format.md.
const char *const TaskForceFile = R"({
  "format": "fleetwright-fleet", "formatVersion": 1, "system": "talon",
  "name": "Terran Task Force", "budget": 300, "faction": "terran",
  "designs": [ {
    "id": "escort-dd", "classCode": "DE", "name": "Escort Destroyer", "faction": "terran",
    "hull": "destroyer", "sp": 16,
    "shields": { "forward": 2, "right": 2, "rear": 1, "left": 2 },
    "hullBoxes": [ { "powerMod": 0, "weakSpot": false }, { "powerMod": 0, "weakSpot": true },
                   { "powerMod": -1, "weakSpot": false } ],
    "powerCurve": [ { "speed": 1, "ap": 2, "turnRadius": 0, "start": false },
                    { "speed": 2, "ap": 2, "turnRadius": 1, "start": true },
                    { "speed": 3, "ap": 1, "turnRadius": 1, "start": false },
                    { "speed": 4, "ap": 1, "turnRadius": 2, "start": false } ],
    "weaponGroups": [ { "weapon": "phaser", "red": 1, "yellow": 1, "count": 1,
                        "arcs": [ "forward", "left" ] },
                      { "weapon": "antiMatterTorpedo", "red": 2, "yellow": 0, "count": 1,
                        "arcs": [ "forward" ] } ],
    "afterburners": 0, "batteries": 1, "explosion": 1 } ],
  "ships": [ { "name": "Defiant", "design": "terran-ca" },
             { "name": "Lexington", "design": "terran-dd" },
             { "name": "Saratoga", "design": "terran-cv" },
             { "name": "Red Wing", "design": "terran-ftr" },
             { "name": "Picket", "design": "escort-dd" } ] })";

TalonCounter &design(model::Fleet &f, std::size_t i = 0)
{
    return f.designAs<TalonDesign>(i).counter;
}

TalonShip &shipAt(model::Fleet &f, std::size_t i)
{
    return f.shipAs<TalonShip>(i);
}

TalonFleetSettings &settings(model::Fleet &f)
{
    return f.settingsAs<TalonFleetSettings>();
}

void setSpeeds(model::Fleet &f, std::initializer_list<int> speeds)
{
    std::size_t j = 0;
    for (int s : speeds)
        design(f).powerCurve[j++].speed = s;
}

} // namespace

class TestTalonValidation : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<test::Registries> m_registries;

    validators::Issues validate(const model::Fleet &fleet) const
    {
        return validators::validateFleet(fleet, m_registries->validators);
    }

    const TalonSystem &system() const
    {
        return dynamic_cast<const TalonSystem &>(
            *m_registries->systems.find(QStringLiteral("talon")));
    }

    // Adds the columns and returns a function adding one row (tests/support/ValidationRows.h),
    // an edit of the legal task force.
    static auto rows()
    {
        test::addValidationColumns();
        return [](const char *name, Edit edit, const char *code, const char *subject,
                  const char *severity, const char *part = "") {
            test::addValidationRow(name, std::move(edit), code, subject, severity, part);
        };
    }

    void checkRow()
    {
        auto fleet = taskForce();
        test::checkValidationRow(*fleet, *m_registries, QStringLiteral("Talon, digest §3."));
    }

    void expectLegal(const model::Fleet &fleet) const { test::checkNoIssues(fleet, *m_registries); }

private Q_SLOTS:
    void initTestCase()
    {
        test::installEnglish();
        m_registries = test::makeRegistries();
        QVERIFY(m_registries);
    }

    // The legal task force has not a single issue: every check below is kept.
    void taskForceIsLegal() { expectLegal(*taskForce()); }
    void taskForceFileIsLegal()
    {
        const auto fleet = test::parseFleet(*m_registries, QByteArray(TaskForceFile));
        QVERIFY(fleet);
        QCOMPARE(design(*fleet), escort());
        expectLegal(*fleet);
    }

    // Every check of a custom counter agrees with the 19 real counters (digest §3.8): each one,
    // copied into a fleet as a custom counter under an id of its own and used by a ship (a
    // fighter with a base of its faction), has no issue at all.
    void builtInCountersPassClean();
    // Every built-in counter of a faction in one fleet: no faction, fighter or capacity issue.
    // Terran: 37 + 55 + 88 + 115 + 134 + 194 + 70 + 44 (+ transport 32, base 184) = 737 SP
    // counted; Talon: 44 + 48 + 88 + 115 + 142 + 179 + 218 (+ 36, 184) = 834 SP counted.
    void builtInFactionFleetsAreLegal();

    void counter_data();
    void counter() { checkRow(); }
    void ranges_data();
    void ranges() { checkRow(); }
    void hull_data();
    void hull() { checkRow(); }
    void powerCurve_data();
    void powerCurve() { checkRow(); }
    void weaponGroups_data();
    void weaponGroups() { checkRow(); }
    void designs_data();
    void designs() { checkRow(); }
    void fleet_data();
    void fleet() { checkRow(); }
    void faction_data();
    void faction() { checkRow(); }
    void counterMix_data();
    void counterMix() { checkRow(); }
    void boxCapacity_data();
    void boxCapacity() { checkRow(); }

    // Once per class, at the first ship beyond the mix; once per repeated arc.
    void reportedOnce_data();
    void reportedOnce();

    // The box capacity rests on a sourced figure (digest §3.4: about 2,000 SP), not on an
    // assumption: its issue carries none.
    void boxCapacityIsNoAssumption();

    // A key the reader does not know is kept in `extra` and reported where it is, with a
    // suggestion: set in the model, and read from a file.
    void unknownKeys_data();
    void unknownKeys();
    void unknownKeysInFile_data();
    void unknownKeysInFile();
};

void TestTalonValidation::builtInCountersPassClean()
{
    const std::vector<TalonCounter> &counters = system().rules().counters();
    QCOMPARE(counters.size(), std::size_t(19));
    for (const TalonCounter &builtIn : counters) {
        auto fleet = emptyFleet();
        TalonCounter copy = builtIn;
        copy.id = QStringLiteral("copy-") + builtIn.id;
        copy.name = counterName(builtIn); // as Copy to Custom Design names it
        fleet->designs.push_back(std::make_unique<TalonDesign>(copy));
        addShip(*fleet, "Copy", copy.id);
        if (builtIn.hull == HullType::Fighter)
            addShip(*fleet, "Home", factionIds().at(int(builtIn.faction)) + QLatin1String("-base"));
        const validators::Issues issues = validate(*fleet);
        QVERIFY2(issues.empty(),
                 qPrintable(builtIn.id + QLatin1Char('\n') + test::describe(issues)));
    }
}

void TestTalonValidation::builtInFactionFleetsAreLegal()
{
    for (const QString &faction : factionIds()) {
        auto fleet = emptyFleet();
        int ships = 0;
        for (const TalonCounter &c : system().rules().counters()) {
            if (c.id.startsWith(faction + QLatin1Char('-'))) {
                addShip(*fleet, "Ship", c.id);
                ++ships;
            }
        }
        QCOMPARE(ships, faction == QLatin1String("talon") ? 9 : 10);
        expectLegal(*fleet);
    }
}

// Digest §3.1 A: class code and name; §3.8: figures at least 0; the faction classes.
void TestTalonValidation::counter_data()
{
    const auto newRow = rows();
    newRow(
        "no class code", [](model::Fleet &f) { design(f).classCode = QStringLiteral(" "); },
        "talon.design.noClassCode", "designs[0].classCode", "warning",
        "“Escort Destroyer” has no class code");
    newRow(
        "no name", [](model::Fleet &f) { design(f).name.clear(); }, "talon.design.noName",
        "designs[0].name", "warning", "“escort-dd” has no name");
    const auto hull = [](Faction faction, HullType type) {
        return [=](model::Fleet &f) {
            design(f).faction = faction;
            design(f).hull = type;
        };
    };
    newRow("Terran frigate", hull(Faction::Terran, HullType::Frigate), "talon.design.factionClass",
           "designs[0].hull", "error",
           "“Escort Destroyer” is a Terran Frigate; only Talon counters are of that class.");
    newRow("Terran dreadnought", hull(Faction::Terran, HullType::Dreadnought),
           "talon.design.factionClass", "designs[0].hull", "error");
    newRow("Talon scout", hull(Faction::Talon, HullType::Scout), "talon.design.factionClass",
           "designs[0].hull", "error", "only Terran counters");
    newRow("Talon carrier", hull(Faction::Talon, HullType::Carrier), "talon.design.factionClass",
           "designs[0].hull", "error");
    newRow("Talon fighter", hull(Faction::Talon, HullType::Fighter), "talon.design.factionClass",
           "designs[0].hull", "error");
    newRow("Talon frigate", hull(Faction::Talon, HullType::Frigate), "talon.design.factionClass",
           "", "");
    newRow("Terran scout", hull(Faction::Terran, HullType::Scout), "talon.design.factionClass", "",
           "");
    newRow("Talon destroyer (both factions)", hull(Faction::Talon, HullType::Destroyer),
           "talon.design.factionClass", "", "");
    newRow("Terran light cruiser (both factions, digest §3.8)",
           hull(Faction::Terran, HullType::LightCruiser), "talon.design.factionClass", "", "");
}

// Fleetwright's bounds (validators/talon/TalonChecker.h), each just inside (kept) and just outside
// (broken).
void TestTalonValidation::ranges_data()
{
    const auto newRow = rows();
    const auto edge = [&](const char *name, std::function<void(model::Fleet &, int)> set,
                          int inside, int outside, const char *code, const char *subject) {
        newRow((QByteArray(name) + " " + QByteArray::number(inside)).constData(),
               [set, inside](model::Fleet &f) { set(f, inside); }, code, "", "");
        newRow((QByteArray(name) + " " + QByteArray::number(outside)).constData(),
               [set, outside](model::Fleet &f) { set(f, outside); }, code, subject, "error");
    };
    const char *figure = "talon.design.outOfRange";
    edge(
        "sp", [](model::Fleet &f, int v) { design(f).sp = v; }, 0, -1, figure, "designs[0].sp");
    edge(
        "explosion", [](model::Fleet &f, int v) { design(f).explosion = v; }, 0, -1, figure,
        "designs[0].explosion");
    edge(
        "afterburners", [](model::Fleet &f, int v) { design(f).afterburners = v; }, 0, -1, figure,
        "designs[0].afterburners");
    edge(
        "batteries", [](model::Fleet &f, int v) { design(f).batteries = v; }, 0, -1, figure,
        "designs[0].batteries");
    const char *shields = "talon.shields.outOfRange";
    edge(
        "forward shield", [](model::Fleet &f, int v) { design(f).shields[0] = v; }, 20, 21, shields,
        "designs[0].shields.forward");
    edge(
        "right shield", [](model::Fleet &f, int v) { design(f).shields[1] = v; }, 0, -1, shields,
        "designs[0].shields.right");
    edge(
        "rear shield", [](model::Fleet &f, int v) { design(f).shields[2] = v; }, 20, 21, shields,
        "designs[0].shields.rear");
    edge(
        "left shield", [](model::Fleet &f, int v) { design(f).shields[3] = v; }, 0, -1, shields,
        "designs[0].shields.left");
    // The last hull box, so that no box after it is higher.
    edge(
        "power number", [](model::Fleet &f, int v) { design(f).hullBoxes[2].powerMod = v; }, -10,
        -11, "talon.hull.outOfRange", "designs[0].hullBoxes[2].powerMod");
    edge(
        "power number high", [](model::Fleet &f, int v) { design(f).hullBoxes[0].powerMod = v; }, 0,
        1, "talon.hull.outOfRange", "designs[0].hullBoxes[0].powerMod");
    const char *curve = "talon.powerCurve.outOfRange";
    edge(
        "ap", [](model::Fleet &f, int v) { design(f).powerCurve[3].ap = v; }, 0, -1, curve,
        "designs[0].powerCurve[3].ap");
    edge(
        "turn radius high", [](model::Fleet &f, int v) { design(f).powerCurve[3].turnRadius = v; },
        6, 7, curve, "designs[0].powerCurve[3].turnRadius");
    edge(
        "turn radius low", [](model::Fleet &f, int v) { design(f).powerCurve[0].turnRadius = v; },
        0, -1, curve, "designs[0].powerCurve[0].turnRadius");
    const char *group = "talon.weaponGroup.outOfRange";
    edge(
        "weapons in a group", [](model::Fleet &f, int v) { design(f).weaponGroups[1].count = v; },
        1, 0, group, "designs[0].weaponGroups[1].count");
    edge(
        "red boxes", [](model::Fleet &f, int v) { design(f).weaponGroups[0].red = v; }, 0, -1,
        group, "designs[0].weaponGroups[0].red");
    edge(
        "yellow boxes", [](model::Fleet &f, int v) { design(f).weaponGroups[0].yellow = v; }, 0, -1,
        group, "designs[0].weaponGroups[0].yellow");
    // Speeds 0..6: the curve shifted to 3-6 and 4-7 (the last entry out), 0-3 and -1-2.
    newRow(
        "speeds 3 to 6",
        [](model::Fleet &f) {
            setSpeeds(f, {3, 4, 5, 6});
        },
        curve, "", "");
    newRow(
        "speeds 4 to 7",
        [](model::Fleet &f) {
            setSpeeds(f, {4, 5, 6, 7});
        },
        curve, "designs[0].powerCurve[3].speed", "error", "Speed: 7 is outside 0 to 6.");
    newRow(
        "speeds 0 to 3",
        [](model::Fleet &f) {
            setSpeeds(f, {0, 1, 2, 3});
        },
        curve, "", "");
    newRow(
        "speeds -1 to 2",
        [](model::Fleet &f) {
            setSpeeds(f, {-1, 0, 1, 2});
        },
        curve, "designs[0].powerCurve[0].speed", "error");
    newRow(
        "message gives the bounds", [](model::Fleet &f) { design(f).shields[2] = 21; }, shields,
        "designs[0].shields.rear", "error", "Shield boxes on the Rear arc: 21 is outside 0 to 20.");
    newRow(
        "message gives the least value", [](model::Fleet &f) { design(f).sp = -5; }, figure,
        "designs[0].sp", "error", "Ship Points: -5 is below 0.");
    newRow(
        "message names the group", [](model::Fleet &f) { design(f).weaponGroups[1].count = 0; },
        group, "designs[0].weaponGroups[1].count", "error",
        "Weapon group 2 (Anti-Matter Torpedo), weapons in the group: 0 is below 1.");
    newRow(
        "message names the speed", [](model::Fleet &f) { design(f).powerCurve[3].turnRadius = 7; },
        curve, "designs[0].powerCurve[3].turnRadius", "error",
        "Turn radius at speed 4: 7 is outside 0 to 6.");
    newRow(
        "message names the hull box",
        [](model::Fleet &f) { design(f).hullBoxes[2].powerMod = -11; }, "talon.hull.outOfRange",
        "designs[0].hullBoxes[2].powerMod", "error",
        "The Power number of hull box 3: -11 is outside -10 to 0.");
}

// Digest §3.1, §3.8: at least one hull box; Power numbers never rising.
void TestTalonValidation::hull_data()
{
    const auto newRow = rows();
    newRow(
        "no hull boxes", [](model::Fleet &f) { design(f).hullBoxes.clear(); }, "talon.hull.empty",
        "designs[0].hullBoxes", "error", "“Escort Destroyer” has no hull boxes");
    newRow(
        "one hull box", [](model::Fleet &f) { design(f).hullBoxes.resize(1); }, "talon.hull.empty",
        "", "");
    newRow(
        "power number rises on box 2",
        [](model::Fleet &f) { design(f).hullBoxes[0].powerMod = -1; }, "talon.hull.powerRising",
        "designs[0].hullBoxes[1].powerMod", "warning",
        "Hull box 2 has the Power number 0, above -1 on box 1");
    newRow(
        "power number rises on box 3",
        [](model::Fleet &f) { design(f).hullBoxes[1].powerMod = -2; }, "talon.hull.powerRising",
        "designs[0].hullBoxes[2].powerMod", "warning");
    newRow(
        "power numbers equal", [](model::Fleet &f) { design(f).hullBoxes[2].powerMod = 0; },
        "talon.hull.powerRising", "", "");
    newRow(
        "no weak spot at all (as the Terran FTR)",
        [](model::Fleet &f) { design(f).hullBoxes[1].weakSpot = false; }, "talon.hull.", "", "");
}

// Digest §3.1, §3.2, §3.8: consecutive speeds, one starting entry, turn radius but on a base.
void TestTalonValidation::powerCurve_data()
{
    const auto newRow = rows();
    newRow(
        "no power curve", [](model::Fleet &f) { design(f).powerCurve.clear(); },
        "talon.powerCurve.empty", "designs[0].powerCurve", "error",
        "“Escort Destroyer” has no power curve");
    newRow(
        "speeds 1, 2, 2, 3",
        [](model::Fleet &f) {
            setSpeeds(f, {1, 2, 2, 3});
        },
        "talon.powerCurve.duplicateSpeed", "designs[0].powerCurve[2].speed", "error",
        "Speed 2 is on the power curve twice");
    newRow(
        "speeds 1, 2, 4, 5",
        [](model::Fleet &f) {
            setSpeeds(f, {1, 2, 4, 5});
        },
        "talon.powerCurve.notConsecutive", "designs[0].powerCurve[2].speed", "error",
        "Speed 4 follows speed 2");
    newRow(
        "speeds 4, 3, 2, 1",
        [](model::Fleet &f) {
            setSpeeds(f, {4, 3, 2, 1});
        },
        "talon.powerCurve.notConsecutive", "designs[0].powerCurve[1].speed", "error");
    newRow(
        "speeds 2 to 5",
        [](model::Fleet &f) {
            setSpeeds(f, {2, 3, 4, 5});
        },
        "talon.powerCurve.notConsecutive", "", "");
    newRow(
        "speeds 1 and 2 only", [](model::Fleet &f) { design(f).powerCurve.resize(2); },
        "talon.powerCurve.notConsecutive", "", "");
    newRow(
        "no starting entry", [](model::Fleet &f) { design(f).powerCurve[1].start = false; },
        "talon.powerCurve.noStart", "designs[0].powerCurve", "error",
        "power curve marks no starting entry");
    newRow(
        "two starting entries", [](model::Fleet &f) { design(f).powerCurve[3].start = true; },
        "talon.powerCurve.manyStarts", "designs[0].powerCurve[3].start", "error",
        "Speed 4 is marked as the starting entry too, after speed 2");
    newRow(
        "starting entry moved",
        [](model::Fleet &f) {
            design(f).powerCurve[1].start = false;
            design(f).powerCurve[0].start = true;
        },
        "talon.powerCurve.manyStarts", "", "");
    newRow(
        "no turn radius at speed 2",
        [](model::Fleet &f) { design(f).powerCurve[1].turnRadius.reset(); },
        "talon.powerCurve.noTurnRadius", "designs[0].powerCurve[1].turnRadius", "error",
        "has no turn radius at speed 2");
    const auto base = [](bool radius) {
        return [radius](model::Fleet &f) {
            design(f).hull = HullType::Base;
            for (PowerEntry &e : design(f).powerCurve) {
                if (!radius)
                    e.turnRadius.reset();
            }
        };
    };
    newRow("a base with turn radii", base(true), "talon.powerCurve.baseTurnRadius",
           "designs[0].powerCurve[0].turnRadius", "warning",
           "is a base but has a turn radius at speed 1");
    newRow("each entry of the base", base(true), "talon.powerCurve.baseTurnRadius",
           "designs[0].powerCurve[3].turnRadius", "warning");
    newRow("a base without turn radii", base(false), "talon.powerCurve.baseTurnRadius", "", "");
    newRow("a base needs no turn radius", base(false), "talon.powerCurve.noTurnRadius", "", "");
}

// Digest §3.1, §3.8: weapon groups with an arc, no arc twice, a charge box.
void TestTalonValidation::weaponGroups_data()
{
    const auto newRow = rows();
    newRow(
        "no arc", [](model::Fleet &f) { design(f).weaponGroups[1].arcs.clear(); },
        "talon.weaponGroup.noArc", "designs[0].weaponGroups[1].arcs", "error",
        "Weapon group 2 (Anti-Matter Torpedo) has no arc");
    newRow(
        "forward arc twice",
        [](model::Fleet &f) {
            design(f).weaponGroups[0].arcs = {Arc::Forward, Arc::Left, Arc::Forward};
        },
        "talon.weaponGroup.repeatedArc", "designs[0].weaponGroups[0].arcs[2]", "warning",
        "Weapon group 1 (Phaser) lists the Forward arc twice.");
    newRow(
        "all four arcs",
        [](model::Fleet &f) {
            design(f).weaponGroups[0].arcs = {Arc::Forward, Arc::Right, Arc::Rear, Arc::Left};
        },
        "talon.weaponGroup.repeatedArc", "", "");
    const auto boxes = [](int red, int yellow) {
        return [=](model::Fleet &f) {
            design(f).weaponGroups[0].red = red;
            design(f).weaponGroups[0].yellow = yellow;
        };
    };
    newRow("no charge box", boxes(0, 0), "talon.weaponGroup.noCharge", "designs[0].weaponGroups[0]",
           "error", "Weapon group 1 (Phaser) has no charge box");
    newRow("one yellow box", boxes(0, 1), "talon.weaponGroup.noCharge", "", "");
    newRow("one red box", boxes(1, 0), "talon.weaponGroup.noCharge", "", "");
    newRow(
        "no weapon group (as a transport)", [](model::Fleet &f) { design(f).weaponGroups.clear(); },
        "talon.weaponGroup.", "", "");
}

// Custom counters' ids: none, a built-in's, another custom counter's; unused ones.
void TestTalonValidation::designs_data()
{
    const auto newRow = rows();
    const auto add = [](const char *id) {
        return [id](model::Fleet &f) {
            TalonCounter c = escort();
            c.id = QString::fromUtf8(id);
            f.designs.push_back(std::make_unique<TalonDesign>(c));
        };
    };
    newRow(
        "no id", [](model::Fleet &f) { design(f).id = QStringLiteral(" "); }, "talon.design.noId",
        "designs[0].id", "error", "“Escort Destroyer” has no id");
    newRow("a built-in's id", add("terran-ca"), "talon.design.builtInId", "designs[1].id", "error",
           "“Escort Destroyer” has the id “terran-ca” of a built-in counter; ships of "
           "“terran-ca” are of the built-in one.");
    newRow("a built-in's id is not also unused", add("terran-ca"), "talon.design.unused", "", "");
    newRow(
        "the custom counter renamed to a built-in's id",
        [](model::Fleet &f) {
            design(f).id = QStringLiteral("terran-dd");
            shipAt(f, 4).classId = QStringLiteral("terran-dd");
        },
        "talon.design.builtInId", "designs[0].id", "error");
    newRow("a second counter with the id", add("escort-dd"), "talon.design.duplicateId",
           "designs[1].id", "error", "already has the id “escort-dd”");
    newRow("a duplicate is not also unused", add("escort-dd"), "talon.design.unused", "", "");
    newRow("an unused counter", add("escort-de"), "talon.design.unused", "designs[1]", "info",
           "No ship of the fleet is of the custom counter “Escort Destroyer”.");
}

// Digest §3.5: ships name a counter; SP within the budget; the fighter with its carrier.
void TestTalonValidation::fleet_data()
{
    const auto newRow = rows();
    newRow(
        "no ships", [](model::Fleet &f) { f.ships.clear(); }, "talon.fleet.empty", "ships",
        "warning", "The fleet has no ships.");
    newRow(
        "a misspelt built-in",
        [](model::Fleet &f) { shipAt(f, 1).classId = QStringLiteral("terran-ddd"); },
        "talon.ship.unknownDesign", "ships[1].design", "error",
        "“Lexington” is of counter “terran-ddd”, which is neither built in nor a custom counter "
        "of the fleet. Did you mean “terran-dd”?");
    newRow(
        "a misspelt custom counter",
        [](model::Fleet &f) { shipAt(f, 4).classId = QStringLiteral("escort-d"); },
        "talon.ship.unknownDesign", "ships[4].design", "error", "Did you mean “escort-dd”?");
    newRow(
        "no counter", [](model::Fleet &f) { shipAt(f, 4).classId.clear(); },
        "talon.ship.unknownDesign", "ships[4].design", "error", "“Picket” names no counter.");
    // SP: 115 + 55 + 70 + 44 + 16 = 300.
    newRow(
        "budget 300", [](model::Fleet &f) { f.budget = 300; }, "talon.budget.exceeded", "", "");
    newRow(
        "budget 299", [](model::Fleet &f) { f.budget = 299; }, "talon.budget.exceeded", "budget",
        "error", "The fleet costs 300 SP (every ship's counter), 1 over its budget of 299 SP.");
    newRow(
        "the custom counter's SP counts", [](model::Fleet &f) { design(f).sp = 17; },
        "talon.budget.exceeded", "budget", "error", "costs 301 SP");
    newRow(
        "an unknown counter counts 0",
        [](model::Fleet &f) {
            f.budget = 245;
            shipAt(f, 1).classId = QStringLiteral("nothing");
        },
        "talon.budget.exceeded", "", "");
    newRow(
        "no budget: no check",
        [](model::Fleet &f) {
            f.budget.reset();
            addShip(f, "Yorktown", "terran-bb");
        },
        "talon.budget.exceeded", "", "");
    // Digest §3.3, §3.5: fighters only with a carrier or a base.
    const auto replaceCarrier = [](const char *by) {
        return [by](model::Fleet &f) {
            f.budget.reset();
            shipAt(f, 2).classId = QString::fromUtf8(by);
        };
    };
    newRow("a fighter without its carrier", replaceCarrier("terran-ca"), "talon.ship.noCarrier",
           "ships[3].design", "error",
           "“Red Wing” is a fighter, but the fleet has no carrier and no base");
    newRow("a fighter with a base", replaceCarrier("terran-base"), "talon.ship.noCarrier", "", "");
    newRow("a fighter with a transport", replaceCarrier("terran-transport"), "talon.ship.noCarrier",
           "ships[3].design", "error");
    newRow(
        "each fighter",
        [replaceCarrier](model::Fleet &f) {
            replaceCarrier("terran-dd")(f);
            addShip(f, "Blue Wing", "terran-ftr");
        },
        "talon.ship.noCarrier", "ships[5].design", "error");
    newRow(
        "a custom carrier",
        [replaceCarrier](model::Fleet &f) {
            replaceCarrier("terran-dd")(f);
            design(f).hull = HullType::Carrier;
        },
        "talon.ship.noCarrier", "", "");
}

// Digest §3.5, §3.8: one faction per side, the fleet's or its first ship's.
void TestTalonValidation::faction_data()
{
    const auto newRow = rows();
    newRow(
        "a Talon destroyer in a Terran fleet",
        [](model::Fleet &f) { shipAt(f, 1).classId = QStringLiteral("talon-dd"); },
        "talon.ship.faction", "ships[1].design", "error",
        "“Lexington” is a Talon Destroyer, but the fleet is Terran; a side is of one faction.");
    newRow(
        "a Talon-only class in a Terran fleet",
        [](model::Fleet &f) { shipAt(f, 1).classId = QStringLiteral("talon-dn"); },
        "talon.ship.faction", "ships[1].design", "error", "is a Talon Dreadnought");
    newRow(
        "a custom counter of the other faction",
        [](model::Fleet &f) { design(f).faction = Faction::Talon; }, "talon.ship.faction",
        "ships[4].design", "error", "“Picket” is a Talon Destroyer");
    newRow(
        "a Talon fleet", [](model::Fleet &f) { settings(f).faction = Faction::Talon; },
        "talon.ship.faction", "ships[0].design", "error",
        "“Defiant” is a Terran Heavy Cruiser, but the fleet is Talon");
    const auto noFaction = [](const char *first) {
        return [first](model::Fleet &f) {
            settings(f).faction.reset();
            shipAt(f, 0).classId = QString::fromUtf8(first);
        };
    };
    newRow("no fleet faction: the first ship's", noFaction("talon-ca"), "talon.ship.faction",
           "ships[1].design", "error",
           "but the fleet is Talon, the faction of its first ship “Defiant”");
    newRow("no fleet faction, first ship Terran", noFaction("terran-ca"), "talon.ship.faction", "",
           "");
    newRow(
        "no fleet faction: the first ship with a counter",
        [noFaction](model::Fleet &f) {
            noFaction("unknown")(f);
            shipAt(f, 2).classId = QStringLiteral("talon-ca");
        },
        "talon.ship.faction", "ships[2].design", "error",
        "the faction of its first ship “Lexington”");
}

// Digest §3.5: the player's counter mix, class id -> count; a class not listed has no limit.
void TestTalonValidation::counterMix_data()
{
    const auto newRow = rows();
    const auto mix = [](const char *id, int count, int extraFighters = 0) {
        return [=](model::Fleet &f) {
            f.budget.reset();
            settings(f).counterMix[QString::fromUtf8(id)] = count;
            for (int i = 0; i < extraFighters; ++i)
                addShip(f, "Wing", "terran-ftr");
        };
    };
    newRow("1 fighter of 1", mix("terran-ftr", 1), "talon.ship.overCounterMix", "", "");
    newRow("2 fighters of 1", mix("terran-ftr", 1, 1), "talon.ship.overCounterMix",
           "ships[5].design", "error",
           "“Wing” is one “terran-ftr” too many: the counter mix holds 1 of them.");
    newRow("3 fighters of 3", mix("terran-ftr", 3, 2), "talon.ship.overCounterMix", "", "");
    newRow("1 fighter of 0", mix("terran-ftr", 0), "talon.ship.overCounterMix", "ships[3].design",
           "error", "holds 0 of them");
    newRow("a custom counter of 0", mix("escort-dd", 0), "talon.ship.overCounterMix",
           "ships[4].design", "error");
    newRow("other classes unlimited", mix("terran-bb", 0, 3), "talon.ship.overCounterMix", "", "");
    newRow("a class neither built in nor custom", mix("terran-bbb", 1),
           "talon.counterMix.unknownClass", "counterMix[\"terran-bbb\"]", "warning",
           "The counter mix lists “terran-bbb”, which is neither built in nor a custom counter of "
           "the fleet. Did you mean “terran-bb”?");
    newRow("a custom class", mix("escort-dd", 1), "talon.counterMix.unknownClass", "", "");
}

// Digest §3.4, §3.5: about 2,000 SP per box, bases and transports not counted (option
// boxCapacity).
void TestTalonValidation::boxCapacity_data()
{
    const auto newRow = rows();
    const auto capacity = [](int sp, std::vector<const char *> more = {}) {
        return [=](model::Fleet &f) {
            f.budget.reset();
            if (sp > 0)
                f.options.set(QLatin1String(option::BoxCapacity), sp);
            for (const char *id : more)
                addShip(f, "More", id);
        };
    };
    // 300 SP counted.
    newRow("300 SP of 300", capacity(300), "talon.fleet.boxCapacity", "", "");
    newRow("300 SP of 299", capacity(299), "talon.fleet.boxCapacity", "ships", "info",
           "The fleet's ships other than bases and transports cost 300 SP, more than the 299 SP "
           "one base-game box supports (bases and transports do not count).");
    newRow("a base and a transport do not count",
           capacity(300, {"terran-base", "terran-transport"}), "talon.fleet.boxCapacity", "", "");
    newRow("a scout counts", capacity(300, {"terran-sc"}), "talon.fleet.boxCapacity", "ships",
           "info", "cost 337 SP");
    // The default 2,000: 300 + 8 x 194 (BB) = 1852 is kept, 300 + 9 x 194 = 2046 is not; with a
    // base (184) counted, 1852 + 184 = 2036 would be.
    const std::vector<const char *> eight(8, "terran-bb");
    std::vector<const char *> nine = eight;
    nine.push_back("terran-bb");
    std::vector<const char *> eightAndBase = eight;
    eightAndBase.push_back("terran-base");
    newRow("1852 SP of 2000", capacity(0, eight), "talon.fleet.boxCapacity", "", "");
    newRow("2046 SP of 2000", capacity(0, nine), "talon.fleet.boxCapacity", "ships", "info",
           "cost 2046 SP, more than the 2000 SP");
    newRow("1852 SP and a base of 2000", capacity(0, eightAndBase), "talon.fleet.boxCapacity", "",
           "");
}

void TestTalonValidation::reportedOnce_data()
{
    QTest::addColumn<Edit>("edit");
    QTest::addColumn<QString>("code");
    QTest::addColumn<int>("count");
    QTest::newRow("3 fighters of 1: once") << Edit([](model::Fleet &f) {
        settings(f).counterMix[QStringLiteral("terran-ftr")] = 1;
        addShip(f, "Wing", "terran-ftr");
        addShip(f, "Wing", "terran-ftr");
    }) << "talon.ship.overCounterMix" << 1;
    QTest::newRow("two classes over: once each") << Edit([](model::Fleet &f) {
        settings(f).counterMix[QStringLiteral("terran-ftr")] = 0;
        settings(f).counterMix[QStringLiteral("terran-ca")] = 0;
        addShip(f, "Wing", "terran-ftr");
    }) << "talon.ship.overCounterMix" << 2;
    QTest::newRow("two fighters without a carrier: each") << Edit([](model::Fleet &f) {
        shipAt(f, 2).classId = QStringLiteral("terran-dd");
        addShip(f, "Wing", "terran-ftr");
    }) << "talon.ship.noCarrier" << 2;
    QTest::newRow("two base turn radii of four") << Edit([](model::Fleet &f) {
        design(f).hull = HullType::Base;
        design(f).powerCurve[0].turnRadius.reset();
        design(f).powerCurve[2].turnRadius.reset();
    }) << "talon.powerCurve.baseTurnRadius" << 2;
    QTest::newRow("three starts: two too many") << Edit([](model::Fleet &f) {
        design(f).powerCurve[0].start = true;
        design(f).powerCurve[3].start = true;
    }) << "talon.powerCurve.manyStarts" << 2;
}

void TestTalonValidation::reportedOnce()
{
    QFETCH(Edit, edit);
    QFETCH(QString, code);
    QFETCH(int, count);
    auto fleet = taskForce();
    fleet->budget.reset();
    edit(*fleet);
    const validators::Issues issues = validate(*fleet);
    const auto n = std::count_if(issues.begin(), issues.end(),
                                 [&](const validators::Issue &i) { return i.code == code; });
    QVERIFY2(n == count, qPrintable(test::describe(issues)));
}

void TestTalonValidation::boxCapacityIsNoAssumption()
{
    auto fleet = taskForce();
    fleet->options.set(QLatin1String(option::BoxCapacity), 100);
    const validators::Issues issues = validate(*fleet);
    const validators::Issue *issue = test::findIssue(
        issues, QStringLiteral("talon.fleet.boxCapacity"), QStringLiteral("ships"));
    QVERIFY2(issue, qPrintable(test::describe(issues)));
    QCOMPARE(issue->assumption, QString());
    for (const validators::Issue &i : issues)
        QVERIFY2(i.assumption.isEmpty(), qPrintable(test::describe(issues)));
}

void TestTalonValidation::unknownKeys_data()
{
    test::addUnknownKeyColumns();
    const auto newRow = &test::addUnknownKeyRow;
    newRow(
        "fleet", [](model::Fleet &f) -> model::Json & { return f.extra; }, "counterMx", "counterMx",
        "counterMix");
    newRow(
        "counter", [](model::Fleet &f) -> model::Json & { return design(f).extra; }, "explosoin",
        "designs[0].explosoin", "explosion");
    newRow(
        "shields", [](model::Fleet &f) -> model::Json & { return design(f).shieldsExtra; },
        "forwrd", "designs[0].shields.forwrd", "forward");
    newRow(
        "hull box", [](model::Fleet &f) -> model::Json & { return design(f).hullBoxes[1].extra; },
        "weakspot", "designs[0].hullBoxes[1].weakspot", "weakSpot");
    newRow(
        "power entry",
        [](model::Fleet &f) -> model::Json & { return design(f).powerCurve[2].extra; }, "turnRadis",
        "designs[0].powerCurve[2].turnRadis", "turnRadius");
    newRow(
        "weapon group",
        [](model::Fleet &f) -> model::Json & { return design(f).weaponGroups[1].extra; }, "arc",
        "designs[0].weaponGroups[1].arc", "arcs");
    newRow(
        "ship", [](model::Fleet &f) -> model::Json & { return shipAt(f, 3).extra; }, "desing",
        "ships[3].desing", "design");
}

void TestTalonValidation::unknownKeys()
{
    auto fleet = taskForce();
    test::checkUnknownKeyRow(*fleet, *m_registries);
}

void TestTalonValidation::unknownKeysInFile_data()
{
    test::addUnknownKeyInFileColumns();
    QTest::newRow("fleet") << "/factoin"
                           << "factoin"
                           << "faction";
    QTest::newRow("option") << "/options/boxCapacty"
                            << "options.boxCapacty"
                            << "boxCapacity";
    QTest::newRow("counter") << "/designs/0/clasCode"
                             << "designs[0].clasCode"
                             << "classCode";
    QTest::newRow("shields") << "/designs/0/shields/reer"
                             << "designs[0].shields.reer"
                             << "rear";
    QTest::newRow("hull box") << "/designs/0/hullBoxes/2/powerMd"
                              << "designs[0].hullBoxes[2].powerMd"
                              << "powerMod";
    QTest::newRow("power entry") << "/designs/0/powerCurve/1/strt"
                                 << "designs[0].powerCurve[1].strt"
                                 << "start";
    QTest::newRow("weapon group") << "/designs/0/weaponGroups/0/yelow"
                                  << "designs[0].weaponGroups[0].yelow"
                                  << "yellow";
    QTest::newRow("ship") << "/ships/4/nme"
                          << "ships[4].nme"
                          << "name";
}

void TestTalonValidation::unknownKeysInFile()
{
    test::checkUnknownKeyInFileRow(model::Json::parse(TaskForceFile), *m_registries);
}

QTEST_GUILESS_MAIN(TestTalonValidation)
#include "tst_talon_validation.moc"
