#pragma once

#include "../SystemUi.h"

#include <QPointer>

#include <functional>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableView;

namespace fw::model::sunder {
class SunderFleetSettings;
}

namespace fw::app {

class SunderGroupModel;

// The Sunder the Stars part of the fleet page: the fleet's faction and its squadrons, flights and
// wings (add, rename, kind, notes, remove). Name, budget and notes are edited by the fleet page.
class SunderFleetEditor final : public FleetEditor
{
    Q_OBJECT

public:
    explicit SunderFleetEditor(FleetDocument &document, QWidget *parent = nullptr);
    // "faction", "groups", "groups[2]", "groups[2].name", "groups[2].kind", "groups[2].notes".
    bool focusSubject(const QString &subject) override;

    QTableView *groupView() const { return m_groups; }

    // The actions behind the buttons, for the buttons and for tests.
    void addGroup();
    void renameGroup();
    bool renameGroup(int row, const QString &name);
    void removeGroup();
    int currentGroup() const;
    void selectGroup(int row);

private:
    QWidget *createGroupBox();
    void refresh();
    void edit(const QString &text, int mergeKey,
              const std::function<void(model::sunder::SunderFleetSettings &)> &change);

    FleetDocument &m_document;
    QPointer<FleetDocument> m_alive;
    QLineEdit *m_faction = nullptr;
    SunderGroupModel *m_groupModel = nullptr;
    QTableView *m_groups = nullptr;
    QPushButton *m_add = nullptr;
    QPushButton *m_rename = nullptr;
    QPushButton *m_remove = nullptr;
    QComboBox *m_kind = nullptr;
    QLineEdit *m_groupNotes = nullptr;
    QLabel *m_note = nullptr;
    int m_lastRow = -1; // the last current row, to select when the current one went
};

} // namespace fw::app
