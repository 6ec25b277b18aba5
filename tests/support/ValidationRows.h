#pragma once

// Data-driven rows for validation tests: each row is an edit of a legal fleet and the issue it
// causes (a severity given: the issue is present with that severity) or keeps away (no severity:
// the code, or every code it starts when it ends in a dot, appears nowhere).

#include "TestSupport.h"

#include <functional>

namespace fw::test {

using FleetEdit = std::function<void(model::Fleet &)>;

// The first issue with `code` at `subject`, or null.
const validators::Issue *findIssue(const validators::Issues &issues, const QString &code,
                                   const QString &subject);

// The issue `code` at `subject` is present in what `fleet` validates to (or, without `present`,
// `code` appears nowhere), and its message holds `part`.
void expectIssue(const model::Fleet &fleet, const Registries &r, const QString &code,
                 const QString &subject, bool present, const QString &part);

// The columns edit, code, subject, severity and part (a piece of the message).
void addValidationColumns();
void addValidationRow(const char *name, FleetEdit edit, const char *code, const char *subject,
                      const char *severity, const char *part = "");

// Applies the current row's edit to `fleet` and checks the issues; every issue the row expects
// carries a rule starting with `rulePrefix`.
void checkValidationRow(model::Fleet &fleet, const Registries &r, const QString &rulePrefix);

// `fleet` has not a single issue.
void checkNoIssues(const model::Fleet &fleet, const Registries &r);

// Unknown-key rows: columns edit, subject and suggestion; a row sets `key` in the `extra` object
// that `extraOf` picks of the fleet, which must then be reported as a file.unknownKey warning at
// `subject` suggesting `suggestion`.
using ExtraOf = std::function<model::Json &(model::Fleet &)>;
void addUnknownKeyColumns();
void addUnknownKeyRow(const char *name, ExtraOf extraOf, const char *key, const char *subject,
                      const char *suggestion);
void checkUnknownKeyRow(model::Fleet &fleet, const Registries &r);

// The same for keys set in a fleet file: columns pointer (a JSON pointer), subject and suggestion.
void addUnknownKeyInFileColumns();
void checkUnknownKeyInFileRow(const model::Json &file, const Registries &r);

} // namespace fw::test

Q_DECLARE_METATYPE(fw::test::FleetEdit)
