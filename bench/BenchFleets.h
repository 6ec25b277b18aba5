#pragma once

#include <QByteArray>
#include <QString>

namespace fw::bench {

// A fleet file of `count` EasyStar ships: with 18, a legal fleet using every counter of every
// class; otherwise the designs below cycled.
QByteArray fleetJson(int count);

// An A Billion Suns fleet of one battlegroup of `ships` ships (frigates, gunships and destroyers
// in turn), the battlegroup's notes `notes`.
QByteArray battlegroupJson(int ships, const QString &notes = {});

// An A Billion Suns fleet of `classes` custom classes and one ship of each, without
// battlegroups.
QByteArray customClassesJson(int classes);

// Kinds of long text, for the layouts' text fitting.
enum class TextKind {
    Words,   // words of ordinary length
    OneWord, // no space at all: broken between characters
    Marks,   // no space, and combining marks (no width) but for a letter every 10 characters
};
// A text of `length` characters of that kind.
QString longText(int length, TextKind kind);

} // namespace fw::bench
