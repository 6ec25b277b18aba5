#include "ScsChecker.h"

#include <model/core/Text.h>
#include <model/systems/scs/ScsComposition.h>

#include <limits>

// The "B5 Wars pickup" preset (digest §5.8): fleet composition as FieryVoid's fleet checker
// applies it, with P the fleet's points (the budget when one is set). Every message spells out
// its limit's formula with the numbers.

namespace fw::validators::scschecks {

using model::text::quoted;

namespace {

bool isCapital(const ScsClass &c)
{
    return c.size == SizeClass::Capital || c.size == SizeClass::Enormous;
}

bool hasJumpEngine(const ScsClass &c)
{
    for (const Section &s : c.sections) {
        for (const ShipSystem &system : s.systems) {
            if (system.kind == SystemKind::JumpEngine)
                return true;
        }
    }
    return false;
}

bool isVariant(Rarity r)
{
    return r != Rarity::Common;
}

bool isRareOrUnique(Rarity r)
{
    return r == Rarity::Rare || r == Rarity::Unique;
}

} // namespace

void Checker::checkPickup()
{
    m_pickupPoints = m_fleet.budget
                         ? *m_fleet.budget
                         : int(std::min<qint64>(m_points, std::numeric_limits<int>::max()));
    if (m_fleet.ships.empty())
        return;
    checkPickupFleet();
    checkBrackets();
    checkHullLimits();
    checkFleetVariants();
    checkHangarFill();
}

QString Checker::pickupBasis() const
{
    return m_fleet.budget ? Text::tr("P = %1, the budget").arg(m_pickupPoints)
                          : Text::tr("P = %1, the fleet's points").arg(m_pickupPoints);
}

void Checker::pickupError(const char *code, const QString &subject, const QString &message)
{
    m_issues.error(QLatin1String(code), subject, message, ruleText(Rule::Pickup),
                   QLatin1String(option::Composition));
}

// A jump engine, enough capital ships, no lone Restricted unit; unique ships are a warning.
void Checker::checkPickupFleet()
{
    const int p = m_pickupPoints;
    int capitals = 0;
    bool jump = false;
    for (std::size_t i = 0; i < m_ships.size(); ++i) {
        const ScsClass *c = m_ships[i].design;
        if (!c)
            continue;
        capitals += isCapital(*c) ? 1 : 0;
        jump = jump || hasJumpEngine(*c);
        if (c->rarity == Rarity::Unique) {
            m_issues.warning(QStringLiteral("scs.pickup.unique"),
                             shipPath(i) + QStringLiteral(".design"),
                             Text::tr("%1 is a unique ship; pickup games allow it only when the "
                                      "opponent agrees.")
                                 .arg(shipLabel(i)),
                             ruleText(Rule::Pickup), QLatin1String(option::Composition));
        }
        if (c->limited == 10 && m_ships.size() == 1) {
            pickupError("scs.pickup.restrictedAlone", shipPath(i) + QStringLiteral(".design"),
                        Text::tr("%1 is a Restricted (Limited 10 %) unit and needs at least one "
                                 "other unit in the fleet.")
                            .arg(shipLabel(i)));
        }
    }
    if (!jump) {
        pickupError("scs.pickup.noJumpEngine", QStringLiteral("ships"),
                    Text::tr("No ship of the fleet has a jump engine; a pickup fleet brings at "
                             "least one."));
    }
    if (capitals < composition::capitalShipsRequired(p)) {
        pickupError("scs.pickup.tooFewCapitals", QStringLiteral("ships"),
                    Text::tr("%1 capital ships; from 3000 points a fleet needs at least "
                             "ceil(P / 5000) = ceil(%2 / 5000) = %3 (%4).")
                        .arg(capitals)
                        .arg(p)
                        .arg(composition::capitalShipsRequired(p))
                        .arg(pickupBasis()));
    }
}

// Deployment brackets: the ships of "Limited X %" cost at most floor(X × P / 100) (10 %, 33 %,
// 50 %); a bracket of a single ship may exceed it.
void Checker::checkBrackets()
{
    const int p = m_pickupPoints;
    QHash<int, int> count;
    QHash<int, qint64> points;
    for (const ShipFacts &facts : m_ships) {
        if (facts.design && facts.design->limited > 0) {
            ++count[facts.design->limited];
            points[facts.design->limited] += facts.points;
        }
    }
    QHash<int, qint64> running;
    for (std::size_t i = 0; i < m_ships.size(); ++i) {
        const ScsClass *c = m_ships[i].design;
        if (!c || c->limited <= 0 || count.value(c->limited) < 2)
            continue;
        const int x = c->limited;
        const qint64 cap = composition::bracketPoints(x, p);
        const qint64 before = running[x];
        running[x] += m_ships[i].points;
        if (before > cap || running[x] <= cap)
            continue;
        pickupError("scs.pickup.bracket", shipPath(i) + QStringLiteral(".design"),
                    Text::tr("Limited %1 %: its %2 ships cost %3 points, more than "
                             "floor(%1 × P / 100) = floor(%1 × %4 / 100) = %5 (%6); only a single "
                             "ship may exceed its bracket. %7 takes it over.")
                        .arg(x)
                        .arg(count.value(x))
                        .arg(points.value(x))
                        .arg(p)
                        .arg(cap)
                        .arg(pickupBasis(), shipLabel(i)));
    }
}

// Per hull (a base design and its variants): at most max(floor(P / 1100), 2) ships; of its n
// ships, uncommon, rare and unique ones at most ceil(n / 3), rare and unique ones ceil(n / 9).
void Checker::checkHullLimits()
{
    const int p = m_pickupPoints;
    const int maxShips = composition::shipsPerHull(p);
    QHash<QString, int> total;
    for (const ShipFacts &facts : m_ships) {
        if (facts.design)
            ++total[facts.design->hull()];
    }
    QHash<QString, int> ships;
    QHash<QString, int> variants;
    QHash<QString, int> rare;
    for (std::size_t i = 0; i < m_ships.size(); ++i) {
        const ScsClass *c = m_ships[i].design;
        if (!c)
            continue;
        const QString hull = c->hull();
        const int n = total.value(hull);
        const QString subject = shipPath(i) + QStringLiteral(".design");
        if (++ships[hull] == maxShips + 1) {
            pickupError("scs.pickup.hullShips", subject,
                        Text::tr("%1 ships of the %5 hull; at most max(floor(P / 1100), 2) = "
                                 "max(floor(%2 / 1100), 2) = %3 (%4).")
                            .arg(n)
                            .arg(p)
                            .arg(maxShips)
                            .arg(pickupBasis(), hullLabel(hull)));
        }
        // One ship too many of a kind: of the hull's n ships at most `limit`.
        const auto tooMany = [&](const char *code, const char *text, int &seen, int limit) {
            if (++seen == limit + 1) {
                pickupError(code, subject,
                            Text::tr(text).arg(n).arg(limit).arg(shipLabel(i), hullLabel(hull)));
            }
        };
        if (isVariant(c->rarity)) {
            tooMany("scs.pickup.hullVariants",
                    QT_TRANSLATE_NOOP("fw::ScsValidator",
                                      "%3 is one uncommon, rare or unique ship too many for the "
                                      "%4 hull: of its %1 ships at most ceil(%1 / 3) = %2."),
                    variants[hull], composition::hullUncommon(n));
        }
        if (isRareOrUnique(c->rarity)) {
            tooMany("scs.pickup.hullRare",
                    QT_TRANSLATE_NOOP("fw::ScsValidator",
                                      "%3 is one rare or unique ship too many for the %4 hull: "
                                      "of its %1 ships at most ceil(%1 / 9) = %2."),
                    rare[hull], composition::hullRare(n));
        }
    }
}

// Fleet-wide: uncommon ships at most U = max(floor((P - 1500) / 1000), 2); rare and unique
// ones at most floor(U / 2).
void Checker::checkFleetVariants()
{
    const int p = m_pickupPoints;
    const int uncommonMax = composition::fleetUncommon(p);
    const int rareMax = composition::fleetRare(p);
    int uncommon = 0;
    int rare = 0;
    for (std::size_t i = 0; i < m_ships.size(); ++i) {
        const ScsClass *c = m_ships[i].design;
        if (!c)
            continue;
        const QString subject = shipPath(i) + QStringLiteral(".design");
        if (c->rarity == Rarity::Uncommon && ++uncommon == uncommonMax + 1) {
            pickupError("scs.pickup.fleetUncommon", subject,
                        Text::tr("%4 is one uncommon ship too many: the fleet may have "
                                 "max(floor((P − 1500) / 1000), 2) = max(floor((%1 − 1500) / "
                                 "1000), 2) = %2 (%3).")
                            .arg(p)
                            .arg(uncommonMax)
                            .arg(pickupBasis(), shipLabel(i)));
        }
        if (isRareOrUnique(c->rarity) && ++rare == rareMax + 1) {
            pickupError("scs.pickup.fleetRare", subject,
                        Text::tr("%3 is one rare or unique ship too many: the fleet may have "
                                 "half its uncommon allowance, floor(%1 / 2) = %2.")
                            .arg(uncommonMax)
                            .arg(rareMax)
                            .arg(shipLabel(i)));
        }
    }
}

// Hangars filled at least half, ceil(capacity / 2); more than full is scs.fighters.overCapacity.
void Checker::checkHangarFill()
{
    for (std::size_t i = 0; i < m_ships.size(); ++i) {
        if (!m_ships[i].design)
            continue;
        const int capacity = hangarSlots(*m_ships[i].design).total();
        int carried = 0;
        for (const FighterFlight &f : shipAt(i).fighters)
            carried += f.count;
        if (capacity == 0 || carried >= composition::hangarMinimum(capacity))
            continue;
        pickupError("scs.pickup.hangarUnderfilled", shipPath(i) + QStringLiteral(".fighters"),
                    Text::tr("%4 carries %1 fighters; its hangars of %2 must be at least half "
                             "full, ceil(%2 / 2) = %3.")
                        .arg(carried)
                        .arg(capacity)
                        .arg(composition::hangarMinimum(capacity))
                        .arg(shipLabel(i)));
    }
}

} // namespace fw::validators::scschecks
