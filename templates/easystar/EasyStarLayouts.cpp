#include "EasyStarLayouts.h"

#include <templates/core/Layout.h>

namespace fw::templates::easystar {

void addLayouts(LayoutRegistry &registry)
{
    (void)registry;
}

} // namespace fw::templates::easystar
