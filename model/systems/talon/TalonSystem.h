#pragma once

#include "../../core/Result.h"
#include "../GameSystem.h"
#include "TalonDesign.h"
#include "TalonOptions.h"
#include "TalonRuleset.h"

#include <memory>

namespace fw::model::talon {

// Talon (GMT Games 2015, digest §3): fixed counters (the 19 of the base game built in, from a fan
// transcription) picked against a Ship Point budget; a player may add custom counters.
class TalonSystem final : public GameSystem
{
public:
    // `rulesDirectory` holds counters.json (built in: ":/rulesets/talon").
    static Result<std::unique_ptr<TalonSystem>> create(const QString &rulesDirectory
                                                       = QStringLiteral(":/rulesets/talon"));
    ~TalonSystem() override;

    QString id() const override { return QStringLiteral("talon"); }
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

    const TalonRuleset &rules() const { return m_rules; }
    TalonOptions resolve(const Fleet &fleet) const;
    // The counter a ship names: the built-in one with that id, else the fleet's custom design;
    // null when neither exists. (A custom design with a built-in's id is an error the validator
    // reports: it never shadows the built-in silently.)
    const TalonCounter *counterOf(const Fleet &fleet, const QString &id) const;

    // A counter's figures as report stats.
    static std::vector<ReportStat> counterStats(const TalonCounter &c, const TalonOptions &options);

private:
    explicit TalonSystem(TalonRuleset rules);
    // Fleet-wide stats (box capacity, where the built-in figures come from) and assumption notes.
    void addFleetStats(FleetReport &report, const Fleet &fleet, const TalonOptions &options) const;

    TalonRuleset m_rules;
    std::vector<RulesOptionSpec> m_options;
    std::unique_ptr<combat::CombatRules> m_combat;
};

} // namespace fw::model::talon
