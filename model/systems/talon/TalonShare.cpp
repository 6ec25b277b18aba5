#include "TalonShare.h"

#include "TalonOptions.h"
#include "TalonSystem.h"

namespace fw::model::talon {

namespace {

// Talon in a shared list: each ship's counter by its class code and Ship Points, as printed on
// the counter ("CA, 115 SP"). A list without a code names built-in counters only.
class TalonShare final : public ShareNotationOf<TalonSystem>
{
public:
    using ShareNotationOf::ShareNotationOf;

    QStringList loadout(const Fleet &fleet, std::size_t ship, const ShipReport &) const override
    {
        const TalonCounter *c = m_system.counterOf(fleet, fleet.ships.at(ship)->classId);
        if (!c)
            return {};
        // The counter's own notation: class code and Ship Points (digest §3.4).
        return {QStringLiteral("%1, %2 SP").arg(c->classCode).arg(c->sp)};
    }

    std::optional<ShareNote> addShip(Fleet &fleet, const SharedShip &ship,
                                     std::vector<ShareNote> &left) const override
    {
        const TalonCounter *found = nullptr;
        for (const TalonCounter &c : m_system.rules().counters()) {
            if (sameName(ship.className,
                         QStringLiteral("%1 %2").arg(factionName(c.faction), counterName(c)))
                || sameName(ship.className, c.id)
                || sameName(ship.className,
                            QStringLiteral("%1 %2").arg(factionName(c.faction), c.classCode))) {
                found = &c;
                break;
            }
        }
        if (!found)
            return atClass(ship, TalonText::tr("\"%1\" is not a built-in Talon counter; a counter "
                                               "of the fleet's own travels only in its share code")
                                     .arg(ship.className));
        noFlagship(ship, left);
        auto s = std::make_unique<TalonShip>();
        s->name = ship.name;
        s->classId = found->id;
        fleet.ships.push_back(std::move(s));
        return std::nullopt;
    }
};

} // namespace

std::unique_ptr<ShareNotation> makeShareNotation(const TalonSystem &system)
{
    return std::make_unique<TalonShare>(system);
}

} // namespace fw::model::talon
