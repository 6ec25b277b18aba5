#pragma once

#include "PrintKit.h"

#include <map>
#include <vector>

// Pieces of record sheets that several games print: grids of boxes to tick off (damage, hull,
// structure), arcs of fire drawn as wedges on a small ship outline, and charts of die-roll or
// turn ranges. All draw through a Pen, so a block can be measured before it is placed.
namespace fw::templates {

// How one box of a grid differs from the rest: a fill (shaded), a heavier or lighter outline, a
// dot in its middle (e.g. a weak spot).
struct BoxMark
{
    std::optional<Color> fill;
    std::optional<double> strokeWidth;
    bool dot = false;
};

// `count` boxes of side `box`, laid out in rows of `perRow` (N), the rows in blocks of
// `rowsPerBlock` (M): "rows of 4, in blocks of 5" puts boxes 1-4 in the first row, and after
// every fifth row a wider gap, `blockGap` instead of `gap`. `groupOf` (K) also splits each row
// into groups of K boxes by `blockGap` ("rows of 10, in fives"). 0 for any of them: no limit.
struct BoxGrid
{
    int count = 0;
    int perRow = 0;
    int rowsPerBlock = 0;
    int groupOf = 0;
    double box = 8;
    double gap = 2;
    double blockGap = 6;
    Stroke stroke{0.6, Color::black(), {}};
    std::map<int, BoxMark> marks; // by box, from 0
    // Box i is named `<idPrefix>-<firstNumber + i>`; with `numbered` that number is printed in
    // it too, with `numberField` (its x and width are the box's, centred).
    int firstNumber = 1;
    bool numbered = false;
    Field numberField;
};

// Where box `index` of a grid whose top-left is (x, y) goes: its top-left corner.
Point boxPosition(const BoxGrid &grid, int index, double x = 0, double y = 0);
int boxGridRows(const BoxGrid &grid);
double boxGridWidth(const BoxGrid &grid);
double boxGridHeight(const BoxGrid &grid);
// Draws the grid (each box, then its dot and number) and returns its height.
double drawBoxGrid(Pen &p, double x, double y, const BoxGrid &grid, const QString &idPrefix);

// An arc of fire in degrees, clockwise from the bow (0: dead ahead, 90: starboard, 180: astern);
// it runs clockwise from `from` to `to`, so {300, 60} is the forward 120°. `from` == `to` is
// all round.
struct Arc
{
    double from = 0;
    double to = 0;
};
// How wide an arc is: 0 < span <= 360.
double arcSpan(const Arc &arc);
// The outline of an arc's wedge about (cx, cy): the centre, then points along the arc from
// `from` to `to`, at most 10° apart (an all-round arc is the circle alone).
std::vector<Point> wedgePoints(double cx, double cy, double radius, const Arc &arc);
// A small ship outline, bow up, that fits a circle of `radius` about (cx, cy).
std::vector<Point> shipOutline(double cx, double cy, double radius);

// How an arc diagram looks.
struct ArcStyle
{
    Stroke circle{0.4, Color::gray(120), {}};
    Color wedge = Color::gray(200);
    std::optional<Stroke> wedgeStroke = Stroke{0.4, Color::gray(90), {}};
    Stroke ship{0.5, Color::black(), {}};
    Color shipFill = Color::gray(255);
};
// A circle of `radius` about (cx, cy) with each arc's wedge filled (`id`-arc-N) and the ship
// outline on top (`id`-ship).
void arcDiagram(Pen &p, double cx, double cy, double radius, const std::vector<Arc> &arcs,
                const QString &id, const ArcStyle &style = {});

// One line of a range chart: the rolls (or turns, impulses) from `from` to `to` and what they
// give: 1-5 Thruster.
struct RangeEntry
{
    int from = 1;
    int to = 1;
    QString label;
};
// "1–5", or "6" when the range is one number.
QString rangeText(int from, int to);
// True when the entries run from `first` to `last` in order, without gaps or overlaps (a d20
// chart covers 1 to 20 once).
bool rangesCover(const std::vector<RangeEntry> &entries, int first, int last);

// A range chart as a table of two columns, ranges and labels, under a header row when the
// columns have titles.
struct RangeChart
{
    Column range;
    Column label;
    std::vector<RangeEntry> entries;
    double rowHeight = 12;
    RowStyle header{Color::gray(226), Stroke{0.6, Color::gray(60), {}}, true, false};
    RowStyle row;
    int firstNumber = 1; // of the rows' ids: a chart drawn in two halves numbers on
};
// Draws the chart with its top-left at (x, y): rows `id`-N-range and `id`-N-label, N from
// firstNumber; returns its height.
double drawRangeChart(Pen &p, double x, double y, const RangeChart &chart, const QString &id);

} // namespace fw::templates
