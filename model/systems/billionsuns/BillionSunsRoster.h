#pragma once

#include "../../core/Fleet.h"
#include "BillionSunsRules.h"

#include <QHash>

#include <vector>

namespace fw::model::billionsuns {

// One ship or wing of a requisition roster, in a battlegroup.
class BillionSunsShip final : public ShipDesign
{
public:
    BillionSunsShip() = default;
    BillionSunsShip(const BillionSunsShip &) = default;
    BillionSunsShip &operator=(const BillionSunsShip &) = default;
    std::unique_ptr<ShipDesign> clone() const override
    {
        return std::unique_ptr<ShipDesign>(new BillionSunsShip(*this));
    }
    bool equals(const ShipDesign &other) const override { return equalAs(*this, other); }
    bool operator==(const BillionSunsShip &other) const = default;

    QString battlegroup; // name of a battlegroup of the roster
};

struct Battlegroup
{
    QString name;
    QString notes;
    Json extra = Json::object();

    bool operator==(const Battlegroup &other) const = default;
};

// The roster-wide part: the corporation, the game's scale and the plan for jump points. The
// fleet's budget is the optional credit target.
class BillionSunsRoster final : public FleetSettings
{
public:
    BillionSunsRoster() = default;
    BillionSunsRoster(const BillionSunsRoster &) = default;
    BillionSunsRoster &operator=(const BillionSunsRoster &) = default;
    std::unique_ptr<FleetSettings> clone() const override
    {
        return std::unique_ptr<FleetSettings>(new BillionSunsRoster(*this));
    }
    bool equals(const FleetSettings &other) const override { return equalAs(*this, other); }
    bool operator==(const BillionSunsRoster &other) const = default;

    QString corporation;
    int scale = 3;      // S
    int tables = 1;     // tables the game is played on
    int jumpPoints = 0; // jump points the CEO plans to deploy
    std::vector<Battlegroup> battlegroups;
    std::vector<ShipClass> customClasses;

    // A built-in class, or one of this roster's custom classes.
    const ShipClass *findClass(const BillionSunsRules &rules, const QString &id) const;
    // A custom class's name, or its id when it has none.
    static QString displayName(const ShipClass &shipClass);
};

// findClass() for every ship of a roster: the same answers, in constant time however many custom
// classes the roster has. Valid while the roster's classes do not change.
class ClassLookup
{
public:
    ClassLookup(const BillionSunsRules &rules, const BillionSunsRoster &roster);
    const ShipClass *find(const QString &id) const;

private:
    const BillionSunsRules &m_rules;
    QHash<QString, const ShipClass *> m_custom; // the first custom class of each id
};

} // namespace fw::model::billionsuns
