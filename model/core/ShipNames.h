#pragma once

#include <QString>
#include <QStringList>

namespace fw::model::names {

// Names of ships and designs as a player numbers them: a stem and a number ("Destroyer 3"). A
// name without a number counts as the first of its stem ("Harpoon" is "Harpoon 1").

// `name` without its number: "Destroyer 12" -> "Destroyer", "Harpoon" -> "Harpoon".
QString stem(const QString &name);

// `stem` with the number after the highest that `taken` holds for that stem (1 when none does):
// {"Destroyer 1", "Destroyer 3"} -> "Destroyer 4"; {"Harpoon"} -> "Harpoon 2"; {} -> "Stem 1".
// Linear in the names.
QString nextNumbered(const QStringList &taken, const QString &stem);

// The next free name of the kind of `name`, for a copy: "Picket 3" -> "Picket 4" (or higher, when
// `taken` already holds it), "Harpoon" -> "Harpoon 2". An unnamed one stays unnamed.
QString nextCopyName(const QStringList &taken, const QString &name);

// Whether `name` is a default name of a class named `className`: the class name alone or followed
// by a number ("Destroyer", "Destroyer 2"), as nextNumbered() makes them.
bool isDefaultName(const QString &name, const QString &className);

} // namespace fw::model::names
