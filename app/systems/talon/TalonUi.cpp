#include "TalonUi.h"

#include "../../document/FleetDocument.h"
#include "TalonDesignEditor.h"
#include "TalonEditing.h"
#include "TalonFleetEditor.h"
#include "TalonShipEditor.h"

#include <model/systems/talon/TalonSystem.h>

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>

namespace fw::app {

using namespace talon;

namespace {

class Text
{
    Q_DECLARE_TR_FUNCTIONS(fw::TalonUi)
};

} // namespace

// A ship of the fleet's last ship's counter; in an empty fleet, the first counter of its faction.
// Named after the counter and numbered.
std::unique_ptr<model::ShipDesign> TalonUi::newShip(const FleetDocument &document,
                                                    const QString &) const
{
    const model::Fleet &fleet = document.fleet();
    const auto &system = talonSystem(document);
    auto ship = std::make_unique<TalonShip>();
    if (!fleet.ships.empty()) {
        ship->classId = fleet.ships.back()->classId;
    } else {
        const auto &settings = fleet.settingsAs<TalonFleetSettings>();
        const std::vector<CounterChoice> choices = counterChoices(system, fleet, settings.faction);
        if (!choices.empty())
            ship->classId = choices.front().counter->id;
    }
    const TalonCounter *c = system.counterOf(fleet, ship->classId);
    ship->name = nextShipName(fleet, c ? counterName(*c) : Text::tr("Ship"));
    return ship;
}

ShipEditor *TalonUi::createShipEditor(FleetDocument &document, QWidget *parent) const
{
    return new TalonShipEditor(document, parent);
}

FleetEditor *TalonUi::createFleetEditor(FleetDocument &document, QWidget *parent) const
{
    return new TalonFleetEditor(document, parent);
}

DesignEditor *TalonUi::createDesignEditor(FleetDocument &document, QWidget *parent) const
{
    return new TalonDesignEditor(document, parent);
}

std::unique_ptr<model::Design> TalonUi::newDesign(const FleetDocument &document) const
{
    return std::make_unique<TalonDesign>(newCounter(talonSystem(document), document.fleet()));
}

QWidget *TalonUi::createNewFleetFields(QWidget *parent) const
{
    auto *fields = new QWidget(parent);
    auto *layout = new QFormLayout(fields);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *budget = new QSpinBox(fields);
    budget->setObjectName(QStringLiteral("talon.budget"));
    budget->setRange(0, 100000);
    budget->setSingleStep(50);
    budget->setValue(300);
    budget->setSuffix(Text::tr(" SP"));
    budget->setToolTip(Text::tr("The Ship Points the fleet may spend; 300 and 1,500 are common "
                                "(digest §3.5)."));
    auto *budgetLabel = new QLabel(Text::tr("&Budget:"), fields);
    budgetLabel->setBuddy(budget);
    layout->addRow(budgetLabel, budget);
    auto *faction = new QComboBox(fields);
    faction->setObjectName(QStringLiteral("talon.faction"));
    faction->addItem(Text::tr("(none)"), -1);
    addIndexedItems(faction, enumNames(Faction::Terran, model::talon::factionName));
    auto *factionLabel = new QLabel(Text::tr("&Faction:"), fields);
    factionLabel->setBuddy(faction);
    layout->addRow(factionLabel, faction);
    return fields;
}

void TalonUi::applyNewFleetFields(QWidget *fields, model::Fleet &fleet) const
{
    auto &settings = fleet.settingsAs<TalonFleetSettings>();
    if (auto *budget = fields->findChild<QSpinBox *>(QStringLiteral("talon.budget")))
        fleet.budget = budget->value();
    if (auto *faction = fields->findChild<QComboBox *>(QStringLiteral("talon.faction"))) {
        const int f = faction->currentData().toInt();
        settings.faction = f < 0 ? std::nullopt : std::optional<Faction>(Faction(f));
    }
}

} // namespace fw::app
