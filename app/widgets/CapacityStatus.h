#pragma once

#include "../dialogs/BreakdownDialog.h"

#include <model/systems/FleetReport.h>

#include <QString>

#include <vector>

namespace fw::app {

// The status bar's text for a ship's capacities, whatever its game reports: "Weapon spaces: 7 / 10"
// for each, as a rich-text link "capacity:<key>" (red when over), or empty when it has none.
QString capacityStatusText(const model::ShipReport &ship);

// The key in a link made by capacityStatusText, or an empty string for any other link.
QString capacityLinkKey(const QString &link);

// The breakdown dialog's title and sections for the ship's capacity `key` (available, then used),
// or for all its capacities when `key` is empty. No sections when it has no such capacity.
struct CapacityBreakdown
{
    QString title;
    std::vector<BreakdownDialog::Section> sections;
};
CapacityBreakdown capacityBreakdown(const model::ShipReport &ship, const QString &key = {});

} // namespace fw::app
