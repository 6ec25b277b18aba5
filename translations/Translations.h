#pragma once

#include <QLocale>
#include <QStringList>

namespace fw::i18n {

// The languages Fleetwright is translated into (besides English), as locale names.
QStringList availableLanguages();

// Installs Fleetwright's and Qt's translations for `locale` into the running application. English
// always gets its plural forms ("1 range unit", "2 range units"). Returns the language in use.
// Fleetwright's .qm files are read from `directory` when it holds them (an installed copy), else
// from the ones compiled into the program.
QString installTranslations(const QLocale &locale, const QString &directory = QString());

} // namespace fw::i18n
