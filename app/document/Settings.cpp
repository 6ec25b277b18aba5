#include "Settings.h"

#include <QFileInfo>
#include <QLocale>
#include <QSettings>

namespace fw::app::Settings {

QString language()
{
    return QSettings().value(QStringLiteral("language")).toString();
}

void setLanguage(const QString &language)
{
    QSettings().setValue(QStringLiteral("language"), language);
}

QString pageSize()
{
    // Letter where the locale uses it, A4 elsewhere.
    const QString fallback = QLocale::system().measurementSystem() == QLocale::ImperialUSSystem
                                 ? QStringLiteral("letter")
                                 : QStringLiteral("a4");
    return QSettings().value(QStringLiteral("pageSize"), fallback).toString();
}

void setPageSize(const QString &pageSize)
{
    QSettings().setValue(QStringLiteral("pageSize"), pageSize);
}

QString defaultSystem()
{
    return QSettings().value(QStringLiteral("defaultSystem")).toString();
}

void setDefaultSystem(const QString &systemId)
{
    QSettings().setValue(QStringLiteral("defaultSystem"), systemId);
}

QStringList recentFiles()
{
    return QSettings().value(QStringLiteral("recentFiles")).toStringList();
}

void addRecentFile(const QString &path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList files = recentFiles();
    files.removeAll(absolute);
    files.prepend(absolute);
    while (files.size() > MaxRecentFiles)
        files.removeLast();
    QSettings().setValue(QStringLiteral("recentFiles"), files);
}

void removeRecentFile(const QString &path)
{
    QStringList files = recentFiles();
    files.removeAll(QFileInfo(path).absoluteFilePath());
    QSettings().setValue(QStringLiteral("recentFiles"), files);
}

QByteArray windowGeometry()
{
    return QSettings().value(QStringLiteral("window/geometry")).toByteArray();
}

QByteArray windowState()
{
    return QSettings().value(QStringLiteral("window/state")).toByteArray();
}

void setWindowGeometry(const QByteArray &geometry, const QByteArray &state)
{
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), geometry);
    settings.setValue(QStringLiteral("window/state"), state);
}

} // namespace fw::app::Settings
