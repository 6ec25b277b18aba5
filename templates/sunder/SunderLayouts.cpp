#include "SunderLayouts.h"

#include "SunderPrint.h"

#include <templates/core/Layout.h>

namespace fw::templates::sunder {

void addLayouts(LayoutRegistry &registry)
{
    registry.add(std::make_unique<UnitsLayout>());
    registry.add(std::make_unique<CardsLayout>());
}

} // namespace fw::templates::sunder
