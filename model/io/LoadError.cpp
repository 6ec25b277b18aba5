#include "LoadError.h"

#include <QCoreApplication>

namespace fw::model {

QString LoadError::toString() const
{
    QString place = file;
    if (line > 0)
        place += QStringLiteral(":%1:%2").arg(line).arg(column);
    if (hasPath) {
        place += QLatin1String(": ")
                 + (path.isEmpty() ? QCoreApplication::translate("fw::JsonPath", "(top level)")
                                   : path);
    }
    return place + QLatin1String(": ") + message;
}

} // namespace fw::model
