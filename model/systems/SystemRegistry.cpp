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

} // namespace fw::model
