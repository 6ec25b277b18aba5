#pragma once

#include "SunderPrint.h"

#include <templates/core/Preflight.h>

#include <model/systems/sunder/SunderDerived.h>

namespace fw::templates::sunder {

// Draws one 4"×6" class card (digest §4.6): the header (class, faction, size, initiative
// modifier, points), a track-by-column table with a row per damage track (its two damage boxes,
// MP, shield, PD, each weapon's AV under the weapon's name, type and arc diagram, fighter and
// bomber bays) and the weapons' reach. Text shrinks and wraps to stay on the card; columns of
// many weapons go on in a second table below the first.
class CardDrawer
{
public:
    CardDrawer(Composer &composer, const Template &t, const CardEntry &entry);

    // The card with its top-left at (x, y), and cut marks outside its corners when asked.
    void draw(double x, double y, bool cutMarks);
    // Whether the card's reach line and notes go on a second part: they do not fit the card even
    // with its contents drawn as small as the print floors allow.
    bool continued() const { return m_continued; }
    // The second part: a card of the same size headed by the card's name, with the reach line
    // and notes.
    void drawContinuation(double x, double y, bool cutMarks);

private:
    enum class Kind { Track, Mp, Shield, Pd, Weapon, Fighters, Bombers, Damage };
    struct Col
    {
        Kind kind = Kind::Track;
        int weapon = -1;
        double width = 0;
    };
    using Table = std::vector<Col>;

    double val(const char *name) const { return t.value(key(name)); }
    // A length or field of the card's content at the scale it is drawn at.
    double size(const char *name) const { return val(name) * m_scale; }
    // Text never goes below the print floors (numbers read in play: 7 pt, other text: 6 pt).
    Field fld(const char *name) const
    {
        Field f = t.field(key(name));
        const PreflightFloors floors;
        const bool number = qstrcmp(name, "value") == 0 || qstrcmp(name, "trackLabel") == 0;
        f.minSize = std::max(f.smallest() * m_scale, number ? floors.playNumber : floors.text);
        f.size = std::max(f.size * m_scale, f.minSize);
        f.y *= m_scale;
        return f;
    }
    QString id(const QString &part) const { return cid + QLatin1Char('-') + part; }

    double header(Pen &pen, double x, double y, double width) const;
    std::vector<Table> tables(double width) const;
    double headerHeight(const Table &table) const;
    double weaponHeader(Pen &p, const Col &col, double x, double y) const;
    void drawTable(const Table &table, double x, double y, double headerHeight, double rowHeight);
    void drawRow(const Table &table, int track, double x, double y, double rowHeight);
    void outline(double x, double y, bool cutMarks, const QString &part); // the cut line, marks
    void fit(); // chooses the scale, the tables and whether the footnotes go on a second part
    QString footnoteText() const;
    double footnoteNeed(double width) const; // the footnotes' height at their smallest size
    double columnWidth(Kind kind, double width) const; // at least its title's longest word
    double footnotes(double x, double y, double width, double height);
    void marks(double x, double y);
    QString title(Kind kind) const;
    Field headerField(const Col &col) const; // a column's title, its words whole
    static QString part(Kind kind);          // "mp": the id part of a column

    Composer &c;
    const Template &t;
    const CardEntry &e;
    const ms::SunderCard &card;
    const QString cid;
    const int trackCount;
    bool bays = false;
    std::vector<ms::TrackStats> stats; // by track
    double m_scale = 1;
    bool m_continued = false;
    std::vector<Table> m_tables;
    std::vector<double> m_heads; // the tables' header heights
    double m_fixed = 0;          // the header, gaps and table headers
};

} // namespace fw::templates::sunder
