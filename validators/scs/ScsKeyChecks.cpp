// Keys an SCS fleet file holds that the reader does not know: kept in the file, reported as
// warnings with a suggestion, so that a misspelt key is not silently ignored.

#include "ScsValidator.h"

#include "../common/CommonChecks.h"

#include <model/systems/scs/ScsDesign.h>
#include <model/systems/scs/ScsSheetIo.h>

namespace fw::validators {

namespace {

using model::JsonPath;
using model::scs::KeyScope;

void keys(const model::Json &extra, const JsonPath &path, KeyScope scope, IssueList &issues)
{
    if (!extra.empty())
        common::reportUnknownKeys(extra, path, model::scs::knownKeys(scope), issues);
}

void designKeys(const model::scs::ScsClass &c, const JsonPath &path, IssueList &issues)
{
    keys(c.extra, path, KeyScope::Design, issues);
    keys(c.signatureExtra, path.key("signature"), KeyScope::Signature, issues);
    for (std::size_t r = 0; r < c.sideChart.size(); ++r)
        keys(c.sideChart[r].extra, path.key("sideChart").index(r), KeyScope::SideRow, issues);
    for (std::size_t j = 0; j < c.sections.size(); ++j) {
        const model::scs::Section &s = c.sections[j];
        const JsonPath section = path.key("sections").index(j);
        keys(s.extra, section, KeyScope::Section, issues);
        keys(s.structureExtra, section.key("structure"), KeyScope::Structure, issues);
        for (std::size_t k = 0; k < s.systems.size(); ++k)
            keys(s.systems[k].extra, section.key("systems").index(k), KeyScope::System, issues);
        for (std::size_t r = 0; r < s.chart.size(); ++r)
            keys(s.chart[r].extra, section.key("chart").index(r), KeyScope::ChartRow, issues);
    }
}

} // namespace

void ScsValidator::checkKeys(const model::Fleet &fleet, IssueList &issues) const
{
    QStringList optionIds;
    for (const model::RulesOptionSpec &spec : m_options)
        optionIds << spec.id;
    common::checkFleetKeys(fleet, model::scs::knownKeys(KeyScope::Fleet), optionIds, issues);
    for (std::size_t i = 0; i < fleet.designs.size(); ++i)
        designKeys(model::scs::scsClass(fleet, i), JsonPath().key("designs").index(i), issues);
    for (std::size_t i = 0; i < fleet.ships.size(); ++i) {
        const auto &ship = fleet.shipAs<model::scs::ScsShip>(i);
        const JsonPath path = JsonPath().key("ships").index(i);
        keys(ship.extra, path, KeyScope::Ship, issues);
        for (std::size_t f = 0; f < ship.fighters.size(); ++f)
            keys(ship.fighters[f].extra, path.key("fighters").index(f), KeyScope::Fighters, issues);
    }
}

} // namespace fw::validators
