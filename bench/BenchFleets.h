#pragma once

#include <QByteArray>

namespace fw::bench {

// A fleet file of `count` EasyStar ships: with 18, a legal fleet using every counter of every
// class; otherwise the designs below cycled.
QByteArray fleetJson(int count);

} // namespace fw::bench
