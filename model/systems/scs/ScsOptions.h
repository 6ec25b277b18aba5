#pragma once

#include "../../core/RulesOptions.h"

#include <vector>

namespace fw::model::scs {

// Ids of the SCS rules options, as written to fleet files. Each stands in for something the
// homebrew leaves open (digest §5.4, §5.6) or picks a fleet-composition preset (§5.8).
namespace option {
inline constexpr char HitDie[] = "hitDie";                       // Int 20: the to-hit die (§5.3)
inline constexpr char RowLength[] = "rowLength";                 // Int 4: boxes per row (§5.6)
inline constexpr char BlockSize[] = "blockSize";                 // Int 5: boxes per block (§5.6)
inline constexpr char FacingSignature[] = "facingSignature";     // Bool true: forward/side split
inline constexpr char Destruction[] = "destruction";             // Choice (§5.1)
inline constexpr char RarityDenominator[] = "rarityDenominator"; // Choice (§5.4)
inline constexpr char Composition[] = "composition";         // Choice: homebrew / b5wars (§5.8)
inline constexpr char PivotAllowance[] = "pivotAllowance";   // Int 0 = not limited (§5.2)
inline constexpr char CriticalsTiming[] = "criticalsTiming"; // Choice (§5.6, the five phases)
inline constexpr char Pulses[] = "pulses";                   // Choice: pulses per shot (§5.3)
inline constexpr char BallisticIntercept[] = "ballisticIntercept"; // Choice: the cut-off clause
inline constexpr char CriticalLoss[] = "criticalLoss"; // Choice: what a destroyed row costs (§5.3)
inline constexpr char SectionStructure[] = "sectionStructure"; // Choice: a section without one
// and combat::BearingOption ("bearing"): which weapons fire at a target (Bearing.h)
} // namespace option

// Choice ids.
namespace choice {
inline constexpr char ReactorOrPrimary[] = "reactorOrPrimary"; // DEFAULT: reactor or primary
                                                               // structure destroyed
inline constexpr char PrimaryStructure[] = "primaryStructure"; // only primary structure
inline constexpr char Hull[] = "hull";                         // DEFAULT: ships of the base hull
inline constexpr char WholeFleet[] = "fleet";                  // ships of the whole fleet
inline constexpr char Homebrew[] = "homebrew";                 // DEFAULT: digest §5.4
inline constexpr char B5Wars[] = "b5wars";                     // "B5 Wars pickup", digest §5.8
inline constexpr char EndOfTurn[] = "endOfTurn";               // DEFAULT: phase 5
inline constexpr char Immediate[] = "immediate";               // as each row or block goes
inline constexpr char Rolled[] = "rolled";                     // DEFAULT: B5 Wars pulse roll
inline constexpr char PerDie[] = "perDie";                     // a pulse per damage die
inline constexpr char OnePulse[] = "one";                      // the whole shot is one pulse
inline constexpr char Listed[] = "listed";         // DEFAULT: weapons with an intercept value
inline constexpr char AllWeapons[] = "allWeapons"; // every weapon, at value 1 if it has none
inline constexpr char Rating[] = "rating";         // DEFAULT: each row or block its share
inline constexpr char PerGroup[] = "perGroup";     // 1 per row or block, as printed
inline constexpr char EverySection[] = "every";    // DEFAULT: every section has structure
inline constexpr char ToPrimary[] = "primary";     // B5 Wars medium ships: the primary's
} // namespace choice

// How many pulses a pulse weapon's hit fires (rules option pulses).
enum class PulseRule {
    Rolled, // B5 Wars: d(pulse die) + 1 per grouping margin, at most the maximum; each its own hit
    PerDie, // one per damage die, all in one hit (the reading before pulses were rolled)
    One     // the whole shot is one pulse
};

struct ScsOptions
{
    int hitDie = 20;
    int rowLength = 4;
    int blockSize = 5;
    bool facingSignature = true;
    bool destroyedByReactor = true; // false: only primary structure destroys a ship
    bool rarityByHull = true;       // false: the whole fleet is the denominator
    bool b5warsComposition = false; // the "B5 Wars pickup" preset instead of the homebrew's
    int pivotAllowance = 0;         // 0 = not limited
    bool criticalsAtEndOfTurn = true;
    PulseRule pulses = PulseRule::Rolled;
    bool bearingAll = false;                      // every weapon bears (a simplification)
    bool everyWeaponInterceptsBallistics = false; // the cut-off clause's completion
    bool lossPerGroup = false; // a destroyed row or block costs 1, not its share of the rating
    // A section without a structure block is legal, its structure hits and overflow going to the
    // primary structure (B5 Wars medium ships); false: every section needs one (digest §5.4).
    bool structurelessToPrimary = false;
};

struct ScsClass;

std::vector<RulesOptionSpec> makeOptionSpecs();
// Whether a section of `c` other than the primary has no structure block (a B5 Wars medium ship,
// which rules option sectionStructure lets be).
bool hasStructurelessSections(const ScsClass &c);
// Sets rules option sectionStructure to let such sections be, when `options` does not set it;
// returns whether it did.
bool allowStructurelessSections(RulesOptions &options);
ScsOptions resolveOptions(const std::vector<RulesOptionSpec> &specs, const RulesOptions &values);

} // namespace fw::model::scs
