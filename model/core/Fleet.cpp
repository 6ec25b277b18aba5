#include "Fleet.h"

namespace fw::model {

Fleet::Fleet(QString systemId_, std::unique_ptr<FleetSettings> settings_)
    : systemId(std::move(systemId_))
    , settings(std::move(settings_))
{}

Fleet::Fleet(const Fleet &other)
    : systemId(other.systemId)
    , name(other.name)
    , notes(other.notes)
    , budget(other.budget)
    , options(other.options)
    , optionsExtra(other.optionsExtra)
    , settings(other.settings ? other.settings->clone() : nullptr)
    , extra(other.extra)
{
    ships.reserve(other.ships.size());
    for (const auto &ship : other.ships)
        ships.push_back(ship->clone());
    designs.reserve(other.designs.size());
    for (const auto &design : other.designs)
        designs.push_back(design->clone());
}

int Fleet::findDesign(const QString &id) const
{
    for (std::size_t i = 0; i < designs.size(); ++i) {
        if (designs[i]->id() == id)
            return int(i);
    }
    return -1;
}

Fleet &Fleet::operator=(const Fleet &other)
{
    if (this != &other) {
        Fleet copy(other);
        *this = std::move(copy);
    }
    return *this;
}

} // namespace fw::model
