// The Talon counter designer's power curve and hull boxes, and focusSubject().
#include "TalonDesignEditor.h"

#include "TalonCounterPicture.h"
#include "TalonWeaponGroups.h"

#include <model/core/JsonPath.h>

#include <QHeaderView>
#include <QSpinBox>
#include <QTableWidget>

#include <algorithm>
#include <climits>

namespace fw::app {

using namespace talon;

namespace {

using Field = CounterGrid::Field;
using Action = CounterGrid::Action;
using Kind = CellField::Kind;

PowerEntry &entryOf(TalonCounter &c, int e)
{
    return c.powerCurve[std::size_t(e)];
}

const PowerEntry &entryOf(const TalonCounter &c, int e)
{
    return c.powerCurve[std::size_t(e)];
}

// A new speed next to `next`: the same turn radius, one AP less when faster, one more when slower.
PowerEntry nextSpeed(const PowerEntry &next, int step)
{
    PowerEntry e;
    e.speed = std::max(0, next.speed + step);
    e.ap = std::max(0, next.ap - step);
    e.turnRadius = next.turnRadius;
    return e;
}

} // namespace

// A grid of the counter's entries of `list`, one column each, with `fields` and `actions`.
CounterGrid *TalonDesignEditor::newGrid(const QString &list, std::vector<CounterGrid::Field> fields,
                                        std::vector<CounterGrid::Action> actions, QWidget *parent)
{
    auto *grid = new CounterGrid(list, CellTable::Entries::Across, designEdit(), parent);
    grid->table()->horizontalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    grid->table()->horizontalHeader()->setDefaultSectionSize(66);
    grid->setFields(std::move(fields));
    for (CounterGrid::Action &action : actions)
        grid->addAction(std::move(action));
    return grid;
}

// Speeds as columns (rows AP, turn radius, start): a curve of consecutive speeds grows or
// shrinks at either end (digest §3.1: AP and turn radius at each speed; §3.8: the starting entry).
CounterGrid *TalonDesignEditor::createPowerCurve(QWidget *parent)
{
    std::vector<Field> fields{
        {{QStringLiteral("ap"), tr("AP"),
          tr("Available Power at the speed, gained in the impulses the speed acts in (digest "
             "§3.2)."),
          Kind::Spin, 0, 99, QString()},
         [](const TalonCounter &c, int e) { return entryOf(c, e).ap; },
         [](TalonCounter &c, int e, int v) {
             entryOf(c, e).ap = v;
         }},
        {{QStringLiteral("turnRadius"), tr("Turn radius"),
          tr("Hexes moved between turns at the speed; “—” for none (a base, digest §3.3)."),
          Kind::Spin, -1, 99, tr("—")},
         [](const TalonCounter &c, int e) { return entryOf(c, e).turnRadius.value_or(-1); },
         [](TalonCounter &c, int e, int v) {
             entryOf(c, e).turnRadius = v < 0 ? std::nullopt : std::optional<int>(v);
         }},
        {{QStringLiteral("start"), tr("Start"), tr("The entry the counter starts the game on."),
          Kind::Radio, 0, 1, QString()},
         [](const TalonCounter &c, int e) { return int(entryOf(c, e).start); },
         [](TalonCounter &c, int e, int) {
             for (std::size_t i = 0; i < c.powerCurve.size(); ++i)
                 c.powerCurve[i].start = int(i) == e;
         }}};
    std::vector<Action> actions{
        {tr("Add Faster Speed"), "powerCurve.addFaster", tr("Add the next speed after the fastest"),
         tr("Add faster speed"), [](const TalonCounter &) { return true; },
         [](TalonCounter &c) {
             if (c.powerCurve.empty())
                 c.powerCurve.push_back({1, 1, 1, true, {}});
             else
                 c.powerCurve.push_back(nextSpeed(c.powerCurve.back(), 1));
         }},
        {tr("Add Slower Speed"), "powerCurve.addSlower", tr("Add the speed before the slowest"),
         tr("Add slower speed"),
         [](const TalonCounter &c) { return !c.powerCurve.empty() && c.powerCurve[0].speed > 1; },
         [](TalonCounter &c) {
             if (!c.powerCurve.empty() && c.powerCurve[0].speed > 1)
                 c.powerCurve.insert(c.powerCurve.begin(), nextSpeed(c.powerCurve[0], -1));
         }},
        {tr("Remove Fastest"), "powerCurve.removeFastest", tr("Remove the fastest speed"),
         tr("Remove fastest speed"), [](const TalonCounter &c) { return !c.powerCurve.empty(); },
         [](TalonCounter &c) {
             if (!c.powerCurve.empty())
                 c.powerCurve.pop_back();
         }},
        {tr("Remove Slowest"), "powerCurve.removeSlowest", tr("Remove the slowest speed"),
         tr("Remove slowest speed"), [](const TalonCounter &c) { return !c.powerCurve.empty(); },
         [](TalonCounter &c) {
             if (!c.powerCurve.empty())
                 c.powerCurve.erase(c.powerCurve.begin());
         }}};
    auto *table
        = newGrid(QStringLiteral("powerCurve"), std::move(fields), std::move(actions), parent);
    table->count = [](const TalonCounter &c) {
        return int(c.powerCurve.size());
    };
    table->header = [](const TalonCounter &c, int e) {
        return tr("Speed %1").arg(entryOf(c, e).speed);
    };
    return table;
}

// A column per hull box, in the order they are marked (digest §3.8): the Power it lowers and
// whether it carries a weak spot.
CounterGrid *TalonDesignEditor::createHullBoxes(QWidget *parent)
{
    const auto box = [](auto &c, int e) -> auto &
    {
        return c.hullBoxes[std::size_t(e)];
    };
    std::vector<Field> fields{
        {{QStringLiteral("powerMod"), tr("Power"),
          tr("The Power change printed with the box, applied once it is marked (0, -1, -2, …)."),
          Kind::Spin, -99, 0, QString()},
         [box](const TalonCounter &c, int e) { return box(c, e).powerMod; },
         [box](TalonCounter &c, int e, int v) {
             box(c, e).powerMod = v;
         }},
        {{QStringLiteral("weakSpot"), tr("Weak spot"),
          tr("Marking a weak spot calls for a roll on the Critical Damage table (digest §3.8)."),
          Kind::Check, 0, 1, QString()},
         [box](const TalonCounter &c, int e) { return int(box(c, e).weakSpot); },
         [box](TalonCounter &c, int e, int v) {
             box(c, e).weakSpot = v != 0;
         }}};
    std::vector<Action> actions{
        {tr("Add Box"), "hullBoxes.add", tr("Add a hull box after the last, as the last is"),
         tr("Add hull box"), [](const TalonCounter &) { return true; },
         [](TalonCounter &c) {
             HullBox b;
             b.powerMod = c.hullBoxes.empty() ? 0 : c.hullBoxes.back().powerMod;
             c.hullBoxes.push_back(b);
         }},
        {tr("Remove Last Box"), "hullBoxes.remove", tr("Remove the last hull box"),
         tr("Remove hull box"), [](const TalonCounter &c) { return !c.hullBoxes.empty(); },
         [](TalonCounter &c) {
             if (!c.hullBoxes.empty())
                 c.hullBoxes.pop_back();
         }}};
    auto *table
        = newGrid(QStringLiteral("hullBoxes"), std::move(fields), std::move(actions), parent);
    table->count = [](const TalonCounter &c) {
        return int(c.hullBoxes.size());
    };
    table->header = [](const TalonCounter &, int e) {
        return QString::number(e + 1);
    };
    return table;
}

// Header fields by name ("sp", "shields.rear", "shields": forward); list entries by their
// path ("powerCurve[1].ap", "hullBoxes[2]": its first field, "powerCurve": the first entry);
// "weaponGroups[1].arcs" selects the group and focuses the outline.
bool TalonDesignEditor::focusSubject(const QString &subject)
{
    if (!valid())
        return false;
    const std::optional<model::JsonPath> path = model::JsonPath::parse(subject);
    if (!path || path->segments().empty())
        return false;
    const std::vector<model::JsonPath::Segment> s = path->segments();
    const QString list = s[0].key;
    const int entry = s.size() > 1 && s[1].isIndex()
                          ? int(std::min<std::size_t>(s[1].index, INT_MAX))
                          : (s.size() == 1 ? 0 : -1);
    const QString key = s.size() > 2 ? s[2].key : QString();
    const auto reveal = [](QWidget *w) {
        if (w)
            revealAndFocus(w);
        return w != nullptr;
    };
    if (list == QLatin1String("powerCurve") && entry >= 0)
        return reveal(m_power->cell(
            entry, key.isEmpty() || key == QLatin1String("speed") ? QStringLiteral("ap") : key));
    if (list == QLatin1String("hullBoxes") && entry >= 0)
        return reveal(m_hullBoxes->cell(entry, key.isEmpty() ? QStringLiteral("powerMod") : key));
    if (list == QLatin1String("weaponGroups") && entry >= 0) {
        QWidget *field = m_groups->field(entry, key);
        if (field)
            m_groups->select(entry);
        return reveal(field);
    }
    return DataDesignEditor::focusSubject(list == QLatin1String("shields") && s.size() == 1
                                              ? QStringLiteral("shields.forward")
                                              : path->toString());
}

} // namespace fw::app
