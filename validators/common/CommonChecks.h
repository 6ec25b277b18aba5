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

// The file's header keys every system shares.
QStringList headerKeys();

// Unknown top-level keys and unknown option ids.
void checkFleetKeys(const model::Fleet &fleet, const QStringList &systemKeys,
                    const QStringList &optionIds, IssueList &issues);

} // namespace common
} // namespace fw::validators
