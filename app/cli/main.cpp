#include "Cli.h"

#include <Translations.h>

#include <QCoreApplication>
#include <QLocale>
#include <QTextStream>

#include <cstdio>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
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
