#pragma once

#include "../commands/FleetCommands.h"
#include "../commands/PushEdit.h"
#include "../document/FleetDocument.h"
#include "../systems/SystemUi.h"
#include "DesignAccess.h"

#include <QPointer>

namespace fw::app {

// The spine of a designer whose designs each hold one object of data: the fleet's design type
// `DesignT` and its member `member` of type `Data` (a control sheet, a card, a counter). It knows
// which design is shown and whether it still is one of that type, and pushes every edit as one undo
// step on it; consecutive edits of one path below the design merge, the path being the merge key. A
// game's editor adds its fields, setDesign and focusSubject.
template<typename DesignT, typename Data, Data DesignT::*member>
class DataDesignEditor : public DesignEditor, public DesignAccess<Data>
{
public:
    explicit DataDesignEditor(FleetDocument &document, QWidget *parent = nullptr)
        : DesignEditor(parent)
        , m_document(document)
        , m_alive(&document)
    {}

    int design() const override { return m_index; }

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

    FleetDocument &m_document;
    QPointer<FleetDocument> m_alive;
    int m_index = -1;
};

} // namespace fw::app
