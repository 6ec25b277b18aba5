#pragma once

#include "DisplayList.h"

#include <QByteArray>

namespace fw::templates {

// Writes one page as a standalone SVG 1.2 Tiny file: units in points (1 user unit = 1 pt),
// the width and height in pt, every item with an id keeps it, text as real <text> in DejaVu
// Sans. Deterministic. Renders in QtSvg, browsers, Inkscape and rsvg.
QByteArray writeSvg(const Page &page, const QString &title);

} // namespace fw::templates
