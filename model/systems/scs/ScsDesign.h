#pragma once

#include "../../core/Fleet.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>
#include <optional>
#include <vector>

namespace fw::model::scs {

// Translation context of everything SCS says.
class ScsText
{
    Q_DECLARE_TR_FUNCTIONS(fw::Scs)
};

// The size classes of B5 Wars (digest §5.1; FieryVoid's shipSizeClass 0-4), which decide the
// sections a sheet has.
enum class SizeClass { Light, Medium, Heavy, Capital, Enormous };

enum class SystemKind {
    Reactor,
    CnC,
    Sensors,
    Engine,
    JumpEngine,
    Hangar,
    Thruster,
    ShieldGenerator,
    Weapon,
    Other
};

// How a weapon's shots behave (digest §5.3): standard, pulse (several hits, intercepted by
// pulses), ballistic (declared at launch, +1 to intercept), matter (ignores armour), plasma
// (ignores half of it).
enum class WeaponMode { Standard, Pulse, Ballistic, Matter, Plasma };

// Thruster directions (digest §5.1): 1 retro (forward section), 2 main (aft), 3 port, 4 starboard.
enum class ThrustDirection { Retro, Main, Port, Starboard };

// Variant rarity (digest §5.4).
enum class Rarity { Common, Uncommon, Rare, Unique };

enum class FighterSize { Light, Medium, Heavy };

// Ids as written to files, in enum order.
const QStringList &sizeClassIds();   // light medium heavy capital enormous
const QStringList &systemKindIds();  // reactor cnc sensors engine jumpEngine hangar thruster ...
const QStringList &weaponModeIds();  // standard pulse ballistic matter plasma
const QStringList &directionIds();   // retro main port starboard
const QStringList &rarityIds();      // common uncommon rare unique
const QStringList &fighterSizeIds(); // light medium heavy
const QStringList &sectionIds();     // primary forward aft port starboard (the usual five)
// The quarters of a six-sided ship (FieryVoid's locations 31, 32, 41, 42): forwardPort
// forwardStarboard aftPort aftStarboard, in place of port and starboard.
const QStringList &quarterSectionIds();

// Translated names for display.
QString sizeClassName(SizeClass size);
QString systemKindName(SystemKind kind);
QString weaponModeName(WeaponMode mode);
QString directionName(ThrustDirection direction);
QString rarityName(Rarity rarity);
QString fighterSizeName(FighterSize size);
QString sectionName(const QString &sectionId); // "Forward", "Aft port"; an unusual id as it is

// The sections a sheet of this size has (digest §5.1): capital ships all five, heavy and medium
// ships primary, forward and aft, light ships primary only; enormous ships the five and may add
// more.
QStringList sectionsOfSize(SizeClass size);

// Special entries of a d20 chart (`ChartRow::hits`).
inline constexpr char HitsStructure[] = "structure";
inline constexpr char HitsPrimary[] = "primary";

// The B5 Wars pulse values every pulse weapon of FieryVoid's Pulse class has unless it sets its
// own (Aatu/FieryVoid, source/server/model/weapons/pulse.php: a d5 of pulses, one more per 20 % by
// which the d100 roll beats its target, i.e. 4 on the d20 of the tabletop game, at most 6).
inline constexpr int DefaultPulseDie = 5;
inline constexpr int DefaultPulseGrouping = 4;
inline constexpr int DefaultMaxPulses = 6;
// The B5 Wars rake of a raking weapon (FieryVoid's Raking class: 10), offered by the designer.
inline constexpr int DefaultRake = 10;

// A firing arc in degrees clockwise from the bow; from == to is all round.
struct FiringArc
{
    int from = 0;
    int to = 0;
    bool operator==(const FiringArc &other) const = default;
};

// "3d10+4": count dice of `sides`, plus `bonus`.
struct DamageDice
{
    int count = 0;
    int sides = 10;
    int bonus = 0;
    bool operator==(const DamageDice &other) const = default;
};
// The damage expression, or nothing when it is not "NdS", "NdS+B", "NdS-B" or a plain number.
std::optional<DamageDice> parseDamage(const QString &text);

// One system on a sheet: armour and boxes, and what its kind needs.
struct ShipSystem
{
    QString name;
    SystemKind kind = SystemKind::Other;
    int armor = 0;
    int boxes = 1;
    int power = 0;  // power it needs (every kind but the reactor)
    int output = 0; // reactor: power it gives; thruster: rating; engine: thrust; sensors:
                    // rating; jump engine: delay; hangar: fighter slots; shield: shield value
    // Box layout on the sheet; 0 = the rules options' default (rows of 4, blocks of 5).
    int rowLength = 0;
    int blockSize = 0;
    // Weapons
    FiringArc arc;
    int recharge = 1;
    QString damage; // "3d10+4"
    WeaponMode mode = WeaponMode::Standard;
    int intercept = 0;
    std::vector<int> rangeModifiers; // the modifier at range 0, 1, 2, ... hexes
    int shots = 1; // separate shots a firing makes, each rolled to hit (B5 Wars "guns")
    // Pulse weapons (B5 Wars, digest §5.3): a hit fires d`pulseDie` pulses, +1 for every
    // `pulseGrouping` points the to-hit roll beats its target by, at most `maxPulses`; 0 = the
    // B5 Wars default (pulseDieOf() etc.).
    int pulseDie = 0;
    int pulseGrouping = 0;
    int maxPulses = 0;
    int rake = 0; // raking weapons: damage meets armour in rakes of this size; 0 = not raking
    // Thrusters
    ThrustDirection direction = ThrustDirection::Retro;
    // Hangars: the fighter size its slots take
    FighterSize hangarSize = FighterSize::Medium;
    Json extra = Json(); // keys the reader did not know

    bool operator==(const ShipSystem &other) const = default;
};

// The pulse values of a weapon, its own or the B5 Wars defaults.
inline int pulseDieOf(const ShipSystem &s)
{
    return s.pulseDie > 0 ? s.pulseDie : DefaultPulseDie;
}
inline int pulseGroupingOf(const ShipSystem &s)
{
    return s.pulseGrouping > 0 ? s.pulseGrouping : DefaultPulseGrouping;
}
inline int maxPulsesOf(const ShipSystem &s)
{
    return s.maxPulses > 0 ? s.maxPulses : DefaultMaxPulses;
}

// A row of a section's d20 hit chart, or of the d10 side chart.
struct ChartRow
{
    int from = 1;
    int to = 1;
    QString hits; // a system name of the section, "structure" or "primary"
    Json extra = Json();
    bool operator==(const ChartRow &other) const = default;
};

struct SideRow
{
    int from = 1;
    int to = 1;
    QString section; // a section id
    Json extra = Json();
    bool operator==(const SideRow &other) const = default;
};

struct Section
{
    QString id; // primary forward aft port starboard, or an enormous ship's own
    int structureArmor = 0;
    int structureBoxes = 0;
    bool hasStructure = true; // false: the file gave no structure block (the validator says so)
    Json structureExtra = Json();
    std::vector<ShipSystem> systems;
    std::vector<ChartRow> chart;
    Json extra = Json();

    bool operator==(const Section &other) const = default;
};

// A ship control sheet: the whole class as the player designs it.
struct ScsClass
{
    QString id;
    QString name;
    QString faction;
    SizeClass size = SizeClass::Capital;
    int points = 0;
    int isd = 0; // in-service date; 0 = not given
    Rarity rarity = Rarity::Common;
    int signatureForward = 0; // defence rating forward and aft
    int signatureSide = 0;
    Json signatureExtra = Json();
    int initiative = 0; // the bonus to the d20 (FieryVoid stores five times it)
    int thrust = 0;
    int accelCost = 1;
    int pivotCost = 0;
    int rollCost = 0;
    bool retroThrusters = true;
    bool agile = false;
    bool gravitic = false;
    int sensors = 0;
    int jamming = 0;
    int stealth = 0;
    int ramming = 0; // ramming factor
    int jumpDelay = 0;
    int limited = 0;            // deployment bracket in per cent, 0 = none
    QString variantOf;          // the base design's id; empty for a base design
    std::vector<int> turnDelay; // turn delay at speed 1, 2, 3, ...
    std::vector<SideRow> sideChart;
    std::vector<Section> sections;
    QString special; // special rules, printed as given
    QString notes;   // the player's notes, e.g. where the numbers come from
    // Where an imported design comes from ("FieryVoid ships36.js, Narn Regime, gquan") and what
    // its import assumed, each printed small on the sheet.
    QString source;
    QStringList assumptions;
    Json extra = Json();

    bool operator==(const ScsClass &other) const = default;

    const Section *section(const QString &sectionId) const;
    // The base hull: variantOf, or the design's own id.
    QString hull() const { return variantOf.isEmpty() ? id : variantOf; }
};

// Whether a die of `faces` can roll a chart row (a side row, a d20 row) at all.
template<typename Row>
constexpr bool canRoll(const Row &row, int faces)
{
    return std::max(row.from, 1) <= std::min(row.to, faces);
}

// The systems of `section` that no row of its d20 chart names, by index: a shot can never hit
// them (seed lines 68-69, digest §5.3). Empty when the chart has no row to roll at all (that
// chart's gap is the fault to report).
std::vector<std::size_t> systemsOffChart(const Section &section);

// Whether the sheet's d10 side chart names any section: then the chart, not the size, gives the
// layout of its sections (seed line 68: "some ships such as Drazi have specialised location
// charts").
bool sideChartNamesSections(const ScsClass &c);

class ScsDesign final : public Design
{
public:
    ScsDesign() = default;
    explicit ScsDesign(ScsClass c)
        : sheet(std::move(c))
    {}
    ScsDesign(const ScsDesign &) = default;
    ScsDesign &operator=(const ScsDesign &) = default;
    std::unique_ptr<Design> clone() const override
    {
        return std::unique_ptr<Design>(new ScsDesign(*this));
    }
    bool equals(const Design &other) const override
    {
        const auto *o = dynamic_cast<const ScsDesign *>(&other);
        return o && o->sheet == sheet;
    }
    QString id() const override { return sheet.id; }
    void setId(const QString &id) override { sheet.id = id; }
    QString name() const override { return sheet.name; }
    void setName(const QString &name) override { sheet.name = name; }

    ScsClass sheet;
};

// Fighters a ship carries in its hangars.
struct FighterFlight
{
    QString name;
    FighterSize size = FighterSize::Medium;
    int count = 0;
    int points = 0;    // each
    int structure = 0; // boxes of each fighter, for the fighter roster
    Json extra = Json();
    bool operator==(const FighterFlight &other) const = default;
};

// A ship of a fleet: a named ship of one design (ShipDesign::classId is the design's id).
class ScsShip final : public ShipDesign
{
public:
    ScsShip() = default;
    ScsShip(const ScsShip &) = default;
    ScsShip &operator=(const ScsShip &) = default;
    std::unique_ptr<ShipDesign> clone() const override
    {
        return std::unique_ptr<ShipDesign>(new ScsShip(*this));
    }
    bool equals(const ShipDesign &other) const override { return equalAs(*this, other); }
    bool operator==(const ScsShip &other) const = default;

    std::vector<FighterFlight> fighters;
};

class ScsFleetSettings final : public FleetSettings
{
public:
    ScsFleetSettings() = default;
    ScsFleetSettings(const ScsFleetSettings &) = default;
    ScsFleetSettings &operator=(const ScsFleetSettings &) = default;
    std::unique_ptr<FleetSettings> clone() const override
    {
        return std::unique_ptr<FleetSettings>(new ScsFleetSettings(*this));
    }
    bool equals(const FleetSettings &other) const override { return equalAs(*this, other); }
    bool operator==(const ScsFleetSettings &other) const = default;

    int campaignYear = 0; // 0 = none set
    QString faction;
};

// Design `i` of an SCS fleet.
inline const ScsClass &scsClass(const Fleet &fleet, std::size_t i)
{
    return fleet.designAs<ScsDesign>(i).sheet;
}
inline ScsClass &scsClass(Fleet &fleet, std::size_t i)
{
    return fleet.designAs<ScsDesign>(i).sheet;
}
// The fleet's first design with `id`, or null.
const ScsClass *findScsClass(const Fleet &fleet, const QString &id);

} // namespace fw::model::scs
