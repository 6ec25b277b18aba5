#include "DesignCommands.h"

#include <QUndoStack>

namespace fw::app {

ReplaceDesignsCommand::ReplaceDesignsCommand(FleetDocument *document,
                                             std::vector<std::unique_ptr<model::Design>> after,
                                             const QString &text)
    : QUndoCommand(text)
    , m_document(document)
    , m_other(std::move(after))
{}

void ReplaceDesignsCommand::redo()
{
    m_other = m_document->replaceDesigns(std::move(m_other));
}

void ReplaceDesignsCommand::undo()
{
    m_other = m_document->replaceDesigns(std::move(m_other));
}

} // namespace fw::app
