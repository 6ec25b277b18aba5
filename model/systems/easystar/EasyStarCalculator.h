#pragma once

#include "../../core/Breakdown.h"
#include "EasyStarOptions.h"
#include "EasyStarRules.h"
#include "EasyStarShip.h"

#include <QHash>

#include <optional>

#include <vector>

namespace fw::model::easystar {

// Everything derived from one weapon as designed.
struct WeaponFigures
{
    const WeaponType *type = nullptr;
    const Mount *mount = nullptr;
    bool advantage = false; // granted by the flagship advantage: the weapon itself is free
    int cost = 0;
    int spaces = 0;
    int paidRangeUnits = 0;
    int paidDamageUnits = 0;
    int freeRangeUnits = 0; // free units in force (clamped to the units the weapon has)
    int freeDamageUnits = 0;
    int actualRange = 0;  // with the torpedo's intrinsic +1
    int actualDamage = 0; // with the missile's intrinsic +1
    int limitRange = 0;   // what counts against the mount maximum: bought units minus free ones
    int limitDamage = 0;

    bool operator==(const WeaponFigures &other) const = default;
};

// Everything derived from one ship as designed. Costs and capacities are itemised.
struct ShipFigures
{
    const ShipClass *shipClass = nullptr;
    Breakdown cost;     // everything on the ship, fighters included
    Breakdown capacity; // weapon spaces available (W)
    Breakdown used;     // weapon spaces used
    bool unlimitedSpaces = false;
    int fighterCost = 0;
    int damage = 0; // damage capacity D
    int speed = 0;  // maximum speed S
    int dorsalWeapons = 0;
    int fighterCapacity = 0;
    bool hasEngine = false;
    bool hasGunMount = false;
    std::vector<WeaponFigures> weapons;
    std::vector<WeaponFigures> advantageWeapons;

    int spacesUsed() const { return used.total(); }
    int spacesCapacity() const { return capacity.total(); }
};

// EasyStar construction formulas (EasyStar §IV-§VI). Pure functions of the
// tables and the fleet's options.
class EasyStarCalculator
{
public:
    // Itemised: every breakdown line has its translated label. Totals: the same lines with the
    // same amounts and rules but no labels, for checks that only need the numbers.
    enum class Detail { Itemised, Totals };

    EasyStarCalculator(const EasyStarRules &rules, const EasyStarOptions &options,
                       Detail detail = Detail::Itemised);

    // `grantedRange`: the range a flagship-advantage weapon comes with (roll 2: range 5).
    WeaponFigures weapon(const EasyStarWeapon &weapon, bool advantage, int grantedRange = 1) const;
    ShipFigures ship(const EasyStarShip &ship) const;
    // The range a flagship-advantage weapon is granted, from the recorded roll(s).
    int grantedRange(const EasyStarShip &ship, const EasyStarWeapon &weapon) const;
    // The rolls whose grants apply: the roll itself, or the two rerolls of a 12.
    std::vector<int> effectiveRolls(const FlagshipAdvantage &advantage) const;

    static QString weaponLabel(const WeaponType *type, const Mount *mount);

    // EasyStar §V.D: a targeting pod (fitted, or granted by the flagship advantage) adds 1 to
    // the ship's own attack rolls.
    static bool hasTargetingPod(const EasyStarShip &ship);
    // The d6 a weapon of `ship` needs against a kind of target whose Weapons Table number is
    // `table` (§V.C), with the ship's own targeting pod (digest §1.9): the number the editor,
    // `report` and the printed sheet give. Empty when the weapon cannot attack that kind.
    static std::optional<int> shipToHit(const std::optional<int> &table, const EasyStarShip &ship);
    // The same for a ship with (`pod`) or without a targeting pod.
    static std::optional<int> toHitWithPod(const std::optional<int> &table, bool pod);

private:
    void addWeapon(ShipFigures &f, const WeaponFigures &w, bool advantage) const;
    // The parts of ship(), which calls them in this order (the order of the breakdown lines).
    void addCapacity(ShipFigures &f, const EasyStarShip &s, const ShipClass &c) const;
    void addGunMountAndEngine(ShipFigures &f, const EasyStarShip &s, const ShipClass &c) const;
    void addWeaponsAndAuxiliaries(ShipFigures &f, const EasyStarShip &s) const;
    int addFighters(ShipFigures &f, const EasyStarShip &s) const;  // the bays bought
    int addAdvantage(ShipFigures &f, const EasyStarShip &s) const; // the bays granted
    bool itemised() const { return m_detail == Detail::Itemised; }

    // Translated labels, looked up once per calculator rather than once per line. A calculator
    // is cheap to make and is not shared between threads.
    struct WeaponNames
    {
        QString label;      // "Beam turret (axial)"
        QString ventral;    // "..., with the extra ventral space"
        QString unitSpaces; // "...: damage units and even-numbered range units"
    };
    struct Names
    {
        std::vector<QString> hull, weaponSpaces;      // by class index
        std::vector<std::vector<WeaponNames>> weapon; // by weapon index, then mount index
        std::vector<QString> auxiliary, fighter;      // by table index
        QString gunMount, engine, fighterBay, advantagePrefix, times;
    };
    // Filled on first use, so a small fleet only translates the labels it shows.
    const WeaponNames &weaponNames(const WeaponType *type, const Mount *mount) const;
    const QString &hullLabel(std::size_t classIndex) const;
    const QString &weaponSpacesLabel(std::size_t classIndex) const;
    enum class UnitKind { Range, Damage, Free };
    const QString &unitLabel(UnitKind kind, const WeaponFigures &w, bool advantage, int count,
                             const QString &label) const;

    const EasyStarRules &m_rules;
    const EasyStarOptions &m_options;
    Detail m_detail;
    mutable Names m_names;
    mutable QHash<quint64, QString> m_unitLabels;
};

} // namespace fw::model::easystar
