#include "BillionSunsOptions.h"

#include "BillionSunsRules.h"

namespace fw::model::billionsuns {

namespace {

// Every A Billion Suns option stands in for a rule the quick reference does not settle.
RulesOptionSpec spec(const char *id, OptionKind kind, OptionValue defaultValue, QString label,
                     QString description, const char *rule)
{
    return makeOptionSpec(QLatin1String(id), kind, std::move(defaultValue), std::move(label),
                          std::move(description), rule, true);
}

} // namespace

std::vector<RulesOptionSpec> makeOptionSpecs()
{
    std::vector<RulesOptionSpec> specs;
    specs.push_back(spec(option::SameClassBattlegroups, OptionKind::Bool, true,
                         BillionSunsText::tr("Battlegroups of one class"),
                         BillionSunsText::tr("Each battlegroup holds ships or wings of a single "
                                             "class. Believed to be the rule, not confirmed by the "
                                             "quick reference; turn off to allow mixed "
                                             "battlegroups."),
                         "A Billion Suns, battlegroups (unconfirmed; Fleetwright default)"));

    RulesOptionSpec minimum
        = spec(option::ScaleMinimum, OptionKind::Int, 1, BillionSunsText::tr("Smallest scale"),
               BillionSunsText::tr("The smallest scale (S) a game may use. How S is chosen is not "
                                   "in the quick reference."),
               "A Billion Suns, scale (not in the quick reference; Fleetwright default)");
    minimum.minimum = 1;
    minimum.maximum = 20;
    specs.push_back(minimum);
    RulesOptionSpec maximum
        = spec(option::ScaleMaximum, OptionKind::Int, 5, BillionSunsText::tr("Largest scale"),
               BillionSunsText::tr("The largest scale (S) a game may use."),
               "A Billion Suns, scale (not in the quick reference; Fleetwright default)");
    maximum.minimum = 1;
    maximum.maximum = 20;
    specs.push_back(maximum);

    RulesOptionSpec destroyed = spec(
        option::DestroyedAt, OptionKind::Choice, QStringLiteral("silhouette"),
        BillionSunsText::tr("Ship destroyed at"),
        BillionSunsText::tr("Silhouette doubles as hull integrity: a ship is destroyed when "
                            "its damage tokens reach its silhouette, or only when they exceed "
                            "it."),
        "A Billion Suns, attacking (hull integrity unstated; Fleetwright default)");
    destroyed.choices = {
        {QStringLiteral("silhouette"), BillionSunsText::tr("Damage tokens equal to silhouette")},
        {QStringLiteral("aboveSilhouette"), BillionSunsText::tr("Damage tokens above silhouette")}};
    specs.push_back(destroyed);

    RulesOptionSpec critical
        = spec(option::CriticalFace, OptionKind::Int, 1, BillionSunsText::tr("Critical hit face"),
               BillionSunsText::tr("The natural attack roll that is a critical hit (low rolls are "
                                   "good)."),
               "A Billion Suns, attacking (face unstated; Fleetwright default)");
    critical.minimum = 1;
    critical.maximum = 3;
    specs.push_back(critical);

    RulesOptionSpec dud = spec(
        option::DudFace, OptionKind::Choice, QStringLiteral("highest"),
        BillionSunsText::tr("Dud face"),
        BillionSunsText::tr("The attack roll that is a dud: the die's highest face, or none."),
        "A Billion Suns, attacking (face unstated; Fleetwright default)");
    dud.choices = {{QStringLiteral("highest"), BillionSunsText::tr("The die's highest face")},
                   {QStringLiteral("none"), BillionSunsText::tr("No duds")}};
    specs.push_back(dud);

    RulesOptionSpec save
        = spec(option::SaveDie, OptionKind::Int, 6, BillionSunsText::tr("Saving throw die"),
               BillionSunsText::tr("The die rolled for each saving throw against shields."),
               "A Billion Suns, attacking (die unstated; Fleetwright default)");
    save.minimum = 3;
    save.maximum = 20;
    specs.push_back(save);

    RulesOptionSpec explosion = spec(
        option::ExplosionDie, OptionKind::Int, 6, BillionSunsText::tr("Explosion check die"),
        BillionSunsText::tr("The die rolled for a destroyed ship's explosion check: it explodes "
                            "on its mass (m) or less."),
        "A Billion Suns, attacking step 9 and et cetera: explosion check (die unstated; "
        "Fleetwright default)");
    explosion.minimum = 3;
    explosion.maximum = 20;
    specs.push_back(explosion);

    RulesOptionSpec dudDamage = spec(
        option::DudDamage, OptionKind::Choice, QStringLiteral("one"),
        BillionSunsText::tr("Systems Critical dud damage"),
        BillionSunsText::tr("What each dud deals to an attacker with more than m damage tokens: "
                            "one damage token, or the weapon's damage."),
        "A Billion Suns, et cetera: Systems Critical (amount unstated; Fleetwright default)");
    dudDamage.choices
        = {{QStringLiteral("one"), BillionSunsText::tr("One damage token per dud")},
           {QStringLiteral("weapon"), BillionSunsText::tr("The weapon's damage per dud")}};
    specs.push_back(dudDamage);
    return specs;
}

BillionSunsOptions resolveOptions(const std::vector<RulesOptionSpec> &specs,
                                  const RulesOptions &values)
{
    BillionSunsOptions o;
    for (const RulesOptionSpec &s : specs) {
        if (s.id == QLatin1String(option::SameClassBattlegroups))
            o.sameClassBattlegroups = values.boolean(s);
        else if (s.id == QLatin1String(option::ScaleMinimum))
            o.scaleMinimum = values.integer(s);
        else if (s.id == QLatin1String(option::ScaleMaximum))
            o.scaleMaximum = values.integer(s);
        else if (s.id == QLatin1String(option::DestroyedAt))
            o.destroyedAboveSilhouette = values.choice(s) == QLatin1String("aboveSilhouette");
        else if (s.id == QLatin1String(option::CriticalFace))
            o.criticalFace = values.integer(s);
        else if (s.id == QLatin1String(option::DudFace))
            o.dudOnHighestFace = values.choice(s) == QLatin1String("highest");
        else if (s.id == QLatin1String(option::SaveDie))
            o.saveDie = values.integer(s);
        else if (s.id == QLatin1String(option::ExplosionDie))
            o.explosionDie = values.integer(s);
        else if (s.id == QLatin1String(option::DudDamage))
            o.dudDamageIsWeapon = values.choice(s) == QLatin1String("weapon");
    }
    return o;
}

} // namespace fw::model::billionsuns
