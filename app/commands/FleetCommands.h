#pragma once

#include "ItemCommands.h"

#include <QUndoCommand>

#include <memory>

namespace fw::app {

// A merge key for edits of one field: consecutive edits of the same field of the same ship (spin
// boxes, typing) merge into one undo step. A merged step that brings the value back to where it
// started is obsolete: the undo stack drops it.
int mergeKey(const char *field);

// Replaces the fleet-wide settings of the game system with an edited copy.
class EditSettingsCommand : public QUndoCommand
{
public:
    EditSettingsCommand(FleetDocument *document, std::unique_ptr<model::FleetSettings> after,
                        const QString &text, int mergeKey = -1, QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand *other) override;

private:
    FleetDocument *m_document;
    std::unique_ptr<model::FleetSettings> m_before;
    std::unique_ptr<model::FleetSettings> m_after;
    int m_mergeKey;
};

// Changes the fleet's name, notes, budget or rules options.
class EditHeaderCommand : public QUndoCommand
{
public:
    EditHeaderCommand(FleetDocument *document, FleetDocument::Header after, const QString &text,
                      int mergeKey = -1);
    void redo() override;
    void undo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand *other) override;

private:
    FleetDocument *m_document;
    FleetDocument::Header m_before;
    FleetDocument::Header m_after;
    int m_mergeKey;
};

// Replaces a ship with an edited copy. The whole ship is swapped, so the command works for every
// game system without knowing its fields.
using EditShipCommand = EditItemCommand<ShipList>;
using InsertShipCommand = InsertItemCommand<ShipList>;
using RemoveShipCommand = RemoveItemCommand<ShipList>;

class MoveShipCommand : public QUndoCommand
{
public:
    MoveShipCommand(FleetDocument *document, int from, int to, const QString &text,
                    QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;

private:
    FleetDocument *m_document;
    int m_from;
    int m_to;
};

} // namespace fw::app
