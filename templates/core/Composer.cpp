#include "Composer.h"

#include "Preflight.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <limits>

namespace fw::templates {

namespace {

class PrintText
{
    Q_DECLARE_TR_FUNCTIONS(fw::Printing)
};

const QChar Ellipsis(0x2026);

} // namespace

QString pageSizeName(const PageSize &page)
{
    return page.id == QLatin1String("letter") ? PrintText::tr("Letter") : PrintText::tr("A4");
}

int itemsPerRow(double count, int most)
{
    most = std::max(1, most);
    if (!(count >= 1)) // also NaN
        return 1;
    return count >= most ? most : int(count);
}

Composer::Composer(const Fonts &fonts, const PageSize &page, const Margins &margins)
    : m_fonts(fonts)
    , m_page(page)
    , m_margins(margins)
{}

void Composer::newPage(const QString &id, const QString &section)
{
    Page page;
    page.width = m_page.width;
    page.height = m_page.height;
    // Ids stay unique in the document even when two layouts pick the same name.
    const int n = ++m_pageIds[id];
    page.id = n == 1 ? id : QStringLiteral("%1-%2").arg(id).arg(n);
    page.printableTop = top();
    page.printableBottom = bottom();
    m_pages.push_back(std::move(page));
    m_sections << section;
    m_pageMargins.push_back(m_margins);
    m_pageFooters.push_back(m_footer);
    m_pageStarts.push_back(true);
    m_pageGroups.push_back(m_group);
    m_y = top();
}

double Composer::place(double height, double gap, const QString &pageIdPrefix)
{
    Q_ASSERT(hasPage());
    const bool atTop = m_y <= top() + 0.01;
    if (!atTop && m_y + height > bottom() + 0.01) {
        const QString section = m_sections.isEmpty() ? QString() : m_sections.last();
        newPage(pageIdPrefix, section);
        m_pageStarts.back() = false; // a printout running on
        if (m_starter)
            m_starter(*this);
    }
    if (height > bottom() - m_y + 0.01)
        m_overflowed << m_pages.back().id;
    const double blockTop = m_y;
    m_y += height + gap;
    return blockTop;
}

namespace {

// The items' extent down the page (text from its ascender to its descender).
std::pair<double, double> verticalExtent(const std::vector<Item> &items)
{
    double low = std::numeric_limits<double>::max();
    double high = std::numeric_limits<double>::lowest();
    const auto span = [&](double a, double b) {
        low = std::min({low, a, b});
        high = std::max({high, a, b});
    };
    for (const Item &item : items) {
        if (const auto *r = std::get_if<Rect>(&item.shape))
            span(r->y, r->y + r->height);
        else if (const auto *l = std::get_if<Line>(&item.shape))
            span(l->y1, l->y2);
        else if (const auto *c = std::get_if<Circle>(&item.shape))
            span(c->cy - c->radius, c->cy + c->radius);
        else if (const auto *t = std::get_if<Text>(&item.shape))
            span(t->y - t->size, t->y + t->size * 0.3);
        else if (const auto *p = std::get_if<Polygon>(&item.shape)) {
            for (const Point &point : p->points)
                span(point.y, point.y);
        }
    }
    return {low, high};
}

void moveDown(Item &item, double dy)
{
    if (auto *r = std::get_if<Rect>(&item.shape))
        r->y += dy;
    else if (auto *l = std::get_if<Line>(&item.shape)) {
        l->y1 += dy;
        l->y2 += dy;
    } else if (auto *c = std::get_if<Circle>(&item.shape))
        c->cy += dy;
    else if (auto *t = std::get_if<Text>(&item.shape))
        t->y += dy;
    else if (auto *p = std::get_if<Polygon>(&item.shape)) {
        for (Point &point : p->points)
            point.y += dy;
    }
}

bool cutOut(const Page &page)
{
    return std::any_of(page.items.begin(), page.items.end(), [](const Item &item) {
        return item.role == Role::Cut || item.role == Role::CropMark;
    });
}

} // namespace

bool Composer::joinPage(std::size_t into, std::size_t k, double gap)
{
    Page &before = m_pages[into];
    Page &page = m_pages[k];
    if (before.width != page.width || before.height != page.height
        || m_pageMargins[into].bottom != m_pageMargins[k].bottom || !m_pageFooters[into]
        || !m_pageFooters[k] || m_pageGroups[into] != m_pageGroups[k] || before.items.empty()
        || page.items.empty() || cutOut(before) || cutOut(page))
        return false;
    const double below = verticalExtent(before.items).second + gap;
    const auto [top, bottomOfPage] = verticalExtent(page.items);
    if (below + bottomOfPage - top > page.printableBottom + 0.01)
        return false;
    const double dy = below - top;
    for (Item &item : page.items) {
        moveDown(item, dy);
        before.items.push_back(std::move(item));
    }
    page.items.clear();
    if (m_sections[int(k)] != m_sections[int(into)])
        m_sections[int(into)] += QStringLiteral(" · ") + m_sections[int(k)];
    return true;
}

void Composer::joinShortPrintouts(double gap)
{
    // Joined pages are marked, then all dropped in one pass: linear in the pages.
    const std::size_t n = m_pages.size();
    std::vector<bool> keep(n, true);
    std::size_t last = 0; // the page a printout joins: the last one kept
    for (std::size_t k = 1; k < n; ++k) {
        const bool single = m_pageStarts[k] && (k + 1 == n || m_pageStarts[k + 1]);
        if (single && joinPage(last, k, gap))
            keep[k] = false;
        else
            last = k;
    }
    const auto compact = [&keep](auto &list) {
        std::size_t to = 0;
        for (std::size_t k = 0; k < keep.size(); ++k) {
            if (!keep[k])
                continue;
            if (to != k) // never onto itself: a moved-onto-itself page may come out empty
                list[qsizetype(to)] = std::move(list[qsizetype(k)]);
            ++to;
        }
        list.erase(list.begin() + qsizetype(to), list.end());
    };
    compact(m_pages);
    compact(m_sections);
    compact(m_pageMargins);
    compact(m_pageFooters);
    compact(m_pageStarts);
    compact(m_pageGroups);
}

void Composer::add(Item item)
{
    Q_ASSERT(hasPage());
    if (item.role == Role::Plain)
        item.role = m_role;
    m_pages.back().items.push_back(std::move(item));
}

void Composer::rect(double x, double y, double w, double h, std::optional<Stroke> stroke,
                    std::optional<Color> fill, const QString &id)
{
    add({Rect{x, y, w, h, std::move(stroke), fill}, id});
}

void Composer::line(double x1, double y1, double x2, double y2, const Stroke &stroke,
                    const QString &id)
{
    add({Line{x1, y1, x2, y2, stroke}, id});
}

void Composer::circle(double cx, double cy, double radius, std::optional<Stroke> stroke,
                      std::optional<Color> fill, const QString &id)
{
    add({Circle{cx, cy, radius, std::move(stroke), fill}, id});
}

void Composer::polygon(std::vector<Point> points, std::optional<Stroke> stroke,
                       std::optional<Color> fill, const QString &id)
{
    add({Polygon{std::move(points), true, std::move(stroke), fill}, id});
}

void Composer::text(double x, double baseline, const QString &text, double size, bool bold,
                    Align align, const QString &id, Color color)
{
    add({Text{x, baseline, m_fonts.drawable(text), size, bold, align, color}, id});
}

void Composer::rotatedText(double x, double baseline, double degrees, const QString &text,
                           double size, bool bold, Align align, const QString &id, Color color)
{
    Text t{x, baseline, m_fonts.drawable(text), size, bold, align, color};
    t.rotation = degrees;
    add({std::move(t), id});
}

QStringList Composer::wrap(const QString &text, double width, double size, int maxLines) const
{
    // Every line is measured as it grows (units add up exactly), never again from its start:
    // linear in the text however long its lines or words are.
    const FontMetrics &m = m_fonts.metrics();
    const auto fits = [&](double units) {
        return FontMetrics::points(units, size) <= width;
    };
    const double space = m.advance(U' ');
    QStringList lines;
    QString current;
    double currentUnits = 0;
    const auto full = [&] {
        return lines.size() > maxLines;
    };
    for (qsizetype at = 0; at < text.size() && !full();) {
        if (text.at(at) == QLatin1Char(' ')) {
            ++at;
            continue;
        }
        qsizetype end = text.indexOf(QLatin1Char(' '), at);
        if (end < 0)
            end = text.size();
        const QStringView word = QStringView(text).mid(at, end - at);
        at = end;
        const double wordUnits = m.units(word);
        const double candidate = current.isEmpty() ? wordUnits : currentUnits + space + wordUnits;
        if (fits(candidate)) {
            if (!current.isEmpty())
                current += QLatin1Char(' ');
            current += word;
            currentUnits = candidate;
            continue;
        }
        if (!current.isEmpty())
            lines << current;
        // A word longer than the line is broken between characters: each piece as long as
        // fits (at least one character, a surrogate pair kept whole).
        qsizetype from = 0;
        double rest = wordUnits;
        while (!fits(rest) && word.size() - from > 1 && !full()) {
            qsizetype n = 1;
            double piece = m.units(word.mid(from, 1));
            while (from + n + 1 < word.size()) {
                const double next = piece + m.units(word.mid(from + n, 1));
                if (!fits(next))
                    break;
                piece = next;
                ++n;
            }
            if (word.at(from + n).isLowSurrogate())
                n += n > 1 ? -1 : 1;
            const QStringView cut = word.mid(from, n);
            lines << cut.toString();
            rest -= m.units(cut);
            from += n;
        }
        current = word.mid(from).toString();
        currentUnits = rest;
    }
    if ((!current.isEmpty() || lines.isEmpty()) && !full())
        lines << current;
    return lines;
}

QString Composer::ellipsize(const QString &text, double width, double size) const
{
    const FontMetrics &m = m_fonts.metrics();
    const double ellipsis = m.advance(Ellipsis.unicode());
    QString s = text;
    double units = m.units(s);
    while (!s.isEmpty() && FontMetrics::points(units + ellipsis, size) > width) {
        const qsizetype n = s.size() > 1 && s.at(s.size() - 1).isLowSurrogate() ? 2 : 1;
        units -= m.units(QStringView(s).right(n));
        s.chop(n);
    }
    return s.trimmed() + Ellipsis;
}

FittedText Composer::fit(const QString &raw, const Field &f) const
{
    const QString text = m_fonts.drawable(raw).simplified();
    const double units = m_fonts.metrics().units(text);
    const auto fitsOneLine = [&](double size) {
        return FontMetrics::points(units, size) <= f.width;
    };
    FittedText out;
    out.size = f.size;
    if (fitsOneLine(f.size)) {
        out.lines << text;
        return out;
    }
    out.shrunk = true;
    // The largest size, in steps of a quarter point, at which the text fits on its lines. Only
    // the field's lines and one more are wrapped: one more says the text does not fit.
    const double smallest = std::min(f.size, f.smallest());
    for (double size = f.size; size >= smallest - 1e-9; size -= 0.25) {
        if (f.lines == 1) {
            if (fitsOneLine(size)) {
                out.lines = QStringList{text};
                out.size = size;
                return out;
            }
            continue;
        }
        QStringList lines = wrap(text, f.width, size, f.lines);
        if (lines.size() <= f.lines
            && std::all_of(lines.begin(), lines.end(),
                           [&](const QString &l) { return textWidth(l, size) <= f.width; })) {
            out.lines = lines;
            out.size = size;
            return out;
        }
    }
    out.size = smallest;
    QStringList lines = wrap(text, f.width, smallest, f.lines);
    if (lines.size() > f.lines) {
        // The last line that fits gets the ellipsis: the text goes on.
        out.cut = true;
        lines = lines.mid(0, f.lines);
        lines.last() = ellipsize(lines.last(), f.width, smallest);
    }
    out.lines = lines;
    return out;
}

double Composer::field(double originX, double originY, const Field &f, const QString &text,
                       const QString &id, Color color)
{
    return field(originX, originY, f, fit(text, f), id, color);
}

double Composer::field(double originX, double originY, const Field &f, const FittedText &fitted,
                       const QString &id, Color color)
{
    double x = originX + f.x;
    if (f.align == Align::Center)
        x += f.width / 2;
    else if (f.align == Align::Right)
        x += f.width;
    const double first = originY + f.y + ascent(fitted.size);
    for (int i = 0; i < fitted.lines.size(); ++i) {
        const QString lineId
            = id.isEmpty() || i == 0 ? id : QStringLiteral("%1-%2").arg(id).arg(i + 1);
        add({Text{x, first + i * lineHeight(fitted.size), fitted.lines[i], fitted.size, f.bold,
                  f.align, color},
             lineId});
    }
    return fitted.lines.size() * lineHeight(fitted.size);
}

Document Composer::finish(const QString &title, const Badge &badge)
{
    const int total = int(m_pages.size());
    const Color ink = Color::black();
    const Color legalColor{0, 110, 50};
    const Color illegalColor{170, 0, 0};
    QString verdict;
    if (badge.legal) {
        verdict = badge.warnings == 0
                      ? PrintText::tr("LEGAL")
                      : PrintText::tr("LEGAL, %n warning(s)", nullptr, badge.warnings);
    } else {
        verdict = PrintText::tr("NOT LEGAL: %n error(s)", nullptr, badge.errors);
        if (badge.warnings > 0)
            verdict += PrintText::tr(", %n warning(s)", nullptr, badge.warnings);
    }
    const QString assumptions
        = badge.assumptions.isEmpty()
              ? PrintText::tr("No assumptions in force: every rule used is in the sources.")
              : PrintText::tr("Assumptions in force: %1")
                    .arg(badge.assumptions.join(QStringLiteral("; ")));

    for (int p = 0; p < total; ++p) {
        if (!m_pageFooters[p])
            continue;
        std::swap(m_pages[p], m_pages.back()); // draw into page p through add()
        m_margins = m_pageMargins[p];
        const double lineY = bottom() + 1;
        line(left(), lineY, right(), lineY, Stroke{0.5, Color::gray(120), {}});
        // The badge: a framed verdict at the right.
        const double badgeSize = 8;
        const double badgeWidth = textWidth(verdict, badgeSize) + 10;
        const double badgeX = right() - badgeWidth;
        const Color badgeColor = badge.legal ? legalColor : illegalColor;
        rect(badgeX, lineY + 2, badgeWidth, 11, Stroke{0.8, badgeColor, {}}, std::nullopt,
             QStringLiteral("badge"));
        text(badgeX + 5, lineY + 10.5, verdict, badgeSize, true, Align::Left,
             QStringLiteral("badge-text"), badgeColor);
        const QString pageText = PrintText::tr("Page %1 of %2").arg(p + 1).arg(total);
        const double pageWidth = textWidth(pageText, 7) + 8;
        text(badgeX - 8, lineY + 10.5, pageText, 7, false, Align::Right,
             QStringLiteral("page-number"), ink);
        // A page with something to cut out is printed at its true size, never fitted to the
        // paper: the footer says so first.
        double titleX = left();
        const auto &items = m_pages.back().items;
        if (std::any_of(items.begin(), items.end(),
                        [](const Item &item) { return item.role == Role::Cut; })) {
            const QString note = PrintText::tr("Print at 100 % (actual size)");
            text(titleX, lineY + 2.5 + ascent(7.5), note, 7.5, true, Align::Left,
                 preflight::ScaleNoteId);
            titleX += textWidth(m_fonts.drawable(note), 7.5) + 6;
        }
        Field heading{0, 0, badgeX - 8 - pageWidth - titleX, 7.5, 6, 1, true, Align::Left};
        const QString section = m_sections.value(p);
        field(titleX, lineY + 2.5, heading,
              section.isEmpty()
                  ? QStringLiteral("%1 · %2").arg(badge.fleetName, badge.systemName)
                  : QStringLiteral("%1 · %2 · %3").arg(badge.fleetName, badge.systemName, section),
              QStringLiteral("footer-title"));
        // Up to two lines: the assumptions of a big fleet are many.
        Field note{0, 0, right() - left(), 6, 5, 2, false, Align::Left};
        field(left(), lineY + 14, note, assumptions, QStringLiteral("assumptions"),
              badge.assumptions.isEmpty() ? Color::gray(90) : Color{130, 75, 0});
        std::swap(m_pages[p], m_pages.back());
    }
    Document doc;
    doc.title = title;
    doc.pages = std::move(m_pages);
    m_pages.clear();
    m_sections.clear();
    m_pageMargins.clear();
    m_pageFooters.clear();
    m_pageStarts.clear();
    m_pageGroups.clear();
    return doc;
}

} // namespace fw::templates
