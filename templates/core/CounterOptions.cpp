#include "CounterOptions.h"

#include "CounterText.h"
#include "Layout.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <type_traits>

namespace fw::templates {

namespace {

class PrintText
{
    Q_DECLARE_TR_FUNCTIONS(fw::Printing)
};

int lightness(const Color &c)
{
    return (c.r + c.g + c.b) / 3;
}

// 90 % of the way to white: a tenth of the ink.
Color tint(const Color &c)
{
    const auto up = [](int v) {
        return v + int(std::lround((255 - v) * 0.9));
    };
    return {up(c.r), up(c.g), up(c.b)};
}

// Below this a fill reads as a solid shape; it keeps an outline when tinted.
constexpr int DarkFill = 160;
// Text at least this light stood on a dark fill.
constexpr int LightText = 200;

template<typename Shape>
void lighten(Shape &shape)
{
    if (!shape.fill || lightness(*shape.fill) >= 250)
        return;
    const Color original = *shape.fill;
    shape.fill = tint(original);
    if (!shape.stroke && lightness(original) < DarkFill)
        shape.stroke = Stroke{0.5, original, {}};
}

// A counter field scaled with its counter keeps to the smallest type a counter prints: a field
// that comes out a little smaller is printed at the floor, one that comes out much smaller is
// left out. A counter's least important texts are its smallest, so they go first as it shrinks
// (its largest, `keep`, stays); on a counter made smaller, a text that does not fit whole is left
// out too (wholeOnly).
void keepToFloor(Field &f, bool keep)
{
    if (f.size < CounterTextFloor * 0.85 && !keep) {
        f.leftOut = true;
        return;
    }
    if (f.size < CounterTextFloor) {
        // At the floor, about as many lines as the scaled field's height holds (at least one).
        f.lines = std::max(1, int(std::lround(f.lines * f.size / CounterTextFloor)));
        f.size = CounterTextFloor;
    }
    f.minSize = std::clamp(f.minSize, CounterTextFloor, f.size);
}

} // namespace

QStringList counterSizeIds()
{
    return {QStringLiteral("template"), QStringLiteral("1/2"), QStringLiteral("5/8"),
            QStringLiteral("3/4"),      QStringLiteral("1"),   QStringLiteral("hex")};
}

QString counterSizeName(const QString &id)
{
    if (id == QLatin1String("1/2"))
        return PrintText::tr("1/2 in (12.7 mm)");
    if (id == QLatin1String("5/8"))
        return PrintText::tr("5/8 in (15.9 mm)");
    if (id == QLatin1String("3/4"))
        return PrintText::tr("3/4 in (19.1 mm)");
    if (id == QLatin1String("1"))
        return PrintText::tr("1 in (25.4 mm)");
    if (id == QLatin1String("hex"))
        return PrintText::tr("The game's hex size");
    return PrintText::tr("As the template");
}

std::optional<double> counterSidePoints(const QString &id, const Layout &layout)
{
    if (id == QLatin1String("1/2"))
        return pointsPerInch / 2;
    if (id == QLatin1String("5/8"))
        return pointsPerInch * 5 / 8;
    if (id == QLatin1String("3/4"))
        return pointsPerInch * 3 / 4;
    if (id == QLatin1String("1"))
        return pointsPerInch;
    if (id == QLatin1String("hex"))
        return layout.hexCounterSize();
    return std::nullopt;
}

Template resizedCounterTemplate(const Template &t, double side, const PageSize &page,
                                double footerHeight)
{
    Template out = t;
    if (!t.grid || t.grid->width <= 0 || side <= 0)
        return out;
    const double s = side / t.grid->width;
    // The counter's largest text is its most important: it is never left out.
    double largest = 0;
    for (const auto &[key, f] : t.fields) {
        if (!Template::isSheetKey(key))
            largest = std::max(largest, f.size);
    }
    for (auto &[key, f] : out.fields) {
        if (Template::isSheetKey(key))
            continue;
        const bool keep = f.size >= largest;
        f.x *= s;
        f.y *= s;
        f.width *= s;
        // The smallest size is written out first: its default is a share of the size.
        f.minSize = f.smallest() * s;
        f.size *= s;
        f.wholeOnly = s < 1;
        keepToFloor(f, keep);
    }
    for (auto &[key, b] : out.boxes) {
        b = Box{b.x * s, b.y * s, b.width * s, b.height * s};
    }
    for (auto &[key, v] : out.values) {
        if (!Template::isSheetKey(key))
            v *= s;
    }
    CounterGrid &g = *out.grid;
    g.width = side;
    g.height = t.grid->height * s;
    g.dx = g.width;
    g.dy = g.height;
    g.bleed = 0;
    g.x0.reset();
    g.y0.reset();
    const double width = page.width - t.margins.left - t.margins.right;
    const double height = page.height - t.margins.top - t.margins.bottom - footerHeight;
    // Room for the cut marks beside the grid, on both sides.
    const double marks = g.cutMarks ? 2
                                          * (out.values.count(QStringLiteral("cutMarkGap"))
                                                 ? out.value(QStringLiteral("cutMarkGap"))
                                                       + out.value(QStringLiteral("cutMarkLength"))
                                                 : 0)
                                    : 0;
    g.nx = std::max(1, int(std::floor((width - marks) / g.width + 1e-9)));
    g.ny = std::max(1, int(std::floor((height - marks) / g.height + 1e-9)));
    return out;
}

void saveInk(Document &document)
{
    for (Page &page : document.pages) {
        for (Item &item : page.items) {
            std::visit(
                [](auto &shape) {
                    using S = std::decay_t<decltype(shape)>;
                    if constexpr (std::is_same_v<S, Text>) {
                        if (lightness(shape.color) >= LightText)
                            shape.color = Color::black();
                    } else if constexpr (!std::is_same_v<S, Line>) {
                        lighten(shape);
                    }
                },
                item.shape);
        }
    }
}

} // namespace fw::templates
