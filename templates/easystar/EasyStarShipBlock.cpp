#include "EasyStarSheetParts.h"

#include <templates/core/PrintCharts.h>

#include <array>

// Drawing a measured ship block: header, figures, tracks, weapons table, fighters and notes.
namespace fw::templates::easystar::sheets {

using namespace model::easystar;

void numberedBoxes(Composer &c, double x, double y, const Box &area, double gap, int first,
                   int last, const Field &number, const QString &idPrefix)
{
    const int n = last - first + 1;
    if (n <= 0)
        return;
    BoxGrid grid;
    grid.count = n;
    grid.box = std::min(area.height, (area.width - gap * (n - 1)) / n);
    grid.gap = gap;
    grid.stroke = BoxLine;
    grid.firstNumber = first;
    grid.numbered = true;
    grid.numberField = number;
    Pen pen(c, false);
    drawBoxGrid(pen, x + area.x, y + area.y + (area.height - grid.box) / 2, grid, idPrefix);
}

void markerSpace(Composer &c, double x, double y, double w, double h, const Field &label,
                 const QString &text, const QString &id)
{
    c.rect(x, y, w, h, Dashed, std::nullopt, id);
    Field f = label;
    f.x = 1;
    f.width = std::max(1.0, w - 2);
    f.align = Align::Center;
    fieldInBand(c, x, y, h, f, text, QString(), MarkerInk);
}

namespace {

enum Col { Fired, Group, Name, Range, Damage, VsShip, VsFighter, VsMissile, Cost, Spaces, Count };

struct Columns
{
    std::array<double, Count> width{};
    std::array<QString, Count> title;
    std::array<Align, Count> align{};
};

Columns columns(const Template &t, double blockWidth)
{
    Columns c;
    c.width[Fired] = value(t, "firedColumn");
    c.width[Group] = value(t, "mountColumn");
    c.width[Range] = value(t, "rangeColumn");
    c.width[Damage] = value(t, "damageColumn");
    c.width[VsShip] = c.width[VsFighter] = c.width[VsMissile] = value(t, "toHitColumn");
    c.width[Cost] = value(t, "costColumn");
    c.width[Spaces] = value(t, "spacesColumn");
    double fixed = 0;
    for (double w : c.width)
        fixed += w;
    c.width[Name] = std::max(20.0, blockWidth - fixed);
    c.title = {PrintText::tr("Fired"),  PrintText::tr("Mount"),  PrintText::tr("Weapon"),
               PrintText::tr("Range"),  PrintText::tr("Damage"), PrintText::tr("vs ship"),
               PrintText::tr("vs ftr"), PrintText::tr("vs msl"), PrintText::tr("BP"),
               PrintText::tr("Spaces")};
    c.align.fill(Align::Center);
    c.align[Group] = Align::Left;
    c.align[Name] = Align::Left;
    c.align[Cost] = Align::Right;
    c.align[Spaces] = Align::Right;
    return c;
}

QString rowCell(const Row &r, int col)
{
    switch (col) {
    case Group:
        return r.group;
    case Name:
        return r.name;
    case Range:
        return r.range;
    case Damage:
        return r.damage;
    case VsShip:
        return r.vsShip;
    case VsFighter:
        return r.vsFighter;
    case VsMissile:
        return r.vsMissile;
    case Cost:
        return r.cost;
    case Spaces:
        return r.spaces;
    default:
        return {};
    }
}

QString figureNote(const QString &what, const QStringList &parts)
{
    return parts.size() > 1 ? PrintText::tr("%1 (%2)").arg(what, parts.join(QLatin1Char(' ')))
                            : what;
}

// One of the figures W, D, S (template fields "figure<letter>" and "note<letter>"), ids
// `prefix`<letter> and `prefix`<letter>-note in lower case.
void figure(Composer &c, double x, double y, const Template &t, const char *letter,
            const QString &value, const QString &note, const QString &prefix)
{
    const QString id = prefix + QString::fromLatin1(letter).toLower();
    {
        const RoleScope number(c, Role::PlayNumber);
        c.field(x, y, t.field(QLatin1String("figure") + QLatin1String(letter)), value, id);
    }
    c.field(x, y, t.field(QLatin1String("note") + QLatin1String(letter)), note,
            id + QLatin1String("-note"));
}

void drawFigures(Composer &c, const PrintFleet &fleet, const ShipBlock &b, const Template &t,
                 double x, double y)
{
    const PrintShip &s = *b.ship;
    const ShipFigures &f = s.figures;
    const ShipClass *cls = f.shipClass;
    const EasyStarRules &rules = fleet.rules();
    const QString prefix = QStringLiteral("ship-%1-").arg(s.index);
    const int shipNumber = cls ? cls->shipNumber : 0;
    const QString star = b.wAssumption ? QStringLiteral("*") : QString();

    // W: spaces used / available, after gun mount and speed trade (§V.D, §VI.A).
    QStringList w;
    if (cls && cls->weaponSpaces)
        w << QString::number(*cls->weaponSpaces);
    else
        w << (fleet.options.leviathanWeaponSpaces > 0
                  ? QString::number(fleet.options.leviathanWeaponSpaces) + QStringLiteral("*")
                  : PrintText::tr("no cap*"));
    if (f.hasGunMount)
        w << PrintText::tr("+ %1 gun mount").arg(rules.gunMount.spacesPerShipNumber * shipNumber);
    if (s.ship->speedTraded > 0)
        w << PrintText::tr("+ %1 speed traded")
                 .arg(s.ship->speedTraded * shipNumber * rules.speedTradeSpacesPerShipNumber);
    const QString capacity
        = f.unlimitedSpaces ? PrintText::tr("no cap") : QString::number(f.spacesCapacity());
    figure(c, x, y, t, "W", PrintText::tr("W %1 / %2%3").arg(f.spacesUsed()).arg(capacity, star),
           figureNote(PrintText::tr("weapon spaces used / available"), w), prefix);

    // D: damage capacity (§V.D gun mount).
    QStringList d;
    if (cls)
        d << QString::number(cls->damage);
    if (f.hasGunMount)
        d << PrintText::tr("+ %1 gun mount").arg(rules.gunMount.damageBonus);
    figure(c, x, y, t, "D", PrintText::tr("D %1").arg(f.damage),
           figureNote(PrintText::tr("damage capacity"), d), prefix);

    // S: maximum speed after the speed trade and the engine (§V.D, §VI.A).
    QStringList sp;
    if (cls)
        sp << QString::number(cls->maxSpeed);
    if (s.ship->speedTraded > 0)
        sp << PrintText::tr("\u2212 %1 traded").arg(s.ship->speedTraded);
    if (f.hasEngine)
        sp << PrintText::tr("+ %1 engine").arg(rules.engine.speedBonus);
    figure(c, x, y, t, "S", PrintText::tr("S %1").arg(f.speed),
           figureNote(f.speed == 0 ? PrintText::tr("maximum speed: immobile, cannot turn")
                                   : PrintText::tr("maximum speed"),
                      sp),
           prefix);
}

void drawTable(Composer &c, const ShipBlock &b, const Template &t, double x, double top)
{
    const double width = c.width();
    const Columns cols = columns(t, width);
    const Field &cell = field(t, "cell");
    const double headerH = value(t, "tableHeaderHeight");
    const double rowH = value(t, "rowHeight");
    const double check = value(t, "checkBox");

    c.rect(x, top, width, headerH, std::nullopt, TableHeaderFill);
    double cx = x;
    for (int col = 0; col < Count; ++col) {
        Field f = field(t, "tableHeader");
        f.width = std::max(1.0, cols.width[std::size_t(col)] - 2 * f.x);
        f.align = cols.align[std::size_t(col)];
        fieldInBand(c, cx, top, headerH, f, cols.title[std::size_t(col)]);
        cx += cols.width[std::size_t(col)];
    }
    double y = top + headerH;
    c.line(x, y, x + width, y, Thin);
    if (b.rows.empty()) {
        Field f = field(t, "weaponName");
        f.width = width - 2 * f.x;
        fieldInBand(c, x, y, rowH, f, PrintText::tr("No weapons or auxiliaries"),
                    QStringLiteral("ship-%1-no-weapons").arg(b.ship->index), MarkerInk);
        return;
    }
    for (const Row &r : b.rows) {
        if (!r.group.isEmpty()) {
            c.rect(x + cols.width[Fired], y, cols.width[Group], rowH, std::nullopt, GroupFill);
            if (&r != &b.rows.front())
                c.line(x, y, x + width, y, Thin);
        } else {
            c.line(x + cols.width[Fired] + cols.width[Group], y, x + width, y, Hairline);
        }
        cx = x;
        for (int col = 0; col < Count; ++col) {
            const double cw = cols.width[std::size_t(col)];
            if (col == Fired) {
                // One box per shot (§VI.B: a fired weapon's counter is turned over).
                const double step = check + mm(0.8);
                const double startX = cx + (cw - (r.firedBoxes * step - mm(0.8))) / 2;
                const RoleScope boxes(c, Role::MarkBox);
                for (int k = 0; k < r.firedBoxes; ++k)
                    c.rect(startX + k * step, y + (rowH - check) / 2, check, check, BoxLine,
                           std::nullopt, QStringLiteral("%1-fired-%2").arg(r.id).arg(k + 1));
            } else {
                const QString text = rowCell(r, col);
                if (!text.isEmpty()) {
                    Field f = col == Name ? field(t, "weaponName") : cell;
                    f.width = std::max(1.0, cw - 2 * f.x);
                    f.align = cols.align[std::size_t(col)];
                    static const std::array<const char *, Count> suffix{
                        "",        "mount",      "name",       "range", "damage",
                        "vs-ship", "vs-fighter", "vs-missile", "cost",  "spaces"};
                    const QString id = col == Group
                                           ? QString()
                                           : QStringLiteral("%1-%2").arg(
                                               r.id, QLatin1String(suffix[std::size_t(col)]));
                    // Ranges, damage and to-hit numbers are read in play.
                    const bool number = col >= Range && col <= VsMissile;
                    const RoleScope role(c, number ? Role::PlayNumber : c.role());
                    fieldInBand(c, cx, y, rowH, f, text, id);
                }
            }
            cx += cw;
        }
        y += rowH;
    }
}

void drawFighters(Composer &c, const PrintFleet &fleet, const ShipBlock &b, const Template &t,
                  double x, double top)
{
    const PrintShip &s = *b.ship;
    const double labelWidth = value(t, "fighterLabelWidth");
    const double boxW = value(t, "fighterBoxWidth");
    const double boxH = value(t, "fighterBoxHeight");
    const double gap = value(t, "trackGap");
    Field label = field(t, "trackLabel");
    label.width = std::max(1.0, labelWidth - label.x);
    label.lines = 2;
    const bool noSheetSpace = s.figures.shipClass && !s.figures.shipClass->fightersNeedSheetSpace;
    fieldInBand(c, x, top, boxH, label,
                noSheetSpace ? PrintText::tr("Fighters (no sheet space needed)")
                             : PrintText::tr("Fighters"),
                QStringLiteral("ship-%1-fighters").arg(s.index));
    const Field &text = field(t, "fighter");
    for (int k = 0; k < b.fighterSlots; ++k) {
        const int row = k / b.fighterPerRow;
        const int col = k % b.fighterPerRow;
        const double bx = x + labelWidth + col * (boxW + gap);
        const double by = top + row * (boxH + gap);
        Field f = text;
        f.width = std::max(1.0, boxW - 2 * f.x);
        f.align = Align::Center;
        if (k < int(s.fighters.size())) {
            const PrintFighter &fighter = s.fighters[std::size_t(k)];
            const QString id = QStringLiteral("ship-%1-fighter-%2").arg(s.index).arg(k + 1);
            c.rect(bx, by, boxW, boxH, Thin, std::nullopt, id);
            // The serial of its counter and the weapon it carries (§V.E).
            QString caption = fighter.serial;
            if (const WeaponType *weapon = fleet.rules().weapon(fighter.type->weapon))
                caption = PrintText::tr("%1 \u00b7 %2").arg(caption, weapon->abbrev);
            if (fighter.free)
                caption = QStringLiteral("%1 %2").arg(Star).arg(caption);
            fieldInBand(c, bx, by, boxH, f, caption, id + QStringLiteral("-text"));
        } else {
            markerSpace(c, bx, by, boxW, boxH, text, PrintText::tr("empty bay place"),
                        QStringLiteral("ship-%1-bay-%2").arg(s.index).arg(k + 1));
        }
    }
}

} // namespace

void drawShip(Composer &c, const PrintFleet &fleet, const ShipBlock &b, const Template &t,
              double top)
{
    const PrintShip &s = *b.ship;
    const double x = c.left();
    const double width = c.width();
    const QString prefix = QStringLiteral("ship-%1").arg(s.index);
    c.rect(x, top, width, b.height, Frame, std::nullopt, prefix);

    // Header: name, class and counter, flagship, cost = victory points (§IX.E).
    c.rect(x, top, width, value(t, "headerHeight"), std::nullopt, HeaderFill);
    c.line(x, top + value(t, "headerHeight"), x + width, top + value(t, "headerHeight"), Thin);
    const QString name = s.ship->name.isEmpty() ? PrintText::tr("(unnamed)") : s.ship->name;
    const double headerH = value(t, "headerHeight");
    c.field(x, top, fitWithin(c, field(t, "name"), headerH - field(t, "name").y, name), name,
            prefix + QStringLiteral("-name"));
    const QString className = s.report ? s.report->className : s.ship->classId;
    const QString classText = PrintText::tr("%1 \u00b7 counter %2").arg(className, s.serial);
    c.field(x, top,
            fitWithin(c, field(t, "className"), headerH - field(t, "className").y, classText),
            classText, prefix + QStringLiteral("-class"));
    if (s.ship->flagship)
        c.field(x, top, field(t, "flagship"), PrintText::tr("%1 FLAGSHIP").arg(Star),
                prefix + QStringLiteral("-flagship"));
    const int cost = s.figures.cost.total();
    const QString mark = b.costAssumption ? QStringLiteral("*") : QString();
    // The cost keeps to the block's right edge on wider paper, as far in as the name is.
    Field costField = field(t, "cost");
    if (costField.align == Align::Right)
        costField.x = std::max(costField.x, width - field(t, "name").x - costField.width);
    c.field(x, top, costField, PrintText::tr("%1 BP%2 = %3 VP").arg(cost).arg(mark).arg(cost),
            prefix + QStringLiteral("-cost"));

    drawFigures(c, fleet, b, t, x, top);

    // Tracks (§VI.B): speed 0..S with places for Speed −1/−2 markers and the Nav Hit marker,
    // damage 1..D.
    const double gap = value(t, "trackGap");
    const Field &label = field(t, "trackLabel");
    const Field &number = field(t, "trackNumber");
    const Box &speed = box(t, "speedTrack");
    fieldInBand(c, x, top + speed.y, speed.height, label, PrintText::tr("Speed"));
    numberedBoxes(c, x, top, speed, gap, 0, s.figures.speed, number,
                  prefix + QStringLiteral("-speed-track"));
    const Box &markers = box(t, "speedMarkers");
    const double markerGap = 3 * gap;
    const double markerW = (markers.width - markerGap) / 2;
    for (int k = 1; k <= 2; ++k)
        markerSpace(c, x + markers.x + (k - 1) * (markerW + markerGap), top + markers.y, markerW,
                    markers.height, field(t, "marker"), PrintText::tr("Speed \u2212%1").arg(k),
                    prefix + QStringLiteral("-speed-marker-%1").arg(k));
    const Box &nav = box(t, "navHit");
    markerSpace(c, x + nav.x, top + nav.y, nav.width, nav.height, field(t, "marker"),
                PrintText::tr("Nav Hit"), prefix + QStringLiteral("-nav-hit"));
    const Box &damage = box(t, "damageTrack");
    fieldInBand(c, x, top + damage.y, damage.height, label, PrintText::tr("Damage"));
    numberedBoxes(c, x, top, damage, gap, 1, s.figures.damage, number,
                  prefix + QStringLiteral("-damage-track"));

    // Weapons by mount, then auxiliaries.
    const double tableTop = top + value(t, "tableTop");
    drawTable(c, b, t, x, tableTop);
    double y = tableTop + value(t, "tableHeaderHeight")
               + double(std::max<std::size_t>(1, b.rows.size())) * value(t, "rowHeight");
    c.line(x, y, x + width, y, Thin);

    const double sectionGap = value(t, "sectionGap");
    if (b.fighterSlots > 0) {
        y += sectionGap;
        drawFighters(c, fleet, b, t, x, y);
        const int rows = (b.fighterSlots + b.fighterPerRow - 1) / b.fighterPerRow;
        y += rows * value(t, "fighterBoxHeight") + (rows - 1) * gap;
    }
    if (!b.notes.isEmpty()) {
        y += sectionGap;
        y += c.field(x, y, stretched(field(t, "notes"), width), b.notes,
                     prefix + QStringLiteral("-notes"));
    }
    if (!b.footnote.isEmpty()) {
        y += sectionGap;
        c.field(x, y, stretched(field(t, "footnote"), width), b.footnote,
                prefix + QStringLiteral("-assumptions"), AssumptionInk);
    }
}

} // namespace fw::templates::easystar::sheets
