#include "SunderPrint.h"

#include <model/combat/OptionNotes.h>
#include <model/systems/sunder/SunderOptions.h>

// The units page: the fleet's squadrons and lone ships with their initiative modifiers and
// points, then the initiative sheet (digest §4.1: every unit rolls 2D6 + its modifier each turn).
namespace fw::templates::sunder {

namespace {

const QString UnitsPageId = QStringLiteral("sunder-units");
const QString InitiativePageId = QStringLiteral("sunder-initiative");

QString initiativeText(const Unit &unit)
{
    if (!unit.initiative)
        return QStringLiteral("–");
    const QString text = signedNumber(*unit.initiative);
    return unit.assumed ? text + QLatin1String(AssumptionMark) : text;
}

QString unitLabel(const Unit &unit)
{
    if (!unit.group)
        return unit.name();
    return SunderPrintText::tr("%1 (%2)").arg(unit.name(), ms::groupKindName(unit.group->kind));
}

QString shipLabel(const ShipEntry &s)
{
    QStringList parts{shipName(*s.ship)};
    if (s.ship->flagship)
        parts << SunderPrintText::tr("flagship");
    if (s.ship->fighters > 0)
        parts << SunderPrintText::tr("fighters: %1").arg(s.ship->fighters);
    if (s.ship->bombers > 0)
        parts << SunderPrintText::tr("bombers: %1").arg(s.ship->bombers);
    return parts.join(QStringLiteral(", "));
}

// Places one table row on the page flow, the header repeated on every new page.
class Rows
{
public:
    // With `grid`, a rule between every two cells (cells to write in).
    Rows(Composer &c, std::vector<Column> columns, double minHeight, const QString &pageId,
         bool grid = false)
        : m_c(c)
        , m_columns(std::move(columns))
        , m_minHeight(minHeight)
        , m_pageId(pageId)
        , m_grid(grid)
    {}

    void header(const QString &idPrefix)
    {
        QStringList titles;
        for (const Column &col : m_columns)
            titles << col.title;
        const RowStyle style{Color::gray(215), Stroke{0.8, Color::gray(60), {}}, true, true};
        add(titles, style, idPrefix);
    }
    void add(const QStringList &cells, const RowStyle &style, const QString &idPrefix)
    {
        Pen measure(m_c, true);
        const double height
            = tableRow(measure, m_c.left(), 0, m_columns, cells, m_minHeight, style);
        const double top = m_c.place(height, 0, m_pageId);
        QStringList ids;
        for (std::size_t i = 0; i < m_columns.size() && !idPrefix.isEmpty(); ++i)
            ids << QStringLiteral("%1-%2").arg(idPrefix).arg(i);
        Pen pen(m_c, false);
        tableRow(pen, m_c.left(), top, m_columns, cells, m_minHeight, style, ids);
        double x = m_c.left();
        for (std::size_t i = 0; m_grid && i <= m_columns.size(); ++i) {
            pen.line(x, top, x, top + height, style.rule);
            if (i < m_columns.size())
                x += m_columns[i].width;
        }
    }

private:
    Composer &m_c;
    std::vector<Column> m_columns;
    double m_minHeight;
    QString m_pageId;
    bool m_grid = false;
};

Column column(const Template &t, const QString &title, double width, Align align)
{
    Field f = t.field(key("cell"));
    f.align = align;
    return Column{width, f, title};
}

void roster(Composer &c, const Template &t, const PrintView &view, const model::FleetReport &report)
{
    const double fixed = t.value(key("unitColumn")) + t.value(key("classColumn"))
                         + t.value(key("initiativeColumn")) + t.value(key("pointsColumn"));
    std::vector<Column> columns{
        column(t, SunderPrintText::tr("Unit"), t.value(key("unitColumn")), Align::Left),
        column(t, SunderPrintText::tr("Ship"), std::max(20.0, c.width() - fixed), Align::Left),
        column(t, SunderPrintText::tr("Class"), t.value(key("classColumn")), Align::Left),
        column(t, SunderPrintText::tr("Initiative"), t.value(key("initiativeColumn")),
               Align::Center),
        column(t, SunderPrintText::tr("Points"), t.value(key("pointsColumn")), Align::Right)};
    Rows rows(c, columns, t.value(key("rowHeight")), UnitsPageId);
    rows.header(QStringLiteral("units-header"));
    c.setPageStarter([&rows](Composer &) { rows.header({}); });
    const RowStyle unitStyle{Color::gray(235), Stroke{0.5, Color::gray(120), {}}, true, true};
    const RowStyle shipStyle{std::nullopt, Stroke{0.3, Color::gray(170), {}}, false, true};
    const auto cardOf = [](const ShipEntry &s) {
        return s.card ? cardName(*s.card) : SunderPrintText::tr("(missing card)");
    };
    const auto initiativeOf = [](const ShipEntry &s) {
        return s.card ? signedNumber(s.card->initiative) : QStringLiteral("–");
    };
    for (std::size_t u = 0; u < view.units.size(); ++u) {
        const Unit &unit = view.units[u];
        const QString uid = QStringLiteral("unit-%1").arg(u + 1);
        if (!unit.group) {
            const ShipEntry &s = unit.ships.front();
            rows.add({shipLabel(s), SunderPrintText::tr("on its own"), cardOf(s),
                      initiativeText(unit), QString::number(unit.points)},
                     unitStyle, uid);
            continue;
        }
        rows.add({unitLabel(unit), SunderPrintText::tr("ships: %1").arg(unit.ships.size()),
                  QString(), initiativeText(unit), QString::number(unit.points)},
                 unitStyle, uid);
        for (std::size_t k = 0; k < unit.ships.size(); ++k) {
            const ShipEntry &s = unit.ships[k];
            rows.add(
                {QString(), shipLabel(s), cardOf(s), initiativeOf(s), QString::number(s.points)},
                shipStyle, QStringLiteral("%1-ship-%2").arg(uid).arg(k + 1));
        }
    }
    const QString total
        = report.budget ? SunderPrintText::tr("%1 of %2").arg(view.totalPoints).arg(*report.budget)
                        : QString::number(view.totalPoints);
    rows.add(
        {SunderPrintText::tr("Total"),
         SunderPrintText::tr("units: %1, ships: %2").arg(view.units.size()).arg(view.shipCount),
         QString(), QString(), total},
        RowStyle{Color::gray(215), Stroke{0.8, Color::gray(60), {}}, true, true},
        QStringLiteral("units-total"));
    c.setPageStarter({});
}

void initiativeSheet(Composer &c, const Template &t, const PrintView &view)
{
    const int turns = std::clamp(int(t.number(key("turns"))), 1, 30);
    const double unitWidth = t.value(key("unitColumn"));
    const double modWidth = t.value(key("initiativeColumn"));
    const double turnWidth = std::max(8.0, (c.width() - unitWidth - modWidth) / turns);
    std::vector<Column> columns{
        column(t, SunderPrintText::tr("Unit"), unitWidth, Align::Left),
        column(t, SunderPrintText::tr("Modifier"), modWidth, Align::Center)};
    for (int turn = 1; turn <= turns; ++turn)
        columns.push_back(column(t, QString::number(turn), turnWidth, Align::Center));
    Rows rows(c, columns, t.value(key("turnRowHeight")), InitiativePageId, true);
    rows.header(QStringLiteral("initiative-header"));
    c.setPageStarter([&rows](Composer &) { rows.header({}); });
    const RowStyle style{std::nullopt, Stroke{0.4, Color::gray(120), {}}, false, true};
    for (std::size_t u = 0; u < view.units.size(); ++u) {
        const Unit &unit = view.units[u];
        if (unit.ships.empty())
            continue;
        QStringList cells{unit.group ? SunderPrintText::tr("%1: %2").arg(
                              unitLabel(unit),
                              [&] {
                                  QStringList names;
                                  for (const ShipEntry &s : unit.ships)
                                      names << shipName(*s.ship);
                                  return names.join(QStringLiteral(", "));
                              }())
                                     : unit.name(),
                          initiativeText(unit)};
        for (int turn = 0; turn < turns; ++turn)
            cells << QString();
        rows.add(cells, style, QStringLiteral("initiative-%1").arg(u + 1));
    }
    // Rows for the flights launched during the battle and the opponent's units.
    for (int i = 0; i < int(t.number(key("blankRows"))) && i < 100; ++i)
        rows.add(QStringList(turns + 2, QString()), style,
                 QStringLiteral("initiative-blank-%1").arg(i + 1));
    c.setPageStarter({});
}

} // namespace

QString UnitsLayout::title() const
{
    return SunderPrintText::tr("Units and initiative");
}

TemplateSpec UnitsLayout::spec() const
{
    TemplateSpec s;
    s.layout = id();
    for (const char *v : {"headingGap", "blockGap", "rowHeight", "turnRowHeight", "unitColumn",
                          "classColumn", "initiativeColumn", "pointsColumn"})
        s.values << QLatin1String(v);
    s.numbers = {QStringLiteral("turns"), QStringLiteral("blankRows")};
    for (const char *f : {"title", "subtitle", "note", "cell", "footnote"})
        s.fields << QLatin1String(f);
    return s;
}

void UnitsLayout::compose(const LayoutContext &context, const Template &t, Composer &c) const
{
    const PrintView view(context);
    if (!view.sunder) {
        c.newPage(UnitsPageId, title());
        notice(c, t, UnitsPageId,
               SunderPrintText::tr("The units page needs a Sunder the Stars fleet."),
               QStringLiteral("sunder-no-units"));
        return;
    }
    const QString name
        = view.fleet.name.isEmpty() ? SunderPrintText::tr("Unnamed fleet") : view.fleet.name;
    startPages(c, t, UnitsPageId, title(), SunderPrintText::tr("Roster by squadron"), name,
               SunderPrintText::tr("Each squadron, flight or wing rolls and activates as one "
                                   "unit; a ship of no group is a unit on its own."),
               QStringLiteral("units"));
    roster(c, t, view, context.report);
    const bool assumed = std::any_of(view.units.begin(), view.units.end(),
                                     [](const Unit &u) { return u.assumed; });
    if (assumed) {
        const QString text = SunderPrintText::tr("%1 Assumption: a group rolls with the %2 "
                                                 "initiative modifier of its ships (rules option "
                                                 "%3); the quick reference gives "
                                                 "every unit a modifier but does not say how a "
                                                 "squadron's is found.")
                                 .arg(QLatin1String(AssumptionMark),
                                      view.squadronHighest ? SunderPrintText::tr("highest")
                                                           : SunderPrintText::tr("lowest"),
                                      model::combat::optionName(context.system.options(),
                                                                ms::option::SquadronInitiative));
        const Field f = within(t.field(key("footnote")), c.width());
        const double gap = t.value(key("blockGap"));
        const double top = c.place(gap + fieldHeight(c, f, text), 0, UnitsPageId);
        c.field(c.left(), top + gap, f, text, QStringLiteral("units-assumption"));
    }
    startPages(c, t, InitiativePageId, title(), SunderPrintText::tr("Initiative sheet"), name,
               SunderPrintText::tr("Each turn every unit rolls 2D6 + its modifier; write the "
                                   "score under the turn. Units activate from highest to lowest; "
                                   "on a tie the player who activated last before the tie goes "
                                   "first, then the players alternate (quick reference)."),
               QStringLiteral("initiative"));
    initiativeSheet(c, t, view);
}

} // namespace fw::templates::sunder
