#pragma once

#include "../../core/Result.h"
#include "../GameSystem.h"
#include "SunderDesign.h"
#include "SunderOptions.h"

#include <memory>

namespace fw::model::sunder {

// Sunder the Stars v1.0 (digest §4): ships played from 4"×6" class cards with one to three damage
// tracks; the player designs the cards, fields ships of them in squadrons under a flagship.
class SunderSystem final : public GameSystem
{
public:
    static Result<std::unique_ptr<SunderSystem>> create();
    ~SunderSystem() override;

    QString id() const override { return QStringLiteral("sunder"); }
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

    SunderOptions resolve(const Fleet &fleet) const;

    // A card's figures as report stats (size, tracks, damage capacity, track 1's stats), for
    // reports and editors.
    static std::vector<ReportStat> cardStats(const SunderCard &c);
    // Fighter and bomber bays: flights carried against track 1's bays (none when the card has no
    // bays and the ship carries nothing).
    static std::vector<CapacityReport> capacities(const SunderCard &c, const SunderShip &ship);

private:
    SunderSystem();
    void addAssumptions(FleetReport &report, const Fleet &fleet) const;

    std::vector<RulesOptionSpec> m_options;
    std::unique_ptr<combat::CombatRules> m_combat;
};

} // namespace fw::model::sunder
