#pragma once

namespace fw::templates {
class LayoutRegistry;
}

namespace fw::templates::easystar {

// Adds this game's printouts (sheets, counters) to the registry.
void addLayouts(LayoutRegistry &registry);

} // namespace fw::templates::easystar
