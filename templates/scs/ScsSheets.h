#pragma once

#include <templates/core/Layout.h>

// The SCS printouts: ship control sheets and ship counters for the map.
namespace fw::templates::scs {

class ScsLayout : public Layout
{
public:
    QString systemId() const override { return QStringLiteral("scs"); }
};

// One ship control sheet per design the fleet's ships use (digest §5.5): the header with every
// figure, the movement table with the zig rows, the d10 side chart, each section with its
// structure and systems' boxes in rows or blocks and its d20 chart, the weapons table and the
// hangar's fighters. A design runs onto a second page when it must, broken between sections.
class SheetsLayout final : public ScsLayout
{
public:
    QString id() const override { return QStringLiteral("scs.sheets"); }
    PrintKind kind() const override { return PrintKind::Sheets; }
    QString title() const override;
    TemplateSpec spec() const override;
    QString builtinTemplate() const override
    {
        return QStringLiteral(":/templates/scs/sheets.json");
    }
    void compose(const LayoutContext &context, const Template &t,
                 Composer &composer) const override;
};

// A counter per ship for the map: its name, its design and an arrow marking its facing (bow).
class CountersLayout final : public ScsLayout
{
public:
    QString id() const override { return QStringLiteral("scs.counters"); }
    PrintKind kind() const override { return PrintKind::Counters; }
    QString title() const override;
    TemplateSpec spec() const override;
    QString builtinTemplate() const override
    {
        return QStringLiteral(":/templates/scs/counters.json");
    }
    void compose(const LayoutContext &context, const Template &t,
                 Composer &composer) const override;
};

} // namespace fw::templates::scs
