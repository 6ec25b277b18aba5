#include "EasyStarSheetParts.h"

#include <templates/core/PrintCharts.h>

#include <array>

// The page of game tracks after the design sheets.
namespace fw::templates::easystar::sheets {

using namespace model::easystar;

namespace {

struct Player
{
    QString id;
    QString name;
    Color color;
};

Player yellow()
{
    return {QStringLiteral("yellow"), PrintText::tr("Yellow"), {250, 222, 90}};
}

Player blue()
{
    return {QStringLiteral("blue"), PrintText::tr("Blue"), {140, 175, 235}};
}

// A chart's heading and the gap below it; returns the y below them.
double chartHeading(Composer &c, const Template &t, double y, const Field &heading,
                    const QString &text, const QString &id)
{
    y += c.field(c.left(), y, heading, text, id);
    return y + value(t, "trackGap") * 2;
}

// Turn chart: 20 turns; Yellow has the initiative on odd turns, Blue on even ones (§VII).
// Returns the y below it.
double turnChart(Composer &c, const Template &t, double y, const Field &heading)
{
    const Player odd = yellow();
    const Player even = blue();
    const double gap = value(t, "trackGap");
    const double sectionGap = value(t, "sectionGap") * 4;
    y = chartHeading(c, t, y, heading,
                     PrintText::tr("Game turn: 20 turns (§X); Yellow has the initiative on odd "
                                   "turns, Blue on even turns (§VII)"),
                     QStringLiteral("turn-chart-heading"));
    const int columns = std::max(1, int(t.number(QStringLiteral("turnColumns"))));
    const double turnW = (c.width() - gap * (columns - 1)) / columns;
    const double turnH = value(t, "turnBoxHeight");
    constexpr int Turns = 20;
    for (int turn = 1; turn <= Turns; ++turn) {
        const int row = (turn - 1) / columns;
        const int col = (turn - 1) % columns;
        const double bx = c.left() + col * (turnW + gap);
        const double by = y + row * (turnH + gap);
        const Player &initiative = turn % 2 == 1 ? odd : even;
        const QString id = QStringLiteral("turn-%1").arg(turn);
        const double strip = turnH * 0.38;
        c.rect(bx, by + turnH - strip, turnW, strip, std::nullopt, initiative.color);
        c.rect(bx, by, turnW, turnH, Thin, std::nullopt, id);
        Field f = inset(field(t, "turnNumber"), turnW);
        f.align = Align::Center;
        fieldInBand(c, bx, by, turnH - strip, f, QString::number(turn),
                    id + QStringLiteral("-number"));
        f = inset(field(t, "turnInitiative"), turnW);
        f.align = Align::Center;
        fieldInBand(c, bx, by + turnH - strip, strip, f, initiative.name,
                    id + QStringLiteral("-initiative"));
    }
    const int turnRows = (Turns + columns - 1) / columns;
    y += turnRows * turnH + (turnRows - 1) * gap + sectionGap;
    return y;
}

// Scoring chart: three sliders per player, hundreds, tens and units (§II). Returns the y below
// it.
double scoreChart(Composer &c, const Template &t, double y, const Field &heading,
                  const std::vector<Player> &players)
{
    const double gap = value(t, "trackGap");
    const double sectionGap = value(t, "sectionGap") * 4;
    y = chartHeading(c, t, y, heading,
                     PrintText::tr("Scoring chart: one slider each on the hundreds, tens and units "
                                   "rows (§II); while designing, the same rows count build points "
                                   "spent (§VI.A)"),
                     QStringLiteral("score-chart-heading"));
    const int scoreColumns = std::max(1, int(t.number(QStringLiteral("scoreColumns"))));
    const double blockW = (c.width() - sectionGap * (scoreColumns - 1)) / scoreColumns;
    const double labelW = value(t, "scoreLabelWidth");
    const double digit = std::min(value(t, "scoreBox"), (blockW - labelW - gap * 9) / 10);
    const double nameH = value(t, "scoreNameHeight");
    const double blockH = nameH + 3 * digit + 3 * gap;
    const std::array<QString, 3> rows{PrintText::tr("Hundreds"), PrintText::tr("Tens"),
                                      PrintText::tr("Units")};
    const std::array<const char *, 3> rowIds{"hundreds", "tens", "units"};
    BoxGrid digits; // 0 to 9
    digits.count = 10;
    digits.box = digit;
    digits.gap = gap;
    digits.stroke = BoxLine;
    digits.firstNumber = 0;
    digits.numbered = true;
    digits.numberField = field(t, "trackNumber");
    Pen pen(c, false);
    for (std::size_t p = 0; p < players.size(); ++p) {
        const int row = int(p) / scoreColumns;
        const int col = int(p) % scoreColumns;
        const double bx = c.left() + col * (blockW + sectionGap);
        const double by = y + row * (blockH + sectionGap);
        const QString id = QStringLiteral("score-%1").arg(players[p].id);
        c.rect(bx, by, blockW, nameH, std::nullopt, players[p].color);
        fieldInBand(c, bx, by, nameH, inset(field(t, "scoreName"), blockW), players[p].name,
                    id + QStringLiteral("-name"));
        for (std::size_t r = 0; r < rows.size(); ++r) {
            const double ry = by + nameH + gap + double(r) * (digit + gap);
            Field l = field(t, "scoreLabel");
            l.width = std::max(1.0, labelW - l.x);
            fieldInBand(c, bx, ry, digit, l, rows[r]);
            drawBoxGrid(pen, bx + labelW, ry, digits,
                        QStringLiteral("%1-%2").arg(id, QLatin1String(rowIds[r])));
        }
    }
    const int scoreRows = (int(players.size()) + scoreColumns - 1) / scoreColumns;
    y += scoreRows * blockH + (scoreRows - 1) * sectionGap + sectionGap;
    return y;
}

} // namespace

void drawTracks(Composer &c, const LayoutContext &context, const Template &t)
{
    std::vector<Player> players{yellow(), blue()};
    if (t.flag(QStringLiteral("redGreenScoring"))) {
        players.push_back({QStringLiteral("red"), PrintText::tr("Red"), {235, 140, 130}});
        players.push_back({QStringLiteral("green"), PrintText::tr("Green"), {150, 210, 140}});
    }

    const QString pageId = QStringLiteral("easystar-tracks");
    c.newPage(pageId, PrintText::tr("Game tracks"));
    const double gap = value(t, "trackGap");
    const double sectionGap = value(t, "sectionGap") * 4;
    double y = c.y();
    const QString fleetName
        = context.fleet.name.isEmpty() ? PrintText::tr("Unnamed fleet") : context.fleet.name;
    y += c.field(c.left(), y, pageField(t, QStringLiteral("title"), c),
                 PrintText::tr("Game tracks: %1").arg(fleetName), QStringLiteral("tracks-title"));
    y += sectionGap;

    const Field heading = pageField(t, QStringLiteral("heading"), c);
    y = turnChart(c, t, y, heading);
    y = scoreChart(c, t, y, heading, players);

    // Damage-control counters bought for the fleet (§V.D): one box each, ticked when used.
    const auto &settings = context.fleet.settingsAs<EasyStarFleetSettings>();
    if (settings.damageControl > 0) {
        y = chartHeading(c, t, y, heading,
                         PrintText::tr("Damage control: %n counter(s), each used once (§V.D)",
                                       nullptr, settings.damageControl),
                         QStringLiteral("damage-control-heading"));
        BoxGrid boxes;
        boxes.count = settings.damageControl;
        boxes.box = value(t, "scoreBox");
        boxes.gap = gap * 3;
        boxes.stroke = BoxLine;
        Pen pen(c, false);
        y += drawBoxGrid(pen, c.left(), y, boxes, QStringLiteral("damage-control"));
    }
    c.setY(y);
}

} // namespace fw::templates::easystar::sheets
