// Keys a Talon fleet file holds that the reader does not know: kept in the file, reported as
// warnings with a suggestion, so that a misspelt key is not silently ignored.

#include "TalonValidator.h"

#include "../common/CommonChecks.h"

#include <model/systems/talon/TalonCounterIo.h>
#include <model/systems/talon/TalonDesign.h>
#include <model/systems/talon/TalonSystem.h>

namespace fw::validators {

void TalonValidator::checkKeys(const model::Fleet &fleet, IssueList &issues) const
{
    using model::JsonPath;
    using model::talon::KeyScope;
    const auto unknown = [&issues](const model::Json &extra, const JsonPath &at, KeyScope scope) {
        common::reportUnknownKeys(extra, at, model::talon::knownKeys(scope), issues);
    };
    QStringList optionIds;
    for (const model::RulesOptionSpec &spec : m_system.options())
        optionIds << spec.id;
    common::checkFleetKeys(fleet, model::talon::knownKeys(KeyScope::Fleet), optionIds, issues);
    for (std::size_t i = 0; i < fleet.designs.size(); ++i) {
        const model::talon::TalonCounter &c = fleet.designAs<model::talon::TalonDesign>(i).counter;
        const JsonPath at = JsonPath().key("designs").index(i);
        unknown(c.extra, at, KeyScope::Counter);
        unknown(c.shieldsExtra, at.key("shields"), KeyScope::Shields);
        for (std::size_t k = 0; k < c.hullBoxes.size(); ++k)
            unknown(c.hullBoxes[k].extra, at.key("hullBoxes").index(k), KeyScope::HullBox);
        for (std::size_t k = 0; k < c.powerCurve.size(); ++k)
            unknown(c.powerCurve[k].extra, at.key("powerCurve").index(k), KeyScope::PowerEntry);
        for (std::size_t k = 0; k < c.weaponGroups.size(); ++k)
            unknown(c.weaponGroups[k].extra, at.key("weaponGroups").index(k),
                    KeyScope::WeaponGroup);
    }
    for (std::size_t i = 0; i < fleet.ships.size(); ++i) {
        unknown(fleet.shipAs<model::talon::TalonShip>(i).extra, JsonPath().key("ships").index(i),
                KeyScope::Ship);
    }
}

} // namespace fw::validators
