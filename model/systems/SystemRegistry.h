#pragma once

#include "GameSystem.h"

#include <QStringList>

#include <memory>
#include <vector>

namespace fw::model {

// The supported game systems. Created and filled by each executable and test
// (`registerBuiltinSystems`); there is no global instance.
class SystemRegistry
{
public:
    void add(std::unique_ptr<GameSystem> system);
    const GameSystem *find(const QString &id) const;
    const std::vector<std::unique_ptr<GameSystem>> &systems() const { return m_systems; }
    QStringList ids() const;

private:
    std::vector<std::unique_ptr<GameSystem>> m_systems;
};

} // namespace fw::model
