#pragma once

// What the fuzz targets share: the registries and the font, built once the way the executables
// build them, the print path as the CLI's export runs it, and the checks on its outputs.

#include <model/core/Fleet.h>
#include <model/io/FleetFile.h>
#include <model/systems/SystemRegistry.h>
#include <templates/core/Fonts.h>
#include <templates/core/Print.h>
#include <validators/ValidatorRegistry.h>

#include <QByteArray>
#include <QString>

#include <cstddef>
#include <cstdint>

namespace fw::fuzz {

struct Context
{
    model::SystemRegistry systems;
    validators::ValidatorRegistry validators;
    templates::LayoutRegistry layouts;
    const templates::Fonts *fonts = nullptr;
};

// Builds the context on the first call (LLVMFuzzerInitialize, which FuzzSupport.cpp defines for
// every target, makes that call); stops the run if the bundled rules data or the font cannot be
// loaded, since no input could then be tested.
const Context &context();

// The fuzzer's input as bytes, without a copy.
QByteArray bytesOf(const std::uint8_t *data, std::size_t size);

// An input of the form "#x<count>\n<text>\x01<unit>\x01<text>..." stands for its texts with
// `count` copies of each unit between them (at most MaxExpanded bytes in all): a small input
// that reaches what only large files cost, such as many keys in one object, many designs and
// many ships. In each copy, \x02 is its number and \x03 its number in Greek letters (distinct
// keys, ids and names, also without an ASCII letter or digit). Any other input is itself.
constexpr qsizetype MaxExpanded = 1024 * 1024;
QByteArray expand(const std::uint8_t *data, std::size_t size);

// The input (expanded) read as a fleet file; fails if it is refused without an error.
model::LoadResult parseFleet(const std::uint8_t *data, std::size_t size);

// Reports a broken promise (a round trip that changes the file, a malformed output) and aborts,
// which libFuzzer records as a crash with its input.
[[noreturn]] void fail(const char *what, const QString &detail = {});

// The print request an input asks for with its last byte: bit 0 Letter (else A4), bit 1 counter
// backs. All kinds of printout.
templates::PrintRequest requestFor(const std::uint8_t *data, std::size_t size);

// Lays out `request` for `fleet` as `fleetwright-cli export` does: the report, the validation
// issues and the badge of this fleet, the built-in layouts and the shared font.
templates::PrintResult compose(const model::Fleet &fleet, const templates::PrintRequest &request);

// Writes every page as SVG and the document as PDF, in memory, and fails unless each SVG is
// well-formed XML and the PDF is either a whole file or an error with a message.
void writeOutputs(const templates::Document &document);

} // namespace fw::fuzz
