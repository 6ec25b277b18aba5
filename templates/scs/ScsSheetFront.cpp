#include "ScsControlSheet.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <set>

// The front of a control sheet, as players know it: the sections placed as on the ship, Forward
// at the top, Aft at the bottom, Port and Starboard at the sides, Primary in the centre and a
// six-sided ship's quarters in the corners, each section framed with its d20 chart in it; the
// d10 side chart and the rules a player needs while marking damage above the sides. A ship too
// big for one page goes on by whole sections; only a section taller than a page is split.
namespace fw::templates::scs {

namespace {

// Where a section goes: its column (0 left, 1 centre, 2 right) and its place from the top.
struct Slot
{
    int column = 1;
    int order = 0;
};

std::optional<Slot> slotOf(const QString &sectionId)
{
    static const std::array<std::pair<const char *, Slot>, 9> slots{{
        {"forwardPort", {0, 1}},
        {"port", {0, 2}},
        {"aftPort", {0, 3}},
        {"forward", {1, 1}},
        {"primary", {1, 2}},
        {"aft", {1, 3}},
        {"forwardStarboard", {2, 1}},
        {"starboard", {2, 2}},
        {"aftStarboard", {2, 3}},
    }};
    for (const auto &[name, slot] : slots) {
        if (sectionId == QLatin1String(name))
            return slot;
    }
    return std::nullopt;
}

} // namespace

ControlSheet::Block ControlSheet::block(std::function<double(Pen &, double, double)> draw) const
{
    Pen measure(c, true);
    const double height = draw(measure, 0, 0);
    return {height, std::move(draw)};
}

double ControlSheet::compactLine(Pen &p, double x, double y, double width,
                                 const BoxLine &line) const
{
    const double badge = val("armorBox");
    const double gap = val("boxGap");
    const double indent = line.showArmor ? badge + 2 * gap : 0;
    double labelHeight = 0;
    if (line.showArmor) {
        p.rect(x, y, badge, badge, Stroke{0.6, Color::gray(60), {}}, Color::gray(215));
        Field armor = inset(fld("armor"), badge);
        armor.align = Align::Center;
        const RoleScope play(p.c, Role::PlayNumber);
        p.fieldInBand(x, y, badge, armor, QString::number(line.armor),
                      line.id + QLatin1String("-armor"));
    }
    const Field name = within(fld("systemName"), width - indent);
    const Field note = within(fld("systemNote"), width - indent);
    const QString nameText = p.c.fonts().drawable(line.name);
    const QString noteText = p.c.fonts().drawable(line.note);
    const double nameWidth = p.c.textWidth(nameText, name.size);
    const double space = p.c.textWidth(u"  ", note.size);
    if (!line.note.isEmpty()
        && nameWidth + space + p.c.textWidth(noteText, note.size) <= width - indent) {
        // Name and note on one line, on one baseline.
        const double baseline = y + name.y + p.c.ascent(name.size);
        p.text(x + indent, baseline, nameText, name.size, true, Align::Left,
               line.id + QLatin1String("-name"));
        p.text(x + indent + nameWidth + space, baseline, noteText, note.size, false, Align::Left,
               line.id + QLatin1String("-note"), Color::gray(60));
        labelHeight = p.c.lineHeight(name.size);
    } else {
        labelHeight = p.field(x + indent, y, name, line.name, line.id + QLatin1String("-name"));
        if (!line.note.isEmpty())
            labelHeight += p.field(x + indent, y + labelHeight, note, line.note,
                                   line.id + QLatin1String("-note"), Color::gray(60));
    }
    const double gridTop = y + std::max(labelHeight, line.showArmor ? badge : 0.0) + gap;
    BoxGrid grid = line.grid;
    grid.box = val("box");
    grid.gap = gap;
    grid.blockGap = val("groupGap");
    grid.stroke = Stroke{0.6, Color::black(), {}};
    grid.perRow = boxesPerLine(grid, width - indent, grid.count);
    double gridHeight = 0;
    {
        const RoleScope mark(p.c, Role::MarkBox);
        gridHeight = drawBoxGrid(p, x + indent, gridTop, grid, line.id + QLatin1String("-box"));
    }
    if (line.frameGroups)
        frameGroups(p, grid, x + indent, gridTop);
    return gridTop - y + (grid.count > 0 ? gridHeight : 0);
}

double ControlSheet::compactChart(Pen &p, double x, double y, double width,
                                  const std::vector<RangeEntry> &entries, const QString &title,
                                  const QString &chartId) const
{
    const double entryWidth = val("chartEntryWidth");
    const double rangeWidth = val("chartRangeWidth");
    const double rowHeight = val("chartRowHeight");
    const int n = int(entries.size());
    const int perRow = itemsPerRow(std::floor(width / std::max(1.0, entryWidth)), std::max(1, n));
    const int rows = (n + perRow - 1) / perRow;
    const double cell = width / perRow;
    Field range = inset(fld("chartRange"), rangeWidth);
    range.align = Align::Right;
    const Field label = inset(fld("chart"), cell - rangeWidth);
    // The header: the die over the ranges, the title over the labels.
    p.rect(x, y, width, rowHeight, Stroke{0.4, Color::gray(120), {}}, Color::gray(232));
    Field head = range;
    head.bold = true;
    p.fieldInBand(x, y, rowHeight, head, ScsPrintText::tr("d20"));
    Field headLabel = label;
    headLabel.bold = true;
    p.fieldInBand(x + rangeWidth, y, rowHeight, headLabel, title);
    // Column by column, as a d20 chart reads.
    for (int i = 0; i < n; ++i) {
        const double cx = x + (i / rows) * cell;
        const double cy = y + (1 + i % rows) * rowHeight;
        const QString entryId = QStringLiteral("%1-%2").arg(chartId).arg(i + 1);
        {
            const RoleScope play(p.c, Role::PlayNumber);
            p.fieldInBand(cx, cy, rowHeight, range,
                          rangeText(entries[std::size_t(i)].from, entries[std::size_t(i)].to),
                          entryId + QLatin1String("-range"));
        }
        p.fieldInBand(cx + rangeWidth, cy, rowHeight, label, entries[std::size_t(i)].label,
                      entryId + QLatin1String("-label"));
        if (i % rows + 1 < rows)
            p.line(cx, cy + rowHeight, cx + cell, cy + rowHeight,
                   Stroke{0.3, Color::gray(190), {}});
    }
    return (1 + rows) * rowHeight;
}

ControlSheet::Block ControlSheet::sectionBlock(int index, double width) const
{
    const ms::Section &sec = s.sections[std::size_t(index)];
    const QString secId = QStringLiteral("%1-s%2").arg(id).arg(index + 1);
    std::vector<BoxLine> lines;
    if (sec.hasStructure)
        lines.push_back(structureLine(sec, secId));
    for (std::size_t i = 0; i < sec.systems.size(); ++i)
        lines.push_back(
            systemLine(sec.systems[i], QStringLiteral("%1-y%2").arg(secId).arg(i + 1), false));
    std::vector<RangeEntry> entries;
    for (const ms::ChartRow &row : sec.chart)
        entries.push_back({row.from, row.to, chartLabel(row)});
    const QString title = sectionTitle(sec);
    const double pad = val("padding");
    const double inner = width - 2 * pad;
    const double half = (inner - val("columnGap")) / 2;
    // Two systems side by side when that is shorter than one under the other (a few boxes
    // each), else one across the block.
    std::vector<std::pair<std::size_t, std::size_t>> rows; // second == first: alone
    {
        Pen measure(c, true);
        const auto height = [&](std::size_t i, double w) {
            return compactLine(measure, 0, 0, w, lines[i]);
        };
        for (std::size_t i = 0; i < lines.size(); ++i) {
            if (i + 1 < lines.size()
                && std::max(height(i, half), height(i + 1, half)) + 0.5
                       < height(i, inner) + height(i + 1, inner)) {
                rows.emplace_back(i, i + 1);
                ++i;
            } else {
                rows.emplace_back(i, i);
            }
        }
    }
    return block([=, this](Pen &p, double x, double top) {
        double y = top + subheading(p, x, top, width, title, secId);
        for (const auto &[first, second] : rows) {
            y += val("linePadding");
            if (first == second) {
                y += compactLine(p, x + pad, y, inner, lines[first]);
            } else {
                y += std::max(compactLine(p, x + pad, y, half, lines[first]),
                              compactLine(p, x + width - pad - half, y, half, lines[second]));
            }
        }
        if (!entries.empty()) {
            y += pad;
            y += compactChart(p, x + pad, y, inner, entries, ms::sectionName(sec.id),
                              secId + QLatin1String("-chart"));
        }
        y += pad;
        p.rect(x, top, width, y - top, Stroke{0.8, Color::gray(60), {}}, std::nullopt,
               secId + QLatin1String("-frame"));
        return y - top;
    });
}

RangeChart ControlSheet::sideChart() const
{
    std::vector<RangeEntry> sides;
    for (const ms::SideRow &row : s.sideChart)
        sides.push_back({row.from, row.to, ms::sectionName(row.section)});
    return rangeChart(t, ScsPrintText::tr("d10"), ScsPrintText::tr("Side hit"), std::move(sides));
}

ControlSheet::Block ControlSheet::sideBlock(double width) const
{
    const RangeChart chart = sideChart();
    return block([this, chart, width](Pen &p, double x, double top) {
        RangeChart fitted = chart;
        fitted.label.width = std::max(1.0, width - fitted.range.width);
        fitted.label.field = inset(fitted.label.field, fitted.label.width);
        const RoleScope play(p.c, Role::PlayNumber);
        return drawRangeChart(p, x, top, fitted, id + QLatin1String("-side"));
    });
}

ControlSheet::Block ControlSheet::rulesBlock(double width) const
{
    QStringList rules;
    rules << ScsPrintText::tr("To hit: d%1 ≤ signature + range modifier.").arg(v.options.hitDie);
    rules << ScsPrintText::tr("A section without structure: ½ armour on its side (rounded down); "
                              "shots on that side hit Primary.");
    rules << ScsPrintText::tr("Per lost side: turn delay +2 zigs, signature +2, initiative −6, "
                              "jamming and stealth at half.");
    // What a destroyed row or block costs, once for every kind of system the ship has.
    std::set<ms::SystemKind> kinds;
    bool weapons = false;
    for (const ms::Section &sec : s.sections) {
        for (const ms::ShipSystem &system : sec.systems) {
            kinds.insert(system.kind);
            weapons = weapons || system.kind == ms::SystemKind::Weapon;
        }
    }
    QStringList criticals;
    for (ms::SystemKind kind : kinds) {
        if (const QString critical = criticalText(kind); !critical.isEmpty())
            criticals << ScsPrintText::tr("%1 %2").arg(ms::systemKindName(kind), critical);
    }
    if (weapons)
        criticals << ScsPrintText::tr("a weapon damaged this turn works on d10 ≤ its boxes left");
    if (!criticals.isEmpty())
        rules << ScsPrintText::tr("Criticals: %1.").arg(criticals.join(QStringLiteral("; ")));
    rules << (v.options.pivotAllowance > 0
                  ? ScsPrintText::tr("Pivots without thrust: %1 per turn*.")
                        .arg(v.options.pivotAllowance)
                  : ScsPrintText::tr("Pivots without thrust: not limited*."));
    return block([this, rules, width](Pen &p, double x, double top) {
        double y = top
                   + subheading(p, x, top, width, ScsPrintText::tr("At the table"),
                                id + QLatin1String("-rules"));
        // The block's width, however wide the template's field.
        const double inner = width - 2 * val("padding");
        const Field f = within(stretched(fld("rule"), inner), inner);
        for (int i = 0; i < rules.size(); ++i)
            y += p.paragraph(x + val("padding"), y + val("linePadding"), f.width, f, {}, rules[i],
                             QStringLiteral("%1-rule-%2").arg(id).arg(i + 1))
                 + val("linePadding");
        y += val("padding");
        p.rect(x, top, width, y - top, Stroke{0.8, Color::gray(60), {}});
        return y - top;
    });
}

void ControlSheet::front()
{
    const double gap = val("columnGap");
    const double side = std::floor((c.width() - 2 * gap) * t.number(key("sideShare")));
    const std::array<double, 3> widths{side, c.width() - 2 * gap - 2 * side, side};
    const std::array<double, 3> xs{c.left(), c.left() + side + gap, c.right() - side};

    struct Placed
    {
        int order = 0;
        Block block;
        int section = -1; // in s.sections; -1: the side chart or the rules
    };
    std::array<std::vector<Placed>, 3> columns;
    const double blockGap = val("sectionGap");
    // Each column's blocks and gaps, kept as blocks come and go.
    std::array<double, 3> heights{};
    const auto total = [&](std::size_t k) {
        return std::max(0.0, heights[k] - blockGap);
    };
    const auto add = [&](std::size_t column, int order, Block b, int section = -1) {
        heights[column] += b.height + blockGap;
        columns[column].push_back({order, std::move(b), section});
    };
    // A side chart longer than a page (it should have ten rows) runs on after the sections.
    bool sideAfter = false;
    if (!s.sideChart.empty()) {
        Block chart = sideBlock(widths[0]);
        sideAfter = chart.height > capacity();
        if (!sideAfter)
            add(0, 0, std::move(chart));
    }
    add(2, 0, rulesBlock(widths[2]));
    std::vector<int> oversize;
    std::vector<int> others;
    for (std::size_t i = 0; i < s.sections.size(); ++i) {
        const std::optional<Slot> slot = slotOf(s.sections[i].id);
        if (!slot) {
            others.push_back(int(i));
            continue;
        }
        Block b = sectionBlock(int(i), widths[std::size_t(slot->column)]);
        if (b.height > capacity())
            oversize.push_back(int(i));
        else
            add(std::size_t(slot->column), slot->order, std::move(b), int(i));
    }
    // A section of a name the outline has no place for goes where the sheet is shortest.
    for (int i : others) {
        std::size_t shortest = 0;
        for (std::size_t k = 1; k < 3; ++k) {
            if (total(k) < total(shortest))
                shortest = k;
        }
        Block b = sectionBlock(i, widths[shortest]);
        if (b.height > capacity())
            oversize.push_back(i);
        else
            add(shortest, 4, std::move(b), i);
    }
    for (auto &column : columns)
        std::stable_sort(column.begin(), column.end(),
                         [](const Placed &a, const Placed &b) { return a.order < b.order; });

    // A column too tall for the page gives its last sections to the bottom of the column with
    // the most room left, so that the whole ship stays on one page when it can; when that is not
    // enough, the rules at the table (read, not marked) make way for the sections and go under
    // the column with the most room left, or to the back.
    const double firstRoom = c.bottom() - c.y() - val("blockGap");
    const auto rebalanceColumn = [&](std::size_t k) {
        while (total(k) > firstRoom + 0.01 && columns[k].size() > 1
               && columns[k].back().section >= 0) {
            const int section = columns[k].back().section;
            std::optional<std::pair<std::size_t, Block>> to;
            double most = 0;
            for (std::size_t j = 0; j < 3; ++j) {
                if (j == k)
                    continue;
                Block b = sectionBlock(section, widths[j]);
                const double free = firstRoom - total(j) - blockGap;
                if (free >= b.height - 0.01 && (!to || free > most)) {
                    most = free;
                    to.emplace(j, std::move(b));
                }
            }
            if (!to)
                break;
            heights[k] -= columns[k].back().block.height + blockGap;
            columns[k].pop_back();
            add(to->first, 9, std::move(to->second), section);
        }
    };
    const auto fits = [&] {
        for (std::size_t k = 0; k < 3; ++k) {
            if (total(k) > firstRoom + 0.01)
                return false;
        }
        return true;
    };
    for (std::size_t k = 0; k < 3; ++k)
        rebalanceColumn(k);
    if (!fits() && !columns[2].empty() && columns[2].front().section == -1) {
        heights[2] -= columns[2].front().block.height + blockGap;
        columns[2].erase(columns[2].begin());
        for (std::size_t k = 0; k < 3; ++k)
            rebalanceColumn(k);
        // At the bottom of the column they leave the most room in, when they fit; else the back.
        std::optional<std::pair<std::size_t, Block>> best;
        double left = 0;
        for (std::size_t k = 0; k < 3 && fits(); ++k) {
            Block rules = rulesBlock(widths[k]);
            const double room = firstRoom - total(k) - blockGap - rules.height;
            if (room >= -0.01 && (!best || room > left)) {
                left = room;
                best.emplace(k, std::move(rules));
            }
        }
        if (best)
            add(best->first, 10, std::move(best->second));
        else
            m_rulesOnBack = true;
    }

    // Page by page: each column takes the blocks that fit what is left of the page, in order.
    std::array<std::size_t, 3> next{};
    const auto done = [&] {
        for (std::size_t k = 0; k < 3; ++k) {
            if (next[k] < columns[k].size())
                return false;
        }
        return true;
    };
    while (!done()) {
        std::array<std::size_t, 3> end{};
        double room = c.bottom() - c.y();
        double tallest = 0;
        for (int attempt = 0; attempt < 2; ++attempt) {
            tallest = 0;
            bool any = false;
            for (std::size_t k = 0; k < 3; ++k) {
                double h = 0;
                end[k] = next[k];
                while (end[k] < columns[k].size()
                       && h + columns[k][end[k]].block.height <= room + 0.01) {
                    h += columns[k][end[k]].block.height + blockGap;
                    ++end[k];
                }
                any = any || end[k] > next[k];
                tallest = std::max(tallest, h > 0 ? h - blockGap : 0.0);
            }
            if (any)
                break;
            room = capacity(); // nothing fits what is left: a new page
        }
        if (tallest == 0) {
            // A block taller than a page (a side chart of thousands of rows): alone, reported
            // by the composer as overflowing.
            for (std::size_t k = 0; k < 3; ++k) {
                end[k] = next[k];
                if (tallest == 0 && next[k] < columns[k].size()) {
                    end[k] = next[k] + 1;
                    tallest = columns[k][next[k]].block.height;
                }
            }
        }
        const double top = c.place(tallest, val("blockGap"), pageId);
        Pen pen(c, false);
        for (std::size_t k = 0; k < 3; ++k) {
            double y = top;
            for (std::size_t b = next[k]; b < end[k]; ++b) {
                columns[k][b].block.draw(pen, xs[k], y);
                y += columns[k][b].block.height + blockGap;
            }
            next[k] = end[k];
        }
    }
    // A section taller than a page runs across the page's width, split between its lines.
    for (int i : oversize)
        placeTogether(section(i), val("sectionGap"));
    if (sideAfter) {
        for (const Piece &p : chartPieces(sideChart(), c.left(), id + QLatin1String("-side")))
            place(p, 0);
    }
}

} // namespace fw::templates::scs
