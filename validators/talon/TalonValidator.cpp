#include "TalonValidator.h"

#include "TalonChecker.h"

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
            QCoreApplication::translate("fw::Talon", "The Talon rules are not loaded."));
    }
    return std::unique_ptr<TalonValidator>(new TalonValidator(*system));
}

QString TalonValidator::systemId() const
{
    return QStringLiteral("talon");
}

void TalonValidator::validate(const model::Fleet &fleet, IssueList &issues) const
{
    checkKeys(fleet, issues);
    talonchecks::Checker(m_system, m_system.resolve(fleet), fleet, issues).run();
}

} // namespace fw::validators
