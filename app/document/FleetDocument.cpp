#include "FleetDocument.h"

#include <model/systems/SystemRegistry.h>
#include <validators/ValidatorRegistry.h>

#include <QFileInfo>
#include <QTimer>
#include <QUndoStack>

#include <algorithm>

namespace fw::app {

FleetDocument::FleetDocument(const model::SystemRegistry &systems,
                             const validators::ValidatorRegistry &validators,
                             std::unique_ptr<model::Fleet> fleet, QObject *parent)
    : QObject(parent)
    , m_systems(systems)
    , m_validators(validators)
    , m_fleet(std::move(fleet))
    , m_system(systems.find(m_fleet->systemId))
    , m_undoStack(new QUndoStack(this))
{
    Q_ASSERT(m_system);
    m_undoStack->setUndoLimit(UndoLimit);
    connect(m_undoStack, &QUndoStack::cleanChanged, this,
            [this](bool clean) { Q_EMIT modifiedChanged(!clean); });
}

FleetDocument::~FleetDocument() = default;

void FleetDocument::setFilePath(const QString &path)
{
    if (path == m_filePath)
        return;
    m_filePath = path;
    Q_EMIT filePathChanged(path);
}

QString FleetDocument::displayName() const
{
    return m_filePath.isEmpty() ? tr("Untitled") : QFileInfo(m_filePath).fileName();
}

bool FleetDocument::isModified() const
{
    return !m_undoStack->isClean();
}

void FleetDocument::markSaved()
{
    m_undoStack->setClean();
}

const model::FleetReport &FleetDocument::report() const
{
    if (m_stale)
        analyse();
    return m_report;
}

const validators::Issues &FleetDocument::issues() const
{
    if (m_stale)
        analyse();
    return m_issues;
}

int FleetDocument::errorCount() const
{
    const auto &list = issues();
    return int(std::count_if(list.begin(), list.end(), [](const validators::Issue &i) {
        return i.severity == validators::Severity::Error;
    }));
}

void FleetDocument::analyse() const
{
    m_report = m_system->report(*m_fleet);
    m_issues = validators::validateFleet(*m_fleet, m_validators);
    m_stale = false;
}

// Marks the analysis stale before the change is announced, so listeners that ask for the report
// get the new one.
void FleetDocument::changed()
{
    m_stale = true;
    if (m_scheduled)
        return;
    // Many changes in one event-loop turn (a macro command, a drag) give one analysis.
    m_scheduled = true;
    QTimer::singleShot(0, this, [this] {
        m_scheduled = false;
        if (m_stale)
            analyse();
        Q_EMIT analysisUpdated();
    });
}

std::unique_ptr<model::ShipDesign>
FleetDocument::replaceShip(int index, std::unique_ptr<model::ShipDesign> ship)
{
    std::swap(m_fleet->ships.at(std::size_t(index)), ship);
    changed();
    Q_EMIT shipChanged(index);
    return ship;
}

void FleetDocument::insertShip(int index, std::unique_ptr<model::ShipDesign> ship)
{
    m_fleet->ships.insert(m_fleet->ships.begin() + index, std::move(ship));
    changed();
    Q_EMIT shipInserted(index);
}

std::unique_ptr<model::ShipDesign> FleetDocument::takeShip(int index)
{
    auto it = m_fleet->ships.begin() + index;
    std::unique_ptr<model::ShipDesign> ship = std::move(*it);
    m_fleet->ships.erase(it);
    changed();
    Q_EMIT shipRemoved(index);
    return ship;
}

void FleetDocument::moveShip(int from, int to)
{
    auto &ships = m_fleet->ships;
    std::unique_ptr<model::ShipDesign> ship = std::move(ships.at(std::size_t(from)));
    ships.erase(ships.begin() + from);
    ships.insert(ships.begin() + to, std::move(ship));
    changed();
    Q_EMIT shipMoved(from, to);
}

std::unique_ptr<model::Design> FleetDocument::replaceDesign(int index,
                                                            std::unique_ptr<model::Design> design)
{
    std::swap(m_fleet->designs.at(std::size_t(index)), design);
    changed();
    Q_EMIT designChanged(index);
    return design;
}

void FleetDocument::insertDesign(int index, std::unique_ptr<model::Design> design)
{
    m_fleet->designs.insert(m_fleet->designs.begin() + index, std::move(design));
    changed();
    Q_EMIT designInserted(index);
}

std::unique_ptr<model::Design> FleetDocument::takeDesign(int index)
{
    auto it = m_fleet->designs.begin() + index;
    std::unique_ptr<model::Design> design = std::move(*it);
    m_fleet->designs.erase(it);
    changed();
    Q_EMIT designRemoved(index);
    return design;
}

std::vector<std::unique_ptr<model::Design>>
FleetDocument::replaceDesigns(std::vector<std::unique_ptr<model::Design>> designs)
{
    std::swap(m_fleet->designs, designs);
    changed();
    Q_EMIT designsReplaced();
    return designs;
}

std::unique_ptr<model::FleetSettings>
FleetDocument::replaceSettings(std::unique_ptr<model::FleetSettings> settings)
{
    std::swap(m_fleet->settings, settings);
    changed();
    Q_EMIT settingsChanged();
    return settings;
}

FleetDocument::Header FleetDocument::header() const
{
    return {m_fleet->name, m_fleet->notes, m_fleet->budget, m_fleet->options};
}

void FleetDocument::setHeader(const Header &header)
{
    m_fleet->name = header.name;
    m_fleet->notes = header.notes;
    m_fleet->budget = header.budget;
    m_fleet->options = header.options;
    changed();
    Q_EMIT headerChanged();
}

} // namespace fw::app
