#include "FleetCommands.h"

#include <QHash>

namespace fw::app {

namespace {
enum CommandId { EditShipId = 1, EditSettingsId, EditHeaderId };
}

int mergeKey(const char *field)
{
    return int(qHash(QByteArray(field)) & 0x3fffffff);
}

EditShipCommand::EditShipCommand(FleetDocument *document, int index,
                                 std::unique_ptr<model::ShipDesign> after, const QString &text,
                                 int mergeKey)
    : QUndoCommand(text)
    , m_document(document)
    , m_index(index)
    , m_before(document->fleet().ships.at(std::size_t(index))->clone())
    , m_after(std::move(after))
    , m_mergeKey(mergeKey)
{}

void EditShipCommand::redo()
{
    m_document->replaceShip(m_index, m_after->clone());
}

void EditShipCommand::undo()
{
    m_document->replaceShip(m_index, m_before->clone());
}

int EditShipCommand::id() const
{
    return m_mergeKey >= 0 ? EditShipId : -1;
}

bool EditShipCommand::mergeWith(const QUndoCommand *other)
{
    const auto *o = static_cast<const EditShipCommand *>(other);
    if (o->m_index != m_index || o->m_mergeKey != m_mergeKey)
        return false;
    m_after = o->m_after->clone();
    // Back where the first edit started: the stack drops the step.
    setObsolete(m_after->equals(*m_before));
    return true;
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

InsertShipCommand::InsertShipCommand(FleetDocument *document, int index,
                                     std::unique_ptr<model::ShipDesign> ship, const QString &text,
                                     QUndoCommand *parent)
    : QUndoCommand(text, parent)
    , m_document(document)
    , m_index(index)
    , m_ship(std::move(ship))
{}

void InsertShipCommand::redo()
{
    m_document->insertShip(m_index, m_ship->clone());
}

void InsertShipCommand::undo()
{
    m_document->takeShip(m_index);
}

RemoveShipCommand::RemoveShipCommand(FleetDocument *document, int index, const QString &text,
                                     QUndoCommand *parent)
    : QUndoCommand(text, parent)
    , m_document(document)
    , m_index(index)
{}

void RemoveShipCommand::redo()
{
    m_ship = m_document->takeShip(m_index);
}

void RemoveShipCommand::undo()
{
    m_document->insertShip(m_index, m_ship->clone());
}

MoveShipCommand::MoveShipCommand(FleetDocument *document, int from, int to, const QString &text)
    : QUndoCommand(text)
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
