#pragma once

#include <QString>
#include <QStringList>

namespace fw::bench {

// What one run of a program as a child process cost.
struct ChildRun
{
    bool ok = false;      // it ran and exited normally
    int exitCode = -1;    // -1 when it did not exit normally
    double seconds = 0;   // wall-clock time
    double peakBytes = 0; // the child's peak resident memory (maximum RSS)
};

// Runs `program` with `arguments`, its standard output and error discarded, and reads its own
// peak resident memory from the kernel (wait4's rusage): the memory a user sees, allocator
// overhead and shared libraries included. Linux only.
//
// The kernel counts in a child's peak what its parent had resident when it forked, so the child
// is started by a fresh, small copy of this tool (`tool`, called with MeasureOption first), which
// must call measureChild() before anything else in main().
ChildRun runChild(const QString &tool, const QString &program, const QStringList &arguments);

inline constexpr const char *MeasureOption = "--measure-child";
// In main(), first thing: when called as `TOOL --measure-child PROGRAM ARGS...`, runs PROGRAM
// and prints its figures for runChild(); returns true then, and main() returns `exitCode`.
bool measureChild(int argc, char *argv[], int &exitCode);

} // namespace fw::bench
