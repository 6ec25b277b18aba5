// The EasyStar ship and fleet editors as a player uses them, under the offscreen platform.

#include "GuiSupport.h"

#include <commands/FleetCommands.h>
#include <systems/easystar/EasyStarWeaponsModel.h>
#include <widgets/FleetPage.h>

#include <model/io/FleetFile.h>
#include <model/systems/easystar/EasyStarShip.h>

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QTimer>
#include <QUndoStack>
#include <QWheelEvent>

using namespace fw;
using Column = app::EasyStarWeaponsModel::Column;
namespace es = model::easystar;

namespace {

QByteArray serialize(const app::MainWindow &w, const test::App &a)
{
    return model::FleetFile::serialize(w.document()->fleet(), a.registries->systems);
}

const es::EasyStarShip &shipAt(const app::MainWindow &w, int index)
{
    return w.document()->fleet().shipAs<es::EasyStarShip>(std::size_t(index));
}

QUndoStack *undoStack(const app::MainWindow &w)
{
    return w.document()->undoStack();
}

// An input of the ship editor or the fleet page, by object name. When it is missing the test
// fails, and a stand-in widget lets the rest of the test function run without crashing.
template<typename T>
T *field(QWidget *parent, const char *name)
{
    if (T *widget = parent->findChild<T *>(QLatin1String(name)))
        return widget;
    QTest::qFail(
        qPrintable(QStringLiteral("no %1 named %2")
                       .arg(QLatin1String(T::staticMetaObject.className()), QLatin1String(name))),
        __FILE__, __LINE__);
    static T *standIn = new T; // never shown; lives as long as the test
    return standIn;
}

QTableView *weaponsTable(const app::MainWindow &w)
{
    auto *table = field<QTableView>(w.shipEditor(), "weaponsTable");
    if (!table->model()) // the stand-in
        table->setModel(new QStandardItemModel(table));
    return table;
}

// Opens the table's editor on a cell, as double-clicking it does, and returns the editor.
template<typename T>
T *openEditor(QTableView *table, int row, int column, const char *name)
{
    const QModelIndex index = table->model()->index(row, column);
    table->setCurrentIndex(index);
    table->edit(index);
    if (T *editor = table->viewport()->findChild<T *>(QLatin1String(name)))
        return editor;
    QTest::qFail(qPrintable(QStringLiteral("no editor %1 on (%2, %3)")
                                .arg(QLatin1String(name))
                                .arg(row)
                                .arg(column)),
                 __FILE__, __LINE__);
    static T *standIn = new T;
    return standIn;
}

// Commits and closes an open table editor with Return, as a player does.
void closeEditor(QWidget *editor)
{
    QTest::keyClick(editor, Qt::Key_Return);
    test::settle();
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
}

QStringList comboIds(const QComboBox *combo)
{
    QStringList ids;
    for (int i = 0; i < combo->count(); ++i)
        ids << combo->itemData(i).toString();
    return ids;
}

bool hasIssue(const app::MainWindow &w, const char *code, const QString &subject)
{
    return test::hasIssue(w.document()->issues(), QLatin1String(code), subject);
}

} // namespace

class TestEasyStarEditor : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<test::App> m_app;

    std::unique_ptr<app::MainWindow> window(const char *fleet, int ship)
    {
        auto w = m_app->window(QLatin1String(fleet));
        w->selectShip(ship);
        w->editorTabs()->setCurrentIndex(1);
        test::settle();
        return w;
    }

private Q_SLOTS:
    void initTestCase()
    {
        test::initGuiTest();
        m_app = std::make_unique<test::App>();
        QVERIFY(m_app->registries);
    }

    // The editor shows the selected ship as it is in the file.
    void showsTheShip()
    {
        auto w = window("yellow-250", 0);
        QWidget *e = w->shipEditor();
        QCOMPARE(field<QLineEdit>(e, "shipName")->text(), QStringLiteral("Vigilant"));
        QCOMPARE(field<QComboBox>(e, "shipClass")->currentData().toString(),
                 QStringLiteral("cruiser"));
        QVERIFY(field<QCheckBox>(e, "flagship")->isChecked());
        QVERIFY(field<QCheckBox>(e, "auxiliary.ecm")->isChecked());
        QVERIFY(!field<QCheckBox>(e, "auxiliary.frontalArmor")->isChecked());
        QCOMPARE(field<QComboBox>(e, "advantageRoll")->currentData().toInt(), 9);
        QCOMPARE(field<QComboBox>(e, "advantageDevice0")->currentData().toString(),
                 QStringLiteral("targetingPod"));
        QCOMPARE(weaponsTable(*w)->model()->rowCount(), 2);
        QCOMPARE(field<QLabel>(e, "spacesSummary")->text(),
                 QStringLiteral("Spaces: 8 of 9 used, 1 free"));
        QVERIFY2(field<QLabel>(e, "figureCost")->text().contains(QStringLiteral("110 BP")),
                 qPrintable(field<QLabel>(e, "figureCost")->text()));
        QCOMPARE(field<QLabel>(e, "figureSpeed")->text(), QStringLiteral("3"));
        // The targeting pod (free, roll 9) improves the beam's to-hit number from 3+ to 2+.
        const QAbstractItemModel *model = weaponsTable(*w)->model();
        QCOMPARE(model->index(0, Column::ToHitShipColumn).data().toString(), QStringLiteral("2+"));
        // The torpedo's built-in +1 range: bought 2, reaches 3.
        QCOMPARE(model->index(1, Column::RangeColumn).data().toInt(), 2);
        QCOMPARE(model->index(1, Column::ActualRangeColumn).data().toInt(), 3);
        // The turning table is an assumption, and says so.
        QVERIFY(field<QLabel>(e, "stat.turns")->text().contains(QStringLiteral("assumption")));
    }

    // Changing a weapon's range in the table changes the ship's cost, the fleet's points and the
    // issues; undo and redo restore the exact fleet; the spin-box steps are one undo step.
    void rangeEditUpdatesCostPointsAndIssues()
    {
        auto w = window("yellow-250", 1); // Lance: axial missile range 2, dorsal point defense
        QWidget *e = w->shipEditor();
        const QByteArray before = serialize(*w, *m_app);
        QCOMPARE(w->pointsText(), QStringLiteral("Fleet: 245 / 250 BP"));
        QVERIFY(field<QLabel>(e, "figureCost")->text().contains(QStringLiteral("55 BP")));
        QVERIFY(!hasIssue(*w, "easystar.ship.overCapacity", QStringLiteral("ships[1].weapons")));

        QTableView *table = weaponsTable(*w);
        auto *range = openEditor<QSpinBox>(table, 0, Column::RangeColumn, "weaponRangeEditor");
        QCOMPARE(range->value(), 2);
        QCOMPARE(range->minimum(), 1);
        QCOMPARE(range->maximum(), 5); // axial maximum (EasyStar §V.B)
        range->stepUp();
        range->stepUp();
        closeEditor(range);
        test::settle();

        QCOMPARE(shipAt(*w, 1).weapons[0].range, 4);
        QCOMPARE(undoStack(*w)->count(), 1);
        QVERIFY(field<QLabel>(e, "figureCost")->text().contains(QStringLiteral("65 BP")));
        QCOMPARE(w->pointsText(), QStringLiteral("Fleet: 255 / 250 BP"));
        QCOMPARE(field<QLabel>(e, "spacesSummary")->text(),
                 QStringLiteral("Spaces: 5 of 4 used, 1 over"));
        QVERIFY(hasIssue(*w, "easystar.ship.overCapacity", QStringLiteral("ships[1].weapons")));
        QVERIFY(hasIssue(*w, "easystar.budget.exceeded", QStringLiteral("budget")));
        QVERIFY(w->legalityText().startsWith(QStringLiteral("Not legal")));
        QCOMPARE(table->model()->index(0, Column::CostColumn).data().toInt(), 30);
        const QByteArray after = serialize(*w, *m_app);

        w->action(QStringLiteral("undo"))->trigger();
        test::settle();
        QCOMPARE(serialize(*w, *m_app), before);
        QCOMPARE(w->pointsText(), QStringLiteral("Fleet: 245 / 250 BP"));
        QCOMPARE(table->model()->index(0, Column::RangeColumn).data().toInt(), 2);
        QVERIFY(!hasIssue(*w, "easystar.ship.overCapacity", QStringLiteral("ships[1].weapons")));
        w->action(QStringLiteral("redo"))->trigger();
        test::settle();
        QCOMPARE(serialize(*w, *m_app), after);
        QCOMPARE(table->model()->index(0, Column::RangeColumn).data().toInt(), 4);
    }

    // A series of edits through the widgets; undoing them one by one goes back through every
    // earlier state exactly, and redo comes forward again.
    void undoRedoRestoreTheExactFleet()
    {
        auto w = window("sample-destroyers", 3); // Carrier
        QWidget *e = w->shipEditor();
        std::vector<QByteArray> states{serialize(*w, *m_app)};
        // Each edit is one undo step.
        const auto record = [&] {
            test::settle();
            states.push_back(serialize(*w, *m_app));
            return undoStack(*w)->count() == int(states.size()) - 1;
        };

        auto *name = field<QLineEdit>(e, "shipName");
        name->setFocus();
        name->selectAll();
        QTest::keyClicks(name, QStringLiteral("Flattop"));
        QVERIFY(record()); // typing is one step
        QCOMPARE(shipAt(*w, 3).name, QStringLiteral("Flattop"));
        field<QCheckBox>(e, "auxiliary.jumpEngine")->click();
        QVERIFY(record());
        auto *shipClass = field<QComboBox>(e, "shipClass");
        shipClass->setCurrentIndex(shipClass->findData(QStringLiteral("cruiser")));
        QVERIFY(record());
        QCOMPARE(shipAt(*w, 3).classId, QStringLiteral("cruiser"));
        QTest::mouseClick(field<QPushButton>(e, "addWeapon"), Qt::LeftButton);
        QVERIFY(record());
        field<QCheckBox>(e, "gunMount")->click();
        QVERIFY(record());
        QVERIFY(shipAt(*w, 3).gunMount);

        while (undoStack(*w)->canUndo()) {
            w->action(QStringLiteral("undo"))->trigger();
            test::settle();
            QVERIFY(std::size_t(undoStack(*w)->index()) < states.size());
            QCOMPARE(serialize(*w, *m_app), states[std::size_t(undoStack(*w)->index())]);
        }
        QCOMPARE(name->text(), QStringLiteral("Carrier"));
        QCOMPARE(shipClass->currentData().toString(), QStringLiteral("destroyer"));
        while (undoStack(*w)->canRedo()) {
            w->action(QStringLiteral("redo"))->trigger();
            test::settle();
            QVERIFY(std::size_t(undoStack(*w)->index()) < states.size());
            QCOMPARE(serialize(*w, *m_app), states[std::size_t(undoStack(*w)->index())]);
        }
        QCOMPARE(name->text(), QStringLiteral("Flattop"));
        QCOMPARE(weaponsTable(*w)->model()->rowCount(), 2);
    }

    // Spin-box steps on one field are one undo step; another field starts a new one.
    void spinBoxEditsMerge()
    {
        auto w = window("blue-500", 1); // Resolute, a cruiser (speed 3)
        QWidget *e = w->shipEditor();
        auto *speed = field<QSpinBox>(e, "speedTraded");
        QCOMPARE(speed->maximum(), 3);
        speed->setFocus();
        QTest::keyClick(speed, Qt::Key_Up);
        QTest::keyClick(speed, Qt::Key_Up);
        test::settle();
        QCOMPARE(shipAt(*w, 1).speedTraded, 2);
        QCOMPARE(undoStack(*w)->count(), 1);
        auto *bays = field<QSpinBox>(e, "fighterBays");
        bays->setFocus();
        QTest::keyClick(bays, Qt::Key_Up);
        QTest::keyClick(bays, Qt::Key_Up);
        QTest::keyClick(bays, Qt::Key_Up);
        test::settle();
        QCOMPARE(shipAt(*w, 1).fighterBays, 3);
        QCOMPARE(undoStack(*w)->count(), 2);
        undoStack(*w)->undo();
        test::settle();
        QCOMPARE(shipAt(*w, 1).fighterBays, 0);
        QCOMPARE(bays->value(), 0);
        QCOMPARE(shipAt(*w, 1).speedTraded, 2);
        undoStack(*w)->undo();
        test::settle();
        QCOMPARE(speed->value(), 0);
    }

    // The type combo lists only what the hull may carry; the mount combo only the mounts the
    // weapon allows (EasyStar §V.B, §V.C).
    void combosOfferOnlyLegalChoices()
    {
        auto w = window("yellow-250", 1); // Lance, a destroyer
        QTableView *table = weaponsTable(*w);
        auto *type = openEditor<QComboBox>(table, 0, Column::TypeColumn, "weaponTypeEditor");
        const QStringList destroyerTypes = comboIds(type);
        QCOMPARE(destroyerTypes,
                 (QStringList{QStringLiteral("pointDefense"), QStringLiteral("beam"),
                              QStringLiteral("missile"), QStringLiteral("torpedo")}));
        closeEditor(type);
        auto *mount = openEditor<QComboBox>(table, 0, Column::MountColumn, "weaponMountEditor");
        QCOMPARE(comboIds(mount), (QStringList{QStringLiteral("axial"), QStringLiteral("ventral"),
                                               QStringLiteral("dorsal")}));
        closeEditor(mount);
        // Point defense takes no units: its range is not editable.
        QVERIFY(!(table->model()->flags(table->model()->index(1, Column::RangeColumn))
                  & Qt::ItemIsEditable));

        // A cruiser may carry the special weapons; choosing the centerline blaster puts it on
        // the axial mount, its only one.
        w->selectShip(0);
        test::settle();
        type = openEditor<QComboBox>(table, 1, Column::TypeColumn, "weaponTypeEditor");
        QVERIFY(comboIds(type).contains(QStringLiteral("centerlineBlaster")));
        QVERIFY(comboIds(type).contains(QStringLiteral("torpedoBank")));
        type->setCurrentIndex(type->findData(QStringLiteral("centerlineBlaster")));
        closeEditor(type);
        QCOMPARE(shipAt(*w, 0).weapons[1].type, QStringLiteral("centerlineBlaster"));
        QCOMPARE(shipAt(*w, 0).weapons[1].mount, QStringLiteral("axial"));
        QCOMPARE(shipAt(*w, 0).weapons[1].range, 1);
        mount = openEditor<QComboBox>(table, 1, Column::MountColumn, "weaponMountEditor");
        QCOMPARE(comboIds(mount), QStringList{QStringLiteral("axial")});
        closeEditor(mount);
        type = openEditor<QComboBox>(table, 1, Column::TypeColumn, "weaponTypeEditor");
        type->setCurrentIndex(type->findData(QStringLiteral("bidirectionalMissile")));
        closeEditor(type);
        QCOMPARE(shipAt(*w, 0).weapons[1].mount, QStringLiteral("ventral"));
        mount = openEditor<QComboBox>(table, 1, Column::MountColumn, "weaponMountEditor");
        QCOMPARE(comboIds(mount), QStringList{QStringLiteral("ventral")});
        closeEditor(mount);
        QVERIFY(!hasIssue(*w, "easystar.weapon.mountNotAllowed",
                          QStringLiteral("ships[0].weapons[1].mount")));

        // Range spins stop at the mount's maximum: 3 on a dorsal mount.
        w->selectShip(1);
        test::settle();
        mount = openEditor<QComboBox>(table, 0, Column::MountColumn, "weaponMountEditor");
        mount->setCurrentIndex(mount->findData(QStringLiteral("dorsal")));
        closeEditor(mount);
        auto *range = openEditor<QSpinBox>(table, 0, Column::RangeColumn, "weaponRangeEditor");
        QCOMPARE(range->maximum(), 3);
        closeEditor(range);
    }

    // A file may hold what the rules forbid: the table shows it as it is, and the combo keeps
    // it as the current choice, marked.
    void illegalValuesAreShownAsTheyAre()
    {
        auto w = window("blue-500", 2); // Hornet, a destroyer
        auto *edited = new es::EasyStarShip(shipAt(*w, 2));
        edited->weapons[0] = {QStringLiteral("centerlineBlaster"), QStringLiteral("dorsal"), 1, 1};
        undoStack(*w)->push(new app::EditShipCommand(
            w->document(), 2, std::unique_ptr<model::ShipDesign>(edited), QStringLiteral("x")));
        test::settle();
        QTableView *table = weaponsTable(*w);
        QCOMPARE(table->model()->index(0, Column::TypeColumn).data().toString(),
                 QStringLiteral("Centerline blaster"));
        QCOMPARE(table->model()->index(0, Column::MountColumn).data().toString(),
                 QStringLiteral("Dorsal"));
        QVERIFY(table->model()->index(0, Column::TypeColumn).data(Qt::ForegroundRole).isValid());
        QVERIFY(hasIssue(*w, "easystar.weapon.hullTooSmall",
                         QStringLiteral("ships[2].weapons[0].type")));
        auto *type = openEditor<QComboBox>(table, 0, Column::TypeColumn, "weaponTypeEditor");
        QCOMPARE(type->currentData().toString(), QStringLiteral("centerlineBlaster"));
        QVERIFY(type->currentText().contains(QStringLiteral("not allowed")));
        closeEditor(type);
        QCOMPARE(shipAt(*w, 2).weapons[0].type, QStringLiteral("centerlineBlaster"));
    }

    // The engine is offered only where the rules allow it (EasyStar §V.D); the gun mount not on
    // the Leviathan.
    void engineAndGunMountFollowTheRules()
    {
        auto w = window("yellow-250", 3); // Kestrel, a scout: speed 4
        QWidget *e = w->shipEditor();
        auto *engine = field<QCheckBox>(e, "engine");
        QVERIFY(!engine->isEnabled());
        QVERIFY(engine->toolTip().contains(QStringLiteral("§V.D")));
        QVERIFY(engine->toolTip().contains(QStringLiteral("speed 4")));

        w->selectShip(1); // Lance, a destroyer
        test::settle();
        QVERIFY(engine->isEnabled());
        auto *speed = field<QSpinBox>(e, "speedTraded");
        speed->setValue(1);
        test::settle();
        QVERIFY(!engine->isEnabled());
        QVERIFY(engine->toolTip().contains(QStringLiteral("traded speed")));
        speed->setValue(0);
        test::settle();
        engine->click();
        test::settle();
        QVERIFY(shipAt(*w, 1).engine);
        QCOMPARE(field<QLabel>(e, "figureSpeed")->text(), QStringLiteral("4"));

        auto *gunMount = field<QCheckBox>(e, "gunMount");
        QVERIFY(gunMount->isEnabled());
        auto *shipClass = field<QComboBox>(e, "shipClass");
        shipClass->setCurrentIndex(shipClass->findData(QStringLiteral("leviathan")));
        test::settle();
        QCOMPARE(shipAt(*w, 1).classId, QStringLiteral("leviathan"));
        QVERIFY(!gunMount->isEnabled());
        QVERIFY(gunMount->toolTip().contains(QStringLiteral("cannot use a gun mount")));
        // Selectable, but flagged while the rules option is off.
        QVERIFY(hasIssue(*w, "easystar.leviathan.notAllowed", QStringLiteral("ships[1].class")));
        QVERIFY(field<QLabel>(e, "classCard")->text().contains(QStringLiteral("Needs the rules")));
        QCOMPARE(field<QLabel>(e, "spacesSummary")->text(),
                 QStringLiteral("Spaces: 4 used, no cap"));
    }

    void addAndRemoveWeapons()
    {
        auto w = window("yellow-250", 2); // Harpoon: two ventral torpedoes
        QWidget *e = w->shipEditor();
        QTableView *table = weaponsTable(*w);
        QAbstractItemModelTester tester(table->model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QTest::mouseClick(field<QPushButton>(e, "addWeapon"), Qt::LeftButton);
        test::settle();
        QCOMPARE(shipAt(*w, 2).weapons.size(), std::size_t(3));
        QCOMPARE(shipAt(*w, 2).weapons[2].type, QStringLiteral("beam"));
        QCOMPARE(shipAt(*w, 2).weapons[2].mount, QStringLiteral("axial"));
        QCOMPARE(table->model()->rowCount(), 3);
        QCOMPARE(table->currentIndex().row(), 2);
        QCOMPARE(w->pointsText(), QStringLiteral("Fleet: 255 / 250 BP"));

        // Remove the first torpedo: the other rows stay.
        table->setCurrentIndex(table->model()->index(0, Column::TypeColumn));
        auto *remove = field<QPushButton>(e, "removeWeapon");
        QVERIFY(remove->isEnabled());
        QTest::mouseClick(remove, Qt::LeftButton);
        test::settle();
        QCOMPARE(shipAt(*w, 2).weapons.size(), std::size_t(2));
        QCOMPARE(shipAt(*w, 2).weapons[0].type, QStringLiteral("torpedo"));
        QCOMPARE(shipAt(*w, 2).weapons[1].type, QStringLiteral("beam"));
        QCOMPARE(table->model()->rowCount(), 2);
        QCOMPARE(table->model()->index(1, Column::TypeColumn).data().toString(),
                 QStringLiteral("Beam turret"));
        // The Delete key removes the current weapon too.
        table->setFocus();
        table->setCurrentIndex(table->model()->index(1, Column::TypeColumn));
        QTest::keyClick(table, Qt::Key_Delete);
        test::settle();
        QCOMPARE(shipAt(*w, 2).weapons.size(), std::size_t(1));
        undoStack(*w)->undo();
        undoStack(*w)->undo();
        test::settle();
        QCOMPARE(table->model()->rowCount(), 3);
        QCOMPARE(table->model()->index(0, Column::TypeColumn).data().toString(),
                 QStringLiteral("Torpedo bay"));
    }

    // One check box per device: a second of the same cannot be made (EasyStar §V.D).
    void auxiliaryCheckBoxes()
    {
        auto w = window("yellow-250", 1); // Lance: 55 BP
        QWidget *e = w->shipEditor();
        auto *ecm = field<QCheckBox>(e, "auxiliary.ecm");
        QVERIFY(ecm->text().contains(QStringLiteral("10 BP")));
        ecm->click();
        test::settle();
        QCOMPARE(shipAt(*w, 1).auxiliaries, QStringList{QStringLiteral("ecm")});
        QVERIFY(field<QLabel>(e, "figureCost")->text().contains(QStringLiteral("65 BP")));
        QCOMPARE(field<QLabel>(e, "spacesSummary")->text(),
                 QStringLiteral("Spaces: 5 of 4 used, 1 over"));
        field<QCheckBox>(e, "auxiliary.deflectorShield")->click();
        test::settle();
        QCOMPARE(shipAt(*w, 1).auxiliaries,
                 (QStringList{QStringLiteral("ecm"), QStringLiteral("deflectorShield")}));
        ecm->click();
        test::settle();
        QCOMPARE(shipAt(*w, 1).auxiliaries, QStringList{QStringLiteral("deflectorShield")});
        QVERIFY(!ecm->isChecked());
        undoStack(*w)->undo();
        test::settle();
        QVERIFY(ecm->isChecked());
    }

    // Two fighters per bay (EasyStar §V.D, §V.E): the spin boxes stop at the bays' places.
    void fightersLimitedByBays()
    {
        auto w = window("yellow-250", 1);
        QWidget *e = w->shipEditor();
        auto *bays = field<QSpinBox>(e, "fighterBays");
        auto *interceptors = field<QSpinBox>(e, "interceptors");
        auto *attack = field<QSpinBox>(e, "attackCraft");
        QCOMPARE(interceptors->maximum(), 0);
        QCOMPARE(attack->maximum(), 0);
        bays->setValue(1);
        test::settle();
        QCOMPARE(interceptors->maximum(), 2);
        interceptors->setValue(5);
        test::settle();
        QCOMPARE(shipAt(*w, 1).fighters.interceptor, 2);
        QCOMPARE(attack->maximum(), 0);
        QCOMPARE(field<QLabel>(e, "fighterSummary")->text(),
                 QStringLiteral("2 fighters in bays for 2"));
        bays->setValue(2);
        test::settle();
        QCOMPARE(attack->maximum(), 2);
        QCOMPARE(interceptors->maximum(), 4);
        attack->setValue(2);
        test::settle();
        QCOMPARE(field<QLabel>(e, "fighterSummary")->text(),
                 QStringLiteral("4 fighters in bays for 4"));
        QVERIFY(!hasIssue(*w, "easystar.fighters.overBays", QStringLiteral("ships[1].fighters")));
        // Lance: 55 + 2 bays (10) + 4 fighters (40).
        QVERIFY(field<QLabel>(e, "figureCost")->text().contains(QStringLiteral("105 BP")));
    }

    // Roll 7: frontal armor or an engine, free.
    void flagshipAdvantageRoll7()
    {
        auto w = window("yellow-250", 0); // Vigilant, flagship, roll 9 (targeting pod)
        QWidget *e = w->shipEditor();
        auto *roll = field<QComboBox>(e, "advantageRoll");
        const QByteArray before = serialize(*w, *m_app);
        roll->setCurrentIndex(roll->findData(7));
        test::settle();
        QCOMPARE(shipAt(*w, 0).advantage->roll, 7);
        // The targeting pod was roll 9's: it goes with the roll.
        QVERIFY(shipAt(*w, 0).advantage->devices.isEmpty());
        QVERIFY(field<QLabel>(e, "advantageText")
                    ->text()
                    .contains(QStringLiteral("Frontal armor or an engine")));
        auto *device = field<QComboBox>(e, "advantageDevice0");
        QCOMPARE(comboIds(device), (QStringList{QString(), QStringLiteral("frontalArmor"),
                                                QStringLiteral("engine")}));
        QCOMPARE(device->currentIndex(), 0);
        QVERIFY(hasIssue(*w, "easystar.flagship.grantUnused",
                         QStringLiteral("ships[0].flagshipAdvantage")));
        device->setCurrentIndex(device->findData(QStringLiteral("engine")));
        test::settle();
        QCOMPARE(shipAt(*w, 0).advantage->devices, QStringList{QStringLiteral("engine")});
        QCOMPARE(field<QLabel>(e, "figureSpeed")->text(), QStringLiteral("4"));
        QVERIFY(!field<QCheckBox>(e, "engine")->isEnabled()); // one engine per ship
        QVERIFY(!hasIssue(*w, "easystar.flagship.grantUnused",
                          QStringLiteral("ships[0].flagshipAdvantage")));
        QCOMPARE(w->pointsText(), QStringLiteral("Fleet: 245 / 250 BP")); // free
        QCOMPARE(undoStack(*w)->count(), 2);
        undoStack(*w)->undo();
        undoStack(*w)->undo();
        test::settle();
        QCOMPARE(serialize(*w, *m_app), before);
        QCOMPARE(roll->currentData().toInt(), 9);
        QCOMPARE(field<QComboBox>(e, "advantageDevice0")->currentData().toString(),
                 QStringLiteral("targetingPod"));
    }

    // Roll 10: a dorsal point defense and a ventral torpedo, each taken with a check box.
    void flagshipAdvantageRoll10()
    {
        auto w = window("yellow-250", 0);
        QWidget *e = w->shipEditor();
        auto *roll = field<QComboBox>(e, "advantageRoll");
        roll->setCurrentIndex(roll->findData(10));
        test::settle();
        auto *pointDefense = field<QCheckBox>(e, "advantageWeapon0");
        auto *torpedo = field<QCheckBox>(e, "advantageWeapon1");
        QVERIFY(pointDefense->text().contains(QStringLiteral("Point defense (dorsal)")));
        QVERIFY(torpedo->text().contains(QStringLiteral("Torpedo bay (ventral)")));
        QVERIFY(!e->findChild<QComboBox *>(QStringLiteral("advantageWeaponType0")));
        const QString points = w->pointsText();
        pointDefense->click();
        torpedo->click();
        test::settle();
        const std::vector<es::EasyStarWeapon> &weapons = shipAt(*w, 0).advantage->weapons;
        QCOMPARE(weapons.size(), std::size_t(2));
        QCOMPARE(weapons[0].type, QStringLiteral("pointDefense"));
        QCOMPARE(weapons[0].mount, QStringLiteral("dorsal"));
        QCOMPARE(weapons[1].type, QStringLiteral("torpedo"));
        QCOMPARE(weapons[1].mount, QStringLiteral("ventral"));
        QCOMPARE(w->pointsText(), points); // free
        QVERIFY(!hasIssue(*w, "easystar.flagship.notGranted",
                          QStringLiteral("ships[0].flagshipAdvantage.weapons[0]")));
        QVERIFY(!hasIssue(*w, "easystar.flagship.grantUnused",
                          QStringLiteral("ships[0].flagshipAdvantage")));
        pointDefense->click();
        test::settle();
        QCOMPARE(shipAt(*w, 0).advantage->weapons.size(), std::size_t(1));
        QCOMPARE(shipAt(*w, 0).advantage->weapons[0].type, QStringLiteral("torpedo"));
        QVERIFY(!pointDefense->isChecked());
        QVERIFY(torpedo->isChecked());
    }

    // Roll 12: two more rolls, both applied. 5 and 2 give 3 free units, assigned in the weapons
    // table, and an axial weapon with range 5 of a chosen type.
    void flagshipAdvantageRoll12()
    {
        auto w = window("yellow-250", 0);
        QWidget *e = w->shipEditor();
        QTableView *table = weaponsTable(*w);
        QVERIFY(table->isColumnHidden(Column::FreeRangeColumn));
        auto *roll = field<QComboBox>(e, "advantageRoll");
        roll->setCurrentIndex(roll->findData(12));
        test::settle();
        auto *first = field<QComboBox>(e, "advantageReroll0");
        auto *second = field<QComboBox>(e, "advantageReroll1");
        QVERIFY(first->isVisible());
        QVERIFY(first->findData(12) < 0); // 12s are rerolled
        QVERIFY(hasIssue(*w, "easystar.flagship.rerolls",
                         QStringLiteral("ships[0].flagshipAdvantage.rerolls")));
        first->setCurrentIndex(first->findData(5));
        second->setCurrentIndex(second->findData(2));
        test::settle();
        QCOMPARE(shipAt(*w, 0).advantage->rerolls, (std::vector<int>{5, 2}));
        QVERIFY(!hasIssue(*w, "easystar.flagship.rerolls",
                          QStringLiteral("ships[0].flagshipAdvantage.rerolls")));
        const QString text = field<QLabel>(e, "advantageText")->text();
        QVERIFY2(text.contains(QStringLiteral("3 range/damage units"))
                     && text.contains(QStringLiteral("An axial weapon with range 5")),
                 qPrintable(text));

        // The granted weapon: its type chosen, mount and range fixed.
        auto *take = field<QCheckBox>(e, "advantageWeapon0");
        auto *type = field<QComboBox>(e, "advantageWeaponType0");
        QCOMPARE(comboIds(type), (QStringList{QStringLiteral("beam"), QStringLiteral("missile"),
                                              QStringLiteral("torpedo")}));
        type->setCurrentIndex(type->findData(QStringLiteral("torpedo")));
        take->click();
        test::settle();
        QCOMPARE(shipAt(*w, 0).advantage->weapons.size(), std::size_t(1));
        const es::EasyStarWeapon granted = shipAt(*w, 0).advantage->weapons[0];
        QCOMPARE(granted.type, QStringLiteral("torpedo"));
        QCOMPARE(granted.mount, QStringLiteral("axial"));
        QCOMPARE(granted.range, 5);
        type->setCurrentIndex(type->findData(QStringLiteral("missile")));
        test::settle();
        QCOMPARE(shipAt(*w, 0).advantage->weapons[0].type, QStringLiteral("missile"));

        // The free units: columns shown, spin limited by the units granted.
        QVERIFY(!table->isColumnHidden(Column::FreeRangeColumn));
        QVERIFY(!table->isColumnHidden(Column::FreeDamageColumn));
        const int cost = table->model()->index(0, Column::CostColumn).data().toInt();
        auto *free
            = openEditor<QSpinBox>(table, 0, Column::FreeDamageColumn, "weaponFreeDamageEditor");
        QCOMPARE(free->maximum(), 2); // the beam has damage 3: two units above 1
        free->setValue(2);
        closeEditor(free);
        QCOMPARE(shipAt(*w, 0).weapons[0].freeDamage, 2);
        QCOMPARE(table->model()->index(0, Column::CostColumn).data().toInt(), cost - 10);
        QVERIFY(field<QLabel>(e, "advantageUnits")->text().startsWith(QStringLiteral("2 of 3")));
        free = openEditor<QSpinBox>(table, 0, Column::FreeRangeColumn, "weaponFreeRangeEditor");
        QCOMPARE(free->maximum(), 1); // one unit left of 3
        closeEditor(free);
        QVERIFY(!hasIssue(*w, "easystar.flagship.notGranted",
                          QStringLiteral("ships[0].flagshipAdvantage")));

        // Another roll takes the free units off.
        roll->setCurrentIndex(roll->findData(4));
        test::settle();
        QCOMPARE(shipAt(*w, 0).weapons[0].freeDamage, 0);
        QVERIFY(shipAt(*w, 0).advantage->weapons.empty());
        QVERIFY(table->isColumnHidden(Column::FreeRangeColumn));
        QVERIFY(!first->isVisible());
    }

    // The flagship box shows for the flagship only; "not rolled" removes the advantage.
    void flagshipCheckBox()
    {
        auto w = window("yellow-250", 1); // Lance, not the flagship
        QWidget *e = w->shipEditor();
        auto *box = e->findChild<QWidget *>(QStringLiteral("flagshipAdvantage"));
        QVERIFY(box);
        QVERIFY(!box->isVisible());
        field<QCheckBox>(e, "flagship")->click();
        test::settle();
        QVERIFY(shipAt(*w, 1).flagship);
        QVERIFY(box->isVisible());
        QVERIFY(hasIssue(*w, "easystar.flagship.multiple", QStringLiteral("ships[1].flagship")));
        auto *roll = field<QComboBox>(e, "advantageRoll");
        roll->setCurrentIndex(roll->findData(6));
        test::settle();
        field<QSpinBox>(e, "advantageDamageControl")->setValue(1);
        test::settle();
        QCOMPARE(shipAt(*w, 1).advantage->damageControl, 1);
        w->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(w.get()));
        QVERIFY(w->focusSubject(QStringLiteral("ships[1].flagshipAdvantage.damageControl")));
        QCOMPARE(QApplication::focusWidget()->objectName(),
                 QStringLiteral("advantageDamageControl"));
        roll->setCurrentIndex(0);
        test::settle();
        QVERIFY(!shipAt(*w, 1).advantage);
    }

    // An issue's subject puts the cursor on its field.
    void focusSubject_data()
    {
        QTest::addColumn<QString>("subject");
        QTest::addColumn<QString>("widget");
        QTest::addColumn<int>("row");
        QTest::addColumn<int>("column");
        QTest::newRow("name") << "name"
                              << "shipName" << -1 << -1;
        QTest::newRow("class") << "class"
                               << "shipClass" << -1 << -1;
        QTest::newRow("flagship") << "flagship"
                                  << "flagship" << -1 << -1;
        QTest::newRow("speedTraded") << "speedTraded"
                                     << "speedTraded" << -1 << -1;
        QTest::newRow("engine") << "engine"
                                << "engine" << -1 << -1;
        QTest::newRow("gunMount") << "gunMount"
                                  << "gunMount" << -1 << -1;
        QTest::newRow("weapons") << "weapons"
                                 << "weaponsTable" << -1 << -1;
        QTest::newRow("weapons[1].range") << "weapons[1].range"
                                          << "weaponsTable" << 1 << int(Column::RangeColumn);
        QTest::newRow("weapons[0].mount") << "weapons[0].mount"
                                          << "weaponsTable" << 0 << int(Column::MountColumn);
        QTest::newRow("auxiliaries[0]") << "auxiliaries[0]"
                                        << "auxiliary.ecm" << -1 << -1;
        QTest::newRow("fighterBays") << "fighterBays"
                                     << "fighterBays" << -1 << -1;
        QTest::newRow("fighters") << "fighters"
                                  << "interceptors" << -1 << -1;
        QTest::newRow("fighters.interceptor") << "fighters.interceptor"
                                              << "interceptors" << -1 << -1;
        QTest::newRow("fighters.attack") << "fighters.attack"
                                         << "attackCraft" << -1 << -1;
        QTest::newRow("flagshipAdvantage") << "flagshipAdvantage"
                                           << "advantageRoll" << -1 << -1;
        QTest::newRow("flagshipAdvantage.devices[0]") << "flagshipAdvantage.devices[0]"
                                                      << "advantageDevice0" << -1 << -1;
    }
    void focusSubject()
    {
        QFETCH(QString, subject);
        QFETCH(QString, widget);
        QFETCH(int, row);
        QFETCH(int, column);
        auto w = window("yellow-250", 0);
        w->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(w.get()));
        // Through the main window, as double-clicking an issue does.
        QVERIFY(w->focusSubject(QStringLiteral("ships[0].") + subject));
        QWidget *focus = QApplication::focusWidget();
        QVERIFY(focus);
        QCOMPARE(focus->objectName(), widget);
        QCOMPARE(w->editorTabs()->currentIndex(), 1);
        if (row >= 0) {
            QCOMPARE(weaponsTable(*w)->currentIndex().row(), row);
            QCOMPARE(weaponsTable(*w)->currentIndex().column(), column);
        }
    }

    void focusSubjectRefusesWhatItDoesNotHave()
    {
        auto w = window("yellow-250", 0);
        app::ShipEditor *e = w->shipEditor();
        QVERIFY(!e->focusSubject(QStringLiteral("colour")));
        QVERIFY(!e->focusSubject(QStringLiteral("weapons[7].range")));
        QVERIFY(!e->focusSubject(QStringLiteral("weapons[0].colour")));
        QVERIFY(!e->focusSubject(QStringLiteral("auxiliaries[3]")));
        QVERIFY(e->focusSubject(QStringLiteral("flagshipAdvantage.rerolls")));
        e->setShip(-1);
        QVERIFY(!e->focusSubject(QStringLiteral("name")));
    }

    // Roll 2 and 3 grants, through focusSubject: the weapon's type and the free fighters.
    void focusSubjectOnGrants()
    {
        auto w = window("yellow-250", 0);
        w->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(w.get()));
        QWidget *e = w->shipEditor();
        auto *roll = field<QComboBox>(e, "advantageRoll");
        roll->setCurrentIndex(roll->findData(12));
        auto *first = field<QComboBox>(e, "advantageReroll0");
        auto *second = field<QComboBox>(e, "advantageReroll1");
        first->setCurrentIndex(first->findData(2));
        second->setCurrentIndex(second->findData(3));
        test::settle();
        QCOMPARE(shipAt(*w, 0).advantage->rerolls, (std::vector<int>{2, 3}));
        field<QCheckBox>(e, "advantageWeapon0")->click();
        test::settle();
        QVERIFY(w->focusSubject(QStringLiteral("ships[0].flagshipAdvantage.weapons[0]")));
        QCOMPARE(QApplication::focusWidget()->objectName(), QStringLiteral("advantageWeapon0"));
        QVERIFY(w->focusSubject(QStringLiteral("ships[0].flagshipAdvantage.weapons[0].type")));
        QCOMPARE(QApplication::focusWidget()->objectName(), QStringLiteral("advantageWeaponType0"));
        QVERIFY(w->focusSubject(QStringLiteral("ships[0].flagshipAdvantage.fighters")));
        QCOMPARE(QApplication::focusWidget()->objectName(),
                 QStringLiteral("advantageInterceptors"));
        QVERIFY(w->focusSubject(QStringLiteral("ships[0].flagshipAdvantage.rerolls")));
        QCOMPARE(QApplication::focusWidget()->objectName(), QStringLiteral("advantageReroll0"));
        // Free fighters need bay places: the free bay of roll 3 gives two.
        auto *bay = field<QComboBox>(e, "advantageDevice0");
        bay->setCurrentIndex(bay->findData(QStringLiteral("fighterBay")));
        test::settle();
        auto *interceptors = field<QSpinBox>(e, "advantageInterceptors");
        auto *attack = field<QSpinBox>(e, "advantageAttack");
        QCOMPARE(interceptors->maximum(), 2);
        interceptors->setValue(1);
        test::settle();
        QCOMPARE(attack->maximum(), 1);
        attack->setValue(1);
        test::settle();
        QCOMPARE(shipAt(*w, 0).advantage->fighters.total(), 2);
        QVERIFY(!hasIssue(*w, "easystar.fighters.overBays", QStringLiteral("ships[0].fighters")));
        QCOMPARE(field<QLabel>(e, "fighterSummary")->text(),
                 QStringLiteral("2 fighters in bays for 2"));
    }

    // The editor follows the document: an edit made elsewhere, its undo, and ships coming and
    // going before the one shown; the cursor stays where the user types.
    void followsChangesMadeElsewhere()
    {
        auto w = window("yellow-250", 2); // Harpoon
        QWidget *e = w->shipEditor();
        auto *name = field<QLineEdit>(e, "shipName");
        QTableView *table = weaponsTable(*w);
        QAbstractItemModelTester tester(table->model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        auto *edited = new es::EasyStarShip(shipAt(*w, 2));
        edited->name = QStringLiteral("Trident");
        edited->weapons.erase(edited->weapons.begin());
        edited->auxiliaries << QStringLiteral("ecm");
        undoStack(*w)->push(new app::EditShipCommand(
            w->document(), 2, std::unique_ptr<model::ShipDesign>(edited), QStringLiteral("x")));
        test::settle();
        QCOMPARE(name->text(), QStringLiteral("Trident"));
        QCOMPARE(table->model()->rowCount(), 1);
        QVERIFY(field<QCheckBox>(e, "auxiliary.ecm")->isChecked());
        undoStack(*w)->undo();
        test::settle();
        QCOMPARE(name->text(), QStringLiteral("Harpoon"));
        QCOMPARE(table->model()->rowCount(), 2);
        QVERIFY(!field<QCheckBox>(e, "auxiliary.ecm")->isChecked());

        // A ship inserted before this one: the editor still edits Harpoon.
        w->document()->undoStack()->push(new app::InsertShipCommand(
            w->document(), 0, shipAt(*w, 3).clone(), QStringLiteral("insert")));
        test::settle();
        QCOMPARE(w->shipEditor()->ship(), 3);
        w->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(w.get()));
        name->setFocus();
        name->setCursorPosition(4);
        QTest::keyClicks(name, QStringLiteral("X"));
        test::settle();
        QCOMPARE(shipAt(*w, 3).name, QStringLiteral("HarpXoon"));
        QCOMPARE(name->cursorPosition(), 5);
        QTest::keyClicks(name, QStringLiteral("Y"));
        test::settle();
        QCOMPARE(shipAt(*w, 3).name, QStringLiteral("HarpXYoon"));
        QCOMPARE(name->text(), QStringLiteral("HarpXYoon"));
        QCOMPARE(name->cursorPosition(), 6);
        QCOMPARE(QApplication::focusWidget(), name);
    }

    // The weapons model keeps Qt's model contract through edits, inserts, removals, undo and a
    // change of ship.
    void weaponsModelPassesTheModelTester()
    {
        auto w = window("blue-500", 0);
        QTableView *table = weaponsTable(*w);
        QAbstractItemModel *model = table->model();
        QAbstractItemModelTester tester(model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(model->setData(model->index(0, Column::DamageColumn), 4));
        QVERIFY(model->setData(model->index(1, Column::TypeColumn), QStringLiteral("missile")));
        QVERIFY(model->setData(model->index(2, Column::FreeRangeColumn), 1));
        QVERIFY(!model->setData(model->index(0, Column::CostColumn), 3));
        QTest::mouseClick(field<QPushButton>(w->shipEditor(), "addWeapon"), Qt::LeftButton);
        QTest::mouseClick(field<QPushButton>(w->shipEditor(), "addWeapon"), Qt::LeftButton);
        table->setCurrentIndex(model->index(1, 0));
        QTest::mouseClick(field<QPushButton>(w->shipEditor(), "removeWeapon"), Qt::LeftButton);
        test::settle();
        QCOMPARE(model->rowCount(), 5);
        QCOMPARE(model->index(1, Column::TypeColumn).data().toString(),
                 QStringLiteral("Beam turret"));
        while (undoStack(*w)->canUndo())
            undoStack(*w)->undo();
        test::settle();
        QCOMPARE(model->rowCount(), 4);
        QCOMPARE(model->index(1, Column::TypeColumn).data().toString(),
                 QStringLiteral("Point defense"));
        while (undoStack(*w)->canRedo())
            undoStack(*w)->redo();
        w->selectShip(2);
        test::settle();
        QCOMPARE(model->rowCount(), 2);
        w->action(QStringLiteral("removeShip"))->trigger();
        test::settle();
        QCOMPARE(model->rowCount(), int(shipAt(*w, w->currentShip()).weapons.size()));
    }

    // "Explain…" next to the cost opens the same breakdown as the status bar.
    void explainTheCost()
    {
        auto w = window("yellow-250", 1);
        auto *cost = field<QLabel>(w->shipEditor(), "figureCost");
        QVERIFY(cost->text().contains(QStringLiteral("href")));
        QString title;
        QTimer::singleShot(0, [&title] {
            if (QWidget *dialog = QApplication::activeModalWidget()) {
                title = dialog->windowTitle();
                dialog->close();
            }
        });
        Q_EMIT cost->linkActivated(QStringLiteral("explain"));
        QVERIFY2(title.contains(QStringLiteral("Lance")), qPrintable(title));
    }

    // The mouse wheel scrolls the form past a combo or spin box; it changes only a focused one.
    void wheelChangesOnlyFocusedFields()
    {
        auto w = window("yellow-250", 1);
        auto *shipClass = field<QComboBox>(w->shipEditor(), "shipClass");
        w->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(w.get()));
        field<QLineEdit>(w->shipEditor(), "shipName")->setFocus();
        const auto wheel = [shipClass] {
            const QPointF at = shipClass->rect().center();
            QWheelEvent event(at, shipClass->mapToGlobal(at), QPoint(), QPoint(0, -120),
                              Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
            QApplication::sendEvent(shipClass, &event);
            test::settle();
        };
        wheel();
        QCOMPARE(shipAt(*w, 1).classId, QStringLiteral("destroyer"));
        QCOMPARE(undoStack(*w)->count(), 0);
        shipClass->setFocus();
        wheel();
        QCOMPARE(shipAt(*w, 1).classId, QStringLiteral("cruiser"));
    }

    void emptyEditorWithoutAShip()
    {
        auto w = window("yellow-250", 0);
        app::ShipEditor *e = w->shipEditor();
        e->setShip(-1);
        QCOMPARE(e->ship(), -1);
        QVERIFY(!e->isEnabled());
        QVERIFY(field<QLineEdit>(e, "shipName")->text().isEmpty());
        QCOMPARE(weaponsTable(*w)->model()->rowCount(), 0);
        e->setShip(1);
        QVERIFY(e->isEnabled());
        QCOMPARE(field<QLineEdit>(e, "shipName")->text(), QStringLiteral("Lance"));
    }

    // Add Ship: a destroyer with the next free number; the first ship of a fleet is its
    // flagship.
    void newShips()
    {
        auto w = window("yellow-250", 3);
        w->action(QStringLiteral("addShip"))->trigger();
        w->action(QStringLiteral("addShip"))->trigger();
        test::settle();
        QCOMPARE(shipAt(*w, 4).name, QStringLiteral("Destroyer 1"));
        QCOMPARE(shipAt(*w, 5).name, QStringLiteral("Destroyer 2"));
        QCOMPARE(shipAt(*w, 5).classId, QStringLiteral("destroyer"));
        QVERIFY(!shipAt(*w, 5).flagship);
        QCOMPARE(field<QLineEdit>(w->shipEditor(), "shipName")->text(),
                 QStringLiteral("Destroyer 2"));

        auto empty = m_app->window();
        empty->setFleet(m_app->registries->systems.find(QStringLiteral("easystar"))->createFleet(),
                        QString());
        empty->action(QStringLiteral("addShip"))->trigger();
        test::settle();
        QVERIFY(shipAt(*empty, 0).flagship);
        QVERIFY(!test::hasIssue(empty->document()->issues(),
                                QStringLiteral("easystar.flagship.none"), QStringLiteral("ships")));
    }

    // The fleet page: damage-control counters and the Appendix B scenario.
    void fleetEditor()
    {
        auto w = window("yellow-250", 0);
        w->editorTabs()->setCurrentIndex(0);
        QWidget *page = w->fleetPage();
        auto *damageControl = field<QSpinBox>(page, "damageControl");
        QCOMPARE(damageControl->value(), 1);
        QCOMPARE(damageControl->maximum(), 3);
        damageControl->stepUp();
        damageControl->stepUp();
        test::settle();
        QCOMPARE(w->document()->fleet().settingsAs<es::EasyStarFleetSettings>().damageControl, 3);
        QCOMPARE(w->pointsText(), QStringLiteral("Fleet: 265 / 250 BP"));
        QCOMPARE(undoStack(*w)->count(), 1);

        auto *scenario = field<QComboBox>(page, "scenario");
        auto *player = field<QComboBox>(page, "scenarioPlayer");
        QCOMPARE(scenario->currentData().toString(), QString());
        QVERIFY(!player->isEnabled());
        QCOMPARE(scenario->count(), int(es::EasyStarSystem::scenarios().size()) + 1);
        scenario->setCurrentIndex(scenario->findData(QStringLiteral("convoy")));
        test::settle();
        QVERIFY(player->isEnabled());
        QCOMPARE(w->document()->fleet().settingsAs<es::EasyStarFleetSettings>().scenario,
                 QStringLiteral("convoy"));
        QVERIFY(hasIssue(*w, "easystar.scenario.freighters", QStringLiteral("scenario")));
        player->setCurrentIndex(1);
        test::settle();
        QCOMPARE(w->document()->fleet().settingsAs<es::EasyStarFleetSettings>().scenarioPlayer, 2);
        QVERIFY(!hasIssue(*w, "easystar.scenario.freighters", QStringLiteral("scenario")));

        w->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(w.get()));
        QVERIFY(w->focusSubject(QStringLiteral("damageControl")));
        QCOMPARE(QApplication::focusWidget(), damageControl);
        QVERIFY(w->focusSubject(QStringLiteral("scenario")));
        QCOMPARE(QApplication::focusWidget(), scenario);

        while (undoStack(*w)->canUndo())
            undoStack(*w)->undo();
        test::settle();
        QCOMPARE(damageControl->value(), 1);
        QCOMPARE(scenario->currentIndex(), 0);
        QCOMPARE(serialize(*w, *m_app),
                 test::readFile(test::example(QStringLiteral("yellow-250"))));
    }

    // More counters than the rules allow, from a file: shown as they are.
    void fleetEditorShowsTooManyCounters()
    {
        auto w = window("yellow-250", 0);
        auto settings = std::make_unique<es::EasyStarFleetSettings>(
            w->document()->fleet().settingsAs<es::EasyStarFleetSettings>());
        settings->damageControl = 5;
        undoStack(*w)->push(
            new app::EditSettingsCommand(w->document(), std::move(settings), QStringLiteral("x")));
        test::settle();
        auto *damageControl = field<QSpinBox>(w->fleetPage(), "damageControl");
        QCOMPARE(damageControl->value(), 5);
        QVERIFY(hasIssue(*w, "easystar.damageControl.tooMany", QStringLiteral("damageControl")));
    }
};

QTEST_MAIN(TestEasyStarEditor)
#include "tst_easystar_editor.moc"
