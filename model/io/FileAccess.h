#pragma once

#include "../core/Result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QFileDevice>
#include <QString>

namespace fw::model {

// Every file a user can name goes through here. Only regular files are read, and never more
// than a stated size, so a pipe, a device or a file that never ends can neither hang the program
// nor exhaust its memory. An atomic save replaces only a regular file (or the file a link points
// to): never a device or a pipe, which the rename would turn into an ordinary file.
class FileAccess
{
    Q_DECLARE_TR_FUNCTIONS(fw::FileAccess)

public:
    // The whole regular file `path`, if it holds at most `maxBytes`; otherwise the reason,
    // translated, without the file name ("is a named pipe, not a regular file"). `kinds` names
    // what is refused when the file is too large ("fleet files").
    static Result<QByteArray> read(const QString &path, qint64 maxBytes, const QString &kinds);

    // Whether `path` is a regular file (or a link to one) of at most `maxBytes`; if not, the
    // reason. For files a library opens by name itself.
    static Result<void> checkReadable(const QString &path, qint64 maxBytes, const QString &kinds);

    // Whether an atomic save may replace `path`; if not (it exists and is not a regular file or
    // a link to one), the reason.
    static Result<void> checkReplaceable(const QString &path);

    // Writes `bytes` to `path` atomically: on any failure the previous file is untouched.
    // On failure, the error names the file and the reason.
    static Result<void> write(const QString &path, const QByteArray &bytes);

    // Whether `a` and `b` name the same existing file: the same path, another path to it, a
    // symbolic or a hard link.
    static bool sameFile(const QString &a, const QString &b);

    // Why an operation on `file` failed, right after it failed: Qt's reason, or the system's
    // when Qt gives none (a disk without room is "No space left on device", not "Unknown
    // error").
    static QString errorText(const QFileDevice &file);

    // "32 MiB", "256 KiB", "900 bytes".
    static QString sizeText(qint64 bytes);
};

} // namespace fw::model
