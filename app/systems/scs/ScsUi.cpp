#include "ScsUi.h"

#include "../../document/FleetDocument.h"
#include "ScsDesignEditor.h"
#include "ScsFleetEditor.h"
#include "ScsSheetTools.h"
#include "ScsShipEditor.h"

#include <model/systems/scs/ScsDesign.h>

#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>

#include <algorithm>

namespace fw::app {

using model::scs::ScsDesign;
using model::scs::ScsFleetSettings;
using model::scs::ScsShip;

namespace {

class Text
{
    Q_DECLARE_TR_FUNCTIONS(fw::app::ScsUi)
};

} // namespace

// One group per design, in the fleet's order, so that Add Ship with a design's group selected
// builds another ship of it; ships naming no design of the fleet gather at the end.
std::vector<ShipGroup> ScsUi::groups(const model::Fleet &fleet) const
{
    std::vector<ShipGroup> groups;
    for (std::size_t d = 0; d < fleet.designs.size(); ++d) {
        const model::Design &design = *fleet.designs[d];
        groups.push_back({design.name().isEmpty() ? design.id() : design.name(),
                          QStringLiteral("designs[%1]").arg(d),
                          {},
                          true,
                          design.id()});
    }
    for (std::size_t i = 0; i < fleet.ships.size(); ++i) {
        const QString &id = fleet.ships[i]->classId;
        const int d = fleet.findDesign(id);
        if (d >= 0 && std::size_t(d) < groups.size() && groups[std::size_t(d)].key == id) {
            groups[std::size_t(d)].ships.push_back(int(i));
            continue;
        }
        const QString name
            = id.isEmpty() ? Text::tr("No design") : Text::tr("Unknown design: %1").arg(id);
        auto it = std::find_if(groups.begin(), groups.end(), [&](const ShipGroup &g) {
            return !g.takesNewShips && g.name == name;
        });
        if (it == groups.end()) {
            groups.push_back({name, QString(), {}, false, QString()});
            it = groups.end() - 1;
        }
        it->ships.push_back(int(i));
    }
    return groups;
}

// A ship of the group's design (else the fleet's first design), named after it and numbered.
std::unique_ptr<model::ShipDesign> ScsUi::newShip(const FleetDocument &document,
                                                  const QString &group) const
{
    const model::Fleet &fleet = document.fleet();
    auto ship = std::make_unique<ScsShip>();
    ship->classId = group;
    nameAfterDesign(fleet, *ship);
    return ship;
}

// A unique design is built once per fleet (SCS fleet rules, rarity): no copy of its ship.
QString ScsUi::duplicateRefusal(const model::Fleet &fleet, int index) const
{
    const int d = fleet.findDesign(fleet.ships.at(std::size_t(index))->classId);
    if (d < 0
        || fleet.designAs<ScsDesign>(std::size_t(d)).sheet.rarity != model::scs::Rarity::Unique)
        return {};
    return Text::tr("%1 is a ship of the unique design %2: a fleet has only one.")
        .arg(fleet.ships[std::size_t(index)]->name, fleet.designs[std::size_t(d)]->name());
}

ShipEditor *ScsUi::createShipEditor(FleetDocument &document, QWidget *parent) const
{
    return new ScsShipEditor(document, parent);
}

FleetEditor *ScsUi::createFleetEditor(FleetDocument &document, QWidget *parent) const
{
    return new ScsFleetEditor(document, parent);
}

DesignEditor *ScsUi::createDesignEditor(FleetDocument &document, QWidget *parent) const
{
    return new ScsDesignEditor(document, parent);
}

// A capital sheet with every section, nearly complete: the player renames it and adds weapons.
std::unique_ptr<model::Design> ScsUi::newDesign(const FleetDocument &document) const
{
    const model::Fleet &fleet = document.fleet();
    model::scs::ScsClass sheet = scs::newSheet(model::scs::SizeClass::Capital);
    const auto &settings = fleet.settingsAs<ScsFleetSettings>();
    sheet.faction = settings.faction;
    for (int n = int(fleet.designs.size()) + 1;; ++n) {
        const QString id = QStringLiteral("design%1").arg(n);
        if (fleet.findDesign(id) < 0) {
            sheet.id = id;
            sheet.name = Text::tr("New design %1").arg(n);
            break;
        }
    }
    return std::make_unique<ScsDesign>(std::move(sheet));
}

QWidget *ScsUi::createNewFleetFields(QWidget *parent) const
{
    auto *fields = new QWidget(parent);
    auto *layout = new QFormLayout(fields);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *faction = new QLineEdit(fields);
    faction->setObjectName(QStringLiteral("faction"));
    faction->setMaxLength(100);
    faction->setPlaceholderText(Text::tr("e.g. Narn Regime"));
    auto *factionLabel = new QLabel(Text::tr("&Faction:"), fields);
    factionLabel->setBuddy(faction);
    layout->addRow(factionLabel, faction);
    auto *year = new QSpinBox(fields);
    year->setObjectName(QStringLiteral("campaignYear"));
    year->setRange(0, 9999);
    year->setSpecialValueText(Text::tr("none"));
    year->setToolTip(
        Text::tr("The year the battle is fought: no design may have an in-service date "
                 "after it (digest §5.4). None: not checked."));
    auto *yearLabel = new QLabel(Text::tr("&Campaign year:"), fields);
    yearLabel->setBuddy(year);
    layout->addRow(yearLabel, year);
    return fields;
}

void ScsUi::applyNewFleetFields(QWidget *fields, model::Fleet &fleet) const
{
    auto &settings = fleet.settingsAs<ScsFleetSettings>();
    if (auto *year = fields->findChild<QSpinBox *>(QStringLiteral("campaignYear")))
        settings.campaignYear = year->value();
    if (auto *faction = fields->findChild<QLineEdit *>(QStringLiteral("faction")))
        settings.faction = faction->text().trimmed();
}

} // namespace fw::app
