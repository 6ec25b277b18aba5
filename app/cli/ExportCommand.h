#pragma once

#include <QStringList>

class QTextStream;

namespace fw::model {
class Fleet;
class SystemRegistry;
} // namespace fw::model
namespace fw::validators {
class ValidatorRegistry;
}

namespace fw::cli {

struct ExportArguments
{
    QString fleetFile;
    QString what = QStringLiteral("all"); // roster, sheets, counters, all; or a comma list
    QString format;                       // pdf, svg, png; empty: from the output's suffix
    QString page;                         // a4, letter; empty: from the system's locale
    QStringList templates;                // template files replacing built-in ones
    bool backs = false;
    QString output;
    double dpi = 150;
    QString sheets;      // ship (or empty), design: one sheet per ship or one blank per design
    QString counterSize; // template (or empty), 1/2, 5/8, 3/4, 1, hex
    bool inkSaving = false;
    QString backOffset;     // "X,Y" in mm; empty: none
    QString ships;          // "1,3-4": positions in the fleet, from 1; empty: every ship
    QStringList shipNames;  // --ship NAME, repeated
    bool preflight = false; // measure every page against the print floors; -o is then optional
    bool json = false;      // the preflight as JSON
};

// fleetwright-cli export: lays out the fleet's printouts and writes them. Returns an ExitCode.
int exportCommand(const ExportArguments &args, const model::SystemRegistry &systems,
                  const validators::ValidatorRegistry &validators, QTextStream &out,
                  QTextStream &err);

} // namespace fw::cli
