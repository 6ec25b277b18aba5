#pragma once

// Enums read from their file ids (in the enum's order), with the reader's errors: one helper for
// every game.

#include "ReadContext.h"

namespace fw::model {

// The value whose id `key` holds; `fallback` when the key is absent or not one of `ids` (an
// error names `what`).
template<typename Enum>
Enum readEnum(ObjectReader &r, const char *key, const QStringList &ids, const QString &what,
              Enum fallback)
{
    return Enum(r.idIndex(key, ids, what, int(fallback)));
}

// As readEnum, for a key the object must have.
template<typename Enum>
Enum requiredEnum(ObjectReader &r, const char *key, const QStringList &ids, const QString &what,
                  Enum fallback)
{
    const std::optional<QString> id = r.requiredId(key, ids, what);
    return id ? Enum(ids.indexOf(*id)) : fallback;
}

} // namespace fw::model
