#pragma once

#include <model/combat/CombatRules.h>
#include <model/core/Json.h>
#include <model/core/Result.h>

#include <QString>
#include <QStringList>

#include <map>
#include <vector>

// The situational modifiers of an attack on the command line: `--mod ID=VALUE` read into an
// AttackSetup, and the modifiers written back in text and JSON. A modifier with named choices
// is read and written by the choice's id (`--mod arc=rear`); others by number, yes/no modifiers
// also as yes/no, on/off, true/false or the id alone (yes).
namespace fw::cli::combat {

// Reads every `--mod` argument into modifier values by id. A failure names the modifier and what
// it accepts (translated; without the "fleetwright-cli COMMAND:" prefix).
model::Result<std::map<QString, int>>
readModifiers(const std::vector<model::combat::ModifierSpec> &specs, const QStringList &given);

// "0 to 8, default 0" or "front, side or rear, default front": what a modifier accepts.
QString modifierRange(const model::combat::ModifierSpec &m);
// "frontHit (0 to 1, default 0), arc (front, side or rear, default front)".
QString modifierList(const std::vector<model::combat::ModifierSpec> &modifiers);
// The value of a modifier as the options take it: the number, or the choice's id.
QString modifierValueText(const model::combat::ModifierSpec &m, int value);
model::Json modifierValueJson(const model::combat::ModifierSpec &m, int value);
// The modifiers for `odds --list --json`.
model::Json modifiersJson(const std::vector<model::combat::ModifierSpec> &specs);

} // namespace fw::cli::combat
