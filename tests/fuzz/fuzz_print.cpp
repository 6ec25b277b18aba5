// The print path: bytes -> FleetFile::parse -> (if it loads) the roster, the sheets and the
// counters with the built-in templates -> SVG and PDF in memory. The input's last byte picks the
// paper and counter backs (fuzz::requestFor).

#include "FuzzSupport.h"

using namespace fw;

namespace {

// Bigger fleets and documents only take longer, without reaching other code: a run is better
// spent on more inputs. Fleets with more ships are skipped; of a longer document only the first
// pages are written (a 1 KB fleet with 1,000 fighters lays out to some 180 pages of counters).
// The page limits of huge documents are tested elsewhere.
constexpr std::size_t MaxShips = 64;
constexpr std::size_t MaxPages = 24;

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const model::LoadResult loaded = fuzz::parseFleet(data, size);
    if (!loaded.ok() || loaded.fleet->ships.size() > MaxShips)
        return 0;

    const templates::PrintResult result
        = fuzz::compose(*loaded.fleet, fuzz::requestFor(data, size));
    if (!result.errors.isEmpty())
        fuzz::fail("the built-in templates do not fit", result.errors.join(QLatin1Char('\n')));
    if (!result.document)
        return 0;
    if (result.document->pages.size() <= MaxPages) {
        fuzz::writeOutputs(*result.document);
    } else {
        templates::Document firstPages{result.document->title, {}};
        firstPages.pages.assign(result.document->pages.begin(),
                                result.document->pages.begin() + MaxPages);
        fuzz::writeOutputs(firstPages);
    }
    return 0;
}
