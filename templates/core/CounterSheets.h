#pragma once

#include "Composer.h"
#include "Template.h"

#include <QPointF>

#include <functional>

namespace fw::templates {

// Counters laid out on the sheets of a template's grid, as on label sheets: as many front
// sheets as the counters need, each followed by its back when asked for. A back is mirrored
// left to right, so that every counter's back lands behind its front when the sheet is printed
// on both sides and turned over its long edge. Cut marks sit in the margin on the extension of
// every cut line, inside the printable area.
// A counter's ground: its colour over the bleed when the grid has one, else a thin outline.
void counterGround(Composer &c, const CounterGrid &grid, double x, double y, Color fill,
                   const QString &id);
// The facing mark of a counter whose top-left is (x, y): an arrow from the middle of the top
// (forward) edge, `inset` below it and `length` long, pointing at the bow.
void facingArrow(Composer &c, const CounterGrid &grid, double x, double y, double inset,
                 double length, const QString &id);

class CounterSheets
{
public:
    CounterSheets(Composer &composer, const CounterGrid &grid, double cutMarkGap,
                  double cutMarkLength);

    int perSheet() const { return m_grid.nx * m_grid.ny; }
    int sheets(int counters) const; // at least one, so an empty fleet still gets a sheet
    // Top-left corner of cell `cell` (row by row) of the current page.
    QPointF position(int cell, bool back) const;
    // The grid's top on the current page (centred in the printable height unless given).
    double top() const;
    // Space between the printable area's top and the grid's cut marks: room for a heading.
    double roomAbove() const;
    // Draws `text` in `field` at the printable area's top-left when it fits the room above the
    // grid (with its cut marks); returns whether it did.
    bool headingAbove(const Field &field, const QString &text, const QString &id) const;

    // Starts each page with `startPage(sheet, sheets, back)` (which must call newPage), draws
    // the cut marks around the cells in use and calls `draw(index, x, y, back)` for each.
    void layOut(int counters, bool backs,
                const std::function<void(int sheet, int sheets, bool back)> &startPage,
                const std::function<void(int index, double x, double y, bool back)> &draw) const;

private:
    void cutMarks(int cells, bool back) const;

    Composer &m_c;
    const CounterGrid &m_grid;
    double m_gap;
    double m_length;
    double m_x0;
};

} // namespace fw::templates
