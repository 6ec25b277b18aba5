#pragma once

#include <model/combat/CombatRules.h>
#include <model/core/Fleet.h>
#include <model/core/Json.h>
#include <model/io/FleetFile.h>
#include <model/systems/SystemRegistry.h>
#include <validators/Issue.h>
#include <validators/ValidatorRegistry.h>

#include <QByteArray>
#include <QString>
#include <QTemporaryDir>

#include <map>
#include <memory>
#include <vector>

namespace fw::test {

// Registries filled the way the executables fill them; fails the test if the bundled rules data
// is broken.
struct Registries
{
    model::SystemRegistry systems;
    validators::ValidatorRegistry validators;
};
std::unique_ptr<Registries> makeRegistries();

// English plural forms, as the executables install them.
void installEnglish();

QString sourcePath(const QString &relative); // path inside the source tree
QString dataPath(const QString &relative);   // path inside tests/data
QByteArray readFile(const QString &path);
// Writes `bytes` to `name` in `dir` and returns the path; fails the current test if it cannot.
QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &bytes);

// Compares `actual` with the golden file `path`: returns where they first differ, for a failure
// message, or an empty string when they are equal. With FLEETWRIGHT_REGENERATE=1 in the
// environment it rewrites the golden file instead (and returns an empty string).
QString checkGolden(const QString &path, const QByteArray &actual);

// Parses fleet JSON text; fails the current test (returns null) if it cannot be read.
std::unique_ptr<model::Fleet> parseFleet(const Registries &r, const QByteArray &json);
std::unique_ptr<model::Fleet> parseFleet(const Registries &r, const model::Json &json);

// True if an issue with this code and subject is in the list.
bool hasIssue(const validators::Issues &issues, const QString &code, const QString &subject);
// For failure messages: one issue per line.
QString describe(const validators::Issues &issues);

// The first weapon of the first ship of `attackers` at the first ship of `targets`, at `range`.
model::combat::AttackSetup firstWeaponAt(const model::Fleet &attackers, const model::Fleet &targets,
                                         int range, std::map<QString, int> modifiers = {});

// The probability of the outcome `id` of `odds`; -1 when the odds have no such outcome.
double outcome(const model::combat::AttackOdds &odds, const char *id);

} // namespace fw::test
