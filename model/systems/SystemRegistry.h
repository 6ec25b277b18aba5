#pragma once

#include "GameSystem.h"
#include "ShareNotation.h"

#include <QStringList>

#include <memory>
#include <utility>
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

    // How lists for forums write and read a game's ships (model/io/ShareText); one per system,
    // registered with it.
    void addNotation(const QString &systemId, std::unique_ptr<ShareNotation> notation);
    const ShareNotation *notation(const QString &systemId) const;

private:
    std::vector<std::unique_ptr<GameSystem>> m_systems;
    std::vector<std::pair<QString, std::unique_ptr<ShareNotation>>> m_notations;
};

} // namespace fw::model
