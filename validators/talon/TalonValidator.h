#pragma once

#include "../FleetValidator.h"

#include <model/core/Result.h>

#include <memory>

namespace fw::model::talon {
class TalonSystem;
} // namespace fw::model::talon

namespace fw::model {
class SystemRegistry;
} // namespace fw::model

namespace fw::validators {

// Every check of a Talon fleet (digest §3.5, §3.8): the fleet's faction, Ship Points, fighters,
// counter mix and box capacity, and each custom counter's hull, shields, power curve and weapon
// groups. Each check has its own code; the list is in docs/validation.md.
class TalonValidator final : public FleetValidator
{
public:
    static model::Result<std::unique_ptr<TalonValidator>>
    create(const model::SystemRegistry &systems);

    QString systemId() const override;
    void validate(const model::Fleet &fleet, IssueList &issues) const override;
    QString fieldLabel(const QString &key) const override;
    QString pathItemWords(const PathStep &step) const override;

private:
    explicit TalonValidator(const model::talon::TalonSystem &system)
        : m_system(system)
    {}

    // Keys of the file the reader does not know (TalonKeyChecks.cpp).
    void checkKeys(const model::Fleet &fleet, IssueList &issues) const;

    const model::talon::TalonSystem &m_system;
};

} // namespace fw::validators
