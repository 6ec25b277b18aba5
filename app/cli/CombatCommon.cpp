#include "CombatCommon.h"

#include "ReportOutput.h"

#include <model/combat/CombatRules.h>
#include <model/combat/MonteCarlo.h>
#include <model/core/ShipPick.h>
#include <model/io/FleetFile.h>
#include <model/systems/SystemRegistry.h>
#include <validators/ValidatorRegistry.h>

#include <QCoreApplication>
#include <QHash>
#include <QTextStream>

#include <limits>

namespace fw::cli::combat {

namespace {

class CombatText
{
    Q_DECLARE_TR_FUNCTIONS(fw::Cli)
};

} // namespace

void Context::error(const QString &message) const
{
    err << QStringLiteral("fleetwright-cli %1: %2").arg(command, message) << Qt::endl;
}

std::optional<LoadedFleet> loadFleet(const Context &c, const QString &file)
{
    model::LoadResult loaded = model::FleetFile::load(file, c.systems);
    if (!loaded.ok()) {
        c.err << loaded.errorText() << Qt::endl;
        return std::nullopt;
    }
    LoadedFleet result;
    result.file = file;
    result.fleet = std::move(loaded.fleet);
    result.system = c.systems.find(result.fleet->systemId);
    result.rules = result.system->combat();
    if (!result.rules) {
        QStringList able;
        for (const auto &system : c.systems.systems()) {
            if (system->combat())
                able << system->displayName();
        }
        c.error(CombatText::tr("%1: Fleetwright cannot resolve %2 combat yet (it can: %3)")
                    .arg(file, result.system->displayName(),
                         able.isEmpty() ? CombatText::tr("none") : able.join(QLatin1String(", "))));
        return std::nullopt;
    }
    const validators::Issues issues = validators::validateFleet(*result.fleet, c.validators);
    if (!isLegal(issues)) {
        c.err << CombatText::tr("fleetwright-cli %1: note: %2: \"%3\" is %4; the results are "
                                "for the fleet as it is (\"fleetwright-cli validate %2\" lists "
                                "the issues)")
                     .arg(c.command, file, result.fleet->name, verdictText(issues))
              << Qt::endl;
    }
    return result;
}

bool sameSystem(const Context &c, const LoadedFleet &first, const LoadedFleet &other,
                const QString &option)
{
    if (first.system == other.system)
        return true;
    c.error(CombatText::tr("%1: %2 is for %3, but %4 is for %5; both sides must play the same "
                           "game")
                .arg(option, other.file, other.system->displayName(), first.file,
                     first.system->displayName()));
    return false;
}

std::optional<qint64> integerOption(const Context &c, const QString &option, const QString &text,
                                    qint64 min, qint64 max)
{
    bool ok = false;
    const qint64 value = text.trimmed().toLongLong(&ok);
    if (ok && value >= min && value <= max)
        return value;
    c.error(CombatText::tr("%1 must be a whole number from %2 to %3, not \"%4\"")
                .arg(option)
                .arg(min)
                .arg(max)
                .arg(text));
    return std::nullopt;
}

std::optional<std::uint64_t> seedOption(const Context &c, const QString &text)
{
    bool ok = false;
    const std::uint64_t value = text.trimmed().toULongLong(&ok);
    if (ok)
        return value;
    c.error(CombatText::tr("--seed must be a whole number from 0 to %1, not \"%2\"")
                .arg(std::numeric_limits<std::uint64_t>::max())
                .arg(text));
    return std::nullopt;
}

QString shipList(const model::Fleet &fleet)
{
    QStringList ships;
    for (std::size_t i = 0; i < fleet.ships.size(); ++i)
        ships << QStringLiteral("%1 %2").arg(i + 1).arg(fleet.ships[i]->name);
    return ships.join(QLatin1String(", "));
}

std::optional<int> findShip(const Context &c, const model::Fleet &fleet, const QString &option,
                            const QString &text)
{
    const int count = int(fleet.ships.size());
    bool isNumber = false;
    const int number = text.trimmed().toInt(&isNumber);
    if (isNumber && number >= 1 && number <= count)
        return number - 1;
    if (!isNumber) {
        std::vector<int> matches;
        for (int i = 0; i < count; ++i) {
            if (fleet.ships[std::size_t(i)]->name.compare(text.trimmed(), Qt::CaseInsensitive) == 0)
                matches.push_back(i);
        }
        if (matches.size() == 1)
            return matches.front();
        if (matches.size() > 1) {
            QStringList numbers;
            for (int i : matches)
                numbers << QString::number(i + 1);
            c.error(CombatText::tr("%1: %2 ships of \"%3\" are named \"%4\"; give the number "
                                   "instead: %5")
                        .arg(option)
                        .arg(matches.size())
                        .arg(fleet.name, text, numbers.join(QLatin1String(", "))));
            return std::nullopt;
        }
    }
    if (count == 0) {
        c.error(CombatText::tr("%1: \"%2\" has no ships").arg(option, fleet.name));
        return std::nullopt;
    }
    c.error(CombatText::tr("%1: \"%2\" has no ship \"%3\"; give a number from 1 to %4 or a "
                           "name: %5")
                .arg(option, fleet.name, text)
                .arg(count)
                .arg(shipList(fleet)));
    return std::nullopt;
}

bool pickShips(const Context &c, LoadedFleet &loaded, const QString &option, const QString &list)
{
    if (list.trimmed().isEmpty())
        return true;
    // Names are looked up in an index made once, so a long list of a large fleet stays linear;
    // a name that is not one ship's (none, or several) goes to findShip(), which says why.
    QHash<QString, std::vector<int>> byName;
    const auto &fleetShips = loaded.fleet->ships;
    std::vector<int> ships;
    for (const QString &raw : list.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QString item = raw.trimmed();
        bool isNumber = false;
        item.toInt(&isNumber);
        if (!isNumber) {
            if (byName.isEmpty()) {
                for (std::size_t i = 0; i < fleetShips.size(); ++i)
                    byName[fleetShips[i]->name.toCaseFolded()].push_back(int(i));
            }
            const auto named = byName.constFind(item.toCaseFolded());
            if (named != byName.constEnd() && named->size() == 1) {
                ships.push_back(named->front());
                continue;
            }
        }
        const std::optional<int> ship = findShip(c, *loaded.fleet, option, item);
        if (!ship)
            return false;
        ships.push_back(*ship);
    }
    loaded.fleet = model::withShips(*loaded.fleet, ships);
    return true;
}

QString percent(double p, int decimals)
{
    return CombatText::tr("%1 %").arg(p * 100, 0, 'f', decimals);
}

QString proportionText(const model::combat::Proportion &p)
{
    return CombatText::tr("%1 (95 % interval %2–%3)")
        .arg(percent(p.p).rightJustified(7), QString::number(p.low * 100, 'f', 1), percent(p.high));
}

model::Json proportionJson(const model::combat::Proportion &p)
{
    model::Json o = model::Json::object();
    o["p"] = p.p;
    o["low"] = p.low;
    o["high"] = p.high;
    return o;
}

model::Json stringsJson(const QStringList &strings)
{
    model::Json list = model::Json::array();
    for (const QString &s : strings)
        list.push_back(s.toStdString());
    return list;
}

QString bulletList(const QStringList &lines)
{
    if (lines.isEmpty())
        return CombatText::tr("  none");
    QStringList out;
    for (const QString &line : lines)
        out << QStringLiteral("  - %1").arg(line);
    return out.join(QLatin1Char('\n'));
}

} // namespace fw::cli::combat
