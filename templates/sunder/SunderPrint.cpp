#include "SunderPrint.h"

#include <model/systems/sunder/SunderDerived.h>

#include <QHash>

#include <algorithm>

namespace fw::templates::sunder {

namespace {

bool isSunderFleet(const model::Fleet &fleet)
{
    return fleet.systemId == QLatin1String("sunder")
           && std::all_of(fleet.designs.begin(), fleet.designs.end(),
                          [](const auto &d) {
                              return dynamic_cast<const ms::SunderDesign *>(d.get()) != nullptr;
                          })
           && std::all_of(fleet.ships.begin(), fleet.ships.end(), [](const auto &s) {
                  return dynamic_cast<const ms::SunderShip *>(s.get()) != nullptr;
              });
}

// A unit's modifier and points from its ships (see Unit::initiative).
void sumUp(Unit &unit, const ms::SunderOptions &options)
{
    for (const ShipEntry &s : unit.ships) {
        unit.points += s.points;
        if (!s.card)
            continue;
        if (unit.initiative && *unit.initiative != s.card->initiative)
            unit.assumed = true;
        unit.initiative = ms::groupInitiative(unit.initiative.value_or(s.card->initiative),
                                              s.card->initiative, options);
    }
}

} // namespace

QString Unit::name() const
{
    if (group)
        return group->name.isEmpty() ? SunderPrintText::tr("(unnamed group)") : group->name;
    return ships.empty() ? QString() : shipName(*ships.front().ship);
}

PrintView::PrintView(const LayoutContext &context)
    : fleet(context.fleet)
{
    sunder = isSunderFleet(fleet);
    if (!sunder)
        return;
    // The first card of an id, as findSunderCard finds it, looked up once for all ships.
    QHash<QString, int> byId;
    for (std::size_t i = 0; i < fleet.designs.size(); ++i) {
        const ms::SunderCard &card = ms::sunderCard(fleet, i);
        if (!byId.contains(card.id))
            byId.insert(card.id, int(i));
        cards.push_back({int(i), &card, {}});
    }
    static const std::vector<ms::SunderGroup> none;
    const auto *settings = dynamic_cast<const ms::SunderFleetSettings *>(fleet.settings.get());
    const std::vector<ms::SunderGroup> &fleetGroups = settings ? settings->groups : none;
    std::vector<Unit> groups(fleetGroups.size());
    for (std::size_t g = 0; g < fleetGroups.size(); ++g)
        groups[g].group = &fleetGroups[g];
    const QHash<QString, int> groupByName
        = settings ? settings->groupIndex() : QHash<QString, int>();
    std::vector<Unit> single;
    const bool reported = context.report.ships.size() == fleet.ships.size();
    for (std::size_t i = 0; i < fleet.ships.size(); ++i) {
        const auto &ship = fleet.shipAs<ms::SunderShip>(i);
        ShipEntry entry{int(i), &ship, nullptr, 0};
        if (const auto it = byId.constFind(ship.classId); it != byId.constEnd()) {
            CardEntry &card = cards[std::size_t(*it)];
            card.ships << shipName(ship);
            entry.card = card.card;
            if (context.sheetsFor == SheetsFor::Ships)
                printed.push_back({card.index, card.card, {shipName(ship)}, int(i)});
        }
        entry.points = reported ? context.report.ships[i].cost.total()
                                : (entry.card ? entry.card->points : 0);
        totalPoints += entry.points;
        ++shipCount;
        const auto group
            = ship.group.isEmpty() ? groupByName.constEnd() : groupByName.constFind(ship.group);
        if (group != groupByName.constEnd()) {
            groups[std::size_t(*group)].ships.push_back(entry);
        } else {
            Unit unit;
            unit.ships.push_back(entry);
            single.push_back(std::move(unit));
        }
    }
    for (const CardEntry &card : cards) {
        // Blank cards: every card, or those of the chosen ships. A card no ship flies is
        // printed after the ships' own (unless ships are chosen).
        if (context.sheetsFor == SheetsFor::Designs ? !context.selected() || !card.ships.isEmpty()
                                                    : card.ships.isEmpty() && !context.selected())
            printed.push_back({card.index, card.card, {}, -1});
    }
    if (context.selected()) // only some ships are printed: groups without them are left out
        std::erase_if(groups, [](const Unit &u) { return u.ships.empty(); });
    units = std::move(groups);
    for (Unit &unit : single)
        units.push_back(std::move(unit));
    const ms::SunderOptions options = ms::resolveOptions(context.system.options(), fleet.options);
    squadronHighest = options.squadronHighest;
    for (Unit &unit : units)
        sumUp(unit, options);
}

QString cardName(const ms::SunderCard &c)
{
    return c.name.trimmed().isEmpty() ? SunderPrintText::tr("(unnamed card)") : c.name;
}

QString shipName(const ms::SunderShip &s)
{
    return s.name.trimmed().isEmpty() ? SunderPrintText::tr("(unnamed)") : s.name;
}

QString arcText(const ms::Weapon &w)
{
    //: A weapon's arc on a card: the side it faces and its width, "Front 180°".
    return SunderPrintText::tr("%1 %2°").arg(ms::facingName(w.arc)).arg(ms::arcDegrees(w));
}

QString reachText(ms::WeaponType type)
{
    const ms::WeaponReach reach = ms::weaponReach(type);
    const QString name = ms::weaponTypeName(type);
    if (reach.bandSize > 0)
        return SunderPrintText::tr("%1 %2 hexes, −1 AV per %3 after the first %3")
            .arg(name)
            .arg(reach.maxRange)
            .arg(reach.bandSize);
    return SunderPrintText::tr("%1 %2 hexes").arg(name).arg(reach.maxRange);
}

QString pointsText(int points)
{
    return SunderPrintText::tr("Points %1").arg(points);
}

} // namespace fw::templates::sunder
