#include "EasyStarValidator.h"

#include "EasyStarChecker.h"

#include <model/systems/SystemRegistry.h>

namespace fw::validators {

namespace easystarchecks {

void Checker::run()
{
    checkKeys();
    checkFleetComposition();
    // Each ship's figures live only while it is checked; the fleet-wide checks keep what
    // they need (total cost, fighter bays), so memory stays flat for any fleet size.
    qint64 total = qint64(m_settings.damageControl) * m_rules.damageControl.cost;
    m_fighterCapacity.reserve(m_fleet.ships.size());
    for (std::size_t i = 0; i < m_fleet.ships.size(); ++i) {
        const ShipFigures figures = m_calc.ship(shipAt(i));
        total += figures.cost.total();
        m_fighterCapacity.push_back(figures.fighterCapacity);
        checkShip(i, figures);
    }
    checkBudget(total);
    checkScenario();
}

// Unknown keys of `extra`, with suggestions from `scope`'s known keys (built only when needed).
void Checker::unknownKeys(const model::Json &extra, const model::JsonPath &path, Keys scope)
{
    if (!extra.empty())
        common::reportUnknownKeys(extra, path, EasyStarSystem::knownKeys(scope), m_issues);
}

void Checker::checkKeys()
{
    QStringList optionIds;
    for (const model::RulesOptionSpec &spec : m_system.options())
        optionIds << spec.id;
    common::checkFleetKeys(m_fleet, EasyStarSystem::knownKeys(Keys::Fleet), optionIds, m_issues);
    common::reportUnknownKeys(m_settings.scenarioExtra, model::JsonPath().key("scenario"),
                              EasyStarSystem::knownKeys(Keys::Scenario), m_issues);
    for (std::size_t i = 0; i < m_fleet.ships.size(); ++i) {
        const EasyStarShip &s = shipAt(i);
        const auto path = [i] {
            return model::JsonPath().key("ships").index(i);
        };
        if (!s.extra.empty())
            unknownKeys(s.extra, path(), Keys::Ship);
        if (!s.fighters.extra.empty())
            unknownKeys(s.fighters.extra, path().key("fighters"), Keys::Fighters);
        for (std::size_t j = 0; j < s.weapons.size(); ++j) {
            if (!s.weapons[j].extra.empty())
                unknownKeys(s.weapons[j].extra, path().key("weapons").index(j), Keys::Weapon);
        }
        if (s.advantage) {
            const model::JsonPath adv = path().key("flagshipAdvantage");
            unknownKeys(s.advantage->extra, adv, Keys::Advantage);
            unknownKeys(s.advantage->fighters.extra, adv.key("fighters"), Keys::Fighters);
            for (std::size_t j = 0; j < s.advantage->weapons.size(); ++j)
                unknownKeys(s.advantage->weapons[j].extra, adv.key("weapons").index(j),
                            Keys::Weapon);
        }
    }
}

// EasyStar §II: game size in multiples of 250 BP; the fleet may not cost more.
void Checker::checkBudget(qint64 total)
{
    if (!m_fleet.budget)
        return;
    const int budget = *m_fleet.budget;
    if (m_rules.budgetStep > 0 && budget % m_rules.budgetStep != 0) {
        m_issues.warning(QStringLiteral("easystar.budget.notMultiple"), QStringLiteral("budget"),
                         Text::tr("The budget of %1 BP is not a multiple of %2; games "
                                  "are set in multiples of %2 build points.")
                             .arg(budget)
                             .arg(m_rules.budgetStep),
                         QStringLiteral("EasyStar §II"));
    }
    if (total > budget) {
        m_issues.error(QStringLiteral("easystar.budget.exceeded"), QStringLiteral("budget"),
                       Text::tr("The fleet costs %1 BP, %2 over its budget of %3 BP.")
                           .arg(total)
                           .arg(total - budget)
                           .arg(budget),
                       QStringLiteral("EasyStar §II, §V"));
    }
}

void Checker::checkFleetComposition()
{
    const std::size_t n = m_fleet.ships.size();
    if (n == 0) {
        m_issues.warning(QStringLiteral("easystar.fleet.empty"), QStringLiteral("ships"),
                         Text::tr("The fleet has no ships."), QStringLiteral("EasyStar §IV"));
    }
    // §II: the track sheets and counters handle 18 ships per player.
    if (int(n) > m_rules.maxShips) {
        m_issues.error(QStringLiteral("easystar.fleet.tooManyShips"), QStringLiteral("ships"),
                       Text::tr("The fleet has %1 ships; a player may have at most %2.")
                           .arg(n)
                           .arg(m_rules.maxShips),
                       QStringLiteral("EasyStar §II"));
    }

    // Ship Type Table "Qty": counters of each class per player, reported once per class at
    // the first ship beyond the limit.
    // Counted by the class's place in the table: no id is hashed twice per ship.
    std::vector<int> perClass(m_rules.classes.size());
    for (std::size_t i = 0; i < n; ++i) {
        if (const ShipClass *c = m_rules.shipClass(shipAt(i).classId))
            ++perClass[indexOf(m_rules.classes, c)];
    }
    std::vector<int> seen(m_rules.classes.size());
    for (std::size_t i = 0; i < n; ++i) {
        const EasyStarShip &s = shipAt(i);
        const ShipClass *c = m_rules.shipClass(s.classId);
        if (!c)
            continue;
        if (++seen[indexOf(m_rules.classes, c)] == c->counters + 1) {
            m_issues.error(QStringLiteral("easystar.fleet.classCounters"), shipField(i, "class"),
                           Text::tr("The fleet has %1 ships of class %2; a player has "
                                    "only %n %2 counter(s).",
                                    nullptr, c->counters)
                               .arg(perClass[indexOf(m_rules.classes, c)])
                               .arg(className(*c)),
                           QStringLiteral("EasyStar §IV, Ship Type Table"));
        }
    }
    checkFighterCounters();

    // §V.D: damage control is bought per player, at most 3.
    if (m_settings.damageControl > m_rules.damageControl.maxPerPlayer) {
        m_issues.error(QStringLiteral("easystar.damageControl.tooMany"),
                       QStringLiteral("damageControl"),
                       Text::tr("%1 damage-control counters bought; a player may buy "
                                "at most %2.")
                           .arg(m_settings.damageControl)
                           .arg(m_rules.damageControl.maxPerPlayer),
                       QStringLiteral("EasyStar §V.D"));
    }

    // §V.F: each player chooses one flagship.
    int flagships = 0;
    for (std::size_t i = 0; i < n; ++i) {
        if (!shipAt(i).flagship)
            continue;
        if (++flagships == 2 || flagships > 2) {
            m_issues.error(QStringLiteral("easystar.flagship.multiple"), shipField(i, "flagship"),
                           Text::tr("%1 is a second flagship; a player has exactly one.")
                               .arg(quoted(shipAt(i).name)),
                           QStringLiteral("EasyStar §V.F"));
        }
    }
    if (n > 0 && flagships == 0) {
        m_issues.error(QStringLiteral("easystar.flagship.none"), QStringLiteral("ships"),
                       Text::tr("No ship is the flagship; a player chooses exactly one."),
                       QStringLiteral("EasyStar §V.F"));
    }

    checkWeaponCounters();
}

void Checker::checkFighterCounters()
{
    for (const FighterType &type : m_rules.fighters) {
        const bool interceptor = type.id == QLatin1String("interceptor");
        int running = 0;
        for (std::size_t i = 0; i < m_fleet.ships.size(); ++i) {
            const EasyStarShip &s = shipAt(i);
            const auto count = [&](const FighterComplement &f) {
                return interceptor ? f.interceptor : f.attack;
            };
            const int before = running;
            running += count(s.fighters) + (s.advantage ? count(s.advantage->fighters) : 0);
            if (before <= type.counters && running > type.counters) {
                m_issues.error(QStringLiteral("easystar.fleet.fighterCounters"),
                               QStringLiteral("ships[%1].fighters.%2").arg(i).arg(type.id),
                               Text::tr("The fleet carries more than %1 × %2; a player "
                                        "has only %1 of these counters.")
                                   .arg(type.counters)
                                   .arg(EasyStarText::table(type.name)),
                               QStringLiteral("EasyStar §V.E, Ship Type Table"));
            }
        }
    }
}

// §V: each player has an identical set of weapon counters; its size is lost, so the limit is
// an assumption (option weaponCounterLimit, 0 = none).
void Checker::checkWeaponCounters()
{
    const int limit = m_options.weaponCounterLimit;
    if (limit <= 0)
        return;
    std::vector<int> used(m_rules.weapons.size()); // by the type's place in the table
    QHash<QString, int> usedUnknown;               // types the table lacks, by id
    for (std::size_t i = 0; i < m_fleet.ships.size(); ++i) {
        const EasyStarShip &s = shipAt(i);
        const auto count = [&](const std::vector<EasyStarWeapon> &weapons, bool advantage) {
            for (std::size_t j = 0; j < weapons.size(); ++j) {
                const WeaponType *t = m_rules.weapon(weapons[j].type);
                int &fitted = t ? used[indexOf(m_rules.weapons, t)] : usedUnknown[weapons[j].type];
                if (++fitted != limit + 1)
                    continue;
                m_issues.warning(QStringLiteral("easystar.counters.weaponMix"),
                                 weaponPath(i, advantage, j) + QStringLiteral(".type"),
                                 Text::tr("More than %n × %1 fitted; the rules option "
                                          "allows %n counter(s) of each weapon type.",
                                          nullptr, limit)
                                     .arg(t ? EasyStarText::table(t->name) : weapons[j].type),
                                 QStringLiteral("EasyStar §V"),
                                 QLatin1String(option::WeaponCounterLimit));
            }
        };
        count(s.weapons, false);
        if (s.advantage)
            count(s.advantage->weapons, true);
    }
}

// Appendix B scenario presets.
void Checker::checkScenario()
{
    const QString &id = m_settings.scenario;
    if (id.isEmpty())
        return;
    QString name = id;
    for (const Scenario &s : EasyStarSystem::scenarios()) {
        if (s.id == id)
            name = s.name;
    }
    const int player = m_settings.scenarioPlayer;
    const QString rule = QStringLiteral("EasyStar Appendix B");
    const auto requireBudget = [&](int amount, bool atLeast) {
        const std::optional<int> budget = m_fleet.budget;
        if (budget && (atLeast ? *budget >= amount : *budget == amount))
            return;
        const QString required = atLeast ? Text::tr("%1 is played with at least %2 BP.")
                                         : Text::tr("%1 is played with %2 BP.");
        const QString actual = budget ? Text::tr("This fleet's budget is %1 BP.").arg(*budget)
                                      : Text::tr("This fleet has no budget.");
        m_issues.error(QStringLiteral("easystar.scenario.budget"), QStringLiteral("budget"),
                       required.arg(name).arg(amount) + QLatin1Char(' ') + actual, rule);
    };
    const auto composition = [&](const QString &subject, const QString &message) {
        m_issues.error(QStringLiteral("easystar.scenario.composition"), subject, message, rule);
    };
    const auto noLeviathan = [&] {
        for (std::size_t i = 0; i < m_fleet.ships.size(); ++i) {
            const ShipClass *c = m_rules.shipClass(shipAt(i).classId);
            if (c && !c->weaponSpaces) {
                composition(shipField(i, "class"),
                            Text::tr("In %1, player 2 may buy anything but a %2.")
                                .arg(name, className(*c)));
            }
        }
    };

    if (id == QLatin1String("qualityVsQuantity")) {
        requireBudget(500, false);
        if (player == 1) {
            const ShipClass *c
                = m_fleet.ships.size() == 1 ? m_rules.shipClass(shipAt(0).classId) : nullptr;
            if (!c || c->weaponSpaces) {
                composition(QStringLiteral("ships"),
                            Text::tr("In %1, player 1 buys exactly one ship, the "
                                     "Leviathan.")
                                .arg(name));
            }
        } else {
            noLeviathan();
        }
    } else if (id == QLatin1String("starbaseDefense")) {
        requireBudget(500, false);
        if (player == 1) {
            bool starbase = false;
            for (std::size_t i = 0; i < m_fleet.ships.size(); ++i) {
                const ShipClass *c = m_rules.shipClass(shipAt(i).classId);
                starbase = starbase
                           || (c && c->id == QLatin1String("battleship")
                               && shipAt(i).speedTraded == c->maxSpeed);
            }
            if (!starbase) {
                composition(QStringLiteral("ships"),
                            Text::tr("In %1, player 1 needs a battleship that traded all "
                                     "its speed for weapons: the starbase.")
                                .arg(name));
            }
        } else {
            noLeviathan();
        }
    } else if (id == QLatin1String("convoy")) {
        requireBudget(250, false);
        if (player == 1) {
            m_issues.info(QStringLiteral("easystar.scenario.freighters"),
                          QStringLiteral("scenario"),
                          Text::tr("Player 1 also gets five free unarmed scouts with "
                                   "maximum speed 2 (the freighters); they are not part "
                                   "of this fleet."),
                          rule);
        }
    } else if (id == QLatin1String("carrierStrike")) {
        requireBudget(500, false);
        int bays = 0;
        int fighters = 0;
        for (std::size_t i = 0; i < m_fleet.ships.size(); ++i) {
            bays += m_fighterCapacity[i] / std::max(1, m_rules.fighterBay.capacity);
            const EasyStarShip &s = shipAt(i);
            fighters += s.fighters.total() + (s.advantage ? s.advantage->fighters.total() : 0);
        }
        if (bays != 6) {
            composition(QStringLiteral("ships"),
                        Text::tr("In %1 each side buys six fighter bays; this fleet has "
                                 "%2.")
                            .arg(name)
                            .arg(bays));
        }
        if (fighters < bays * m_rules.fighterBay.capacity) {
            composition(QStringLiteral("ships"),
                        Text::tr("In %1 every fighter bay must be filled: %2 fighters "
                                 "for %3 places.")
                            .arg(name)
                            .arg(fighters)
                            .arg(bays * m_rules.fighterBay.capacity));
        }
    } else if (id == QLatin1String("squadrons")) {
        requireBudget(500, true);
    }
}

} // namespace easystarchecks

using easystarchecks::Text;
using model::easystar::EasyStarSystem;

model::Result<std::unique_ptr<EasyStarValidator>>
EasyStarValidator::create(const model::SystemRegistry &systems)
{
    const auto *system
        = dynamic_cast<const EasyStarSystem *>(systems.find(QStringLiteral("easystar")));
    if (!system) {
        return model::Result<std::unique_ptr<EasyStarValidator>>::failure(
            Text::tr("The EasyStar rules are not loaded."));
    }
    return std::unique_ptr<EasyStarValidator>(new EasyStarValidator(*system));
}

QString EasyStarValidator::systemId() const
{
    return QStringLiteral("easystar");
}

void EasyStarValidator::validate(const model::Fleet &fleet, IssueList &issues) const
{
    easystarchecks::Checker(m_system, fleet, issues).run();
}

} // namespace fw::validators
