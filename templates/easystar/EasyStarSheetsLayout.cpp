#include "EasyStarSheetsLayout.h"

#include "EasyStarPrint.h"

#include <QSet>

#include <array>
#include <cmath>

namespace fw::templates::easystar {

using namespace model::easystar;

namespace {

const Color HeaderFill = Color::gray(226);
const Color TableHeaderFill = Color::gray(238);
const Color GroupFill = Color::gray(246);
const Color MarkerInk = Color::gray(120);
const Color AssumptionInk{130, 75, 0};
const QChar Star(0x2605);
const Stroke Frame{0.8, Color::black(), {}};
const Stroke Thin{0.4, Color::gray(90), {}};
const Stroke Hairline{0.3, Color::gray(170), {}};
const Stroke Dashed{0.5, Color::gray(110), {2, 1.5}};

// `f` stretched to reach `width` from its x, keeping the same margin on the right.
Field stretched(Field f, double width)
{
    f.width = std::max(f.width, width - 2 * f.x);
    return f;
}

// A row of numbered boxes (a track): `first`..`last` inside `area`, square when there is room.
void numberedBoxes(Composer &c, double x, double y, const Box &area, double gap, int first,
                   int last, const Field &number, const QString &idPrefix)
{
    const int n = last - first + 1;
    if (n <= 0)
        return;
    const double size = std::min(area.height, (area.width - gap * (n - 1)) / n);
    for (int v = first; v <= last; ++v) {
        const double bx = x + area.x + (v - first) * (size + gap);
        const double by = y + area.y + (area.height - size) / 2;
        c.rect(bx, by, size, size, Thin, std::nullopt,
               QStringLiteral("%1-%2").arg(idPrefix).arg(v));
        Field f = number;
        f.x = 0;
        f.width = size;
        f.align = Align::Center;
        fieldInBand(c, bx, by, size, f, QString::number(v));
    }
}

// A dashed space where a marker counter goes, with its name.
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

// One line of the weapons table.
struct Row
{
    QString group; // mount or "Aux.": printed on the group's first row
    QString name;
    QString range, damage, vsShip, vsFighter, vsMissile, cost, spaces;
    int firedBoxes = 0;
    QString id;
};

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

// "3", or "3 (2+1)" with the missile's or torpedo's intrinsic bonus; free units named.
QString unitsText(int actual, int bonus, int freeUnits)
{
    QString text = bonus > 0
                       ? QStringLiteral("%1 (%2+%3)").arg(actual).arg(actual - bonus).arg(bonus)
                       : QString::number(actual);
    if (freeUnits > 0)
        text = PrintText::tr("%1, %n free", nullptr, freeUnits).arg(text);
    return text;
}

QString freeCost(int cost)
{
    return cost > 0 ? QStringLiteral("%1 %2").arg(Star).arg(cost)
                    : PrintText::tr("%1 free").arg(Star);
}

QString deviceAbbrev(const EasyStarRules &rules, const QString &id)
{
    if (const Auxiliary *a = rules.auxiliary(id))
        return a->abbrev;
    if (id == QLatin1String("engine"))
        return rules.engine.abbrev;
    if (id == QLatin1String("gunMount"))
        return rules.gunMount.abbrev;
    if (id == QLatin1String("fighterBay"))
        return rules.fighterBay.abbrev;
    return {};
}

QString named(const QString &name, const QString &abbrev)
{
    return abbrev.isEmpty() ? name : PrintText::tr("%1 (%2)").arg(name, abbrev);
}

// Everything a ship's block shows, measured before it is placed.
struct ShipBlock
{
    const PrintShip *ship = nullptr;
    std::vector<Row> rows;
    QString notes;
    QString footnote;
    int fighterSlots = 0; // carried fighters plus empty bay places
    int fighterPerRow = 1;
    double height = 0;
    bool wAssumption = false;
    bool costAssumption = false;
};

std::vector<Row> weaponRows(const PrintFleet &fleet, const PrintShip &s, bool &anyFree,
                            bool &multiShotAssumption)
{
    const EasyStarRules &rules = fleet.rules();
    const EasyStarShip &ship = *s.ship;
    const QString prefix = QStringLiteral("ship-%1-").arg(s.index);
    std::vector<Row> rows;
    const auto weaponRow = [&](const WeaponFigures &f, bool advantage, const QString &id) {
        Row r;
        r.id = id;
        r.name = named(EasyStarText::table(f.type->name), f.type->abbrev);
        if (f.type->shots > 1)
            r.name = PrintText::tr("%1, %n shot(s)", nullptr, f.type->shots).arg(r.name);
        r.range = unitsText(f.actualRange, f.type->limitBonusRange, f.freeRangeUnits);
        r.damage = unitsText(f.actualDamage, f.type->limitBonusDamage, f.freeDamageUnits);
        r.vsShip = toHitText(f.type->toHit.ship);
        r.vsFighter = toHitText(f.type->toHit.fighter);
        r.vsMissile = toHitText(f.type->toHit.missile);
        // The units of an upgraded multi-shot weapon cost what the bdvmUnits option says.
        const bool assumption
            = f.type->shots > 1 && f.type->upgradable && f.paidRangeUnits + f.paidDamageUnits > 0;
        multiShotAssumption = multiShotAssumption || assumption;
        const QString mark = assumption ? QStringLiteral("*") : QString();
        r.cost = advantage ? freeCost(f.cost) + mark : QString::number(f.cost) + mark;
        r.spaces = QString::number(f.spaces) + mark;
        r.firedBoxes = std::max(1, f.type->shots);
        anyFree = anyFree || advantage;
        return r;
    };
    for (const Mount &mount : rules.mounts) {
        const QString group = EasyStarText::table(mount.name);
        bool first = true;
        const auto add = [&](Row r) {
            r.group = first ? group : QString();
            first = false;
            rows.push_back(std::move(r));
        };
        for (std::size_t i = 0; i < ship.weapons.size() && i < s.figures.weapons.size(); ++i) {
            const WeaponFigures &f = s.figures.weapons[i];
            if (f.type && f.mount == &mount)
                add(weaponRow(f, false, prefix + QStringLiteral("weapon-%1").arg(i + 1)));
        }
        if (ship.advantage) {
            const auto &weapons = ship.advantage->weapons;
            for (std::size_t i = 0; i < weapons.size() && i < s.figures.advantageWeapons.size();
                 ++i) {
                const WeaponFigures &f = s.figures.advantageWeapons[i];
                if (f.type && f.mount == &mount)
                    add(weaponRow(f, true,
                                  prefix + QStringLiteral("advantage-weapon-%1").arg(i + 1)));
            }
        }
    }

    // Auxiliaries and the devices that take no space (§V.D), then the advantage's devices.
    const QString auxGroup = PrintText::tr("Aux.");
    int aux = 0;
    const auto auxRow = [&](const QString &name, const QString &cost, int spaces) {
        Row r;
        r.group = aux == 0 ? auxGroup : QString();
        r.id = prefix + QStringLiteral("aux-%1").arg(++aux);
        r.name = name;
        r.cost = cost;
        r.spaces = QString::number(spaces);
        rows.push_back(std::move(r));
    };
    for (const QString &id : ship.auxiliaries) {
        if (const Auxiliary *a = rules.auxiliary(id))
            auxRow(named(EasyStarText::table(a->name), a->abbrev), QString::number(a->cost),
                   a->spaces);
    }
    const ShipClass *c = s.figures.shipClass;
    if (ship.engine) {
        auxRow(PrintText::tr("%1: +%2 S")
                   .arg(named(EasyStarText::table(rules.engine.name), rules.engine.abbrev))
                   .arg(rules.engine.speedBonus),
               QString::number(rules.engine.cost), rules.engine.spaces);
    }
    if (ship.gunMount && c) {
        auxRow(PrintText::tr("%1: +%2 W, +%3 D")
                   .arg(named(EasyStarText::table(rules.gunMount.name), rules.gunMount.abbrev))
                   .arg(rules.gunMount.spacesPerShipNumber * c->shipNumber)
                   .arg(rules.gunMount.damageBonus),
               QString::number(rules.gunMount.costPerShipNumber * c->shipNumber), 0);
    }
    if (ship.fighterBays > 0) {
        auxRow(PrintText::tr("%1 × %2")
                   .arg(named(EasyStarText::table(rules.fighterBay.name), rules.fighterBay.abbrev))
                   .arg(ship.fighterBays),
               QString::number(rules.fighterBay.cost * ship.fighterBays),
               rules.fighterBay.spaces * ship.fighterBays);
    }
    if (ship.advantage) {
        for (const QString &id : ship.advantage->devices) {
            auxRow(named(rules.deviceName(id), deviceAbbrev(rules, id)), freeCost(0), 0);
            anyFree = true;
        }
    }
    return rows;
}

ShipBlock measureShip(const PrintFleet &fleet, const PrintShip &s, const Template &t,
                      const Composer &c)
{
    ShipBlock b;
    b.ship = &s;
    bool anyFree = false;
    bool multiShot = false;
    b.rows = weaponRows(fleet, s, anyFree, multiShot);

    QStringList notes;
    QSet<QString> assumptions;
    if (s.report) {
        for (const model::ReportStat &stat : s.report->stats) {
            static const QStringList shown{QStringLiteral("turns"), QStringLiteral("navRepair"),
                                           QStringLiteral("selfRepair"), QStringLiteral("dorsal"),
                                           QStringLiteral("advantage")};
            if (!shown.contains(stat.key)
                || (stat.key == QLatin1String("dorsal") && s.figures.shipClass
                    && s.figures.shipClass->dorsalMounts == 0))
                continue;
            const QString mark = stat.assumption.isEmpty() ? QString() : QStringLiteral("*");
            notes << PrintText::tr("%1%2: %3").arg(stat.label, mark, stat.value);
            if (!stat.assumption.isEmpty())
                assumptions.insert(stat.assumption);
        }
        if (const model::CapacityReport *spaces = s.report->capacity(u"spaces")) {
            b.wAssumption
                = spaces->available.dependsOnAssumption() || spaces->used.dependsOnAssumption();
            for (const auto *breakdown : {&spaces->available, &spaces->used}) {
                for (const model::BreakdownLine &line : breakdown->lines()) {
                    if (!line.assumption.isEmpty())
                        assumptions.insert(line.assumption);
                }
            }
        }
        b.costAssumption = s.report->cost.dependsOnAssumption();
        for (const model::BreakdownLine &line : s.report->cost.lines()) {
            if (!line.assumption.isEmpty())
                assumptions.insert(line.assumption);
        }
    }
    if (multiShot)
        assumptions.insert(QString::fromLatin1(option::BdvmUnits));
    const EasyStarShip &ship = *s.ship;
    if (s.figures.fighterCost > 0) {
        const int total = s.figures.cost.total();
        notes << PrintText::tr("Cost: %1 BP for the ship, %2 BP for its fighters; destroying "
                               "it scores both, with the fighters aboard (§IX.E)")
                     .arg(total - s.figures.fighterCost)
                     .arg(s.figures.fighterCost);
    }
    const bool targeting
        = ship.auxiliaries.contains(QLatin1String("targetingPod"))
          || (ship.advantage && ship.advantage->devices.contains(QLatin1String("targetingPod")));
    if (targeting)
        notes << PrintText::tr("Targeting pod: +1 to this ship's attack rolls (the to-hit "
                               "numbers above are the table's)");
    if (ship.advantage && ship.advantage->damageControl > 0)
        notes << PrintText::tr("Flagship advantage: %n damage-control counter(s) usable only on "
                               "this ship",
                               nullptr, ship.advantage->damageControl);
    if (anyFree || std::any_of(s.fighters.begin(), s.fighters.end(), [](const PrintFighter &f) {
            return f.free;
        }))
        notes << PrintText::tr("%1 flagship advantage: free, takes no weapon space").arg(Star);
    b.notes = notes.join(QStringLiteral(" \u00b7 "));
    if (!assumptions.isEmpty()) {
        QStringList ids = assumptions.values();
        ids.sort();
        QStringList labels;
        for (const QString &id : ids)
            labels << fleet.optionLabel(id);
        b.footnote = PrintText::tr("* assumption: %1").arg(labels.join(QStringLiteral("; ")));
    }

    const double width = c.width();
    b.fighterSlots = std::max(int(s.fighters.size()), s.figures.fighterCapacity);
    const double labelWidth = value(t, "fighterLabelWidth");
    const double boxWidth = value(t, "fighterBoxWidth");
    const double gap = value(t, "trackGap");
    b.fighterPerRow
        = itemsPerRow(std::floor((width - labelWidth + gap) / (boxWidth + gap)), b.fighterSlots);

    double h = value(t, "tableTop") + value(t, "tableHeaderHeight")
               + double(std::max<std::size_t>(1, b.rows.size())) * value(t, "rowHeight");
    const double sectionGap = value(t, "sectionGap");
    if (b.fighterSlots > 0) {
        const int rows = (b.fighterSlots + b.fighterPerRow - 1) / b.fighterPerRow;
        h += sectionGap + rows * value(t, "fighterBoxHeight") + (rows - 1) * gap;
    }
    for (const auto &[text, key] :
         {std::pair{b.notes, "notes"}, std::pair{b.footnote, "footnote"}}) {
        if (text.isEmpty())
            continue;
        const FittedText fitted = c.fit(text, stretched(field(t, key), width));
        h += sectionGap + double(fitted.lines.size()) * c.lineHeight(fitted.size);
    }
    b.height = h + value(t, "blockPadding");
    return b;
}

QString figureNote(const QString &what, const QStringList &parts)
{
    return parts.size() > 1 ? PrintText::tr("%1 (%2)").arg(what, parts.join(QLatin1Char(' ')))
                            : what;
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
    c.field(x, y, field(t, "figureW"),
            PrintText::tr("W %1 / %2%3").arg(f.spacesUsed()).arg(capacity, star),
            prefix + QStringLiteral("w"));
    c.field(x, y, field(t, "noteW"), figureNote(PrintText::tr("weapon spaces used / available"), w),
            prefix + QStringLiteral("w-note"));

    // D: damage capacity (§V.D gun mount).
    QStringList d;
    if (cls)
        d << QString::number(cls->damage);
    if (f.hasGunMount)
        d << PrintText::tr("+ %1 gun mount").arg(rules.gunMount.damageBonus);
    c.field(x, y, field(t, "figureD"), PrintText::tr("D %1").arg(f.damage),
            prefix + QStringLiteral("d"));
    c.field(x, y, field(t, "noteD"), figureNote(PrintText::tr("damage capacity"), d),
            prefix + QStringLiteral("d-note"));

    // S: maximum speed after the speed trade and the engine (§V.D, §VI.A).
    QStringList sp;
    if (cls)
        sp << QString::number(cls->maxSpeed);
    if (s.ship->speedTraded > 0)
        sp << PrintText::tr("\u2212 %1 traded").arg(s.ship->speedTraded);
    if (f.hasEngine)
        sp << PrintText::tr("+ %1 engine").arg(rules.engine.speedBonus);
    c.field(x, y, field(t, "figureS"), PrintText::tr("S %1").arg(f.speed),
            prefix + QStringLiteral("s"));
    c.field(x, y, field(t, "noteS"),
            figureNote(f.speed == 0 ? PrintText::tr("maximum speed: immobile, cannot turn")
                                    : PrintText::tr("maximum speed"),
                       sp),
            prefix + QStringLiteral("s-note"));
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
                for (int k = 0; k < r.firedBoxes; ++k)
                    c.rect(startX + k * step, y + (rowH - check) / 2, check, check, Thin,
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

// The game-turn chart (§VII, §X) and the scoring chart (§II, §VI.A).
void drawTracks(Composer &c, const LayoutContext &context, const Template &t)
{
    struct Player
    {
        QString id;
        QString name;
        Color color;
    };
    const Player yellow{QStringLiteral("yellow"), PrintText::tr("Yellow"), {250, 222, 90}};
    const Player blue{QStringLiteral("blue"), PrintText::tr("Blue"), {140, 175, 235}};
    std::vector<Player> players{yellow, blue};
    if (t.flag(QStringLiteral("redGreenScoring"))) {
        players.push_back({QStringLiteral("red"), PrintText::tr("Red"), {235, 140, 130}});
        players.push_back({QStringLiteral("green"), PrintText::tr("Green"), {150, 210, 140}});
    }

    const QString pageId = QStringLiteral("easystar-tracks");
    c.newPage(pageId, PrintText::tr("Game tracks"));
    const double gap = value(t, "trackGap");
    const double sectionGap = value(t, "sectionGap") * 4;
    double y = c.y();
    const QString fleetName
        = context.fleet.name.isEmpty() ? PrintText::tr("Unnamed fleet") : context.fleet.name;
    y += c.field(c.left(), y, pageField(t, QStringLiteral("title"), c),
                 PrintText::tr("Game tracks: %1").arg(fleetName), QStringLiteral("tracks-title"));
    y += sectionGap;

    // Turn chart: 20 turns; Yellow has the initiative on odd turns, Blue on even ones (§VII).
    const Field heading = pageField(t, QStringLiteral("heading"), c);
    y += c.field(c.left(), y, heading,
                 PrintText::tr("Game turn: 20 turns (§X); Yellow has the initiative on odd turns, "
                               "Blue on even turns (§VII)"),
                 QStringLiteral("turn-chart-heading"));
    y += gap * 2;
    const int columns = std::max(1, int(t.number(QStringLiteral("turnColumns"))));
    const double turnW = (c.width() - gap * (columns - 1)) / columns;
    const double turnH = value(t, "turnBoxHeight");
    constexpr int Turns = 20;
    for (int turn = 1; turn <= Turns; ++turn) {
        const int row = (turn - 1) / columns;
        const int col = (turn - 1) % columns;
        const double bx = c.left() + col * (turnW + gap);
        const double by = y + row * (turnH + gap);
        const Player &initiative = turn % 2 == 1 ? yellow : blue;
        const QString id = QStringLiteral("turn-%1").arg(turn);
        const double strip = turnH * 0.38;
        c.rect(bx, by + turnH - strip, turnW, strip, std::nullopt, initiative.color);
        c.rect(bx, by, turnW, turnH, Thin, std::nullopt, id);
        Field f = field(t, "turnNumber");
        f.width = std::max(1.0, turnW - 2 * f.x);
        f.align = Align::Center;
        fieldInBand(c, bx, by, turnH - strip, f, QString::number(turn),
                    id + QStringLiteral("-number"));
        f = field(t, "turnInitiative");
        f.width = std::max(1.0, turnW - 2 * f.x);
        f.align = Align::Center;
        fieldInBand(c, bx, by + turnH - strip, strip, f, initiative.name,
                    id + QStringLiteral("-initiative"));
    }
    const int turnRows = (Turns + columns - 1) / columns;
    y += turnRows * turnH + (turnRows - 1) * gap + sectionGap;

    // Scoring chart: three sliders per player, hundreds, tens and units (§II).
    y += c.field(c.left(), y, heading,
                 PrintText::tr("Scoring chart: one slider each on the hundreds, tens and units "
                               "rows (§II); while designing, the same rows count build points "
                               "spent (§VI.A)"),
                 QStringLiteral("score-chart-heading"));
    y += gap * 2;
    const int scoreColumns = std::max(1, int(t.number(QStringLiteral("scoreColumns"))));
    const double blockW = (c.width() - sectionGap * (scoreColumns - 1)) / scoreColumns;
    const double labelW = value(t, "scoreLabelWidth");
    const double digit = std::min(value(t, "scoreBox"), (blockW - labelW - gap * 9) / 10);
    const double nameH = value(t, "scoreNameHeight");
    const double blockH = nameH + 3 * digit + 3 * gap;
    const std::array<QString, 3> rows{PrintText::tr("Hundreds"), PrintText::tr("Tens"),
                                      PrintText::tr("Units")};
    const std::array<const char *, 3> rowIds{"hundreds", "tens", "units"};
    for (std::size_t p = 0; p < players.size(); ++p) {
        const int row = int(p) / scoreColumns;
        const int col = int(p) % scoreColumns;
        const double bx = c.left() + col * (blockW + sectionGap);
        const double by = y + row * (blockH + sectionGap);
        const QString id = QStringLiteral("score-%1").arg(players[p].id);
        c.rect(bx, by, blockW, nameH, std::nullopt, players[p].color);
        Field f = field(t, "scoreName");
        f.width = std::max(1.0, blockW - 2 * f.x);
        fieldInBand(c, bx, by, nameH, f, players[p].name, id + QStringLiteral("-name"));
        for (std::size_t r = 0; r < rows.size(); ++r) {
            const double ry = by + nameH + gap + double(r) * (digit + gap);
            Field l = field(t, "scoreLabel");
            l.width = std::max(1.0, labelW - l.x);
            fieldInBand(c, bx, ry, digit, l, rows[r]);
            for (int d = 0; d <= 9; ++d) {
                const double dx = bx + labelW + d * (digit + gap);
                c.rect(dx, ry, digit, digit, Thin, std::nullopt,
                       QStringLiteral("%1-%2-%3").arg(id, QLatin1String(rowIds[r])).arg(d));
                Field n = field(t, "trackNumber");
                n.x = 0;
                n.width = digit;
                n.align = Align::Center;
                fieldInBand(c, dx, ry, digit, n, QString::number(d));
            }
        }
    }
    const int scoreRows = (int(players.size()) + scoreColumns - 1) / scoreColumns;
    y += scoreRows * blockH + (scoreRows - 1) * sectionGap + sectionGap;

    // Damage-control counters bought for the fleet (§V.D): one box each, ticked when used.
    const auto &settings = context.fleet.settingsAs<EasyStarFleetSettings>();
    if (settings.damageControl > 0) {
        y += c.field(c.left(), y, heading,
                     PrintText::tr("Damage control: %n counter(s), each used once (§V.D)", nullptr,
                                   settings.damageControl),
                     QStringLiteral("damage-control-heading"));
        y += gap * 2;
        const double check = value(t, "scoreBox");
        for (int k = 0; k < settings.damageControl; ++k)
            c.rect(c.left() + k * (check + gap * 3), y, check, check, Thin, std::nullopt,
                   QStringLiteral("damage-control-%1").arg(k + 1));
        y += check;
    }
    c.setY(y);
}

} // namespace

QString SheetsLayout::title() const
{
    return PrintText::tr("Design sheets");
}

TemplateSpec SheetsLayout::spec() const
{
    TemplateSpec s;
    s.layout = id();
    for (const char *v :
         {"blockGap",          "blockPadding",    "headerHeight",     "tableTop",
          "tableHeaderHeight", "rowHeight",       "sectionGap",       "trackGap",
          "checkBox",          "firedColumn",     "mountColumn",      "rangeColumn",
          "damageColumn",      "toHitColumn",     "costColumn",       "spacesColumn",
          "fighterLabelWidth", "fighterBoxWidth", "fighterBoxHeight", "turnBoxHeight",
          "scoreBox",          "scoreLabelWidth", "scoreNameHeight"})
        s.values << QLatin1String(v);
    s.numbers = {QStringLiteral("turnColumns"), QStringLiteral("scoreColumns")};
    for (const char *f : {"title",   "name",       "className",      "flagship",  "cost",
                          "figureW", "noteW",      "figureD",        "noteD",     "figureS",
                          "noteS",   "trackLabel", "trackNumber",    "marker",    "tableHeader",
                          "cell",    "weaponName", "fighter",        "notes",     "footnote",
                          "heading", "turnNumber", "turnInitiative", "scoreName", "scoreLabel"})
        s.fields << QLatin1String(f);
    s.boxes = {QStringLiteral("speedTrack"), QStringLiteral("speedMarkers"),
               QStringLiteral("navHit"), QStringLiteral("damageTrack")};
    s.flags = {QStringLiteral("redGreenScoring")};
    return s;
}

void SheetsLayout::compose(const LayoutContext &context, const Template &t, Composer &c) const
{
    const QString pageId = QStringLiteral("easystar-sheet");
    c.newPage(pageId, title());
    const std::optional<PrintFleet> fleet = makePrintFleet(context);
    if (!fleet) {
        c.field(c.left(), c.y(), pageField(t, QStringLiteral("heading"), c),
                PrintText::tr("EasyStar design sheets need an EasyStar fleet."),
                QStringLiteral("not-easystar"));
        return;
    }
    const QString fleetName
        = context.fleet.name.isEmpty() ? PrintText::tr("Unnamed fleet") : context.fleet.name;
    double y = c.y();
    y += c.field(c.left(), y, pageField(t, QStringLiteral("title"), c),
                 PrintText::tr("Design sheets: %1").arg(fleetName), QStringLiteral("sheets-title"));
    c.setY(y + value(t, "blockGap"));

    for (const PrintShip &s : fleet->ships) {
        const ShipBlock block = measureShip(*fleet, s, t, c);
        const double top = c.place(block.height, value(t, "blockGap"), pageId);
        drawShip(c, *fleet, block, t, top);
    }
    drawTracks(c, context, t);
}

} // namespace fw::templates::easystar
