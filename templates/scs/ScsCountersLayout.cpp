#include "ScsPrint.h"
#include "ScsSheets.h"

#include <templates/core/CounterSheets.h>
#include <templates/core/CounterText.h>

// Ship counters for the map: one per ship of the fleet, with its name, its design and an
// arrow at the bow marking its facing (the hex side it points to), optionally with backs.
namespace fw::templates::scs {

namespace {

const QString FrontId = QStringLiteral("scs-counters");
const QString BackId = QStringLiteral("scs-counters-back");

void drawCounter(Composer &c, const Template &t, const CounterGrid &g, double x, double y,
                 const ShipEntry &ship, int number, bool back)
{
    const QString id = QStringLiteral("%1-%2")
                           .arg(back ? QStringLiteral("back") : QStringLiteral("counter"))
                           .arg(number);
    const Color fill = back ? Color::gray(205) : Color{222, 232, 244};
    counterGround(c, g, x, y, fill, id);
    const QString design
        = ship.sheet ? designName(*ship.sheet) : ScsPrintText::tr("(missing design)");
    counterText(c, x, y, t.field(key("name")), {shipName(*ship.ship)}, id + QLatin1String("-name"));
    counterText(c, x, y, t.field(key("design")), {design}, id + QLatin1String("-design"));
    if (back)
        return;
    facingArrow(c, g, x, y, t.value(key("arrowInset")), t.value(key("arrowLength")),
                id + QLatin1String("-facing"));
    if (ship.sheet) {
        const ms::ScsClass &s = *ship.sheet;
        //: The short form of "F%1 S%2 · Init %3" on small counters: signatures and initiative
        const QString figuresShort = ScsPrintText::tr("F%1 S%2 · %3");
        const QString figures = ScsPrintText::tr("F%1 S%2 · Init %3");
        QStringList forms;
        for (const QString &form : {figures, figuresShort})
            forms << form.arg(s.signatureForward)
                         .arg(s.signatureSide)
                         .arg(signedNumber(s.initiative));
        counterText(c, x, y, t.field(key("figures")), forms, id + QLatin1String("-figures"));
    }
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
    const int count = int(view.ships.size());
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
                       : ScsPrintText::tr("Ship counters, sheet %1 of %2: the arrow marks the "
                                          "bow; point it at the hex side the ship faces")
                             .arg(sheet + 1)
                             .arg(total);
            sheets.headingAbove(stretched(t.field(key("heading")), c.width()), heading,
                                back ? QStringLiteral("backs-heading")
                                     : QStringLiteral("counters-heading"));
        },
        [&](int index, double x, double y, bool back) {
            drawCounter(c, t, g, x, y, view.ships[std::size_t(index)], index + 1, back);
        });
}

} // namespace fw::templates::scs
