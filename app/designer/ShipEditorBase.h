#pragma once

#include "../commands/PushEdit.h"
#include "../document/FleetDocument.h"
#include "../systems/SystemUi.h"
#include "FieldBinder.h"

#include <QPointer>

#include <functional>
#include <vector>

class QFormLayout;
class QLabel;
class QVBoxLayout;

namespace fw::app {

// The spine of a ship editor for a game whose ships are each of one of the fleet's designs (or a
// design the game has built in): the Ship box with the name and the design choice, the game's own
// parts below it, the notes and the issues validation finds with the ship. The design choice
// lists the designs, a design the fleet lacks ("Unknown: x", or the game's "(no design)"), and
// "New design…", which asks the window for a new design of the ship. A game's editor adds its
// rows and parts, lists its designs and shows the rest of the ship.
class ShipEditorBase : public ShipEditor
{
    Q_OBJECT

public:
    // What the shared fields say, in the game's words and translation context.
    struct Texts
    {
        QString nameTip;      // "The ship's own name, e.g. “Valiant”."
        QString designLabel;  // "&Card:"
        QString designTip;    // what a design is in the game
        QString designUndo;   // "Change ship card"
        QString noDesign;     // "(no card)": a ship naming none
        int designWidth = 20; // the choice's width in characters
    };

    ShipEditorBase(FleetDocument &document, Texts texts, QWidget *parent = nullptr);

    void setShip(int index) override;
    int ship() const override { return m_index; }
    // "name", "design" (also "class"), "notes", and the fields the game binds by path.
    bool focusSubject(const QString &subject) override;

Q_SIGNALS:
    // "New design…" was chosen: the window makes a design, gives it to ship(), and shows it.
    void newDesignRequested(int ship);

protected:
    struct DesignChoice
    {
        QString label;
        QString id;
    };
    // The designs a ship can be of, in order.
    virtual std::vector<DesignChoice> designChoices() const = 0;
    // The undo step of a change of the ship shown to design `id`; by default a ship still named
    // after its design is named after the new one (SystemUi::designChange).
    virtual SystemUi::ClassChange designChange(const QString &id) const;
    // Shows the game's own fields and notes for the ship shown (none when !valid()).
    virtual void showShip() = 0;
    // The game's fields bound by path, for focusSubject.
    virtual const BoundFields *boundFields() const { return nullptr; }

    bool valid() const;
    // The ship shown; valid() first.
    const model::ShipDesign &shipShown() const;
    // Applies `change` to a copy of the ship and pushes it as one undo step called `text`; with
    // `merge` consecutive edits of `path` make one step.
    void editShip(const QString &path, const QString &text,
                  const std::function<void(model::ShipDesign &)> &change, bool merge);
    // Adds the notes and the issues below the game's parts and shows the ship: a game's
    // constructor calls it last.
    void finish();
    // Shows the ship as the document has it now.
    void refresh();
    // Shows only what the document's analysis decides: the issues, and the game's notes.
    virtual void refreshNotes();

    QFormLayout *shipForm() const { return m_form; }
    // Adds a part (a box of the game's fields) below the Ship box.
    void addPart(QWidget *part);

    FleetDocument &m_document;
    QPointer<FleetDocument> m_alive;
    int m_index = -1;

private:
    void refreshDesignChoices();
    void designActivated(int item);

    Texts m_texts;
    QFormLayout *m_form = nullptr;
    QVBoxLayout *m_layout = nullptr;
    QVBoxLayout *m_parts = nullptr;
    QLineEdit *m_name = nullptr;
    QComboBox *m_design = nullptr;
    QPlainTextEdit *m_notes = nullptr;
    QLabel *m_issues = nullptr;
};

// A ShipEditorBase for ships of type `ShipT`, with fields bound to the ship by path.
template<typename ShipT>
class DataShipEditor : public ShipEditorBase
{
public:
    DataShipEditor(FleetDocument &document, Texts texts, QWidget *parent = nullptr)
        : ShipEditorBase(document, std::move(texts), parent)
        , m_fields(this, QString(),
                   [this](const QString &path, const QString &text,
                          const std::function<void(ShipT &)> &change,
                          bool merge) { edit(path, text, change, merge); })
    {}

protected:
    const ShipT &shipData() const { return static_cast<const ShipT &>(shipShown()); }
    void edit(const QString &path, const QString &text, const std::function<void(ShipT &)> &change,
              bool merge)
    {
        editShip(
            path, text, [&](model::ShipDesign &s) { change(static_cast<ShipT &>(s)); }, merge);
    }
    const BoundFields *boundFields() const override { return &m_fields; }
    // Shows the ship in the bound fields; a game's showShip calls it first.
    void refreshFields() { m_fields.refresh(valid() ? shipData() : ShipT()); }

    FieldBinder<ShipT> m_fields;
};

} // namespace fw::app
