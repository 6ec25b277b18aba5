#include "BillionSunsUi.h"

#include "../../document/FleetDocument.h"
#include "BillionSunsClassForm.h"
#include "BillionSunsEditing.h"
#include "BillionSunsRosterEditor.h"
#include "BillionSunsShipEditor.h"

#include <model/systems/billionsuns/BillionSunsRoster.h>
#include <model/systems/billionsuns/BillionSunsSystem.h>

#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>

#include <algorithm>
#include <map>

namespace fw::app {

std::vector<ShipGroup> BillionSunsUi::groups(const model::Fleet &fleet) const
{
    using model::billionsuns::BillionSunsRoster;
    using model::billionsuns::BillionSunsShip;
    const auto &roster = fleet.settingsAs<BillionSunsRoster>();
    std::vector<ShipGroup> groups;
    for (std::size_t g = 0; g < roster.battlegroups.size(); ++g) {
        const QString &name = roster.battlegroups[g].name;
        groups.push_back({name, QStringLiteral("battlegroups[%1]").arg(g), {}, true, name});
    }
    for (std::size_t i = 0; i < fleet.ships.size(); ++i) {
        const QString &name = fleet.shipAs<BillionSunsShip>(i).battlegroup;
        auto it = std::find_if(groups.begin(), groups.end(),
                               [&](const ShipGroup &g) { return g.name == name; });
        if (it == groups.end()) {
            groups.push_back({name, QString(), {}, false, QString()});
            it = groups.end() - 1;
        }
        it->ships.push_back(int(i));
    }
    return groups;
}

bool BillionSunsUi::setShipGroup(model::ShipDesign &ship, const QString &key) const
{
    static_cast<model::billionsuns::BillionSunsShip &>(ship).battlegroup = key;
    return true;
}

std::unique_ptr<model::ShipDesign> BillionSunsUi::newShip(const FleetDocument &document,
                                                          const QString &group) const
{
    using namespace billionsuns;
    const BillionSunsSystem &system = systemOf(document);
    const BillionSunsRoster &roster = rosterOf(document);
    const model::Fleet &fleet = document.fleet();

    auto ship = std::make_unique<BillionSunsShip>();
    // The given battlegroup, or the first; none is made here.
    ship->battlegroup = group;
    if (ship->battlegroup.isEmpty() && !roster.battlegroups.empty())
        ship->battlegroup = roster.battlegroups.front().name;

    // The class most common in the battlegroup (the first of equals), or a frigate.
    ship->classId = QStringLiteral("frigate");
    std::map<QString, int> counts;
    int best = 0;
    for (std::size_t i = 0; i < fleet.ships.size(); ++i) {
        const auto &other = fleet.shipAs<BillionSunsShip>(i);
        if (other.battlegroup != ship->battlegroup || other.battlegroup.isEmpty()
            || !findClass(system.rules(), fleet, other.classId))
            continue;
        const int count = ++counts[other.classId];
        if (count > best) {
            best = count;
            ship->classId = other.classId;
        }
    }
    // Named after its class and numbered: "Frigate 3".
    const ShipClass *shipClass = findClass(system.rules(), fleet, ship->classId);
    const QString className = shipClass ? classDisplayName(*shipClass) : ship->classId;
    ship->name = nextShipName(fleet, className);
    return ship;
}

ShipEditor *BillionSunsUi::createShipEditor(FleetDocument &document, QWidget *parent) const
{
    return new BillionSunsShipEditor(document, parent);
}

FleetEditor *BillionSunsUi::createFleetEditor(FleetDocument &document, QWidget *parent) const
{
    return new BillionSunsRosterEditor(document, parent);
}

DesignEditor *BillionSunsUi::createDesignEditor(FleetDocument &document, QWidget *parent) const
{
    return new BillionSunsClassForm(document, parent);
}

// A custom class that starts from the frigate's stats, under the first free id "customN".
std::unique_ptr<model::Design> BillionSunsUi::newDesign(const FleetDocument &document) const
{
    using namespace model::billionsuns;
    const BillionSunsSystem &system = billionsuns::systemOf(document);
    const model::Fleet &fleet = document.fleet();
    ShipClass c;
    if (const ShipClass *frigate = system.rules().shipClass(QStringLiteral("frigate")))
        c = *frigate;
    for (std::optional<Weapon> *weapon : {&c.primary, &c.auxiliary}) {
        if (*weapon)
            (*weapon)->name = BillionSunsText::table((*weapon)->name);
    }
    c.notes.clear();
    c.custom = true;
    c.extra = model::Json();
    for (int n = int(fleet.designs.size()) + 1;; ++n) {
        const QString id = QStringLiteral("custom%1").arg(n);
        if (!findClass(system.rules(), fleet, id)) {
            c.id = id;
            c.name = QCoreApplication::translate("fw::BillionSunsUi", "Custom class %1").arg(n);
            break;
        }
    }
    return std::make_unique<BillionSunsClass>(std::move(c));
}

QWidget *BillionSunsUi::createNewFleetFields(QWidget *parent) const
{
    auto *fields = new QWidget(parent);
    auto *layout = new QFormLayout(fields);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *corporation = new QLineEdit(fields);
    corporation->setObjectName(QStringLiteral("corporation"));
    corporation->setMaxLength(200);
    corporation->setPlaceholderText(QCoreApplication::translate(
        "fw::BillionSunsUi", "The corporation that requisitions the roster"));
    auto *corporationLabel
        = new QLabel(QCoreApplication::translate("fw::BillionSunsUi", "&Corporation:"), fields);
    corporationLabel->setBuddy(corporation);
    layout->addRow(corporationLabel, corporation);
    auto *scale = new QSpinBox(fields);
    scale->setObjectName(QStringLiteral("scale"));
    scale->setRange(1, 20);
    scale->setValue(3);
    scale->setToolTip(QCoreApplication::translate(
        "fw::BillionSunsUi",
        "A Billion Suns, scale: S gives each player S + 3 CMD tokens per round "
        "and allows at most S utility ships. By default the rules options allow "
        "1 to 5."));
    auto *scaleLabel
        = new QLabel(QCoreApplication::translate("fw::BillionSunsUi", "&Scale (S):"), fields);
    scaleLabel->setBuddy(scale);
    layout->addRow(scaleLabel, scale);
    return fields;
}

void BillionSunsUi::applyNewFleetFields(QWidget *fields, model::Fleet &fleet) const
{
    auto &roster = fleet.settingsAs<model::billionsuns::BillionSunsRoster>();
    if (auto *scale = fields->findChild<QSpinBox *>(QStringLiteral("scale")))
        roster.scale = scale->value();
    if (auto *corporation = fields->findChild<QLineEdit *>(QStringLiteral("corporation")))
        roster.corporation = corporation->text().trimmed();
    // A first battlegroup, so that the first ship added has somewhere to go.
    if (roster.battlegroups.empty())
        roster.battlegroups.push_back(
            {billionsuns::uniqueBattlegroupName(roster), QString(), model::Json::object()});
}

} // namespace fw::app
