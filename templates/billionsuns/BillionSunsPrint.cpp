#include "BillionSunsPrint.h"

#include <QHash>

#include <cmath>
#include <map>

namespace fw::templates::billionsuns {

int GroupEntry::cost() const
{
    int total = 0;
    for (const ShipEntry &s : ships)
        total += s.shipClass ? s.shipClass->cost : 0;
    return total;
}

int GroupEntry::mass() const
{
    int total = 0;
    for (const ShipEntry &s : ships)
        total += s.shipClass ? s.shipClass->mass : 0;
    return total;
}

RosterView::RosterView(const LayoutContext &context)
    : fleet(context.fleet)
    , system(static_cast<const bs::BillionSunsSystem &>(context.system))
    , roster(context.fleet.settingsAs<bs::BillionSunsRoster>())
    , options(system.resolve(context.fleet))
{
    Q_ASSERT(dynamic_cast<const bs::BillionSunsSystem *>(&context.system));
    // The classes by id as findClass finds them, looked up once for all ships: a search of the
    // custom classes for every ship would take ships × classes.
    const bs::ClassLookup classes(system.rules(), fleet);
    ships.reserve(fleet.ships.size());
    for (std::size_t i = 0; i < fleet.ships.size(); ++i) {
        const auto &ship = fleet.shipAs<bs::BillionSunsShip>(i);
        ships.push_back({int(i), &ship, classes.find(ship.classId)});
    }
}

std::vector<GroupEntry> RosterView::groups() const
{
    std::vector<GroupEntry> out;
    std::map<QString, std::size_t> byName;
    for (const bs::Battlegroup &g : roster.battlegroups) {
        if (byName.count(g.name) || g.name.trimmed().isEmpty())
            continue; // a duplicate or empty name is the validator's to report
        byName[g.name] = out.size();
        out.push_back({g.name, g.notes, false, {}});
    }
    GroupEntry unassigned{SunsText::tr("Unassigned"), {}, true, {}};
    for (const ShipEntry &s : ships) {
        const QString &name = s.ship->battlegroup;
        if (name.trimmed().isEmpty()) {
            unassigned.ships.push_back(s);
            continue;
        }
        auto it = byName.find(name);
        if (it == byName.end()) {
            it = byName.emplace(name, out.size()).first;
            out.push_back({name, {}, false, {}});
        }
        out[it->second].ships.push_back(s);
    }
    if (!unassigned.ships.empty())
        out.push_back(std::move(unassigned));
    return out;
}

std::vector<ClassEntry> RosterView::classes() const
{
    std::vector<ClassEntry> out;
    QHash<const bs::ShipClass *, int> counts;
    for (const ShipEntry &s : ships) {
        if (s.shipClass)
            ++counts[s.shipClass];
    }
    const auto add = [&](const bs::ShipClass &c) {
        if (const int count = counts.value(&c); count > 0)
            out.push_back({&c, count});
    };
    for (const bs::ShipClass &c : system.rules().classes)
        add(c);
    for (std::size_t i = 0; i < fleet.designs.size(); ++i)
        add(bs::customClass(fleet, i));
    return out;
}

int RosterView::utilityShips() const
{
    int count = 0;
    for (const ShipEntry &s : ships)
        count += s.shipClass && s.shipClass->utility ? 1 : 0;
    return count;
}

int RosterView::destroyedAt(const bs::ShipClass &c) const
{
    return bs::destroyedAtTokens(c.silhouette, options);
}

QString RosterView::corporation() const
{
    if (!roster.corporation.trimmed().isEmpty())
        return roster.corporation;
    if (!fleet.name.trimmed().isEmpty())
        return fleet.name;
    return SunsText::tr("Unnamed corporation");
}

QString RosterView::assumptionNote(std::initializer_list<const char *> optionIds) const
{
    QStringList parts;
    for (const char *id : optionIds) {
        if (const model::RulesOptionSpec *spec
            = model::findOption(system.options(), QLatin1String(id)))
            parts << SunsText::tr("%1: %2").arg(spec->label,
                                                spec->describe(fleet.options.value(*spec)));
    }
    return SunsText::tr("%1 Assumption (a rules option standing in for a rule the sources do "
                        "not settle): %2.")
        .arg(QLatin1String(AssumptionMark), parts.join(QStringLiteral("; ")));
}

QString className(const bs::ShipClass &c)
{
    return c.custom ? bs::BillionSunsRoster::displayName(c) : bs::BillionSunsText::table(c.name);
}

QString weaponName(const bs::Weapon &w)
{
    return bs::BillionSunsText::table(w.name);
}

QString diceText(int dice, int die)
{
    return dice == 1 ? SunsText::tr("D%1").arg(die) : SunsText::tr("%1D%2").arg(dice).arg(die);
}

QString inchText(int inches)
{
    return SunsText::tr("%1\"").arg(inches);
}

QString rangeText(const bs::Weapon &w)
{
    return SunsText::tr("%1–%2\"").arg(w.rangeMin).arg(w.rangeMax);
}

QString weaponLine(const bs::Weapon &w)
{
    const QString line = SunsText::tr("%1 %2 %3, dmg %4")
                             .arg(weaponName(w), rangeText(w), diceText(w.dice, w.die))
                             .arg(w.damage);
    return w.stationaryTargetsOnly ? SunsText::tr("%1, stationary targets only").arg(line) : line;
}

QString marked(const QString &value)
{
    return value + QLatin1String(AssumptionMark);
}

QString idPart(const QString &raw)
{
    QString out;
    for (const QChar ch : raw) {
        if (ch.isLetterOrNumber() && ch.unicode() < 128)
            out += ch;
        else if (!out.endsWith(QLatin1Char('-')))
            out += QLatin1Char('-');
    }
    while (out.endsWith(QLatin1Char('-')))
        out.chop(1);
    return out.isEmpty() ? QStringLiteral("x") : out;
}

Field inset(const Field &f, double cellWidth)
{
    Field out = f;
    out.width = std::max(1.0, cellWidth - 2 * f.x);
    return out;
}

Field within(const Field &f, double available)
{
    Field out = f;
    out.width = std::max(1.0, std::min(f.width, available - f.x));
    return out;
}

double fieldHeight(const Composer &c, const Field &f, const QString &text)
{
    return fittedHeight(c, c.fit(text, f));
}

double fittedHeight(const Composer &c, const FittedText &fitted)
{
    return fitted.lines.size() * c.lineHeight(fitted.size);
}

double Pen::field(double x, double y, const Field &f, const QString &text, const QString &id,
                  Color color)
{
    return measuring ? fieldHeight(c, f, text) : c.field(x, y, f, text, id, color);
}

double Pen::field(double x, double y, const Field &f, const FittedText &fitted, const QString &id,
                  Color color)
{
    return measuring ? fittedHeight(c, fitted) : c.field(x, y, f, fitted, id, color);
}

void Pen::rect(double x, double y, double w, double h, std::optional<Stroke> stroke,
               std::optional<Color> fill, const QString &id)
{
    if (!measuring)
        c.rect(x, y, w, h, std::move(stroke), fill, id);
}

void Pen::line(double x1, double y1, double x2, double y2, const Stroke &stroke, const QString &id)
{
    if (!measuring)
        c.line(x1, y1, x2, y2, stroke, id);
}

void Pen::text(double x, double baseline, const QString &text, double size, bool bold, Align align,
               const QString &id, Color color)
{
    if (!measuring)
        c.text(x, baseline, text, size, bold, align, id, color);
}

double Pen::paragraph(double x, double y, double width, const Field &f, const QString &lead,
                      const QString &text, const QString &id)
{
    const double size = f.size;
    const double lineHeight = c.lineHeight(size);
    const double top = y + f.y + c.ascent(size);
    const double full = std::max(1.0, width - f.x);
    const double indent
        = lead.isEmpty() ? 0
                         : c.textWidth(c.fonts().drawable(lead), size) + c.textWidth(u" ", size);
    // Greedy word wrap; the first line starts after the lead.
    QStringList lines;
    QString current;
    double room = full - indent;
    const QStringList words = c.fonts().drawable(text).split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (const QString &word : words) {
        for (;;) {
            const QString candidate = current.isEmpty() ? word : current + QLatin1Char(' ') + word;
            if (c.textWidth(candidate, size) <= room) {
                current = candidate;
                break;
            }
            if (!current.isEmpty() || (lines.isEmpty() && room < full)) {
                lines << current; // a full line, or an empty first line after a long lead
                current.clear();
                room = full;
                continue;
            }
            current = word; // wider than a whole line: the printed texts have no such word
            break;
        }
    }
    if (!current.isEmpty() || lines.isEmpty())
        lines << current;
    if (!lead.isEmpty())
        this->text(x + f.x, top, lead, size, true, Align::Left,
                   id.isEmpty() ? QString() : id + QLatin1String("-lead"));
    for (int i = 0; i < lines.size(); ++i) {
        if (lines[i].isEmpty())
            continue;
        const QString lineId
            = id.isEmpty() || i == 0 ? id : QStringLiteral("%1-%2").arg(id).arg(i + 1);
        this->text(x + f.x + (i == 0 ? indent : 0), top + i * lineHeight, lines[i], size, f.bold,
                   Align::Left, lineId);
    }
    return f.y + lines.size() * lineHeight;
}

void Pen::checkbox(double x, double y, double size, bool checked, const QString &id)
{
    rect(x, y, size, size, Stroke{0.7, Color::black(), {}}, std::nullopt, id);
    if (checked) {
        const double inset = size * 0.2;
        const Stroke tick{0.9, Color::black(), {}};
        line(x + inset, y + inset, x + size - inset, y + size - inset, tick);
        line(x + inset, y + size - inset, x + size - inset, y + inset, tick);
    }
}

void Pen::tokenArea(double x, double y, double w, double h, const QString &label, const QString &id)
{
    rect(x, y, w, h, Stroke{0.6, Color::gray(150), {2.5, 2}}, Color::gray(250), id);
    const double size = std::min(7.0, h * 0.4);
    text(x + w / 2, y + h / 2 + c.ascent(size) / 2.5, label, size, false, Align::Center,
         id.isEmpty() ? QString() : id + QLatin1String("-label"), Color::gray(150));
}

double Pen::headingBar(double x, double y, double w, double minHeight, const Field &f,
                       const QString &title, const QString &id)
{
    const Field bar = within(f, w - f.x);
    const double height = std::max(minHeight, 2 * bar.y + fieldHeight(c, bar, title));
    rect(x, y, w, height, Stroke{0.8, Color::gray(60), {}}, Color::gray(222));
    field(x, y, bar, title, id);
    return height;
}

double tableRow(Pen &p, double x, double y, const std::vector<Column> &columns,
                const QStringList &cells, double minHeight, std::optional<Color> shade,
                const QStringList &ids, const std::vector<Color> &colors)
{
    std::vector<Field> fields;
    double height = minHeight;
    for (std::size_t i = 0; i < columns.size(); ++i) {
        const Column &col = columns[i];
        const Field f = inset(col.field, col.width);
        fields.push_back(f);
        height = std::max(height, 2 * f.y + fieldHeight(p.c, f, cells.value(int(i))));
    }
    double total = 0;
    for (const Column &col : columns)
        total += col.width;
    if (shade)
        p.rect(x, y, total, height, std::nullopt, shade);
    double cx = x;
    for (std::size_t i = 0; i < columns.size(); ++i) {
        const QString text = cells.value(int(i));
        if (!text.isEmpty())
            p.field(cx, y, fields[i], text, ids.value(int(i)),
                    i < colors.size() ? colors[i] : Color::black());
        cx += columns[i].width;
    }
    p.line(x, y + height, x + total, y + height, Stroke{0.3, Color::gray(160), {}});
    return height;
}

double damageTrack(Pen &p, double x, double y, double width, int count, int critical, double box,
                   double gap, const QString &idPrefix)
{
    if (count <= 0)
        return 0;
    const int perRow = itemsPerRow(std::floor((width + gap) / (box + gap) + 1e-6), count);
    const int rows = (count + perRow - 1) / perRow;
    for (int i = 0; i < count; ++i) {
        const double bx = x + (i % perRow) * (box + gap);
        const double by = y + (i / perRow) * (box + gap);
        const bool last = i == count - 1;
        const std::optional<Color> fill
            = i >= critical ? std::optional<Color>(Color::gray(215)) : std::nullopt;
        p.rect(bx, by, box, box, Stroke{last ? 1.4 : 0.6, Color::black(), {}}, fill,
               QStringLiteral("%1-%2").arg(idPrefix).arg(i + 1));
    }
    return rows * box + (rows - 1) * gap;
}

namespace {

void pageHeading(Composer &c, const Template &t, const QString &title, const QString &subtitle,
                 const QString &note, const QString &idPrefix)
{
    double y = c.y();
    y += c.field(c.left(), y, within(t.field(QStringLiteral("title")), c.width()), title,
                 idPrefix + QLatin1String("-title"));
    if (!subtitle.isEmpty()) {
        const Field &f = t.field(QStringLiteral("subtitle"));
        y += f.y
             + c.field(c.left(), y, within(f, c.width()), subtitle,
                       idPrefix + QLatin1String("-subtitle"));
    }
    if (!note.isEmpty()) {
        const Field &f = t.field(QStringLiteral("note"));
        y += f.y
             + c.field(c.left(), y, within(f, c.width()), note, idPrefix + QLatin1String("-note"),
                       Color{130, 75, 0});
    }
    c.setY(y + t.value(QStringLiteral("headingGap")));
}

} // namespace

void startPages(Composer &c, const Template &t, const QString &pageId, const QString &section,
                const QString &title, const QString &subtitle, const QString &note,
                const QString &idPrefix)
{
    c.newPage(pageId, section);
    pageHeading(c, t, title, subtitle, note, idPrefix);
    const QString continued = SunsText::tr("%1 (continued)").arg(title);
    c.setPageStarter([&t, continued, note, idPrefix](Composer &composer) {
        pageHeading(composer, t, continued, {}, note, idPrefix);
    });
}

void notice(Composer &c, const Template &t, const QString &pageId, const QString &text,
            const QString &id)
{
    const Field f = within(t.field(key("subtitle")), c.width());
    const double top = c.place(fieldHeight(c, f, text), 0, pageId);
    c.field(c.left(), top, f, text, id);
}

} // namespace fw::templates::billionsuns
