#include "EasyStarCountersLayout.h"

#include "EasyStarCounterCodes.h"
#include "EasyStarPrint.h"

#include <templates/core/CounterSheets.h>
#include <templates/core/CounterText.h>

#include <cmath>
#include <functional>
#include <numbers>

namespace fw::templates::easystar {

using namespace model::easystar;

namespace {

enum class Kind { Ship, Fighter, Weapon, Auxiliary, RangeDamage, Marker, DamageControl };

// One counter: its texts in the corners and the middle, and what its back says.
struct Counter
{
    Kind kind = Kind::Marker;
    QString id; // "DD-2", "weapon-3": the items are "counter-<id>" and "back-<id>"
    QString topLeft, topRight, center, sub, bottomLeft, bottomRight;
    QString backCenter, backSub;
    // A shorter form of `center` (and `backCenter`) made for the counter, used when the full one
    // does not fit even at the field's smallest size.
    QString centerShort;
};

// The short form of a marker's text, when it has one.
QStringList centerForms(const QString &text, const QString &shortForm)
{
    return shortForm.isEmpty() || shortForm == text ? QStringList{text}
                                                    : QStringList{text, shortForm};
}

Color frontColor(Kind kind)
{
    switch (kind) {
    case Kind::Ship:
        return {206, 222, 245};
    case Kind::Fighter:
        return {214, 238, 208};
    case Kind::Weapon:
        return {250, 234, 196};
    case Kind::Auxiliary:
        return {231, 221, 245};
    case Kind::RangeDamage:
        return Color::gray(242);
    case Kind::Marker:
        return {248, 214, 208};
    case Kind::DamageControl:
        return {204, 238, 236};
    }
    return Color::gray(255);
}

Color backColor(Kind kind)
{
    // A wreck is a ship counter turned face down (§IX.D): the back reads as a dead hulk.
    if (kind == Kind::Ship)
        return Color::gray(188);
    const Color f = frontColor(kind);
    return {(f.r + 255) / 2, (f.g + 255) / 2, (f.b + 255) / 2};
}

QString shipMountText(const PrintShip &s, const Mount *mount)
{
    return mount ? PrintText::tr("%1 %2").arg(s.serial, EasyStarText::table(mount->name).toLower())
                 : s.serial;
}

// What every counter of a fleet is made from, and the list they are added to.
struct CounterSource
{
    const PrintFleet &fleet;
    const EasyStarRules &rules;
    QString fleetName;
    QString star;
    std::vector<Counter> &out;
};

// Ship counters, as the source's "C30 DD-11 D4 S3 1W4": the Ship Type Table's cost, the
// class and its counter number, damage, speed, and dorsal mounts + W in the lower right
// (EasyStar §IV, §V). The design sheet carries what the design changes.
void addShipCounters(const CounterSource &src)
{
    for (const PrintShip &s : src.fleet.ships) {
        const ShipClass *c = s.figures.shipClass;
        Counter k;
        k.kind = Kind::Ship;
        k.id = s.serial;
        k.topLeft = c ? costText(c->cost) : QString();
        k.topRight = s.ship->flagship ? src.star : QString();
        k.center = s.serial;
        k.sub = s.ship->name;
        k.bottomLeft = c ? QStringLiteral("D%1 S%2").arg(c->damage).arg(c->maxSpeed) : QString();
        k.bottomRight = dorsalAndSpaces(src.fleet, s);
        k.backCenter = PrintText::tr("WRECK");
        k.backSub = PrintText::tr("%1 \u00b7 %2").arg(s.serial, src.fleetName);
        src.out.push_back(k);
    }
}

// Fighter counters: the weapon carried instead of W (§V.E). Fighters never become wrecks.
void addFighterCounters(const CounterSource &src)
{
    for (const PrintShip &s : src.fleet.ships) {
        for (const PrintFighter &f : s.fighters) {
            Counter k;
            k.kind = Kind::Fighter;
            k.id = f.serial;
            k.topLeft = costText(f.type->cost);
            k.topRight = f.free ? src.star : QString();
            k.center = f.serial;
            k.sub = PrintText::tr("aboard %1").arg(s.serial);
            k.bottomLeft = QStringLiteral("D%1 S%2").arg(f.type->damage).arg(f.type->speed);
            const WeaponType *weapon = src.rules.weapon(f.type->weapon);
            k.bottomRight = weapon ? counterCode(weapon->abbrev) : f.type->weapon;
            k.backCenter = f.serial;
            k.backSub = src.fleetName;
            src.out.push_back(k);
        }
    }
}

// Weapon counters, as "C10 D+1 MISSILE" (§V.C): cost, intrinsic bonus, type. A fired weapon's
// counter is turned over (§VI.B), so the back says so.
void addWeaponCounters(const CounterSource &src)
{
    int weapons = 0;
    for (const PrintShip &s : src.fleet.ships) {
        const auto add = [&](const std::vector<WeaponFigures> &figures, bool free) {
            for (const WeaponFigures &w : figures) {
                if (!w.type)
                    continue;
                Counter k;
                k.kind = Kind::Weapon;
                k.id = QStringLiteral("weapon-%1").arg(++weapons);
                k.topLeft = costText(w.type->cost);
                k.topRight = bonusText(*w.type);
                k.center = counterCode(w.type->abbrev);
                k.sub = shipMountText(s, w.mount);
                k.bottomRight = free ? src.star : QString();
                k.backCenter = PrintText::tr("FIRED");
                k.backSub = counterCode(w.type->abbrev);
                src.out.push_back(k);
            }
        };
        add(s.figures.weapons, false);
        add(s.figures.advantageWeapons, true);
    }
}

// Auxiliary counters, as "C10 MANV", "C=5xSHIP GUN MNT", "C5 FTR BAY" (§V.D).
void addAuxiliaryCounters(const CounterSource &src)
{
    const EasyStarRules &rules = src.rules;
    int auxiliaries = 0;
    for (const PrintShip &s : src.fleet.ships) {
        const auto add = [&](const QString &cost, const QString &abbrev, bool free) {
            Counter k;
            k.kind = Kind::Auxiliary;
            k.id = QStringLiteral("aux-%1").arg(++auxiliaries);
            k.topLeft = cost;
            k.center = counterCode(abbrev);
            k.sub = s.serial;
            k.bottomRight = free ? src.star : QString();
            k.backCenter = counterCode(abbrev);
            k.backSub = src.fleetName;
            src.out.push_back(k);
        };
        const auto device = [&](const QString &id, bool free) {
            if (const Auxiliary *a = rules.auxiliary(id))
                add(costText(a->cost), a->abbrev, free);
            else if (id == QLatin1String("engine"))
                add(costText(rules.engine.cost), rules.engine.abbrev, free);
            else if (id == QLatin1String("gunMount"))
                //: A gun mount's cost on its counter: 5 × the ship number (at most 9 characters)
                add(PrintText::tr("C=%1xSHIP").arg(rules.gunMount.costPerShipNumber),
                    rules.gunMount.abbrev, free);
            else if (id == QLatin1String("fighterBay"))
                add(costText(rules.fighterBay.cost), rules.fighterBay.abbrev, free);
        };
        for (const QString &id : s.ship->auxiliaries)
            device(id, false);
        if (s.ship->engine)
            device(QStringLiteral("engine"), false);
        if (s.ship->gunMount)
            device(QStringLiteral("gunMount"), false);
        for (int b = 0; b < s.ship->fighterBays; ++b)
            device(QStringLiteral("fighterBay"), false);
        if (s.ship->advantage) {
            for (const QString &id : s.ship->advantage->devices)
                device(id, true);
        }
    }
}

// Range/damage counters read 2-5 (§V): the value facing up counts. A weapon needs one for a
// bought range above 1 and one for a bought damage above 1 (the missile's and torpedo's
// intrinsic +1 is added in combat, §VI.A), so a range-3 weapon needs one counter turned to 3.
void addRangeDamageCounters(const CounterSource &src)
{
    int units = 0;
    for (const PrintShip &s : src.fleet.ships) {
        const auto add = [&](const std::vector<EasyStarWeapon> &list) {
            for (const EasyStarWeapon &w : list) {
                const WeaponType *type = src.rules.weapon(w.type);
                if (!type)
                    continue;
                for (int copy = 0; copy < unitCounterCopies(src.fleet, *type); ++copy) {
                    for (const auto &[bought, what] :
                         {std::pair{w.range, PrintText::tr("range %1")},
                          std::pair{w.damage, PrintText::tr("damage %1")}}) {
                        if (bought <= 1)
                            continue;
                        Counter k;
                        k.kind = Kind::RangeDamage;
                        k.id = QStringLiteral("rd-%1").arg(++units);
                        k.center = PrintText::tr("%1 %2").arg(s.serial, counterCode(type->abbrev));
                        k.sub = what.arg(bought);
                        k.backSub = src.fleetName;
                        src.out.push_back(k);
                    }
                }
            }
        };
        add(s.ship->weapons);
        if (s.ship->advantage)
            add(s.ship->advantage->weapons);
    }
}

// `count` marker counters reading `text` (`shortText` where it does not fit) on both sides, with
// ids "<idPrefix>-1" onwards and `backSub(n)` below the text on the back of the n-th.
void addMarkers(const CounterSource &src, int count, const QString &idPrefix, const QString &text,
                const QString &shortText, const std::function<QString(int)> &backSub)
{
    for (int n = 1; n <= count; ++n) {
        Counter k;
        k.kind = Kind::Marker;
        k.id = QStringLiteral("%1-%2").arg(idPrefix).arg(n);
        k.center = text;
        k.backCenter = text;
        k.centerShort = shortText;
        k.backSub = backSub(n);
        src.out.push_back(k);
    }
}

// Markers (§VI.A, §VI.B, §IX.C). Speed −1: one per point of speed traded (placed face down on
// the damage track, so it cannot be repaired) plus one per ship that can move; Speed −2: one
// per ship whose speed is at least 2; Nav Hit: one per ship that can move (a ship carries at
// most one at a time, and a ship that cannot move cannot turn). With these every ship can
// show a speed loss of 3 and a Nav hit at once, which a 20-turn game rarely exceeds.
void addMarkerCounters(const CounterSource &src)
{
    int traded = 0, moving = 0, fast = 0;
    for (const PrintShip &s : src.fleet.ships) {
        traded += std::max(0, s.ship->speedTraded);
        moving += s.figures.speed >= 1 ? 1 : 0;
        fast += s.figures.speed >= 2 ? 1 : 0;
    }
    const QString &fleetName = src.fleetName;
    const auto speedShort = [](int amount) {
        //: Counter code of a speed marker, at most 3 letters and the loss ("SPD −1"): used on
        //: small counters when "SPEED −1" does not fit
        return PrintText::tr("SPD \u2212%1").arg(amount);
    };
    addMarkers(src, traded + moving, QStringLiteral("speed-1"), speedMarkerText(1), speedShort(1),
               [&](int n) {
                   return n <= traded ? PrintText::tr("speed traded: cannot be repaired")
                                      : fleetName;
               });
    addMarkers(src, fast, QStringLiteral("speed-2"), speedMarkerText(2), speedShort(2),
               [&](int) { return fleetName; });
    //: Counter code of a Nav Hit marker, at most 3 letters: used on small counters when
    //: "NAV HIT" does not fit
    const QString navShort = PrintText::tr("NAV");
    addMarkers(src, moving, QStringLiteral("nav-hit"), PrintText::tr("NAV HIT"), navShort,
               [&](int) { return fleetName; });
}

// Damage control: one counter per counter bought (§V.D), plus the flagship advantage's,
// usable only on the flagship (§V.F roll 6).
void addDamageControlCounters(const CounterSource &src, const EasyStarFleetSettings &settings)
{
    const EasyStarRules &rules = src.rules;
    int controls = 0;
    const auto damageControl = [&](const QString &sub) {
        Counter k;
        k.kind = Kind::DamageControl;
        k.id = QStringLiteral("damage-control-%1").arg(++controls);
        k.topLeft = costText(rules.damageControl.cost);
        k.center = counterCode(rules.damageControl.abbrev);
        k.sub = sub;
        k.backCenter = counterCode(rules.damageControl.abbrev);
        k.backSub = src.fleetName;
        src.out.push_back(k);
    };
    for (int n = 0; n < settings.damageControl; ++n)
        damageControl(QString());
    for (const PrintShip &s : src.fleet.ships) {
        if (s.ship->advantage) {
            for (int n = 0; n < s.ship->advantage->damageControl; ++n)
                damageControl(PrintText::tr("%1 only (flagship)").arg(s.serial));
        }
    }
}

// Every counter the fleet needs, in the order they are printed.
std::vector<Counter> fleetCounters(const PrintFleet &fleet, const LayoutContext &context)
{
    std::vector<Counter> out;
    const CounterSource src{fleet, fleet.rules(),
                            context.fleet.name.isEmpty() ? PrintText::tr("Unnamed fleet")
                                                         : context.fleet.name,
                            QString(QChar(0x2605)), out};
    addShipCounters(src);
    addFighterCounters(src);
    addWeaponCounters(src);
    addAuxiliaryCounters(src);
    addRangeDamageCounters(src);
    addMarkerCounters(src);
    addDamageControlCounters(src, context.fleet.settingsAs<EasyStarFleetSettings>());
    return out;
}

// A digit centred at (cx, cy) whose figures are `height` tall, turned clockwise by `degrees`
// so that it reads upright when the edge it faces is turned to the top.
void edgeDigit(Composer &c, double cx, double cy, double height, int digit, double degrees,
               const QString &id)
{
    // DejaVu Sans figures are 0.729 em tall: the size that makes them `height` tall.
    const double size = height / 0.729;
    // The baseline lies half a figure below the centre, in the digit's own (turned) frame.
    const double angle = degrees * std::numbers::pi / 180;
    const double bx = cx - std::sin(angle) * height / 2;
    const double by = cy + std::cos(angle) * height / 2;
    const RoleScope number(c, Role::PlayNumber);
    c.rotatedText(bx, by, degrees, QString::number(digit), size, true, Align::Center, id);
}

void drawCounter(Composer &c, const Template &t, const CounterGrid &g, double x, double y,
                 const Counter &k, bool back)
{
    const QString id = (back ? QStringLiteral("back-") : QStringLiteral("counter-")) + k.id;
    counterGround(c, g, x, y, back ? backColor(k.kind) : frontColor(k.kind), id);

    const auto text = [&](const Field &f, const QStringList &forms, const char *suffix) {
        if (!forms.value(0).isEmpty())
            counterText(c, x, y, f, forms, QStringLiteral("%1-%2").arg(id, QLatin1String(suffix)));
    };
    // The gaps below are made for a 3/4 in counter and scale with it.
    const double scale = g.width / inches(0.75);
    // A top or bottom row: the left text takes the width it needs (at most its field's, or the
    // whole row when the right one is empty); the right one gets the rest of the row.
    const auto row = [&](const char *leftKey, const QString &left, const char *rightKey,
                         const QString &right, const char *leftId, const char *rightId) {
        Field l = field(t, leftKey);
        Field r = field(t, rightKey);
        const double end = r.x + r.width;
        if (right.isEmpty()) {
            l.width = end - l.x;
        } else if (!left.isEmpty()) {
            const double need = c.textWidth(c.fonts().drawable(left), l.size) + 0.5 * scale;
            l.width = std::min(l.width, need);
            r.x = std::min(r.x, l.x + l.width + mm(0.8) * scale);
            r.width = end - r.x;
        }
        text(l, {left}, leftId);
        text(r, {right}, rightId);
    };
    if (back) {
        text(field(t, "center"), centerForms(k.backCenter, k.centerShort), "center");
        text(field(t, "backNote"), {k.backSub}, "sub");
        return;
    }
    if (k.kind == Kind::RangeDamage) {
        // The digits 2 (top), 3 (right), 4 (bottom) and 5 (left), each upright when its edge
        // faces up: turn the counter to the value wanted.
        const double h = value(t, "digitHeight");
        const double inset = value(t, "digitInset") + h / 2;
        const QString digitId = id + QStringLiteral("-digit");
        edgeDigit(c, x + g.width / 2, y + inset, h, 2, 0, digitId);
        edgeDigit(c, x + g.width - inset, y + g.height / 2, h, 3, 90, digitId);
        edgeDigit(c, x + g.width / 2, y + g.height - inset, h, 4, 180, digitId);
        edgeDigit(c, x + inset, y + g.height / 2, h, 5, 270, digitId);
        counterTextInBand(c, x, y, g.height, field(t, "unitsLabel"),
                          {k.center + QLatin1Char(' ') + k.sub}, id + QStringLiteral("-label"));
        return;
    }
    row("topLeft", k.topLeft, "topRight", k.topRight, "tl", "tr");
    // Without a text below it the centre may take two lines, centred down to the bottom row.
    if (k.sub.isEmpty()) {
        Field center = field(t, "center");
        center.lines = 2;
        center.y = 0;
        if (!k.center.isEmpty())
            counterTextInBand(c, x, y + field(t, "center").y,
                              field(t, "bottomLeft").y - field(t, "center").y, center,
                              centerForms(k.center, k.centerShort), id + QStringLiteral("-center"));
    } else {
        text(field(t, "center"), centerForms(k.center, k.centerShort), "center");
    }
    text(field(t, "sub"), {k.sub}, "sub");
    row("bottomLeft", k.bottomLeft, "bottomRight", k.bottomRight, "bl", "br");
}

} // namespace

QString CountersLayout::title() const
{
    return PrintText::tr("Counters");
}

TemplateSpec CountersLayout::spec() const
{
    TemplateSpec s;
    s.layout = id();
    s.values = {QStringLiteral("cutMarkLength"), QStringLiteral("cutMarkGap"),
                QStringLiteral("digitHeight"), QStringLiteral("digitInset")};
    s.fields = {
        QStringLiteral("heading"),     QStringLiteral("topLeft"),    QStringLiteral("topRight"),
        QStringLiteral("center"),      QStringLiteral("sub"),        QStringLiteral("bottomLeft"),
        QStringLiteral("bottomRight"), QStringLiteral("unitsLabel"), QStringLiteral("backNote")};
    s.grid = true;
    return s;
}

void CountersLayout::compose(const LayoutContext &context, const Template &t, Composer &c) const
{
    const QString frontId = QStringLiteral("easystar-counters");
    const QString backId = QStringLiteral("easystar-counters-back");
    const std::optional<PrintFleet> fleet = makePrintFleet(context);
    if (!fleet || !t.grid) {
        c.newPage(frontId, title());
        c.field(c.left(), c.y(), pageField(t, QStringLiteral("heading"), c),
                PrintText::tr("EasyStar counters need an EasyStar fleet and a counter grid."),
                QStringLiteral("not-easystar"));
        return;
    }
    const CounterGrid &g = *t.grid;
    const std::vector<Counter> counters = fleetCounters(*fleet, context);
    const CounterSheets sheets(c, g, value(t, "cutMarkGap"), value(t, "cutMarkLength"));
    const int count = int(counters.size());
    sheets.layOut(
        count, context.counterBacks,
        [&](int sheet, int total, bool back) {
            c.newPage(back ? backId : frontId, back ? PrintText::tr("Counters (backs)") : title());
            // A heading above the grid when there is room for it.
            const QString heading
                = back ? PrintText::tr("Backs of sheet %1 of %2: print on the reverse of the "
                                       "sheet, flipping on the long edge")
                             .arg(sheet + 1)
                             .arg(total)
                       : PrintText::tr(
                             "Counter sheet %1 of %2: %n counter(s)", nullptr,
                             std::min(sheets.perSheet(), count - sheet * sheets.perSheet()))
                             .arg(sheet + 1)
                             .arg(total);
            const Field headingField = pageField(t, QStringLiteral("heading"), c);
            const FittedText fitted = c.fit(heading, headingField);
            if (double(fitted.lines.size()) * c.lineHeight(fitted.size) + headingField.y
                <= sheets.roomAbove())
                c.field(c.left(), c.top(), headingField, heading,
                        back ? QStringLiteral("backs-heading")
                             : QStringLiteral("counters-heading"));
        },
        [&](int index, double x, double y, bool back) {
            drawCounter(c, t, g, x, y, counters[std::size_t(index)], back);
        });
}

} // namespace fw::templates::easystar
