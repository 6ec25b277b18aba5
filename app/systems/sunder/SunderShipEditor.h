#pragma once

#include "../../designer/ShipEditorBase.h"

#include <model/systems/sunder/SunderDesign.h>

class QComboBox;
class QLabel;

namespace fw::app {

// The editor of one ship of a Sunder the Stars fleet: its name, its card, its squadron, flight or
// wing, whether it is the flagship, the fighters and bombers in its bays and its notes.
class SunderShipEditor final : public DataShipEditor<model::sunder::SunderShip>
{
    Q_OBJECT

public:
    explicit SunderShipEditor(FleetDocument &document, QWidget *parent = nullptr);

private:
    std::vector<DesignChoice> designChoices() const override;
    void showShip() override;
    void refreshNotes() override;
    void updateGroupChoices();

    QComboBox *m_group = nullptr;
    QLabel *m_bays = nullptr;
};

} // namespace fw::app
