#pragma once

#include "../document/FleetDocument.h"

#include <QUndoCommand>

#include <memory>

namespace fw::app {

// A merge key for edits of one field: consecutive edits of the same field of the same ship (spin
// boxes, typing) merge into one undo step. A merged step that brings the value back to where it
// started is obsolete: the undo stack drops it.
int mergeKey(const char *field);

// Replaces a ship with an edited copy. The whole design is swapped, so the command works for every
// game system without knowing its fields.
class EditShipCommand : public QUndoCommand
{
public:
    EditShipCommand(FleetDocument *document, int index, std::unique_ptr<model::ShipDesign> after,
                    const QString &text, int mergeKey = -1);
    void redo() override;
    void undo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand *other) override;

private:
    FleetDocument *m_document;
    int m_index;
    std::unique_ptr<model::ShipDesign> m_before;
    std::unique_ptr<model::ShipDesign> m_after;
    int m_mergeKey;
};

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

class InsertShipCommand : public QUndoCommand
{
public:
    InsertShipCommand(FleetDocument *document, int index, std::unique_ptr<model::ShipDesign> ship,
                      const QString &text, QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;

private:
    FleetDocument *m_document;
    int m_index;
    std::unique_ptr<model::ShipDesign> m_ship;
};

class RemoveShipCommand : public QUndoCommand
{
public:
    RemoveShipCommand(FleetDocument *document, int index, const QString &text,
                      QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;

private:
    FleetDocument *m_document;
    int m_index;
    std::unique_ptr<model::ShipDesign> m_ship;
};

class MoveShipCommand : public QUndoCommand
{
public:
    MoveShipCommand(FleetDocument *document, int from, int to, const QString &text);
    void redo() override;
    void undo() override;

private:
    FleetDocument *m_document;
    int m_from;
    int m_to;
};

} // namespace fw::app
