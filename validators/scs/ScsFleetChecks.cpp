#include "ScsChecker.h"

#include <model/core/Text.h>

namespace fw::validators::scschecks {

using model::text::quoted;

namespace {

constexpr qsizetype MaxListedIds = 20;

// "1 in 3 of its n ships, rounded down, at least 1 once there is one" (digest §5.4 DEFAULT).
int allowance(int ships, int oneIn)
{
    return ships >= 1 ? std::max(ships / oneIn, 1) : 0;
}

} // namespace

Checker::Checker(const std::vector<model::RulesOptionSpec> &specs, const model::Fleet &fleet,
                 IssueList &issues)
    : m_fleet(fleet)
    , m_options(resolveOptions(specs, fleet.options))
    , m_settings(fleet.settingsAs<ScsFleetSettings>())
    , m_issues(issues)
{}

void Checker::run()
{
    indexDesigns();
    for (std::size_t i = 0; i < m_fleet.designs.size(); ++i)
        checkSheet(i, scsClass(m_fleet, i));
    checkShips();
    checkBudget();
    checkServiceDates();
    checkUnusedDesigns();
    checkHangars();
    // The pickup preset replaces the homebrew's rarity and deployment limits (digest §5.8).
    if (m_options.b5warsComposition) {
        checkPickup();
    } else {
        checkRarity();
        checkLimited();
    }
}

QString Checker::shipLabel(std::size_t i) const
{
    const QString &name = shipAt(i).name;
    return name.trimmed().isEmpty() ? Text::tr("ship %1").arg(i + 1) : quoted(name);
}

QString Checker::hullLabel(const QString &hull) const
{
    const int i = m_designIndex.value(hull, -1);
    return i < 0 ? quoted(hull) : designLabel(scsClass(m_fleet, std::size_t(i)), std::size_t(i));
}

// Ships name designs by id, and a variant names its base design.
void Checker::indexDesigns()
{
    const std::size_t n = m_fleet.designs.size();
    m_uses.assign(n, 0);
    m_designIndex.reserve(qsizetype(n));
    for (std::size_t i = 0; i < n; ++i) {
        const QString &id = scsClass(m_fleet, i).id;
        if (m_designIndex.contains(id)) {
            m_issues.error(QStringLiteral("scs.design.duplicateId"),
                           designPath(i) + QStringLiteral(".id"),
                           Text::tr("Another design already has the id %1; ships name their "
                                    "design by its id.")
                               .arg(quoted(id)),
                           ruleText(Rule::Fleet));
        } else {
            m_designIndex.insert(id, int(i));
        }
    }
    for (std::size_t i = 0; i < n; ++i) {
        const ScsClass &c = scsClass(m_fleet, i);
        if (c.variantOf.isEmpty())
            continue;
        QString message;
        if (c.variantOf == c.id)
            message = Text::tr("%1 names itself as its base design.").arg(designLabel(c, i));
        else if (!m_designIndex.contains(c.variantOf))
            message = Text::tr("%1 is a variant of %2, which is not a design of the fleet.")
                          .arg(designLabel(c, i), quoted(c.variantOf));
        if (!message.isEmpty()) {
            m_issues.error(QStringLiteral("scs.design.unknownVariantOf"),
                           designPath(i) + QStringLiteral(".variantOf"), message,
                           ruleText(Rule::Fleet));
        }
    }
}

void Checker::checkShips()
{
    const std::size_t n = m_fleet.ships.size();
    if (n == 0) {
        m_issues.warning(QStringLiteral("scs.fleet.empty"), QStringLiteral("ships"),
                         m_fleet.designs.empty()
                             ? Text::tr("The fleet has no ships yet, and no control sheet to "
                                        "build one from: make the first design with New on the "
                                        "Designs list (or import one from FieryVoid), then Add "
                                        "Ship.")
                             : Text::tr("The fleet has no ships."),
                         ruleText(Rule::Fleet));
    }
    m_ships.resize(n);
    QStringList ids; // built once, when a ship names an unknown design
    for (std::size_t i = 0; i < n; ++i) {
        const ScsShip &s = shipAt(i);
        ShipFacts &facts = m_ships[i];
        facts.designIndex = m_designIndex.value(s.classId, -1);
        if (facts.designIndex >= 0) {
            facts.design = &scsClass(m_fleet, std::size_t(facts.designIndex));
            facts.points = facts.design->points;
            ++m_uses[std::size_t(facts.designIndex)];
        } else {
            if (ids.isEmpty()) {
                for (std::size_t d = 0; d < m_fleet.designs.size(); ++d)
                    ids << scsClass(m_fleet, d).id;
                ids.removeDuplicates();
            }
            // The designs by their names, as the Ship page's choice lists them.
            QStringList names;
            for (std::size_t d = 0; d < m_fleet.designs.size() && ids.size() <= MaxListedIds; ++d)
                names << quoted(scsClass(m_fleet, d).name);
            QString message
                = s.classId.trimmed().isEmpty()
                      ? Text::tr("%1 has no design yet: choose one on the Ship page, or make one "
                                 "with “New design…” there.")
                            .arg(shipLabel(i))
                      : Text::tr("%1 is of design %2, which the fleet does not have.")
                            .arg(shipLabel(i), quoted(s.classId));
            const QString suggestion = model::text::closestMatch(s.classId, ids);
            if (!suggestion.isEmpty() && !s.classId.trimmed().isEmpty())
                message += QLatin1Char(' ') + Text::tr("Did you mean %1?").arg(quoted(suggestion));
            else if (!names.isEmpty() && names.size() <= MaxListedIds)
                message += QLatin1Char(' ')
                           + Text::tr("Its designs: %1.").arg(names.join(QLatin1String(", ")));
            m_issues.error(QStringLiteral("scs.ship.unknownDesign"),
                           shipPath(i) + QStringLiteral(".design"), message, ruleText(Rule::Fleet));
        }
        for (const FighterFlight &f : s.fighters)
            facts.points += qint64(f.count) * f.points;
        m_points += facts.points;
    }
}

// Digest §5.4 (a B5 Wars convention): total points within the budget.
void Checker::checkBudget()
{
    if (!m_fleet.budget || m_points <= *m_fleet.budget)
        return;
    m_issues.error(QStringLiteral("scs.budget.exceeded"), QStringLiteral("budget"),
                   Text::tr("The fleet costs %1 points (every ship's design and fighters), %2 "
                            "over its budget of %3.")
                       .arg(m_points)
                       .arg(m_points - *m_fleet.budget)
                       .arg(*m_fleet.budget),
                   ruleText(Rule::Fleet));
}

// Digest §5.4: ISD no later than the campaign year, when one is set; only designs ships use.
void Checker::checkServiceDates()
{
    if (m_settings.campaignYear == 0)
        return;
    for (std::size_t i = 0; i < m_uses.size(); ++i) {
        const ScsClass &c = scsClass(m_fleet, i);
        if (m_uses[i] == 0 || c.isd <= m_settings.campaignYear)
            continue;
        m_issues.error(QStringLiteral("scs.design.afterCampaignYear"),
                       designPath(i) + QStringLiteral(".isd"),
                       Text::tr("%3 enters service in %1, after the campaign year %2.")
                           .arg(c.isd)
                           .arg(m_settings.campaignYear)
                           .arg(designLabel(c, i)),
                       ruleText(Rule::Fleet));
    }
}

void Checker::checkUnusedDesigns()
{
    for (std::size_t i = 0; i < m_uses.size(); ++i) {
        const ScsClass &c = scsClass(m_fleet, i);
        if (m_uses[i] > 0 || m_designIndex.value(c.id) != int(i))
            continue;
        m_issues.info(QStringLiteral("scs.design.unused"), designPath(i),
                      Text::tr("No ship of the fleet is of design %1.").arg(designLabel(c, i)),
                      ruleText(Rule::Fleet));
    }
}

// Digest §5.4: variant rarity, 1 in 3 uncommon and 1 in 9 rare, of the ships of the same base
// hull (DEFAULT) or of the whole fleet; a unique design at most once.
void Checker::checkRarity()
{
    const bool byHull = m_options.rarityByHull;
    const QString assumption = QLatin1String(option::RarityDenominator);
    QHash<QString, int> ships; // per hull (or "" for the fleet): the denominator
    for (const ShipFacts &facts : m_ships) {
        if (facts.design)
            ++ships[byHull ? facts.design->hull() : QString()];
    }
    QHash<QString, int> uncommon;
    QHash<QString, int> rare;
    QHash<const ScsClass *, int> unique;
    for (std::size_t i = 0; i < m_ships.size(); ++i) {
        const ScsClass *c = m_ships[i].design;
        if (!c)
            continue;
        const QString key = byHull ? c->hull() : QString();
        const int n = ships.value(key);
        const QString subject = shipPath(i) + QStringLiteral(".design");
        const QString of
            = byHull ? Text::tr("the %1 hull").arg(hullLabel(key)) : Text::tr("the fleet");
        if (c->rarity == Rarity::Uncommon || c->rarity == Rarity::Rare) {
            const bool isUncommon = c->rarity == Rarity::Uncommon;
            const int oneIn = isUncommon ? 3 : 9;
            if (++(isUncommon ? uncommon : rare)[key] != allowance(n, oneIn) + 1)
                continue;
            const char *text
                = isUncommon ? QT_TRANSLATE_NOOP("fw::ScsValidator",
                                                 "%3 is one uncommon ship too many for %4: 1 "
                                                 "in 3 of its %1 ships, max(floor(%1 / 3), "
                                                 "1) = %2.")
                             : QT_TRANSLATE_NOOP("fw::ScsValidator",
                                                 "%3 is one rare ship too many for %4: 1 in 9 "
                                                 "of its %1 ships, max(floor(%1 / 9), 1) = "
                                                 "%2.");
            m_issues.error(QLatin1String(isUncommon ? "scs.rarity.uncommon" : "scs.rarity.rare"),
                           subject,
                           Text::tr(text).arg(n).arg(allowance(n, oneIn)).arg(shipLabel(i), of),
                           ruleText(Rule::Fleet), assumption);
        } else if (c->rarity == Rarity::Unique && ++unique[c] == 2) {
            m_issues.error(
                QStringLiteral("scs.rarity.unique"), subject,
                Text::tr("%1 is a second ship of the unique design %2.")
                    .arg(shipLabel(i), designLabel(*c, std::size_t(m_ships[i].designIndex))),
                ruleText(Rule::Fleet));
        }
    }
}

// Digest §5.4: "Limited X %": the points of the ships of that deployment bracket at most X % of
// the fleet's points; reported at the ship that takes them over.
void Checker::checkLimited()
{
    QHash<int, qint64> bracketPoints;
    for (const ShipFacts &facts : m_ships) {
        if (facts.design && facts.design->limited > 0 && facts.design->limited < 100)
            bracketPoints[facts.design->limited] += facts.points;
    }
    QHash<int, qint64> running;
    for (std::size_t i = 0; i < m_ships.size(); ++i) {
        const ScsClass *c = m_ships[i].design;
        if (!c || c->limited <= 0 || c->limited >= 100)
            continue;
        const int x = c->limited;
        const qint64 before = running[x];
        running[x] += m_ships[i].points;
        // Over X % of P: points × 100 > X × P, compared exactly.
        const auto over = [&](qint64 points) {
            return points * 100 > x * m_points;
        };
        if (over(before) || !over(running[x]))
            continue;
        m_issues.error(QStringLiteral("scs.limited.exceeded"),
                       shipPath(i) + QStringLiteral(".design"),
                       Text::tr("Limited %1 %: the ships of that bracket cost %2 of the fleet's %3 "
                                "points, more than %1 % × %3 = %4; %5 takes them over.")
                           .arg(x)
                           .arg(bracketPoints.value(x))
                           .arg(m_points)
                           .arg(QString::number(double(x) * m_points / 100.0, 'f', 2))
                           .arg(shipLabel(i)),
                       ruleText(Rule::Fleet));
    }
}

// Digest §5.4: fighters within the hangars by size (heavy fighters only in heavy slots, medium in
// medium or heavy, light anywhere: digest §5.8); reported at the first flight that does not fit.
void Checker::checkHangars()
{
    for (std::size_t i = 0; i < m_ships.size(); ++i) {
        const std::vector<FighterFlight> &flights = shipAt(i).fighters;
        if (!m_ships[i].design || flights.empty())
            continue;
        const HangarSlots slots = hangarSlots(*m_ships[i].design);
        const int over = fightersOverCapacity(slots, flights);
        if (over == 0)
            continue;
        std::size_t f = 0;
        for (std::vector<FighterFlight> prefix; f + 1 < flights.size(); ++f) {
            prefix.push_back(flights[f]);
            if (fightersOverCapacity(slots, prefix) > 0)
                break;
        }
        int carried = 0;
        for (const FighterFlight &flight : flights)
            carried += flight.count;
        m_issues.error(QStringLiteral("scs.fighters.overCapacity"),
                       shipPath(i) + QStringLiteral(".fighters[%1]").arg(f),
                       Text::tr("%6 carries %1 fighters, and %2 do not fit its hangars of %3 "
                                "light, %4 medium and %5 heavy slots (heavy fighters take heavy "
                                "slots, medium ones medium or heavy, light ones any).")
                           .arg(carried)
                           .arg(over)
                           .arg(slots.light)
                           .arg(slots.medium)
                           .arg(slots.heavy)
                           .arg(shipLabel(i)),
                       ruleText(Rule::Fleet));
    }
}

} // namespace fw::validators::scschecks
