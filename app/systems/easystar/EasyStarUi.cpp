#include "EasyStarUi.h"

#include "../../document/FleetDocument.h"
#include "EasyStarEditing.h"
#include "EasyStarFleetEditor.h"
#include "EasyStarShipEditor.h"

#include <model/systems/easystar/EasyStarShip.h>

#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>

namespace fw::app {

std::unique_ptr<model::ShipDesign> EasyStarUi::newShip(const FleetDocument &document,
                                                       const QString &) const
{
    namespace es = model::easystar;
    const es::EasyStarRules &rules = easystar::systemOf(document).rules();
    const es::ShipClass *destroyer = rules.shipClass(QStringLiteral("destroyer"));
    const QString className = destroyer ? es::EasyStarText::table(destroyer->name)
                                        : QCoreApplication::translate("fw::EasyStarUi", "Ship");
    bool flagship = false;
    for (const auto &ship : document.fleet().ships) {
        if (const auto *s = dynamic_cast<const es::EasyStarShip *>(ship.get()))
            flagship = flagship || s->flagship;
    }
    auto ship = std::make_unique<es::EasyStarShip>();
    ship->name = nextShipName(document.fleet(), className);
    ship->classId = destroyer ? destroyer->id : rules.classes.front().id;
    // A fleet needs one flagship (EasyStar §V.F): the first ship of a fleet without one is it.
    ship->flagship = !flagship;
    return ship;
}

// A fleet has one flagship (EasyStar §V.F): a copy is an ordinary ship, without the flagship's
// advantage and without the free units it granted on the weapons.
bool EasyStarUi::isFlagship(const model::ShipDesign &ship) const
{
    return static_cast<const model::easystar::EasyStarShip &>(ship).flagship;
}

void EasyStarUi::forgetUnique(model::ShipDesign &copy) const
{
    auto &ship = static_cast<model::easystar::EasyStarShip &>(copy);
    ship.flagship = false;
    ship.advantage.reset();
    for (model::easystar::EasyStarWeapon &weapon : ship.weapons) {
        weapon.range = std::max(1, weapon.range - weapon.freeRange);
        weapon.damage = std::max(1, weapon.damage - weapon.freeDamage);
        weapon.freeRange = 0;
        weapon.freeDamage = 0;
    }
}

ShipEditor *EasyStarUi::createShipEditor(FleetDocument &document, QWidget *parent) const
{
    return new EasyStarShipEditor(document, parent);
}

FleetEditor *EasyStarUi::createFleetEditor(FleetDocument &document, QWidget *parent) const
{
    return new EasyStarFleetEditor(document, parent);
}

QWidget *EasyStarUi::createNewFleetFields(QWidget *parent) const
{
    auto *fields = new QWidget(parent);
    auto *layout = new QFormLayout(fields);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *budget = new QSpinBox(fields);
    budget->setObjectName(QStringLiteral("budget"));
    budget->setRange(0, 100000);
    budget->setSingleStep(250);
    budget->setValue(250);
    budget->setSuffix(QCoreApplication::translate("fw::EasyStarUi", " BP"));
    layout->addRow(QCoreApplication::translate("fw::EasyStarUi", "&Budget:"), budget);
    return fields;
}

void EasyStarUi::applyNewFleetFields(QWidget *fields, model::Fleet &fleet) const
{
    if (auto *budget = fields->findChild<QSpinBox *>(QStringLiteral("budget")))
        fleet.budget = budget->value();
}

} // namespace fw::app
