#include "CommonChecks.h"

#include <model/core/Text.h>

#include <QCoreApplication>

namespace fw::validators::common {

void reportUnknownKeys(const model::Json &extra, const model::JsonPath &path,
                       const QStringList &knownKeys, IssueList &issues)
{
    for (const auto &[key, value] : extra.items()) {
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
