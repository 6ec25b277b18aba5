// The template loader: bytes -> TemplateFile::parse -> fit to the page -> compose an example
// fleet with it -> SVG and PDF in memory. The template's own "layout" key picks the layout; the
// input's last byte picks the paper and counter backs (fuzz::requestFor) and, for the roster,
// which system's example fleet is printed (its bits 2 to 7).

#include "FuzzSupport.h"

#include <model/io/FleetFile.h>
#include <templates/core/Template.h>

#include <QDir>

#include <map>

using namespace fw;

namespace {

// The first example fleet (by file name) of every system in resources/examples, read once.
const std::map<QString, std::unique_ptr<model::Fleet>> &exampleFleets()
{
    static const auto fleets = [] {
        std::map<QString, std::unique_ptr<model::Fleet>> byId;
        const QDir dir(QStringLiteral(FLEETWRIGHT_SOURCE_DIR "/resources/examples"));
        for (const QString &file :
             dir.entryList({QStringLiteral("*.fleet.json")}, QDir::Files, QDir::Name)) {
            model::LoadResult loaded
                = model::FleetFile::load(dir.filePath(file), fuzz::context().systems);
            if (!loaded.ok())
                fuzz::fail("an example fleet does not load", loaded.errorText());
            const QString id = loaded.fleet->systemId;
            byId.try_emplace(id, std::move(loaded.fleet));
        }
        for (const auto &system : fuzz::context().systems.systems()) {
            if (!byId.count(system->id()))
                fuzz::fail("no example fleet for a system", system->id());
        }
        return byId;
    }();
    return fleets;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const fuzz::Context &c = fuzz::context();
    const templates::TemplateLoad loaded = templates::TemplateFile::parse(
        fuzz::bytesOf(data, size), QStringLiteral("fuzz.template.json"), c.layouts.specs());
    if (!loaded.ok()) {
        if (loaded.errors.empty())
            fuzz::fail("the template was refused without an error");
        return 0;
    }
    const templates::Layout *layout = c.layouts.find(loaded.value->layout);
    if (!layout)
        fuzz::fail("a template was read for a layout that does not exist", loaded.value->layout);

    const auto &fleets = exampleFleets();
    auto fleet = fleets.find(layout->systemId());
    if (fleet == fleets.end()) {
        const unsigned choice = size > 0 ? data[size - 1] >> 2 : 0;
        fleet = std::next(fleets.begin(), long(choice % fleets.size()));
    }

    templates::PrintRequest request = fuzz::requestFor(data, size);
    request.kinds = {layout->kind()};
    request.templates[layout->id()] = *loaded.value;
    const templates::PrintResult result = fuzz::compose(*fleet->second, request);
    if (result.document)
        fuzz::writeOutputs(*result.document);
    else if (result.errors.isEmpty())
        fuzz::fail("a template for this fleet's system printed nothing, without an error");
    return 0;
}
