#pragma once

#include "../../combat/Bearing.h"
#include "../../core/RulesOptions.h"

#include <vector>

namespace fw::model::sunder {

// Ids of the Sunder the Stars rules options, as written to fleet files. Each stands in for
// something the sources leave open (digest §4.5, §4.8, §4.9) or is an optional rule of the blog.
namespace option {
inline constexpr char DvBonus[] = "dvBonus";             // Int 0: DV = shield value + N (§4.5)
inline constexpr char MaximumShield[] = "maximumShield"; // Choice: the Maximum setting (§4.5)
inline constexpr char SingleFaction[] = "singleFaction"; // Bool true: one faction (§4.8)
inline constexpr char Flagship[] = "flagship";           // Choice: at most / exactly one (§4.8)
inline constexpr char SquadronSize[] = "squadronSize";   // Int 0 = no limit (§4.8, §4.9)
inline constexpr char SquadronInitiative[] = "squadronInitiative"; // Choice: lowest (§4.1)
inline constexpr char PresetBudget[] = "presetBudget"; // Int 50: points without a budget (§4.8)
inline constexpr char VictoryHull[] = "victoryHull";   // Choice: hull size for victory (§4.9)
inline constexpr char VictoryShare[] = "victoryShare"; // Int 50: per cent of enemy hull (§4.7)
inline constexpr char FighterAv[] = "fighterAv";       // Int 1: a fighter flight's AV (§4.9)
inline constexpr char BomberAv[] = "bomberAv";         // Int 2: a bomber flight's AV (§4.9)
inline constexpr char BlastAttack[] = "blastAttack";   // Choice: what a blast's 2D6 is (§4.5)
// combat::BearingOption ("bearing"): which weapons fire at a target in a battle (Bearing.h)
} // namespace option

// Choice ids.
namespace choice {
inline constexpr char AsNormal[] = "normal";       // DEFAULT: Maximum shields count as Normal
inline constexpr char DoubleAll[] = "double";      // Maximum doubles the shield all round
inline constexpr char AtMostOne[] = "atMostOne";   // DEFAULT: no more than one flagship
inline constexpr char ExactlyOne[] = "exactlyOne"; // the blog's optional rule: exactly one
inline constexpr char Lowest[] = "lowest";         // DEFAULT: a group's lowest modifier
inline constexpr char Highest[] = "highest";       // a group's highest modifier
inline constexpr char Tracks[] = "tracks";         // DEFAULT: hull size = tracks (1, 2, 3)
inline constexpr char Points[] = "points";         // hull size = the card's points
inline constexpr char BlastTotal[] = "total";      // DEFAULT: the 2D6 is the attack total
inline constexpr char BlastAv[] = "av";            // the 2D6 is an AV, plus the exploding D6
} // namespace choice

// The playtests' game size, about 50 points a player (digest §4.7; §4.8 DEFAULT preset): a new
// fleet's budget and the presetBudget option's default.
inline constexpr int PlaytestPoints = 50;

struct SunderOptions
{
    int dvBonus = 0;
    bool maximumDoubles = false; // false: the Maximum setting counts as Normal
    bool singleFaction = true;
    bool exactlyOneFlagship = false;   // false: at most one
    int squadronSize = 0;              // 0 = no limit
    bool squadronHighest = false;      // false: a group rolls with its lowest modifier
    int presetBudget = PlaytestPoints; // the points of a fleet that sets no budget
    bool victoryByPoints = false;      // false: hull size = the card's tracks
    int victoryShare = 50;             // per cent of the enemy's hull destroyed
    int fighterAv = 1;
    int bomberAv = 2;
    bool allBear = false;   // false: only the weapons of the best bearing fire (Bearing.h)
    bool blastAsAv = false; // false: a blast's 2D6 is its attack total
};

std::vector<RulesOptionSpec> makeOptionSpecs();
SunderOptions resolveOptions(const std::vector<RulesOptionSpec> &specs, const RulesOptions &values);

} // namespace fw::model::sunder
