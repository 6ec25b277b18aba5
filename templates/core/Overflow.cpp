#include "Overflow.h"

#include <algorithm>

namespace fw::templates {

Placed placeShrinkable(Composer &c, double height, double smallest, double gapAbove, double gap,
                       const QString &pageIdPrefix)
{
    const double y = c.y();
    const bool atTop = y <= c.top() + 0.01;
    const double above = std::clamp(gapAbove, 0.0, y - c.top());
    const double free = c.bottom() - y;
    const auto keep = [&](double top, double room) {
        c.setY(top + room + gap);
        return Placed{top, room};
    };
    if (!atTop && height > free + 0.01) {
        // Full size in the gap's room first, then smaller below the gap, then smaller in it.
        if (height <= free + above + 0.01)
            return keep(c.bottom() - height, height);
        if (smallest <= free + 0.01)
            return keep(y, free);
        if (smallest <= free + above + 0.01)
            return keep(c.bottom() - smallest, smallest);
    }
    return {c.place(height, gap, pageIdPrefix), height};
}

} // namespace fw::templates
