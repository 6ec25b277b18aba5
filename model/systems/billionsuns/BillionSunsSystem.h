#pragma once

#include "../GameSystem.h"
#include "BillionSunsOptions.h"
#include "BillionSunsRoster.h"
#include "BillionSunsRules.h"

#include <memory>

namespace fw::model::billionsuns {

class BillionSunsCombat;

// A Billion Suns (Mike Hutchinson, Osprey 2021; 1st edition): requisition rosters of fixed ship
// classes, grouped into battlegroups, under limits set by the game's scale S.
class BillionSunsSystem final : public GameSystem
{
public:
    static Result<std::unique_ptr<BillionSunsSystem>>
    create(const QString &rulesDirectory = BillionSunsRules::builtinDirectory());
    ~BillionSunsSystem() override;

    QString id() const override { return QStringLiteral("billionsuns"); }
    QString displayName() const override;
    QString rulesSource() const override;
    QString pointsUnit() const override;
    QString formatPoints(qint64 amount) const override { return credits(amount); }
    static QString credits(qint64 amount); // "1 credit", "12 credits"
    const std::vector<RulesOptionSpec> &options() const override { return m_options; }
    std::unique_ptr<Fleet> createFleet() const override;
    void readFleet(ObjectReader &root, Fleet &fleet) const override;
    void writeFleet(const Fleet &fleet, Json &root) const override;
    // Custom classes are the roster's designs, under their older name.
    QString designsKey() const override { return QStringLiteral("customClasses"); }
    FleetReport report(const Fleet &fleet, ReportDetail detail = ReportDetail::Full,
                       const ShipReportSink &sink = {}) const override;
    const combat::CombatRules *combat() const override;

    const BillionSunsRules &rules() const { return m_rules; }
    BillionSunsOptions resolve(const Fleet &fleet) const;

    // The values a class derives from its mass and silhouette (jump range, jump shock,
    // explosion, Mother's Wing, combined orders, Power-to-X), for reports and class cards.
    std::vector<ReportStat> derivedValues(const ShipClass &shipClass,
                                          const BillionSunsOptions &options) const;
    static QString weaponText(const Weapon &weapon);

    // The keys each kind of object in a roster may have.
    enum class KeyScope { Fleet, Battlegroup, Ship };
    static QStringList knownKeys(KeyScope scope);

private:
    explicit BillionSunsSystem(BillionSunsRules rules);
    // A ship's class as stats: its profile, its weapons and what derives from them.
    void addClassStats(ShipReport &r, const ShipClass &c, const BillionSunsOptions &options) const;
    // The rules options the report's figures depend on.
    void addAssumptions(FleetReport &report, const Fleet &fleet, bool multiShipGroup) const;

    BillionSunsRules m_rules;
    std::vector<RulesOptionSpec> m_options;
    std::unique_ptr<BillionSunsCombat> m_combat;
};

} // namespace fw::model::billionsuns
