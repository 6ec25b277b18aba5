#pragma once

#include "Fleet.h"

#include <memory>
#include <vector>

namespace fw::model {

// A copy of `fleet` with only the ships at `ships` (indices; repeats and indices out of range are
// ignored), in the fleet's order: a few ships of a fleet, to fight a duel without a file of their
// own. The designs, settings and rules options stay as they are.
std::unique_ptr<Fleet> withShips(const Fleet &fleet, const std::vector<int> &ships);

} // namespace fw::model
