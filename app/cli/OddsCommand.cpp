#include "OddsCommand.h"

#include "CombatCommon.h"
#include "ExitCodes.h"
#include "ModifierArguments.h"

#include <model/combat/CombatRules.h>
#include <model/io/JsonWriter.h>
#include <model/systems/SystemRegistry.h>

#include <QCoreApplication>
#include <QTextStream>

#include <algorithm>

namespace fw::cli {

namespace {

using model::Json;
using model::combat::AttackOdds;
using model::combat::AttackRoll;
using model::combat::AttackSetup;
using model::combat::Choice;
using model::combat::CombatRules;
using model::combat::ModifierSpec;

class OddsText
{
    Q_DECLARE_TR_FUNCTIONS(fw::Cli)
};

// "1 Beam turret (axial), 2 Torpedo bay (ventral)": the weapons as --weapon accepts them.
QString weaponList(const std::vector<Choice> &weapons)
{
    QStringList list;
    for (std::size_t i = 0; i < weapons.size(); ++i)
        list << QStringLiteral("%1 %2").arg(i + 1).arg(weapons[i].label);
    return list.join(QLatin1String(", "));
}

QString kindList(const std::vector<Choice> &kinds)
{
    QStringList list;
    for (const Choice &k : kinds)
        list << QStringLiteral("%1 (%2)").arg(k.id, k.label);
    return list.join(QLatin1String(", "));
}

// A weapon by its number in the list (1 = first), its id when that is not a number, or its
// name or a part of the name that only it has (case does not matter).
std::optional<int> findWeapon(const combat::Context &c, const std::vector<Choice> &weapons,
                              const QString &shipName, const QString &text)
{
    const QString wanted = text.trimmed();
    bool isNumber = false;
    const int number = wanted.toInt(&isNumber);
    if (isNumber && number >= 1 && number <= int(weapons.size()))
        return number - 1;
    if (!isNumber) {
        for (std::size_t i = 0; i < weapons.size(); ++i) {
            if (weapons[i].id == wanted)
                return int(i);
        }
        for (std::size_t i = 0; i < weapons.size(); ++i) {
            if (weapons[i].label.compare(wanted, Qt::CaseInsensitive) == 0)
                return int(i);
        }
        // A part of the name is enough when only one weapon has it ("railguns").
        std::vector<int> partial;
        for (std::size_t i = 0; i < weapons.size(); ++i) {
            if (weapons[i].label.contains(wanted, Qt::CaseInsensitive))
                partial.push_back(int(i));
        }
        if (partial.size() == 1)
            return partial.front();
    }
    if (weapons.empty())
        c.error(OddsText::tr("--weapon: \"%1\" has no weapons").arg(shipName));
    else
        c.error(OddsText::tr("--weapon: \"%1\" has no weapon \"%2\"; give a number or a name: %3")
                    .arg(shipName, text, weaponList(weapons)));
    return std::nullopt;
}

std::optional<QString> findKind(const combat::Context &c, const std::vector<Choice> &kinds,
                                const QString &text)
{
    for (const Choice &k : kinds) {
        if (k.id == text.trimmed() || k.label.compare(text.trimmed(), Qt::CaseInsensitive) == 0)
            return k.id;
    }
    if (kinds.empty())
        c.error(OddsText::tr("--target-kind: this game has no target kinds besides ships; "
                             "name a ship with --target"));
    else
        c.error(OddsText::tr("--target-kind: unknown kind \"%1\"; the kinds are: %2")
                    .arg(text, kindList(kinds)));
    return std::nullopt;
}

// ----- --list ----------------------------------------------------------------------------

Json choicesJson(const std::vector<Choice> &choices, bool numbered)
{
    Json list = Json::array();
    for (std::size_t i = 0; i < choices.size(); ++i) {
        Json o = Json::object();
        if (numbered)
            o["number"] = i + 1;
        o["id"] = choices[i].id.toStdString();
        o["label"] = choices[i].label.toStdString();
        list.push_back(std::move(o));
    }
    return list;
}

Json shipsJson(const CombatRules &rules, const model::Fleet &fleet, int onlyShip)
{
    Json ships = Json::array();
    for (int i = 0; i < int(fleet.ships.size()); ++i) {
        if (onlyShip >= 0 && i != onlyShip)
            continue;
        Json o = Json::object();
        o["number"] = i + 1;
        o["name"] = fleet.ships[std::size_t(i)]->name.toStdString();
        o["weapons"] = choicesJson(rules.weapons(fleet, i), true);
        ships.push_back(std::move(o));
    }
    return ships;
}

QStringList shipsText(const CombatRules &rules, const model::Fleet &fleet, int onlyShip)
{
    QStringList lines;
    for (int i = 0; i < int(fleet.ships.size()); ++i) {
        if (onlyShip >= 0 && i != onlyShip)
            continue;
        lines << QStringLiteral("  %1. %2").arg(i + 1).arg(fleet.ships[std::size_t(i)]->name);
        const std::vector<Choice> weapons = rules.weapons(fleet, i);
        if (weapons.empty())
            lines << OddsText::tr("       no weapons");
        for (std::size_t w = 0; w < weapons.size(); ++w)
            lines << QStringLiteral("       --weapon %1  %2").arg(w + 1).arg(weapons[w].label);
    }
    return lines;
}

int listChoices(const combat::Context &c, const combat::LoadedFleet &attacker,
                const combat::LoadedFleet *targets, int onlyShip, bool json)
{
    const CombatRules &rules = *attacker.rules;
    if (json) {
        Json o = Json::object();
        o["system"] = attacker.system->id().toStdString();
        o["rangeUnit"] = rules.rangeUnit().toStdString();
        o["fleet"] = attacker.fleet->name.toStdString();
        o["ships"] = shipsJson(rules, *attacker.fleet, onlyShip);
        if (targets) {
            o["targetFleet"] = targets->fleet->name.toStdString();
            o["targetShips"] = shipsJson(rules, *targets->fleet, -1);
        }
        o["targetKinds"] = choicesJson(rules.targetKinds(), false);
        o["modifiers"] = combat::modifiersJson(rules.modifiers());
        c.out << QString::fromStdString(model::formatJson(o));
        return Ok;
    }
    QStringList lines;
    lines << OddsText::tr("%1 (%2); ranges in %3")
                 .arg(attacker.fleet->name, attacker.system->displayName(), rules.rangeUnit())
          << OddsText::tr("Attacking ships (--ship N or NAME) and their weapons:")
          << shipsText(rules, *attacker.fleet, onlyShip);
    if (targets) {
        lines << OddsText::tr("Target ships in %1 (--target N or NAME):").arg(targets->fleet->name)
              << shipsText(rules, *targets->fleet, -1);
    } else {
        lines << OddsText::tr("Target ships (--target N or NAME): the ships above, or those of "
                              "--target-fleet FLEET2");
    }
    lines << OddsText::tr("Target kinds (--target-kind KIND):");
    const std::vector<Choice> kinds = rules.targetKinds();
    if (kinds.empty())
        lines << OddsText::tr("  none");
    qsizetype width = 0;
    for (const Choice &k : kinds)
        width = std::max(width, k.id.size());
    for (const Choice &k : kinds)
        lines << QStringLiteral("  %1  %2").arg(k.id.leftJustified(width), k.label);
    lines << OddsText::tr("Modifiers (--mod ID=VALUE):");
    const std::vector<ModifierSpec> specs = rules.modifiers();
    if (specs.empty())
        lines << OddsText::tr("  none");
    width = 0;
    for (const ModifierSpec &m : specs)
        width = std::max(width, m.id.size());
    for (const ModifierSpec &m : specs) {
        lines << QStringLiteral("  %1  %2 (%3)  %4")
                     .arg(m.id.leftJustified(width), m.label, combat::modifierRange(m), m.rule);
    }
    c.out << lines.join(QLatin1Char('\n')) << Qt::endl;
    return Ok;
}

// ----- the odds ----------------------------------------------------------------------------

struct Attack
{
    AttackSetup setup;
    QString attackerName, weaponId, weaponLabel;
    QString targetName, targetKindLabel;
};

QString targetText(const Attack &a)
{
    if (a.setup.target < 0)
        return a.targetKindLabel;
    const QString ship = OddsText::tr("%1 (%2)").arg(a.targetName, a.setup.targetFleet->name);
    return a.setup.targetKind.isEmpty() ? ship
                                        : OddsText::tr("%1 of %2").arg(a.targetKindLabel, ship);
}

// The modifiers that can change this attack, by their names: "  Displacer pod used: yes".
QStringList modifierLines(const AttackSetup &setup, const std::vector<ModifierSpec> &specs,
                          const AttackOdds &odds)
{
    QStringList lines;
    for (const ModifierSpec &m : specs) {
        if (odds.unusedModifiers.contains(m.id))
            continue;
        const auto given = setup.modifiers.find(m.id);
        const int value = given != setup.modifiers.end() ? given->second : m.defaultValue;
        QString text = QString::number(value);
        if (m.hasChoices())
            text = m.choices[std::size_t(std::clamp(value, m.min, m.max))].label;
        else if (m.min == 0 && m.max == 1)
            text = value ? OddsText::tr("yes") : OddsText::tr("no");
        lines << OddsText::tr("  %1: %2").arg(m.label, text);
    }
    return lines;
}

QString oddsText(const Attack &a, const CombatRules &rules, const AttackOdds &odds)
{
    QStringList lines;
    lines << OddsText::tr("Attacker: %1 (%2)").arg(a.attackerName, a.setup.attackerFleet->name)
          << OddsText::tr("Weapon: %1").arg(a.weaponLabel)
          << OddsText::tr("Target: %1").arg(targetText(a))
          << OddsText::tr("Range: %1 (%2)").arg(a.setup.range).arg(rules.rangeUnit());
    const QStringList mods = modifierLines(a.setup, rules.modifiers(), odds);
    if (!mods.isEmpty())
        lines << OddsText::tr("Modifiers:") << mods;
    lines << QString() << OddsText::tr("Outcomes:");
    qsizetype width = 0;
    for (const auto &o : odds.outcomes)
        width = std::max(width, o.label.size());
    for (const auto &o : odds.outcomes)
        lines << QStringLiteral("  %1  %2")
                     .arg(o.label.leftJustified(width),
                          combat::percent(o.probability, 2).rightJustified(8));
    lines << QString()
          << OddsText::tr("Damage to the target (expected %1):").arg(odds.damage.mean(), 0, 'f', 3);
    const QString damage = OddsText::tr("damage");
    const QString exactly = OddsText::tr("exactly");
    const QString atLeast = OddsText::tr("at least");
    lines << QStringLiteral("  %1  %2  %3")
                 .arg(damage, exactly.rightJustified(8), atLeast.rightJustified(8));
    // A long tail (an exploding die) stops once "at least" would read 0.00 %: such rows say
    // nothing a player can read; the JSON output keeps every row.
    const auto entries = odds.damage.entries();
    std::size_t shown = 0;
    for (const auto &[value, p] : entries) {
        if (combat::percent(odds.damage.atLeast(value), 2) == combat::percent(0, 2))
            break;
        ++shown;
        lines << QStringLiteral("  %1  %2  %3")
                     .arg(QString::number(value).rightJustified(damage.size()),
                          combat::percent(p, 2).rightJustified(
                              std::max<qsizetype>(8, exactly.size())),
                          combat::percent(odds.damage.atLeast(value), 2)
                              .rightJustified(std::max<qsizetype>(8, atLeast.size())));
    }
    if (shown < entries.size())
        lines << OddsText::tr("  (%n more damage value(s), up to %1, each below 0.005 %: see "
                              "--json)",
                              nullptr, int(entries.size() - shown))
                     .arg(entries.back().first);
    lines << QString() << OddsText::tr("How the odds come about:") << combat::bulletList(odds.steps)
          << OddsText::tr("Assumptions in force:") << combat::bulletList(odds.assumptions);
    return lines.join(QLatin1Char('\n'));
}

QString rollText(std::uint64_t seed, const AttackRoll &roll, const AttackOdds &odds)
{
    QString outcome = roll.outcome;
    for (const auto &o : odds.outcomes) {
        if (o.id == roll.outcome)
            outcome = o.label;
    }
    return QStringList{QString(), OddsText::tr("One roll (seed %1):").arg(seed),
                       combat::bulletList(roll.log),
                       OddsText::tr("Result: %1; damage %2").arg(outcome).arg(roll.damage)}
        .join(QLatin1Char('\n'));
}

Json oddsJson(const Attack &a, const model::GameSystem &system, const CombatRules &rules,
              const AttackOdds &odds)
{
    Json o = Json::object();
    o["system"] = system.id().toStdString();
    Json attacker = Json::object();
    attacker["fleet"] = a.setup.attackerFleet->name.toStdString();
    attacker["ship"] = a.setup.attacker + 1;
    attacker["name"] = a.attackerName.toStdString();
    attacker["weapon"] = a.setup.weapon + 1;
    attacker["weaponId"] = a.weaponId.toStdString();
    attacker["weaponLabel"] = a.weaponLabel.toStdString();
    o["attacker"] = std::move(attacker);
    Json target = Json::object();
    if (a.setup.target >= 0) {
        target["fleet"] = a.setup.targetFleet->name.toStdString();
        target["ship"] = a.setup.target + 1;
        target["name"] = a.targetName.toStdString();
    } else {
        target["fleet"] = nullptr;
        target["ship"] = nullptr;
        target["name"] = nullptr;
    }
    target["kind"]
        = a.setup.targetKind.isEmpty() ? Json(nullptr) : Json(a.setup.targetKind.toStdString());
    o["target"] = std::move(target);
    o["range"] = a.setup.range;
    o["rangeUnit"] = rules.rangeUnit().toStdString();
    Json mods = Json::array();
    for (const ModifierSpec &m : rules.modifiers()) {
        const auto given = a.setup.modifiers.find(m.id);
        Json mod = Json::object();
        mod["id"] = m.id.toStdString();
        mod["value"] = combat::modifierValueJson(
            m, given != a.setup.modifiers.end() ? given->second : m.defaultValue);
        mods.push_back(std::move(mod));
    }
    o["modifiers"] = std::move(mods);
    Json outcomes = Json::array();
    for (const auto &outcome : odds.outcomes) {
        Json x = Json::object();
        x["id"] = outcome.id.toStdString();
        x["label"] = outcome.label.toStdString();
        x["p"] = outcome.probability;
        outcomes.push_back(std::move(x));
    }
    o["outcomes"] = std::move(outcomes);
    o["expectedDamage"] = odds.damage.mean();
    Json damage = Json::array();
    for (const auto &[value, p] : odds.damage.entries()) {
        Json row = Json::object();
        row["damage"] = value;
        row["p"] = p;
        row["atLeast"] = odds.damage.atLeast(value);
        damage.push_back(std::move(row));
    }
    o["damage"] = std::move(damage);
    o["steps"] = combat::stringsJson(odds.steps);
    o["assumptions"] = combat::stringsJson(odds.assumptions);
    return o;
}

} // namespace

QString oddsHelpChoices(const model::SystemRegistry &systems)
{
    QStringList lines;
    for (const auto &system : systems.systems()) {
        const CombatRules *rules = system->combat();
        if (!rules)
            continue;
        lines << QString()
              << OddsText::tr("%1 (ranges in %2):").arg(system->displayName(), rules->rangeUnit());
        const std::vector<Choice> kinds = rules->targetKinds();
        lines << OddsText::tr("  Target kinds: %1")
                     .arg(kinds.empty() ? OddsText::tr("none") : kindList(kinds));
        const std::vector<ModifierSpec> specs = rules->modifiers();
        lines << OddsText::tr("  Modifiers: %1")
                     .arg(specs.empty() ? OddsText::tr("none") : combat::modifierList(specs));
    }
    if (lines.isEmpty())
        return {};
    lines.prepend(OddsText::tr("Target kinds and modifiers by game (--list shows a fleet's ships "
                               "and weapons):"));
    return lines.join(QLatin1Char('\n'));
}

// --target or --target-kind into `a`; prints the error and returns false when they name none.
bool readTarget(const combat::Context &c, const OddsArguments &args, const CombatRules &rules,
                const model::Fleet &targetFleet, bool sameFleet, int ship, Attack &a)
{
    a.setup.targetFleet = &targetFleet;
    if (!args.target.isEmpty()) {
        const auto found
            = combat::findShip(c, targetFleet, QStringLiteral("--target"), args.target);
        if (!found)
            return false;
        a.setup.target = *found;
        a.targetName = targetFleet.ships[std::size_t(*found)]->name;
        if (sameFleet && *found == ship) {
            c.error(OddsText::tr("--target: \"%1\" cannot fire at itself; name another ship, "
                                 "or the enemy fleet with --target-fleet")
                        .arg(a.attackerName));
            return false;
        }
    }
    if (!args.targetKind.isEmpty()) {
        const std::vector<Choice> kinds = rules.targetKinds();
        const auto kind = findKind(c, kinds, args.targetKind);
        if (!kind)
            return false;
        a.setup.targetKind = *kind;
        for (const Choice &k : kinds) {
            if (k.id == *kind)
                a.targetKindLabel = k.label;
        }
    }
    if (args.target.isEmpty() && args.targetKind.isEmpty()) {
        const std::vector<Choice> kinds = rules.targetKinds();
        c.error(kinds.empty() ? OddsText::tr("name the target ship with --target N or NAME: %1")
                                    .arg(combat::shipList(targetFleet))
                              : OddsText::tr("name the target with --target N or NAME (%1) or "
                                             "--target-kind KIND (%2)")
                                    .arg(combat::shipList(targetFleet), kindList(kinds)));
        return false;
    }
    return true;
}

int oddsCommand(const OddsArguments &args, const model::SystemRegistry &systems,
                const validators::ValidatorRegistry &validators, QTextStream &out, QTextStream &err)
{
    const combat::Context c{QStringLiteral("odds"), systems, validators, out, err};
    // Options that need no fleet are checked first, so a typo costs no loading.
    std::uint64_t seed = 1;
    if (!args.seed.isEmpty()) {
        const auto s = combat::seedOption(c, args.seed);
        if (!s)
            return CannotRead;
        seed = *s;
    }
    std::optional<combat::LoadedFleet> attacker = combat::loadFleet(c, args.fleetFile);
    if (!attacker)
        return CannotRead;
    std::optional<combat::LoadedFleet> otherFleet;
    if (!args.targetFleetFile.isEmpty()) {
        otherFleet = combat::loadFleet(c, args.targetFleetFile);
        if (!otherFleet)
            return CannotRead;
        if (!combat::sameSystem(c, *attacker, *otherFleet, QStringLiteral("--target-fleet")))
            return CannotRead;
    }
    const CombatRules &rules = *attacker->rules;
    const model::Fleet &targetFleet = otherFleet ? *otherFleet->fleet : *attacker->fleet;

    int ship = -1;
    if (!args.ship.isEmpty()) {
        const auto found
            = combat::findShip(c, *attacker->fleet, QStringLiteral("--ship"), args.ship);
        if (!found)
            return CannotRead;
        ship = *found;
    }
    if (args.list)
        return listChoices(c, *attacker, otherFleet ? &*otherFleet : nullptr, ship, args.json);

    if (ship < 0) {
        c.error(OddsText::tr("name the attacking ship with --ship N or NAME: %1")
                    .arg(combat::shipList(*attacker->fleet)));
        return CannotRead;
    }
    Attack a;
    a.setup.attackerFleet = attacker->fleet.get();
    a.setup.attacker = ship;
    a.attackerName = attacker->fleet->ships[std::size_t(ship)]->name;
    const std::vector<Choice> weapons = rules.weapons(*attacker->fleet, ship);
    if (args.weapon.isEmpty()) {
        c.error(weapons.empty()
                    ? OddsText::tr("--weapon: \"%1\" has no weapons").arg(a.attackerName)
                    : OddsText::tr("name the weapon with --weapon N or NAME: %1")
                          .arg(weaponList(weapons)));
        return CannotRead;
    }
    const auto weapon = findWeapon(c, weapons, a.attackerName, args.weapon);
    if (!weapon)
        return CannotRead;
    a.setup.weapon = *weapon;
    a.weaponId = weapons[std::size_t(*weapon)].id;
    a.weaponLabel = weapons[std::size_t(*weapon)].label;

    if (!readTarget(c, args, rules, targetFleet, !otherFleet, ship, a))
        return CannotRead;
    if (args.range.isEmpty()) {
        c.error(OddsText::tr("give the range in %1 with --range R").arg(rules.rangeUnit()));
        return CannotRead;
    }
    const auto range = combat::integerOption(c, QStringLiteral("--range"), args.range, 0, 1000);
    if (!range)
        return CannotRead;
    a.setup.range = int(*range);
    auto modifiers = combat::readModifiers(rules.modifiers(), args.modifiers);
    if (!modifiers) {
        c.error(modifiers.error());
        return CannotRead;
    }
    a.setup.modifiers = std::move(modifiers).value();

    const AttackOdds odds = rules.odds(a.setup);
    if (!odds.error.isEmpty()) {
        c.error(OddsText::tr("the attack cannot be made: %1").arg(odds.error));
        return CannotRead;
    }
    std::optional<AttackRoll> roll;
    if (args.roll) {
        model::dice::Rng rng(seed);
        roll = rules.roll(a.setup, rng);
        if (!roll->error.isEmpty()) {
            c.error(OddsText::tr("the attack cannot be made: %1").arg(roll->error));
            return CannotRead;
        }
    }
    if (args.json) {
        Json o = oddsJson(a, *attacker->system, rules, odds);
        if (roll) {
            Json r = Json::object();
            r["seed"] = seed;
            r["outcome"] = roll->outcome.toStdString();
            r["damage"] = roll->damage;
            r["log"] = combat::stringsJson(roll->log);
            o["roll"] = std::move(r);
        }
        out << QString::fromStdString(model::formatJson(o));
        return Ok;
    }
    out << oddsText(a, rules, odds) << Qt::endl;
    if (roll)
        out << rollText(seed, *roll, odds) << Qt::endl;
    return Ok;
}

} // namespace fw::cli
