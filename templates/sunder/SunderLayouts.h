#pragma once

namespace fw::templates {
class LayoutRegistry;
}

namespace fw::templates::sunder {

// Adds the Sunder the Stars printouts (class cards, units and initiative sheet) to the registry.
void addLayouts(LayoutRegistry &registry);

} // namespace fw::templates::sunder
