#pragma once

#include "DisplayList.h"
#include "Length.h"
#include "Template.h"

#include <QString>
#include <QStringList>

#include <optional>

// The player's choices for counter sheets (size, the back side's offset) and the ink-saving
// mode, applied once for every game: to a counter layout's template before it is laid out, and
// to the finished document.
namespace fw::templates {

class Layout;

struct CounterOptions
{
    // "template" (or empty): the template's own size; "1/2", "5/8", "3/4", "1" (inches);
    // "hex": the game's hex size where its source gives one, else the template's.
    QString size;
    // Moves the back pages' counters right and down (points; negative: left and up), for a
    // printer that does not print both sides of the paper in the same place.
    double backOffsetX = 0, backOffsetY = 0;
};

// The sizes a player can choose, in the order a list offers them ("template" first).
QStringList counterSizeIds();
// "1/2 in (12.7 mm)", translated; the ids above.
QString counterSizeName(const QString &id);
// The side of a counter of size `id` for `layout` in points; none: the template's own.
std::optional<double> counterSidePoints(const QString &id, const Layout &layout);

// `t` (a counter layout's template) with the counters `side` points wide (the height in the
// same proportion), every counter field, box and value scaled with them (the sheet's heading
// and cut marks stay), butt-joined: no gap and no bleed between counters, so that each cut line
// is cut once, with as many rows and columns as the printable area of `page` holds. A field
// never shrinks below CounterTextFloor (CounterText.h): one that would shrink to less than 85 % of
// it is left out (Field::leftOut) unless it is the counter's largest, one that would shrink a
// little less is printed at the floor; on
// a counter smaller than the template's, a text that does not fit whole is left out
// (Field::wholeOnly).
Template resizedCounterTemplate(const Template &t, double side, const PageSize &page,
                                double footerHeight);

// Ink saving: solid fills become light tints of their colour (a tenth of the ink or less), dark
// ones outlined in their colour so the shape stays, and light text that stood on a dark fill
// becomes black. Lines, outlines and text keep their ink.
void saveInk(Document &document);

} // namespace fw::templates
