#include "ScsControlSheet.h"

#include <templates/core/Overflow.h>

#include <model/systems/scs/ScsOptions.h>

namespace fw::templates::scs {

namespace {
const QString SheetPageId = QStringLiteral("scs-sheet");
}

ControlSheet::ControlSheet(Composer &composer, const Template &tmpl, const PrintView &view,
                           const SheetEntry &design)
    : c(composer)
    , t(tmpl)
    , v(view)
    , d(design)
    , s(*design.sheet)
    , id(design.ship ? shipItemId(design.shipIndex) : designItemId(design.index))
    , pageId(SheetPageId)
{}

ControlSheet::Piece ControlSheet::piece(std::function<double(Pen &, double)> draw) const
{
    return measuredPiece(c, std::move(draw));
}

void ControlSheet::place(const Piece &p, double gap)
{
    placePiece(c, p, gap, pageId);
}

void ControlSheet::placeTogether(const std::vector<Piece> &pieces, double gap)
{
    templates::placeTogether(c, pieces, gap, pageId, capacity());
}

void ControlSheet::compose()
{
    QStringList about{ms::sizeClassName(s.size), ScsPrintText::tr("%1 points").arg(s.points)};
    if (!s.faction.trimmed().isEmpty())
        about.prepend(s.faction);
    if (s.isd > 0)
        about << ScsPrintText::tr("ISD %1").arg(s.isd);
    if (!s.variantOf.isEmpty())
        about << ScsPrintText::tr("variant of %1").arg(s.variantOf);
    // A ship's sheet carries its name; a blank sheet of the design has a line to write one on.
    if (d.ship)
        about.prepend(designName(s));
    m_title = d.ship ? shipName(*d.ship) : designName(s);
    startPages(c, t, pageId, ScsPrintText::tr("Control sheets"), m_title,
               about.join(QStringLiteral(" · ")),
               d.ship ? QString()
                      : ScsPrintText::tr("Ship: ______________________ (a blank sheet "
                                         "of the design)"),
               id);
    // The first page's heading is the tallest (it has the subtitle): what is left below it is
    // what any block may take on any page.
    m_capacity = c.bottom() - c.y();
    place(figures(), 0);
    place(power(), val("blockGap"));
    front();
    back();
    c.setPageStarter({});
}

void ControlSheet::back()
{
    const double gap = val("blockGap");
    bool noteBeside = false;
    std::vector<Piece> moves = movement(&noteBeside);
    // The rules at the table, when the front needed their room, under the movement table.
    if (m_rulesOnBack) {
        const Block rules = rulesBlock(c.width());
        moves.push_back(piece([this, rules, gap](Pen &p, double top) {
            return gap + rules.draw(p, c.left(), top + gap);
        }));
    }
    const std::vector<Piece> parts[] = {weapons(), fighters()};
    // A small ship's tables go on under its sections when they all fit there; else on a page
    // of their own, to print on the back.
    double total = (noteBeside ? 0 : footnote(false, c.width()).height) + 3 * gap;
    for (const Piece &p : moves)
        total += p.height;
    for (const std::vector<Piece> &part : parts) {
        for (const Piece &p : part)
            total += p.height;
    }
    if (total > c.bottom() - c.y())
        startPages(c, t, pageId, ScsPrintText::tr("Control sheets"),
                   ScsPrintText::tr("%1: tables (the back of the sheet)").arg(m_title), {}, {},
                   id + QLatin1String("-back"));
    // The gap left under the last block placed.
    double gapAbove = gap;
    placeTogether(moves, gap);
    for (const std::vector<Piece> &part : parts) {
        // A part's heading and first row stay together; further rows flow on.
        if (part.size() >= 2) {
            placeTogether({part[0], part[1]}, 0);
            // A row that goes onto a new page takes the part's heading with it.
            for (std::size_t i = 2; i < part.size(); ++i) {
                if (c.y() + part[i].height > c.bottom() + 0.01)
                    placeTogether({part[0], part[i]}, 0);
                else
                    place(part[i], 0);
            }
            c.setY(c.y() + gap);
            gapAbove = gap;
        }
    }
    // The footnote (when not beside the movement table) keeps to the sheet's last page, smaller
    // if need be, rather than take a page of its own.
    if (noteBeside)
        return;
    const Block note = footnote(false, c.width());
    const Block small = footnote(true, c.width());
    const Placed placed = placeShrinkable(c, note.height, small.height, gapAbove, 0, pageId);
    Pen pen(c, false);
    (placed.room < note.height - 0.01 ? small : note).draw(pen, c.left(), placed.top);
}

double ControlSheet::subheading(Pen &p, double x, double y, double w, const QString &text,
                                const QString &headingId) const
{
    return p.headingBar(x, y, w, val("headingHeight"), fld("heading"), text, headingId);
}

ControlSheet::Block ControlSheet::footnote(bool smallest, double width) const
{
    const QString note
        = v.assumptionNote({model::scs::option::RowLength, model::scs::option::BlockSize,
                            model::scs::option::FacingSignature, model::scs::option::Destruction});
    const QString derived = ScsPrintText::tr(
        "Turn delay with zigs: the table's delay at the highest speed this turn, plus half the "
        "zigs rounded up (derived from the source's two examples).");
    Field f = within(stretched(fld("footnote"), width), width);
    // Narrower than the page (beside the movement table): as many lines as the text needs.
    if (width < c.width() - 0.01)
        f.lines = std::max(f.lines, 12);
    if (smallest) {
        f.size = f.smallest();
        f.y = 0;
    }
    // An imported design: where it comes from and what its import assumed.
    QString imported;
    if (!s.source.isEmpty())
        imported = ScsPrintText::tr("From %1.").arg(s.source);
    if (!s.assumptions.isEmpty())
        imported += (imported.isEmpty() ? QString() : QStringLiteral(" "))
                    + ScsPrintText::tr("Assumed in the import: %1.")
                          .arg(s.assumptions.join(QStringLiteral("; ")));
    Field source = f;
    source.lines = std::max(f.lines, 8);
    return block([this, f, source, note, derived, imported](Pen &p, double x, double top) {
        double y = top + f.y;
        y += p.field(x, y, f, derived, id + QLatin1String("-derived"));
        y += p.field(x, y, f, note, id + QLatin1String("-assumptions"), Color{130, 75, 0});
        if (!imported.isEmpty())
            y += p.field(x, y, source, imported, id + QLatin1String("-source"), Color{130, 75, 0});
        return y - top;
    });
}

double rangeChartWidth(const Template &t)
{
    return t.value(key("chartRangeColumn")) + t.value(key("chartLabelColumn"));
}

RangeChart rangeChart(const Template &t, const QString &rangeTitle, const QString &labelTitle,
                      std::vector<RangeEntry> entries)
{
    RangeChart chart;
    Field f = t.field(key("chart"));
    f.align = Align::Center;
    chart.range = Column{t.value(key("chartRangeColumn")),
                         inset(f, t.value(key("chartRangeColumn"))), rangeTitle};
    f.align = Align::Left;
    chart.label = Column{t.value(key("chartLabelColumn")),
                         inset(f, t.value(key("chartLabelColumn"))), labelTitle};
    chart.entries = std::move(entries);
    chart.rowHeight = t.value(key("chartRowHeight"));
    return chart;
}

} // namespace fw::templates::scs
