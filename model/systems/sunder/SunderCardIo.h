#pragma once

#include "SunderDesign.h"

namespace fw::model {
class ObjectReader;
}

namespace fw::model::sunder {

// The most fighter or bomber flights a ship of a file may have (a card's bays hold far fewer).
constexpr int MaxFlights = 1000;

// A card, a ship and a group as a fleet file holds them (docs/file-format.md, "Sunder the
// Stars"). The readers report every problem to the reader's context and keep keys they do not
// know; the writers write the keys in a fixed order.
SunderCard readSunderCard(ObjectReader &r);
Json sunderCardJson(const SunderCard &c);
SunderShip readSunderShip(ObjectReader &r);
Json sunderShipJson(const SunderShip &s);
SunderGroup readSunderGroup(ObjectReader &r);
Json sunderGroupJson(const SunderGroup &g);

// The keys the readers know in each kind of object of a Sunder fleet file.
enum class KeyScope { Fleet, Group, Design, Weapon, Bays, Ship };
const QStringList &knownKeys(KeyScope scope);

} // namespace fw::model::sunder
