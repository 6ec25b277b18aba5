// The reader of FieryVoid's ship files: text -> readShipFile -> convert each hull. It must never
// crash or hang; a file or hull it refuses says why; every design it converts is written into a
// fleet file that reads back to the same fleet (whatever the import writes, Fleetwright reads).

#include "FuzzSupport.h"

#include <model/io/FleetFile.h>
#include <model/systems/scs/FieryVoid.h>

using namespace fw;
namespace fv = model::scs::fieryvoid;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const fuzz::Context &c = fuzz::context();
    fv::Catalogue catalogue;
    fv::readShipFile(QStringLiteral("fuzz.js"), fuzz::bytesOf(data, size), catalogue);
    for (const fv::Problem &p : catalogue.problems) {
        if (p.message.isEmpty())
            fuzz::fail("a problem without a reason", p.text());
    }
    auto fleet = c.systems.find(QStringLiteral("scs"))->createFleet();
    int n = 0;
    for (const fv::Hull &h : catalogue.hulls) {
        fv::Conversion conversion = fv::convert(h);
        if (!conversion.design) {
            if (conversion.refusal.isEmpty())
                fuzz::fail("a hull refused without a reason", h.key);
            continue;
        }
        conversion.design->id += QStringLiteral("-%1").arg(++n); // keys may clash as ids
        fleet->designs.push_back(
            std::make_unique<model::scs::ScsDesign>(std::move(*conversion.design)));
    }
    const QByteArray saved = model::FleetFile::serialize(*fleet, c.systems);
    const model::LoadResult again
        = model::FleetFile::parse(saved, QStringLiteral("imported.fleet.json"), c.systems);
    if (!again.ok())
        fuzz::fail("the imported designs do not read back", again.errorText());
    else if (model::FleetFile::serialize(*again.fleet, c.systems) != saved)
        fuzz::fail("the imported designs read back changed", QString::fromUtf8(saved));
    return 0;
}
