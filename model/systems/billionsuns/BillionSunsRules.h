#pragma once

#include "../../core/Json.h"
#include "../../core/Result.h"

#include <QCoreApplication>
#include <QHash>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace fw::model {
class ObjectReader;
}

namespace fw::model::billionsuns {

// Translation context for everything A Billion Suns says.
class BillionSunsText
{
    Q_DECLARE_TR_FUNCTIONS(fw::BillionSuns)

public:
    // A name from the bundled tables (English in the data), translated for display.
    static QString table(const QString &english)
    {
        return QCoreApplication::translate("fw::BillionSuns", english.toUtf8().constData());
    }
};

// What the quick reference derives from a ship's mass m (jump phase; et cetera). Wings have m = 0.
namespace massRule {
constexpr int jumpRange(int m)
{
    return 6 - m;
} // Jump Range: 6" - (m)"
constexpr int jumpShockRange(int m)
{
    return m;
} // Jump Shock: range (m)", (m)D6
constexpr int jumpShockDice(int m)
{
    return m;
}
constexpr int explosionCheck(int m)
{
    return m;
} // Explosion Check: equal or under (m)
constexpr int explosionRange(int m)
{
    return m;
} // Explosion: range (m)", (m)D6
constexpr int explosionDice(int m)
{
    return m;
}
constexpr int systemsCriticalAbove(int m)
{
    return m;
} // Systems Critical: if > (m) damage tokens
constexpr int powerToMaximum(int m)
{
    return m;
} // Power To Weapon Systems / Shields: up to m
constexpr int combinedOrdersRadius(int m)
{
    return m + 3;
}
constexpr int ShockDie = 6;    // jump shock and explosion attack dice are D6
constexpr int ShockDamage = 1; // jump shock: "(damage 1) attacks"
} // namespace massRule

// A weapon system line: name, range band in inches, dice and damage per unsaved hit.
struct Weapon
{
    QString name;
    int rangeMin = 0;
    int rangeMax = 0;
    int dice = 1; // number of dice
    int die = 6;  // sides of each die
    int damage = 1;
    bool stationaryTargetsOnly = false; // the Mining Laser
    Json extra = Json();                // unknown keys of a custom weapon, kept

    bool operator==(const Weapon &other) const = default;
};

// A requisitionable ship or wing class (ship table), or a player's custom class.
struct ShipClass
{
    QString id;
    QString name;
    int cost = 0; // credits, paid when the battlegroup jumps in
    int mass = 0; // m; wings have 0
    int thrust = 0;
    int silhouette = 0;
    int shields = 0;
    bool wing = false;
    bool utility = false; // counts against the scale limit
    bool carrier = false; // carries wings
    std::optional<Weapon> primary;
    std::optional<Weapon> auxiliary;
    QString notes;
    bool custom = false;
    Json extra = Json(); // unknown keys of a custom class, kept

    bool operator==(const ShipClass &other) const = default;
};

// A value that is a number or depends on the scale S: "S", "S/2", "S/3" (always rounded up).
struct ScaledValue
{
    int fixed = 0;
    int divisor = 0; // 0: fixed; otherwise ceil(S / divisor)

    int at(int scale) const;
    QString text() const; // "2", "S", "S/3"
};

struct ScaledWeapon
{
    QString name;
    int rangeMin = 0;
    int rangeMax = 0;
    ScaledValue dice;
    int die = 6;
    int damage = 1;
};

// Scenario and contract pieces (objects table); not requisitioned.
struct ObjectType
{
    QString id;
    QString name;
    ScaledValue mass;
    std::optional<int> move;
    ScaledValue silhouette;
    ScaledValue shields;
    std::optional<ScaledWeapon> primary;
    std::optional<ScaledWeapon> auxiliary;
};

// The A Billion Suns tables, read from resources/rulesets/billionsuns/.
class BillionSunsRules
{
public:
    static Result<BillionSunsRules> load(const QString &directory);
    static QString builtinDirectory() { return QStringLiteral(":/rulesets/billionsuns"); }

    std::vector<ShipClass> classes;
    std::vector<ObjectType> objects;

    const ShipClass *shipClass(const QString &id) const;
    QStringList classIds() const;
    // The ship-table class whose name (in English or translated) is `name`, ignoring case and
    // spaces around it; null when none is. A custom class may not take such a name.
    const ShipClass *tableClassNamed(const QString &name) const;

private:
    QHash<QString, int> m_classIndex;
};

// Reads a class object: the built-in table and custom classes in rosters share this, so a custom
// class is read exactly like a built-in one. Checks presence and types; ranges are checkClass's.
ShipClass readClass(ObjectReader &reader);
Json classJson(const ShipClass &shipClass);

// A stat of a class outside the range the game allows, as (key path below the class, message).
struct ClassProblem
{
    QString field; // e.g. "mass", "primary.dice"
    QString message;
};
std::vector<ClassProblem> checkClass(const ShipClass &shipClass);

// The keys a class object may have (for unknown-key reports).
QStringList classKeys();
QStringList weaponKeys();

} // namespace fw::model::billionsuns
