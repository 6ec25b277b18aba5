#pragma once

#include "../../designer/DataDesignEditor.h"

#include <model/systems/billionsuns/BillionSunsRoster.h>

#include <memory>

class QComboBox;
class QGroupBox;
class QLabel;

namespace fw::app {

// The Designs page of A Billion Suns: every stat of one custom class of the roster (a design of
// the fleet): id, name, cost, mass, thrust, silhouette, shields, the wing, utility and carrier
// flags, the primary and auxiliary weapon systems and the notes. Each edit is an undo command on
// that class alone; consecutive edits of one field merge. The fields are named "class." + path.
class BillionSunsClassForm final
    : public DataDesignEditor<model::billionsuns::BillionSunsClass, model::billionsuns::ShipClass,
                              &model::billionsuns::BillionSunsClass::shipClass>
{
    Q_OBJECT

public:
    explicit BillionSunsClassForm(FleetDocument &document, QWidget *parent = nullptr);

    // Focuses the field a path below the class names ("mass", "primary.dice", "primary").
    bool focusSubject(const QString &field) override;

private:
    // A weapon system's box and its fields, bound to the weapon.
    struct WeaponFields
    {
        QString key; // "primary" or "auxiliary"
        QGroupBox *box = nullptr;
        QComboBox *die = nullptr;
        std::unique_ptr<FieldBinder<model::billionsuns::Weapon>> fields;
    };

    QGroupBox *createWeaponBox(const QString &title, WeaponFields &fields);
    QFormLayout *createStatsForm();
    void showDesign(const model::billionsuns::ShipClass *c, bool other) override;
    void showWeapon(const model::billionsuns::Weapon *weapon, WeaponFields &fields,
                    bool otherClass);
    model::billionsuns::Weapon weaponFromFields(const WeaponFields &fields) const;
    void updateCostSuffix();

    QLineEdit *m_idView = nullptr; // read-only
    QLabel *m_nameNote = nullptr;  // when the name is a ship-table class's
    QSpinBox *m_cost = nullptr;
    WeaponFields m_primary;
    WeaponFields m_auxiliary;
    QLabel *m_derived = nullptr;
};

} // namespace fw::app
