#pragma once

#include "../FleetValidator.h"

#include <model/core/Result.h>

#include <memory>

namespace fw::model {
class SystemRegistry;
namespace billionsuns {
class BillionSunsSystem;
}
} // namespace fw::model

namespace fw::validators {

// The operational limits and roster checks of A Billion Suns, each with its own code (see
// docs/validation.md).
class BillionSunsValidator final : public FleetValidator
{
public:
    static model::Result<std::unique_ptr<BillionSunsValidator>>
    create(const model::SystemRegistry &systems);

    QString systemId() const override;
    void validate(const model::Fleet &fleet, IssueList &issues) const override;
    QString fieldLabel(const QString &key) const override;
    QString pathItemWords(const PathStep &step) const override;

private:
    explicit BillionSunsValidator(const model::billionsuns::BillionSunsSystem &system)
        : m_system(system)
    {}

    const model::billionsuns::BillionSunsSystem &m_system;
};

} // namespace fw::validators
