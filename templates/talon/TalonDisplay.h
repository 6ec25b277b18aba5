#pragma once

#include "TalonPrint.h"

namespace fw::templates::talon {

// Draws (or, with a measuring pen, only measures) the ship display of `entry` at (x, y), `width`
// wide: header, shield arcs around the outline with their reinforcement boxes, weapon groups with
// their charge boxes, the power curve with the speed track, hull boxes, Power (and where it
// starts), afterburners, batteries, explosion, the missiles targeting the ship, the critical
// damage taken, notes. Returns its height. Items are named `id`-...: `id`-shield-forward-N,
// `id`-reinforce-forward(-expires), `id`-w2-red-N, `id`-missile-N, `id`-critical-8, ...
double drawDisplay(Pen &p, const Template &t, const PrintView &view, const CounterEntry &entry,
                   double x, double y, double width, const QString &id);

// Colours of the charge boxes: red boxes charge first, then yellow ones (digest §3.1). The
// yellow boxes are also dashed, so that they stay apart in greyscale.
Stroke redBoxStroke();
Stroke yellowBoxStroke();
Color redBoxFill();
Color yellowBoxFill();

} // namespace fw::templates::talon
