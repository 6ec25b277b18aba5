// Keys a Sunder fleet file holds that the reader does not know: kept in the file, reported as
// warnings with a suggestion, so that a misspelt key is not silently ignored.

#include "SunderValidator.h"

#include "../common/CommonChecks.h"

#include <model/systems/sunder/SunderCardIo.h>
#include <model/systems/sunder/SunderDesign.h>
#include <model/systems/sunder/SunderSystem.h>

namespace fw::validators {

void SunderValidator::checkKeys(const model::Fleet &fleet, IssueList &issues) const
{
    using model::JsonPath;
    using model::sunder::KeyScope;
    const auto unknown = [&issues](const model::Json &extra, const JsonPath &at, KeyScope scope) {
        common::reportUnknownKeys(extra, at, model::sunder::knownKeys(scope), issues);
    };
    QStringList optionIds;
    for (const model::RulesOptionSpec &spec : m_system.options())
        optionIds << spec.id;
    common::checkFleetKeys(fleet, model::sunder::knownKeys(KeyScope::Fleet), optionIds, issues);
    const auto &groups = fleet.settingsAs<model::sunder::SunderFleetSettings>().groups;
    for (std::size_t g = 0; g < groups.size(); ++g)
        unknown(groups[g].extra, JsonPath().key("groups").index(g), KeyScope::Group);
    for (std::size_t i = 0; i < fleet.designs.size(); ++i) {
        const model::sunder::SunderCard &c = model::sunder::sunderCard(fleet, i);
        const JsonPath card = JsonPath().key("designs").index(i);
        unknown(c.extra, card, KeyScope::Design);
        unknown(c.bays.extra, card.key("bays"), KeyScope::Bays);
        for (std::size_t j = 0; j < c.weapons.size(); ++j)
            unknown(c.weapons[j].extra, card.key("weapons").index(j), KeyScope::Weapon);
    }
    for (std::size_t i = 0; i < fleet.ships.size(); ++i) {
        unknown(fleet.shipAs<model::sunder::SunderShip>(i).extra, JsonPath().key("ships").index(i),
                KeyScope::Ship);
    }
}

} // namespace fw::validators
