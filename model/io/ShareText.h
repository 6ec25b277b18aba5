#pragma once

#include "FleetFile.h"

#include <QCoreApplication>
#include <QString>

#include <optional>
#include <vector>

namespace fw::model {

class GameSystem;
class SystemRegistry;
struct FleetReport;

// A fleet as a list for forums and chat (docs/file-format.md, "Shared lists"): its name, game,
// points and budget, each ship with its loadout in the game's own notation (ShareNotation) under
// the headings of its groups, the flagship marked with ★, the totals, the rules options that
// differ from the defaults and, last, the share code (ShareCode). Reading a list back uses the
// code when it has one (the exact fleet) and otherwise rebuilds what the notation allows.
class ShareText
{
    Q_DECLARE_TR_FUNCTIONS(fw::ShareText)

public:
    // The longest text read, in characters, and the longest line of a list without a code.
    static constexpr qsizetype MaxTextLength = FleetFile::MaxFileSize;
    static constexpr qsizetype MaxLineLength = 4096;
    // The most ships a list without a code makes. A list is a fleet written for people to read
    // on a forum; each of its ships is read into a whole ship of the game, every default filled
    // in, so a long list of one-line ships would take far more memory than its text (some 2 KB
    // per 25-character line while it is read). A fleet file or a share code carries any number.
    static constexpr int MaxListShips = 10000;

    // `errors`: the fleet's rules errors, when known (the list then says whether it is legal).
    static QString write(const Fleet &fleet, const FleetReport &report,
                         const SystemRegistry &systems, std::optional<int> errors = {},
                         bool withCode = true);

    struct Import
    {
        LoadResult result;
        std::vector<LoadError> warnings; // what a list without a code left out
        bool fromCode = false;
    };
    // Reads a list, a bare share code or a fleet file's text. `source` names it in messages.
    static Import read(const QString &text, const QString &source, const SystemRegistry &systems);
    // The same from the bytes of a file: text that is not UTF-8 is refused at its line:column.
    static Import read(const QByteArray &bytes, const QString &source,
                       const SystemRegistry &systems);
};

} // namespace fw::model
