#include "SunderUi.h"

#include "../../document/FleetDocument.h"
#include "SunderDesignEditor.h"
#include "SunderEditing.h"
#include "SunderFleetEditor.h"
#include "SunderShipEditor.h"

#include <model/systems/sunder/SunderOptions.h>

#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSet>
#include <QSpinBox>

#include <algorithm>
#include <map>

namespace fw::app {

using namespace sunder;

namespace {

class Text
{
    Q_DECLARE_TR_FUNCTIONS(fw::SunderUi)
};

} // namespace

// One group per squadron, flight or wing of the fleet, in order; then the units of their own
// (Add Ship there makes another); then ships naming a group the fleet lacks, which take none.
// A fleet without groups is a flat list.
std::vector<ShipGroup> SunderUi::groups(const model::Fleet &fleet) const
{
    const auto &settings = fleet.settingsAs<SunderFleetSettings>();
    const bool grouped = std::any_of(fleet.ships.begin(), fleet.ships.end(), [](const auto &s) {
        return !static_cast<const SunderShip &>(*s).group.isEmpty();
    });
    if (settings.groups.empty() && !grouped)
        return {};
    std::vector<ShipGroup> groups;
    for (std::size_t g = 0; g < settings.groups.size(); ++g) {
        const SunderGroup &group = settings.groups[g];
        groups.push_back({group.name, QStringLiteral("groups[%1]").arg(g), {}, true, group.name});
    }
    ShipGroup single{Text::tr("No group"), QString(), {}, true, QString()};
    std::map<QString, ShipGroup> missing;
    const QHash<QString, int> index = settings.groupIndex();
    for (std::size_t i = 0; i < fleet.ships.size(); ++i) {
        const QString &name = fleet.shipAs<SunderShip>(i).group;
        const int g = index.value(name, -1);
        if (name.isEmpty())
            single.ships.push_back(int(i));
        else if (g >= 0)
            groups[std::size_t(g)].ships.push_back(int(i));
        else {
            ShipGroup &unknown = missing[name];
            unknown.name = Text::tr("Unknown group: %1").arg(name);
            unknown.ships.push_back(int(i));
        }
    }
    if (!single.ships.empty())
        groups.push_back(std::move(single));
    for (auto &[name, group] : missing)
        groups.push_back(std::move(group));
    return groups;
}

bool SunderUi::setShipGroup(model::ShipDesign &ship, const QString &key) const
{
    static_cast<SunderShip &>(ship).group = key;
    return true;
}

// A ship in the given group (empty: a unit of its own), of the card most common there (the first
// of equals; else the fleet's first card), named after its class and numbered.
std::unique_ptr<model::ShipDesign> SunderUi::newShip(const FleetDocument &document,
                                                     const QString &group) const
{
    const model::Fleet &fleet = document.fleet();
    auto ship = std::make_unique<SunderShip>();
    ship->group = group;
    std::map<QString, int> counts;
    int best = 0;
    QSet<QString> cards;
    for (const auto &design : fleet.designs)
        cards.insert(design->id());
    for (std::size_t i = 0; i < fleet.ships.size(); ++i) {
        const auto &other = fleet.shipAs<SunderShip>(i);
        if (group.isEmpty() || other.group != group || !cards.contains(other.classId))
            continue;
        if (const int count = ++counts[other.classId]; count > best) {
            best = count;
            ship->classId = other.classId;
        }
    }
    nameAfterDesign(fleet, *ship);
    return ship;
}

// A fleet has at most one flagship (digest §4.7): a copy is not it.
bool SunderUi::isFlagship(const model::ShipDesign &ship) const
{
    return static_cast<const SunderShip &>(ship).flagship;
}

void SunderUi::forgetUnique(model::ShipDesign &copy) const
{
    static_cast<SunderShip &>(copy).flagship = false;
}

ShipEditor *SunderUi::createShipEditor(FleetDocument &document, QWidget *parent) const
{
    return new SunderShipEditor(document, parent);
}

FleetEditor *SunderUi::createFleetEditor(FleetDocument &document, QWidget *parent) const
{
    return new SunderFleetEditor(document, parent);
}

DesignEditor *SunderUi::createDesignEditor(FleetDocument &document, QWidget *parent) const
{
    return new SunderDesignEditor(document, parent);
}

std::unique_ptr<model::Design> SunderUi::newDesign(const FleetDocument &document) const
{
    return std::make_unique<SunderDesign>(newCard(document.fleet()));
}

QWidget *SunderUi::createNewFleetFields(QWidget *parent) const
{
    auto *fields = new QWidget(parent);
    auto *layout = new QFormLayout(fields);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *budget = new QSpinBox(fields);
    budget->setObjectName(QStringLiteral("sunder.budget"));
    budget->setRange(0, 10000);
    budget->setSingleStep(5);
    budget->setValue(model::sunder::PlaytestPoints);
    budget->setSuffix(Text::tr(" pts"));
    budget->setToolTip(Text::tr("The points the fleet may spend. The playtests used about 50 "
                                "points a player (digest §4.7, §4.8)."));
    auto *budgetLabel = new QLabel(Text::tr("&Budget:"), fields);
    budgetLabel->setBuddy(budget);
    layout->addRow(budgetLabel, budget);
    auto *faction = new QLineEdit(fields);
    faction->setObjectName(QStringLiteral("sunder.faction"));
    faction->setMaxLength(100);
    faction->setPlaceholderText(Text::tr("e.g. Grand Terran Imperium"));
    auto *factionLabel = new QLabel(Text::tr("&Faction:"), fields);
    factionLabel->setBuddy(faction);
    layout->addRow(factionLabel, faction);
    return fields;
}

void SunderUi::applyNewFleetFields(QWidget *fields, model::Fleet &fleet) const
{
    auto &settings = fleet.settingsAs<SunderFleetSettings>();
    if (auto *budget = fields->findChild<QSpinBox *>(QStringLiteral("sunder.budget")))
        fleet.budget = budget->value();
    if (auto *faction = fields->findChild<QLineEdit *>(QStringLiteral("sunder.faction")))
        settings.faction = faction->text().trimmed();
}

} // namespace fw::app
