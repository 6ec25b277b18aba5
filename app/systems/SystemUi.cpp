#include "SystemUi.h"

#include <algorithm>

namespace fw::app {

QString SystemUi::nextShipName(const model::Fleet &fleet, const QString &classId,
                               const QString &className)
{
    int number = 1;
    for (const auto &other : fleet.ships)
        number += other->classId == classId ? 1 : 0;
    const auto taken = [&](const QString &name) {
        return std::any_of(fleet.ships.begin(), fleet.ships.end(),
                           [&](const auto &other) { return other->name == name; });
    };
    QString name;
    do {
        name = tr("%1 %2", "a new ship's name: its class, a number").arg(className).arg(number++);
    } while (taken(name));
    return name;
}

std::vector<ShipGroup> SystemUi::groups(const model::Fleet &) const
{
    return {};
}

DesignEditor *SystemUi::createDesignEditor(FleetDocument &, QWidget *) const
{
    return nullptr;
}

std::unique_ptr<model::Design> SystemUi::newDesign(const FleetDocument &) const
{
    return nullptr;
}

void UiRegistry::add(std::unique_ptr<SystemUi> ui)
{
    Q_ASSERT(ui && !find(ui->systemId()));
    m_uis.push_back(std::move(ui));
}

const SystemUi *UiRegistry::find(const QString &systemId) const
{
    for (const auto &ui : m_uis) {
        if (ui->systemId() == systemId)
            return ui.get();
    }
    return nullptr;
}

} // namespace fw::app
