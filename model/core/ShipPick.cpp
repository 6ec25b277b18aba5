#include "ShipPick.h"

namespace fw::model {

std::unique_ptr<Fleet> withShips(const Fleet &fleet, const std::vector<int> &ships)
{
    std::vector<bool> kept(fleet.ships.size(), false);
    for (const int i : ships) {
        if (i >= 0 && std::size_t(i) < kept.size())
            kept[std::size_t(i)] = true;
    }
    auto picked = std::make_unique<Fleet>(fleet);
    std::size_t at = 0;
    for (std::size_t i = 0; i < kept.size(); ++i) {
        if (!kept[i])
            continue;
        if (at != i)
            picked->ships[at] = std::move(picked->ships[i]);
        ++at;
    }
    picked->ships.resize(at);
    return picked;
}

} // namespace fw::model
