#pragma once

#include "../../core/Fleet.h"

#include <QCoreApplication>
#include <QHash>
#include <QStringList>

#include <vector>

namespace fw::model::sunder {

// Translation context of everything Sunder the Stars says.
class SunderText
{
    Q_DECLARE_TR_FUNCTIONS(fw::Sunder)
};

// A card's size sets its damage tracks (digest §4.6): small 1, medium 2, large 3.
enum class HullSize { Small, Medium, Large };

// The four weapon types of the quick reference (digest §4.3).
enum class WeaponType { Battery, Drone, Fusion, Rack };

// The arcs a card names (digest §4.3, §4.5): a weapon's arc is centred on one of these, 180° wide
// for a battery and 90° for the others. A roll swaps left and right.
enum class Facing { Front, Back, Left, Right };

// What a group of units is (digest §4.1): ships fly in squadrons, fighters in flights and wings.
enum class GroupKind { Squadron, Flight, Wing };

// Ids as written to files, in enum order.
const QStringList &hullSizeIds();   // small medium large
const QStringList &weaponTypeIds(); // battery drone fusion rack
const QStringList &facingIds();     // front back left right
const QStringList &groupKindIds();  // squadron flight wing

// Translated names for display.
QString hullSizeName(HullSize size);
QString weaponTypeName(WeaponType type);
QString facingName(Facing facing);
QString groupKindName(GroupKind kind);

// Damage tracks of a size (digest §4.6) and the damage each track lasts.
int trackCount(HullSize size);
inline constexpr int DamagePerTrack = 2;

// One weapon of a card: its type, the arc it faces and its attack value on each track.
struct Weapon
{
    QString name;
    WeaponType type = WeaponType::Battery;
    Facing arc = Facing::Front;
    int degrees = 0;     // the arc's width; 0 = the type's (battery 180°, the others 90°)
    std::vector<int> av; // per track, track 1 first
    Json extra = Json();

    bool operator==(const Weapon &other) const = default;
};

// Fighter and bomber bays per track (a carrier's bays shrink as it takes damage, digest §4.6).
struct Bays
{
    std::vector<int> fighters;
    std::vector<int> bombers;
    Json extra = Json();

    bool operator==(const Bays &other) const = default;
};

// A 4"×6" ship card: one class as the player designs it. Every per-track list holds one value per
// track of the size, track 1 (undamaged) first.
struct SunderCard
{
    QString id;
    QString name;
    QString faction;
    HullSize size = HullSize::Medium;
    int points = 0;
    int initiative = 0; // the unit's initiative modifier to 2D6
    std::vector<int> mp;
    std::vector<int> shield;
    std::vector<int> pd;
    std::vector<Weapon> weapons;
    Bays bays;
    bool hasBays = false; // the file gave "bays" (written back only then, or when not empty)
    bool example = false; // an example card made for Fleetwright, not from the rules
    QString notes;
    Json extra = Json();

    bool operator==(const SunderCard &other) const = default;
};

class SunderDesign final : public Design
{
public:
    SunderDesign() = default;
    explicit SunderDesign(SunderCard c)
        : card(std::move(c))
    {}
    SunderDesign(const SunderDesign &) = default;
    SunderDesign &operator=(const SunderDesign &) = default;
    std::unique_ptr<Design> clone() const override
    {
        return std::unique_ptr<Design>(new SunderDesign(*this));
    }
    bool equals(const Design &other) const override
    {
        const auto *o = dynamic_cast<const SunderDesign *>(&other);
        return o && o->card == card;
    }
    QString id() const override { return card.id; }
    void setId(const QString &id) override { card.id = id; }
    QString name() const override { return card.name; }
    void setName(const QString &name) override { card.name = name; }

    SunderCard card;
};

// A ship of a fleet: a named ship of one card (ShipDesign::classId is the card's id).
class SunderShip final : public ShipDesign
{
public:
    SunderShip() = default;
    SunderShip(const SunderShip &) = default;
    SunderShip &operator=(const SunderShip &) = default;
    std::unique_ptr<ShipDesign> clone() const override
    {
        return std::unique_ptr<ShipDesign>(new SunderShip(*this));
    }
    bool equals(const ShipDesign &other) const override { return equalAs(*this, other); }
    bool operator==(const SunderShip &other) const = default;

    QString group; // the name of a group of the fleet; empty = the ship is a unit of its own
    bool flagship = false;
    int fighters = 0; // flights carried in its bays
    int bombers = 0;
};

// A squadron, flight or wing: units that roll initiative and activate together (digest §4.1).
struct SunderGroup
{
    QString name;
    GroupKind kind = GroupKind::Squadron;
    QString notes;
    Json extra = Json();

    bool operator==(const SunderGroup &other) const = default;
};

class SunderFleetSettings final : public FleetSettings
{
public:
    SunderFleetSettings() = default;
    SunderFleetSettings(const SunderFleetSettings &) = default;
    SunderFleetSettings &operator=(const SunderFleetSettings &) = default;
    std::unique_ptr<FleetSettings> clone() const override
    {
        return std::unique_ptr<FleetSettings>(new SunderFleetSettings(*this));
    }
    bool equals(const FleetSettings &other) const override { return equalAs(*this, other); }
    bool operator==(const SunderFleetSettings &other) const = default;

    QString faction;
    std::vector<SunderGroup> groups;

    // The group named `name`, or -1.
    int findGroup(const QString &name) const;
    // The first group of each name, by name: for looking up many ships' groups at once.
    QHash<QString, int> groupIndex() const;
};

// Design `i` of a Sunder fleet.
inline const SunderCard &sunderCard(const Fleet &fleet, std::size_t i)
{
    return fleet.designAs<SunderDesign>(i).card;
}
inline SunderCard &sunderCard(Fleet &fleet, std::size_t i)
{
    return fleet.designAs<SunderDesign>(i).card;
}
// The fleet's first card with `id`, or null.
const SunderCard *findSunderCard(const Fleet &fleet, const QString &id);

} // namespace fw::model::sunder
