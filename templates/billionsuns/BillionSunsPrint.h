#pragma once

#include <templates/core/Composer.h>
#include <templates/core/Layout.h>

#include <model/systems/billionsuns/BillionSunsSystem.h>

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <initializer_list>
#include <vector>

// What the A Billion Suns printouts share: the roster as they read it, the texts they print
// and the drawing helpers (tables, paragraphs, damage tracks, check boxes).
namespace fw::templates::billionsuns {

namespace bs = model::billionsuns;

class SunsText
{
    Q_DECLARE_TR_FUNCTIONS(fw::BillionSunsPrint)
};

// Operational limits (quick reference, jump phase): at most 5 ships or wings per battlegroup.
constexpr int MaxBattlegroupSize = 5;

// A template key or an id part.
inline QString key(const char *name)
{
    return QLatin1String(name);
}

// One ship or wing of the roster with its class (null when the class is unknown).
struct ShipEntry
{
    int index = 0; // in the fleet
    const bs::BillionSunsShip *ship = nullptr;
    const bs::ShipClass *shipClass = nullptr;
};

// A battlegroup block: the roster's battlegroups in order, then names only ships mention, then
// the ships without a battlegroup (`unassigned`).
struct GroupEntry
{
    QString name;
    QString notes;
    bool unassigned = false;
    std::vector<ShipEntry> ships;

    int cost() const;
    int mass() const;
};

struct ClassEntry
{
    const bs::ShipClass *shipClass = nullptr;
    int count = 0; // ships of the roster of this class
};

// The roster as the printouts read it.
class RosterView
{
public:
    explicit RosterView(const LayoutContext &context);

    const model::Fleet &fleet;
    const bs::BillionSunsSystem &system;
    const bs::BillionSunsRoster &roster;
    bs::BillionSunsOptions options;
    std::vector<ShipEntry> ships;

    std::vector<GroupEntry> groups() const;
    // The classes the roster uses: the ship table's in table order, then custom ones.
    std::vector<ClassEntry> classes() const;
    int utilityShips() const;
    // Damage tokens that destroy a ship of this class (rules option "destroyedAt").
    int destroyedAt(const bs::ShipClass &c) const;
    // The corporation, or the fleet's name when it has none.
    QString corporation() const;
    // "* Assumptions (rules options): Ship destroyed at: …; …" for these option ids.
    QString assumptionNote(std::initializer_list<const char *> optionIds) const;
};

// Texts.
QString className(const bs::ShipClass &c); // translated for the ship table, as is when custom
QString weaponName(const bs::Weapon &w);
QString diceText(int dice, int die);     // "D8", "2D8"
QString inchText(int inches);            // 4"
QString rangeText(const bs::Weapon &w);  // 9–18"
QString weaponLine(const bs::Weapon &w); // Light Railguns 9–18", 2D8, damage 2
QString marked(const QString &value);    // the value with the assumption mark
QString idPart(const QString &raw);      // letters, digits and '-' only
constexpr char AssumptionMark[] = "*";

// A field no wider than `available` (less its x offset): template widths are the most a
// field may take.
Field within(const Field &f, double available);
// A field filling a cell of `cellWidth`, its x offset kept as the inset on both sides.
Field inset(const Field &f, double cellWidth);
// The height a field's text takes (its lines at the fitted size), without drawing it.
double fieldHeight(const Composer &c, const Field &f, const QString &text);
double fittedHeight(const Composer &c, const FittedText &fitted);

// Draws into a Composer, or only measures (for a block's height before it is placed).
class Pen
{
public:
    Pen(Composer &composer, bool measureOnly)
        : c(composer)
        , measuring(measureOnly)
    {}

    Composer &c;
    const bool measuring;

    double field(double x, double y, const Field &f, const QString &text, const QString &id = {},
                 Color color = Color::black());
    // A text fitted before with Composer::fit(text, f).
    double field(double x, double y, const Field &f, const FittedText &fitted,
                 const QString &id = {}, Color color = Color::black());
    void rect(double x, double y, double w, double h, std::optional<Stroke> stroke = Stroke{},
              std::optional<Color> fill = std::nullopt, const QString &id = {});
    void line(double x1, double y1, double x2, double y2, const Stroke &stroke = Stroke{},
              const QString &id = {});
    void text(double x, double baseline, const QString &text, double size, bool bold = false,
              Align align = Align::Left, const QString &id = {}, Color color = Color::black());

    // A paragraph wrapped to `width` at the field's size (as many lines as it needs), led by
    // `lead` in bold when given; returns its height.
    double paragraph(double x, double y, double width, const Field &f, const QString &lead,
                     const QString &text, const QString &id = {});
    // A check box of side `size` with its top-left at (x, y), ticked when `checked`.
    void checkbox(double x, double y, double size, bool checked, const QString &id = {});
    // A dashed area where CMD tokens are placed, labelled in its middle.
    void tokenArea(double x, double y, double w, double h, const QString &label,
                   const QString &id = {});
    // A frame with a shaded heading bar holding `title`; returns the bar's height.
    double headingBar(double x, double y, double w, double minHeight, const Field &f,
                      const QString &title, const QString &id = {});
};

// A column of a table: its width and the field its cells use (x: inset, y: top padding).
struct Column
{
    double width = 0;
    Field field;
};
// One table row: cells fitted to their columns, shaded when `shade`, a rule below; returns
// its height (at least `minHeight`).
double tableRow(Pen &p, double x, double y, const std::vector<Column> &columns,
                const QStringList &cells, double minHeight, std::optional<Color> shade = {},
                const QStringList &ids = {}, const std::vector<Color> &colors = {});

// A ship's damage track: `count` boxes of side `box`, `gap` apart, in rows as wide as `width`;
// boxes after the first `critical` are shaded (more than m tokens: Systems Critical) and the
// last (the token that destroys the ship) is drawn heavier. Returns the track's height.
double damageTrack(Pen &p, double x, double y, double width, int count, int critical, double box,
                   double gap, const QString &idPrefix);

// Starts a printout: a new page headed by the title, subtitle and note (the template's fields
// "title", "subtitle", "note" and value "headingGap"); every further page the printout runs onto
// repeats the title, marked as continued, and the note. Reset the page starter when done.
void startPages(Composer &c, const Template &t, const QString &pageId, const QString &section,
                const QString &title, const QString &subtitle, const QString &note,
                const QString &idPrefix);
// A line of text in place of blocks when there is nothing to print.
void notice(Composer &c, const Template &t, const QString &pageId, const QString &text,
            const QString &id);

} // namespace fw::templates::billionsuns
