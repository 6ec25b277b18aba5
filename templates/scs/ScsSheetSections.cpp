#include "ScsControlSheet.h"

#include <algorithm>
#include <cmath>

// The sections of a control sheet (digest §5.1, §5.5): each with its structure boxes, its
// systems' boxes in rows (thrusters, sensors, C&C, shields) or blocks (reactor, engine, jump
// engine) so that the per-row and per-block criticals can be read, and its d20 chart.
namespace fw::templates::scs {

int boxesPerLine(const BoxGrid &g, double width, int count)
{
    const double step = g.box + g.gap;
    if (g.groupOf > 0) {
        const double group = g.groupOf * g.box + (g.groupOf - 1) * g.gap;
        const double groups = std::floor((width + g.blockGap) / (group + g.blockGap));
        if (groups >= 1)
            return itemsPerRow(groups * g.groupOf, std::max(1, count));
    }
    return itemsPerRow(std::floor((width + g.gap) / step), std::max(1, count));
}

QString chartLabel(const ms::ChartRow &row)
{
    if (row.hits == QLatin1String(ms::HitsStructure))
        return ScsPrintText::tr("Structure");
    if (row.hits == QLatin1String(ms::HitsPrimary))
        return ScsPrintText::tr("Primary");
    return row.hits;
}

void frameGroups(Pen &p, const BoxGrid &grid, double x, double y)
{
    if (grid.groupOf <= 0 || p.measuring)
        return;
    for (int g = 0; g < grid.count; g += grid.groupOf) {
        const int last = std::min(grid.count, g + grid.groupOf) - 1;
        const Point a = boxPosition(grid, g, x, y);
        const Point b = boxPosition(grid, last, x, y);
        if (a.y != b.y)
            continue; // a block split over two lines: no frame
        const double m = grid.gap;
        p.rect(a.x - m, a.y - m, b.x + grid.box - a.x + 2 * m, grid.box + 2 * m,
               Stroke{0.5, Color::gray(120), {}});
    }
}

ControlSheet::BoxLine ControlSheet::structureLine(const ms::Section &sec,
                                                  const QString &secId) const
{
    BoxLine structure;
    structure.name = ScsPrintText::tr("Structure");
    structure.note = ScsPrintText::tr("%1 boxes").arg(sec.structureBoxes);
    structure.armor = sec.structureArmor;
    structure.grid.count = std::max(0, sec.structureBoxes);
    structure.grid.groupOf = std::max(1, int(t.number(key("structureGroup"))));
    structure.id = secId + QLatin1String("-structure");
    return structure;
}

QString ControlSheet::sectionTitle(const ms::Section &sec) const
{
    if (sec.hasStructure)
        return ScsPrintText::tr("%1 section").arg(ms::sectionName(sec.id));
    // Rules option sectionStructure: a B5 Wars medium ship's forward and aft sections.
    if (v.options.structurelessToPrimary && sec.id != QLatin1String("primary"))
        return ScsPrintText::tr("%1 section (structure: primary)").arg(ms::sectionName(sec.id));
    return ScsPrintText::tr("%1 section (no structure block)").arg(ms::sectionName(sec.id));
}

ControlSheet::BoxLine ControlSheet::systemLine(const ms::ShipSystem &system, const QString &lineId,
                                               bool withCritical) const
{
    const ms::SystemBoxes b = ms::systemBoxes(system, v.options);
    BoxLine line;
    line.name = system.name.trimmed().isEmpty() ? ms::systemKindName(system.kind) : system.name;
    QStringList note;
    if (const QString figures = systemFigures(system); !figures.isEmpty())
        note << figures;
    if (QString grouping = groupingText(b); !grouping.isEmpty()) {
        // The option's row length or block size, unless the system sets its own.
        const bool own
            = b.grouping == ms::BoxGrouping::Rows ? system.rowLength > 0 : system.blockSize > 0;
        if (!own)
            grouping = marked(grouping);
        const QString critical = withCritical ? criticalText(system.kind) : QString();
        note << (critical.isEmpty() ? grouping
                                    : ScsPrintText::tr("%1: %2").arg(grouping, critical));
    } else if (const QString critical = criticalText(system.kind);
               withCritical && !critical.isEmpty()) {
        note << critical;
    }
    line.note = note.join(QStringLiteral(" · "));
    line.armor = system.armor;
    line.grid.count = std::max(0, system.boxes);
    line.grid.groupOf = std::max(0, b.groupSize);
    line.frameGroups = b.grouping == ms::BoxGrouping::Blocks;
    line.id = lineId;
    return line;
}

std::vector<ControlSheet::Piece> ControlSheet::boxLines(const BoxLine &line, double width) const
{
    const double pad = val("linePadding");
    const double labelWidth = val("systemLabelWidth");
    const double badge = val("armorBox");
    const double gridX = labelWidth + badge + val("boxGap") * 3;
    BoxGrid grid = line.grid;
    grid.box = val("box");
    grid.gap = val("boxGap");
    grid.blockGap = val("groupGap");
    grid.stroke = Stroke{0.6, Color::black(), {}};
    const int perLine = boxesPerLine(grid, width - gridX, grid.count);
    grid.perRow = perLine;
    // Lines of boxes per piece: as many as a page holds.
    const double step = grid.box + grid.gap;
    const int linesPerPiece
        = std::max(1, int(std::floor((capacity() - 2 * pad - grid.box) / step)) + 1);
    const int lines = std::max(1, (grid.count + perLine - 1) / perLine);
    std::vector<Piece> out;
    for (int first = 0; first < lines; first += linesPerPiece) {
        BoxGrid chunk = grid;
        chunk.firstNumber = first * perLine + 1;
        chunk.count = std::min(grid.count, (first + linesPerPiece) * perLine) - first * perLine;
        chunk.count = std::max(0, chunk.count);
        const bool head = first == 0;
        out.push_back(piece([=, this](Pen &p, double top) {
            const double x = c.left();
            double labelHeight = 0;
            if (head) {
                const Field name = within(fld("systemName"), labelWidth);
                labelHeight
                    = p.field(x, top + pad, name, line.name, line.id + QLatin1String("-name"));
                if (!line.note.isEmpty())
                    labelHeight += p.field(x, top + pad + labelHeight,
                                           within(fld("systemNote"), labelWidth), line.note,
                                           line.id + QLatin1String("-note"), Color::gray(60));
                if (line.showArmor) {
                    p.rect(x + labelWidth, top + pad, badge, badge,
                           Stroke{0.6, Color::gray(60), {}}, Color::gray(215));
                    Field armor = inset(fld("armor"), badge);
                    armor.align = Align::Center;
                    const RoleScope play(p.c, Role::PlayNumber);
                    p.fieldInBand(x + labelWidth, top + pad, badge, armor,
                                  QString::number(line.armor), line.id + QLatin1String("-armor"));
                }
            } else {
                labelHeight = p.field(x, top + pad, within(fld("systemNote"), labelWidth),
                                      ScsPrintText::tr("%1 (continued)").arg(line.name));
            }
            double gridHeight = 0;
            {
                const RoleScope mark(p.c, Role::MarkBox);
                gridHeight
                    = drawBoxGrid(p, x + gridX, top + pad, chunk, line.id + QLatin1String("-box"));
            }
            if (line.frameGroups)
                frameGroups(p, chunk, x + gridX, top + pad);
            const double height = std::max({labelHeight, gridHeight, head ? badge : 0.0}) + 2 * pad;
            p.line(x, top + height, x + width, top + height, Stroke{0.3, Color::gray(170), {}});
            return height;
        }));
    }
    return out;
}

std::vector<ControlSheet::Piece> ControlSheet::chartPieces(const RangeChart &chart, double x,
                                                           const QString &chartId) const
{
    // Rows per piece from the measured heights of the header and of a row (a row may be taller
    // than the chart's row height, to hold its text).
    Pen measure(c, true);
    RangeChart one = chart;
    one.entries.assign(1, RangeEntry{20, 20, QStringLiteral("M")});
    const double header = drawRangeChart(
        measure, 0, 0, RangeChart{one.range, one.label, {}, one.rowHeight, one.header, one.row},
        {});
    const double rowHeight = std::max(1.0, drawRangeChart(measure, 0, 0, one, {}) - header);
    const int rowsPerPiece = std::max(1, int(std::floor((capacity() - header) / rowHeight)));
    std::vector<Piece> out;
    const int rows = int(chart.entries.size());
    for (int first = 0; first < std::max(1, rows); first += rowsPerPiece) {
        RangeChart part = chart;
        part.entries.assign(chart.entries.begin() + first,
                            chart.entries.begin() + std::min(rows, first + rowsPerPiece));
        const QString partId
            = first == 0 ? chartId
                         : QStringLiteral("%1-part%2").arg(chartId).arg(first / rowsPerPiece + 1);
        out.push_back(piece([part, x, partId](Pen &p, double top) {
            return drawRangeChart(p, x, top, part, partId);
        }));
    }
    return out;
}

std::vector<ControlSheet::Piece> ControlSheet::section(int index) const
{
    const ms::Section &sec = s.sections[std::size_t(index)];
    const QString secId = QStringLiteral("%1-s%2").arg(id).arg(index + 1);
    std::vector<RangeEntry> entries;
    for (const ms::ChartRow &row : sec.chart)
        entries.push_back({row.from, row.to, chartLabel(row)});
    const bool beside = entries.size() <= 24;
    const double chartWidth = rangeChartWidth(t);
    const double width = c.width() - (beside ? chartWidth + val("columnGap") : 0);
    const RangeChart chart
        = rangeChart(t, ScsPrintText::tr("d20"), ms::sectionName(sec.id), std::move(entries));

    std::vector<Piece> lines;
    const auto add = [&](std::vector<Piece> pieces) {
        for (Piece &p : pieces)
            lines.push_back(std::move(p));
    };
    if (sec.hasStructure)
        add(boxLines(structureLine(sec, secId), width));
    for (std::size_t i = 0; i < sec.systems.size(); ++i)
        add(boxLines(systemLine(sec.systems[i], QStringLiteral("%1-y%2").arg(secId).arg(i + 1)),
                     width));

    const QString title = sectionTitle(sec);
    Pen measure(c, true);
    const double heading = subheading(measure, 0, 0, c.width(), title, {});
    const double chartHeight = beside ? drawRangeChart(measure, 0, 0, chart, {}) : 0;
    double linesHeight = 0;
    for (const Piece &p : lines)
        linesHeight += p.height;
    // Together when the section fits a page; else its heading, chart and first line, then each
    // further line on its own.
    const bool whole = heading + std::max(linesHeight, chartHeight + val("padding")) <= capacity();
    const std::size_t headLines = whole ? lines.size() : std::min<std::size_t>(1, lines.size());
    double headHeight = 0;
    for (std::size_t i = 0; i < headLines; ++i)
        headHeight += lines[i].height;
    std::vector<Piece> out;
    out.push_back(piece([=, this](Pen &p, double top) {
        subheading(p, c.left(), top, c.width(), title, secId);
        double y = top + heading;
        for (std::size_t i = 0; i < headLines; ++i)
            y += lines[i].draw(p, y);
        if (beside)
            drawRangeChart(p, c.right() - chartWidth, top + heading + val("padding"), chart,
                           secId + QLatin1String("-chart"));
        return heading + std::max(headHeight, chartHeight + val("padding"));
    }));
    for (std::size_t i = headLines; i < lines.size(); ++i)
        out.push_back(lines[i]);
    if (!beside) {
        for (Piece &p : chartPieces(chart, c.left(), secId + QLatin1String("-chart")))
            out.push_back(std::move(p));
    }
    return out;
}

} // namespace fw::templates::scs
