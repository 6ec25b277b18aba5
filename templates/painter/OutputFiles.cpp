#include "OutputFiles.h"

#include "PagePainter.h"

#include <templates/core/PdfWriter.h>
#include <templates/core/SvgWriter.h>

#include <model/io/FileAccess.h>

#include <QBuffer>
#include <QCoreApplication>
#include <QFileInfo>

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

QStringList outputFiles(const QString &path, OutputFormat format, int pages)
{
    if (format == OutputFormat::Pdf || pages <= 1)
        return {path};
    const QFileInfo info(path);
    const QString suffix = QLatin1Char('.') + outputFormatId(format);
    QString stem = path;
    if (stem.endsWith(suffix, Qt::CaseInsensitive))
        stem.chop(suffix.size());
    QStringList files;
    for (int p = 1; p <= pages; ++p)
        files << QStringLiteral("%1-%2%3").arg(stem).arg(p).arg(suffix);
    return files;
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
                                         const QString &path, const Fonts &fonts, double pngDpi)
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
                return R::failure(PrintText::tr("%1: the image cannot be encoded").arg(files[p]));
        }
        if (const auto written = model::FileAccess::write(files[int(p)], bytes); !written)
            return R::failure(written.error());
    }
    return files;
}

} // namespace fw::templates
