#include "BillionSunsLayouts.h"

#include <templates/core/Layout.h>

namespace fw::templates::billionsuns {

void addLayouts(LayoutRegistry &registry)
{
    (void)registry;
}

} // namespace fw::templates::billionsuns
