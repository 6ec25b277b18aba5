#pragma once

#include "../FleetValidator.h"

#include <model/core/Result.h>
#include <model/core/RulesOptions.h>

#include <memory>
#include <vector>

namespace fw::model {
class SystemRegistry;
} // namespace fw::model

namespace fw::validators {

// Every check of an SCS fleet (digest §5.4, §5.7, §5.8): the integrity of each ship control
// sheet, its power, and the fleet's points, dates, rarities, deployment brackets and hangars,
// by the homebrew's limits or the "B5 Wars pickup" preset. Each check has its own code; the
// list is in docs/validation.md.
class ScsValidator final : public FleetValidator
{
public:
    static model::Result<std::unique_ptr<ScsValidator>>
    create(const model::SystemRegistry &systems);

    QString systemId() const override;
    void validate(const model::Fleet &fleet, IssueList &issues) const override;
    QString fieldLabel(const QString &key) const override;
    QString pathItemWords(const PathStep &step) const override;

private:
    explicit ScsValidator(const std::vector<model::RulesOptionSpec> &options)
        : m_options(options)
    {}

    // Keys of the file the reader does not know (ScsKeyChecks.cpp).
    void checkKeys(const model::Fleet &fleet, IssueList &issues) const;

    const std::vector<model::RulesOptionSpec> &m_options;
};

} // namespace fw::validators
