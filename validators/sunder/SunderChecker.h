#pragma once

// The checks of SunderValidator, one class in two files: SunderCardChecks.cpp checks each card
// (its damage tracks, ranges, weapons and bays: digest §4.3, §4.6), SunderFleetChecks.cpp the
// fleet (points, faction, flagship, groups, carried fighters: digest §4.8).

#include "../Issue.h"

#include <model/core/Fleet.h>
#include <model/core/RulesOptions.h>
#include <model/systems/sunder/SunderDesign.h>
#include <model/systems/sunder/SunderOptions.h>

#include <QCoreApplication>
#include <QHash>

#include <vector>

namespace fw::validators::sunderchecks {

using namespace model::sunder;

class Text
{
    Q_DECLARE_TR_FUNCTIONS(fw::SunderValidator)
};

// Where each rule comes from (the rules digest's sections, the quick reference).
enum class Rule { Card, Weapons, Attack, Fleet, Groups };
QString ruleText(Rule rule);

// The range a card's figure may take. The sources give no class's numbers (digest §4.9), so these
// bounds are Fleetwright's, wide enough for every card the blog shows and anything a player may
// sensibly design; a value outside them is almost surely a typing error.
struct Bounds
{
    int minimum;
    int maximum;
};
namespace bounds {
inline constexpr Bounds Mp{0, 20};          // hexes of movement a turn
inline constexpr Bounds Shield{0, 20};      // the shield value
inline constexpr Bounds Pd{0, 12};          // point-defence dice
inline constexpr Bounds Av{0, 30};          // a weapon's attack value
inline constexpr Bounds Initiative{-5, 10}; // added to 2D6 (digest §4.1)
inline constexpr Bounds Points{0, 1000};    // a 50-point game's cards cost a few to ~25
inline constexpr Bounds Bays{0, 50};        // flights a bay holds, per kind
} // namespace bounds

// The points a fleet without a budget is held to (digest §4.7, §4.8 DEFAULT: the playtests'
// 50-point preset).
inline constexpr int DefaultBudget = 50;

// The path of item `i` of one of the file's lists, or of its `key`: "ships[3]", "ships[3].group".
QString itemPath(const char *list, std::size_t i, const char *key = nullptr);

// A card's name for messages: “Medium Cruiser” or, without a name, its id or its position.
QString designLabel(const SunderCard &c, std::size_t i);

class Checker
{
public:
    Checker(const std::vector<model::RulesOptionSpec> &specs, const SunderOptions &options,
            const model::Fleet &fleet, IssueList &issues);

    void run();

private:
    const SunderShip &shipAt(std::size_t i) const { return m_fleet.shipAs<SunderShip>(i); }
    QString shipLabel(std::size_t i) const;
    // The option's id when its default stands in for a rule the sources lack, else empty.
    QString assumptionOf(const char *optionId) const;

    // Each card (SunderCardChecks.cpp).
    void checkCard(std::size_t i, const SunderCard &c);
    void checkCardNames(std::size_t i, const SunderCard &c);
    void checkValue(const QString &path, const QString &what, int value, Bounds bounds,
                    const char *code);
    void checkTrackList(const SunderCard &c, const QString &path, const QString &what,
                        const std::vector<int> &values, Bounds bounds, const char *codePrefix);
    void checkWeapon(std::size_t i, std::size_t j, const Weapon &w, const SunderCard &c);

    // The fleet (SunderFleetChecks.cpp).
    void indexDesigns();
    void indexGroups();
    void checkShips();
    void checkShipDesign(std::size_t i, const QStringList &ids);
    void checkShipGroup(std::size_t i, const QStringList &names);
    void checkCarried(std::size_t i, const SunderCard &c, std::size_t d);
    void checkFaction();
    void checkFlagships();
    void checkSquadrons();
    void checkBudget();
    void checkUnused();

    const std::vector<model::RulesOptionSpec> &m_specs;
    const SunderOptions m_options;
    const model::Fleet &m_fleet;
    const SunderFleetSettings &m_settings;
    IssueList &m_issues;
    QHash<QString, int> m_designIndex;           // id -> the first card with it
    QHash<QString, int> m_groupIndex;            // name -> the first group with it
    std::vector<int> m_designUses;               // per card: ships of it
    std::vector<int> m_groupUses;                // per group: ships in it
    std::vector<const SunderCard *> m_shipCards; // per ship: its card, or null
    qint64 m_points = 0;                         // every ship's card points
};

} // namespace fw::validators::sunderchecks
