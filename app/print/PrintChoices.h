#pragma once

#include "PrintSession.h"

#include <QWidget>

#include <vector>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QTreeView;

namespace fw::app {

// The Export dialog's print choices beyond what and where: only the ships selected in the main
// window, one sheet per ship or one blank per design, the counters' size, ink saving, and the
// back side's offset for duplex printing.
class PrintChoices : public QWidget
{
    Q_OBJECT

public:
    // Shows the saved choices of `options` (the ship selection is never saved).
    explicit PrintChoices(const PrintOptions &options, QWidget *parent = nullptr);

    // Writes the choices into `options`.
    void apply(PrintOptions &options) const;
    // The ships selected in the main window (fleet indices); none: the box cannot be checked.
    void setSelectedShips(std::vector<int> ships);
    // The counter choices apply only when counters are printed.
    void setCountersEnabled(bool enabled);

Q_SIGNALS:
    void changed();

private:
    std::vector<int> m_ships;
    QCheckBox *m_selectedOnly;
    QComboBox *m_sheets;
    QComboBox *m_size;
    QCheckBox *m_inkSaving;
    QDoubleSpinBox *m_offsetX;
    QDoubleSpinBox *m_offsetY;
};

// The ships selected in the fleet tree (a group's row stands for its ships), as fleet indices
// in fleet order. The design list's selection has no part in it: a player marks the ships to
// print in the ship list.
std::vector<int> selectedShips(const QTreeView *fleetTree);

} // namespace fw::app
