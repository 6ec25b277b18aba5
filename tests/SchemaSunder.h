#pragma once

// The Sunder the Stars rows of tst_schema: a probe fleet that uses every key of the format once,
// a fleet with only the required keys, and the rows of the data-driven checks that name Sunder
// keys. Each function adds rows with the columns its check declares (see tst_schema.cpp).

#include <model/core/Json.h>

namespace fw::model {
class GameSystem;
}

namespace fw::test::schema {

// A Sunder fleet with every key once (a medium card: two values per track list), valid for the
// schema and the reader.
model::Json probeSunder();
// A Sunder fleet with only the keys the reader requires, for the writer's defaults.
model::Json minimalSunder();

// Rows (system, schemaPointer, filePointer) of defaultsMatchWriter.
void sunderDefaultRows(const model::GameSystem *sunder);
// Rows (system, schemaPointer, filePointer, element) of limitsMatchReader.
void sunderLimitRows();
// Rows (system, filePointer, schemaPointers) of requiredKeysMatchReader.
void sunderRequiredRows();
// Rows (system, pointer, value, expected) of invalidDocumentsRejected.
void sunderInvalidRows();
// Rows (system, pointers) of unknownKeysAllowed.
void sunderUnknownKeyRows();

} // namespace fw::test::schema
