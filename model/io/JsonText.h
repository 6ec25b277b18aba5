#pragma once

#include "../core/Json.h"
#include "LoadError.h"

#include <QByteArray>
#include <QString>

#include <optional>
#include <vector>

namespace fw::model {

class ReadContext;

// An error about a whole file ("no such file").
LoadError fileError(const QString &file, QString message);
// An error at a byte offset of the file's text, reported as line:column.
LoadError placedError(const QString &file, const QByteArray &bytes, qsizetype offset,
                      QString message);

// The byte offset of the first byte that does not begin a well-formed UTF-8 sequence (overlong
// forms, surrogates and code points past U+10FFFF are not well-formed), or -1 when all are.
qsizetype invalidUtf8At(const QByteArray &bytes);

// Parses the text of a Fleetwright JSON file (fleet, template, ...). Syntax errors, empty files
// and nesting deeper than `maxNesting` go to `fatal` (with line:column) and give no document;
// keys that appear twice in one object go to `ctx` (with their JSON path) and the document is
// still returned, so every further content error can be reported too.
std::optional<Json> parseJsonText(const QByteArray &bytes, const QString &fileName, int maxNesting,
                                  ReadContext &ctx, std::vector<LoadError> &fatal);

// A JSON file of the built-in rules data (a game's tables, or a copy of them): the regular file
// `path`, at most 32 MiB, parsed. What keeps it from being read or parsed is an error at the root
// of `ctx`, and gives no document.
std::optional<Json> readRulesFile(const QString &path, ReadContext &ctx);

} // namespace fw::model
