#pragma once

#include "../core/Fleet.h"
#include "../core/RulesOptions.h"

#include <QStringList>

#include <initializer_list>
#include <vector>

namespace fw::model::combat {

// "Label: value (rules option)": option `id` as `fleet` sets it, for the assumptions of an
// attack or a battle, by its translated name (never its id); empty when the game has no such
// option.
QString optionInForce(const std::vector<RulesOptionSpec> &specs, const Fleet &fleet,
                      const char *id);

// “Label”: the translated name of option `id` in quotes, for explanations that cite an option
// ("rules option “Dud face”"); the id itself when the game has no such option.
QString optionName(const std::vector<RulesOptionSpec> &specs, const char *id);

// The options `ids` as the two fleets of a battle set them: one line where both agree, "Side A:
// …" and "Side B: …" where they differ.
QStringList optionsInForce(const std::vector<RulesOptionSpec> &specs, const Fleet &a,
                           const Fleet &b, std::initializer_list<const char *> ids);

// A probability (0 to 1) as a percentage with two decimals, for the odds' explanations of every
// game: "48.80%" ("48.80 %" in German).
QString percent(double p);

} // namespace fw::model::combat
