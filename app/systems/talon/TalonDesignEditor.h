#pragma once

#include "../../designer/DataDesignEditor.h"
#include "TalonEditing.h"

class QLabel;

namespace fw::app {

namespace talon {
class TalonArcPicker;
class TalonWeaponGroups;
} // namespace talon

// The Designs page of Talon: one custom counter of the fleet. The header (id, class code, name,
// faction, hull type, SP, afterburners, batteries, explosion), the four shield arcs around a ship
// outline, the power curve with a column per speed, the hull boxes in damage order, the weapon
// groups with their arcs chosen on an outline, and notes.
class TalonDesignEditor final
    : public DataDesignEditor<model::talon::TalonDesign, model::talon::TalonCounter,
                              &model::talon::TalonDesign::counter>
{
    Q_OBJECT

public:
    explicit TalonDesignEditor(FleetDocument &document, QWidget *parent = nullptr);

    // "name", "sp", "shields.rear", "powerCurve[1].turnRadius", "hullBoxes[2].weakSpot",
    // "weaponGroups[0].arcs", ...
    bool focusSubject(const QString &subject) override;

    talon::CounterGrid *powerCurve() const { return m_power; }
    talon::CounterGrid *hullBoxes() const { return m_hullBoxes; }
    talon::TalonWeaponGroups *weaponGroups() const { return m_groups; }

private:
    QWidget *createHeaderBox();
    QWidget *createShieldsBox();
    talon::CounterGrid *createPowerCurve(QWidget *parent);
    talon::CounterGrid *createHullBoxes(QWidget *parent);
    talon::CounterGrid *newGrid(const QString &list, std::vector<talon::CounterGrid::Field> fields,
                                std::vector<talon::CounterGrid::Action> actions, QWidget *parent);
    void showDesign(const talon::TalonCounter *c, bool other) override;
    void orderTabs();

    talon::TalonArcPicker *m_outline = nullptr;
    QLabel *m_shieldTotal = nullptr;
    QLabel *m_source = nullptr;
    talon::CounterGrid *m_power = nullptr;
    talon::CounterGrid *m_hullBoxes = nullptr;
    talon::TalonWeaponGroups *m_groups = nullptr;
    QLabel *m_derived = nullptr;
};

} // namespace fw::app
