#pragma once

// An enum's names and file ids as lists in the enum's order: one helper for every game.

#include <QString>
#include <QStringList>

#include <string>

namespace fw::model {

// The entry of `list` (names or file ids, in the enum's order) for `value`; empty out of range.
template<typename Enum>
QString nameIn(const QStringList &list, Enum value)
{
    const auto i = qsizetype(value);
    return i >= 0 && i < list.size() ? list.at(i) : QString();
}

// The file id of `value` among `ids`, for a JSON writer.
template<typename Enum>
std::string idOf(const QStringList &ids, Enum value)
{
    return nameIn(ids, value).toStdString();
}

} // namespace fw::model
