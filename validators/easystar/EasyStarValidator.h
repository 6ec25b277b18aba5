#pragma once

#include "../FleetValidator.h"

#include <model/core/Result.h>

#include <memory>

namespace fw::model {
class SystemRegistry;
namespace easystar {
class EasyStarSystem;
}
} // namespace fw::model

namespace fw::validators {

// Every check of a legal EasyStar fleet (EasyStar §II-§VI, Appendix B), each with its own code.
// The list of codes is in docs/validation.md.
class EasyStarValidator final : public FleetValidator
{
public:
    static model::Result<std::unique_ptr<EasyStarValidator>>
    create(const model::SystemRegistry &systems);

    QString systemId() const override;
    void validate(const model::Fleet &fleet, IssueList &issues) const override;
    QString fieldLabel(const QString &key) const override;
    QString pathItemWords(const PathStep &step) const override;

private:
    explicit EasyStarValidator(const model::easystar::EasyStarSystem &system)
        : m_system(system)
    {}

    const model::easystar::EasyStarSystem &m_system;
};

} // namespace fw::validators
