#pragma once

namespace fw::templates {
class LayoutRegistry;
}

namespace fw::templates::talon {

// Adds the Talon printouts (fleet log, ship displays, reference card, counters) to the registry.
void addLayouts(LayoutRegistry &registry);

} // namespace fw::templates::talon
