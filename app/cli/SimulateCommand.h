#pragma once

#include <QString>

class QTextStream;

namespace fw::model {
class SystemRegistry;
}
namespace fw::validators {
class ValidatorRegistry;
}

namespace fw::cli {

// The command line of `simulate`, as given: numbers are checked by the command so that every
// message names its option. An empty string: the option was not given.
struct SimulateArguments
{
    QString fleetA, fleetB;
    QString whatIf; // --what-if FLEET_A2: side A replaced, same dice
    QString runs, seed, range, closing, turns, policy, threads;
    QString shipsA, shipsB; // --ships-a, --ships-b: the ships of each fleet that fight

    bool log = false;
    bool json = false;
};

// fleetwright-cli simulate: one logged battle or a Monte Carlo run. Returns an ExitCode.
int simulateCommand(const SimulateArguments &args, const model::SystemRegistry &systems,
                    const validators::ValidatorRegistry &validators, QTextStream &out,
                    QTextStream &err);

} // namespace fw::cli
