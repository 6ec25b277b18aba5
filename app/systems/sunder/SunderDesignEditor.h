#pragma once

#include "../../designer/DataDesignEditor.h"
#include "SunderEditing.h"

#include <map>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QSpinBox;

namespace fw::app {

class DesignIdField;

namespace sunder {
class SunderTrackGrid;
class SunderWeaponList;
} // namespace sunder

using SunderDesignEditorBase
    = DataDesignEditor<model::sunder::SunderDesign, model::sunder::SunderCard,
                       &model::sunder::SunderDesign::card>;

// The Designs page of Sunder the Stars: one 4"×6" ship card of the fleet. The header (class,
// faction, size, points, initiative), the card's stats as a grid with one column per damage
// track, and its weapons. Each edit is one undo step on that design; typing into one field
// merges into one step. A size change adds or drops track columns in the same step.
class SunderDesignEditor final : public SunderDesignEditorBase
{
    Q_OBJECT

public:
    explicit SunderDesignEditor(FleetDocument &document, QWidget *parent = nullptr);

    void setDesign(int index) override;
    // "name", "size", "mp", "shield[1]", "weapons[1]", "weapons[1].av[2]", "weapons[0].arc",
    // "bays.fighters[0]", ...
    bool focusSubject(const QString &subject) override;

    sunder::SunderTrackGrid *trackGrid() const { return m_grid; }
    sunder::SunderWeaponList *weaponList() const { return m_weapons; }

private:
    QWidget *createCardBox();
    QSpinBox *addSpin(const char *key, int minimum, int maximum, const QString &toolTip,
                      int sunder::SunderCard::*member);
    void connectHeader();
    void updateFromDocument();
    void updateHeader(const sunder::SunderCard *c);
    void changeSize(sunder::HullSize size);

    DesignIdField *m_id = nullptr;
    QLineEdit *m_name = nullptr;
    QLineEdit *m_faction = nullptr;
    QComboBox *m_size = nullptr;
    QSpinBox *m_points = nullptr;
    QSpinBox *m_initiative = nullptr;
    QCheckBox *m_example = nullptr;
    QPlainTextEdit *m_notes = nullptr;
    QLabel *m_derived = nullptr;
    std::map<QString, QWidget *> m_fields; // header path -> its field
    sunder::SunderTrackGrid *m_grid = nullptr;
    sunder::SunderWeaponList *m_weapons = nullptr;
};

} // namespace fw::app
