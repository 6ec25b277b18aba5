#include "SunderShipEditor.h"

#include "SunderEditing.h"

#include <model/systems/GameSystem.h>
#include <model/systems/sunder/SunderDerived.h>

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>

namespace fw::app {

using namespace sunder;

SunderShipEditor::SunderShipEditor(FleetDocument &document, QWidget *parent)
    : DataShipEditor(document,
                     {tr("The ship's own name, e.g. “Valiant”."), tr("&Card:"),
                      tr("The ship card the ship is played from: one of the fleet's designs (the "
                         "Designs page edits them)."),
                      tr("Change ship card"), tr("(no card)"), 16},
                     parent)
{
    m_group = new QComboBox(this);
    guardWheel(m_group);
    m_group->setObjectName(QStringLiteral("group"));
    m_group->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_group->setMinimumContentsLength(16);
    m_group->setToolTip(tr("The squadron, flight or wing the ship rolls initiative and activates "
                           "with (digest §4.1); the Fleet page lists the groups."));
    m_fields.add(QStringLiteral("group"), m_group);
    addFieldRow(shipForm(), tr("&Group:"), m_group);
    connect(m_group, &QComboBox::activated, this, [this](int item) {
        const QString group = m_group->itemData(item).toString();
        edit(
            QStringLiteral("group"), tr("Change ship group"),
            [&](SunderShip &s) { s.group = group; }, false);
    });
    QCheckBox *flagship = m_fields.check(
        QStringLiteral("flagship"), &SunderShip::flagship, tr("F&lagship"), tr("Make flagship"),
        tr("The fleet's flagship; a fleet has at most one (digest §4.7)."), tr("Unmake flagship"));
    shipForm()->addRow(QString(), flagship);

    auto *baysBox = new QGroupBox(tr("Fighters and bombers carried"), this);
    auto *baysForm = new QFormLayout(baysBox);
    addFieldRow(baysForm, tr("F&ighter flights:"),
                m_fields.spin(QStringLiteral("fighters"), &SunderShip::fighters, 0, 99,
                              tr("Change fighters carried")));
    addFieldRow(baysForm, tr("&Bomber flights:"),
                m_fields.spin(QStringLiteral("bombers"), &SunderShip::bombers, 0, 99,
                              tr("Change bombers carried")));
    m_bays = new QLabel(baysBox);
    m_bays->setObjectName(QStringLiteral("bays"));
    m_bays->setWordWrap(true);
    baysForm->addRow(m_bays);
    addPart(baysBox);
    finish();
}

std::vector<ShipEditorBase::DesignChoice> SunderShipEditor::designChoices() const
{
    std::vector<DesignChoice> choices;
    const model::Fleet &fleet = m_document.fleet();
    for (std::size_t i = 0; i < fleet.designs.size(); ++i) {
        const SunderCard &c = model::sunder::sunderCard(fleet, i);
        choices.push_back({tr("%1 (%2, %3)")
                               .arg(c.name, model::sunder::hullSizeName(c.size),
                                    m_document.system().formatPoints(c.points)),
                           c.id});
    }
    return choices;
}

void SunderShipEditor::showShip()
{
    refreshFields();
    updateGroupChoices();
}

void SunderShipEditor::updateGroupChoices()
{
    const QSignalBlocker blocker(m_group);
    m_group->clear();
    if (!valid())
        return;
    const auto &settings = m_document.fleet().settingsAs<SunderFleetSettings>();
    const QString current = shipData().group;
    m_group->addItem(tr("(none: a unit of its own)"), QString());
    // The first group of each name, as the validator and the tree find it.
    const QHash<QString, int> index = settings.groupIndex();
    for (std::size_t g = 0; g < settings.groups.size(); ++g) {
        const SunderGroup &group = settings.groups[g];
        if (!group.name.isEmpty() && index.value(group.name) == int(g))
            m_group->addItem(
                tr("%1 (%2)").arg(group.name, model::sunder::groupKindName(group.kind)),
                group.name);
    }
    if (m_group->findData(current) < 0)
        insertMissingItem(m_group, tr("Unknown: %1").arg(current), current);
    m_group->setCurrentIndex(m_group->findData(current));
}

// The bays of the card's track 1 against the flights carried (digest §4.8), and the issues
// validation finds with the ship.
void SunderShipEditor::refreshNotes()
{
    DataShipEditor::refreshNotes();
    if (!valid()) {
        m_bays->clear();
        return;
    }
    const SunderShip &ship = shipData();
    const SunderCard *c = model::sunder::findSunderCard(m_document.fleet(), ship.classId);
    const int fighterBays = c ? model::sunder::onTrack(c->bays.fighters, 0) : 0;
    const int bomberBays = c ? model::sunder::onTrack(c->bays.bombers, 0) : 0;
    const bool over = ship.fighters > fighterBays || ship.bombers > bomberBays;
    if (!c)
        m_bays->setText(tr("The ship has no card to carry flights."));
    else if (fighterBays == 0 && bomberBays == 0)
        m_bays->setText(tr("The card has no fighter or bomber bays."));
    else
        m_bays->setText(tr("The card's bays on track 1: %1 fighter, %2 bomber flights.")
                            .arg(fighterBays)
                            .arg(bomberBays));
    m_bays->setStyleSheet(over ? ProblemStyle : QString());
}

} // namespace fw::app
