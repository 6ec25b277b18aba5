#pragma once

#include <templates/core/Layout.h>

namespace fw::templates::easystar {

// EasyStar counter sheets (EasyStar §IV, §V, §VI; RULES.md §1.11): ship and fighter counters,
// weapon and auxiliary counters, range/damage counters, Speed and Nav Hit markers and
// damage-control counters on the template's grid, optionally followed by mirrored backs.
class CountersLayout final : public Layout
{
public:
    QString id() const override { return QStringLiteral("easystar.counters"); }
    QString systemId() const override { return QStringLiteral("easystar"); }
    PrintKind kind() const override { return PrintKind::Counters; }
    QString title() const override;
    TemplateSpec spec() const override;
    QString builtinTemplate() const override
    {
        return QStringLiteral(":/templates/easystar/counters.json");
    }
    void compose(const LayoutContext &context, const Template &t,
                 Composer &composer) const override;
};

} // namespace fw::templates::easystar
