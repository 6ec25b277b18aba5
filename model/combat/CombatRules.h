#pragma once

#include "../core/Fleet.h"
#include "../core/Result.h"
#include "../dice/Pmf.h"
#include "../dice/Rng.h"

#include <QString>
#include <QStringList>

#include <algorithm>
#include <cstdint>
#include <map>
#include <memory>
#include <vector>

// The system-neutral combat interface. Each game system that can resolve attacks and fight trial
// battles implements CombatRules in its own folder and returns it from GameSystem::combat(); the
// Monte Carlo runner, the CLI and the app only talk to this interface.
namespace fw::model::combat {

// ----- single attacks ------------------------------------------------------------------------

struct Choice
{
    QString id;    // stable, e.g. "ship", "ecm"
    QString label; // translated
};

// A situational modifier of an attack that the fleets do not fix (a target's facing, a die
// modifier). Integer-valued; a yes/no modifier has min 0 and max 1.
//
// A modifier with named choices (a facing, an arc, a track, a shield setting) lists them in
// `choices`; its value in AttackSetup::modifiers is then the position of the chosen one in that
// list, with min 0, max choices.size() - 1 and defaultValue the position of the default (make it
// with choiceModifier()). The Attack panel shows it as a combo box of the labels; the CLI reads
// and writes the choice's id (--mod arc=rear, "value": "rear" in JSON), never the position, so
// ids are what must stay stable.
struct ModifierSpec
{
    QString id;
    QString label; // translated
    int min = 0;
    int max = 1;
    int defaultValue = 0;
    QString rule;                // rule reference, e.g. "§VII.C" with the game's name
    std::vector<Choice> choices; // empty: a number (or yes/no) from min to max

    bool hasChoices() const { return !choices.empty(); }
    // The position of the choice with `choiceId`; -1 when there is none.
    int choiceIndex(const QString &choiceId) const
    {
        for (std::size_t i = 0; i < choices.size(); ++i) {
            if (choices[i].id == choiceId)
                return int(i);
        }
        return -1;
    }
    // The id of the choice at `value` (clamped to the list); empty without choices.
    QString choiceId(int value) const
    {
        if (choices.empty())
            return {};
        return choices[std::size_t(std::clamp(value, 0, int(choices.size()) - 1))].id;
    }
};

// A modifier with named choices; `defaultChoice` is the id of the default one (the first when
// no choice has that id).
inline ModifierSpec choiceModifier(QString id, QString label, std::vector<Choice> choices,
                                   const QString &defaultChoice, QString rule)
{
    ModifierSpec spec;
    spec.id = std::move(id);
    spec.label = std::move(label);
    spec.rule = std::move(rule);
    spec.choices = std::move(choices);
    spec.min = 0;
    spec.max = std::max(0, int(spec.choices.size()) - 1);
    spec.defaultValue = std::max(0, spec.choiceIndex(defaultChoice));
    return spec;
}

struct AttackSetup
{
    const Fleet *attackerFleet = nullptr;
    int attacker = 0; // ship index in attackerFleet
    int weapon = 0;   // a position in the list of CombatRules::weapons() (0 = the first)
    // The target: a ship of targetFleet, or (target < 0) a target of kind targetKind.
    const Fleet *targetFleet = nullptr;
    int target = -1;
    QString targetKind; // an id from CombatRules::targetKinds(); empty: the target ship itself
    int range = 0;      // in the system's range unit
    // Ids from CombatRules::modifiers(); missing: the default. The value of a modifier with
    // choices is the position of the chosen one in ModifierSpec::choices.
    std::map<QString, int> modifiers;
};

struct OutcomeOdds
{
    QString id;    // "miss", "hit", "critical", ...
    QString label; // translated
    double probability = 0;
};

struct AttackOdds
{
    QString error;                     // non-empty: the attack cannot be made, and why (translated)
    dice::Pmf damage;                  // damage to the target, exactly
    std::vector<OutcomeOdds> outcomes; // mutually exclusive, sum to 1
    QStringList steps;                 // how the odds come about, one rule per line (translated)
    QStringList assumptions;           // rules options the odds depend on (translated)
    // Ids of modifiers() that cannot change this attack (a displacer choice against a target
    // without a displacer pod): the app and the CLI leave them out of what they show.
    QStringList unusedModifiers;
};

struct AttackRoll
{
    QString error;
    int damage = 0;
    QString outcome; // an OutcomeOdds id
    QStringList log; // every die and what it meant (translated)
};

// An attack set up once and rolled many times: the fast path for statistics and benchmarks.
// roll() allocates nothing and writes no log.
class PreparedAttack
{
public:
    virtual ~PreparedAttack() = default;
    virtual int roll(dice::Rng &rng) const = 0; // the damage of one attack
};

// ----- trial battles -------------------------------------------------------------------------

enum class TargetPolicy {
    Focus,         // every ship fires at the same enemy until it is destroyed
    Spread,        // each ship picks an enemy at random
    BiggestThreat, // the enemy with the most firepower first
};

struct BattleSettings
{
    int startRange = 0;  // in the system's range unit
    int closingRate = 0; // range closed per turn; 0 holds the range
    int turnLimit = 0;
    TargetPolicy policy = TargetPolicy::Focus;
};

// The result of one trial battle. Only integers, so sums over many trials do not depend on the
// order in which threads finish.
struct TrialResult
{
    int winner = -1; // 0: side A, 1: side B, -1: a draw
    int turns = 0;
    int vp[2] = {0, 0};                    // victory points scored by each side
    int damageDealt[2] = {0, 0};           // damage each side inflicted
    std::vector<std::uint8_t> survived[2]; // per ship of each side: 1 if it survived
};

// Attacks counted by kind, for the benchmark and tests: attacks[k] counts the attacks of kind k of
// Battle::attackKinds() (a weapon type, fighters, an explosion) that a runner given the tally
// rolled.
struct AttackTally
{
    std::vector<std::int64_t> attacks;
};

// A battle prepared from two fleets: immutable and shared by all threads of a Monte Carlo run.
class BattleRunner;
class Battle
{
public:
    virtual ~Battle() = default;
    virtual int shipCount(int side) const = 0;
    virtual QString shipName(int side, int ship) const = 0;
    virtual qint64 points(int side) const = 0;   // points spent on the ships that fight
    virtual QStringList assumptions() const = 0; // rules options and model simplifications in force
    // Stable ids of the kinds of attack its runners count in an AttackTally; empty: none counted.
    virtual QStringList attackKinds() const { return {}; }
    // A runner holds the scratch state of one thread; runners never share mutable state.
    virtual std::unique_ptr<BattleRunner> runner() const = 0;
};

class BattleRunner
{
public:
    virtual ~BattleRunner() = default;
    // Fights one battle with the dice of `seed`. With `log`, appends a readable turn-by-turn log
    // (translated). The same seed always gives the same result and log.
    virtual void run(std::uint64_t seed, TrialResult &result, QStringList *log) = 0;

    // Counts every attack rolled from now on in `tally` (sized to Battle::attackKinds()); null
    // stops counting.
    void setTally(AttackTally *tally) { m_tally = tally; }

protected:
    void countAttack(int kind) const
    {
        if (m_tally && kind >= 0 && std::size_t(kind) < m_tally->attacks.size())
            ++m_tally->attacks[std::size_t(kind)];
    }

private:
    AttackTally *m_tally = nullptr;
};

// ----- the interface per game system --------------------------------------------------------

class CombatRules
{
public:
    CombatRules() = default;
    CombatRules(const CombatRules &) = delete;
    CombatRules &operator=(const CombatRules &) = delete;
    virtual ~CombatRules() = default;

    virtual QString rangeUnit() const = 0; // translated: "hexes", "inches"

    // What a ship can fire, in order (AttackSetup::weapon is a position in this list); ids are
    // stable names of the weapons.
    virtual std::vector<Choice> weapons(const Fleet &fleet, int ship) const = 0;
    // Generic targets besides the ships of a fleet (e.g. a fighter, a missile); may be empty.
    virtual std::vector<Choice> targetKinds() const = 0;
    virtual std::vector<ModifierSpec> modifiers() const = 0;

    virtual AttackOdds odds(const AttackSetup &setup) const = 0;
    // Forgets odds kept from earlier calls (the next odds() computes them again): for measuring
    // the first computation. Rules that keep nothing have nothing to forget.
    virtual void forgetKeptOdds() const {}
    virtual AttackRoll roll(const AttackSetup &setup, dice::Rng &rng) const = 0;
    // The same attack as roll() with the same dice, without the log. A failure (with the same
    // translated message as AttackOdds::error) when the attack cannot be made; never null.
    virtual Result<std::unique_ptr<PreparedAttack>>
    prepareAttack(const AttackSetup &setup) const = 0;

    virtual BattleSettings defaultBattleSettings() const = 0;
    // Prepares a battle between fleets a and b (both of this system): a failure with a
    // translated message when they cannot fight; never null.
    virtual Result<std::unique_ptr<Battle>> prepareBattle(const Fleet &a, const Fleet &b,
                                                          const BattleSettings &settings) const = 0;
};

} // namespace fw::model::combat
