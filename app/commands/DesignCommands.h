#pragma once

#include "../document/FleetDocument.h"

#include <QUndoCommand>

#include <memory>

namespace fw::app {

// Replaces one design of the fleet with an edited copy. Only that design is stored, before and
// after: a design edit never copies the settings or the other designs. Consecutive edits of the
// same field of the same design merge; a merge that brings the design back to where it started
// leaves no step.
class EditDesignCommand : public QUndoCommand
{
public:
    EditDesignCommand(FleetDocument *document, int index, std::unique_ptr<model::Design> after,
                      const QString &text, int mergeKey = -1, QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand *other) override;

private:
    FleetDocument *m_document;
    int m_index;
    std::unique_ptr<model::Design> m_before;
    std::unique_ptr<model::Design> m_after;
    int m_mergeKey;
};

class InsertDesignCommand : public QUndoCommand
{
public:
    InsertDesignCommand(FleetDocument *document, int index, std::unique_ptr<model::Design> design,
                        const QString &text, QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;

private:
    FleetDocument *m_document;
    int m_index;
    std::unique_ptr<model::Design> m_design;
};

class RemoveDesignCommand : public QUndoCommand
{
public:
    RemoveDesignCommand(FleetDocument *document, int index, const QString &text,
                        QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;

private:
    FleetDocument *m_document;
    int m_index;
    std::unique_ptr<model::Design> m_design;
};

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
