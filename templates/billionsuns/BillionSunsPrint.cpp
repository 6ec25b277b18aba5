#include "BillionSunsPrint.h"

#include <QHash>

#include <cmath>
#include <map>

namespace fw::templates::billionsuns {

int GroupEntry::cost() const
{
    int total = 0;
    for (const ShipEntry &s : ships)
        total += s.shipClass ? s.shipClass->cost : 0;
    return total;
}

int GroupEntry::mass() const
{
    int total = 0;
    for (const ShipEntry &s : ships)
        total += s.shipClass ? s.shipClass->mass : 0;
    return total;
}

RosterView::RosterView(const LayoutContext &context)
    : fleet(context.fleet)
    , system(static_cast<const bs::BillionSunsSystem &>(context.system))
    , roster(context.fleet.settingsAs<bs::BillionSunsRoster>())
    , options(system.resolve(context.fleet))
    , selected(context.selected())
{
    Q_ASSERT(dynamic_cast<const bs::BillionSunsSystem *>(&context.system));
    // The classes by id as findClass finds them, looked up once for all ships: a search of the
    // custom classes for every ship would take ships × classes.
    const bs::ClassLookup classes(system.rules(), fleet);
    ships.reserve(fleet.ships.size());
    for (std::size_t i = 0; i < fleet.ships.size(); ++i) {
        const auto &ship = fleet.shipAs<bs::BillionSunsShip>(i);
        ships.push_back({int(i), &ship, classes.find(ship.classId)});
    }
}

std::vector<GroupEntry> RosterView::groups() const
{
    std::vector<GroupEntry> out;
    std::map<QString, std::size_t> byName;
    for (const bs::Battlegroup &g : roster.battlegroups) {
        if (byName.count(g.name) || g.name.trimmed().isEmpty())
            continue; // a duplicate or empty name is the validator's to report
        byName[g.name] = out.size();
        out.push_back({g.name, g.notes, false, {}});
    }
    GroupEntry unassigned{SunsText::tr("Unassigned"), {}, true, {}};
    for (const ShipEntry &s : ships) {
        const QString &name = s.ship->battlegroup;
        if (name.trimmed().isEmpty()) {
            unassigned.ships.push_back(s);
            continue;
        }
        auto it = byName.find(name);
        if (it == byName.end()) {
            it = byName.emplace(name, out.size()).first;
            out.push_back({name, {}, false, {}});
        }
        out[it->second].ships.push_back(s);
    }
    if (!unassigned.ships.empty())
        out.push_back(std::move(unassigned));
    if (selected)
        std::erase_if(out, [](const GroupEntry &g) { return g.ships.empty(); });
    return out;
}

std::vector<ClassEntry> RosterView::classes() const
{
    std::vector<ClassEntry> out;
    QHash<const bs::ShipClass *, int> counts;
    for (const ShipEntry &s : ships) {
        if (s.shipClass)
            ++counts[s.shipClass];
    }
    const auto add = [&](const bs::ShipClass &c) {
        if (const int count = counts.value(&c); count > 0)
            out.push_back({&c, count});
    };
    for (const bs::ShipClass &c : system.rules().classes)
        add(c);
    for (std::size_t i = 0; i < fleet.designs.size(); ++i)
        add(bs::customClass(fleet, i));
    return out;
}

int RosterView::utilityShips() const
{
    int count = 0;
    for (const ShipEntry &s : ships)
        count += s.shipClass && s.shipClass->utility ? 1 : 0;
    return count;
}

int RosterView::destroyedAt(const bs::ShipClass &c) const
{
    return bs::destroyedAtTokens(c.silhouette, options);
}

QString RosterView::corporation() const
{
    if (!roster.corporation.trimmed().isEmpty())
        return roster.corporation;
    if (!fleet.name.trimmed().isEmpty())
        return fleet.name;
    return SunsText::tr("Unnamed corporation");
}

QString RosterView::assumptionNote(std::initializer_list<const char *> optionIds) const
{
    QStringList parts;
    for (const char *id : optionIds) {
        if (const model::RulesOptionSpec *spec
            = model::findOption(system.options(), QLatin1String(id)))
            parts << SunsText::tr("%1: %2").arg(spec->label,
                                                spec->describe(fleet.options.value(*spec)));
    }
    return SunsText::tr("%1 Assumption (a rules option standing in for a rule the sources do "
                        "not settle): %2.")
        .arg(QLatin1String(AssumptionMark), parts.join(QStringLiteral("; ")));
}

QString className(const bs::ShipClass &c)
{
    return c.custom ? bs::BillionSunsRoster::displayName(c) : bs::BillionSunsText::table(c.name);
}

QString weaponName(const bs::Weapon &w)
{
    return bs::BillionSunsText::table(w.name);
}

QString diceText(int dice, int die)
{
    return dice == 1 ? SunsText::tr("D%1").arg(die) : SunsText::tr("%1D%2").arg(dice).arg(die);
}

QString inchText(int inches)
{
    return SunsText::tr("%1\"").arg(inches);
}

QString rangeText(const bs::Weapon &w)
{
    return SunsText::tr("%1–%2\"").arg(w.rangeMin).arg(w.rangeMax);
}

QString weaponLine(const bs::Weapon &w)
{
    const QString line = SunsText::tr("%1 %2 %3, dmg %4")
                             .arg(weaponName(w), rangeText(w), diceText(w.dice, w.die))
                             .arg(w.damage);
    return w.stationaryTargetsOnly ? SunsText::tr("%1, stationary targets only").arg(line) : line;
}

QString marked(const QString &value)
{
    return value + QLatin1String(AssumptionMark);
}

QString idPart(const QString &raw)
{
    QString out;
    for (const QChar ch : raw) {
        if (ch.isLetterOrNumber() && ch.unicode() < 128)
            out += ch;
        else if (!out.endsWith(QLatin1Char('-')))
            out += QLatin1Char('-');
    }
    while (out.endsWith(QLatin1Char('-')))
        out.chop(1);
    return out.isEmpty() ? QStringLiteral("x") : out;
}

double damageTrack(Pen &p, double x, double y, double width, int count, int critical, double box,
                   double gap, const QString &idPrefix)
{
    if (count <= 0)
        return 0;
    BoxGrid grid;
    grid.count = count;
    grid.perRow = itemsPerRow(std::floor((width + gap) / (box + gap) + 1e-6), count);
    grid.box = box;
    grid.gap = gap;
    grid.stroke = Stroke{0.6, Color::black(), {}};
    for (int i = std::max(0, critical); i < count; ++i)
        grid.marks[i].fill = Color::gray(215);
    grid.marks[count - 1].strokeWidth = 1.4; // the token that destroys the ship
    return drawBoxGrid(p, x, y, grid, idPrefix);
}

} // namespace fw::templates::billionsuns
