#pragma once

#include "../ShareNotation.h"
#include "EasyStarSystem.h" // registration includes this header alone

#include <memory>

namespace fw::model::easystar {

// How fleet lists for forums write and read the ships of this game (the notation in
// EasyStarShare.cpp).
std::unique_ptr<ShareNotation> makeShareNotation(const EasyStarSystem &system);

} // namespace fw::model::easystar
