#include "Length.h"

#include <QRegularExpression>

namespace fw::templates {

std::optional<double> parseLength(const QString &text)
{
    static const QRegularExpression re(
        QStringLiteral("^\\s*(-?\\d+(?:\\.\\d+)?)\\s*(pt|mm|cm|in)\\s*$"));
    const QRegularExpressionMatch m = re.match(text);
    if (!m.hasMatch())
        return std::nullopt;
    const double value = m.captured(1).toDouble();
    const QString unit = m.captured(2);
    if (unit == QLatin1String("pt"))
        return value;
    if (unit == QLatin1String("mm"))
        return mm(value);
    if (unit == QLatin1String("cm"))
        return mm(value * 10);
    return inches(value);
}

PageSize pageSizeA4()
{
    return {QStringLiteral("a4"), mm(210), mm(297)};
}

PageSize pageSizeLetter()
{
    return {QStringLiteral("letter"), inches(8.5), inches(11)};
}

std::optional<PageSize> pageSize(const QString &id)
{
    if (id.compare(QLatin1String("a4"), Qt::CaseInsensitive) == 0)
        return pageSizeA4();
    if (id.compare(QLatin1String("letter"), Qt::CaseInsensitive) == 0)
        return pageSizeLetter();
    return std::nullopt;
}

} // namespace fw::templates
