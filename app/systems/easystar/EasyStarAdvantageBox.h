#pragma once

#include <QPointer>

#include "EasyStarEditing.h"

#include <QGroupBox>

#include <vector>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QSpinBox;

namespace fw::app {

class FleetDocument;

// The flagship's advantage (EasyStar §V.F): the 2d6 roll (and the two further rolls of a 12),
// what the roll grants, and the free items taken for it. Free range/damage units are assigned in
// the weapons table. Edits go through undo commands.
class EasyStarAdvantageBox : public QGroupBox
{
    Q_OBJECT

public:
    EasyStarAdvantageBox(FleetDocument &document, QWidget *parent = nullptr);

    void setShip(int index); // shows ship `index` as it is now; -1: nothing
    // Focuses the field of a subject relative to the advantage: "" (the roll), "rerolls",
    // "devices[0]", "weapons[1].type", "fighters", "damageControl".
    bool focusSubject(const QString &subject);

private:
    struct WeaponSlot
    {
        const model::easystar::AdvantageGrant *grant = nullptr;
        QCheckBox *take = nullptr;
        QComboBox *type = nullptr;
        QSpinBox *damage = nullptr;
    };

    void refresh();
    void rebuildGrants(const model::easystar::EasyStarShip &ship);
    // The rows of one grant each (EasyStarAdvantageGrants.cpp); `chain` puts a field next in
    // the tab order.
    using TabChain = std::function<void(QWidget *)>;
    void addDeviceGrant(const model::easystar::AdvantageGrant &grant, const QString &rule,
                        const TabChain &chain);
    void addWeaponGrant(const model::easystar::AdvantageGrant &grant, const QString &rule,
                        const TabChain &chain);
    void connectWeaponSlot(std::size_t slot);
    void addFighterGrant(const QString &rule, const TabChain &chain);
    void addUnitsGrant(const QString &rule);
    void addDamageControlGrant(const QString &rule, const TabChain &chain);
    bool edit(const QString &field, bool merge,
              const std::function<void(model::easystar::EasyStarShip &)> &change);
    void changeRoll(int roll, int reroll0, int reroll1);
    void setDevice(std::size_t slot, const QString &id);
    void setWeapon(std::size_t slot, bool take, const QString &type, int damage);
    QComboBox *rerollCombo(const QString &name);

    FleetDocument &m_document;
    // The main window may delete the document before its editors: nothing is read once it is
    // gone.
    QPointer<FleetDocument> m_alive;
    int m_index = -1;
    QComboBox *m_roll = nullptr;
    QWidget *m_rerolls = nullptr;
    QLabel *m_rerollsLabel = nullptr;
    QComboBox *m_reroll0 = nullptr;
    QComboBox *m_reroll1 = nullptr;
    QLabel *m_text = nullptr;
    QLabel *m_note = nullptr;
    QLabel *m_editNote = nullptr;
    QFormLayout *m_form = nullptr;
    int m_fixedRows = 0;           // the rows before the grants' rows
    std::vector<int> m_builtRolls; // the rolls the grants' rows were built for
    bool m_built = false;
    std::vector<QComboBox *> m_deviceSlots;
    std::vector<WeaponSlot> m_weaponSlots;
    QSpinBox *m_interceptors = nullptr;
    QSpinBox *m_attack = nullptr;
    QLabel *m_units = nullptr;
    QSpinBox *m_damageControl = nullptr;
    QLabel *m_damageControlOf = nullptr;
};

} // namespace fw::app
