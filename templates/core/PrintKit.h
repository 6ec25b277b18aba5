#pragma once

#include "Composer.h"

#include <QString>
#include <QStringList>

#include <functional>
#include <optional>
#include <vector>

// The drawing toolkit every printout builds on: fields sized to their place, a pen that draws or
// only measures, table rows, check boxes, heading bars and page starts. Box grids, arc diagrams
// and range charts are in PrintCharts.h. A game's own layout (what goes where, its colours and
// texts) stays in its folder; what two printouts would both write belongs here.
namespace fw::templates {

// A field no wider than `available` (less its x offset): template widths are the most a
// field may take.
Field within(const Field &f, double available);
// A field filling a cell of `cellWidth`, its x offset kept as the inset on both sides.
Field inset(const Field &f, double cellWidth);
// `f` stretched to reach `width` from its x, keeping the same margin on the right.
Field stretched(Field f, double width);
// The height a field's text takes (its lines at the fitted size), without drawing it.
double fieldHeight(const Composer &c, const Field &f, const QString &text);
double fittedHeight(const Composer &c, const FittedText &fitted);
// `f` adjusted so that `text` fits it in lines no taller than `maxHeight` in all: the size drops
// further, never below the field's smallest size; then fewer lines, the last one cut with an
// ellipsis.
Field fitWithin(const Composer &c, Field f, double maxHeight, const QString &text);
// Text fitted into `field` (see fitWithin), no taller than the band [top, top + height) and
// centred in it vertically; the field's y shifts it.
void fieldInBand(Composer &c, double x, double top, double height, const Field &field,
                 const QString &text, const QString &id = {}, Color color = Color::black());

// A modifier as a player reads it: "+10", "0", "−1" (a real minus sign).
QString signedNumber(int value);

// Draws into a Composer, or only measures (for a block's height before it is placed).
class Pen
{
public:
    Pen(Composer &composer, bool measureOnly)
        : c(composer)
        , measuring(measureOnly)
    {}

    Composer &c;
    const bool measuring;

    double field(double x, double y, const Field &f, const QString &text, const QString &id = {},
                 Color color = Color::black());
    // A text fitted before with Composer::fit(text, f).
    double field(double x, double y, const Field &f, const FittedText &fitted,
                 const QString &id = {}, Color color = Color::black());
    // See templates::fieldInBand.
    void fieldInBand(double x, double top, double height, const Field &f, const QString &text,
                     const QString &id = {}, Color color = Color::black());
    void rect(double x, double y, double w, double h, std::optional<Stroke> stroke = Stroke{},
              std::optional<Color> fill = std::nullopt, const QString &id = {});
    void line(double x1, double y1, double x2, double y2, const Stroke &stroke = Stroke{},
              const QString &id = {});
    void circle(double cx, double cy, double radius, std::optional<Stroke> stroke = Stroke{},
                std::optional<Color> fill = std::nullopt, const QString &id = {});
    void polygon(std::vector<Point> points, std::optional<Stroke> stroke = Stroke{},
                 std::optional<Color> fill = std::nullopt, const QString &id = {});
    void text(double x, double baseline, const QString &text, double size, bool bold = false,
              Align align = Align::Left, const QString &id = {}, Color color = Color::black());

    // A paragraph wrapped to `width` at the field's size (as many lines as it needs), led by
    // `lead` in bold when given; returns its height.
    double paragraph(double x, double y, double width, const Field &f, const QString &lead,
                     const QString &text, const QString &id = {});
    // A check box of side `size` with its top-left at (x, y), ticked when `checked`.
    void checkbox(double x, double y, double size, bool checked, const QString &id = {});
    // A dashed area where tokens or markers are placed, labelled in its middle.
    void tokenArea(double x, double y, double w, double h, const QString &label,
                   const QString &id = {});
    // A frame with a shaded heading bar holding `title`; returns the bar's height.
    double headingBar(double x, double y, double w, double minHeight, const Field &f,
                      const QString &title, const QString &id = {});
};

// A column of a table: its width, the field its cells use (x: inset, y: top padding) and the
// title its header shows.
struct Column
{
    Column() = default;
    Column(double w, Field f, QString t = {})
        : width(w)
        , field(f)
        , title(std::move(t))
    {}

    double width = 0;
    Field field;
    QString title;
    Role role = Role::Plain; // of its cells' text below the header (a chart's ranges: PlayNumber)
};
double tableWidth(const std::vector<Column> &columns);

// How a table row looks: its fill and the rule below it.
struct RowStyle
{
    std::optional<Color> shade;
    Stroke rule{0.3, Color::gray(160), {}};
    bool bold = false;  // every cell in bold (a header row)
    bool empty = false; // draw empty cells too (they have ids)
};

// One table row: cells fitted to their columns (a cell's text shrinks, then wraps onto its
// field's lines, and the row grows to hold it), shaded when `shade`, a rule below; returns its
// height (at least `minHeight`). `ids` and `colors` go with the cells, in order.
double tableRow(Pen &p, double x, double y, const std::vector<Column> &columns,
                const QStringList &cells, double minHeight, std::optional<Color> shade = {},
                const QStringList &ids = {}, const std::vector<Color> &colors = {});
double tableRow(Pen &p, double x, double y, const std::vector<Column> &columns,
                const QStringList &cells, double minHeight, const RowStyle &style,
                const QStringList &ids = {}, const std::vector<Color> &colors = {});
// The header row of a table: the columns' titles in bold on `shade`.
double tableHeader(Pen &p, double x, double y, const std::vector<Column> &columns, double minHeight,
                   const RowStyle &style);

// Starts a printout: a new page headed by the title, subtitle and note (the template's fields
// "title", "subtitle", "note" and value "headingGap"); every further page the printout runs onto
// repeats the title, marked as continued, and the note. Reset the page starter when done.
void startPages(Composer &c, const Template &t, const QString &pageId, const QString &section,
                const QString &title, const QString &subtitle, const QString &note,
                const QString &idPrefix);
// A line of text (the template's field "subtitle") in place of blocks when there is nothing to
// print.
void notice(Composer &c, const Template &t, const QString &pageId, const QString &text,
            const QString &id);

// Something to place in the flow of pages: its height, measured, and how to draw it with its top
// at `top` (returning the height it took).
struct Piece
{
    double height = 0;
    std::function<double(Pen &, double top)> draw;
};
// `draw` as a piece, measured with a measuring pen.
Piece measuredPiece(Composer &c, std::function<double(Pen &, double top)> draw);
// Places `piece` as one block where the page has room (Composer::place: else on a new page
// `pageId`) and draws it.
void placePiece(Composer &c, const Piece &piece, double gap, const QString &pageId);
// The pieces as one block when they fit within `capacity` together, else each on its own (the
// gap after the last).
void placeTogether(Composer &c, const std::vector<Piece> &pieces, double gap, const QString &pageId,
                   double capacity);

} // namespace fw::templates
