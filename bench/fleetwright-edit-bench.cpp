// Memory of editing: what the undo stack holds after many design edits. Prints figures and their
// ratio to the targets; read by people, not a pass/fail test.
//
//   fleetwright-edit-bench [--quick]
#include <commands/PushEdit.h>
#include <document/FleetDocument.h>
#include <model/io/FleetFile.h>
#include <model/systems/BuiltinSystems.h>
#include <model/systems/SystemRegistry.h>
#include <validators/ValidatorRegistry.h>

#include "BenchFleets.h"

#include <QCoreApplication>
#include <QTextStream>
#include <QUndoStack>

#include <malloc.h>

#include <cstdio>

namespace {

// Bytes the heap holds now (glibc).
double heapBytes()
{
    const struct mallinfo2 info = mallinfo2();
    return double(info.uordblks + info.hblkhd);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const bool quick = app.arguments().contains(QStringLiteral("--quick"));
    QTextStream out(stdout);
    fw::model::SystemRegistry systems;
    fw::validators::ValidatorRegistry validators;
    if (!fw::bench::registerBuiltins(systems, validators, out))
        return 2;

    // Ten designs as large as the file allows: every field set, both weapon systems, names of
    // 100 characters and notes of 1,000 (the most a custom class may have).
    const QByteArray json = fw::bench::largeDesignsJson(10, 1000);
    fw::model::LoadResult loaded
        = fw::model::FleetFile::parse(json, QStringLiteral("designs.fleet.json"), systems);
    if (!loaded.ok()) {
        std::fputs(qPrintable(loaded.errorText()), stderr);
        return 1;
    }
    const int steps = quick ? 100 : 1000;
    constexpr double TargetBytes = 20.0 * 1024 * 1024;

    const double before = heapBytes();
    {
        fw::app::FleetDocument document(systems, validators, std::move(loaded.fleet));
        const double opened = heapBytes();
        // Each step changes another design than the last, so none merge: every one is kept.
        for (int i = 0; i < steps; ++i) {
            const int design = i % 10;
            fw::app::pushEdit<fw::model::Design>(
                document, design, {QStringLiteral("Rename")},
                [i](fw::model::Design &d) { d.setName(QStringLiteral("Class %1").arg(i)); });
        }
        const double held = heapBytes() - opened;
        out << QStringLiteral("Undo memory of design edits (ten large designs, %1 steps kept of "
                              "%2)\n")
                   .arg(document.undoStack()->count())
                   .arg(steps);
        out << QStringLiteral("  %1 MB for %2 steps = %3 kB per step; target < 20 MB for 1,000 "
                              "steps: %4 of the target\n")
                   .arg(held / 1048576.0, 0, 'f', 2)
                   .arg(steps)
                   .arg(held / steps / 1024.0, 0, 'f', 1)
                   .arg(held / steps * 1000 / TargetBytes, 0, 'f', 2);
        out.flush();
    }
    const double after = heapBytes();
    out << QStringLiteral("  left after the document closed: %1 kB\n")
               .arg((after - before) / 1024.0, 0, 'f', 1);
    return 0;
}
