#pragma once

#include "DisplayList.h"
#include "Fonts.h"

#include <model/core/Result.h>

#include <QByteArray>

namespace fw::templates {

// Writes a document as PDF with libharu: vector shapes, real (searchable, copyable) UTF-8 text
// in the embedded DejaVu Sans, compressed. The same document gives the same bytes every time
// (no dates, no random ids). Every step that can fail is checked: a document that cannot be
// written (too many pages, no memory, a font that cannot be embedded) gives the reason.
struct PdfLimits
{
    // libharu's page tree holds at most 32,767 pages.
    static constexpr std::size_t MaxPages = 32767;
    std::size_t maxPages = MaxPages;
    // For tests: the number of memory requests libharu may make before they fail (0: no limit).
    std::size_t allocations = 0;
};
model::Result<QByteArray> writePdf(const Document &document, const Fonts &fonts,
                                   const PdfLimits &limits = {});

} // namespace fw::templates
