#pragma once

#include "../ShareNotation.h"

#include <memory>

namespace fw::model::billionsuns {

class BillionSunsSystem;

// How fleet lists for forums write and read the ships of this game (the notation in
// BillionSunsShare.cpp).
std::unique_ptr<ShareNotation> makeShareNotation(const BillionSunsSystem &system);

} // namespace fw::model::billionsuns
