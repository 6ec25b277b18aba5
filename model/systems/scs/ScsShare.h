#pragma once

#include "../ShareNotation.h"
#include "ScsSystem.h" // registration includes this header alone

#include <memory>

namespace fw::model::scs {

// How fleet lists for forums write and read the ships of this game (the notation in ScsShare.cpp).
std::unique_ptr<ShareNotation> makeShareNotation(const ScsSystem &system);

} // namespace fw::model::scs
