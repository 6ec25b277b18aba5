#pragma once

#include "TalonEditing.h"

#include <QWidget>

class QLabel;
class QPushButton;
class QTableWidget;

namespace fw::app::talon {

class TalonArcPicker;

// The counter's weapon groups, one row each: weapon, count, red and yellow charge boxes and the
// arcs; the selected group's arcs are chosen by clicking wedges on a ship outline (or ↑ → ↓ ←).
// Buttons add, duplicate and remove groups. Every cell widget is named after its path
// ("weaponGroups[1].red"); the outline is "weaponGroups.arcs".
class TalonWeaponGroups final : public QWidget
{
    Q_OBJECT

public:
    enum Column { WeaponColumn, CountColumn, RedColumn, YellowColumn, ArcsColumn, ColumnCount };

    explicit TalonWeaponGroups(DesignAccess<TalonCounter> &access, QWidget *parent = nullptr);

    void refresh();
    int currentGroup() const { return m_current; }
    void select(int group);
    // The field of `group` for `key` ("weapon", "count", "red", "yellow", "arcs": the outline).
    QWidget *field(int group, const QString &key) const;
    TalonArcPicker *arcPicker() const { return m_arcs; }
    QTableWidget *table() const { return m_table; }
    // The groups' fields row by row, the outline, then the buttons: the order Tab visits them.
    std::vector<QWidget *> tabWidgets() const;

    void addGroup();
    void duplicateGroup();
    void removeGroup();
    void toggleArc(Arc arc);

private:
    void rebuild(int count);
    void addRow(int row);
    void updateSelected();

    DesignAccess<TalonCounter> &m_access;
    QTableWidget *m_table = nullptr;
    TalonArcPicker *m_arcs = nullptr;
    QLabel *m_arcsLabel = nullptr;
    QPushButton *m_add = nullptr;
    QPushButton *m_duplicate = nullptr;
    QPushButton *m_remove = nullptr;
    int m_current = -1;
};

} // namespace fw::app::talon
