#pragma once

#include <model/core/Result.h>

#include <QString>

namespace fw::app {

class FleetDocument;

// The fleet as a list for forums and chat (model::ShareText): each ship with its loadout in the
// game's notation, the totals, whether it is legal, and its share code last.
QString fleetAsText(const FleetDocument &document);
// The fleet's share code alone (model::ShareCode).
model::Result<QString> fleetShareCode(const FleetDocument &document);

} // namespace fw::app
