#pragma once

#include "FleetValidator.h"

#include <QStringList>

#include <memory>
#include <vector>

namespace fw::model {
class SystemRegistry;
}

namespace fw::validators {

class ValidatorRegistry
{
public:
    void add(std::unique_ptr<FleetValidator> validator);
    const FleetValidator *find(const QString &systemId) const;

private:
    std::vector<std::unique_ptr<FleetValidator>> m_validators;
};

// Adds the validator of every registered system that has one. Returns problems (a system whose
// validator cannot be built); empty when all is well.
QStringList registerBuiltinValidators(ValidatorRegistry &registry,
                                      const model::SystemRegistry &systems);

// Every issue of the fleet, in the deterministic order of IssueList::sort().
Issues validateFleet(const model::Fleet &fleet, const ValidatorRegistry &validators);

} // namespace fw::validators
