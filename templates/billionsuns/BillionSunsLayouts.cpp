#include "BillionSunsLayouts.h"

#include "BillionSunsSheets.h"

#include <templates/core/Layout.h>

namespace fw::templates::billionsuns {

void addLayouts(LayoutRegistry &registry)
{
    registry.add(std::make_unique<CardsLayout>());
    registry.add(std::make_unique<BattlegroupsLayout>());
    registry.add(std::make_unique<HelmLayout>());
    registry.add(std::make_unique<TokensLayout>());
}

} // namespace fw::templates::billionsuns
