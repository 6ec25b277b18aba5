#include "BillionSunsUi.h"

#include "../../document/FleetDocument.h"

#include <model/systems/billionsuns/BillionSunsRoster.h>

#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>

namespace fw::app {

namespace {

class PlaceholderShipEditor final : public ShipEditor
{
public:
    PlaceholderShipEditor(FleetDocument &document, QWidget *parent)
        : ShipEditor(parent)
        , m_document(document)
        , m_label(new QLabel(this))
    {}
    void setShip(int index) override
    {
        m_index = index;
        m_label->setText(index >= 0 ? m_document.fleet().ships.at(std::size_t(index))->name
                                    : QString());
    }
    int ship() const override { return m_index; }
    bool focusSubject(const QString &) override { return false; }

private:
    FleetDocument &m_document;
    QLabel *m_label;
    int m_index = -1;
};

class PlaceholderFleetEditor final : public FleetEditor
{
public:
    using FleetEditor::FleetEditor;
    bool focusSubject(const QString &) override { return false; }
};

} // namespace

std::vector<ShipGroup> BillionSunsUi::groups(const model::Fleet &fleet) const
{
    using model::billionsuns::BillionSunsRoster;
    using model::billionsuns::BillionSunsShip;
    const auto &roster = fleet.settingsAs<BillionSunsRoster>();
    std::vector<ShipGroup> groups;
    for (std::size_t g = 0; g < roster.battlegroups.size(); ++g)
        groups.push_back(
            {roster.battlegroups[g].name, QStringLiteral("battlegroups[%1]").arg(g), {}});
    for (std::size_t i = 0; i < fleet.ships.size(); ++i) {
        const QString &name = fleet.shipAs<BillionSunsShip>(i).battlegroup;
        auto it = std::find_if(groups.begin(), groups.end(),
                               [&](const ShipGroup &g) { return g.name == name; });
        if (it == groups.end()) {
            groups.push_back({name, QString(), {}});
            it = groups.end() - 1;
        }
        it->ships.push_back(int(i));
    }
    return groups;
}

std::unique_ptr<model::ShipDesign> BillionSunsUi::newShip(const FleetDocument &,
                                                          const QString &group) const
{
    auto ship = std::make_unique<model::billionsuns::BillionSunsShip>();
    ship->name = QCoreApplication::translate("fw::BillionSunsUi", "New frigate");
    ship->classId = QStringLiteral("frigate");
    ship->battlegroup = group;
    return ship;
}

ShipEditor *BillionSunsUi::createShipEditor(FleetDocument &document, QWidget *parent) const
{
    return new PlaceholderShipEditor(document, parent);
}

FleetEditor *BillionSunsUi::createFleetEditor(FleetDocument &, QWidget *parent) const
{
    return new PlaceholderFleetEditor(parent);
}

QWidget *BillionSunsUi::createNewFleetFields(QWidget *parent) const
{
    auto *fields = new QWidget(parent);
    auto *layout = new QFormLayout(fields);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *scale = new QSpinBox(fields);
    scale->setObjectName(QStringLiteral("scale"));
    scale->setRange(1, 20);
    scale->setValue(3);
    layout->addRow(QCoreApplication::translate("fw::BillionSunsUi", "&Scale (S):"), scale);
    return fields;
}

void BillionSunsUi::applyNewFleetFields(QWidget *fields, model::Fleet &fleet) const
{
    if (auto *scale = fields->findChild<QSpinBox *>(QStringLiteral("scale")))
        fleet.settingsAs<model::billionsuns::BillionSunsRoster>().scale = scale->value();
}

} // namespace fw::app
