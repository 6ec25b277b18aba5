#pragma once

#include <templates/core/Composer.h>
#include <templates/core/Layout.h>
#include <templates/core/PrintCharts.h>
#include <templates/core/PrintKit.h>

#include <model/systems/billionsuns/BillionSunsSystem.h>

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <initializer_list>
#include <vector>

// What the A Billion Suns printouts share: the roster as they read it, the texts they print
// and their damage tracks. They draw with the print kit (templates/core/PrintKit.h).
namespace fw::templates::billionsuns {

namespace bs = model::billionsuns;

class SunsText
{
    Q_DECLARE_TR_FUNCTIONS(fw::BillionSunsPrint)
};

// Operational limits (quick reference, jump phase): at most 5 ships or wings per battlegroup.
constexpr int MaxBattlegroupSize = 5;

// A template key or an id part.
inline QString key(const char *name)
{
    return QLatin1String(name);
}

// One ship or wing of the roster with its class (null when the class is unknown).
struct ShipEntry
{
    int index = 0; // in the fleet
    const bs::BillionSunsShip *ship = nullptr;
    const bs::ShipClass *shipClass = nullptr;
};

// A battlegroup block: the roster's battlegroups in order, then names only ships mention, then
// the ships without a battlegroup (`unassigned`).
struct GroupEntry
{
    QString name;
    QString notes;
    bool unassigned = false;
    std::vector<ShipEntry> ships;

    int cost() const;
    int mass() const;
};

struct ClassEntry
{
    const bs::ShipClass *shipClass = nullptr;
    int count = 0; // ships of the roster of this class
};

// The roster as the printouts read it.
class RosterView
{
public:
    explicit RosterView(const LayoutContext &context);

    const model::Fleet &fleet;
    const bs::BillionSunsSystem &system;
    const bs::BillionSunsRoster &roster;
    bs::BillionSunsOptions options;
    std::vector<ShipEntry> ships;
    bool selected = false; // only some ships are printed: battlegroups without them are left out

    std::vector<GroupEntry> groups() const;
    // The classes the roster uses: the ship table's in table order, then custom ones.
    std::vector<ClassEntry> classes() const;
    int utilityShips() const;
    // Damage tokens that destroy a ship of this class (rules option "destroyedAt").
    int destroyedAt(const bs::ShipClass &c) const;
    // The corporation, or the fleet's name when it has none.
    QString corporation() const;
    // "* Assumptions (rules options): Ship destroyed at: …; …" for these option ids.
    QString assumptionNote(std::initializer_list<const char *> optionIds) const;
};

// Texts.
QString className(const bs::ShipClass &c); // translated for the ship table, as is when custom
QString weaponName(const bs::Weapon &w);
QString diceText(int dice, int die);     // "D8", "2D8"
QString inchText(int inches);            // 4"
QString rangeText(const bs::Weapon &w);  // 9–18"
QString weaponLine(const bs::Weapon &w); // Light Railguns 9–18", 2D8, damage 2
QString marked(const QString &value);    // the value with the assumption mark
QString idPart(const QString &raw);      // letters, digits and '-' only
constexpr char AssumptionMark[] = "*";

// A ship's damage track: `count` boxes of side `box`, `gap` apart, in rows as wide as `width`;
// boxes after the first `critical` are shaded (more than m tokens: Systems Critical) and the
// last (the token that destroys the ship) is drawn heavier. Returns the track's height.
double damageTrack(Pen &p, double x, double y, double width, int count, int critical, double box,
                   double gap, const QString &idPrefix);

} // namespace fw::templates::billionsuns
