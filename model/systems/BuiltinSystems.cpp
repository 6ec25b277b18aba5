#include "BuiltinSystems.h"

#include "SystemRegistry.h"
#include "billionsuns/BillionSunsShare.h"
#include "easystar/EasyStarShare.h"
#include "scs/ScsShare.h"
#include "sunder/SunderShare.h"
#include "talon/TalonShare.h"

namespace fw::model {

namespace {

template<typename System>
void addSystem(SystemRegistry &registry, QStringList &problems)
{
    auto system = System::create();
    if (!system) {
        problems << system.error();
        return;
    }
    const System &added = *system.value();
    registry.add(std::move(system).value());
    registry.addNotation(added.id(), makeShareNotation(added));
}

} // namespace

QStringList registerBuiltinSystems(SystemRegistry &registry)
{
    QStringList problems;
    addSystem<easystar::EasyStarSystem>(registry, problems);
    addSystem<billionsuns::BillionSunsSystem>(registry, problems);
    addSystem<scs::ScsSystem>(registry, problems);
    addSystem<sunder::SunderSystem>(registry, problems);
    addSystem<talon::TalonSystem>(registry, problems);
    return problems;
}

} // namespace fw::model
