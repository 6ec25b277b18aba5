#pragma once

#include "../../document/FleetDocument.h"
#include "../SystemUi.h"

#include <QPointer>

#include <functional>
#include <map>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QSpinBox;

namespace fw::model::billionsuns {
struct ShipClass;
struct Weapon;
} // namespace fw::model::billionsuns

namespace fw::app {

class FleetDocument;

// The Designs page of A Billion Suns: every stat of one custom class of the roster (a design of
// the fleet): id, name, cost, mass, thrust, silhouette, shields, the wing, utility and carrier
// flags, the primary and auxiliary weapon systems and the notes. Each edit is an undo command on
// that class alone; consecutive edits of one field merge.
class BillionSunsClassForm final : public DesignEditor
{
    Q_OBJECT

public:
    explicit BillionSunsClassForm(FleetDocument &document, QWidget *parent = nullptr);

    // Shows custom class `index` of the roster; -1 shows an empty, disabled form.
    void setDesign(int index) override;
    int design() const override { return m_index; }
    // Focuses the field a path below the class names ("mass", "primary.dice", "primary").
    bool focusSubject(const QString &field) override;

private:
    struct WeaponFields
    {
        QGroupBox *box = nullptr;
        QLineEdit *name = nullptr;
        QSpinBox *rangeMin = nullptr;
        QSpinBox *rangeMax = nullptr;
        QSpinBox *dice = nullptr;
        QComboBox *die = nullptr;
        QSpinBox *damage = nullptr;
        QCheckBox *stationary = nullptr;
    };

    QGroupBox *createWeaponBox(const QString &title, const char *key, WeaponFields &fields);
    QFormLayout *createStatsForm();
    void connectFields();
    QSpinBox *createSpin(const char *key, int minimum, int maximum, const QString &toolTip);
    void updateFromDocument();
    void showWeapon(const model::billionsuns::Weapon *weapon, WeaponFields &fields,
                    bool otherClass);
    model::billionsuns::Weapon weaponFromFields(const WeaponFields &fields) const;
    void edit(const QString &field, const QString &text,
              const std::function<void(model::billionsuns::ShipClass &)> &change);
    void editWeapon(const char *key, const QString &field,
                    const std::function<void(model::billionsuns::Weapon &)> &change);
    bool valid() const;
    void updateCostSuffix();

    FleetDocument &m_document;
    // Null once the document is gone: a field that loses the focus while the window closes
    // must not edit it.
    QPointer<FleetDocument> m_alive;
    int m_index = -1;
    int m_shownIndex = -1; // the class the fields were last filled from
    QString m_shownId;
    QLineEdit *m_id = nullptr; // read-only
    QLineEdit *m_name = nullptr;
    QLabel *m_nameNote = nullptr; // when the name is a ship-table class's
    QSpinBox *m_cost = nullptr;
    QSpinBox *m_mass = nullptr;
    QSpinBox *m_thrust = nullptr;
    QSpinBox *m_silhouette = nullptr;
    QSpinBox *m_shields = nullptr;
    QCheckBox *m_wing = nullptr;
    QCheckBox *m_utility = nullptr;
    QCheckBox *m_carrier = nullptr;
    QPlainTextEdit *m_notes = nullptr;
    WeaponFields m_primary;
    WeaponFields m_auxiliary;
    QLabel *m_derived = nullptr;
    std::map<QString, QWidget *> m_fields; // path below the class -> its editor
};

} // namespace fw::app
