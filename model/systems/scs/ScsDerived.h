#pragma once

#include "ScsDesign.h"
#include "ScsOptions.h"

#include <optional>
#include <vector>

namespace fw::model::scs {

// Values a sheet derives from its figures, each as the source gives it.

// The largest speed change per turn: floor(thrust / accel cost) (digest §5.2: 12 / 3 = 4).
// 0 when the accel cost is not positive.
int speedChangePerTurn(const ScsClass &c);

// The movement table's turn delay at `speed` (turnDelay[speed - 1]); 0 at speed 0; nothing when
// the table has no entry for that speed.
std::optional<int> tableTurnDelay(const ScsClass &c, int speed);

// The turn delay with zigs (digest §5.2, derived, agrees with both worked examples):
// table(highest speed this turn) + ceil(zigs / 2). Nothing when the table lacks the speed.
std::optional<int> turnDelay(const ScsClass &c, int highestSpeed, int zigs);

// Power (digest §5.7): what the reactors give and what every other system needs.
struct PowerBalance
{
    int reactor = 0; // sum of the reactors' output
    int needed = 0;  // sum of every other system's power
    bool isShort() const { return needed > reactor; }
};
PowerBalance powerBalance(const ScsClass &c);

// Boxes and armour of a section: its structure plus its systems.
struct SectionTotals
{
    int structureBoxes = 0;
    int systemBoxes = 0;
    int systems = 0;
};
SectionTotals sectionTotals(const Section &s);

// How a system's boxes are grouped for criticals (digest §5.3, §5.5): thrusters, sensors, C&C and
// shield generators lose something per destroyed row; reactors, engines and jump engines per
// destroyed block; everything else has plain boxes (laid out in rows for the sheet).
enum class BoxGrouping { Rows, Blocks, Plain };
BoxGrouping groupingOf(SystemKind kind);

struct SystemBoxes
{
    BoxGrouping grouping = BoxGrouping::Plain;
    int boxes = 0;
    int perRow = 4;    // boxes in a printed row
    int groupSize = 4; // boxes per row (Rows) or per block (Blocks); perRow for Plain
    int groups = 0;    // rows or blocks: ceil(boxes / groupSize)
};
// The system's own rowLength / blockSize when set, else the options' (DEFAULT rows of 4,
// blocks of 5).
SystemBoxes systemBoxes(const ShipSystem &s, const ScsOptions &options);
// Whole rows or blocks lost after `damage` boxes are marked (boxes are marked in order).
int groupsLost(const SystemBoxes &b, int damage);
// The rating (thrust, sensor rating, shield, power) a system of `rating` has lost with `lost` of
// its rows or blocks destroyed (digest §5.3, rules option criticalLoss): its share,
// floor(rating × lost / groups), so that the whole rating is gone with the last row or block;
// with `perGroup`, 1 per row or block as the table prints it.
int ratingLost(const SystemBoxes &b, int rating, int lost, bool perGroup);

// A shot's chance to hit (digest §5.3): P(d`die` <= signature + range modifier), as
// successes out of `die`.
struct HitChance
{
    int successes = 0;
    int faces = 20;
    double probability() const { return faces > 0 ? double(successes) / faces : 0.0; }
};
HitChance hitChance(int signature, int rangeModifier, int die);

// The signature a shot from `side` meets: forward and aft use the forward rating, port and
// starboard the side rating; with facingSignature off, the forward rating everywhere.
int signatureFacing(const ScsClass &c, const QString &sectionId, const ScsOptions &options);

// Every weapon of a design, with the section it sits in, in sheet order.
struct WeaponRef
{
    int section = 0;
    int system = 0;
    const ShipSystem *weapon = nullptr;
    const Section *in = nullptr;
};
std::vector<WeaponRef> weaponsOf(const ScsClass &c);

// The hangar slots of a design by fighter size, and whether `flights` fit them (heavy fighters
// only in heavy slots, medium in heavy or medium, light anywhere; digest §5.4, §5.8).
struct HangarSlots
{
    int light = 0;
    int medium = 0;
    int heavy = 0;
    int total() const { return light + medium + heavy; }
};
HangarSlots hangarSlots(const ScsClass &c);
// Fighters that do not fit (0 when all fit).
int fightersOverCapacity(const HangarSlots &slots, const std::vector<FighterFlight> &flights);

} // namespace fw::model::scs
