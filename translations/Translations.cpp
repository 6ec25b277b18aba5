#include "Translations.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QLibraryInfo>
#include <QTranslator>

namespace fw::i18n {

namespace {

bool install(const QString &name, const QString &directory)
{
    auto translator = std::make_unique<QTranslator>(QCoreApplication::instance());
    if (!translator->load(name, directory))
        return false;
    QCoreApplication::installTranslator(translator.release());
    return true;
}

} // namespace

QStringList availableLanguages()
{
    return {QStringLiteral("de")};
}

QString installTranslations(const QLocale &locale, const QString &directory)
{
    const QString builtIn = QStringLiteral(":/i18n");
    const QString prefix
        = !directory.isEmpty()
                  && QFileInfo::exists(directory + QStringLiteral("/fleetwright_en.qm"))
              ? directory
              : builtIn;
    // Plural forms of the English source texts; installed first so a real translation,
    // installed later, takes precedence.
    install(QStringLiteral("fleetwright_en"), prefix);
    for (const QString &language : availableLanguages()) {
        if (locale.language() == QLocale(language).language()) {
            if (install(QStringLiteral("fleetwright_") + language, prefix)) {
                install(QStringLiteral("qtbase_") + language,
                        QLibraryInfo::path(QLibraryInfo::TranslationsPath));
                return language;
            }
        }
    }
    return QStringLiteral("en");
}

} // namespace fw::i18n
