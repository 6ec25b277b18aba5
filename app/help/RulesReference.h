#pragma once

#include <QString>
#include <QStringList>

#include <map>

namespace fw::app {

// The rules reference behind issues and costs: per game a resource
// (resources/rulesets/<game>/reference.json, compiled in as :/reference/<game>/reference.json)
// that cites, for every issue code, where its rule comes from and sums the rule up in the
// project's own words, and sums up the rule sections that cost lines cite. Codes every game
// shares (file.*, fleet.*) are in resources/rulesets/common/reference.json.
class RulesReference
{
public:
    struct Entry
    {
        QString citation; // "§V.B" with the game's name before it
        QString summary;  // empty when the reference has none
    };

    // The entry of issue `code` of game `systemId`, or an empty entry.
    Entry issue(const QString &systemId, const QString &code) const;
    // The summaries of the sections `citation` names ("<game> §V.A, §V.B"): the whole citation's
    // entry, else each part's (separated by ", " or "; "; a part's game name may be left out of
    // the reference: "§V.A"). Empty when none is known.
    QStringList sections(const QString &systemId, const QString &citation) const;
    // Whether the reference sums up all of `citation`: the whole of it, or each of its parts.
    bool explains(const QString &systemId, const QString &citation) const;
    // Every issue code the reference of `systemId` (or "common") holds.
    QStringList issueCodes(const QString &systemId) const;
    // A problem with the reference of `systemId` (missing or malformed file), or empty.
    QString problem(const QString &systemId) const;

private:
    struct Game
    {
        std::map<QString, Entry> issues;
        std::map<QString, QString> sections;
        QString problem;
    };
    const Game &game(const QString &systemId) const;

    mutable std::map<QString, Game> m_games;
};

} // namespace fw::app
