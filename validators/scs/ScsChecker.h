#pragma once

// The checks of ScsValidator, one class in four files: ScsSheetChecks.cpp checks each design's
// control sheet and its power, ScsLayoutChecks.cpp its sections and what can be hit,
// ScsFleetChecks.cpp the fleet by the homebrew's limits (digest §5.4), ScsPickupChecks.cpp the
// "B5 Wars pickup" composition preset (digest §5.8).

#include "../Issue.h"

#include <model/core/Fleet.h>
#include <model/systems/scs/ScsDerived.h>
#include <model/systems/scs/ScsOptions.h>

#include <QCoreApplication>
#include <QHash>

#include <vector>

namespace fw::validators::scschecks {

using namespace model::scs;

class Text
{
    Q_DECLARE_TR_FUNCTIONS(fw::ScsValidator)
};

// Where each rule comes from (the rules digest's sections).
enum class Rule { Sheet, Structure, Damage, Movement, Power, Fleet, Pickup };
QString ruleText(Rule rule);

inline QString designPath(std::size_t i)
{
    return QStringLiteral("designs[%1]").arg(i);
}
inline QString sectionPath(std::size_t i, std::size_t j)
{
    return QStringLiteral("designs[%1].sections[%2]").arg(i).arg(j);
}
// designs[i].sections[j].systems[k], or a field of it.
inline QString systemPath(std::size_t i, std::size_t j, std::size_t k, const char *field = nullptr)
{
    QString path = sectionPath(i, j) + QStringLiteral(".systems[%1]").arg(k);
    if (field)
        path += QLatin1Char('.') + QLatin1String(field);
    return path;
}
inline QString shipPath(std::size_t i)
{
    return QStringLiteral("ships[%1]").arg(i);
}

// "3–5, 9, 12": sorted numbers with runs joined.
QString numberList(const std::vector<int> &numbers);

// A design's name for messages: “Var'Nic” or, without a name, its id or its position.
QString designLabel(const ScsClass &c, std::size_t i);

// A ship of the fleet, with its design when the fleet has it.
struct ShipFacts
{
    const ScsClass *design = nullptr;
    int designIndex = -1;
    qint64 points = 0; // the design's points plus the fighters it carries
};

class Checker
{
public:
    Checker(const std::vector<model::RulesOptionSpec> &specs, const model::Fleet &fleet,
            IssueList &issues);

    void run();

private:
    const ScsShip &shipAt(std::size_t i) const { return m_fleet.shipAs<ScsShip>(i); }
    QString shipLabel(std::size_t i) const;
    // The base design of a hull by name, or its id when the fleet lacks it.
    QString hullLabel(const QString &hull) const;

    // Each design's sheet (ScsSheetChecks.cpp).
    void checkSheet(std::size_t i, const ScsClass &c);
    void checkStructure(std::size_t i, std::size_t j, const Section &s, const ScsClass &c);
    template<typename Row>
    void checkCoverage(const std::vector<Row> &rows, int faces, const QString &path,
                       const QString &chart, const char *codePrefix);
    void checkChart(std::size_t i, std::size_t j, const Section &s);
    void checkSideChart(std::size_t i, const ScsClass &c);
    void checkWeapon(std::size_t i, std::size_t j, std::size_t k, const ShipSystem &w);
    void checkMovement(std::size_t i, const ScsClass &c);
    void checkPower(std::size_t i, const ScsClass &c);

    // Each design's layout and what can be hit (ScsLayoutChecks.cpp).
    void checkSectionIds(std::size_t i, const ScsClass &c);
    void checkLayout(std::size_t i, const ScsClass &c, bool byChart);
    void checkSectionsHit(std::size_t i, const ScsClass &c);
    void checkSystemsHit(std::size_t i, std::size_t j, const Section &s);
    void checkSensors(std::size_t i, const ScsClass &c);
    void checkRetroThrusters(std::size_t i, const ScsClass &c);

    // The fleet, by the homebrew's limits (ScsFleetChecks.cpp).
    void indexDesigns();
    void checkShips();
    void checkBudget();
    void checkServiceDates();
    void checkUnusedDesigns();
    void checkRarity();
    void checkLimited();
    void checkHangars();

    // The "B5 Wars pickup" preset (ScsPickupChecks.cpp).
    void checkPickup();
    // "P = 3000, the budget", for the pickup preset's messages.
    QString pickupBasis() const;
    void pickupError(const char *code, const QString &subject, const QString &message);
    void checkPickupFleet();
    void checkBrackets();
    void checkHullLimits();
    void checkFleetVariants();
    void checkHangarFill();

    const model::Fleet &m_fleet;
    const ScsOptions m_options;
    const ScsFleetSettings &m_settings;
    IssueList &m_issues;
    QHash<QString, int> m_designIndex; // id -> the first design with it
    std::vector<int> m_uses;           // per design: ships of it
    std::vector<ShipFacts> m_ships;
    qint64 m_points = 0;    // fleet points: every ship's design and fighters
    int m_pickupPoints = 0; // P of the pickup preset: the budget, else the fleet's points
};

} // namespace fw::validators::scschecks
