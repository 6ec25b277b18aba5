#pragma once

#include <templates/core/DisplayList.h>
#include <templates/core/Fonts.h>

#include <QImage>

class QPainter;

namespace fw::templates {

// Draws display-list pages with QPainter: the on-screen preview, printing through QPrinter and
// PNG export. The same font file and the same widths as the PDF and SVG outputs, so the preview
// is the paper. Needs a QGuiApplication.
class PagePainter
{
public:
    // Draws `page` with 1 unit = 1 point: the caller scales the painter to its device.
    static void paint(QPainter &painter, const Page &page, const Fonts &fonts);
    // The page on white at `dpi` dots per inch.
    static QImage render(const Page &page, const Fonts &fonts, double dpi);
    // The font family registered from the font file (once per process).
    static QString family(const Fonts &fonts);
};

} // namespace fw::templates
