#pragma once

#include <QPointer>
#include <QWidget>

#include <functional>

class QLabel;
class QLineEdit;

namespace fw::app {

class FleetDocument;

// The id field of a designer: a line edit, and below it a note when a typed id is refused (none,
// or another design's). The id changes when the field is left, in one undo step together with the
// ships that name the design (pushDesignIdChange). While the user types, updates from the document
// leave the typing alone.
class DesignIdField final : public QWidget
{
    Q_OBJECT

public:
    // What the field says, in the designer's own words and translation context.
    struct Texts
    {
        QString needsId;  // "A design needs an id."
        QString taken;    // "“%1” is the id of the design %2.": the id, the other design's name
        QString stays;    // "%1 The id stays “%2”.": the problem, the id kept
        QString undoText; // "Change design id"
    };

    DesignIdField(FleetDocument &document, Texts texts, QWidget *parent = nullptr);

    QLineEdit *edit() const { return m_edit; }
    // Shows design `index` (-1: none) afresh: typing and the note are forgotten.
    void setDesign(int index);
    // Shows the design's id as it is now, unless the user is typing one and `other` is false (the
    // same design as before).
    void refresh(bool other);

    // Called with the new id just before it is pushed.
    std::function<void(const QString &id)> beforeChange;
    // Called inside the undo step with the old id, to push further edits into it.
    std::function<void(const QString &old)> alsoPush;

private:
    QString currentId() const;
    void commit();

    FleetDocument &m_document;
    QPointer<FleetDocument> m_alive;
    Texts m_texts;
    int m_index = -1;
    bool m_typed = false;
    QLineEdit *m_edit = nullptr;
    QLabel *m_note = nullptr;
};

} // namespace fw::app
