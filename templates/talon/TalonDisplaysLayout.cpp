#include "TalonDisplay.h"
#include "TalonPrint.h"

// The ship displays (digest §3.6): one per ship in fleet order, or one blank display per counter
// the fleet uses, in the order of first use.
namespace fw::templates::talon {

namespace {

const QString PageId = QStringLiteral("talon-displays");

} // namespace

QString DisplaysLayout::title() const
{
    return TalonPrintText::tr("Ship displays");
}

TemplateSpec DisplaysLayout::spec() const
{
    TemplateSpec s;
    s.layout = id();
    for (const char *v :
         {"headingGap", "blockGap",   "padding",       "sectionGap", "shieldPanel",
          "shieldBox",  "boxGap",     "outlineRadius", "arcDiagram", "weaponText",
          "chargeBox",  "curveLabel", "curveColumn",   "rowHeight",  "hullBox",
          "hullGap",    "powerBox",   "markBox",       "writeBox",   "criticalCell"})
        s.values << QLatin1String(v);
    for (const char *f :
         {"title", "subtitle", "note", "name", "sp", "about", "label", "cell", "small", "footnote"})
        s.fields << QLatin1String(f);
    return s;
}

void DisplaysLayout::compose(const LayoutContext &context, const Template &t, Composer &c) const
{
    const PrintView view(context);
    if (!view.talon) {
        c.newPage(PageId, title());
        notice(c, t, PageId, TalonPrintText::tr("Ship displays need a Talon fleet."),
               QStringLiteral("talon-no-displays"));
        return;
    }
    const QString name
        = view.fleet.name.isEmpty() ? TalonPrintText::tr("Unnamed fleet") : view.fleet.name;
    startPages(c, t, PageId, title(), title(), name,
               view.sheetsFor == SheetsFor::Designs
                   ? TalonPrintText::tr("One blank display per counter the fleet uses, as the "
                                        "counter carries it; mark it with a dry-erase pen on a "
                                        "laminated or sleeved copy.")
                   : TalonPrintText::tr("One display per ship, as its counter carries it; mark "
                                        "the ship's damage on its own display."),
               QStringLiteral("displays"));
    if (view.displays.empty())
        notice(c, t, PageId, TalonPrintText::tr("No ship of the fleet names a known counter."),
               QStringLiteral("displays-none"));
    for (std::size_t i = 0; i < view.displays.size(); ++i) {
        const QString id = QStringLiteral("display-%1").arg(i + 1);
        Pen measure(c, true);
        const double height
            = drawDisplay(measure, t, view, view.displays[i], c.left(), 0, c.width(), id);
        const double top = c.place(height, t.value(key("blockGap")), PageId);
        Pen pen(c, false);
        drawDisplay(pen, t, view, view.displays[i], c.left(), top, c.width(), id);
    }
    c.setPageStarter({});
}

} // namespace fw::templates::talon
