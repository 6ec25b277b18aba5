#include "EasyStarLayouts.h"

#include "EasyStarCountersLayout.h"
#include "EasyStarSheetsLayout.h"

#include <templates/core/Layout.h>

namespace fw::templates::easystar {

void addLayouts(LayoutRegistry &registry)
{
    registry.add(std::make_unique<SheetsLayout>());
    registry.add(std::make_unique<CountersLayout>());
}

} // namespace fw::templates::easystar
