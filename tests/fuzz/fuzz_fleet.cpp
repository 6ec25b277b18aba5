// The fleet loader: bytes -> FleetFile::parse -> validate -> report -> serialize -> parse ->
// serialize. Any file the loader accepts must save to a file that loads again without an error,
// says the same things about the fleet (issues, points), and saves to the very same bytes.

#include "FuzzSupport.h"

#include <QStringList>

using namespace fw;

namespace {

// What validation and the report say about a fleet, as text to compare and to show.
QString findings(const model::Fleet &fleet)
{
    const fuzz::Context &c = fuzz::context();
    QStringList lines;
    for (const validators::Issue &issue : validators::validateFleet(fleet, c.validators))
        lines << QStringLiteral("%1 %2: %3").arg(issue.code, issue.subject, issue.message);
    const model::FleetReport report = c.systems.find(fleet.systemId)->report(fleet);
    lines << QStringLiteral("total %1").arg(report.total.total());
    for (const model::ShipReport &ship : report.ships)
        lines << QStringLiteral("%1: %2").arg(ship.name).arg(ship.cost.total());
    return lines.join(QLatin1Char('\n'));
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const fuzz::Context &c = fuzz::context();
    const model::LoadResult first = fuzz::parseFleet(data, size);
    if (!first.ok())
        return 0;
    const QString before = findings(*first.fleet);
    const QByteArray saved = model::FleetFile::serialize(*first.fleet, c.systems);

    const model::LoadResult second
        = model::FleetFile::parse(saved, QStringLiteral("saved.fleet.json"), c.systems);
    if (!second.ok()) {
        fuzz::fail("the saved fleet does not load again", second.errorText()
                                                              + QStringLiteral("\n--- saved:\n")
                                                              + QString::fromUtf8(saved));
    }
    const QByteArray savedAgain = model::FleetFile::serialize(*second.fleet, c.systems);
    if (savedAgain != saved) {
        fuzz::fail("saving the reloaded fleet gives other bytes",
                   QStringLiteral("--- first save:\n%1\n--- second save:\n%2")
                       .arg(QString::fromUtf8(saved), QString::fromUtf8(savedAgain)));
    }
    const QString after = findings(*second.fleet);
    if (after != before) {
        fuzz::fail("the reloaded fleet validates or costs differently",
                   QStringLiteral("--- loaded:\n%1\n--- reloaded:\n%2").arg(before, after));
    }
    return 0;
}
