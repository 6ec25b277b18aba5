#include "SystemUi.h"
#include "billionsuns/BillionSunsUi.h"
#include "easystar/EasyStarUi.h"
#include "scs/ScsUi.h"
#include "sunder/SunderUi.h"
#include "talon/TalonUi.h"

namespace fw::app {

void registerBuiltinUi(UiRegistry &registry)
{
    registry.add(std::make_unique<EasyStarUi>());
    registry.add(std::make_unique<BillionSunsUi>());
    registry.add(std::make_unique<ScsUi>());
    registry.add(std::make_unique<SunderUi>());
    registry.add(std::make_unique<TalonUi>());
}

} // namespace fw::app
