#pragma once

#include <model/combat/CombatRules.h>

#include <functional>

class QFormLayout;
class QWidget;

namespace fw::app {

// The editor of one situational attack modifier, as the Attack panel shows it: a check box for a
// yes/no modifier, a combo box of the labels for a modifier with named choices (the items carry
// the choice ids as data), a spin box from min to max otherwise. The field's object name is the
// modifier's id; `changed` runs on every edit.
QWidget *addModifierField(QFormLayout *form, const model::combat::ModifierSpec &spec,
                          const std::function<void()> &changed);

// The value of a field made by addModifierField, as AttackSetup::modifiers takes it: 0 or 1, the
// position of the chosen item, or the number.
int modifierFieldValue(const QWidget *field);

} // namespace fw::app
