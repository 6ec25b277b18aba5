#pragma once

#include "../../core/Result.h"
#include "../GameSystem.h"
#include "ScsDesign.h"
#include "ScsOptions.h"

#include <memory>

namespace fw::model::scs {

// SCS, the Babylon-5-Wars-style homebrew played on ship control sheets (digest §5): the player
// designs each sheet (sections, systems with armour and boxes, hit charts, movement table) and
// fields ships of those designs.
class ScsSystem final : public GameSystem
{
public:
    static Result<std::unique_ptr<ScsSystem>> create();
    ~ScsSystem() override;

    QString id() const override { return QStringLiteral("scs"); }
    QString displayName() const override;
    QString rulesSource() const override;
    QString pointsUnit() const override;
    QString formatPoints(qint64 amount) const override;
    const std::vector<RulesOptionSpec> &options() const override { return m_options; }
    std::unique_ptr<Fleet> createFleet() const override;
    void readFleet(ObjectReader &root, Fleet &fleet) const override;
    void writeFleet(const Fleet &fleet, Json &root) const override;
    FleetReport report(const Fleet &fleet, ReportDetail detail = ReportDetail::Full,
                       const ShipReportSink &sink = {}) const override;
    const combat::CombatRules *combat() const override;
    // FieryVoid's ship files (FieryVoidCatalogue.cpp).
    QString catalogueFormat() const override { return QStringLiteral("fieryvoid"); }
    int listCatalogue(const QStringList &paths, const QVariantMap &filters, bool json,
                      QTextStream &out, QTextStream &err) const override;
    int importCatalogue(const QStringList &paths, const QVariantMap &filters, Fleet &fleet,
                        QTextStream &out, QTextStream &err) const override;

    ScsOptions resolve(const Fleet &fleet) const;

    // A design's figures as report stats (header figures, movement, power, hangar), for reports
    // and editors.
    static std::vector<ReportStat> designStats(const ScsClass &c);
    // Power and hangar: what the systems need against what the reactors give, and the fighters
    // carried against the hangar slots (none when the design has no hangar and carries none).
    static std::vector<CapacityReport> capacities(const ScsClass &c,
                                                  const std::vector<FighterFlight> &fighters);
    // A ship's points: its design's and its fighters'.
    static Breakdown shipCost(const ScsClass *c, const ScsShip &ship);

private:
    ScsSystem();
    void addAssumptions(FleetReport &report, const Fleet &fleet) const;
    // The B5 Wars pickup preset's limits for this fleet, each with its formula (digest §5.8).
    void addCompositionLimits(FleetReport &report, const Fleet &fleet) const;

    std::vector<RulesOptionSpec> m_options;
    std::unique_ptr<combat::CombatRules> m_combat;
};

} // namespace fw::model::scs
