#pragma once

#include "ScsDesign.h"

namespace fw::model {
class ObjectReader;
}

namespace fw::model::scs {

// A design as a fleet file holds it (docs/file-format.md, "SCS"). The reader reports every
// problem to the reader's context and keeps keys it does not know; the writer writes the keys in
// a fixed order, each system's kind-specific keys only when its kind uses them or they are set.
ScsClass readScsClass(ObjectReader &r);
Json scsClassJson(const ScsClass &c);

FighterFlight readFighters(ObjectReader &r);
Json fightersJson(const FighterFlight &f);

} // namespace fw::model::scs
