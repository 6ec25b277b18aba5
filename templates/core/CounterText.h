#pragma once

#include "Composer.h"

#include <QStringList>

#include <optional>

// Text on counters: a counter is small and scales with the sheet (1/2 in to 1 in), so its text
// shrinks to fit, and when even the field's smallest size is too large it uses a shorter form
// made for the counter. A word is never broken onto the next line: lines end between words.
namespace fw::templates {

// The smallest type on a counter, in points (the preflight's floor for text).
constexpr double CounterTextFloor = 6;

// The largest size from the field's size down to its smallest (in steps of a quarter point) at
// which `text` fits `f` on at most f.lines lines broken between words; none when it does not.
std::optional<FittedText> fitWholeWords(const Composer &c, const QString &text, const Field &f);

// The first of `forms` (the full text first, then shorter ones) that fits `f` between whole
// words, at the largest size from the field's size down to its smallest. When none does, the
// last (shortest) form at the smallest size: a word wider than the field is cut with an ellipsis
// on its own line (never continued on the next), and what finds no line is left out, the last
// line ending with an ellipsis. Text never leaves its field.
FittedText fitCounterText(const Composer &c, const Field &f, const QStringList &forms);

// Draws the fitted text in `f` at (x, y) (the counter's top-left); returns the height it takes.
// A field left out (Field::leftOut), or one whose text does not fit whole when it must
// (Field::wholeOnly), draws nothing and takes none.
double counterText(Composer &c, double x, double y, const Field &f, const QStringList &forms,
                   const QString &id = {}, Color color = Color::black());
// The same, centred vertically in the band [top, top + height).
void counterTextInBand(Composer &c, double x, double top, double height, const Field &f,
                       const QStringList &forms, const QString &id = {},
                       Color color = Color::black());

} // namespace fw::templates
