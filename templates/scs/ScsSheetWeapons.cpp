#include "ScsControlSheet.h"

#include <algorithm>
#include <cmath>
#include <memory>

// The weapons table of a control sheet (digest §5.3, §5.5): arc, recharge, power, damage, mode,
// intercept, the range-modifier row and the boxes for "fired last turn" and the cool-down; then
// the hangar and the fighters the design's ships carry, each with its structure boxes.
namespace fw::templates::scs {

ControlSheet::WeaponColumns ControlSheet::weaponColumns() const
{
    WeaponColumns w;
    w.arc = val("arcColumn");
    w.name = val("weaponColumn");
    w.recharge = val("rechargeColumn");
    w.power = val("powerColumn");
    w.damage = val("damageColumn");
    w.mode = val("modeColumn");
    w.intercept = val("interceptColumn");
    w.fired = val("firedColumn");
    w.ranges = std::max(val("rangeCell"), c.width() - w.arc - w.name - w.recharge - w.power
                                              - w.damage - w.mode - w.intercept - 2 * w.fired);
    w.perLine = itemsPerRow(std::floor(w.ranges / val("rangeCell")), 1 << 20);
    // At most the lines of modifiers a page holds (a row of thousands is not a sheet's).
    w.maxLines = std::max(
        1, int((capacity() - 4 * val("linePadding") - 20) / (2 * val("rangeRowHeight"))));
    return w;
}

std::vector<ControlSheet::Piece> ControlSheet::weapons() const
{
    const std::vector<ms::WeaponRef> list = ms::weaponsOf(s);
    if (list.empty())
        return {};
    const WeaponColumns w = weaponColumns();
    std::vector<Piece> out;
    const QString titles[] = {ScsPrintText::tr("Arc"),
                              ScsPrintText::tr("Weapon"),
                              ScsPrintText::tr("Rch"),
                              ScsPrintText::tr("Pwr"),
                              ScsPrintText::tr("Damage"),
                              ScsPrintText::tr("Mode"),
                              ScsPrintText::tr("Int"),
                              ScsPrintText::tr("Range modifiers (top: range in hexes)"),
                              ScsPrintText::tr("Fired last turn"),
                              ScsPrintText::tr("Cooling down")};
    const double widths[] = {w.arc,  w.name,      w.recharge, w.power, w.damage,
                             w.mode, w.intercept, w.ranges,   w.fired, w.fired};
    out.push_back(piece([=, this](Pen &p, double top) {
        double y = top
                   + subheading(p, c.left(), top, c.width(),
                                ScsPrintText::tr(
                                    "Weapons: one damaged this turn survives on d10 ≤ its boxes "
                                    "left; after two turns of fire in a row it cools down for one"),
                                id + QLatin1String("-weapons"));
        std::vector<Column> columns;
        QStringList cells;
        for (int i = 0; i < 10; ++i) {
            Field f = inset(fld("columnHeader"), widths[i]);
            f.align = i == 1 || i == 7 ? Align::Left : Align::Center;
            columns.push_back(Column{widths[i], f});
            cells << titles[i];
        }
        const RowStyle header{Color::gray(238), Stroke{0.6, Color::gray(60), {}}, true, false};
        y += tableRow(p, c.left(), y, columns, cells, val("rowHeight"), header);
        return y - top;
    }));
    for (std::size_t n = 0; n < list.size(); ++n)
        out.push_back(weaponRow(w, list[n], int(n) + 1));
    return out;
}

ControlSheet::Piece ControlSheet::weaponRow(const WeaponColumns &w, const ms::WeaponRef &ref,
                                            int n) const
{
    const ms::ShipSystem &weapon = *ref.weapon;
    const QString wid = QStringLiteral("%1-w%2").arg(id).arg(n);
    const QString sectionName = ms::sectionName(ref.in->id);
    const double pad = val("linePadding");
    const double cellSize = val("rangeCell");
    const double rangeRow = val("rangeRowHeight");
    const int perLine = w.perLine;
    const int maxLines = w.maxLines;
    return piece([=, this, &weapon](Pen &p, double top) {
        double x = c.left();
        const double y = top + pad;
        // The arc as a wedge on a ship outline, and as text under the name.
        const double radius = std::min(w.arc, val("arcDiagram")) / 2 - 1;
        arcDiagram(p, x + w.arc / 2, y + radius + 1, radius,
                   {Arc{double(weapon.arc.from), double(weapon.arc.to)}},
                   wid + QLatin1String("-arc"));
        x += w.arc;
        const Field name = inset(fld("weaponName"), w.name);
        double nameHeight = p.field(x, y, name, weapon.name, wid + QLatin1String("-name"));
        nameHeight += p.field(x, y + nameHeight, inset(fld("weaponNote"), w.name),
                              ScsPrintText::tr("%1 · %2").arg(sectionName, arcText(weapon.arc)),
                              wid + QLatin1String("-where"), Color::gray(60));
        // Power diverted to a slow weapon charges it a turn sooner (seed line 4): a box per
        // turn of its recharge to mark the charge.
        if (weapon.recharge >= 3) {
            Field label = inset(fld("weaponNote"), w.name);
            const double labelWidth = p.c.textWidth(ScsPrintText::tr("Charge"), label.size) + 2;
            const double chargeTop = y + nameHeight + 1;
            p.field(x, chargeTop, label, ScsPrintText::tr("Charge"), wid + QLatin1String("-charge"),
                    Color::gray(60));
            BoxGrid grid;
            grid.box = val("box");
            grid.gap = val("boxGap");
            grid.perRow
                = std::max(1, int((w.name - label.x - labelWidth - 2) / (grid.box + grid.gap)));
            // Two lines at most: a recharge of hundreds is not a weapon's.
            grid.count = std::min(weapon.recharge, 2 * grid.perRow);
            grid.stroke = Stroke{0.6, Color::black(), {}};
            const RoleScope mark(p.c, Role::MarkBox);
            nameHeight += 1
                          + drawBoxGrid(p, x + label.x + labelWidth + 2, chargeTop, grid,
                                        wid + QLatin1String("-charge-box"));
        }
        x += w.name;
        const QString values[]
            = {QString::number(weapon.recharge), QString::number(weapon.power), weapon.damage,
               ms::weaponModeName(weapon.mode), QString::number(weapon.intercept)};
        const char *keys[] = {"-recharge", "-power", "-damage", "-mode", "-intercept"};
        const double cellWidths[] = {w.recharge, w.power, w.damage, w.mode, w.intercept};
        for (int i = 0; i < 5; ++i) {
            Field f = inset(fld("cell"), cellWidths[i]);
            f.align = Align::Center;
            p.field(x, y, f, values[i], wid + QLatin1String(keys[i]));
            x += cellWidths[i];
        }
        // The range-modifier row: the range above, the modifier below, in lines of cells.
        const int count = int(weapon.rangeModifiers.size());
        const int lines = std::min(maxLines, (count + perLine - 1) / perLine);
        Field number = inset(fld("rangeNumber"), cellSize);
        Field mod = inset(fld("rangeValue"), cellSize);
        number.align = mod.align = Align::Center;
        for (int i = 0; i < std::min(count, lines * perLine); ++i) {
            const double cx = x + (i % perLine) * cellSize;
            const double cy = y + (i / perLine) * 2 * rangeRow;
            const bool last = i + 1 == lines * perLine && count > lines * perLine;
            p.rect(cx, cy, cellSize, rangeRow, Stroke{0.3, Color::gray(150), {}}, Color::gray(244));
            p.rect(cx, cy + rangeRow, cellSize, rangeRow, Stroke{0.3, Color::gray(150), {}});
            const RoleScope play(p.c, Role::PlayNumber);
            p.fieldInBand(cx, cy, rangeRow, number, QString::number(i), {}, Color::gray(40));
            p.fieldInBand(cx, cy + rangeRow, rangeRow, mod,
                          last ? QStringLiteral("…")
                               : signedNumber(weapon.rangeModifiers[std::size_t(i)]),
                          QStringLiteral("%1-rm-%2").arg(wid).arg(i));
        }
        if (count == 0)
            p.field(x, y, inset(fld("weaponNote"), w.ranges),
                    ScsPrintText::tr("no range modifiers"), wid + QLatin1String("-norange"),
                    Color{180, 0, 0});
        x += w.ranges;
        const double box = val("checkbox");
        p.checkbox(x + (w.fired - box) / 2, y, box, false, wid + QLatin1String("-fired"));
        p.checkbox(x + w.fired + (w.fired - box) / 2, y, box, false, wid + QLatin1String("-cool"));
        const double height
            = std::max({nameHeight, lines * 2 * rangeRow, 2 * radius + 2, box}) + 2 * pad;
        p.line(c.left(), top + height, c.right(), top + height, Stroke{0.3, Color::gray(170), {}});
        return height;
    });
}

std::vector<ControlSheet::Piece> ControlSheet::fighters() const
{
    const ms::HangarSlots slots = ms::hangarSlots(s);
    // Each flight: its stat line, then its fighters, each with its structure boxes.
    struct Flight
    {
        QString stats;
        std::vector<BoxLine> fighters;
    };
    std::vector<Flight> flights;
    int carried = 0;
    if (d.ship) {
        for (const ms::FighterFlight &flight : d.ship->fighters) {
            if (flight.count <= 0)
                continue;
            const QString name
                = flight.name.trimmed().isEmpty() ? ScsPrintText::tr("Fighter") : flight.name;
            Flight f;
            f.stats = ScsPrintText::tr("%1: %2 × %3 fighter, structure %4, %5 points each")
                          .arg(name)
                          .arg(flight.count)
                          .arg(ms::fighterSizeName(flight.size).toLower())
                          .arg(flight.structure)
                          .arg(flight.points);
            for (int k = 0; k < flight.count; ++k) {
                BoxLine line;
                line.name = ScsPrintText::tr("%1 %2").arg(name).arg(k + 1);
                line.grid.count = std::max(0, flight.structure);
                line.showArmor = false;
                line.id = QStringLiteral("%1-f%2").arg(id).arg(++carried);
                f.fighters.push_back(std::move(line));
            }
            flights.push_back(std::move(f));
        }
    }
    if (slots.total() == 0 && flights.empty())
        return {};
    QStringList parts;
    if (slots.light > 0)
        parts << ScsPrintText::tr("%1 light").arg(slots.light);
    if (slots.medium > 0)
        parts << ScsPrintText::tr("%1 medium").arg(slots.medium);
    if (slots.heavy > 0)
        parts << ScsPrintText::tr("%1 heavy").arg(slots.heavy);
    const QString title
        = ScsPrintText::tr("Hangar: %1 slots (%2); fighters carried: %3. A fighter damaged this "
                           "turn stays in on d6 ≤ its structure left.")
              .arg(slots.total())
              .arg(parts.isEmpty() ? ScsPrintText::tr("none") : parts.join(QStringLiteral(", ")))
              .arg(carried);
    std::vector<Piece> out;
    out.push_back(piece([this, title](Pen &p, double top) {
        return subheading(p, c.left(), top, c.width(), title, id + QLatin1String("-hangar"));
    }));
    if (flights.empty()) {
        out.push_back(piece([this](Pen &p, double top) {
            return val("linePadding")
                   + p.field(c.left(), top + val("linePadding"), stretched(fld("text"), c.width()),
                             d.ship ? ScsPrintText::tr("No fighters aboard: give the ship "
                                                       "fighters to print their structure boxes.")
                                    : ScsPrintText::tr("A blank sheet: the fighters a ship carries "
                                                       "print on that ship's own sheet."),
                             id + QLatin1String("-nofighters"));
        }));
    }
    // The fighters in rows of cells, as many to a row as fit.
    const double cell = std::min(c.width(), val("fighterCell"));
    const int perRow = itemsPerRow(std::floor(c.width() / std::max(1.0, cell)), 1 << 20);
    const double width = c.width() / perRow;
    // Shared by the pieces: each row draws its own fighters of it.
    const auto all = std::make_shared<const std::vector<Flight>>(std::move(flights));
    for (std::size_t n = 0; n < all->size(); ++n) {
        const QString statsId = QStringLiteral("%1-flight%2").arg(id).arg(n + 1);
        const QString stats = (*all)[n].stats;
        out.push_back(piece([this, stats, statsId](Pen &p, double top) {
            const double pad = val("linePadding");
            return 2 * pad
                   + p.field(c.left(), top + pad, stretched(fld("text"), c.width()), stats,
                             statsId);
        }));
        const std::size_t count = (*all)[n].fighters.size();
        for (std::size_t first = 0; first < count; first += std::size_t(perRow)) {
            const std::size_t last = std::min(count, first + std::size_t(perRow));
            out.push_back(piece([this, all, n, first, last, width](Pen &p, double top) {
                const std::vector<BoxLine> &fighters = (*all)[n].fighters;
                double height = 0;
                for (std::size_t k = first; k < last; ++k)
                    height
                        = std::max(height, compactLine(p, c.left() + double(k - first) * width, top,
                                                       width - val("columnGap"), fighters[k]));
                return height + val("linePadding");
            }));
        }
    }
    return out;
}

} // namespace fw::templates::scs
