#pragma once

#include <model/core/Fleet.h>

#include <QCoreApplication>
#include <QString>
#include <QWidget>

#include <functional>
#include <memory>
#include <vector>

class QDialog;

namespace fw::validators {
class ValidatorRegistry;
}

namespace fw::app {

class FleetDocument;
class PrintSession;

// What the window lends a dialog that an editor asks it to open (DesignEditor::dialogRequested).
struct EditorServices
{
    const PrintSession &print; // previews of the sheets
    const validators::ValidatorRegistry &validators;
};

// The editor of one ship of one game system. It shows the ship as it is in the document and
// changes it only through undo commands (app/commands).
// Calls `update` (for `receiver`) whenever the fleet's designs change: one edited, inserted,
// removed, or all replaced (Import Designs…).
void followDesigns(QObject *receiver, FleetDocument &document, const std::function<void()> &update);

class ShipEditor : public QWidget
{
    Q_OBJECT

public:
    using QWidget::QWidget;
    // Shows ship `index` of the document; -1 shows nothing.
    virtual void setShip(int index) = 0;
    virtual int ship() const = 0;
    // Puts the focus on the field that `subject` names, relative to the ship: "weapons[1].range",
    // "fighters", "class". Returns false when the editor has no such field.
    virtual bool focusSubject(const QString &subject) = 0;

Q_SIGNALS:
    // Asks the window to show what a path from the fleet names ("designs[2]"): its page and
    // field. Editors never reach for the window themselves.
    void subjectRequested(const QString &path);
    // Asks the window for its itemised cost of the ship shown (Explain the Ship's Cost).
    void costBreakdownRequested();

protected:
    // Calls `update` when the ship shown (ship()), the fleet's designs or its settings change, and
    // `notes` when the document's issues and report are updated.
    void followShipAndDesigns(FleetDocument &document, const std::function<void()> &update,
                              const std::function<void()> &notes);
};

// The editor of one design of the fleet (Fleet::designs) on the Designs page. Like a ship editor,
// it changes the design only through undo commands (app/commands/DesignCommands.h).
class DesignEditor : public QWidget
{
    Q_OBJECT

public:
    using QWidget::QWidget;
    // Shows design `index` of the fleet; -1 shows nothing.
    virtual void setDesign(int index) = 0;
    virtual int design() const = 0;
    // Focuses the field a path below the design names ("mass", "primary.dice"); false when the
    // editor has no such field.
    virtual bool focusSubject(const QString &subject) = 0;

    // An action of the editor (QWidget::actions()) with this property set to true goes in the
    // window's File menu, after Import Designs…
    static constexpr char FileMenuProperty[] = "fleetwright_fileMenu";

    // Makes a dialog with the window's services, parented to `parent`.
    using DialogMaker = std::function<QDialog *(const EditorServices &, QWidget *parent)>;

Q_SIGNALS:
    // Asks the window to show what a path from the fleet names ("designs[2].mass").
    void subjectRequested(const QString &path);
    // Asks the window to open the dialog that `make` builds; the window deletes it when closed.
    void dialogRequested(const fw::app::DesignEditor::DialogMaker &make);
};

// The fleet-wide part of one game system's fleet editor (counters bought per player, a game's
// scale, battlegroups, ...). The name, budget, notes and rules options are edited generically.
class FleetEditor : public QWidget
{
    Q_OBJECT

public:
    using QWidget::QWidget;
    // Focus the field that a fleet-level subject names ("damageControl", "battlegroups[2].name").
    virtual bool focusSubject(const QString &subject) = 0;
};

// Ships of the fleet tree shown under a group (a battlegroup, a squadron), in order.
struct ShipGroup
{
    QString name;
    QString subject; // the group's path, for issues: "battlegroups[2]"
    std::vector<int> ships;
    // "Add Ship" while the group (or one of its ships) is selected puts the new ship in it, by
    // passing `key` to SystemUi::newShip. A group that only gathers ships (e.g. ships naming a
    // group that does not exist) takes none.
    bool takesNewShips = false;
    QString key;

    bool operator==(const ShipGroup &other) const = default;
};

// What the desktop app needs to know about one game system. Implementations live in
// app/systems/<id>/ and are registered in registerBuiltinUi().
class SystemUi
{
    Q_DECLARE_TR_FUNCTIONS(fw::SystemUi)

public:
    SystemUi() = default;
    SystemUi(const SystemUi &) = delete;
    SystemUi &operator=(const SystemUi &) = delete;
    virtual ~SystemUi() = default;

    virtual QString systemId() const = 0;

    // The fleet tree: ships grouped (battlegroups), or empty for a flat list.
    virtual std::vector<ShipGroup> groups(const model::Fleet &fleet) const;
    // Puts `ship` in the group whose ShipGroup::key is `key` (dragged there in the fleet tree);
    // false when the game's groups are not the player's to change that way (the default).
    virtual bool setShipGroup(model::ShipDesign &ship, const QString &key) const;
    // A new ship for "Add Ship", placed in the group whose ShipGroup::key is `group` (empty: the
    // game's choice).
    virtual std::unique_ptr<model::ShipDesign> newShip(const FleetDocument &document,
                                                       const QString &group) const = 0;
    // A new ship's name: the class's name and the number after the highest a ship of the fleet
    // has with that name ("Var'Nic 3"; model/core/ShipNames.h).
    static QString nextShipName(const model::Fleet &fleet, const QString &className);
    // For Duplicate Ship: what the game allows only once (a flagship and what comes with it) is
    // taken off `copy`. The caller names the copy.
    virtual void forgetUnique(model::ShipDesign &copy) const;
    // Whether `ship` is its fleet's flagship (the ship lists mark it); a game without one: never.
    virtual bool isFlagship(const model::ShipDesign &ship) const;
    // Why ship `index` cannot be duplicated (a ship of a design the game allows once), translated;
    // empty when it can.
    virtual QString duplicateRefusal(const model::Fleet &fleet, int index) const;
    // A change of ship `index`'s class from one named `oldClassName` to one named
    // `newClassName`, as an undo step `text`: while the ship's name is still a default name of the
    // old class, it takes the new class's next name, and the step's text says so.
    struct ClassChange
    {
        QString text;
        QString name; // the ship's new name; empty: it keeps its own
        void rename(model::ShipDesign &ship) const
        {
            if (!name.isEmpty())
                ship.name = name;
        }
    };
    static ClassChange classChange(const model::Fleet &fleet, int index, const QString &text,
                                   const QString &oldClassName, const QString &newClassName);
    // classChange for a game whose ships name one of the fleet's designs: to design
    // `newDesignId`, each design by its name.
    static ClassChange designChange(const model::Fleet &fleet, int index, const QString &text,
                                    const QString &newDesignId);
    // For a game whose ships name one of the fleet's designs: a new ship of design
    // `ship.classId` (the fleet's first design when it names none), named after that design and
    // numbered.
    static void nameAfterDesign(const model::Fleet &fleet, model::ShipDesign &ship);
    // Editors; the caller owns them through `parent`.
    virtual ShipEditor *createShipEditor(FleetDocument &document, QWidget *parent) const = 0;
    virtual FleetEditor *createFleetEditor(FleetDocument &document, QWidget *parent) const = 0;
    // The Designs page's editor, for a game whose fleets hold designs; null for a game without
    // (then the app shows no Designs page).
    virtual DesignEditor *createDesignEditor(FleetDocument &document, QWidget *parent) const;
    // A new design for "New Design", with an id no design of the fleet has.
    virtual std::unique_ptr<model::Design> newDesign(const FleetDocument &document) const;
    // The fields the New Fleet dialog shows for this system (a budget, a scale, ...) and how
    // they set up the new fleet.
    virtual QWidget *createNewFleetFields(QWidget *parent) const = 0;
    virtual void applyNewFleetFields(QWidget *fields, model::Fleet &fleet) const = 0;
};

class UiRegistry
{
public:
    void add(std::unique_ptr<SystemUi> ui);
    const SystemUi *find(const QString &systemId) const;

private:
    std::vector<std::unique_ptr<SystemUi>> m_uis;
};

void registerBuiltinUi(UiRegistry &registry);

} // namespace fw::app
