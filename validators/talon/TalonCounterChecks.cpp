#include "TalonChecker.h"

#include <model/core/Text.h>

#include <optional>

namespace fw::validators::talonchecks {

using model::JsonPath;
using model::text::quoted;

namespace {

// Digest §3.8: "only the Talon have FF and DN; only the Terrans have SC, CV and FTR".
std::optional<Faction> onlyFactionOf(HullType hull)
{
    switch (hull) {
    case HullType::Frigate:
    case HullType::Dreadnought:
        return Faction::Talon;
    case HullType::Scout:
    case HullType::Carrier:
    case HullType::Fighter:
        return Faction::Terran;
    default:
        return std::nullopt;
    }
}

} // namespace

QString ruleText(Rule rule)
{
    switch (rule) {
    case Rule::Counter:
        return QStringLiteral("Talon, digest §3.1, §3.8: the counter");
    case Rule::PowerCurve:
        return QStringLiteral("Talon, digest §3.1, §3.2, §3.8: the Power Curve");
    case Rule::Weapons:
        return QStringLiteral("Talon, digest §3.1, §3.8: weapon groups");
    case Rule::Fleet:
        return QStringLiteral("Talon, digest §3.5: legal fleet");
    case Rule::Factions:
        return QStringLiteral("Talon, digest §3.5, §3.8: one faction, faction classes");
    case Rule::Fighters:
        return QStringLiteral("Talon, digest §3.3, §3.5: fighters, carriers and bases");
    case Rule::Capacity:
        return QStringLiteral("Talon, digest §3.4, §3.5: the box's fleet capacity");
    }
    return {};
}

JsonPath designPath(std::size_t i)
{
    return JsonPath().key("designs").index(i);
}

QString itemPath(const char *list, std::size_t i, const char *key)
{
    const JsonPath item = JsonPath().key(list).index(i);
    return (key ? item.key(key) : item).toString();
}

QString counterLabel(const TalonCounter &c, std::size_t i)
{
    if (!c.name.trimmed().isEmpty())
        return quoted(c.name);
    if (!c.id.trimmed().isEmpty())
        return quoted(c.id);
    return Text::tr("counter %1").arg(i + 1);
}

// Digest §3.1, §3.8: every figure the counter carries.
void Checker::checkCounter(std::size_t i, const TalonCounter &c)
{
    const JsonPath at = designPath(i);
    checkCounterNames(i, c);
    checkFactionClass(i, c);
    const struct
    {
        const char *key;
        QString what;
        int value;
    } figures[] = {{"sp", Text::tr("Ship Points"), c.sp},
                   {"explosion", Text::tr("Explosion strength"), c.explosion},
                   {"afterburners", Text::tr("Afterburners"), c.afterburners},
                   {"batteries", Text::tr("Batteries"), c.batteries}};
    for (const auto &f : figures) {
        checkValue(at.key(f.key).toString(), f.what, f.value, bounds::AtLeastZero,
                   "talon.design.outOfRange", Rule::Counter);
    }
    for (int arc = 0; arc < ArcCount; ++arc) {
        checkValue(at.key("shields").key(arcIds().at(arc)).toString(),
                   Text::tr("Shield boxes on the %1 arc").arg(arcName(Arc(arc))),
                   c.shields[std::size_t(arc)], bounds::Shield, "talon.shields.outOfRange",
                   Rule::Counter);
    }
    checkHull(i, c);
    checkPowerCurve(i, c);
    for (std::size_t j = 0; j < c.weaponGroups.size(); ++j)
        checkWeaponGroup(at.key("weaponGroups").index(j), c.weaponGroups[j], j);
}

// The counter and the ship display print the class code and the name (digest §3.1 A).
void Checker::checkCounterNames(std::size_t i, const TalonCounter &c)
{
    if (c.classCode.trimmed().isEmpty()) {
        m_issues.warning(QStringLiteral("talon.design.noClassCode"),
                         itemPath("designs", i, "classCode"),
                         Text::tr("%1 has no class code (such as CA); the counter and the ship "
                                  "display show it.")
                             .arg(counterLabel(c, i)),
                         ruleText(Rule::Counter));
    }
    if (c.name.trimmed().isEmpty()) {
        m_issues.warning(QStringLiteral("talon.design.noName"), itemPath("designs", i, "name"),
                         Text::tr("%1 has no name (such as Heavy Cruiser); the ship display "
                                  "shows it.")
                             .arg(counterLabel(c, i)),
                         ruleText(Rule::Counter));
    }
}

void Checker::checkFactionClass(std::size_t i, const TalonCounter &c)
{
    const std::optional<Faction> only = onlyFactionOf(c.hull);
    if (!only || *only == c.faction)
        return;
    m_issues.error(QStringLiteral("talon.design.factionClass"), itemPath("designs", i, "hull"),
                   Text::tr("%1 is a %2 %3; only %4 counters are of that class.")
                       .arg(counterLabel(c, i), factionName(c.faction), hullTypeName(c.hull),
                            factionName(*only)),
                   ruleText(Rule::Factions));
}

void Checker::checkValue(const QString &path, const QString &what, int value, Bounds range,
                         const char *code, Rule rule)
{
    if (value >= range.minimum && value <= range.maximum)
        return;
    const QString message
        = range.maximum == std::numeric_limits<int>::max()
              ? Text::tr("%1: %2 is below %3.").arg(what).arg(value).arg(range.minimum)
              : Text::tr("%1: %2 is outside %3 to %4.")
                    .arg(what)
                    .arg(value)
                    .arg(range.minimum)
                    .arg(range.maximum);
    m_issues.error(QLatin1String(code), path, message, ruleText(rule));
}

// Digest §3.1, §3.8: hull boxes in damage order, each with the Power number that applies once it
// is marked; the ship explodes when all are marked. On every base-game counter the numbers never
// rise from one box to the next (a base: 0 0 -1 -1 -2 -2 -2 -3 -3 -3). The weak spots are flags
// of the boxes, so they always lie within the hull.
void Checker::checkHull(std::size_t i, const TalonCounter &c)
{
    const JsonPath boxes = designPath(i).key("hullBoxes");
    if (c.hullBoxes.empty()) {
        m_issues.error(QStringLiteral("talon.hull.empty"), boxes.toString(),
                       Text::tr("%1 has no hull boxes; a counter has at least one, and the ship "
                                "explodes when all are marked.")
                           .arg(counterLabel(c, i)),
                       ruleText(Rule::Counter));
    }
    for (std::size_t k = 0; k < c.hullBoxes.size(); ++k) {
        const QString path = boxes.index(k).key("powerMod").toString();
        const int power = c.hullBoxes[k].powerMod;
        checkValue(path, Text::tr("The Power number of hull box %1").arg(k + 1), power,
                   bounds::PowerMod, "talon.hull.outOfRange", Rule::Counter);
        if (k == 0 || power <= c.hullBoxes[k - 1].powerMod)
            continue;
        m_issues.warning(QStringLiteral("talon.hull.powerRising"), path,
                         Text::tr("Hull box %1 has the Power number %2, above %3 on box %4; on "
                                  "every base-game counter the numbers only fall as the boxes "
                                  "are marked.")
                             .arg(k + 1)
                             .arg(power)
                             .arg(c.hullBoxes[k - 1].powerMod)
                             .arg(k),
                         ruleText(Rule::Counter));
    }
}

// Digest §3.1, §3.2, §3.8: the Power Curve gives AP and the turn radius at each speed, one entry
// per speed in a run without gaps, and marks the entry the counter starts on. A base has no turn
// radius (digest §3.3), every other ship one on each entry.
void Checker::checkPowerCurve(std::size_t i, const TalonCounter &c)
{
    const JsonPath curve = designPath(i).key("powerCurve");
    if (c.powerCurve.empty()) {
        m_issues.error(QStringLiteral("talon.powerCurve.empty"), curve.toString(),
                       Text::tr("%1 has no power curve; a counter gives its AP at each speed.")
                           .arg(counterLabel(c, i)),
                       ruleText(Rule::PowerCurve));
        return;
    }
    std::size_t start = c.powerCurve.size();
    for (std::size_t j = 0; j < c.powerCurve.size(); ++j) {
        const PowerEntry &e = c.powerCurve[j];
        const JsonPath at = curve.index(j);
        checkPowerEntry(at, e, c, i);
        if (j > 0) {
            const int before = c.powerCurve[j - 1].speed;
            if (e.speed == before) {
                m_issues.error(QStringLiteral("talon.powerCurve.duplicateSpeed"),
                               at.key("speed").toString(),
                               Text::tr("Speed %1 is on the power curve twice; the curve has one "
                                        "entry per speed.")
                                   .arg(e.speed),
                               ruleText(Rule::PowerCurve));
            } else if (e.speed != before + 1) {
                m_issues.error(QStringLiteral("talon.powerCurve.notConsecutive"),
                               at.key("speed").toString(),
                               Text::tr("Speed %1 follows speed %2; the power curve lists "
                                        "consecutive speeds, slowest first.")
                                   .arg(e.speed)
                                   .arg(before),
                               ruleText(Rule::PowerCurve));
            }
        }
        if (!e.start)
            continue;
        if (start == c.powerCurve.size()) {
            start = j;
            continue;
        }
        m_issues.error(QStringLiteral("talon.powerCurve.manyStarts"), at.key("start").toString(),
                       Text::tr("Speed %1 is marked as the starting entry too, after speed %2; "
                                "a counter starts on one entry.")
                           .arg(e.speed)
                           .arg(c.powerCurve[start].speed),
                       ruleText(Rule::PowerCurve));
    }
    if (start == c.powerCurve.size()) {
        m_issues.error(QStringLiteral("talon.powerCurve.noStart"), curve.toString(),
                       Text::tr("%1's power curve marks no starting entry; one entry is the one "
                                "the counter starts on.")
                           .arg(counterLabel(c, i)),
                       ruleText(Rule::PowerCurve));
    }
}

void Checker::checkPowerEntry(const JsonPath &at, const PowerEntry &e, const TalonCounter &c,
                              std::size_t i)
{
    checkValue(at.key("speed").toString(), Text::tr("Speed"), e.speed, bounds::Speed,
               "talon.powerCurve.outOfRange", Rule::PowerCurve);
    checkValue(at.key("ap").toString(), Text::tr("AP at speed %1").arg(e.speed), e.ap,
               bounds::AtLeastZero, "talon.powerCurve.outOfRange", Rule::PowerCurve);
    const QString radius = at.key("turnRadius").toString();
    if (c.hull == HullType::Base) {
        if (e.turnRadius) {
            m_issues.warning(QStringLiteral("talon.powerCurve.baseTurnRadius"), radius,
                             Text::tr("%1 is a base but has a turn radius at speed %2; a base "
                                      "does not move and has none.")
                                 .arg(counterLabel(c, i))
                                 .arg(e.speed),
                             ruleText(Rule::PowerCurve));
        }
    } else if (!e.turnRadius) {
        m_issues.error(QStringLiteral("talon.powerCurve.noTurnRadius"), radius,
                       Text::tr("%1 has no turn radius at speed %2; every ship but a base has "
                                "one at each speed of its power curve.")
                           .arg(counterLabel(c, i))
                           .arg(e.speed),
                       ruleText(Rule::PowerCurve));
    } else {
        checkValue(radius, Text::tr("Turn radius at speed %1").arg(e.speed), *e.turnRadius,
                   bounds::TurnRadius, "talon.powerCurve.outOfRange", Rule::PowerCurve);
    }
}

// Digest §3.1, §3.8: a weapon group holds `count` weapons of one kind, charged through its red and
// then its yellow boxes, and fires into its arcs.
void Checker::checkWeaponGroup(const JsonPath &at, const WeaponGroup &g, std::size_t j)
{
    const QString label = Text::tr("Weapon group %1 (%2)").arg(j + 1).arg(weaponKindName(g.weapon));
    checkValue(at.key("count").toString(), Text::tr("%1, weapons in the group").arg(label), g.count,
               bounds::AtLeastOne, "talon.weaponGroup.outOfRange", Rule::Weapons);
    checkValue(at.key("red").toString(), Text::tr("%1, red boxes").arg(label), g.red,
               bounds::AtLeastZero, "talon.weaponGroup.outOfRange", Rule::Weapons);
    checkValue(at.key("yellow").toString(), Text::tr("%1, yellow boxes").arg(label), g.yellow,
               bounds::AtLeastZero, "talon.weaponGroup.outOfRange", Rule::Weapons);
    if (g.red + g.yellow < 1) {
        m_issues.error(QStringLiteral("talon.weaponGroup.noCharge"), at.toString(),
                       Text::tr("%1 has no charge box; a group is charged through its red and "
                                "yellow boxes before it fires.")
                           .arg(label),
                       ruleText(Rule::Weapons));
    }
    if (g.arcs.empty()) {
        m_issues.error(QStringLiteral("talon.weaponGroup.noArc"), at.key("arcs").toString(),
                       Text::tr("%1 has no arc; a group fires into at least one.").arg(label),
                       ruleText(Rule::Weapons));
    }
    std::array<bool, ArcCount> seen{};
    for (std::size_t k = 0; k < g.arcs.size(); ++k) {
        const auto arc = std::size_t(g.arcs[k]);
        if (arc >= seen.size())
            continue;
        if (seen[arc]) {
            m_issues.warning(QStringLiteral("talon.weaponGroup.repeatedArc"),
                             at.key("arcs").index(k).toString(),
                             Text::tr("%1 lists the %2 arc twice.").arg(label, arcName(g.arcs[k])),
                             ruleText(Rule::Weapons));
        }
        seen[arc] = true;
    }
}

} // namespace fw::validators::talonchecks
