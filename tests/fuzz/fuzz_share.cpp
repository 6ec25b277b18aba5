// The reader of shared fleets: text -> ShareText::read (a list, a share code or a fleet file).
// It must never crash or hang; any fleet it accepts must write a list whose share code reads back
// to the very same fleet file, and whose list without the code reads again without a crash.

#include "FuzzSupport.h"

#include <model/io/ShareCode.h>
#include <model/io/ShareText.h>

using namespace fw;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const fuzz::Context &c = fuzz::context();
    const QString text = QString::fromUtf8(fuzz::expand(data, size));
    const model::ShareText::Import first
        = model::ShareText::read(text, QStringLiteral("paste"), c.systems);
    if (!first.result.ok()) {
        if (first.result.errors.empty())
            fuzz::fail("the text was refused without a reason", text);
        return 0;
    }
    const model::Fleet &fleet = *first.result.fleet;
    const QByteArray saved = model::FleetFile::serialize(fleet, c.systems);
    const model::FleetReport report = c.systems.find(fleet.systemId)->report(fleet);
    // A fleet too large for a code is listed without one ("No share code: ..."): nothing to
    // read back exactly.
    if (!model::ShareCode::encode(fleet, c.systems).ok()) {
        (void)model::ShareText::read(model::ShareText::write(fleet, report, c.systems),
                                     QStringLiteral("list"), c.systems);
        return 0;
    }
    const model::ShareText::Import again = model::ShareText::read(
        model::ShareText::write(fleet, report, c.systems), QStringLiteral("list"), c.systems);
    if (!again.result.ok() || model::FleetFile::serialize(*again.result.fleet, c.systems) != saved)
        fuzz::fail("the list with its share code does not read back to the same fleet",
                   again.result.errorText() + QStringLiteral("\n--- fleet:\n")
                       + QString::fromUtf8(saved));
    (void)model::ShareText::read(model::ShareText::write(fleet, report, c.systems, {}, false),
                                 QStringLiteral("list"), c.systems);
    return 0;
}
