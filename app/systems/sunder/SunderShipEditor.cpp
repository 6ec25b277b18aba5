#include "SunderShipEditor.h"

#include "../../commands/FleetCommands.h"
#include "../../commands/PushEdit.h"
#include "SunderEditing.h"

#include <model/core/JsonPath.h>
#include <model/systems/GameSystem.h>
#include <model/systems/sunder/SunderDerived.h>

#include <QCheckBox>
#include <QComboBox>
#include <QFont>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

namespace fw::app {

using namespace sunder;

namespace {

const SunderShip &shipAt(const FleetDocument &document, int index)
{
    return document.fleet().shipAs<SunderShip>(std::size_t(index));
}

} // namespace

SunderShipEditor::SunderShipEditor(FleetDocument &document, QWidget *parent)
    : ShipEditor(parent)
    , m_document(document)
    , m_alive(&document)
{
    auto *box = new QGroupBox(tr("Ship"), this);
    auto *form = new QFormLayout(box);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    const auto addRow = [&](const QString &label, QWidget *field) {
        auto *caption = new QLabel(label, box);
        caption->setBuddy(field);
        form->addRow(caption, field);
    };
    m_name = newShipNameEdit(box, tr("The ship's own name, e.g. “Valiant”."));
    addRow(tr("&Name:"), m_name);
    m_design = newShipDesignCombo(box,
                                  tr("The ship card the ship is played from: one of the fleet's "
                                     "designs (the Designs page edits them)."),
                                  16);
    addRow(tr("&Card:"), m_design);
    m_group = new QComboBox(box);
    guardWheel(m_group);
    m_group->setObjectName(QStringLiteral("group"));
    m_group->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_group->setMinimumContentsLength(16);
    m_group->setToolTip(tr("The squadron, flight or wing the ship rolls initiative and activates "
                           "with (digest §4.1); the Fleet page lists the groups."));
    addRow(tr("&Group:"), m_group);
    m_flagship = new QCheckBox(tr("F&lagship"), box);
    m_flagship->setObjectName(QStringLiteral("flagship"));
    m_flagship->setToolTip(tr("The fleet's flagship; a fleet has at most one (digest §4.7)."));
    form->addRow(QString(), m_flagship);

    auto *baysBox = new QGroupBox(tr("Fighters and bombers carried"), this);
    auto *baysForm = new QFormLayout(baysBox);
    m_fighters = new QSpinBox(baysBox);
    m_fighters->setObjectName(QStringLiteral("fighters"));
    m_bombers = new QSpinBox(baysBox);
    m_bombers->setObjectName(QStringLiteral("bombers"));
    for (QSpinBox *spin : {m_fighters, m_bombers}) {
        guardWheel(spin);
        spin->setRange(0, 99);
    }
    auto *fightersLabel = new QLabel(tr("F&ighter flights:"), baysBox);
    fightersLabel->setBuddy(m_fighters);
    baysForm->addRow(fightersLabel, m_fighters);
    auto *bombersLabel = new QLabel(tr("&Bomber flights:"), baysBox);
    bombersLabel->setBuddy(m_bombers);
    baysForm->addRow(bombersLabel, m_bombers);
    m_bays = new QLabel(baysBox);
    m_bays->setObjectName(QStringLiteral("bays"));
    m_bays->setWordWrap(true);
    baysForm->addRow(m_bays);

    m_notes = newShipNotesEdit(this, tr("Your notes on the ship; the game does not use them."));
    auto *notesLabel = new QLabel(tr("N&otes:"), this);
    notesLabel->setBuddy(m_notes);
    m_issues = newIssuesLabel(this);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(box);
    layout->addWidget(baysBox);
    layout->addWidget(notesLabel);
    layout->addWidget(m_notes);
    layout->addWidget(m_issues);
    layout->addStretch(1);

    connectFields();
    updateFromDocument();
}

// Edits become undo steps; the document's changes are shown.
void SunderShipEditor::connectFields()
{
    connect(m_name, &QLineEdit::textEdited, this, [this](const QString &text) {
        edit(tr("Rename ship"), QStringLiteral("name"), true,
             [&](SunderShip &s) { s.name = text; });
    });
    connect(m_design, &QComboBox::activated, this, [this](int item) {
        const QString id = m_design->itemData(item).toString();
        // A ship still named after its card is named after the new one.
        const SystemUi::ClassChange change
            = SystemUi::designChange(m_document.fleet(), m_index, tr("Change ship card"), id);
        edit(change.text, QStringLiteral("design"), false, [&](SunderShip &s) {
            s.classId = id;
            change.rename(s);
        });
    });
    connect(m_group, &QComboBox::activated, this, [this](int item) {
        const QString group = m_group->itemData(item).toString();
        edit(tr("Change ship group"), QStringLiteral("group"), false,
             [&](SunderShip &s) { s.group = group; });
    });
    connect(m_flagship, &QCheckBox::clicked, this, [this](bool on) {
        edit(on ? tr("Make flagship") : tr("Unmake flagship"), QStringLiteral("flagship"), false,
             [&](SunderShip &s) { s.flagship = on; });
    });
    connect(m_fighters, &QSpinBox::valueChanged, this, [this](int value) {
        edit(tr("Change fighters carried"), QStringLiteral("fighters"), true,
             [&](SunderShip &s) { s.fighters = value; });
    });
    connect(m_bombers, &QSpinBox::valueChanged, this, [this](int value) {
        edit(tr("Change bombers carried"), QStringLiteral("bombers"), true,
             [&](SunderShip &s) { s.bombers = value; });
    });
    connect(m_notes, &QPlainTextEdit::textChanged, this, [this] {
        edit(tr("Edit ship notes"), QStringLiteral("notes"), true,
             [&](SunderShip &s) { s.notes = m_notes->toPlainText(); });
    });
    followShipAndDesigns(
        m_document, [this] { updateFromDocument(); }, [this] { updateNotes(); });
}

bool SunderShipEditor::valid() const
{
    return m_alive && m_index >= 0 && m_index < int(m_document.fleet().ships.size());
}

void SunderShipEditor::setShip(int index)
{
    m_index = index;
    updateFromDocument();
}

void SunderShipEditor::updateFromDocument()
{
    if (!m_alive)
        return;
    const bool shown = valid();
    setEnabled(shown);
    const SunderShip ship = shown ? shipAt(m_document, m_index) : SunderShip();
    setTextQuietly(m_name, ship.name);
    setCheckedQuietly(m_flagship, ship.flagship);
    setValueQuietly(m_fighters, ship.fighters, 0, 99);
    setValueQuietly(m_bombers, ship.bombers, 0, 99);
    setTextQuietly(m_notes, ship.notes);
    updateDesignChoices();
    updateGroupChoices();
    updateNotes();
}

void SunderShipEditor::updateDesignChoices()
{
    const QSignalBlocker blocker(m_design);
    m_design->clear();
    if (!valid())
        return;
    const model::Fleet &fleet = m_document.fleet();
    const QString current = shipAt(m_document, m_index).classId;
    for (std::size_t i = 0; i < fleet.designs.size(); ++i) {
        const SunderCard &c = model::sunder::sunderCard(fleet, i);
        m_design->addItem(tr("%1 (%2, %3)")
                              .arg(c.name, model::sunder::hullSizeName(c.size),
                                   m_document.system().formatPoints(c.points)),
                          c.id);
    }
    if (m_design->findData(current) < 0)
        insertMissingItem(m_design,
                          current.isEmpty() ? tr("(no card)") : tr("Unknown: %1").arg(current),
                          current);
    m_design->setCurrentIndex(m_design->findData(current));
}

void SunderShipEditor::updateGroupChoices()
{
    const QSignalBlocker blocker(m_group);
    m_group->clear();
    if (!valid())
        return;
    const auto &settings = m_document.fleet().settingsAs<SunderFleetSettings>();
    const QString current = shipAt(m_document, m_index).group;
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
void SunderShipEditor::updateNotes()
{
    if (!valid()) {
        m_bays->clear();
        m_issues->hide();
        return;
    }
    const SunderShip &ship = shipAt(m_document, m_index);
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
    listIssues(m_issues, m_document.issues(),
               model::JsonPath().key("ships").index(std::size_t(m_index)));
}

void SunderShipEditor::edit(const QString &text, const QString &field, bool merge,
                            const std::function<void(SunderShip &)> &change)
{
    if (!valid())
        return;
    const QByteArray key = QStringLiteral("sunder.ships.%1").arg(field).toUtf8();
    pushEdit<SunderShip>(m_document, m_index, {text, merge ? mergeKey(key.constData()) : -1, this},
                         change);
}

// A field by the first key of the subject, which is also the field's object name.
bool SunderShipEditor::focusSubject(const QString &subject)
{
    if (!valid())
        return false;
    QString key = subject.section(QLatin1Char('.'), 0, 0).section(QLatin1Char('['), 0, 0);
    if (key == QLatin1String("class"))
        key = QStringLiteral("design");
    QWidget *target = findChild<QWidget *>(key, Qt::FindChildrenRecursively);
    const QList<QWidget *> fields{m_name,     m_design,  m_group, m_flagship,
                                  m_fighters, m_bombers, m_notes};
    if (!target || !fields.contains(target))
        return false;
    revealAndFocus(target);
    return true;
}

} // namespace fw::app
