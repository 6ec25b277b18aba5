#pragma once

#include <nlohmann/json.hpp>

namespace fw::model {

// Insertion-ordered JSON: files keep the key order we write (format first, then name, ...), and
// unknown keys a user added survive a load/save cycle in their original order.
using Json = nlohmann::ordered_json;

} // namespace fw::model

namespace fw::model {

// Adds the keys of `extra` (keys a reader did not know) that `object` does not have yet, in their
// order: what a user wrote survives a load and save.
inline void appendUnknownKeys(Json &object, const Json &extra)
{
    for (const auto &[key, value] : extra.items()) {
        if (!object.contains(key))
            object[key] = value;
    }
}

} // namespace fw::model
