#include "TalonPrint.h"

// The fleet log (digest §3.6): each ship with its class, name and SP, a running total against the
// budget, the faction, and room to write damage and notes during the battle.
namespace fw::templates::talon {

namespace {

const QString PageId = QStringLiteral("talon-log");

class LogTable
{
public:
    LogTable(Composer &composer, const Template &tpl)
        : c(composer)
        , t(tpl)
    {
        const auto col = [&](const char *width, Align align, QString title) {
            Field f = t.field(key("cell"));
            f.align = align;
            return Column{t.value(key(width)), f, std::move(title)};
        };
        columns = {col("numberColumn", Align::Right, TalonPrintText::tr("#")),
                   col("shipColumn", Align::Left, TalonPrintText::tr("Ship")),
                   col("classColumn", Align::Left, TalonPrintText::tr("Class")),
                   col("spColumn", Align::Right, TalonPrintText::tr("SP")),
                   col("totalColumn", Align::Right, TalonPrintText::tr("Running total"))};
        Field notes = t.field(key("cell"));
        columns.push_back(Column{std::max(20.0, c.width() - tableWidth(columns)), notes,
                                 TalonPrintText::tr("Damage, notes")});
    }

    void header()
    {
        QStringList titles;
        for (const Column &col : columns)
            titles << col.title;
        add(titles, RowStyle{Color::gray(215), Stroke{0.8, Color::gray(60), {}}, true, true},
            t.value(key("headerHeight")), QStringLiteral("log-header"));
    }
    void add(const QStringList &cells, const RowStyle &style, double minHeight, const QString &id)
    {
        Pen measure(c, true);
        const double height = tableRow(measure, c.left(), 0, columns, cells, minHeight, style);
        const double top = c.place(height, 0, PageId);
        QStringList ids;
        for (std::size_t i = 0; i < columns.size() && !id.isEmpty(); ++i)
            ids << QStringLiteral("%1-%2").arg(id).arg(i);
        Pen pen(c, false);
        tableRow(pen, c.left(), top, columns, cells, minHeight, style, ids);
        // Rules between the cells: they are written in.
        double x = c.left();
        for (std::size_t i = 0; i <= columns.size(); ++i) {
            pen.line(x, top, x, top + height, style.rule);
            if (i < columns.size())
                x += columns[i].width;
        }
    }

    std::vector<Column> columns;

private:
    Composer &c;
    const Template &t;
};

} // namespace

QString LogLayout::title() const
{
    return TalonPrintText::tr("Fleet log");
}

TemplateSpec LogLayout::spec() const
{
    TemplateSpec s;
    s.layout = id();
    for (const char *v : {"headingGap", "headerHeight", "rowHeight", "numberColumn", "shipColumn",
                          "classColumn", "spColumn", "totalColumn"})
        s.values << QLatin1String(v);
    s.numbers = {QStringLiteral("blankRows")};
    for (const char *f : {"title", "subtitle", "note", "cell"})
        s.fields << QLatin1String(f);
    return s;
}

void LogLayout::compose(const LayoutContext &context, const Template &t, Composer &c) const
{
    const PrintView view(context);
    if (!view.talon) {
        c.newPage(PageId, title());
        notice(c, t, PageId, TalonPrintText::tr("The fleet log needs a Talon fleet."),
               QStringLiteral("talon-no-log"));
        return;
    }
    const QString name
        = view.fleet.name.isEmpty() ? TalonPrintText::tr("Unnamed fleet") : view.fleet.name;
    QStringList about;
    about << TalonPrintText::tr("Faction: %1")
                 .arg(view.faction.isEmpty() ? TalonPrintText::tr("none") : view.faction);
    about << (context.report.budget
                  ? TalonPrintText::tr("Budget: %1").arg(spText(*context.report.budget))
                  : TalonPrintText::tr("Budget: none"));
    about << TalonPrintText::tr("Total: %1").arg(spText(view.totalSp));
    startPages(c, t, PageId, title(), name, about.join(QStringLiteral(" · ")),
               TalonPrintText::tr("Built-in counters' Ship Points come from a fan transcription, "
                                  "not checked against the physical counters."),
               QStringLiteral("log"));
    LogTable table(c, t);
    table.header();
    c.setPageStarter([&table](Composer &) { table.header(); });
    const double rowHeight = t.value(key("rowHeight"));
    const RowStyle shipStyle{std::nullopt, Stroke{0.4, Color::gray(140), {}}, false, true};
    int running = 0;
    for (std::size_t i = 0; i < view.ships.size(); ++i) {
        const ShipEntry &s = view.ships[i];
        running += s.sp;
        const QString cls
            = s.counter ? counterTitle(*s.counter)
                        : TalonPrintText::tr("(missing counter \"%1\")").arg(s.ship->classId);
        table.add({QString::number(i + 1), shipName(*s.ship), cls, QString::number(s.sp),
                   QString::number(running), s.ship->notes},
                  shipStyle, rowHeight, QStringLiteral("log-%1").arg(i + 1));
    }
    const QString total
        = context.report.budget
              ? TalonPrintText::tr("%1 of %2").arg(view.totalSp).arg(*context.report.budget)
              : QString::number(view.totalSp);
    table.add({QString(), TalonPrintText::tr("Total"),
               TalonPrintText::tr("ships: %1").arg(view.ships.size()), QString(), total, QString()},
              RowStyle{Color::gray(215), Stroke{0.8, Color::gray(60), {}}, true, true},
              t.value(key("headerHeight")), QStringLiteral("log-total"));
    // Rows for ships added during a campaign, reinforcements, the opponent's losses.
    const int blank = std::clamp(int(t.number(key("blankRows"))), 0, 100);
    for (int i = 0; i < blank; ++i)
        table.add(QStringList(int(table.columns.size()), QString()), shipStyle, rowHeight,
                  QStringLiteral("log-blank-%1").arg(i + 1));
    c.setPageStarter({});
}

} // namespace fw::templates::talon
