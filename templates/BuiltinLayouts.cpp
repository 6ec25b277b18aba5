#include "billionsuns/BillionSunsLayouts.h"
#include "core/Layout.h"
#include "core/RosterLayout.h"
#include "easystar/EasyStarLayouts.h"
#include "scs/ScsLayouts.h"
#include "sunder/SunderLayouts.h"
#include "talon/TalonLayouts.h"

namespace fw::templates {

void registerBuiltinLayouts(LayoutRegistry &registry)
{
    registry.add(std::make_unique<RosterLayout>());
    easystar::addLayouts(registry);
    billionsuns::addLayouts(registry);
    scs::addLayouts(registry);
    sunder::addLayouts(registry);
    talon::addLayouts(registry);
}

} // namespace fw::templates
