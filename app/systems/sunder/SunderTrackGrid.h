#pragma once

#include "../../designer/CellGrid.h"
#include "SunderEditing.h"

namespace fw::app::sunder {

// The card's stats as a grid: a row per stat (MP, shield, PD, each weapon's AV, fighter and
// bomber bays), a column per damage track, track 1 first (digest §4.6). Every cell is a spin box
// named after its path ("mp[0]", "weapons[1].av[2]", "bays.fighters[0]").
using TrackGrid = CellGrid<SunderCard>;

TrackGrid *newTrackGrid(TrackGrid::Edit edit, QWidget *parent);
// Shows `card` (null: none): the rows follow its weapons, the columns its size.
void showTracks(TrackGrid *grid, const SunderCard *card);

} // namespace fw::app::sunder
