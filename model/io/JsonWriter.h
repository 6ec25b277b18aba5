#pragma once

#include "../core/Json.h"

#include <string>

namespace fw::model {

// Deterministic, human-friendly JSON text: two-space indentation, and objects or arrays whose
// members are all scalars on a single line when that line stays short (a weapon, a list of
// auxiliaries). Same value, same bytes. Ends with a newline.
std::string formatJson(const Json &value);

} // namespace fw::model
