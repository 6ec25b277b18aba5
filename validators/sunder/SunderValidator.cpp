#include "SunderValidator.h"

#include "SunderChecker.h"

#include <model/systems/SystemRegistry.h>
#include <model/systems/sunder/SunderSystem.h>

namespace fw::validators {

model::Result<std::unique_ptr<SunderValidator>>
SunderValidator::create(const model::SystemRegistry &systems)
{
    const auto *system
        = dynamic_cast<const model::sunder::SunderSystem *>(systems.find(QStringLiteral("sunder")));
    if (!system) {
        return model::Result<std::unique_ptr<SunderValidator>>::failure(
            sunderchecks::Text::tr("The Sunder the Stars rules are not loaded."));
    }
    return std::unique_ptr<SunderValidator>(new SunderValidator(*system));
}

QString SunderValidator::systemId() const
{
    return QStringLiteral("sunder");
}

void SunderValidator::validate(const model::Fleet &fleet, IssueList &issues) const
{
    checkKeys(fleet, issues);
    sunderchecks::Checker(m_system.options(), m_system.resolve(fleet), fleet, issues).run();
}

} // namespace fw::validators
