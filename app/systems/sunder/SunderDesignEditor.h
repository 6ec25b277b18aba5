#pragma once

#include "../../designer/DataDesignEditor.h"
#include "SunderEditing.h"
#include "SunderTrackGrid.h"

class QComboBox;
class QLabel;

namespace fw::app {

namespace sunder {
class SunderWeaponList;
} // namespace sunder

// The Designs page of Sunder the Stars: one 4"×6" ship card of the fleet. The header (class,
// faction, size, points, initiative), the card's stats as a grid with one column per damage
// track, and its weapons. A size change adds or drops track columns in the same step.
class SunderDesignEditor final
    : public DataDesignEditor<model::sunder::SunderDesign, model::sunder::SunderCard,
                              &model::sunder::SunderDesign::card>
{
    Q_OBJECT

public:
    explicit SunderDesignEditor(FleetDocument &document, QWidget *parent = nullptr);

    // "name", "size", "mp", "shield[1]", "weapons[1]", "weapons[1].av[2]", "weapons[0].arc",
    // "bays.fighters[0]", ...
    bool focusSubject(const QString &subject) override;

    sunder::TrackGrid *trackGrid() const { return m_grid; }
    sunder::SunderWeaponList *weaponList() const { return m_weapons; }

private:
    QWidget *createCardBox();
    void showDesign(const sunder::SunderCard *c, bool other) override;
    void changeSize(sunder::HullSize size);

    QComboBox *m_size = nullptr;
    QLabel *m_derived = nullptr;
    sunder::TrackGrid *m_grid = nullptr;
    sunder::SunderWeaponList *m_weapons = nullptr;
};

} // namespace fw::app
