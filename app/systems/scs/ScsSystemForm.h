#pragma once

#include "../../designer/FieldBinder.h"
#include "ScsEditing.h"

#include <QWidget>

#include <functional>
#include <vector>

class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QSpinBox;
class QVBoxLayout;

namespace fw::app::scs {

// The fields of one system of a sheet: kind, name, armour, boxes, power, output, the box layout,
// and what its kind adds (a weapon's arc, recharge, damage, mode, intercept and range-modifier
// row; a thruster's direction; a hangar's fighter size).
class ScsSystemForm final : public QWidget
{
    Q_OBJECT

public:
    // How the form reports an edit: the field's key in the file ("armor", "arc"), the undo
    // step's text, the change, and whether consecutive edits of the field merge.
    using Edit = std::function<void(const QString &field, const QString &text,
                                    const std::function<void(ShipSystem &)> &change, bool merge)>;

    ScsSystemForm(Edit edit, QWidget *parent = nullptr);

    // Shows `system` (null: an empty, disabled form). `other`: a different system than before,
    // so fields being typed in are replaced too.
    void showSystem(const ShipSystem *system, bool other);
    // The field for a key of the file ("armor", "arc", "arc[1]", "rangeModifiers"), or the name
    // field for any other key.
    QWidget *field(const QString &key) const;

private:
    void addCombos();
    void addWeaponFields();
    void beginGroup();
    void showRow(QWidget *field, bool shown);
    void updateRows(SystemKind kind);

    Edit m_edit;
    QVBoxLayout *m_outer = nullptr;
    QFormLayout *m_form = nullptr; // the group rows are added to
    std::vector<QFormLayout *> m_forms;
    std::vector<QWidget *> m_groups;
    FieldBinder<ShipSystem> m_fields;
    QLabel *m_outputLabel = nullptr;
    QSpinBox *m_output = nullptr;
    QSpinBox *m_arcFrom = nullptr;
    QSpinBox *m_arcTo = nullptr;
    QLineEdit *m_damage = nullptr;
    QLabel *m_damageNote = nullptr;
    QLineEdit *m_modifiers = nullptr;
    QLabel *m_modifiersNote = nullptr;
    QComboBox *m_direction = nullptr;
    QComboBox *m_hangarSize = nullptr;
    QWidget *m_arcRow = nullptr;
    QWidget *m_damageRow = nullptr;
    QWidget *m_modifiersRow = nullptr;
};

} // namespace fw::app::scs
