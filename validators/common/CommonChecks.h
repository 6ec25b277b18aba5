#pragma once

#include "../Issue.h"

#include <model/core/Fleet.h>
#include <model/core/JsonPath.h>

#include <QStringList>

namespace fw::validators {

// Checks every game system shares, for system validators to call.
namespace common {

// A warning for each key of `extra` (keys the reader kept but does not use), at `path`, with a
// "did you mean" suggestion from `knownKeys`.
void reportUnknownKeys(const model::Json &extra, const model::JsonPath &path,
                       const QStringList &knownKeys, IssueList &issues);

// " Did you mean “X”?" (the closest of `known`) or " It has: A, B." (when none is close and `known`
// holds at most `maxListed` names) for a name the fleet lacks, with a leading space; empty when
// neither applies. For messages naming a design, group or class the fleet does not have.
QString namesHint(const QString &name, const QStringList &known, qsizetype maxListed = 20);

// The file's header keys every system shares.
QStringList headerKeys();

// Unknown top-level keys and unknown option ids.
void checkFleetKeys(const model::Fleet &fleet, const QStringList &systemKeys,
                    const QStringList &optionIds, IssueList &issues);

} // namespace common
} // namespace fw::validators
