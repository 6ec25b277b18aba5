#pragma once

#include <model/core/Fleet.h>
#include <model/systems/FleetReport.h>
#include <validators/Issue.h>

#include <QObject>
#include <QString>

#include <memory>
#include <vector>

class QUndoStack;

namespace fw::model {
class GameSystem;
class SystemRegistry;
} // namespace fw::model
namespace fw::validators {
class ValidatorRegistry;
}

namespace fw::app {

// An open fleet: the fleet, its undo stack, its file, and its analysis (report and issues),
// recomputed once per event-loop turn after any change. Widgets never change the fleet: they
// push commands (app/commands), which call the mutators below and announce what changed.
class FleetDocument : public QObject
{
    Q_OBJECT

public:
    FleetDocument(const model::SystemRegistry &systems,
                  const validators::ValidatorRegistry &validators,
                  std::unique_ptr<model::Fleet> fleet, QObject *parent = nullptr);
    ~FleetDocument() override;

    const model::Fleet &fleet() const { return *m_fleet; }
    const model::GameSystem &system() const { return *m_system; }
    const model::SystemRegistry &systems() const { return m_systems; }
    QUndoStack *undoStack() const { return m_undoStack; }
    // The undo steps a document keeps; older ones are dropped.
    static constexpr int UndoLimit = 1000;

    QString filePath() const { return m_filePath; }
    void setFilePath(const QString &path);
    // The file name, or "Untitled" for a fleet never saved.
    QString displayName() const;
    bool isModified() const;
    // Marks the current state as saved (the undo stack's clean state).
    void markSaved();

    // The analysis of the current fleet. If a change is pending, it is computed now.
    const model::FleetReport &report() const;
    const validators::Issues &issues() const;
    int errorCount() const;

    // Mutators for commands only. Each replaces a whole piece and says what changed.
    std::unique_ptr<model::ShipDesign> replaceShip(int index,
                                                   std::unique_ptr<model::ShipDesign> ship);
    void insertShip(int index, std::unique_ptr<model::ShipDesign> ship);
    std::unique_ptr<model::ShipDesign> takeShip(int index);
    void moveShip(int from, int to);
    std::unique_ptr<model::Design> replaceDesign(int index, std::unique_ptr<model::Design> design);
    void insertDesign(int index, std::unique_ptr<model::Design> design);
    std::unique_ptr<model::Design> takeDesign(int index);
    // Swaps the whole list of designs (an import); returns the old one.
    std::vector<std::unique_ptr<model::Design>>
    replaceDesigns(std::vector<std::unique_ptr<model::Design>> designs);
    std::unique_ptr<model::FleetSettings>
    replaceSettings(std::unique_ptr<model::FleetSettings> settings);
    // Name, notes, budget and rules options.
    struct Header
    {
        QString name;
        QString notes;
        std::optional<int> budget;
        model::RulesOptions options;
        bool operator==(const Header &other) const = default;
    };
    Header header() const;
    void setHeader(const Header &header);

Q_SIGNALS:
    void shipChanged(int index);
    void shipInserted(int index);
    void shipRemoved(int index);
    void shipMoved(int from, int to);
    void designChanged(int index);
    void designInserted(int index);
    void designRemoved(int index);
    void designsReplaced();
    void settingsChanged();
    void headerChanged();
    // After any change, once the analysis is up to date (once per event-loop turn).
    void analysisUpdated();
    void modifiedChanged(bool modified);
    void filePathChanged(const QString &path);

private:
    void changed();
    void analyse() const;

    const model::SystemRegistry &m_systems;
    const validators::ValidatorRegistry &m_validators;
    std::unique_ptr<model::Fleet> m_fleet;
    const model::GameSystem *m_system = nullptr;
    QUndoStack *m_undoStack = nullptr;
    QString m_filePath;

    mutable model::FleetReport m_report;
    mutable validators::Issues m_issues;
    mutable bool m_stale = true;
    bool m_scheduled = false;
};

} // namespace fw::app
