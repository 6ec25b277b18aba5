#pragma once

#include "../SystemUi.h"

namespace fw::app {

// The desktop app's EasyStar editors.
class EasyStarUi final : public SystemUi
{
public:
    QString systemId() const override { return QStringLiteral("easystar"); }
    std::unique_ptr<model::ShipDesign> newShip(const FleetDocument &document,
                                               const QString &group) const override;
    void forgetUnique(model::ShipDesign &copy) const override;
    bool isFlagship(const model::ShipDesign &ship) const override;
    ShipEditor *createShipEditor(FleetDocument &document, QWidget *parent) const override;
    FleetEditor *createFleetEditor(FleetDocument &document, QWidget *parent) const override;
    QWidget *createNewFleetFields(QWidget *parent) const override;
    void applyNewFleetFields(QWidget *fields, model::Fleet &fleet) const override;
};

} // namespace fw::app
