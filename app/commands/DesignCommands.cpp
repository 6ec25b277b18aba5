#include "DesignCommands.h"

#include <QUndoStack>

namespace fw::app {

namespace {
enum CommandId { EditDesignId = 100 };
}

EditDesignCommand::EditDesignCommand(FleetDocument *document, int index,
                                     std::unique_ptr<model::Design> after, const QString &text,
                                     int mergeKey, QUndoCommand *parent)
    : QUndoCommand(text, parent)
    , m_document(document)
    , m_index(index)
    , m_before(document->fleet().designs.at(std::size_t(index))->clone())
    , m_after(std::move(after))
    , m_mergeKey(mergeKey)
{}

void EditDesignCommand::redo()
{
    m_document->replaceDesign(m_index, m_after->clone());
}

void EditDesignCommand::undo()
{
    m_document->replaceDesign(m_index, m_before->clone());
}

int EditDesignCommand::id() const
{
    return m_mergeKey >= 0 ? EditDesignId : -1;
}

bool EditDesignCommand::mergeWith(const QUndoCommand *other)
{
    const auto *o = static_cast<const EditDesignCommand *>(other);
    if (o->m_index != m_index || o->m_mergeKey != m_mergeKey)
        return false;
    m_after = o->m_after->clone();
    setObsolete(m_after->equals(*m_before));
    return true;
}

InsertDesignCommand::InsertDesignCommand(FleetDocument *document, int index,
                                         std::unique_ptr<model::Design> design, const QString &text,
                                         QUndoCommand *parent)
    : QUndoCommand(text, parent)
    , m_document(document)
    , m_index(index)
    , m_design(std::move(design))
{}

void InsertDesignCommand::redo()
{
    m_document->insertDesign(m_index, m_design->clone());
}

void InsertDesignCommand::undo()
{
    m_document->takeDesign(m_index);
}

RemoveDesignCommand::RemoveDesignCommand(FleetDocument *document, int index, const QString &text,
                                         QUndoCommand *parent)
    : QUndoCommand(text, parent)
    , m_document(document)
    , m_index(index)
{}

void RemoveDesignCommand::redo()
{
    m_design = m_document->takeDesign(m_index);
}

void RemoveDesignCommand::undo()
{
    m_document->insertDesign(m_index, std::move(m_design));
}

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
