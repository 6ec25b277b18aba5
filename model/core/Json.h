#pragma once

#include <nlohmann/json.hpp>

namespace fw::model {

// Insertion-ordered JSON: files keep the key order we write (format first, then name, ...), and
// unknown keys a user added survive a load/save cycle in their original order.
using Json = nlohmann::ordered_json;

} // namespace fw::model
