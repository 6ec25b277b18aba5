#include "Cli.h"

#include <Translations.h>

#include <QCoreApplication>
#include <QGuiApplication>
#include <QLocale>
#include <QTextStream>

#include <cstdio>
#include <memory>

int main(int argc, char *argv[])
{
    // PNG pages are drawn with QPainter, which needs a GUI application; without a display it
    // draws offscreen.
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);
    std::unique_ptr<QCoreApplication> app;
    if (fw::cli::needsGui(arguments)) {
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") && qEnvironmentVariableIsEmpty("DISPLAY")
            && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        app = std::make_unique<QGuiApplication>(argc, argv);
    } else {
        app = std::make_unique<QCoreApplication>(argc, argv);
    }
    QCoreApplication::setOrganizationName(QStringLiteral("Fleetwright"));
    QCoreApplication::setApplicationName(QStringLiteral("fleetwright-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(FLEETWRIGHT_VERSION));
    fw::i18n::installTranslations(QLocale::system());
    QTextStream out(stdout);
    QTextStream err(stderr);
    const int code = fw::cli::run(QCoreApplication::arguments(), out, err);
    out.flush();
    err.flush();
    return code;
}
