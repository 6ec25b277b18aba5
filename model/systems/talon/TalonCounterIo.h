#pragma once

#include "TalonDesign.h"

namespace fw::model {
class ObjectReader;
}

namespace fw::model::talon {

// A counter as the ruleset resource and a fleet's custom designs hold it (docs/file-format.md,
// "Talon"). The reader reports every problem to the reader's context and keeps keys it does not
// know; the writer writes the keys in a fixed order.
TalonCounter readTalonCounter(ObjectReader &r);
Json talonCounterJson(const TalonCounter &c);

// The keys the reader knows in each kind of object of a Talon file.
enum class KeyScope { Fleet, Counter, Shields, HullBox, PowerEntry, WeaponGroup, Ship };
const QStringList &knownKeys(KeyScope scope);

} // namespace fw::model::talon
