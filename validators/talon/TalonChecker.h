#pragma once

// The checks of TalonValidator, one class in two files: TalonCounterChecks.cpp checks each custom
// counter of the fleet (hull boxes, shields, power curve, weapon groups: digest §3.1, §3.3, §3.8),
// TalonFleetChecks.cpp the fleet (faction, Ship Points, fighters, counter mix, box capacity:
// digest §3.4, §3.5, §3.8).

#include "../Issue.h"

#include <model/core/Fleet.h>
#include <model/core/JsonPath.h>
#include <model/systems/talon/TalonDesign.h>
#include <model/systems/talon/TalonOptions.h>

#include <QCoreApplication>
#include <QHash>

#include <limits>
#include <vector>

namespace fw::model::talon {
class TalonSystem;
} // namespace fw::model::talon

namespace fw::validators::talonchecks {

using namespace model::talon;

// Every message in the translation context of everything Talon says.
class Text
{
    Q_DECLARE_TR_FUNCTIONS(fw::Talon)
};

// Where each rule comes from (the rules digest's sections).
enum class Rule { Counter, PowerCurve, Weapons, Fleet, Factions, Fighters, Capacity };
QString ruleText(Rule rule);

// The range a counter's figure may take. Every one of the 19 base-game counters (digest §3.8)
// lies well inside these bounds (tests/tst_talon_validation.cpp runs every check over them); a
// value outside is almost surely a typing error.
struct Bounds
{
    int minimum;
    int maximum = std::numeric_limits<int>::max(); // the largest int: no upper bound
};
namespace bounds {
// Shield boxes per arc: the base game has 0 (FTR) to 11 (Talon DN forward).
inline constexpr Bounds Shield{0, 20};
// A hull box's Power number: the base game's run 0 to -3; the highest AP of any counter is 6 and
// Power never goes negative (digest §3.1), so a box taking more than 10 is a typing error.
inline constexpr Bounds PowerMod{-10, 0};
// Speeds of the impulse chart (digest §3.2): 1 to 6, and 0 standing still. The base game's ships
// use 1 to 6, its bases 1 to 3 (a base's speed is its rotation).
inline constexpr Bounds Speed{0, 6};
// A turn radius: the base game's are 0 to 3; a ship moves at most 6 hexes a round (speed 6).
inline constexpr Bounds TurnRadius{0, 6};
inline constexpr Bounds AtLeastZero{0};
inline constexpr Bounds AtLeastOne{1};
} // namespace bounds

// The path of design `i` (a custom counter), or of its `key`: "designs[2]", "designs[2].sp".
model::JsonPath designPath(std::size_t i);
QString itemPath(const char *list, std::size_t i, const char *key = nullptr);

// A counter's name for messages: “Heavy Cruiser” or, without a name, its id or its position.
QString counterLabel(const TalonCounter &c, std::size_t i);

class Checker
{
public:
    Checker(const TalonSystem &system, const TalonOptions &options, const model::Fleet &fleet,
            IssueList &issues);

    void run();

private:
    const TalonShip &shipAt(std::size_t i) const { return m_fleet.shipAs<TalonShip>(i); }
    const TalonCounter &designAt(std::size_t i) const;
    QString shipLabel(std::size_t i) const;
    // The option's id when its default stands in for a rule the sources lack, else empty.
    QString assumptionOf(const char *optionId) const;

    // Each custom counter (TalonCounterChecks.cpp).
    void checkCounter(std::size_t i, const TalonCounter &c);
    void checkCounterNames(std::size_t i, const TalonCounter &c);
    void checkFactionClass(std::size_t i, const TalonCounter &c);
    void checkValue(const QString &path, const QString &what, int value, Bounds range,
                    const char *code, Rule rule);
    void checkHull(std::size_t i, const TalonCounter &c);
    void checkPowerCurve(std::size_t i, const TalonCounter &c);
    void checkPowerEntry(const model::JsonPath &at, const PowerEntry &e, const TalonCounter &c,
                         std::size_t i);
    void checkWeaponGroup(const model::JsonPath &at, const WeaponGroup &g, std::size_t j);

    // The fleet (TalonFleetChecks.cpp).
    void indexDesigns();
    void checkShips();
    void checkUnknownDesign(std::size_t i);
    void checkFaction();
    void checkFighters();
    void checkCounterMix();
    void checkBudget();
    void checkBoxCapacity();
    void checkUnused();
    QStringList counterIds() const; // built-in ids, then the custom designs'

    const TalonSystem &m_system;
    const TalonOptions m_options;
    const model::Fleet &m_fleet;
    const TalonFleetSettings &m_settings;
    IssueList &m_issues;
    QHash<QString, int> m_designIndex;                // custom id -> the first design with it
    std::vector<int> m_designUses;                    // per custom design: ships of it
    std::vector<const TalonCounter *> m_shipCounters; // per ship: its counter, or null
};

} // namespace fw::validators::talonchecks
