#include "TalonOptions.h"

#include "../../combat/Bearing.h"
#include "TalonDesign.h"

namespace fw::model::talon {

namespace {

RulesOptionSpec choiceSpec(const char *id, const char *defaultChoice, QString label,
                           QString description, const char *rule, std::vector<OptionChoice> choices)
{
    RulesOptionSpec spec
        = makeOptionSpec(QLatin1String(id), OptionKind::Choice, QString::fromLatin1(defaultChoice),
                         std::move(label), std::move(description), rule, true);
    spec.choices = std::move(choices);
    return spec;
}

} // namespace

std::vector<RulesOptionSpec> makeOptionSpecs()
{
    std::vector<RulesOptionSpec> specs;
    specs.push_back(choiceSpec(
        option::ImpulseChart, choice::TutorialChart, TalonText::tr("Impulse chart"),
        TalonText::tr("Two readings of the impulse chart differ only in whether speed 5 acts in "
                      "impulse D or in E: the reconstruction from the publisher's online tutorial "
                      "(D: speeds 3, 4, 6; E: 5, 6) or the fan implementation's (D: 3–6; E: 6)."),
        "Talon impulse chart (digest §3.2 and §3.8: the two readings disagree)",
        {{QLatin1String(choice::TutorialChart), TalonText::tr("Tutorial reconstruction")},
         {QLatin1String(choice::FanChart), TalonText::tr("Fan implementation")}}));
    specs.push_back(choiceSpec(
        option::HullPower, choice::PowerLevel, TalonText::tr("Power lost to hull damage"),
        TalonText::tr("The counters print a Power number with each hull box, falling as the boxes "
                      "run (a base: 0 0 −1 −1 −2 −2 −2 −3 −3 −3). Read as the Power lost once "
                      "that box is the last one marked, or as numbers that add up."),
        "Talon hull boxes (digest §3.8: 'the Power reduction printed with that box')",
        {{QLatin1String(choice::PowerLevel), TalonText::tr("The last marked box's number")},
         {QLatin1String(choice::PowerSum), TalonText::tr("The marked boxes' numbers added")}}));
    // The Defiant example (rulebook p. 12): "Defiant still has one more Phaser left to fire in
    // the right weapon group. This time she only rolls a 1": each weapon of a group rolls its
    // own die. One die for the group is the fan implementation's reading, kept as the other
    // choice.
    RulesOptionSpec rolls = choiceSpec(
        option::GroupRolls, choice::RollPerWeapon, TalonText::tr("Dice per weapon group"),
        TalonText::tr("A weapon group holds one or more weapons of a kind, charged together. In "
                      "the rulebook's Defiant example each phaser of a group rolls its own die, "
                      "one at a time; the fan implementation rolls once for the group."),
        "Talon rulebook p. 12, the Defiant example: the second phaser of the right weapon group "
        "rolls a die of its own",
        {{QLatin1String(choice::RollPerWeapon), TalonText::tr("One die per weapon")},
         {QLatin1String(choice::RollPerGroup), TalonText::tr("One die per group")}});
    rolls.assumption = false;
    specs.push_back(std::move(rolls));
    // Rulebook p. 12: the threshold's number is cut off ("... or more damage from one source to
    // be instantly destroyed"), but the Defiant example flips a missile that takes 2 damage, and
    // the Fusion Cannon example (p. 13) flips missiles 14 and 15, which "each take 2 damage":
    // 2 is not enough, so 3 is the least threshold the examples allow.
    specs.push_back(withRange(
        makeOptionSpec(QLatin1String(option::MissileThreshold), OptionKind::Int, 3,
                       TalonText::tr("Damage that destroys a missile"),
                       TalonText::tr("Damage from a single source of at least this destroys a "
                                     "missile outright; less flips it to its damaged side, and a "
                                     "damaged missile dies to any damage. Each weapon of a group "
                                     "is a source of its own. The rulebook's number is cut off; "
                                     "its examples flip missiles that take 2 damage, so 3 is the "
                                     "least it can be."),
                       "Talon missiles (rulebook p. 12, the Defiant example, and p. 13, the "
                       "Fusion Cannon example: a missile taking 2 damage is flipped; digest §3.3)",
                       true),
        1, 20));
    specs.push_back(withRange(
        makeOptionSpec(QLatin1String(option::BoxCapacity), OptionKind::Int, 2000,
                       TalonText::tr("Box capacity (SP)"),
                       TalonText::tr("The Ship Points of counters one base-game box supports; "
                                     "bases and transports do not count toward it."),
                       "Talon base game (digest §3.4, §3.5)", false),
        0, 100000));
    specs.push_back(combat::bearingOptionSpec(
        "Talon firing arcs (digest §3.1, §3.8: a weapon group fires into the counter's arcs, "
        "forward, right, rear and left)"));
    return specs;
}

TalonOptions resolveOptions(const std::vector<RulesOptionSpec> &specs, const RulesOptions &values)
{
    TalonOptions o;
    for (const RulesOptionSpec &s : specs) {
        if (s.id == QLatin1String(option::ImpulseChart))
            o.fanChart = values.choice(s) == QLatin1String(choice::FanChart);
        else if (s.id == QLatin1String(option::HullPower))
            o.powerSum = values.choice(s) == QLatin1String(choice::PowerSum);
        else if (s.id == QLatin1String(option::GroupRolls))
            o.rollPerGroup = values.choice(s) == QLatin1String(choice::RollPerGroup);
        else if (s.id == QLatin1String(option::MissileThreshold))
            o.missileThreshold = values.integer(s);
        else if (s.id == QLatin1String(option::BoxCapacity))
            o.boxCapacity = values.integer(s);
        else if (s.id == QLatin1String(combat::BearingOption))
            o.bearingAll = values.choice(s) == QLatin1String(combat::BearingAll);
    }
    return o;
}

} // namespace fw::model::talon
