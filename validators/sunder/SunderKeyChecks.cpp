// Keys a Sunder fleet file holds that the reader does not know: kept in the file, reported as
// warnings with a suggestion, so that a misspelt key is not silently ignored.

#include "SunderValidator.h"

#include "../common/CommonChecks.h"

#include <model/systems/sunder/SunderCardIo.h>
#include <model/systems/sunder/SunderDesign.h>
#include <model/systems/sunder/SunderSystem.h>

namespace fw::validators {

namespace {

using model::JsonPath;
using model::sunder::KeyScope;

void keys(const model::Json &extra, const JsonPath &path, KeyScope scope, IssueList &issues)
{
    if (!extra.empty())
        common::reportUnknownKeys(extra, path, model::sunder::knownKeys(scope), issues);
}

void cardKeys(const model::sunder::SunderCard &c, const JsonPath &path, IssueList &issues)
{
    keys(c.extra, path, KeyScope::Design, issues);
    keys(c.bays.extra, path.key("bays"), KeyScope::Bays, issues);
    for (std::size_t j = 0; j < c.weapons.size(); ++j)
        keys(c.weapons[j].extra, path.key("weapons").index(j), KeyScope::Weapon, issues);
}

} // namespace

void SunderValidator::checkKeys(const model::Fleet &fleet, IssueList &issues) const
{
    QStringList optionIds;
    for (const model::RulesOptionSpec &spec : m_system.options())
        optionIds << spec.id;
    common::checkFleetKeys(fleet, model::sunder::knownKeys(KeyScope::Fleet), optionIds, issues);
    const auto &settings = fleet.settingsAs<model::sunder::SunderFleetSettings>();
    for (std::size_t g = 0; g < settings.groups.size(); ++g)
        keys(settings.groups[g].extra, JsonPath().key("groups").index(g), KeyScope::Group, issues);
    for (std::size_t i = 0; i < fleet.designs.size(); ++i)
        cardKeys(model::sunder::sunderCard(fleet, i), JsonPath().key("designs").index(i), issues);
    for (std::size_t i = 0; i < fleet.ships.size(); ++i) {
        keys(fleet.shipAs<model::sunder::SunderShip>(i).extra, JsonPath().key("ships").index(i),
             KeyScope::Ship, issues);
    }
}

} // namespace fw::validators
