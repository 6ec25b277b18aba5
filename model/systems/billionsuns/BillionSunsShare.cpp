#include "BillionSunsShare.h"

#include "BillionSunsRoster.h"
#include "BillionSunsSystem.h"

#include <algorithm>

namespace fw::model::billionsuns {

namespace {

QString weaponText(const Weapon &w)
{
    // As the class cards write a weapon: range band, dice, damage.
    return BillionSunsText::tr("%1 %2\u2013%3\", %4d%5, damage %6")
        .arg(w.name)
        .arg(w.rangeMin)
        .arg(w.rangeMax)
        .arg(w.dice)
        .arg(w.die)
        .arg(w.damage);
}

} // namespace

namespace {

// A Billion Suns in a shared list: battlegroups as headings, each ship by its class with the
// class's mass, thrust, silhouette, shields and weapons. A list without a code names classes of
// the built-in table only (a custom class travels in the share code).
class BillionSunsShare final : public ShareNotationOf<BillionSunsSystem>
{
public:
    using ShareNotationOf::ShareNotationOf;

    QStringList loadout(const Fleet &fleet, std::size_t ship, const ShipReport &) const override
    {
        const ShipClass *c = findClass(m_system.rules(), fleet, fleet.ships.at(ship)->classId);
        if (!c)
            return {};
        QStringList lines;
        lines << (c->wing ? BillionSunsText::tr("Wing: thrust %1, silhouette %2")
                                .arg(c->thrust)
                                .arg(c->silhouette)
                          : BillionSunsText::tr("Mass %1, thrust %2, silhouette %3, shields %4")
                                .arg(c->mass)
                                .arg(c->thrust)
                                .arg(c->silhouette)
                                .arg(c->shields));
        QStringList weapons;
        for (const std::optional<Weapon> &w : {c->primary, c->auxiliary})
            if (w)
                weapons << weaponText(*w);
        if (!weapons.isEmpty())
            lines << weapons.join(QLatin1String("; "));
        return lines;
    }

    std::optional<ShareNote> addShip(Fleet &fleet, const SharedShip &ship,
                                     std::vector<ShareNote> &left) const override
    {
        const ShipClass *found = nullptr;
        for (const ShipClass &c : m_system.rules().classes) {
            if (sameName(ship.className, BillionSunsText::table(c.name))
                || sameName(ship.className, c.name) || sameName(ship.className, c.id)) {
                found = &c;
                break;
            }
        }
        if (!found)
            return atClass(ship, BillionSunsText::tr("\"%1\" is not a class of the A Billion Suns "
                                                     "tables; a custom class travels only in the "
                                                     "roster's share code")
                                     .arg(ship.className));
        noFlagship(ship, left);
        auto &roster = fleet.settingsAs<BillionSunsRoster>();
        if (ship.newGroup && !ship.group.isEmpty())
            roster.battlegroups.push_back({ship.group, QString(), Json::object()});
        auto s = std::make_unique<BillionSunsShip>();
        s->name = ship.name;
        s->classId = found->id;
        s->battlegroup = ship.group;
        fleet.ships.push_back(std::move(s));
        return std::nullopt;
    }
};

} // namespace

std::unique_ptr<ShareNotation> makeShareNotation(const BillionSunsSystem &system)
{
    return std::make_unique<BillionSunsShare>(system);
}

} // namespace fw::model::billionsuns
