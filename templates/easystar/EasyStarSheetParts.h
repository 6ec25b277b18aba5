#pragma once

#include "EasyStarPrint.h"

#include <templates/core/PrintKit.h>

#include <QString>

#include <vector>

// The parts of the EasyStar design sheets (SheetsLayout), shared by the files that draw them:
// ship blocks (measured, then drawn) and the page of game tracks.
namespace fw::templates::easystar::sheets {

inline const Color HeaderFill = Color::gray(226);
inline const Color TableHeaderFill = Color::gray(238);
inline const Color GroupFill = Color::gray(246);
inline const Color MarkerInk = Color::gray(120);
inline const Color AssumptionInk{130, 75, 0};
inline const QChar Star(0x2605);
inline const Stroke Frame{0.8, Color::black(), {}};
inline const Stroke Thin{0.4, Color::gray(90), {}};
// The outline of a box a player marks (tracks, fired weapons): at least the preflight's 0.5 pt.
inline const Stroke BoxLine{0.5, Color::gray(90), {}};
inline const Stroke Hairline{0.3, Color::gray(170), {}};
inline const Stroke Dashed{0.5, Color::gray(110), {2, 1.5}};

// A row of numbered boxes (a track): `first`..`last` inside `area`, square when there is room.
void numberedBoxes(Composer &c, double x, double y, const Box &area, double gap, int first,
                   int last, const Field &number, const QString &idPrefix);
// A dashed space where a marker counter goes, with its name.
void markerSpace(Composer &c, double x, double y, double w, double h, const Field &label,
                 const QString &text, const QString &id);

// One line of the weapons table.
struct Row
{
    QString group; // mount or "Aux.": printed on the group's first row
    QString name;
    QString range, damage, vsShip, vsFighter, vsMissile, cost, spaces;
    int firedBoxes = 0;
    QString id;
};

// Everything a ship's block shows, measured before it is placed.
struct ShipBlock
{
    const PrintShip *ship = nullptr;
    std::vector<Row> rows;
    QString notes;
    QString footnote;
    int fighterSlots = 0; // carried fighters plus empty bay places
    int fighterPerRow = 1;
    double height = 0;
    bool wAssumption = false;
    bool costAssumption = false;
};

ShipBlock measureShip(const PrintFleet &fleet, const PrintShip &s, const Template &t,
                      const Composer &c);
void drawShip(Composer &c, const PrintFleet &fleet, const ShipBlock &b, const Template &t,
              double top);
// The game-turn chart (§VII, §X) and the scoring chart (§II, §VI.A).
void drawTracks(Composer &c, const LayoutContext &context, const Template &t);

} // namespace fw::templates::easystar::sheets
