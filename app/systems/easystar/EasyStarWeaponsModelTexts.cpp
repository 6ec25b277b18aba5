// The EasyStar weapons table's headers and tool tips: the rules behind each cell.

#include "EasyStarWeaponsModel.h"

#include "../../document/FleetDocument.h"

namespace fw::app {

using namespace easystar;
using es::EasyStarText;

QString EasyStarWeaponsModel::toolTip(const QModelIndex &index) const
{
    const Row &row = m_rows[std::size_t(index.row())];
    const es::WeaponType *type = row.figures.type;
    const es::Mount *mount = row.figures.mount;
    if (!type || !mount)
        return {};
    switch (index.column()) {
    case TypeColumn:
        return tr("%1: %2 BP, %n weapon space(s) (EasyStar §V.C, Weapons Table)", nullptr,
                  type->spaces)
            .arg(EasyStarText::table(type->name))
            .arg(type->cost);
    case MountColumn:
        return tr("EasyStar §V.B: %1 maximum %2")
            .arg(EasyStarText::table(mount->name))
            .arg(mount->maxUnits);
    case RangeColumn:
    case DamageColumn:
        if (!type->upgradable)
            return tr("EasyStar §V.C: a %1 takes no range or damage units")
                .arg(EasyStarText::table(type->name));
        return tr("Bought value: 5 BP per unit above 1; at most %1 on a %2 mount "
                  "(EasyStar §V.A, §V.B)")
            .arg(mount->maxUnits)
            .arg(EasyStarText::table(mount->name).toLower());
    case FreeRangeColumn:
    case FreeDamageColumn:
        return tr("Units the flagship advantage grants free: %1 of %2 assigned on this ship "
                  "(EasyStar §V.F)")
            .arg(m_unitsUsed)
            .arg(m_unitsGranted);
    case ActualRangeColumn:
        return type->limitBonusRange > 0
                   ? tr("Range in play, with the %1's built-in +%2 (EasyStar §V.C)")
                         .arg(EasyStarText::table(type->name))
                         .arg(type->limitBonusRange)
                   : tr("Range in play");
    case ActualDamageColumn:
        return type->limitBonusDamage > 0
                   ? tr("Damage in play, with the %1's built-in +%2 (EasyStar §V.C)")
                         .arg(EasyStarText::table(type->name))
                         .arg(type->limitBonusDamage)
                   : tr("Damage in play");
    case ToHitShipColumn:
    case ToHitFighterColumn:
    case ToHitMissileColumn:
        return m_targetingPod ? tr("d6 roll needed to hit, with the targeting pod's +1 "
                                   "(EasyStar §V.C, §V.D)")
                              : tr("d6 roll needed to hit (EasyStar §V.C)");
    default:
        return {};
    }
}

QVariant EasyStarWeaponsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Vertical) {
        if (role == Qt::DisplayRole)
            return section + 1;
        return {};
    }
    if (role == Qt::DisplayRole) {
        switch (section) {
        case TypeColumn:
            return tr("Type");
        case MountColumn:
            return tr("Mount");
        case RangeColumn:
            return tr("Range");
        case DamageColumn:
            return tr("Damage");
        case FreeRangeColumn:
            return tr("Free\nrange");
        case FreeDamageColumn:
            return tr("Free\ndamage");
        case SpacesColumn:
            return tr("Spaces");
        case CostColumn:
            return tr("Cost");
        case ActualRangeColumn:
            return tr("Actual\nrange");
        case ActualDamageColumn:
            return tr("Actual\ndamage");
        case ToHitShipColumn:
            return tr("Hit\nship");
        case ToHitFighterColumn:
            return tr("Hit\nfighter");
        case ToHitMissileColumn:
            return tr("Hit\nmissile");
        default:
            return {};
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case TypeColumn:
            return tr("Weapon type (EasyStar §V.C, Weapons Table). The centerline blaster, the "
                      "bi-directional missile and the torpedo bank only on cruisers and larger.");
        case MountColumn:
            return tr("Where the weapon is mounted (EasyStar §V.B): axial (front arc, maximum 5), "
                      "ventral (sides, maximum 4, one more space) or dorsal (all round, maximum 3; "
                      "as many as the class's dorsal mounts).");
        case RangeColumn:
            return tr("The bought range: 5 BP per unit above 1; range 2 and 4 take a weapon space "
                      "each (EasyStar §V.A). The torpedo's built-in +1 is not included.");
        case DamageColumn:
            return tr("The bought damage: 5 BP and one weapon space per unit above 1 (EasyStar "
                      "§V.A). The missile's built-in +1 is not included.");
        case FreeRangeColumn:
        case FreeDamageColumn:
            return tr("Range/damage units granted free by the flagship advantage (EasyStar §V.F, "
                      "rolls 5 and 11): they cost nothing, take no space and do not count "
                      "against the mount maximum.");
        case SpacesColumn:
            return tr("Weapon spaces the weapon takes, with its units (EasyStar §V.A, §V.B)");
        case CostColumn:
            return tr("Build points the weapon costs, with its units (EasyStar §V.A, §V.C)");
        case ActualRangeColumn:
            return tr("Range in play: the torpedo adds 1 (EasyStar §V.C)");
        case ActualDamageColumn:
            return tr("Damage in play: the missile adds 1 (EasyStar §V.C)");
        case ToHitShipColumn:
            return tr("d6 roll needed to hit a ship (EasyStar §V.C); a targeting pod improves it "
                      "by 1");
        case ToHitFighterColumn:
            return tr("d6 roll needed to hit a fighter squadron (EasyStar §V.C)");
        case ToHitMissileColumn:
            return tr("d6 roll needed to hit a missile (EasyStar §V.C)");
        default:
            return {};
        }
    }
    return {};
}

} // namespace fw::app
