#pragma once

#include "../FleetValidator.h"

#include <model/core/Result.h>

#include <memory>

namespace fw::model::sunder {
class SunderSystem;
} // namespace fw::model::sunder

namespace fw::model {
class SystemRegistry;
} // namespace fw::model

namespace fw::validators {

// Every check of a Sunder the Stars fleet (digest §4.6, §4.8, the quick reference): each card's
// damage tracks, ranges, weapon arcs and bays, and the fleet's points, faction, flagship,
// squadrons and carried fighters. Each check has its own code; the list is in
// docs/validation.md.
class SunderValidator final : public FleetValidator
{
public:
    static model::Result<std::unique_ptr<SunderValidator>>
    create(const model::SystemRegistry &systems);

    QString systemId() const override;
    void validate(const model::Fleet &fleet, IssueList &issues) const override;
    QString fieldLabel(const QString &key) const override;
    QString pathItemWords(const PathStep &step) const override;

private:
    explicit SunderValidator(const model::sunder::SunderSystem &system)
        : m_system(system)
    {}

    // Keys of the file the reader does not know (SunderKeyChecks.cpp).
    void checkKeys(const model::Fleet &fleet, IssueList &issues) const;

    const model::sunder::SunderSystem &m_system;
};

} // namespace fw::validators
