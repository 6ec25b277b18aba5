#pragma once

namespace fw::templates {
class LayoutRegistry;
}

namespace fw::templates::scs {

// Adds the SCS printouts (control sheets, ship counters) to the registry.
void addLayouts(LayoutRegistry &registry);

} // namespace fw::templates::scs
