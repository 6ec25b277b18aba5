#include "SunderChecker.h"

#include "../common/CommonChecks.h"

#include <model/core/Text.h>
#include <model/systems/sunder/SunderDerived.h>

namespace fw::validators::sunderchecks {

using model::text::quoted;

Checker::Checker(const std::vector<model::RulesOptionSpec> &specs, const SunderOptions &options,
                 const model::Fleet &fleet, IssueList &issues)
    : m_specs(specs)
    , m_options(options)
    , m_fleet(fleet)
    , m_settings(fleet.settingsAs<SunderFleetSettings>())
    , m_issues(issues)
{}

void Checker::run()
{
    indexDesigns();
    indexGroups();
    for (std::size_t i = 0; i < m_fleet.designs.size(); ++i)
        checkCard(i, sunderCard(m_fleet, i));
    checkShips();
    checkFaction();
    checkFlagships();
    checkSquadrons();
    checkBudget();
    checkUnused();
}

QString Checker::shipLabel(std::size_t i) const
{
    const QString &name = shipAt(i).name;
    return name.trimmed().isEmpty() ? Text::tr("ship %1").arg(i + 1) : quoted(name);
}

QString Checker::assumptionOf(const char *optionId) const
{
    const QString id = QLatin1String(optionId);
    const model::RulesOptionSpec *spec = model::findOption(m_specs, id);
    return spec && spec->assumption ? id : QString();
}

// Ships name their card by its id (digest §4.6: one card per class).
void Checker::indexDesigns()
{
    const std::size_t n = m_fleet.designs.size();
    m_designUses.assign(n, 0);
    m_designIndex.reserve(qsizetype(n));
    for (std::size_t i = 0; i < n; ++i) {
        const QString &id = sunderCard(m_fleet, i).id;
        if (id.trimmed().isEmpty())
            continue; // sunder.design.noId
        if (m_designIndex.contains(id)) {
            m_issues.error(QStringLiteral("sunder.design.duplicateId"),
                           itemPath("designs", i, "id"),
                           Text::tr("Another card already has the id %1; ships name their card "
                                    "by its id.")
                               .arg(quoted(id)),
                           ruleText(Rule::Card));
        } else {
            m_designIndex.insert(id, int(i));
        }
    }
}

// Ships name their squadron (or flight, or wing) by its name (digest §4.1).
void Checker::indexGroups()
{
    const std::vector<SunderGroup> &groups = m_settings.groups;
    m_groupUses.assign(groups.size(), 0);
    m_groupIndex.reserve(qsizetype(groups.size()));
    for (std::size_t g = 0; g < groups.size(); ++g) {
        const QString &name = groups[g].name;
        const QString path = itemPath("groups", g, "name");
        if (name.trimmed().isEmpty()) {
            m_issues.error(
                QStringLiteral("sunder.group.noName"), path,
                Text::tr("Group %1 has no name; ships name their group by its name.").arg(g + 1),
                ruleText(Rule::Groups));
        } else if (m_groupIndex.contains(name)) {
            m_issues.error(QStringLiteral("sunder.group.duplicateName"), path,
                           Text::tr("Another group is already called %1; ships name their group "
                                    "by its name.")
                               .arg(quoted(name)),
                           ruleText(Rule::Groups));
        } else {
            m_groupIndex.insert(name, int(g));
        }
    }
}

void Checker::checkShips()
{
    const std::size_t n = m_fleet.ships.size();
    if (n == 0) {
        m_issues.warning(QStringLiteral("sunder.fleet.empty"), QStringLiteral("ships"),
                         m_fleet.designs.empty()
                             ? Text::tr("The fleet has no ships yet, and no class card to build "
                                        "one from: make the first card with New on the Designs "
                                        "list, then Add Ship.")
                             : Text::tr("The fleet has no ships."),
                         ruleText(Rule::Fleet));
    }
    m_shipCards.assign(n, nullptr);
    QStringList ids; // built once, when a ship names an unknown card
    QStringList names;
    for (std::size_t i = 0; i < n; ++i) {
        const SunderShip &s = shipAt(i);
        const int d = m_designIndex.value(s.classId, -1);
        if (d >= 0) {
            const SunderCard &c = sunderCard(m_fleet, std::size_t(d));
            m_shipCards[i] = &c;
            ++m_designUses[std::size_t(d)];
            m_points += c.points;
            checkCarried(i, c, std::size_t(d));
        } else {
            if (ids.isEmpty()) {
                ids = m_designIndex.keys();
                ids.sort();
            }
            checkShipDesign(i, ids);
        }
        if (s.group.isEmpty())
            continue;
        const int g = m_groupIndex.value(s.group, -1);
        if (g >= 0) {
            ++m_groupUses[std::size_t(g)];
        } else {
            if (names.isEmpty()) {
                names = m_groupIndex.keys();
                names.sort();
            }
            checkShipGroup(i, names);
        }
    }
}

void Checker::checkShipDesign(std::size_t i, const QStringList &ids)
{
    const QString &id = shipAt(i).classId;
    const QString message = id.isEmpty()
                                ? Text::tr("%1 names no card.").arg(shipLabel(i))
                                : Text::tr("%1 is of card %2, which the fleet does not have.")
                                          .arg(shipLabel(i), quoted(id))
                                      + common::namesHint(id, ids);
    m_issues.error(QStringLiteral("sunder.ship.unknownDesign"), itemPath("ships", i, "design"),
                   message, ruleText(Rule::Fleet));
}

void Checker::checkShipGroup(std::size_t i, const QStringList &names)
{
    const QString &group = shipAt(i).group;
    m_issues.error(QStringLiteral("sunder.ship.unknownGroup"), itemPath("ships", i, "group"),
                   Text::tr("%1 is in group %2, which the fleet does not have.")
                           .arg(shipLabel(i), quoted(group))
                       + common::namesHint(group, names),
                   ruleText(Rule::Groups));
}

// Digest §4.8: fighters no more than the carrier's bays on track 1.
void Checker::checkCarried(std::size_t i, const SunderCard &c, std::size_t d)
{
    const SunderShip &s = shipAt(i);
    const struct
    {
        int carried;
        int bays;
        const char *key;
        QString what;
    } kinds[] = {{s.fighters, onTrack(c.bays.fighters, 0), "fighters", Text::tr("fighter")},
                 {s.bombers, onTrack(c.bays.bombers, 0), "bombers", Text::tr("bomber")}};
    for (const auto &kind : kinds) {
        const QString path = itemPath("ships", i, kind.key);
        if (kind.carried < 0) {
            m_issues.error(QStringLiteral("sunder.ship.outOfRange"), path,
                           Text::tr("%1 carries %2 %3 flights; a ship carries none or more.")
                               .arg(shipLabel(i))
                               .arg(kind.carried)
                               .arg(kind.what),
                           ruleText(Rule::Fleet));
        } else if (kind.carried > kind.bays) {
            m_issues.error(QStringLiteral("sunder.ship.overBays"), path,
                           Text::tr("%1 carries %2 %3 flights, but %4 has %5 %3 bays on track "
                                    "1.")
                               .arg(shipLabel(i))
                               .arg(kind.carried)
                               .arg(kind.what)
                               .arg(designLabel(c, d))
                               .arg(kind.bays),
                           ruleText(Rule::Fleet));
        }
    }
}

// Digest §4.8: faction consistency (rules option singleFaction): every ship's card is of the
// fleet's faction, or, when the fleet names none, of its first ship's.
void Checker::checkFaction()
{
    if (!m_options.singleFaction)
        return;
    QString faction = m_settings.faction.trimmed();
    std::size_t first
        = m_shipCards.size(); // the ship that sets the faction, when the fleet does not
    for (std::size_t i = 0; faction.isEmpty() && i < m_shipCards.size(); ++i) {
        if (m_shipCards[i] && !m_shipCards[i]->faction.trimmed().isEmpty()) {
            faction = m_shipCards[i]->faction.trimmed();
            first = i;
        }
    }
    for (std::size_t i = 0; i < m_shipCards.size(); ++i) {
        const SunderCard *c = m_shipCards[i];
        if (!c || c->faction.trimmed().isEmpty() || c->faction.trimmed() == faction)
            continue;
        const QString of = first < m_shipCards.size()
                               ? Text::tr("%1, the faction of its first ship %2")
                                     .arg(quoted(faction), shipLabel(first))
                               : quoted(faction);
        m_issues.error(QStringLiteral("sunder.ship.faction"), itemPath("ships", i, "design"),
                       Text::tr("%1 is a ship of %2, but the fleet is of %3; a fleet is of one "
                                "faction.")
                           .arg(shipLabel(i), quoted(c->faction.trimmed()), of),
                       ruleText(Rule::Fleet), assumptionOf(option::SingleFaction));
    }
}

// Digest §4.8: at most one flagship; with the blog's optional rule (flagship = exactlyOne),
// exactly one.
void Checker::checkFlagships()
{
    std::size_t flagship = m_fleet.ships.size();
    for (std::size_t i = 0; i < m_fleet.ships.size(); ++i) {
        if (!shipAt(i).flagship)
            continue;
        if (flagship == m_fleet.ships.size()) {
            flagship = i;
            continue;
        }
        m_issues.error(QStringLiteral("sunder.flagship.tooMany"), itemPath("ships", i, "flagship"),
                       Text::tr("%1 is a flagship too, after %2; a fleet has one flagship.")
                           .arg(shipLabel(i), shipLabel(flagship)),
                       ruleText(Rule::Fleet), assumptionOf(option::Flagship));
    }
    if (m_options.exactlyOneFlagship && !m_fleet.ships.empty()
        && flagship == m_fleet.ships.size()) {
        m_issues.error(QStringLiteral("sunder.flagship.missing"), QStringLiteral("ships"),
                       Text::tr("No ship is the flagship; by the rules option “exactly one "
                                "flagship” one must be."),
                       ruleText(Rule::Fleet), assumptionOf(option::Flagship));
    }
}

// Digest §4.8, §4.9: squadron size is UNKNOWN; the rules option squadronSize (0 = no limit, the
// DEFAULT) caps the members of every group: "the largest squadron, flight or wing", as the
// option says (the quick reference's units are "ship, squadron, flight or wing", digest §4.1).
// Reported at the first ship beyond the limit.
void Checker::checkSquadrons()
{
    const int limit = m_options.squadronSize;
    if (limit <= 0)
        return;
    std::vector<int> ships(m_settings.groups.size(), 0);
    for (std::size_t i = 0; i < m_fleet.ships.size(); ++i) {
        const int g = m_groupIndex.value(shipAt(i).group, -1);
        if (g < 0 || ++ships[std::size_t(g)] != limit + 1)
            continue;
        QString text;
        switch (m_settings.groups[std::size_t(g)].kind) {
        case GroupKind::Squadron:
            text = Text::tr("%1 is one ship too many for squadron %2: the most a squadron takes "
                            "is %3.");
            break;
        case GroupKind::Flight:
            text = Text::tr("%1 is one too many for flight %2: the most a flight takes is %3.");
            break;
        case GroupKind::Wing:
            text = Text::tr("%1 is one too many for wing %2: the most a wing takes is %3.");
            break;
        }
        m_issues.error(QStringLiteral("sunder.group.tooManyShips"), itemPath("ships", i, "group"),
                       text.arg(shipLabel(i), quoted(shipAt(i).group)).arg(limit),
                       ruleText(Rule::Groups), QLatin1String(option::SquadronSize));
    }
}

// Digest §4.8: total points within the agreed budget; without one, the 50-point preset the
// playtests used (digest §4.7), an assumption.
void Checker::checkBudget()
{
    const qint64 budget = m_fleet.budget.value_or(m_options.presetBudget);
    if (m_points <= budget)
        return;
    if (m_fleet.budget) {
        m_issues.error(QStringLiteral("sunder.budget.exceeded"), QStringLiteral("budget"),
                       Text::tr("The fleet costs %1 points (every ship's card), %2 over its "
                                "budget of %3.")
                           .arg(m_points)
                           .arg(m_points - budget)
                           .arg(budget),
                       ruleText(Rule::Fleet));
        return;
    }
    m_issues.error(QStringLiteral("sunder.budget.exceeded"), QStringLiteral("budget"),
                   Text::tr("The fleet costs %1 points (every ship's card), %2 over the %3-point "
                            "game the playtests used; the fleet sets no budget.")
                       .arg(m_points)
                       .arg(m_points - budget)
                       .arg(budget),
                   ruleText(Rule::Fleet), QLatin1String(option::PresetBudget));
}

void Checker::checkUnused()
{
    for (std::size_t i = 0; i < m_designUses.size(); ++i) {
        const SunderCard &c = sunderCard(m_fleet, i);
        if (m_designUses[i] > 0 || m_designIndex.value(c.id, -1) != int(i))
            continue;
        m_issues.info(QStringLiteral("sunder.design.unused"), itemPath("designs", i),
                      Text::tr("No ship of the fleet is of card %1.").arg(designLabel(c, i)),
                      ruleText(Rule::Fleet));
    }
    for (std::size_t g = 0; g < m_groupUses.size(); ++g) {
        const QString &name = m_settings.groups[g].name;
        if (m_groupUses[g] > 0 || m_groupIndex.value(name, -1) != int(g))
            continue;
        m_issues.info(QStringLiteral("sunder.group.empty"), itemPath("groups", g),
                      Text::tr("No ship is in group %1.").arg(quoted(name)),
                      ruleText(Rule::Groups));
    }
}

} // namespace fw::validators::sunderchecks
