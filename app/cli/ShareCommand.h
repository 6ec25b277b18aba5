#pragma once

#include <QByteArray>
#include <QString>

class QCommandLineParser;
class QTextStream;

namespace fw::model {
class Fleet;
class SystemRegistry;
} // namespace fw::model
namespace fw::validators {
class ValidatorRegistry;
}

namespace fw::cli {

// fleetwright-cli share FLEET [--text]: the fleet's share code, or with --text the whole list
// for forums (docs/cli.md). Returns an ExitCode.
void addShareOptions(QCommandLineParser &parser);
int shareCommand(const QCommandLineParser &parser, const QString &file,
                 const model::SystemRegistry &systems,
                 const validators::ValidatorRegistry &validators, QTextStream &out,
                 QTextStream &err);

// fleetwright-cli import FILE|- [-o OUT]: a fleet list, share code or fleet file (from a file,
// or standard input for "-") as a fleet file, on standard output or in OUT (docs/cli.md).
// What a list without a code left out goes to `err` as warnings. Returns an ExitCode.
void addImportOptions(QCommandLineParser &parser);
int importCommand(const QCommandLineParser &parser, const QString &file,
                  const model::SystemRegistry &systems, QTextStream &out, QTextStream &err);
// Writes `fleet` as a fleet file to `output` (atomically), or to `out` when it is empty; a
// fleet too large to be read back is refused with the reason and nothing written. Returns an
// ExitCode.
int writeFleetFile(const model::Fleet &fleet, const model::SystemRegistry &systems,
                   const QString &output, QTextStream &out, QTextStream &err);

} // namespace fw::cli
