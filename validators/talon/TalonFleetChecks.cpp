#include "TalonChecker.h"

#include "../common/CommonChecks.h"

#include <model/core/Text.h>
#include <model/systems/talon/TalonSystem.h>

namespace fw::validators::talonchecks {

using model::text::quoted;

Checker::Checker(const TalonSystem &system, const TalonOptions &options, const model::Fleet &fleet,
                 IssueList &issues)
    : m_system(system)
    , m_options(options)
    , m_fleet(fleet)
    , m_settings(fleet.settingsAs<TalonFleetSettings>())
    , m_issues(issues)
{}

void Checker::run()
{
    indexDesigns();
    for (std::size_t i = 0; i < m_fleet.designs.size(); ++i)
        checkCounter(i, designAt(i));
    checkShips();
    checkFaction();
    checkFighters();
    checkCounterMix();
    checkBudget();
    checkBoxCapacity();
    checkUnused();
}

const TalonCounter &Checker::designAt(std::size_t i) const
{
    return m_fleet.designAs<TalonDesign>(i).counter;
}

QString Checker::shipLabel(std::size_t i) const
{
    const QString &name = shipAt(i).name;
    return name.trimmed().isEmpty() ? Text::tr("ship %1").arg(i + 1) : quoted(name);
}

QString Checker::assumptionOf(const char *optionId) const
{
    const QString id = QLatin1String(optionId);
    const model::RulesOptionSpec *spec = model::findOption(m_system.options(), id);
    return spec && spec->assumption ? id : QString();
}

QStringList Checker::counterIds() const
{
    QStringList ids;
    for (const TalonCounter &c : m_system.rules().counters())
        ids << c.id;
    QStringList custom = m_designIndex.keys();
    custom.sort();
    return ids + custom;
}

// Ships name a built-in counter or a custom design by its id; a custom design never shadows a
// built-in counter (TalonSystem::counterOf gives the built-in), so a clash of ids is an error.
void Checker::indexDesigns()
{
    const std::size_t n = m_fleet.designs.size();
    m_designUses.assign(n, 0);
    m_designIndex.reserve(qsizetype(n));
    for (std::size_t i = 0; i < n; ++i) {
        const TalonCounter &c = designAt(i);
        const QString path = itemPath("designs", i, "id");
        if (c.id.trimmed().isEmpty()) {
            m_issues.error(QStringLiteral("talon.design.noId"), path,
                           Text::tr("%1 has no id; ships name their counter by its id.")
                               .arg(counterLabel(c, i)),
                           ruleText(Rule::Fleet));
        } else if (m_system.rules().counter(c.id)) {
            m_issues.error(QStringLiteral("talon.design.builtInId"), path,
                           Text::tr("%1 has the id %2 of a built-in counter; ships of %2 are of "
                                    "the built-in one. Give the custom counter an id of its own.")
                               .arg(counterLabel(c, i), quoted(c.id)),
                           ruleText(Rule::Fleet));
        } else if (m_designIndex.contains(c.id)) {
            m_issues.error(QStringLiteral("talon.design.duplicateId"), path,
                           Text::tr("Another custom counter already has the id %1; ships name "
                                    "their counter by its id.")
                               .arg(quoted(c.id)),
                           ruleText(Rule::Fleet));
        } else {
            m_designIndex.insert(c.id, int(i));
        }
    }
}

void Checker::checkShips()
{
    const std::size_t n = m_fleet.ships.size();
    if (n == 0) {
        m_issues.warning(QStringLiteral("talon.fleet.empty"), QStringLiteral("ships"),
                         Text::tr("The fleet has no ships."), ruleText(Rule::Fleet));
    }
    m_shipCounters.assign(n, nullptr);
    for (std::size_t i = 0; i < n; ++i) {
        const QString &id = shipAt(i).classId;
        if (const TalonCounter *builtIn = m_system.rules().counter(id)) {
            m_shipCounters[i] = builtIn;
        } else if (const int d = m_designIndex.value(id, -1); d >= 0) {
            m_shipCounters[i] = &designAt(std::size_t(d));
            ++m_designUses[std::size_t(d)];
        } else {
            checkUnknownDesign(i);
        }
    }
}

void Checker::checkUnknownDesign(std::size_t i)
{
    const QString &id = shipAt(i).classId;
    const QString message
        = id.trimmed().isEmpty()
              ? Text::tr("%1 names no counter.").arg(shipLabel(i))
              : Text::tr("%1 is of counter %2, which is neither built in nor a custom counter of "
                         "the fleet.")
                        .arg(shipLabel(i), quoted(id))
                    + common::namesHint(id, counterIds());
    m_issues.error(QStringLiteral("talon.ship.unknownDesign"), itemPath("ships", i, "design"),
                   message, ruleText(Rule::Fleet));
}

// Digest §3.5, §3.8: one faction per side. The fleet's faction, or, when it names none, its first
// ship's; every ship's counter (built in or custom) is of that faction.
void Checker::checkFaction()
{
    std::optional<Faction> faction = m_settings.faction;
    std::size_t first
        = m_shipCounters.size(); // the ship that sets the faction, when the fleet does not
    for (std::size_t i = 0; !faction && i < m_shipCounters.size(); ++i) {
        if (m_shipCounters[i]) {
            faction = m_shipCounters[i]->faction;
            first = i;
        }
    }
    for (std::size_t i = 0; i < m_shipCounters.size(); ++i) {
        const TalonCounter *c = m_shipCounters[i];
        if (!c || c->faction == *faction)
            continue;
        const QString of = first < m_shipCounters.size()
                               ? Text::tr("%1, the faction of its first ship %2")
                                     .arg(factionName(*faction), shipLabel(first))
                               : factionName(*faction);
        m_issues.error(QStringLiteral("talon.ship.faction"), itemPath("ships", i, "design"),
                       Text::tr("%1 is a %2 %3, but the fleet is %4; a side is of one faction.")
                           .arg(shipLabel(i), factionName(c->faction), hullTypeName(c->hull), of),
                       ruleText(Rule::Factions));
    }
}

// Digest §3.3, §3.5: fighters are carried by or dock with a carrier or a base only.
void Checker::checkFighters()
{
    for (const TalonCounter *c : m_shipCounters) {
        if (c && (c->hull == HullType::Carrier || c->hull == HullType::Base))
            return;
    }
    for (std::size_t i = 0; i < m_shipCounters.size(); ++i) {
        const TalonCounter *c = m_shipCounters[i];
        if (!c || c->hull != HullType::Fighter)
            continue;
        m_issues.error(QStringLiteral("talon.ship.noCarrier"), itemPath("ships", i, "design"),
                       Text::tr("%1 is a fighter, but the fleet has no carrier and no base; "
                                "fighters are carried by a carrier or dock with a base.")
                           .arg(shipLabel(i)),
                       ruleText(Rule::Fighters));
    }
}

// Digest §3.5: the counters the player owns (box contents; quantities UNKNOWN, the player's own
// setting). A class the mix does not list has no limit. Reported at the first ship beyond it.
void Checker::checkCounterMix()
{
    const std::map<QString, int> &mix = m_settings.counterMix;
    if (mix.empty())
        return;
    for (const auto &[id, count] : mix) {
        if (m_system.rules().counter(id) || m_designIndex.contains(id))
            continue;
        m_issues.warning(QStringLiteral("talon.counterMix.unknownClass"),
                         model::JsonPath().key("counterMix").key(id).toString(),
                         Text::tr("The counter mix lists %1, which is neither built in nor a "
                                  "custom counter of the fleet.")
                                 .arg(quoted(id))
                             + common::namesHint(id, counterIds()),
                         ruleText(Rule::Fleet));
    }
    QHash<QString, int> ships;
    for (std::size_t i = 0; i < m_fleet.ships.size(); ++i) {
        const QString &id = shipAt(i).classId;
        const auto limit = mix.find(id);
        if (limit == mix.end() || ++ships[id] != limit->second + 1)
            continue;
        m_issues.error(QStringLiteral("talon.ship.overCounterMix"), itemPath("ships", i, "design"),
                       Text::tr("%1 is one %2 too many: the counter mix holds %n of them.", nullptr,
                                limit->second)
                           .arg(shipLabel(i), quoted(id)),
                       ruleText(Rule::Fleet));
    }
}

// Digest §3.5: the total SP of the ships' counters within the scenario's budget; a fleet without
// a budget is not checked. A ship whose counter is unknown counts 0.
void Checker::checkBudget()
{
    if (!m_fleet.budget)
        return;
    qint64 sp = 0;
    for (const TalonCounter *c : m_shipCounters)
        sp += c ? c->sp : 0;
    const qint64 budget = *m_fleet.budget;
    if (sp <= budget)
        return;
    m_issues.error(QStringLiteral("talon.budget.exceeded"), QStringLiteral("budget"),
                   Text::tr("The fleet costs %1 SP (every ship's counter), %2 over its budget of "
                            "%3 SP.")
                       .arg(sp)
                       .arg(sp - budget)
                       .arg(budget),
                   ruleText(Rule::Fleet));
}

// Digest §3.4, §3.5: one base-game box supports a fleet of about 2,000 SP, bases and transports
// not counted (the option boxCapacity).
void Checker::checkBoxCapacity()
{
    qint64 sp = 0;
    for (const TalonCounter *c : m_shipCounters) {
        if (c && c->hull != HullType::Base && c->hull != HullType::Transport)
            sp += c->sp;
    }
    if (sp <= m_options.boxCapacity)
        return;
    m_issues.info(QStringLiteral("talon.fleet.boxCapacity"), QStringLiteral("ships"),
                  Text::tr("The fleet's ships other than bases and transports cost %1 SP, more "
                           "than the %2 SP one base-game box supports (bases and transports do "
                           "not count).")
                      .arg(sp)
                      .arg(m_options.boxCapacity),
                  ruleText(Rule::Capacity), assumptionOf(option::BoxCapacity));
}

void Checker::checkUnused()
{
    for (std::size_t i = 0; i < m_designUses.size(); ++i) {
        const TalonCounter &c = designAt(i);
        if (m_designUses[i] > 0 || m_designIndex.value(c.id, -1) != int(i))
            continue;
        m_issues.info(
            QStringLiteral("talon.design.unused"), itemPath("designs", i),
            Text::tr("No ship of the fleet is of the custom counter %1.").arg(counterLabel(c, i)),
            ruleText(Rule::Fleet));
    }
}

} // namespace fw::validators::talonchecks
