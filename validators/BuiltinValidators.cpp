#include "ValidatorRegistry.h"
#include "billionsuns/BillionSunsValidator.h"
#include "easystar/EasyStarValidator.h"
#include "scs/ScsValidator.h"
#include "sunder/SunderValidator.h"
#include "talon/TalonValidator.h"

#include <model/systems/SystemRegistry.h>

namespace fw::validators {

namespace {

template<typename Validator>
void addValidator(ValidatorRegistry &registry, const model::SystemRegistry &systems,
                  QStringList &problems)
{
    if (auto validator = Validator::create(systems))
        registry.add(std::move(validator).value());
    else
        problems << validator.error();
}

} // namespace

QStringList registerBuiltinValidators(ValidatorRegistry &registry,
                                      const model::SystemRegistry &systems)
{
    QStringList problems;
    addValidator<EasyStarValidator>(registry, systems, problems);
    addValidator<BillionSunsValidator>(registry, systems, problems);
    addValidator<ScsValidator>(registry, systems, problems);
    addValidator<SunderValidator>(registry, systems, problems);
    addValidator<TalonValidator>(registry, systems, problems);
    return problems;
}

} // namespace fw::validators
