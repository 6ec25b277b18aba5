#pragma once

#include "CombatRules.h"

#include <algorithm>
#include <memory>
#include <utility>

namespace fw::model::combat {

// A PreparedAttack whose roll() is `roll(rng)`: a game's prepareAttack() keeps the attack's
// numbers in the callable (a lambda capturing them by value) and needs no class of its own.
template<typename Roll>
std::unique_ptr<PreparedAttack> preparedAttack(Roll roll)
{
    class Prepared final : public PreparedAttack
    {
    public:
        explicit Prepared(Roll r)
            : m_roll(std::move(r))
        {}
        int roll(dice::Rng &rng) const override { return m_roll(rng); }

    private:
        Roll m_roll;
    };
    return std::make_unique<Prepared>(std::move(roll));
}

// A modifier that is a number from 0 to `max` (a yes/no modifier with max 1).
inline ModifierSpec numberModifier(const char *id, QString label, int max, QString rule)
{
    ModifierSpec spec;
    spec.id = QLatin1String(id);
    spec.label = std::move(label);
    spec.max = max;
    spec.rule = std::move(rule);
    return spec;
}

// The value `setup` gives the modifier `id` of `specs`: its default when the setup leaves it out,
// clamped to the spec's range; 0 when there is no such modifier.
inline int modifierValue(const std::vector<ModifierSpec> &specs, const AttackSetup &setup,
                         const char *id)
{
    const auto spec = std::find_if(specs.begin(), specs.end(), [id](const ModifierSpec &m) {
        return m.id == QLatin1String(id);
    });
    if (spec == specs.end())
        return 0;
    const auto given = setup.modifiers.find(spec->id);
    return std::clamp(given == setup.modifiers.end() ? spec->defaultValue : given->second,
                      spec->min, spec->max);
}

} // namespace fw::model::combat
