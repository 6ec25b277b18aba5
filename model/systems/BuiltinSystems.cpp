#include "BuiltinSystems.h"

#include "SystemRegistry.h"
#include "billionsuns/BillionSunsSystem.h"
#include "easystar/EasyStarSystem.h"
#include "scs/ScsSystem.h"
#include "sunder/SunderSystem.h"
#include "talon/TalonSystem.h"

namespace fw::model {

namespace {

template<typename System>
void addSystem(SystemRegistry &registry, QStringList &problems)
{
    auto system = System::create();
    if (system)
        registry.add(std::move(system).value());
    else
        problems << system.error();
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
