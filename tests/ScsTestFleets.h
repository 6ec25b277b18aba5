// The ships and fleets the SCS validation tests break: the Narn Var'Nic as the rules digest
// gives it (§5.1: sections, armour, boxes, arcs, outputs, d20 charts), the figures the digest
// lacks (power needs, the reactor's output, recharge, damage, range modifiers, the d10 side chart)
// made up and marked so, and the sheets of other layouts built from it.

#pragma once

#include "TestSupport.h"
#include "ValidationRows.h"

#include <model/systems/scs/ScsDesign.h>
#include <model/systems/scs/ScsOptions.h>

#include <QObject>

#include <functional>
#include <memory>
#include <optional>

using Edit = std::function<void(fw::model::Fleet &)>;
Q_DECLARE_METATYPE(std::shared_ptr<fw::model::Fleet>)

namespace scsfleets {

using namespace fw;
using namespace fw::model::scs;

inline ShipSystem system(const char *name, SystemKind kind, int armor, int boxes, int output = 0,
                         int power = 0)
{
    ShipSystem s;
    s.name = QString::fromUtf8(name);
    s.kind = kind;
    s.armor = armor;
    s.boxes = boxes;
    s.output = output;
    s.power = power;
    return s;
}

// Armour, boxes and arc from the digest; power, recharge, damage and range modifiers made up.
inline ShipSystem weapon(const char *name, int armor, int boxes, FiringArc arc, int power,
                         const char *damage)
{
    ShipSystem s = system(name, SystemKind::Weapon, armor, boxes, 0, power);
    s.arc = arc;
    s.recharge = 2;
    s.damage = QString::fromUtf8(damage);
    s.rangeModifiers = {10, 9, 8, 7, 5, 3, 1, -1};
    return s;
}

inline ShipSystem thruster(int armor, int boxes, int rating, ThrustDirection direction)
{
    ShipSystem s = system("Thruster", SystemKind::Thruster, armor, boxes, rating);
    s.direction = direction;
    return s;
}

inline Section section(const char *id, int armor, int boxes, std::vector<ShipSystem> systems,
                       std::vector<ChartRow> chart)
{
    Section s;
    s.id = QString::fromUtf8(id);
    s.structureArmor = armor;
    s.structureBoxes = boxes;
    s.systems = std::move(systems);
    s.chart = std::move(chart);
    return s;
}

inline ChartRow row(int from, int to, const char *hits)
{
    return {from, to, QString::fromUtf8(hits)};
}

// Section indices of the Var'Nic below.
enum { Primary, Forward, Aft, Port, Starboard };

// Narn Var'Nic Long Range Destroyer, digest §5.1.
inline ScsClass varnic()
{
    ScsClass c;
    c.id = QStringLiteral("varnic");
    c.name = QStringLiteral("Var'Nic Long Range Destroyer");
    c.faction = QStringLiteral("Narn Regime");
    c.size = SizeClass::Capital;
    c.points = 580;
    c.isd = 2241;
    c.signatureForward = 14;
    c.signatureSide = 14;
    c.initiative = 2;
    c.thrust = 12;
    c.accelCost = 3;
    c.pivotCost = 2;
    c.rollCost = 2;
    c.sensors = 9;
    c.jumpDelay = 20;
    c.turnDelay = {1, 1, 2, 2, 3, 3, 4, 4, 5, 5}; // speed 6 -> 3, speed 7 -> 4 (digest §5.2)
    // Made up: the digest gives no side chart for the Var'Nic.
    c.sideChart = {{1, 3, QStringLiteral("forward")},
                   {4, 5, QStringLiteral("port")},
                   {6, 7, QStringLiteral("starboard")},
                   {8, 10, QStringLiteral("aft")}};
    ShipSystem hangar = system("Hangar", SystemKind::Hangar, 5, 7, 6); // 6 medium fighters
    hangar.hangarSize = FighterSize::Medium;
    // Made up: the reactor's 34 against the 31 the systems below need (scanner 4, jump engine 3,
    // weapons 4 + 2 + 2 + 2 + 4 + 4 + 2 + 4).
    c.sections.push_back(section(
        "primary", 5, 36,
        {system("Reactor", SystemKind::Reactor, 5, 18, 34), system("C&C", SystemKind::CnC, 5, 16),
         system("Scanner", SystemKind::Sensors, 5, 18, 9, 4),
         system("Engine", SystemKind::Engine, 4, 14, 12),
         system("Jump Engine", SystemKind::JumpEngine, 5, 18, 20, 3), hangar},
        {row(1, 8, "structure"), row(9, 11, "Jump Engine"), row(12, 13, "Scanner"),
         row(14, 15, "Engine"), row(16, 17, "Hangar"), row(18, 19, "Reactor"),
         row(20, 20, "C&C")}));
    c.sections.push_back(section("forward", 4, 40,
                                 {weapon("Heavy Pulse Cannon", 5, 6, {300, 60}, 4, "3d10+4"),
                                  thruster(4, 8, 4, ThrustDirection::Retro),
                                  thruster(4, 8, 4, ThrustDirection::Retro)},
                                 {row(1, 5, "Thruster"), row(6, 8, "Heavy Pulse Cannon"),
                                  row(9, 18, "structure"), row(19, 20, "primary")}));
    c.sections.push_back(section("aft", 4, 38,
                                 {weapon("Light Pulse Cannon", 3, 4, {90, 270}, 2, "2d10"),
                                  weapon("Light Pulse Cannon", 3, 4, {90, 270}, 2, "2d10"),
                                  thruster(3, 24, 12, ThrustDirection::Main)},
                                 {row(1, 6, "Thruster"), row(7, 9, "Light Pulse Cannon"),
                                  row(10, 18, "structure"), row(19, 20, "primary")}));
    c.sections.push_back(
        section("port", 5, 60,
                {weapon("Twin Array", 3, 6, {240, 60}, 2, "1d10+4"),
                 weapon("Medium Laser", 3, 6, {240, 60}, 4, "3d10"),
                 weapon("Medium Laser", 3, 6, {240, 60}, 4, "3d10"),
                 thruster(4, 15, 5, ThrustDirection::Port)},
                {row(1, 4, "Thruster"), row(5, 6, "Twin Array"), row(7, 10, "Medium Laser"),
                 row(11, 18, "structure"), row(19, 20, "primary")}));
    c.sections.push_back(
        section("starboard", 4, 39,
                {weapon("Twin Array", 3, 6, {300, 120}, 2, "1d10+4"),
                 weapon("Ion Torpedo", 4, 5, {0, 120}, 4, "2d10+6"),
                 thruster(4, 13, 4, ThrustDirection::Starboard)},
                {row(1, 4, "Thruster"), row(5, 7, "Ion Torpedo"), row(8, 9, "Twin Array"),
                 row(10, 18, "structure"), row(19, 20, "primary")}));
    return c;
}

inline ScsClass copyOf(const char *id, Rarity rarity = Rarity::Common, const char *variantOf = "")
{
    ScsClass c = varnic();
    c.id = QString::fromUtf8(id);
    c.name = c.id;
    c.rarity = rarity;
    c.variantOf = QString::fromUtf8(variantOf);
    return c;
}

// A Drazi-style sheet (seed line 68: "some ships such as Drazi have specialised location
// charts"): the Var'Nic made a `size` ship with port and starboard sections and neither forward
// nor aft, its side chart 1-5 port, 6-10 starboard. With the forward and aft weapons gone the
// systems need 31 - 4 - 2 - 2 = 23 of the reactor's 34; the engine still gives the header's 12
// thrust. The port section gets a retro thruster: the digest places retro thrusters forward
// (§5.1), and this sheet has no forward section.
inline ScsClass drazi(SizeClass size)
{
    ScsClass c = varnic();
    c.size = size;
    c.sections.erase(c.sections.begin() + Forward, c.sections.begin() + Port);
    c.sideChart = {{1, 5, QStringLiteral("port")}, {6, 10, QStringLiteral("starboard")}};
    Section &port = c.sections[1];
    port.systems.push_back(thruster(4, 8, 4, ThrustDirection::Retro));
    port.systems.back().name = QStringLiteral("Retro Thruster");
    port.chart[3] = row(11, 12, "Retro Thruster");
    port.chart.insert(port.chart.begin() + 4, row(13, 18, "structure"));
    return c;
}

// A six-sided sheet: the Var'Nic with its port and starboard sections split into forward and aft
// quarters, the weapons shared out (the Twin Arrays forward, the Medium Lasers and the Ion Torpedo
// aft: the same 31 power), a side thruster in each quarter. Side chart: 1-2 forward, 3 forward
// starboard, 4-5 aft starboard, 6-7 aft, 8-9 aft port, 10 forward port.
inline ScsClass sixSided()
{
    ScsClass c = varnic();
    const ScsClass v = varnic();
    const std::vector<ShipSystem> &port = v.sections[Port].systems;
    const std::vector<ShipSystem> &starboard = v.sections[Starboard].systems;
    const auto quarter = [](const char *id, std::vector<ShipSystem> weapons, ThrustDirection side) {
        const QString hits = weapons.front().name;
        weapons.push_back(thruster(4, 10, 3, side));
        Section s = section(
            id, 4, 30, std::move(weapons),
            {row(1, 4, "Thruster"), {5, 8, hits}, row(9, 18, "structure"), row(19, 20, "primary")});
        return s;
    };
    c.sections.resize(Port);
    c.sections.push_back(quarter("forwardPort", {port[0]}, ThrustDirection::Port));
    c.sections.push_back(quarter("aftPort", {port[1], port[2]}, ThrustDirection::Port));
    c.sections.push_back(quarter("forwardStarboard", {starboard[0]}, ThrustDirection::Starboard));
    c.sections.push_back(quarter("aftStarboard", {starboard[1]}, ThrustDirection::Starboard));
    c.sideChart
        = {{1, 2, QStringLiteral("forward")},      {3, 3, QStringLiteral("forwardStarboard")},
           {4, 5, QStringLiteral("aftStarboard")}, {6, 7, QStringLiteral("aft")},
           {8, 9, QStringLiteral("aftPort")},      {10, 10, QStringLiteral("forwardPort")}};
    return c;
}

inline ScsClass &design(model::Fleet &fleet, std::size_t i)
{
    return scsClass(fleet, i);
}

inline void addDesign(model::Fleet &fleet, ScsClass c)
{
    fleet.designs.push_back(std::make_unique<ScsDesign>(std::move(c)));
}

inline ScsShip &addShip(model::Fleet &fleet, const QString &designId, int fighters = 0)
{
    auto ship = std::make_unique<ScsShip>();
    ship->name = QStringLiteral("Ship %1").arg(fleet.ships.size() + 1);
    ship->classId = designId;
    if (fighters > 0)
        ship->fighters.push_back({QStringLiteral("Frazi"), FighterSize::Medium, fighters, 30, 3});
    ScsShip &s = *ship;
    fleet.ships.push_back(std::move(ship));
    return s;
}

inline std::unique_ptr<model::Fleet> emptyFleet(std::optional<int> budget)
{
    auto fleet = std::make_unique<model::Fleet>(QStringLiteral("scs"),
                                                std::make_unique<ScsFleetSettings>());
    fleet->name = QStringLiteral("Narn Patrol");
    fleet->budget = budget;
    return fleet;
}

// One Var'Nic with its 6 medium fighters: 580 + 6 x 30 = 760 points of a 3000 budget, campaign
// year 2259.
inline std::unique_ptr<model::Fleet> patrol()
{
    auto fleet = emptyFleet(3000);
    fleet->settingsAs<ScsFleetSettings>().campaignYear = 2259;
    addDesign(*fleet, varnic());
    addShip(*fleet, QStringLiteral("varnic"), 6);
    return fleet;
}

inline void pickup(model::Fleet &fleet)
{
    fleet.options.set(QLatin1String(option::Composition), QString::fromLatin1(choice::B5Wars));
}

using fw::test::findIssue;

// What the SCS validation tests share: the registries, and the checks of one fleet's issues.
class ScsValidationTest : public QObject
{
protected:
    std::unique_ptr<fw::test::Registries> m_registries;

    // The English texts and the registries; false when they cannot be made.
    bool prepare()
    {
        fw::test::installEnglish();
        m_registries = fw::test::makeRegistries();
        return m_registries != nullptr;
    }
    fw::validators::Issues validate(const fw::model::Fleet &fleet)
    {
        return fw::validators::validateFleet(fleet, m_registries->validators);
    }
    void expectIssue(const fw::model::Fleet &fleet, const QString &code, const QString &subject,
                     bool present, const QString &part)
    {
        fw::test::expectIssue(fleet, *m_registries, code, subject, present, part);
    }
};

} // namespace scsfleets
