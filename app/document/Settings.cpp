#include "Settings.h"

#include <QDir>
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

QStringList printKinds(const QString &systemId)
{
    return QSettings().value(QStringLiteral("print/kinds/") + systemId).toStringList();
}

void setPrintKinds(const QString &systemId, const QStringList &kinds)
{
    QSettings().setValue(QStringLiteral("print/kinds/") + systemId, kinds);
}

QString exportFormat()
{
    return QSettings().value(QStringLiteral("print/format"), QStringLiteral("pdf")).toString();
}

void setExportFormat(const QString &format)
{
    QSettings().setValue(QStringLiteral("print/format"), format);
}

int pngResolution()
{
    return QSettings().value(QStringLiteral("print/pngResolution"), 150).toInt();
}

void setPngResolution(int dpi)
{
    QSettings().setValue(QStringLiteral("print/pngResolution"), dpi);
}

bool counterBacks()
{
    return QSettings().value(QStringLiteral("print/counterBacks"), false).toBool();
}

void setCounterBacks(bool backs)
{
    QSettings().setValue(QStringLiteral("print/counterBacks"), backs);
}

QString exportFolder()
{
    return QSettings().value(QStringLiteral("print/exportFolder")).toString();
}

void setExportFolder(const QString &folder)
{
    QSettings().setValue(QStringLiteral("print/exportFolder"), folder);
}

QString templateFile(const QString &layoutId)
{
    return QSettings().value(QStringLiteral("print/templates/%1").arg(layoutId)).toString();
}

void setTemplateFile(const QString &layoutId, const QString &file)
{
    const QString key = QStringLiteral("print/templates/%1").arg(layoutId);
    if (file.isEmpty())
        QSettings().remove(key);
    else
        QSettings().setValue(key, file);
}

QString previewKind()
{
    return QSettings().value(QStringLiteral("print/previewKind")).toString();
}

void setPreviewKind(const QString &kind)
{
    QSettings().setValue(QStringLiteral("print/previewKind"), kind);
}

int trialRuns()
{
    return QSettings().value(QStringLiteral("trial/runs"), 10000).toInt();
}

void setTrialRuns(int runs)
{
    QSettings().setValue(QStringLiteral("trial/runs"), runs);
}

QString trialPolicy()
{
    return QSettings().value(QStringLiteral("trial/policy"), QStringLiteral("focus")).toString();
}

void setTrialPolicy(const QString &policy)
{
    QSettings().setValue(QStringLiteral("trial/policy"), policy);
}

QString trialOpponentFile()
{
    return QSettings().value(QStringLiteral("trial/opponentFile")).toString();
}

void setTrialOpponentFile(const QString &path)
{
    QSettings().setValue(QStringLiteral("trial/opponentFile"), path);
}

QByteArray trialWindowGeometry()
{
    return QSettings().value(QStringLiteral("trial/geometry")).toByteArray();
}

void setTrialWindowGeometry(const QByteArray &geometry)
{
    QSettings().setValue(QStringLiteral("trial/geometry"), geometry);
}

QStringList recentFiles()
{
    return QSettings().value(QStringLiteral("recentFiles")).toStringList();
}

void addRecentFile(const QString &path, const QString &summary)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList files = recentFiles();
    files.removeAll(absolute);
    files.prepend(absolute);
    while (files.size() > MaxRecentFiles)
        files.removeLast();
    QSettings settings;
    settings.setValue(QStringLiteral("recentFiles"), files);
    // The summaries of the files listed, no others.
    const QVariantMap old = settings.value(QStringLiteral("recentSummaries")).toMap();
    QVariantMap summaries;
    for (const QString &file : files) {
        if (file == absolute && !summary.isEmpty())
            summaries.insert(file, summary);
        else if (old.contains(file))
            summaries.insert(file, old.value(file));
    }
    settings.setValue(QStringLiteral("recentSummaries"), summaries);
    setLastFolder(absolute);
}

void removeRecentFile(const QString &path)
{
    QStringList files = recentFiles();
    files.removeAll(QFileInfo(path).absoluteFilePath());
    QSettings().setValue(QStringLiteral("recentFiles"), files);
}

QString recentSummary(const QString &path)
{
    return QSettings()
        .value(QStringLiteral("recentSummaries"))
        .toMap()
        .value(QFileInfo(path).absoluteFilePath())
        .toString();
}

QString lastFolder()
{
    const QString folder = QSettings().value(QStringLiteral("files/lastFolder")).toString();
    return !folder.isEmpty() && QFileInfo(folder).isDir() ? folder : QDir::homePath();
}

void setLastFolder(const QString &file)
{
    const QFileInfo info(file);
    QSettings().setValue(QStringLiteral("files/lastFolder"),
                         info.isDir() ? info.absoluteFilePath() : info.absolutePath());
}

QString dialogFolder(const QString &file)
{
    return file.isEmpty() ? lastFolder() : QFileInfo(file).absolutePath();
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
