#include "BattleSides.h"

#include "../document/FleetDocument.h"

#include <model/combat/CombatRules.h>
#include <model/core/ShipPick.h>
#include <model/io/FleetFile.h>
#include <model/systems/FleetCost.h>
#include <model/systems/GameSystem.h>
#include <model/systems/SystemRegistry.h>

#include <QFileInfo>

#include <algorithm>

namespace fw::app {

namespace {

QString sideLetter(int side)
{
    return side == 0 ? QStringLiteral("A") : QStringLiteral("B");
}

} // namespace

BattleSides::BattleSides(const model::SystemRegistry &systems, QObject *parent)
    : QObject(parent)
    , m_systems(systems)
{}

BattleSides::~BattleSides() = default;

void BattleSides::setDocument(FleetDocument *document)
{
    if (m_document == document)
        return;
    if (m_document)
        m_document->disconnect(this);
    m_document = document;
    if (m_document) {
        connect(m_document, &FleetDocument::analysisUpdated, this, [this] {
            if (m_sides[0].source == Source::OpenFleet || m_sides[1].source == Source::OpenFleet)
                update();
        });
    }
    for (Side &side : m_sides) {
        if (side.source == Source::OpenFleet)
            side.picked.clear();
    }
    Q_EMIT documentReplaced();
    update();
}

FleetDocument *BattleSides::document() const
{
    return m_document;
}

void BattleSides::useOpenFleet(int side)
{
    if (m_sides[side].source == Source::OpenFleet)
        return;
    m_sides[side].source = Source::OpenFleet;
    m_sides[side].picked.clear();
    update();
}

bool BattleSides::useLoadedFile(int side)
{
    if (!m_sides[side].file)
        return false;
    if (m_sides[side].source != Source::File) {
        m_sides[side].source = Source::File;
        m_sides[side].picked.clear();
        update();
    }
    return true;
}

bool BattleSides::loadFile(int side, const QString &path, QString *error)
{
    model::LoadResult result = model::FleetFile::load(path, m_systems);
    QString reason;
    if (!result.ok()) {
        reason = tr("“%1” cannot be read:\n%2").arg(QFileInfo(path).fileName(), result.errorText());
    } else {
        const model::GameSystem *game = m_systems.find(result.fleet->systemId);
        const model::Fleet *other = fleet(1 - side);
        const model::GameSystem *otherGame = other ? m_systems.find(other->systemId) : nullptr;
        if (!game || !game->combat()) {
            reason = tr("“%1” is a fleet for %2, and Fleetwright cannot fight %2 battles yet.")
                         .arg(QFileInfo(path).fileName(),
                              game ? game->displayName() : result.fleet->systemId);
        } else if (otherGame && otherGame != game) {
            reason = tr("“%1” is a fleet for %2, but side %3 plays %4: both sides must play the "
                        "same game.")
                         .arg(QFileInfo(path).fileName(), game->displayName(), sideLetter(1 - side),
                              otherGame->displayName());
        }
    }
    if (!reason.isEmpty()) {
        if (error)
            *error = reason;
        return false;
    }
    Side &s = m_sides[side];
    s.source = Source::File;
    s.path = QFileInfo(path).absoluteFilePath();
    s.file = std::move(result.fleet);
    s.picked.clear();
    update();
    return true;
}

void BattleSides::pickShips(int side, std::vector<int> ships)
{
    const model::Fleet *whole = wholeFleet(side);
    std::sort(ships.begin(), ships.end());
    ships.erase(std::unique(ships.begin(), ships.end()), ships.end());
    const std::size_t count = whole ? whole->ships.size() : 0;
    // Every ship is no pick.
    if (ships.size() == count)
        ships.clear();
    Side &s = m_sides[side];
    s.picked = std::move(ships);
    s.pickedOf = count;
    update();
}

void BattleSides::update()
{
    for (int side = 0; side < 2; ++side) {
        Side &s = m_sides[side];
        const model::Fleet *whole = wholeFleet(side);
        if (!whole || whole->ships.size() != s.pickedOf)
            s.picked.clear();
        s.pickedFleet = s.picked.empty() ? nullptr : model::withShips(*whole, s.picked);
    }
    Q_EMIT changed();
}

const model::Fleet *BattleSides::wholeFleet(int side) const
{
    const Side &s = m_sides[side];
    if (s.source == Source::File)
        return s.file.get();
    return m_document ? &m_document->fleet() : nullptr;
}

const model::Fleet *BattleSides::fleet(int side) const
{
    const Side &s = m_sides[side];
    return s.pickedFleet ? s.pickedFleet.get() : wholeFleet(side);
}

const model::GameSystem *BattleSides::system() const
{
    const model::Fleet *a = fleet(0);
    return a ? m_systems.find(a->systemId) : nullptr;
}

const model::combat::CombatRules *BattleSides::rules() const
{
    return problem().isEmpty() ? system()->combat() : nullptr;
}

QString BattleSides::problem() const
{
    const model::Fleet *a = fleet(0);
    const model::Fleet *b = fleet(1);
    if (!a || !b)
        return tr("Choose a fleet for each side.");
    const model::GameSystem *gameA = m_systems.find(a->systemId);
    const model::GameSystem *gameB = m_systems.find(b->systemId);
    if (!gameA || !gameB)
        return tr("This version does not know the game of one of the fleets.");
    if (gameA != gameB) {
        return tr("Side A plays %1 and side B plays %2: both sides must play the same game. "
                  "Choose another fleet for one side.")
            .arg(gameA->displayName(), gameB->displayName());
    }
    if (!gameA->combat())
        return tr("Fleetwright cannot fight %1 battles yet.").arg(gameA->displayName());
    if (a->ships.empty() || b->ships.empty())
        return tr("Side %1 has no ships.").arg(sideLetter(a->ships.empty() ? 0 : 1));
    return {};
}

QString BattleSides::describe(int side) const
{
    const model::Fleet *f = fleet(side);
    if (!f)
        return tr("no fleet");
    const QString name = f->name.isEmpty() ? tr("Untitled fleet") : f->name;
    const model::GameSystem *game = m_systems.find(f->systemId);
    if (!game)
        return name;
    const qint64 points = model::fleetCost(*game, *f);
    const model::Fleet *whole = wholeFleet(side);
    if (whole && whole->ships.size() != f->ships.size()) {
        return tr("%1 — %2 of %n ship(s), %3", nullptr, int(whole->ships.size()))
            .arg(name)
            .arg(f->ships.size())
            .arg(game->formatPoints(points));
    }
    return tr("%1 — %n ship(s), %2", nullptr, int(f->ships.size()))
        .arg(name, game->formatPoints(points));
}

QString BattleSides::sideName(int side) const
{
    const model::Fleet *f = fleet(side);
    const QString name = f && !f->name.isEmpty() ? f->name : tr("Untitled fleet");
    return side == 0 ? tr("Side A (%1)").arg(name) : tr("Side B (%1)").arg(name);
}

QByteArray BattleSides::snapshot(int side) const
{
    const model::Fleet *f = fleet(side);
    return f ? model::FleetFile::serialize(*f, m_systems) : QByteArray();
}

} // namespace fw::app
