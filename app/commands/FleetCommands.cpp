#include "FleetCommands.h"

#include <QHash>

namespace fw::app {

namespace {
// EditShipCommand is 1 (ShipList::EditId).
enum CommandId { EditSettingsId = 2, EditHeaderId };
} // namespace

int mergeKey(const char *field)
{
    return int(qHash(QByteArray(field)) & 0x3fffffff);
}

EditSettingsCommand::EditSettingsCommand(FleetDocument *document,
                                         std::unique_ptr<model::FleetSettings> after,
                                         const QString &text, int mergeKey, QUndoCommand *parent)
    : QUndoCommand(text, parent)
    , m_document(document)
    , m_before(document->fleet().settings->clone())
    , m_after(std::move(after))
    , m_mergeKey(mergeKey)
{}

void EditSettingsCommand::redo()
{
    m_document->replaceSettings(m_after->clone());
}

void EditSettingsCommand::undo()
{
    m_document->replaceSettings(m_before->clone());
}

int EditSettingsCommand::id() const
{
    return m_mergeKey >= 0 ? EditSettingsId : -1;
}

bool EditSettingsCommand::mergeWith(const QUndoCommand *other)
{
    const auto *o = static_cast<const EditSettingsCommand *>(other);
    if (o->m_mergeKey != m_mergeKey)
        return false;
    m_after = o->m_after->clone();
    setObsolete(m_after->equals(*m_before));
    return true;
}

EditHeaderCommand::EditHeaderCommand(FleetDocument *document, FleetDocument::Header after,
                                     const QString &text, int mergeKey)
    : QUndoCommand(text)
    , m_document(document)
    , m_before(document->header())
    , m_after(std::move(after))
    , m_mergeKey(mergeKey)
{}

void EditHeaderCommand::redo()
{
    m_document->setHeader(m_after);
}

void EditHeaderCommand::undo()
{
    m_document->setHeader(m_before);
}

int EditHeaderCommand::id() const
{
    return m_mergeKey >= 0 ? EditHeaderId : -1;
}

bool EditHeaderCommand::mergeWith(const QUndoCommand *other)
{
    const auto *o = static_cast<const EditHeaderCommand *>(other);
    if (o->m_mergeKey != m_mergeKey)
        return false;
    m_after = o->m_after;
    setObsolete(m_after == m_before);
    return true;
}

MoveShipCommand::MoveShipCommand(FleetDocument *document, int from, int to, const QString &text,
                                 QUndoCommand *parent)
    : QUndoCommand(text, parent)
    , m_document(document)
    , m_from(from)
    , m_to(to)
{}

void MoveShipCommand::redo()
{
    m_document->moveShip(m_from, m_to);
}

void MoveShipCommand::undo()
{
    m_document->moveShip(m_to, m_from);
}

} // namespace fw::app
