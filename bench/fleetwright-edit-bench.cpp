// Memory of editing: what the undo stack holds after many design edits. Prints figures and their
// ratio to the targets; read by people, not a pass/fail test.
//
//   fleetwright-edit-bench [--quick]
#include <commands/PushEdit.h>
#include <document/FleetDocument.h>
#include <model/io/FleetFile.h>
#include <model/systems/BuiltinSystems.h>
#include <model/systems/SystemRegistry.h>
#include <model/systems/billionsuns/BillionSunsRoster.h>
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

    // A rename keeps the long notes shared with the document (copy on write); rewriting the notes
    // gives every step text of its own: the worst case.
    struct Edit
    {
        const char *what;
        void (*change)(fw::model::Design &, int step);
    };
    const Edit edits[] = {
        {"a rename",
         [](fw::model::Design &d, int i) {
             d.setName(QStringLiteral("Class %1").arg(i));
         }},
        {"new notes of 1,000 characters",
         [](fw::model::Design &d, int i) {
             auto &c = static_cast<fw::model::billionsuns::BillionSunsClass &>(d).shipClass;
             c.notes = QString(1000, QChar(u'a' + i % 26));
         }},
    };
    out << QStringLiteral("Undo memory of design edits on ten designs as large as a file allows "
                          "(%1 steps, none merging):\n")
               .arg(steps);
    for (const Edit &edit : edits) {
        fw::model::LoadResult again
            = fw::model::FleetFile::parse(json, QStringLiteral("designs.fleet.json"), systems);
        const double before = heapBytes();
        {
            fw::app::FleetDocument document(systems, validators, std::move(again.fleet));
            const double opened = heapBytes();
            // Each step changes another design than the last, so every step is kept.
            for (int i = 0; i < steps; ++i) {
                fw::app::pushEdit<fw::model::Design>(
                    document, i % 10, {QStringLiteral("Edit")},
                    [&](fw::model::Design &d) { edit.change(d, i); });
            }
            const double held = heapBytes() - opened;
            out << QStringLiteral("  %1: %2 MB for %3 steps kept = %4 kB per step; target < 20 MB "
                                  "for 1,000 steps: %5 of the target\n")
                       .arg(QLatin1String(edit.what))
                       .arg(held / 1048576.0, 0, 'f', 2)
                       .arg(document.undoStack()->count())
                       .arg(held / steps / 1024.0, 0, 'f', 1)
                       .arg(held / steps * 1000 / TargetBytes, 0, 'f', 2);
            out.flush();
        }
        out << QStringLiteral("    left after the document closed: %1 kB\n")
                   .arg((heapBytes() - before) / 1024.0, 0, 'f', 1);
    }
    return 0;
}
