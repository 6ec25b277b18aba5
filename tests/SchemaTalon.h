#pragma once

// The Talon rows of tst_schema: a probe fleet that uses every key of the format once, a fleet
// with only the required keys, the rows of the data-driven checks that name Talon keys, and the
// checks that the schema's id lists and key lists are the model's. Each row function adds rows
// with the columns its check declares (see tst_schema.cpp).

#include <model/core/Json.h>

#include <functional>

namespace fw::model {
class GameSystem;
}

namespace fw::test::schema {

// A Talon fleet with every key once (a custom counter with a hull box, a power entry and a
// weapon group), valid for the schema and the reader.
model::Json probeTalon();
// A Talon fleet with only the keys the reader requires, for the writer's defaults.
model::Json minimalTalon();

// Rows (system, schemaPointer, filePointer) of defaultsMatchWriter.
void talonDefaultRows(const model::GameSystem *talon);
// Rows (system, schemaPointer, filePointer, element) of limitsMatchReader.
void talonLimitRows();
// Rows (system, filePointer, schemaPointers) of requiredKeysMatchReader.
void talonRequiredRows();
// Rows (system, pointer, value, expected) of invalidDocumentsRejected.
void talonInvalidRows();
// Rows (system, pointers) of unknownKeysAllowed.
void talonUnknownKeyRows();

// The schema node at a JSON pointer of the Talon schema, resolved through its $refs.
using SchemaLookup = std::function<const model::Json &(const char *pointer)>;
// The id lists of the schema are the model's, in the model's order, and the built-in counter
// ids are the ruleset's. Fails the running test otherwise.
void checkTalonIds(const SchemaLookup &schemaAt, const model::GameSystem *talon);
// Every object of a Talon fleet has in the schema exactly the keys the reader reads.
void checkTalonKeys(const SchemaLookup &schemaAt);

} // namespace fw::test::schema
