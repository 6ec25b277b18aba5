#include "DataPaths.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

namespace fw::app::DataPaths {

namespace {

// `relative` (from the program's folder to an installed data folder) when that folder exists
// beside the running program, else `fallback`.
QString installedOr(const char *relative, const char *fallback)
{
    const QDir beside(QCoreApplication::applicationDirPath());
    const QString installed = QDir::cleanPath(beside.absoluteFilePath(QLatin1String(relative)));
    if (QFileInfo(installed).isDir())
        return installed;
    return fallback ? QDir::cleanPath(QLatin1String(fallback)) : QString();
}

} // namespace

QString examplesDirectory()
{
    return installedOr(FLEETWRIGHT_INSTALLED_DATA "/examples", FLEETWRIGHT_SOURCE_EXAMPLES);
}

QString docsDirectory()
{
    return installedOr(FLEETWRIGHT_INSTALLED_DOCS, FLEETWRIGHT_SOURCE_DOCS);
}

QString translationsDirectory()
{
    return installedOr(FLEETWRIGHT_INSTALLED_DATA "/translations", nullptr);
}

QString describe()
{
    const QString translations = translationsDirectory();
    return QStringLiteral("examples: %1\ndocs: %2\ntranslations: %3\n")
        .arg(examplesDirectory(), docsDirectory(),
             translations.isEmpty() ? QStringLiteral("built in") : translations);
}

} // namespace fw::app::DataPaths
