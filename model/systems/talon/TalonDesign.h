#pragma once

#include "../../core/Fleet.h"

#include <QCoreApplication>
#include <QStringList>

#include <array>
#include <map>
#include <optional>
#include <vector>

namespace fw::model::talon {

// Translation context of everything Talon says.
class TalonText
{
    Q_DECLARE_TR_FUNCTIONS(fw::Talon)
};

// The two factions of the base game (digest §3.4, §3.8).
enum class Faction { Talon, Terran };

// Hull types of the base-game counters (digest §3.8: the data file's `hull`).
enum class HullType {
    Base,
    Battleship,
    BattleCruiser,
    HeavyCruiser,
    LightCruiser,
    Destroyer,
    Dreadnought,
    Frigate,
    Transport,
    Carrier,
    Fighter,
    Scout
};

// The four shield and firing arcs (digest §3.1): forward, right, rear, left.
enum class Arc { Forward, Right, Rear, Left };
inline constexpr int ArcCount = 4;

// The six weapons of the base game (digest §3.3, §3.8).
enum class WeaponKind {
    Phaser,
    Disruptor,
    AntiMatterTorpedo,
    WaveMotionGun,
    FusionCannon,
    Missile
};

// Ids as written to files, in enum order.
const QStringList &factionIds();    // talon terran
const QStringList &hullTypeIds();   // base battleship battleCruiser heavyCruiser ...
const QStringList &arcIds();        // forward right rear left
const QStringList &weaponKindIds(); // phaser disruptor antiMatterTorpedo waveMotionGun ...

QString factionName(Faction faction);
QString hullTypeName(HullType hull);
QString arcName(Arc arc);
QString weaponKindName(WeaponKind weapon);

// One hull box, in damage order: the Power reduction printed with it (applied once it is marked)
// and whether it carries the weak-spot (critical damage) symbol.
struct HullBox
{
    int powerMod = 0; // 0, -1, -2, ...
    bool weakSpot = false;
    Json extra = Json();
    bool operator==(const HullBox &other) const = default;
};

// One entry of the Power Curve: at `speed`, `ap` Available Power and the turn radius (none for a
// base); `start` marks the entry the counter starts on.
struct PowerEntry
{
    int speed = 0;
    int ap = 0;
    std::optional<int> turnRadius;
    bool start = false;
    Json extra = Json();
    bool operator==(const PowerEntry &other) const = default;
};

// A weapon group: `count` weapons of one kind charged together (red boxes first, then yellow),
// firing into `arcs`.
struct WeaponGroup
{
    WeaponKind weapon = WeaponKind::Phaser;
    int red = 0;
    int yellow = 0;
    int count = 1;
    std::vector<Arc> arcs;
    Json extra = Json();
    bool operator==(const WeaponGroup &other) const = default;
};

// A counter: one class of ship with every figure the laminated counter carries.
struct TalonCounter
{
    QString id;        // "terran-ca"; a custom design's own id
    QString classCode; // "CA"
    QString name;      // "Destroyer Refit"; empty for a built-in (see counterName)
    Faction faction = Faction::Terran;
    HullType hull = HullType::HeavyCruiser;
    int sp = 0;                          // Ship Points
    std::array<int, ArcCount> shields{}; // boxes per arc, forward right rear left
    Json shieldsExtra = Json();          // unknown keys of the shields object, kept
    std::vector<HullBox> hullBoxes;
    std::vector<PowerEntry> powerCurve; // by speed, ascending
    std::vector<WeaponGroup> weaponGroups;
    int afterburners = 0;
    int batteries = 0;
    int explosion = 0; // explosion strength
    QString source;    // where the numbers come from (built-ins: the fan transcription)
    QString notes;
    Json extra = Json();

    bool operator==(const TalonCounter &other) const = default;
};

// The counter's name, or its hull type's (translated) name when it has none: the built-in counters
// carry no name of their own (digest §3.8 names them by class and hull type).
QString counterName(const TalonCounter &c);

// A custom design in a fleet: a counter the player made or copied from a built-in to correct it.
class TalonDesign final : public Design
{
public:
    TalonDesign() = default;
    explicit TalonDesign(TalonCounter c)
        : counter(std::move(c))
    {}
    TalonDesign(const TalonDesign &) = default;
    TalonDesign &operator=(const TalonDesign &) = default;
    std::unique_ptr<Design> clone() const override
    {
        return std::unique_ptr<Design>(new TalonDesign(*this));
    }
    bool equals(const Design &other) const override
    {
        const auto *o = dynamic_cast<const TalonDesign *>(&other);
        return o && o->counter == counter;
    }
    QString id() const override { return counter.id; }
    void setId(const QString &id) override { counter.id = id; }
    QString name() const override { return counter.name; }
    void setName(const QString &name) override { counter.name = name; }

    TalonCounter counter;
};

// A ship of a fleet: ShipDesign::classId names a built-in counter ("terran-ca") or a custom design.
class TalonShip final : public ShipDesign
{
public:
    TalonShip() = default;
    TalonShip(const TalonShip &) = default;
    TalonShip &operator=(const TalonShip &) = default;
    std::unique_ptr<ShipDesign> clone() const override
    {
        return std::unique_ptr<ShipDesign>(new TalonShip(*this));
    }
    bool equals(const ShipDesign &other) const override { return equalAs(*this, other); }
    bool operator==(const TalonShip &other) const = default;
};

class TalonFleetSettings final : public FleetSettings
{
public:
    TalonFleetSettings() = default;
    TalonFleetSettings(const TalonFleetSettings &) = default;
    TalonFleetSettings &operator=(const TalonFleetSettings &) = default;
    std::unique_ptr<FleetSettings> clone() const override
    {
        return std::unique_ptr<FleetSettings>(new TalonFleetSettings(*this));
    }
    bool equals(const FleetSettings &other) const override { return equalAs(*this, other); }
    bool operator==(const TalonFleetSettings &other) const = default;

    std::optional<Faction> faction; // the fleet's faction; none = taken from its ships
    // The player's counter mix: how many counters of a class they own (class id -> count);
    // a class not listed has no limit.
    std::map<QString, int> counterMix;
};

} // namespace fw::model::talon
