#include "EasyStarFleetEditor.h"

#include "../../commands/FleetCommands.h"
#include "../../commands/PushEdit.h"
#include "../../document/FleetDocument.h"
#include "EasyStarEditing.h"

#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>

namespace fw::app {

using namespace easystar;
using es::EasyStarText;

namespace {

const es::EasyStarFleetSettings &settingsOf(const FleetDocument &document)
{
    return document.fleet().settingsAs<es::EasyStarFleetSettings>();
}

} // namespace

EasyStarFleetEditor::EasyStarFleetEditor(FleetDocument &document, QWidget *parent)
    : FleetEditor(parent)
    , m_document(document)
    , m_alive(&document)
{
    const es::EasyStarRules &rules = systemOf(document).rules();
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *box = new QGroupBox(tr("EasyStar"), this);
    layout->addWidget(box);
    auto *form = new QFormLayout(box);

    m_damageControl = new QSpinBox(box);
    guardWheel(m_damageControl);
    m_damageControl->setObjectName(QStringLiteral("damageControl"));
    m_damageControl->setRange(0, rules.damageControl.maxPerPlayer);
    const QString dcTip = tr("EasyStar §V.D: damage-control counters are bought for the fleet, "
                             "%1 BP each; a player may buy at most %2.")
                              .arg(rules.damageControl.cost)
                              .arg(rules.damageControl.maxPerPlayer);
    m_damageControl->setToolTip(dcTip);
    m_damageControlNote = new QLabel(box);
    auto *dcRow = new QHBoxLayout;
    dcRow->addWidget(m_damageControl);
    dcRow->addWidget(m_damageControlNote, 1);
    auto *dcLabel = new QLabel(tr("&Damage control:"), box);
    dcLabel->setBuddy(m_damageControl);
    dcLabel->setToolTip(dcTip);
    form->addRow(dcLabel, dcRow);

    m_scenario = new QComboBox(box);
    guardWheel(m_scenario);
    m_scenario->setObjectName(QStringLiteral("scenario"));
    m_scenario->addItem(tr("None (a plain battle)"), QString());
    for (const es::Scenario &s : es::EasyStarSystem::scenarios())
        m_scenario->addItem(s.name, s.id);
    const QString scenarioTip = tr("EasyStar Appendix B: a scenario sets the budget and what each "
                                   "side may buy; validation checks the fleet against it.");
    m_scenario->setToolTip(scenarioTip);
    m_player = new QComboBox(box);
    guardWheel(m_player);
    m_player->setObjectName(QStringLiteral("scenarioPlayer"));
    m_player->addItem(tr("Player 1"), 1);
    m_player->addItem(tr("Player 2"), 2);
    m_player->setToolTip(tr("Which side of the scenario this fleet plays (EasyStar Appendix B)"));
    auto *scenarioRow = new QHBoxLayout;
    scenarioRow->addWidget(m_scenario);
    auto *asLabel = new QLabel(tr("&as"), box);
    asLabel->setBuddy(m_player);
    scenarioRow->addWidget(asLabel);
    scenarioRow->addWidget(m_player);
    scenarioRow->addStretch(1);
    auto *scenarioLabel = new QLabel(tr("&Scenario:"), box);
    scenarioLabel->setBuddy(m_scenario);
    scenarioLabel->setToolTip(scenarioTip);
    form->addRow(scenarioLabel, scenarioRow);

    const auto push = [this](const QString &text, const char *field, bool merge,
                             const std::function<void(es::EasyStarFleetSettings &)> &change) {
        if (!m_alive)
            return;
        pushEdit<es::EasyStarFleetSettings>(m_document, {text, merge ? mergeKey(field) : -1},
                                            change);
    };
    connect(m_damageControl, &QSpinBox::valueChanged, this, [push](int value) {
        push(tr("Change damage control"), "damageControl", true,
             [value](es::EasyStarFleetSettings &s) { s.damageControl = value; });
    });
    connect(m_scenario, &QComboBox::currentIndexChanged, this, [this, push] {
        const QString id = m_scenario->currentData().toString();
        push(tr("Change scenario"), "scenario", false,
             [id](es::EasyStarFleetSettings &s) { s.scenario = id; });
    });
    connect(m_player, &QComboBox::currentIndexChanged, this, [this, push] {
        const int player = m_player->currentData().toInt();
        push(tr("Change scenario player"), "scenarioPlayer", false,
             [player](es::EasyStarFleetSettings &s) { s.scenarioPlayer = player; });
    });
    connect(&document, &FleetDocument::settingsChanged, this, &EasyStarFleetEditor::refresh);
    refresh();
}

void EasyStarFleetEditor::refresh()
{
    if (!m_alive)
        return;
    const es::EasyStarRules &rules = systemOf(m_document).rules();
    const es::EasyStarFleetSettings &s = settingsOf(m_document);
    // A loaded file may hold more than the rules allow: shown as it is; validation reports it.
    setRangeQuietly(m_damageControl, 0,
                    std::max(rules.damageControl.maxPerPlayer, s.damageControl));
    setValueQuietly(m_damageControl, s.damageControl);
    m_damageControlNote->setText(tr("%1 BP each, at most %2")
                                     .arg(rules.damageControl.cost)
                                     .arg(rules.damageControl.maxPerPlayer));
    m_damageControlNote->setStyleSheet(
        s.damageControl > rules.damageControl.maxPerPlayer ? ProblemStyle : QString());
    setCurrentIndexQuietly(m_scenario, std::max(0, m_scenario->findData(s.scenario)));
    setCurrentIndexQuietly(m_player, std::max(0, m_player->findData(s.scenarioPlayer)));
    m_player->setEnabled(!s.scenario.isEmpty());
}

bool EasyStarFleetEditor::focusSubject(const QString &subject)
{
    QWidget *target = nullptr;
    if (subject == QLatin1String("damageControl"))
        target = m_damageControl;
    else if (subject == QLatin1String("scenario") || subject == QLatin1String("scenario.id"))
        target = m_scenario;
    else if (subject == QLatin1String("scenario.player"))
        target = m_player->isEnabled() ? m_player : m_scenario;
    if (!target)
        return false;
    revealAndFocus(target);
    return true;
}

} // namespace fw::app
