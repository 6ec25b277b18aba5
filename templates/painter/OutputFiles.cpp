#include "OutputFiles.h"

#include "PagePainter.h"

#include <templates/core/PdfWriter.h>
#include <templates/core/SvgWriter.h>

#include <model/io/FileAccess.h>

#include <QBuffer>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QTemporaryFile>

#include <cerrno>
#include <cstdio>
#include <memory>

namespace fw::templates {

namespace {

class PrintText
{
    Q_DECLARE_TR_FUNCTIONS(fw::Printing)
};

} // namespace

std::optional<OutputFormat> outputFormat(const QString &id)
{
    const QString lower = id.toLower();
    if (lower == QLatin1String("pdf"))
        return OutputFormat::Pdf;
    if (lower == QLatin1String("svg"))
        return OutputFormat::Svg;
    if (lower == QLatin1String("png"))
        return OutputFormat::Png;
    return std::nullopt;
}

QString outputFormatId(OutputFormat format)
{
    switch (format) {
    case OutputFormat::Pdf:
        return QStringLiteral("pdf");
    case OutputFormat::Svg:
        return QStringLiteral("svg");
    case OutputFormat::Png:
        return QStringLiteral("png");
    }
    return {};
}

namespace {

// Page `page` of a page set: "sheets.svg" -> "sheets-2.svg".
QString pageFile(const QString &path, OutputFormat format, int page)
{
    const QString suffix = QLatin1Char('.') + outputFormatId(format);
    QString stem = path;
    if (stem.endsWith(suffix, Qt::CaseInsensitive))
        stem.chop(suffix.size());
    return QStringLiteral("%1-%2%3").arg(stem).arg(page).arg(suffix);
}

} // namespace

QStringList outputFiles(const QString &path, OutputFormat format, int pages)
{
    if (format == OutputFormat::Pdf || pages <= 1)
        return {path};
    QStringList files;
    for (int p = 1; p <= pages; ++p)
        files << pageFile(path, format, p);
    return files;
}

QStringList olderPages(const QString &path, OutputFormat format, int pages)
{
    QStringList older;
    if (format == OutputFormat::Pdf)
        return older;
    // The names a longer export would have had, counted on while they exist.
    for (int p = pages <= 1 ? 1 : pages + 1;; ++p) {
        const QString name = pageFile(path, format, p);
        const QFileInfo info(name);
        if (!info.exists() || !info.isFile() || info.isSymLink())
            break;
        older << name;
    }
    return older;
}

QString checkOutputFiles(const QStringList &outputs, const QStringList &inputs)
{
    for (const QString &output : outputs) {
        for (const QString &input : inputs) {
            if (model::FileAccess::sameFile(output, input)) {
                return PrintText::tr("%1: this is %2, which is being printed; choose another "
                                     "output file")
                    .arg(output, input);
            }
        }
        if (const auto replaceable = model::FileAccess::checkReplaceable(output); !replaceable)
            return QStringLiteral("%1: %2").arg(output, replaceable.error());
    }
    return {};
}

model::Result<QStringList> writeDocument(const Document &document, OutputFormat format,
                                         const QString &path, const Fonts &fonts, double pngDpi,
                                         QStringList *removed)
{
    using R = model::Result<QStringList>;
    const QStringList files = outputFiles(path, format, int(document.pages.size()));
    if (format == OutputFormat::Pdf) {
        const model::Result<QByteArray> pdf = writePdf(document, fonts);
        if (!pdf)
            return R::failure(QStringLiteral("%1: %2").arg(path, pdf.error()));
        if (const auto written = model::FileAccess::write(path, pdf.value()); !written)
            return R::failure(written.error());
        return files;
    }
    // The pages as a set: each is written to a temporary file beside its place, and only when
    // all are written do they replace the files, so a failed export changes nothing.
    for (const QString &file : files) {
        if (const auto replaceable = model::FileAccess::checkReplaceable(file); !replaceable)
            return R::failure(
                PrintText::tr("%1: %2; no page was written").arg(file, replaceable.error()));
    }
    std::vector<std::unique_ptr<QTemporaryFile>> parts;
    for (std::size_t p = 0; p < document.pages.size(); ++p) {
        const Page &page = document.pages[p];
        QByteArray bytes;
        if (format == OutputFormat::Svg) {
            bytes = writeSvg(page, document.title);
        } else {
            const QImage image = PagePainter::render(page, fonts, pngDpi);
            QBuffer buffer(&bytes);
            buffer.open(QIODevice::WriteOnly);
            if (!image.save(&buffer, "PNG"))
                return R::failure(PrintText::tr("%1: the image cannot be encoded; no page was "
                                                "written")
                                      .arg(files[int(p)]));
        }
        const QFileInfo target(files[int(p)]);
        auto part = std::make_unique<QTemporaryFile>(
            target.dir().filePath(QStringLiteral(".%1-XXXXXX.part").arg(target.fileName())));
        if (!part->open() || part->write(bytes) != bytes.size() || !part->flush()) {
            return R::failure(PrintText::tr("%1: cannot be written: %2; no page was written")
                                  .arg(files[int(p)], model::FileAccess::errorText(*part)));
        }
        part->close();
        parts.push_back(std::move(part));
    }
    for (std::size_t p = 0; p < parts.size(); ++p) {
        if (::rename(QFile::encodeName(parts[p]->fileName()).constData(),
                     QFile::encodeName(files[int(p)]).constData())
            != 0) {
            return R::failure(PrintText::tr("%1: cannot be written: %2; pages 1 to %3 are the "
                                            "new ones")
                                  .arg(files[int(p)], qt_error_string(errno))
                                  .arg(p));
        }
        parts[p]->setAutoRemove(false);
    }
    const QStringList older = olderPages(path, format, int(document.pages.size()));
    for (const QString &name : older) {
        if (QFile::remove(name) && removed)
            *removed << name;
    }
    return files;
}

} // namespace fw::templates
