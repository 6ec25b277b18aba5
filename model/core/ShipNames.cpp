#include "ShipNames.h"

#include <algorithm>

namespace fw::model::names {

namespace {

// The position of the space before a trailing number of `name`, or -1 when it has none.
qsizetype numberStart(const QString &name)
{
    qsizetype i = name.size();
    while (i > 0 && name.at(i - 1).isDigit() && name.at(i - 1).unicode() < 128)
        --i;
    if (i == name.size() || i < 2 || name.at(i - 1) != QLatin1Char(' '))
        return -1;
    // "Destroyer 007" is a name, not a number after a stem.
    if (name.at(i) == QLatin1Char('0') || name.size() - i > 9)
        return -1;
    return i - 1;
}

// The number of `name` when its stem is `stem`: 1 for the stem alone, 0 for another stem.
int numberFor(const QString &name, const QString &stem)
{
    if (name == stem)
        return 1;
    const qsizetype at = numberStart(name);
    if (at < 0 || at != stem.size() || !name.startsWith(stem))
        return 0;
    return name.mid(at + 1).toInt();
}

} // namespace

QString stem(const QString &name)
{
    const qsizetype at = numberStart(name);
    return at < 0 ? name : name.left(at);
}

QString nextNumbered(const QStringList &taken, const QString &stem)
{
    int highest = 0;
    for (const QString &name : taken)
        highest = std::max(highest, numberFor(name, stem));
    return QStringLiteral("%1 %2").arg(stem).arg(highest + 1);
}

QString nextCopyName(const QStringList &taken, const QString &name)
{
    if (name.isEmpty())
        return name;
    return nextNumbered(taken, stem(name));
}

bool isDefaultName(const QString &name, const QString &className)
{
    return !className.isEmpty() && numberFor(name, className) > 0;
}

} // namespace fw::model::names
