#include "Translations.h"

#include <QCoreApplication>
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

QString installTranslations(const QLocale &locale)
{
    const QString prefix = QStringLiteral(":/i18n");
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
