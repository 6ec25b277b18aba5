#include "TalonValidator.h"

#include <model/systems/SystemRegistry.h>
#include <model/systems/talon/TalonSystem.h>

namespace fw::validators {

model::Result<std::unique_ptr<TalonValidator>>
TalonValidator::create(const model::SystemRegistry &systems)
{
    const auto *system
        = dynamic_cast<const model::talon::TalonSystem *>(systems.find(QStringLiteral("talon")));
    if (!system) {
        return model::Result<std::unique_ptr<TalonValidator>>::failure(
            model::talon::TalonText::tr("The Talon rules are not loaded."));
    }
    return std::unique_ptr<TalonValidator>(new TalonValidator(*system));
}

QString TalonValidator::systemId() const
{
    return QStringLiteral("talon");
}

void TalonValidator::validate(const model::Fleet &fleet, IssueList &issues) const
{
    // The checks are added next to this file (TalonFleetChecks.cpp, TalonCounterChecks.cpp).
    (void)fleet;
    (void)issues;
}

} // namespace fw::validators
