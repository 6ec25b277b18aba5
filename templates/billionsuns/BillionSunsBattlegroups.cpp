#include "BillionSunsPrint.h"
#include "BillionSunsSheets.h"

namespace fw::templates::billionsuns {

namespace {

const QString PageId = QStringLiteral("billionsuns-battlegroups");

// What the blocks of one battlegroup are made of, measured once: a block's height is the sum of
// its parts (added in the order draw() adds them, so the sum is the height it draws).
struct GroupHeights
{
    double header = 0;        // the first block's
    double continued = 0;     // the header of the blocks that go on: "(continued)"
    double heading = 0;       // the column headings
    std::vector<double> rows; // by ship
    double empty = 0;         // the row a battlegroup without ships has instead
    double totals = 0;        // in the last block only

    // The height of the block of ships [first, end).
    double block(std::size_t first, std::size_t end) const;
    // The end of the block that starts at ship `first`: as many ships as fit in `room` (at
    // least one), the totals counted in when it takes the last ship. Linear in the ships it
    // takes, so cutting a battlegroup into pages is linear in its ships.
    std::size_t cut(std::size_t first, double room) const;
};

double GroupHeights::block(std::size_t first, std::size_t end) const
{
    double height = (first > 0 ? continued : header) + heading;
    for (std::size_t i = first; i < end; ++i)
        height += rows[i];
    if (rows.empty())
        height += empty;
    if (end >= rows.size())
        height += totals;
    return height;
}

std::size_t GroupHeights::cut(std::size_t first, double room) const
{
    const std::size_t count = rows.size();
    if (first >= count)
        return count;
    // Block heights grow with every ship taken, so the block ends before the first ship that
    // would take it over the room.
    double height = (first > 0 ? continued : header) + heading + rows[first];
    std::size_t end = first + 1;
    while (end < count) {
        const double next = height + rows[end];
        if ((end + 1 == count ? next + totals : next) > room)
            break;
        height = next;
        ++end;
    }
    return end;
}

using GroupNotes = std::optional<FittedText>;

class GroupBlock
{
public:
    GroupBlock(const Template &tmpl, const RosterView &view, double blockWidth)
        : t(tmpl)
        , v(view)
        , width(blockWidth)
    {}

    // Draws (or measures) the block of battlegroup `n` (1-based) with its ships [first, end):
    // a battlegroup too long for one page goes on in several blocks, the totals in the last.
    // Returns its height.
    double draw(Pen &p, const GroupEntry &group, const GroupNotes &notes, int n, std::size_t first,
                std::size_t end, double x, double y) const;
    // The battlegroup's notes fitted once for all its blocks (they can be 100,000 characters).
    GroupNotes notes(const Composer &c, const GroupEntry &group) const;
    // The heights of every part of battlegroup `n`'s blocks, each part measured once.
    GroupHeights measure(Composer &c, const GroupEntry &group, const GroupNotes &notes,
                         int n) const;

private:
    std::vector<Column> columns(const Field &f) const;
    static QStringList headings();
    double emptyRow(Pen &p, const QString &id, double x, double y) const;
    Field notesField() const;
    double header(Pen &p, const GroupEntry &group, const GroupNotes &notes, const QString &id,
                  bool continued, double x, double y) const;
    double shipRow(Pen &p, const ShipEntry &ship, const QString &id, bool shade, double x,
                   double y) const;
    double totals(Pen &p, const GroupEntry &group, const QString &id, double x, double y) const;

    const Template &t;
    const RosterView &v;
    const double width;
};

std::vector<Column> GroupBlock::columns(const Field &f) const
{
    // The centred columns hold the figures read in play (cost, mass, thrust, silhouette,
    // shields); their headings (bold) are plain.
    const auto column = [&](const char *widthKey, Align align) {
        Field aligned = f;
        aligned.align = align;
        Column col{t.value(QLatin1String(widthKey)), aligned};
        if (!f.bold)
            col.role = Role::PlayNumber;
        return col;
    };
    std::vector<Column> out{Column{0, f},
                            column("costColumn", Align::Center),
                            column("statColumn", Align::Center),
                            column("statColumn", Align::Center),
                            column("statColumn", Align::Center),
                            column("statColumn", Align::Center),
                            column("weaponsColumn", Align::Left),
                            column("damageColumn", Align::Left)};
    double rest = width;
    for (const Column &c : out)
        rest -= c.width;
    out[0].width = std::max(20.0, rest);
    return out;
}

QStringList GroupBlock::headings()
{
    return {SunsText::tr("Ship or wing, class"),
            SunsText::tr("Cost"),
            SunsText::tr("Mass"),
            SunsText::tr("Thrust"),
            SunsText::tr("Silh."),
            SunsText::tr("Shields"),
            SunsText::tr("Weapon systems"),
            SunsText::tr("Damage tokens*")};
}

double GroupBlock::emptyRow(Pen &p, const QString &id, double x, double y) const
{
    return tableRow(p, x, y, {Column{width, t.field(key("cell"))}},
                    {SunsText::tr("No ships or wings in this battlegroup.")},
                    t.value(key("rowHeight")), std::nullopt, {id + QLatin1String("-empty")});
}

Field GroupBlock::notesField() const
{
    return within(t.field(key("groupNotes")), width - 2 * t.value(key("padding")));
}

GroupNotes GroupBlock::notes(const Composer &c, const GroupEntry &group) const
{
    if (group.notes.trimmed().isEmpty())
        return std::nullopt;
    return c.fit(group.notes.simplified(), notesField());
}

double GroupBlock::header(Pen &p, const GroupEntry &group, const GroupNotes &notes,
                          const QString &id, bool continued, double x, double y) const
{
    const double pad = t.value(key("padding"));
    const double box = t.value(key("checkbox"));
    const Field jumped = within(t.field(key("jumpedIn")), width / 3);
    const bool checkbox = !group.unassigned;
    const double nameWidth = width - 2 * pad - (checkbox ? jumped.width + box + pad : 0);
    const Field nameField = within(t.field(key("groupName")), nameWidth);
    QString name = group.name;
    if (group.unassigned)
        name = SunsText::tr("%1: ships and wings without a battlegroup").arg(group.name);
    if (continued)
        name = SunsText::tr("%1 (continued)").arg(name);
    const double height = std::max(t.value(key("headerHeight")),
                                   2 * nameField.y + fieldHeight(p.c, nameField, name));
    p.rect(x, y, width, height, std::nullopt, Color::gray(222));
    p.line(x, y + height, x + width, y + height, Stroke{0.8, Color::gray(60), {}});
    p.field(x + pad, y, nameField, name, id + QLatin1String("-name"));
    if (checkbox) {
        const double bx = x + width - pad - box;
        p.checkbox(bx, y + (height - box) / 2, box, false, id + QLatin1String("-jumped"));
        Field label = jumped;
        label.align = Align::Right;
        label.y = (height - p.c.lineHeight(jumped.size)) / 2;
        p.field(bx - pad - jumped.x - jumped.width, y, label, SunsText::tr("Jumped in"),
                id + QLatin1String("-jumped-label"));
    }
    double bottom = height;
    if (notes) {
        bottom
            += t.field(key("groupNotes")).y
               + p.field(x + pad, y + bottom, notesField(), *notes, id + QLatin1String("-notes"));
    }
    return bottom;
}

double GroupBlock::shipRow(Pen &p, const ShipEntry &ship, const QString &id, bool shade, double x,
                           double y) const
{
    const bs::ShipClass *c = ship.shipClass;
    const std::vector<Column> cols = columns(t.field(key("cell")));
    const Field name = inset(t.field(key("shipName")), cols[0].width);
    const Field cls = inset(t.field(key("shipClass")), cols[0].width);
    const Field weapon = inset(t.field(key("weapon")), cols[6].width);
    const QString shipName
        = ship.ship->name.trimmed().isEmpty() ? SunsText::tr("(unnamed)") : ship.ship->name;
    QString classText;
    if (!c)
        classText = SunsText::tr("unknown class “%1”").arg(ship.ship->classId);
    else if (c->custom)
        classText = SunsText::tr("%1 (custom class)").arg(className(*c));
    else
        classText = className(*c);
    QStringList weapons;
    if (c && c->primary)
        weapons << SunsText::tr("P: %1").arg(weaponLine(*c->primary));
    if (c && c->auxiliary)
        weapons << SunsText::tr("A: %1").arg(weaponLine(*c->auxiliary));
    if (c && weapons.isEmpty())
        weapons << SunsText::tr("no weapon systems");

    const double nameHeight = fieldHeight(p.c, name, shipName);
    const double classHeight = fieldHeight(p.c, cls, classText);
    double weaponsHeight = 0;
    for (const QString &w : weapons)
        weaponsHeight += fieldHeight(p.c, weapon, w);
    const double box = t.value(key("damageBox"));
    const double boxGap = t.value(key("damageGap"));
    const double trackWidth = cols[7].width - 2 * t.field(key("cell")).x;
    const int tokens = c ? v.destroyedAt(*c) : 0;
    Pen measure(p.c, true);
    const double trackHeight
        = damageTrack(measure, 0, 0, trackWidth, tokens, c ? c->mass : 0, box, boxGap, {});
    const double padY = t.field(key("cell")).y;
    const double height = std::max({t.value(key("rowHeight")),
                                    padY + name.y + nameHeight + cls.y + classHeight + padY,
                                    padY + weaponsHeight + padY, 2 * padY + trackHeight});

    QStringList cells(8);
    QStringList ids(8);
    if (c) {
        cells[1] = QString::number(c->cost);
        cells[2] = QString::number(c->mass);
        cells[3] = inchText(c->thrust);
        cells[4] = QString::number(c->silhouette);
        cells[5] = QString::number(c->shields);
        const char *keys[] = {"cost", "mass", "thrust", "silhouette", "shields"};
        for (int i = 0; i < 5; ++i)
            ids[i + 1] = QStringLiteral("%1-%2").arg(id, QLatin1String(keys[i]));
    }
    tableRow(p, x, y, cols, cells, height,
             shade ? std::optional<Color>(Color::gray(244)) : std::nullopt, ids);
    p.field(x, y + padY, name, shipName, id + QLatin1String("-name"));
    p.field(x, y + padY + name.y + nameHeight, cls, classText, id + QLatin1String("-class"),
            Color::gray(60));
    double wy = y + padY;
    double wx = x;
    for (int i = 0; i < 6; ++i)
        wx += cols[std::size_t(i)].width;
    for (int i = 0; i < weapons.size(); ++i)
        wy += p.field(wx, wy, weapon, weapons[i],
                      QStringLiteral("%1-weapon-%2").arg(id).arg(i + 1));
    damageTrack(p, wx + cols[6].width + t.field(key("cell")).x, y + (height - trackHeight) / 2,
                trackWidth, tokens, c ? c->mass : 0, box, boxGap, id + QLatin1String("-damage"));
    return height;
}

double GroupBlock::totals(Pen &p, const GroupEntry &group, const QString &id, double x,
                          double y) const
{
    const int count = int(group.ships.size());
    const bool over = !group.unassigned && count > MaxBattlegroupSize;
    QString text = SunsText::tr("%n ship(s) or wing(s)", nullptr, count);
    if (!group.unassigned)
        text += SunsText::tr(" (at most %1)").arg(MaxBattlegroupSize);
    if (over)
        text += SunsText::tr(", over the limit");
    text += SunsText::tr(" · cost %1 · mass %2")
                .arg(v.system.formatPoints(group.cost()))
                .arg(group.mass());
    Field f = t.field(key("total"));
    return tableRow(p, x, y, {Column{width, f}}, {text}, t.value(key("rowHeight")) * 0.7,
                    Color::gray(238), {id + QLatin1String("-total")},
                    {over ? Color{170, 0, 0} : Color::black()});
}

double GroupBlock::draw(Pen &p, const GroupEntry &group, const GroupNotes &notes, int n,
                        std::size_t first, std::size_t end, double x, double y) const
{
    const QString id = QStringLiteral("bg-%1").arg(n);
    double cy = y + header(p, group, notes, id, first > 0, x, y);
    cy += tableRow(p, x, cy, columns(t.field(key("columnHeading"))), headings(), 0,
                   Color::gray(238));
    for (std::size_t i = first; i < end; ++i) {
        cy += shipRow(p, group.ships[i], QStringLiteral("%1-ship-%2").arg(id).arg(i + 1),
                      i % 2 == 1, x, cy);
    }
    if (group.ships.empty())
        cy += emptyRow(p, id, x, cy);
    if (end >= group.ships.size())
        cy += totals(p, group, id, x, cy);
    p.rect(x, y, width, cy - y, Stroke{1.0, Color::black(), {}}, std::nullopt,
           first > 0 ? QString() : id);
    return cy - y;
}

GroupHeights GroupBlock::measure(Composer &c, const GroupEntry &group, const GroupNotes &notes,
                                 int n) const
{
    Pen p(c, true);
    const QString id = QStringLiteral("bg-%1").arg(n);
    GroupHeights h;
    h.header = header(p, group, notes, id, false, 0, 0);
    if (group.ships.size() > 1)
        h.continued = header(p, group, notes, id, true, 0, 0);
    h.heading = tableRow(p, 0, 0, columns(t.field(key("columnHeading"))), headings(), 0);
    h.rows.reserve(group.ships.size());
    for (std::size_t i = 0; i < group.ships.size(); ++i)
        h.rows.push_back(shipRow(p, group.ships[i], id, false, 0, 0));
    if (group.ships.empty())
        h.empty = emptyRow(p, id, 0, 0);
    h.totals = totals(p, group, id, 0, 0);
    return h;
}

} // namespace

QString BattlegroupsLayout::title() const
{
    return SunsText::tr("Battlegroups");
}

TemplateSpec BattlegroupsLayout::spec() const
{
    TemplateSpec s;
    s.layout = id();
    s.values = {key("headingGap"),    key("blockGap"),     key("padding"),    key("headerHeight"),
                key("rowHeight"),     key("checkbox"),     key("costColumn"), key("statColumn"),
                key("weaponsColumn"), key("damageColumn"), key("damageBox"),  key("damageGap")};
    s.fields = {key("title"),      key("subtitle"), key("note"),          key("groupName"),
                key("groupNotes"), key("jumpedIn"), key("columnHeading"), key("shipName"),
                key("shipClass"),  key("cell"),     key("weapon"),        key("total")};
    return s;
}

void BattlegroupsLayout::compose(const LayoutContext &context, const Template &t, Composer &c) const
{
    const RosterView v(context);
    const std::vector<GroupEntry> groups = v.groups();
    int cost = 0;
    for (const GroupEntry &g : groups)
        cost += g.cost();
    const QString heading = SunsText::tr("Battlegroups: %1").arg(v.corporation());
    const QString subtitle
        = SunsText::tr("A Billion Suns · scale S = %1 · %n ship(s) or wing(s)", nullptr,
                       int(v.ships.size()))
              .arg(v.roster.scale)
          + SunsText::tr(" · total cost %1 · at most %2 ships or wings per battlegroup")
                .arg(v.system.formatPoints(cost))
                .arg(MaxBattlegroupSize);
    const QString note
        = SunsText::tr("Damage tokens: one box per token. Shaded boxes: more than m tokens, "
                       "Systems Critical (duds damage the attacker). Heavy box: the token "
                       "that destroys the ship.")
          + QLatin1Char(' ') + v.assumptionNote({bs::option::DestroyedAt});
    startPages(c, t, PageId, title(), heading, subtitle, note, QStringLiteral("battlegroups"));
    if (groups.empty()) {
        notice(c, t, PageId, SunsText::tr("The roster has no battlegroups and no ships."),
               QStringLiteral("battlegroups-empty"));
        c.setPageStarter({});
        return;
    }

    const GroupBlock block(t, v, c.width());
    const double gap = t.value(key("blockGap"));
    // The room a block has on a page of its own, below the repeated heading.
    const double room = c.bottom() - c.y();
    for (std::size_t g = 0; g < groups.size(); ++g) {
        const GroupEntry &group = groups[g];
        const int n = int(g) + 1;
        // Each part measured once, then cut into blocks of as many ships as fit on a page (at
        // least one); normally the whole battlegroup is one block.
        const GroupNotes notes = block.notes(c, group);
        const GroupHeights heights = block.measure(c, group, notes, n);
        std::size_t first = 0;
        do {
            const std::size_t end = heights.cut(first, room);
            const double top = c.place(heights.block(first, end), gap, PageId);
            Pen pen(c, false);
            block.draw(pen, group, notes, n, first, end, c.left(), top);
            first = end;
        } while (first < group.ships.size());
    }
    c.setPageStarter({});
}

} // namespace fw::templates::billionsuns
