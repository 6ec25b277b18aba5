#include "BillionSunsRosterEditor.h"

#include "../../commands/FleetCommands.h"
#include "../../commands/PushEdit.h"
#include "../../document/FleetDocument.h"
#include "BillionSunsEditing.h"
#include "BillionSunsModels.h"

#include <model/core/JsonPath.h>

#include <QAction>
#include <QFormLayout>
#include <QFrame>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QTableView>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>
#include <climits>

namespace fw::app {

using namespace billionsuns;
using model::billionsuns::BillionSunsText;

BillionSunsRosterEditor::BillionSunsRosterEditor(FleetDocument &document, QWidget *parent)
    : FleetEditor(parent)
    , m_document(document)
    , m_alive(&document)
{
    setObjectName(QStringLiteral("rosterEditor"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(createRosterBox());
    layout->addWidget(createBattlegroupBox());

    connect(&document, &FleetDocument::settingsChanged, this,
            &BillionSunsRosterEditor::updateFromDocument);
    connect(&document, &FleetDocument::headerChanged, this,
            &BillionSunsRosterEditor::updateFromDocument);
    connect(&document, &FleetDocument::analysisUpdated, this,
            &BillionSunsRosterEditor::updateReport);
    updateFromDocument();
    updateReport();
    selectBattlegroup(0);
}

void BillionSunsRosterEditor::updateFromDocument()
{
    if (!m_alive)
        return;
    const BillionSunsRoster &roster = rosterOf(m_document);
    const auto options = systemOf(m_document).resolve(m_document.fleet());
    setTextQuietly(m_corporation, roster.corporation);
    setValueQuietly(m_scale, roster.scale, options.scaleMinimum, options.scaleMaximum);
    m_scale->setToolTip(tr("A Billion Suns, scale: S gives each player S + 3 CMD tokens per round "
                           "and allows at most S utility ships. The rules options allow %1 to %2; "
                           "how S is chosen is an assumption.")
                            .arg(options.scaleMinimum)
                            .arg(options.scaleMaximum));
    m_cmdTokens->setText(QString::number(roster.scale + 3));
    setValueQuietly(m_tables, roster.tables, 1, 100);
    setValueQuietly(m_jumpPoints, roster.jumpPoints, 0, 100);
    const bool tooMany = roster.jumpPoints > roster.tables + 1;
    m_jumpPointsLimit->setText(tooMany
                                   ? tr("too many: at most %1 (tables + 1)").arg(roster.tables + 1)
                                   : tr("at most %1 (tables + 1)").arg(roster.tables + 1));
    m_jumpPointsLimit->setStyleSheet(tooMany ? ProblemStyle : QString());

    const int group = currentBattlegroup();
    m_renameBattlegroup->setEnabled(group >= 0);
    m_removeBattlegroup->setEnabled(group >= 0);
    m_battlegroupNotes->setEnabled(group >= 0);
    setTextQuietly(m_battlegroupNotes,
                   group >= 0 ? roster.battlegroups[std::size_t(group)].notes : QString());
}

void BillionSunsRosterEditor::updateReport()
{
    if (!m_alive)
        return;
    for (const model::ReportStat &stat : m_document.report().stats) {
        if (stat.key == QLatin1String("utilityShips"))
            m_utilityShips->setText(stat.value);
    }
}

void BillionSunsRosterEditor::edit(const QString &text, int key,
                                   const std::function<void(BillionSunsRoster &)> &change)
{
    if (!m_alive)
        return;
    pushEdit<BillionSunsRoster>(m_document, {text, key, this}, change);
}

int BillionSunsRosterEditor::currentBattlegroup() const
{
    const QModelIndex current = m_battlegroups->currentIndex();
    return current.isValid() ? current.row() : -1;
}

void BillionSunsRosterEditor::selectBattlegroup(int row)
{
    row = std::min(row, m_battlegroupModel->rowCount() - 1);
    if (row >= 0) {
        m_battlegroups->selectionModel()->setCurrentIndex(
            m_battlegroupModel->index(row, BattlegroupModel::NameColumn),
            QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    }
    battlegroupSelected();
}

void BillionSunsRosterEditor::battlegroupSelected()
{
    const int row = currentBattlegroup();
    if (row >= 0)
        m_battlegroupRow = row;
    updateFromDocument();
}

// Asks for the new battlegroup's name (a free "Battlegroup N" offered); Cancel adds nothing.
void BillionSunsRosterEditor::addBattlegroup()
{
    if (!m_alive)
        return;
    m_battlegroupNote->hide();
    QInputDialog dialog(this);
    dialog.setObjectName(QStringLiteral("addBattlegroupDialog"));
    dialog.setWindowTitle(tr("Add Battlegroup"));
    dialog.setLabelText(tr("Name of the new battlegroup:"));
    dialog.setTextValue(uniqueBattlegroupName(rosterOf(m_document)));
    if (dialog.exec() == QDialog::Accepted && m_alive)
        addBattlegroup(dialog.textValue());
}

bool BillionSunsRosterEditor::addBattlegroup(const QString &typed)
{
    if (!m_alive)
        return false;
    const QString name = typed.trimmed();
    const BillionSunsRoster &roster = rosterOf(m_document);
    const bool taken = std::any_of(roster.battlegroups.begin(), roster.battlegroups.end(),
                                   [&](const Battlegroup &g) { return g.name == name; });
    if (name.isEmpty() || taken) {
        m_battlegroupNote->setText(
            name.isEmpty()
                ? tr("A battlegroup needs a name; none was added.")
                : tr("There is already a battlegroup called “%1”; none was added.").arg(name));
        m_battlegroupNote->show();
        return false;
    }
    m_battlegroupNote->hide();
    edit(tr("Add battlegroup “%1”").arg(name), -1, [&](BillionSunsRoster &r) {
        r.battlegroups.push_back({name, QString(), model::Json::object()});
    });
    selectBattlegroup(m_battlegroupModel->rowCount() - 1);
    m_battlegroups->setFocus(Qt::OtherFocusReason);
    return true;
}

void BillionSunsRosterEditor::renameBattlegroup()
{
    const int row = currentBattlegroup();
    if (row < 0)
        return;
    m_battlegroups->setFocus(Qt::OtherFocusReason);
    m_battlegroups->edit(m_battlegroupModel->index(row, BattlegroupModel::NameColumn));
}

bool BillionSunsRosterEditor::renameBattlegroup(int row, const QString &typed)
{
    if (!m_alive)
        return false;
    const BillionSunsRoster &roster = rosterOf(m_document);
    if (row < 0 || row >= int(roster.battlegroups.size()))
        return false;
    const QString name = typed.trimmed();
    const QString old = roster.battlegroups[std::size_t(row)].name;
    if (name == old) {
        m_battlegroupNote->hide();
        return true;
    }
    if (name.isEmpty()) {
        m_battlegroupNote->setText(tr("A battlegroup needs a name; it keeps “%1”.").arg(old));
        m_battlegroupNote->show();
        return false;
    }
    for (std::size_t i = 0; i < roster.battlegroups.size(); ++i) {
        if (int(i) != row && roster.battlegroups[i].name == name) {
            m_battlegroupNote->setText(tr("Another battlegroup is already called “%1”; this one "
                                          "keeps “%2”. To move ships, pick their battlegroup on "
                                          "the Ship page.")
                                           .arg(name, old));
            m_battlegroupNote->show();
            return false;
        }
    }
    m_battlegroupNote->hide();
    // Ships name their battlegroup: they follow the rename, unless another battlegroup has the
    // old name too (then they are that one's).
    int sharing = 0;
    for (const Battlegroup &g : roster.battlegroups)
        sharing += g.name == old ? 1 : 0;
    const bool moveShips = sharing == 1;
    pushKeepingFocus(m_document, this, tr("Rename battlegroup"), [&] {
        std::unique_ptr<BillionSunsRoster> changed = copyRoster(m_document);
        changed->battlegroups[std::size_t(row)].name = name;
        m_document.undoStack()->push(
            new EditSettingsCommand(&m_document, std::move(changed), tr("Rename battlegroup")));
        for (int i = 0; moveShips && i < int(m_document.fleet().ships.size()); ++i) {
            if (shipOf(m_document, i).battlegroup != old)
                continue;
            std::unique_ptr<BillionSunsShip> ship = copyShip(m_document, i);
            ship->battlegroup = name;
            m_document.undoStack()->push(
                new EditShipCommand(&m_document, i, std::move(ship), tr("Rename battlegroup")));
        }
    });
    return true;
}

void BillionSunsRosterEditor::removeBattlegroup()
{
    if (!m_alive)
        return;
    const int row = currentBattlegroup();
    const BillionSunsRoster &roster = rosterOf(m_document);
    if (row < 0 || row >= int(roster.battlegroups.size()))
        return;
    const QString name = roster.battlegroups[std::size_t(row)].name;
    int sharing = 0;
    for (const Battlegroup &g : roster.battlegroups)
        sharing += g.name == name ? 1 : 0;
    std::vector<int> ships;
    if (sharing == 1) {
        for (int i = 0; i < int(m_document.fleet().ships.size()); ++i) {
            if (shipOf(m_document, i).battlegroup == name)
                ships.push_back(i);
        }
    }
    if (!ships.empty()) {
        QMessageBox question(
            QMessageBox::Question, tr("Remove Battlegroup"),
            tr("The battlegroup “%1” has %n ship(s) or wing(s).", nullptr, int(ships.size()))
                .arg(name),
            QMessageBox::NoButton, this);
        question.setObjectName(QStringLiteral("removeBattlegroupQuestion"));
        question.setInformativeText(
            tr("Remove them together with the battlegroup? To keep them, cancel and move them to "
               "another battlegroup on the Ship page first."));
        QPushButton *remove
            = question.addButton(tr("Remove Battlegroup and Ships"), QMessageBox::DestructiveRole);
        remove->setObjectName(QStringLiteral("removeWithShips"));
        question.addButton(QMessageBox::Cancel);
        question.setDefaultButton(QMessageBox::Cancel);
        question.exec();
        if (question.clickedButton() != remove)
            return;
    }
    m_battlegroupNote->hide();
    pushKeepingFocus(m_document, this, tr("Remove battlegroup"), [&] {
        for (auto it = ships.rbegin(); it != ships.rend(); ++it)
            m_document.undoStack()->push(
                new RemoveShipCommand(&m_document, *it, tr("Remove ship")));
        std::unique_ptr<BillionSunsRoster> changed = copyRoster(m_document);
        changed->battlegroups.erase(changed->battlegroups.begin() + row);
        m_document.undoStack()->push(
            new EditSettingsCommand(&m_document, std::move(changed), tr("Remove battlegroup")));
    });
    selectBattlegroup(row); // the next one, or the last
}

bool BillionSunsRosterEditor::focusSubject(const QString &subject)
{
    QWidget *target = nullptr;
    if (subject == QLatin1String("corporation"))
        target = m_corporation;
    else if (subject == QLatin1String("scale"))
        target = m_scale;
    else if (subject == QLatin1String("tables"))
        target = m_tables;
    else if (subject == QLatin1String("jumpPoints"))
        target = m_jumpPoints;
    if (target) {
        revealAndFocus(target);
        return true;
    }
    // battlegroups, battlegroups[2], battlegroups[1].notes
    const std::vector<model::JsonPath::Segment> path = model::JsonPath(subject).segments();
    if (path.empty() || path[0].isIndex() || path[0].key != QLatin1String("battlegroups"))
        return false;
    const bool indexed = path.size() > 1 && path[1].isIndex();
    const int row = indexed ? int(std::min<std::size_t>(path[1].index, INT_MAX)) : -1;
    const QString field
        = model::JsonPath::fromSegments({path.begin() + (indexed ? 2 : 1), path.end()}).toString();
    QTableView *view = m_battlegroups;
    if (!indexed) {
        if (!field.isEmpty())
            return false;
        revealAndFocus(view);
        return true;
    }
    if (row < 0 || row >= view->model()->rowCount())
        return false;
    if (!field.isEmpty() && field != QLatin1String("name") && field != QLatin1String("notes"))
        return false;
    selectBattlegroup(row);
    m_battlegroups->scrollTo(m_battlegroupModel->index(row, 0));
    if (field == QLatin1String("notes")) {
        revealAndFocus(m_battlegroupNotes);
        return true;
    }
    revealAndFocus(m_battlegroups);
    if (field == QLatin1String("name"))
        m_battlegroups->edit(m_battlegroupModel->index(row, BattlegroupModel::NameColumn));
    return true;
}

} // namespace fw::app
