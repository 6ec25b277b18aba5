#pragma once

// Issues name their subject by a JSON path ("ships[2].weapons[0].range"); players read it in
// words ("Harpoon II › Beam turret (dorsal) › Range"). pathInWords() walks the path once, asking
// the game's validator (which wrote the paths) to name each step (FleetValidator::pathItemWords,
// FleetValidator::fieldLabel) and falling back to generic words for any step it does not name. A
// path the fleet no longer has (the fleet changed after validation) still gets words, never a
// crash.

#include <model/core/Fleet.h>
#include <model/core/JsonPath.h>

#include <QString>

#include <cstddef>
#include <optional>
#include <span>
#include <vector>

namespace fw::model {
class GameSystem;
}

namespace fw::validators {

class FleetValidator;

// One step of a path being put into words: segments[position] is the key to name. The ship and
// the design the path lies in are found once per path, so that naming a step never walks the path
// again (the walk stays linear in the path's length).
struct PathStep
{
    const model::Fleet &fleet;
    const std::vector<model::JsonPath::Segment> &segments;
    std::size_t position = 0;
    const model::ShipDesign *ship = nullptr; // the fleet's ship when the path starts with ships[i]
    const model::Design *design
        = nullptr; // the fleet's design when the path starts with designs[i]

    // The key of this step (empty for an index, which a step never starts with).
    const QString &key() const { return segments[position].key; }
    // The index right after this step's key: the item of the list the key names.
    std::optional<std::size_t> index() const { return indexAt(position + 1); }
    // The index of segment `at`; null when there is none or it is a key.
    std::optional<std::size_t> indexAt(std::size_t at) const;
    // The key of segment `at`; empty when there is none or it is an index.
    QString keyAt(std::size_t at) const;
    // Whether this step is the path's first.
    bool atTop() const { return position == 0; }
};

// A field key of a game's files and its label, marked for translation with
// QT_TRANSLATE_NOOP(context, text): a game's FleetValidator::fieldLabel looks keys up in a table of
// them.
struct FieldLabel
{
    const char *key;
    const char *text;
};
// The translated label of `key` in `table` (in the translation context `context`); empty when
// the table does not have it.
QString fieldLabelFrom(const char *context, std::span<const FieldLabel> table, const QString &key);

// `subject` (an issue's path into `fleet`, of `system`) in words, the steps joined by " › ". The
// root (an empty subject) is the whole fleet; a subject that is not a path is returned as it is.
// `validator` (the system's, or null) names the game's own steps.
QString pathInWords(const model::GameSystem &system, const FleetValidator *validator,
                    const model::Fleet &fleet, const QString &subject);

// A ship's name for people: its name, or "Ship 3" (counting from 1) when it has none.
QString shipInWords(const model::Fleet &fleet, std::size_t index);

} // namespace fw::validators
