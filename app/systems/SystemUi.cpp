#include "SystemUi.h"

#include "../document/FleetDocument.h"

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

void SystemUi::nameAfterDesign(const model::Fleet &fleet, model::ShipDesign &ship)
{
    if (ship.classId.isEmpty() && !fleet.designs.empty())
        ship.classId = fleet.designs.front()->id();
    const int d = fleet.findDesign(ship.classId);
    const QString base = d >= 0 ? fleet.designs[std::size_t(d)]->name() : tr("Ship");
    ship.name = nextShipName(fleet, ship.classId, base);
}

void followDesigns(QObject *receiver, FleetDocument &document, const std::function<void()> &update)
{
    for (auto signal : {&FleetDocument::designChanged, &FleetDocument::designInserted,
                        &FleetDocument::designRemoved})
        QObject::connect(&document, signal, receiver, update);
    QObject::connect(&document, &FleetDocument::designsReplaced, receiver, update);
}

void ShipEditor::followShipAndDesigns(FleetDocument &document, const std::function<void()> &update,
                                      const std::function<void()> &notes)
{
    connect(&document, &FleetDocument::shipChanged, this, [this, update](int index) {
        if (index == ship())
            update();
    });
    // The main window shows another ship (setShip) as ships come, go and move.
    followDesigns(this, document, update);
    connect(&document, &FleetDocument::settingsChanged, this, update);
    connect(&document, &FleetDocument::analysisUpdated, this, notes);
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
