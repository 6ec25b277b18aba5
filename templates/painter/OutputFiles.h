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

// Why the document must not be written to `outputs` (from outputFiles()): one of them is one of
// the `inputs` (the fleet or a template, by any path or link), or exists and is not a regular
// file (a device or a pipe). An empty string when all of them may be written.
QString checkOutputFiles(const QStringList &outputs, const QStringList &inputs);

// Writes the document (atomically, file by file) and returns the files written.
model::Result<QStringList> writeDocument(const Document &document, OutputFormat format,
                                         const QString &path, const Fonts &fonts,
                                         double pngDpi = 150);

} // namespace fw::templates
