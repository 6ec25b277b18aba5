#include "SunderFleetEditor.h"

#include "../../commands/FleetCommands.h"
#include "../../commands/PushEdit.h"
#include "../../document/FleetDocument.h"
#include "SunderEditing.h"
#include "SunderGroupModel.h"

#include <model/core/JsonPath.h>

#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableView>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>
#include <climits>

namespace fw::app {

using namespace sunder;

SunderFleetEditor::SunderFleetEditor(FleetDocument &document, QWidget *parent)
    : FleetEditor(parent)
    , m_document(document)
    , m_alive(&document)
{
    setObjectName(QStringLiteral("sunderFleetEditor"));
    auto *box = new QGroupBox(tr("Sunder the Stars"), this);
    auto *form = new QFormLayout(box);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_faction = new QLineEdit(box);
    m_faction->setObjectName(QStringLiteral("faction"));
    m_faction->setMaxLength(100);
    m_faction->setPlaceholderText(tr("e.g. Grand Terran Imperium"));
    m_faction->setToolTip(tr("The faction the fleet flies for; by the rules options every card "
                             "must be of it (digest §4.8)."));
    auto *factionLabel = new QLabel(tr("Fa&ction:"), box);
    factionLabel->setBuddy(m_faction);
    form->addRow(factionLabel, m_faction);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(box);
    layout->addWidget(createGroupBox());

    connect(m_faction, &QLineEdit::textEdited, this, [this](const QString &text) {
        edit(tr("Change fleet faction"), mergeKey("faction"),
             [&](SunderFleetSettings &s) { s.faction = text; });
    });
    connect(&document, &FleetDocument::settingsChanged, this, &SunderFleetEditor::refresh);
    refresh();
    selectGroup(0);
}

QWidget *SunderFleetEditor::createGroupBox()
{
    auto *box = new QGroupBox(tr("S&quadrons, flights and wings"), this);
    box->setToolTip(tr("Units that roll initiative and activate together (digest §4.1). Put a "
                       "ship in a group on the Ship page, or select the group in the fleet tree "
                       "and add a ship."));
    m_groupModel = new SunderGroupModel(m_document, this);
    m_groupModel->setRenamer(
        [this](int row, const QString &name) { return renameGroup(row, name); });
    m_groups = new QTableView(box);
    m_groups->setObjectName(QStringLiteral("groups"));
    m_groups->setModel(m_groupModel);
    m_groups->verticalHeader()->hide();
    m_groups->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_groups->setSelectionMode(QAbstractItemView::SingleSelection);
    m_groups->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_groups->horizontalHeader()->setSectionResizeMode(SunderGroupModel::NameColumn,
                                                       QHeaderView::Stretch);
    m_groups->setMinimumHeight(m_groups->verticalHeader()->defaultSectionSize() * 5);
    m_groups->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
                              | QAbstractItemView::SelectedClicked);
    m_groups->setToolTip(tr("Double-click a name, or press F2, to rename the group."));

    const auto button = [box](const QString &text, const char *name, const QString &tip) {
        auto *b = new QPushButton(text, box);
        b->setObjectName(QLatin1String(name));
        b->setToolTip(tip);
        return b;
    };
    m_add = button(tr("&Add"), "addGroup", tr("Add a squadron and name it"));
    m_rename = button(tr("&Rename"), "renameGroup", tr("Rename the group; its ships follow (F2)"));
    m_remove = button(tr("Re&move"), "removeGroup",
                      tr("Remove the group; its ships become units of their own"));
    auto *buttons = new QVBoxLayout;
    for (QPushButton *b : {m_add, m_rename, m_remove})
        buttons->addWidget(b);
    buttons->addStretch(1);
    auto *row = new QHBoxLayout;
    row->addWidget(m_groups, 1);
    row->addLayout(buttons);

    m_note = new QLabel(box);
    m_note->setObjectName(QStringLiteral("groupNote"));
    m_note->setWordWrap(true);
    m_note->setStyleSheet(ProblemStyle);
    m_note->hide();

    m_kind = new QComboBox(box);
    guardWheel(m_kind);
    m_kind->setObjectName(QStringLiteral("groupKind"));
    addIndexedItems(m_kind, enumNames(GroupKind::Wing, model::sunder::groupKindName));
    m_kind->setToolTip(tr("Ships fly in squadrons, fighters in flights and wings (digest §4.1)."));
    m_groupNotes = new QLineEdit(box);
    m_groupNotes->setObjectName(QStringLiteral("groupNotes"));
    m_groupNotes->setToolTip(tr("Your notes on the selected group."));
    auto *details = new QFormLayout;
    details->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    auto *kindLabel = new QLabel(tr("&Kind:"), box);
    kindLabel->setBuddy(m_kind);
    details->addRow(kindLabel, m_kind);
    auto *notesLabel = new QLabel(tr("Notes on the &group:"), box);
    notesLabel->setBuddy(m_groupNotes);
    details->addRow(notesLabel, m_groupNotes);

    auto *layout = new QVBoxLayout(box);
    layout->addLayout(row);
    layout->addWidget(m_note);
    layout->addLayout(details);

    connect(m_add, &QPushButton::clicked, this, [this] { addGroup(); });
    connect(m_rename, &QPushButton::clicked, this, [this] { renameGroup(); });
    connect(m_remove, &QPushButton::clicked, this, [this] { removeGroup(); });
    connect(m_groups->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this] {
        if (currentGroup() >= 0)
            m_lastRow = currentGroup();
        refresh();
    });
    // Rows that went or came: keep a group selected.
    for (auto signal : {&QAbstractItemModel::rowsRemoved, &QAbstractItemModel::rowsInserted})
        connect(m_groupModel, signal, this, [this] {
            if (currentGroup() < 0)
                selectGroup(m_lastRow);
        });
    connect(m_kind, &QComboBox::activated, this, [this](int item) {
        const int g = currentGroup();
        const auto kind = GroupKind(m_kind->itemData(item).toInt());
        edit(tr("Change group kind"), -1, [&](SunderFleetSettings &s) {
            if (g >= 0 && g < int(s.groups.size()))
                s.groups[std::size_t(g)].kind = kind;
        });
    });
    connect(m_groupNotes, &QLineEdit::textEdited, this, [this](const QString &text) {
        const int g = currentGroup();
        const QByteArray key = QStringLiteral("groups[%1].notes").arg(g).toUtf8();
        edit(tr("Edit group notes"), mergeKey(key.constData()), [&](SunderFleetSettings &s) {
            if (g >= 0 && g < int(s.groups.size()))
                s.groups[std::size_t(g)].notes = text;
        });
    });
    return box;
}

void SunderFleetEditor::refresh()
{
    if (!m_alive)
        return;
    const auto &s = m_document.fleet().settingsAs<SunderFleetSettings>();
    setTextQuietly(m_faction, s.faction);
    const int g = currentGroup();
    const bool any = g >= 0 && g < int(s.groups.size());
    for (QWidget *w : std::initializer_list<QWidget *>{m_rename, m_remove, m_kind, m_groupNotes})
        w->setEnabled(any);
    setCurrentDataQuietly(m_kind, any ? int(s.groups[std::size_t(g)].kind) : -1);
    setTextQuietly(m_groupNotes, any ? s.groups[std::size_t(g)].notes : QString());
}

void SunderFleetEditor::edit(const QString &text, int key,
                             const std::function<void(SunderFleetSettings &)> &change)
{
    if (m_alive)
        pushEdit<SunderFleetSettings>(m_document, {text, key, this}, change);
}

int SunderFleetEditor::currentGroup() const
{
    const QModelIndex current = m_groups->currentIndex();
    return current.isValid() ? current.row() : -1;
}

void SunderFleetEditor::selectGroup(int row)
{
    row = std::min(row, m_groupModel->rowCount() - 1);
    if (row >= 0)
        m_groups->selectionModel()->setCurrentIndex(
            m_groupModel->index(row, SunderGroupModel::NameColumn),
            QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    refresh();
}

void SunderFleetEditor::addGroup()
{
    if (!m_alive)
        return;
    m_note->hide();
    const auto &settings = m_document.fleet().settingsAs<SunderFleetSettings>();
    const QString name = uniqueGroupName(settings, GroupKind::Squadron);
    edit(tr("Add group"), -1, [&](SunderFleetSettings &s) {
        SunderGroup group;
        group.name = name;
        s.groups.push_back(group);
    });
    const int row = m_groupModel->rowCount() - 1;
    selectGroup(row);
    m_groups->setFocus(Qt::OtherFocusReason);
    m_groups->edit(m_groupModel->index(row, SunderGroupModel::NameColumn));
}

void SunderFleetEditor::renameGroup()
{
    const int row = currentGroup();
    if (row < 0)
        return;
    m_groups->setFocus(Qt::OtherFocusReason);
    m_groups->edit(m_groupModel->index(row, SunderGroupModel::NameColumn));
}

// Ships name their group: they follow the rename, in the same undo step.
bool SunderFleetEditor::renameGroup(int row, const QString &typed)
{
    if (!m_alive)
        return false;
    const auto &settings = m_document.fleet().settingsAs<SunderFleetSettings>();
    if (row < 0 || row >= int(settings.groups.size()))
        return false;
    const QString name = typed.trimmed();
    const QString old = settings.groups[std::size_t(row)].name;
    if (name == old) {
        m_note->hide();
        return true;
    }
    QString problem;
    if (name.isEmpty())
        problem = tr("A group needs a name; it keeps “%1”.").arg(old);
    else if (settings.findGroup(name) >= 0)
        problem = tr("Another group is already called “%1”; this one keeps “%2”.").arg(name, old);
    if (!problem.isEmpty()) {
        m_note->setText(problem);
        m_note->show();
        return false;
    }
    m_note->hide();
    const bool moveShips = settings.findGroup(old) == row;
    const QString text = tr("Rename group");
    keepingFocus(this, [&] {
        m_document.undoStack()->beginMacro(text);
        edit(text, -1, [&](SunderFleetSettings &s) { s.groups[std::size_t(row)].name = name; });
        for (int i = 0; moveShips && i < int(m_document.fleet().ships.size()); ++i) {
            pushEdit<SunderShip>(m_document, i, {text}, [&](SunderShip &s) {
                if (s.group == old)
                    s.group = name;
            });
        }
        m_document.undoStack()->endMacro();
    });
    return true;
}

// The group's ships stay in the fleet as units of their own (digest §4.8: groups are only
// grouping by DEFAULT), in the same undo step.
void SunderFleetEditor::removeGroup()
{
    if (!m_alive)
        return;
    const int row = currentGroup();
    const auto &settings = m_document.fleet().settingsAs<SunderFleetSettings>();
    if (row < 0 || row >= int(settings.groups.size()))
        return;
    const QString name = settings.groups[std::size_t(row)].name;
    const bool releaseShips = settings.findGroup(name) == row;
    const QString text = tr("Remove group");
    m_note->hide();
    keepingFocus(this, [&] {
        m_document.undoStack()->beginMacro(text);
        for (int i = 0; releaseShips && i < int(m_document.fleet().ships.size()); ++i) {
            pushEdit<SunderShip>(m_document, i, {text}, [&](SunderShip &s) {
                if (s.group == name)
                    s.group.clear();
            });
        }
        edit(text, -1, [&](SunderFleetSettings &s) { s.groups.erase(s.groups.begin() + row); });
        m_document.undoStack()->endMacro();
    });
    selectGroup(row); // the next one, or the last
}

bool SunderFleetEditor::focusSubject(const QString &subject)
{
    if (subject == QLatin1String("faction")) {
        revealAndFocus(m_faction);
        return true;
    }
    const std::vector<model::JsonPath::Segment> path = model::JsonPath(subject).segments();
    if (path.empty() || path[0].isIndex() || path[0].key != QLatin1String("groups"))
        return false;
    if (path.size() == 1) {
        revealAndFocus(m_groups);
        return true;
    }
    if (!path[1].isIndex() || path[1].index >= std::size_t(m_groupModel->rowCount()))
        return false;
    const int row = int(path[1].index);
    const QString field = path.size() > 2 ? path[2].key : QString();
    selectGroup(row);
    m_groups->scrollTo(m_groupModel->index(row, 0));
    if (field == QLatin1String("kind")) {
        revealAndFocus(m_kind);
        return true;
    }
    if (field == QLatin1String("notes")) {
        revealAndFocus(m_groupNotes);
        return true;
    }
    if (!field.isEmpty() && field != QLatin1String("name"))
        return false;
    revealAndFocus(m_groups);
    if (field == QLatin1String("name"))
        m_groups->edit(m_groupModel->index(row, SunderGroupModel::NameColumn));
    return true;
}

} // namespace fw::app
