#pragma once

#include <model/core/Json.h>
#include <model/systems/FleetReport.h>
#include <validators/Issue.h>

#include <QString>

#include <vector>

namespace fw::model {
class Fleet;
class GameSystem;
} // namespace fw::model

namespace fw::cli {

// The one JSON object `validate --json` and `report --json` print (docs/cli.md).
model::Json reportJson(const model::Fleet &fleet, const model::GameSystem &system,
                       const model::FleetReport &report,
                       const std::vector<validators::Issue> &issues);

// Plain-text forms for people.
QString reportText(const model::Fleet &fleet, const model::GameSystem &system,
                   const model::FleetReport &report, const std::vector<validators::Issue> &issues);
// One line per issue, each starting with `prefix` (e.g. "fleet.json: ").
QString issuesText(const QString &prefix, const std::vector<validators::Issue> &issues);
// "legal" or "not legal: 2 errors, 1 warning", translated.
QString verdictText(const std::vector<validators::Issue> &issues);
bool isLegal(const std::vector<validators::Issue> &issues);

} // namespace fw::cli
