// The SCS design editor's id and size changes, and focusSubject().
#include "ScsDesignEditor.h"

#include "ScsMovementPage.h"
#include "ScsSectionsPage.h"

#include <model/core/JsonPath.h>

namespace fw::app {

using model::scs::ScsDesign;
using model::scs::ScsShip;
using model::scs::SizeClass;
using scs::ScsClass;

// The id field: a new id carries the ships of the design, and the variants naming it as their
// base, along in one undo step.
void ScsDesignEditor::setUpId(QFormLayout *form)
{
    addIdField(form,
               {tr("A design needs an id."), tr("“%1” is the id of the design %2."),
                tr("%1 The id stays “%2”."), tr("Change design id")},
               tr("The id ships name the design by. Changing it changes the ships of the design "
                  "too."));
    m_id->alsoPush = [this](const QString &old) {
        const int index = m_index;
        const QString id = model::scs::scsClass(m_document.fleet(), std::size_t(index)).id;
        for (int i = 0; i < int(m_document.fleet().designs.size()); ++i) {
            if (i == index)
                continue;
            pushEdit<ScsDesign>(m_document, i, {tr("Change design id")}, [&](ScsDesign &d) {
                if (d.sheet.variantOf == old)
                    d.sheet.variantOf = id;
            });
        }
    };
}

// A size with more sections adds those the sheet lacks, with their structure, systems and chart;
// sections it has already stay as they are. A sheet whose side chart names its sections keeps
// that layout (a Drazi-style ship gets no forward and aft sections).
void ScsDesignEditor::changeSize(SizeClass size)
{
    editDesign(
        QStringLiteral("size"), tr("Change size to %1").arg(model::scs::sizeClassName(size)),
        [size](ScsClass &c) {
            c.size = size;
            if (model::scs::sideChartNamesSections(c))
                return;
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
    return DataDesignEditor::focusSubject(
        subject == QLatin1String("signature") ? QStringLiteral("signature.forward") : subject);
}

} // namespace fw::app
