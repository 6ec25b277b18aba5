// The A Billion Suns roster and ship editors, driven through their widgets as a player drives
// them, under the offscreen platform.

#include "GuiSupport.h"

#include <commands/FleetCommands.h>
#include <commands/PushEdit.h>
#include <models/FleetTreeModel.h>
#include <systems/SystemUi.h>
#include <systems/billionsuns/BillionSunsModels.h>
#include <systems/billionsuns/BillionSunsRosterEditor.h>
#include <widgets/FleetPage.h>

#include <model/io/FleetFile.h>
#include <model/systems/billionsuns/BillionSunsRoster.h>

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QGroupBox>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QTimer>
#include <QTreeView>
#include <QUndoStack>

using namespace fw;
using model::billionsuns::BillionSunsRoster;
using model::billionsuns::BillionSunsShip;
using model::billionsuns::customClass;

namespace {

QByteArray serialize(const app::MainWindow &w, const test::App &a)
{
    return model::FleetFile::serialize(w.document()->fleet(), a.registries->systems);
}

const BillionSunsRoster &roster(const app::MainWindow &w)
{
    return w.document()->fleet().settingsAs<BillionSunsRoster>();
}

const BillionSunsShip &ship(const app::MainWindow &w, int index)
{
    return w.document()->fleet().shipAs<BillionSunsShip>(std::size_t(index));
}

// A named child of `root`; fails the test when there is none.
template<typename T>
T *child(const QObject *root, const char *name)
{
    T *found = root->findChild<T *>(QLatin1String(name));
    if (!found)
        QTest::qFail(qPrintable(QStringLiteral("no widget %1").arg(QLatin1String(name))), __FILE__,
                     __LINE__);
    return found;
}

app::BillionSunsRosterEditor *rosterEditor(const app::MainWindow &w)
{
    return w.fleetPage()->findChild<app::BillionSunsRosterEditor *>();
}

// Picks `row` of a combo box as a keyboard user does: open the list, move to the row, press Enter.
void choose(QComboBox *combo, int row)
{
    QVERIFY(row >= 0);
    combo->setFocus(Qt::OtherFocusReason);
    combo->showPopup();
    QAbstractItemView *view = combo->view();
    QTRY_VERIFY(view->isVisible());
    view->setCurrentIndex(combo->model()->index(row, combo->modelColumn()));
    QTest::keyClick(view, Qt::Key_Return);
    QTRY_VERIFY(!view->isVisible());
    test::settle();
    // The offscreen platform leaves no window active after a popup; a desktop gives it back.
    combo->window()->activateWindow();
    QTRY_COMPARE(QApplication::activeWindow(), combo->window());
}

void chooseData(QComboBox *combo, const QVariant &data)
{
    const int row = combo->findData(data);
    QVERIFY2(row >= 0, qPrintable(data.toString()));
    choose(combo, row);
}

// Clicks the button called `name` of the next modal message box.
void answerNextMessageBox(const char *name)
{
    QTimer::singleShot(0, [name] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        QVERIFY(box);
        if (auto *button = box->findChild<QPushButton *>(QLatin1String(name)))
            button->click();
        else
            box->button(QMessageBox::Cancel)->click();
    });
}

// The top-level rows of the fleet tree: group name -> ship names in it.
QStringList treeGroup(const app::MainWindow &w, const QString &group)
{
    const QAbstractItemModel *model = w.fleetTree()->model();
    for (int g = 0; g < model->rowCount(); ++g) {
        const QModelIndex top = model->index(g, 0);
        if (top.data().toString() != group)
            continue;
        QStringList ships;
        for (int s = 0; s < model->rowCount(top); ++s)
            ships << model->index(s, 0, top).data().toString();
        return ships;
    }
    return {QStringLiteral("<no group %1>").arg(group)};
}

QStringList treeGroups(const app::MainWindow &w)
{
    const QAbstractItemModel *model = w.fleetTree()->model();
    QStringList groups;
    for (int g = 0; g < model->rowCount(); ++g)
        groups << model->index(g, 0).data().toString();
    return groups;
}

bool isInside(const QWidget *widget, const QWidget *ancestor)
{
    for (const QWidget *w = widget; w; w = w->parentWidget()) {
        if (w == ancestor)
            return true;
    }
    return false;
}

QString focusName()
{
    const QWidget *focus = QApplication::focusWidget();
    return focus ? focus->objectName() + QStringLiteral(" (")
                       + QLatin1String(focus->metaObject()->className()) + QLatin1Char(')')
                 : QStringLiteral("(nothing)");
}

} // namespace

class TestBillionSunsEditor : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<test::App> m_app;

    std::unique_ptr<app::MainWindow> window()
    {
        auto w = m_app->window(QStringLiteral("helix-consolidated"));
        w->activateWindow();
        if (!QTest::qWaitForWindowActive(w.get()))
            QTest::qFail("the window is not active", __FILE__, __LINE__);
        return w;
    }

private Q_SLOTS:
    void initTestCase()
    {
        test::initGuiTest();
        m_app = std::make_unique<test::App>();
        QVERIFY(m_app->registries);
    }

    // The editors' item models keep Qt's model contract through adds, renames, removals, undo and
    // redo.
    void modelsPassTheModelTester()
    {
        auto w = window();
        auto *editor = rosterEditor(*w);
        QVERIFY(editor);
        QAbstractItemModelTester groups(editor->battlegroupView()->model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester classes(w->designList()->model(),
                                         QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(editor->battlegroupView()->model()->rowCount(), 7);
        QCOMPARE(w->designList()->model()->rowCount(), 1);
        QVERIFY(editor->addBattlegroup(QStringLiteral("Battlegroup 8")));
        w->newDesign();
        QVERIFY(editor->renameBattlegroup(0, QStringLiteral("Vanguard")));
        w->selectShip(5);
        w->action(QStringLiteral("removeShip"))->trigger();
        test::settle();
        QCOMPARE(editor->battlegroupView()->model()->rowCount(), 8);
        QCOMPARE(w->designList()->model()->rowCount(), 2);
        auto *stack = w->document()->undoStack();
        while (stack->canUndo())
            stack->undo();
        test::settle();
        QCOMPARE(editor->battlegroupView()->model()->rowCount(), 7);
        while (stack->canRedo())
            stack->redo();
        test::settle();
        QCOMPARE(editor->battlegroupView()->model()->index(0, 0).data().toString(),
                 QStringLiteral("Vanguard"));
    }

    // The battlegroup list keeps its selection on the same battlegroup when another one goes or
    // comes back (undo, redo) or the list is reordered: rows are followed by id, never reset.
    void battlegroupSelectionSurvivesUndo()
    {
        auto w = window();
        auto *editor = rosterEditor(*w);
        QTableView *view = editor->battlegroupView();
        QSignalSpy resets(view->model(), &QAbstractItemModel::modelReset);
        const auto selected = [view] {
            const QModelIndexList rows = view->selectionModel()->selectedRows();
            return rows.size() == 1 ? rows.front().data().toString() : QStringLiteral("(none)");
        };
        QVERIFY(w->focusSubject(QStringLiteral("battlegroups[3]")));
        QCOMPARE(selected(), QStringLiteral("Flight Deck"));
        auto changed = std::make_unique<BillionSunsRoster>(roster(*w));
        changed->battlegroups.erase(changed->battlegroups.begin() + 1); // Picket
        w->document()->undoStack()->push(new app::EditSettingsCommand(
            w->document(), std::move(changed), QStringLiteral("Remove battlegroup")));
        test::settle();
        QCOMPARE(selected(), QStringLiteral("Flight Deck"));
        QCOMPARE(view->currentIndex().row(), 2);
        w->document()->undoStack()->undo();
        test::settle();
        QCOMPARE(selected(), QStringLiteral("Flight Deck"));
        QCOMPARE(view->currentIndex().row(), 3);
        w->document()->undoStack()->redo();
        test::settle();
        QCOMPARE(selected(), QStringLiteral("Flight Deck"));
        w->document()->undoStack()->undo();
        test::settle();

        // Reordered: Flight Deck moves to the front.
        auto reordered = std::make_unique<BillionSunsRoster>(roster(*w));
        std::rotate(reordered->battlegroups.begin(), reordered->battlegroups.begin() + 3,
                    reordered->battlegroups.begin() + 4);
        w->document()->undoStack()->push(new app::EditSettingsCommand(
            w->document(), std::move(reordered), QStringLiteral("Reorder")));
        test::settle();
        QCOMPARE(view->model()->index(0, 0).data().toString(), QStringLiteral("Flight Deck"));
        QCOMPARE(selected(), QStringLiteral("Flight Deck"));
        QCOMPARE(view->currentIndex().row(), 0);
        QCOMPARE(resets.size(), 0);
    }

    // pushEdit pushes a step only for a real change; consecutive edits of one field merge, and a
    // merge that brings the value back leaves no step.
    void pushEditMergesAndDropsNoOps()
    {
        auto w = window();
        app::FleetDocument &document = *w->document();
        QUndoStack *stack = document.undoStack();
        const QByteArray before = serialize(*w, *m_app);
        const QString name = ship(*w, 0).name;
        const int key = app::mergeKey("test.name");
        using Ship = BillionSunsShip;

        QVERIFY(!app::pushEdit<Ship>(document, 0, {QStringLiteral("Rename"), key}, [](Ship &) {}));
        QVERIFY(!app::pushEdit<Ship>(document, 0, {QStringLiteral("Rename"), key},
                                     [&](Ship &s) { s.name = name; }));
        QVERIFY(!app::pushEdit<Ship>(document, 99, {QStringLiteral("Rename"), key},
                                     [](Ship &s) { s.name = QStringLiteral("x"); }));
        QCOMPARE(stack->count(), 0);

        QVERIFY(app::pushEdit<Ship>(document, 0, {QStringLiteral("Rename"), key},
                                    [&](Ship &s) { s.name = name + QStringLiteral("X"); }));
        QVERIFY(app::pushEdit<Ship>(document, 0, {QStringLiteral("Rename"), key},
                                    [&](Ship &s) { s.name = name + QStringLiteral("XY"); }));
        QCOMPARE(stack->count(), 1); // merged
        QCOMPARE(ship(*w, 0).name, name + QStringLiteral("XY"));
        QVERIFY(app::pushEdit<Ship>(document, 0, {QStringLiteral("Rename"), key},
                                    [&](Ship &s) { s.name = name; }));
        QCOMPARE(stack->count(), 0); // back where it started: no step left
        QCOMPARE(serialize(*w, *m_app), before);
        QVERIFY(stack->isClean());

        // A field the old hand-made comparison did not look at is a change too.
        QVERIFY(app::pushEdit<Ship>(document, 0, {QStringLiteral("Extra"), -1},
                                    [](Ship &s) { s.extra["x"] = 1; }));
        QCOMPARE(stack->count(), 1);
        stack->undo();

        // The settings, likewise (the undone step above goes); another field does not merge.
        using Roster = BillionSunsRoster;
        const int scale = roster(*w).scale;
        const int scaleKey = app::mergeKey("test.scale");
        QVERIFY(app::pushEdit<Roster>(document, {QStringLiteral("Scale"), scaleKey},
                                      [&](Roster &r) { r.scale = scale + 1; }));
        QVERIFY(app::pushEdit<Roster>(document, {QStringLiteral("Scale"), scaleKey},
                                      [&](Roster &r) { r.scale = scale + 2; }));
        QCOMPARE(stack->count(), 1);
        QVERIFY(app::pushEdit<Roster>(document, {QStringLiteral("Tables"), app::mergeKey("t")},
                                      [&](Roster &r) { r.tables += 1; }));
        QCOMPARE(stack->count(), 2);
        QVERIFY(!app::pushEdit<Roster>(document, {QStringLiteral("Tables"), app::mergeKey("t")},
                                       [](Roster &) {}));
        QCOMPARE(stack->count(), 2);
        stack->undo();
        QCOMPARE(roster(*w).scale, scale + 2);
        QVERIFY(app::pushEdit<Roster>(document, {QStringLiteral("Scale"), scaleKey},
                                      [&](Roster &r) { r.scale = scale; }));
        // The undone Tables step goes; the scale merges back to where it started: no step left.
        QCOMPARE(stack->count(), 0);
        QCOMPARE(roster(*w).scale, scale);
        QCOMPARE(serialize(*w, *m_app), before);
    }

    // The battlegroup list shows each one's ships (of 5), mass and credits.
    void battlegroupListShowsContents()
    {
        auto w = window();
        const QAbstractItemModel *model = rosterEditor(*w)->battlegroupView()->model();
        using M = app::BattlegroupModel;
        QCOMPARE(model->index(1, M::NameColumn).data().toString(), QStringLiteral("Picket"));
        QCOMPARE(model->index(1, M::ShipsColumn).data().toString(), QStringLiteral("3 of 5"));
        QCOMPARE(model->index(1, M::MassColumn).data().toInt(), 3);     // 3 gunships of mass 1
        QCOMPARE(model->index(1, M::CreditsColumn).data().toInt(), 9);  // 3 credits each
        QCOMPARE(model->index(6, M::CreditsColumn).data().toInt(), 16); // 2 custom Lancers
        QVERIFY(model->headerData(M::ShipsColumn, Qt::Horizontal, Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("jump phase")));
    }

    // Picking another class changes the ship's cost, the fleet's points, the card and the issues;
    // undo restores the exact roster.
    void changingTheClassUpdatesCostsAndIssues()
    {
        auto w = window();
        const QByteArray before = serialize(*w, *m_app);
        w->selectShip(0);
        QCOMPARE(w->pointsText(), QStringLiteral("Fleet: 72 / 80 credits"));
        QCOMPARE(w->document()->errorCount(), 0);
        auto *editor = w->shipEditor();
        auto *classes = child<QComboBox>(editor, "class");
        QCOMPARE(classes->currentData().toString(), QStringLiteral("frigate"));
        QCOMPARE(child<QLabel>(editor, "card.cost")->text(), QStringLiteral("7 credits"));

        chooseData(classes, QStringLiteral("destroyer"));
        QCOMPARE(ship(*w, 0).classId, QStringLiteral("destroyer"));
        QCOMPARE(w->pointsText(), QStringLiteral("Fleet: 77 / 80 credits"));
        QCOMPARE(w->document()->report().ships[0].cost.total(), 12);
        QCOMPARE(child<QLabel>(editor, "card.cost")->text(), QStringLiteral("12 credits"));
        QCOMPARE(child<QLabel>(editor, "card.mass")->text(), QStringLiteral("3"));
        QCOMPARE(child<QLabel>(editor, "derived.jumpRange")->text(), QStringLiteral("3\""));
        // A destroyer beside a frigate: Spearhead mixes classes.
        QVERIFY2(test::hasIssue(w->document()->issues(),
                                QStringLiteral("billionsuns.battlegroup.mixedClasses"),
                                QStringLiteral("ships[1].class")),
                 qPrintable(test::describe(w->document()->issues())));
        QVERIFY(w->legalityText().startsWith(QStringLiteral("Not legal")));
        QCOMPARE(w->fleetTree()->model()->index(0, app::FleetTreeModel::CostColumn).data().toInt(),
                 19);

        w->action(QStringLiteral("undo"))->trigger();
        test::settle();
        QCOMPARE(serialize(*w, *m_app), before);
        QCOMPARE(classes->currentData().toString(), QStringLiteral("frigate"));
        QCOMPARE(w->pointsText(), QStringLiteral("Fleet: 72 / 80 credits"));
        QCOMPARE(w->document()->errorCount(), 0);
    }

    // The class card has every stat, the Mining Laser's note and the derived values, the last
    // marked as an assumption.
    void classCardShowsStatsAndDerivedValues()
    {
        auto w = window();
        w->selectShip(9); // Prospector 1, a light utility ship
        auto *editor = w->shipEditor();
        chooseData(child<QComboBox>(editor, "class"), QStringLiteral("mediumUtilityShip"));
        QCOMPARE(child<QLabel>(editor, "card.kind")->text(), QStringLiteral("ship, utility"));
        QCOMPARE(child<QLabel>(editor, "card.thrust")->text(), QStringLiteral("4\""));
        QCOMPARE(child<QLabel>(editor, "card.silhouette")->text(), QStringLiteral("5"));
        QCOMPARE(child<QLabel>(editor, "card.shields")->text(), QStringLiteral("3"));
        QVERIFY(
            child<QLabel>(editor, "card.primary")
                ->text()
                .startsWith(QStringLiteral("Mining Laser: 0\"–2\", 2D12, damage 5; stationary")));
        QCOMPARE(child<QLabel>(editor, "card.auxiliary")->text(), QStringLiteral("none"));
        QCOMPARE(child<QLabel>(editor, "card.notes")->text(),
                 QStringLiteral("The Mining Laser may only target stationary objects."));
        QVERIFY(!child<QLabel>(editor, "card.notes")->isHidden());
        QCOMPARE(child<QLabel>(editor, "derived.jumpShock")->text(),
                 QStringLiteral("2\", 2D6 attacks of damage 1"));
        QCOMPARE(child<QLabel>(editor, "derived.mothersWing")->text(), QStringLiteral("2\""));
        QCOMPARE(child<QLabel>(editor, "derived.combinedOrders")->text(), QStringLiteral("5\""));
        QCOMPARE(child<QLabel>(editor, "derived.powerTo")->text(),
                 QStringLiteral("up to 2 CMD tokens"));
        QCOMPARE(child<QLabel>(editor, "derived.destroyedAt")->text(),
                 QStringLiteral("5 damage tokens"));
        QVERIFY(child<QLabel>(editor, "derived.destroyedAt")
                    ->toolTip()
                    .contains(QStringLiteral("Assumption")));
        // A wing has no Mother's Wing.
        w->selectShip(7);
        QVERIFY(!editor->findChild<QLabel *>(QStringLiteral("derived.mothersWing")));
        QCOMPARE(child<QLabel>(editor, "derived.explosion")->text(),
                 QStringLiteral("never (mass 0)"));
        // The rules option changes the card at once.
        app::FleetDocument::Header header = w->document()->header();
        header.options.set(QStringLiteral("destroyedAt"), QStringLiteral("aboveSilhouette"));
        w->document()->undoStack()->push(
            new app::EditHeaderCommand(w->document(), header, QStringLiteral("option")));
        QCOMPARE(child<QLabel>(editor, "derived.destroyedAt")->text(),
                 QStringLiteral("4 damage tokens"));
    }

    // Picking another battlegroup moves the ship; the fleet tree regroups; undo moves it back.
    void movingAShipRegroupsTheTree()
    {
        auto w = window();
        const QByteArray before = serialize(*w, *m_app);
        w->selectShip(1); // Helix Frigate 2, in Spearhead
        QCOMPARE(
            treeGroup(*w, QStringLiteral("Spearhead")),
            QStringList({QStringLiteral("Helix Frigate 1"), QStringLiteral("Helix Frigate 2")}));
        auto *groups = child<QComboBox>(w->shipEditor(), "battlegroup");
        QCOMPARE(groups->currentText(), QStringLiteral("Spearhead (2 of 5)"));
        chooseData(groups, QStringLiteral("Long Guns"));
        QCOMPARE(ship(*w, 1).battlegroup, QStringLiteral("Long Guns"));
        QCOMPARE(treeGroup(*w, QStringLiteral("Spearhead")),
                 QStringList({QStringLiteral("Helix Frigate 1")}));
        QCOMPARE(treeGroup(*w, QStringLiteral("Long Guns")),
                 QStringList({QStringLiteral("Helix Frigate 2"), QStringLiteral("Longshot")}));
        QCOMPARE(groups->currentText(), QStringLiteral("Long Guns (2 of 5)"));
        // The selection stays on the moved ship.
        QCOMPARE(w->currentShip(), 1);
        QCOMPARE(w->fleetTree()->currentIndex().data().toString(),
                 QStringLiteral("Helix Frigate 2"));
        QCOMPARE(w->document()->undoStack()->count(), 1);
        w->document()->undoStack()->undo();
        test::settle();
        QCOMPARE(serialize(*w, *m_app), before);
        QCOMPARE(groups->currentText(), QStringLiteral("Spearhead (2 of 5)"));
    }

    // "New battlegroup…" makes one and moves the ship into it, in one undo step.
    void movingAShipToANewBattlegroup()
    {
        auto w = window();
        const QByteArray before = serialize(*w, *m_app);
        w->selectShip(4); // Picket 3
        auto *groups = child<QComboBox>(w->shipEditor(), "battlegroup");
        QTimer::singleShot(0, [] {
            auto *dialog = qobject_cast<QInputDialog *>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            QCOMPARE(dialog->textValue(), QStringLiteral("Battlegroup 8"));
            dialog->setTextValue(QStringLiteral("Rearguard"));
            dialog->accept();
        });
        choose(groups, groups->count() - 1);
        QCOMPARE(roster(*w).battlegroups.size(), std::size_t(8));
        QCOMPARE(roster(*w).battlegroups.back().name, QStringLiteral("Rearguard"));
        QCOMPARE(ship(*w, 4).battlegroup, QStringLiteral("Rearguard"));
        QCOMPARE(treeGroup(*w, QStringLiteral("Rearguard")),
                 QStringList({QStringLiteral("Picket 3")}));
        QCOMPARE(groups->currentText(), QStringLiteral("Rearguard (1 of 5)"));
        QCOMPARE(w->document()->undoStack()->count(), 1);
        w->document()->undoStack()->undo();
        test::settle();
        QCOMPARE(serialize(*w, *m_app), before);
        QVERIFY(!treeGroups(*w).contains(QStringLiteral("Rearguard")));
    }

    // Add Battlegroup asks for the name (a free one offered); Cancel adds nothing; the tab and
    // the focus stay on the Fleet page.
    void addingABattlegroup()
    {
        auto w = window();
        const QByteArray before = serialize(*w, *m_app);
        w->focusSubject(QStringLiteral("corporation"));
        auto *editor = rosterEditor(*w);
        auto *view = editor->battlegroupView();
        const auto answer = [](const QString &name, bool accept) {
            QTimer::singleShot(0, [name, accept] {
                auto *dialog = qobject_cast<QInputDialog *>(QApplication::activeModalWidget());
                QVERIFY(dialog);
                QCOMPARE(dialog->objectName(), QStringLiteral("addBattlegroupDialog"));
                QCOMPARE(dialog->textValue(), QStringLiteral("Battlegroup 8"));
                dialog->setTextValue(name);
                accept ? dialog->accept() : dialog->reject();
            });
        };
        answer(QStringLiteral("Reserves"), false);
        QTest::mouseClick(child<QPushButton>(editor, "addBattlegroup"), Qt::LeftButton);
        test::settle();
        QCOMPARE(serialize(*w, *m_app), before);
        QCOMPARE(w->document()->undoStack()->count(), 0);

        answer(QStringLiteral("Reserves"), true);
        QTest::mouseClick(child<QPushButton>(editor, "addBattlegroup"), Qt::LeftButton);
        test::settle();
        QCOMPARE(roster(*w).battlegroups.size(), std::size_t(8));
        QCOMPARE(roster(*w).battlegroups.back().name, QStringLiteral("Reserves"));
        QCOMPARE(view->currentIndex().row(), 7);
        QCOMPARE(w->document()->undoStack()->count(), 1);
        QCOMPARE(w->document()->undoStack()->text(0), QStringLiteral("Add battlegroup “Reserves”"));
        QVERIFY(treeGroups(*w).contains(QStringLiteral("Reserves")));
        // A taken name adds nothing, and says so.
        QVERIFY(!editor->addBattlegroup(QStringLiteral("Reserves")));
        QVERIFY(!child<QLabel>(editor, "battlegroupNote")->isHidden());
        QCOMPARE(roster(*w).battlegroups.size(), std::size_t(8));
        QVERIFY(isInside(w->fleetPage(), w->editorTabs()->currentWidget()));
        // An empty battlegroup is an error until a ship joins it.
        QVERIFY(test::hasIssue(w->document()->issues(),
                               QStringLiteral("billionsuns.battlegroup.empty"),
                               QStringLiteral("battlegroups[7]")));
        QCOMPARE(w->document()->undoStack()->count(), 1);
    }

    // Renaming a battlegroup renames its ships' battlegroup too; one undo restores both.
    void renamingABattlegroupMovesItsShips()
    {
        auto w = window();
        const QByteArray before = serialize(*w, *m_app);
        w->focusSubject(QStringLiteral("battlegroups[1]"));
        auto *editor = rosterEditor(*w);
        auto *view = editor->battlegroupView();
        QCOMPARE(view->currentIndex().row(), 1);
        QTest::mouseClick(child<QPushButton>(editor, "renameBattlegroup"), Qt::LeftButton);
        auto *field = qobject_cast<QLineEdit *>(QApplication::focusWidget());
        QVERIFY2(field && isInside(field, view), qPrintable(focusName()));
        QCOMPARE(field->text(), QStringLiteral("Picket"));
        field->selectAll();
        QTest::keyClicks(field, QStringLiteral("Outriders"));
        QTest::keyClick(field, Qt::Key_Return);
        test::settle();

        QCOMPARE(roster(*w).battlegroups[1].name, QStringLiteral("Outriders"));
        for (int i : {2, 3, 4})
            QCOMPARE(ship(*w, i).battlegroup, QStringLiteral("Outriders"));
        QCOMPARE(treeGroup(*w, QStringLiteral("Outriders")),
                 QStringList({QStringLiteral("Picket 1"), QStringLiteral("Picket 2"),
                              QStringLiteral("Picket 3")}));
        QVERIFY(!treeGroups(*w).contains(QStringLiteral("Picket")));
        QCOMPARE(w->document()->errorCount(), 0);
        QCOMPARE(view->model()->index(1, 0).data().toString(), QStringLiteral("Outriders"));
        QCOMPARE(w->document()->undoStack()->count(), 1);

        w->action(QStringLiteral("undo"))->trigger();
        test::settle();
        QCOMPARE(serialize(*w, *m_app), before);
        QCOMPARE(view->model()->index(1, 0).data().toString(), QStringLiteral("Picket"));
        w->action(QStringLiteral("redo"))->trigger();
        test::settle();
        QCOMPARE(ship(*w, 3).battlegroup, QStringLiteral("Outriders"));

        // A name another battlegroup has is refused, and said so.
        QVERIFY(!editor->renameBattlegroup(1, QStringLiteral("Spearhead")));
        QVERIFY(!child<QLabel>(editor, "battlegroupNote")->isHidden());
        QVERIFY(!editor->renameBattlegroup(1, QStringLiteral("  ")));
        QCOMPARE(roster(*w).battlegroups[1].name, QStringLiteral("Outriders"));
        QCOMPARE(w->document()->undoStack()->count(), 1);
    }

    // Removing a battlegroup with ships asks first: cancel keeps everything, or both go.
    void removingABattlegroup()
    {
        auto w = window();
        const QByteArray before = serialize(*w, *m_app);
        auto *editor = rosterEditor(*w);
        QVERIFY(w->focusSubject(QStringLiteral("battlegroups[1]"))); // Picket: 3 gunships
        answerNextMessageBox("cancel");
        QTest::mouseClick(child<QPushButton>(editor, "removeBattlegroup"), Qt::LeftButton);
        test::settle();
        QCOMPARE(serialize(*w, *m_app), before);

        answerNextMessageBox("removeWithShips");
        QTest::mouseClick(child<QPushButton>(editor, "removeBattlegroup"), Qt::LeftButton);
        test::settle();
        QCOMPARE(roster(*w).battlegroups.size(), std::size_t(6));
        QCOMPARE(w->document()->fleet().ships.size(), std::size_t(10));
        QVERIFY(!treeGroups(*w).contains(QStringLiteral("Picket")));
        QCOMPARE(w->pointsText(), QStringLiteral("Fleet: 63 / 80 credits"));
        QCOMPARE(editor->battlegroupView()->currentIndex().row(), 1); // the next one, Long Guns
        QCOMPARE(w->document()->undoStack()->count(), 1);

        w->document()->undoStack()->undo();
        test::settle();
        QCOMPARE(serialize(*w, *m_app), before);
        QCOMPARE(treeGroup(*w, QStringLiteral("Picket")).size(), 3);

        // An empty battlegroup goes without a question.
        w->activateWindow(); // after the message boxes
        QVERIFY(QTest::qWaitForWindowActive(w.get()));
        QVERIFY(editor->addBattlegroup(QStringLiteral("Battlegroup 8")));
        test::settle();
        QCOMPARE(roster(*w).battlegroups.size(), std::size_t(8));
        QTest::mouseClick(child<QPushButton>(editor, "removeBattlegroup"), Qt::LeftButton);
        test::settle();
        QCOMPARE(roster(*w).battlegroups.size(), std::size_t(7));
        QCOMPARE(serialize(*w, *m_app), before);
    }

    // Adding ships to a battlegroup: each is named and classed after it; the 6th is an error.
    void sixthShipInABattlegroupIsAnError()
    {
        auto w = window();
        w->selectShip(2); // Picket 1, of 3 gunships
        for (int i = 0; i < 3; ++i) {
            w->action(QStringLiteral("addShip"))->trigger();
            test::settle();
        }
        QCOMPARE(treeGroup(*w, QStringLiteral("Picket")).size(), 6);
        // Each new ship follows the one before it.
        QCOMPARE(ship(*w, 3).classId, QStringLiteral("gunship"));
        // Named after the class, with the next free number (no ship is called "Gunship" yet).
        QCOMPARE(ship(*w, 3).name, QStringLiteral("Gunship 1"));
        QCOMPARE(ship(*w, 5).name, QStringLiteral("Gunship 3"));
        QCOMPARE(w->currentShip(), 5);
        // The sixth in fleet order is Picket 3.
        QVERIFY2(test::hasIssue(w->document()->issues(),
                                QStringLiteral("billionsuns.battlegroup.tooManyShips"),
                                QStringLiteral("ships[7].battlegroup")),
                 qPrintable(test::describe(w->document()->issues())));
        const QAbstractItemModel *groups = rosterEditor(*w)->battlegroupView()->model();
        QCOMPARE(groups->index(1, app::BattlegroupModel::ShipsColumn).data().toString(),
                 QStringLiteral("6 of 5"));
        QVERIFY(groups->index(1, app::BattlegroupModel::ShipsColumn)
                    .data(Qt::ForegroundRole)
                    .isValid());
        QVERIFY(!groups->index(0, app::BattlegroupModel::ShipsColumn)
                     .data(Qt::ForegroundRole)
                     .isValid());
        auto *note = child<QLabel>(w->shipEditor(), "battlegroupNote");
        QVERIFY(!note->isHidden());
        QVERIFY(note->text().contains(QStringLiteral("at most 5")));
        QVERIFY(child<QLabel>(w->shipEditor(), "shipIssues")->isHidden());
        w->selectShip(7);
        QVERIFY(child<QLabel>(w->shipEditor(), "shipIssues")
                    ->text()
                    .contains(QStringLiteral("more than 5")));
        // Moving one out makes the roster legal again.
        chooseData(child<QComboBox>(w->shipEditor(), "battlegroup"), QStringLiteral("Survey"));
        QVERIFY(!test::hasIssue(w->document()->issues(),
                                QStringLiteral("billionsuns.battlegroup.tooManyShips"),
                                QStringLiteral("ships[7].battlegroup")));
        QVERIFY(note->isHidden());
    }

    // Scale, tables and jump points: spin-box steps merge into one undo step; S + 3 follows.
    void scaleTablesAndJumpPoints()
    {
        auto w = window();
        const QByteArray before = serialize(*w, *m_app);
        auto *editor = rosterEditor(*w);
        auto *scale = child<QSpinBox>(editor, "scale");
        QVERIFY(w->focusSubject(QStringLiteral("scale")));
        QCOMPARE(QApplication::focusWidget(), scale);
        QCOMPARE(scale->value(), 3);
        QCOMPARE(child<QLabel>(editor, "cmdTokens")->text(), QStringLiteral("6"));
        QTest::keyClick(scale, Qt::Key_Up);
        QTest::keyClick(scale, Qt::Key_Up);
        QTest::keyClick(scale, Qt::Key_Up); // 5 is the largest the options allow
        test::settle();
        QCOMPARE(roster(*w).scale, 5);
        QCOMPARE(scale->value(), 5);
        QCOMPARE(child<QLabel>(editor, "cmdTokens")->text(), QStringLiteral("8"));
        QCOMPARE(child<QLabel>(editor, "utilityShips")->text(), QStringLiteral("2 of 5"));
        QCOMPARE(w->document()->undoStack()->count(), 1);
        QCOMPARE(QApplication::focusWidget(), scale);

        auto *tables = child<QSpinBox>(editor, "tables");
        auto *jumpPoints = child<QSpinBox>(editor, "jumpPoints");
        QTest::keyClick(jumpPoints, Qt::Key_Up); // 3 jump points on 1 table: too many
        test::settle();
        QVERIFY(test::hasIssue(w->document()->issues(),
                               QStringLiteral("billionsuns.roster.tooManyJumpPoints"),
                               QStringLiteral("jumpPoints")));
        QVERIFY(
            child<QLabel>(editor, "jumpPointsLimit")->text().contains(QStringLiteral("too many")));
        QTest::keyClick(tables, Qt::Key_Up);
        test::settle();
        QVERIFY(!test::hasIssue(w->document()->issues(),
                                QStringLiteral("billionsuns.roster.tooManyJumpPoints"),
                                QStringLiteral("jumpPoints")));
        QCOMPARE(child<QLabel>(editor, "jumpPointsLimit")->text(),
                 QStringLiteral("at most 3 (tables + 1)"));
        QCOMPARE(w->document()->undoStack()->count(), 3);

        auto *stack = w->document()->undoStack();
        while (stack->canUndo())
            stack->undo();
        test::settle();
        QCOMPARE(serialize(*w, *m_app), before);
        QCOMPARE(scale->value(), 3);
        QCOMPARE(tables->value(), 1);
        QCOMPARE(jumpPoints->value(), 2);

        // A scale outside the options' bounds (from a file, or the options changed) is shown as
        // it is, and is an error.
        auto changed = std::make_unique<BillionSunsRoster>(roster(*w));
        changed->scale = 9;
        stack->push(new app::EditSettingsCommand(w->document(), std::move(changed),
                                                 QStringLiteral("scale")));
        test::settle();
        QCOMPARE(scale->value(), 9);
        QVERIFY(test::hasIssue(w->document()->issues(),
                               QStringLiteral("billionsuns.roster.scaleOutOfRange"),
                               QStringLiteral("scale")));
    }

    void corporationAndBattlegroupNotes()
    {
        auto w = window();
        auto *editor = rosterEditor(*w);
        auto *corporation = child<QLineEdit>(editor, "corporation");
        QCOMPARE(corporation->text(), QStringLiteral("Helix Consolidated"));
        QVERIFY(w->focusSubject(QStringLiteral("corporation")));
        QCOMPARE(QApplication::focusWidget(), corporation);
        corporation->end(false);
        QTest::keyClicks(corporation, QStringLiteral(" Ltd"));
        test::settle();
        QCOMPARE(roster(*w).corporation, QStringLiteral("Helix Consolidated Ltd"));
        QCOMPARE(QApplication::focusWidget(), corporation);
        QCOMPARE(corporation->cursorPosition(), corporation->text().size());
        QCOMPARE(w->document()->undoStack()->count(), 1); // typing merges

        QVERIFY(w->focusSubject(QStringLiteral("battlegroups[6].notes")));
        auto *notes = child<QLineEdit>(editor, "battlegroupNotes");
        QCOMPARE(QApplication::focusWidget(), notes);
        QCOMPARE(notes->text(), QStringLiteral("Homebrew escorts."));
        notes->selectAll();
        QTest::keyClicks(notes, QStringLiteral("Fast"));
        test::settle();
        QCOMPARE(roster(*w).battlegroups[6].notes, QStringLiteral("Fast"));
        QCOMPARE(w->document()->undoStack()->count(), 2);
        w->document()->undoStack()->undo();
        test::settle();
        QCOMPARE(notes->text(), QStringLiteral("Homebrew escorts."));
    }

    // A custom class: add it, set every kind of stat, pick it for a ship and see it costed.
    void customClassFromStartToShip()
    {
        auto w = window();
        const QByteArray before = serialize(*w, *m_app);
        w->action(QStringLiteral("newDesign"))->trigger();
        test::settle();
        auto *editor = w->designEditor();
        QCOMPARE(w->document()->fleet().designs.size(), std::size_t(2));
        QCOMPARE(w->designList()->currentIndex().row(), 1);
        auto *name = child<QLineEdit>(editor, "class.name");
        QCOMPARE(QApplication::focusWidget(), name);
        QTest::keyClicks(name, QStringLiteral("Warden"));
        // The id is made with the class, shown but not edited.
        auto *id = child<QLineEdit>(editor, "class.id");
        QVERIFY(id->isReadOnly());
        QCOMPARE(id->text(), QStringLiteral("custom2"));
        auto *cost = child<QSpinBox>(editor, "class.cost");
        cost->setFocus();
        cost->selectAll();
        QTest::keyClicks(cost, QStringLiteral("11"));
        auto *mass = child<QSpinBox>(editor, "class.mass");
        QTest::keyClick(mass, Qt::Key_Up); // 3
        auto *dice = child<QSpinBox>(editor, "class.primary.dice");
        QTest::keyClick(dice, Qt::Key_Up);
        QTest::keyClick(dice, Qt::Key_Up); // 4
        chooseData(child<QComboBox>(editor, "class.primary.die"), 10);
        QTest::mouseClick(child<QCheckBox>(editor, "class.utility"), Qt::LeftButton);
        // No auxiliary weapon system.
        auto *auxiliary = child<QGroupBox>(editor, "class.auxiliary");
        QVERIFY(auxiliary->isChecked());
        auxiliary->setFocus();
        QTest::keyClick(auxiliary, Qt::Key_Space);
        test::settle();

        const auto &c = customClass(w->document()->fleet(), 1);
        QCOMPARE(c.name, QStringLiteral("Warden"));
        QCOMPARE(c.id, QStringLiteral("custom2"));
        QCOMPARE(c.cost, 11);
        QCOMPARE(c.mass, 3);
        QVERIFY(c.primary);
        QCOMPARE(c.primary->dice, 4);
        QCOMPARE(c.primary->die, 10);
        QVERIFY(c.utility);
        QVERIFY(!c.auxiliary);
        QVERIFY(c.custom);
        QCOMPARE(w->designList()->model()->index(1, 1).data().toString(),
                 QStringLiteral("custom2"));
        // add, name, cost (typed "1", "11": merged), mass, dice (merged), die, utility, auxiliary
        QCOMPARE(w->document()->undoStack()->count(), 8);
        QVERIFY(child<QLabel>(editor, "class.derived")
                    ->text()
                    .contains(QStringLiteral("Jump range: 3")));

        // Picked for a ship, it is costed.
        w->selectShip(0);
        auto *classes = child<QComboBox>(w->shipEditor(), "class");
        QVERIFY(classes->findData(QStringLiteral("custom2")) >= 0);
        QCOMPARE(classes->itemText(classes->findData(QStringLiteral("custom2"))),
                 QStringLiteral("Warden (custom, 11 credits)"));
        chooseData(classes, QStringLiteral("custom2"));
        QCOMPARE(ship(*w, 0).classId, QStringLiteral("custom2"));
        QCOMPARE(w->document()->report().ships[0].cost.total(), 11);
        QCOMPARE(w->pointsText(), QStringLiteral("Fleet: 76 / 80 credits"));
        QCOMPARE(child<QLabel>(w->shipEditor(), "card.cost")->text(), QStringLiteral("11 credits"));
        QCOMPARE(child<QLabel>(w->shipEditor(), "card.auxiliary")->text(), QStringLiteral("none"));
        // The card leads to the class's form.
        Q_EMIT child<QLabel>(w->shipEditor(), "card.summary")
            ->linkActivated(QStringLiteral("edit"));
        QVERIFY(isInside(w->designEditor(), w->editorTabs()->currentWidget()));
        QCOMPARE(QApplication::focusWidget(), w->designList());
        QCOMPARE(w->designList()->currentIndex().row(), 1);
        const QAbstractItemModel *tree = w->fleetTree()->model();
        QCOMPARE(tree->index(0, 1, tree->index(0, 0)).data().toString(),
                 QStringLiteral("Warden (custom)"));

        // The class's cost is the ship's cost: a change shows at once.
        QVERIFY(w->focusSubject(QStringLiteral("customClasses[1].cost")));
        QCOMPARE(QApplication::focusWidget(), cost);
        QTest::keyClick(cost, Qt::Key_Down);
        test::settle();
        QCOMPARE(w->pointsText(), QStringLiteral("Fleet: 75 / 80 credits"));

        const QByteArray after = serialize(*w, *m_app);
        auto *stack = w->document()->undoStack();
        while (stack->canUndo())
            stack->undo();
        test::settle();
        QCOMPARE(serialize(*w, *m_app), before);
        QCOMPARE(w->designList()->model()->rowCount(), 1);
        while (stack->canRedo())
            stack->redo();
        test::settle();
        QCOMPARE(serialize(*w, *m_app), after);
    }

    // A custom class may not take the name of a ship-table class: the form says so, and so does
    // the validator.
    void customClassNameOfATableClass()
    {
        auto w = window();
        QVERIFY(w->focusSubject(QStringLiteral("customClasses[0].name")));
        auto *name = qobject_cast<QLineEdit *>(QApplication::focusWidget());
        QVERIFY2(name && name->objectName() == QStringLiteral("class.name"),
                 qPrintable(focusName()));
        auto *note = child<QLabel>(w->designEditor(), "class.nameNote");
        QVERIFY(note->isHidden());
        QVERIFY(child<QLineEdit>(w->designEditor(), "class.id")->isReadOnly());
        name->selectAll();
        QTest::keyClicks(name, QStringLiteral("frigate"));
        test::settle();
        QVERIFY(!note->isHidden());
        QVERIFY(note->text().contains(QStringLiteral("Frigate")));
        QVERIFY(test::hasIssue(w->document()->issues(),
                               QStringLiteral("billionsuns.customClass.tableName"),
                               QStringLiteral("customClasses[0].name")));
        name->selectAll();
        QTest::keyClicks(name, QStringLiteral("Frigate Lancer"));
        test::settle();
        QVERIFY(note->isHidden());
        QVERIFY(!test::hasIssue(w->document()->issues(),
                                QStringLiteral("billionsuns.customClass.tableName"),
                                QStringLiteral("customClasses[0].name")));
    }

    // Removing a class that ships use asks first.
    void removingACustomClass()
    {
        auto w = window();
        const QByteArray before = serialize(*w, *m_app);
        QVERIFY(w->focusSubject(QStringLiteral("customClasses[0]")));
        answerNextMessageBox("cancel");
        w->action(QStringLiteral("removeDesign"))->trigger();
        test::settle();
        QCOMPARE(serialize(*w, *m_app), before);
        answerNextMessageBox("removeDesignAnyway");
        w->action(QStringLiteral("removeDesign"))->trigger();
        test::settle();
        QVERIFY(w->document()->fleet().designs.empty());
        QVERIFY(test::hasIssue(w->document()->issues(),
                               QStringLiteral("billionsuns.ship.unknownClass"),
                               QStringLiteral("ships[11].class")));
        QVERIFY(!w->designEditor()->isEnabled());
        // The ship shows what is wrong and can pick another class.
        w->selectShip(11);
        auto *classes = child<QComboBox>(w->shipEditor(), "class");
        QCOMPARE(classes->currentText(), QStringLiteral("Unknown: lancer"));
        QVERIFY(child<QGroupBox>(w->shipEditor(), "classCard")
                    ->title()
                    .contains(QStringLiteral("Class card")));
        w->document()->undoStack()->undo();
        test::settle();
        QCOMPARE(serialize(*w, *m_app), before);
        QCOMPARE(classes->currentText(), QStringLiteral("Lancer (custom, 8 credits)"));
    }

    // Issue subjects land on the field that fixes them.
    void focusSubjectLandsOnTheField()
    {
        auto w = window();
        auto *editor = rosterEditor(*w);
        const auto focusIs = [&](const QString &subject, const char *name) {
            if (!w->focusSubject(subject))
                return QStringLiteral("%1: not focused").arg(subject);
            const QWidget *focus = QApplication::focusWidget();
            if (!focus || focus->objectName() != QLatin1String(name))
                return QStringLiteral("%1: focus on %2").arg(subject, focusName());
            return QString();
        };
        QCOMPARE(focusIs(QStringLiteral("tables"), "tables"), QString());
        QCOMPARE(focusIs(QStringLiteral("jumpPoints"), "jumpPoints"), QString());
        // The page scrolls to the field.
        auto *scroll = w->fleetPage()->findChild<QScrollArea *>();
        QVERIFY(scroll);
        scroll->verticalScrollBar()->setValue(0);
        QCOMPARE(focusIs(QStringLiteral("customClasses[0].mass"), "class.mass"), QString());
        QTRY_VERIFY(!QApplication::focusWidget()->visibleRegion().isEmpty());
        scroll->verticalScrollBar()->setValue(scroll->verticalScrollBar()->maximum());
        QCOMPARE(focusIs(QStringLiteral("jumpPoints"), "jumpPoints"), QString());
        QTRY_VERIFY(!QApplication::focusWidget()->visibleRegion().isEmpty());
        QCOMPARE(focusIs(QStringLiteral("customClasses[0].primary.dice"), "class.primary.dice"),
                 QString());
        // The Lancer has no auxiliary weapon: its box, where one can be added.
        QCOMPARE(focusIs(QStringLiteral("customClasses[0].auxiliary.die"), "class.auxiliary"),
                 QString());
        QCOMPARE(focusIs(QStringLiteral("customClasses[0]"), "designList"), QString());
        QCOMPARE(focusIs(QStringLiteral("battlegroups[3]"), "battlegroups"), QString());
        QCOMPARE(editor->battlegroupView()->currentIndex().row(), 3);
        QCOMPARE(focusIs(QStringLiteral("ships[3].battlegroup"), "battlegroup"), QString());
        QCOMPARE(w->currentShip(), 3);
        QCOMPARE(focusIs(QStringLiteral("ships[5].class"), "class"), QString());
        QCOMPARE(focusIs(QStringLiteral("ships[5].notes"), "notes"), QString());
        QCOMPARE(focusIs(QStringLiteral("ships[5].name"), "name"), QString());
        QVERIFY(!w->focusSubject(QStringLiteral("battlegroups[99]")));
        QVERIFY(!w->focusSubject(QStringLiteral("battlegroups[1].colour")));
        QVERIFY(!w->focusSubject(QStringLiteral("customClasses[0].bogus")));
        QVERIFY(!w->focusSubject(QStringLiteral("nonsense")));
        QVERIFY(!w->shipEditor()->focusSubject(QStringLiteral("weapons[0]")));

        // From an issue: a battlegroup without a name opens its name for typing.
        auto changed = std::make_unique<BillionSunsRoster>(roster(*w));
        changed->battlegroups[1].name.clear();
        w->document()->undoStack()->push(
            new app::EditSettingsCommand(w->document(), std::move(changed), QStringLiteral("x")));
        test::settle();
        QString subject;
        for (const validators::Issue &issue : w->document()->issues()) {
            if (issue.code == QLatin1String("billionsuns.battlegroup.noName"))
                subject = issue.subject;
        }
        QCOMPARE(subject, QStringLiteral("battlegroups[1].name"));
        w->selectShip(0);
        QVERIFY(w->focusSubject(subject));
        QVERIFY(isInside(w->fleetPage(), w->editorTabs()->currentWidget()));
        QCOMPARE(editor->battlegroupView()->currentIndex().row(), 1);
        auto *field = qobject_cast<QLineEdit *>(QApplication::focusWidget());
        QVERIFY2(field && isInside(field, editor->battlegroupView()), qPrintable(focusName()));
        QTest::keyClicks(field, QStringLiteral("Picket"));
        QTest::keyClick(field, Qt::Key_Return);
        test::settle();
        // The ships still named "Picket" are back in it.
        QCOMPARE(w->document()->errorCount(), 0);
    }

    // The ship editor follows the document: undo, other editors, ships coming and going.
    void shipEditorFollowsTheDocument()
    {
        auto w = window();
        w->selectShip(5);
        auto *name = child<QLineEdit>(w->shipEditor(), "name");
        QCOMPARE(name->text(), QStringLiteral("Longshot"));
        QVERIFY(w->focusSubject(QStringLiteral("ships[5].name")));
        name->end(false);
        QTest::keyClicks(name, QStringLiteral(" II"));
        test::settle();
        QCOMPARE(ship(*w, 5).name, QStringLiteral("Longshot II"));
        QCOMPARE(QApplication::focusWidget(), name);
        QCOMPARE(name->cursorPosition(), name->text().size());
        QCOMPARE(w->document()->undoStack()->count(), 1);
        auto *notes = child<QPlainTextEdit>(w->shipEditor(), "notes");
        notes->setFocus();
        QTest::keyClicks(notes, QStringLiteral("Long range"));
        test::settle();
        QCOMPARE(ship(*w, 5).notes, QStringLiteral("Long range"));
        QCOMPARE(w->document()->undoStack()->count(), 2);

        // A ship inserted before it: the editor still shows Longshot.
        w->document()->undoStack()->push(
            new app::RemoveShipCommand(w->document(), 0, QStringLiteral("remove")));
        test::settle();
        QCOMPARE(w->shipEditor()->ship(), 4);
        w->document()->undoStack()->undo();
        test::settle();
        QCOMPARE(w->shipEditor()->ship(), w->currentShip());
        QCOMPARE(name->text(), QStringLiteral("Longshot II"));

        w->document()->undoStack()->undo();
        w->document()->undoStack()->undo();
        test::settle();
        QCOMPARE(name->text(), QStringLiteral("Longshot"));
        QCOMPARE(notes->toPlainText(), QString());
        QCOMPARE(w->document()->undoStack()->index(), 0);

        // A battlegroup renamed elsewhere shows in the picker.
        QVERIFY(rosterEditor(*w)->renameBattlegroup(2, QStringLiteral("Artillery")));
        QCOMPARE(child<QComboBox>(w->shipEditor(), "battlegroup")->currentText(),
                 QStringLiteral("Artillery (1 of 5)"));

        // No ship: an empty, disabled editor.
        w->shipEditor()->setShip(-1);
        QCOMPARE(name->text(), QString());
        QVERIFY(!name->isEnabled());
        QVERIFY(!child<QComboBox>(w->shipEditor(), "class")->isEnabled());
        QVERIFY(!w->shipEditor()->focusSubject(QStringLiteral("name")));
    }

    // New Fleet: the corporation, the scale and a first battlegroup, where the first ship goes.
    void newFleetFields()
    {
        const app::SystemUi *ui = m_app->uis.find(QStringLiteral("billionsuns"));
        QVERIFY(ui);
        QWidget parent;
        QWidget *fields = ui->createNewFleetFields(&parent);
        child<QLineEdit>(fields, "corporation")->setText(QStringLiteral("Orrery Mining"));
        child<QSpinBox>(fields, "scale")->setValue(2);
        const model::GameSystem *system
            = m_app->registries->systems.find(QStringLiteral("billionsuns"));
        std::unique_ptr<model::Fleet> fleet = system->createFleet();
        ui->applyNewFleetFields(fields, *fleet);
        const auto &r = fleet->settingsAs<BillionSunsRoster>();
        QCOMPARE(r.corporation, QStringLiteral("Orrery Mining"));
        QCOMPARE(r.scale, 2);
        QCOMPARE(r.battlegroups.size(), std::size_t(1));
        QCOMPARE(r.battlegroups[0].name, QStringLiteral("Battlegroup 1"));

        auto w = m_app->window();
        w->setFleet(std::move(fleet), QString());
        test::settle();
        w->action(QStringLiteral("addShip"))->trigger();
        w->action(QStringLiteral("addShip"))->trigger();
        test::settle();
        QCOMPARE(ship(*w, 0).battlegroup, QStringLiteral("Battlegroup 1"));
        QCOMPARE(ship(*w, 0).classId, QStringLiteral("frigate"));
        QCOMPARE(ship(*w, 0).name, QStringLiteral("Frigate 1"));
        QCOMPARE(ship(*w, 1).name, QStringLiteral("Frigate 2"));
        QCOMPARE(treeGroup(*w, QStringLiteral("Battlegroup 1")),
                 QStringList({QStringLiteral("Frigate 1"), QStringLiteral("Frigate 2")}));
        QCOMPARE(w->document()->errorCount(), 0);
        QCOMPARE(child<QLineEdit>(rosterEditor(*w), "corporation")->text(),
                 QStringLiteral("Orrery Mining"));
    }
};

QTEST_MAIN(TestBillionSunsEditor)
#include "tst_billionsuns_editor.moc"
