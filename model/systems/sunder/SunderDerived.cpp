#include "SunderDerived.h"

#include <algorithm>

namespace fw::model::sunder {

int damageCapacity(const SunderCard &c)
{
    return DamagePerTrack * trackCount(c.size);
}

int trackStartDamage(int track)
{
    return DamagePerTrack * std::max(track, 0);
}

int trackAfter(const SunderCard &c, int damage)
{
    if (damage >= damageCapacity(c))
        return -1;
    return std::max(damage, 0) / DamagePerTrack;
}

int onTrack(const std::vector<int> &values, int track)
{
    if (values.empty())
        return 0;
    const auto i = std::size_t(std::clamp(track, 0, int(values.size()) - 1));
    return values[i];
}

TrackStats statsOnTrack(const SunderCard &c, int track)
{
    TrackStats s;
    s.track = track;
    s.mp = onTrack(c.mp, track);
    s.shield = onTrack(c.shield, track);
    s.pd = onTrack(c.pd, track);
    s.av.reserve(c.weapons.size());
    for (const Weapon &w : c.weapons)
        s.av.push_back(onTrack(w.av, track));
    s.fighters = onTrack(c.bays.fighters, track);
    s.bombers = onTrack(c.bays.bombers, track);
    return s;
}

std::optional<TrackStats> statsAfter(const SunderCard &c, int damage)
{
    const int track = trackAfter(c, damage);
    if (track < 0)
        return std::nullopt;
    return statsOnTrack(c, track);
}

WeaponReach weaponReach(WeaponType type)
{
    // Quick reference, "Weapon Systems" table (digest §4.3).
    switch (type) {
    case WeaponType::Battery:
        return {16, 4, false, true, false, false};
    case WeaponType::Drone:
        return {8, 0, true, false, false, true};
    case WeaponType::Fusion:
        return {4, 0, true, false, true, false};
    case WeaponType::Rack:
        return {16, 0, true, true, false, false};
    }
    return {};
}

int typeArcDegrees(WeaponType type)
{
    return type == WeaponType::Battery ? 180 : 90;
}

int arcDegrees(const Weapon &w)
{
    return w.degrees > 0 ? w.degrees : typeArcDegrees(w.type);
}

std::optional<int> rangeModifier(WeaponType type, int range)
{
    const WeaponReach reach = weaponReach(type);
    if (range < 0 || range > reach.maxRange)
        return std::nullopt;
    if (reach.bandSize <= 0 || range <= reach.bandSize)
        return 0;
    // Bands of 4 hexes: 1–4 → 0, 5–8 → −1, 9–12 → −2, 13–16 → −3 (digest §4.3).
    return -((range - 1) / reach.bandSize);
}

const QStringList &shieldSettingIds()
{
    static const QStringList ids{QStringLiteral("normal"), QStringLiteral("doubleFront"),
                                 QStringLiteral("doubleBack"), QStringLiteral("maximum")};
    return ids;
}

QString shieldSettingName(ShieldSetting setting)
{
    switch (setting) {
    case ShieldSetting::Normal:
        return SunderText::tr("Normal");
    case ShieldSetting::DoubleFront:
        return SunderText::tr("Double Front");
    case ShieldSetting::DoubleBack:
        return SunderText::tr("Double Back");
    case ShieldSetting::Maximum:
        return SunderText::tr("Maximum");
    }
    return {};
}

int defenceValue(int shield, ShieldSetting setting, bool attackFromFront,
                 const SunderOptions &options)
{
    const int base = shield + options.dvBonus;
    switch (setting) {
    case ShieldSetting::Normal:
        break;
    case ShieldSetting::DoubleFront:
        // Doubled against the front 180°, none against the rear (digest §4.5, blog).
        return attackFromFront ? 2 * base : options.dvBonus;
    case ShieldSetting::DoubleBack:
        return attackFromFront ? options.dvBonus : 2 * base;
    case ShieldSetting::Maximum:
        return options.maximumDoubles ? 2 * base : base;
    }
    return base;
}

int attackDamage(int attackTotal, int defenceTotal)
{
    if (attackTotal <= defenceTotal)
        return 0;
    const int d = std::max(defenceTotal, 1); // DEFAULT: D <= 0 counts as 1 (digest §4.5)
    return std::max(1, attackTotal / d);
}

int groupInitiative(int current, int modifier, const SunderOptions &options)
{
    return options.squadronHighest ? std::max(current, modifier) : std::min(current, modifier);
}

int victoryHull(const SunderCard &c, const SunderOptions &options)
{
    return options.victoryByPoints ? std::max(c.points, 0) : trackCount(c.size);
}

} // namespace fw::model::sunder
