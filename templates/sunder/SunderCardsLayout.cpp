#include "SunderCard.h"
#include "SunderPrint.h"

// The class cards: one true-size card per ship, or one blank card per card of the fleet
// (SunderCard.cpp draws one).
namespace fw::templates::sunder {

namespace {
const QString CardPageId = QStringLiteral("sunder-cards");
}

QString CardsLayout::title() const
{
    return SunderPrintText::tr("Class cards");
}

TemplateSpec CardsLayout::spec() const
{
    TemplateSpec s;
    s.layout = id();
    for (const char *v :
         {"cardWidth", "cardHeight",      "cardGap",     "cutMark",      "cutMarkOffset",
          "padding",   "headerGap",       "tableGap",    "cellPadding",  "minHeaderHeight",
          "rowHeight", "minRowHeight",    "trackColumn", "damageColumn", "statColumn",
          "bayColumn", "minWeaponColumn", "arcDiagram",  "box",          "boxGap"})
        s.values << QLatin1String(v);
    for (const char *f : {"subtitle", "name", "points", "about", "example", "columnHeader",
                          "weaponName", "weaponType", "value", "trackLabel", "footnote"})
        s.fields << QLatin1String(f);
    s.flags = {QStringLiteral("cardPages")};
    return s;
}

void CardsLayout::compose(const LayoutContext &context, const Template &t, Composer &c) const
{
    const PrintView view(context);
    if (!view.sunder || view.printed.empty()) {
        c.newPage(CardPageId, title());
        notice(c, t, CardPageId,
               view.sunder ? SunderPrintText::tr("The fleet has no class card to print.")
                           : SunderPrintText::tr("Sunder the Stars cards need a Sunder the "
                                                 "Stars fleet."),
               QStringLiteral("sunder-no-cards"));
        return;
    }
    const double width = t.value(key("cardWidth"));
    const double height = t.value(key("cardHeight"));
    if (t.flag(key("cardPages"))) {
        // Each card on a page of its own size (4"×6" card stock): the page's edge is the cut.
        c.setPageSize({QStringLiteral("card"), width, height});
        c.setMargins({});
        c.setFooter(false);
        for (const CardEntry &entry : view.printed) {
            c.newPage(CardPageId, title());
            CardDrawer card(c, t, entry);
            card.draw(0, 0, false);
            if (card.continued()) {
                c.newPage(CardPageId, title());
                card.drawContinuation(0, 0, false);
            }
        }
        return;
    }
    // As many cards as fit the printable area (two 4"×6" cards to an A4 or Letter page), in
    // rows centred across the page, cut marks in the gaps between them.
    // A card whose reach line and notes go on a second part is followed by that part.
    std::vector<std::pair<CardDrawer, bool>> parts;
    for (const CardEntry &entry : view.printed) {
        const CardDrawer card(c, t, entry);
        parts.emplace_back(card, false);
        if (card.continued())
            parts.emplace_back(card, true);
    }
    const double gap = t.value(key("cardGap"));
    const int perRow = itemsPerRow((c.width() + gap) / (width + gap), int(parts.size()));
    const double left = c.left() + (c.width() - perRow * width - (perRow - 1) * gap) / 2;
    c.newPage(CardPageId, title());
    for (std::size_t i = 0; i < parts.size(); i += std::size_t(perRow)) {
        const double top = c.place(height, gap, CardPageId);
        for (std::size_t k = i; k < std::min(parts.size(), i + std::size_t(perRow)); ++k) {
            const double x = left + double(k - i) * (width + gap);
            if (parts[k].second)
                parts[k].first.drawContinuation(x, top, true);
            else
                parts[k].first.draw(x, top, true);
        }
    }
}

} // namespace fw::templates::sunder
