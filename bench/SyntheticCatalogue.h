#pragma once

#include <QString>

#include <nlohmann/json.hpp>

#include <string>
#include <utility>
#include <vector>

namespace fw::bench {

using FixtureHulls = std::vector<std::pair<std::string, nlohmann::json>>;

// The ship hulls (not the fighter flights), whole, of the FieryVoid ship files in `folder`.
FixtureHulls fixtureHulls(const QString &folder);

// A synthetic FieryVoid catalogue: `count` hulls, copies of `hulls` each with a class name of its
// own, in files of 100 in `dir`. Returns the files' size, or -1 when one cannot be written.
qint64 writeCatalogue(const QString &dir, int count, const FixtureHulls &hulls);

} // namespace fw::bench
