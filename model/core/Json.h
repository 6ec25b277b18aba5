#pragma once

#include <nlohmann/json.hpp>

#include <string>
#include <unordered_set>

namespace fw::model {

// Insertion-ordered JSON: files keep the key order we write (format first, then name, ...), and
// unknown keys a user added survive a load/save cycle in their original order.
using Json = nlohmann::ordered_json;

// Adds `key` to `object` (an object) without looking for it first: for a key the caller knows
// is new. Json's own operator[] finds a key by a linear search, so adding n keys that way costs
// n² steps.
inline void appendMember(Json &object, std::string key, Json value)
{
    auto &members = static_cast<Json::object_t::Container &>(object.get_ref<Json::object_t &>());
    members.emplace_back(std::move(key), std::move(value));
}

// Adds the keys of `extra` (keys a reader did not know) that `object` does not have yet, in their
// order: what a user wrote survives a load and save. Linear in the keys of both.
inline void appendUnknownKeys(Json &object, const Json &extra)
{
    if (!object.is_object() || !extra.is_object())
        return;
    std::unordered_set<std::string> present;
    for (const auto &[key, value] : object.items())
        present.insert(key);
    for (const auto &[key, value] : extra.items()) {
        if (present.insert(key).second)
            appendMember(object, key, value);
    }
}

} // namespace fw::model
