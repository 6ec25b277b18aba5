#include "EasyStarEditing.h"

#include "../../commands/FleetCommands.h"
#include "../../commands/PushEdit.h"
#include "../../document/FleetDocument.h"

#include <QUndoStack>

#include <algorithm>

namespace fw::app::easystar {

const es::EasyStarSystem &systemOf(const FleetDocument &document)
{
    return dynamic_cast<const es::EasyStarSystem &>(document.system());
}

const es::EasyStarShip *shipOf(const FleetDocument &document, int index)
{
    const auto &ships = document.fleet().ships;
    if (index < 0 || index >= int(ships.size()))
        return nullptr;
    return dynamic_cast<const es::EasyStarShip *>(ships[std::size_t(index)].get());
}

bool editShip(FleetDocument &document, int index, const QString &text, const QString &field,
              bool merge, const std::function<void(es::EasyStarShip &)> &change)
{
    if (!shipOf(document, index))
        return false;
    const QByteArray path = QStringLiteral("ships[%1].%2").arg(index).arg(field).toUtf8();
    const int key = merge ? mergeKey(path.constData()) : -1;
    return pushEdit<es::EasyStarShip>(document, index, {text, key}, change);
}

std::vector<int> effectiveRolls(const es::EasyStarRules &rules, const es::FlagshipAdvantage &a)
{
    const es::AdvantageRoll *row = rules.advantage(a.roll);
    if (row && row->rollTwice)
        return a.rerolls;
    return {a.roll};
}

std::vector<GrantSlot> grantSlots(const es::EasyStarRules &rules, const es::EasyStarShip &ship)
{
    std::vector<GrantSlot> slots;
    if (!ship.advantage)
        return slots;
    const es::FlagshipAdvantage &a = *ship.advantage;
    for (int roll : effectiveRolls(rules, a)) {
        const es::AdvantageRoll *row = rules.advantage(roll);
        if (!row || row->rollTwice)
            continue;
        for (const es::AdvantageGrant &g : row->grants)
            slots.push_back({roll, &g, -1});
    }
    std::vector<bool> weaponTaken(a.weapons.size(), false);
    std::vector<bool> deviceTaken(std::size_t(a.devices.size()), false);
    for (GrantSlot &slot : slots) {
        const es::AdvantageGrant &g = *slot.grant;
        if (g.kind == es::AdvantageGrant::Kind::Weapon) {
            for (std::size_t j = 0; j < a.weapons.size(); ++j) {
                if (!weaponTaken[j] && a.weapons[j].mount == g.mount
                    && g.choices.contains(a.weapons[j].type)) {
                    weaponTaken[j] = true;
                    slot.item = int(j);
                    break;
                }
            }
        } else if (g.kind == es::AdvantageGrant::Kind::Auxiliary) {
            for (int k = 0; k < a.devices.size(); ++k) {
                if (!deviceTaken[std::size_t(k)] && g.choices.contains(a.devices[k])) {
                    deviceTaken[std::size_t(k)] = true;
                    slot.item = k;
                    break;
                }
            }
        }
    }
    return slots;
}

int grantedCount(const es::EasyStarRules &rules, const es::EasyStarShip &ship,
                 es::AdvantageGrant::Kind kind)
{
    int count = 0;
    for (const GrantSlot &slot : grantSlots(rules, ship)) {
        if (slot.grant->kind == kind)
            count += slot.grant->count;
    }
    return count;
}

int freeUnitsUsed(const es::EasyStarShip &ship)
{
    int used = 0;
    for (const es::EasyStarWeapon &w : ship.weapons)
        used += w.freeRange + w.freeDamage;
    if (ship.advantage) {
        for (const es::EasyStarWeapon &w : ship.advantage->weapons)
            used += w.freeRange + w.freeDamage;
    }
    return used;
}

namespace {

// Takes free units off the weapons, last first, until at most `allowed` are left.
void trimFreeUnits(std::vector<es::EasyStarWeapon> &weapons, int &excess)
{
    for (auto it = weapons.rbegin(); it != weapons.rend() && excess > 0; ++it) {
        const int damage = std::min(excess, it->freeDamage);
        it->freeDamage -= damage;
        excess -= damage;
        const int range = std::min(excess, it->freeRange);
        it->freeRange -= range;
        excess -= range;
    }
}

} // namespace

void fitAdvantageToRoll(const es::EasyStarRules &rules, es::EasyStarShip &ship)
{
    using Kind = es::AdvantageGrant::Kind;
    if (ship.advantage) {
        es::FlagshipAdvantage &a = *ship.advantage;
        const std::vector<GrantSlot> slots = grantSlots(rules, ship);
        std::vector<es::EasyStarWeapon> weapons;
        QStringList devices;
        for (const GrantSlot &slot : slots) {
            if (slot.item < 0)
                continue;
            if (slot.grant->kind == Kind::Weapon)
                weapons.push_back(a.weapons[std::size_t(slot.item)]);
            else if (slot.grant->kind == Kind::Auxiliary)
                devices << a.devices[slot.item];
        }
        a.weapons = std::move(weapons);
        a.devices = devices;
        const int fighters = grantedCount(rules, ship, Kind::Fighters);
        a.fighters.attack = std::min(a.fighters.attack, fighters);
        a.fighters.interceptor = std::min(a.fighters.interceptor, fighters - a.fighters.attack);
        a.damageControl = std::min(a.damageControl, grantedCount(rules, ship, Kind::DamageControl));
    }
    const int units = ship.advantage ? grantedCount(rules, ship, Kind::Units) : 0;
    int excess = freeUnitsUsed(ship) - units;
    if (ship.advantage)
        trimFreeUnits(ship.advantage->weapons, excess);
    trimFreeUnits(ship.weapons, excess);
}

QString toHitText(const std::optional<int> &value, bool targetingPod)
{
    const std::optional<int> toHit = es::EasyStarCalculator::toHitWithPod(value, targetingPod);
    return toHit ? QStringLiteral("%1+").arg(*toHit) : QStringLiteral("–");
}

} // namespace fw::app::easystar
