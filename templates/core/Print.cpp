#include "Print.h"

#include <QCoreApplication>

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

PrintResult composeDocument(const LayoutContext &context, const LayoutRegistry &layouts,
                            const Fonts &fonts, const PrintRequest &request)
{
    PrintResult result;
    std::vector<std::pair<const Layout *, const Template *>> chosen;
    QStringList kindNames;
    for (PrintKind kind : {PrintKind::Roster, PrintKind::Sheets, PrintKind::Counters}) {
        if (std::find(request.kinds.begin(), request.kinds.end(), kind) == request.kinds.end())
            continue;
        kindNames << printKindName(kind);
        bool any = false;
        for (const Layout *layout : layouts.layoutsFor(context.system.id())) {
            if (layout->kind() != kind)
                continue;
            any = true;
            const auto custom = request.templates.find(layout->id());
            const Template &t = custom != request.templates.end()
                                    ? custom->second
                                    : builtinTemplate(*layout, layouts);
            for (const model::LoadError &e : t.checkFits(request.page, Composer::FooterHeight))
                result.errors << e.toString();
            chosen.emplace_back(layout, &t);
        }
        if (!any) {
            result.warnings << nothingToPrint(context.system.displayName(), kind);
        }
    }
    if (!result.errors.isEmpty() || chosen.empty())
        return result;

    const Badge badge = makeBadge(context);
    const QString title
        = QStringLiteral("%1 — %2").arg(badge.fleetName, kindNames.join(QStringLiteral(", ")));
    LayoutContext layoutContext = context;
    layoutContext.counterBacks = request.counterBacks;
    Composer composer(fonts, request.page, chosen.front().second->margins);
    for (const auto &[layout, t] : chosen) {
        composer.setMargins(t->margins);
        composer.setPageSize(request.page);
        composer.setFooter(true);
        composer.setPageStarter({});
        const int before = int(composer.overflowed().size());
        layout->compose(layoutContext, *t, composer);
        for (int i = before; i < int(composer.overflowed().size()); ++i) {
            result.warnings << PrintText::tr("%1: a block is taller than the page (page %2); "
                                             "its bottom is cut off. Use a smaller template.")
                                   .arg(t->file, composer.overflowed().at(i));
        }
    }
    Document document = composer.finish(title, badge);
    result.document = std::move(document);
    return result;
}

} // namespace fw::templates
