#include "EasyStarUi.h"

#include "../../document/FleetDocument.h"

#include <model/systems/easystar/EasyStarShip.h>

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

std::unique_ptr<model::ShipDesign> EasyStarUi::newShip(const FleetDocument &, const QString &) const
{
    auto ship = std::make_unique<model::easystar::EasyStarShip>();
    ship->name = QCoreApplication::translate("fw::EasyStarUi", "New destroyer");
    ship->classId = QStringLiteral("destroyer");
    return ship;
}

ShipEditor *EasyStarUi::createShipEditor(FleetDocument &document, QWidget *parent) const
{
    return new PlaceholderShipEditor(document, parent);
}

FleetEditor *EasyStarUi::createFleetEditor(FleetDocument &, QWidget *parent) const
{
    return new PlaceholderFleetEditor(parent);
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
