#include "ScsValidator.h"

#include "ScsChecker.h"

#include <model/systems/GameSystem.h>
#include <model/systems/SystemRegistry.h>

namespace fw::validators {

model::Result<std::unique_ptr<ScsValidator>>
ScsValidator::create(const model::SystemRegistry &systems)
{
    const model::GameSystem *system = systems.find(QStringLiteral("scs"));
    if (!system) {
        return model::Result<std::unique_ptr<ScsValidator>>::failure(
            scschecks::Text::tr("The SCS rules are not loaded."));
    }
    return std::unique_ptr<ScsValidator>(new ScsValidator(system->options()));
}

QString ScsValidator::systemId() const
{
    return QStringLiteral("scs");
}

void ScsValidator::validate(const model::Fleet &fleet, IssueList &issues) const
{
    checkKeys(fleet, issues);
    scschecks::Checker(m_options, fleet, issues).run();
}

} // namespace fw::validators
