#include "SunderOptions.h"

#include "SunderDesign.h"

namespace fw::model::sunder {

namespace {

RulesOptionSpec spec(const char *id, OptionKind kind, OptionValue defaultValue, QString label,
                     QString description, const char *rule, bool assumption = true)
{
    return makeOptionSpec(QLatin1String(id), kind, std::move(defaultValue), std::move(label),
                          std::move(description), rule, assumption);
}

OptionChoice choiceOf(const char *id, QString label)
{
    return {QLatin1String(id), std::move(label)};
}

void addDefenceOptions(std::vector<RulesOptionSpec> &specs)
{
    specs.push_back(withRange(
        spec(option::DvBonus, OptionKind::Int, 0, SunderText::tr("DV over the shield value"),
             SunderText::tr("The quick reference rolls against the defender's Defense Value "
                            "(DV) but the cards give a Shield Value; how the two relate is not "
                            "published. Fleetwright takes DV = the shield value plus this "
                            "number, doubled or removed by the shield setting."),
             "Sunder the Stars, resolution (DV and Shield Value unrelated in the sources; "
             "digest §4.5 DEFAULT: DV = Shield Value)"),
        -5, 10));
    RulesOptionSpec maximum = spec(
        option::MaximumShield, OptionKind::Choice, QString::fromLatin1(choice::AsNormal),
        SunderText::tr("Maximum shield setting"),
        SunderText::tr("The blog names a Maximum shield setting without saying what it does. "
                       "Fleetwright counts it as Normal, or doubles the shield all round."),
        "Sunder the Stars blog, \"Sample Ship Cards\" (effect unknown; digest §4.5, §4.9)");
    maximum.choices = {choiceOf(choice::AsNormal, SunderText::tr("As Normal")),
                       choiceOf(choice::DoubleAll, SunderText::tr("Doubled all round"))};
    specs.push_back(maximum);
}

void addFleetOptions(std::vector<RulesOptionSpec> &specs)
{
    specs.push_back(spec(option::SingleFaction, OptionKind::Bool, true,
                         SunderText::tr("One faction per fleet"),
                         SunderText::tr("Every ship's card belongs to the fleet's faction."),
                         "Sunder the Stars fleet check (digest §4.8: faction consistency)", false));
    RulesOptionSpec flagship = spec(
        option::Flagship, OptionKind::Choice, QString::fromLatin1(choice::AtMostOne),
        SunderText::tr("Flagships"),
        SunderText::tr("A fleet may name one flagship; the optional rule asks for exactly one."),
        "Sunder the Stars fleet check (digest §4.8: optional, exactly one flagship)", false);
    flagship.choices = {choiceOf(choice::AtMostOne, SunderText::tr("At most one")),
                        choiceOf(choice::ExactlyOne, SunderText::tr("Exactly one"))};
    specs.push_back(flagship);
    RulesOptionSpec squadron = withRange(
        spec(option::SquadronSize, OptionKind::Int, 0, SunderText::tr("Ships per squadron"),
             SunderText::tr("The largest squadron, flight or wing. The sources give no limit."),
             "Sunder the Stars (squadron composition unknown; digest §4.8 DEFAULT: no rule)"),
        0, 50);
    squadron.zeroMeans = SunderText::tr("no limit");
    specs.push_back(squadron);
    RulesOptionSpec initiative = spec(
        option::SquadronInitiative, OptionKind::Choice, QString::fromLatin1(choice::Lowest),
        SunderText::tr("Squadron initiative"),
        SunderText::tr("A squadron rolls initiative once, but the quick reference gives each "
                       "ship's card a modifier and does not say which counts when they differ. "
                       "Fleetwright takes the lowest of its ships' modifiers, or the highest."),
        "Sunder the Stars quick reference, initiative phase (a unit's modifier; squadrons of "
        "mixed cards unstated, digest §4.1)");
    initiative.choices = {choiceOf(choice::Lowest, SunderText::tr("Lowest of its ships")),
                          choiceOf(choice::Highest, SunderText::tr("Highest of its ships"))};
    specs.push_back(initiative);
    specs.push_back(withRange(
        spec(option::PresetBudget, OptionKind::Int, PlaytestPoints,
             SunderText::tr("Points without a budget"),
             SunderText::tr("The points a fleet that sets no budget is held to; the playtests "
                            "played about 50 points a side."),
             "Sunder the Stars fleet check (budget agreed by the players; digest §4.7, §4.8 "
             "DEFAULT: a 50-point preset)"),
        1, 100000));
}

void addBattleOptions(std::vector<RulesOptionSpec> &specs)
{
    RulesOptionSpec hull = spec(
        option::VictoryHull, OptionKind::Choice, QString::fromLatin1(choice::Tracks),
        SunderText::tr("Hull size for victory"),
        SunderText::tr("Victory goes to the side that sinks half the enemy fleet \"measured in "
                       "hull size\"; the sizes' values are not published. Fleetwright counts a "
                       "ship's damage tracks (small 1, medium 2, large 3), or its points."),
        "Sunder the Stars blog (hull-size values unknown; digest §4.7, §4.9)");
    hull.choices = {choiceOf(choice::Tracks, SunderText::tr("Damage tracks")),
                    choiceOf(choice::Points, SunderText::tr("Points"))};
    specs.push_back(hull);
    specs.push_back(withRange(
        spec(option::VictoryShare, OptionKind::Int, 50, SunderText::tr("Victory share (%)"),
             SunderText::tr("A trial battle is won by destroying this share of the "
                            "enemy fleet's hull."),
             "Sunder the Stars blog (digest §4.7: sink 50% of the enemy fleet)", false),
        1, 100));
    specs.push_back(
        withRange(spec(option::FighterAv, OptionKind::Int, 1, SunderText::tr("Fighter flight AV"),
                       SunderText::tr("The attack value of a fighter flight in trial battles; "
                                      "fighter stats are not published."),
                       "Sunder the Stars (fighter stats unknown; digest §4.9)"),
                  0, 10));
    specs.push_back(
        withRange(spec(option::BomberAv, OptionKind::Int, 2, SunderText::tr("Bomber flight AV"),
                       SunderText::tr("The attack value of a bomber flight in trial battles; "
                                      "bomber stats are not published."),
                       "Sunder the Stars (bomber stats unknown; digest §4.9)"),
                  0, 10));
    RulesOptionSpec blast = spec(
        option::BlastAttack, OptionKind::Choice, QString::fromLatin1(choice::BlastTotal),
        SunderText::tr("Fah-KOOM blast attack"),
        SunderText::tr("An exploding ship \"makes a 2D6 attack\". Fleetwright reads the 2D6 as "
                       "the blast's attack total, or as its AV, to which the normal exploding "
                       "D6 is added; either is rolled once for every ship the blast reaches."),
        "Sunder the Stars quick reference, \"Fah-KOOM!\" (a \"2D6 attack\", roll only once; "
        "digest §4.5)");
    blast.choices = {choiceOf(choice::BlastTotal, SunderText::tr("2D6 is the attack total")),
                     choiceOf(choice::BlastAv, SunderText::tr("2D6 is the AV, plus the die"))};
    specs.push_back(blast);
    // Arcs: a battery 180°, the other weapons 90° (quick reference, Weapon Systems).
    specs.push_back(combat::bearingOptionSpec(
        "Sunder the Stars quick reference, Weapon Systems: battery arc 180°, drone, fusion and "
        "rack 90° (digest §4.3)"));
}

} // namespace

std::vector<RulesOptionSpec> makeOptionSpecs()
{
    std::vector<RulesOptionSpec> specs;
    addDefenceOptions(specs);
    addFleetOptions(specs);
    addBattleOptions(specs);
    return specs;
}

SunderOptions resolveOptions(const std::vector<RulesOptionSpec> &specs, const RulesOptions &values)
{
    SunderOptions o;
    for (const RulesOptionSpec &s : specs) {
        if (s.id == QLatin1String(option::DvBonus))
            o.dvBonus = values.integer(s);
        else if (s.id == QLatin1String(option::MaximumShield))
            o.maximumDoubles = values.choice(s) == QLatin1String(choice::DoubleAll);
        else if (s.id == QLatin1String(option::SingleFaction))
            o.singleFaction = values.boolean(s);
        else if (s.id == QLatin1String(option::Flagship))
            o.exactlyOneFlagship = values.choice(s) == QLatin1String(choice::ExactlyOne);
        else if (s.id == QLatin1String(option::SquadronSize))
            o.squadronSize = values.integer(s);
        else if (s.id == QLatin1String(option::SquadronInitiative))
            o.squadronHighest = values.choice(s) == QLatin1String(choice::Highest);
        else if (s.id == QLatin1String(option::PresetBudget))
            o.presetBudget = values.integer(s);
        else if (s.id == QLatin1String(option::VictoryHull))
            o.victoryByPoints = values.choice(s) == QLatin1String(choice::Points);
        else if (s.id == QLatin1String(option::VictoryShare))
            o.victoryShare = values.integer(s);
        else if (s.id == QLatin1String(option::FighterAv))
            o.fighterAv = values.integer(s);
        else if (s.id == QLatin1String(option::BomberAv))
            o.bomberAv = values.integer(s);
        else if (s.id == QLatin1String(option::BlastAttack))
            o.blastAsAv = values.choice(s) == QLatin1String(choice::BlastAv);
        else if (s.id == QLatin1String(combat::BearingOption))
            o.allBear = values.choice(s) == QLatin1String(combat::BearingAll);
    }
    return o;
}

} // namespace fw::model::sunder
