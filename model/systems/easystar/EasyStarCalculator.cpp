#include "EasyStarCalculator.h"

#include <algorithm>

namespace fw::model::easystar {

// Rule references cite the English source document and are not translated.

namespace {

bool hasAdvantageDevice(const EasyStarShip &ship, const char *id)
{
    return ship.advantage && ship.advantage->devices.contains(QLatin1String(id));
}

} // namespace

EasyStarCalculator::EasyStarCalculator(const EasyStarRules &rules, const EasyStarOptions &options,
                                       Detail detail)
    : m_rules(rules)
    , m_options(options)
    , m_detail(detail)
{
    if (!itemised())
        return;
    m_names.hull.resize(rules.classes.size());
    m_names.weaponSpaces.resize(rules.classes.size());
    m_names.weapon.resize(rules.weapons.size(), std::vector<WeaponNames>(rules.mounts.size()));
    for (const Auxiliary &a : rules.auxiliaries)
        m_names.auxiliary.push_back(EasyStarText::table(a.name));
    for (const FighterType &t : rules.fighters)
        m_names.fighter.push_back(EasyStarText::table(t.name));
    m_names.gunMount = EasyStarText::table(rules.gunMount.name);
    m_names.engine = EasyStarText::table(rules.engine.name);
    m_names.fighterBay = EasyStarText::table(rules.fighterBay.name);
    m_names.advantagePrefix = EasyStarText::tr("Flagship advantage: ");
    m_names.times = EasyStarText::tr("%1 × %2");
}

const EasyStarCalculator::WeaponNames &EasyStarCalculator::weaponNames(const WeaponType *type,
                                                                       const Mount *mount) const
{
    WeaponNames &names
        = m_names.weapon[indexOf(m_rules.weapons, type)][indexOf(m_rules.mounts, mount)];
    if (names.label.isEmpty()) {
        names.label = weaponLabel(type, mount);
        names.ventral = EasyStarText::tr("%1, with the extra ventral space").arg(names.label);
        names.unitSpaces
            = EasyStarText::tr("%1: damage units and even-numbered range units").arg(names.label);
    }
    return names;
}

const QString &EasyStarCalculator::hullLabel(std::size_t classIndex) const
{
    QString &label = m_names.hull[classIndex];
    if (label.isEmpty())
        label = EasyStarText::tr("%1 hull").arg(
            EasyStarText::table(m_rules.classes[classIndex].name));
    return label;
}

const QString &EasyStarCalculator::weaponSpacesLabel(std::size_t classIndex) const
{
    QString &label = m_names.weaponSpaces[classIndex];
    if (label.isEmpty()) {
        label = EasyStarText::tr("%1 weapon spaces (W)")
                    .arg(EasyStarText::table(m_rules.classes[classIndex].name));
    }
    return label;
}

const QString &EasyStarCalculator::unitLabel(UnitKind kind, const WeaponFigures &w, bool advantage,
                                             int count, const QString &label) const
{
    const quint64 key = (quint64(kind) << 56) | (quint64(indexOf(m_rules.weapons, w.type)) << 40)
                        | (quint64(indexOf(m_rules.mounts, w.mount)) << 32)
                        | (quint64(advantage) << 31) | quint64(quint32(count) & 0x7fffffffu);
    auto it = m_unitLabels.constFind(key);
    if (it != m_unitLabels.constEnd())
        return *it;
    QString text;
    switch (kind) {
    case UnitKind::Range:
        text = EasyStarText::tr("%1: %n range unit(s)", nullptr, count).arg(label);
        break;
    case UnitKind::Damage:
        text = EasyStarText::tr("%1: %n damage unit(s)", nullptr, count).arg(label);
        break;
    case UnitKind::Free:
        text = EasyStarText::tr("%1: %n free unit(s)", nullptr, count).arg(label);
        break;
    }
    return *m_unitLabels.insert(key, text);
}

bool EasyStarCalculator::hasTargetingPod(const EasyStarShip &ship)
{
    const QLatin1String pod("targetingPod");
    return ship.auxiliaries.contains(pod)
           || (ship.advantage && ship.advantage->devices.contains(pod));
}

std::optional<int> EasyStarCalculator::toHitWithPod(const std::optional<int> &table, bool pod)
{
    if (!table)
        return std::nullopt;
    // A 1+ still needs a roll: the same clamp as the attack resolution's.
    return std::max(1, *table - (pod ? 1 : 0));
}

std::optional<int> EasyStarCalculator::shipToHit(const std::optional<int> &table,
                                                 const EasyStarShip &ship)
{
    return toHitWithPod(table, hasTargetingPod(ship));
}

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
    const int baseSpaces
        = advantage ? 0
                    : f.type->spaces + (f.type->ventralSpaceIncluded ? 0 : f.mount->extraSpaces);
    f.spaces = baseSpaces + (std::max(0, rangeSpaces) + damageSpaces) * multiplier;
    f.cost = (advantage ? 0 : f.type->cost)
             + m_rules.unitCost * (f.paidRangeUnits + f.paidDamageUnits) * multiplier;

    f.actualRange = f.type->range + rangeUnits;
    f.actualDamage = f.type->damage + damageUnits;
    f.limitRange = w.range - f.freeRangeUnits;
    f.limitDamage = w.damage - f.freeDamageUnits;
    return f;
}

void EasyStarCalculator::addWeapon(ShipFigures &f, const WeaponFigures &w, bool advantage) const
{
    if (!w.type || !w.mount)
        return;
    // Labels only when itemised; the amounts and rules are the same either way.
    const WeaponNames *names = nullptr;
    QString label;
    if (itemised()) {
        names = &weaponNames(w.type, w.mount);
        label = advantage ? m_names.advantagePrefix + names->label : names->label;
    }
    const auto withPrefix = [&](const QString &text) {
        return advantage ? m_names.advantagePrefix + text : text;
    };
    const bool multiShot = w.type->shots > 1 && w.type->upgradable;
    const QString bdvmAssumption = multiShot && (w.paidRangeUnits + w.paidDamageUnits) > 0
                                       ? QString::fromLatin1(option::BdvmUnits)
                                       : QString();
    const int multiplier = multiShot && m_options.bdvmUnitsPerShot ? w.type->shots : 1;

    if (w.advantage)
        f.cost.add(label, 0, QStringLiteral("EasyStar §V.F, Flagship Advantage Table"));
    else
        f.cost.add(label, w.type->cost, QStringLiteral("EasyStar §V.C, Weapons Table"));
    if (w.paidRangeUnits > 0) {
        f.cost.add(names ? unitLabel(UnitKind::Range, w, advantage, w.paidRangeUnits, label)
                         : QString(),
                   m_rules.unitCost * w.paidRangeUnits * multiplier,
                   QStringLiteral("EasyStar §V.A"), bdvmAssumption);
    }
    if (w.paidDamageUnits > 0) {
        f.cost.add(names ? unitLabel(UnitKind::Damage, w, advantage, w.paidDamageUnits, label)
                         : QString(),
                   m_rules.unitCost * w.paidDamageUnits * multiplier,
                   QStringLiteral("EasyStar §V.A"), bdvmAssumption);
    }
    const int free = w.freeRangeUnits + w.freeDamageUnits;
    if (free > 0) {
        f.cost.add(names ? unitLabel(UnitKind::Free, w, advantage, free, label) : QString(), 0,
                   QStringLiteral("EasyStar §V.F, Flagship Advantage Table"));
    }

    const int baseSpaces
        = w.advantage ? 0
                      : w.type->spaces + (w.type->ventralSpaceIncluded ? 0 : w.mount->extraSpaces);
    if (w.advantage) {
        f.used.add(label, 0, QStringLiteral("EasyStar §V.F"));
    } else if (w.type->ventralSpaceIncluded || w.mount->extraSpaces == 0) {
        f.used.add(label, baseSpaces, QStringLiteral("EasyStar §V.A, Weapons Table"));
    } else {
        f.used.add(names ? names->ventral : QString(), baseSpaces,
                   QStringLiteral("EasyStar §V.A, §V.B"));
    }
    const int unitSpaces = w.spaces - baseSpaces;
    if (unitSpaces > 0) {
        f.used.add(names ? withPrefix(names->unitSpaces) : QString(), unitSpaces,
                   QStringLiteral("EasyStar §V.A"), bdvmAssumption);
    }
}

ShipFigures EasyStarCalculator::ship(const EasyStarShip &s) const
{
    ShipFigures f;
    f.shipClass = m_rules.shipClass(s.classId);
    const ShipClass *c = f.shipClass;
    if (!c)
        return f;
    f.cost.reserve(8 + 3 * s.weapons.size() + std::size_t(s.auxiliaries.size()));
    f.used.reserve(2 + 2 * s.weapons.size() + std::size_t(s.auxiliaries.size()));

    // Hull (§IV, Ship Type Table).
    f.cost.add(itemised() ? hullLabel(indexOf(m_rules.classes, c)) : QString(), c->cost,
               QStringLiteral("EasyStar §IV, Ship Type Table"));

    f.hasGunMount = s.gunMount || hasAdvantageDevice(s, "gunMount");
    f.hasEngine = s.engine || hasAdvantageDevice(s, "engine");
    addCapacity(f, s, *c);
    addGunMountAndEngine(f, s, *c);
    addWeaponsAndAuxiliaries(f, s);
    int bays = addFighters(f, s);
    if (s.advantage)
        bays += addAdvantage(f, s);
    f.fighterCapacity = bays * m_rules.fighterBay.capacity;

    f.damage = c->damage + (f.hasGunMount ? m_rules.gunMount.damageBonus : 0);
    f.speed = c->maxSpeed - s.speedTraded + (f.hasEngine ? m_rules.engine.speedBonus : 0);
    return f;
}

// Capacity: W, plus the gun mount's ship number, plus ship number per point of speed traded
// (§V.D, §VI.A). Needs `f.hasGunMount`.
void EasyStarCalculator::addCapacity(ShipFigures &f, const EasyStarShip &s,
                                     const ShipClass &c) const
{
    // The Leviathan's lines are rare; its class name is looked up when needed.
    const auto className = [&c] {
        return EasyStarText::table(c.name);
    };
    if (c.weaponSpaces) {
        f.capacity.add(itemised() ? weaponSpacesLabel(indexOf(m_rules.classes, &c)) : QString(),
                       *c.weaponSpaces, QStringLiteral("Ship Type Table"));
    } else if (m_options.leviathanWeaponSpaces > 0) {
        f.capacity.add(itemised()
                           ? EasyStarText::tr("%1 weapon spaces (rules option)").arg(className())
                           : QString(),
                       m_options.leviathanWeaponSpaces,
                       QStringLiteral("Ship Type Table (Fleetwright default)"),
                       QString::fromLatin1(option::LeviathanWeaponSpaces));
    } else {
        f.unlimitedSpaces = true;
        f.capacity.add(
            itemised()
                ? EasyStarText::tr("%1 weapon spaces: no cap (rules option)").arg(className())
                : QString(),
            0, QStringLiteral("Ship Type Table (Fleetwright default)"),
            QString::fromLatin1(option::LeviathanWeaponSpaces));
    }

    if (f.hasGunMount) {
        f.capacity.add(
            itemised() ? EasyStarText::tr("%1 (+ship number)").arg(m_names.gunMount) : QString(),
            m_rules.gunMount.spacesPerShipNumber * c.shipNumber, QStringLiteral("EasyStar §V.D"));
    }
    if (s.speedTraded > 0) {
        f.capacity.add(itemised() ? EasyStarText::tr("Speed traded: %1 × ship number %2")
                                        .arg(s.speedTraded)
                                        .arg(c.shipNumber)
                                  : QString(),
                       s.speedTraded * c.shipNumber * m_rules.speedTradeSpacesPerShipNumber,
                       QStringLiteral("EasyStar §VI.A"),
                       c.weaponSpaces ? QString()
                                      : QString::fromLatin1(option::LeviathanWeaponSpaces));
    }
}

// The cost of a bought gun mount and engine (§V.D).
void EasyStarCalculator::addGunMountAndEngine(ShipFigures &f, const EasyStarShip &s,
                                              const ShipClass &c) const
{
    if (s.gunMount) {
        f.cost.add(itemised() ? EasyStarText::tr("%1 (5 × ship number %2)")
                                    .arg(m_names.gunMount)
                                    .arg(c.shipNumber)
                              : QString(),
                   m_rules.gunMount.costPerShipNumber * c.shipNumber,
                   QStringLiteral("EasyStar §V.D"));
    }
    if (s.engine)
        f.cost.add(m_names.engine, m_rules.engine.cost, QStringLiteral("EasyStar §V.D"));
}

void EasyStarCalculator::addWeaponsAndAuxiliaries(ShipFigures &f, const EasyStarShip &s) const
{
    // Weapons.
    f.weapons.reserve(s.weapons.size());
    for (const EasyStarWeapon &w : s.weapons) {
        f.weapons.push_back(weapon(w, false));
        addWeapon(f, f.weapons.back(), false);
        if (w.mount == QLatin1String("dorsal"))
            ++f.dorsalWeapons;
    }

    // Auxiliaries (§V.D): one space each.
    for (const QString &id : s.auxiliaries) {
        if (const Auxiliary *a = m_rules.auxiliary(id)) {
            const QString name
                = itemised() ? m_names.auxiliary[indexOf(m_rules.auxiliaries, a)] : QString();
            f.cost.add(name, a->cost, QStringLiteral("EasyStar §V.D, Auxiliaries Table"));
            f.used.add(name, a->spaces, QStringLiteral("EasyStar §V.D"));
        }
    }
}

// Fighter bays and fighters (§V.D, §V.E). Fighters need a free box on the design sheet but
// take no weapon space. Returns the bays bought.
int EasyStarCalculator::addFighters(ShipFigures &f, const EasyStarShip &s) const
{
    if (s.fighterBays > 0) {
        const QString label
            = itemised() ? m_names.times.arg(m_names.fighterBay).arg(s.fighterBays) : QString();
        f.cost.add(label, m_rules.fighterBay.cost * s.fighterBays, QStringLiteral("EasyStar §V.D"));
        f.used.add(label, m_rules.fighterBay.spaces * s.fighterBays,
                   QStringLiteral("EasyStar §V.D"));
    }
    for (const FighterType &t : m_rules.fighters) {
        const int count
            = t.id == QLatin1String("interceptor") ? s.fighters.interceptor : s.fighters.attack;
        if (count <= 0)
            continue;
        f.cost.add(
            itemised()
                ? m_names.times.arg(m_names.fighter[indexOf(m_rules.fighters, &t)]).arg(count)
                : QString(),
            t.cost * count, QStringLiteral("EasyStar §V.E, Ship Type Table"));
        f.fighterCost += t.cost * count;
    }
    return s.fighterBays;
}

// The flagship advantage's free items (§V.F). Returns the fighter bays it grants.
int EasyStarCalculator::addAdvantage(ShipFigures &f, const EasyStarShip &s) const
{
    int bays = 0;
    for (const EasyStarWeapon &w : s.advantage->weapons) {
        f.advantageWeapons.push_back(weapon(w, true, grantedRange(s, w)));
        addWeapon(f, f.advantageWeapons.back(), true);
    }
    for (const QString &id : s.advantage->devices) {
        f.cost.add(itemised() ? m_names.advantagePrefix + m_rules.deviceName(id) : QString(), 0,
                   QStringLiteral("EasyStar §V.F, Flagship Advantage Table"));
        if (id == QLatin1String("fighterBay"))
            ++bays;
    }
    const int freeFighters = s.advantage->fighters.total();
    if (freeFighters > 0) {
        f.cost.add(itemised() ? m_names.advantagePrefix
                                    + EasyStarText::tr("%n fighter(s)", nullptr, freeFighters)
                              : QString(),
                   0, QStringLiteral("EasyStar §V.F, Flagship Advantage Table"));
    }
    return bays;
}

} // namespace fw::model::easystar
