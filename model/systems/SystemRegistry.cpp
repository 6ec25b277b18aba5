#include "SystemRegistry.h"

namespace fw::model {

void SystemRegistry::add(std::unique_ptr<GameSystem> system)
{
    Q_ASSERT(system && !find(system->id()));
    m_systems.push_back(std::move(system));
}

const GameSystem *SystemRegistry::find(const QString &id) const
{
    for (const auto &system : m_systems) {
        if (system->id() == id)
            return system.get();
    }
    return nullptr;
}

QStringList SystemRegistry::ids() const
{
    QStringList result;
    for (const auto &system : m_systems)
        result << system->id();
    return result;
}

void SystemRegistry::addNotation(const QString &systemId, std::unique_ptr<ShareNotation> notation)
{
    m_notations.emplace_back(systemId, std::move(notation));
}

const ShareNotation *SystemRegistry::notation(const QString &systemId) const
{
    for (const auto &[id, notation] : m_notations)
        if (id == systemId)
            return notation.get();
    return nullptr;
}

} // namespace fw::model
