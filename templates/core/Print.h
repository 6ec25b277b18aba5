#pragma once

#include "CounterOptions.h"
#include "Layout.h"

#include <QStringList>

#include <map>
#include <optional>

namespace fw::templates {

struct PrintRequest
{
    std::vector<PrintKind> kinds{PrintKind::Roster, PrintKind::Sheets, PrintKind::Counters};
    PageSize page = pageSizeA4();
    bool counterBacks = false;
    std::map<QString, Template> templates; // by layout id: used instead of the built-in ones
    CounterOptions counters;               // size and back offset of counter sheets
    bool inkSaving = false;                // solid fills become light tints (saveInk)
    // The ships to print (indices into the fleet, in fleet order); empty: every ship. The
    // badge and the rules check stay the whole fleet's.
    std::vector<int> ships;
    SheetsFor sheetsFor = SheetsFor::Ships; // one sheet per ship, or one blank per design
};

struct PrintResult
{
    std::optional<Document> document; // none when nothing could be laid out
    QStringList errors;               // e.g. a template that does not fit the page
    QStringList warnings;             // e.g. a kind this game has nothing to print for
};

// The badge every page carries, from the validation issues and the assumptions in force.
Badge makeBadge(const LayoutContext &context);

// A copy of `fleet` with only the ships at `indices` (in fleet order; others ignored).
model::Fleet selectShips(const model::Fleet &fleet, const std::vector<int> &indices);

// Lays out the printouts `request` asks for. Deterministic: the same fleet, request and fonts
// give the same document.
PrintResult composeDocument(const LayoutContext &context, const LayoutRegistry &layouts,
                            const Fonts &fonts, const PrintRequest &request);

} // namespace fw::templates
