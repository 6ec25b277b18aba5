#pragma once

#include "ItemCommands.h"

#include <QUndoCommand>

#include <memory>

namespace fw::app {

// Replaces one design of the fleet with an edited copy. Only that design is stored, before and
// after: a design edit never copies the settings or the other designs.
using EditDesignCommand = EditItemCommand<DesignList>;
using InsertDesignCommand = InsertItemCommand<DesignList>;
using RemoveDesignCommand = RemoveItemCommand<DesignList>;

// Replaces the whole list of designs in one step (Import Designs). Both lists are kept; their
// designs share their text with the document's (copy on write).
class ReplaceDesignsCommand : public QUndoCommand
{
public:
    ReplaceDesignsCommand(FleetDocument *document,
                          std::vector<std::unique_ptr<model::Design>> after, const QString &text);
    void redo() override;
    void undo() override;

private:
    FleetDocument *m_document;
    std::vector<std::unique_ptr<model::Design>> m_other; // the list not in the document
};

} // namespace fw::app
