#include "PushEdit.h"

#include "../designer/EditingKit.h"
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

int otherDesignWithId(const model::Fleet &fleet, int index, const QString &id)
{
    for (std::size_t i = 0; i < fleet.designs.size(); ++i) {
        if (int(i) != index && fleet.designs[i]->id() == id)
            return int(i);
    }
    return -1;
}

void pushDesignIdChange(FleetDocument &document, int index, const QString &id, const QString &text,
                        QWidget *keepFocusIn,
                        const std::function<void(const QString &old)> &alsoPush)
{
    const auto &designs = document.fleet().designs;
    if (index < 0 || index >= int(designs.size()))
        return;
    const QString old = designs[std::size_t(index)]->id();
    keepingFocus(keepFocusIn, [&] {
        QUndoStack *stack = document.undoStack();
        stack->beginMacro(text);
        std::unique_ptr<model::Design> design = designs[std::size_t(index)]->clone();
        design->setId(id);
        pushDesignEdit(document, index, std::move(design), {text});
        if (alsoPush)
            alsoPush(old);
        for (int i = 0; i < int(document.fleet().ships.size()); ++i) {
            const model::ShipDesign &ship = *document.fleet().ships[std::size_t(i)];
            if (ship.classId != old)
                continue;
            std::unique_ptr<model::ShipDesign> edited = ship.clone();
            edited->classId = id;
            pushShipEdit(document, i, std::move(edited), {text});
        }
        stack->endMacro();
    });
}

} // namespace fw::app
