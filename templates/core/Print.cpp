#include "Print.h"

#include <QCoreApplication>

#include <deque>
#include <set>

namespace fw::templates {

namespace {

class PrintText
{
    Q_DECLARE_TR_FUNCTIONS(fw::Printing)
};

} // namespace

Badge makeBadge(const LayoutContext &context)
{
    Badge badge;
    badge.fleetName
        = context.fleet.name.isEmpty() ? PrintText::tr("Unnamed fleet") : context.fleet.name;
    badge.systemName = context.system.displayName();
    for (const validators::Issue &issue : context.issues) {
        if (issue.severity == validators::Severity::Error)
            ++badge.errors;
        else if (issue.severity == validators::Severity::Warning)
            ++badge.warnings;
    }
    badge.legal = badge.errors == 0;
    for (const model::AssumptionNote &note : context.report.assumptions)
        badge.assumptions << QStringLiteral("%1: %2").arg(note.label, note.value);
    return badge;
}

model::Fleet selectShips(const model::Fleet &fleet, const std::vector<int> &indices)
{
    model::Fleet out(fleet);
    const std::set<int> keep(indices.begin(), indices.end());
    std::vector<std::unique_ptr<model::ShipDesign>> ships;
    for (std::size_t i = 0; i < out.ships.size(); ++i) {
        if (keep.count(int(i)))
            ships.push_back(std::move(out.ships[i]));
    }
    out.ships = std::move(ships);
    return out;
}

namespace {

// The template a layout is laid out with: the player's or the built-in one, for counters at the
// size the request asks for and with the back side's offset.
const Template &templateFor(const Layout &layout, const LayoutRegistry &layouts,
                            const PrintRequest &request, std::deque<Template> &made)
{
    const auto custom = request.templates.find(layout.id());
    const Template &t
        = custom != request.templates.end() ? custom->second : builtinTemplate(layout, layouts);
    if (layout.kind() != PrintKind::Counters || !t.grid)
        return t;
    const CounterOptions &o = request.counters;
    const std::optional<double> side = counterSidePoints(o.size, layout);
    Template &out = made.emplace_back(
        side ? resizedCounterTemplate(t, *side, request.page, Composer::FooterHeight) : t);
    out.grid->backOffsetX = o.backOffsetX;
    out.grid->backOffsetY = o.backOffsetY;
    return out;
}

// Between two printouts on one page.
constexpr double SharedPageGap = 24; // points

} // namespace

PrintResult composeDocument(const LayoutContext &fullContext, const LayoutRegistry &layouts,
                            const Fonts &fonts, const PrintRequest &request)
{
    PrintResult result;
    std::deque<Template> made;
    std::vector<std::pair<const Layout *, const Template *>> chosen;
    QStringList kindNames;
    for (PrintKind kind : {PrintKind::Roster, PrintKind::Sheets, PrintKind::Counters}) {
        if (std::find(request.kinds.begin(), request.kinds.end(), kind) == request.kinds.end())
            continue;
        kindNames << printKindName(kind);
        bool any = false;
        for (const Layout *layout : layouts.layoutsFor(fullContext.system.id())) {
            if (layout->kind() != kind)
                continue;
            any = true;
            const Template &t = templateFor(*layout, layouts, request, made);
            for (const model::LoadError &e : t.checkFits(request.page, Composer::FooterHeight))
                result.errors << e.toString();
            chosen.emplace_back(layout, &t);
        }
        if (!any) {
            result.warnings << nothingToPrint(fullContext.system.displayName(), kind);
        }
    }
    if (!result.errors.isEmpty() || chosen.empty())
        return result;

    const Badge badge = makeBadge(fullContext);
    const QString title
        = QStringLiteral("%1 — %2").arg(badge.fleetName, kindNames.join(QStringLiteral(", ")));
    // Only the chosen ships: their own report, the whole fleet's issues.
    std::optional<model::Fleet> selected;
    std::optional<model::FleetReport> selectedReport;
    if (!request.ships.empty()) {
        selected = selectShips(fullContext.fleet, request.ships);
        selectedReport = fullContext.system.report(*selected);
    }
    LayoutContext layoutContext{selected ? *selected : fullContext.fleet,
                                fullContext.system,
                                selectedReport ? *selectedReport : fullContext.report,
                                fullContext.issues,
                                request.counterBacks,
                                fullContext.validator,
                                &fullContext.fleet};
    layoutContext.sheetsFor = request.sheetsFor;
    Composer composer(fonts, request.page, chosen.front().second->margins);
    const model::Fleet::DesignLookup lookup(layoutContext.fleet);
    for (const auto &[layout, t] : chosen) {
        composer.setMargins(t->margins);
        composer.setPageSize(request.page);
        composer.setFooter(true);
        composer.setPageStarter({});
        const int before = int(composer.overflowed().size());
        composer.setPageGroup(int(layout->kind()));
        layout->compose(layoutContext, *t, composer);
        for (int i = before; i < int(composer.overflowed().size()); ++i) {
            result.warnings << PrintText::tr("%1: a block is taller than the page (page %2); "
                                             "its bottom is cut off. Use a smaller template.")
                                   .arg(t->file, composer.overflowed().at(i));
        }
    }
    // A printout of one page shares the last page of the one before (of the same kind) when it
    // fits below it, rather than leaving both pages near empty.
    composer.joinShortPrintouts(SharedPageGap);
    Document document = composer.finish(title, badge);
    if (request.inkSaving)
        saveInk(document);
    result.document = std::move(document);
    return result;
}

} // namespace fw::templates
