#pragma once

#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;
class QTabWidget;

namespace fw::model {
class SystemRegistry;
}

namespace fw::app {

class AttackPanel;
class BattlePanel;
class BattleSides;
class FleetDocument;

// Tools → Trial Battle…: a window of its own, beside the fleet. Two fleets (the open one, or a
// fleet file, per side) and the ships of each that fight, then a battle fought once with its log,
// the odds of many battles, and the odds of a single attack.
class TrialBattleWindow : public QWidget
{
    Q_OBJECT

public:
    TrialBattleWindow(const model::SystemRegistry &systems, FleetDocument *document,
                      QWidget *parent = nullptr);
    ~TrialBattleWindow() override;

    // The fleet open in the main window (null while it changes).
    void setDocument(FleetDocument *document);

    // Uses the fleet in `path` for `side` (0: A, 1: B). On failure nothing changes and a message
    // names the file, the place and the reason (unless `quiet`); returns false.
    bool openFleet(int side, const QString &path, bool quiet = false, QString *error = nullptr);
    // Uses the open fleet for `side`.
    void useOpenFleet(int side);

    BattleSides &sides() const { return *m_sides; }
    BattlePanel *battlePanel() const { return m_battle; }
    AttackPanel *attackPanel() const { return m_attack; }
    QTabWidget *pages() const { return m_pages; }
    QComboBox *sourceBox(int side) const { return m_source[side]; }
    QPushButton *shipsButton(int side) const { return m_ships[side]; }
    QLabel *sideLabel(int side) const { return m_describe[side]; }
    QLabel *problemLabel() const { return m_problem; }

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void sidesChanged();
    void chooseFile(int side);
    void sourceChosen(int side);
    void chooseShips(int side);

    BattleSides *m_sides = nullptr;
    QComboBox *m_source[2] = {};
    QPushButton *m_ships[2] = {};
    QLabel *m_describe[2] = {};
    QLabel *m_problem = nullptr;
    QTabWidget *m_pages = nullptr;
    BattlePanel *m_battle = nullptr;
    AttackPanel *m_attack = nullptr;
    bool m_updating = false;
};

} // namespace fw::app
