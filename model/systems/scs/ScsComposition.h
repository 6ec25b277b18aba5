#pragma once

#include <algorithm>

namespace fw::model::scs::composition {

// The limits of the "B5 Wars pickup" preset (digest §5.8, FieryVoid's fleet checker), for a
// fleet of P points. Shared by the validator and the report, which show each with its formula.

// Capital ships the fleet needs: ceil(P / 5000) when P >= 3000, else none.
constexpr int capitalShipsRequired(int p)
{
    return p >= 3000 ? (p + 4999) / 5000 : 0;
}
// Points allowed in a deployment bracket of `percent` (10, 33, 50): floor(percent % of P).
constexpr int bracketPoints(int percent, int p)
{
    return int(static_cast<long long>(p) * percent / 100);
}
// Ships of one hull (a base design and its variants): max(floor(P / 1100), 2).
constexpr int shipsPerHull(int p)
{
    return std::max(p / 1100, 2);
}
// Of n ships of one hull: uncommon, rare and unique together at most ceil(n / 3); rare and
// unique at most ceil(n / 9).
constexpr int hullUncommon(int n)
{
    return (n + 2) / 3;
}
constexpr int hullRare(int n)
{
    return (n + 8) / 9;
}
// Fleet-wide: uncommon at most max(floor((P - 1500) / 1000), 2); rare and unique at most half
// that, rounded down.
constexpr int fleetUncommon(int p)
{
    const int d = p - 1500;
    const int floorDiv = d >= 0 ? d / 1000 : -((-d + 999) / 1000);
    return std::max(floorDiv, 2);
}
constexpr int fleetRare(int p)
{
    return fleetUncommon(p) / 2;
}
// Hangars filled at least ceil(capacity / 2).
constexpr int hangarMinimum(int capacity)
{
    return (capacity + 1) / 2;
}

// Hand-worked checks of the formulas (digest §5.8).
static_assert(capitalShipsRequired(2999) == 0 && capitalShipsRequired(3000) == 1);
static_assert(capitalShipsRequired(5001) == 2 && capitalShipsRequired(10000) == 2);
static_assert(bracketPoints(33, 3000) == 990 && bracketPoints(10, 3500) == 350);
static_assert(shipsPerHull(3000) == 2 && shipsPerHull(5500) == 5);
static_assert(hullUncommon(4) == 2 && hullRare(9) == 1 && hullRare(10) == 2);
static_assert(fleetUncommon(3000) == 2 && fleetUncommon(5500) == 4 && fleetRare(5500) == 2);
static_assert(fleetUncommon(500) == 2 && hangarMinimum(7) == 4);

} // namespace fw::model::scs::composition
