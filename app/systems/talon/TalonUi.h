#pragma once

#include "../SystemUi.h"

namespace fw::app {

// The desktop app's Talon editors: the fleet editor with the counter picker, the ship editor and
// the custom-counter designer on the Designs page.
class TalonUi final : public SystemUi
{
public:
    QString systemId() const override { return QStringLiteral("talon"); }
    std::unique_ptr<model::ShipDesign> newShip(const FleetDocument &document,
                                               const QString &group) const override;
    ShipEditor *createShipEditor(FleetDocument &document, QWidget *parent) const override;
    FleetEditor *createFleetEditor(FleetDocument &document, QWidget *parent) const override;
    DesignEditor *createDesignEditor(FleetDocument &document, QWidget *parent) const override;
    std::unique_ptr<model::Design> newDesign(const FleetDocument &document) const override;
    QWidget *createNewFleetFields(QWidget *parent) const override;
    void applyNewFleetFields(QWidget *fields, model::Fleet &fleet) const override;
};

} // namespace fw::app
