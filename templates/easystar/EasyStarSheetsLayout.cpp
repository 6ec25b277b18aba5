#include "EasyStarSheetsLayout.h"

#include "EasyStarSheetParts.h"

// The design sheets: a ship block per ship (EasyStarShipRows.cpp measures one,
// EasyStarShipBlock.cpp draws it), then the game tracks (EasyStarTracks.cpp).
namespace fw::templates::easystar {

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
        const sheets::ShipBlock block = sheets::measureShip(*fleet, s, t, c);
        const double top = c.place(block.height, value(t, "blockGap"), pageId);
        sheets::drawShip(c, *fleet, block, t, top);
    }
    sheets::drawTracks(c, context, t);
}

} // namespace fw::templates::easystar
