#include "FuzzSupport.h"
#include "JsonMutator.h"

#include <model/systems/BuiltinSystems.h>
#include <templates/core/PdfWriter.h>
#include <templates/core/SvgWriter.h>

#include <QXmlStreamReader>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <memory>

namespace fw::fuzz {

namespace {

std::unique_ptr<Context> makeContext()
{
    auto c = std::make_unique<Context>();
    QStringList problems = model::registerBuiltinSystems(c->systems);
    problems += validators::registerBuiltinValidators(c->validators, c->systems);
    templates::registerBuiltinLayouts(c->layouts);
    const auto &fonts = templates::Fonts::shared();
    if (!fonts)
        problems << fonts.error();
    else
        c->fonts = &fonts.value();
    if (!problems.isEmpty())
        fail("the fuzz target cannot start", problems.join(QLatin1Char('\n')));
    return c;
}

} // namespace

const Context &context()
{
    static const std::unique_ptr<Context> c = makeContext();
    return *c;
}

QByteArray bytesOf(const std::uint8_t *data, std::size_t size)
{
    return QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
}

QByteArray expand(const std::uint8_t *data, std::size_t size)
{
    const QByteArray input = bytesOf(data, size);
    const qsizetype newline = input.indexOf('\n');
    bool ok = input.startsWith("#x") && newline > 2;
    const qint64 count = ok ? input.mid(2, newline - 2).toLongLong(&ok) : 0;
    const QList<QByteArray> parts = input.mid(newline + 1).split('\x01');
    if (!ok || count < 0 || parts.size() < 3)
        return QByteArray(input.constData(), input.size());
    // Text, unit, text, unit, ...: each unit `count` times, while the whole stays in bounds.
    qsizetype fixed = 0;
    for (qsizetype k = 0; k < parts.size(); k += 2)
        fixed += parts[k].size();
    const qsizetype units = parts.size() / 2;
    QByteArray out;
    for (qsizetype k = 0; k < parts.size(); ++k) {
        if (k % 2 == 0) {
            out += parts[k];
            continue;
        }
        const qsizetype room = (MaxExpanded - fixed) / units;
        QByteArray copies;
        for (qint64 i = 0; i < count; ++i) {
            QByteArray copy;
            for (const char c : parts[k]) {
                if (c == '\x02') {
                    copy += QByteArray::number(i);
                } else if (c == '\x03') {
                    for (qint64 n = i + 1; n > 0; n /= 24)
                        copy += QString(QChar(0x3B1 + int(n % 24))).toUtf8(); // Greek letters
                } else {
                    copy += c;
                }
            }
            if (copy.isEmpty() || copies.size() + copy.size() > room)
                break;
            copies += copy;
        }
        out += copies;
    }
    return out;
}

model::LoadResult parseFleet(const std::uint8_t *data, std::size_t size)
{
    model::LoadResult loaded = model::FleetFile::parse(
        expand(data, size), QStringLiteral("fuzz.fleet.json"), context().systems);
    if (!loaded.ok() && loaded.errors.empty())
        fail("the fleet was refused without an error");
    return loaded;
}

void fail(const char *what, const QString &detail)
{
    std::fprintf(stderr, "FUZZ FAILURE: %s\n%s\n", what, detail.toLocal8Bit().constData());
    std::fflush(stderr);
    std::abort();
}

templates::PrintRequest requestFor(const std::uint8_t *data, std::size_t size)
{
    const unsigned choice = size > 0 ? data[size - 1] : 0;
    templates::PrintRequest request;
    request.page = choice & 1 ? templates::pageSizeLetter() : templates::pageSizeA4();
    request.counterBacks = choice & 2;
    return request;
}

templates::PrintResult compose(const model::Fleet &fleet, const templates::PrintRequest &request)
{
    const Context &c = context();
    const model::GameSystem *system = c.systems.find(fleet.systemId);
    if (!system)
        fail("a loaded fleet names a system that is not registered", fleet.systemId);
    const model::FleetReport report = system->report(fleet);
    const validators::Issues issues = validators::validateFleet(fleet, c.validators);
    const templates::LayoutContext layoutContext{fleet, *system, report, issues,
                                                 request.counterBacks};
    templates::PrintResult result
        = templates::composeDocument(layoutContext, c.layouts, *c.fonts, request);
    if (result.errors.isEmpty() && !result.document && result.warnings.isEmpty())
        fail("nothing was laid out, and no error or warning says why");
    return result;
}

void writeOutputs(const templates::Document &document)
{
    for (std::size_t p = 0; p < document.pages.size(); ++p) {
        const QByteArray svg = templates::writeSvg(document.pages[p], document.title);
        QXmlStreamReader xml(svg);
        while (!xml.atEnd())
            xml.readNext();
        if (xml.hasError()) {
            fail("an SVG page is not well-formed XML",
                 QStringLiteral("page %1, line %2, column %3: %4\n%5")
                     .arg(p + 1)
                     .arg(xml.lineNumber())
                     .arg(xml.columnNumber())
                     .arg(xml.errorString(), QString::fromUtf8(svg)));
        }
    }
    const model::Result<QByteArray> pdf = templates::writePdf(document, *context().fonts);
    if (!pdf) {
        if (pdf.error().isEmpty())
            fail("the PDF writer failed without a message");
        return;
    }
    const QByteArray &bytes = pdf.value();
    if (!bytes.startsWith("%PDF-") || !bytes.trimmed().endsWith("%%EOF"))
        fail("the PDF is not a whole file",
             QString::number(bytes.size()) + QStringLiteral(" bytes"));
}

} // namespace fw::fuzz

// Every target's input is JSON: libFuzzer mutates it through fuzz::mutateJson. LLVMFuzzerMutate
// is libFuzzer's; outside a libFuzzer build it is null and nothing mutates.
extern "C" std::size_t LLVMFuzzerMutate(std::uint8_t *data, std::size_t size, std::size_t maxSize)
    __attribute__((weak));

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    fw::fuzz::context();
    return 0;
}

extern "C" std::size_t LLVMFuzzerCustomMutator(std::uint8_t *data, std::size_t size,
                                               std::size_t maxSize, unsigned int seed)
{
    return fw::fuzz::mutateJson(data, size, maxSize, seed, LLVMFuzzerMutate);
}
