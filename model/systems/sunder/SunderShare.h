#pragma once

#include "../ShareNotation.h"
#include "SunderSystem.h" // registration includes this header alone

#include <memory>

namespace fw::model::sunder {

// How fleet lists for forums write and read the ships of this game (the notation in
// SunderShare.cpp).
std::unique_ptr<ShareNotation> makeShareNotation(const SunderSystem &system);

} // namespace fw::model::sunder
