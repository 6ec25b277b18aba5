#include "SunderDesign.h"

#include "../../core/EnumNames.h"

namespace fw::model::sunder {

const QStringList &hullSizeIds()
{
    static const QStringList ids{QStringLiteral("small"), QStringLiteral("medium"),
                                 QStringLiteral("large")};
    return ids;
}

const QStringList &weaponTypeIds()
{
    static const QStringList ids{QStringLiteral("battery"), QStringLiteral("drone"),
                                 QStringLiteral("fusion"), QStringLiteral("rack")};
    return ids;
}

const QStringList &facingIds()
{
    static const QStringList ids{QStringLiteral("front"), QStringLiteral("back"),
                                 QStringLiteral("left"), QStringLiteral("right")};
    return ids;
}

const QStringList &groupKindIds()
{
    static const QStringList ids{QStringLiteral("squadron"), QStringLiteral("flight"),
                                 QStringLiteral("wing")};
    return ids;
}

QString hullSizeName(HullSize size)
{
    return nameIn(
        QStringList{SunderText::tr("Small"), SunderText::tr("Medium"), SunderText::tr("Large")},
        size);
}

QString weaponTypeName(WeaponType type)
{
    return nameIn(QStringList{SunderText::tr("Battery"), SunderText::tr("Drone"),
                              SunderText::tr("Fusion"), SunderText::tr("Rack")},
                  type);
}

QString facingName(Facing facing)
{
    return nameIn(QStringList{SunderText::tr("Front"), SunderText::tr("Back"),
                              SunderText::tr("Left"), SunderText::tr("Right")},
                  facing);
}

QString groupKindName(GroupKind kind)
{
    return nameIn(
        QStringList{SunderText::tr("Squadron"), SunderText::tr("Flight"), SunderText::tr("Wing")},
        kind);
}

int trackCount(HullSize size)
{
    switch (size) {
    case HullSize::Small:
        return 1;
    case HullSize::Medium:
        return 2;
    case HullSize::Large:
        return 3;
    }
    return 1;
}

int SunderFleetSettings::findGroup(const QString &name) const
{
    for (std::size_t i = 0; i < groups.size(); ++i) {
        if (groups[i].name == name)
            return int(i);
    }
    return -1;
}

QHash<QString, int> SunderFleetSettings::groupIndex() const
{
    QHash<QString, int> index;
    index.reserve(qsizetype(groups.size()));
    for (std::size_t i = 0; i < groups.size(); ++i) {
        if (!index.contains(groups[i].name))
            index.insert(groups[i].name, int(i));
    }
    return index;
}

const SunderCard *findSunderCard(const Fleet &fleet, const QString &id)
{
    const int i = fleet.findDesign(id);
    return i < 0 ? nullptr : &sunderCard(fleet, std::size_t(i));
}

} // namespace fw::model::sunder
