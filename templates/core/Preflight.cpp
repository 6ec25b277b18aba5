#include "Preflight.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <numbers>

namespace fw::templates {

namespace {

// Sizes and lengths are compared as printed to a hundredth of a point: 2.4 mm is 6.80 pt.
constexpr double Slack = 0.005;

bool below(double value, double floor)
{
    return value < floor - Slack;
}

// An axis-aligned area on the page: x1 <= x2, y1 <= y2.
struct Bounds
{
    double x1 = 0, y1 = 0, x2 = 0, y2 = 0;

    double width() const { return x2 - x1; }
    double height() const { return y2 - y1; }
    Bounds grown(double d) const { return {x1 - d, y1 - d, x2 + d, y2 + d}; }
    bool contains(const Bounds &o, double tolerance) const
    {
        return o.x1 >= x1 - tolerance && o.y1 >= y1 - tolerance && o.x2 <= x2 + tolerance
               && o.y2 <= y2 + tolerance;
    }
};

Bounds around(double ax, double ay, double bx, double by)
{
    return {std::min(ax, bx), std::min(ay, by), std::max(ax, bx), std::max(ay, by)};
}

// How far two areas are apart (0 when they touch or overlap).
double distance(const Bounds &a, const Bounds &b)
{
    const double dx = std::max({0.0, a.x1 - b.x2, b.x1 - a.x2});
    const double dy = std::max({0.0, a.y1 - b.y2, b.y1 - a.y2});
    return std::hypot(dx, dy);
}

// How far an area is inside the page's edge (negative: it runs off).
double fromEdge(const Bounds &b, const Page &page)
{
    return std::min({b.x1, b.y1, page.width - b.x2, page.height - b.y2});
}

// The area a text's glyphs may cover: its advance width, the font's ascent above the baseline
// and descent below, turned with the text about its origin.
Bounds textBounds(const Text &t, const Fonts &fonts)
{
    const double width = fonts.width(t.text, t.size);
    const double left = t.align == Align::Left ? 0 : t.align == Align::Center ? -width / 2 : -width;
    const double top = -fonts.metrics().ascent(t.size);
    const double bottom = fonts.metrics().descent(t.size);
    if (t.rotation == 0)
        return {t.x + left, t.y + top, t.x + left + width, t.y + bottom};
    // Clockwise on a page whose y runs down.
    const double a = t.rotation * std::numbers::pi / 180;
    const double c = std::cos(a), s = std::sin(a);
    Bounds b{1e300, 1e300, -1e300, -1e300};
    for (const auto &[dx, dy] : {std::pair{left, top}, std::pair{left + width, top},
                                 std::pair{left, bottom}, std::pair{left + width, bottom}}) {
        const double x = t.x + dx * c - dy * s;
        const double y = t.y + dx * s + dy * c;
        b = {std::min(b.x1, x), std::min(b.y1, y), std::max(b.x2, x), std::max(b.y2, y)};
    }
    return b;
}

double halfStroke(const std::optional<Stroke> &stroke)
{
    return stroke ? stroke->width / 2 : 0;
}

// The area an item covers; with `ink`, its outline's width too.
Bounds itemBounds(const Item &item, const Fonts &fonts, bool ink)
{
    if (const auto *r = std::get_if<Rect>(&item.shape))
        return around(r->x, r->y, r->x + r->width, r->y + r->height)
            .grown(ink ? halfStroke(r->stroke) : 0);
    if (const auto *l = std::get_if<Line>(&item.shape))
        return around(l->x1, l->y1, l->x2, l->y2).grown(ink ? l->stroke.width / 2 : 0);
    if (const auto *c = std::get_if<Circle>(&item.shape))
        return Bounds{c->cx - c->radius, c->cy - c->radius, c->cx + c->radius, c->cy + c->radius}
            .grown(ink ? halfStroke(c->stroke) : 0);
    if (const auto *g = std::get_if<Polygon>(&item.shape)) {
        if (g->points.empty())
            return {};
        Bounds b{g->points.front().x, g->points.front().y, g->points.front().x,
                 g->points.front().y};
        for (const Point &p : g->points)
            b = {std::min(b.x1, p.x), std::min(b.y1, p.y), std::max(b.x2, p.x),
                 std::max(b.y2, p.y)};
        return b.grown(ink ? halfStroke(g->stroke) : 0);
    }
    return textBounds(std::get<Text>(item.shape), fonts);
}

bool isWhite(const Color &c)
{
    return c.r >= 250 && c.g >= 250 && c.b >= 250;
}

// Whether an item puts ink on the paper: text with something to read, an outline, a fill that
// is not white.
bool inks(const Item &item)
{
    return std::visit(
        [](const auto &s) {
            using S = std::decay_t<decltype(s)>;
            if constexpr (std::is_same_v<S, Text>)
                return !s.text.trimmed().isEmpty(); // light text stands on a dark fill
            else if constexpr (std::is_same_v<S, Line>)
                return s.stroke.width > 0;
            else
                return (s.stroke && s.stroke->width > 0) || (s.fill && !isWhite(*s.fill));
        },
        item.shape);
}

// The outline's width of a shape that has one.
std::optional<double> strokeWidth(const Item &item)
{
    return std::visit(
        [](const auto &s) -> std::optional<double> {
            using S = std::decay_t<decltype(s)>;
            if constexpr (std::is_same_v<S, Text>)
                return std::nullopt;
            else if constexpr (std::is_same_v<S, Line>)
                return s.stroke.width;
            else
                return s.stroke ? std::optional<double>(s.stroke->width) : std::nullopt;
        },
        item.shape);
}

// A cut outline that is the page itself: a page of a card's size, its edge the cut, has no
// margin by design.
bool isPageCut(const Item &item, const Page &page)
{
    const auto *r = std::get_if<Rect>(&item.shape);
    return item.role == Role::Cut && r && std::abs(r->x) < 0.01 && std::abs(r->y) < 0.01
           && std::abs(r->width - page.width) < 0.01 && std::abs(r->height - page.height) < 0.01;
}

// Items bucketed by the cells of a square grid over the page, so that only neighbours are
// compared: each item goes into the cells its area covers.
class SpatialGrid
{
public:
    SpatialGrid(const Page &page, double cell)
        : m_cell(cell)
        , m_columns(std::max(1, int(std::ceil(page.width / cell))))
        , m_rows(std::max(1, int(std::ceil(page.height / cell))))
        , m_cells(std::size_t(m_columns) * std::size_t(m_rows))
    {}

    void add(int index, const Bounds &b)
    {
        forCells(b, [&](std::size_t cell) { m_cells[cell].push_back(index); });
    }
    // The cells `b` covers, clamped to the page.
    template<typename F>
    void forCells(const Bounds &b, F &&f) const
    {
        const int c1 = column(b.x1), c2 = column(b.x2), r1 = row(b.y1), r2 = row(b.y2);
        for (int r = r1; r <= r2; ++r) {
            for (int c = c1; c <= c2; ++c)
                f(std::size_t(r) * std::size_t(m_columns) + std::size_t(c));
        }
    }
    std::size_t cellAt(double x, double y) const
    {
        return std::size_t(row(y)) * std::size_t(m_columns) + std::size_t(column(x));
    }
    const std::vector<std::vector<int>> &cells() const { return m_cells; }

private:
    int column(double x) const { return std::clamp(int(std::floor(x / m_cell)), 0, m_columns - 1); }
    int row(double y) const { return std::clamp(int(std::floor(y / m_cell)), 0, m_rows - 1); }

    double m_cell;
    int m_columns, m_rows;
    std::vector<std::vector<int>> m_cells;
};

// What identifies a ship's or a design's items: "ship-3" of "ship-3-name"; empty for others.
QStringView shipKey(const QString &id)
{
    for (QLatin1String prefix : {QLatin1String("ship-"), QLatin1String("design-")}) {
        if (!id.startsWith(prefix))
            continue;
        qsizetype end = prefix.size();
        while (end < id.size() && id.at(end).isDigit())
            ++end;
        if (end > prefix.size() && (end == id.size() || id.at(end) == QLatin1Char('-')))
            return QStringView(id).left(end);
    }
    return {};
}

// The printout a page belongs to: its id without the number a continued page gets ("roster-2").
QStringView pageFamily(const QString &id)
{
    qsizetype end = id.size();
    while (end > 0 && id.at(end - 1).isDigit())
        --end;
    if (end < id.size() && end > 1 && id.at(end - 1) == QLatin1Char('-'))
        return QStringView(id).left(end - 1);
    return QStringView(id);
}

double printableHeight(const Page &page, const PreflightFloors &floors)
{
    if (page.printableBottom > page.printableTop)
        return page.printableBottom - page.printableTop;
    return page.height - 2 * floors.edge;
}

class PageCheck
{
public:
    PageCheck(const Page &page, int index, const Fonts &fonts, const PreflightFloors &floors,
              std::vector<PreflightBreach> &out)
        : m_page(page)
        , m_fonts(fonts)
        , m_floors(floors)
        , m_out(out)
    {
        m_result.page = index;
        m_result.pageId = page.id;
        m_bounds.reserve(page.items.size());
        for (const Item &item : page.items)
            m_bounds.push_back(itemBounds(item, fonts, false));
    }

    PagePreflight run()
    {
        std::map<std::pair<bool, double>, int> fonts;
        bool cut = false, note = false;
        for (int i = 0; i < int(m_page.items.size()); ++i) {
            const Item &item = m_page.items[std::size_t(i)];
            if (!inks(item))
                continue;
            if (const auto *t = std::get_if<Text>(&item.shape)) {
                ++fonts[{t->bold, std::round(t->size * 100) / 100}];
                sizes(i, *t);
                note = note || item.id == preflight::ScaleNoteId;
            }
            strokes(i);
            if (item.role == Role::MarkBox)
                box(i);
            cut = cut || (item.role == Role::Cut && !isPageCut(item, m_page));
            edge(i);
        }
        for (const auto &[key, count] : fonts)
            m_result.fonts.push_back({key.first, key.second, count});
        overlaps();
        cropMarks();
        if (cut && !note)
            breach(preflight::ScaleNote, {}, 0, 1);
        return m_result;
    }

private:
    QString name(int i) const
    {
        const QString &id = m_page.items[std::size_t(i)].id;
        return id.isEmpty() ? QStringLiteral("#%1").arg(i + 1) : id;
    }

    void breach(const QString &check, const std::vector<int> &items, double value, double floor)
    {
        PreflightBreach b{m_result.page, m_page.id, check, {}, {}, value, floor};
        for (int i : items) {
            b.items << name(i);
            const auto *t = std::get_if<Text>(&m_page.items[std::size_t(i)].shape);
            if (t && b.text.isEmpty())
                b.text = t->text;
        }
        m_out.push_back(std::move(b));
        ++m_result.breaches;
    }

    static void least(std::optional<double> &figure, double value)
    {
        figure = figure ? std::min(*figure, value) : value;
    }

    void sizes(int i, const Text &t)
    {
        if (m_page.items[std::size_t(i)].role == Role::PlayNumber) {
            least(m_result.smallestPlayNumber, t.size);
            if (below(t.size, m_floors.playNumber))
                breach(preflight::PlayNumberSize, {i}, t.size, m_floors.playNumber);
        } else {
            least(m_result.smallestText, t.size);
            if (below(t.size, m_floors.text))
                breach(preflight::TextSize, {i}, t.size, m_floors.text);
        }
    }

    void strokes(int i)
    {
        const std::optional<double> width = strokeWidth(m_page.items[std::size_t(i)]);
        if (!width || *width <= 0)
            return;
        if (m_page.items[std::size_t(i)].role == Role::MarkBox) {
            least(m_result.thinnestBoxStroke, *width);
            if (below(*width, m_floors.boxStroke))
                breach(preflight::BoxStroke, {i}, *width, m_floors.boxStroke);
        } else {
            least(m_result.thinnestRule, *width);
            if (below(*width, m_floors.rule))
                breach(preflight::RuleStroke, {i}, *width, m_floors.rule);
        }
    }

    void box(int i)
    {
        const Item &item = m_page.items[std::size_t(i)];
        if (std::holds_alternative<Text>(item.shape) || std::holds_alternative<Line>(item.shape))
            return;
        const Bounds &b = m_bounds[std::size_t(i)];
        const double side = std::min(b.width(), b.height());
        least(m_result.smallestBox, side);
        if (below(side, m_floors.box))
            breach(preflight::BoxSize, {i}, side, m_floors.box);
    }

    void edge(int i)
    {
        const Item &item = m_page.items[std::size_t(i)];
        if (isPageCut(item, m_page))
            return;
        const double d = fromEdge(itemBounds(item, m_fonts, true), m_page);
        if (item.role == Role::CropMark) {
            least(m_result.cropMarkEdge, d);
            if (d < m_floors.cropMarkEdge - m_floors.tolerance)
                breach(preflight::Edge, {i}, d, m_floors.cropMarkEdge);
            return;
        }
        least(m_result.nearestEdge, d);
        if (d < m_floors.edge - m_floors.tolerance)
            breach(preflight::Edge, {i}, d, m_floors.edge);
    }

    // Text over text, or text running over a box a player marks (text wholly inside a box is
    // its label, such as a box's number). Each pair is looked at in one cell only: the cell of
    // the top-left corner of their common area.
    void overlaps()
    {
        SpatialGrid grid(m_page, 24);
        const auto kept = [&](const Item &item) {
            return inks(item)
                   && (std::holds_alternative<Text>(item.shape)
                       || (item.role == Role::MarkBox
                           && !std::holds_alternative<Line>(item.shape)));
        };
        for (int i = 0; i < int(m_page.items.size()); ++i) {
            if (kept(m_page.items[std::size_t(i)]))
                grid.add(i, m_bounds[std::size_t(i)]);
        }
        const double tol = m_floors.tolerance;
        for (std::size_t cell = 0; cell < grid.cells().size(); ++cell) {
            const std::vector<int> &in = grid.cells()[cell];
            for (std::size_t a = 0; a < in.size(); ++a) {
                for (std::size_t b = a + 1; b < in.size(); ++b) {
                    const Bounds &p = m_bounds[std::size_t(in[a])];
                    const Bounds &q = m_bounds[std::size_t(in[b])];
                    const Bounds common{std::max(p.x1, q.x1), std::max(p.y1, q.y1),
                                        std::min(p.x2, q.x2), std::min(p.y2, q.y2)};
                    if (common.width() <= tol || common.height() <= tol
                        || grid.cellAt(common.x1, common.y1) != cell)
                        continue;
                    const bool pText
                        = std::holds_alternative<Text>(m_page.items[std::size_t(in[a])].shape);
                    const bool qText
                        = std::holds_alternative<Text>(m_page.items[std::size_t(in[b])].shape);
                    if (!pText && !qText)
                        continue;
                    if ((!pText && p.contains(q, tol)) || (!qText && q.contains(p, tol)))
                        continue;
                    // The text first, then what it runs into.
                    const bool swap = !pText;
                    breach(preflight::Overlap,
                           swap ? std::vector<int>{in[b], in[a]} : std::vector<int>{in[a], in[b]},
                           std::min(common.width(), common.height()), tol);
                }
            }
        }
    }

    // Every crop mark at least the gap from any cut outline (measured between their lines).
    void cropMarks()
    {
        SpatialGrid cuts(m_page, 36);
        bool any = false;
        for (int i = 0; i < int(m_page.items.size()); ++i) {
            const Item &item = m_page.items[std::size_t(i)];
            if (item.role == Role::Cut && !isPageCut(item, m_page)) {
                cuts.add(i, m_bounds[std::size_t(i)]);
                any = true;
            }
        }
        if (!any)
            return;
        const double reach = 4 * m_floors.cropMarkGap;
        for (int i = 0; i < int(m_page.items.size()); ++i) {
            if (m_page.items[std::size_t(i)].role != Role::CropMark)
                continue;
            const Bounds &mark = m_bounds[std::size_t(i)];
            double nearest = reach;
            int cut = -1;
            cuts.forCells(mark.grown(reach), [&](std::size_t cell) {
                for (int j : cuts.cells()[cell]) {
                    const double d = distance(mark, m_bounds[std::size_t(j)]);
                    if (d < nearest || (d == nearest && cut >= 0 && j < cut)) {
                        nearest = d;
                        cut = j;
                    }
                }
            });
            if (cut < 0)
                continue;
            least(m_result.cropMarkGap, nearest);
            if (nearest < m_floors.cropMarkGap - m_floors.tolerance)
                breach(preflight::CropMark, {i, cut}, nearest, m_floors.cropMarkGap);
        }
    }

    const Page &m_page;
    const Fonts &m_fonts;
    const PreflightFloors &m_floors;
    std::vector<PreflightBreach> &m_out;
    std::vector<Bounds> m_bounds; // by item, without outlines
    PagePreflight m_result;
};

// A ship or card drawn over consecutive pages of one printout whose parts would fit one page:
// the layout broke it where it need not have. A ship's sheet that is meant to run over two pages
// (a front and a back of tables) fills both, so the sum of its parts does not fit one page.
void splits(const Document &document, const Fonts &fonts, const PreflightFloors &floors,
            std::vector<PreflightBreach> &out, std::vector<PagePreflight> &pages)
{
    struct Extent
    {
        double top = 0, bottom = 0;
        int first = -1; // the first item
    };
    struct Run
    {
        int lastPage = -1;
        double height = 0;
        QStringView family;
        std::vector<std::pair<int, int>> parts; // page, first item
    };
    std::map<QStringView, Run> runs;
    const auto close = [&](QStringView key, Run &run) {
        if (run.parts.size() < 2)
            return;
        const Page &first = document.pages[std::size_t(run.parts.front().first)];
        const double room = printableHeight(first, floors);
        if (run.height > room + floors.tolerance)
            return;
        PreflightBreach b{run.parts.back().first,
                          document.pages[std::size_t(run.parts.back().first)].id,
                          preflight::Split,
                          {},
                          {},
                          run.height,
                          room};
        b.items << key.toString();
        out.push_back(std::move(b));
        ++pages[std::size_t(run.parts.back().first)].breaches;
    };
    for (int p = 0; p < int(document.pages.size()); ++p) {
        const Page &page = document.pages[std::size_t(p)];
        std::map<QStringView, Extent> extents;
        for (int i = 0; i < int(page.items.size()); ++i) {
            const Item &item = page.items[std::size_t(i)];
            const QStringView key = shipKey(item.id);
            if (key.isEmpty())
                continue;
            const Bounds b = itemBounds(item, fonts, false);
            Extent &e = extents[key];
            if (e.first < 0)
                e = {b.y1, b.y2, i};
            e.top = std::min(e.top, b.y1);
            e.bottom = std::max(e.bottom, b.y2);
        }
        const QStringView family = pageFamily(page.id);
        for (const auto &[key, extent] : extents) {
            Run &run = runs[key];
            if (run.lastPage != p - 1 || run.family != family) {
                close(key, run);
                run = Run{};
                run.family = family;
            }
            run.lastPage = p;
            run.height += extent.bottom - extent.top;
            run.parts.emplace_back(p, extent.first);
        }
    }
    for (auto &[key, run] : runs)
        close(key, run);
}

} // namespace

PreflightReport runPreflight(const Document &document, const Fonts &fonts,
                             const PreflightFloors &floors)
{
    PreflightReport report;
    report.font = Fonts::family();
    report.floors = floors;
    for (int p = 0; p < int(document.pages.size()); ++p)
        report.pages.push_back(
            PageCheck(document.pages[std::size_t(p)], p, fonts, floors, report.breaches).run());
    splits(document, fonts, floors, report.breaches, report.pages);
    const QStringList order{preflight::TextSize,  preflight::PlayNumberSize, preflight::BoxSize,
                            preflight::BoxStroke, preflight::RuleStroke,     preflight::Overlap,
                            preflight::Edge,      preflight::Split,          preflight::CropMark,
                            preflight::ScaleNote};
    std::stable_sort(report.breaches.begin(), report.breaches.end(),
                     [&](const PreflightBreach &a, const PreflightBreach &b) {
                         if (a.page != b.page)
                             return a.page < b.page;
                         return order.indexOf(a.check) < order.indexOf(b.check);
                     });
    return report;
}

} // namespace fw::templates
