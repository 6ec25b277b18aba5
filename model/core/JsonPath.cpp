#include "JsonPath.h"

#include <QCoreApplication>

namespace fw::model {

namespace {

bool isPlainKey(const QString &name)
{
    if (name.isEmpty() || name.front().isDigit())
        return false;
    for (const QChar c : name) {
        if (!(c.isLetterOrNumber() || c == QLatin1Char('_')))
            return false;
    }
    return true;
}

} // namespace

JsonPath JsonPath::key(std::string_view name) const
{
    return key(QString::fromUtf8(name.data(), qsizetype(name.size())));
}

JsonPath JsonPath::key(const QString &name) const
{
    if (isPlainKey(name))
        return JsonPath(m_text.isEmpty() ? name : m_text + QLatin1Char('.') + name);
    QString quoted = name;
    quoted.replace(QLatin1Char('\\'), QLatin1String("\\\\"));
    quoted.replace(QLatin1Char('"'), QLatin1String("\\\""));
    return JsonPath(m_text + QLatin1String("[\"") + quoted + QLatin1String("\"]"));
}

JsonPath JsonPath::index(std::size_t i) const
{
    return JsonPath(m_text + QLatin1Char('[') + QString::number(i) + QLatin1Char(']'));
}

QString JsonPath::display() const
{
    if (m_text.isEmpty())
        return QCoreApplication::translate("fw::JsonPath", "(top level)");
    return m_text;
}

} // namespace fw::model
