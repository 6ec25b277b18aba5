#pragma once

#include <QPointer>

#include "../SystemUi.h"
#include "EasyStarEditing.h"

#include <model/systems/easystar/EasyStarCalculator.h>

#include <map>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;
class QTableView;

namespace fw::app {

class EasyStarAdvantageBox;
class EasyStarWeaponsModel;

// The EasyStar ship editor: hull, weapons, auxiliaries and fighters, the flagship advantage, and
// the figures that follow from them. Every edit is an undo command; the editor follows the
// document (undo, redo, other editors) without moving the user's focus or cursor.
class EasyStarShipEditor final : public ShipEditor
{
    Q_OBJECT

public:
    EasyStarShipEditor(FleetDocument &document, QWidget *parent = nullptr);

    void setShip(int index) override;
    int ship() const override { return m_index; }
    bool focusSubject(const QString &subject) override;

protected:
    void resizeEvent(QResizeEvent *event) override;

    EasyStarWeaponsModel *weaponsModel() const { return m_weaponsModel; }
    QTableView *weaponsTable() const { return m_weapons; }

private:
    QGroupBox *createHull();
    QGroupBox *createFigures();
    QGroupBox *createWeapons();
    QGroupBox *createAuxiliaries();
    void renumber(int index);
    void refresh();     // the fields, from the ship
    void clearFields(); // no ship
    void refreshClass(const model::easystar::EasyStarShip &ship,
                      const model::easystar::ShipClass *shipClass,
                      const model::easystar::EasyStarOptions &options);
    void refreshHullDevices(const model::easystar::EasyStarShip &ship,
                            const model::easystar::ShipClass *shipClass);
    void refreshSpaces(const model::easystar::ShipFigures &figures);
    void refreshAuxiliaries(const model::easystar::EasyStarShip &ship,
                            const model::easystar::ShipFigures &figures);
    void refreshFigures(); // the derived values, from the document's report
    void updateTableHeight();
    void updateFreeUnitColumns();
    // Shows the derived columns (to-hit, actual range and damage) only where the table has room
    // for them; those it hides are written under the table for the selected weapon.
    void fitWeaponColumns();
    void updateWeaponExtra();
    bool edit(const QString &text, const char *field, bool merge,
              const std::function<void(model::easystar::EasyStarShip &)> &change);
    void addWeapon();
    void removeWeapon();

    FleetDocument &m_document;
    // The main window may delete the document before its editors: nothing is read once it is
    // gone.
    QPointer<FleetDocument> m_alive;
    int m_index = -1;

    // Hull
    QLineEdit *m_name = nullptr;
    QComboBox *m_class = nullptr;
    QLabel *m_classCard = nullptr;
    QSpinBox *m_speedTraded = nullptr;
    QLabel *m_speedNote = nullptr;
    QCheckBox *m_engine = nullptr;
    QCheckBox *m_gunMount = nullptr;
    QCheckBox *m_flagship = nullptr;
    QPlainTextEdit *m_notes = nullptr;

    // Figures
    QFormLayout *m_figuresLayout = nullptr;
    QLabel *m_spacesFigure = nullptr;
    QLabel *m_damageFigure = nullptr;
    QLabel *m_speedFigure = nullptr;
    QLabel *m_costFigure = nullptr;
    std::vector<QString> m_statKeys;
    std::map<QString, QLabel *> m_stats;

    // Weapons
    QLabel *m_spaces = nullptr;
    QPushButton *m_addWeapon = nullptr;
    QPushButton *m_removeWeapon = nullptr;
    QTableView *m_weapons = nullptr;
    QLabel *m_weaponExtra = nullptr;
    EasyStarWeaponsModel *m_weaponsModel = nullptr;

    // Auxiliaries and fighters
    std::map<QString, QCheckBox *> m_auxiliaries;
    QSpinBox *m_fighterBays = nullptr;
    QSpinBox *m_interceptors = nullptr;
    QSpinBox *m_attack = nullptr;
    QLabel *m_fighterSummary = nullptr;

    EasyStarAdvantageBox *m_advantage = nullptr;
    QWidget *m_advantagePlaceholder = nullptr;
};

} // namespace fw::app
