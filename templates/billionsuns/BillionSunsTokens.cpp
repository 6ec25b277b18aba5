#include "BillionSunsPrint.h"
#include "BillionSunsSheets.h"

#include <templates/core/CounterSheets.h>
#include <templates/core/CounterText.h>

#include <cmath>
#include <numbers>

namespace fw::templates::billionsuns {

namespace {

const QString PageId = QStringLiteral("billionsuns-tokens");

enum class TokenKind { Damage, Command, JumpPoint };

struct Token
{
    TokenKind kind;
    int number = 0; // 1-based within its kind
    int of = 0;     // how many of its kind
};

QString kindId(TokenKind kind)
{
    switch (kind) {
    case TokenKind::Damage:
        return QStringLiteral("damage");
    case TokenKind::Command:
        return QStringLiteral("cmd");
    case TokenKind::JumpPoint:
        return QStringLiteral("jump");
    }
    return {};
}

QString kindLabel(TokenKind kind)
{
    switch (kind) {
    case TokenKind::Damage:
        return SunsText::tr("DAMAGE");
    case TokenKind::Command:
        return SunsText::tr("COMMAND");
    case TokenKind::JumpPoint:
        return SunsText::tr("JUMP POINT");
    }
    return {};
}

Color kindColor(TokenKind kind)
{
    switch (kind) {
    case TokenKind::Damage:
        return {250, 222, 218};
    case TokenKind::Command:
        return {220, 232, 250};
    case TokenKind::JumpPoint:
        return {222, 244, 224};
    }
    return Color::gray(255);
}

// The counters a roster needs: damage tokens enough to destroy each of its ships (the
// "destroyed at" count, an assumption), S+3 CMD tokens and tables + 1 jump points.
std::vector<Token> tokens(const RosterView &v, const Template &t)
{
    std::vector<Token> out;
    const auto add = [&](TokenKind kind, int count) {
        for (int i = 1; i <= count; ++i)
            out.push_back({kind, i, count});
    };
    int damage = 0;
    for (const ShipEntry &s : v.ships)
        damage += s.shipClass ? v.destroyedAt(*s.shipClass) : 0;
    if (t.flag(key("damageTokens")))
        add(TokenKind::Damage, damage);
    if (t.flag(key("cmdTokens")))
        add(TokenKind::Command, std::max(0, v.roster.scale + 3));
    if (t.flag(key("jumpPoints")))
        add(TokenKind::JumpPoint, std::max(0, v.roster.tables + 1));
    return out;
}

class Sheet
{
public:
    Sheet(const Template &tmpl, const RosterView &view, Composer &composer)
        : t(tmpl)
        , g(*tmpl.grid)
        , v(view)
        , c(composer)
    {}

    void counter(const Token &token, double x, double y, bool back) const;

private:
    const Template &t;
    const CounterGrid &g;
    const RosterView &v;
    Composer &c;
};

void Sheet::counter(const Token &token, double x, double y, bool back) const
{
    const QString id = QStringLiteral("token-%1-%2%3")
                           .arg(kindId(token.kind))
                           .arg(token.number)
                           .arg(back ? QStringLiteral("-back") : QString());
    counterGround(c, g, x, y, kindColor(token.kind), id);
    const Field label = within(t.field(key("label")), g.width);
    const Field name = within(t.field(key("name")), g.width);
    counterText(c, x, y, label, {kindLabel(token.kind)}, id + QLatin1String("-label"));
    const double cx = x + g.width / 2;
    const double cy = y + g.height / 2;
    const double r = std::min(g.width, g.height) * 0.25;
    if (back) {
        counterText(c, x, y, name, {v.corporation()}, id + QLatin1String("-name"));
        return;
    }
    switch (token.kind) {
    case TokenKind::Damage:
        // A burst: eight spokes.
        for (int i = 0; i < 8; ++i) {
            const double a = i * std::numbers::pi / 4;
            const double inner = i % 2 == 0 ? r * 0.25 : r * 0.45;
            c.line(cx + inner * std::cos(a), cy + inner * std::sin(a), cx + r * std::cos(a),
                   cy + r * std::sin(a), Stroke{1.2, Color{150, 20, 20}, {}});
        }
        break;
    case TokenKind::Command: {
        c.circle(cx, cy, r, Stroke{1.2, Color{20, 60, 140}, {}});
        // Inside the ring: as large as fits 0.9 of its width, never a word broken, never below
        // the smallest type a counter prints.
        const double size = std::max(r * 0.62, CounterTextFloor);
        const Field inRing{0, 0, r * 1.8, size, CounterTextFloor, 1, true, Align::Center};
        //: Counter code of a command token, at most 3 letters, in the token's ring
        const FittedText code = fitCounterText(c, inRing, {SunsText::tr("CMD")});
        c.text(cx, cy + c.ascent(code.size) / 2.4, code.lines.value(0), code.size, true,
               Align::Center, {}, Color{20, 60, 140});
        break;
    }
    case TokenKind::JumpPoint:
        for (int ring = 1; ring <= 3; ++ring)
            c.circle(cx, cy, r * ring / 3, Stroke{0.9, Color{20, 110, 40}, {}});
        break;
    }
    // Damage tokens are all alike; the others are counted against their limit.
    if (token.kind != TokenKind::Damage) {
        counterText(c, x, y, within(t.field(key("number")), g.width),
                    {SunsText::tr("%1 of %2").arg(token.number).arg(token.of),
                     QStringLiteral("%1/%2").arg(token.number).arg(token.of)},
                    id + QLatin1String("-number"));
    }
}

} // namespace

QString TokensLayout::title() const
{
    return SunsText::tr("Tokens");
}

TemplateSpec TokensLayout::spec() const
{
    TemplateSpec s;
    s.layout = id();
    s.values = {key("cutMarkGap"), key("cutMarkLength")};
    s.fields = {key("label"), key("number"), key("name")};
    s.flags = {key("damageTokens"), key("cmdTokens"), key("jumpPoints")};
    s.grid = true;
    return s;
}

void TokensLayout::compose(const LayoutContext &context, const Template &t, Composer &c) const
{
    const RosterView v(context);
    const std::vector<Token> all = tokens(v, t);
    const Sheet sheet(t, v, c);
    const CounterSheets sheets(c, *t.grid, t.value(key("cutMarkGap")),
                               t.value(key("cutMarkLength")));
    sheets.layOut(
        int(all.size()), context.counterBacks,
        [&](int, int, bool back) {
            c.newPage(back ? PageId + QLatin1String("-back") : PageId,
                      back ? SunsText::tr("Tokens (backs)") : SunsText::tr("Tokens"));
        },
        [&](int index, double x, double y, bool back) {
            sheet.counter(all[std::size_t(index)], x, y, back);
        });
}

} // namespace fw::templates::billionsuns
