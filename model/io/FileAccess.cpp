#include "FileAccess.h"

#include <QFile>
#include <QSaveFile>

#include <cerrno>
#include <climits>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace fw::model {

namespace {

// What a file that is not a regular file is, for the messages.
QString nonRegularKind(mode_t mode)
{
    if (S_ISFIFO(mode))
        return FileAccess::tr("a named pipe");
    if (S_ISCHR(mode))
        return FileAccess::tr("a character device");
    if (S_ISBLK(mode))
        return FileAccess::tr("a block device");
    if (S_ISSOCK(mode))
        return FileAccess::tr("a socket");
    return FileAccess::tr("a special file");
}

// The reason a file with this status cannot be read as a whole regular file, or an empty string.
QString statusProblem(const struct stat &status, qint64 maxBytes, const QString &kinds)
{
    if (S_ISDIR(status.st_mode))
        return FileAccess::tr("is a folder, not a file");
    if (!S_ISREG(status.st_mode)) {
        return FileAccess::tr("is %1, not a regular file; only regular files are read")
            .arg(nonRegularKind(status.st_mode));
    }
    if (status.st_size > maxBytes) {
        return FileAccess::tr("is %1 bytes long; %2 over %3 (%4 bytes) are refused")
            .arg(qint64(status.st_size))
            .arg(kinds, FileAccess::sizeText(maxBytes))
            .arg(maxBytes);
    }
    return {};
}

QString openProblem(int error)
{
    if (error == ENOENT || error == ENOTDIR)
        return FileAccess::tr("no such file");
    return FileAccess::tr("cannot be opened: %1").arg(qt_error_string(error));
}

class Descriptor
{
public:
    explicit Descriptor(int fd)
        : m_fd(fd)
    {}
    ~Descriptor()
    {
        if (m_fd >= 0)
            ::close(m_fd);
    }
    Descriptor(const Descriptor &) = delete;
    Descriptor &operator=(const Descriptor &) = delete;
    int get() const { return m_fd; }

private:
    int m_fd;
};

} // namespace

Result<QByteArray> FileAccess::read(const QString &path, qint64 maxBytes, const QString &kinds)
{
    using R = Result<QByteArray>;
    const QByteArray name = QFile::encodeName(path);
    // Non-blocking, so that opening a named pipe with no writer returns at once; the status
    // of the opened file (not of the name, which may change meanwhile) decides the rest.
    const Descriptor fd(::open(name.constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY));
    if (fd.get() < 0)
        return R::failure(openProblem(errno));
    struct stat status = {};
    if (::fstat(fd.get(), &status) != 0)
        return R::failure(openProblem(errno));
    if (const QString problem = statusProblem(status, maxBytes, kinds); !problem.isEmpty())
        return R::failure(problem);

    // Read until the end, but never more than one byte past the limit: the file may have grown
    // since its size was taken, or report no size at all (as files under /proc do).
    QByteArray bytes;
    bytes.resize(qsizetype(std::min<qint64>(status.st_size, maxBytes) + 1));
    qint64 total = 0;
    for (;;) {
        if (total == bytes.size()) {
            if (total > maxBytes)
                break;
            bytes.resize(qsizetype(std::min<qint64>(total * 2, maxBytes + 1)));
        }
        const ssize_t n = ::read(fd.get(), bytes.data() + total, std::size_t(bytes.size() - total));
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            return R::failure(tr("cannot be read: %1").arg(qt_error_string(errno)));
        if (n == 0)
            break;
        total += n;
    }
    if (total > maxBytes) {
        return R::failure(
            tr("is larger than %1; %2 that large are refused").arg(sizeText(maxBytes), kinds));
    }
    bytes.resize(qsizetype(total));
    return bytes;
}

Result<void> FileAccess::checkReadable(const QString &path, qint64 maxBytes, const QString &kinds)
{
    struct stat status = {};
    if (::stat(QFile::encodeName(path).constData(), &status) != 0)
        return Result<void>::failure(openProblem(errno));
    if (const QString problem = statusProblem(status, maxBytes, kinds); !problem.isEmpty())
        return Result<void>::failure(problem);
    return {};
}

Result<void> FileAccess::checkReplaceable(const QString &path)
{
    struct stat status = {};
    if (::stat(QFile::encodeName(path).constData(), &status) != 0)
        return {}; // nothing there (or nothing reachable): the save itself will tell
    if (S_ISDIR(status.st_mode))
        return Result<void>::failure(tr("is a folder; choose a file name"));
    if (!S_ISREG(status.st_mode)) {
        return Result<void>::failure(
            tr("is %1, not a regular file; it is not replaced: choose another file")
                .arg(nonRegularKind(status.st_mode)));
    }
    return {};
}

Result<void> FileAccess::write(const QString &path, const QByteArray &bytes)
{
    const auto failure = [&path](const QString &reason) {
        return Result<void>::failure(tr("%1: cannot be written: %2").arg(path, reason));
    };
    if (const Result<void> replaceable = checkReplaceable(path); !replaceable)
        return failure(replaceable.error());
    QSaveFile file(path);
    errno = 0;
    if (!file.open(QIODevice::WriteOnly))
        return failure(errorText(file));
    // Flushed before the commit, so a disk without room says so while the reason is known.
    if (file.write(bytes) != bytes.size() || !file.flush()) {
        const QString reason = errorText(file);
        file.cancelWriting();
        return failure(reason);
    }
    if (!file.commit())
        return failure(errorText(file));
    return {};
}

QString FileAccess::errorText(const QFileDevice &file)
{
    const int system = errno;
    const QString own = file.errorString();
    if (system != 0 && (own.isEmpty() || own == QLatin1String("Unknown error")))
        return qt_error_string(system);
    return own;
}

bool FileAccess::sameFile(const QString &a, const QString &b)
{
    struct stat first = {};
    struct stat second = {};
    if (::stat(QFile::encodeName(a).constData(), &first) != 0
        || ::stat(QFile::encodeName(b).constData(), &second) != 0)
        return false;
    return first.st_dev == second.st_dev && first.st_ino == second.st_ino;
}

QString FileAccess::sizeText(qint64 bytes)
{
    constexpr qint64 KiB = 1024;
    if (bytes >= KiB * KiB && bytes % (KiB * KiB) == 0)
        return tr("%1 MiB").arg(bytes / (KiB * KiB));
    if (bytes >= KiB && bytes % KiB == 0)
        return tr("%1 KiB").arg(bytes / KiB);
    return tr("%n byte(s)", nullptr, int(std::min<qint64>(bytes, INT_MAX)));
}

} // namespace fw::model
