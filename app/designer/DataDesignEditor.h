#pragma once

#include "../commands/FleetCommands.h"
#include "../commands/PushEdit.h"
#include "../document/FleetDocument.h"
#include "../systems/SystemUi.h"
#include "DesignAccess.h"
#include "DesignIdField.h"
#include "FieldBinder.h"

#include <QBoxLayout>
#include <QFormLayout>
#include <QLabel>
#include <QPointer>

namespace fw::app {

// The spine of a designer whose designs each hold one object of data: the fleet's design type
// `DesignT` and its member `member` of type `Data` (a control sheet, a card, a counter). It knows
// which design is shown and whether it still is one of that type, and pushes every edit as one undo
// step on it; consecutive edits of one path below the design merge, the path being the merge key.
// It holds the id field and the fields bound to the data (named "design." + their path), follows
// the fleet's designs and refreshes them; a game's editor declares its fields, lays them out and
// shows the rest of the design in showDesign.
template<typename DesignT, typename Data, Data DesignT::*member>
class DataDesignEditor : public DesignEditor, public DesignAccess<Data>
{
public:
    // The bound fields are named `prefix` + their path.
    explicit DataDesignEditor(FleetDocument &document, QWidget *parent = nullptr,
                              const QString &prefix = QStringLiteral("design."))
        : DesignEditor(parent)
        , m_document(document)
        , m_alive(&document)
        , m_fields(this, prefix, designEdit())
    {
        followDesigns(this, document, [this] { refreshDesign(); });
    }

    int design() const override { return m_index; }

    void setDesign(int index) override
    {
        if (index != m_index && m_id)
            m_id->setDesign(index);
        m_index = index;
        refreshDesign();
    }

    // A bound field of the header by its path; false when the subject names none.
    bool focusSubject(const QString &subject) override
    {
        return valid() && m_fields.focus(subject);
    }

    const Data *designShown() const override
    {
        return valid() ? &(m_document.fleet().designAs<DesignT>(std::size_t(m_index)).*member)
                       : nullptr;
    }

    void editDesign(const QString &path, const QString &text,
                    const std::function<void(Data &)> &change, bool merge = true) override
    {
        if (!valid())
            return;
        const QByteArray key = QStringLiteral("designs[%1].%2").arg(m_index).arg(path).toUtf8();
        pushEdit<DesignT>(m_document, m_index, {text, merge ? mergeKey(key.constData()) : -1, this},
                          [&](DesignT &d) { change(d.*member); });
    }

protected:
    // Whether a design of this game is shown (the document is there, the index in range).
    bool valid() const
    {
        return m_alive && m_index >= 0 && m_index < int(m_document.fleet().designs.size())
               && dynamic_cast<const DesignT *>(
                   m_document.fleet().designs[std::size_t(m_index)].get());
    }

    // editDesign as a function, for a part's fields (a CellGrid).
    auto designEdit()
    {
        return [this](const QString &path, const QString &text,
                      const std::function<void(Data &)> &change, bool merge) {
            editDesign(path, text, change, merge);
        };
    }

    // Shows what the bound fields do not: derived figures, tables, lists. `other` is true when the
    // design shown is not the one shown before (another index or id, or none).
    virtual void showDesign(const Data *shown, bool other) = 0;

    // Shows the design as the document has it now.
    void refreshDesign()
    {
        if (!m_alive)
            return;
        const Data *shown = designShown();
        setEnabled(shown != nullptr);
        const bool other = !shown || m_shownIndex != m_index || shown->id != m_shownId;
        m_shownIndex = shown ? m_index : -1;
        m_shownId = shown ? shown->id : QString();
        if (m_id)
            m_id->refresh(other);
        m_fields.refresh(shown ? *shown : Data());
        showDesign(shown, other);
    }

    // The id field as the first row of `form`: a new id carries the design's ships along.
    void addIdField(QFormLayout *form, const DesignIdField::Texts &texts, const QString &toolTip)
    {
        m_id = new DesignIdField(m_document, texts, this);
        m_id->edit()->setToolTip(toolTip);
        // The same design under a new id: the parts keep their selection.
        m_id->beforeChange = [this](const QString &id) {
            m_shownId = id;
        };
        auto *label = new QLabel(DesignEditor::tr("&ID:"), this);
        label->setBuddy(m_id->edit()); // without a buddy the label would show the "&"
        form->addRow(label, m_id);
        m_fields.add(QStringLiteral("id"), m_id->edit());
    }

    // The design's notes under `label` at the end of `layout`.
    void addNotes(QBoxLayout *layout, const QString &label, const QString &undo,
                  const QString &toolTip)
    {
        QPlainTextEdit *notes = m_fields.text(QStringLiteral("notes"), &Data::notes, undo, toolTip);
        auto *caption = new QLabel(label, this);
        caption->setBuddy(notes);
        layout->addWidget(caption);
        layout->addWidget(notes);
    }

    FleetDocument &m_document;
    QPointer<FleetDocument> m_alive;
    int m_index = -1;
    FieldBinder<Data> m_fields;
    DesignIdField *m_id = nullptr;

private:
    int m_shownIndex = -1;
    QString m_shownId; // the design last shown
};

} // namespace fw::app
