#pragma once

#include "../SystemUi.h"

namespace fw::app {

// The desktop app's Sunder the Stars editors: ships under their squadrons, flights and wings in
// the fleet tree, the ship and fleet editors, and the card designer on the Designs page.
class SunderUi final : public SystemUi
{
public:
    QString systemId() const override { return QStringLiteral("sunder"); }
    std::vector<ShipGroup> groups(const model::Fleet &fleet) const override;
    bool setShipGroup(model::ShipDesign &ship, const QString &key) const override;
    std::unique_ptr<model::ShipDesign> newShip(const FleetDocument &document,
                                               const QString &group) const override;
    void forgetUnique(model::ShipDesign &copy) const override;
    bool isFlagship(const model::ShipDesign &ship) const override;
    ShipEditor *createShipEditor(FleetDocument &document, QWidget *parent) const override;
    FleetEditor *createFleetEditor(FleetDocument &document, QWidget *parent) const override;
    DesignEditor *createDesignEditor(FleetDocument &document, QWidget *parent) const override;
    std::unique_ptr<model::Design> newDesign(const FleetDocument &document) const override;
    QWidget *createNewFleetFields(QWidget *parent) const override;
    void applyNewFleetFields(QWidget *fields, model::Fleet &fleet) const override;
};

} // namespace fw::app
