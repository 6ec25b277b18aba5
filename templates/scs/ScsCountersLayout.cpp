#include "ScsPrint.h"
#include "ScsSheets.h"

#include <templates/core/CounterSheets.h>
#include <templates/core/CounterText.h>

// Counters for the map: one per ship of the fleet, with its name, its design and an arrow at
// the bow marking its facing (the hex side it points to); then one per fighter flight a ship
// carries and one per ballistic weapon (for its shot in flight); optionally with backs.
namespace fw::templates::scs {

namespace {

const QString FrontId = QStringLiteral("scs-counters");
const QString BackId = QStringLiteral("scs-counters-back");

// One counter: a ship, one of its fighter flights, or a marker for a ballistic weapon's shot
// in flight.
struct CounterEntry
{
    enum class Kind { Ship, Flight, Ballistic } kind = Kind::Ship;
    QString name;
    QString about;       // the design; the ship the flight or the shot comes from
    QStringList figures; // longest first
};

std::vector<CounterEntry> counterEntries(const PrintView &view)
{
    std::vector<CounterEntry> out;
    for (const ShipEntry &ship : view.ships) {
        CounterEntry e;
        e.name = shipName(*ship.ship);
        e.about = ship.sheet ? designName(*ship.sheet) : ScsPrintText::tr("(missing design)");
        if (ship.sheet) {
            const ms::ScsClass &s = *ship.sheet;
            //: The short form of "F%1 S%2 · Init %3" on small counters: signatures and initiative
            const QString figuresShort = ScsPrintText::tr("F%1 S%2 · %3");
            const QString figures = ScsPrintText::tr("F%1 S%2 · Init %3");
            for (const QString &form : {figures, figuresShort})
                e.figures << form.arg(s.signatureForward)
                                 .arg(s.signatureSide)
                                 .arg(signedNumber(s.initiative));
        }
        out.push_back(std::move(e));
    }
    // Fighter flights and ballistic shots move on the map too: a counter for each flight a
    // ship carries and each ballistic weapon it mounts.
    for (const ShipEntry &ship : view.ships) {
        for (const ms::FighterFlight &flight : ship.ship->fighters) {
            if (flight.count <= 0)
                continue;
            CounterEntry e{
                CounterEntry::Kind::Flight,
                flight.name.trimmed().isEmpty() ? ScsPrintText::tr("Fighters") : flight.name,
                ScsPrintText::tr("flight of %1").arg(shipName(*ship.ship)),
                {ScsPrintText::tr("×%1 · structure %2").arg(flight.count).arg(flight.structure),
                 ScsPrintText::tr("×%1").arg(flight.count)}};
            out.push_back(std::move(e));
        }
        if (!ship.sheet)
            continue;
        for (const ms::WeaponRef &ref : ms::weaponsOf(*ship.sheet)) {
            if (ref.weapon->mode != ms::WeaponMode::Ballistic)
                continue;
            out.push_back(
                {CounterEntry::Kind::Ballistic,
                 ref.weapon->name,
                 ScsPrintText::tr("shot of %1").arg(shipName(*ship.ship)),
                 {ScsPrintText::tr("damage %1").arg(ref.weapon->damage), ref.weapon->damage}});
        }
    }
    return out;
}

void drawCounter(Composer &c, const Template &t, const CounterGrid &g, double x, double y,
                 const CounterEntry &entry, int number, bool back)
{
    const QString id = QStringLiteral("%1-%2")
                           .arg(back ? QStringLiteral("back") : QStringLiteral("counter"))
                           .arg(number);
    using K = CounterEntry::Kind;
    const Color fill = back                         ? Color::gray(205)
                       : entry.kind == K::Flight    ? Color{226, 240, 222}
                       : entry.kind == K::Ballistic ? Color{246, 230, 214}
                                                    : Color{222, 232, 244};
    counterGround(c, g, x, y, fill, id);
    counterText(c, x, y, t.field(key("name")), {entry.name}, id + QLatin1String("-name"));
    counterText(c, x, y, t.field(key("design")), {entry.about}, id + QLatin1String("-design"));
    if (back)
        return;
    if (entry.kind != K::Ballistic)
        facingArrow(c, g, x, y, t.value(key("arrowInset")), t.value(key("arrowLength")),
                    id + QLatin1String("-facing"));
    // A reminder of what the sheet says: smaller counters print it at the text floor.
    if (!entry.figures.isEmpty())
        counterText(c, x, y, t.field(key("figures")), entry.figures,
                    id + QLatin1String("-figures"));
}

} // namespace

QString CountersLayout::title() const
{
    return ScsPrintText::tr("Ship counters");
}

TemplateSpec CountersLayout::spec() const
{
    TemplateSpec s;
    s.layout = id();
    s.values = {QStringLiteral("cutMarkLength"), QStringLiteral("cutMarkGap"),
                QStringLiteral("arrowInset"), QStringLiteral("arrowLength")};
    s.fields = {QStringLiteral("heading"), QStringLiteral("name"), QStringLiteral("design"),
                QStringLiteral("figures")};
    s.grid = true;
    return s;
}

void CountersLayout::compose(const LayoutContext &context, const Template &t, Composer &c) const
{
    const PrintView view(context);
    if (!view.scs || !t.grid) {
        c.newPage(FrontId, title());
        c.field(c.left(), c.y(), stretched(t.field(key("heading")), c.width()),
                ScsPrintText::tr("SCS counters need an SCS fleet and a counter grid."),
                QStringLiteral("not-scs"));
        return;
    }
    const CounterGrid &g = *t.grid;
    const CounterSheets sheets(c, g, t.value(key("cutMarkGap")), t.value(key("cutMarkLength")));
    const std::vector<CounterEntry> entries = counterEntries(view);
    const int count = int(entries.size());
    sheets.layOut(
        count, context.counterBacks,
        [&](int sheet, int total, bool back) {
            c.newPage(back ? BackId : FrontId,
                      back ? ScsPrintText::tr("Ship counters (backs)") : title());
            const QString heading
                = back ? ScsPrintText::tr("Backs of sheet %1 of %2: print on the reverse of the "
                                          "sheet, flipping on the long edge")
                             .arg(sheet + 1)
                             .arg(total)
                       : ScsPrintText::tr("Counters, sheet %1 of %2: ships (blue) and "
                                          "fighter flights (green), the arrow at the bow, "
                                          "pointed at the hex side they face; ballistic shots "
                                          "in flight (orange)")
                             .arg(sheet + 1)
                             .arg(total);
            sheets.headingAbove(stretched(t.field(key("heading")), c.width()), heading,
                                back ? QStringLiteral("backs-heading")
                                     : QStringLiteral("counters-heading"));
        },
        [&](int index, double x, double y, bool back) {
            drawCounter(c, t, g, x, y, entries[std::size_t(index)], index + 1, back);
        });
}

} // namespace fw::templates::scs
