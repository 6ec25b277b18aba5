// What a player reads where the app refuses or changes a value, and where an issue lies: the
// Issues panel names places in words, the EasyStar weapons table says why it refuses a range
// (EasyStar §V.B: an axial mount takes at most 5 units, a ventral 4, a dorsal 3) and names what a
// change of mount changed with it, in the note under the table and in the undo step.

#include "GuiSupport.h"

#include <designer/EditNotes.h>
#include <models/IssuesModel.h>
#include <systems/easystar/EasyStarShipEditor.h>
#include <systems/easystar/EasyStarWeaponsModel.h>

#include <model/systems/easystar/EasyStarShip.h>

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QUndoStack>

using namespace fw;
using Column = app::EasyStarWeaponsModel::Column;
namespace es = model::easystar;

class TestEditNotes : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<test::App> m_app;

    std::unique_ptr<app::MainWindow> window(const QString &fleet, int ship)
    {
        auto w = m_app->window(fleet);
        w->selectShip(ship);
        w->editorTabs()->setCurrentIndex(1);
        test::settle();
        return w;
    }

    static QLabel *note(const app::MainWindow &w)
    {
        return w.shipEditor()->findChild<QLabel *>(QStringLiteral("weaponsNote"));
    }

private Q_SLOTS:
    void initTestCase()
    {
        test::initGuiTest();
        m_app = std::make_unique<test::App>();
        QVERIFY(m_app->registries);
    }

    // illegal-easystar: ship 0 "Spike" has a beam turret on a dorsal mount bought to range 5.
    void issuesPanelNamesPlacesInWords()
    {
        auto w = m_app->window(test::dataPath(QStringLiteral("cli/illegal-easystar.fleet.json")));
        test::settle();
        const QAbstractItemModel *issues = w->issuesView()->model();
        int row = -1;
        for (int r = 0; r < issues->rowCount(); ++r)
            if (issues->index(r, 0).data(app::IssuesModel::SubjectRole).toString()
                == QLatin1String("ships[0].weapons[0].range"))
                row = r;
        QVERIFY(row >= 0);
        const QModelIndex where = issues->index(row, app::IssuesModel::SubjectColumn);
        QCOMPARE(where.data().toString(),
                 QString::fromUtf8("Spike › Beam turret (dorsal) › Range"));
        // The path stays at hand for those who want it.
        QVERIFY(where.data(Qt::ToolTipRole)
                    .toString()
                    .contains(QLatin1String("ships[0].weapons[0].range")));
        QCOMPARE(issues->index(row, 0).data(app::IssuesModel::CodeRole).toString(),
                 QStringLiteral("easystar.weapon.rangeOverMount"));
    }

    // sample-destroyers: ship 2 "One-Shot Missile" carries a missile pod on a dorsal mount at
    // range 3, the dorsal maximum, with no free units. Typing 5 is refused, with the reason.
    void refusedRangeSaysWhy()
    {
        auto w = window(test::example(QStringLiteral("sample-destroyers")), 2);
        auto *table = w->shipEditor()->findChild<QTableView *>(QStringLiteral("weaponsTable"));
        QVERIFY(table);
        const QModelIndex cell = table->model()->index(0, Column::RangeColumn);
        table->setCurrentIndex(cell);
        table->edit(cell);
        auto *spin = table->viewport()->findChild<app::ExplainingSpinBox *>(
            QStringLiteral("weaponRangeEditor"));
        QVERIFY(spin);
        QCOMPARE(spin->maximum(), 3);
        auto *text = spin->findChild<QLineEdit *>();
        QVERIFY(text);
        text->selectAll();
        QTest::keyClicks(text, QStringLiteral("5"));
        QCOMPARE(spin->value(), 3);
        QVERIFY(note(*w));
        QVERIFY(note(*w)->isVisibleTo(w->shipEditor()));
        QCOMPARE(note(*w)->text(),
                 QStringLiteral("Dorsal mounts reach at most range 3 (EasyStar §V.B)."));
        QCOMPARE(w->document()->undoStack()->count(), 0);
    }

    // blue-500: ship 0 "Indomitable" has a beam turret on an axial mount at range 5, damage 5.
    // On a dorsal mount it keeps at most 3 of each (EasyStar §V.B), and the undo step says so.
    void mountChangeNamesWhatItChanged()
    {
        auto w = window(test::example(QStringLiteral("blue-500")), 0);
        auto *table = w->shipEditor()->findChild<QTableView *>(QStringLiteral("weaponsTable"));
        QVERIFY(table);
        QAbstractItemModel *model = table->model();
        QVERIFY(model->setData(model->index(0, Column::MountColumn), QStringLiteral("dorsal")));
        test::settle();
        const es::EasyStarShip &ship = w->document()->fleet().shipAs<es::EasyStarShip>(0);
        QCOMPARE(ship.weapons[0].mount, QStringLiteral("dorsal"));
        QCOMPARE(ship.weapons[0].range, 3);
        QCOMPARE(ship.weapons[0].damage, 3);
        QUndoStack *undo = w->document()->undoStack();
        QCOMPARE(undo->count(), 1);
        QCOMPARE(undo->text(0), QString::fromUtf8("Mount → dorsal (range 5 → 3, damage 5 → 3)"));
        QVERIFY(note(*w)->isVisibleTo(w->shipEditor()));
        QCOMPARE(note(*w)->text(),
                 QString::fromUtf8("Changed with it: range 5 → 3, damage 5 → 3. Dorsal mounts take "
                                   "at most 3 range and 3 damage units (EasyStar §V.B)."));
        // Another ship, another note.
        w->selectShip(1);
        test::settle();
        QVERIFY(!note(*w)->isVisibleTo(w->shipEditor()));
    }

    // blue-500: Indomitable, the flagship, rolled 12 and then 5 (3 range/damage units, spent as
    // free range 2 and free damage 1 on its dorsal beam) and 8 (its displacer pod). A roll of 9
    // grants an ECM or targeting pod only (flagship-advantages.json), so the free units and the
    // displacer pod go, and the undo step and the note under the roll say so (EasyStar §V.F).
    void newRollNamesWhatItTookAway()
    {
        auto w = window(test::example(QStringLiteral("blue-500")), 0);
        auto *roll = w->shipEditor()->findChild<QComboBox *>(QStringLiteral("advantageRoll"));
        QVERIFY(roll);
        roll->setCurrentIndex(roll->findData(9));
        test::settle();
        const es::EasyStarShip &ship = w->document()->fleet().shipAs<es::EasyStarShip>(0);
        QCOMPARE(ship.weapons[2].freeRange, 0);
        QCOMPARE(ship.weapons[2].freeDamage, 0);
        QUndoStack *undo = w->document()->undoStack();
        QCOMPARE(undo->count(), 1);
        QCOMPARE(
            undo->text(0),
            QString::fromUtf8("Change flagship advantage (free units 3 → 0, granted items 1 → 0)"));
        auto *note = w->shipEditor()->findChild<QLabel *>(QStringLiteral("advantageEditNote"));
        QVERIFY(note);
        QVERIFY(note->isVisibleTo(w->shipEditor()));
        QCOMPARE(note->text(),
                 QString::fromUtf8("Changed with the roll: free units 3 → 0, granted items 1 → 0 "
                                   "(EasyStar §V.F: the roll grants them)."));
    }
};

QTEST_MAIN(TestEditNotes)
#include "tst_edit_notes.moc"
