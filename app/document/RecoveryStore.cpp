#include "RecoveryStore.h"

#include <model/io/FileAccess.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QStandardPaths>

namespace fw::app {

namespace {
// The note kept beside each recovered fleet holds a path, a name and a date.
constexpr qint64 MaxMetaSize = 64 * 1024;
} // namespace

RecoveryStore::RecoveryStore(QString directory)
    : m_directory(std::move(directory))
{
    QDir().mkpath(m_directory);
}

RecoveryStore::~RecoveryStore() = default;

QString RecoveryStore::defaultDirectory()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation))
        .filePath(QStringLiteral("recovery"));
}

QString RecoveryStore::path(const QString &id, const char *suffix) const
{
    return QDir(m_directory).filePath(id + QLatin1String(suffix));
}

bool RecoveryStore::claim(const QString &id)
{
    if (m_locks.count(id))
        return true;
    auto lock = std::make_unique<QLockFile>(path(id, ".lock"));
    lock->setStaleLockTime(0);
    if (!lock->tryLock(0))
        return false;
    m_locks[id] = std::move(lock);
    return true;
}

QString RecoveryStore::save(const QString &id, const QByteArray &fleet, const QString &originalPath,
                            const QString &name)
{
    claim(id);
    if (const auto written = model::FileAccess::write(path(id, ".fleet.json"), fleet); !written)
        return written.error();
    QJsonObject meta;
    meta.insert(QStringLiteral("originalPath"), originalPath);
    meta.insert(QStringLiteral("name"), name);
    meta.insert(QStringLiteral("savedAt"), QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    return model::FileAccess::write(path(id, ".json"), QJsonDocument(meta).toJson()).error();
}

void RecoveryStore::remove(const QString &id)
{
    QFile::remove(path(id, ".fleet.json"));
    QFile::remove(path(id, ".json"));
    m_locks.erase(id); // unlocks and deletes the lock file
}

std::vector<RecoveryStore::Entry> RecoveryStore::orphans() const
{
    std::vector<Entry> result;
    const QDir dir(m_directory);
    for (const QString &file :
         dir.entryList({QStringLiteral("*.fleet.json")}, QDir::Files, QDir::Time)) {
        const QString id = file.chopped(int(qstrlen(".fleet.json")));
        if (m_locks.count(id))
            continue;
        QLockFile lock(path(id, ".lock"));
        lock.setStaleLockTime(0);
        if (!lock.tryLock(0))
            continue; // a running Fleetwright has it
        lock.unlock();
        Entry e;
        e.id = id;
        e.fleetFile = dir.filePath(file);
        const model::Result<QByteArray> metaBytes
            = model::FileAccess::read(path(id, ".json"), MaxMetaSize, QString());
        if (metaBytes) {
            const QJsonObject meta = QJsonDocument::fromJson(metaBytes.value()).object();
            e.originalPath = meta.value(QStringLiteral("originalPath")).toString();
            e.name = meta.value(QStringLiteral("name")).toString();
            e.savedAt = QDateTime::fromString(meta.value(QStringLiteral("savedAt")).toString(),
                                              Qt::ISODate);
        }
        if (!e.savedAt.isValid())
            e.savedAt = QFileInfo(e.fleetFile).lastModified();
        result.push_back(e);
    }
    return result;
}

} // namespace fw::app
