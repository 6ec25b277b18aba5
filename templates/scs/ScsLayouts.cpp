#include "ScsLayouts.h"

#include "ScsSheets.h"

#include <templates/core/Layout.h>

namespace fw::templates::scs {

void addLayouts(LayoutRegistry &registry)
{
    registry.add(std::make_unique<SheetsLayout>());
    registry.add(std::make_unique<CountersLayout>());
}

} // namespace fw::templates::scs
