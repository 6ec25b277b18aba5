#pragma once

#include "../ShareNotation.h"
#include "TalonSystem.h" // registration includes this header alone

#include <memory>

namespace fw::model::talon {

// How fleet lists for forums write and read the ships of this game (the notation in
// TalonShare.cpp).
std::unique_ptr<ShareNotation> makeShareNotation(const TalonSystem &system);

} // namespace fw::model::talon
