#include "EasyStarCalculator.h"

#include <algorithm>

namespace fw::model::easystar {

namespace {

// Rule references cite the English source document and are not translated.
QString rule(const char *text)
{
    return QString::fromUtf8(text);
}

bool hasAdvantageDevice(const EasyStarShip &ship, const char *id)
{
    return ship.advantage && ship.advantage->devices.contains(QLatin1String(id));
}

} // namespace

QString EasyStarCalculator::weaponLabel(const WeaponType *type, const Mount *mount)
{
    const QString typeName = type ? EasyStarText::table(type->name) : QString();
    const QString mountName = mount ? EasyStarText::table(mount->name).toLower() : QString();
    return EasyStarText::tr("%1 (%2)").arg(typeName, mountName);
}

std::vector<int> EasyStarCalculator::effectiveRolls(const FlagshipAdvantage &advantage) const
{
    const AdvantageRoll *row = m_rules.advantage(advantage.roll);
    if (row && row->rollTwice)
        return advantage.rerolls;
    return {advantage.roll};
}

int EasyStarCalculator::grantedRange(const EasyStarShip &ship, const EasyStarWeapon &weapon) const
{
    if (!ship.advantage)
        return 1;
    for (int roll : effectiveRolls(*ship.advantage)) {
        const AdvantageRoll *row = m_rules.advantage(roll);
        if (!row)
            continue;
        for (const AdvantageGrant &g : row->grants) {
            if (g.kind == AdvantageGrant::Kind::Weapon && g.range && g.mount == weapon.mount
                && g.choices.contains(weapon.type))
                return *g.range;
        }
    }
    return 1;
}

WeaponFigures EasyStarCalculator::weapon(const EasyStarWeapon &w, bool advantage,
                                         int grantedRange) const
{
    WeaponFigures f;
    f.type = m_rules.weapon(w.type);
    f.mount = m_rules.mount(w.mount);
    f.advantage = advantage;
    if (!f.type || !f.mount)
        return f;

    // Units above the base value of 1. Free units (flagship advantage) count as the lowest ones:
    // they cost nothing and take no space (EasyStar §V.F), and they are not counted against the
    // mount maximum. A weapon granted "with range 5" comes with those range units free.
    const int rangeUnits = std::max(0, w.range - 1);
    const int damageUnits = std::max(0, w.damage - 1);
    f.freeRangeUnits = std::min(rangeUnits, w.freeRange + std::max(0, grantedRange - 1));
    f.freeDamageUnits = std::min(damageUnits, w.freeDamage);
    f.paidRangeUnits = rangeUnits - f.freeRangeUnits;
    f.paidDamageUnits = damageUnits - f.freeDamageUnits;

    // Fleetwright default (option bdvmUnits): one purchase serves both BDVM shots.
    const int multiplier = (f.type->shots > 1 && f.type->upgradable && m_options.bdvmUnitsPerShot)
                               ? f.type->shots
                               : 1;

    // EasyStar §V.A: each unit costs 5 BP; each damage unit and each even-numbered range unit
    // takes a space. §V.B: a ventral mount takes one more space.
    const int every = std::max(1, m_rules.unitRangeSpacesEvery);
    const int rangeSpaces = std::max(1, w.range) / every - (1 + f.freeRangeUnits) / every;
    const int damageSpaces = f.paidDamageUnits * m_rules.unitDamageSpaces;
    const int baseSpaces =
        advantage ? 0 : f.type->spaces + (f.type->ventralSpaceIncluded ? 0 : f.mount->extraSpaces);
    f.spaces = baseSpaces + (std::max(0, rangeSpaces) + damageSpaces) * multiplier;
    f.cost = (advantage ? 0 : f.type->cost)
             + m_rules.unitCost * (f.paidRangeUnits + f.paidDamageUnits) * multiplier;

    f.actualRange = f.type->range + rangeUnits;
    f.actualDamage = f.type->damage + damageUnits;
    f.limitRange = w.range - f.freeRangeUnits;
    f.limitDamage = w.damage - f.freeDamageUnits;
    return f;
}

void EasyStarCalculator::addWeapon(ShipFigures &f, const WeaponFigures &w,
                                   const QString &prefix) const
{
    if (!w.type || !w.mount)
        return;
    const QString label = prefix + weaponLabel(w.type, w.mount);
    const QString bdvmAssumption = (w.type->shots > 1 && w.type->upgradable
                                    && (w.paidRangeUnits + w.paidDamageUnits) > 0)
                                       ? QString::fromLatin1(option::BdvmUnits)
                                       : QString();
    const int multiplier = (w.type->shots > 1 && w.type->upgradable && m_options.bdvmUnitsPerShot)
                               ? w.type->shots
                               : 1;
    if (w.advantage) {
        f.cost.add(label, 0, rule("EasyStar §V.F, Flagship Advantage Table"));
    } else {
        f.cost.add(label, w.type->cost, rule("EasyStar §V.C, Weapons Table"));
    }
    if (w.paidRangeUnits > 0) {
        f.cost.add(EasyStarText::tr("%1: %n range unit(s)", nullptr, w.paidRangeUnits).arg(label),
                   m_rules.unitCost * w.paidRangeUnits * multiplier, rule("EasyStar §V.A"),
                   bdvmAssumption);
    }
    if (w.paidDamageUnits > 0) {
        f.cost.add(EasyStarText::tr("%1: %n damage unit(s)", nullptr, w.paidDamageUnits).arg(label),
                   m_rules.unitCost * w.paidDamageUnits * multiplier, rule("EasyStar §V.A"),
                   bdvmAssumption);
    }
    const int free = w.freeRangeUnits + w.freeDamageUnits;
    if (free > 0) {
        f.cost.add(EasyStarText::tr("%1: %n free unit(s)", nullptr, free).arg(label), 0,
                   rule("EasyStar §V.F, Flagship Advantage Table"));
    }

    const int baseSpaces =
        w.advantage ? 0
                    : w.type->spaces + (w.type->ventralSpaceIncluded ? 0 : w.mount->extraSpaces);
    if (w.advantage) {
        f.used.add(label, 0, rule("EasyStar §V.F"));
    } else if (w.type->ventralSpaceIncluded || w.mount->extraSpaces == 0) {
        f.used.add(label, baseSpaces, rule("EasyStar §V.A, Weapons Table"));
    } else {
        f.used.add(EasyStarText::tr("%1, with the extra ventral space").arg(label), baseSpaces,
                   rule("EasyStar §V.A, §V.B"));
    }
    const int unitSpaces = w.spaces - baseSpaces;
    if (unitSpaces > 0) {
        f.used.add(EasyStarText::tr("%1: damage units and even-numbered range units").arg(label),
                   unitSpaces, rule("EasyStar §V.A"), bdvmAssumption);
    }
}

ShipFigures EasyStarCalculator::ship(const EasyStarShip &s) const
{
    ShipFigures f;
    f.shipClass = m_rules.shipClass(s.classId);
    const ShipClass *c = f.shipClass;
    if (!c)
        return f;
    const QString className = EasyStarText::table(c->name);

    // Hull (§IV, Ship Type Table).
    f.cost.add(EasyStarText::tr("%1 hull").arg(className), c->cost,
               rule("EasyStar §IV, Ship Type Table"));

    // Capacity: W, plus the gun mount's ship number, plus ship number per point of speed
    // traded (§V.D, §VI.A).
    if (c->weaponSpaces) {
        f.capacity.add(EasyStarText::tr("%1 weapon spaces (W)").arg(className), *c->weaponSpaces,
                       rule("Ship Type Table"));
    } else if (m_options.leviathanWeaponSpaces > 0) {
        f.capacity.add(EasyStarText::tr("%1 weapon spaces (rules option)").arg(className),
                       m_options.leviathanWeaponSpaces, rule("Ship Type Table (Fleetwright default)"),
                       QString::fromLatin1(option::LeviathanWeaponSpaces));
    } else {
        f.unlimitedSpaces = true;
        f.capacity.add(EasyStarText::tr("%1 weapon spaces: no cap (rules option)").arg(className), 0,
                       rule("Ship Type Table (Fleetwright default)"), QString::fromLatin1(option::LeviathanWeaponSpaces));
    }

    f.hasGunMount = s.gunMount || hasAdvantageDevice(s, "gunMount");
    f.hasEngine = s.engine || hasAdvantageDevice(s, "engine");

    const QString gunMountName = EasyStarText::table(m_rules.gunMount.name);
    if (s.gunMount) {
        f.cost.add(EasyStarText::tr("%1 (5 × ship number %2)").arg(gunMountName).arg(c->shipNumber),
                   m_rules.gunMount.costPerShipNumber * c->shipNumber, rule("EasyStar §V.D"));
    }
    if (f.hasGunMount) {
        f.capacity.add(EasyStarText::tr("%1 (+ship number)").arg(gunMountName),
                       m_rules.gunMount.spacesPerShipNumber * c->shipNumber, rule("EasyStar §V.D"));
    }
    if (s.speedTraded > 0) {
        f.capacity.add(EasyStarText::tr("Speed traded: %1 × ship number %2")
                           .arg(s.speedTraded)
                           .arg(c->shipNumber),
                       s.speedTraded * c->shipNumber * m_rules.speedTradeSpacesPerShipNumber,
                       rule("EasyStar §VI.A"),
                       c->weaponSpaces ? QString() : QString::fromLatin1(option::LeviathanWeaponSpaces));
    }
    if (s.engine) {
        f.cost.add(EasyStarText::table(m_rules.engine.name), m_rules.engine.cost,
                   rule("EasyStar §V.D"));
    }

    // Weapons.
    f.weapons.reserve(s.weapons.size());
    for (const EasyStarWeapon &w : s.weapons) {
        f.weapons.push_back(weapon(w, false));
        addWeapon(f, f.weapons.back(), QString());
        if (w.mount == QLatin1String("dorsal"))
            ++f.dorsalWeapons;
    }

    // Auxiliaries (§V.D): one space each.
    for (const QString &id : s.auxiliaries) {
        if (const Auxiliary *a = m_rules.auxiliary(id)) {
            const QString name = EasyStarText::table(a->name);
            f.cost.add(name, a->cost, rule("EasyStar §V.D, Auxiliaries Table"));
            f.used.add(name, a->spaces, rule("EasyStar §V.D"));
        }
    }

    // Fighter bays and fighters (§V.D, §V.E). Fighters need a free box on the design sheet but
    // take no weapon space.
    const QString bayName = EasyStarText::table(m_rules.fighterBay.name);
    if (s.fighterBays > 0) {
        f.cost.add(EasyStarText::tr("%1 × %2").arg(bayName).arg(s.fighterBays),
                   m_rules.fighterBay.cost * s.fighterBays, rule("EasyStar §V.D"));
        f.used.add(EasyStarText::tr("%1 × %2").arg(bayName).arg(s.fighterBays),
                   m_rules.fighterBay.spaces * s.fighterBays, rule("EasyStar §V.D"));
    }
    int bays = s.fighterBays;
    const auto addFighters = [&](const char *typeId, int count) {
        const FighterType *t = m_rules.fighterType(QLatin1String(typeId));
        if (!t || count <= 0)
            return;
        f.cost.add(EasyStarText::tr("%1 × %2").arg(EasyStarText::table(t->name)).arg(count),
                   t->cost * count, rule("EasyStar §V.E, Ship Type Table"));
        f.fighterCost += t->cost * count;
    };
    addFighters("interceptor", s.fighters.interceptor);
    addFighters("attack", s.fighters.attack);

    // The flagship advantage's free items (§V.F).
    if (s.advantage) {
        const QString prefix = EasyStarText::tr("Flagship advantage: ");
        for (const EasyStarWeapon &w : s.advantage->weapons) {
            f.advantageWeapons.push_back(weapon(w, true, grantedRange(s, w)));
            addWeapon(f, f.advantageWeapons.back(), prefix);
        }
        for (const QString &id : s.advantage->devices) {
            f.cost.add(prefix + m_rules.deviceName(id), 0,
                       rule("EasyStar §V.F, Flagship Advantage Table"));
            if (id == QLatin1String("fighterBay"))
                ++bays;
        }
        const int freeFighters = s.advantage->fighters.total();
        if (freeFighters > 0) {
            f.cost.add(prefix + EasyStarText::tr("%n fighter(s)", nullptr, freeFighters), 0,
                       rule("EasyStar §V.F, Flagship Advantage Table"));
        }
    }
    f.fighterCapacity = bays * m_rules.fighterBay.capacity;

    f.damage = c->damage + (f.hasGunMount ? m_rules.gunMount.damageBonus : 0);
    f.speed = c->maxSpeed - s.speedTraded + (f.hasEngine ? m_rules.engine.speedBonus : 0);
    return f;
}

} // namespace fw::model::easystar
