#include "ScsControlSheet.h"

#include <algorithm>
#include <optional>

// The top of a control sheet (digest §5.5): every figure of the header, the power balance, the
// special rules, and the movement table with its zig rows beside the d10 side chart.
namespace fw::templates::scs {

namespace {

struct Figure
{
    QString label;
    QString value;
    const char *key;
};

std::vector<Figure> figureList(const ms::ScsClass &s, const ms::ScsOptions &options)
{

    const QString signature
        = options.facingSignature
              ? ScsPrintText::tr("F %1 / S %2").arg(s.signatureForward).arg(s.signatureSide)
              : marked(ScsPrintText::tr("%1 all round").arg(s.signatureForward));
    return {
        {ScsPrintText::tr("Size"), ms::sizeClassName(s.size), "size"},
        {ScsPrintText::tr("Points"), QString::number(s.points), "points"},
        {ScsPrintText::tr("ISD"), s.isd > 0 ? QString::number(s.isd) : QStringLiteral("–"), "isd"},
        {ScsPrintText::tr("Rarity"), ms::rarityName(s.rarity), "rarity"},
        {ScsPrintText::tr("Limited"),
         s.limited > 0 ? ScsPrintText::tr("%1 %").arg(s.limited) : ScsPrintText::tr("no"),
         "limited"},
        {ScsPrintText::tr("Signature"), signature, "signature"},
        {ScsPrintText::tr("Initiative"), signedNumber(s.initiative), "initiative"},
        {ScsPrintText::tr("Thrust"), QString::number(s.thrust), "thrust"},
        {ScsPrintText::tr("Accel cost"), QString::number(s.accelCost), "accelCost"},
        {ScsPrintText::tr("Speed change"),
         ScsPrintText::tr("±%1 / turn").arg(ms::speedChangePerTurn(s)), "speedChange"},
        {ScsPrintText::tr("Pivot cost"), QString::number(s.pivotCost), "pivotCost"},
        {ScsPrintText::tr("Roll cost"), QString::number(s.rollCost), "rollCost"},
        {ScsPrintText::tr("Retro thrusters"), yesNo(s.retroThrusters), "retro"},
        {ScsPrintText::tr("Agile"), yesNo(s.agile), "agile"},
        {ScsPrintText::tr("Gravitic"), yesNo(s.gravitic), "gravitic"},
        {ScsPrintText::tr("Sensors"), QString::number(s.sensors), "sensors"},
        {ScsPrintText::tr("Jamming"), QString::number(s.jamming), "jamming"},
        {ScsPrintText::tr("Stealth"), QString::number(s.stealth), "stealth"},
        {ScsPrintText::tr("Ramming"), QString::number(s.ramming), "ramming"},
        {ScsPrintText::tr("Jump delay"),
         s.jumpDelay > 0 ? QString::number(s.jumpDelay) : ScsPrintText::tr("none"), "jumpDelay"},
    };
}

// The rows of the movement table: the turn delay at each speed, with 0, 1, 2... zigs; zig counts
// that give the same delays share a row ("1–2 zigs").
struct ZigRow
{
    int from = 0;
    int to = 0;
    QStringList cells; // by speed, from 1
};

std::vector<ZigRow> zigRows(const ms::ScsClass &s)
{
    // Every zig up to the thrust (a turn cannot spend more), at least the 4 a lost side and a
    // braking burn give, at most 12 rows' worth.
    const int maxZigs = std::clamp(s.thrust, 4, 12);
    const int speeds = int(s.turnDelay.size());
    std::vector<ZigRow> rows;
    for (int z = 0; z <= maxZigs; ++z) {
        ZigRow row{z, z, {}};
        row.cells.reserve(speeds);
        for (int speed = 1; speed <= speeds; ++speed) {
            const std::optional<int> delay = ms::turnDelay(s, speed, z);
            row.cells << (delay ? QString::number(*delay) : QStringLiteral("–"));
        }
        if (!rows.empty() && rows.back().cells == row.cells)
            rows.back().to = z;
        else
            rows.push_back(std::move(row));
    }
    return rows;
}

QString zigLabel(const ZigRow &row)
{
    if (row.from == row.to)
        return row.from == 1 ? ScsPrintText::tr("1 zig")
                             : ScsPrintText::tr("%1 zigs").arg(row.from);
    return ScsPrintText::tr("%1–%2 zigs").arg(row.from).arg(row.to);
}

} // namespace

ControlSheet::Piece ControlSheet::figures() const
{
    const std::vector<Figure> list = figureList(s, v.options);
    return piece([this, list](Pen &p, double top) {
        const double w = c.width();
        // Fewer to a row when a label or value (a translation, a long name) would not fit a
        // cell at its smallest size.
        const Field labelField = fld("figureLabel");
        const Field valueField = fld("figureValue");
        double widest = val("figureWidth");
        for (const Figure &f : list)
            widest = std::max(
                {widest,
                 p.c.textWidth(p.c.fonts().drawable(f.label), labelField.smallest())
                     + 2 * labelField.x + 1,
                 p.c.textWidth(p.c.fonts().drawable(f.value), valueField.smallest()) * 1.1
                     + 2 * valueField.x + 1});
        const int perRow = itemsPerRow(std::floor(w / widest), int(list.size()));
        const double cell = w / perRow;
        const double height = val("figureHeight");
        const Field label = inset(fld("figureLabel"), cell);
        const Field value = inset(fld("figureValue"), cell);
        for (std::size_t i = 0; i < list.size(); ++i) {
            const double x = c.left() + double(int(i) % perRow) * cell;
            const double y = top + double(int(i) / perRow) * height;
            p.rect(x, y, cell, height, Stroke{0.5, Color::gray(110), {}});
            p.field(x, y, label, list[i].label, {}, Color::gray(70));
            const RoleScope play(p.c, Role::PlayNumber);
            p.field(x, y, value, list[i].value,
                    QStringLiteral("%1-fig-%2").arg(id, QLatin1String(list[i].key)));
        }
        const int rows = (int(list.size()) + perRow - 1) / perRow;
        return rows * height;
    });
}

ControlSheet::Piece ControlSheet::power() const
{
    const ms::PowerBalance balance = ms::powerBalance(s);
    QString powerText = ScsPrintText::tr("Power: systems need %1 of the reactor's %2")
                            .arg(balance.needed)
                            .arg(balance.reactor);
    if (balance.isShort())
        powerText += ScsPrintText::tr(" (%1 short)").arg(balance.needed - balance.reactor);
    const QString destroyed
        = v.options.destroyedByReactor
              ? ScsPrintText::tr("Destroyed with its reactor or primary structure")
              : ScsPrintText::tr("Destroyed with its primary structure");
    return piece([this, balance, powerText, destroyed](Pen &p, double top) {
        const Field f = stretched(fld("text"), c.width());
        double y = top + val("padding");
        Field line = within(fld("text"), c.width() / 2);
        line.bold = true;
        p.field(c.left(), y, line, powerText, id + QLatin1String("-power"),
                balance.isShort() ? Color{180, 0, 0} : Color::black());
        Field right = line;
        right.bold = false;
        right.align = Align::Right;
        y += p.field(c.left() + c.width() / 2, y, right, marked(destroyed),
                     id + QLatin1String("-destroyed"));
        // Fitted, not wrapped freely: a text of thousands of characters keeps to its lines.
        if (!s.special.trimmed().isEmpty())
            y += p.field(c.left(), y, f,
                         ScsPrintText::tr("Special rules: %1").arg(s.special.simplified()),
                         id + QLatin1String("-special"));
        // The design's notes are the designer's; a template that wants them says so.
        if (t.number(key("designNotes")) != 0 && !s.notes.trimmed().isEmpty())
            y += p.field(c.left(), y, f, ScsPrintText::tr("Notes: %1").arg(s.notes.simplified()),
                         id + QLatin1String("-notes"));
        return y - top;
    });
}

std::vector<ControlSheet::Piece> ControlSheet::movement(bool *noteBeside) const
{
    const std::vector<ZigRow> rows = zigRows(s);
    const int speeds = int(s.turnDelay.size());
    const double tableWidth = c.width();
    const double labelWidth = val("moveLabelColumn");
    const int perBand = std::max(1, int((tableWidth - labelWidth) / val("speedColumn")));
    const int bands = std::max(1, (speeds + perBand - 1) / perBand);
    // The footnote beside a table of one band, in the width it leaves, when no taller there.
    std::optional<Block> note;
    const double noteX = labelWidth + speeds * val("speedColumn") + val("columnGap");
    if (noteBeside && bands == 1 && speeds > 0 && c.width() - noteX > 0) {
        Block beside = footnote(false, c.width() - noteX);
        const double table = double(rows.size() + 1) * val("rowHeight");
        if (beside.height <= table) {
            note = std::move(beside);
            *noteBeside = true;
        }
    }

    std::vector<Piece> out;
    for (int band = 0; band < bands; ++band) {
        const int first = band * perBand + 1;
        const int last = std::min(speeds, first + perBand - 1);
        out.push_back(piece([=, this](Pen &p, double top) {
            double y = top;
            if (band == 0)
                y += subheading(p, c.left(), y, c.width(),
                                ScsPrintText::tr("Movement: turn delay in hexes by speed and zigs"),
                                id + QLatin1String("-movement"));
            Field cell = fld("cell");
            cell.align = Align::Center;
            std::vector<Column> columns{Column{labelWidth, inset(fld("cell"), labelWidth)}};
            for (int speed = first; speed <= last; ++speed)
                columns.push_back(Column{val("speedColumn"), inset(cell, val("speedColumn"))});
            const double rowHeight = val("rowHeight");
            QStringList header{ScsPrintText::tr("Speed")};
            QStringList ids{QString()};
            for (int speed = first; speed <= last; ++speed) {
                header << QString::number(speed);
                ids << QStringLiteral("%1-speed-%2").arg(id).arg(speed);
            }
            const RowStyle bold{Color::gray(226), Stroke{0.6, Color::gray(60), {}}, true, false};
            if (note)
                note->draw(p, c.left() + noteX, y);
            const RoleScope play(p.c, Role::PlayNumber);
            y += tableRow(p, c.left(), y, columns, header, rowHeight, bold, ids);
            for (std::size_t r = 0; r < rows.size(); ++r) {
                QStringList cells{zigLabel(rows[r])};
                QStringList cellIds{QStringLiteral("%1-zigs-%2").arg(id).arg(rows[r].from)};
                for (int speed = first; speed <= last; ++speed) {
                    cells << rows[r].cells[speed - 1];
                    cellIds
                        << QStringLiteral("%1-delay-%2-%3").arg(id).arg(rows[r].from).arg(speed);
                }
                y += tableRow(p, c.left(), y, columns, cells, rowHeight,
                              r % 2 ? std::optional<Color>(Color::gray(244)) : std::nullopt,
                              cellIds);
            }
            if (speeds == 0)
                y += p.field(c.left(), y, within(fld("text"), tableWidth),
                             ScsPrintText::tr("No movement table: the design gives no turn "
                                              "delays."),
                             id + QLatin1String("-nomovement"));
            return y - top;
        }));
    }
    return out;
}

} // namespace fw::templates::scs
