#include "EasyStarOptions.h"

#include "EasyStarRules.h"

namespace fw::model::easystar {

std::vector<RulesOptionSpec> makeOptionSpecs(const EasyStarRules &rules)
{
    std::vector<RulesOptionSpec> specs;

    RulesOptionSpec leviathans;
    leviathans.id = QLatin1String(option::LeviathansAllowed);
    leviathans.kind = OptionKind::Bool;
    leviathans.defaultValue = false;
    leviathans.label = EasyStarText::tr("Leviathans allowed");
    leviathans.description = EasyStarText::tr("Players must agree in advance whether Leviathans "
                                              "may be used; each player has at most one.");
    leviathans.rule = QStringLiteral("EasyStar §IV");
    specs.push_back(leviathans);

    // Critical Hit Table rows 3-6: the sources lack them.
    std::vector<OptionChoice> effects;
    for (const CriticalEffect &e : rules.criticalEffects)
        effects.push_back({e.id, EasyStarText::table(e.name)});
    for (const CriticalRow &row : rules.criticalRows) {
        if (row.option.isEmpty())
            continue;
        RulesOptionSpec spec;
        spec.id = row.option;
        spec.kind = OptionKind::Choice;
        spec.defaultValue = row.effect;
        spec.choices = effects;
        spec.label = EasyStarText::tr("Critical hit, roll %1").arg(row.roll);
        spec.description = EasyStarText::tr("The effect of rolling %1 on the Critical Hit Table. "
                                            "No source preserves this row; "
                                            "Fleetwright's default is a proposal.")
                               .arg(row.roll);
        spec.rule = QStringLiteral("EasyStar §IX.C (rows 3-6 lost; Fleetwright default)");
        spec.assumption = true;
        specs.push_back(spec);
    }

    RulesOptionSpec turning;
    turning.id = QLatin1String(option::TurningTable);
    turning.kind = OptionKind::IntList;
    turning.defaultValue = rules.turnsAtSpeed;
    turning.listLength = int(rules.turnsAtSpeed.size());
    turning.minimum = 0;
    turning.maximum = 6;
    turning.label = EasyStarText::tr("Turning table");
    turning.description = EasyStarText::tr(
        "Hexside turns allowed per move at speed 0, 1, 2, ... The Turning Table is lost; "
        "Fleetwright's default is a placeholder.");
    turning.rule = QStringLiteral("EasyStar §VIII.A (table lost; Fleetwright default)");
    turning.assumption = true;
    specs.push_back(turning);

    RulesOptionSpec leviathanSpaces;
    leviathanSpaces.id = QLatin1String(option::LeviathanWeaponSpaces);
    leviathanSpaces.kind = OptionKind::Int;
    leviathanSpaces.defaultValue = 0;
    leviathanSpaces.minimum = 0;
    leviathanSpaces.maximum = 1000;
    leviathanSpaces.zeroMeans = EasyStarText::tr("no cap");
    leviathanSpaces.label = EasyStarText::tr("Leviathan weapon spaces");
    leviathanSpaces.description = EasyStarText::tr(
        "The Ship Type Table gives the Leviathan's weapon spaces only as \"special\". 0 means no "
        "cap; any other number is the Leviathan's W.");
    leviathanSpaces.rule = QStringLiteral("Ship Type Table (\"special\"; Fleetwright default)");
    leviathanSpaces.assumption = true;
    specs.push_back(leviathanSpaces);

    RulesOptionSpec bdvm;
    bdvm.id = QLatin1String(option::BdvmUnits);
    bdvm.kind = OptionKind::Choice;
    bdvm.defaultValue = QStringLiteral("shared");
    bdvm.choices
        = {{QStringLiteral("shared"), EasyStarText::tr("One purchase upgrades both shots")},
           {QStringLiteral("perShot"), EasyStarText::tr("Each shot is upgraded separately")}};
    bdvm.label = EasyStarText::tr("Bi-directional missile upgrades");
    bdvm.description = EasyStarText::tr(
        "\"Adding range and damage costs the same as for a normal missile\": whether one unit "
        "serves both shots (5 BP, spaces as for a normal weapon) or each shot needs its own.");
    bdvm.rule = QStringLiteral("EasyStar §V.C (ambiguous; Fleetwright default)");
    bdvm.assumption = true;
    specs.push_back(bdvm);

    RulesOptionSpec counters;
    counters.id = QLatin1String(option::WeaponCounterLimit);
    counters.kind = OptionKind::Int;
    counters.defaultValue = 0;
    counters.minimum = 0;
    counters.maximum = 100;
    counters.zeroMeans = EasyStarText::tr("no limit");
    counters.label = EasyStarText::tr("Weapon counters per type");
    counters.description = EasyStarText::tr(
        "How many counters of each weapon type a player's set holds. The counter sheet is lost; "
        "0 means no limit. Above the limit the fleet gets a warning.");
    counters.rule = QStringLiteral("EasyStar §V (counter sheet lost; Fleetwright default)");
    counters.assumption = true;
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
