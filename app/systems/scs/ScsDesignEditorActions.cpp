// The SCS design editor's id and size changes, and focusSubject().
#include "ScsDesignEditor.h"

#include "../../commands/FleetCommands.h"
#include "../../commands/PushEdit.h"
#include "ScsMovementPage.h"
#include "ScsSectionsPage.h"

#include <model/core/JsonPath.h>

#include <QLabel>
#include <QLineEdit>
#include <QUndoStack>

namespace fw::app {

using model::scs::ScsDesign;
using model::scs::ScsShip;
using model::scs::SizeClass;
using scs::ScsClass;

void ScsDesignEditor::commitId()
{
    const ScsClass *c = sheet();
    if (!c)
        return;
    const model::Fleet &fleet = m_document.fleet();
    const QString id = m_id->text().trimmed();
    m_idTyped = false;
    if (id == c->id) {
        m_idNote->hide();
        setTextQuietly(m_id, c->id);
        return;
    }
    QString problem;
    if (id.isEmpty())
        problem = tr("A design needs an id.");
    else if (const int other = otherDesignWithId(fleet, m_index, id); other >= 0)
        problem = tr("“%1” is the id of the design %2.")
                      .arg(id, fleet.designs[std::size_t(other)]->name());
    if (!problem.isEmpty()) {
        m_idNote->setText(tr("%1 The id stays “%2”.").arg(problem, c->id));
        m_idNote->show();
        setTextQuietly(m_id, c->id);
        return;
    }
    m_idNote->hide();
    // The ships of the design, and variants naming it as their base, follow: one undo step.
    const int index = m_index;
    m_shownId = id; // the same design under a new id: the pages keep their selection
    pushDesignIdChange(
        m_document, index, id, tr("Change design id"), this, [&](const QString &old) {
            for (int i = 0; i < int(m_document.fleet().designs.size()); ++i) {
                if (i == index)
                    continue;
                pushEdit<ScsDesign>(m_document, i, {tr("Change design id")}, [&](ScsDesign &d) {
                    if (d.sheet.variantOf == old)
                        d.sheet.variantOf = id;
                });
            }
        });
}

// A size with more sections adds those the sheet lacks, with their structure, systems and chart;
// sections it has already stay as they are.
void ScsDesignEditor::changeSize(SizeClass size)
{
    editSheet(
        QStringLiteral("size"), tr("Change size to %1").arg(model::scs::sizeClassName(size)),
        [size](ScsClass &c) {
            c.size = size;
            for (const QString &id : model::scs::sectionsOfSize(size)) {
                const bool has = std::any_of(c.sections.begin(), c.sections.end(),
                                             [&](const scs::Section &s) { return s.id == id; });
                if (!has)
                    c.sections.push_back(scs::newSection(size, id));
            }
        },
        false);
}

bool ScsDesignEditor::focusSubject(const QString &subject)
{
    if (!valid())
        return false;
    const std::optional<model::JsonPath> path = model::JsonPath::parse(subject);
    if (!path || path->segments().empty())
        return false;
    const QString first = path->segments().front().key;
    if (first == QLatin1String("sections"))
        return m_sections->focusSubject(subject);
    if (first == QLatin1String("turnDelay") || first == QLatin1String("sideChart"))
        return m_movement->focusSubject(subject);
    QString key = subject;
    if (key == QLatin1String("signature"))
        key = QStringLiteral("signature.forward");
    const auto it = m_fields.find(key);
    if (it == m_fields.end())
        return false;
    revealAndFocus(it->second);
    return true;
}

} // namespace fw::app
