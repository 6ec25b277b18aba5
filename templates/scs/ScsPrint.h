#pragma once

#include <templates/core/Layout.h>
#include <templates/core/PrintCharts.h>
#include <templates/core/PrintKit.h>

#include <model/systems/scs/ScsDerived.h>

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <initializer_list>
#include <vector>

// What the SCS printouts share: the fleet as they read it (the designs its ships use, the rules
// options in force) and the texts they print. They draw with the print kit
// (templates/core/PrintKit.h, PrintCharts.h).
namespace fw::templates::scs {

namespace ms = model::scs;

class ScsPrintText
{
    Q_DECLARE_TR_FUNCTIONS(fw::ScsPrint)
};

// A template key or an id part.
inline QString key(const char *name)
{
    return QLatin1String(name);
}

// One control sheet: a design and the ship it belongs to (null: a blank sheet of the design).
struct SheetEntry
{
    int index = 0; // in Fleet::designs
    const ms::ScsClass *sheet = nullptr;
    const ms::ScsShip *ship = nullptr;
    int shipIndex = -1; // in Fleet::ships
};

// One ship of the fleet with its design (null when the design is missing).
struct ShipEntry
{
    int index = 0; // in Fleet::ships
    const ms::ScsShip *ship = nullptr;
    const ms::ScsClass *sheet = nullptr;
};

// The fleet as the SCS printouts read it.
class PrintView
{
public:
    explicit PrintView(const LayoutContext &context);

    const model::Fleet &fleet;
    const model::GameSystem &system;
    bool scs = false; // the context is an SCS fleet; nothing else is set otherwise
    ms::ScsOptions options;
    // The control sheets to print: one per ship in fleet order, or (SheetsFor::Designs) one
    // blank sheet per design, of every design or, with ships chosen, of the designs they fly.
    std::vector<SheetEntry> sheets;
    QStringList unusedDesigns; // names of designs no sheet is printed for
    std::vector<ShipEntry> ships;

    // "* Assumptions (rules options): Boxes per row: 4; …" for these option ids.
    QString assumptionNote(std::initializer_list<const char *> optionIds) const;
};

// Texts.
constexpr char AssumptionMark[] = "*";
QString marked(const QString &value);
QString yesNo(bool value);
QString arcText(const ms::FiringArc &arc); // "300–60°", "all round"
QString designName(const ms::ScsClass &c); // its name, or "(unnamed design)"
QString shipName(const ms::ScsShip &s);    // its name, or "(unnamed)"
// What a destroyed row or block costs (digest §5.3), or empty for plain boxes.
QString criticalText(ms::SystemKind kind);
// "rows of 4", "blocks of 5", "4 per row".
QString groupingText(const ms::SystemBoxes &b);
// A system's figure besides its boxes: "rating 4, retro", "power 18", "delay 20".
QString systemFigures(const ms::ShipSystem &s);

} // namespace fw::templates::scs
