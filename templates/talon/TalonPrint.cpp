#include "TalonPrint.h"

#include <model/systems/talon/TalonSystem.h>

#include <QHash>

#include <algorithm>
#include <cmath>

namespace fw::templates::talon {

namespace {

bool isTalonFleet(const model::Fleet &fleet)
{
    return fleet.systemId == QLatin1String("talon")
           && dynamic_cast<const mt::TalonFleetSettings *>(fleet.settings.get())
           && std::all_of(fleet.designs.begin(), fleet.designs.end(),
                          [](const auto &d) {
                              return dynamic_cast<const mt::TalonDesign *>(d.get()) != nullptr;
                          })
           && std::all_of(fleet.ships.begin(), fleet.ships.end(), [](const auto &s) {
                  return dynamic_cast<const mt::TalonShip *>(s.get()) != nullptr;
              });
}

} // namespace

PrintView::PrintView(const LayoutContext &context)
    : fleet(context.fleet)
    , system(dynamic_cast<const mt::TalonSystem *>(&context.system))
{
    talon = system && isTalonFleet(fleet);
    if (!talon)
        return;
    sheetsFor = context.sheetsFor;
    options = system->resolve(fleet);
    const auto &settings = fleet.settingsAs<mt::TalonFleetSettings>();
    if (settings.faction)
        faction = mt::factionName(*settings.faction);
    QHash<const mt::TalonCounter *, int> seen;
    const bool reported = context.report.ships.size() == fleet.ships.size();
    for (std::size_t i = 0; i < fleet.ships.size(); ++i) {
        const auto &ship = fleet.shipAs<mt::TalonShip>(i);
        const mt::TalonCounter *c = system->counterOf(fleet, ship.classId);
        ShipEntry entry{int(i), &ship, c, 0};
        entry.sp = reported ? context.report.ships[i].cost.total() : (c ? c->sp : 0);
        totalSp += entry.sp;
        ships.push_back(entry);
        if (!c)
            continue;
        if (faction.isEmpty())
            faction = mt::factionName(c->faction);
        auto it = seen.constFind(c);
        if (it == seen.constEnd()) {
            it = seen.insert(c, int(counters.size()));
            counters.push_back({c, system->rules().counter(c->id) == c, {}});
        }
        counters[std::size_t(*it)].ships << shipName(ship);
    }
    for (std::size_t i = 0; i < fleet.designs.size(); ++i) {
        const mt::TalonCounter *c = &fleet.designAs<mt::TalonDesign>(i).counter;
        const auto it = seen.constFind(c);
        if (it != seen.constEnd())
            counters[std::size_t(*it)].designIndex = int(i);
        else
            counters.push_back({c, false, {}, int(i)});
    }
    if (context.sheetsFor == SheetsFor::Designs) {
        displays = counters;
        for (CounterEntry &e : displays)
            e.ships.clear();
        return;
    }
    for (const ShipEntry &s : ships) {
        if (!s.counter)
            continue;
        const CounterEntry &of = counters[std::size_t(*seen.constFind(s.counter))];
        displays.push_back({s.counter, of.builtIn, {shipName(*s.ship)}, of.designIndex, s.index});
    }
    for (const CounterEntry &e : counters) {
        if (e.ships.isEmpty())
            displays.push_back(e);
    }
}

QString shipName(const mt::TalonShip &s)
{
    return s.name.trimmed().isEmpty() ? TalonPrintText::tr("(unnamed)") : s.name;
}

QString counterTitle(const mt::TalonCounter &c)
{
    const QString name = mt::counterName(c);
    // "Base Base", "Tran Transport": the code adds nothing to a name it begins.
    if (c.classCode.isEmpty() || name.startsWith(c.classCode, Qt::CaseInsensitive))
        return name;
    return QStringLiteral("%1 %2").arg(c.classCode, name);
}

QString spText(int sp)
{
    return TalonPrintText::tr("%1 SP").arg(sp);
}

QString arcsText(const std::vector<mt::Arc> &arcs)
{
    QStringList names;
    for (mt::Arc a : arcs)
        names << mt::arcName(a);
    return names.join(QStringLiteral(", "));
}

QString impulseLetters(const std::vector<int> &impulses)
{
    QStringList letters;
    for (int i : impulses)
        letters << QString(QChar(u'A' + i));
    return letters.join(QLatin1Char(' '));
}

Arc arcOf(mt::Arc arc)
{
    // Digest §3.1: four arcs, each a quarter of the circle about its side's direction.
    const double centre = 90.0 * int(arc);
    return {std::fmod(centre + 315, 360), std::fmod(centre + 45, 360)};
}

QString sourceNote(const mt::TalonCounter &c)
{
    //: %1: where the figures come from (English, from the ruleset data).
    return TalonPrintText::tr("Figures from a fan transcription, not checked against the "
                              "physical counters: %1")
        .arg(c.source);
}

bool chartDependent(int speed)
{
    // Digest §3.8: the two readings differ only in whether speed 5 acts in D or in E.
    return speed == 5;
}

QString chartReading(const mt::TalonOptions &options)
{
    return options.fanChart
               ? TalonPrintText::tr("the fan implementation's reading (D: 3, 4, 5, 6; E: 6)")
               : TalonPrintText::tr("the tutorial reading, digest §3.2 (D: 3, 4, 6; E: 5, 6)");
}

} // namespace fw::templates::talon
