#pragma once

#include "../SystemUi.h"

namespace fw::app {

// The desktop app's SCS editors: ships grouped by their design in the fleet tree, the ship and
// fleet editors, and the designer of the control sheets on the Designs page.
class ScsUi final : public SystemUi
{
public:
    QString systemId() const override { return QStringLiteral("scs"); }
    std::vector<ShipGroup> groups(const model::Fleet &fleet) const override;
    std::unique_ptr<model::ShipDesign> newShip(const FleetDocument &document,
                                               const QString &group) const override;
    QString duplicateRefusal(const model::Fleet &fleet, int index) const override;
    ShipEditor *createShipEditor(FleetDocument &document, QWidget *parent) const override;
    FleetEditor *createFleetEditor(FleetDocument &document, QWidget *parent) const override;
    DesignEditor *createDesignEditor(FleetDocument &document, QWidget *parent) const override;
    std::unique_ptr<model::Design> newDesign(const FleetDocument &document) const override;
    QWidget *createNewFleetFields(QWidget *parent) const override;
    void applyNewFleetFields(QWidget *fields, model::Fleet &fleet) const override;
};

} // namespace fw::app
