#pragma once

#include "../core/Fleet.h"
#include "../core/Result.h"
#include "FleetReport.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>
#include <QStringList>

#include <optional>
#include <variant>

namespace fw::model {

// The design ids a list's reading has seen, and the next number to try after each base: a free
// id is found in constant time however many designs share a base (freeDesignId).
struct DesignIdIndex
{
    QSet<QString> ids;
    QHash<QString, int> next;
    int made = 0; // the designs the list has made from their names (designFor)
};

// A ship as a shared list gives it, read by the shared part of the reader (model/io/ShareText).
struct SharedShip
{
    QString name;
    QString className;     // the text after the name, without the cost
    QString group;         // the heading above it; empty when none
    bool newGroup = false; // the first ship under a heading the list has not had before
    bool flagship = false;
    int line = 0;             // 1-based line of its title
    int classColumn = 0;      // 1-based column where className starts
    QStringList loadout;      // the lines under the title, trimmed
    std::vector<int> lines;   // the line of each loadout entry
    std::vector<int> columns; // the 1-based column where each loadout entry starts
    // The designs the list has named so far, by name in lower case: their ids (designFor).
    QHash<QString, QString> *designIds = nullptr;
    DesignIdIndex *idIndex = nullptr; // the ids in use, for new designs' ids
};

// What a ship read from a list left out or could not be read: "line:column: message" is made
// by the caller from these.
struct ShareNote
{
    int line = 0;
    int column = 0;
    QString message;   // translated
    bool last = false; // an error after which the list is read no further
};

// How one game writes a ship in a list for forum readers, in the game's own notation, and reads
// it back. Each game implements it in its own folder; the shared part (the fleet's header, its
// headings, totals, rules options and share code) is written and read once, in model/io.
class ShareNotation
{
    Q_DECLARE_TR_FUNCTIONS(fw::ShareNotation)

public:
    virtual ~ShareNotation() = default;

    // The lines under a ship's title: its loadout as the game's rules write it.
    virtual QStringList loadout(const Fleet &fleet, std::size_t ship,
                                const ShipReport &report) const = 0;
    // Whether the ship is the fleet's flagship (or what the game allows only once); none by
    // default.
    virtual bool flagship(const Fleet &, std::size_t) const { return false; }

    // Adds `ship` to `fleet`, with its class, group and loadout as far as the notation allows.
    // Returns an error (with its place) when it cannot; appends to `left` what it left out.
    virtual std::optional<ShareNote> addShip(Fleet &fleet, const SharedShip &ship,
                                             std::vector<ShareNote> &left) const = 0;

protected:
    // Helpers the games' notations share.
    static bool sameName(const QString &a, const QString &b);
    // The fleet's design whose name or id is `name`, or -1.
    static int designNamed(const Fleet &fleet, const QString &name);
    // The most designs one list may make from their names alone. A fleet list names a few dozen;
    // each one made is an empty design for the player to fill in, so a list of thousands is not
    // one a player wrote, and would hold far more than its text (a fleet file or a share code
    // carries any number of designs with their figures).
    static constexpr int MaxNamedDesigns = 1000;
    // The id of the fleet's design the ship names. When the fleet has none by that name, `stub`
    // joins the fleet's designs under it, and `left` says that only its name is known; past
    // MaxNamedDesigns, an error at the ship's class instead.
    static std::variant<QString, ShareNote> designFor(Fleet &fleet, const SharedShip &ship,
                                                      std::unique_ptr<Design> stub,
                                                      std::vector<ShareNote> &left);
    // A design id made from `name` that no design of the fleet has yet: "Var'Nic" -> "varnic".
    static QString freeDesignId(const Fleet &fleet, const QString &name,
                                DesignIdIndex *index = nullptr);
    // Whether `line` starts with "label:" (the English label or the translated one); `rest` is
    // what follows.
    static bool hasLabel(const QString &line, const char *english, const QString &translated,
                         QString &rest);
    // "the class \"X\" is not ...": an error at the ship's class.
    static ShareNote atClass(const SharedShip &ship, QString message);
    // Notes that the game has no flagship when the ship is marked as one.
    static void noFlagship(const SharedShip &ship, std::vector<ShareNote> &left);
};

// The base of a game's notation: the game's system, for its tables.
template<typename System>
class ShareNotationOf : public ShareNotation
{
public:
    explicit ShareNotationOf(const System &system)
        : m_system(system)
    {}

protected:
    const System &m_system;
};

} // namespace fw::model
