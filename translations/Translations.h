#pragma once

#include <QLocale>
#include <QStringList>

namespace fw::i18n {

// The languages Fleetwright is translated into (besides English), as locale names.
QStringList availableLanguages();

// Installs Fleetwright's and Qt's translations for `locale` into the running application. English
// always gets its plural forms ("1 range unit", "2 range units"). Returns the language in use.
QString installTranslations(const QLocale &locale);

} // namespace fw::i18n
