// Fleetwright, the desktop app.

#include "combat/AttackPanel.h"
#include "combat/BattlePanel.h"
#include "combat/BattleSides.h"
#include "combat/TrialBattleWindow.h"
#include "document/RecoveryStore.h"
#include "document/Settings.h"
#include "help/DataPaths.h"
#include "help/HelpMenu.h"
#include "help/HelpWindow.h"
#include "print/ExportDialog.h"
#include "print/PreviewDock.h"
#include "systems/SystemUi.h"
#include "widgets/MainWindow.h"

#include <Translations.h>
#include <model/systems/BuiltinSystems.h>
#include <model/systems/SystemRegistry.h>
#include <validators/ValidatorRegistry.h>

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QIcon>
#include <QMessageBox>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTextStream>
#include <QTimer>

#include <cstdio>
#include <memory>

namespace {

void addOptions(QCommandLineParser &parser)
{
    parser.setApplicationDescription(
        QStringLiteral("Fleet builder and ship-sheet designer for tabletop space wargames."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("FLEET"), QStringLiteral("A fleet file to open."),
                                 QStringLiteral("[FLEET]"));
    const auto option = [&](const char *name, const char *description, const char *value = nullptr,
                            const char *defaultValue = nullptr) {
        parser.addOption(
            QCommandLineOption(QLatin1String(name), QLatin1String(description),
                               value ? QLatin1String(value) : QString(),
                               defaultValue ? QLatin1String(defaultValue) : QString()));
    };
    option("screenshot", "Open FLEET, save a picture of the window to FILE (PNG) and quit.",
           "FILE");
    option("size", "Window size for --screenshot (default 1280x800).", "WIDTHxHEIGHT", "1280x800");
    option("language", "Language of this run (en, de), instead of the preference.", "LANGUAGE");
    option("startup-time", "Print the milliseconds until the window is shown, then quit.");
    option("preview", "Show the print preview beside the fleet.");
    option("export-dialog", "With --screenshot: the picture is of the Export dialog.");
    option("user-guide", "With --screenshot: the picture is of the User Guide at PAGE.", "PAGE");
    option("trial-battle",
           "With --screenshot: the picture is of the Trial Battle window after a run of 10,000 "
           "battles with seed 1.");
    option("one-battle", "With --trial-battle: after one battle (seed 1) instead of a run.");
    option("attack-odds", "With --trial-battle: the Single Attack page instead.");
    option("opponent", "With --trial-battle: side B's fleet file (default: FLEET itself).",
           "FLEET");
    option("show-paths",
           "Print the folders the examples, the user guide and the translations are read from, "
           "then quit.");
    option("focus",
           "With --screenshot: first show what SUBJECT names, as an issue would (\"ships[2]\", "
           "\"customClasses[0].mass\", \"budget\").",
           "SUBJECT");
}

void settle()
{
    for (int i = 0; i < 5; ++i)
        QCoreApplication::processEvents();
}

// The Trial Battle window with the open fleet against itself or --opponent, after what the
// options ask for; null (after a message) when the opponent cannot be read.
QWidget *trialBattle(fw::app::MainWindow &window, const QCommandLineParser &parser)
{
    fw::app::TrialBattleWindow *trial = window.showTrialBattle();
    trial->resize(window.size());
    fw::app::BattleSides &sides = trial->sides();
    sides.useOpenFleet(0);
    QString error;
    if (parser.isSet(QStringLiteral("opponent"))) {
        if (!sides.loadFile(1, parser.value(QStringLiteral("opponent")), &error)) {
            QTextStream(stderr) << error << Qt::endl;
            return nullptr;
        }
    } else {
        sides.useOpenFleet(1);
    }
    // A window that says what is wrong with the fleets is photographed as it is.
    if (!sides.problem().isEmpty())
        QTextStream(stderr) << sides.problem() << Qt::endl;
    fw::app::BattlePanel *battle = trial->battlePanel();
    battle->setSeed(1);
    battle->setRuns(10000);
    if (parser.isSet(QStringLiteral("attack-odds"))) {
        trial->pages()->setCurrentWidget(trial->attackPanel());
    } else if (parser.isSet(QStringLiteral("one-battle"))) {
        battle->fightOne();
    } else if (battle->runOdds()) {
        battle->waitForRun();
    }
    settle();
    return trial;
}

int screenshot(fw::app::MainWindow &window, const QCommandLineParser &parser)
{
    // Let layouts and the first analysis settle, then take the picture.
    settle();
    window.previewDock()->relayoutNow();
    QCoreApplication::processEvents();
    QWidget *subject = &window;
    if (parser.isSet(QStringLiteral("trial-battle"))) {
        subject = trialBattle(window, parser);
        if (!subject)
            return 2;
    }
    std::unique_ptr<fw::app::ExportDialog> dialog;
    if (parser.isSet(QStringLiteral("export-dialog"))) {
        dialog = std::make_unique<fw::app::ExportDialog>(window.printSession(), *window.document(),
                                                         &window);
        dialog->show();
        settle();
        subject = dialog.get();
    }
    if (parser.isSet(QStringLiteral("user-guide"))) {
        fw::app::HelpWindow *guide = window.help()->showUserGuide();
        guide->resize(window.size());
        guide->showPage(parser.value(QStringLiteral("user-guide")));
        settle();
        subject = guide;
    }
    const QString file = parser.value(QStringLiteral("screenshot"));
    const bool saved = subject->grab().save(file, "PNG");
    if (!saved)
        QTextStream(stderr) << "cannot write " << file << Qt::endl;
    return saved ? 0 : 2;
}

void nameApplication()
{
    QCoreApplication::setOrganizationName(QStringLiteral("Fleetwright"));
    QCoreApplication::setApplicationName(QStringLiteral("Fleetwright"));
    QCoreApplication::setApplicationVersion(QStringLiteral(FLEETWRIGHT_VERSION));
}

// --help, --version and --show-paths print and quit; they need no display, so they run without
// a QApplication (which would fail without one).
bool asksForTextOnly(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i) {
        const QByteArray argument(argv[i]);
        if (argument == "--")
            return false;
        for (const char *name :
             {"-h", "--help", "-?", "--help-all", "-v", "--version", "--show-paths"}) {
            if (argument == name)
                return true;
        }
    }
    return false;
}

int printTextOnly(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    nameApplication();
    QCommandLineParser parser;
    addOptions(parser);
    parser.process(app); // quits after --help or --version, and on a mistake
    QTextStream(stdout) << fw::app::DataPaths::describe();
    return 0;
}

} // namespace

int main(int argc, char *argv[])
{
    if (asksForTextOnly(argc, argv))
        return printTextOnly(argc, argv);
    QElapsedTimer startup;
    startup.start();
    QApplication app(argc, argv);
    nameApplication();
    QGuiApplication::setApplicationDisplayName(QStringLiteral("Fleetwright"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/org.fleetwright.Fleetwright.svg")));

    QCommandLineParser parser;
    addOptions(parser);
    parser.process(app);

    const QString chosen = parser.isSet(QStringLiteral("language"))
                               ? parser.value(QStringLiteral("language"))
                               : fw::app::Settings::language();
    const QString language
        = fw::i18n::installTranslations(chosen.isEmpty() ? QLocale::system() : QLocale(chosen),
                                        fw::app::DataPaths::translationsDirectory());
    // Numbers as the language writes them ("50,2 %" in German), in every field and panel alike,
    // whatever the system's own locale.
    QLocale::setDefault(QLocale(language));

    fw::model::SystemRegistry systems;
    fw::validators::ValidatorRegistry validators;
    QStringList problems = fw::model::registerBuiltinSystems(systems);
    problems += fw::validators::registerBuiltinValidators(validators, systems);
    if (!problems.isEmpty()) {
        QMessageBox::critical(nullptr, QStringLiteral("Fleetwright"),
                              problems.join(QLatin1Char('\n')));
        return 2;
    }
    fw::app::UiRegistry uis;
    fw::app::registerBuiltinUi(uis);

    // Screenshots and timing runs leave the user's recovery files alone.
    const bool automated = parser.isSet(QStringLiteral("screenshot"))
                           || parser.isSet(QStringLiteral("startup-time"));
    QTemporaryDir scratch;
    fw::app::RecoveryStore recovery(automated ? scratch.path()
                                              : fw::app::RecoveryStore::defaultDirectory());
    fw::app::MainWindow window({systems, validators, uis, recovery});

    const QStringList files = parser.positionalArguments();
    if (files.isEmpty())
        window.help()->showWelcome();
    if (!files.isEmpty()) {
        QString error;
        if (!window.openFile(files.first(), automated, &error) && automated) {
            QTextStream(stderr) << error << Qt::endl;
            return 2;
        }
    }
    if (automated) {
        const QStringList wh = parser.value(QStringLiteral("size")).split(QLatin1Char('x'));
        window.resize(wh.value(0).toInt() > 0 ? wh.value(0).toInt() : 1280,
                      wh.value(1).toInt() > 0 ? wh.value(1).toInt() : 800);
    }
    if (parser.isSet(QStringLiteral("preview")))
        window.previewDock()->show();
    window.show();
    const QString focus = parser.value(QStringLiteral("focus"));
    if (!focus.isEmpty() && !window.focusSubject(focus))
        QTextStream(stderr) << "nothing to show for " << focus << Qt::endl;

    if (parser.isSet(QStringLiteral("startup-time"))) {
        QCoreApplication::processEvents();
        QTextStream(stdout) << startup.elapsed() << Qt::endl;
        return 0;
    }
    if (parser.isSet(QStringLiteral("screenshot")))
        return screenshot(window, parser);
    QTimer::singleShot(0, &window, [&window] { window.offerRecovery(); });
    return app.exec();
}
