#include "PrintCharts.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace fw::templates {

namespace {

int perRow(const BoxGrid &grid)
{
    return grid.perRow > 0 ? std::min(grid.perRow, std::max(1, grid.count))
                           : std::max(1, grid.count);
}

// The distance from the first of `n` boxes (in a row, or rows in a column) to the n-th, with
// the wider gap after every `group` of them.
double offset(int n, int group, double step, double gap, double blockGap)
{
    const int wide = group > 0 ? n / group : 0;
    return n * step + wide * (blockGap - gap);
}

} // namespace

Point boxPosition(const BoxGrid &grid, int index, double x, double y)
{
    const int n = perRow(grid);
    const double step = grid.box + grid.gap;
    return {x + offset(index % n, grid.groupOf, step, grid.gap, grid.blockGap),
            y + offset(index / n, grid.rowsPerBlock, step, grid.gap, grid.blockGap)};
}

int boxGridRows(const BoxGrid &grid)
{
    const int n = perRow(grid);
    return grid.count > 0 ? (grid.count + n - 1) / n : 0;
}

namespace {

// The length of `n` boxes of side `box` in a line, `gap` apart, with the wider gap after every
// `group` of them.
double span(int n, int group, double box, double gap, double blockGap)
{
    const int wide = group > 0 ? (n - 1) / group : 0;
    return n * box + (n - 1) * gap + wide * (blockGap - gap);
}

} // namespace

double boxGridWidth(const BoxGrid &grid)
{
    return grid.count > 0 ? span(perRow(grid), grid.groupOf, grid.box, grid.gap, grid.blockGap) : 0;
}

double boxGridHeight(const BoxGrid &grid)
{
    return grid.count > 0
               ? span(boxGridRows(grid), grid.rowsPerBlock, grid.box, grid.gap, grid.blockGap)
               : 0;
}

double drawBoxGrid(Pen &p, double x, double y, const BoxGrid &grid, const QString &idPrefix)
{
    for (int i = 0; i < grid.count && !p.measuring; ++i) {
        const Point at = boxPosition(grid, i, x, y);
        const auto mark = grid.marks.find(i);
        const BoxMark *m = mark == grid.marks.end() ? nullptr : &mark->second;
        Stroke stroke = grid.stroke;
        if (m && m->strokeWidth)
            stroke.width = *m->strokeWidth;
        const int number = grid.firstNumber + i;
        const QString id
            = idPrefix.isEmpty() ? QString() : QStringLiteral("%1-%2").arg(idPrefix).arg(number);
        {
            const RoleScope boxRole(p.c, Role::MarkBox);
            p.rect(at.x, at.y, grid.box, grid.box, stroke, m ? m->fill : std::nullopt, id);
        }
        if (m && m->dot)
            p.circle(at.x + grid.box / 2, at.y + grid.box / 2, grid.box * 0.18, std::nullopt,
                     grid.stroke.color, id.isEmpty() ? id : id + QLatin1String("-mark"));
        if (grid.numbered) {
            Field f = grid.numberField;
            f.x = 0;
            f.width = grid.box;
            f.align = Align::Center;
            const RoleScope numberRole(p.c, Role::PlayNumber);
            p.fieldInBand(at.x, at.y, grid.box, f, QString::number(number));
        }
    }
    return boxGridHeight(grid);
}

double arcSpan(const Arc &arc)
{
    const double span = std::fmod(std::fmod(arc.to - arc.from, 360.0) + 360.0, 360.0);
    return span < 1e-9 ? 360.0 : span;
}

std::vector<Point> wedgePoints(double cx, double cy, double radius, const Arc &arc)
{
    const double span = arcSpan(arc);
    const bool round = span >= 360.0;
    const int steps = std::max(1, int(std::ceil(span / 10.0 - 1e-9)));
    std::vector<Point> points;
    if (!round)
        points.push_back({cx, cy});
    for (int k = 0; k <= steps - (round ? 1 : 0); ++k) {
        // Clockwise from the bow with y down: the bow is -y, starboard +x.
        const double a = (arc.from + span * k / steps) * std::numbers::pi / 180;
        points.push_back({cx + radius * std::sin(a), cy - radius * std::cos(a)});
    }
    return points;
}

std::vector<Point> shipOutline(double cx, double cy, double radius)
{
    const double w = radius * 0.22;
    const double h = radius * 0.6;
    return {{cx, cy - h},
            {cx + w, cy - h * 0.25},
            {cx + w, cy + h * 0.75},
            {cx - w, cy + h * 0.75},
            {cx - w, cy - h * 0.25}};
}

void arcDiagram(Pen &p, double cx, double cy, double radius, const std::vector<Arc> &arcs,
                const QString &id, const ArcStyle &style)
{
    p.circle(cx, cy, radius, style.circle, std::nullopt, id);
    for (std::size_t i = 0; i < arcs.size(); ++i)
        p.polygon(wedgePoints(cx, cy, radius, arcs[i]), style.wedgeStroke, style.wedge,
                  id.isEmpty() ? id : QStringLiteral("%1-arc-%2").arg(id).arg(i + 1));
    p.polygon(shipOutline(cx, cy, radius), style.ship, style.shipFill,
              id.isEmpty() ? id : id + QLatin1String("-ship"));
}

QString rangeText(int from, int to)
{
    return from == to ? QString::number(from) : QStringLiteral("%1\u2013%2").arg(from).arg(to);
}

bool rangesCover(const std::vector<RangeEntry> &entries, int first, int last)
{
    int next = first;
    for (const RangeEntry &e : entries) {
        if (e.from != next || e.to < e.from)
            return false;
        next = e.to + 1;
    }
    return !entries.empty() && next == last + 1;
}

double drawRangeChart(Pen &p, double x, double y, const RangeChart &chart, const QString &id)
{
    std::vector<Column> columns{chart.range, chart.label};
    columns.front().role = Role::PlayNumber;
    double top = y;
    if (!chart.range.title.isEmpty() || !chart.label.title.isEmpty())
        top += tableHeader(p, x, top, columns, chart.rowHeight, chart.header);
    for (std::size_t i = 0; i < chart.entries.size(); ++i) {
        const RangeEntry &e = chart.entries[i];
        const QString row = QStringLiteral("%1-%2").arg(id).arg(int(i) + chart.firstNumber);
        top += tableRow(p, x, top, columns, {rangeText(e.from, e.to), e.label}, chart.rowHeight,
                        chart.row,
                        id.isEmpty() ? QStringList{}
                                     : QStringList{row + QLatin1String("-range"),
                                                   row + QLatin1String("-label")});
    }
    return top - y;
}

} // namespace fw::templates
