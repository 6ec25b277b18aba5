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

// Printing and export; the page size above is shared by the preview, export and printing.
// The kinds a game's fleets were last printed with, per game: a kind one game lacks (counters)
// never switches it off for another.
QStringList printKinds(const QString &systemId); // "roster", "sheets", "counters"; empty: all
void setPrintKinds(const QString &systemId, const QStringList &kinds);
QString exportFormat(); // "pdf" (default), "svg" or "png"
void setExportFormat(const QString &format);
int pngResolution(); // dots per inch, default 150
void setPngResolution(int dpi);
bool counterBacks();
void setCounterBacks(bool backs);
QString exportFolder(); // empty: none chosen yet
void setExportFolder(const QString &folder);
// The template file chosen for a layout (a layout id such as "roster"); empty: the built-in one.
QString templateFile(const QString &layoutId);
void setTemplateFile(const QString &layoutId, const QString &file);
QString previewKind(); // what the print preview shows: "roster", "sheets" or "counters"
void setPreviewKind(const QString &kind);

// Trial battles (Tools → Trial Battle…).
int trialRuns(); // battles per Monte Carlo run, default 10,000
void setTrialRuns(int runs);
QString trialPolicy(); // "focus" (default), "spread" or "threat"
void setTrialPolicy(const QString &policy);
QString trialOpponentFile(); // the fleet file side B used last; empty: the open fleet
void setTrialOpponentFile(const QString &path);
QByteArray trialWindowGeometry();
void setTrialWindowGeometry(const QByteArray &geometry);

QStringList recentFiles();
// `summary`: what the fleet is (its name, game and points) as it was opened or
// saved; the recent lists show it beside the file's name.
void addRecentFile(const QString &path, const QString &summary = QString());
void removeRecentFile(const QString &path);
QString recentSummary(const QString &path); // empty: not known
constexpr int MaxRecentFiles = 8;

// The folder a file dialog starts in when the fleet has no file of its own: the last folder a
// file was opened from or saved to, else the home folder (never the folder the app started in).
QString lastFolder();
void setLastFolder(const QString &file); // the folder of `file` (a file's or a folder's path)
// Where a file dialog starts: the folder of `file` if it has one, else lastFolder().
QString dialogFolder(const QString &file);

QByteArray windowGeometry();
QByteArray windowState();
void setWindowGeometry(const QByteArray &geometry, const QByteArray &state);
} // namespace Settings

} // namespace fw::app
