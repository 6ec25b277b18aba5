#pragma once

#include "Layout.h"

namespace fw::templates {

// The roster page of every game: the fleet's ships, their classes, groups and costs, the
// totals against the budget, the fleet-wide values, the rules check and the assumptions.
class RosterLayout final : public Layout
{
public:
    QString id() const override { return QStringLiteral("roster"); }
    QString systemId() const override { return {}; }
    PrintKind kind() const override { return PrintKind::Roster; }
    QString title() const override;
    TemplateSpec spec() const override;
    QString builtinTemplate() const override { return QStringLiteral(":/templates/roster.json"); }
    void compose(const LayoutContext &context, const Template &t,
                 Composer &composer) const override;
};

} // namespace fw::templates
