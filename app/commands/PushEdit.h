#pragma once

// "Change a copy and push it if it differs": the one way editors turn a user's change of a ship, a
// design or the fleet settings into an undo step.

#include "../document/FleetDocument.h"

#include <QString>

#include <functional>
#include <memory>
#include <type_traits>

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
// Pushes an EditDesignCommand replacing design `index` with `edited`, unless `edited` equals the
// design (Design::equals). Returns whether a command was pushed.
bool pushDesignEdit(FleetDocument &document, int index, std::unique_ptr<model::Design> edited,
                    const EditStep &step);
// Pushes an EditSettingsCommand with `edited`, unless it equals the fleet's settings.
bool pushSettingsEdit(FleetDocument &document, std::unique_ptr<model::FleetSettings> edited,
                      const EditStep &step);

// The design other than `index` whose id is `id`, or -1: an id a design may not take.
int otherDesignWithId(const model::Fleet &fleet, int index, const QString &id);
// Gives design `index` the id `id` in one undo step called `text` (a macro): the ships naming the
// old id follow it, and `alsoPush(old)`, when given, pushes further edits into the same step (e.g.
// other designs naming it). The tab and the keyboard focus of `keepFocusIn` stay where they are.
void pushDesignIdChange(FleetDocument &document, int index, const QString &id, const QString &text,
                        QWidget *keepFocusIn,
                        const std::function<void(const QString &old)> &alsoPush = {});

// Applies `change` to a copy of ship `index` (Item: the game's ship type) or of design `index`
// (Item: model::Design or the game's design type) and pushes the copy if it differs. Returns
// whether a command was pushed; false too when there is no such ship or design.
template<typename Item>
bool pushEdit(FleetDocument &document, int index, const EditStep &step,
              const std::function<void(Item &)> &change)
{
    const model::Fleet &fleet = document.fleet();
    if constexpr (std::is_base_of_v<model::Design, Item>) {
        if (index < 0 || index >= int(fleet.designs.size()))
            return false;
        std::unique_ptr<model::Design> edited = fleet.designs[std::size_t(index)]->clone();
        change(static_cast<Item &>(*edited));
        return pushDesignEdit(document, index, std::move(edited), step);
    } else {
        if (index < 0 || index >= int(fleet.ships.size()))
            return false;
        auto edited = std::make_unique<Item>(fleet.template shipAs<Item>(std::size_t(index)));
        change(*edited);
        return pushShipEdit(document, index, std::move(edited), step);
    }
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
