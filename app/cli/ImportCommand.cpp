#include "ShareCommand.h"

#include "ExitCodes.h"

#include <model/io/FileAccess.h>
#include <model/io/FleetFile.h>
#include <model/io/ShareText.h>

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QTextStream>

#include <cstdio>

namespace fw::cli {

namespace {

class ImportText
{
    Q_DECLARE_TR_FUNCTIONS(fw::Cli)
};

// The most bytes read: a list of the longest length, every character taking four bytes.
constexpr qint64 MaxBytes = model::ShareText::MaxTextLength;

model::Result<QByteArray> readInput(const QString &file)
{
    if (file != QLatin1String("-"))
        return model::FileAccess::read(file, MaxBytes, ImportText::tr("fleet lists"));
    QFile in;
    if (!in.open(stdin, QIODevice::ReadOnly))
        return model::Result<QByteArray>::failure(ImportText::tr("cannot read standard input"));
    QByteArray bytes = in.read(MaxBytes + 1);
    if (bytes.size() > MaxBytes)
        return model::Result<QByteArray>::failure(
            ImportText::tr("standard input holds more than %1; fleet lists may have at most that")
                .arg(model::FileAccess::sizeText(MaxBytes)));
    return bytes;
}

} // namespace

void addImportOptions(QCommandLineParser &parser)
{
    parser.addOption(QCommandLineOption({QStringLiteral("o"), QStringLiteral("output")},
                                        ImportText::tr("The fleet file to write (default: "
                                                       "standard output)."),
                                        ImportText::tr("OUT")));
}

int importCommand(const QCommandLineParser &parser, const QString &file,
                  const model::SystemRegistry &systems, QTextStream &out, QTextStream &err)
{
    const QString source = file == QLatin1String("-") ? ImportText::tr("standard input") : file;
    const QString output = parser.value(QStringLiteral("output"));
    // The list read must survive: the fleet file never replaces it.
    if (!output.isEmpty() && file != QLatin1String("-")
        && model::FileAccess::sameFile(output, file)) {
        err << ImportText::tr("%1: the output is the file being imported; write the fleet file "
                              "somewhere else")
                   .arg(output)
            << Qt::endl;
        return CannotWrite;
    }
    model::Result<QByteArray> bytes = readInput(file);
    if (!bytes) {
        err << QStringLiteral("%1: %2").arg(source, bytes.error()) << Qt::endl;
        return CannotRead;
    }
    model::ShareText::Import import = model::ShareText::read(bytes.value(), source, systems);
    for (const model::LoadError &w : import.warnings)
        err << ImportText::tr("warning: %1").arg(w.toString()) << Qt::endl;
    if (!import.result.ok()) {
        err << import.result.errorText() << Qt::endl;
        return CannotRead;
    }
    return writeFleetFile(*import.result.fleet, systems, output, out, err);
}

int writeFleetFile(const model::Fleet &fleet, const model::SystemRegistry &systems,
                   const QString &output, QTextStream &out, QTextStream &err)
{
    // Only what Fleetwright can read back is written.
    const model::Result<QByteArray> text = model::FleetFile::serializeReadable(fleet, systems);
    if (!text) {
        err << (output.isEmpty() ? text.error()
                                 : QStringLiteral("%1: %2").arg(output, text.error()))
            << Qt::endl;
        return CannotWrite;
    }
    const QByteArray &json = text.value();
    if (output.isEmpty()) {
        out << QString::fromUtf8(json);
        out.flush();
        return Ok;
    }
    if (const model::Result<void> saved = model::FileAccess::write(output, json); !saved) {
        err << saved.error() << Qt::endl;
        return CannotWrite;
    }
    return Ok;
}

} // namespace fw::cli
