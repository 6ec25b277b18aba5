#pragma once

#include <QPointer>

#include "../SystemUi.h"

class QComboBox;
class QLabel;
class QSpinBox;

namespace fw::app {

// The EasyStar part of the fleet page: damage-control counters bought for the fleet (EasyStar
// §V.D) and the Appendix B scenario the fleet is built for. Edits go through undo commands.
class EasyStarFleetEditor final : public FleetEditor
{
    Q_OBJECT

public:
    EasyStarFleetEditor(FleetDocument &document, QWidget *parent = nullptr);
    bool focusSubject(const QString &subject) override;

private:
    void refresh();

    FleetDocument &m_document;
    // The main window may delete the document before its editors: nothing is read once it is
    // gone.
    QPointer<FleetDocument> m_alive;
    QSpinBox *m_damageControl = nullptr;
    QLabel *m_damageControlNote = nullptr;
    QComboBox *m_scenario = nullptr;
    QComboBox *m_player = nullptr;
};

} // namespace fw::app
