#include "EasyStarChecker.h"

namespace fw::validators::easystarchecks {

void Checker::checkShip(std::size_t i, const ShipFigures &f)
{
    const EasyStarShip &s = shipAt(i);
    if (!f.shipClass)
        return;
    const ShipClass &c = *f.shipClass;

    // §IV, §VI.C: Leviathans only when the players agree.
    if (!c.requiresOption.isEmpty()) {
        const model::RulesOptionSpec *spec
            = model::findOption(m_system.options(), c.requiresOption);
        if (spec && spec->kind == model::OptionKind::Bool && !m_fleet.options.boolean(*spec)) {
            m_issues.error(QStringLiteral("easystar.leviathan.notAllowed"), shipField(i, "class"),
                           Text::tr("A %1 needs the rules option %2: players must agree "
                                    "in advance to allow it.")
                               .arg(className(c), quoted(spec->label)),
                           QStringLiteral("EasyStar §IV"));
        }
    }

    // §VI.A: speed traded for spaces, from 0 down to a motionless station.
    if (s.speedTraded > c.maxSpeed) {
        m_issues.error(QStringLiteral("easystar.ship.speedTradeTooHigh"),
                       shipField(i, "speedTraded"),
                       Text::tr("%1 speed traded, but a %2 has a speed of only %3.")
                           .arg(s.speedTraded)
                           .arg(className(c))
                           .arg(c.maxSpeed),
                       QStringLiteral("EasyStar §VI.A"));
    }

    // §V.B, §V.D, §VI.A: spaces used within W (+ gun mount, + speed traded).
    if (!f.unlimitedSpaces && f.spacesUsed() > f.spacesCapacity()) {
        m_issues.error(QStringLiteral("easystar.ship.overCapacity"), shipField(i, "weapons"),
                       Text::tr("%1 uses %2 weapon spaces but has only %3.")
                           .arg(quoted(s.name))
                           .arg(f.spacesUsed())
                           .arg(f.spacesCapacity()),
                       QStringLiteral("EasyStar §V.A, §VI.A"),
                       c.weaponSpaces ? QString() : QLatin1String(option::LeviathanWeaponSpaces));
    }

    checkEngineAndGunMount(i, s, c);
    checkAuxiliaries(i, s);

    // §V.D, §V.E: two fighters per bay.
    const int fighters = s.fighters.total() + (s.advantage ? s.advantage->fighters.total() : 0);
    if (fighters > f.fighterCapacity) {
        m_issues.error(QStringLiteral("easystar.fighters.overBays"), shipField(i, "fighters"),
                       Text::tr("%1 fighters aboard, but the fighter bays hold only %2 "
                                "(%3 per bay).")
                           .arg(fighters)
                           .arg(f.fighterCapacity)
                           .arg(m_rules.fighterBay.capacity),
                       QStringLiteral("EasyStar §V.D, §V.E"));
    }

    for (std::size_t j = 0; j < s.weapons.size(); ++j)
        checkWeapon(i, false, j, s.weapons[j], f.weapons[j], c);

    // §V.B: dorsal weapons limited to the class's dorsal mounts; advantage items exempt.
    if (f.dorsalWeapons > c.dorsalMounts) {
        int seen = 0;
        for (std::size_t j = 0; j < s.weapons.size(); ++j) {
            if (s.weapons[j].mount == QLatin1String("dorsal") && ++seen == c.dorsalMounts + 1) {
                m_issues.error(QStringLiteral("easystar.ship.tooManyDorsal"),
                               weaponPath(i, false, j) + QStringLiteral(".mount"),
                               Text::tr("Dorsal weapons: %1, but the %2 class has %n "
                                        "dorsal mount(s).",
                                        nullptr, c.dorsalMounts)
                                   .arg(f.dorsalWeapons)
                                   .arg(className(c)),
                               QStringLiteral("EasyStar §V.B, Ship Type Table"));
            }
        }
    }

    checkAdvantage(i, s, f, c);
}

void Checker::engineChecks(const QString &subject, const EasyStarShip &s, const ShipClass &c)
{
    // §V.D: an engine adds 1 to speed, never above 4, and not on a ship that traded speed.
    if (c.maxSpeed + m_rules.engine.speedBonus > m_rules.maxSpeed) {
        m_issues.error(QStringLiteral("easystar.engine.overMaxSpeed"), subject,
                       Text::tr("An engine would raise the %1's speed to %2; no ship "
                                "may exceed speed %3.")
                           .arg(className(c))
                           .arg(c.maxSpeed + m_rules.engine.speedBonus)
                           .arg(m_rules.maxSpeed),
                       QStringLiteral("EasyStar §V.D, §I"));
    }
    if (s.speedTraded > 0) {
        m_issues.error(QStringLiteral("easystar.engine.withSpeedTrade"), subject,
                       Text::tr("A ship that traded speed for weapon spaces cannot use "
                                "an engine."),
                       QStringLiteral("EasyStar §V.D"));
    }
}

void Checker::gunMountChecks(const QString &subject, const ShipClass &c)
{
    if (!c.gunMountAllowed) {
        m_issues.error(QStringLiteral("easystar.gunMount.notAllowed"), subject,
                       Text::tr("A %1 cannot use a gun mount.").arg(className(c)),
                       QStringLiteral("EasyStar §V.D"));
    }
}

void Checker::checkEngineAndGunMount(std::size_t i, const EasyStarShip &s, const ShipClass &c)
{
    if (s.engine)
        engineChecks(shipField(i, "engine"), s, c);
    if (s.gunMount)
        gunMountChecks(shipField(i, "gunMount"), c);
    if (!s.advantage)
        return;
    for (int k = 0; k < s.advantage->devices.size(); ++k) {
        const QString subject
            = QStringLiteral("ships[%1].flagshipAdvantage.devices[%2]").arg(i).arg(k);
        if (s.advantage->devices[k] == QLatin1String("engine"))
            engineChecks(subject, s, c);
        else if (s.advantage->devices[k] == QLatin1String("gunMount"))
            gunMountChecks(subject, c);
    }
}

// §V.D: at most one of each auxiliary device per ship, fighter bays excepted; this covers
// engines and gun mounts a flagship advantage adds to bought ones.
void Checker::checkAuxiliaries(std::size_t i, const EasyStarShip &s)
{
    QStringList seen;
    if (s.engine)
        seen << QStringLiteral("engine");
    if (s.gunMount)
        seen << QStringLiteral("gunMount");
    const auto check = [&](const QStringList &ids, const QString &pathFormat) {
        for (int k = 0; k < ids.size(); ++k) {
            if (ids[k] == QLatin1String("fighterBay"))
                continue;
            if (seen.contains(ids[k])) {
                m_issues.error(QStringLiteral("easystar.auxiliary.duplicate"),
                               pathFormat.arg(i).arg(k),
                               Text::tr("A second %1: a ship carries at most one of "
                                        "each auxiliary device (fighter bays excepted).")
                                   .arg(m_rules.deviceName(ids[k])),
                               QStringLiteral("EasyStar §V.D"));
            }
            seen << ids[k];
        }
    };
    check(s.auxiliaries, QStringLiteral("ships[%1].auxiliaries[%2]"));
    if (s.advantage)
        check(s.advantage->devices, QStringLiteral("ships[%1].flagshipAdvantage.devices[%2]"));
}

void Checker::checkWeapon(std::size_t i, bool advantage, std::size_t j, const EasyStarWeapon &w,
                          const WeaponFigures &f, const ShipClass &c)
{
    if (!f.type || !f.mount)
        return;
    // Names and paths are only built for an issue.
    const auto path = [&] {
        return weaponPath(i, advantage, j);
    };
    const auto typeName = [&] {
        return EasyStarText::table(f.type->name);
    };
    const auto mountName = [&] {
        return EasyStarText::table(f.mount->name).toLower();
    };

    // §V.A: every weapon has at least 1 range and 1 damage unit.
    if (w.range < 1) {
        m_issues.error(QStringLiteral("easystar.weapon.rangeBelowOne"),
                       path() + QStringLiteral(".range"),
                       Text::tr("Range %1 is below 1; every weapon has at least one "
                                "range unit.")
                           .arg(w.range),
                       QStringLiteral("EasyStar §V.A"));
    }
    if (w.damage < 1) {
        m_issues.error(QStringLiteral("easystar.weapon.damageBelowOne"),
                       path() + QStringLiteral(".damage"),
                       Text::tr("Damage %1 is below 1; every weapon has at least one "
                                "damage unit.")
                           .arg(w.damage),
                       QStringLiteral("EasyStar §V.A"));
    }

    // §V.C: point defense and the torpedo bank take no units.
    if (!f.type->upgradable && w.range > 1) {
        m_issues.error(QStringLiteral("easystar.weapon.unitsNotAllowed"),
                       path() + QStringLiteral(".range"),
                       Text::tr("A %1 cannot take range units.").arg(typeName()),
                       QStringLiteral("EasyStar §V.C"));
    }
    if (!f.type->upgradable && w.damage > 1) {
        m_issues.error(QStringLiteral("easystar.weapon.unitsNotAllowed"),
                       path() + QStringLiteral(".damage"),
                       Text::tr("A %1 cannot take damage units.").arg(typeName()),
                       QStringLiteral("EasyStar §V.C"));
    }

    // §V.B: bought range and damage within the mount's maximum; the missile's +1 damage and
    // the torpedo's +1 range are not counted (they are not stored), free units neither.
    if (f.type->upgradable && f.limitRange > f.mount->maxUnits) {
        m_issues.error(QStringLiteral("easystar.weapon.rangeOverMount"),
                       path() + QStringLiteral(".range"),
                       Text::tr("Range %1 exceeds the %2 maximum of %3.")
                           .arg(f.limitRange)
                           .arg(mountName())
                           .arg(f.mount->maxUnits),
                       QStringLiteral("EasyStar §V.B"));
    }
    if (f.type->upgradable && f.limitDamage > f.mount->maxUnits) {
        m_issues.error(QStringLiteral("easystar.weapon.damageOverMount"),
                       path() + QStringLiteral(".damage"),
                       Text::tr("Damage %1 exceeds the %2 maximum of %3.")
                           .arg(f.limitDamage)
                           .arg(mountName())
                           .arg(f.mount->maxUnits),
                       QStringLiteral("EasyStar §V.B"));
    }

    // §V.C: CLB axial only; BDVM and torpedo bank ventral only.
    if (!f.type->mounts.contains(w.mount)) {
        QStringList allowed;
        for (const QString &m : f.type->mounts) {
            if (const Mount *mount = m_rules.mount(m))
                allowed << EasyStarText::table(mount->name).toLower();
        }
        m_issues.error(QStringLiteral("easystar.weapon.mountNotAllowed"),
                       path() + QStringLiteral(".mount"),
                       Text::tr("A %1 cannot be mounted %2; it can only be mounted %3.")
                           .arg(typeName(), mountName(), allowed.join(QLatin1String(", "))),
                       QStringLiteral("EasyStar §V.C"));
    }
    // §V.C: the special weapons only on cruisers and larger.
    if (f.type->largeHullOnly && !c.specialWeapons) {
        QStringList classes;
        for (const ShipClass &other : m_rules.classes) {
            if (other.specialWeapons)
                classes << className(other);
        }
        m_issues.error(QStringLiteral("easystar.weapon.hullTooSmall"),
                       path() + QStringLiteral(".type"),
                       Text::tr("A %1 is allowed only on %2, not on a %3.")
                           .arg(typeName(), classes.join(QLatin1String(", ")), className(c)),
                       QStringLiteral("EasyStar §V.C"));
    }

    // Free units (flagship advantage rolls 5 and 11) must fit inside the bought values.
    if (w.freeRange > std::max(0, w.range - 1)) {
        m_issues.error(QStringLiteral("easystar.weapon.freeUnitsExceedUnits"),
                       path() + QStringLiteral(".freeRange"),
                       Text::tr("Free range units: %1, but the weapon has only %n range "
                                "unit(s) above the first.",
                                nullptr, std::max(0, w.range - 1))
                           .arg(w.freeRange),
                       QStringLiteral("EasyStar §V.F"));
    }
    if (w.freeDamage > std::max(0, w.damage - 1)) {
        m_issues.error(QStringLiteral("easystar.weapon.freeUnitsExceedUnits"),
                       path() + QStringLiteral(".freeDamage"),
                       Text::tr("Free damage units: %1, but the weapon has only %n damage "
                                "unit(s) above the first.",
                                nullptr, std::max(0, w.damage - 1))
                           .arg(w.freeDamage),
                       QStringLiteral("EasyStar §V.F"));
    }
}

} // namespace fw::validators::easystarchecks
