#include "SunderEditing.h"

#include <model/core/Fleet.h>
#include <model/systems/sunder/SunderDerived.h>

#include <QCoreApplication>

#include <algorithm>

namespace fw::app::sunder {

namespace {

class Text
{
    Q_DECLARE_TR_FUNCTIONS(fw::SunderUi)
};

} // namespace

void resizeTrackList(std::vector<int> &list, int tracks, bool keepEmpty)
{
    if (list.empty() && keepEmpty)
        return;
    const int last = list.empty() ? 0 : list.back();
    list.resize(std::size_t(std::max(tracks, 0)), last);
}

void resizeCard(SunderCard &card, HullSize size)
{
    card.size = size;
    const int tracks = model::sunder::trackCount(size);
    for (std::vector<int> *list : {&card.mp, &card.shield, &card.pd})
        resizeTrackList(*list, tracks);
    for (Weapon &w : card.weapons)
        resizeTrackList(w.av, tracks);
    resizeTrackList(card.bays.fighters, tracks, true);
    resizeTrackList(card.bays.bombers, tracks, true);
}

void setTrackValue(std::vector<int> &list, int tracks, int track, int value)
{
    if (int(list.size()) < tracks)
        list.resize(std::size_t(tracks), list.empty() ? 0 : list.back());
    if (track >= 0 && track < int(list.size()))
        list[std::size_t(track)] = value;
}

Weapon newWeapon(WeaponType type, int tracks)
{
    Weapon w;
    w.type = type;
    w.name = model::sunder::weaponTypeName(type);
    // AV 4, one less on each later track, never below 1 (digest §4.4: no attack below AV 1).
    for (int t = 0; t < tracks; ++t)
        w.av.push_back(std::max(1, 4 - t));
    return w;
}

// Made-up figures of a middling ship (no source gives a class's numbers, digest §4.9): every
// track one step weaker than the one before, as cards only degrade.
SunderCard newCard(const model::Fleet &fleet)
{
    SunderCard c;
    c.size = HullSize::Medium;
    c.points = 10;
    c.initiative = 1;
    c.mp = {5, 4};
    c.shield = {4, 3};
    c.pd = {2, 1};
    c.weapons.push_back(newWeapon(WeaponType::Battery, 2));
    if (const auto *settings = dynamic_cast<const SunderFleetSettings *>(fleet.settings.get()))
        c.faction = settings->faction;
    for (int n = int(fleet.designs.size()) + 1;; ++n) {
        const QString id = QStringLiteral("card%1").arg(n);
        if (fleet.findDesign(id) < 0) {
            c.id = id;
            c.name = Text::tr("New class %1").arg(n);
            break;
        }
    }
    return c;
}

QString uniqueGroupName(const SunderFleetSettings &settings, GroupKind kind)
{
    for (int n = int(settings.groups.size()) + 1;; ++n) {
        const QString name = Text::tr("%1 %2", "a new group's name: its kind, a number")
                                 .arg(model::sunder::groupKindName(kind))
                                 .arg(n);
        if (settings.findGroup(name) < 0)
            return name;
    }
}

} // namespace fw::app::sunder
