#pragma once

#include "ScsPrint.h"

#include <functional>
#include <vector>

// One ship control sheet, built from pieces: each piece is measured, then placed on the page
// and drawn. A section goes on a page as one block when it fits a page (the sheet breaks
// between sections); only a section taller than a whole page is split, between its systems or
// between the lines of a system's boxes, so nothing is ever clipped.
namespace fw::templates::scs {

class ControlSheet
{
public:
    ControlSheet(Composer &c, const Template &t, const PrintView &v, const SheetEntry &d);

    // Adds the sheet's pages (starting with a new page).
    void compose();

    // Something to place (templates/core/PrintKit.h).
    using Piece = templates::Piece;

private:
    Piece piece(std::function<double(Pen &, double top)> draw) const;
    // One block; a piece taller than a page is the caller's bug (pieces are split before).
    void place(const Piece &p, double gap);
    // As one block when the pieces fit a page together, else each on its own.
    void placeTogether(const std::vector<Piece> &pieces, double gap);

    // Header (ScsSheetHeader.cpp).
    Piece figures() const;
    Piece power() const;
    // With `noteBeside`: the footnote goes beside a one-band table when it is no taller there
    // (set when it does).
    std::vector<Piece> movement(bool *noteBeside = nullptr) const;
    // Sections (ScsSheetSections.cpp).
    std::vector<Piece> section(int index) const;
    // A label and its boxes in lines as wide as `width`, split in pieces no taller than a page.
    struct BoxLine
    {
        QString name;
        QString note;
        int armor = 0;
        BoxGrid grid;
        bool frameGroups = false; // a frame about every group (blocks)
        bool showArmor = true;
        QString id;
    };
    std::vector<Piece> boxLines(const BoxLine &line, double width) const;
    // `withCritical`: the note says what a destroyed row or block costs (the front has a
    // legend instead).
    BoxLine systemLine(const ms::ShipSystem &system, const QString &lineId,
                       bool withCritical = true) const;
    BoxLine structureLine(const ms::Section &sec, const QString &secId) const;
    QString sectionTitle(const ms::Section &sec) const;
    // A range chart at `x` in pieces no taller than a page.
    std::vector<Piece> chartPieces(const RangeChart &chart, double x, const QString &chartId) const;
    // The front (ScsSheetFront.cpp): the sections placed as on the ship, each with its d20
    // chart, the side chart and the rules at the table; a block is drawn at any x.
    struct Block
    {
        double height = 0;
        std::function<double(Pen &, double x, double top)> draw;
    };
    Block block(std::function<double(Pen &, double x, double top)> draw) const;
    void front();
    Block sectionBlock(int index, double width) const;
    RangeChart sideChart() const; // the d10 side chart
    Block sideBlock(double width) const;
    Block rulesBlock(double width) const;
    // A system's label above its boxes, in `width`; returns its height.
    double compactLine(Pen &p, double x, double y, double width, const BoxLine &line) const;
    // A d20 chart in as many columns of entries as `width` holds; returns its height.
    double compactChart(Pen &p, double x, double y, double width,
                        const std::vector<RangeEntry> &entries, const QString &title,
                        const QString &chartId) const;
    // The back: the tables a player reads (movement, weapons, hangar, notes).
    void back();

    // Weapons and fighters (ScsSheetWeapons.cpp).
    std::vector<Piece> weapons() const;
    struct WeaponColumns
    {
        double arc = 0, name = 0, recharge = 0, power = 0, damage = 0, mode = 0, intercept = 0;
        double ranges = 0, fired = 0;
        int perLine = 1;  // range modifiers per line
        int maxLines = 1; // lines of range modifiers at most
    };
    WeaponColumns weaponColumns() const;
    Piece weaponRow(const WeaponColumns &w, const ms::WeaponRef &ref, int n) const;
    std::vector<Piece> fighters() const;
    // At its fields' sizes, or `smallest` (to stay on a page it would otherwise run off).
    Block footnote(bool smallest, double width) const;

    // A heading line above a part of the sheet.
    double subheading(Pen &p, double x, double y, double w, const QString &text,
                      const QString &id) const;
    double val(const char *name) const { return t.value(key(name)); }
    const Field &fld(const char *name) const { return t.field(key(name)); }
    // Points a block of the sheet may take: the printable height below a page's heading.
    double capacity() const { return m_capacity; }

    Composer &c;
    const Template &t;
    const PrintView &v;
    const SheetEntry &d;
    const ms::ScsClass &s;
    const QString id;
    const QString pageId;
    double m_capacity = 0;
    bool m_rulesOnBack = false; // the front's sections needed the rules' room
    QString m_title;            // the ship's name, or the design's on a blank sheet
};

// How many boxes of `g` go in a printed line of `width`: whole groups when one fits, else as
// many boxes as fit.
int boxesPerLine(const BoxGrid &g, double width, int count);
// A frame about each group of the grid drawn at (x, y) that stays on one line (blocks).
void frameGroups(Pen &p, const BoxGrid &grid, double x, double y);
// What a row of a d20 chart hits, as printed.
QString chartLabel(const ms::ChartRow &row);

// A range chart of `entries` under a header of two titles, in columns of the template's widths
// less nothing; its rows are `id`-N-range / -label.
RangeChart rangeChart(const Template &t, const QString &rangeTitle, const QString &labelTitle,
                      std::vector<RangeEntry> entries);
double rangeChartWidth(const Template &t);

} // namespace fw::templates::scs
