#pragma once

#include "ScsEditing.h"

#include <QWidget>

#include <vector>

class QComboBox;
class QDoubleSpinBox;
class QGridLayout;
class QLabel;
class QPushButton;
class QSpinBox;

namespace fw::app::scs {

// The designer's Movement page: the movement table (the turn delay at each speed, digest §5.2)
// with Fill from factor, and the d10 side chart.
class ScsMovementPage final : public QWidget
{
    Q_OBJECT

public:
    ScsMovementPage(DesignAccess<ScsClass> &access, QWidget *parent = nullptr);

    // Shows the sheet (null: nothing).
    void refresh();
    // "turnDelay", "turnDelay[3]", "sideChart", "sideChart[1].section": focuses that field.
    bool focusSubject(const QString &subject);

private:
    void rebuildDelays(int count);
    void fillFromFactor();
    void editSideRow(int row, int column, const RangeTable::Row &edited);
    void connectSideChart(QPushButton *buildSides);

    DesignAccess<ScsClass> &m_access;
    QSpinBox *m_speeds = nullptr;
    QGridLayout *m_delayGrid = nullptr;
    std::vector<QSpinBox *> m_delays;
    std::vector<QLabel *> m_speedLabels;
    QDoubleSpinBox *m_factor = nullptr;
    QComboBox *m_rounding = nullptr;
    QPushButton *m_fill = nullptr;
    RangeTable *m_sideChart = nullptr;
};

} // namespace fw::app::scs
