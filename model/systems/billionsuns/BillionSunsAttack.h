#pragma once

#include "../../dice/Rng.h"

#include <cstdint>
#include <vector>

// One A Billion Suns attack, reduced to numbers: the dice pool, the target's Silhouette and
// Shields and the faces the rules options set. Both the single-attack odds and the trial battle
// resolve attacks through this, so they cannot disagree.
namespace fw::model::billionsuns {

// How one attack die lands (A Billion Suns, attacking, steps 2-4).
enum class DieResult : std::uint8_t { Miss, Dud, Hit, Critical };

struct AttackDice
{
    int dice = 1;       // attack dice in the pool
    int die = 6;        // sides of each
    int damage = 1;     // Dmg of each unsaved hit
    int silhouette = 1; // the target's
    int shields = 0;    // the target's, with Power To Shields
    int power = 0;      // Power To Weapon Systems: CMD tokens, each -1 on every die (minimum 1)
    int criticalFace = 1;
    bool dudOnHighest = true;
    int saveDie = 6;
    bool engage = false; // Engage order: each miss or dud is re-rolled once

    // Attacking, step 2: a (modified) result equal or under the Silhouette hits. Step 3: a dud
    // among the hits is discarded (the dud is the natural face, assumption). Step 4: a modified
    // result at or under the critical face is a critical hit (Power To Weapon Systems: "higher
    // dice results can cause critical hits").
    constexpr DieResult classify(int natural) const
    {
        const int result = natural - power < 1 ? 1 : natural - power;
        if (result > silhouette)
            return DieResult::Miss;
        if (dudOnHighest && natural == die)
            return DieResult::Dud;
        return result <= criticalFace ? DieResult::Critical : DieResult::Hit;
    }
    // Step 6: a save equal or under Shields cancels a hit.
    double saveChance() const;
};

// The dice of one attack as rolled, for logs: natural rolls, Engage re-rolls (0: none) and saves.
struct AttackTrace
{
    std::vector<int> rolls;
    std::vector<int> rerolls;
    std::vector<int> saves;
    void clear()
    {
        rolls.clear();
        rerolls.clear();
        saves.clear();
    }
};

struct AttackResult
{
    int hits = 0;      // hits after the bonus hits of criticals (step 4)
    int criticals = 0; // dice that were critical hits
    int duds = 0;      // dice discarded as duds (step 3), after any re-roll
    int unsaved = 0;   // hits no save cancelled (step 6)
    int damage = 0;    // damage tokens: unsaved x Dmg (step 7)
};

// Rolls one attack. No allocation unless `trace` is given.
inline AttackResult resolveAttack(const AttackDice &a, dice::Rng &rng, AttackTrace *trace = nullptr)
{
    AttackResult r;
    int plain = 0;
    for (int i = 0; i < a.dice; ++i) {
        const int natural = rng.roll(a.die);
        DieResult d = a.classify(natural);
        int again = 0;
        // Attacking, step 1: "re-rolling if engaged".
        if (a.engage && (d == DieResult::Miss || d == DieResult::Dud)) {
            again = rng.roll(a.die);
            d = a.classify(again);
        }
        if (trace) {
            trace->rolls.push_back(natural);
            trace->rerolls.push_back(again);
        }
        if (d == DieResult::Hit)
            ++plain;
        else if (d == DieResult::Critical)
            ++r.criticals;
        else if (d == DieResult::Dud)
            ++r.duds;
    }
    r.hits = plain + 2 * r.criticals; // step 4: 1 bonus hit per critical
    r.unsaved = r.hits;
    if (a.shields > 0) {
        for (int h = 0; h < r.hits; ++h) { // step 5: one saving throw per hit
            const int save = rng.roll(a.saveDie);
            if (trace)
                trace->saves.push_back(save);
            if (save <= a.shields)
                --r.unsaved;
        }
    }
    r.damage = r.unsaved * a.damage;
    return r;
}

// The exact odds of one attack.
struct AttackTable
{
    // Chances of each die's final result, after any Engage re-roll.
    double miss = 0, dud = 0, hit = 0, critical = 0;
    double save = 0;  // chance that one save cancels a hit
    double noHit = 0; // chance that no die hit at all
    // By the number of unsaved hits u = 0..2*dice: P(no critical and u), P(a critical and u).
    std::vector<double> plain, withCritical;
};
AttackTable attackTable(const AttackDice &a);

// Faces of one die (before re-rolls) that give `result`.
int facesWith(const AttackDice &a, DieResult result);

} // namespace fw::model::billionsuns
