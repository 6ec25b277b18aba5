#include "SystemUi.h"

#include "../document/FleetDocument.h"

#include <model/core/ShipNames.h>

#include <algorithm>

namespace fw::app {

namespace {

QStringList shipNames(const model::Fleet &fleet, int except = -1)
{
    QStringList names;
    names.reserve(qsizetype(fleet.ships.size()));
    for (std::size_t i = 0; i < fleet.ships.size(); ++i) {
        if (int(i) != except)
            names << fleet.ships[i]->name;
    }
    return names;
}

} // namespace

QString SystemUi::nextShipName(const model::Fleet &fleet, const QString &className)
{
    return model::names::nextNumbered(shipNames(fleet), className);
}

void SystemUi::forgetUnique(model::ShipDesign &) const {}

bool SystemUi::isFlagship(const model::ShipDesign &) const
{
    return false;
}

QString SystemUi::duplicateRefusal(const model::Fleet &, int) const
{
    return {};
}

SystemUi::ClassChange SystemUi::classChange(const model::Fleet &fleet, int index,
                                            const QString &text, const QString &oldClassName,
                                            const QString &newClassName)
{
    if (index < 0 || std::size_t(index) >= fleet.ships.size() || newClassName.isEmpty()
        || oldClassName == newClassName
        || !model::names::isDefaultName(fleet.ships[std::size_t(index)]->name, oldClassName))
        return {text, QString()};
    const QString name = model::names::nextNumbered(shipNames(fleet, index), newClassName);
    return {tr("%1, renamed “%2”", "an undo step: a change of class, the ship's new name")
                .arg(text, name),
            name};
}

SystemUi::ClassChange SystemUi::designChange(const model::Fleet &fleet, int index,
                                             const QString &text, const QString &newDesignId)
{
    if (index < 0 || std::size_t(index) >= fleet.ships.size())
        return {text, QString()};
    const auto designName = [&fleet](const QString &id) {
        const int d = fleet.findDesign(id);
        return d < 0 ? QString() : fleet.designs[std::size_t(d)]->name();
    };
    return classChange(fleet, index, text, designName(fleet.ships[std::size_t(index)]->classId),
                       designName(newDesignId));
}

void SystemUi::nameAfterDesign(const model::Fleet &fleet, model::ShipDesign &ship)
{
    if (ship.classId.isEmpty() && !fleet.designs.empty())
        ship.classId = fleet.designs.front()->id();
    const int d = fleet.findDesign(ship.classId);
    const QString base = d >= 0 ? fleet.designs[std::size_t(d)]->name() : tr("Ship");
    ship.name = nextShipName(fleet, base);
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

bool SystemUi::setShipGroup(model::ShipDesign &, const QString &) const
{
    return false;
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
