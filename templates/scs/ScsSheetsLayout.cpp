#include "ScsControlSheet.h"
#include "ScsSheets.h"

// The control sheets: one ship control sheet per ship, or one blank sheet per design
// (ScsControlSheet.cpp and the ScsSheet*.cpp files draw one).
namespace fw::templates::scs {

QString SheetsLayout::title() const
{
    return ScsPrintText::tr("Control sheets");
}

TemplateSpec SheetsLayout::spec() const
{
    TemplateSpec s;
    s.layout = id();
    for (const char *v : {"headingGap",       "blockGap",         "sectionGap",
                          "columnGap",        "padding",          "linePadding",
                          "headingHeight",    "figureWidth",      "figureHeight",
                          "rowHeight",        "moveLabelColumn",  "speedColumn",
                          "chartRangeColumn", "chartLabelColumn", "chartRowHeight",
                          "systemLabelWidth", "armorBox",         "box",
                          "boxGap",           "groupGap",         "arcColumn",
                          "arcDiagram",       "weaponColumn",     "rechargeColumn",
                          "powerColumn",      "damageColumn",     "modeColumn",
                          "interceptColumn",  "rangeCell",        "rangeRowHeight",
                          "firedColumn",      "checkbox",         "chartEntryWidth",
                          "chartRangeWidth",  "fighterCell"})
        s.values << QLatin1String(v);
    s.numbers = {QStringLiteral("structureGroup"), QStringLiteral("sideShare"),
                 QStringLiteral("designNotes")};
    for (const char *f : {"title",       "subtitle",   "note",     "heading",      "figureLabel",
                          "figureValue", "text",       "cell",     "columnHeader", "chart",
                          "systemName",  "systemNote", "armor",    "weaponName",   "weaponNote",
                          "rangeNumber", "rangeValue", "footnote", "chartRange",   "rule"})
        s.fields << QLatin1String(f);
    return s;
}

void SheetsLayout::compose(const LayoutContext &context, const Template &t, Composer &c) const
{
    const PrintView view(context);
    if (!view.scs) {
        c.newPage(QStringLiteral("scs-sheet"), title());
        notice(c, t, QStringLiteral("scs-sheet"),
               ScsPrintText::tr("SCS control sheets need an SCS fleet."),
               QStringLiteral("not-scs"));
        return;
    }
    for (const SheetEntry &design : view.sheets) {
        ControlSheet sheet(c, t, view, design);
        sheet.compose();
    }
    if (view.sheets.empty() || !view.unusedDesigns.isEmpty()) {
        if (view.sheets.empty())
            c.newPage(QStringLiteral("scs-sheet"), title());
        const QString text
            = view.unusedDesigns.isEmpty()
                  ? ScsPrintText::tr("No ship of the fleet uses a design: there is no control "
                                     "sheet to print.")
                  : ScsPrintText::tr("Not printed, as no ship uses them: %1. Add a ship of a "
                                     "design, or print one blank sheet per design, to print its "
                                     "control sheet.")
                        .arg(view.unusedDesigns.join(QStringLiteral(", ")));
        notice(c, t, QStringLiteral("scs-sheet"), text, QStringLiteral("scs-unused"));
    }
}

} // namespace fw::templates::scs
