#pragma once

#include "../../core/Result.h"
#include "TalonDesign.h"

#include <QHash>

#include <array>
#include <map>
#include <vector>

namespace fw::model::talon {

// How a weapon hits (digest §3.3, §3.8): either a fixed damage on a d6 roll within a range of
// faces at each range, or a damage read from a d6-by-range table (phaser, fusion cannon).
struct WeaponTable
{
    int minRange = 1;
    int maxRange = 1;
    int damage = 0; // fixed damage on a hit (0 with a damage table)
    // hitFaces[range - minRange] = {lowest, highest} face that hits; empty with a damage table
    std::vector<std::pair<int, int>> hitFaces;
    // damageTable[face - 1][range - minRange]; empty for fixed-damage weapons
    std::vector<std::vector<int>> damageTable;
    int speed = 0; // missiles: their speed
};

// The base game as the ruleset resource holds it: the 19 counters, the weapons' tables, the 2d6
// critical table and the impulse chart's readings, with where they come from.
class TalonRuleset
{
public:
    // Reads `directory`/counters.json (the built-in resource is ":/rulesets/talon"). Fails, naming
    // the file, the place and the reason, when the data is damaged.
    static Result<TalonRuleset> load(const QString &directory);

    const std::vector<TalonCounter> &counters() const { return m_counters; }
    // The built-in counter with `id`, or null.
    const TalonCounter *counter(const QString &id) const;
    const WeaponTable &weapon(WeaponKind kind) const { return m_weapons[std::size_t(kind)]; }
    // The 2d6 critical table's text for a roll of 2..12 (English, as the source gives it).
    QString critical(int roll) const;
    const QString &source() const { return m_source; }

private:
    std::vector<TalonCounter> m_counters;
    QHash<QString, int> m_index;
    std::array<WeaponTable, 6> m_weapons{};
    std::map<int, QString> m_criticals;
    QString m_source;
};

} // namespace fw::model::talon
