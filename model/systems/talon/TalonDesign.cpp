#include "TalonDesign.h"

#include "../../core/EnumNames.h"

namespace fw::model::talon {

const QStringList &factionIds()
{
    static const QStringList ids{QStringLiteral("talon"), QStringLiteral("terran")};
    return ids;
}

const QStringList &hullTypeIds()
{
    static const QStringList ids{QStringLiteral("base"),          QStringLiteral("battleship"),
                                 QStringLiteral("battleCruiser"), QStringLiteral("heavyCruiser"),
                                 QStringLiteral("lightCruiser"),  QStringLiteral("destroyer"),
                                 QStringLiteral("dreadnought"),   QStringLiteral("frigate"),
                                 QStringLiteral("transport"),     QStringLiteral("carrier"),
                                 QStringLiteral("fighter"),       QStringLiteral("scout")};
    return ids;
}

const QStringList &arcIds()
{
    static const QStringList ids{QStringLiteral("forward"), QStringLiteral("right"),
                                 QStringLiteral("rear"), QStringLiteral("left")};
    return ids;
}

const QStringList &weaponKindIds()
{
    static const QStringList ids{QStringLiteral("phaser"),
                                 QStringLiteral("disruptor"),
                                 QStringLiteral("antiMatterTorpedo"),
                                 QStringLiteral("waveMotionGun"),
                                 QStringLiteral("fusionCannon"),
                                 QStringLiteral("missile")};
    return ids;
}

QString factionName(Faction faction)
{
    return nameIn(QStringList{TalonText::tr("Talon"), TalonText::tr("Terran")}, faction);
}

QString hullTypeName(HullType hull)
{
    return nameIn(QStringList{TalonText::tr("Base"), TalonText::tr("Battleship"),
                              TalonText::tr("Battle Cruiser"), TalonText::tr("Heavy Cruiser"),
                              TalonText::tr("Light Cruiser"), TalonText::tr("Destroyer"),
                              TalonText::tr("Dreadnought"), TalonText::tr("Frigate"),
                              TalonText::tr("Transport"), TalonText::tr("Carrier"),
                              TalonText::tr("Fighter"), TalonText::tr("Scout")},
                  hull);
}

QString arcName(Arc arc)
{
    return nameIn(QStringList{TalonText::tr("Forward"), TalonText::tr("Right"),
                              TalonText::tr("Rear"), TalonText::tr("Left")},
                  arc);
}

QString weaponKindName(WeaponKind weapon)
{
    return nameIn(QStringList{TalonText::tr("Phaser"), TalonText::tr("Disruptor"),
                              TalonText::tr("Anti-Matter Torpedo"),
                              TalonText::tr("Wave Motion Gun"), TalonText::tr("Fusion Cannon"),
                              TalonText::tr("Missile")},
                  weapon);
}

QString counterName(const TalonCounter &c)
{
    return c.name.trimmed().isEmpty() ? hullTypeName(c.hull) : c.name;
}

} // namespace fw::model::talon
