#pragma once

#include "../../core/Result.h"

#include <QCoreApplication>
#include <QHash>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace fw::model::easystar {

// Translation context for everything EasyStar says.
class EasyStarText
{
    Q_DECLARE_TR_FUNCTIONS(fw::EasyStar)

public:
    // A name from the bundled tables (English in the data), translated for display.
    static QString table(const QString &english)
    {
        return QCoreApplication::translate("fw::EasyStar", english.toUtf8().constData());
    }
};

// Ship Type Table (EasyStar §IV).
struct ShipClass
{
    QString id;
    QString name;
    QString abbrev;
    int shipNumber = 0; // SC 1 ... LV 5: gun mount, speed trade, Nav-hit repair
    int counters = 0;   // counters of this class per player
    int cost = 0;
    int damage = 0;
    int maxSpeed = 0;
    std::optional<int> weaponSpaces; // none: "special" (Leviathan), see the rules option
    int dorsalMounts = 0;
    bool gunMountAllowed = true;
    bool specialWeapons = false; // CLB, BDVM and torpedo bank allowed
    bool fightersNeedSheetSpace = true;
    int selfRepair = 0;     // damage repaired at the start of every turn
    QString requiresOption; // a bool rules option that must be on, e.g. leviathansAllowed
};

// Interceptor and attack-craft squadrons (Ship Type Table; §V.E).
struct FighterType
{
    QString id;
    QString name;
    QString abbrev;
    int counters = 0;
    int cost = 0;
    int damage = 0;
    int speed = 0;
    QString weapon;
};

struct ToHit
{
    std::optional<int> ship; // d6 result needed; none: cannot attack that target
    std::optional<int> fighter;
    std::optional<int> missile;
};

// Weapons Table (§V.C). Range and damage are the values with no units bought.
struct WeaponType
{
    QString id;
    QString name;
    QString abbrev;
    int cost = 0;
    int spaces = 0;
    int range = 1;
    int damage = 1;
    int limitBonusRange = 0;  // intrinsic bonus not counted against mount maxima (torpedo)
    int limitBonusDamage = 0; // (missile)
    bool upgradable = true;
    QStringList mounts;
    bool largeHullOnly = false;
    bool ventralSpaceIncluded = false;
    int shots = 1;
    ToHit toHit;
};

// Weapon locations (§V.B).
struct Mount
{
    QString id;
    QString name;
    int maxUnits = 0;
    int extraSpaces = 0;
};

// Auxiliary devices with a weapon space each (§V.D).
struct Auxiliary
{
    QString id;
    QString name;
    QString abbrev;
    int cost = 0;
    int spaces = 0;
};

struct AdvantageGrant
{
    enum class Kind { Weapon, Auxiliary, Fighters, Units, DamageControl };
    Kind kind = Kind::Weapon;
    QString mount;            // Weapon
    std::optional<int> range; // Weapon: a fixed (free) range
    QStringList choices;      // Weapon: types; Auxiliary: device ids (one of them)
    int count = 0;            // Fighters, Units, DamageControl
};

// Flagship Advantage Table (§V.F).
struct AdvantageRoll
{
    int roll = 0;
    QString text;
    bool rollTwice = false;
    std::vector<AdvantageGrant> grants;
};

struct CriticalEffect
{
    QString id;
    QString name;
};

struct CriticalRow
{
    int roll = 0;
    QString effect;
    QString option; // rules option that decides this row; empty when sourced
};

// Every EasyStar table, read from resources/rulesets/easystar/.
class EasyStarRules
{
public:
    static Result<EasyStarRules> load(const QString &directory);
    static QString builtinDirectory() { return QStringLiteral(":/rulesets/easystar"); }

    std::vector<ShipClass> classes;
    std::vector<FighterType> fighters;
    std::vector<WeaponType> weapons;
    std::vector<Mount> mounts;
    std::vector<Auxiliary> auxiliaries;
    std::vector<AdvantageRoll> advantages;
    std::vector<CriticalEffect> criticalEffects;
    std::vector<CriticalRow> criticalRows;
    std::vector<int> turnsAtSpeed; // default of the turningTable option

    struct
    {
        QString name, abbrev;
        int cost = 0, spaces = 0, speedBonus = 0;
    } engine;
    struct
    {
        QString name, abbrev;
        int costPerShipNumber = 0, spacesPerShipNumber = 0, damageBonus = 0;
    } gunMount;
    struct
    {
        QString name, abbrev;
        int cost = 0, spaces = 0, capacity = 0;
    } fighterBay;
    struct
    {
        QString name, abbrev;
        int cost = 0, maxPerPlayer = 0;
    } damageControl;
    int speedTradeSpacesPerShipNumber = 0;
    int maxShips = 0;
    int budgetStep = 0;
    int maxSpeed = 0;
    int unitCost = 0;
    int unitDamageSpaces = 0;
    int unitRangeSpacesEvery = 0;

    const ShipClass *shipClass(const QString &id) const;
    const FighterType *fighterType(const QString &id) const;
    const WeaponType *weapon(const QString &id) const;
    const Mount *mount(const QString &id) const;
    const Auxiliary *auxiliary(const QString &id) const;
    const AdvantageRoll *advantage(int roll) const;

    QStringList classIds() const;
    QStringList weaponIds() const;
    QStringList mountIds() const;
    QStringList auxiliaryIds() const;
    // Auxiliary ids plus the devices a flagship advantage can grant that are not auxiliaries.
    QStringList advantageDeviceIds() const;
    QString deviceName(const QString &id) const; // auxiliary, engine, gun mount or fighter bay

private:
    void index();
    QHash<QString, int> m_classIndex, m_fighterIndex, m_weaponIndex, m_mountIndex, m_auxIndex;
};

// The place of `row`, a row of one of the rules' tables, in `table`.
template<typename T>
std::size_t indexOf(const std::vector<T> &table, const T *row)
{
    return std::size_t(row - table.data());
}

} // namespace fw::model::easystar
