#include "PushEdit.h"

#include "../widgets/EditingKit.h"
#include "DesignCommands.h"
#include "FleetCommands.h"

#include <QUndoStack>

namespace fw::app {

namespace {

void push(FleetDocument &document, QUndoCommand *command, QWidget *keepFocusIn)
{
    if (keepFocusIn)
        keepingFocus(keepFocusIn, [&] { document.undoStack()->push(command); });
    else
        document.undoStack()->push(command);
}

} // namespace

bool pushShipEdit(FleetDocument &document, int index, std::unique_ptr<model::ShipDesign> edited,
                  const EditStep &step)
{
    const auto &ships = document.fleet().ships;
    if (!edited || index < 0 || index >= int(ships.size())
        || edited->equals(*ships[std::size_t(index)]))
        return false;
    push(document,
         new EditShipCommand(&document, index, std::move(edited), step.text, step.mergeKey),
         step.keepFocusIn);
    return true;
}

bool pushDesignEdit(FleetDocument &document, int index, std::unique_ptr<model::Design> edited,
                    const EditStep &step)
{
    const auto &designs = document.fleet().designs;
    if (!edited || index < 0 || index >= int(designs.size())
        || edited->equals(*designs[std::size_t(index)]))
        return false;
    push(document,
         new EditDesignCommand(&document, index, std::move(edited), step.text, step.mergeKey),
         step.keepFocusIn);
    return true;
}

bool pushSettingsEdit(FleetDocument &document, std::unique_ptr<model::FleetSettings> edited,
                      const EditStep &step)
{
    if (!edited || edited->equals(*document.fleet().settings))
        return false;
    push(document, new EditSettingsCommand(&document, std::move(edited), step.text, step.mergeKey),
         step.keepFocusIn);
    return true;
}

} // namespace fw::app
