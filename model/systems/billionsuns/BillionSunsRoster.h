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
    Json extra = Json();

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

    // A custom class's name, or its id when it has none.
    static QString displayName(const ShipClass &shipClass);
};

// A player's custom class: the fleet's designs (Fleet::designs) are these, written under
// "customClasses" as before.
class BillionSunsClass final : public Design
{
public:
    BillionSunsClass() = default;
    explicit BillionSunsClass(ShipClass c)
        : shipClass(std::move(c))
    {}
    BillionSunsClass(const BillionSunsClass &) = default;
    BillionSunsClass &operator=(const BillionSunsClass &) = default;
    std::unique_ptr<Design> clone() const override
    {
        return std::unique_ptr<Design>(new BillionSunsClass(*this));
    }
    bool equals(const Design &other) const override
    {
        const auto *o = dynamic_cast<const BillionSunsClass *>(&other);
        return o && o->shipClass == shipClass;
    }
    QString id() const override { return shipClass.id; }
    void setId(const QString &id) override { shipClass.id = id; }
    QString name() const override { return shipClass.name; }
    void setName(const QString &name) override { shipClass.name = name; }

    ShipClass shipClass;
};

// Custom class `i` of the fleet (its design `i`).
inline const ShipClass &customClass(const Fleet &fleet, std::size_t i)
{
    return fleet.designAs<BillionSunsClass>(i).shipClass;
}
inline ShipClass &customClass(Fleet &fleet, std::size_t i)
{
    return fleet.designAs<BillionSunsClass>(i).shipClass;
}

// A built-in class, or one of the fleet's custom classes. The ship table comes first: a custom
// class cannot take a built-in id (the validator says so).
const ShipClass *findClass(const BillionSunsRules &rules, const Fleet &fleet, const QString &id);

// findClass() for every ship of a roster: the same answers, in constant time however many custom
// classes the roster has. Valid while the fleet's designs do not change.
class ClassLookup
{
public:
    ClassLookup(const BillionSunsRules &rules, const Fleet &fleet);
    const ShipClass *find(const QString &id) const;

private:
    const BillionSunsRules &m_rules;
    QHash<QString, const ShipClass *> m_custom; // the first custom class of each id
};

} // namespace fw::model::billionsuns
