#include "TalonOptions.h"

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
    specs.push_back(choiceSpec(
        option::GroupRolls, choice::RollPerWeapon, TalonText::tr("Dice per weapon group"),
        TalonText::tr("A weapon group holds one or more weapons of a kind, charged together. "
                      "The sources do not say whether each weapon rolls its own die or the group "
                      "rolls once (as the fan implementation does)."),
        "Talon weapon groups (digest §3.1, §3.8: the group's number of weapons)",
        {{QLatin1String(choice::RollPerWeapon), TalonText::tr("One die per weapon")},
         {QLatin1String(choice::RollPerGroup), TalonText::tr("One die per group")}}));
    specs.push_back(withRange(
        makeOptionSpec(QLatin1String(option::MissileThreshold), OptionKind::Int, 2,
                       TalonText::tr("Damage that destroys a missile"),
                       TalonText::tr("Damage from a single source of at least this destroys a "
                                     "missile outright; less flips it to its damaged side, and a "
                                     "damaged missile dies to any damage. The source's sentence "
                                     "is cut off."),
                       "Talon missiles (rulebook p. 12; digest §3.3: 'likely 2+')", true),
        1, 20));
    specs.push_back(withRange(
        makeOptionSpec(QLatin1String(option::BoxCapacity), OptionKind::Int, 2000,
                       TalonText::tr("Box capacity (SP)"),
                       TalonText::tr("The Ship Points of counters one base-game box supports; "
                                     "bases and transports do not count toward it."),
                       "Talon base game (digest §3.4, §3.5)", false),
        0, 100000));
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
    }
    return o;
}

} // namespace fw::model::talon
