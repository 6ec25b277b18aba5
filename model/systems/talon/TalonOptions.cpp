#include "TalonOptions.h"

#include "TalonDesign.h"

namespace fw::model::talon {

std::vector<RulesOptionSpec> makeOptionSpecs()
{
    std::vector<RulesOptionSpec> specs;
    RulesOptionSpec chart = makeOptionSpec(
        QLatin1String(option::ImpulseChart), OptionKind::Choice,
        QString::fromLatin1(choice::FanChart), TalonText::tr("Impulse chart"),
        TalonText::tr("Two readings of the impulse chart differ only in whether speed 5 acts in "
                      "impulse D or in E: the fan implementation's (D: speeds 3–6, E: 6) or the "
                      "reconstruction from the tutorial (D: 3, 4, 6; E: 5, 6)."),
        "Talon impulse chart (digest §3.2 and §3.8: the two readings disagree)", true);
    chart.choices
        = {{QLatin1String(choice::FanChart), TalonText::tr("Fan implementation")},
           {QLatin1String(choice::DigestChart), TalonText::tr("Tutorial reconstruction")}};
    specs.push_back(chart);
    specs.push_back(withRange(
        makeOptionSpec(QLatin1String(option::BoxCapacity), OptionKind::Int, 2000,
                       TalonText::tr("Box capacity (SP)"),
                       TalonText::tr("The Ship Points of counters one base-game box holds; bases "
                                     "and transports beyond it are noted."),
                       "Talon base game (digest §3.5)", false),
        0, 100000));
    return specs;
}

TalonOptions resolveOptions(const std::vector<RulesOptionSpec> &specs, const RulesOptions &values)
{
    TalonOptions o;
    for (const RulesOptionSpec &s : specs) {
        if (s.id == QLatin1String(option::ImpulseChart))
            o.digestChart = values.choice(s) == QLatin1String(choice::DigestChart);
        else if (s.id == QLatin1String(option::BoxCapacity))
            o.boxCapacity = values.integer(s);
    }
    return o;
}

} // namespace fw::model::talon
