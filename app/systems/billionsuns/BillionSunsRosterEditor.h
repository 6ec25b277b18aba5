#pragma once

#include "../../document/FleetDocument.h"

#include "../SystemUi.h"

#include <QPointer>

#include <functional>

class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTableView;

namespace fw::model::billionsuns {
class BillionSunsRoster;
}

namespace fw::app {

class BattlegroupModel;

// The roster-wide part of an A Billion Suns fleet, on the Fleet page: the corporation, the scale
// S, the tables and the planned jump points; the battlegroups (add, rename, remove, with what is
// in each). The roster's custom classes are its designs, on the Designs page.
class BillionSunsRosterEditor final : public FleetEditor
{
    Q_OBJECT

public:
    BillionSunsRosterEditor(FleetDocument &document, QWidget *parent = nullptr);

    bool focusSubject(const QString &subject) override;

    QTableView *battlegroupView() const { return m_battlegroups; }

    // The actions behind the buttons, for the buttons and for tests.
    // Asks for a name, then adds the battlegroup.
    void addBattlegroup();
    // Adds a battlegroup named `name`; false (and a note) when the name is empty or taken.
    bool addBattlegroup(const QString &name);
    void renameBattlegroup();
    void removeBattlegroup();
    bool renameBattlegroup(int row, const QString &name);

private:
    QWidget *createRosterBox();
    QWidget *createBattlegroupBox();
    void updateFromDocument();
    void updateReport();
    void edit(const QString &text, int mergeKey,
              const std::function<void(model::billionsuns::BillionSunsRoster &)> &change);
    int currentBattlegroup() const;
    void selectBattlegroup(int row);
    void battlegroupSelected();

    FleetDocument &m_document;
    // Null once the document is gone: a field that loses the focus while the window closes
    // must not edit it.
    QPointer<FleetDocument> m_alive;
    QLineEdit *m_corporation = nullptr;
    QSpinBox *m_scale = nullptr;
    QLabel *m_cmdTokens = nullptr;
    QLabel *m_utilityShips = nullptr;
    QSpinBox *m_tables = nullptr;
    QSpinBox *m_jumpPoints = nullptr;
    QLabel *m_jumpPointsLimit = nullptr;

    BattlegroupModel *m_battlegroupModel = nullptr;
    QTableView *m_battlegroups = nullptr;
    QPushButton *m_addBattlegroup = nullptr;
    QPushButton *m_renameBattlegroup = nullptr;
    QPushButton *m_removeBattlegroup = nullptr;
    QLineEdit *m_battlegroupNotes = nullptr;
    QLabel *m_battlegroupNote = nullptr;
    int m_battlegroupRow = -1; // the last current row, to select when the current one went
};

} // namespace fw::app
