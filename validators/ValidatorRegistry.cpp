#include "ValidatorRegistry.h"

#include "common/CommonChecks.h"

#include <QCoreApplication>

namespace fw::validators {

void ValidatorRegistry::add(std::unique_ptr<FleetValidator> validator)
{
    Q_ASSERT(validator && !find(validator->systemId()));
    m_validators.push_back(std::move(validator));
}

const FleetValidator *ValidatorRegistry::find(const QString &systemId) const
{
    for (const auto &v : m_validators) {
        if (v->systemId() == systemId)
            return v.get();
    }
    return nullptr;
}

Issues validateFleet(const model::Fleet &fleet, const ValidatorRegistry &validators)
{
    IssueList issues;
    if (const FleetValidator *validator = validators.find(fleet.systemId)) {
        validator->validate(fleet, issues);
    } else {
        issues.error(QStringLiteral("fleet.noValidator"), QStringLiteral("system"),
                     QCoreApplication::translate("fw::Validation",
                                                 "There is no rules check for the game system %1.")
                         .arg(fleet.systemId),
                     QString());
    }
    issues.sort();
    return issues.takeIssues();
}

} // namespace fw::validators
