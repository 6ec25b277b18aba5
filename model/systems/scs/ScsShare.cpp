#include "ScsShare.h"

#include "ScsSystem.h"

#include <QHash>

namespace fw::model::scs {

namespace {

QString flightText(const FighterFlight &f)
{
    return ScsText::tr("%1 \u00d7 %2 (%3 points each)").arg(f.count).arg(f.name).arg(f.points);
}

// "6 × Frazi (30 points each)", the points in any language's words.
std::optional<FighterFlight> readFlight(const QString &text)
{
    const qsizetype times = text.indexOf(QChar(0x00d7));
    const qsizetype open = text.lastIndexOf(QLatin1Char('('));
    if (times < 0 || open < times)
        return std::nullopt;
    FighterFlight f;
    bool countOk = false;
    bool pointsOk = false;
    f.count = text.left(times).trimmed().toInt(&countOk);
    f.name = text.mid(times + 1, open - times - 1).trimmed();
    f.points = text.mid(open + 1).section(QLatin1Char(' '), 0, 0).toInt(&pointsOk);
    if (!countOk || !pointsOk || f.name.isEmpty())
        return std::nullopt;
    return f;
}

} // namespace

namespace {

// SCS in a shared list: each ship's design (its name heads the line) with its size, points and
// weapon systems, and the fighters in its hangars. A list without a code cannot give a design's
// sheet: a design it names that the fleet lacks is made with its name only, and said so.
class ScsShare final : public ShareNotationOf<ScsSystem>
{
public:
    using ShareNotationOf::ShareNotationOf;

    QStringList loadout(const Fleet &fleet, std::size_t ship, const ShipReport &) const override
    {
        const auto &s = fleet.shipAs<ScsShip>(ship);
        QStringList lines;
        if (const int d = fleet.findDesign(s.classId); d >= 0) {
            const ScsClass &c = fleet.designAs<ScsDesign>(std::size_t(d)).sheet;
            lines << ScsText::tr("%1, %2 points").arg(sizeClassName(c.size)).arg(c.points);
            // The key systems: its weapons, by name and count, in the sheet's order.
            QStringList order;
            QHash<QString, int> counts;
            for (const Section &section : c.sections)
                for (const ShipSystem &system : section.systems)
                    if (system.kind == SystemKind::Weapon && counts[system.name]++ == 0)
                        order << system.name;
            QStringList weapons;
            for (const QString &name : order)
                weapons << (counts[name] == 1
                                ? name
                                : QStringLiteral("%1 \u00d7 %2").arg(counts[name]).arg(name));
            if (!weapons.isEmpty())
                lines << ScsText::tr("Weapons: %1").arg(weapons.join(QLatin1String(", ")));
        }
        QStringList flights;
        for (const FighterFlight &f : s.fighters)
            flights << flightText(f);
        if (!flights.isEmpty())
            lines << ScsText::tr("Fighters: %1").arg(flights.join(QLatin1String(", ")));
        return lines;
    }

    std::optional<ShareNote> addShip(Fleet &fleet, const SharedShip &ship,
                                     std::vector<ShareNote> &left) const override
    {
        noFlagship(ship, left);
        auto s = std::make_unique<ScsShip>();
        s->name = ship.name;
        auto design = designFor(fleet, ship, std::make_unique<ScsDesign>(), left);
        if (const ShareNote *refused = std::get_if<ShareNote>(&design))
            return *refused;
        s->classId = std::get<QString>(std::move(design));
        for (std::size_t k = 0; k < ship.lines.size(); ++k) {
            QString rest;
            if (!hasLabel(ship.loadout.at(qsizetype(k)), "Fighters", ScsText::tr("Fighters"), rest))
                continue; // the design's size, points and weapons: the design gives them
            for (const QString &item : rest.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
                const std::optional<FighterFlight> f = readFlight(item);
                if (!f)
                    return ShareNote{ship.lines[k], 1,
                                     ScsText::tr("fighters are written \"6 \u00d7 Frazi (30 points "
                                                 "each)\", not \"%1\"")
                                         .arg(item.trimmed())};
                s->fighters.push_back(*f);
            }
        }
        fleet.ships.push_back(std::move(s));
        return std::nullopt;
    }
};

} // namespace

std::unique_ptr<ShareNotation> makeShareNotation(const ScsSystem &system)
{
    return std::make_unique<ScsShare>(system);
}

} // namespace fw::model::scs
