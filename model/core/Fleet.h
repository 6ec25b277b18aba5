#pragma once

#include "Json.h"
#include "RulesOptions.h"

#include <QString>

#include <memory>
#include <optional>
#include <vector>

namespace fw::model {

// The common part of every ship, squadron or wing in a fleet. Each game system derives its own
// design type; the fleet container never needs to know which.
class ShipDesign
{
public:
    ShipDesign() = default;
    virtual ~ShipDesign() = default;
    virtual std::unique_ptr<ShipDesign> clone() const = 0;
    // Whether `other` is the same design: the same type and equal in every field. Each game's type
    // implements it with its defaulted operator== (see equalAs()).
    virtual bool equals(const ShipDesign &other) const = 0;

    // Compares the common part only: it exists for the defaulted operator== of each game's type
    // (which compares its base). Compare whole designs with equals().
    bool operator==(const ShipDesign &other) const = default;

    QString name;
    QString classId; // id in the system's class table, e.g. "destroyer"
    QString notes;
    // Keys the reader did not know, kept for the next save: an object, or null (no memory of
    // its own) when there are none. Every `extra` of the model is so.
    Json extra = Json();

protected:
    ShipDesign(const ShipDesign &) = default;
    ShipDesign &operator=(const ShipDesign &) = default;
};

// A class of ship that the player designs or picks (a ship class, a class card, a control sheet);
// ships name one by its id in ShipDesign::classId. Each game that has designs derives its own
// type; the fleet, the undo commands and Import Designs only use this interface.
class Design
{
public:
    Design() = default;
    virtual ~Design() = default;
    virtual std::unique_ptr<Design> clone() const = 0;
    // Same type and the same values in every field.
    virtual bool equals(const Design &other) const = 0;

    virtual QString id() const = 0;
    virtual void setId(const QString &id) = 0;
    virtual QString name() const = 0;
    virtual void setName(const QString &name) = 0;

protected:
    Design(const Design &) = default;
    Design &operator=(const Design &) = default;
};

// Fleet-wide data that only one game system has (counters bought per player, a game's scale,
// battlegroups, ...).
class FleetSettings
{
public:
    FleetSettings() = default;
    virtual ~FleetSettings() = default;
    virtual std::unique_ptr<FleetSettings> clone() const = 0;
    // Whether `other` holds the same settings: the same type and equal in every field.
    virtual bool equals(const FleetSettings &other) const = 0;

    // Nothing to compare here: it exists for the defaulted operator== of each game's type.
    bool operator==(const FleetSettings &other) const = default;

protected:
    FleetSettings(const FleetSettings &) = default;
    FleetSettings &operator=(const FleetSettings &) = default;
};

// equals() of a game's design or settings type T with a defaulted operator==.
template<typename T, typename Base>
bool equalAs(const T &self, const Base &other)
{
    const auto *same = dynamic_cast<const T *>(&other);
    return same && self == *same;
}

// A fleet, roster or force of any supported game. System-neutral: the designs and the settings
// belong to the system named by `systemId`.
class Fleet
{
public:
    Fleet(QString systemId, std::unique_ptr<FleetSettings> settings);
    Fleet(const Fleet &other);
    Fleet &operator=(const Fleet &other);
    Fleet(Fleet &&) noexcept = default;
    Fleet &operator=(Fleet &&) noexcept = default;
    ~Fleet() = default;

    QString systemId;
    QString name;
    QString notes;
    std::optional<int> budget; // points the fleet may spend (build points, credits, ...)
    RulesOptions options;
    Json optionsExtra = Json(); // option ids the reader did not know
    std::vector<std::unique_ptr<ShipDesign>> ships;
    std::vector<std::unique_ptr<Design>> designs; // the fleet's own designs, in file order
    std::unique_ptr<FleetSettings> settings;
    Json extra = Json(); // top-level keys the reader did not know

    template<typename T>
    const T &settingsAs() const
    {
        return static_cast<const T &>(*settings);
    }
    template<typename T>
    T &settingsAs()
    {
        return static_cast<T &>(*settings);
    }
    template<typename T>
    const T &designAs(std::size_t i) const
    {
        return static_cast<const T &>(*designs.at(i));
    }
    template<typename T>
    T &designAs(std::size_t i)
    {
        return static_cast<T &>(*designs.at(i));
    }
    // The first design with `id`, or -1: in constant time while a DesignLookup of the fleet is
    // open, else by a search through the designs.
    int findDesign(const QString &id) const;

    // While it lives, findDesign answers from an index of the fleet's designs, built once, so
    // reading a whole fleet (a report, a list, a printout, a battle's set-up) costs ships +
    // designs, not ships * designs. The designs must not change while it is open; it is opened
    // before any other thread reads the fleet. Lookups nest: an inner one uses the outer's index.
    class DesignLookup
    {
    public:
        explicit DesignLookup(const Fleet &fleet);
        ~DesignLookup();
        DesignLookup(const DesignLookup &) = delete;
        DesignLookup &operator=(const DesignLookup &) = delete;

    private:
        const Fleet &m_fleet;
        bool m_opened = false;
    };
    template<typename T>
    const T &shipAs(std::size_t i) const
    {
        return static_cast<const T &>(*ships.at(i));
    }
    template<typename T>
    T &shipAs(std::size_t i)
    {
        return static_cast<T &>(*ships.at(i));
    }

private:
    struct DesignIndex;
    mutable std::shared_ptr<const DesignIndex> m_designIndex; // while a DesignLookup is open
};

} // namespace fw::model
