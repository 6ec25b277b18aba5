#pragma once

#include "Issue.h"

#include <model/core/Fleet.h>

namespace fw::validators {

struct PathStep;

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

    // The issues' paths in words (common/PathWords.h). The translated label of a field key of
    // this game's files ("range" -> "Range"); empty leaves the key to the shared words.
    virtual QString fieldLabel(const QString &key) const
    {
        Q_UNUSED(key)
        return {};
    }
    // The words for an item of a list, `step` being the list's key followed by the item's index
    // (a weapon's label for a ship's "weapons[0]"); empty when the item is not this game's to
    // name or no longer exists, which leaves it to the shared words ("Weapons 1").
    virtual QString pathItemWords(const PathStep &step) const
    {
        Q_UNUSED(step)
        return {};
    }
};

} // namespace fw::validators
