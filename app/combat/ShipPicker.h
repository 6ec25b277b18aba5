#pragma once

#include <QDialog>

#include <vector>

class QListWidget;
class QPushButton;

namespace fw::model {
class Fleet;
}

namespace fw::app {

// Which ships of a fleet fight on one side of a trial battle: a list of the fleet's ships to tick,
// with All and None. OK needs at least one ship.
class ShipPicker final : public QDialog
{
    Q_OBJECT

public:
    // `picked`: the ships ticked at first (empty: all of them).
    ShipPicker(const model::Fleet &fleet, const std::vector<int> &picked, const QString &title,
               QWidget *parent = nullptr);

    // The ships ticked, by index in the fleet.
    std::vector<int> picked() const;
    QListWidget *list() const { return m_list; }

private:
    void tickAll(bool on);
    void updateOk();

    QListWidget *m_list = nullptr;
    QPushButton *m_ok = nullptr;
};

} // namespace fw::app
