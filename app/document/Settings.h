#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace fw::app {

// The preferences and window state Fleetwright keeps between runs (QSettings).
namespace Settings {
QString language(); // empty: the system's language
void setLanguage(const QString &language);
QString pageSize(); // "a4" or "letter"
void setPageSize(const QString &pageSize);
QString defaultSystem(); // empty: the first game the build supports
void setDefaultSystem(const QString &systemId);

QStringList recentFiles();
void addRecentFile(const QString &path);
void removeRecentFile(const QString &path);
constexpr int MaxRecentFiles = 8;

QByteArray windowGeometry();
QByteArray windowState();
void setWindowGeometry(const QByteArray &geometry, const QByteArray &state);
} // namespace Settings

} // namespace fw::app
