#include "SunderCard.h"

#include <algorithm>
#include <cmath>

namespace fw::templates::sunder {

namespace {

const Stroke CardOutline{0.4, Color::gray(110), {}};
const Stroke CutMark{0.4, Color::black(), {}};
const Stroke Rule{0.4, Color::gray(120), {}};
const Stroke Frame{0.8, Color::black(), {}};
const Color HeaderShade = Color::gray(225);
const Color RowShade = Color::gray(242);

// The arc a weapon covers, centred on the side it faces (digest §4.3: a battery 180°, the others
// 90°, unless the card gives its own width).
Arc weaponArc(const ms::Weapon &w)
{
    const double centre = w.arc == ms::Facing::Front   ? 0
                          : w.arc == ms::Facing::Right ? 90
                          : w.arc == ms::Facing::Back  ? 180
                                                       : 270;
    const double span = std::clamp(double(ms::arcDegrees(w)), 1.0, 360.0);
    if (span >= 360)
        return {0, 0};
    return {std::fmod(centre - span / 2 + 360, 360), std::fmod(centre + span / 2, 360)};
}

// `f` at a size where the widest word of `text` fits a line (never below the field's smallest
// size): a name wraps between its words rather than breaking inside one.
Field wordsFit(const Composer &c, Field f, const QString &text)
{
    f.minSize = f.smallest();
    double widest = 0;
    for (const QString &word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts))
        widest = std::max(widest, c.textWidth(word, f.size));
    // Down in quarter points, as Composer::fit steps: the word then fits with room to spare.
    if (widest > f.width)
        f.size = std::max(f.minSize, std::floor(f.size * f.width / widest * 4) / 4);
    return f;
}

} // namespace

CardDrawer::CardDrawer(Composer &composer, const Template &tmpl, const CardEntry &entry)
    : c(composer)
    , t(tmpl)
    , e(entry)
    , card(*entry.card)
    , cid(entry.shipIndex >= 0 ? shipItemId(entry.shipIndex) : designItemId(entry.index))
    , trackCount(std::max(1, ms::trackCount(entry.card->size)))
{
    for (int track = 0; track < trackCount; ++track)
        stats.push_back(ms::statsOnTrack(card, track));
    // Bays only on a carrier: a card giving none, or only empty ones, has no bay columns.
    bays = std::any_of(stats.begin(), stats.end(),
                       [](const ms::TrackStats &s) { return s.fighters > 0 || s.bombers > 0; });
    fit();
}

// A card too full for the template's sizes is drawn smaller as a whole (text, rows, boxes,
// diagrams, the narrowest weapon column) until it fits, its reach line and notes included; never
// below the print floors (text 6 pt, numbers read in play 7 pt, boxes to mark 2.4 mm). What does
// not fit then keeps its place and the reach line and notes go on the card's second part.
void CardDrawer::fit()
{
    const double avail = val("cardHeight") - 2 * val("padding");
    const double inner = val("cardWidth") - 2 * val("padding");
    const double smallest = std::max(0.25, PreflightFloors{}.box / std::max(0.01, val("box")));
    for (m_scale = 1;; m_scale *= 0.92) {
        Pen measure(c, true);
        m_tables = tables(inner);
        const double rows = double(trackCount * int(m_tables.size()));
        m_heads.clear();
        m_fixed = header(measure, 0, 0, inner) + size("headerGap")
                  + size("tableGap") * double(m_tables.size() - 1);
        for (const Table &table : m_tables) {
            m_heads.push_back(headerHeight(table));
            m_fixed += m_heads.back();
        }
        const double body = m_fixed + rows * size("minRowHeight");
        if (body + footnoteNeed(inner) <= avail + 0.01)
            break;
        if (m_scale * 0.92 < smallest) {
            m_continued = !footnoteText().isEmpty();
            break;
        }
    }
}

void CardDrawer::outline(double x, double y, bool cutMarks, const QString &part)
{
    {
        const RoleScope cut(c, Role::Cut);
        c.rect(x, y, val("cardWidth"), val("cardHeight"), CardOutline, std::nullopt, id(part));
    }
    if (cutMarks)
        marks(x, y);
}

void CardDrawer::draw(double x, double y, bool cutMarks)
{
    const double width = val("cardWidth");
    const double height = val("cardHeight");
    outline(x, y, cutMarks, key("card"));
    const double pad = val("padding");
    const double left = x + pad;
    const double inner = width - 2 * pad;
    const double bottom = y + height - pad;
    Pen pen(c, false);
    double top = y + pad + header(pen, left, y + pad, inner);
    c.line(left, top, left + inner, top, Rule, id(key("rule")));
    top += size("headerGap");
    const double gap = size("tableGap");
    const double fixed = m_fixed - (top - y - pad);
    const double rows = double(trackCount * int(m_tables.size()));
    // Rows shrink (down to minRowHeight) before anything else does; the footnotes keep their room.
    const double notes
        = m_continued ? c.lineHeight(fld("footnote").smallest()) : footnoteNeed(inner);
    const double rowHeight = std::max(
        size("minRowHeight"), std::min(size("rowHeight"), (bottom - top - fixed - notes) / rows));
    for (std::size_t i = 0; i < m_tables.size(); ++i) {
        drawTable(m_tables[i], left, top, m_heads[i], rowHeight);
        top += m_heads[i] + rowHeight * trackCount + gap;
    }
    if (m_continued) {
        const Field f = within(fld("footnote"), inner);
        const QString text = SunderPrintText::tr("Reach and notes: on the card's second part.");
        if (bottom - top >= c.lineHeight(f.smallest()))
            c.field(left, top, fitWithin(c, f, bottom - top, text), text, id(key("continued")));
        return;
    }
    footnotes(left, top, inner, bottom - top);
}

void CardDrawer::drawContinuation(double x, double y, bool cutMarks)
{
    const double width = val("cardWidth");
    const double height = val("cardHeight");
    outline(x, y, cutMarks, key("part2-card"));
    const double pad = val("padding");
    const double inner = width - 2 * pad;
    Pen pen(c, false);
    const QString name = e.shipIndex >= 0 ? e.ships.value(0) : cardName(card);
    const double top
        = y + pad
          + pen.field(x + pad, y + pad, within(fld("name"), inner),
                      SunderPrintText::tr("%1 (continued)").arg(name), id(key("part2-name")));
    c.line(x + pad, top, x + pad + inner, top, Rule, id(key("part2-rule")));
    footnotes(x + pad, top + size("headerGap"), inner, y + height - pad - top - size("headerGap"));
}

double CardDrawer::header(Pen &pen, double x, double y, double width) const
{
    const Field points = within(fld("points"), width);
    const QString pointsLabel = pointsText(card.points);
    const double pointsHeight
        = pen.field(x + width - points.width - points.x, y, points, pointsLabel, id(key("points")));
    const Field name = within(fld("name"), width - points.width - points.x);
    // A ship's card carries its name above the card's; a blank card has a line to write one on.
    const bool own = e.shipIndex >= 0;
    double h = std::max(pointsHeight, pen.field(x, y, name, own ? e.ships.value(0) : cardName(card),
                                                id(key("name"))));
    QStringList about;
    if (own)
        about << cardName(card);
    if (!card.faction.trimmed().isEmpty())
        about << card.faction;
    about << ms::hullSizeName(card.size);
    about << SunderPrintText::tr("Initiative %1").arg(signedNumber(card.initiative));
    h += pen.field(x, y + h, within(fld("about"), width), about.join(QStringLiteral(" · ")),
                   id(key("about")));
    if (card.example)
        h += pen.field(x, y + h, within(fld("example"), width),
                       SunderPrintText::tr("Example card made for Fleetwright"), id(key("example")),
                       Color::gray(70));
    return h;
}

std::vector<CardDrawer::Table> CardDrawer::tables(double width) const
{
    Table first{{Kind::Track, -1, columnWidth(Kind::Track, val("trackColumn"))},
                {Kind::Damage, -1, columnWidth(Kind::Damage, val("damageColumn"))},
                {Kind::Mp, -1, columnWidth(Kind::Mp, val("statColumn"))},
                {Kind::Shield, -1, columnWidth(Kind::Shield, val("statColumn"))},
                {Kind::Pd, -1, columnWidth(Kind::Pd, val("statColumn"))}};
    if (bays) {
        first.push_back({Kind::Fighters, -1, columnWidth(Kind::Fighters, val("bayColumn"))});
        first.push_back({Kind::Bombers, -1, columnWidth(Kind::Bombers, val("bayColumn"))});
    }
    std::vector<Table> out{first};
    const int weapons = int(card.weapons.size());
    // No narrower than the longest word of a weapon's name, type or arc at the smallest size:
    // words are never cut.
    double minWeapon = std::max(1.0, size("minWeaponColumn"));
    const Field name = fld("weaponName");
    const Field type = fld("weaponType");
    for (const ms::Weapon &w : card.weapons) {
        const QString texts[]{w.name, ms::weaponTypeName(w.type), arcText(w)};
        for (int k = 0; k < 3; ++k) {
            const double at = k == 0 ? name.smallest() : type.smallest();
            for (const QString &word : texts[k].split(QLatin1Char(' '), Qt::SkipEmptyParts))
                minWeapon = std::max(minWeapon, c.textWidth(word, at) + 2 * name.x + 0.5);
        }
    }
    const auto widthOf = [](const Table &table) {
        double sum = 0;
        for (const Col &col : table)
            sum += col.width;
        return sum;
    };
    // As many weapons as fit the first table at their narrowest; more go on in further tables,
    // the weapons shared evenly between them.
    const int firstFit = itemsPerRow((width - widthOf(first)) / minWeapon, std::max(1, weapons));
    const int count = (weapons + firstFit - 1) / firstFit;
    const int perTable = count > 0 ? (weapons + count - 1) / count : 0;
    int next = 0;
    while (next < weapons) {
        Table &table = out.back();
        const double fixed = widthOf(table);
        const int fit = std::min(perTable, weapons - next);
        const double each = std::max(minWeapon, (width - fixed) / fit);
        const auto at = std::find_if(table.begin(), table.end(),
                                     [](const Col &col) { return col.kind == Kind::Fighters; });
        std::vector<Col> cols;
        for (int k = 0; k < fit; ++k)
            cols.push_back({Kind::Weapon, next + k, each});
        table.insert(at, cols.begin(), cols.end());
        next += fit;
        if (next < weapons)
            out.push_back({{Kind::Track, -1, columnWidth(Kind::Track, val("trackColumn"))}});
    }
    return out;
}

// A column's title stays inside its rules: the column is at least as wide as the title's
// longest word at the title's smallest size.
double CardDrawer::columnWidth(Kind kind, double width) const
{
    const Field f = fld("columnHeader");
    double widest = 0;
    for (const QString &word : title(kind).split(QLatin1Char(' '), Qt::SkipEmptyParts))
        widest = std::max(widest, c.textWidth(word, f.smallest()));
    return std::max(width, widest + 2 * f.x + 0.5);
}

Field CardDrawer::headerField(const Col &col) const
{
    return wordsFit(c, inset(fld("columnHeader"), col.width), title(col.kind));
}

QString CardDrawer::part(Kind kind)
{
    switch (kind) {
    case Kind::Track:
        return key("track");
    case Kind::Damage:
        return key("damage");
    case Kind::Mp:
        return key("mp");
    case Kind::Shield:
        return key("shield");
    case Kind::Pd:
        return key("pd");
    case Kind::Fighters:
        return key("fighters");
    case Kind::Bombers:
        return key("bombers");
    case Kind::Weapon:
        break;
    }
    return key("weapon");
}

QString CardDrawer::title(Kind kind) const
{
    switch (kind) {
    case Kind::Track:
        return SunderPrintText::tr("Track");
    case Kind::Damage:
        return SunderPrintText::tr("Damage");
    case Kind::Mp:
        return SunderPrintText::tr("MP");
    case Kind::Shield:
        return SunderPrintText::tr("Shield");
    case Kind::Pd:
        return SunderPrintText::tr("PD");
    case Kind::Fighters:
        return SunderPrintText::tr("Fighters");
    case Kind::Bombers:
        return SunderPrintText::tr("Bombers");
    case Kind::Weapon:
        break;
    }
    return {};
}

double CardDrawer::weaponHeader(Pen &p, const Col &col, double x, double y) const
{
    const ms::Weapon &w = card.weapons[std::size_t(col.weapon)];
    const QString wid = id(QStringLiteral("w%1").arg(col.weapon + 1));
    const double pad = size("cellPadding");
    const double diameter = std::min(size("arcDiagram"), col.width - 2 * pad);
    double h = pad;
    if (!p.measuring)
        arcDiagram(p, x + col.width / 2, y + h + diameter / 2, diameter / 2, {weaponArc(w)},
                   wid + QLatin1String("-arc"));
    h += diameter + pad;
    const QString name = w.name.trimmed().isEmpty() ? ms::weaponTypeName(w.type) : w.name;
    const QString type = ms::weaponTypeName(w.type);
    const QString arc = arcText(w);
    const Field typeField = inset(fld("weaponType"), col.width);
    h += p.field(x, y + h, wordsFit(c, inset(fld("weaponName"), col.width), name), name,
                 wid + QLatin1String("-name"));
    h += p.field(x, y + h, wordsFit(c, typeField, type), type, wid + QLatin1String("-type"));
    h += p.field(x, y + h, wordsFit(c, typeField, arc), arc, wid + QLatin1String("-facing"));
    return h + pad;
}

double CardDrawer::headerHeight(const Table &table) const
{
    Pen measure(c, true);
    double h = size("minHeaderHeight");
    for (const Col &col : table) {
        h = std::max(h, col.kind == Kind::Weapon ? weaponHeader(measure, col, 0, 0)
                                                 : fieldHeight(c, headerField(col), title(col.kind))
                                                       + 2 * size("cellPadding"));
    }
    return h;
}

void CardDrawer::drawTable(const Table &table, double x, double y, double headerHeight,
                           double rowHeight)
{
    Pen pen(c, false);
    double width = 0;
    for (const Col &col : table)
        width += col.width;
    pen.rect(x, y, width, headerHeight, std::nullopt, HeaderShade);
    for (int track = 0; track < trackCount; ++track)
        drawRow(table, track, x, y + headerHeight + track * rowHeight, rowHeight);
    const double height = headerHeight + rowHeight * trackCount;
    double at = x;
    for (const Col &col : table) {
        if (col.kind == Kind::Weapon)
            weaponHeader(pen, col, at, y);
        else
            pen.fieldInBand(at, y, headerHeight, headerField(col), title(col.kind),
                            id(QLatin1String("h-") + part(col.kind)));
        if (at > x)
            pen.line(at, y, at, y + height, Rule);
        at += col.width;
    }
    pen.line(x, y + headerHeight, x + width, y + headerHeight, Frame);
    pen.rect(x, y, width, height, Frame, std::nullopt);
}

void CardDrawer::drawRow(const Table &table, int track, double x, double y, double rowHeight)
{
    Pen pen(c, false);
    // The track numbers and the values on each track are read in play.
    const RoleScope numbers(c, Role::PlayNumber);
    const ms::TrackStats &s = stats[std::size_t(track)];
    const QString row = id(QStringLiteral("t%1").arg(track + 1));
    double width = 0;
    for (const Col &col : table)
        width += col.width;
    if (track % 2 == 1)
        pen.rect(x, y, width, rowHeight, std::nullopt, RowShade);
    if (track > 0)
        pen.line(x, y, x + width, y, Rule);
    double at = x;
    for (const Col &col : table) {
        const Field value = inset(fld("value"), col.width);
        const auto cell = [&](int number) {
            pen.fieldInBand(at, y, rowHeight, value, QString::number(number),
                            row + QLatin1Char('-') + part(col.kind));
        };
        switch (col.kind) {
        case Kind::Track:
            pen.fieldInBand(at, y, rowHeight, inset(fld("trackLabel"), col.width),
                            QString::number(track + 1), row + QLatin1String("-track"));
            break;
        case Kind::Damage: {
            // Two damage boxes per track (digest §4.6).
            BoxGrid grid;
            grid.count = ms::DamagePerTrack;
            grid.perRow = ms::DamagePerTrack;
            grid.box = std::min(size("box"), rowHeight - 2 * size("cellPadding"));
            grid.gap = size("boxGap");
            grid.firstNumber = track * ms::DamagePerTrack + 1;
            drawBoxGrid(pen, at + (col.width - boxGridWidth(grid)) / 2,
                        y + (rowHeight - grid.box) / 2, grid, row + QLatin1String("-box"));
            break;
        }
        case Kind::Mp:
            cell(s.mp);
            break;
        case Kind::Shield:
            cell(s.shield);
            break;
        case Kind::Pd:
            cell(s.pd);
            break;
        case Kind::Fighters:
            cell(s.fighters);
            break;
        case Kind::Bombers:
            cell(s.bombers);
            break;
        case Kind::Weapon:
            pen.fieldInBand(at, y, rowHeight, value,
                            QString::number(s.av.at(std::size_t(col.weapon))),
                            row + QStringLiteral("-w%1").arg(col.weapon + 1));
            break;
        }
        at += col.width;
    }
}

QString CardDrawer::footnoteText() const
{
    QStringList reach;
    for (ms::WeaponType type : {ms::WeaponType::Battery, ms::WeaponType::Drone,
                                ms::WeaponType::Fusion, ms::WeaponType::Rack}) {
        if (std::any_of(card.weapons.begin(), card.weapons.end(),
                        [type](const ms::Weapon &w) { return w.type == type; }))
            reach << reachText(type);
    }
    QStringList parts;
    if (!reach.isEmpty())
        parts << SunderPrintText::tr("Reach: %1.").arg(reach.join(QStringLiteral("; ")));
    if (!card.notes.trimmed().isEmpty())
        parts << card.notes.simplified();
    if (e.shipIndex < 0)
        parts << SunderPrintText::tr("Ship: ______________.");
    return parts.join(QLatin1Char(' '));
}

double CardDrawer::footnoteNeed(double width) const
{
    const QString text = footnoteText();
    if (text.isEmpty())
        return 0;
    Field f = within(fld("footnote"), width);
    f.size = f.smallest();
    f.lines = 1000;
    return fieldHeight(c, f, text);
}

double CardDrawer::footnotes(double x, double y, double width, double height)
{
    const QString text = footnoteText();
    Field f = within(fld("footnote"), width);
    f.lines = 1000; // the card's fit left room for every line at the smallest size
    if (text.isEmpty() || height < c.lineHeight(f.smallest()))
        return 0;
    const Field fitted = fitWithin(c, f, height + 0.01, text);
    return c.field(x, y, fitted, text, id(key("notes")));
}

void CardDrawer::marks(double x, double y)
{
    const double w = val("cardWidth");
    const double h = val("cardHeight");
    const double off = val("cutMarkOffset");
    const double len = val("cutMark");
    const RoleScope crop(c, Role::CropMark);
    // A mark from `from` to `to` along one axis, kept inside the printable area (a card at the
    // top of the page has its upward marks left out: its marks below show the same cut line).
    const auto mark = [&](double from, double to, double at, bool vertical, int n) {
        const double low = vertical ? c.top() : c.left();
        const double high = vertical ? c.bottom() : c.right();
        const double a = std::clamp(std::min(from, to), low, high);
        const double b = std::clamp(std::max(from, to), low, high);
        if (b - a < 1)
            return;
        const QString markId = id(QStringLiteral("cut-%1").arg(n));
        if (vertical)
            c.line(at, a, at, b, CutMark, markId);
        else
            c.line(a, at, b, at, CutMark, markId);
    };
    int n = 0;
    for (const double cx : {x, x + w}) {
        for (const double cy : {y, y + h}) {
            const double dx = cx == x ? -1 : 1;
            const double dy = cy == y ? -1 : 1;
            mark(cx + dx * off, cx + dx * (off + len), cy, false, ++n);
            mark(cy + dy * off, cy + dy * (off + len), cx, true, ++n);
        }
    }
}

} // namespace fw::templates::sunder
