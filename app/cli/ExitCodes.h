#pragma once

// Exit codes of fleetwright-cli (docs/cli.md), for Cli.cpp and every command.

namespace fw::cli {

// Exit codes of fleetwright-cli.
enum ExitCode : int {
    Ok = 0,          // done; for validate: the fleet is legal (warnings allowed)
    NotLegal = 1,    // validate: the fleet breaks a rule
    CannotRead = 2,  // the file cannot be read, or the arguments are wrong
    CannotWrite = 3, // export: the output cannot be made or written
    Breach = 4,      // export --preflight: a page breaks a print floor
};

} // namespace fw::cli
