#include "ScsDerived.h"

#include <algorithm>

namespace fw::model::scs {

int speedChangePerTurn(const ScsClass &c)
{
    return c.accelCost > 0 ? std::max(0, c.thrust) / c.accelCost : 0;
}

std::optional<int> tableTurnDelay(const ScsClass &c, int speed)
{
    if (speed == 0)
        return 0;
    if (speed < 0 || std::size_t(speed) > c.turnDelay.size())
        return std::nullopt;
    return c.turnDelay[std::size_t(speed) - 1];
}

std::optional<int> turnDelay(const ScsClass &c, int highestSpeed, int zigs)
{
    const std::optional<int> table = tableTurnDelay(c, highestSpeed);
    if (!table)
        return std::nullopt;
    return *table + (std::max(0, zigs) + 1) / 2;
}

PowerBalance powerBalance(const ScsClass &c)
{
    PowerBalance p;
    for (const Section &s : c.sections) {
        for (const ShipSystem &system : s.systems) {
            if (system.kind == SystemKind::Reactor)
                p.reactor += system.output;
            else
                p.needed += system.power;
        }
    }
    return p;
}

SectionTotals sectionTotals(const Section &s)
{
    SectionTotals t;
    t.structureBoxes = s.structureBoxes;
    for (const ShipSystem &system : s.systems) {
        t.systemBoxes += system.boxes;
        ++t.systems;
    }
    return t;
}

BoxGrouping groupingOf(SystemKind kind)
{
    switch (kind) {
    case SystemKind::Thruster:
    case SystemKind::Sensors:
    case SystemKind::CnC:
    case SystemKind::ShieldGenerator:
        return BoxGrouping::Rows;
    case SystemKind::Reactor:
    case SystemKind::Engine:
    case SystemKind::JumpEngine:
        return BoxGrouping::Blocks;
    case SystemKind::Hangar:
    case SystemKind::Weapon:
    case SystemKind::Other:
        break;
    }
    return BoxGrouping::Plain;
}

SystemBoxes systemBoxes(const ShipSystem &s, const ScsOptions &options)
{
    SystemBoxes b;
    b.grouping = groupingOf(s.kind);
    b.boxes = std::max(0, s.boxes);
    b.perRow = std::max(1, s.rowLength > 0 ? s.rowLength : options.rowLength);
    const int block = std::max(1, s.blockSize > 0 ? s.blockSize : options.blockSize);
    b.groupSize = b.grouping == BoxGrouping::Blocks ? block : b.perRow;
    b.groups = (b.boxes + b.groupSize - 1) / b.groupSize;
    return b;
}

int groupsLost(const SystemBoxes &b, int damage)
{
    if (b.grouping == BoxGrouping::Plain || b.groupSize <= 0)
        return 0;
    const int marked = std::clamp(damage, 0, b.boxes);
    // The last group may be short: it is lost when its last box is marked.
    if (marked == b.boxes)
        return b.groups;
    return marked / b.groupSize;
}

int ratingLost(const SystemBoxes &b, int rating, int lost, bool perGroup)
{
    if (b.grouping == BoxGrouping::Plain || b.groups <= 0 || lost <= 0)
        return 0;
    lost = std::min(lost, b.groups);
    if (perGroup)
        return lost;
    return int(static_cast<long long>(std::max(0, rating)) * lost / b.groups);
}

HitChance hitChance(int signature, int rangeModifier, int die)
{
    HitChance h;
    h.faces = std::max(1, die);
    h.successes = std::clamp(signature + rangeModifier, 0, h.faces);
    return h;
}

int signatureFacing(const ScsClass &c, const QString &sectionId, const ScsOptions &options)
{
    if (!options.facingSignature)
        return c.signatureForward;
    if (sectionId == QLatin1String("port") || sectionId == QLatin1String("starboard"))
        return c.signatureSide;
    return c.signatureForward;
}

std::vector<WeaponRef> weaponsOf(const ScsClass &c)
{
    std::vector<WeaponRef> weapons;
    for (std::size_t i = 0; i < c.sections.size(); ++i) {
        const Section &s = c.sections[i];
        for (std::size_t j = 0; j < s.systems.size(); ++j) {
            if (s.systems[j].kind == SystemKind::Weapon)
                weapons.push_back({int(i), int(j), &s.systems[j], &s});
        }
    }
    return weapons;
}

HangarSlots hangarSlots(const ScsClass &c)
{
    HangarSlots slots;
    for (const Section &s : c.sections) {
        for (const ShipSystem &system : s.systems) {
            if (system.kind != SystemKind::Hangar)
                continue;
            const int n = std::max(0, system.output);
            switch (system.hangarSize) {
            case FighterSize::Light:
                slots.light += n;
                break;
            case FighterSize::Medium:
                slots.medium += n;
                break;
            case FighterSize::Heavy:
                slots.heavy += n;
                break;
            }
        }
    }
    return slots;
}

int fightersOverCapacity(const HangarSlots &slots, const std::vector<FighterFlight> &flights)
{
    long long light = 0, medium = 0, heavy = 0;
    for (const FighterFlight &f : flights) {
        const long long n = std::max(0, f.count);
        if (f.size == FighterSize::Heavy)
            heavy += n;
        else if (f.size == FighterSize::Medium)
            medium += n;
        else
            light += n;
    }
    // Heavy fighters only in heavy slots, medium in heavy or medium, light anywhere.
    long long over = 0;
    long long heavyFree = slots.heavy - heavy;
    if (heavyFree < 0) {
        over -= heavyFree;
        heavyFree = 0;
    }
    long long mediumFree = slots.medium + heavyFree - medium;
    if (mediumFree < 0) {
        over -= mediumFree;
        mediumFree = 0;
    }
    const long long lightFree = slots.light + mediumFree - light;
    if (lightFree < 0)
        over -= lightFree;
    return int(std::min<long long>(over, 1000000000));
}

} // namespace fw::model::scs
