#pragma once

#include <QString>

namespace fw::app {

class FleetDocument;

// The fleet as plain text, for forums and chat: one line per ship with its cost and contents.
QString fleetAsText(const FleetDocument &document);

} // namespace fw::app
