#pragma once

// Row helpers the games' parts of tst_schema share (SchemaSunder.cpp, SchemaTalon.cpp).

#include <QString>

#include <initializer_list>

namespace fw::test::schema {

// Adds rows "<system>: <def> <key>": "/$defs/<system><Def>/properties/<key>" against
// "<object>/<key>" of the game's probe; with `elementColumn`, an empty fourth column
// (limitsMatchReader's element, which only arrays use).
void keyRows(const QString &system, const char *def, const char *object,
             std::initializer_list<const char *> names, bool elementColumn = false);

// One object of a game's probe for requiredKeysMatchReader: the row is named "<system>: <name>",
// the object is at `filePointer`, and its keys are those of "/$defs/<system><def>" (for the top
// level "", those of the shared schema too).
struct RequiredRow
{
    const char *name;
    const char *filePointer;
    const char *def;
};
// Adds the rows (system, filePointer, schemaPointers) of requiredKeysMatchReader.
void requiredRows(const QString &system, std::initializer_list<RequiredRow> rows);

// Adds the row (system, pointers) of unknownKeysAllowed: the places of the probe where an
// unknown key is added.
void unknownKeyRows(const QString &system, std::initializer_list<const char *> pointers);

// Adds the rows (system, pointer, value, expected) of invalidDocumentsRejected from a table of
// tests/data/schema (`file`): each row changes the probe's value at "pointer" to "value", or
// removes the key when there is no "value", and names the place the schema must report
// ("expected", by default the pointer itself or, for a removed key, its parent).
void invalidRows(const QString &system, const QString &file);

} // namespace fw::test::schema
