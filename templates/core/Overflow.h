#pragma once

#include "Composer.h"

namespace fw::templates {

// Where a block that can be drawn smaller went: its top and the height it may take (at least its
// smallest height, at most its full one). Draw it smaller when `room` is less than its height.
struct Placed
{
    double top = 0;
    double room = 0;
};

// Composer::place() for a block that can be drawn smaller (its text at its fields' smallest
// sizes) taking `smallest`: where place() would move it onto a new page of its own, it stays
// on this one when it fits at `smallest` in the room left, giving up the `gapAbove` left before
// it if need be. That spares a near-empty page holding only a footnote; a block that does not
// fit even so goes onto a new page as place() does.
Placed placeShrinkable(Composer &c, double height, double smallest, double gapAbove, double gap,
                       const QString &pageIdPrefix);

} // namespace fw::templates
