// Fleetwright, the desktop app.

#include "combat/AttackPanel.h"
#include "combat/BattlePanel.h"
#include "combat/BattleSides.h"
#include "combat/TrialBattleWindow.h"
#include "document/RecoveryStore.h"
#include "document/Settings.h"
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
#include <QMessageBox>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTextStream>
#include <QTimer>

#include <cstdio>
#include <memory>

int main(int argc, char *argv[])
{
    QElapsedTimer startup;
    startup.start();
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("Fleetwright"));
    QCoreApplication::setApplicationName(QStringLiteral("Fleetwright"));
    QCoreApplication::setApplicationVersion(QStringLiteral(FLEETWRIGHT_VERSION));
    QGuiApplication::setApplicationDisplayName(QStringLiteral("Fleetwright"));

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Fleet builder and ship-sheet designer for tabletop space wargames."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("FLEET"), QStringLiteral("A fleet file to open."),
                                 QStringLiteral("[FLEET]"));
    const QCommandLineOption screenshot(
        QStringLiteral("screenshot"),
        QStringLiteral("Open FLEET, save a picture of the window to FILE (PNG) and quit."),
        QStringLiteral("FILE"));
    const QCommandLineOption size(
        QStringLiteral("size"), QStringLiteral("Window size for --screenshot (default 1280x800)."),
        QStringLiteral("WIDTHxHEIGHT"), QStringLiteral("1280x800"));
    const QCommandLineOption language(
        QStringLiteral("language"),
        QStringLiteral("Language of this run (en, de), instead of the preference."),
        QStringLiteral("LANGUAGE"));
    const QCommandLineOption startupTime(
        QStringLiteral("startup-time"),
        QStringLiteral("Print the milliseconds until the window is shown, then quit."));
    const QCommandLineOption preview(QStringLiteral("preview"),
                                     QStringLiteral("Show the print preview beside the fleet."));
    const QCommandLineOption exportDialog(
        QStringLiteral("export-dialog"),
        QStringLiteral("With --screenshot: the picture is of the Export dialog."));
    const QCommandLineOption trialBattle(
        QStringLiteral("trial-battle"),
        QStringLiteral("With --screenshot: the picture is of the Trial Battle window after a run "
                       "of 10,000 battles with seed 1."));
    const QCommandLineOption oneBattle(
        QStringLiteral("one-battle"),
        QStringLiteral("With --trial-battle: after one battle (seed 1) instead of a run."));
    const QCommandLineOption attackOdds(
        QStringLiteral("attack-odds"),
        QStringLiteral("With --trial-battle: the Single Attack page instead."));
    const QCommandLineOption opponent(
        QStringLiteral("opponent"),
        QStringLiteral("With --trial-battle: side B's fleet file (default: FLEET itself)."),
        QStringLiteral("FLEET"));
    const QCommandLineOption focus(
        QStringLiteral("focus"),
        QStringLiteral("With --screenshot: first show what SUBJECT names, as an issue would "
                       "(\"ships[2]\", \"customClasses[0].mass\", \"budget\")."),
        QStringLiteral("SUBJECT"));
    parser.addOptions({screenshot, size, language, startupTime, preview, exportDialog, trialBattle,
                       oneBattle, attackOdds, opponent, focus});
    parser.process(app);

    const QString chosen
        = parser.isSet(language) ? parser.value(language) : fw::app::Settings::language();
    fw::i18n::installTranslations(chosen.isEmpty() ? QLocale::system() : QLocale(chosen));

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
    const bool automated = parser.isSet(screenshot) || parser.isSet(startupTime);
    QTemporaryDir scratch;
    fw::app::RecoveryStore recovery(automated ? scratch.path()
                                              : fw::app::RecoveryStore::defaultDirectory());
    fw::app::MainWindow window({systems, validators, uis, recovery});

    const QStringList files = parser.positionalArguments();
    if (!files.isEmpty()) {
        QString error;
        if (!window.openFile(files.first(), automated, &error) && automated) {
            QTextStream(stderr) << error << Qt::endl;
            return 2;
        }
    }
    if (automated) {
        const QStringList wh = parser.value(size).split(QLatin1Char('x'));
        window.resize(wh.value(0).toInt() > 0 ? wh.value(0).toInt() : 1280,
                      wh.value(1).toInt() > 0 ? wh.value(1).toInt() : 800);
    }
    if (parser.isSet(preview))
        window.previewDock()->show();
    window.show();
    if (parser.isSet(focus) && !window.focusSubject(parser.value(focus)))
        QTextStream(stderr) << "nothing to show for " << parser.value(focus) << Qt::endl;

    if (parser.isSet(startupTime)) {
        QCoreApplication::processEvents();
        QTextStream(stdout) << startup.elapsed() << Qt::endl;
        return 0;
    }
    if (parser.isSet(screenshot)) {
        // Let layouts and the first analysis settle, then take the picture.
        for (int i = 0; i < 5; ++i)
            QCoreApplication::processEvents();
        window.previewDock()->relayoutNow();
        QCoreApplication::processEvents();
        QWidget *subject = &window;
        if (parser.isSet(trialBattle)) {
            fw::app::TrialBattleWindow *trial = window.showTrialBattle();
            trial->resize(window.size());
            fw::app::BattleSides &sides = trial->sides();
            sides.useOpenFleet(0);
            QString error;
            if (parser.isSet(opponent)) {
                if (!sides.loadFile(1, parser.value(opponent), &error)) {
                    QTextStream(stderr) << error << Qt::endl;
                    return 2;
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
            if (parser.isSet(attackOdds)) {
                trial->pages()->setCurrentWidget(trial->attackPanel());
            } else if (parser.isSet(oneBattle)) {
                battle->fightOne();
            } else if (battle->runOdds()) {
                battle->waitForRun();
            }
            for (int i = 0; i < 5; ++i)
                QCoreApplication::processEvents();
            subject = trial;
        }
        std::unique_ptr<fw::app::ExportDialog> dialog;
        if (parser.isSet(exportDialog)) {
            dialog = std::make_unique<fw::app::ExportDialog>(window.printSession(),
                                                             *window.document(), &window);
            dialog->show();
            for (int i = 0; i < 5; ++i)
                QCoreApplication::processEvents();
            subject = dialog.get();
        }
        const bool saved = subject->grab().save(parser.value(screenshot), "PNG");
        if (!saved)
            QTextStream(stderr) << "cannot write " << parser.value(screenshot) << Qt::endl;
        return saved ? 0 : 2;
    }
    QTimer::singleShot(0, &window, [&window] { window.offerRecovery(); });
    return app.exec();
}
