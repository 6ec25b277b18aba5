#pragma once

#include <templates/core/Layout.h>

// The A Billion Suns printouts: class cards, battlegroup sheets, the CEO's helm and tokens.
namespace fw::templates::billionsuns {

class BillionSunsLayout : public Layout
{
public:
    QString systemId() const override { return QStringLiteral("billionsuns"); }
};

// One card per class the roster uses: stats, weapons and the values derived from the mass.
class CardsLayout final : public BillionSunsLayout
{
public:
    QString id() const override { return QStringLiteral("billionsuns.cards"); }
    PrintKind kind() const override { return PrintKind::Sheets; }
    QString title() const override;
    TemplateSpec spec() const override;
    QString builtinTemplate() const override
    {
        return QStringLiteral(":/templates/billionsuns/cards.json");
    }
    void compose(const LayoutContext &context, const Template &t,
                 Composer &composer) const override;
};

// One block per battlegroup: its ships with a damage track each, totals, "jumped in".
class BattlegroupsLayout final : public BillionSunsLayout
{
public:
    QString id() const override { return QStringLiteral("billionsuns.battlegroups"); }
    PrintKind kind() const override { return PrintKind::Sheets; }
    QString title() const override;
    TemplateSpec spec() const override;
    QString builtinTemplate() const override
    {
        return QStringLiteral(":/templates/billionsuns/battlegroups.json");
    }
    void compose(const LayoutContext &context, const Template &t,
                 Composer &composer) const override;
};

// The CEO's helm: the three token areas with their texts, the profit tally, the quick
// reference and the operational limits with the roster's numbers.
class HelmLayout final : public BillionSunsLayout
{
public:
    QString id() const override { return QStringLiteral("billionsuns.helm"); }
    PrintKind kind() const override { return PrintKind::Sheets; }
    QString title() const override;
    TemplateSpec spec() const override;
    QString builtinTemplate() const override
    {
        return QStringLiteral(":/templates/billionsuns/helm.json");
    }
    void compose(const LayoutContext &context, const Template &t,
                 Composer &composer) const override;
};

// A counter sheet: damage tokens, S+3 CMD tokens and tables + 1 jump points, with backs.
class TokensLayout final : public BillionSunsLayout
{
public:
    QString id() const override { return QStringLiteral("billionsuns.tokens"); }
    PrintKind kind() const override { return PrintKind::Counters; }
    QString title() const override;
    TemplateSpec spec() const override;
    QString builtinTemplate() const override
    {
        return QStringLiteral(":/templates/billionsuns/tokens.json");
    }
    void compose(const LayoutContext &context, const Template &t,
                 Composer &composer) const override;
};

} // namespace fw::templates::billionsuns
