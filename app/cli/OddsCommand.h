#pragma once

#include <QStringList>

class QTextStream;

namespace fw::model {
class SystemRegistry;
}
namespace fw::validators {
class ValidatorRegistry;
}

namespace fw::cli {

// The command line of `odds`, as given: numbers are checked by the command so that every
// message names its option.
struct OddsArguments
{
    QString fleetFile;
    QString ship;            // --ship: a number (1 = first) or a name
    QString weapon;          // --weapon: a number from --list, or the weapon's name
    QString targetFleetFile; // --target-fleet; empty: the attacking fleet
    QString target;          // --target: a ship of the target fleet
    QString targetKind;      // --target-kind: an id of CombatRules::targetKinds()
    QString range;           // --range; empty: not given
    QStringList modifiers;   // --mod ID=VALUE, repeated
    bool list = false;       // --list: print the choices instead of odds
    bool roll = false;       // --roll: also roll the attack once
    QString seed;            // --seed; empty: 1
    bool json = false;
};

// fleetwright-cli odds: the exact odds of one attack. Returns an ExitCode.
int oddsCommand(const OddsArguments &args, const model::SystemRegistry &systems,
                const validators::ValidatorRegistry &validators, QTextStream &out,
                QTextStream &err);

// The target kinds and modifiers of every game system that resolves attacks, for `odds --help`.
QString oddsHelpChoices(const model::SystemRegistry &systems);

} // namespace fw::cli
