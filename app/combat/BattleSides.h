#pragma once

#include <model/core/Fleet.h>

#include <QObject>
#include <QPointer>
#include <QString>

#include <memory>
#include <vector>

namespace fw::model {
class GameSystem;
class SystemRegistry;
namespace combat {
class CombatRules;
}
} // namespace fw::model

namespace fw::app {

class FleetDocument;

// The two fleets of the Trial Battle window. Each side is either the fleet open in the main
// window (it follows every edit) or a fleet read from a file. Both must be fleets of the same game,
// and that game must have combat rules; problem() says why not.
class BattleSides : public QObject
{
    Q_OBJECT

public:
    enum class Source { OpenFleet, File };

    explicit BattleSides(const model::SystemRegistry &systems, QObject *parent = nullptr);
    ~BattleSides() override;

    const model::SystemRegistry &systems() const { return m_systems; }

    // The fleet open in the main window; null while there is none.
    void setDocument(FleetDocument *document);
    FleetDocument *document() const;

    Source source(int side) const { return m_sides[side].source; }
    QString filePath(int side) const { return m_sides[side].path; }
    void useOpenFleet(int side);
    // Uses the fleet in `path` for `side`. A file that cannot be read, or a fleet of another game
    // than the other side's, or of a game without combat rules, changes nothing: returns false
    // with the reason (translated; a read error names the file, the place and the reason).
    bool loadFile(int side, const QString &path, QString *error = nullptr);
    // Uses a file's fleet again (after useOpenFleet) without reading it anew; false without one.
    bool useLoadedFile(int side);
    bool hasLoadedFile(int side) const { return m_sides[side].file != nullptr; }

    // The ships of the side's fleet that fight, by index (empty: all of them): a duel of a few
    // ships without a file of their own. A new fleet for the side, or a change in the number of
    // its ships, picks all of them again.
    void pickShips(int side, std::vector<int> ships);
    const std::vector<int> &pickedShips(int side) const { return m_sides[side].picked; }
    // The side's whole fleet, before the pick.
    const model::Fleet *wholeFleet(int side) const;
    // The fleet that fights: the picked ships of the side's fleet.
    const model::Fleet *fleet(int side) const;
    // The game of side A's fleet (null without one).
    const model::GameSystem *system() const;
    // The combat rules both sides fight by; null when problem() is not empty.
    const model::combat::CombatRules *rules() const;
    // Why no battle can be fought with these fleets (translated); empty when one can.
    QString problem() const;
    // "Blue Fleet — 5 ships, 500 BP" (translated).
    QString describe(int side) const;
    // The side's name for results: "Side A (Blue Fleet)".
    QString sideName(int side) const;
    // The fleet as saved, to tell whether it changed between two runs.
    QByteArray snapshot(int side) const;

Q_SIGNALS:
    // A side was switched, or its fleet changed.
    void changed();
    // The main window opened another fleet (or none): before changed().
    void documentReplaced();

private:
    struct Side
    {
        Source source = Source::OpenFleet;
        QString path;
        std::unique_ptr<model::Fleet> file;
        std::vector<int> picked;                   // empty: every ship
        std::size_t pickedOf = 0;                  // the fleet's ships when they were picked
        std::unique_ptr<model::Fleet> pickedFleet; // the picked ships, made by update()
    };

    // Makes each side's picked fleet anew (or drops a pick the fleet outgrew) and says changed().
    void update();

    const model::SystemRegistry &m_systems;
    QPointer<FleetDocument> m_document;
    Side m_sides[2];
};

} // namespace fw::app
