#pragma once

#include <model/combat/CombatRules.h>

#include <QWidget>

#include <map>

class QComboBox;
class QFormLayout;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace fw::app {

class BattleSides;
class DistributionChart;

// The Single Attack page of the Trial Battle window: one weapon of a side-A ship fired at a ship
// of side B (or at a kind of target), at a range, with the situational modifiers of the rules.
// Shows the exact odds of every outcome, the damage distribution, the steps with their rules and
// the assumptions, and rolls one seeded attack on request.
class AttackPanel : public QWidget
{
    Q_OBJECT

public:
    explicit AttackPanel(BattleSides &sides, QWidget *parent = nullptr);

    // The choices, by index into the combo boxes' lists (for the window's users and tests).
    QComboBox *attackerBox() const { return m_attacker; }
    QComboBox *weaponBox() const { return m_weapon; }
    QComboBox *targetBox() const { return m_target; }
    QSpinBox *rangeBox() const { return m_range; }
    QWidget *modifierField(const QString &id) const;
    QTableWidget *outcomesTable() const { return m_outcomes; }
    DistributionChart *damageChart() const { return m_damage; }
    QLabel *stepsLabel() const { return m_steps; }

    // Picks the attacker, weapon and target by name; false if there is no such choice.
    bool selectAttacker(const QString &shipName);
    bool selectWeapon(int index);
    bool selectTarget(const QString &shipNameOrKind);

    model::combat::AttackSetup setup() const;
    const model::combat::AttackOdds &odds() const { return m_odds; }

    // Rolls the attack once with the seed in the Seed box, shows the log, then moves the seed on.
    void roll();
    QString rollLog() const;

private:
    void sidesChanged();
    void rebuildModifiers();
    void fillWeapons();
    // When the attack cannot be made at the range, moves to the nearest range where it can.
    void fitRange();
    void recompute();
    // Greys out the modifiers that cannot change the attack (AttackOdds::unusedModifiers).
    void showUsedModifiers();

    BattleSides &m_sides;
    const model::combat::CombatRules *m_rules = nullptr;
    model::combat::AttackOdds m_odds;
    bool m_filling = false;

    QComboBox *m_attacker = nullptr;
    QComboBox *m_weapon = nullptr;
    QComboBox *m_target = nullptr;
    QLabel *m_rangeLabel = nullptr;
    QSpinBox *m_range = nullptr;
    QWidget *m_modifierBox = nullptr;
    QFormLayout *m_modifierForm = nullptr;
    std::map<QString, QWidget *> m_modifiers; // per modifier id: see addModifierField()
    QLabel *m_error = nullptr;
    QLabel *m_expected = nullptr;
    QTableWidget *m_outcomes = nullptr;
    DistributionChart *m_damage = nullptr;
    QLabel *m_steps = nullptr;
    QSpinBox *m_seed = nullptr;
    QPushButton *m_roll = nullptr;
    QPlainTextEdit *m_rollLog = nullptr;
};

} // namespace fw::app
