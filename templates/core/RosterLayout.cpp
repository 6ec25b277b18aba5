#include "RosterLayout.h"

#include "Overflow.h"
#include "PrintKit.h"

#include <validators/common/PathWords.h>

#include <QCoreApplication>
#include <QHash>

#include <algorithm>

namespace fw::templates {

namespace {

class RosterText
{
    Q_DECLARE_TR_FUNCTIONS(fw::Printing)
};

// The ships of each group (battlegroup, squadron, ...), the groups in the order the fleet first
// names them (as the editors list them), ships without a group last; within a group, fleet order.
// Empty when no ship has a group. Linear in the ships.
std::vector<std::pair<QString, std::vector<std::size_t>>>
shipsByGroup(const std::vector<model::ShipReport> &ships)
{
    std::vector<std::pair<QString, std::vector<std::size_t>>> groups;
    QHash<QString, std::size_t> index;
    std::vector<std::size_t> ungrouped;
    for (std::size_t i = 0; i < ships.size(); ++i) {
        const QString &group = ships[i].group;
        if (group.isEmpty()) {
            ungrouped.push_back(i);
            continue;
        }
        const auto it = index.constFind(group);
        if (it == index.constEnd()) {
            index.insert(group, groups.size());
            groups.push_back({group, {i}});
        } else {
            groups[*it].second.push_back(i);
        }
    }
    if (!groups.empty() && !ungrouped.empty())
        groups.push_back({QString(), std::move(ungrouped)});
    return groups;
}

// The ship table; its header repeats on every page it runs onto. Ships with groups are listed
// under a heading per group.
void shipTable(Composer &c, const LayoutContext &context, const Template &t, const QString &pageId)
{
    const model::FleetReport &report = context.report;
    const model::GameSystem &system = context.system;
    const double rowHeight = t.value(QStringLiteral("rowHeight"));
    const Field &cell = t.field(QStringLiteral("cell"));
    const auto grouped = shipsByGroup(report.ships);
    const auto column = [&cell](const QString &title, double width, Align align) {
        Field f = cell;
        f.align = align;
        return Column{width, f, title};
    };
    std::vector<Column> columns;
    columns.push_back(
        column(RosterText::tr("#"), t.value(QStringLiteral("numberColumn")), Align::Right));
    const double fixed = t.value(QStringLiteral("numberColumn"))
                         + t.value(QStringLiteral("classColumn"))
                         + t.value(QStringLiteral("costColumn"));
    columns.push_back(
        column(RosterText::tr("Ship"), std::max(20.0, c.width() - fixed), Align::Left));
    columns.push_back(
        column(RosterText::tr("Class"), t.value(QStringLiteral("classColumn")), Align::Left));
    columns.push_back(
        column(RosterText::tr("Cost"), t.value(QStringLiteral("costColumn")), Align::Right));

    // A cell's text shrinks, then wraps onto the template's lines; the row grows to hold it.
    // Every cell is drawn, an empty one too, so that each has its id.
    const RowStyle header{Color::gray(215), Stroke{0.8, Color::gray(60), {}}, true, true};
    const RowStyle plain{std::nullopt, Stroke{0.3, Color::gray(170), {}}, false, true};
    const auto measure
        = [&](const std::vector<Column> &cols, const QStringList &cells, const RowStyle &style) {
              Pen pen(c, true);
              return tableRow(pen, c.left(), 0, cols, cells, rowHeight, style);
          };
    int rowIndex = 0;
    const auto row = [&](const QStringList &cells, bool isHeader, const QString &idPrefix) {
        RowStyle style = isHeader ? header : plain;
        const double height = measure(columns, cells, style);
        const double top = c.place(height, 0, pageId);
        if (!isHeader && rowIndex++ % 2 == 1)
            style.shade = Color::gray(240);
        QStringList ids;
        for (std::size_t i = 0; i < columns.size() && !idPrefix.isEmpty(); ++i)
            ids << QStringLiteral("%1-%2").arg(idPrefix).arg(i);
        Pen pen(c, false);
        tableRow(pen, c.left(), top, columns, cells, rowHeight, style, ids);
    };
    QStringList headerCells;
    for (const Column &col : columns)
        headerCells << col.title;
    row(headerCells, true, QString());
    c.setPageStarter([&](Composer &) { row(headerCells, true, QString()); });
    const auto cellsOf = [&](std::size_t i) {
        const model::ShipReport &ship = report.ships[i];
        return QStringList{QString::number(i + 1),
                           ship.name.isEmpty() ? RosterText::tr("(unnamed)") : ship.name,
                           ship.className, system.formatPoints(ship.cost.total())};
    };
    if (grouped.empty()) {
        for (std::size_t i = 0; i < report.ships.size(); ++i)
            row(cellsOf(i), false, shipItemId(i));
    }
    // A group's heading spans the table and stays on the page of its first ship.
    const std::vector<Column> span{Column{tableWidth(columns), cell, {}}};
    const RowStyle groupStyle{Color::gray(232), Stroke{0.5, Color::gray(110), {}}, true, true};
    for (std::size_t g = 0; g < grouped.size(); ++g) {
        const auto &[name, ships] = grouped[g];
        const QStringList heading{name.isEmpty() ? RosterText::tr("Not in a group") : name};
        const double height = measure(span, heading, groupStyle);
        const double top
            = c.place(height + measure(columns, cellsOf(ships.front()), plain), 0, pageId);
        Pen pen(c, false);
        tableRow(pen, c.left(), top, span, heading, rowHeight, groupStyle,
                 {QStringLiteral("group-%1").arg(g + 1)});
        c.setY(top + height);
        rowIndex = 0;
        for (std::size_t i : ships)
            row(cellsOf(i), false, QStringLiteral("ship-%1").arg(i + 1));
    }
    c.setPageStarter({});
}

// Paragraphs under a heading; each paragraph is one block (never split). A section that fits
// on a page is one block that can be set smaller: rather than take a page of its own, it stays on
// the last one when it fits there at the note's smallest size.
// Short one-line paragraphs (the fleet's figures) go in two columns, down the left one first,
// when every one fits half the width: the section takes half the height.
void writeSection(Composer &c, const Template &t, const QString &pageId, const QString &title,
                  const QStringList &paragraphs, const QString &id, bool twoColumns = false)
{
    const double gap = t.value(QStringLiteral("sectionGap"));
    const Field &heading = t.field(QStringLiteral("heading"));
    const Field &note = t.field(QStringLiteral("note"));
    if (paragraphs.isEmpty())
        return;
    c.setY(c.y() + gap);
    const double headingHeight = c.lineHeight(heading.size) + 2;
    Field f = note;
    f.width = c.width() - note.x;
    Field small = f;
    small.size = f.smallest();
    const auto paragraphHeight = [&](const QString &text, const Field &field) {
        const FittedText fitted = c.fit(text, field);
        return fitted.lines.size() * c.lineHeight(fitted.size) + 1.5;
    };
    const auto sectionHeight = [&](const Field &field) {
        double h = headingHeight;
        for (const QString &text : paragraphs)
            h += paragraphHeight(text, field);
        return h;
    };
    Field h = heading;
    h.width = c.width() - heading.x;
    const double half = (c.width() - gap) / 2;
    if (twoColumns && paragraphs.size() > 3
        && std::all_of(paragraphs.begin(), paragraphs.end(), [&](const QString &text) {
               return c.textWidth(text, f.size) <= half - note.x;
           })) {
        const int rows = int((paragraphs.size() + 1) / 2);
        const double line = c.lineHeight(f.size) + 1.5;
        const double top = c.place(headingHeight + rows * line, 0, pageId);
        c.field(c.left(), top, h, title, id);
        Field cell = f;
        cell.width = half - note.x;
        for (int i = 0; i < paragraphs.size(); ++i)
            c.field(c.left() + (i < rows ? 0 : half + gap), top + headingHeight + (i % rows) * line,
                    cell, paragraphs[i], QStringLiteral("%1-%2").arg(id).arg(i + 1));
        return;
    }
    const double full = sectionHeight(f);
    if (full <= c.height()) {
        const Placed placed = placeShrinkable(c, full, sectionHeight(small), gap, 0, pageId);
        const Field &used = placed.room < full - 0.01 ? small : f;
        c.field(c.left(), placed.top, h, title, id);
        double top = placed.top + headingHeight;
        for (int i = 0; i < paragraphs.size(); ++i) {
            c.field(c.left(), top, used, paragraphs[i], QStringLiteral("%1-%2").arg(id).arg(i + 1));
            top += paragraphHeight(paragraphs[i], used);
        }
        return;
    }
    for (int i = 0; i < paragraphs.size(); ++i) {
        const double height = paragraphHeight(paragraphs[i], f);
        // The heading stays with the first paragraph.
        double top = c.place((i == 0 ? headingHeight : 0) + height, 0, pageId);
        if (i == 0) {
            c.field(c.left(), top, h, title, id);
            top += headingHeight;
        }
        c.field(c.left(), top, f, paragraphs[i], QStringLiteral("%1-%2").arg(id).arg(i + 1));
    }
}

} // namespace

QString RosterLayout::title() const
{
    return RosterText::tr("Roster");
}

TemplateSpec RosterLayout::spec() const
{
    TemplateSpec s;
    s.layout = id();
    s.values = {QStringLiteral("rowHeight"),   QStringLiteral("numberColumn"),
                QStringLiteral("classColumn"), QStringLiteral("groupColumn"),
                QStringLiteral("costColumn"),  QStringLiteral("sectionGap")};
    s.fields = {QStringLiteral("title"), QStringLiteral("subtitle"), QStringLiteral("heading"),
                QStringLiteral("cell"), QStringLiteral("note")};
    return s;
}

void RosterLayout::compose(const LayoutContext &context, const Template &t, Composer &c) const
{
    const model::FleetReport &report = context.report;
    const model::GameSystem &system = context.system;
    c.newPage(QStringLiteral("roster"), title());
    const QString pageId = QStringLiteral("roster");
    const double gap = t.value(QStringLiteral("sectionGap"));
    const double rowHeight = t.value(QStringLiteral("rowHeight"));
    const Field &cell = t.field(QStringLiteral("cell"));

    // Heading: fleet name, game, points against the budget.
    const Field &titleField = t.field(QStringLiteral("title"));
    double y = c.y();
    y += c.field(c.left(), y, titleField,
                 context.fleet.name.isEmpty() ? RosterText::tr("Unnamed fleet")
                                              : context.fleet.name,
                 QStringLiteral("roster-title"));
    const QString points = report.budget ? RosterText::tr("%1 of %2")
                                               .arg(system.formatPoints(report.total.total()),
                                                    system.formatPoints(*report.budget))
                                         : system.formatPoints(report.total.total());
    const QString subtitle
        = RosterText::tr("%1 (%2) · %n ship(s) · %3", nullptr, int(report.ships.size()))
              .arg(system.displayName(), system.rulesSource(), points);
    y += c.field(c.left(), y, t.field(QStringLiteral("subtitle")), subtitle,
                 QStringLiteral("roster-subtitle"));
    c.setY(y + gap);

    shipTable(c, context, t, pageId);

    // Totals.
    const auto totalLine = [&](const QString &label, const QString &value, const QString &id) {
        const double top = c.place(rowHeight, 0, pageId);
        Field f = cell;
        f.bold = true;
        f.width = c.width() - t.value(QStringLiteral("costColumn")) - 2 * cell.x;
        f.align = Align::Right;
        c.field(c.left(), top, f, label);
        f.width = t.value(QStringLiteral("costColumn")) - 2 * cell.x;
        c.field(c.right() - t.value(QStringLiteral("costColumn")), top, f, value, id);
    };
    totalLine(RosterText::tr("Total"), system.formatPoints(report.total.total()),
              QStringLiteral("total"));
    if (report.budget) {
        totalLine(RosterText::tr("Budget"), system.formatPoints(*report.budget),
                  QStringLiteral("budget"));
        const qint64 left = *report.budget - report.total.total();
        totalLine(left >= 0 ? RosterText::tr("Left to spend") : RosterText::tr("Over budget"),
                  system.formatPoints(std::abs(left)), QStringLiteral("left"));
    }

    const auto section
        = [&](const QString &title, const QStringList &paragraphs, const QString &id) {
              writeSection(c, t, pageId, title, paragraphs, id);
          };

    QStringList stats;
    for (const model::ReportStat &s : report.stats)
        stats << RosterText::tr("%1: %2").arg(s.label, s.value);
    writeSection(c, t, pageId, RosterText::tr("Fleet"), stats, QStringLiteral("stats"), true);

    QStringList issues;
    for (const validators::Issue &issue : context.issues) {
        QString text = RosterText::tr("%1 — %2 (%3)")
                           .arg(validators::severityName(issue.severity).toUpper(), issue.message,
                                issue.rule);
        if (!issue.subject.isEmpty())
            text += RosterText::tr(" at %1").arg(validators::pathInWords(
                system, context.validator, context.wholeFleet ? *context.wholeFleet : context.fleet,
                issue.subject));
        issues << text;
    }
    section(RosterText::tr("Rules check"),
            issues.isEmpty() ? QStringList{RosterText::tr("No issues: the fleet keeps every "
                                                          "rule Fleetwright checks.")}
                             : issues,
            QStringLiteral("issues"));

    QStringList assumptions;
    for (const model::AssumptionNote &a : report.assumptions)
        assumptions << RosterText::tr("%1: %2 — affects %3").arg(a.label, a.value, a.affects);
    section(RosterText::tr("Assumptions in force"), assumptions, QStringLiteral("assumptions"));
}

} // namespace fw::templates
