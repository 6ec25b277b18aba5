#pragma once

#include <templates/core/Layout.h>

namespace fw::templates::easystar {

// EasyStar design sheets (EasyStar §VI): one block per ship with its effective W, D and S, the
// speed and damage tracks, its weapons by mount with actual range, damage and to-hit numbers,
// its auxiliaries and fighters; then a page of game tracks (turn chart and scoring chart).
class SheetsLayout final : public Layout
{
public:
    QString id() const override { return QStringLiteral("easystar.sheets"); }
    QString systemId() const override { return QStringLiteral("easystar"); }
    PrintKind kind() const override { return PrintKind::Sheets; }
    QString title() const override;
    TemplateSpec spec() const override;
    QString builtinTemplate() const override
    {
        return QStringLiteral(":/templates/easystar/sheets.json");
    }
    void compose(const LayoutContext &context, const Template &t,
                 Composer &composer) const override;
};

} // namespace fw::templates::easystar
