// The Sections page's actions on the tree and its focusSubject().
#include "ScsSectionsPage.h"

#include "ScsSystemForm.h"

#include <model/core/JsonPath.h>

#include <QCheckBox>
#include <QLineEdit>
#include <QSpinBox>
#include <QTableWidget>
#include <QTreeWidget>

#include <algorithm>
#include <map>

namespace fw::app::scs {

using model::scs::FiringArc;
using model::scs::ThrustDirection;

namespace {

// A new system of `kind` for the section `sectionId`: named after its kind, a weapon facing
// out of its section, a thruster pushing the section's way.
ShipSystem newSystem(SystemKind kind, const QString &sectionId)
{
    ShipSystem s;
    s.kind = kind;
    s.name = model::scs::systemKindName(kind);
    s.armor = 3;
    s.boxes = 6;
    if (kind == SystemKind::Weapon) {
        static const std::map<QString, FiringArc> arcs = {{QStringLiteral("forward"), {300, 60}},
                                                          {QStringLiteral("aft"), {120, 240}},
                                                          {QStringLiteral("port"), {180, 0}},
                                                          {QStringLiteral("starboard"), {0, 180}}};
        const auto arc = arcs.find(sectionId);
        s.arc = arc == arcs.end() ? FiringArc{0, 0} : arc->second;
        s.recharge = 1;
        s.power = 2;
        s.damage = QStringLiteral("1d10+2");
        s.rangeModifiers = {4, 3, 2, 1, 0, -1};
    } else if (kind == SystemKind::Thruster) {
        s.output = 3;
        const QStringList sides = {QStringLiteral("forward"), QStringLiteral("aft"),
                                   QStringLiteral("port"), QStringLiteral("starboard")};
        s.direction = ThrustDirection(std::max(0, int(sides.indexOf(sectionId))));
    }
    return s;
}

} // namespace

void ScsSectionsPage::addSystem(SystemKind kind)
{
    const int section = currentSection();
    const ScsClass *c = m_access.designShown();
    if (!c || section < 0)
        return;
    const Section &sec = c->sections[std::size_t(section)];
    const int at = currentSystem() >= 0 ? currentSystem() + 1 : int(sec.systems.size());
    const ShipSystem added = newSystem(kind, sec.id);
    editSection(
        section, QStringLiteral("systems"),
        tr("Add %1 to %2").arg(model::scs::systemKindName(kind), model::scs::sectionName(sec.id)),
        [&](Section &s) {
            s.systems.insert(s.systems.begin() + at, added);
            m_selection = selectionIn(s, at);
        },
        false);
    // Ready to be named.
    if (auto *name = qobject_cast<QLineEdit *>(m_systemForm->field(QStringLiteral("name")))) {
        revealAndFocus(name);
        name->selectAll();
    }
}

void ScsSectionsPage::duplicateSelected()
{
    const int section = currentSection();
    const int system = currentSystem();
    const ScsClass *c = m_access.designShown();
    if (!c || section < 0 || system < 0)
        return;
    const ShipSystem copy = c->sections[std::size_t(section)].systems[std::size_t(system)];
    editSection(
        section, QStringLiteral("systems"), tr("Duplicate %1").arg(systemLabel(copy)),
        [&](Section &s) {
            s.systems.insert(s.systems.begin() + system + 1, copy);
            m_selection = selectionIn(s, system + 1);
        },
        false);
}

void ScsSectionsPage::removeSelected()
{
    const int section = currentSection();
    const int system = currentSystem();
    const ScsClass *c = m_access.designShown();
    if (!c || section < 0)
        return;
    const Section &sec = c->sections[std::size_t(section)];
    if (system >= 0) {
        editSection(
            section, QStringLiteral("systems"),
            tr("Remove %1").arg(systemLabel(sec.systems[std::size_t(system)])),
            [&](Section &s) {
                s.systems.erase(s.systems.begin() + system);
                m_selection = selectionIn(s, std::min(system, int(s.systems.size()) - 1));
            },
            false);
        return;
    }
    m_access.editDesign(
        QStringLiteral("sections"), tr("Remove section %1").arg(model::scs::sectionName(sec.id)),
        [&](ScsClass &sheet) {
            sheet.sections.erase(sheet.sections.begin() + section);
            m_selection = selectionOf(sheet, std::min(section, int(sheet.sections.size()) - 1), -1);
        },
        false);
}

void ScsSectionsPage::moveSelected(int delta)
{
    const int section = currentSection();
    const int system = currentSystem();
    const ScsClass *c = m_access.designShown();
    if (!c || section < 0)
        return;
    if (system >= 0) {
        const Section &sec = c->sections[std::size_t(section)];
        const int to = system + delta;
        if (to < 0 || to >= int(sec.systems.size()))
            return;
        editSection(
            section, QStringLiteral("systems"),
            (delta < 0 ? tr("Move %1 up") : tr("Move %1 down"))
                .arg(systemLabel(sec.systems[std::size_t(system)])),
            [&](Section &s) {
                std::swap(s.systems[std::size_t(system)], s.systems[std::size_t(to)]);
                m_selection = selectionIn(s, to);
            },
            false);
        return;
    }
    const int to = section + delta;
    if (to < 0 || to >= int(c->sections.size()))
        return;
    m_access.editDesign(
        QStringLiteral("sections"),
        (delta < 0 ? tr("Move section %1 up") : tr("Move section %1 down"))
            .arg(model::scs::sectionName(c->sections[std::size_t(section)].id)),
        [&](ScsClass &sheet) {
            std::swap(sheet.sections[std::size_t(section)], sheet.sections[std::size_t(to)]);
            m_selection = selectionOf(sheet, to, -1);
        },
        false);
}

void ScsSectionsPage::addSection(const QString &id)
{
    const ScsClass *c = m_access.designShown();
    if (!c)
        return;
    for (int i = 0; i < int(c->sections.size()); ++i) {
        if (c->sections[std::size_t(i)].id == id) {
            select(i, -1);
            return;
        }
    }
    m_access.editDesign(
        QStringLiteral("sections"), tr("Add section %1").arg(model::scs::sectionName(id)),
        [&](ScsClass &sheet) {
            Section added = newSection(sheet.size, id);
            added.chart = scs::buildChart(added, hasPrimarySection(sheet));
            sheet.sections.push_back(added);
            m_selection = selectionOf(sheet, int(sheet.sections.size()) - 1, -1);
        },
        false);
}

void ScsSectionsPage::buildChart()
{
    const ScsClass *c = m_access.designShown();
    const int section = currentSection();
    if (!c || section < 0)
        return;
    const bool primary = hasPrimarySection(*c);
    editSection(
        section, QStringLiteral("chart"),
        tr("Build hit chart of %1")
            .arg(model::scs::sectionName(c->sections[std::size_t(section)].id)),
        [primary](Section &s) { s.chart = scs::buildChart(s, primary); }, false);
}

bool ScsSectionsPage::focusSubject(const QString &subject)
{
    const std::optional<model::JsonPath> path = model::JsonPath::parse(subject);
    const ScsClass *c = m_access.designShown();
    if (!path || !c)
        return false;
    const std::vector<model::JsonPath::Segment> s = path->segments();
    if (s.size() < 2 || s[0].key != QLatin1String("sections") || !s[1].isIndex()
        || s[1].index >= c->sections.size())
        return false;
    const int section = int(s[1].index);
    const Section &sec = c->sections[std::size_t(section)];
    const QString part = s.size() > 2 ? s[2].key : QString();
    if (part == QLatin1String("systems") && s.size() > 3 && s[3].isIndex()) {
        if (s[3].index >= sec.systems.size())
            return false;
        select(section, int(s[3].index));
        QString key = s.size() > 4 ? s[4].key : QStringLiteral("name");
        if (key == QLatin1String("arc") && s.size() > 5 && s[5].isIndex())
            key = QStringLiteral("arc[%1]").arg(s[5].index);
        revealAndFocus(m_systemForm->field(key));
        return true;
    }
    select(section, -1);
    if (part == QLatin1String("structure")) {
        const QString field = s.size() > 3 ? s[3].key : QString();
        revealAndFocus(field == QLatin1String("boxes")   ? m_structureBoxes
                       : field == QLatin1String("armor") ? m_structureArmor
                       : sec.hasStructure                ? m_structureArmor
                                                         : static_cast<QWidget *>(m_hasStructure));
        return true;
    }
    if (part == QLatin1String("chart") && !sec.chart.empty()) {
        const int row = s.size() > 3 && s[3].isIndex()
                            ? std::min(int(s[3].index), int(sec.chart.size()) - 1)
                            : 0;
        const QString field = s.size() > 4 ? s[4].key : QString();
        const RangeTable::Column column = field == QLatin1String("from") ? RangeTable::FromColumn
                                          : field == QLatin1String("to") ? RangeTable::ToColumn
                                                                         : RangeTable::ValueColumn;
        m_chart->setCurrentRow(row);
        revealAndFocus(m_chart->field(row, column));
        return true;
    }
    if (part == QLatin1String("chart")) {
        revealAndFocus(m_chart->table());
        return true;
    }
    revealAndFocus(m_tree);
    return true;
}

} // namespace fw::app::scs
