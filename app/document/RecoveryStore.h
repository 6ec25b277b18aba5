#pragma once

#include <QDateTime>
#include <QString>

#include <map>
#include <memory>
#include <vector>

class QLockFile;

namespace fw::app {

// Autosaved copies of unsaved fleets, so a crash loses at most a minute of work. Each open
// document has an id; while its window lives, a lock file marks its copy as in use, so another
// Fleetwright never offers it. A copy whose lock is free was left behind by a crash.
class RecoveryStore
{
public:
    explicit RecoveryStore(QString directory = defaultDirectory());
    ~RecoveryStore();
    RecoveryStore(const RecoveryStore &) = delete;
    RecoveryStore &operator=(const RecoveryStore &) = delete;

    static QString defaultDirectory();
    const QString &directory() const { return m_directory; }

    struct Entry
    {
        QString id;
        QString fleetFile;    // the autosaved fleet
        QString originalPath; // where the fleet was saved before, if ever
        QString name;
        QDateTime savedAt;
    };

    // Claims `id` for this process (keeps it locked until remove() or destruction).
    bool claim(const QString &id);
    // Writes the copy atomically; returns an error message, or an empty string.
    QString save(const QString &id, const QByteArray &fleet, const QString &originalPath,
                 const QString &name);
    // Deletes the copy and releases the lock.
    void remove(const QString &id);
    // Copies no running Fleetwright holds: left behind by a crash.
    std::vector<Entry> orphans() const;

private:
    QString path(const QString &id, const char *suffix) const;

    QString m_directory;
    std::map<QString, std::unique_ptr<QLockFile>> m_locks;
};

} // namespace fw::app
