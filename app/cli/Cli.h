#pragma once

#include "ExitCodes.h"

#include <QStringList>

class QTextStream;

namespace fw::cli {

// Runs the command line `arguments` (arguments[0] is the program). Everything the user asked
// for goes to `out`; messages about errors go to `err`.
int run(const QStringList &arguments, QTextStream &out, QTextStream &err);

// Whether the command line draws images (export --format png, or -o *.png), which needs a
// QGuiApplication rather than a QCoreApplication.
bool needsGui(const QStringList &arguments);

} // namespace fw::cli
