#pragma once

#include "DisplayList.h"
#include "Fonts.h"
#include "Length.h"

#include <model/core/Json.h>

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

// The preflight: every page of a document measured against what a player needs at the table
// (text large enough to read, boxes large enough to mark, nothing the printer cuts off, crop
// marks clear of the cut), before it is printed. Pure: it reads the display list and the font's
// metrics, nothing else, and takes time linear in the items (a spatial grid finds the overlaps).
namespace fw::templates {

// The floors, in points (see docs/printing.md, "Preflight").
struct PreflightFloors
{
    double text = 6;             // any text
    double playNumber = 7;       // a number read in play (Role::PlayNumber)
    double box = mm(2.4);        // the side of a box a player marks (Role::MarkBox)
    double boxStroke = 0.5;      // its outline
    double rule = 0.25;          // every other line and outline
    double edge = mm(6);         // from the paper's edge: printers leave a strip unprinted
    double cropMarkEdge = mm(5); // a crop mark from the paper's edge
    double cropMarkGap = mm(2);  // a crop mark from what is cut
    double tolerance = 0.25;     // overlaps and edges this small are not counted
};

// The checks, as their codes read in reports.
namespace preflight {
inline const QString TextSize = QStringLiteral("text-size");
inline const QString PlayNumberSize = QStringLiteral("play-number-size");
inline const QString BoxSize = QStringLiteral("box-size");
inline const QString BoxStroke = QStringLiteral("box-stroke");
inline const QString RuleStroke = QStringLiteral("rule-stroke");
inline const QString Overlap = QStringLiteral("overlap");
inline const QString Edge = QStringLiteral("edge");
inline const QString Split = QStringLiteral("split");
inline const QString CropMark = QStringLiteral("crop-mark");
inline const QString ScaleNote = QStringLiteral("scale-note");
// The id of the text that tells the player to print a page at 100 % (Composer::finish adds it
// to every page with something to cut out).
inline const QString ScaleNoteId = QStringLiteral("print-at-100");
} // namespace preflight

// One floor broken by one item (or two, for an overlap).
struct PreflightBreach
{
    int page = 0; // index, from 0
    QString pageId;
    QString check;     // a code of namespace preflight
    QStringList items; // the items' ids; "#N" (N: its place on the page, from 1) when it has none
    QString text;      // the first item's text, when it is text
    double value = 0;  // what was measured (points)
    double floor = 0;  // what it must reach (overlap: the tolerance; split: the page's height)
};

// How much text of one weight and size a page holds.
struct FontUse
{
    bool bold = false;
    double size = 0;
    int texts = 0;
    bool operator==(const FontUse &other) const = default;
};

// What one page measures; a figure is none when the page has nothing it applies to.
struct PagePreflight
{
    int page = 0;
    QString pageId;
    std::optional<double> smallestText;
    std::optional<double> smallestPlayNumber;
    std::optional<double> smallestBox;
    std::optional<double> thinnestBoxStroke;
    std::optional<double> thinnestRule;
    std::optional<double> nearestEdge;  // any item but a crop mark, from the paper's edge
    std::optional<double> cropMarkEdge; // the nearest crop mark from the paper's edge
    std::optional<double> cropMarkGap;  // the nearest crop mark from what is cut
    std::vector<FontUse> fonts;         // by weight, then size
    int breaches = 0;
};

struct PreflightReport
{
    QString font; // the one typeface every page uses
    PreflightFloors floors;
    std::vector<PagePreflight> pages;
    std::vector<PreflightBreach> breaches; // by page, then check

    bool passed() const { return breaches.empty(); }
};

// Measures every page of `document`.
PreflightReport runPreflight(const Document &document, const Fonts &fonts,
                             const PreflightFloors &floors = {});

// One line per page with its figures, then one line per breach (at most `perCheck` of one check
// on one page, then how many more).
QString preflightText(const PreflightReport &report, int perCheck = 10);
// The report as JSON (docs/cli.md, "export --preflight").
model::Json preflightJson(const PreflightReport &report);
// One sentence for a player: how many floors the document breaks, and the first of them; empty
// when it passes. Translated.
QString preflightSummary(const PreflightReport &report);
// A breach in words: "page 3 (counters-2): text-size 5.25 pt < 6 pt: ship-1-name “Hyperion”".
QString describe(const PreflightBreach &breach);

} // namespace fw::templates
