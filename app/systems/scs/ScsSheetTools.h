#pragma once

// Helpers of the SCS designer that change a sheet as a whole: the template a new design starts
// from, the d20 chart proposed from a section's systems, the movement table filled from a factor,
// and the texts the editors show for a sheet's parts. No widgets: tests call them directly.

#include <model/systems/scs/ScsDesign.h>

#include <QString>

#include <optional>
#include <vector>

namespace fw::app::scs {

using model::scs::ChartRow;
using model::scs::ScsClass;
using model::scs::Section;
using model::scs::ShipSystem;
using model::scs::SideRow;
using model::scs::SizeClass;
using model::scs::SystemKind;

// A new sheet of `size`: every section the size has (digest §5.1), each with a structure block,
// thrusters on the outer sections, a reactor, C&C, sensors, an engine and a jump engine in the
// primary section, one weapon forward, the d20 charts built from those systems, a d10 side
// chart and a movement table of 0.66 × speed. The reactor gives what the systems need.
ScsClass newSheet(SizeClass size);
// The section `id` as a new sheet of `size` has it (structure, systems and chart).
Section newSection(SizeClass size, const QString &id);
// The d10 side chart of a new sheet with these sections.
std::vector<SideRow> newSideChart(const QStringList &sections);

// Whether the sheet has a primary section (outer charts then send 19-20 there).
bool hasPrimarySection(const ScsClass &c);

// A complete 1-20 chart for `section`, after the typical B5 Wars pattern (digest §5.1). Outer
// sections: thrusters first, then weapons and other systems (about two results per system, one
// more per extra copy), structure up to 18, primary 19-20 (when the sheet has a primary
// section). The primary section: structure from 1 (to 8 at least when there is room), then the
// other systems, the reactor ending at 19 and C&C at 20.
std::vector<ChartRow> buildChart(const Section &section, bool hasPrimary);

// How Fill from factor rounds factor × speed.
enum class Rounding { Down, Nearest, Up };
// The turn delay at speeds 1..speeds: factor × speed rounded as asked, at least 1.
std::vector<int> turnDelaysFromFactor(double factor, int speeds, Rounding rounding);

// "10, 9, 8 7 -1": numbers separated by commas or spaces; nothing when a part is not a whole
// number.
std::optional<std::vector<int>> parseModifiers(const QString &text);
QString modifiersText(const std::vector<int> &modifiers);

// What is wrong with the coverage of `first`..`last` by the ranges (from, to) of a chart: a
// translated "gap at 12–13", "12 twice", "ends at 18"; empty when every result is covered once.
QString coverageProblem(const std::vector<std::pair<int, int>> &ranges, int first, int last);

// A system as the tree shows it: "Heavy Pulse Cannon" or, unnamed, its kind.
QString systemLabel(const ShipSystem &system);
// A chart entry as the hit chart shows it: a system name, "Structure" or "Primary".
QString hitsLabel(const QString &hits);

// "3d10+4" and the other forms parseDamage() reads; false for other text.
bool damageValid(const QString &text);

} // namespace fw::app::scs
