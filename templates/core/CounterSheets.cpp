#include "CounterSheets.h"

#include <algorithm>

namespace fw::templates {

namespace {

double gridWidth(const CounterGrid &g)
{
    return (g.nx - 1) * g.dx + g.width;
}

double gridHeight(const CounterGrid &g)
{
    return (g.ny - 1) * g.dy + g.height;
}

} // namespace

void counterGround(Composer &c, const CounterGrid &g, double x, double y, Color fill,
                   const QString &id)
{
    const RoleScope cut(c, Role::Cut);
    if (g.bleed > 0)
        c.rect(x - g.bleed, y - g.bleed, g.width + 2 * g.bleed, g.height + 2 * g.bleed,
               std::nullopt, fill, id);
    else
        c.rect(x, y, g.width, g.height, Stroke{0.4, Color::gray(90), {}}, fill, id);
}

void facingArrow(Composer &c, const CounterGrid &g, double x, double y, double inset, double length,
                 const QString &id)
{
    const double cx = x + g.width / 2;
    const double tip = y + inset;
    const double half = length * 0.45;
    c.polygon(
        {{cx, tip}, {cx + half, tip + length}, {cx, tip + length * 0.7}, {cx - half, tip + length}},
        Stroke{0.4, Color::black(), {}}, Color::black(), id);
}

CounterSheets::CounterSheets(Composer &composer, const CounterGrid &grid, double cutMarkGap,
                             double cutMarkLength)
    : m_c(composer)
    , m_grid(grid)
    , m_gap(cutMarkGap)
    , m_length(cutMarkLength)
    // The same origin Template::checkFits assumes: centred across the page unless given.
    , m_x0(grid.x0.value_or((composer.pageSize().width - gridWidth(grid)) / 2))
{}

int CounterSheets::sheets(int counters) const
{
    return std::max(1, (counters + perSheet() - 1) / perSheet());
}

double CounterSheets::top() const
{
    return m_grid.y0.value_or(m_c.top() + (m_c.height() - gridHeight(m_grid)) / 2);
}

double CounterSheets::roomAbove() const
{
    return top() - m_grid.bleed - (m_grid.cutMarks ? m_gap + m_length : 0) - m_c.top();
}

QPointF CounterSheets::position(int cell, bool back) const
{
    const double x = m_x0 + (cell % m_grid.nx) * m_grid.dx;
    const double y = top() + (cell / m_grid.nx) * m_grid.dy;
    // Turned over its long edge, the sheet's left becomes its right; the back side's offset
    // makes up for a printer that does not print both sides in the same place.
    if (back)
        return {m_c.pageSize().width - x - m_grid.width + m_grid.backOffsetX,
                y + m_grid.backOffsetY};
    return {x, y};
}

void CounterSheets::cutMarks(int cells, bool back) const
{
    const CounterGrid &g = m_grid;
    const int columns = std::min(cells, g.nx);
    const int rows = (cells + g.nx - 1) / g.nx;
    const Stroke stroke{0.3, Color::black(), {}};
    const RoleScope crop(m_c, Role::CropMark);
    // A mark on the extension of a cut line, clipped to the printable area.
    const auto mark
        = [&](double from, double to, double low, double high, bool vertical, double at) {
              from = std::max(from, low);
              to = std::min(to, high);
              if (to - from < 1)
                  return;
              if (vertical)
                  m_c.line(at, from, at, to, stroke, QStringLiteral("cut-mark"));
              else
                  m_c.line(from, at, to, at, stroke, QStringLiteral("cut-mark"));
          };
    // Every cut line once: where counters touch (no gap), two edges are one line.
    const auto cuts = [](double origin, int n, double step, double size) {
        std::vector<double> out;
        for (int i = 0; i < n; ++i) {
            for (double v : {origin + i * step, origin + i * step + size}) {
                if (std::none_of(out.begin(), out.end(),
                                 [&](double w) { return std::abs(w - v) < 0.01; }))
                    out.push_back(v);
            }
        }
        return out;
    };
    const double outside = g.bleed + m_gap;
    const QPointF first = position(0, back);
    const QPointF last = position(columns - 1, back);
    const double left = std::min(first.x(), last.x());
    const double right = std::max(first.x(), last.x()) + g.width;
    const double gridTop = first.y();
    const double gridBottom = gridTop + (rows - 1) * g.dy + g.height;
    for (double x : cuts(left, columns, g.dx, g.width)) {
        mark(gridTop - outside - m_length, gridTop - outside, m_c.top(), m_c.bottom(), true, x);
        mark(gridBottom + outside, gridBottom + outside + m_length, m_c.top(), m_c.bottom(), true,
             x);
    }
    for (double y : cuts(gridTop, rows, g.dy, g.height)) {
        mark(left - outside - m_length, left - outside, m_c.left(), m_c.right(), false, y);
        mark(right + outside, right + outside + m_length, m_c.left(), m_c.right(), false, y);
    }
}

bool CounterSheets::headingAbove(const Field &field, const QString &text, const QString &id) const
{
    const FittedText fitted = m_c.fit(text, field);
    if (double(fitted.lines.size()) * m_c.lineHeight(fitted.size) + field.y > roomAbove())
        return false;
    m_c.field(m_c.left(), m_c.top(), field, text, id);
    return true;
}

void CounterSheets::layOut(int counters, bool backs,
                           const std::function<void(int, int, bool)> &startPage,
                           const std::function<void(int, double, double, bool)> &draw) const
{
    const int total = sheets(counters);
    for (int sheet = 0; sheet < total; ++sheet) {
        const int first = sheet * perSheet();
        const int cells = std::min(perSheet(), counters - first);
        for (bool back : {false, true}) {
            if (back && !backs)
                continue;
            startPage(sheet, total, back);
            if (m_grid.cutMarks && cells > 0)
                cutMarks(cells, back);
            for (int i = 0; i < cells; ++i) {
                const QPointF at = position(i, back);
                draw(first + i, at.x(), at.y(), back);
            }
        }
    }
}

} // namespace fw::templates
