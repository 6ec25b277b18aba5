#include "BillionSunsValidator.h"

#include "../common/CommonChecks.h"

#include <model/core/Text.h>
#include <model/systems/SystemRegistry.h>
#include <model/systems/billionsuns/BillionSunsSystem.h>

#include <QCoreApplication>
#include <QHash>
#include <QSet>

namespace fw::validators {

using namespace model::billionsuns;
using model::text::quoted;
using Keys = BillionSunsSystem::KeyScope;

namespace {

class Text
{
    Q_DECLARE_TR_FUNCTIONS(fw::BillionSunsValidator)
};

constexpr int MaxBattlegroupSize = 5; // Jump phase: max battlegroup size 5 ships / wings

QString shipField(std::size_t i, const char *field)
{
    return QStringLiteral("ships[%1].%2").arg(i).arg(QLatin1String(field));
}

// At most this many known names are listed after an unknown one, and at most this many names
// are compared with unknown ones for a "did you mean": a roster's thousands of battlegroups must
// not make every message, or the validation, thousands of times longer.
constexpr qsizetype MaxListedNames = 20;
constexpr qsizetype SuggestionBudget = 1000000;

// "Unknown battlegroup “X”; did you mean “Y”?" or "Unknown battlegroup “X”. Known: A, B, C."
// Each distinct unknown name is described once; ships that repeat it share the message.
class UnknownNames
{
public:
    UnknownNames(QString what, const QStringList &known)
        : m_what(std::move(what))
        , m_known(known)
    {}

    QString message(const QString &name)
    {
        if (const auto it = m_messages.constFind(name); it != m_messages.constEnd())
            return *it;
        QString suggestion;
        if (m_budget >= m_known.size()) {
            m_budget -= m_known.size();
            suggestion = model::text::closestMatch(name, m_known);
        }
        QString message;
        if (!suggestion.isEmpty()) {
            message = Text::tr("Unknown %1 %2; did you mean %3?")
                          .arg(m_what, quoted(name), quoted(suggestion));
        } else {
            message = Text::tr("Unknown %1 %2.").arg(m_what, quoted(name));
            QStringList distinct = m_known;
            distinct.removeDuplicates();
            if (distinct.size() > MaxListedNames) {
                message += QLatin1Char(' ')
                           + Text::tr("Known: %1, … (%n in all).", nullptr, int(distinct.size()))
                                 .arg(distinct.mid(0, MaxListedNames).join(QLatin1String(", ")));
            } else if (!distinct.isEmpty()) {
                message += QLatin1Char(' ')
                           + Text::tr("Known: %1.").arg(distinct.join(QLatin1String(", ")));
            }
        }
        m_messages.insert(name, message);
        return message;
    }

private:
    QString m_what;
    const QStringList &m_known;
    QHash<QString, QString> m_messages;
    qsizetype m_budget = SuggestionBudget;
};

class Checker
{
public:
    Checker(const BillionSunsSystem &system, const model::Fleet &fleet, IssueList &issues)
        : m_system(system)
        , m_rules(system.rules())
        , m_options(system.resolve(fleet))
        , m_fleet(fleet)
        , m_roster(fleet.settingsAs<BillionSunsRoster>())
        , m_issues(issues)
    {}

    void run()
    {
        checkKeys();
        checkScale();
        checkCustomClasses();
        checkBattlegroupNames();
        checkShips();
        checkJumpPoints();
    }

private:
    const BillionSunsShip &shipAt(std::size_t i) const
    {
        return m_fleet.shipAs<BillionSunsShip>(i);
    }
    QString nameOf(const ShipClass &c) const
    {
        return c.custom ? BillionSunsRoster::displayName(c) : BillionSunsText::table(c.name);
    }

    void checkKeys()
    {
        QStringList optionIds;
        for (const model::RulesOptionSpec &spec : m_system.options())
            optionIds << spec.id;
        common::checkFleetKeys(m_fleet, BillionSunsSystem::knownKeys(Keys::Fleet), optionIds,
                               m_issues);
        const model::JsonPath root;
        for (std::size_t i = 0; i < m_roster.battlegroups.size(); ++i) {
            common::reportUnknownKeys(m_roster.battlegroups[i].extra,
                                      root.key("battlegroups").index(i),
                                      BillionSunsSystem::knownKeys(Keys::Battlegroup), m_issues);
        }
        for (std::size_t i = 0; i < m_fleet.designs.size(); ++i) {
            const ShipClass &c = customClass(m_fleet, i);
            const model::JsonPath path = root.key("customClasses").index(i);
            common::reportUnknownKeys(c.extra, path, classKeys(), m_issues);
            if (c.primary)
                common::reportUnknownKeys(c.primary->extra, path.key("primary"), weaponKeys(),
                                          m_issues);
            if (c.auxiliary)
                common::reportUnknownKeys(c.auxiliary->extra, path.key("auxiliary"), weaponKeys(),
                                          m_issues);
        }
        for (std::size_t i = 0; i < m_fleet.ships.size(); ++i) {
            if (!shipAt(i).extra.empty()) {
                common::reportUnknownKeys(shipAt(i).extra, root.key("ships").index(i),
                                          BillionSunsSystem::knownKeys(Keys::Ship), m_issues);
            }
        }
    }

    // How S is chosen is not in the quick reference: the bounds are rules options.
    void checkScale()
    {
        if (m_options.scaleMinimum > m_options.scaleMaximum) {
            m_issues.error(QStringLiteral("billionsuns.options.scaleRange"),
                           QStringLiteral("options.scaleMinimum"),
                           Text::tr("The smallest scale (%1) is above the largest (%2).")
                               .arg(m_options.scaleMinimum)
                               .arg(m_options.scaleMaximum),
                           QStringLiteral("A Billion Suns, scale"),
                           QLatin1String(option::ScaleMinimum));
        }
        if (m_roster.scale < m_options.scaleMinimum || m_roster.scale > m_options.scaleMaximum) {
            m_issues.error(
                QStringLiteral("billionsuns.roster.scaleOutOfRange"), QStringLiteral("scale"),
                Text::tr("Scale %1 is outside %2 to %3.")
                    .arg(m_roster.scale)
                    .arg(m_options.scaleMinimum)
                    .arg(m_options.scaleMaximum),
                QStringLiteral("A Billion Suns, scale"),
                QLatin1String(m_roster.scale < m_options.scaleMinimum ? option::ScaleMinimum
                                                                      : option::ScaleMaximum));
        }
    }

    // Custom classes are checked like the built-in table: every stat in range.
    void checkCustomClasses()
    {
        QSet<QString> seen;
        for (std::size_t i = 0; i < m_fleet.designs.size(); ++i) {
            const ShipClass &c = customClass(m_fleet, i);
            const QString path = QStringLiteral("customClasses[%1]").arg(i);
            const QString who
                = c.name.trimmed().isEmpty() ? Text::tr("number %1").arg(i + 1) : quoted(c.name);
            for (const ClassProblem &p : checkClass(c)) {
                m_issues.error(QStringLiteral("billionsuns.customClass.invalid"),
                               path + QLatin1Char('.') + p.field,
                               Text::tr("Custom class %1: %2.").arg(who, p.message),
                               QStringLiteral("A Billion Suns, ship table"));
            }
            if (m_rules.shipClass(c.id)) {
                m_issues.error(
                    QStringLiteral("billionsuns.customClass.builtinId"),
                    path + QStringLiteral(".id"),
                    Text::tr("Custom class id %1 is already the id of a ship-table class.")
                        .arg(quoted(c.id)),
                    QStringLiteral("A Billion Suns, ship table"));
            } else if (seen.contains(c.id)) {
                m_issues.error(
                    QStringLiteral("billionsuns.customClass.duplicateId"),
                    path + QStringLiteral(".id"),
                    Text::tr("Another custom class already has the id %1.").arg(quoted(c.id)),
                    QStringLiteral("A Billion Suns, ship table"));
            }
            seen << c.id;
            if (const ShipClass *table = m_rules.tableClassNamed(c.name)) {
                m_issues.error(
                    QStringLiteral("billionsuns.customClass.tableName"),
                    path + QStringLiteral(".name"),
                    Text::tr("Custom class %1 has the name of the ship-table class %2; give it "
                             "a name of its own.")
                        .arg(quoted(c.name), quoted(BillionSunsText::table(table->name))),
                    QStringLiteral("A Billion Suns, ship table"));
            }
        }
    }

    void checkBattlegroupNames()
    {
        QSet<QString> seen;
        for (std::size_t i = 0; i < m_roster.battlegroups.size(); ++i) {
            const QString &name = m_roster.battlegroups[i].name;
            const QString path = QStringLiteral("battlegroups[%1].name").arg(i);
            if (name.trimmed().isEmpty()) {
                m_issues.error(QStringLiteral("billionsuns.battlegroup.noName"), path,
                               Text::tr("A battlegroup needs a name."),
                               QStringLiteral("A Billion Suns, jump phase"));
            } else if (seen.contains(name)) {
                m_issues.error(QStringLiteral("billionsuns.battlegroup.duplicateName"), path,
                               Text::tr("Two battlegroups are called %1.").arg(quoted(name)),
                               QStringLiteral("A Billion Suns, jump phase"));
            }
            seen << name;
        }
    }

    void checkShips()
    {
        QStringList groupNames;
        for (const Battlegroup &g : m_roster.battlegroups)
            groupNames << g.name;
        const QSet<QString> knownGroups(groupNames.begin(), groupNames.end());
        QStringList classIds = m_rules.classIds();
        for (const auto &design : m_fleet.designs)
            classIds << design->id();
        UnknownNames unknownClasses(Text::tr("ship class"), classIds);
        UnknownNames unknownGroups(Text::tr("battlegroup"), groupNames);
        const ClassLookup classes(m_rules, m_fleet);

        struct Group
        {
            int count = 0;
            const ShipClass *firstClass = nullptr;
            bool mixedReported = false;
        };
        QHash<QString, Group> groups;
        int utility = 0;
        int cost = 0;
        bool carrier = false;
        QSet<QString> wingClassesSeen;
        std::vector<std::size_t> wingsWithoutCarrier; // first ship of each wing class

        for (std::size_t i = 0; i < m_fleet.ships.size(); ++i) {
            const BillionSunsShip &s = shipAt(i);
            const ShipClass *c = classes.find(s.classId);
            if (!c) {
                m_issues.error(QStringLiteral("billionsuns.ship.unknownClass"),
                               shipField(i, "class"), unknownClasses.message(s.classId),
                               QStringLiteral("A Billion Suns, ship table"));
            }
            if (!knownGroups.contains(s.battlegroup)) {
                m_issues.error(QStringLiteral("billionsuns.ship.unknownBattlegroup"),
                               shipField(i, "battlegroup"), unknownGroups.message(s.battlegroup),
                               QStringLiteral("A Billion Suns, jump phase"));
            }
            Group &g = groups[s.battlegroup];
            if (++g.count == MaxBattlegroupSize + 1) {
                m_issues.error(QStringLiteral("billionsuns.battlegroup.tooManyShips"),
                               shipField(i, "battlegroup"),
                               Text::tr("Battlegroup %1 has more than %2 ships or wings.")
                                   .arg(quoted(s.battlegroup))
                                   .arg(MaxBattlegroupSize),
                               QStringLiteral("A Billion Suns, jump phase: max battlegroup size"));
            }
            if (!c)
                continue;
            cost += c->cost;
            if (!g.firstClass) {
                g.firstClass = c;
            } else if (m_options.sameClassBattlegroups && g.firstClass != c && !g.mixedReported) {
                g.mixedReported = true;
                m_issues.error(
                    QStringLiteral("billionsuns.battlegroup.mixedClasses"), shipField(i, "class"),
                    Text::tr("Battlegroup %1 mixes %2 with %3; a battlegroup holds one class.")
                        .arg(quoted(s.battlegroup), nameOf(*c), nameOf(*g.firstClass)),
                    QStringLiteral("A Billion Suns, battlegroups"),
                    QLatin1String(option::SameClassBattlegroups));
            }
            // Jump phase, operational limits: no more than S utility ships in play.
            if (c->utility && ++utility == m_roster.scale + 1) {
                m_issues.error(QStringLiteral("billionsuns.roster.tooManyUtilityShips"),
                               shipField(i, "class"),
                               Text::tr("More than %n utility ship(s); the scale allows %n.",
                                        nullptr, m_roster.scale),
                               QStringLiteral("A Billion Suns, jump phase: operational limits"));
            }
            carrier = carrier || c->carrier;
            if (c->wing && !wingClassesSeen.contains(c->id)) {
                wingClassesSeen << c->id;
                wingsWithoutCarrier.push_back(i);
            }
        }

        if (!carrier) {
            for (std::size_t i : wingsWithoutCarrier) {
                const ShipClass *c = classes.find(shipAt(i).classId);
                m_issues.warning(
                    QStringLiteral("billionsuns.wing.noCarrier"), shipField(i, "class"),
                    Text::tr("%1: the roster has no carrier for its wings.").arg(nameOf(*c)),
                    QStringLiteral("A Billion Suns, Mother's Wing"));
            }
        }
        // A roster without ships gets one hint (below), not one error per battlegroup: a new
        // roster's first battlegroup waits for its ships.
        for (std::size_t i = 0; i < m_roster.battlegroups.size() && !m_fleet.ships.empty(); ++i) {
            if (!m_roster.battlegroups[i].name.trimmed().isEmpty()
                && groups.value(m_roster.battlegroups[i].name).count == 0) {
                m_issues.error(QStringLiteral("billionsuns.battlegroup.empty"),
                               QStringLiteral("battlegroups[%1]").arg(i),
                               Text::tr("Battlegroup %1 has no ships or wings.")
                                   .arg(quoted(m_roster.battlegroups[i].name)),
                               QStringLiteral("A Billion Suns, jump phase"));
            }
        }
        if (m_fleet.ships.empty()) {
            m_issues.warning(QStringLiteral("billionsuns.roster.empty"), QStringLiteral("ships"),
                             Text::tr("The roster has no ships."),
                             QStringLiteral("A Billion Suns"));
        }
        // Cost is paid when a battlegroup jumps in; the credit target is a plan, so only a warning.
        if (m_fleet.budget && cost > *m_fleet.budget) {
            m_issues.warning(QStringLiteral("billionsuns.roster.overCreditTarget"),
                             QStringLiteral("budget"),
                             Text::tr("The roster costs %1, %2 over its credit target of %3.")
                                 .arg(Text::tr("%n credit(s)", nullptr, cost))
                                 .arg(cost - *m_fleet.budget)
                                 .arg(*m_fleet.budget),
                             QStringLiteral("A Billion Suns, profit"));
        }
    }

    // Jump phase, operational limits: no more jump points than tables + 1.
    void checkJumpPoints()
    {
        if (m_roster.tables < 1) {
            m_issues.error(QStringLiteral("billionsuns.roster.noTables"), QStringLiteral("tables"),
                           Text::tr("A game is played on at least one table."),
                           QStringLiteral("A Billion Suns, jump phase: operational limits"));
        }
        if (m_roster.jumpPoints > m_roster.tables + 1) {
            m_issues.error(
                QStringLiteral("billionsuns.roster.tooManyJumpPoints"),
                QStringLiteral("jumpPoints"),
                Text::tr("%1 jump points planned; with %n table(s) at most %2 may be in play.",
                         nullptr, m_roster.tables)
                    .arg(m_roster.jumpPoints)
                    .arg(m_roster.tables + 1),
                QStringLiteral("A Billion Suns, jump phase: operational limits"));
        }
    }

    const BillionSunsSystem &m_system;
    const BillionSunsRules &m_rules;
    const BillionSunsOptions m_options;
    const model::Fleet &m_fleet;
    const BillionSunsRoster &m_roster;
    IssueList &m_issues;
};

} // namespace

model::Result<std::unique_ptr<BillionSunsValidator>>
BillionSunsValidator::create(const model::SystemRegistry &systems)
{
    const auto *system
        = dynamic_cast<const BillionSunsSystem *>(systems.find(QStringLiteral("billionsuns")));
    if (!system) {
        return model::Result<std::unique_ptr<BillionSunsValidator>>::failure(
            Text::tr("The A Billion Suns rules are not loaded."));
    }
    return std::unique_ptr<BillionSunsValidator>(new BillionSunsValidator(*system));
}

QString BillionSunsValidator::systemId() const
{
    return QStringLiteral("billionsuns");
}

void BillionSunsValidator::validate(const model::Fleet &fleet, IssueList &issues) const
{
    Checker(m_system, fleet, issues).run();
}

} // namespace fw::validators
