#pragma once

// The checks of EasyStarValidator, one class in three files: EasyStarValidator.cpp checks the
// fleet as a whole, EasyStarShipChecks.cpp each ship and weapon, EasyStarAdvantageChecks.cpp
// the flagship advantages.

#include "../FleetValidator.h"
#include "../common/CommonChecks.h"

#include <model/core/Text.h>
#include <model/systems/easystar/EasyStarSystem.h>

#include <QCoreApplication>
#include <QHash>

namespace fw::validators::easystarchecks {

using namespace model::easystar;
using model::text::quoted;
using Keys = EasyStarSystem::KeyScope;

class Text
{
    Q_DECLARE_TR_FUNCTIONS(fw::EasyStarValidator)
};

inline QString shipField(std::size_t i, const char *field)
{
    return QStringLiteral("ships[%1].%2").arg(i).arg(QLatin1String(field));
}

// Where a weapon sits: the ship's own list or the flagship advantage's.
inline QString weaponPath(std::size_t ship, bool advantage, std::size_t weapon)
{
    return advantage
               ? QStringLiteral("ships[%1].flagshipAdvantage.weapons[%2]").arg(ship).arg(weapon)
               : QStringLiteral("ships[%1].weapons[%2]").arg(ship).arg(weapon);
}

// A grant of the flagship advantage table that the ship has not (yet) been matched against.
struct OpenGrant
{
    int roll = 0;
    const AdvantageGrant *grant = nullptr;
    bool used = false;
};

class Checker
{
public:
    Checker(const EasyStarSystem &system, const model::Fleet &fleet, IssueList &issues)
        : m_rules(system.rules())
        , m_system(system)
        , m_options(system.resolve(fleet))
        , m_calc(m_rules, m_options, EasyStarCalculator::Detail::Totals)
        , m_fleet(fleet)
        , m_settings(fleet.settingsAs<EasyStarFleetSettings>())
        , m_issues(issues)
    {}

    void run();

private:
    const EasyStarShip &shipAt(std::size_t i) const { return m_fleet.shipAs<EasyStarShip>(i); }
    QString className(const ShipClass &c) const { return EasyStarText::table(c.name); }

    // The fleet as a whole (EasyStarValidator.cpp).
    void unknownKeys(const model::Json &extra, const model::JsonPath &path, Keys scope);
    void checkKeys();
    void checkBudget(qint64 total);
    void checkFleetComposition();
    void checkFighterCounters();
    void checkWeaponCounters();
    void checkScenario();

    // Each ship and weapon (EasyStarShipChecks.cpp).
    void checkShip(std::size_t i, const ShipFigures &f);
    void engineChecks(const QString &subject, const EasyStarShip &s, const ShipClass &c);
    void gunMountChecks(const QString &subject, const ShipClass &c);
    void checkEngineAndGunMount(std::size_t i, const EasyStarShip &s, const ShipClass &c);
    void checkAuxiliaries(std::size_t i, const EasyStarShip &s);
    void checkWeapon(std::size_t i, bool advantage, std::size_t j, const EasyStarWeapon &w,
                     const WeaponFigures &f, const ShipClass &c);

    // Flagship advantages (EasyStarAdvantageChecks.cpp).
    std::vector<OpenGrant> grantsOf(const FlagshipAdvantage &a) const;
    QString describeGrant(const AdvantageGrant &g) const;
    void checkAdvantage(std::size_t i, const EasyStarShip &s, const ShipFigures &f,
                        const ShipClass &c);
    void checkRerolls(std::size_t i, const FlagshipAdvantage &a);
    void checkGrants(std::size_t i, const FlagshipAdvantage &a, const ShipFigures &f,
                     const ShipClass &c);

    const EasyStarRules &m_rules;
    const EasyStarSystem &m_system;
    const EasyStarOptions m_options;
    const EasyStarCalculator m_calc;
    const model::Fleet &m_fleet;
    const EasyStarFleetSettings &m_settings;
    IssueList &m_issues;
    std::vector<int> m_fighterCapacity; // per ship
};

} // namespace fw::validators::easystarchecks
