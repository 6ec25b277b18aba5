#pragma once

namespace fw::templates {
class LayoutRegistry;
}

namespace fw::templates::billionsuns {

// Adds this game's printouts (sheets, counters) to the registry.
void addLayouts(LayoutRegistry &registry);

} // namespace fw::templates::billionsuns
