#include "EasyStarOptions.h"

#include "EasyStarRules.h"

namespace fw::model::easystar {

namespace {

RulesOptionSpec spec(QString id, OptionKind kind, OptionValue defaultValue, QString label,
                     QString description, const char *rule, bool assumption)
{
    return makeOptionSpec(std::move(id), kind, std::move(defaultValue), std::move(label),
                          std::move(description), rule, assumption);
}

} // namespace

std::vector<RulesOptionSpec> makeOptionSpecs(const EasyStarRules &rules)
{
    std::vector<RulesOptionSpec> specs;

    specs.push_back(spec(QLatin1String(option::LeviathansAllowed), OptionKind::Bool, false,
                         EasyStarText::tr("Leviathans allowed"),
                         EasyStarText::tr("Players must agree in advance whether Leviathans may "
                                          "be used; each player has at most one."),
                         "EasyStar §IV", false));

    // Critical Hit Table rows 3-6: the sources lack them.
    std::vector<OptionChoice> effects;
    for (const CriticalEffect &e : rules.criticalEffects)
        effects.push_back({e.id, EasyStarText::table(e.name)});
    for (const CriticalRow &row : rules.criticalRows) {
        if (row.option.isEmpty())
            continue;
        RulesOptionSpec critical
            = spec(row.option, OptionKind::Choice, row.effect,
                   EasyStarText::tr("Critical hit, roll %1").arg(row.roll),
                   EasyStarText::tr("The effect of rolling %1 on the Critical Hit Table. No source "
                                    "preserves this row; Fleetwright's default is a proposal.")
                       .arg(row.roll),
                   "EasyStar §IX.C (rows 3-6 lost; Fleetwright default)", true);
        critical.choices = effects;
        specs.push_back(critical);
    }

    RulesOptionSpec turning
        = spec(QLatin1String(option::TurningTable), OptionKind::IntList, rules.turnsAtSpeed,
               EasyStarText::tr("Turning table"),
               EasyStarText::tr("Hexside turns allowed per move at speed 0, 1, 2, ... The Turning "
                                "Table is lost; Fleetwright's default is a placeholder."),
               "EasyStar §VIII.A (table lost; Fleetwright default)", true);
    turning.listLength = int(rules.turnsAtSpeed.size());
    turning.maximum = 6;
    specs.push_back(turning);

    RulesOptionSpec leviathanSpaces = spec(
        QLatin1String(option::LeviathanWeaponSpaces), OptionKind::Int, 0,
        EasyStarText::tr("Leviathan weapon spaces"),
        EasyStarText::tr("The Ship Type Table gives the Leviathan's weapon spaces only as "
                         "\"special\". 0 means no cap; any other number is the Leviathan's W."),
        "Ship Type Table (\"special\"; Fleetwright default)", true);
    leviathanSpaces.maximum = 1000;
    leviathanSpaces.zeroMeans = EasyStarText::tr("no cap");
    specs.push_back(leviathanSpaces);

    RulesOptionSpec bdvm = spec(
        QLatin1String(option::BdvmUnits), OptionKind::Choice, QStringLiteral("shared"),
        EasyStarText::tr("Bi-directional missile upgrades"),
        EasyStarText::tr("\"Adding range and damage costs the same as for a normal missile\": "
                         "whether one unit serves both shots (5 BP, spaces as for a normal "
                         "weapon) or each shot needs its own."),
        "EasyStar §V.C (ambiguous; Fleetwright default)", true);
    bdvm.choices
        = {{QStringLiteral("shared"), EasyStarText::tr("One purchase upgrades both shots")},
           {QStringLiteral("perShot"), EasyStarText::tr("Each shot is upgraded separately")}};
    specs.push_back(bdvm);

    RulesOptionSpec counters = spec(
        QLatin1String(option::WeaponCounterLimit), OptionKind::Int, 0,
        EasyStarText::tr("Weapon counters per type"),
        EasyStarText::tr("How many counters of each weapon type a player's set holds. The "
                         "counter sheet is lost; 0 means no limit. Above the limit the fleet "
                         "gets a warning."),
        "EasyStar §V (counter sheet lost; Fleetwright default)", true);
    counters.maximum = 100;
    counters.zeroMeans = EasyStarText::tr("no limit");
    specs.push_back(counters);

    return specs;
}

EasyStarOptions resolveOptions(const std::vector<RulesOptionSpec> &specs,
                               const RulesOptions &values)
{
    EasyStarOptions o;
    for (const RulesOptionSpec &spec : specs) {
        const QString &id = spec.id;
        if (id == QLatin1String(option::LeviathansAllowed)) {
            o.leviathansAllowed = values.boolean(spec);
        } else if (id == QLatin1String(option::CriticalRow3)) {
            o.criticalEffect[3] = values.choice(spec);
        } else if (id == QLatin1String(option::CriticalRow4)) {
            o.criticalEffect[4] = values.choice(spec);
        } else if (id == QLatin1String(option::CriticalRow5)) {
            o.criticalEffect[5] = values.choice(spec);
        } else if (id == QLatin1String(option::CriticalRow6)) {
            o.criticalEffect[6] = values.choice(spec);
        } else if (id == QLatin1String(option::TurningTable)) {
            o.turnsAtSpeed = values.intList(spec);
        } else if (id == QLatin1String(option::LeviathanWeaponSpaces)) {
            o.leviathanWeaponSpaces = values.integer(spec);
        } else if (id == QLatin1String(option::BdvmUnits)) {
            o.bdvmUnitsPerShot = values.choice(spec) == QLatin1String("perShot");
        } else if (id == QLatin1String(option::WeaponCounterLimit)) {
            o.weaponCounterLimit = values.integer(spec);
        }
        if (spec.assumption)
            o.assumptionIds << id;
    }
    return o;
}

} // namespace fw::model::easystar
