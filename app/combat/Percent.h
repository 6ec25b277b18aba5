#pragma once

#include <QString>

namespace fw::app {

// A share (0..1) as a percentage for the combat windows: "48.8 %". One decimal, more (up to three)
// where one would show 0.0 % or 100.0 % for a share that is neither, so that a near-certain win
// never reads as a certain one.
QString percentText(double share);

} // namespace fw::app
