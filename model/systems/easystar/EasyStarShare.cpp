#include "EasyStarShare.h"

#include "EasyStarSystem.h"

#include <algorithm>

namespace fw::model::easystar {

namespace {

// "FTR BAY ×2" -> ("FTR BAY", 2); "ECM" -> ("ECM", 1).
std::pair<QString, int> counted(const QString &item)
{
    const qsizetype times = item.lastIndexOf(QChar(0x00d7));
    if (times < 0)
        return {item.trimmed(), 1};
    bool ok = false;
    const int n = item.mid(times + 1).trimmed().toInt(&ok);
    return {item.left(times).trimmed(), ok ? n : -1};
}

QString timesText(const QString &abbrev, int n)
{
    return n == 1 ? abbrev : QStringLiteral("%1 \u00d7%2").arg(abbrev).arg(n);
}

} // namespace

namespace {

// EasyStar in a shared list: each ship's weapons as the record sheet writes them (abbreviation,
// mount, range and damage: "BEAM axial R5 D5"), its equipment by abbreviation, its fighters and
// its speed trade. The flagship's rolled advantage travels only in the share code.
class EasyStarShare final : public ShareNotationOf<EasyStarSystem>
{
public:
    using ShareNotationOf::ShareNotationOf;

    bool flagship(const Fleet &fleet, std::size_t ship) const override
    {
        return fleet.shipAs<EasyStarShip>(ship).flagship;
    }

    QString weaponText(const EasyStarWeapon &w) const
    {
        const WeaponType *type = m_system.rules().weapon(w.type);
        return QStringLiteral("%1 %2 R%3 D%4")
            .arg(type ? type->abbrev : w.type, w.mount)
            .arg(w.range)
            .arg(w.damage);
    }

    QStringList loadout(const Fleet &fleet, std::size_t ship, const ShipReport &) const override
    {
        const auto &s = fleet.shipAs<EasyStarShip>(ship);
        const EasyStarRules &rules = m_system.rules();
        QStringList lines;
        QStringList weapons;
        for (const EasyStarWeapon &w : s.weapons)
            weapons << weaponText(w);
        if (!weapons.isEmpty())
            lines << EasyStarText::tr("Weapons: %1").arg(weapons.join(QLatin1String(", ")));
        QStringList equipment;
        for (const QString &id : s.auxiliaries) {
            const Auxiliary *a = rules.auxiliary(id);
            equipment << (a ? a->abbrev : id);
        }
        if (s.engine)
            equipment << rules.engine.abbrev;
        if (s.gunMount)
            equipment << rules.gunMount.abbrev;
        if (s.fighterBays > 0)
            equipment << timesText(rules.fighterBay.abbrev, s.fighterBays);
        if (!equipment.isEmpty())
            lines << EasyStarText::tr("Equipment: %1").arg(equipment.join(QLatin1String(", ")));
        if (s.fighters.total() > 0) {
            QStringList f;
            for (const FighterType &t : rules.fighters) {
                const int n = t.id == QLatin1String("interceptor") ? s.fighters.interceptor
                                                                   : s.fighters.attack;
                if (n > 0)
                    f << timesText(t.abbrev, n);
            }
            lines << EasyStarText::tr("Fighters: %1").arg(f.join(QLatin1String(", ")));
        }
        if (s.speedTraded != 0)
            lines << EasyStarText::tr("Speed traded: %1").arg(s.speedTraded);
        if (s.advantage)
            lines << EasyStarText::tr("Flagship advantage: roll %1").arg(s.advantage->roll);
        return lines;
    }

    std::optional<EasyStarWeapon> readWeapon(const QString &text) const
    {
        // "<abbrev> <mount> R<range> D<damage>"; the abbreviation may have spaces ("TPD BANK").
        const QStringList words = text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (words.size() < 4)
            return std::nullopt;
        const QString &r = words.at(words.size() - 2);
        const QString &d = words.last();
        bool rangeOk = false;
        bool damageOk = false;
        EasyStarWeapon w;
        w.range = r.mid(1).toInt(&rangeOk);
        w.damage = d.mid(1).toInt(&damageOk);
        if (!r.startsWith(QLatin1Char('R'), Qt::CaseInsensitive) || !rangeOk
            || !d.startsWith(QLatin1Char('D'), Qt::CaseInsensitive) || !damageOk)
            return std::nullopt;
        const QString mount = words.at(words.size() - 3);
        const QString type = words.mid(0, words.size() - 3).join(QLatin1Char(' '));
        for (const Mount &m : m_system.rules().mounts)
            if (sameName(mount, m.id) || sameName(mount, EasyStarText::table(m.name)))
                w.mount = m.id;
        for (const WeaponType &t : m_system.rules().weapons)
            if (sameName(type, t.abbrev) || sameName(type, t.id)
                || sameName(type, EasyStarText::table(t.name)))
                w.type = t.id;
        if (w.mount.isEmpty() || w.type.isEmpty())
            return std::nullopt;
        return w;
    }

    bool readEquipment(const QString &item, EasyStarShip &ship) const
    {
        const EasyStarRules &rules = m_system.rules();
        const auto [name, n] = counted(item);
        if (n < 1)
            return false;
        if (sameName(name, rules.fighterBay.abbrev)) {
            ship.fighterBays = n;
            return true;
        }
        if (n != 1)
            return false;
        if (sameName(name, rules.engine.abbrev))
            ship.engine = true;
        else if (sameName(name, rules.gunMount.abbrev))
            ship.gunMount = true;
        else {
            for (const Auxiliary &a : rules.auxiliaries) {
                if (sameName(name, a.abbrev) || sameName(name, a.id)) {
                    ship.auxiliaries << a.id;
                    return true;
                }
            }
            return false;
        }
        return true;
    }

    bool readLine(const QString &line, EasyStarShip &ship) const
    {
        QString rest;
        if (hasLabel(line, "Weapons", EasyStarText::tr("Weapons"), rest)) {
            for (const QString &item : rest.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
                const std::optional<EasyStarWeapon> w = readWeapon(item.trimmed());
                if (!w)
                    return false;
                ship.weapons.push_back(*w);
            }
            return true;
        }
        if (hasLabel(line, "Equipment", EasyStarText::tr("Equipment"), rest)) {
            for (const QString &item : rest.split(QLatin1Char(','), Qt::SkipEmptyParts))
                if (!readEquipment(item, ship))
                    return false;
            return true;
        }
        if (hasLabel(line, "Fighters", EasyStarText::tr("Fighters"), rest)) {
            for (const QString &item : rest.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
                const auto [name, n] = counted(item);
                const auto type
                    = std::find_if(m_system.rules().fighters.begin(),
                                   m_system.rules().fighters.end(), [&](const FighterType &t) {
                                       return sameName(name, t.abbrev) || sameName(name, t.id);
                                   });
                if (n < 0 || type == m_system.rules().fighters.end())
                    return false;
                (type->id == QLatin1String("interceptor") ? ship.fighters.interceptor
                                                          : ship.fighters.attack)
                    = n;
            }
            return true;
        }
        if (hasLabel(line, "Speed traded", EasyStarText::tr("Speed traded"), rest)) {
            bool ok = false;
            ship.speedTraded = rest.toInt(&ok);
            return ok;
        }
        return false;
    }

    std::optional<ShareNote> addShip(Fleet &fleet, const SharedShip &ship,
                                     std::vector<ShareNote> &left) const override
    {
        const ShipClass *found = nullptr;
        for (const ShipClass &c : m_system.rules().classes) {
            if (sameName(ship.className, EasyStarText::table(c.name))
                || sameName(ship.className, c.name) || sameName(ship.className, c.id)
                || sameName(ship.className, c.abbrev))
                found = &c;
        }
        if (!found)
            return atClass(ship, EasyStarText::tr("\"%1\" is not an EasyStar ship type (Scout, "
                                                  "Destroyer, Cruiser, Battleship, Leviathan)")
                                     .arg(ship.className));
        auto s = std::make_unique<EasyStarShip>();
        s->name = ship.name;
        s->classId = found->id;
        s->flagship = ship.flagship;
        for (std::size_t k = 0; k < ship.lines.size(); ++k) {
            const QString &line = ship.loadout.at(qsizetype(k));
            QString rest;
            if (hasLabel(line, "Flagship advantage", EasyStarText::tr("Flagship advantage"), rest))
                left.push_back(
                    {ship.lines[k], 1,
                     EasyStarText::tr("the flagship advantage (%1) is left out: only the "
                                      "share code carries its rolls and free items")
                         .arg(rest)});
            else if (!readLine(line, *s))
                return ShareNote{ship.lines[k], 1,
                                 EasyStarText::tr("not an EasyStar loadout: \"%1\" (weapons are "
                                                  "written \"BEAM axial R5 D5\")")
                                     .arg(line)};
        }
        fleet.ships.push_back(std::move(s));
        return std::nullopt;
    }
};

} // namespace

std::unique_ptr<ShareNotation> makeShareNotation(const EasyStarSystem &system)
{
    return std::make_unique<EasyStarShare>(system);
}

} // namespace fw::model::easystar
