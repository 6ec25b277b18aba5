#include "ScsAttack.h"

#include <algorithm>

namespace fw::model::scs {

namespace {

// Adds the weight of every face of `roll` to one outcome per distinct value, in the order the
// faces first give it.
template<std::size_t N>
void aggregate(const std::array<std::int32_t, N> &roll, std::vector<Hull::Outcome> &out)
{
    const std::size_t begin = out.size();
    for (const std::int32_t what : roll) {
        if (what < 0)
            continue;
        auto it = std::find_if(out.begin() + std::ptrdiff_t(begin), out.end(),
                               [what](const Hull::Outcome &o) { return o.what == what; });
        if (it == out.end())
            out.push_back({what, 1});
        else
            ++it->weight;
    }
}

// The target of a d20 chart entry `hits` in section `sec`; a name no system of the section has
// hits the structure (the validator reports it).
int chartTarget(Hull &h, const Section &section, int sec, const QString &hits, int structure,
                int primary, int firstSystem)
{
    if (hits == QLatin1String(HitsStructure))
        return structure;
    if (hits == QLatin1String(HitsPrimary))
        return primary;
    for (std::size_t t = std::size_t(structure); t < h.targets.size(); ++t) {
        const Hull::Target &target = h.targets[t];
        if (target.type == Hull::HitSystem
            && h.systemNames[std::size_t(h.members[std::size_t(target.first)])] == hits)
            return int(t);
    }
    Hull::Target target{Hull::HitSystem, sec, int(h.members.size()), 0};
    for (std::size_t i = 0; i < section.systems.size(); ++i) {
        if (section.systems[i].name == hits) {
            h.members.push_back(firstSystem + int(i));
            ++target.count;
        }
    }
    if (target.count == 0)
        return structure;
    h.targets.push_back(target);
    return int(h.targets.size()) - 1;
}

void buildChart(Hull &h, const Section &section, int sec, int firstSystem)
{
    // The section's own structure and "primary" targets first; on the primary's chart (or on a
    // sheet without a primary) "primary" hits the structure.
    const int structure = int(h.targets.size());
    h.targets.push_back({Hull::HitStructure, h.sections[std::size_t(sec)].structureAt, 0, 0});
    int primary = structure;
    if (h.primary >= 0 && sec != h.primary) {
        primary = int(h.targets.size());
        h.targets.push_back({Hull::HitPrimary, h.primary, 0, 0});
    }
    Hull::Sec &out = h.sections[std::size_t(sec)];
    // A face no row covers hits the structure; where rows overlap the first one counts.
    out.roll.fill(-1);
    for (const ChartRow &row : section.chart) {
        for (int face = std::max(1, row.from); face <= std::min(20, row.to); ++face) {
            if (out.roll[std::size_t(face - 1)] < 0)
                out.roll[std::size_t(face - 1)]
                    = chartTarget(h, section, sec, row.hits, structure, primary, firstSystem);
        }
    }
    for (std::int32_t &face : out.roll) {
        if (face < 0)
            face = structure;
    }
    out.outcomeBegin = int(h.locationOutcomes.size());
    aggregate(out.roll, h.locationOutcomes);
    out.outcomeEnd = int(h.locationOutcomes.size());
}

} // namespace

Hull Hull::build(const ScsClass &c, const ScsOptions &options)
{
    Hull h;
    h.destroyedByReactor = options.destroyedByReactor;
    h.pulseRule = options.pulses;
    std::vector<std::vector<combat::ArcSpan>> arcs;
    std::vector<int> firstSystem;
    for (std::size_t si = 0; si < c.sections.size(); ++si) {
        const Section &section = c.sections[si];
        if (section.id == QLatin1String("primary") && h.primary < 0)
            h.primary = int(si);
        Sec sec;
        sec.armor = std::max(0, section.structureArmor);
        sec.boxes = section.hasStructure ? std::max(0, section.structureBoxes) : 0;
        h.sections.push_back(sec);
        h.sectionIds.push_back(section.id);
        firstSystem.push_back(int(h.systems.size()));
        for (const ShipSystem &system : section.systems) {
            System s;
            s.section = int(si);
            s.armor = std::max(0, system.armor);
            s.boxes = std::max(0, system.boxes);
            s.kind = system.kind;
            s.layout = systemBoxes(system, options);
            s.rating = std::max(0, system.output);
            h.systems.push_back(s);
            h.systemNames.push_back(system.name);
            if (system.kind != SystemKind::Weapon)
                continue;
            Gun gun;
            gun.system = int(h.systems.size()) - 1;
            const std::optional<DamageDice> dice = parseDamage(system.damage);
            gun.readable = dice.has_value();
            gun.dice = dice.value_or(DamageDice{0, 10, 0});
            gun.mode = system.mode;
            gun.recharge = std::max(1, system.recharge);
            gun.intercept = std::max(0, system.intercept);
            gun.rangeModifiers = system.rangeModifiers;
            gun.shots = std::max(1, system.shots);
            gun.pulseDie = std::max(1, pulseDieOf(system));
            gun.pulseGrouping = std::max(1, pulseGroupingOf(system));
            gun.maxPulses = std::max(1, maxPulsesOf(system));
            gun.rake = std::max(0, system.rake);
            if (gun.intercept > 0)
                h.interceptors.push_back(int(h.guns.size()));
            h.guns.push_back(std::move(gun));
            // Arcs in degrees from the bow, from == to all round (as on the sheet).
            const auto angle = [](int a) {
                return ((a % 360) + 360) % 360;
            };
            arcs.push_back({{angle(system.arc.from), angle(system.arc.to)}});
        }
    }
    // B5 Wars medium ships (rules option sectionStructure): a section without a structure
    // block sends its structure hits and the overflow of its systems to the primary structure.
    for (std::size_t si = 0; si < c.sections.size(); ++si) {
        Sec &sec = h.sections[si];
        sec.structureAt = int(si);
        if (options.structurelessToPrimary && !c.sections[si].hasStructure && h.primary >= 0
            && int(si) != h.primary) {
            sec.structureAt = h.primary;
            h.structureless = true;
        }
    }
    for (std::size_t si = 0; si < c.sections.size(); ++si)
        buildChart(h, c.sections[si], int(si), firstSystem[si]);

    // The d10 side chart; a face no row covers, or one naming a section the sheet lacks, hits
    // the primary section (the first section on a sheet without one).
    const int fallback = h.primary >= 0 ? h.primary : (h.sections.empty() ? -1 : 0);
    h.sideRoll.fill(-2);
    for (const SideRow &row : c.sideChart) {
        int sec = fallback;
        for (std::size_t si = 0; si < c.sections.size(); ++si) {
            if (c.sections[si].id == row.section) {
                sec = int(si);
                break;
            }
        }
        for (int face = std::max(1, row.from); face <= std::min(10, row.to); ++face) {
            if (h.sideRoll[std::size_t(face - 1)] == -2)
                h.sideRoll[std::size_t(face - 1)] = sec;
        }
    }
    for (std::int32_t &face : h.sideRoll) {
        if (face == -2)
            face = fallback;
    }
    aggregate(h.sideRoll, h.sideOutcomes);
    // A target on the line between two arcs may be fired at from both (B5 Wars arcs are bounded
    // by hex-side lines that belong to both; an assumption for the map-less battle).
    h.bearing = combat::BearingChoice(arcs, true);
    return h;
}

QString Hull::systemLabel(int system) const
{
    const System &s = systems[std::size_t(system)];
    return ScsText::tr("%1 (%2)").arg(systemNames[std::size_t(system)],
                                      sectionName(sectionIds[std::size_t(s.section)]));
}

QString Hull::structureLabel(int section) const
{
    return ScsText::tr("%1 structure").arg(sectionName(sectionIds[std::size_t(section)]));
}

} // namespace fw::model::scs
