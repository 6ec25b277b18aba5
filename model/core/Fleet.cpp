#include "Fleet.h"

#include <QHash>

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

struct Fleet::DesignIndex
{
    QHash<QString, int> first; // the first design of each id
    std::size_t size = 0;      // the designs it was built from
};

int Fleet::findDesign(const QString &id) const
{
    if (m_designIndex && m_designIndex->size == designs.size()) {
        const int i = m_designIndex->first.value(id, -1);
        // A design changed while the lookup was open is found by the search below.
        if (i < 0 || designs[std::size_t(i)]->id() == id)
            return i;
    }
    for (std::size_t i = 0; i < designs.size(); ++i) {
        if (designs[i]->id() == id)
            return int(i);
    }
    return -1;
}

Fleet::DesignLookup::DesignLookup(const Fleet &fleet)
    : m_fleet(fleet)
{
    if (fleet.m_designIndex)
        return;
    auto index = std::make_shared<DesignIndex>();
    index->size = fleet.designs.size();
    index->first.reserve(qsizetype(index->size));
    for (std::size_t i = 0; i < fleet.designs.size(); ++i) {
        const QString id = fleet.designs[i]->id();
        if (!index->first.contains(id))
            index->first.insert(id, int(i));
    }
    fleet.m_designIndex = std::move(index);
    m_opened = true;
}

Fleet::DesignLookup::~DesignLookup()
{
    if (m_opened)
        m_fleet.m_designIndex.reset();
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
