// Cards and fleets the Sunder the Stars combat tests fight with: a weapon, a card whose every
// track has the same figures, and a fleet of such cards in squadrons.

#pragma once

#include <model/core/Fleet.h>
#include <model/systems/sunder/SunderDesign.h>
#include <model/systems/sunder/SunderSystem.h>

#include <QStringList>

#include <memory>
#include <vector>

namespace sunderfleets {

using namespace fw::model;
using namespace fw::model::sunder;

inline Weapon weapon(const char *name, WeaponType type, std::vector<int> av,
                     Facing arc = Facing::Front)
{
    Weapon w;
    w.name = QString::fromLatin1(name);
    w.type = type;
    w.arc = arc;
    w.av = std::move(av);
    return w;
}

inline Weapon weapon(const char *name, WeaponType type, int av, Facing arc)
{
    return weapon(name, type, std::vector<int>{av}, arc);
}

// A card whose every track has `shield`, `pd` and 4 MP; each weapon keeps its last AV on the
// tracks it does not give.
inline SunderCard card(const char *id, HullSize size, int shield, int pd,
                       std::vector<Weapon> weapons, int initiative = 0, int points = 10)
{
    SunderCard c;
    c.id = QString::fromLatin1(id);
    c.name = c.id;
    c.size = size;
    c.points = points;
    c.initiative = initiative;
    const std::size_t tracks = std::size_t(trackCount(size));
    c.mp.assign(tracks, 4);
    c.shield.assign(tracks, shield);
    c.pd.assign(tracks, pd);
    c.weapons = std::move(weapons);
    for (Weapon &w : c.weapons)
        w.av.resize(tracks, w.av.empty() ? 0 : w.av.back());
    return c;
}

// `c` with `mp` on every track.
inline SunderCard withMp(SunderCard c, int mp)
{
    c.mp.assign(c.mp.size(), mp);
    return c;
}

struct Member
{
    Member(SunderCard c, QString g = {}, int f = 0)
        : card(std::move(c))
        , group(std::move(g))
        , fighters(f)
    {}
    SunderCard card;
    QString group;
    int fighters = 0;
};

// A fleet of `members` (each card a design once), with the squadrons `groups`.
inline std::unique_ptr<Fleet> fleet(const std::vector<Member> &members,
                                    const QStringList &groups = {})
{
    auto settings = std::make_unique<SunderFleetSettings>();
    for (const QString &g : groups)
        settings->groups.push_back({g, GroupKind::Squadron, {}, Json::object()});
    auto f = std::make_unique<Fleet>(QStringLiteral("sunder"), std::move(settings));
    for (const Member &m : members) {
        if (f->findDesign(m.card.id) < 0)
            f->designs.push_back(std::make_unique<SunderDesign>(m.card));
        auto ship = std::make_unique<SunderShip>();
        ship->name = m.card.id + QString::number(f->ships.size() + 1);
        ship->classId = m.card.id;
        ship->group = m.group;
        ship->fighters = m.fighters;
        f->ships.push_back(std::move(ship));
    }
    return f;
}

} // namespace sunderfleets
