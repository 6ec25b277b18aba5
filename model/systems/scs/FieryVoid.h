#pragma once

#include "ScsDesign.h"

#include <QCoreApplication>
#include <QStringList>

#include <nlohmann/json.hpp>

#include <functional>
#include <map>
#include <optional>
#include <vector>

// FieryVoid's ship catalogue (github.com/Aatu/FieryVoid, GPL-3.0; ship figures from Agents of
// Gaming's Babylon 5 Wars): its static ship files, `source/public/static/shipsN.js`, each
// `window.staticShips["Faction"]={"phpclass": hull, ...};`, read and converted to SCS designs
// with the conventions of docs/scs.md ("Bringing a B5 Wars ship to SCS").
namespace fw::model::scs::fieryvoid {

class FieryVoidText
{
    Q_DECLARE_TR_FUNCTIONS(fw::FieryVoid)
};

// The largest ship file read (FieryVoid's largest faction files are about 4 MB).
inline constexpr qint64 MaxFileBytes = 64 * 1024 * 1024;

// One hull of a ship file, as FieryVoid gives it.
struct Hull
{
    QString file;      // the file's name, as given
    QString faction;   // the file's faction
    QString key;       // its key in the file (FieryVoid's PHP class)
    QString name;      // shipClass
    int sizeClass = 0; // 0 light, 1 medium, 2 heavy, 3 capital, 4 enormous; -1 not a ship
    int points = 0;
    int isd = 0;
    QString rarity; // FieryVoid's occurence: common, uncommon, rare, unique
    QString variantOf;
    bool unofficial = false;
    nlohmann::json data; // the whole hull
};

// A file, a hull or a field that could not be read: the rest of the catalogue still is.
struct Problem
{
    QString file;
    QString hull;  // empty for the file as a whole
    QString where; // line:column, or the JSON path in the hull
    QString message;
    QString text() const; // "file: hull: where: message"
};

struct Catalogue
{
    std::vector<Hull> hulls;
    std::vector<Problem> problems;
};

// Reads ship files and folders of them (the folder's *.js files, not its subfolders). Only
// regular files of at most MaxFileBytes are read: a pipe, a device or a link to a folder is
// refused with a message, as is a file that is not a FieryVoid ship file.
Catalogue readCatalogue(const QStringList &paths);
// One file's text (`file` names it in messages).
void readShipFile(const QString &file, const QByteArray &text, Catalogue &out);

// What the weapon table (resources/rulesets/scs/fieryvoid-weapons.json) knows of a FieryVoid
// weapon class: the figures the ship files leave out, each row citing its source.
struct WeaponFacts
{
    QString className;
    QString name;
    QString damage; // "4d10+20", or a pulse's damage
    WeaponMode mode = WeaponMode::Standard;
    int shots = 1;
    int rake = 0;
    int pulseDie = 0;
    int pulseGrouping = 0;
    int maxPulses = 0;
    std::optional<int> toHit; // a range modifier at every range, for weapons aimed at a hex
    QString special;
    QString source;
    bool assumed = false; // the row itself is an assumption (its note says what)
    QString note;
};

class WeaponTable
{
public:
    // The table built into Fleetwright.
    static const WeaponTable &builtIn();
    // A table from its JSON text; rows that cannot be read are left out and reported.
    static WeaponTable fromJson(const QByteArray &text, QStringList *problems = nullptr);

    const WeaponFacts *find(const QString &className) const;
    std::size_t size() const { return m_rows.size(); }
    QString source() const { return m_source; }

private:
    std::map<QString, WeaponFacts> m_rows;
    QString m_source;
};

// A hull converted, or the reason it was not.
struct Conversion
{
    std::optional<ScsClass> design;
    QString refusal;          // why there is no design
    QStringList assumptions;  // what was assumed, also kept in the design
    QStringList sourceErrors; // what is wrong in FieryVoid's data (a chart naming a system the
                              // ship does not mount), also kept in the design's notes
};

// `hull` as an SCS design. Fighter flights and other units SCS has no sheet for are refused by
// name.
Conversion convert(const Hull &hull, const WeaponTable &weapons = WeaponTable::builtIn());

// The id a design of this hull gets: its key in lower case, letters, digits and '-' only.
QString designId(const Hull &hull);

// The base hulls of variants: a variant's `variantOf` names its base by class.
class VariantBases
{
public:
    explicit VariantBases(const std::vector<Hull> &hulls); // `hulls` must outlive it
    // The design id of `variant`'s base hull (one of the variant's own faction first), when
    // `inFleet` says the fleet has that design or gets it now; empty otherwise.
    QString designIdOf(const Hull &variant,
                       const std::function<bool(const QString &id)> &inFleet) const;

private:
    const std::vector<Hull> &m_hulls;
    std::map<QString, std::vector<std::size_t>> m_byClass;
};

} // namespace fw::model::scs::fieryvoid
