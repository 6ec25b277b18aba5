// The EasyStar weapons table's limits in words: why a value is refused, and what a change of type
// or mount changed with it (EasyStar §V.B mount maxima, §V.C fixed weapons, §V.F free units).

#include "EasyStarWeaponsModel.h"

#include "../../designer/EditNotes.h"
#include "../../document/FleetDocument.h"

#include <algorithm>

namespace fw::app {

using namespace easystar;
using es::EasyStarText;

void EasyStarWeaponsModel::setNote(const QString &note)
{
    if (note == m_note)
        return;
    m_note = note;
    Q_EMIT noteChanged(m_note);
}

QString EasyStarWeaponsModel::limitReason(const QModelIndex &index, int value) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const Row &row = m_rows[std::size_t(index.row())];
    const es::EasyStarWeapon &w = row.weapon;
    const es::WeaponType *type = row.figures.type;
    const es::Mount *mount = row.figures.mount;
    if (!type || !mount)
        return {};
    const QString typeName = EasyStarText::table(type->name);
    const QString mountName = EasyStarText::table(mount->name);
    switch (index.column()) {
    case RangeColumn:
    case DamageColumn: {
        const bool range = index.column() == RangeColumn;
        if (value < minimum(index))
            return range ? tr("A weapon has at least range 1 (EasyStar §V.A).")
                         : tr("A weapon does at least damage 1 (EasyStar §V.A).");
        if (!type->upgradable)
            return range ? tr("A %1 keeps range 1: it takes no range units (EasyStar §V.C).")
                               .arg(typeName)
                         : tr("A %1 keeps damage 1: it takes no damage units (EasyStar §V.C).")
                               .arg(typeName);
        const int free = range ? w.freeRange : w.freeDamage;
        if (free > 0)
            return range ? tr("%1 mounts reach at most range %2, here %3 with the free units "
                              "(EasyStar §V.B, §V.F).")
                               .arg(mountName)
                               .arg(mount->maxUnits)
                               .arg(mount->maxUnits + free)
                         : tr("%1 mounts take at most damage %2, here %3 with the free units "
                              "(EasyStar §V.B, §V.F).")
                               .arg(mountName)
                               .arg(mount->maxUnits)
                               .arg(mount->maxUnits + free);
        return range ? tr("%1 mounts reach at most range %2 (EasyStar §V.B).")
                           .arg(mountName)
                           .arg(mount->maxUnits)
                     : tr("%1 mounts take at most damage %2 (EasyStar §V.B).")
                           .arg(mountName)
                           .arg(mount->maxUnits);
    }
    case FreeRangeColumn:
    case FreeDamageColumn: {
        const int bought = index.column() == FreeRangeColumn ? w.range : w.damage;
        if (value > bought - 1)
            return tr("Free units pay for units the weapon has: at most %1 here, one less than "
                      "its value %2 (EasyStar §V.F).")
                .arg(std::max(0, bought - 1))
                .arg(bought);
        return tr("The flagship advantage grants %1 free units and %2 are assigned "
                  "(EasyStar §V.F).")
            .arg(m_unitsGranted)
            .arg(m_unitsUsed);
    }
    default:
        return {};
    }
}

bool EasyStarWeaponsModel::changeKind(int row, const QString &typeId, const QString &mountId,
                                      const QString &step)
{
    const es::EasyStarRules &rules = systemOf(m_document).rules();
    const es::EasyStarShip *ship = shipOf(m_document, m_index);
    if (!ship || row < 0 || row >= int(ship->weapons.size()))
        return false;
    const es::WeaponType *type = rules.weapon(typeId);
    const es::EasyStarWeapon before = ship->weapons[std::size_t(row)];
    es::EasyStarWeapon w = before;
    w.type = typeId;
    w.mount = mountId;
    if (type && !type->mounts.contains(w.mount) && !type->mounts.isEmpty())
        w.mount = type->mounts.first();
    const es::Mount *mount = rules.mount(w.mount);
    QString reason;
    if (type && mount && !type->upgradable) {
        w.range = w.damage = 1;
        w.freeRange = w.freeDamage = 0;
        reason = tr("A %1 takes no range or damage units (EasyStar §V.C).")
                     .arg(EasyStarText::table(type->name));
    } else if (type && mount) {
        // EasyStar §V.B: bought units within the mount's maximum (free units above it, §V.F).
        w.range = std::min(w.range, mount->maxUnits + w.freeRange);
        w.damage = std::min(w.damage, mount->maxUnits + w.freeDamage);
        w.freeRange = std::min(w.freeRange, std::max(0, w.range - 1));
        w.freeDamage = std::min(w.freeDamage, std::max(0, w.damage - 1));
        reason = tr("%1 mounts take at most %2 range and %2 damage units (EasyStar §V.B).")
                     .arg(EasyStarText::table(mount->name))
                     .arg(mount->maxUnits);
    }
    std::vector<Adjustment> adjustments;
    const auto adjusted = [&](const QString &what, int from, int to) {
        if (from != to)
            adjustments.push_back({what, from, to});
    };
    adjusted(tr("range"), before.range, w.range);
    adjusted(tr("damage"), before.damage, w.damage);
    adjusted(tr("free range units"), before.freeRange, w.freeRange);
    adjusted(tr("free damage units"), before.freeDamage, w.freeDamage);
    const bool pushed = editShip(m_document, m_index, withAdjustments(step, adjustments),
                                 QStringLiteral("weapons[%1].kind").arg(row), false,
                                 [&](es::EasyStarShip &s) { s.weapons[std::size_t(row)] = w; });
    setNote(pushed && !adjustments.empty()
                ? tr("Changed with it: %1. %2").arg(adjustmentsText(adjustments), reason)
                : QString());
    return pushed;
}

} // namespace fw::app
