#pragma once

#include <QStringList>

class QCommandLineParser;
class QTextStream;

namespace fw::model {
class SystemRegistry;
}

namespace fw::cli {

// fleetwright-cli catalogue FILES|DIR: the factions and hulls of FieryVoid's ship files, with
// filters (docs/cli.md). Returns an ExitCode.
void addCatalogueOptions(QCommandLineParser &parser);
int catalogueCommand(const QCommandLineParser &parser, const QStringList &paths,
                     const model::SystemRegistry &systems, QTextStream &out, QTextStream &err);

// fleetwright-cli import --fieryvoid FILES|DIR [--faction …] [--class …] [-o FLEET | --into
// FLEET]: the chosen hulls as designs of a new fleet of the game that reads them, or added to
// one (docs/cli.md); a line
// per hull refused, with the reason. Returns an ExitCode.
void addFieryVoidImportOptions(QCommandLineParser &parser);
int fieryVoidImport(const QCommandLineParser &parser, const QStringList &paths,
                    const model::SystemRegistry &systems, QTextStream &out, QTextStream &err);

} // namespace fw::cli
