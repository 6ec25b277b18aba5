#pragma once

#include "Composer.h"
#include "Template.h"

#include <model/core/Fleet.h>
#include <model/systems/FleetReport.h>
#include <model/systems/GameSystem.h>
#include <validators/Issue.h>

#include <QString>

#include <memory>
#include <optional>
#include <vector>

namespace fw::validators {
class FleetValidator;
}

namespace fw::templates {

// The kinds of printout a player asks for.
enum class PrintKind { Roster, Sheets, Counters };
QString printKindId(PrintKind kind);   // "roster", "sheets", "counters": command line, settings
QString printKindName(PrintKind kind); // translated
// "<system> has no <kind> to print.", translated as one sentence.
QString nothingToPrint(const QString &system, PrintKind kind);

// The sheets that carry a ship's damage (ship control sheets, ship displays, cards): one per
// ship, its name in the header, or one blank sheet per design (for a design no ship flies yet,
// or to laminate).
enum class SheetsFor { Ships, Designs };
QString sheetsForId(SheetsFor sheets);   // "ship", "design": command line (--sheets), settings
QString sheetsForName(SheetsFor sheets); // translated
std::optional<SheetsFor> sheetsForFromId(const QString &id);

// Where the pages show a ship or a design: the id prefix of its items ("ship-3" for ship index 2,
// "design-2" for design index 1), which the app's preview follows.
QString shipItemId(int shipIndex);
QString designItemId(int designIndex);
// The ship an item id belongs to ("ship-3-name" -> 2), or -1.
int shipOfItemId(const QString &id);

// Everything a layout may read. Layouts never change the fleet.
struct LayoutContext
{
    const model::Fleet &fleet;
    const model::GameSystem &system;
    const model::FleetReport &report;
    const validators::Issues &issues;
    bool counterBacks = false; // print the back of every counter sheet after it
    // The system's validator, which names the issues' places in words; null: generic words.
    const validators::FleetValidator *validator = nullptr;
    // The whole fleet, whose ships the issues' paths count, when `fleet` holds only the ships
    // chosen for printing; null: `fleet` is the whole fleet.
    const model::Fleet *wholeFleet = nullptr;
    SheetsFor sheetsFor = SheetsFor::Ships;

    // Whether `fleet` holds only some ships of the whole fleet (a selection to print).
    bool selected() const { return wholeFleet && wholeFleet != &fleet; }
};

// One printout of one game system (or of every system, for the roster): it reads its geometry
// from a template and draws into a Composer.
class Layout
{
public:
    Layout() = default;
    Layout(const Layout &) = delete;
    Layout &operator=(const Layout &) = delete;
    virtual ~Layout() = default;

    virtual QString id() const = 0;       // "<system>.sheets"; a template's "layout" key
    virtual QString systemId() const = 0; // empty: every system
    virtual PrintKind kind() const = 0;
    virtual QString title() const = 0; // translated, e.g. "Design sheets"
    virtual TemplateSpec spec() const = 0;
    virtual QString builtinTemplate() const = 0; // a resource path, ":/templates/..."
    // A counter layout's counter side for the game's hex map, in points, where the game's
    // source gives the hex size; none: the template's own size is used for "hex".
    virtual std::optional<double> hexCounterSize() const { return std::nullopt; }
    // Adds this layout's pages (starting with a new page) to `composer`.
    virtual void compose(const LayoutContext &context, const Template &t,
                         Composer &composer) const = 0;
};

class LayoutRegistry
{
public:
    void add(std::unique_ptr<Layout> layout);
    const Layout *find(const QString &id) const;
    // The layouts for a fleet of `systemId`, in print order (roster, sheets, counters).
    std::vector<const Layout *> layoutsFor(const QString &systemId) const;
    std::vector<TemplateSpec> specs() const;
    const std::vector<std::unique_ptr<Layout>> &layouts() const { return m_layouts; }

private:
    std::vector<std::unique_ptr<Layout>> m_layouts;
};

// The roster for every system, then each system's own layouts (one line per system).
void registerBuiltinLayouts(LayoutRegistry &registry);

// The built-in template of a layout, read from the resources (asserted to be valid: a test
// loads every one).
const Template &builtinTemplate(const Layout &layout, const LayoutRegistry &registry);

} // namespace fw::templates
