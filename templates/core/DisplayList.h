#pragma once

#include <QString>

#include <optional>
#include <variant>
#include <vector>

namespace fw::templates {

// Everything is in points (1/72 inch) with the origin at the top-left of the page.

struct Color
{
    int r = 0, g = 0, b = 0;
    bool operator==(const Color &other) const = default;
    static Color black() { return {0, 0, 0}; }
    static Color gray(int level) { return {level, level, level}; }
};

struct Stroke
{
    double width = 0.5;
    Color color = Color::black();
    std::vector<double> dash; // on, off, ...; empty: solid
    bool operator==(const Stroke &other) const = default;
};

struct Rect
{
    double x = 0, y = 0, width = 0, height = 0;
    std::optional<Stroke> stroke = Stroke{};
    std::optional<Color> fill;
};

struct Line
{
    double x1 = 0, y1 = 0, x2 = 0, y2 = 0;
    Stroke stroke;
};

struct Circle
{
    double cx = 0, cy = 0, radius = 0;
    std::optional<Stroke> stroke = Stroke{};
    std::optional<Color> fill;
};

struct Point
{
    double x = 0, y = 0;
    bool operator==(const Point &other) const = default;
};

// A closed polygon through `points`, or an open polyline (`closed` false; a fill still closes it).
struct Polygon
{
    std::vector<Point> points;
    bool closed = true;
    std::optional<Stroke> stroke = Stroke{};
    std::optional<Color> fill;
};

enum class Align { Left, Center, Right };

// One line of text; y is the baseline. `rotation` turns it clockwise (in degrees) about (x, y),
// e.g. 90 for text that reads upright when the page's right edge faces up.
struct Text
{
    double x = 0, y = 0;
    QString text;
    double size = 10;
    bool bold = false;
    Align align = Align::Left;
    Color color = Color::black();
    double rotation = 0;
};

// What an item is to a player at the table: the preflight (Preflight.h) holds each role to its
// own floor.
enum class Role {
    Plain,      // text at least 6 pt, lines at least 0.25 pt
    PlayNumber, // a number read in play (box counts, to-hit numbers, chart ranges, range
                // modifiers, power losses): at least 7 pt
    MarkBox,    // a box a player marks: at least 2.4 mm, its stroke at least 0.5 pt
    Cut,        // the outline of something cut out (a counter, a card)
    CropMark,   // at least 2 mm outside what is cut, at least 5 mm inside the paper's edge
};

struct Item
{
    std::variant<Rect, Line, Circle, Text, Polygon> shape;
    QString id; // optional: SVG element ids, tests
    Role role = Role::Plain;
};

struct Page
{
    double width = 0;
    double height = 0;
    QString id;
    std::vector<Item> items;
    // Where the page's blocks flow (inside the margins, above the footer): the height a block
    // can take on one page. Both 0: not known (the whole page).
    double printableTop = 0;
    double printableBottom = 0;
};

// What a layout produces; every backend draws exactly this.
struct Document
{
    QString title;
    std::vector<Page> pages;
};

// A stable, readable text form of a document (golden files, diffs).
QString toText(const Document &document);

} // namespace fw::templates
