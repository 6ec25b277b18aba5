#pragma once

#include "../ShareNotation.h"
#include "BillionSunsSystem.h" // registration includes this header alone

#include <memory>

namespace fw::model::billionsuns {

// How fleet lists for forums write and read the ships of this game (the notation in
// BillionSunsShare.cpp).
std::unique_ptr<ShareNotation> makeShareNotation(const BillionSunsSystem &system);

} // namespace fw::model::billionsuns
