#include "PrintKit.h"

#include <QCoreApplication>

#include <algorithm>

namespace fw::templates {

namespace {

class KitText
{
    Q_DECLARE_TR_FUNCTIONS(fw::PrintKit)
};

} // namespace

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

Field stretched(Field f, double width)
{
    f.width = std::max(f.width, width - 2 * f.x);
    return f;
}

double fieldHeight(const Composer &c, const Field &f, const QString &text)
{
    return fittedHeight(c, c.fit(text, f));
}

double fittedHeight(const Composer &c, const FittedText &fitted)
{
    return fitted.lines.size() * c.lineHeight(fitted.size);
}

Field fitWithin(const Composer &c, Field f, double maxHeight, const QString &text)
{
    f.minSize = f.smallest();
    FittedText fitted = c.fit(text, f);
    const auto tooTall = [&] {
        return double(fitted.lines.size()) * c.lineHeight(fitted.size) > maxHeight + 0.01;
    };
    while (tooTall() && f.size > f.minSize) {
        f.size = std::max(f.minSize, std::min(f.size, fitted.size) - 0.25);
        fitted = c.fit(text, f);
    }
    while (tooTall() && f.lines > 1) {
        --f.lines;
        fitted = c.fit(text, f);
    }
    return f;
}

void fieldInBand(Composer &c, double x, double top, double height, const Field &field,
                 const QString &text, const QString &id, Color color)
{
    const Field f = fitWithin(c, field, height, text);
    const double used = fieldHeight(c, f, text);
    c.field(x, top + (height - used) / 2, f, text, id, color);
}

QString signedNumber(int value)
{
    if (value > 0)
        return QStringLiteral("+%1").arg(value);
    if (value < 0)
        return QStringLiteral("\u2212%1").arg(-qint64(value));
    return QStringLiteral("0");
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

void Pen::fieldInBand(double x, double top, double height, const Field &f, const QString &text,
                      const QString &id, Color color)
{
    if (!measuring)
        templates::fieldInBand(c, x, top, height, f, text, id, color);
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

void Pen::circle(double cx, double cy, double radius, std::optional<Stroke> stroke,
                 std::optional<Color> fill, const QString &id)
{
    if (!measuring)
        c.circle(cx, cy, radius, std::move(stroke), fill, id);
}

void Pen::polygon(std::vector<Point> points, std::optional<Stroke> stroke,
                  std::optional<Color> fill, const QString &id)
{
    if (!measuring)
        c.polygon(std::move(points), std::move(stroke), fill, id);
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
    {
        const RoleScope box(c, Role::MarkBox);
        rect(x, y, size, size, Stroke{0.7, Color::black(), {}}, std::nullopt, id);
    }
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

double tableWidth(const std::vector<Column> &columns)
{
    double total = 0;
    for (const Column &col : columns)
        total += col.width;
    return total;
}

double tableRow(Pen &p, double x, double y, const std::vector<Column> &columns,
                const QStringList &cells, double minHeight, std::optional<Color> shade,
                const QStringList &ids, const std::vector<Color> &colors)
{
    RowStyle style;
    style.shade = shade;
    return tableRow(p, x, y, columns, cells, minHeight, style, ids, colors);
}

double tableRow(Pen &p, double x, double y, const std::vector<Column> &columns,
                const QStringList &cells, double minHeight, const RowStyle &style,
                const QStringList &ids, const std::vector<Color> &colors)
{
    std::vector<Field> fields;
    double height = minHeight;
    for (std::size_t i = 0; i < columns.size(); ++i) {
        const Column &col = columns[i];
        Field f = inset(col.field, col.width);
        f.bold = f.bold || style.bold;
        fields.push_back(f);
        height = std::max(height, 2 * f.y + fieldHeight(p.c, f, cells.value(int(i))));
    }
    const double total = tableWidth(columns);
    if (style.shade)
        p.rect(x, y, total, height, std::nullopt, style.shade);
    double cx = x;
    for (std::size_t i = 0; i < columns.size(); ++i) {
        const QString text = cells.value(int(i));
        std::optional<RoleScope> role; // a plain column keeps the role the table is drawn in
        if (columns[i].role != Role::Plain)
            role.emplace(p.c, columns[i].role);
        if (style.empty || !text.isEmpty())
            p.field(cx, y, fields[i], text, ids.value(int(i)),
                    i < colors.size() ? colors[i] : Color::black());
        cx += columns[i].width;
    }
    p.line(x, y + height, x + total, y + height, style.rule);
    return height;
}

double tableHeader(Pen &p, double x, double y, const std::vector<Column> &columns, double minHeight,
                   const RowStyle &style)
{
    QStringList titles;
    std::vector<Column> plain = columns;
    for (Column &col : plain) {
        titles << col.title;
        col.role = Role::Plain;
    }
    RowStyle header = style;
    header.bold = true;
    return tableRow(p, x, y, plain, titles, minHeight, header);
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
    const QString continued = KitText::tr("%1 (continued)").arg(title);
    c.setPageStarter([&t, continued, note, idPrefix](Composer &composer) {
        pageHeading(composer, t, continued, {}, note, idPrefix);
    });
}

void notice(Composer &c, const Template &t, const QString &pageId, const QString &text,
            const QString &id)
{
    const Field f = within(t.field(QStringLiteral("subtitle")), c.width());
    const double top = c.place(fieldHeight(c, f, text), 0, pageId);
    c.field(c.left(), top, f, text, id);
}

Piece measuredPiece(Composer &c, std::function<double(Pen &, double top)> draw)
{
    Pen measure(c, true);
    const double height = draw(measure, 0);
    return {height, std::move(draw)};
}

void placePiece(Composer &c, const Piece &piece, double gap, const QString &pageId)
{
    const double top = c.place(piece.height, gap, pageId);
    Pen pen(c, false);
    piece.draw(pen, top);
}

void placeTogether(Composer &c, const std::vector<Piece> &pieces, double gap, const QString &pageId,
                   double capacity)
{
    if (pieces.empty())
        return;
    double total = 0;
    for (const Piece &p : pieces)
        total += p.height;
    if (total > capacity) {
        for (std::size_t i = 0; i < pieces.size(); ++i)
            placePiece(c, pieces[i], i + 1 == pieces.size() ? gap : 0, pageId);
        return;
    }
    double top = c.place(total, gap, pageId);
    Pen pen(c, false);
    for (const Piece &p : pieces) {
        p.draw(pen, top);
        top += p.height;
    }
}

} // namespace fw::templates
