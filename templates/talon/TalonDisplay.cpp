#include "TalonDisplay.h"

#include <model/systems/talon/TalonDerived.h>
#include <model/systems/talon/TalonRuleset.h>
#include <model/systems/talon/TalonSystem.h>

#include <algorithm>
#include <cmath>

// A ship display: the laminated counter's figures laid out for dry-erase play (digest §3.1, §3.6,
// §3.8).
namespace fw::templates::talon {

namespace {

const Color HeaderShade = Color::gray(228);
const Color StartShade = Color{214, 232, 214};

class Display
{
public:
    Display(Pen &pen, const Template &tpl, const PrintView &v, const CounterEntry &e,
            const QString &idPrefix)
        : p(pen)
        , t(tpl)
        , view(v)
        , c(*e.counter)
        , entry(e)
        , id(idPrefix)
    {}

    double draw(double x, double y, double w);

private:
    double header(double x, double y, double w);
    double shields(double x, double y, double w);
    double weapons(double x, double y, double w);
    double weaponGroup(double x, double y, double w, std::size_t g);
    double curve(double x, double y, double w);
    double hull(double x, double y, double w);
    double extras(double x, double y, double w);
    double reinforcementWidth() const
    {
        return t.value(key("markBox")) + t.value(key("boxGap")) / 2 + t.value(key("writeBox"));
    }
    void reinforcement(double x, double y, mt::Arc arc);
    double missiles(double x, double y, double w);
    double criticals(double x, double y, double w);
    double notes(double x, double y, double w);
    double label(double x, double y, double w, const QString &text, const QString &itemId = {});
    BoxGrid grid(int count, double box, double width) const;
    QString sub(const QString &part) const { return id + QLatin1Char('-') + part; }
    QString sub(const char *part) const { return sub(QLatin1String(part)); }

    Pen &p;
    const Template &t;
    const PrintView &view;
    const mt::TalonCounter &c;
    const CounterEntry &entry;
    QString id;
};

BoxGrid Display::grid(int count, double box, double width) const
{
    BoxGrid g;
    g.count = count;
    g.box = box;
    g.gap = t.value(key("boxGap"));
    g.perRow = std::max(1, int(std::floor((width + g.gap) / (box + g.gap))));
    return g;
}

double Display::label(double x, double y, double w, const QString &text, const QString &itemId)
{
    const Field f = within(t.field(key("label")), w);
    return f.y + p.field(x, y, f, text, itemId) + t.value(key("boxGap"));
}

double Display::header(double x, double y, double w)
{
    const double pad = t.value(key("padding"));
    const Field name = within(t.field(key("name")), w - 2 * pad);
    const Field sp = within(t.field(key("sp")), w - 2 * pad);
    const QString spValue = spText(c.sp);
    const double nameWidth = w - 2 * pad - p.c.textWidth(spValue, sp.size) - pad;
    const Field nameField = within(name, nameWidth);
    QStringList about{mt::factionName(c.faction), mt::hullTypeName(c.hull)};
    // A ship's display carries its name above the counter's; a blank one a line to write it on.
    const bool own = entry.shipIndex >= 0;
    const QString title = own ? entry.ships.value(0) : counterTitle(c);
    if (own)
        about.prepend(counterTitle(c));
    else if (view.sheetsFor == SheetsFor::Designs)
        about << TalonPrintText::tr("ship: ______________");
    else
        about << TalonPrintText::tr("no ship flies it yet");
    const Field aboutField = within(t.field(key("about")), w - 2 * pad);
    const QString aboutText = about.join(QStringLiteral(" · "));
    const double height = pad + fieldHeight(p.c, nameField, title) + aboutField.y
                          + fieldHeight(p.c, aboutField, aboutText) + pad / 2;
    // A ship's header carries the ship's id, a blank custom counter's the design's, so that the
    // app's preview follows the ship or the design being edited.
    p.rect(x, y, w, height, std::nullopt, HeaderShade,
           own                      ? shipItemId(entry.shipIndex)
           : entry.designIndex >= 0 ? designItemId(entry.designIndex)
                                    : QString());
    p.field(x + pad, y + pad, nameField, title, sub(QStringLiteral("name")));
    Field right = sp;
    right.width = w - 2 * pad;
    right.align = Align::Right;
    p.field(x + pad, y + pad, right, spValue, sub(QStringLiteral("sp")));
    p.field(x + pad, y + pad + fieldHeight(p.c, nameField, title), aboutField, aboutText,
            sub(QStringLiteral("about")));
    return height;
}

// The four shield arcs around the ship's outline, bow up: forward above, rear below, left and
// right beside it, one box per shield point (digest §3.1 B).
double Display::shields(double x, double y, double w)
{
    const double box = t.value(key("shieldBox"));
    const double gap = t.value(key("boxGap"));
    const double radius = t.value(key("outlineRadius"));
    const auto arcLabel = [&](mt::Arc a) {
        return TalonPrintText::tr("%1 %2").arg(mt::arcName(a)).arg(c.shields[std::size_t(a)]);
    };
    const auto arcId = [&](mt::Arc a) {
        return sub(QStringLiteral("shield-") + mt::arcIds().at(int(a)));
    };
    // Side columns: as many rows as the outline is tall, then a further column.
    const int sideRows = std::max(1, int(std::floor((2 * radius + gap) / (box + gap))));
    const auto side = [&](mt::Arc a) {
        BoxGrid g = grid(c.shields[std::size_t(a)], box, w);
        g.perRow = std::max(1, (g.count + sideRows - 1) / sideRows);
        return g;
    };
    const BoxGrid left = side(mt::Arc::Left);
    const BoxGrid right = side(mt::Arc::Right);
    const double sideWidth = std::max({boxGridWidth(left), boxGridWidth(right), box});
    const BoxGrid forward = grid(c.shields[0], box, w);
    const BoxGrid rear = grid(c.shields[2], box, w);
    const Field lf = t.field(key("label"));
    const double labelHeight = lf.y + fieldHeight(p.c, lf, QStringLiteral("X")) + gap / 2;
    const double cx = x + w / 2;
    double yy = y;
    Field centred = within(lf, w);
    centred.x = 0;
    centred.width = w;
    centred.align = Align::Center;
    // Beside each arc's name its reinforcement boxes, in the middle of the name's line.
    const double boxTop = (labelHeight - gap / 2 - t.value(key("markBox"))) / 2;
    const auto textWidth = [&](mt::Arc a) {
        return p.c.textWidth(arcLabel(a), lf.size);
    };
    p.field(x, yy, centred, arcLabel(mt::Arc::Forward),
            arcId(mt::Arc::Forward) + QLatin1String("-label"));
    reinforcement(cx + textWidth(mt::Arc::Forward) / 2 + gap, yy + boxTop, mt::Arc::Forward);
    yy += labelHeight;
    drawBoxGrid(p, cx - boxGridWidth(forward) / 2, yy, forward, arcId(mt::Arc::Forward));
    yy += boxGridHeight(forward) + gap;
    const double middle
        = std::max({2 * radius, boxGridHeight(left), boxGridHeight(right)}) + labelHeight;
    Field sideLabel = centred;
    sideLabel.width = std::max(sideWidth, w / 4);
    sideLabel.align = Align::Left;
    p.field(x, yy, sideLabel, arcLabel(mt::Arc::Left),
            arcId(mt::Arc::Left) + QLatin1String("-label"));
    sideLabel.align = Align::Right;
    p.field(x + w - sideLabel.width, yy, sideLabel, arcLabel(mt::Arc::Right),
            arcId(mt::Arc::Right) + QLatin1String("-label"));
    reinforcement(x + textWidth(mt::Arc::Left) + gap, yy + boxTop, mt::Arc::Left);
    reinforcement(x + w - textWidth(mt::Arc::Right) - gap - reinforcementWidth(), yy + boxTop,
                  mt::Arc::Right);
    drawBoxGrid(p, x, yy + labelHeight, left, arcId(mt::Arc::Left));
    drawBoxGrid(p, x + w - boxGridWidth(right), yy + labelHeight, right, arcId(mt::Arc::Right));
    const double cy = yy + middle / 2 + labelHeight / 2;
    p.circle(cx, cy, radius, Stroke{0.4, Color::gray(150), {1.5, 1.5}}, std::nullopt,
             sub(QStringLiteral("outline-circle")));
    for (int a = 0; a < mt::ArcCount; ++a) {
        // The arc boundaries, 45° either side of the bow.
        const double angle = (45.0 + 90.0 * a) * M_PI / 180;
        p.line(cx, cy, cx + radius * std::sin(angle), cy - radius * std::cos(angle),
               Stroke{0.3, Color::gray(170), {}});
    }
    std::vector<Point> outline = shipOutline(cx, cy, radius * 1.4);
    p.polygon(outline, Stroke{0.8, Color::black(), {}}, Color::gray(245), sub("outline"));
    yy += middle + gap;
    drawBoxGrid(p, cx - boxGridWidth(rear) / 2, yy, rear, arcId(mt::Arc::Rear));
    yy += boxGridHeight(rear);
    p.field(x, yy, centred, arcLabel(mt::Arc::Rear),
            arcId(mt::Arc::Rear) + QLatin1String("-label"));
    reinforcement(cx + textWidth(mt::Arc::Rear) / 2 + gap, yy + boxTop, mt::Arc::Rear);
    return yy + labelHeight - y;
}

// Shield reinforcement: AP spent on an arc buys a chit that expires on an impulse it lists
// (digest §3.2: "shield reinforcement (the chits expire on a listed impulse)"): a box to mark the
// arc reinforced and a wider one to write that impulse in.
void Display::reinforcement(double x, double y, mt::Arc arc)
{
    const double box = t.value(key("markBox"));
    const QString name = sub(QStringLiteral("reinforce-") + mt::arcIds().at(int(arc)));
    p.checkbox(x, y, box, false, name);
    const RoleScope mark(p.c, Role::MarkBox);
    p.rect(x + box + t.value(key("boxGap")) / 2, y, t.value(key("writeBox")), box,
           Stroke{0.7, Color::black(), {}}, std::nullopt, name + QLatin1String("-expires"));
}

Stroke redBoxStroke()
{
    return Stroke{0.9, Color{200, 0, 0}, {}};
}

Stroke yellowBoxStroke()
{
    return Stroke{0.9, Color{190, 130, 0}, {1.6, 1.0}};
}

Color redBoxFill()
{
    return Color{252, 218, 218};
}

Color yellowBoxFill()
{
    return Color{255, 243, 176};
}

double Display::weaponGroup(double x, double y, double w, std::size_t g)
{
    const mt::WeaponGroup &group = c.weaponGroups[g];
    const QString gid = sub(QStringLiteral("w%1").arg(g + 1));
    const double diagram = t.value(key("arcDiagram"));
    const double gap = t.value(key("boxGap"));
    const double textWidth = t.value(key("weaponText"));
    std::vector<Arc> arcs;
    for (mt::Arc a : group.arcs)
        arcs.push_back(arcOf(a));
    arcDiagram(p, x + diagram / 2, y + diagram / 2, diagram / 2, arcs, gid + QLatin1String("-arc"));
    const mt::WeaponTable &table = view.system->rules().weapon(group.weapon);
    const QString what = group.count == 1 ? mt::weaponKindName(group.weapon)
                                          : TalonPrintText::tr("%1 × %2")
                                                .arg(group.count)
                                                .arg(mt::weaponKindName(group.weapon));
    const double tx = x + diagram + 2 * gap;
    Field cell = within(t.field(key("cell")), textWidth);
    cell.bold = true;
    double text = cell.y + p.field(tx, y, cell, what, gid + QLatin1String("-weapon"));
    Field small = within(t.field(key("small")), textWidth);
    text += small.y
            + p.field(tx, y + text, small,
                      TalonPrintText::tr("%1 · range %2")
                          .arg(arcsText(group.arcs), rangeText(table.minRange, table.maxRange)),
                      gid + QLatin1String("-arcs"));
    const double bx = tx + textWidth + gap;
    const double box = t.value(key("chargeBox"));
    const double room = std::max(box, x + w - bx);
    BoxGrid red = grid(group.red, box, room);
    red.stroke = redBoxStroke();
    for (int i = 0; i < red.count; ++i)
        red.marks[i].fill = redBoxFill();
    BoxGrid yellow = grid(group.yellow, box, room);
    yellow.stroke = yellowBoxStroke();
    for (int i = 0; i < yellow.count; ++i)
        yellow.marks[i].fill = yellowBoxFill();
    drawBoxGrid(p, bx, y, red, gid + QLatin1String("-red"));
    // Yellow after red on the same line when both fit, else below.
    const double redWidth = boxGridWidth(red) + (red.count > 0 ? 2 * gap : 0);
    const bool sameLine = boxGridRows(red) <= 1 && redWidth + boxGridWidth(yellow) <= room;
    const double yx = sameLine ? bx + redWidth : bx;
    const double yy = sameLine ? y : y + boxGridHeight(red) + gap;
    drawBoxGrid(p, yx, yy, yellow, gid + QLatin1String("-yellow"));
    const double boxes = yy - y + boxGridHeight(yellow);
    return std::max({diagram, text, boxes});
}

double Display::weapons(double x, double y, double w)
{
    double yy = y
                + label(x, y, w,
                        TalonPrintText::tr("Weapon groups: charge the red boxes (solid) "
                                           "first, then the yellow (dashed)"),
                        sub(QStringLiteral("weapons-label")));
    if (c.weaponGroups.empty()) {
        const Field f = within(t.field(key("small")), w);
        return yy + p.field(x, yy, f, TalonPrintText::tr("No weapons."), sub("no-weapons")) - y;
    }
    const double gap = t.value(key("boxGap"));
    for (std::size_t g = 0; g < c.weaponGroups.size(); ++g)
        yy += weaponGroup(x, yy, w, g) + gap;
    return yy - y;
}

// The power curve as a table with the speeds as columns (digest §3.1, §3.8): AP, turn radius and
// the impulses each speed acts in, the starting entry shaded and starred, and a speed track row
// of boxes to mark the current speed.
double Display::curve(double x, double y, double w)
{
    double yy = y
                + label(x, y, w, TalonPrintText::tr("Power curve (★ start) and speed track"),
                        sub("curve-label"));
    const int n = int(c.powerCurve.size());
    if (n == 0)
        return yy - y;
    const double labelWidth = t.value(key("curveLabel"));
    const double columnWidth
        = std::min(t.value(key("curveColumn")), std::max(8.0, (w - labelWidth) / n));
    Field head = t.field(key("cell"));
    head.align = Align::Left;
    Field value = t.field(key("cell"));
    value.align = Align::Center;
    std::vector<Column> columns{Column{labelWidth, head}};
    for (int i = 0; i < n; ++i) {
        columns.push_back(Column{columnWidth, value});
        columns.back().role = Role::PlayNumber; // speeds, AP, turn radii read in play
    }
    const double rowHeight = t.value(key("rowHeight"));
    const double tableW = tableWidth(columns);
    // The starting entry's column, shaded behind every row.
    const auto start = std::find_if(c.powerCurve.begin(), c.powerCurve.end(),
                                    [](const mt::PowerEntry &e) { return e.start; });
    QStringList speed{TalonPrintText::tr("Speed")}, ap{TalonPrintText::tr("AP")},
        turn{TalonPrintText::tr("Turn radius")}, impulses{TalonPrintText::tr("Impulses")};
    bool marked = false;
    for (const mt::PowerEntry &e : c.powerCurve) {
        speed << (e.start ? QStringLiteral("%1 ★").arg(e.speed) : QString::number(e.speed));
        ap << QString::number(e.ap);
        turn << (e.turnRadius ? QString::number(*e.turnRadius) : QStringLiteral("–"));
        QString letters = impulseLetters(mt::impulsesAt(e.speed, view.options));
        if (chartDependent(e.speed)) {
            letters += QLatin1String(AssumptionMark);
            marked = true;
        }
        impulses << letters;
    }
    const std::vector<std::pair<QStringList, QString>> rows{{speed, QStringLiteral("speed")},
                                                            {ap, QStringLiteral("ap")},
                                                            {turn, QStringLiteral("turn")},
                                                            {impulses, QStringLiteral("impulses")}};
    Pen measure(p.c, true);
    double height = 0;
    for (const auto &[cells, name] : rows)
        height += tableRow(measure, x, 0, columns, cells, rowHeight);
    const double track = t.value(key("shieldBox")) + 2 * t.value(key("boxGap"));
    if (start != c.powerCurve.end()) {
        const double sx = x + labelWidth + double(start - c.powerCurve.begin()) * columnWidth;
        p.rect(sx, yy, columnWidth, height + track, std::nullopt, StartShade, sub("curve-start"));
    }
    for (const auto &[cells, name] : rows) {
        QStringList ids;
        for (int i = 0; i <= n; ++i)
            ids << sub(QStringLiteral("curve-%1-%2").arg(name).arg(i));
        RowStyle style;
        style.bold = name == QLatin1String("speed");
        yy += tableRow(p, x, yy, columns, cells, rowHeight, style, ids);
    }
    // The speed track: a box under each speed to mark the one the ship flies at.
    p.field(x, yy + t.value(key("boxGap")), inset(head, labelWidth), TalonPrintText::tr("Speed"),
            sub("track-label"));
    const double box = t.value(key("shieldBox"));
    for (int i = 0; i < n; ++i)
        p.checkbox(x + labelWidth + i * columnWidth + (columnWidth - box) / 2,
                   yy + t.value(key("boxGap")), box, false,
                   sub(QStringLiteral("track-%1").arg(c.powerCurve[std::size_t(i)].speed)));
    yy += track;
    p.rect(x, y + (yy - y) - track - height, tableW, height + track,
           Stroke{0.5, Color::gray(110), {}}, std::nullopt);
    if (marked) {
        const Field f = within(t.field(key("footnote")), w);
        yy += p.field(x, yy + 1, f,
                      TalonPrintText::tr("%1 Speed 5 by %2 (rules option impulseChart).")
                          .arg(QLatin1String(AssumptionMark), chartReading(view.options)),
                      sub("curve-assumption"))
              + 1;
    }
    return yy - y;
}

// Hull boxes in damage order, each with the Power number printed by it and the weak-spot mark
// (digest §3.1 G, §3.8).
double Display::hull(double x, double y, double w)
{
    double yy
        = y
          + label(x, y, w, TalonPrintText::tr("Hull boxes, Power numbers below (● weak spot)"),
                  sub("hull-label"));
    const double box = t.value(key("hullBox"));
    // Power numbers are read in play: at the field's size, never smaller.
    Field number = t.field(key("small"));
    number.minSize = number.size;
    const double numberHeight = p.c.lineHeight(number.size);
    BoxGrid g = grid(int(c.hullBoxes.size()), box, w);
    g.gap = std::max(g.gap, t.value(key("hullGap")));
    g.perRow = std::max(1, int(std::floor((w + g.gap) / (box + g.gap))));
    g.stroke = Stroke{0.9, Color{160, 0, 0}, {}};
    for (std::size_t i = 0; i < c.hullBoxes.size(); ++i) {
        if (c.hullBoxes[i].weakSpot)
            g.marks[int(i)].dot = true;
    }
    const int rows = boxGridRows(g);
    for (int r = 0; r < rows; ++r) {
        BoxGrid row = g;
        row.count = std::min(g.perRow, g.count - r * g.perRow);
        row.firstNumber = 1 + r * g.perRow;
        row.marks.clear();
        for (int i = 0; i < row.count; ++i) {
            const auto m = g.marks.find(r * g.perRow + i);
            if (m != g.marks.end())
                row.marks[i] = m->second;
        }
        drawBoxGrid(p, x, yy, row, sub("hull"));
        const RoleScope numbers(p.c, Role::PlayNumber);
        for (int i = 0; i < row.count; ++i) {
            const mt::HullBox &b = c.hullBoxes[std::size_t(r * g.perRow + i)];
            Field f = number;
            f.x = 0;
            f.width = box + g.gap;
            f.align = Align::Center;
            p.field(x + i * (box + g.gap) - g.gap / 2, yy + box + 0.5, f,
                    b.powerMod == 0 ? QStringLiteral("0") : signedNumber(b.powerMod),
                    sub(QStringLiteral("hull-%1-power").arg(row.firstNumber + i)));
        }
        yy += box + numberHeight + 1.5;
    }
    return yy - y;
}

// The writable Power box; beside it the afterburners and batteries to tick off and the explosion
// strength, one line each.
double Display::extras(double x, double y, double w)
{
    const double box = t.value(key("shieldBox"));
    const double gap = t.value(key("boxGap"));
    const double powerWidth = std::min(t.value(key("powerBox")), w / 2);
    Field lf = within(t.field(key("label")), powerWidth);
    lf.x = std::max(lf.x, gap);
    lf.y = std::max(lf.y, gap);
    const double line = box + gap;
    const int lines = 1 + (c.afterburners > 0 ? 1 : 0) + (c.batteries > 0 ? 1 : 0);
    const double height = std::max(t.value(key("hullBox")) * 1.5, lines * line);
    p.rect(x, y, powerWidth, height, Stroke{1.0, Color::black(), {}}, Color::gray(255),
           sub("power"));
    p.field(x, y, lf, TalonPrintText::tr("Power"), sub("power-label"));
    // Where Power starts: the AP at the curve's starting entry (digest §3.8: "the entry the
    // counter starts on"); marked hull boxes lower it (§3.1).
    const auto start = std::find_if(c.powerCurve.begin(), c.powerCurve.end(),
                                    [](const mt::PowerEntry &e) { return e.start; });
    if (start != c.powerCurve.end()) {
        Field s = within(t.field(key("small")), powerWidth - 2 * gap);
        s.x = gap;
        s.lines = 1;
        const QString text = TalonPrintText::tr("starts at %1: AP at ★").arg(start->ap);
        p.field(x, y + height - p.c.lineHeight(s.size) - gap / 2, s, text, sub("power-start"));
    }
    const double xx = x + powerWidth + 2 * gap;
    Field f = lf;
    f.x = 0;
    f.y = 0;
    f.width = std::max(1.0, x + w - xx);
    double yy = y;
    const auto textAt = [&](const QString &text, const QString &name, bool bold) {
        Field g = f;
        g.bold = bold;
        p.field(xx, yy + (box - p.c.lineHeight(g.size)) / 2, g, text, sub(name));
    };
    const auto ticks = [&](const QString &text, int count, const QString &name) {
        if (count <= 0)
            return;
        textAt(text, name, false);
        const double bx = xx + p.c.textWidth(text, f.size) + 2 * gap;
        for (int i = 0; i < count; ++i)
            p.checkbox(bx + i * (box + gap), yy, box, false,
                       sub(QStringLiteral("%1-%2").arg(name).arg(i + 1)));
        yy += line;
    };
    ticks(TalonPrintText::tr("Afterburners"), c.afterburners, QStringLiteral("afterburners"));
    ticks(TalonPrintText::tr("Batteries"), c.batteries, QStringLiteral("batteries"));
    textAt(TalonPrintText::tr("Explosion %1").arg(c.explosion), QStringLiteral("explosion"), true);
    return height;
}

// The missiles flying at the ship: on redirecting one, "note the missile counter number, write it
// on the new ship, and erase the number from the old ship" (rulebook §13.7, p. 12). A label, then
// a line of boxes to write the numbers in, as many as fit beside it.
double Display::missiles(double x, double y, double w)
{
    const QString text = TalonPrintText::tr("Missiles targeting it (their numbers)");
    const double box = t.value(key("writeBox"));
    const double gap = t.value(key("boxGap"));
    Field f = within(t.field(key("small")), w);
    f.y = 0;
    f.width = std::min(w / 2, p.c.textWidth(text, f.size) + 2 * gap);
    BoxGrid g = grid(1, box, w - f.width);
    g.count = g.perRow;
    p.field(x, y + std::max(0.0, (box - p.c.lineHeight(f.size)) / 2), f, text,
            sub("missile-label"));
    drawBoxGrid(p, x + f.width, y, g, sub("missile"));
    return std::max(fieldHeight(p.c, f, text), boxGridHeight(g)) + gap;
}

// Critical damage that lasts, one box per result of the 2d6 table (digest §3.8, the data file's
// criticalDamage2d6): the roll's number, then the effect.
double Display::criticals(double x, double y, double w)
{
    const std::vector<std::pair<int, QString>> results{
        {3, TalonPrintText::tr("3 Shields down")},  {4, TalonPrintText::tr("4 Helm down")},
        {5, TalonPrintText::tr("5 Group lost")},    {6, TalonPrintText::tr("6 Turn +1")},
        {8, TalonPrintText::tr("8 Power −1")},      {9, TalonPrintText::tr("9 Group lost")},
        {10, TalonPrintText::tr("10 FTL offline")}, {11, TalonPrintText::tr("11 Power loss")}};
    const double box = t.value(key("markBox"));
    const double gap = t.value(key("boxGap"));
    // The title in a column of its own at the left, the results in the rest.
    const double titleWidth = std::min(w / 4, t.value(key("criticalCell")) * 0.7);
    const double rest = w - titleWidth;
    const int perRow = std::max(1, std::min(4, int(rest / t.value(key("criticalCell")))));
    const double cell = rest / perRow;
    Field f = within(t.field(key("small")), cell - box - gap);
    f.x = 0;
    f.y = 0;
    double rowHeight = box;
    for (const auto &[roll, text] : results)
        rowHeight = std::max(rowHeight, fieldHeight(p.c, f, text));
    const int rows = (int(results.size()) + perRow - 1) / perRow;
    Field title = within(t.field(key("label")), titleWidth - gap);
    title.x = 0;
    title.lines = 3;
    const double titleHeight
        = p.field(x, y, title, TalonPrintText::tr("Critical damage (2d6)"), sub("critical-label"));
    for (std::size_t i = 0; i < results.size(); ++i) {
        const double cx = x + titleWidth + double(int(i) % perRow) * cell;
        const double cy = y + double(int(i) / perRow) * (rowHeight + gap);
        const QString name = QStringLiteral("critical-%1").arg(results[i].first);
        p.checkbox(cx, cy, box, false, sub(name));
        p.field(cx + box + gap / 2, cy + std::max(0.0, (box - p.c.lineHeight(f.size)) / 2), f,
                results[i].second, sub(name + QLatin1String("-label")));
    }
    return std::max(titleHeight, rows * (rowHeight + gap));
}

double Display::notes(double x, double y, double w)
{
    QStringList lines;
    if (!c.notes.trimmed().isEmpty())
        lines << c.notes.trimmed();
    if (view.options.powerSum)
        lines << TalonPrintText::tr("Power lost: the numbers of all marked hull boxes added up "
                                    "(rules option hullPower).");
    else
        lines << TalonPrintText::tr("Power lost: the number by the last marked hull box (rules "
                                    "option hullPower).");
    if (entry.builtIn)
        lines << sourceNote(c);
    const Field f = within(t.field(key("footnote")), w);
    double yy = y;
    for (int i = 0; i < lines.size(); ++i)
        yy += p.field(x, yy, f, lines[i], sub(QStringLiteral("note-%1").arg(i + 1)),
                      Color::gray(70));
    return yy - y;
}

double Display::draw(double x, double y, double w)
{
    const double pad = t.value(key("padding"));
    const double gap = t.value(key("sectionGap"));
    double yy = y + header(x, y, w) + gap;
    const double inner = w - 2 * pad;
    const double left = std::min(t.value(key("shieldPanel")), inner / 2);
    const double rightX = x + pad + left + 2 * gap;
    const double rightW = inner - left - 2 * gap;
    double ly = yy + shields(x + pad, yy, left) + gap;
    ly += hull(x + pad, ly, left) + gap / 2;
    ly += extras(x + pad, ly, left) + gap / 2;
    Field legend = t.field(key("small"));
    legend.width = left;
    legend.lines = 3;
    ly += p.field(x + pad, ly, legend,
                  TalonPrintText::tr("By each arc: ☐ reinforced, then the impulse it expires "
                                     "in."),
                  sub("reinforce-legend"));
    double ry = yy;
    ry += weapons(rightX, ry, rightW) + gap;
    ry += curve(rightX, ry, rightW) + gap;
    // The missiles' row goes under the shorter column (under the power curve when it is even).
    if (ly + gap < ry)
        ly += gap + missiles(x + pad, ly + gap, left);
    else
        ry += missiles(rightX, ry, rightW);
    ry += criticals(rightX, ry, rightW);
    yy = std::max(ly, ry) + gap;
    yy += notes(x + pad, yy, inner) + pad / 2;
    p.rect(x, y, w, yy - y, Stroke{1.2, Color::black(), {}}, std::nullopt, id);
    return yy - y;
}

} // namespace

double drawDisplay(Pen &p, const Template &t, const PrintView &view, const CounterEntry &entry,
                   double x, double y, double width, const QString &id)
{
    Display d(p, t, view, entry, id);
    return d.draw(x, y, width);
}

} // namespace fw::templates::talon
