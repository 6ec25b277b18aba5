#pragma once

#include "../GameSystem.h"
#include "EasyStarCalculator.h"
#include "EasyStarOptions.h"
#include "EasyStarRules.h"
#include "EasyStarShip.h"

namespace fw::model::easystar {

class EasyStarCombat;

// An Appendix B scenario preset (EasyStar Appendix B).
struct Scenario
{
    QString id;
    QString name; // translated
};

// EasyStar (Mike Fischer, rev. 10/04/2004): point-buy ship design.
class EasyStarSystem final : public GameSystem
{
public:
    static Result<std::unique_ptr<EasyStarSystem>> create(const QString &rulesDirectory
                                                          = EasyStarRules::builtinDirectory());
    ~EasyStarSystem() override;

    QString id() const override { return QStringLiteral("easystar"); }
    QString displayName() const override;
    QString rulesSource() const override;
    QString pointsUnit() const override;
    const std::vector<RulesOptionSpec> &options() const override { return m_options; }
    std::unique_ptr<Fleet> createFleet() const override;
    void readFleet(ObjectReader &root, Fleet &fleet) const override;
    void writeFleet(const Fleet &fleet, Json &root) const override;
    FleetReport report(const Fleet &fleet, ReportDetail detail = ReportDetail::Full,
                       const ShipReportSink &sink = {}) const override;
    const combat::CombatRules *combat() const override;

    const EasyStarRules &rules() const { return m_rules; }
    EasyStarOptions resolve(const Fleet &fleet) const;
    static std::vector<Scenario> scenarios();

    // The keys each kind of object in an EasyStar fleet file may have (docs/file-format.md).
    enum class KeyScope { Fleet, Scenario, Ship, Weapon, Fighters, Advantage };
    static QStringList knownKeys(KeyScope scope);

private:
    explicit EasyStarSystem(EasyStarRules rules);
    // `className`: the ship's class, translated (report() translates each class once).
    ShipReport shipReport(const EasyStarShip &ship, const ShipFigures &figures,
                          const QString &className, const EasyStarOptions &options,
                          ReportDetail detail) const;

    EasyStarRules m_rules;
    std::vector<RulesOptionSpec> m_options;
    std::unique_ptr<EasyStarCombat> m_combat;
};

} // namespace fw::model::easystar
