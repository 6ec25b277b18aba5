#include "EasyStarValidator.h"

#include "../common/CommonChecks.h"

#include <model/core/Text.h>
#include <model/systems/SystemRegistry.h>
#include <model/systems/easystar/EasyStarSystem.h>

#include <QCoreApplication>
#include <QHash>

namespace fw::validators {

using namespace model::easystar;
using model::text::quoted;
using Keys = EasyStarSystem::KeyScope;

namespace {

class Text
{
    Q_DECLARE_TR_FUNCTIONS(fw::EasyStarValidator)
};

QString shipField(std::size_t i, const char *field)
{
    return QStringLiteral("ships[%1].%2").arg(i).arg(QLatin1String(field));
}

// Where a weapon sits: the ship's own list or the flagship advantage's.
QString weaponPath(std::size_t ship, bool advantage, std::size_t weapon)
{
    return advantage
               ? QStringLiteral("ships[%1].flagshipAdvantage.weapons[%2]").arg(ship).arg(weapon)
               : QStringLiteral("ships[%1].weapons[%2]").arg(ship).arg(weapon);
}

// A grant of the flagship advantage table that the ship has not (yet) been matched against.
struct OpenGrant
{
    int roll = 0;
    const AdvantageGrant *grant = nullptr;
    bool used = false;
};

class Checker
{
public:
    Checker(const EasyStarSystem &system, const model::Fleet &fleet, IssueList &issues)
        : m_rules(system.rules())
        , m_system(system)
        , m_options(system.resolve(fleet))
        , m_calc(m_rules, m_options, EasyStarCalculator::Detail::Totals)
        , m_fleet(fleet)
        , m_settings(fleet.settingsAs<EasyStarFleetSettings>())
        , m_issues(issues)
    {}

    void run()
    {
        checkKeys();
        checkFleetComposition();
        // Each ship's figures live only while it is checked; the fleet-wide checks keep what
        // they need (total cost, fighter bays), so memory stays flat for any fleet size.
        int total = m_settings.damageControl * m_rules.damageControl.cost;
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

private:
    const EasyStarShip &shipAt(std::size_t i) const { return m_fleet.shipAs<EasyStarShip>(i); }
    QString className(const ShipClass &c) const { return EasyStarText::table(c.name); }

    // Unknown keys of `extra`, with suggestions from `scope`'s known keys (built only when needed).
    void unknownKeys(const model::Json &extra, const model::JsonPath &path, Keys scope)
    {
        if (!extra.empty())
            common::reportUnknownKeys(extra, path, EasyStarSystem::knownKeys(scope), m_issues);
    }

    void checkKeys()
    {
        QStringList optionIds;
        for (const model::RulesOptionSpec &spec : m_system.options())
            optionIds << spec.id;
        common::checkFleetKeys(m_fleet, EasyStarSystem::knownKeys(Keys::Fleet), optionIds,
                               m_issues);
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
    void checkBudget(int total)
    {
        if (!m_fleet.budget)
            return;
        const int budget = *m_fleet.budget;
        if (m_rules.budgetStep > 0 && budget % m_rules.budgetStep != 0) {
            m_issues.warning(QStringLiteral("easystar.budget.notMultiple"),
                             QStringLiteral("budget"),
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

    void checkFleetComposition()
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
        QHash<QString, int> perClass;
        for (std::size_t i = 0; i < n; ++i)
            ++perClass[shipAt(i).classId];
        QHash<QString, int> seen;
        for (std::size_t i = 0; i < n; ++i) {
            const EasyStarShip &s = shipAt(i);
            const ShipClass *c = m_rules.shipClass(s.classId);
            if (!c)
                continue;
            if (++seen[s.classId] == c->counters + 1) {
                m_issues.error(QStringLiteral("easystar.fleet.classCounters"),
                               shipField(i, "class"),
                               Text::tr("The fleet has %1 ships of class %2; a player has "
                                        "only %3 %2 counters.")
                                   .arg(perClass.value(s.classId))
                                   .arg(className(*c))
                                   .arg(c->counters),
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
                m_issues.error(QStringLiteral("easystar.flagship.multiple"),
                               shipField(i, "flagship"),
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

    void checkFighterCounters()
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
    void checkWeaponCounters()
    {
        const int limit = m_options.weaponCounterLimit;
        if (limit <= 0)
            return;
        QHash<QString, int> used;
        for (std::size_t i = 0; i < m_fleet.ships.size(); ++i) {
            const EasyStarShip &s = shipAt(i);
            const auto count = [&](const std::vector<EasyStarWeapon> &weapons, bool advantage) {
                for (std::size_t j = 0; j < weapons.size(); ++j) {
                    if (++used[weapons[j].type] != limit + 1)
                        continue;
                    const WeaponType *t = m_rules.weapon(weapons[j].type);
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

    void checkShip(std::size_t i, const ShipFigures &f)
    {
        const EasyStarShip &s = shipAt(i);
        if (!f.shipClass)
            return;
        const ShipClass &c = *f.shipClass;

        // §IV, §VI.C: Leviathans only when the players agree.
        if (!c.requiresOption.isEmpty()) {
            const model::RulesOptionSpec *spec
                = model::findOption(m_system.options(), c.requiresOption);
            if (spec && spec->kind == model::OptionKind::Bool && !m_fleet.options.boolean(*spec)) {
                m_issues.error(QStringLiteral("easystar.leviathan.notAllowed"),
                               shipField(i, "class"),
                               Text::tr("A %1 needs the rules option %2: players must agree "
                                        "in advance to allow it.")
                                   .arg(className(c), quoted(spec->label)),
                               QStringLiteral("EasyStar §IV"));
            }
        }

        // §VI.A: speed traded for spaces, from 0 down to a motionless station.
        if (s.speedTraded > c.maxSpeed) {
            m_issues.error(QStringLiteral("easystar.ship.speedTradeTooHigh"),
                           shipField(i, "speedTraded"),
                           Text::tr("%1 speed traded, but a %2 has a speed of only %3.")
                               .arg(s.speedTraded)
                               .arg(className(c))
                               .arg(c.maxSpeed),
                           QStringLiteral("EasyStar §VI.A"));
        }

        // §V.B, §V.D, §VI.A: spaces used within W (+ gun mount, + speed traded).
        if (!f.unlimitedSpaces && f.spacesUsed() > f.spacesCapacity()) {
            m_issues.error(QStringLiteral("easystar.ship.overCapacity"), shipField(i, "weapons"),
                           Text::tr("%1 uses %2 weapon spaces but has only %3.")
                               .arg(quoted(s.name))
                               .arg(f.spacesUsed())
                               .arg(f.spacesCapacity()),
                           QStringLiteral("EasyStar §V.A, §VI.A"),
                           c.weaponSpaces ? QString()
                                          : QLatin1String(option::LeviathanWeaponSpaces));
        }

        checkEngineAndGunMount(i, s, c);
        checkAuxiliaries(i, s);

        // §V.D, §V.E: two fighters per bay.
        const int fighters = s.fighters.total() + (s.advantage ? s.advantage->fighters.total() : 0);
        if (fighters > f.fighterCapacity) {
            m_issues.error(QStringLiteral("easystar.fighters.overBays"), shipField(i, "fighters"),
                           Text::tr("%1 fighters aboard, but the fighter bays hold only %2 "
                                    "(%3 per bay).")
                               .arg(fighters)
                               .arg(f.fighterCapacity)
                               .arg(m_rules.fighterBay.capacity),
                           QStringLiteral("EasyStar §V.D, §V.E"));
        }

        for (std::size_t j = 0; j < s.weapons.size(); ++j)
            checkWeapon(i, false, j, s.weapons[j], f.weapons[j], c);

        // §V.B: dorsal weapons limited to the class's dorsal mounts; advantage items exempt.
        if (f.dorsalWeapons > c.dorsalMounts) {
            int seen = 0;
            for (std::size_t j = 0; j < s.weapons.size(); ++j) {
                if (s.weapons[j].mount == QLatin1String("dorsal") && ++seen == c.dorsalMounts + 1) {
                    m_issues.error(QStringLiteral("easystar.ship.tooManyDorsal"),
                                   weaponPath(i, false, j) + QStringLiteral(".mount"),
                                   Text::tr("Dorsal weapons: %1, but the %2 class has %n "
                                            "dorsal mount(s).",
                                            nullptr, c.dorsalMounts)
                                       .arg(f.dorsalWeapons)
                                       .arg(className(c)),
                                   QStringLiteral("EasyStar §V.B, Ship Type Table"));
                }
            }
        }

        checkAdvantage(i, s, f, c);
    }

    void engineChecks(const QString &subject, const EasyStarShip &s, const ShipClass &c)
    {
        // §V.D: an engine adds 1 to speed, never above 4, and not on a ship that traded speed.
        if (c.maxSpeed + m_rules.engine.speedBonus > m_rules.maxSpeed) {
            m_issues.error(QStringLiteral("easystar.engine.overMaxSpeed"), subject,
                           Text::tr("An engine would raise the %1's speed to %2; no ship "
                                    "may exceed speed %3.")
                               .arg(className(c))
                               .arg(c.maxSpeed + m_rules.engine.speedBonus)
                               .arg(m_rules.maxSpeed),
                           QStringLiteral("EasyStar §V.D, §I"));
        }
        if (s.speedTraded > 0) {
            m_issues.error(QStringLiteral("easystar.engine.withSpeedTrade"), subject,
                           Text::tr("A ship that traded speed for weapon spaces cannot use "
                                    "an engine."),
                           QStringLiteral("EasyStar §V.D"));
        }
    }

    void gunMountChecks(const QString &subject, const ShipClass &c)
    {
        if (!c.gunMountAllowed) {
            m_issues.error(QStringLiteral("easystar.gunMount.notAllowed"), subject,
                           Text::tr("A %1 cannot use a gun mount.").arg(className(c)),
                           QStringLiteral("EasyStar §V.D"));
        }
    }

    void checkEngineAndGunMount(std::size_t i, const EasyStarShip &s, const ShipClass &c)
    {
        if (s.engine)
            engineChecks(shipField(i, "engine"), s, c);
        if (s.gunMount)
            gunMountChecks(shipField(i, "gunMount"), c);
        if (!s.advantage)
            return;
        for (int k = 0; k < s.advantage->devices.size(); ++k) {
            const QString subject
                = QStringLiteral("ships[%1].flagshipAdvantage.devices[%2]").arg(i).arg(k);
            if (s.advantage->devices[k] == QLatin1String("engine"))
                engineChecks(subject, s, c);
            else if (s.advantage->devices[k] == QLatin1String("gunMount"))
                gunMountChecks(subject, c);
        }
    }

    // §V.D: at most one of each auxiliary device per ship, fighter bays excepted; this covers
    // engines and gun mounts a flagship advantage adds to bought ones.
    void checkAuxiliaries(std::size_t i, const EasyStarShip &s)
    {
        QStringList seen;
        if (s.engine)
            seen << QStringLiteral("engine");
        if (s.gunMount)
            seen << QStringLiteral("gunMount");
        const auto check = [&](const QStringList &ids, const QString &pathFormat) {
            for (int k = 0; k < ids.size(); ++k) {
                if (ids[k] == QLatin1String("fighterBay"))
                    continue;
                if (seen.contains(ids[k])) {
                    m_issues.error(QStringLiteral("easystar.auxiliary.duplicate"),
                                   pathFormat.arg(i).arg(k),
                                   Text::tr("A second %1: a ship carries at most one of "
                                            "each auxiliary device (fighter bays excepted).")
                                       .arg(m_rules.deviceName(ids[k])),
                                   QStringLiteral("EasyStar §V.D"));
                }
                seen << ids[k];
            }
        };
        check(s.auxiliaries, QStringLiteral("ships[%1].auxiliaries[%2]"));
        if (s.advantage)
            check(s.advantage->devices, QStringLiteral("ships[%1].flagshipAdvantage.devices[%2]"));
    }

    void checkWeapon(std::size_t i, bool advantage, std::size_t j, const EasyStarWeapon &w,
                     const WeaponFigures &f, const ShipClass &c)
    {
        if (!f.type || !f.mount)
            return;
        // Names and paths are only built for an issue.
        const auto path = [&] {
            return weaponPath(i, advantage, j);
        };
        const auto typeName = [&] {
            return EasyStarText::table(f.type->name);
        };
        const auto mountName = [&] {
            return EasyStarText::table(f.mount->name).toLower();
        };

        // §V.A: every weapon has at least 1 range and 1 damage unit.
        if (w.range < 1) {
            m_issues.error(QStringLiteral("easystar.weapon.rangeBelowOne"),
                           path() + QStringLiteral(".range"),
                           Text::tr("Range %1 is below 1; every weapon has at least one "
                                    "range unit.")
                               .arg(w.range),
                           QStringLiteral("EasyStar §V.A"));
        }
        if (w.damage < 1) {
            m_issues.error(QStringLiteral("easystar.weapon.damageBelowOne"),
                           path() + QStringLiteral(".damage"),
                           Text::tr("Damage %1 is below 1; every weapon has at least one "
                                    "damage unit.")
                               .arg(w.damage),
                           QStringLiteral("EasyStar §V.A"));
        }

        // §V.C: point defense and the torpedo bank take no units.
        if (!f.type->upgradable && w.range > 1) {
            m_issues.error(QStringLiteral("easystar.weapon.unitsNotAllowed"),
                           path() + QStringLiteral(".range"),
                           Text::tr("A %1 cannot take range units.").arg(typeName()),
                           QStringLiteral("EasyStar §V.C"));
        }
        if (!f.type->upgradable && w.damage > 1) {
            m_issues.error(QStringLiteral("easystar.weapon.unitsNotAllowed"),
                           path() + QStringLiteral(".damage"),
                           Text::tr("A %1 cannot take damage units.").arg(typeName()),
                           QStringLiteral("EasyStar §V.C"));
        }

        // §V.B: bought range and damage within the mount's maximum; the missile's +1 damage and
        // the torpedo's +1 range are not counted (they are not stored), free units neither.
        if (f.type->upgradable && f.limitRange > f.mount->maxUnits) {
            m_issues.error(QStringLiteral("easystar.weapon.rangeOverMount"),
                           path() + QStringLiteral(".range"),
                           Text::tr("Range %1 exceeds the %2 maximum of %3.")
                               .arg(f.limitRange)
                               .arg(mountName())
                               .arg(f.mount->maxUnits),
                           QStringLiteral("EasyStar §V.B"));
        }
        if (f.type->upgradable && f.limitDamage > f.mount->maxUnits) {
            m_issues.error(QStringLiteral("easystar.weapon.damageOverMount"),
                           path() + QStringLiteral(".damage"),
                           Text::tr("Damage %1 exceeds the %2 maximum of %3.")
                               .arg(f.limitDamage)
                               .arg(mountName())
                               .arg(f.mount->maxUnits),
                           QStringLiteral("EasyStar §V.B"));
        }

        // §V.C: CLB axial only; BDVM and torpedo bank ventral only.
        if (!f.type->mounts.contains(w.mount)) {
            QStringList allowed;
            for (const QString &m : f.type->mounts) {
                if (const Mount *mount = m_rules.mount(m))
                    allowed << EasyStarText::table(mount->name).toLower();
            }
            m_issues.error(QStringLiteral("easystar.weapon.mountNotAllowed"),
                           path() + QStringLiteral(".mount"),
                           Text::tr("A %1 cannot be mounted %2; it can only be mounted %3.")
                               .arg(typeName(), mountName(), allowed.join(QLatin1String(", "))),
                           QStringLiteral("EasyStar §V.C"));
        }
        // §V.C: the special weapons only on cruisers and larger.
        if (f.type->largeHullOnly && !c.specialWeapons) {
            QStringList classes;
            for (const ShipClass &other : m_rules.classes) {
                if (other.specialWeapons)
                    classes << className(other);
            }
            m_issues.error(QStringLiteral("easystar.weapon.hullTooSmall"),
                           path() + QStringLiteral(".type"),
                           Text::tr("A %1 is allowed only on %2, not on a %3.")
                               .arg(typeName(), classes.join(QLatin1String(", ")), className(c)),
                           QStringLiteral("EasyStar §V.C"));
        }

        // Free units (flagship advantage rolls 5 and 11) must fit inside the bought values.
        if (w.freeRange > std::max(0, w.range - 1)) {
            m_issues.error(QStringLiteral("easystar.weapon.freeUnitsExceedUnits"),
                           path() + QStringLiteral(".freeRange"),
                           Text::tr("Free range units: %1, but the weapon has only %n range "
                                    "unit(s) above the first.",
                                    nullptr, std::max(0, w.range - 1))
                               .arg(w.freeRange),
                           QStringLiteral("EasyStar §V.F"));
        }
        if (w.freeDamage > std::max(0, w.damage - 1)) {
            m_issues.error(QStringLiteral("easystar.weapon.freeUnitsExceedUnits"),
                           path() + QStringLiteral(".freeDamage"),
                           Text::tr("Free damage units: %1, but the weapon has only %n damage "
                                    "unit(s) above the first.",
                                    nullptr, std::max(0, w.damage - 1))
                               .arg(w.freeDamage),
                           QStringLiteral("EasyStar §V.F"));
        }
    }

    std::vector<OpenGrant> grantsOf(const FlagshipAdvantage &a) const
    {
        std::vector<OpenGrant> grants;
        for (int roll : m_calc.effectiveRolls(a)) {
            const AdvantageRoll *row = m_rules.advantage(roll);
            if (!row || row->rollTwice)
                continue;
            for (const AdvantageGrant &g : row->grants)
                grants.push_back({roll, &g, false});
        }
        return grants;
    }

    QString describeGrant(const AdvantageGrant &g) const
    {
        switch (g.kind) {
        case AdvantageGrant::Kind::Weapon: {
            QStringList types;
            for (const QString &t : g.choices) {
                if (const WeaponType *w = m_rules.weapon(t))
                    types << EasyStarText::table(w->name);
            }
            const Mount *m = m_rules.mount(g.mount);
            const QString mount = m ? EasyStarText::table(m->name).toLower() : g.mount;
            QString text = g.range ? Text::tr("%1 weapon with range %2").arg(mount).arg(*g.range)
                                   : Text::tr("%1 weapon").arg(mount);
            return text + Text::tr(" (%1)").arg(types.join(Text::tr(" or ")));
        }
        case AdvantageGrant::Kind::Auxiliary: {
            QStringList names;
            for (const QString &d : g.choices)
                names << m_rules.deviceName(d);
            return names.join(Text::tr(" or "));
        }
        case AdvantageGrant::Kind::Fighters:
            return Text::tr("%n fighter(s)", nullptr, g.count);
        case AdvantageGrant::Kind::Units:
            return Text::tr("%n range/damage unit(s)", nullptr, g.count);
        case AdvantageGrant::Kind::DamageControl:
            return Text::tr("%n damage-control counter(s)", nullptr, g.count);
        }
        return {};
    }

    void checkAdvantage(std::size_t i, const EasyStarShip &s, const ShipFigures &f,
                        const ShipClass &c)
    {
        const auto advPath = [i] {
            return shipField(i, "flagshipAdvantage");
        };
        int freeUnits = 0;
        for (const EasyStarWeapon &w : s.weapons)
            freeUnits += w.freeRange + w.freeDamage;
        if (!s.advantage) {
            if (freeUnits > 0) {
                for (std::size_t j = 0; j < s.weapons.size(); ++j) {
                    if (s.weapons[j].freeRange + s.weapons[j].freeDamage == 0)
                        continue;
                    m_issues.error(QStringLiteral("easystar.flagship.notGranted"),
                                   weaponPath(i, false, j),
                                   Text::tr("Free range/damage units need a flagship "
                                            "advantage that grants them."),
                                   QStringLiteral("EasyStar §V.F"));
                    break;
                }
            }
            return;
        }
        const FlagshipAdvantage &a = *s.advantage;
        if (!s.flagship) {
            m_issues.error(QStringLiteral("easystar.flagship.advantageNotFlagship"), advPath(),
                           Text::tr("Only the flagship rolls a flagship advantage."),
                           QStringLiteral("EasyStar §V.F"));
        }

        // Roll 12: roll twice and apply both; reroll duplicates and 12s.
        const AdvantageRoll *row = m_rules.advantage(a.roll);
        if (row && row->rollTwice) {
            const bool twoDistinct = a.rerolls.size() == 2 && a.rerolls[0] != a.rerolls[1];
            const bool no12
                = std::none_of(a.rerolls.begin(), a.rerolls.end(), [](int r) { return r == 12; });
            if (!twoDistinct || !no12) {
                m_issues.error(QStringLiteral("easystar.flagship.rerolls"),
                               advPath() + QStringLiteral(".rerolls"),
                               Text::tr("A roll of 12 means rolling twice more: record two "
                                        "different rolls from 2 to 11."),
                               QStringLiteral("EasyStar §V.F, Flagship Advantage Table"));
            }
        } else if (!a.rerolls.empty()) {
            m_issues.error(QStringLiteral("easystar.flagship.rerolls"),
                           advPath() + QStringLiteral(".rerolls"),
                           Text::tr("Further rolls are recorded only for a roll of 12."),
                           QStringLiteral("EasyStar §V.F, Flagship Advantage Table"));
        }

        std::vector<OpenGrant> grants = grantsOf(a);
        const QString rolls = [&] {
            QStringList r;
            for (int roll : m_calc.effectiveRolls(a))
                r << QString::number(roll);
            return r.join(QLatin1String(", "));
        }();
        const auto notGranted = [&](const QString &subject, const QString &what) {
            m_issues.error(
                QStringLiteral("easystar.flagship.notGranted"), subject,
                Text::tr("%1 is not granted by the flagship advantage (roll %2).").arg(what, rolls),
                QStringLiteral("EasyStar §V.F, Flagship Advantage Table"));
        };

        // Weapons: each must match an unused weapon grant (mount, type, fixed range).
        for (std::size_t j = 0; j < a.weapons.size(); ++j) {
            const EasyStarWeapon &w = a.weapons[j];
            bool matched = false;
            for (OpenGrant &g : grants) {
                if (g.used || g.grant->kind != AdvantageGrant::Kind::Weapon)
                    continue;
                if (g.grant->mount == w.mount && g.grant->choices.contains(w.type)
                    && (!g.grant->range || *g.grant->range == w.range)) {
                    g.used = true;
                    matched = true;
                    break;
                }
            }
            if (!matched) {
                const WeaponFigures &wf = f.advantageWeapons[j];
                notGranted(
                    weaponPath(i, true, j),
                    EasyStarCalculator::weaponLabel(wf.type, wf.mount)
                        + (w.range > 1 ? Text::tr(" with range %1").arg(w.range) : QString()));
            }
            checkWeapon(i, true, j, w, f.advantageWeapons[j], c);
        }
        // Devices: each must match an unused device grant.
        for (int k = 0; k < a.devices.size(); ++k) {
            bool matched = false;
            for (OpenGrant &g : grants) {
                if (!g.used && g.grant->kind == AdvantageGrant::Kind::Auxiliary
                    && g.grant->choices.contains(a.devices[k])) {
                    g.used = true;
                    matched = true;
                    break;
                }
            }
            if (!matched) {
                notGranted(QStringLiteral("%1.devices[%2]").arg(advPath()).arg(k),
                           m_rules.deviceName(a.devices[k]));
            }
        }
        // Counted grants: fighters, free units, damage control.
        QStringList partlyUsed;
        const auto counted = [&](AdvantageGrant::Kind kind, int used, const QString &subject,
                                 const QString &what) {
            int granted = 0;
            for (OpenGrant &g : grants) {
                if (g.grant->kind == kind) {
                    granted += g.grant->count;
                    g.used = used > 0; // a partly used grant is listed below with what is left
                }
            }
            if (used > 0 && used < granted)
                partlyUsed << Text::tr("%1 (%2 of %3 taken)").arg(what).arg(used).arg(granted);
            if (used > granted) {
                m_issues.error(QStringLiteral("easystar.flagship.notGranted"), subject,
                               Text::tr("%1 %2 taken, but the flagship advantage (roll %3) "
                                        "grants %4.")
                                   .arg(used)
                                   .arg(what, rolls)
                                   .arg(granted),
                               QStringLiteral("EasyStar §V.F, Flagship Advantage Table"));
            }
        };
        for (const EasyStarWeapon &w : a.weapons)
            freeUnits += w.freeRange + w.freeDamage;
        counted(AdvantageGrant::Kind::Fighters, a.fighters.total(),
                advPath() + QStringLiteral(".fighters"), Text::tr("free fighters"));
        counted(AdvantageGrant::Kind::Units, freeUnits, advPath(),
                Text::tr("free range/damage units"));
        counted(AdvantageGrant::Kind::DamageControl, a.damageControl,
                advPath() + QStringLiteral(".damageControl"),
                Text::tr("free damage-control counters"));

        // Grants not taken: allowed (the advantage may be forfeited), but worth a warning.
        QStringList unused = partlyUsed;
        for (const OpenGrant &g : grants) {
            if (!g.used)
                unused << describeGrant(*g.grant);
        }
        if (!unused.isEmpty()) {
            m_issues.warning(QStringLiteral("easystar.flagship.grantUnused"), advPath(),
                             Text::tr("The flagship advantage (roll %1) also grants: %2. "
                                      "Not taking it forfeits it.")
                                 .arg(rolls, unused.join(QLatin1String("; "))),
                             QStringLiteral("EasyStar §V.F"));
        }
    }

    // Appendix B scenario presets.
    void checkScenario()
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

    const EasyStarRules &m_rules;
    const EasyStarSystem &m_system;
    const EasyStarOptions m_options;
    const EasyStarCalculator m_calc;
    const model::Fleet &m_fleet;
    const EasyStarFleetSettings &m_settings;
    IssueList &m_issues;
    std::vector<int> m_fighterCapacity; // per ship
};

} // namespace

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
    Checker(m_system, fleet, issues).run();
}

} // namespace fw::validators
