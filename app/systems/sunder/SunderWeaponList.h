#pragma once

#include "../../designer/CellGrid.h"
#include "SunderEditing.h"

#include <QWidget>

class QPushButton;
class QTableWidget;

namespace fw::app::sunder {

// The card's weapons, one row each: name, type, arc and the arc's width (the type's: a battery
// 180°, the others 90°, digest §4.3), with buttons to add, remove, move and duplicate them. A
// weapon's AV per track is edited in the track grid. Every cell widget is named after its path
// ("weapons[1].type").
class SunderWeaponList final : public QWidget
{
    Q_OBJECT

public:
    explicit SunderWeaponList(DesignAccess<SunderCard> &access, QWidget *parent = nullptr);

    void refresh();
    int currentWeapon() const { return m_current; }
    void select(int weapon);
    // The field of `weapon` for `key` ("name", "type", "arc", "degrees"), or null.
    QWidget *field(int weapon, const QString &key) const;
    QTableWidget *table() const { return m_grid->table(); }

    // The actions behind the buttons, for the buttons and for tests.
    void addWeapon();
    void removeWeapon();
    void moveWeapon(int delta);
    void duplicateWeapon();

private:
    static std::vector<CellGrid<SunderCard>::Field> weaponFields();
    void updateButtons();

    DesignAccess<SunderCard> &m_access;
    CellGrid<SunderCard> *m_grid = nullptr;
    QPushButton *m_add = nullptr;
    QPushButton *m_remove = nullptr;
    QPushButton *m_up = nullptr;
    QPushButton *m_down = nullptr;
    QPushButton *m_duplicate = nullptr;
    int m_current = -1;
};

} // namespace fw::app::sunder
