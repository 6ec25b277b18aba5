#include "SystemUi.h"

namespace fw::app {

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
