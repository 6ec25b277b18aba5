#pragma once

#include "../core/Fleet.h"
#include "../core/Result.h"
#include "LoadError.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <memory>
#include <vector>

namespace fw::model {

class SystemRegistry;

struct LoadResult
{
    std::unique_ptr<Fleet> fleet; // null when there are errors
    std::vector<LoadError> errors;

    bool ok() const { return fleet != nullptr; }
    QString errorText() const; // every error, one per line
};

// Reading and writing fleet files (format "fleetwright-fleet", version 1; docs/file-format.md).
// Reading never crashes and never guesses: anything it cannot take literally is an error with
// its place. Writing is deterministic and atomic.
class FleetFile
{
    Q_DECLARE_TR_FUNCTIONS(fw::FleetFile)

public:
    static constexpr const char *FormatName = "fleetwright-fleet";
    static constexpr int FormatVersion = 1;
    static constexpr qint64 MaxFileSize = 32 * 1024 * 1024;
    static constexpr int MaxNesting = 32;

    static LoadResult load(const QString &fileName, const SystemRegistry &systems);
    // Reads a fleet from the file's text. Given the only reference to the text (std::move),
    // it frees it as soon as it is parsed, before the ships are read.
    static LoadResult parse(QByteArray bytes, const QString &fileName,
                            const SystemRegistry &systems);

    static QByteArray serialize(const Fleet &fleet, const SystemRegistry &systems);
    // The text a file of the fleet gets: serialize()'s, or when that is larger than MaxFileSize
    // the same on one line; a failure when even that could not be read back.
    static Result<QByteArray> serializeReadable(const Fleet &fleet, const SystemRegistry &systems);
    // Writes atomically: on failure the previous file is untouched and the error names the file
    // and the reason.
    static Result<void> save(const Fleet &fleet, const QString &fileName,
                             const SystemRegistry &systems);
};

} // namespace fw::model
