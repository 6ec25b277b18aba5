#pragma once

#include <model/core/Json.h>

#include <QString>
#include <QStringList>

#include <cstdint>
#include <memory>
#include <optional>

class QTextStream;

namespace fw::model {
class Fleet;
class GameSystem;
class SystemRegistry;
namespace combat {
class CombatRules;
struct Proportion;
} // namespace combat
} // namespace fw::model
namespace fw::validators {
class ValidatorRegistry;
}

// What the combat commands (odds, simulate) share: loading fleets whose game can fight, reading
// numbers from options with messages that name the option, and formatting probabilities.
namespace fw::cli::combat {

// Everything a combat command writes to and reads from.
struct Context
{
    QString command; // "odds", "simulate": the prefix of every message
    const model::SystemRegistry &systems;
    const validators::ValidatorRegistry &validators;
    QTextStream &out;
    QTextStream &err;

    // "fleetwright-cli COMMAND: MESSAGE" on standard error.
    void error(const QString &message) const;
};

struct LoadedFleet
{
    QString file;
    std::unique_ptr<model::Fleet> fleet;
    const model::GameSystem *system = nullptr;
    const model::combat::CombatRules *rules = nullptr;
};

// Loads a fleet whose game system resolves combat. Prints the reasons and returns nothing when
// the file cannot be read or its game has no combat rules. A fleet that is not legal is loaded
// with a note on standard error: the odds are those of the fleet as it is.
std::optional<LoadedFleet> loadFleet(const Context &c, const QString &file);

// Whether `other` is of the same game system as `first`; prints the error if not. `option`
// names the argument the other fleet came from.
bool sameSystem(const Context &c, const LoadedFleet &first, const LoadedFleet &other,
                const QString &option);

// A whole number from `text` within [min, max]; prints "OPTION must be ..." and returns nothing
// otherwise.
std::optional<qint64> integerOption(const Context &c, const QString &option, const QString &text,
                                    qint64 min, qint64 max);
std::optional<std::uint64_t> seedOption(const Context &c, const QString &text);

// A ship of `fleet` named by its number (1 = the first) or its name (case does not matter).
// Prints an error listing the ships and returns nothing when there is no such ship.
std::optional<int> findShip(const Context &c, const model::Fleet &fleet, const QString &option,
                            const QString &text);
// Keeps in `loaded` only the ships `list` names: numbers or names as findShip() takes them,
// separated by commas ("1,3", "Vigilant, Lance"). An empty list keeps every ship. Prints the
// error and returns false for a ship the fleet does not have.
bool pickShips(const Context &c, LoadedFleet &loaded, const QString &option, const QString &list);
// "1 Vigilant, 2 Lance, ...": the ships as --ship and --target accept them.
QString shipList(const model::Fleet &fleet);

// "54.3 %" with `decimals` decimals.
QString percent(double p, int decimals = 1);
// "54.3 % (95 % interval 53.3–55.3 %)".
QString proportionText(const model::combat::Proportion &p);
model::Json proportionJson(const model::combat::Proportion &p);

model::Json stringsJson(const QStringList &strings);
// "  - line" for every line, or "  none" for no lines.
QString bulletList(const QStringList &lines);

} // namespace fw::cli::combat
