#include "ScsOptions.h"

#include "ScsDesign.h"

#include "../../combat/Bearing.h"

#include <algorithm>

namespace fw::model::scs {

namespace {

RulesOptionSpec spec(const char *id, OptionKind kind, OptionValue defaultValue, QString label,
                     QString description, const char *rule, bool assumption = true)
{
    return makeOptionSpec(QLatin1String(id), kind, std::move(defaultValue), std::move(label),
                          std::move(description), rule, assumption);
}

// A choice among `choices`, the first of which is the default.
RulesOptionSpec choiceSpec(const char *id, QString label, QString description, const char *rule,
                           std::vector<OptionChoice> choices, bool assumption = true)
{
    RulesOptionSpec s = spec(id, OptionKind::Choice, choices.front().id, std::move(label),
                             std::move(description), rule, assumption);
    s.choices = std::move(choices);
    return s;
}

OptionChoice choiceOf(const char *id, QString label)
{
    return {QString::fromLatin1(id), std::move(label)};
}

void addBoxOptions(std::vector<RulesOptionSpec> &specs)
{
    specs.push_back(withRange(
        spec(option::RowLength, OptionKind::Int, 4, ScsText::tr("Boxes per row"),
             ScsText::tr("How many boxes make a row of thrusters, sensors, C&C and shield "
                         "generators, which lose a point per destroyed row. A system's own row "
                         "length overrides it."),
             "SCS homebrew, criticals (row length unstated; digest §5.6 DEFAULT 4)"),
        1, 20));
    specs.push_back(withRange(
        spec(option::BlockSize, OptionKind::Int, 5, ScsText::tr("Boxes per block"),
             ScsText::tr("How many boxes make a block of reactors, engines and jump engines, "
                         "which lose a point per destroyed block. A system's own block size "
                         "overrides it."),
             "SCS homebrew, criticals (block size unstated; digest §5.6 DEFAULT 5)"),
        1, 50));
}

void addFleetOptions(std::vector<RulesOptionSpec> &specs)
{
    specs.push_back(choiceSpec(
        option::RarityDenominator, ScsText::tr("Rarity counted against"),
        ScsText::tr("Uncommon variants may be 1 in 3 ships and rare ones 1 in 9: of the ships "
                    "of the same base hull (rounded down, at least one once there is a base "
                    "ship), or of the whole fleet."),
        "B5 Wars variant rarity (kezerk; denominator ambiguous, digest §5.4 DEFAULT)",
        {choiceOf(choice::Hull, ScsText::tr("Ships of the same hull")),
         choiceOf(choice::WholeFleet, ScsText::tr("The whole fleet"))}));
    specs.push_back(choiceSpec(
        option::Composition, ScsText::tr("Fleet composition"),
        ScsText::tr("The homebrew's checks (budget, in-service date, rarity, limited "
                    "deployment), or the \"B5 Wars pickup\" limits online players use today "
                    "(jump engine, capital ships, deployment brackets, ships per hull, "
                    "fleet-wide rarity, hangars at least half full)."),
        "SCS homebrew and B5 Wars conventions (digest §5.4); B5 Wars pickup (digest §5.8)",
        {choiceOf(choice::Homebrew, ScsText::tr("Homebrew")),
         choiceOf(choice::B5Wars, ScsText::tr("B5 Wars pickup"))},
        false));
    specs.push_back(choiceSpec(
        option::SectionStructure, ScsText::tr("Sections without structure"),
        ScsText::tr("The homebrew's sheet check asks every section for a structure block. A B5 "
                    "Wars medium ship has one, in its primary section: the hits its forward and "
                    "aft charts send to \"Structure\", and the damage its destroyed systems pass "
                    "on, go to the primary structure (as FieryVoid plays them)."),
        "SCS homebrew, sheet integrity (digest §5.4); B5 Wars medium ships (one structure block, "
        "in primary)",
        {choiceOf(choice::EverySection, ScsText::tr("Every section has one")),
         choiceOf(choice::ToPrimary,
                  ScsText::tr("Allowed: their hits go to the primary structure"))},
        false));
}

void addCombatOptions(std::vector<RulesOptionSpec> &specs)
{
    specs.push_back(withRange(spec(option::HitDie, OptionKind::Int, 20, ScsText::tr("To-hit die"),
                                   ScsText::tr("A shot hits on this die rolling at most the "
                                               "target's signature plus the range modifier."),
                                   "SCS homebrew, to hit (die unstated; digest §5.3 DEFAULT d20 "
                                   "as in B5 Wars)"),
                              2, 100));
    specs.push_back(spec(option::FacingSignature, OptionKind::Bool, true,
                         ScsText::tr("Signature by facing"),
                         ScsText::tr("Shots at the forward or aft section meet the forward "
                                     "signature, shots at a side the side signature (B5 Wars). "
                                     "Off: the forward signature everywhere."),
                         "SCS homebrew, to hit (digest §5.6 DEFAULT: keep the B5 Wars split)"));

    RulesOptionSpec destruction
        = spec(option::Destruction, OptionKind::Choice,
               QString::fromLatin1(choice::ReactorOrPrimary), ScsText::tr("Ship destroyed when"),
               ScsText::tr("B5 Wars destroys a ship when its reactor or its primary structure is "
                           "destroyed; the homebrew does not say."),
               "SCS homebrew (silent); B5 Wars rule as digest §5.1 DEFAULT");
    destruction.choices = {{QString::fromLatin1(choice::ReactorOrPrimary),
                            ScsText::tr("Reactor or primary structure destroyed")},
                           {QString::fromLatin1(choice::PrimaryStructure),
                            ScsText::tr("Primary structure destroyed")}};
    specs.push_back(destruction);

    RulesOptionSpec timing = spec(
        option::CriticalsTiming, OptionKind::Choice, QString::fromLatin1(choice::EndOfTurn),
        ScsText::tr("Criticals take effect"),
        ScsText::tr("The homebrew's five phases are not listed; Fleetwright reads them as "
                    "initiative and power, ballistic launch, movement, firing, then fighters "
                    "and criticals. Criticals then apply at the end of the turn, or at once."),
        "SCS homebrew, phases (list missing; digest §5.6 inferred order)");
    timing.choices
        = {{QString::fromLatin1(choice::EndOfTurn), ScsText::tr("At the end of the turn")},
           {QString::fromLatin1(choice::Immediate), ScsText::tr("At once")}};
    specs.push_back(timing);

    RulesOptionSpec pulses = spec(
        option::Pulses, OptionKind::Choice, QString::fromLatin1(choice::Rolled),
        ScsText::tr("Pulses of a pulse weapon"),
        ScsText::tr("The homebrew speaks of \"the number of pulses rolled\" without the roll. "
                    "B5 Wars rolls them: a die of pulses (d5), one more for every few points the "
                    "to-hit roll beats its target by (4), at most a maximum (6), each pulse a hit "
                    "of the weapon's damage that meets armour on its own; a weapon may set its "
                    "own values. Or one pulse per damage die in a single hit (3d10+4: three "
                    "pulses), or the whole shot as one pulse."),
        "SCS homebrew, intercept (\"block the number of pulses rolled\"); B5 Wars pulse values "
        "as FieryVoid's Pulse class (d5, +1 per 20 %, max 6)");
    pulses.choices
        = {{QString::fromLatin1(choice::Rolled), ScsText::tr("Rolled, as in B5 Wars")},
           {QString::fromLatin1(choice::PerDie), ScsText::tr("One pulse per damage die")},
           {QString::fromLatin1(choice::OnePulse), ScsText::tr("One pulse per shot")}};
    specs.push_back(pulses);

    RulesOptionSpec ballistic = spec(
        option::BallisticIntercept, OptionKind::Choice, QString::fromLatin1(choice::Listed),
        ScsText::tr("Intercepting ballistics"),
        ScsText::tr("The source breaks off at \"Against slow moving ballistics the intercept "
                    "value of all weapons is increased by one (including weapons\". Read as "
                    "printed, only weapons with an intercept value intercept, at +1 against "
                    "ballistics; completed, weapons without one may also try against ballistics, "
                    "at value 1."),
        "SCS homebrew, intercept (the sentence is cut off)");
    ballistic.choices = {
        {QString::fromLatin1(choice::Listed), ScsText::tr("Only weapons with an intercept value")},
        {QString::fromLatin1(choice::AllWeapons),
         ScsText::tr("Every weapon, at value 1 if it has none")}};
    specs.push_back(ballistic);

    RulesOptionSpec loss = spec(
        option::CriticalLoss, OptionKind::Choice, QString::fromLatin1(choice::Rating),
        ScsText::tr("Rating lost per row or block"),
        ScsText::tr("A destroyed thruster, engine, sensor, shield generator or reactor loses its "
                    "whole rating, each destroyed row or block its share (rounded down until "
                    "the last one goes); or 1 per row or block, as the table prints it, which "
                    "leaves a 24-box thruster of rating 12 with 6 when it is destroyed."),
        "SCS homebrew, criticals (\"-1 thrust\" per row or block; the ratings on the sheet)");
    loss.choices = {{QString::fromLatin1(choice::Rating), ScsText::tr("Its share of the rating")},
                    {QString::fromLatin1(choice::PerGroup), ScsText::tr("1 per row or block")}};
    specs.push_back(loss);

    specs.push_back(combat::bearingOptionSpec(
        "SCS homebrew and B5 Wars: each weapon's firing arc on the sheet (digest §5.5)"));

    RulesOptionSpec pivots = withRange(
        spec(option::PivotAllowance, OptionKind::Int, 0, ScsText::tr("Pivots per turn"),
             ScsText::tr("How far every ship may pivot each turn without thrust; the source "
                         "breaks off mid-sentence. Printed on the sheet."),
             "SCS homebrew, movement (\"All ships may pivot by ...\", cut off; digest §5.2)"),
        0, 6);
    pivots.zeroMeans = ScsText::tr("not limited");
    specs.push_back(pivots);
}

} // namespace

std::vector<RulesOptionSpec> makeOptionSpecs()
{
    std::vector<RulesOptionSpec> specs;
    addFleetOptions(specs);
    addBoxOptions(specs);
    addCombatOptions(specs);
    return specs;
}

bool hasStructurelessSections(const ScsClass &c)
{
    return std::any_of(c.sections.begin(), c.sections.end(), [](const Section &s) {
        return !s.hasStructure && s.id != QLatin1String("primary");
    });
}

bool allowStructurelessSections(RulesOptions &options)
{
    const QString id = QLatin1String(option::SectionStructure);
    if (options.find(id))
        return false;
    options.set(id, QString::fromLatin1(choice::ToPrimary));
    return true;
}

ScsOptions resolveOptions(const std::vector<RulesOptionSpec> &specs, const RulesOptions &values)
{
    ScsOptions o;
    for (const RulesOptionSpec &s : specs) {
        if (s.id == QLatin1String(option::HitDie))
            o.hitDie = values.integer(s);
        else if (s.id == QLatin1String(option::RowLength))
            o.rowLength = values.integer(s);
        else if (s.id == QLatin1String(option::BlockSize))
            o.blockSize = values.integer(s);
        else if (s.id == QLatin1String(option::FacingSignature))
            o.facingSignature = values.boolean(s);
        else if (s.id == QLatin1String(option::Destruction))
            o.destroyedByReactor = values.choice(s) == QLatin1String(choice::ReactorOrPrimary);
        else if (s.id == QLatin1String(option::RarityDenominator))
            o.rarityByHull = values.choice(s) == QLatin1String(choice::Hull);
        else if (s.id == QLatin1String(option::Composition))
            o.b5warsComposition = values.choice(s) == QLatin1String(choice::B5Wars);
        else if (s.id == QLatin1String(option::PivotAllowance))
            o.pivotAllowance = values.integer(s);
        else if (s.id == QLatin1String(option::CriticalsTiming))
            o.criticalsAtEndOfTurn = values.choice(s) == QLatin1String(choice::EndOfTurn);
        else if (s.id == QLatin1String(option::Pulses))
            o.pulses = values.choice(s) == QLatin1String(choice::PerDie)     ? PulseRule::PerDie
                       : values.choice(s) == QLatin1String(choice::OnePulse) ? PulseRule::One
                                                                             : PulseRule::Rolled;
        else if (s.id == QLatin1String(option::BallisticIntercept))
            o.everyWeaponInterceptsBallistics
                = values.choice(s) == QLatin1String(choice::AllWeapons);
        else if (s.id == QLatin1String(option::CriticalLoss))
            o.lossPerGroup = values.choice(s) == QLatin1String(choice::PerGroup);
        else if (s.id == QLatin1String(option::SectionStructure))
            o.structurelessToPrimary = values.choice(s) == QLatin1String(choice::ToPrimary);
        else if (s.id == QLatin1String(combat::BearingOption))
            o.bearingAll = values.choice(s) == QLatin1String(combat::BearingAll);
    }
    return o;
}

} // namespace fw::model::scs
