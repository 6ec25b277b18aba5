#include "BillionSunsPrint.h"
#include "BillionSunsSheets.h"

namespace fw::templates::billionsuns {

namespace {

const QString PageId = QStringLiteral("billionsuns-helm");
// Operational limits (quick reference, jump phase): no jumping in near a planetoid.
constexpr int PlanetoidDistance = 10;

// A named rule text: "Roll Off: D12, lowest wins".
struct Entry
{
    QString key;
    QString lead;
    QString text;
};

// The Tactical command effects, as the helm prints them (quick reference, Tactical).
std::vector<Entry> tacticalEffects()
{
    return {
        {key("combinedOrders"), SunsText::tr("Combined Orders:"),
         SunsText::tr("At the start of any activation, spend a single CMD token from Tactical "
                      "to select up to three unactivated friendly battlegroups wholly within "
                      "m+3\" of any ship in the active battlegroup to activate them at the same "
                      "time as the active battlegroup. The combined m of the ships in all the "
                      "selected battlegroups must be no more than the combined m of the ships "
                      "in the active battlegroup.")},
        {key("inertialDampeners"), SunsText::tr("Power To Inertial Dampeners:"),
         SunsText::tr("Once, at the start of a friendly battlegroup's movement step, spend a "
                      "CMD token from Tactical to permit this battlegroup to shoot its primary "
                      "weapon systems, even if it performed a High-G Maneuver this "
                      "activation.")},
        {key("executiveOverride"), SunsText::tr("Executive Override:"),
         SunsText::tr("At any time during the Activation Phase, spend a CMD token from "
                      "Tactical to re-roll a single die of any type.")},
        {key("engines"), SunsText::tr("Power To Engines:"),
         SunsText::tr("Once, at the start of a friendly battlegroup's movement step, spend a "
                      "CMD token from Tactical to double this battlegroup's Thrust value for "
                      "the rest of its activation.")},
        {key("weaponSystems"), SunsText::tr("Power To Weapon Systems:"),
         SunsText::tr("Before rolling to attack with a friendly battlegroup, spend up to m CMD "
                      "tokens from Tactical to subtract one from the result of every attack "
                      "dice of one type in the attack pool, to a minimum of one, for each CMD "
                      "token spent, for this attack only. This means that higher dice results "
                      "can cause critical hits.")},
        {key("shields"), SunsText::tr("Power To Shields:"),
         SunsText::tr("If a friendly battlegroup with a shield value of 1 or more is targeted "
                      "with an attack, after the attack dice are rolled, spend up to m CMD "
                      "tokens from Tactical to add +1 to the battlegroup's Shields value for "
                      "each CMD token spent, for this attack only.")},
    };
}

// The quick reference's "Et cetera" table, in its two columns.
std::pair<std::vector<Entry>, std::vector<Entry>> etCetera(int scale)
{
    std::vector<Entry> left{
        {key("rollOff"), SunsText::tr("Roll Off:"), SunsText::tr("D12, lowest wins.")},
        {key("rounding"), SunsText::tr("Rounding:"), SunsText::tr("Always round up.")},
        {key("cmdTokens"), SunsText::tr("CMD Tokens:"),
         SunsText::tr("S+3 each round (%1 at S = %2).").arg(scale + 3).arg(scale)},
        {key("jumpRange"), SunsText::tr("Jump Range:"), SunsText::tr("6\" − m\".")},
        {key("jumpShock"), SunsText::tr("Jump Shock:"), SunsText::tr("Range m\", mD6.")},
        {key("jumpHop"), SunsText::tr("Jump Hop:"), SunsText::tr("Start or end of movement step.")},
        {key("easyTarget"), SunsText::tr("Easy Target:"), SunsText::tr("Moved under ½ thrust.")},
        {key("dangerousSpace"), SunsText::tr("Dangerous Space:"),
         SunsText::tr("mD6 attacks at end of movement step.")},
    };
    std::vector<Entry> right{
        {key("goRogue"), SunsText::tr("Go Rogue:"),
         SunsText::tr("Suffer 1 damage to activate a Tactical command effect.")},
        {key("scanRange"), SunsText::tr("Scan Range:"), SunsText::tr("3\".")},
        {key("mothersWing"), SunsText::tr("Mother's Wing:"), SunsText::tr("m\".")},
        {key("explosionCheck"), SunsText::tr("Explosion Check:"),
         SunsText::tr("Equal or under m.")},
        {key("explosion"), SunsText::tr("Explosion:"), SunsText::tr("Range m\", mD6.")},
        {key("systemsCritical"), SunsText::tr("Systems Critical:"),
         SunsText::tr("If more than m damage tokens, duds damage attacker.")},
    };
    return {left, right};
}

class Helm
{
public:
    Helm(const Template &tmpl, const RosterView &view, Composer &composer)
        : t(tmpl)
        , v(view)
        , c(composer)
    {}

    void compose() const;

private:
    // Each part draws (or measures) itself at (x, y) in `w`; `h` is the frame's height when
    // it shares a row with others. Each returns its own height.
    double header(Pen &p, double x, double y, double w) const;
    double seize(Pen &p, double x, double y, double w, double h) const;
    double jumpIn(Pen &p, double x, double y, double w, double h) const;
    double profit(Pen &p, double x, double y, double w, double h) const;
    double tactical(Pen &p, double x, double y, double w, double h) const;
    double reference(Pen &p, double x, double y, double w, double h) const;
    double limits(Pen &p, double x, double y, double w, double h) const;

    // A framed area with a heading bar; `body` draws below the bar and returns its height.
    template<typename Body>
    double area(Pen &p, double x, double y, double w, double h, const QString &title,
                const QString &id, Body body) const;
    // Places a row of parts side by side as one block.
    template<typename... Parts>
    void row(Parts... parts) const;

    Field body() const { return t.field(key("body")); }
    double pad() const { return t.value(key("padding")); }

    const Template &t;
    const RosterView &v;
    Composer &c;
};

template<typename Body>
double Helm::area(Pen &p, double x, double y, double w, double h, const QString &title,
                  const QString &id, Body body) const
{
    const double bar
        = p.headingBar(x, y, w, t.value(key("headerHeight")), t.field(key("heading")), title, id);
    const double own = bar + body(y + bar + pad()) + 2 * pad();
    p.rect(x, y, w, std::max(own, h), Stroke{1.0, Color::black(), {}});
    return own;
}

template<typename... Parts>
void Helm::row(Parts... parts) const
{
    constexpr int n = sizeof...(Parts);
    const double gap = t.value(key("columnGap"));
    const double w = (c.width() - (n - 1) * gap) / n;
    Pen measure(c, true);
    double height = 0;
    ((height = std::max(height, (this->*parts)(measure, 0, 0, w, 0))), ...);
    const double top = c.place(height, t.value(key("sectionGap")), PageId);
    Pen pen(c, false);
    int i = 0;
    ((this->*parts)(pen, c.left() + (i++) * (w + gap), top, w, height), ...);
}

double Helm::header(Pen &p, double x, double y, double w) const
{
    const double boxWidth = std::min(t.value(key("cmdWidth")), w / 3);
    const double textWidth = w - boxWidth - t.value(key("columnGap"));
    const Field corp = within(t.field(key("corporation")), textWidth);
    const Field sub = within(t.field(key("subtitle")), textWidth);
    double cy = y;
    cy += p.field(x, cy, corp, v.corporation(), QStringLiteral("helm-corporation"));
    const QString fleet = v.fleet.name.trimmed().isEmpty() ? QString() : v.fleet.name;
    QString subtitle = SunsText::tr("The CEO's helm · A Billion Suns · scale S = %1 · %n "
                                    "table(s)",
                                    nullptr, v.roster.tables)
                           .arg(v.roster.scale);
    if (!fleet.isEmpty() && fleet != v.corporation())
        subtitle = SunsText::tr("%1 · %2").arg(fleet, subtitle);
    cy += sub.y + p.field(x, cy, sub, subtitle, QStringLiteral("helm-subtitle"));
    cy += sub.y
          + p.field(x, cy, sub,
                    SunsText::tr("Command phase: 1. assign S+3 CMD tokens to the helm; 2. "
                                 "reveal helms; 3. roll off to determine initiative."),
                    QStringLiteral("helm-command"));

    // The CMD tokens of each round, at the right.
    const double bx = x + w - boxWidth;
    const Field label = inset(t.field(key("cell")), boxWidth);
    Field big = inset(t.field(key("corporation")), boxWidth);
    big.align = Align::Center;
    Field centred = label;
    centred.align = Align::Center;
    const double labelHeight = fieldHeight(c, centred, QStringLiteral("X"));
    const double bigHeight = fieldHeight(c, big, QStringLiteral("6"));
    const double boxHeight = 2 * label.y + labelHeight + big.y + bigHeight + label.y;
    p.rect(bx, y, boxWidth, boxHeight, Stroke{1.0, Color::black(), {}}, Color::gray(240));
    p.field(bx, y, centred, SunsText::tr("CMD tokens each round"),
            QStringLiteral("helm-cmd-label"));
    p.field(bx, y + label.y + labelHeight, big, SunsText::tr("S+3 = %1").arg(v.roster.scale + 3),
            QStringLiteral("helm-cmd"));
    return std::max(cy - y, boxHeight);
}

double Helm::seize(Pen &p, double x, double y, double w, double h) const
{
    return area(
        p, x, y, w, h, SunsText::tr("Seize Initiative"), QStringLiteral("helm-seize"),
        [&](double top) {
            const double inner = w - 2 * pad();
            double cy = top;
            p.tokenArea(x + pad(), cy, inner, t.value(key("tokenArea")), SunsText::tr("CMD tokens"),
                        QStringLiteral("helm-seize-tokens"));
            cy += t.value(key("tokenArea"));
            cy += p.paragraph(
                x + pad(), cy, inner, body(), {},
                SunsText::tr("Before rolling for initiative during the Command Phase, "
                             "CEOs may spend one or more CMD tokens from Seize "
                             "Initiative to change the type of dice they roll during "
                             "the roll-off to determine initiative:"),
                QStringLiteral("helm-seize-text"));
            cy += body().y;
            Field cell = t.field(key("cell"));
            cell.align = Align::Center;
            Field bold = cell;
            bold.bold = true;
            const double rowHeight = t.value(key("rowHeight"));
            const auto columns = [&](const Field &f) {
                return std::vector<Column>{Column{inner * 0.55, f}, Column{inner * 0.45, f}};
            };
            cy += tableRow(p, x + pad(), cy, columns(bold),
                           {SunsText::tr("CMD tokens in Seize Initiative"),
                            SunsText::tr("Roll-off dice type")},
                           rowHeight, Color::gray(232));
            // Seize Initiative: the roll-off die for the tokens spent.
            const std::pair<QString, int> dice[] = {{QStringLiteral("1"), 10},
                                                    {QStringLiteral("2"), 8},
                                                    {QStringLiteral("3"), 6},
                                                    {SunsText::tr("4+"), 3}};
            int n = 0;
            for (const auto &[tokens, die] : dice) {
                ++n;
                cy += tableRow(p, x + pad(), cy, columns(cell), {tokens, diceText(1, die)},
                               rowHeight, std::nullopt,
                               {QStringLiteral("helm-seize-tokens-%1").arg(n),
                                QStringLiteral("helm-seize-die-%1").arg(n)});
            }
            return cy - top;
        });
}

double Helm::jumpIn(Pen &p, double x, double y, double w, double h) const
{
    return area(
        p, x, y, w, h, SunsText::tr("Jump In"), QStringLiteral("helm-jumpin"), [&](double top) {
            const double inner = w - 2 * pad();
            double cy = top;
            p.tokenArea(x + pad(), cy, inner, t.value(key("tokenArea")), SunsText::tr("CMD tokens"),
                        QStringLiteral("helm-jumpin-tokens"));
            cy += t.value(key("tokenArea"));
            cy += p.paragraph(x + pad(), cy, inner, body(), {},
                              SunsText::tr("During the Jump Step, spend a CMD token from Jump "
                                           "In to deploy a jump point, deploy a single "
                                           "battlegroup, or pass."),
                              QStringLiteral("helm-jumpin-text"));
            // Operational limits: no more jump points in play than tables + 1.
            const int limit = v.roster.tables + 1;
            cy += p.paragraph(x + pad(), cy, inner, body(), {},
                              SunsText::tr("Jump points in play (at most tables + 1 = %1; "
                                           "%2 planned):")
                                  .arg(limit)
                                  .arg(v.roster.jumpPoints),
                              QStringLiteral("helm-jumpin-points-label"));
            cy += body().y;
            const double box = t.value(key("checkbox"));
            const double step = box * 1.6;
            const int perRow = itemsPerRow((inner + step - box) / step, limit);
            for (int i = 0; i < limit; ++i) {
                p.checkbox(x + pad() + (i % perRow) * step, cy + (i / perRow) * step, box, false,
                           QStringLiteral("helm-jumpin-point-%1").arg(i + 1));
            }
            cy += ((limit + perRow - 1) / perRow) * step;
            cy += p.paragraph(x + pad(), cy, inner, body(), {},
                              SunsText::tr("No jumping in or placing jump points within %1\" "
                                           "of a planetoid.")
                                  .arg(PlanetoidDistance),
                              QStringLiteral("helm-jumpin-planetoids"));
            return cy - top;
        });
}

double Helm::profit(Pen &p, double x, double y, double w, double h) const
{
    return area(
        p, x, y, w, h, SunsText::tr("Profit +/−"), QStringLiteral("helm-profit"), [&](double top) {
            const double inner = w - 2 * pad();
            double cy = top;
            cy += p.paragraph(x + pad(), cy, inner, body(), {},
                              SunsText::tr("A running tally in credits: each ship's cost is "
                                           "paid when its battlegroup jumps in, contracts earn "
                                           "credits."),
                              QStringLiteral("helm-profit-text"));
            cy += body().y;
            Field cell = t.field(key("cell"));
            cell.align = Align::Center;
            Field bold = cell;
            bold.bold = true;
            bold.lines = 1;
            const double first = std::min(t.value(key("roundColumn")), inner / 3);
            const double other = (inner - first) / 3;
            const auto columns = [&](const Field &f) {
                return std::vector<Column>{Column{first, f}, Column{other, f}, Column{other, f},
                                           Column{other, f}};
            };
            const double rowHeight = t.value(key("rowHeight"));
            cy += tableRow(p, x + pad(), cy, columns(bold),
                           {SunsText::tr("Round"), SunsText::tr("Paid −"), SunsText::tr("Earned +"),
                            SunsText::tr("Profit")},
                           rowHeight, Color::gray(232));
            cy += tableRow(p, x + pad(), cy, columns(cell),
                           {SunsText::tr("Start"), {}, {}, QStringLiteral("0")}, rowHeight,
                           std::nullopt, {QStringLiteral("helm-profit-start")});
            const int rows = int(t.number(key("profitRows")));
            for (int i = 1; i <= rows; ++i) {
                const double rowTop = cy;
                cy += tableRow(p, x + pad(), cy, columns(cell), {QString::number(i)}, rowHeight,
                               i % 2 == 0 ? std::optional<Color>(Color::gray(246)) : std::nullopt,
                               {QStringLiteral("helm-profit-row-%1").arg(i)});
                // Column rules, so the tally reads as a grid.
                double lx = x + pad() + first;
                for (int col = 0; col < 3; ++col, lx += other)
                    p.line(lx, rowTop, lx, cy, Stroke{0.3, Color::gray(160), {}});
            }
            return cy - top;
        });
}

double Helm::tactical(Pen &p, double x, double y, double w, double h) const
{
    return area(
        p, x, y, w, h, SunsText::tr("Tactical"), QStringLiteral("helm-tactical"), [&](double top) {
            const double inner = w - 2 * pad();
            const double gap = t.value(key("columnGap"));
            double cy = top;
            cy += p.paragraph(x + pad(), cy, inner, body(), {},
                              SunsText::tr("CMD tokens assigned to Tactical may be spent on any "
                                           "Tactical command effect. Go Rogue: suffer 1 damage "
                                           "to activate a Tactical command effect."),
                              QStringLiteral("helm-tactical-text"));
            cy += body().y;
            p.tokenArea(x + pad(), cy, inner, t.value(key("tokenArea")), SunsText::tr("CMD tokens"),
                        QStringLiteral("helm-tactical-tokens"));
            cy += t.value(key("tokenArea")) + body().y;
            // The effects in two columns, the first holding at least half the text.
            const std::vector<Entry> effects = tacticalEffects();
            const double column = (inner - gap) / 2;
            Pen measure(c, true);
            std::vector<double> heights;
            double total = 0;
            for (const Entry &e : effects) {
                heights.push_back(measure.paragraph(0, 0, column, body(), e.lead, e.text));
                total += heights.back();
            }
            double leftHeight = 0;
            std::size_t split = 0;
            while (split < effects.size() && leftHeight < total / 2)
                leftHeight += heights[split++];
            double columnY[2] = {cy, cy};
            for (std::size_t i = 0; i < effects.size(); ++i) {
                const int col = i < split ? 0 : 1;
                columnY[col] += p.paragraph(x + pad() + col * (column + gap), columnY[col], column,
                                            body(), effects[i].lead, effects[i].text,
                                            QStringLiteral("helm-tactical-%1").arg(effects[i].key));
            }
            return std::max(columnY[0], columnY[1]) - top;
        });
}

double Helm::reference(Pen &p, double x, double y, double w, double h) const
{
    return area(
        p, x, y, w, h, SunsText::tr("Et cetera (S: the game's scale, m: a ship's mass)"),
        QStringLiteral("helm-etc"), [&](double top) {
            const double inner = w - 2 * pad();
            const double gap = t.value(key("columnGap"));
            const double column = (inner - gap) / 2;
            const auto [left, right] = etCetera(v.roster.scale);
            double cy = top;
            for (std::size_t i = 0; i < std::max(left.size(), right.size()); ++i) {
                double rowHeight = 0;
                const Entry *entries[] = {i < left.size() ? &left[i] : nullptr,
                                          i < right.size() ? &right[i] : nullptr};
                for (int col = 0; col < 2; ++col) {
                    if (const Entry *e = entries[col]) {
                        rowHeight = std::max(
                            rowHeight, p.paragraph(x + pad() + col * (column + gap), cy, column,
                                                   body(), e->lead, e->text,
                                                   QStringLiteral("helm-etc-%1").arg(e->key)));
                    }
                }
                cy += rowHeight + body().y;
                p.line(x + pad(), cy, x + pad() + inner, cy, Stroke{0.3, Color::gray(170), {}});
            }
            return cy - top;
        });
}

double Helm::limits(Pen &p, double x, double y, double w, double h) const
{
    return area(
        p, x, y, w, h, SunsText::tr("Operational limits"), QStringLiteral("helm-limits"),
        [&](double top) {
            const double inner = w - 2 * pad();
            const Field &cell = t.field(key("cell"));
            Field bold = cell;
            bold.bold = true;
            bold.lines = 1;
            const auto columns = [&](const Field &f) {
                return std::vector<Column>{Column{inner * 0.3, f}, Column{inner * 0.35, f},
                                           Column{inner * 0.35, f}};
            };
            const double rowHeight = t.value(key("rowHeight"));
            double cy = top;
            cy += tableRow(
                p, x + pad(), cy, columns(bold),
                {SunsText::tr("Limit"), SunsText::tr("Rule"), SunsText::tr("This roster")},
                rowHeight, Color::gray(232));
            const Color over{170, 0, 0};
            const auto limit = [&](const char *id, const QString &name, const QString &rule,
                                   const QString &roster, bool exceeded) {
                cy += tableRow(p, x + pad(), cy, columns(cell),
                               {name, rule,
                                exceeded ? SunsText::tr("%1: over the limit").arg(roster) : roster},
                               rowHeight, std::nullopt,
                               {QStringLiteral("helm-limit-%1").arg(QLatin1String(id)),
                                QStringLiteral("helm-limit-%1-rule").arg(QLatin1String(id)),
                                QStringLiteral("helm-limit-%1-roster").arg(QLatin1String(id))},
                               {Color::black(), Color::black(), exceeded ? over : Color::black()});
            };
            // The largest battlegroup of the roster.
            const GroupEntry *largest = nullptr;
            const std::vector<GroupEntry> groups = v.groups();
            for (const GroupEntry &g : groups) {
                if (!g.unassigned && (!largest || g.ships.size() > largest->ships.size()))
                    largest = &g;
            }
            limit("battlegroup", SunsText::tr("Battlegroup size"),
                  SunsText::tr("at most %1 ships or wings").arg(MaxBattlegroupSize),
                  largest ? SunsText::tr("largest: %1, %n ship(s) or wing(s)", nullptr,
                                         int(largest->ships.size()))
                                .arg(largest->name)
                          : SunsText::tr("no battlegroups"),
                  largest && int(largest->ships.size()) > MaxBattlegroupSize);
            const int utility = v.utilityShips();
            limit("utility", SunsText::tr("Utility ships in play"),
                  SunsText::tr("at most S = %1").arg(v.roster.scale),
                  SunsText::tr("%n in the roster", nullptr, utility), utility > v.roster.scale);
            limit("jumpPoints", SunsText::tr("Jump points in play"),
                  SunsText::tr("at most tables + 1 = %1").arg(v.roster.tables + 1),
                  SunsText::tr("%n planned", nullptr, v.roster.jumpPoints),
                  v.roster.jumpPoints > v.roster.tables + 1);
            limit("planetoids", SunsText::tr("Planetoids"),
                  SunsText::tr("no jumping in or jump points within %1\"").arg(PlanetoidDistance),
                  SunsText::tr("checked at the table"), false);
            return cy - top;
        });
}

void Helm::compose() const
{
    c.newPage(PageId, SunsText::tr("Helm"));
    Pen measure(c, true);
    const double height = header(measure, 0, 0, c.width());
    const double top = c.place(height, t.value(key("sectionGap")), PageId);
    Pen pen(c, false);
    header(pen, c.left(), top, c.width());
    row(&Helm::seize, &Helm::jumpIn, &Helm::profit);
    row(&Helm::tactical);
    row(&Helm::limits);
    row(&Helm::reference);
}

} // namespace

QString HelmLayout::title() const
{
    return SunsText::tr("Helm");
}

TemplateSpec HelmLayout::spec() const
{
    TemplateSpec s;
    s.layout = id();
    s.values = {key("sectionGap"),   key("columnGap"), key("padding"),
                key("headerHeight"), key("tokenArea"), key("rowHeight"),
                key("roundColumn"),  key("cmdWidth"),  key("checkbox")};
    s.numbers = {key("profitRows")};
    s.fields = {key("corporation"), key("subtitle"), key("heading"), key("body"), key("cell")};
    return s;
}

void HelmLayout::compose(const LayoutContext &context, const Template &t, Composer &c) const
{
    const RosterView v(context);
    Helm(t, v, c).compose();
}

} // namespace fw::templates::billionsuns
