#include "TalonLayouts.h"

#include "TalonPrint.h"

#include <templates/core/Layout.h>

namespace fw::templates::talon {

void addLayouts(LayoutRegistry &registry)
{
    registry.add(std::make_unique<LogLayout>());
    registry.add(std::make_unique<DisplaysLayout>());
    registry.add(std::make_unique<ReferenceLayout>());
    registry.add(std::make_unique<CountersLayout>());
}

} // namespace fw::templates::talon
