#include "TalonPrint.h"

#include <templates/core/CounterSheets.h>
#include <templates/core/CounterText.h>

// Counters to cut out: one per ship (class code, name, faction, an arrow at the bow marking the
// hex side it faces), then numbered missile counters for the ships that launch missiles, each
// with its damaged side on the back (rulebook p. 12: "a Missile is flipped to its damaged side";
// "note the missile counter number").
namespace fw::templates::talon {

namespace {

const QString FrontId = QStringLiteral("talon-counters");
const QString BackId = QStringLiteral("talon-counters-back");

struct Piece
{
    const ShipEntry *ship = nullptr; // the ship, or the missile's launching ship
    int missile = 0;                 // 0: a ship counter; else the missile's number, from 1
};

Color factionFill(const mt::TalonCounter *c)
{
    if (!c)
        return Color::gray(235);
    return c->faction == mt::Faction::Terran ? Color{218, 230, 246} : Color{246, 222, 208};
}

void facing(Composer &c, const Template &t, const CounterGrid &g, double x, double y,
            const QString &id)
{
    facingArrow(c, g, x, y, t.value(key("arrowInset")), t.value(key("arrowLength")), id);
}

void drawShip(Composer &c, const Template &t, const CounterGrid &g, double x, double y,
              const ShipEntry &s, bool back)
{
    const QString id = QStringLiteral("%1-%2")
                           .arg(back ? QStringLiteral("back") : QStringLiteral("ship"))
                           .arg(s.index + 1);
    counterGround(c, g, x, y, back ? Color::gray(225) : factionFill(s.counter), id);
    const QString code = s.counter ? s.counter->classCode : QStringLiteral("?");
    counterText(c, x, y, t.field(key("code")), {code}, id + QLatin1String("-code"));
    counterText(c, x, y, t.field(key("name")), {shipName(*s.ship)}, id + QLatin1String("-name"));
    if (s.counter)
        counterText(c, x, y, t.field(key("faction")), {mt::factionName(s.counter->faction)},
                    id + QLatin1String("-faction"));
    if (!back)
        facing(c, t, g, x, y, id + QLatin1String("-facing"));
}

void drawMissile(Composer &c, const Template &t, const CounterGrid &g, double x, double y,
                 const Piece &m, bool back)
{
    const QString id = QStringLiteral("%1-%2")
                           .arg(back ? QStringLiteral("missile-back") : QStringLiteral("missile"))
                           .arg(m.missile);
    counterGround(c, g, x, y, back ? Color{236, 200, 200} : Color{252, 244, 200}, id);
    if (back) {
        // The damaged side: dark corners, so it reads flipped at a glance, even in grey, and
        // leave the number clear.
        const double k = g.width * 0.28;
        const Color dark{170, 50, 50};
        c.polygon({{x, y}, {x + k, y}, {x, y + k}}, std::nullopt, dark,
                  id + QLatin1String("-band"));
        c.polygon({{x + g.width, y + g.height},
                   {x + g.width - k, y + g.height},
                   {x + g.width, y + g.height - k}},
                  std::nullopt, dark, id + QLatin1String("-band-2"));
    }
    counterText(c, x, y, t.field(key("code")), {QStringLiteral("M%1").arg(m.missile)},
                id + QLatin1String("-code"));
    //: On a small missile counter's back, when "Damaged missile" does not fit
    const QString damagedShort = TalonPrintText::tr("Damaged");
    counterText(c, x, y, t.field(key("name")),
                back ? QStringList{TalonPrintText::tr("Damaged missile"), damagedShort}
                     : QStringList{TalonPrintText::tr("Missile")},
                id + QLatin1String("-name"));
    counterText(c, x, y, t.field(key("faction")), {shipName(*m.ship->ship)},
                id + QLatin1String("-launcher"));
    if (!back)
        facing(c, t, g, x, y, id + QLatin1String("-facing"));
}

std::vector<Piece> pieces(const PrintView &view, int perWeapon)
{
    std::vector<Piece> out;
    for (const ShipEntry &s : view.ships)
        out.push_back({&s, 0});
    int number = 0;
    for (const ShipEntry &s : view.ships) {
        if (!s.counter)
            continue;
        for (const mt::WeaponGroup &group : s.counter->weaponGroups) {
            if (group.weapon != mt::WeaponKind::Missile)
                continue;
            for (int i = 0; i < group.count * perWeapon; ++i)
                out.push_back({&s, ++number});
        }
    }
    return out;
}

} // namespace

QString CountersLayout::title() const
{
    return TalonPrintText::tr("Ship and missile counters");
}

TemplateSpec CountersLayout::spec() const
{
    TemplateSpec s;
    s.layout = id();
    s.grid = true;
    for (const char *v : {"cutMarkLength", "cutMarkGap", "arrowInset", "arrowLength"})
        s.values << QLatin1String(v);
    for (const char *f : {"heading", "code", "name", "faction"})
        s.fields << QLatin1String(f);
    s.numbers << QStringLiteral("missilesPerWeapon");
    return s;
}

void CountersLayout::compose(const LayoutContext &context, const Template &t, Composer &c) const
{
    const PrintView view(context);
    if (!view.talon || !t.grid) {
        const QString text
            = TalonPrintText::tr("Talon counters need a Talon fleet and a counter grid.");
        c.newPage(FrontId, title());
        const Field heading = stretched(t.field(key("heading")), c.width());
        c.field(c.left(), c.y(), heading, text, QStringLiteral("talon-no-counters"));
        return;
    }
    const CounterGrid &g = *t.grid;
    const std::vector<Piece> all
        = pieces(view, std::clamp(int(t.number(key("missilesPerWeapon"))), 0, 20));
    const bool missiles
        = std::any_of(all.begin(), all.end(), [](const Piece &p) { return p.missile > 0; });
    const CounterSheets sheets(c, g, t.value(key("cutMarkGap")), t.value(key("cutMarkLength")));
    // Missiles need their damaged side, so their sheets always get backs.
    sheets.layOut(
        int(all.size()), context.counterBacks || missiles,
        [&](int sheet, int total, bool back) {
            c.newPage(back ? BackId : FrontId,
                      back ? TalonPrintText::tr("Counters (backs)") : title());
            const Field heading = stretched(t.field(key("heading")), c.width());
            if (back)
                sheets.headingAbove(heading,
                                    TalonPrintText::tr("Backs of sheet %1 of %2 (missiles' damaged "
                                                       "side): print on the reverse of the sheet, "
                                                       "flipping on the long edge")
                                        .arg(sheet + 1)
                                        .arg(total),
                                    QStringLiteral("backs-heading"));
            else
                sheets.headingAbove(heading,
                                    TalonPrintText::tr("Counters, sheet %1 of %2: the arrow marks "
                                                       "the bow; point it at the hex side the ship "
                                                       "faces. The sources give no hex size: see "
                                                       "the template.")
                                        .arg(sheet + 1)
                                        .arg(total),
                                    QStringLiteral("counters-heading"));
        },
        [&](int index, double x, double y, bool back) {
            const Piece &piece = all[std::size_t(index)];
            if (piece.missile > 0)
                drawMissile(c, t, g, x, y, piece, back);
            else
                drawShip(c, t, g, x, y, *piece.ship, back);
        });
}

} // namespace fw::templates::talon
