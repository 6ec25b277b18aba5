#pragma once

// "Change a copy and push it if it differs": the one way editors turn a user's change of a ship or
// of the fleet settings into an undo step.

#include "../document/FleetDocument.h"

#include <QString>

#include <functional>
#include <memory>

class QWidget;

namespace fw::app {

// How an edit becomes an undo step. `mergeKey` (from mergeKey(), or -1 for none) merges
// consecutive edits of the same field into one step; `keepFocusIn`, when set, is an editor whose
// tab and keyboard focus stay where they are while the command is pushed.
struct EditStep
{
    QString text;
    int mergeKey = -1;
    QWidget *keepFocusIn = nullptr;
};

// Pushes an EditShipCommand replacing ship `index` with `edited`, unless `edited` equals the ship
// (ShipDesign::equals). Returns whether a command was pushed.
bool pushShipEdit(FleetDocument &document, int index, std::unique_ptr<model::ShipDesign> edited,
                  const EditStep &step);
// Pushes an EditSettingsCommand with `edited`, unless it equals the fleet's settings.
bool pushSettingsEdit(FleetDocument &document, std::unique_ptr<model::FleetSettings> edited,
                      const EditStep &step);

// Applies `change` to a copy of ship `index` (of the game's type Ship) and pushes the copy if it
// differs. Returns whether a command was pushed; false too when there is no such ship.
template<typename Ship>
bool pushEdit(FleetDocument &document, int index, const EditStep &step,
              const std::function<void(Ship &)> &change)
{
    const auto &ships = document.fleet().ships;
    if (index < 0 || index >= int(ships.size()))
        return false;
    auto edited
        = std::make_unique<Ship>(document.fleet().template shipAs<Ship>(std::size_t(index)));
    change(*edited);
    return pushShipEdit(document, index, std::move(edited), step);
}

// Applies `change` to a copy of the fleet's settings (of the game's type Settings) and pushes the
// copy if it differs. Returns whether a command was pushed.
template<typename Settings>
bool pushEdit(FleetDocument &document, const EditStep &step,
              const std::function<void(Settings &)> &change)
{
    auto edited = std::make_unique<Settings>(document.fleet().template settingsAs<Settings>());
    change(*edited);
    return pushSettingsEdit(document, std::move(edited), step);
}

} // namespace fw::app
