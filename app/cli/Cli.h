#pragma once

#include <QStringList>

class QTextStream;

namespace fw::cli {

// Exit codes of fleetwright-cli.
enum ExitCode : int {
    Ok = 0,          // done; for validate: the fleet is legal (warnings allowed)
    NotLegal = 1,    // validate: the fleet breaks a rule
    CannotRead = 2,  // the file cannot be read, or the arguments are wrong
    CannotWrite = 3, // export: the output cannot be made or written
    Breach = 4,      // export --preflight: a page breaks a print floor
};

// Runs the command line `arguments` (arguments[0] is the program). Everything the user asked
// for goes to `out`; messages about errors go to `err`.
int run(const QStringList &arguments, QTextStream &out, QTextStream &err);

// Whether the command line draws images (export --format png, or -o *.png), which needs a
// QGuiApplication rather than a QCoreApplication.
bool needsGui(const QStringList &arguments);

} // namespace fw::cli
