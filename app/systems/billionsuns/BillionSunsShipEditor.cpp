#include "BillionSunsShipEditor.h"

#include "../../commands/FleetCommands.h"
#include "../../commands/PushEdit.h"
#include "../../designer/SideBySide.h"
#include "../../document/FleetDocument.h"
#include "BillionSunsClassCard.h"
#include "BillionSunsEditing.h"

#include <model/core/JsonPath.h>

#include <QComboBox>
#include <QFont>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSignalBlocker>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>

namespace fw::app {

using namespace billionsuns;
using model::billionsuns::BillionSunsClass;
using model::billionsuns::customClass;

namespace {

enum ChoiceKind { Regular, Unknown, NewGroup, Separator };
constexpr int KindRole = Qt::UserRole + 1;

struct Choice
{
    QString text;
    QString value;
    ChoiceKind kind = Regular;
    QString toolTip;
    bool operator==(const Choice &other) const = default;
};

// Replaces the combo's items when they differ from `choices`, then selects `current`; emits
// nothing.
void showChoices(QComboBox *combo, const std::vector<Choice> &choices, const QString &current)
{
    bool same = combo->count() == int(choices.size());
    for (int i = 0; same && i < combo->count(); ++i) {
        const Choice &c = choices[std::size_t(i)];
        same = combo->itemText(i) == c.text && combo->itemData(i).toString() == c.value
               && combo->itemData(i, KindRole).toInt() == c.kind
               && combo->itemData(i, Qt::ToolTipRole).toString() == c.toolTip;
    }
    const QSignalBlocker blocker(combo);
    if (!same) {
        combo->clear();
        for (const Choice &c : choices) {
            if (c.kind == Separator) {
                combo->insertSeparator(combo->count());
                combo->setItemData(combo->count() - 1, int(Separator), KindRole);
                continue;
            }
            combo->addItem(c.text, c.value);
            const int row = combo->count() - 1;
            combo->setItemData(row, int(c.kind), KindRole);
            if (!c.toolTip.isEmpty())
                combo->setItemData(row, c.toolTip, Qt::ToolTipRole);
            if (c.kind == Unknown) {
                QFont font = combo->font();
                font.setItalic(true);
                combo->setItemData(row, font, Qt::FontRole);
            }
        }
    }
    int row = -1;
    for (int i = 0; i < combo->count(); ++i) {
        const int kind = combo->itemData(i, KindRole).toInt();
        if ((kind == Regular || kind == Unknown) && combo->itemData(i).toString() == current) {
            row = i;
            break;
        }
    }
    if (combo->currentIndex() != row)
        combo->setCurrentIndex(row);
}

} // namespace

BillionSunsShipEditor::BillionSunsShipEditor(FleetDocument &document, QWidget *parent)
    : ShipEditor(parent)
    , m_document(document)
    , m_alive(&document)
{
    m_shipBox = new QGroupBox(tr("Ship or wing"), this);
    auto *boxLayout = new QVBoxLayout(m_shipBox);
    auto *form = new QFormLayout;
    boxLayout->addLayout(form);
    boxLayout->addStretch(1);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);

    m_name = new QLineEdit(m_shipBox);
    m_name->setObjectName(QStringLiteral("name"));
    m_name->setMaxLength(200);
    m_name->setToolTip(tr("The name of the ship or wing, as the roster lists it."));
    auto *nameLabel = new QLabel(tr("&Name:"), m_shipBox);
    nameLabel->setBuddy(m_name);
    form->addRow(nameLabel, m_name);

    m_class = new QComboBox(m_shipBox);
    m_class->setObjectName(QStringLiteral("class"));
    m_class->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_class->setMinimumContentsLength(16);
    m_class->setMaxVisibleItems(20);
    m_class->setToolTip(tr("A Billion Suns, ship table: the class of the ship or wing, from the "
                           "ship table or the roster's custom classes. Its card is beside."));
    auto *classLabel = new QLabel(tr("&Class:"), m_shipBox);
    classLabel->setBuddy(m_class);
    form->addRow(classLabel, m_class);

    m_battlegroup = new QComboBox(m_shipBox);
    m_battlegroup->setObjectName(QStringLiteral("battlegroup"));
    m_battlegroup->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_battlegroup->setMinimumContentsLength(16);
    m_battlegroup->setToolTip(
        tr("A Billion Suns, jump phase: ships and wings jump in by battlegroup, at most %1 per "
           "battlegroup. Pick another battlegroup to move the ship there.")
            .arg(MaxBattlegroupSize));
    auto *battlegroupLabel = new QLabel(tr("&Battlegroup:"), m_shipBox);
    battlegroupLabel->setBuddy(m_battlegroup);
    m_battlegroupNote = new QLabel(m_shipBox);
    m_battlegroupNote->setObjectName(QStringLiteral("battlegroupNote"));
    m_battlegroupNote->setWordWrap(true);
    auto *battlegroupColumn = new QVBoxLayout;
    battlegroupColumn->setSpacing(2);
    battlegroupColumn->addWidget(m_battlegroup);
    battlegroupColumn->addWidget(m_battlegroupNote);
    form->addRow(battlegroupLabel, battlegroupColumn);

    m_notes = new QPlainTextEdit(m_shipBox);
    m_notes->setObjectName(QStringLiteral("notes"));
    m_notes->setTabChangesFocus(true);
    m_notes->setMinimumHeight(60);
    m_notes->setMaximumHeight(120);
    m_notes->setToolTip(tr("Your notes on the ship or wing; the game does not use them."));
    auto *notesLabel = new QLabel(tr("N&otes:"), m_shipBox);
    notesLabel->setBuddy(m_notes);
    form->addRow(notesLabel, m_notes);

    m_issues = newIssuesLabel(m_shipBox);
    form->addRow(m_issues);

    m_card = new BillionSunsClassCard(this);
    connect(m_card, &BillionSunsClassCard::editCustomClass, this, [this](const QString &id) {
        const int design = m_document.fleet().findDesign(id);
        if (design >= 0)
            Q_EMIT subjectRequested(
                QStringLiteral("%1[%2]").arg(m_document.system().designsKey()).arg(design));
    });

    // The card beside the form where the editor is wide enough, else below it.
    auto *columns = new SideBySide(this);
    columns->setParts(m_shipBox, 5, m_card, 6);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(columns);
    layout->addStretch(1);

    connect(m_name, &QLineEdit::textEdited, this, [this](const QString &text) {
        edit(tr("Rename ship"), shipKey("name"), [&](BillionSunsShip &s) { s.name = text; });
    });
    connect(m_class, &QComboBox::activated, this, &BillionSunsShipEditor::classActivated);
    connect(m_battlegroup, &QComboBox::activated, this,
            &BillionSunsShipEditor::battlegroupActivated);
    connect(m_notes, &QPlainTextEdit::textChanged, this, [this] {
        edit(tr("Edit ship notes"), shipKey("notes"),
             [&](BillionSunsShip &s) { s.notes = m_notes->toPlainText(); });
    });

    followDocument();
    updateFromDocument();
}

// The ship stays the same ship while others come and go; its fields follow every change.
void BillionSunsShipEditor::followDocument()
{
    connect(&m_document, &FleetDocument::shipChanged, this, [this](int index) {
        if (index == m_index)
            updateFromDocument();
        else
            updateBattlegroupChoices(); // counts per battlegroup
    });
    connect(&m_document, &FleetDocument::shipInserted, this, [this](int index) {
        if (m_index >= index)
            ++m_index;
        updateFromDocument();
    });
    connect(&m_document, &FleetDocument::shipRemoved, this, [this](int index) {
        if (m_index == index)
            m_index = -1;
        else if (m_index > index)
            --m_index;
        updateFromDocument();
    });
    connect(&m_document, &FleetDocument::shipMoved, this, [this](int from, int to) {
        if (m_index == from)
            m_index = to;
        else if (from < m_index && to >= m_index)
            --m_index;
        else if (from > m_index && to <= m_index)
            ++m_index;
        updateFromDocument();
    });
    connect(&m_document, &FleetDocument::settingsChanged, this,
            &BillionSunsShipEditor::updateFromDocument);
    for (auto signal : {&FleetDocument::designChanged, &FleetDocument::designInserted,
                        &FleetDocument::designRemoved})
        connect(&m_document, signal, this, &BillionSunsShipEditor::updateFromDocument);
    connect(&m_document, &FleetDocument::designsReplaced, this,
            &BillionSunsShipEditor::updateFromDocument);
    connect(&m_document, &FleetDocument::headerChanged, this,
            &BillionSunsShipEditor::updateFromDocument);
    connect(&m_document, &FleetDocument::analysisUpdated, this,
            &BillionSunsShipEditor::updateIssues);
}

// The merge key of a field of the ship shown: its path from the fleet.
int BillionSunsShipEditor::shipKey(const char *field) const
{
    return mergeKey(
        QStringLiteral("ships[%1].%2").arg(m_index).arg(QLatin1String(field)).toUtf8().constData());
}

bool BillionSunsShipEditor::valid() const
{
    return m_alive && m_index >= 0 && m_index < int(m_document.fleet().ships.size());
}

void BillionSunsShipEditor::setShip(int index)
{
    m_index = index;
    updateFromDocument();
}

void BillionSunsShipEditor::updateFromDocument()
{
    const bool ship = valid();
    m_shipBox->setEnabled(ship);
    m_card->setEnabled(ship);
    if (!ship) {
        setTextQuietly(m_name, QString());
        setTextQuietly(m_notes, QString());
        {
            const QSignalBlocker blocker(m_class);
            m_class->clear();
        }
        {
            const QSignalBlocker blocker(m_battlegroup);
            m_battlegroup->clear();
        }
        m_battlegroupNote->hide();
        m_issues->hide();
        if (m_alive)
            m_card->showClass(nullptr, systemOf(m_document), m_document.fleet());
        return;
    }
    const BillionSunsShip &s = shipOf(m_document, m_index);
    setTextQuietly(m_name, s.name);
    setTextQuietly(m_notes, s.notes);
    updateClassChoices();
    updateBattlegroupChoices();
    const BillionSunsSystem &system = systemOf(m_document);
    m_card->showClass(findClass(system.rules(), m_document.fleet(), s.classId), system,
                      m_document.fleet(), s.classId);
    updateIssues();
}

void BillionSunsShipEditor::updateClassChoices()
{
    if (!valid())
        return;
    const BillionSunsSystem &system = systemOf(m_document);
    const model::Fleet &fleet = m_document.fleet();
    const QString current = shipOf(m_document, m_index).classId;
    std::vector<Choice> choices;
    if (!findClass(system.rules(), fleet, current)) {
        choices.push_back({current.isEmpty() ? tr("(no class)") : tr("Unknown: %1").arg(current),
                           current, Unknown,
                           tr("Not a class of the ship table or of the roster: pick one.")});
    }
    for (const ShipClass &c : system.rules().classes) {
        choices.push_back({tr("%1 (%2)").arg(classDisplayName(c), system.formatPoints(c.cost)),
                           c.id, Regular, QString()});
    }
    if (!fleet.designs.empty())
        choices.push_back({QString(), QString(), Separator, QString()});
    for (std::size_t i = 0; i < fleet.designs.size(); ++i) {
        const ShipClass &c = customClass(fleet, i);
        // A custom id that shadows a table class cannot be picked: the table class wins.
        if (system.rules().shipClass(c.id))
            continue;
        choices.push_back({tr("%1 (custom, %2)")
                               .arg(BillionSunsRoster::displayName(c), system.formatPoints(c.cost)),
                           c.id, Regular,
                           tr("A custom class of this roster (id “%1”).").arg(c.id)});
    }
    showChoices(m_class, choices, current);
}

void BillionSunsShipEditor::updateBattlegroupChoices()
{
    if (!valid())
        return;
    const BillionSunsRoster &roster = rosterOf(m_document);
    const QString current = shipOf(m_document, m_index).battlegroup;
    std::vector<Choice> choices;
    bool known = false;
    for (const Battlegroup &g : roster.battlegroups)
        known = known || g.name == current;
    if (!known) {
        choices.push_back(
            {current.isEmpty() ? tr("(none)") : tr("Unknown: %1").arg(current), current, Unknown,
             tr("Not one of the roster's battlegroups: pick one, or make a new one.")});
    }
    for (const Battlegroup &g : roster.battlegroups) {
        const int count = shipsInBattlegroup(m_document, g.name);
        choices.push_back({tr("%1 (%2 of %3)").arg(g.name).arg(count).arg(MaxBattlegroupSize),
                           g.name, Regular, QString()});
    }
    choices.push_back({QString(), QString(), Separator, QString()});
    choices.push_back({tr("New battlegroup…"), QString(), NewGroup,
                       tr("Make a new battlegroup and move the ship into it.")});
    showChoices(m_battlegroup, choices, current);

    const int count = shipsInBattlegroup(m_document, current);
    if (!known) {
        m_battlegroupNote->setText(
            tr("The roster has no battlegroup of this name (A Billion Suns, jump phase)."));
        m_battlegroupNote->setStyleSheet(ProblemStyle);
        m_battlegroupNote->show();
    } else if (count > MaxBattlegroupSize) {
        m_battlegroupNote->setText(tr("%1 ships or wings: too many. A Billion Suns, jump phase: at "
                                      "most %2 per battlegroup.")
                                       .arg(count)
                                       .arg(MaxBattlegroupSize));
        m_battlegroupNote->setStyleSheet(ProblemStyle);
        m_battlegroupNote->show();
    } else {
        m_battlegroupNote->hide();
    }
}

void BillionSunsShipEditor::updateIssues()
{
    if (!valid()) {
        m_issues->hide();
        return;
    }
    listIssues(m_issues, m_document.issues(),
               model::JsonPath().key("ships").index(std::size_t(m_index)));
}

void BillionSunsShipEditor::edit(const QString &text, int key,
                                 const std::function<void(BillionSunsShip &)> &change)
{
    if (!valid())
        return;
    pushEdit<BillionSunsShip>(m_document, m_index, {text, key, this}, change);
}

void BillionSunsShipEditor::classActivated(int row)
{
    if (m_class->itemData(row, KindRole).toInt() != Regular)
        return;
    const QString id = m_class->itemData(row).toString();
    if (!valid())
        return;
    // A ship still named after its class is named after the new one.
    const model::Fleet &fleet = m_document.fleet();
    const auto nameOf = [&](const QString &classId) {
        const ShipClass *c = findClass(systemOf(m_document).rules(), fleet, classId);
        return c ? classDisplayName(*c) : QString();
    };
    const SystemUi::ClassChange change
        = SystemUi::classChange(fleet, m_index, tr("Change ship class"),
                                nameOf(fleet.ships[std::size_t(m_index)]->classId), nameOf(id));
    edit(change.text, -1, [&](BillionSunsShip &s) {
        s.classId = id;
        change.rename(s);
    });
}

void BillionSunsShipEditor::battlegroupActivated(int row)
{
    const int kind = m_battlegroup->itemData(row, KindRole).toInt();
    if (kind == NewGroup) {
        moveToNewBattlegroup();
        return;
    }
    if (kind != Regular)
        return;
    const QString name = m_battlegroup->itemData(row).toString();
    edit(tr("Move ship to another battlegroup"), -1,
         [&](BillionSunsShip &s) { s.battlegroup = name; });
}

void BillionSunsShipEditor::moveToNewBattlegroup()
{
    if (!valid())
        return;
    const BillionSunsRoster &roster = rosterOf(m_document);
    QInputDialog dialog(this);
    dialog.setObjectName(QStringLiteral("newBattlegroupDialog"));
    dialog.setWindowTitle(tr("New Battlegroup"));
    dialog.setLabelText(
        tr("Name of the new battlegroup for %1:").arg(shipOf(m_document, m_index).name));
    dialog.setTextValue(uniqueBattlegroupName(roster));
    const int index = m_index;
    const bool accepted = dialog.exec() == QDialog::Accepted;
    const QString name = dialog.textValue().trimmed();
    if (!accepted || name.isEmpty() || index != m_index || !valid()) {
        updateFromDocument(); // shows the ship's battlegroup again
        return;
    }
    const bool exists = std::any_of(roster.battlegroups.begin(), roster.battlegroups.end(),
                                    [&](const Battlegroup &g) { return g.name == name; });
    std::unique_ptr<BillionSunsShip> ship = copyShip(m_document, index);
    ship->battlegroup = name;
    if (exists) {
        // The name is taken: the ship joins that battlegroup.
        pushKeepingFocus(m_document, this,
                         new EditShipCommand(&m_document, index, std::move(ship),
                                             tr("Move ship to another battlegroup")));
        return;
    }
    pushKeepingFocus(m_document, this, tr("Move ship to a new battlegroup"), [&] {
        std::unique_ptr<BillionSunsRoster> changed = copyRoster(m_document);
        changed->battlegroups.push_back({name, QString(), model::Json::object()});
        m_document.undoStack()->push(
            new EditSettingsCommand(&m_document, std::move(changed), tr("Add battlegroup")));
        m_document.undoStack()->push(new EditShipCommand(&m_document, index, std::move(ship),
                                                         tr("Move ship to a new battlegroup")));
    });
}

bool BillionSunsShipEditor::focusSubject(const QString &subject)
{
    QWidget *target = nullptr;
    if (subject == QLatin1String("name"))
        target = m_name;
    else if (subject == QLatin1String("class"))
        target = m_class;
    else if (subject == QLatin1String("battlegroup"))
        target = m_battlegroup;
    else if (subject == QLatin1String("notes"))
        target = m_notes;
    if (!target || !valid())
        return false;
    revealAndFocus(target);
    return true;
}

} // namespace fw::app
