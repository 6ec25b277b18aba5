#pragma once

#include "Issue.h"

#include <model/core/Fleet.h>

namespace fw::validators {

// The rules checks of one game system.
class FleetValidator
{
public:
    FleetValidator() = default;
    FleetValidator(const FleetValidator &) = delete;
    FleetValidator &operator=(const FleetValidator &) = delete;
    virtual ~FleetValidator() = default;

    virtual QString systemId() const = 0;
    // Adds every issue of `fleet` (whose systemId is this validator's) to `issues`.
    virtual void validate(const model::Fleet &fleet, IssueList &issues) const = 0;
};

} // namespace fw::validators
