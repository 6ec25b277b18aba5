#pragma once

#include <validators/Issue.h>

#include <QString>

#include <vector>

class QTextStream;

namespace fw::model {
class Fleet;
class GameSystem;
} // namespace fw::model

namespace fw::cli {

// What `validate` and `report` print. Each ship's report is written as soon as it is made and
// then dropped, so a huge fleet never has all its ship reports, nor all its output, in memory.

// The one JSON object `validate --json` and `report --json` print (docs/cli.md).
void writeReportJson(QTextStream &out, const model::Fleet &fleet, const model::GameSystem &system,
                     const validators::Issues &issues);
// The plain-text report for people.
void writeReportText(QTextStream &out, const model::Fleet &fleet, const model::GameSystem &system,
                     const validators::Issues &issues);
// The verdict line of `validate` ("FILE: NAME (GAME): legal — 385 of 500 BP"), then its issues.
void writeVerdict(QTextStream &out, const QString &file, const model::Fleet &fleet,
                  const model::GameSystem &system, const validators::Issues &issues);
// One line per issue, each starting with `prefix` (e.g. "fleet.json: ").
void writeIssues(QTextStream &out, const QString &prefix, const validators::Issues &issues);
// "legal" or "not legal: 2 errors, 1 warning", translated.
QString verdictText(const validators::Issues &issues);
bool isLegal(const validators::Issues &issues);

} // namespace fw::cli
