#include "ScsFleetEditor.h"

#include "../../commands/FleetCommands.h"
#include "../../commands/PushEdit.h"
#include "../../designer/EditingKit.h"
#include "../../document/FleetDocument.h"

#include <model/systems/scs/ScsDesign.h>

#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QVBoxLayout>

namespace fw::app {

using model::scs::ScsFleetSettings;

ScsFleetEditor::ScsFleetEditor(FleetDocument &document, QWidget *parent)
    : FleetEditor(parent)
    , m_document(document)
    , m_alive(&document)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *box = new QGroupBox(tr("Ship control sheets"), this);
    layout->addWidget(box);
    auto *form = new QFormLayout(box);

    m_campaignYear = new QSpinBox(box);
    guardWheel(m_campaignYear);
    m_campaignYear->setObjectName(QStringLiteral("campaignYear"));
    m_campaignYear->setRange(0, 9999);
    m_campaignYear->setSpecialValueText(tr("none"));
    m_campaignYear->setToolTip(tr("The year the battle is fought: no design may have an "
                                  "in-service date after it (digest §5.4). None: not checked."));
    auto *yearLabel = new QLabel(tr("&Campaign year:"), box);
    yearLabel->setBuddy(m_campaignYear);
    form->addRow(yearLabel, m_campaignYear);

    m_faction = new QLineEdit(box);
    m_faction->setObjectName(QStringLiteral("faction"));
    m_faction->setMaxLength(100);
    m_faction->setPlaceholderText(tr("e.g. Narn Regime"));
    m_faction->setToolTip(tr("The faction the fleet flies for."));
    auto *factionLabel = new QLabel(tr("F&action:"), box);
    factionLabel->setBuddy(m_faction);
    form->addRow(factionLabel, m_faction);

    connect(m_campaignYear, &QSpinBox::valueChanged, this, [this](int year) {
        if (m_alive)
            pushEdit<ScsFleetSettings>(m_document,
                                       {tr("Change campaign year"), mergeKey("campaignYear")},
                                       [year](ScsFleetSettings &s) { s.campaignYear = year; });
    });
    connect(m_faction, &QLineEdit::textEdited, this, [this](const QString &text) {
        if (m_alive)
            pushEdit<ScsFleetSettings>(m_document,
                                       {tr("Change fleet faction"), mergeKey("faction"), this},
                                       [&text](ScsFleetSettings &s) { s.faction = text; });
    });
    connect(&document, &FleetDocument::settingsChanged, this, &ScsFleetEditor::refresh);
    refresh();
}

void ScsFleetEditor::refresh()
{
    if (!m_alive)
        return;
    const auto &s = m_document.fleet().settingsAs<ScsFleetSettings>();
    setValueQuietly(m_campaignYear, s.campaignYear, 0, 9999);
    setTextQuietly(m_faction, s.faction);
}

bool ScsFleetEditor::focusSubject(const QString &subject)
{
    QWidget *target = nullptr;
    if (subject == QLatin1String("campaignYear"))
        target = m_campaignYear;
    else if (subject == QLatin1String("faction"))
        target = m_faction;
    if (!target)
        return false;
    revealAndFocus(target);
    return true;
}

} // namespace fw::app
