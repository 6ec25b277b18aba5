#include "CommonChecks.h"

#include <model/core/Text.h>

#include <QCoreApplication>

namespace fw::validators::common {

void reportUnknownKeys(const model::Json &extra, const model::JsonPath &path,
                       const QStringList &knownKeys, IssueList &issues)
{
    // The first few each on its own, with a suggestion; the rest of a file that holds thousands
    // in one warning, so a huge object is reported in a moment and still read whole.
    constexpr std::size_t Listed = 50;
    if (extra.size() > Listed) {
        issues.warning(QStringLiteral("file.unknownKey"), path.toString(),
                       QCoreApplication::translate("fw::Validation",
                                                   "%n more unknown key(s) here are kept in the "
                                                   "file but not used.",
                                                   nullptr, int(extra.size() - Listed)),
                       QStringLiteral("docs/file-format.md"));
    }
    std::size_t listed = 0;
    for (const auto &[key, value] : extra.items()) {
        if (listed++ == Listed)
            break;
        const QString name = QString::fromStdString(key);
        QString message = QCoreApplication::translate(
                              "fw::Validation", "Unknown key %1 is kept in the file but not used.")
                              .arg(model::text::quoted(name));
        const QString suggestion = model::text::closestMatch(name, knownKeys);
        if (!suggestion.isEmpty()) {
            message += QLatin1Char(' ')
                       + QCoreApplication::translate("fw::Validation", "Did you mean %1?")
                             .arg(model::text::quoted(suggestion));
        }
        issues.warning(QStringLiteral("file.unknownKey"), path.key(key).toString(), message,
                       QStringLiteral("docs/file-format.md"));
    }
}

QString namesHint(const QString &name, const QStringList &known, qsizetype maxListed)
{
    const QString suggestion = model::text::closestMatch(name, known);
    if (!suggestion.isEmpty()) {
        return QLatin1Char(' ')
               + QCoreApplication::translate("fw::Validation", "Did you mean %1?")
                     .arg(model::text::quoted(suggestion));
    }
    if (!known.isEmpty() && known.size() <= maxListed) {
        return QLatin1Char(' ')
               + QCoreApplication::translate("fw::Validation", "It has: %1.")
                     .arg(known.join(QLatin1String(", ")));
    }
    return {};
}

QStringList headerKeys()
{
    return {QStringLiteral("format"), QStringLiteral("formatVersion"), QStringLiteral("system"),
            QStringLiteral("name"),   QStringLiteral("notes"),         QStringLiteral("budget"),
            QStringLiteral("options")};
}

void checkFleetKeys(const model::Fleet &fleet, const QStringList &systemKeys,
                    const QStringList &optionIds, IssueList &issues)
{
    reportUnknownKeys(fleet.extra, model::JsonPath(), headerKeys() + systemKeys, issues);
    reportUnknownKeys(fleet.optionsExtra, model::JsonPath().key("options"), optionIds, issues);
}

} // namespace fw::validators::common
