#pragma once

#include <QByteArray>
#include <QString>

class QTextStream;

namespace fw::model {
class SystemRegistry;
}
namespace fw::validators {
class ValidatorRegistry;
}

namespace fw::bench {

// Registers the built-in games and their validators; on a problem writes it to `out` and
// returns false.
bool registerBuiltins(model::SystemRegistry &systems, validators::ValidatorRegistry &validators,
                      QTextStream &out);

// A fleet file of `count` EasyStar ships: with 18, a legal fleet using every counter of every
// class; otherwise the designs below cycled.
QByteArray fleetJson(int count);

// An A Billion Suns fleet of one battlegroup of `ships` ships (frigates, gunships and destroyers
// in turn), the battlegroup's notes `notes`.
QByteArray battlegroupJson(int ships, const QString &notes = {});

// An A Billion Suns fleet of `classes` custom classes and one ship of each, without
// battlegroups.
QByteArray customClassesJson(int classes);
// An A Billion Suns fleet of `designs` custom classes with every field set, both weapon systems,
// names of 100 characters and notes of `noteLength` characters.
QByteArray largeDesignsJson(int designs, int noteLength);

// Kinds of long text, for the layouts' text fitting.
enum class TextKind {
    Words,   // words of ordinary length
    OneWord, // no space at all: broken between characters
    Marks,   // no space, and combining marks (no width) but for a letter every 10 characters
};
// A text of `length` characters of that kind.
QString longText(int length, TextKind kind);

// Fleet files of `count` ships as Fleetwright saves them (every field written, indented): EasyStar
// ships with weapons, auxiliaries, fighters and notes; A Billion Suns ships and wings in
// battlegroups of one class each, some with notes, and a custom class.
QByteArray savedEasyStarFleet(int count, const model::SystemRegistry &systems);
QByteArray savedBillionSunsFleet(int count, const model::SystemRegistry &systems);

// Compact fleet files of `count` ships: EasyStar ships with only a name and a class; EasyStar
// ships that are each a second flagship with a dorsal weapon out of range (two errors per ship);
// A Billion Suns ships in a battlegroup the roster lacks, among 2,000 it has (one error each).
QByteArray minimalEasyStarFleet(int count);
QByteArray easyStarFleetWithErrors(int count);
QByteArray billionSunsFleetWithUnknownGroups(int count);
// The first example fleet of `system` in `examples` (a folder of *.fleet.json) with its ships
// replaced by `count` ships, each only a name and the class or design (and battlegroup) of the
// example's first ship: the smallest ships a file of that game can hold. Empty when there is no
// such example.
QByteArray minimalShipsOf(const QString &examples, const char *system, int count);

// A Sunder the Stars fleet file of `count` ships of three made-up cards (a small frigate, a medium
// cruiser, a large carrier with bays), the first a flagship, in squadrons of three; every card
// check and fleet limit runs; within its budget of 1000 points the fleet has no issue.
QByteArray sunderFleetJson(int count);

// Talon fleet files of built-in counters: a Talon fleet of 1,485 SP (DN, BB, BC, base, 2 CA,
// 3 CL, 3 DD, 2 FF, transport: every weapon of the faction), and a fleet with one ship of each of
// the 19 built-in counters (both factions: a target list, not a legal fleet).
QByteArray talonFleetJson();
QByteArray talonEveryCounterJson();

// A forum list of `designs` SCS ships, each of a design of its own whose name has no ASCII letter
// (so that every new design's id grows from the same base).
QString listOfDesigns(int designs);
// A forum list of `count` ships of the game `game` (its name as a list's second line gives it),
// each a title line alone: "12. S12 — CLASS". The shortest lines a list can make a ship from.
QByteArray oneLineShips(const QString &game, const QString &className, int count);

} // namespace fw::bench
