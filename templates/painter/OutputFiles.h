#pragma once

#include <templates/core/DisplayList.h>
#include <templates/core/Fonts.h>

#include <model/core/Result.h>

#include <QStringList>

#include <optional>

namespace fw::templates {

enum class OutputFormat { Pdf, Svg, Png };
std::optional<OutputFormat> outputFormat(const QString &id); // "pdf", "svg", "png"
QString outputFormatId(OutputFormat format);

// The files a document of `pages` pages is written to: `path` itself for a PDF or a single
// page; otherwise one file per page, "sheets.svg" -> "sheets-1.svg", "sheets-2.svg"...
QStringList outputFiles(const QString &path, OutputFormat format, int pages);

// The pages of an earlier, longer export to `path` that an export of `pages` pages leaves behind
// ("sheets-4.svg" after three pages; all of "sheets-1.svg"... after one): regular files of the
// export's own names, counted while they exist. Nothing for a PDF.
QStringList olderPages(const QString &path, OutputFormat format, int pages);

// Why the document must not be written to `outputs` (from outputFiles()): one of them is one of
// the `inputs` (the fleet or a template, by any path or link), or exists and is not a regular
// file (a device or a pipe). An empty string when all of them may be written.
QString checkOutputFiles(const QStringList &outputs, const QStringList &inputs);

// Writes the document and returns the files written. A page set (SVG, PNG) is written as a
// whole: nothing is replaced unless every page could be written; then the pages of an earlier,
// longer export to the same name are removed, their names put in `removed`.
model::Result<QStringList> writeDocument(const Document &document, OutputFormat format,
                                         const QString &path, const Fonts &fonts,
                                         double pngDpi = 150, QStringList *removed = nullptr);

} // namespace fw::templates
