#pragma once

#include "DisplayList.h"
#include "Fonts.h"

#include <model/core/Result.h>

#include <QByteArray>

namespace fw::templates {

// Writes a document as PDF with libharu: vector shapes, real (searchable, copyable) UTF-8 text
// in the embedded DejaVu Sans, compressed. The same document gives the same bytes every time
// (no dates, no random ids).
model::Result<QByteArray> writePdf(const Document &document, const Fonts &fonts);

} // namespace fw::templates
