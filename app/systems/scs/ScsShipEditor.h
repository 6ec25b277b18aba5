#pragma once

#include "../../designer/CellGrid.h"
#include "../../designer/ShipEditorBase.h"

#include <model/systems/scs/ScsDesign.h>

class QLabel;
class QPushButton;

namespace fw::app {

// The editor of one ship of an SCS fleet: its name, its design (one of the fleet's control
// sheets), the fighters its hangars carry and its notes.
class ScsShipEditor final : public DataShipEditor<model::scs::ScsShip>
{
    Q_OBJECT

public:
    explicit ScsShipEditor(FleetDocument &document, QWidget *parent = nullptr);

    // "name", "design" (or "class"), "fighters", "fighters[1].count", "notes".
    bool focusSubject(const QString &subject) override;

private:
    std::vector<DesignChoice> designChoices() const override;
    void showShip() override;
    void refreshNotes() override;
    using FlightGrid = CellGrid<model::scs::ScsShip>;
    static std::vector<FlightGrid::Field> flightFields();

    FlightGrid *m_fighters = nullptr;
    QPushButton *m_addFlight = nullptr;
    QPushButton *m_removeFlight = nullptr;
    QLabel *m_hangar = nullptr;
};

} // namespace fw::app
