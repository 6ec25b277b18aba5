#include "SunderShare.h"

#include "SunderCardIo.h"
#include "SunderSystem.h"

#include <QRegularExpression>

#include <algorithm>

namespace fw::model::sunder {

namespace {

// Sunder the Stars in a shared list: groups as headings, each ship by its class card with its
// hull size, points and initiative, the fighter and bomber flights it carries, the flagship
// marked. A list without a code cannot give a card's figures: a card it names that the fleet
// lacks is made with its name only, and said so.
class SunderShare final : public ShareNotationOf<SunderSystem>
{
public:
    using ShareNotationOf::ShareNotationOf;

    bool flagship(const Fleet &fleet, std::size_t ship) const override
    {
        return fleet.shipAs<SunderShip>(ship).flagship;
    }

    QStringList loadout(const Fleet &fleet, std::size_t ship, const ShipReport &) const override
    {
        const auto &s = fleet.shipAs<SunderShip>(ship);
        QStringList lines;
        if (const int d = fleet.findDesign(s.classId); d >= 0) {
            const SunderCard &c = fleet.designAs<SunderDesign>(std::size_t(d)).card;
            lines << SunderText::tr("%1 hull, %2 points, initiative %3")
                         .arg(hullSizeName(c.size))
                         .arg(c.points)
                         .arg(c.initiative >= 0 ? QStringLiteral("+%1").arg(c.initiative)
                                                : QString::number(c.initiative));
        }
        if (s.fighters != 0 || s.bombers != 0)
            lines << SunderText::tr("Flights: fighters %1, bombers %2")
                         .arg(s.fighters)
                         .arg(s.bombers);
        return lines;
    }

    std::optional<ShareNote> addShip(Fleet &fleet, const SharedShip &ship,
                                     std::vector<ShareNote> &left) const override
    {
        auto s = std::make_unique<SunderShip>();
        s->name = ship.name;
        s->flagship = ship.flagship;
        s->group = ship.group;
        auto design = designFor(fleet, ship, std::make_unique<SunderDesign>(), left);
        if (const ShareNote *refused = std::get_if<ShareNote>(&design))
            return *refused;
        s->classId = std::get<QString>(std::move(design));
        for (std::size_t k = 0; k < ship.lines.size(); ++k) {
            QString rest;
            if (!hasLabel(ship.loadout.at(qsizetype(k)), "Flights", SunderText::tr("Flights"),
                          rest))
                continue; // the card's hull, points and initiative: the card gives them
            // Every digit of a number counts: "10000" is not read as 1000.
            static const QRegularExpression number(QStringLiteral("\\d+"));
            const QString &entry = ship.loadout.at(qsizetype(k));
            auto it = number.globalMatch(rest);
            std::vector<int> n;
            while (it.hasNext() && n.size() < 3) {
                const QRegularExpressionMatch m = it.next();
                bool ok = false;
                const int value = m.captured().toInt(&ok);
                if (!ok || value > MaxFlights)
                    return ShareNote{ship.lines[k],
                                     ship.columns[k] + int(entry.size() - rest.size())
                                         + int(m.capturedStart()),
                                     SunderText::tr("%1 flights: a ship holds at most %2")
                                         .arg(m.captured())
                                         .arg(MaxFlights)};
                n.push_back(value);
            }
            if (n.size() != 2)
                return ShareNote{
                    ship.lines[k], 1,
                    SunderText::tr("flights are written \"Flights: fighters 2, bombers "
                                   "1\", not \"%1\"")
                        .arg(ship.loadout.at(qsizetype(k)))};
            s->fighters = n[0];
            s->bombers = n[1];
        }
        auto &settings = fleet.settingsAs<SunderFleetSettings>();
        if (ship.newGroup && !ship.group.isEmpty()) {
            SunderGroup group;
            group.name = ship.group;
            settings.groups.push_back(std::move(group));
        }
        fleet.ships.push_back(std::move(s));
        return std::nullopt;
    }
};

} // namespace

std::unique_ptr<ShareNotation> makeShareNotation(const SunderSystem &system)
{
    return std::make_unique<SunderShare>(system);
}

} // namespace fw::model::sunder
