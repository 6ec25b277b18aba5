// The Sunder card designer's id and size changes, and focusSubject().
#include "SunderDesignEditor.h"

#include "SunderTrackGrid.h"
#include "SunderWeaponList.h"

#include <model/core/JsonPath.h>

#include <QSpinBox>
#include <QTableWidget>

#include <climits>

namespace fw::app {

using namespace sunder;

// The size and the track columns change in one step: a larger size copies the last track into
// the new ones, a smaller one drops the last tracks (digest §4.6).
void SunderDesignEditor::changeSize(HullSize size)
{
    editDesign(
        QStringLiteral("size"), tr("Change size to %1").arg(model::sunder::hullSizeName(size)),
        [size](SunderCard &c) { resizeCard(c, size); }, false);
}

// Header fields by name; "mp", "shield[1]", "weapons[1].av[2]", "bays.fighters[0]" as grid
// cells (a list without a track: track 1); "weapons[1]", "weapons[1].arc" in the weapon list.
bool SunderDesignEditor::focusSubject(const QString &subject)
{
    if (!valid())
        return false;
    const std::optional<model::JsonPath> path = model::JsonPath::parse(subject);
    if (!path || path->segments().empty())
        return false;
    std::vector<model::JsonPath::Segment> s = path->segments();
    // A trailing index is a track.
    int track = 0;
    if (s.size() > 1 && s.back().isIndex()) {
        track = int(std::min<std::size_t>(s.back().index, INT_MAX));
        s.pop_back();
    }
    const QString list = model::JsonPath::fromSegments(s).toString();
    if (QWidget *cell = m_grid->cell(track, list)) {
        revealAndFocus(cell);
        return true;
    }
    const std::vector<model::JsonPath::Segment> all = path->segments();
    if (all[0].key == QLatin1String("weapons")) {
        if (all.size() == 1) {
            QWidget *first = m_weapons->field(0, QString());
            revealAndFocus(first ? first
                                 : m_weapons->findChild<QWidget *>(QStringLiteral("weapons.add")));
            return true;
        }
        if (!all[1].isIndex())
            return false;
        const int weapon = int(std::min<std::size_t>(all[1].index, INT_MAX));
        const QString key = all.size() > 2 ? all[2].key : QString();
        QWidget *field = m_weapons->field(weapon, key);
        if (!field)
            return false;
        m_weapons->select(weapon);
        revealAndFocus(field);
        return true;
    }
    if (all.size() == 1 && all[0].key == QLatin1String("bays"))
        return focusSubject(QStringLiteral("bays.fighters[0]"));
    return all.size() == 1 && DataDesignEditor::focusSubject(subject);
}

} // namespace fw::app
