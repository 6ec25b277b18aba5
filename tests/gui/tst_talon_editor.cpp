// The Talon fleet editor (counter picker, faction filter, counter mix, copy to a custom design),
// ship editor and custom-counter designer, driven through their widgets as a player drives them,
// under the offscreen platform: one undo step per edit, arcs clicked on the outline, the power
// curve's speed columns, focusSubject.
//
// The fleet is tests/data/valid/talon-app.fleet.json: a Terran fleet of a CA, DD, CV, FTR and a
// custom destroyer refit (design 0, "terran-dd-refit": shields 5/3/2/3, power curve speeds 1-5
// with AP 3 3 2 2 1, turn radius 0 0 1 1 2, starting at speed 3; hull boxes 0, 0 (weak spot),
// -1, -1; one anti-matter torpedo group, red 2, yellow 2, arcs forward, right, left).

#include "GuiSupport.h"

#include <designer/CellGrid.h>
#include <systems/talon/TalonCounterModel.h>
#include <systems/talon/TalonCounterPicture.h>
#include <systems/talon/TalonDesignEditor.h>
#include <systems/talon/TalonFleetEditor.h>
#include <systems/talon/TalonShipEditor.h>
#include <systems/talon/TalonUi.h>
#include <systems/talon/TalonWeaponGroups.h>

#include <model/systems/talon/TalonDesign.h>
#include <model/systems/talon/TalonSystem.h>

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QTableView>
#include <QTableWidget>
#include <QTest>
#include <QUndoStack>

using namespace fw;
using model::talon::Arc;
using model::talon::Faction;
using model::talon::HullType;
using model::talon::TalonCounter;
using model::talon::TalonDesign;
using model::talon::TalonFleetSettings;
using model::talon::TalonShip;
using model::talon::WeaponKind;

namespace {

QString focusName()
{
    QWidget *focus = QApplication::focusWidget();
    return focus ? focus->objectName() : QString();
}

void show(QWidget &w)
{
    w.resize(700, 900);
    w.show();
    w.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    test::settle();
}

// Chooses the item of `combo` whose data is `data` as a user does.
void choose(QComboBox *combo, const QVariant &data)
{
    const int item = combo->findData(data);
    QVERIFY(item >= 0);
    combo->setCurrentIndex(item);
    Q_EMIT combo->activated(item);
}

} // namespace

class TestTalonEditor : public QObject
{
    Q_OBJECT

    std::unique_ptr<test::App> m_app;
    std::unique_ptr<app::FleetDocument> m_document;

    QUndoStack *stack() const { return m_document->undoStack(); }
    const model::Fleet &fleet() const { return m_document->fleet(); }
    const TalonCounter &custom() const { return fleet().designAs<TalonDesign>(0).counter; }
    const TalonFleetSettings &settings() const { return fleet().settingsAs<TalonFleetSettings>(); }

    template<typename T>
    static T *field(QWidget *in, const QString &name)
    {
        T *found = in->findChild<T *>(name);
        if (!found)
            QTest::qFail(qPrintable(name), __FILE__, __LINE__);
        return found;
    }

    static void typeInto(QWidget *widget, const QString &text)
    {
        widget->setFocus(Qt::OtherFocusReason);
        if (auto *spin = qobject_cast<QSpinBox *>(widget))
            spin->selectAll();
        else if (auto *line = qobject_cast<QLineEdit *>(widget))
            line->selectAll();
        QTest::keyClicks(widget, text);
    }

private Q_SLOTS:
    void initTestCase()
    {
        test::initGuiTest();
        m_app = std::make_unique<test::App>();
        QVERIFY(m_app->registries);
    }

    void init()
    {
        m_document = m_app->document(test::dataPath(QStringLiteral("valid/talon-app.fleet.json")));
        QVERIFY(m_document);
        QCOMPARE(int(fleet().ships.size()), 5);
    }

    void cleanup() { m_document.reset(); }

    // Enter on a picked counter adds a ship of it at the end, named after the counter, in one
    // undo step; a double-click does the same.
    void pickingACounterAddsAShip()
    {
        app::TalonFleetEditor editor(*m_document);
        show(editor);
        QAbstractItemModelTester tester(editor.counterModel(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        editor.pickCounter(QStringLiteral("terran-bb"));
        editor.counterView()->setFocus();
        QTest::keyClick(editor.counterView(), Qt::Key_Return);
        QCOMPARE(int(fleet().ships.size()), 6);
        QCOMPARE(fleet().ships[5]->classId, QStringLiteral("terran-bb"));
        QCOMPARE(fleet().ships[5]->name, QStringLiteral("Battleship 1"));
        QCOMPARE(stack()->count(), 1);
        // The model's "in fleet" column counts it.
        const int row = editor.counterModel()->rowOf(QStringLiteral("terran-bb"));
        QCOMPARE(editor.counterModel()
                     ->index(row, app::talon::TalonCounterModel::InFleetColumn)
                     .data()
                     .toInt(),
                 1);
        // A double-click on the custom design's row adds one of it.
        const int refit = editor.counterModel()->rowOf(QStringLiteral("terran-dd-refit"));
        const QModelIndex name
            = editor.counterModel()->index(refit, app::talon::TalonCounterModel::NameColumn);
        editor.counterView()->scrollTo(name);
        const QPoint at = editor.counterView()->visualRect(name).center();
        QTest::mouseClick(editor.counterView()->viewport(), Qt::LeftButton, {}, at);
        QTest::mouseDClick(editor.counterView()->viewport(), Qt::LeftButton, {}, at);
        QCOMPARE(int(fleet().ships.size()), 7);
        QCOMPARE(fleet().ships[6]->classId, QStringLiteral("terran-dd-refit"));
        QCOMPARE(fleet().ships[6]->name,
                 QStringLiteral("Destroyer Refit 1")); // Hornet is named otherwise
        stack()->undo();
        stack()->undo();
        QCOMPARE(int(fleet().ships.size()), 5);
    }

    // The picker lists the built-in counters of the fleet's faction, then its custom designs of
    // that faction: the issue lists 9 Talon and 10 Terran counters; the refit is Terran.
    void factionFilter_data()
    {
        QTest::addColumn<int>("faction"); // -1: none
        QTest::addColumn<int>("rows");
        QTest::addColumn<QString>("first");
        QTest::newRow("none") << -1 << 19 + 1 << "talon-ff";
        QTest::newRow("talon") << int(Faction::Talon) << 9 << "talon-ff";
        QTest::newRow("terran") << int(Faction::Terran) << 10 + 1 << "terran-sc";
    }

    void factionFilter()
    {
        QFETCH(int, faction);
        QFETCH(int, rows);
        QFETCH(QString, first);
        app::TalonFleetEditor editor(*m_document);
        show(editor);
        QAbstractItemModelTester tester(editor.counterModel(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        auto *combo = field<QComboBox>(&editor, QStringLiteral("faction"));
        choose(combo, faction);
        QCOMPARE(settings().faction.has_value(), faction >= 0);
        QCOMPARE(editor.counterModel()->rowCount(), rows);
        QCOMPARE(editor.counterModel()->idAt(0), first);
        for (int r = 0; r < rows; ++r) {
            const QString id = editor.counterModel()->idAt(r);
            if (faction == int(Faction::Talon))
                QVERIFY2(id.startsWith(QLatin1String("talon-")), qPrintable(id));
            if (faction == int(Faction::Terran))
                QVERIFY2(id.startsWith(QLatin1String("terran-")), qPrintable(id));
        }
        if (faction == int(Faction::Terran)) { // the file's own faction: nothing to undo
            QCOMPARE(stack()->count(), 0);
            return;
        }
        QCOMPARE(stack()->count(), 1);
        stack()->undo();
        QCOMPARE(editor.counterModel()->rowCount(), 11);
        QCOMPARE(combo->currentData().toInt(), int(Faction::Terran));
    }

    // Copy to custom design: a new design with the built-in counter's figures under a new id,
    // never the built-in id; a second copy gets another. A custom design cannot be copied.
    void copyToCustomGivesANewId()
    {
        app::TalonFleetEditor editor(*m_document);
        show(editor);
        editor.pickCounter(QStringLiteral("terran-ca"));
        QTest::mouseClick(field<QPushButton>(&editor, QStringLiteral("copyCounter")),
                          Qt::LeftButton);
        QCOMPARE(int(fleet().designs.size()), 2);
        const TalonCounter &copy = fleet().designAs<TalonDesign>(1).counter;
        QCOMPARE(copy.id, QStringLiteral("terran-ca-custom"));
        const TalonCounter *builtIn
            = app::talon::talonSystem(*m_document).rules().counter(QStringLiteral("terran-ca"));
        QVERIFY(builtIn);
        // The copy is named after the counter's hull type (built-ins carry no name of their own).
        QCOMPARE(copy.name, QStringLiteral("Heavy Cruiser"));
        TalonCounter same = copy;
        same.id = builtIn->id;
        same.name = builtIn->name;
        same.notes = builtIn->notes;
        QCOMPARE(same, *builtIn);
        QVERIFY(copy.notes.contains(QLatin1String("terran-ca")));
        // The copy is picked now: it is custom, so it cannot be copied again.
        QCOMPARE(editor.pickedCounter(), QStringLiteral("terran-ca-custom"));
        QVERIFY(!field<QPushButton>(&editor, QStringLiteral("copyCounter"))->isEnabled());
        editor.pickCounter(QStringLiteral("terran-ca"));
        QCOMPARE(editor.copyToCustomDesign(), 2);
        QCOMPARE(fleet().designAs<TalonDesign>(2).counter.id, QStringLiteral("terran-ca-custom-2"));
        QCOMPARE(stack()->count(), 2);
        stack()->undo();
        stack()->undo();
        QCOMPARE(int(fleet().designs.size()), 1);
    }

    // The counter mix is the "Owned" column: a number sets the class's count, an empty cell
    // removes the limit; each one undo step.
    void counterMix()
    {
        app::TalonFleetEditor editor(*m_document);
        show(editor);
        auto *model = editor.counterModel();
        const int ca = model->rowOf(QStringLiteral("terran-ca"));
        const QModelIndex owned = model->index(ca, app::talon::TalonCounterModel::OwnedColumn);
        QCOMPARE(owned.data().toString(), QStringLiteral("2"));
        QVERIFY(model->setData(owned, QStringLiteral("3"), Qt::EditRole));
        QCOMPARE(settings().counterMix.at(QStringLiteral("terran-ca")), 3);
        QVERIFY(model->setData(owned, QString(), Qt::EditRole));
        QVERIFY(!settings().counterMix.count(QStringLiteral("terran-ca")));
        QCOMPARE(owned.data().toString(), QStringLiteral("any"));
        QVERIFY(!model->setData(owned, QStringLiteral("many"), Qt::EditRole));
        QCOMPARE(stack()->count(), 2);
        stack()->undo();
        stack()->undo();
        QCOMPARE(settings().counterMix.at(QStringLiteral("terran-ca")), 2);
        QVERIFY(editor.focusSubject(QStringLiteral("counterMix[\"terran-cv\"]")));
        QCOMPARE(editor.pickedCounter(), QStringLiteral("terran-cv"));
    }

    // The fleet's SP against the budget: 115 + 55 + 70 + 44 + 60 = 344 of 350.
    void pointsAgainstBudget()
    {
        app::TalonFleetEditor editor(*m_document);
        show(editor);
        auto *points = field<QLabel>(&editor, QStringLiteral("points"));
        QCOMPARE(points->text(), QStringLiteral("344 of 350 SP"));
        QVERIFY(points->styleSheet().isEmpty());
        editor.pickCounter(QStringLiteral("terran-ftr"));
        editor.addShip(); // 388 SP
        QCOMPARE(points->text(), QStringLiteral("388 of 350 SP"));
        QVERIFY(!points->styleSheet().isEmpty());
    }

    // Typing into a field of the designer is one undo step; undo gives the counter back and the
    // field shows the old value.
    void designerFields_data()
    {
        QTest::addColumn<QString>("widget");
        QTest::addColumn<QString>("typed");
        QTest::newRow("class code") << "design.classCode"
                                    << "DDX";
        QTest::newRow("name") << "design.name"
                              << "Escort";
        QTest::newRow("sp") << "design.sp"
                            << "75";
        QTest::newRow("afterburners") << "design.afterburners"
                                      << "2";
        QTest::newRow("batteries") << "design.batteries"
                                   << "3";
        QTest::newRow("explosion") << "design.explosion"
                                   << "2";
        QTest::newRow("rear shields") << "shields.rear"
                                      << "4";
        QTest::newRow("left shields") << "shields.left"
                                      << "6";
        QTest::newRow("ap") << "powerCurve[1].ap"
                            << "4";
        QTest::newRow("turn radius") << "powerCurve[4].turnRadius"
                                     << "3";
        QTest::newRow("hull power") << "hullBoxes[3].powerMod"
                                    << "-2";
        QTest::newRow("red") << "weaponGroups[0].red"
                             << "3";
        QTest::newRow("yellow") << "weaponGroups[0].yellow"
                                << "1";
        QTest::newRow("count") << "weaponGroups[0].count"
                               << "2";
    }

    void designerFields()
    {
        QFETCH(QString, widget);
        QFETCH(QString, typed);
        app::TalonDesignEditor editor(*m_document);
        editor.setDesign(0);
        show(editor);
        const TalonCounter before = custom();
        QWidget *w = field<QWidget>(&editor, widget);
        typeInto(w, typed);
        QCOMPARE(stack()->count(), 1);
        QVERIFY(!(custom() == before));
        const auto shown = [&] {
            auto *spin = qobject_cast<QSpinBox *>(w);
            return spin ? QString::number(spin->value()) : qobject_cast<QLineEdit *>(w)->text();
        };
        QCOMPARE(shown(), typed);
        stack()->undo();
        QCOMPARE(custom(), before);
        QVERIFY(shown() != typed);
    }

    // The designer's choices: faction, hull type, a group's weapon, the starting speed (a radio
    // button) and a weak spot (a check box), each one step that undo takes back.
    void designerChoices()
    {
        app::TalonDesignEditor editor(*m_document);
        editor.setDesign(0);
        show(editor);
        const TalonCounter before = custom();
        choose(field<QComboBox>(&editor, QStringLiteral("design.faction")), int(Faction::Talon));
        QCOMPARE(custom().faction, Faction::Talon);
        choose(field<QComboBox>(&editor, QStringLiteral("design.hull")), int(HullType::Base));
        QCOMPARE(custom().hull, HullType::Base);
        choose(field<QComboBox>(&editor, QStringLiteral("weaponGroups[0].weapon")),
               int(WeaponKind::Disruptor));
        QCOMPARE(custom().weaponGroups[0].weapon, WeaponKind::Disruptor);
        QTest::mouseClick(field<QRadioButton>(&editor, QStringLiteral("powerCurve[0].start")),
                          Qt::LeftButton);
        QVERIFY(custom().powerCurve[0].start);
        QVERIFY(!custom().powerCurve[2].start); // one starting entry
        QVERIFY(!field<QRadioButton>(&editor, QStringLiteral("powerCurve[2].start"))->isChecked());
        auto *weak = field<QCheckBox>(&editor, QStringLiteral("hullBoxes[3].weakSpot"));
        weak->setFocus();
        QTest::keyClick(weak, Qt::Key_Space);
        QVERIFY(custom().hullBoxes[3].weakSpot);
        QCOMPARE(stack()->count(), 5);
        for (int i = 0; i < 5; ++i)
            stack()->undo();
        QCOMPARE(custom(), before);
        QVERIFY(field<QRadioButton>(&editor, QStringLiteral("powerCurve[2].start"))->isChecked());
    }

    // A click on a wedge of the outline adds or removes that arc of the selected group; the
    // arrow keys do the same (↑ forward, ↓ rear). Arcs stay in the order forward, right, rear,
    // left.
    void arcsClickedOnTheOutline()
    {
        app::TalonDesignEditor editor(*m_document);
        editor.setDesign(0);
        show(editor);
        auto *picker = editor.weaponGroups()->arcPicker();
        const std::vector<Arc> before{Arc::Forward, Arc::Right, Arc::Left};
        QCOMPARE(picker->arcs(), before);
        // Where the wedges are on the screen, from the picker's size alone: the rear one below
        // the middle, the right one to the right of it.
        const int w = picker->width();
        const int h = picker->height();
        QTest::mouseClick(picker, Qt::LeftButton, {}, QPoint(w / 2, h - h / 8));
        QCOMPARE(custom().weaponGroups[0].arcs,
                 (std::vector<Arc>{Arc::Forward, Arc::Right, Arc::Rear, Arc::Left}));
        QTest::mouseClick(picker, Qt::LeftButton, {}, QPoint(w - w / 8, h / 2));
        QCOMPARE(custom().weaponGroups[0].arcs,
                 (std::vector<Arc>{Arc::Forward, Arc::Rear, Arc::Left}));
        QCOMPARE(picker->arcs(), custom().weaponGroups[0].arcs);
        QTest::keyClick(picker, Qt::Key_Up);
        QCOMPARE(custom().weaponGroups[0].arcs, (std::vector<Arc>{Arc::Rear, Arc::Left}));
        // Outside the circle is no wedge.
        QCOMPARE(picker->arcAt(QPointF(1, 1)), -1);
        QCOMPARE(stack()->count(), 3);
        for (int i = 0; i < 3; ++i)
            stack()->undo();
        QCOMPARE(custom().weaponGroups[0].arcs, before);
        QCOMPARE(picker->arcs(), before);
    }

    // The power curve has a column per speed: a faster speed comes after the fastest with one AP
    // less and the same turn radius, a slower one before the slowest with one AP more; removing
    // drops the end column. Each is one step.
    void powerCurveColumns()
    {
        app::TalonDesignEditor editor(*m_document);
        editor.setDesign(0);
        show(editor);
        QTableWidget *table = editor.powerCurve()->table();
        QCOMPARE(table->columnCount(), 5);
        QCOMPARE(table->horizontalHeaderItem(4)->text(), QStringLiteral("Speed 5"));
        QTest::mouseClick(field<QPushButton>(&editor, QStringLiteral("powerCurve.addFaster")),
                          Qt::LeftButton);
        QCOMPARE(table->columnCount(), 6);
        QCOMPARE(table->horizontalHeaderItem(5)->text(), QStringLiteral("Speed 6"));
        const model::talon::PowerEntry &added = custom().powerCurve.back();
        QCOMPARE(added.speed, 6);
        QCOMPARE(added.ap, 0);                        // speed 5 has 1 AP
        QCOMPARE(added.turnRadius, std::optional(2)); // as speed 5
        QCOMPARE(field<QSpinBox>(&editor, QStringLiteral("powerCurve[5].ap"))->value(), 0);
        // The slowest speed is 1: no slower one.
        QVERIFY(!field<QPushButton>(&editor, QStringLiteral("powerCurve.addSlower"))->isEnabled());
        QTest::mouseClick(field<QPushButton>(&editor, QStringLiteral("powerCurve.removeSlowest")),
                          Qt::LeftButton);
        QCOMPARE(table->columnCount(), 5);
        QCOMPARE(custom().powerCurve.front().speed, 2);
        QCOMPARE(table->horizontalHeaderItem(0)->text(), QStringLiteral("Speed 2"));
        QVERIFY(field<QPushButton>(&editor, QStringLiteral("powerCurve.addSlower"))->isEnabled());
        QTest::mouseClick(field<QPushButton>(&editor, QStringLiteral("powerCurve.addSlower")),
                          Qt::LeftButton);
        QCOMPARE(custom().powerCurve.front().speed, 1);
        QCOMPARE(custom().powerCurve.front().ap, 4); // speed 2 has 3 AP
        QTest::mouseClick(field<QPushButton>(&editor, QStringLiteral("powerCurve.removeFastest")),
                          Qt::LeftButton);
        QCOMPARE(custom().powerCurve.back().speed, 5);
        QCOMPARE(stack()->count(), 4);
        // A base's turn radius is blank: the lowest value of the cell clears it.
        auto *radius = field<QSpinBox>(&editor, QStringLiteral("powerCurve[0].turnRadius"));
        radius->setFocus();
        QTest::keyClick(radius, Qt::Key_Down); // from 0
        QCOMPARE(radius->text(), QStringLiteral("—"));
        QCOMPARE(custom().powerCurve[0].turnRadius, std::nullopt);
        for (int i = 0; i < 5; ++i)
            stack()->undo();
        QCOMPARE(table->columnCount(), 5);
        QCOMPARE(custom().powerCurve.back().speed, 5);
        QCOMPARE(custom().powerCurve.front().ap, 3);
    }

    // Hull boxes: a column each; adding repeats the last box's Power, removing drops the last.
    void hullBoxColumns()
    {
        app::TalonDesignEditor editor(*m_document);
        editor.setDesign(0);
        show(editor);
        QTest::mouseClick(field<QPushButton>(&editor, QStringLiteral("hullBoxes.add")),
                          Qt::LeftButton);
        QCOMPARE(int(custom().hullBoxes.size()), 5);
        QCOMPARE(custom().hullBoxes[4].powerMod, -1);
        QCOMPARE(editor.hullBoxes()->table()->columnCount(), 5);
        QTest::mouseClick(field<QPushButton>(&editor, QStringLiteral("hullBoxes.remove")),
                          Qt::LeftButton);
        QTest::mouseClick(field<QPushButton>(&editor, QStringLiteral("hullBoxes.remove")),
                          Qt::LeftButton);
        QCOMPARE(int(custom().hullBoxes.size()), 3);
        QCOMPARE(stack()->count(), 3);
    }

    // Weapon groups: add after the selected one, duplicate, remove; each one step.
    void weaponGroupActions()
    {
        app::TalonDesignEditor editor(*m_document);
        editor.setDesign(0);
        show(editor);
        QTest::mouseClick(field<QPushButton>(&editor, QStringLiteral("weaponGroups.add")),
                          Qt::LeftButton);
        QCOMPARE(int(custom().weaponGroups.size()), 2);
        QCOMPARE(custom().weaponGroups[1].weapon, WeaponKind::Phaser);
        QCOMPARE(editor.weaponGroups()->currentGroup(), 1);
        editor.weaponGroups()->select(0);
        QTest::mouseClick(field<QPushButton>(&editor, QStringLiteral("weaponGroups.duplicate")),
                          Qt::LeftButton);
        QCOMPARE(int(custom().weaponGroups.size()), 3);
        QCOMPARE(custom().weaponGroups[1], custom().weaponGroups[0]);
        QTest::mouseClick(field<QPushButton>(&editor, QStringLiteral("weaponGroups.remove")),
                          Qt::LeftButton);
        QCOMPARE(int(custom().weaponGroups.size()), 2);
        QCOMPARE(stack()->count(), 3);
        QCOMPARE(editor.weaponGroups()->table()->rowCount(), 2);
    }

    void mnemonics_data()
    {
        QTest::addColumn<int>("key");
        QTest::addColumn<QString>("focus");
        QTest::newRow("Alt+I id") << int(Qt::Key_I) << "design.id";
        QTest::newRow("Alt+Y hull type") << int(Qt::Key_Y) << "design.hull";
        QTest::newRow("Alt+N ship points") << int(Qt::Key_N) << "design.sp";
        QTest::newRow("Alt+R afterburners") << int(Qt::Key_R) << "design.afterburners";
        QTest::newRow("Alt+L shields") << int(Qt::Key_L) << "shields.forward";
        QTest::newRow("Alt+P power curve") << int(Qt::Key_P) << "powerCurve[0].ap";
        QTest::newRow("Alt+U hull boxes") << int(Qt::Key_U) << "hullBoxes[0].powerMod";
        QTest::newRow("Alt+G arcs") << int(Qt::Key_G) << "weaponGroups.arcs";
        QTest::newRow("Alt+S notes") << int(Qt::Key_S) << "design.notes";
    }

    // Each part of the designer has a mnemonic, none of them one the main window's menus or page
    // tabs use (F, E, V, T, H, D).
    void mnemonics()
    {
        QFETCH(int, key);
        QFETCH(QString, focus);
        app::TalonDesignEditor editor(*m_document);
        editor.setDesign(0);
        show(editor);
        field<QWidget>(&editor, QStringLiteral("design.explosion"))->setFocus();
        QTest::keyClick(&editor, Qt::Key(key), Qt::AltModifier);
        QCOMPARE(focusName(), focus);
    }

    // Tab goes down the page: round the shields, into the power curve row by row, on through
    // its buttons to the hull boxes, the weapon groups, the outline, and the notes.
    void tabGoesDownThePage()
    {
        app::TalonDesignEditor editor(*m_document);
        editor.setDesign(0);
        show(editor);
        const auto tabFrom = [&](const char *name) {
            field<QWidget>(&editor, QLatin1String(name))->setFocus(Qt::TabFocusReason);
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
            return focusName();
        };
        QCOMPARE(tabFrom("shields.forward"), QStringLiteral("shields.right"));
        QCOMPARE(tabFrom("shields.left"), QStringLiteral("powerCurve[0].ap"));
        QCOMPARE(tabFrom("powerCurve[4].ap"), QStringLiteral("powerCurve[0].turnRadius"));
        QCOMPARE(tabFrom("powerCurve.removeSlowest"), QStringLiteral("hullBoxes[0].powerMod"));
        QCOMPARE(tabFrom("hullBoxes.remove"), QStringLiteral("weaponGroups[0].weapon"));
        QCOMPARE(tabFrom("weaponGroups[0].yellow"), QStringLiteral("weaponGroups.arcs"));
        QCOMPARE(tabFrom("weaponGroups.remove"), QStringLiteral("design.notes"));
    }

    void focusSubject_data()
    {
        QTest::addColumn<QString>("subject");
        QTest::addColumn<QString>("focus");
        QTest::newRow("sp") << "sp"
                            << "design.sp";
        QTest::newRow("hull") << "hull"
                              << "design.hull";
        QTest::newRow("shields") << "shields"
                                 << "shields.forward";
        QTest::newRow("rear shield") << "shields.rear"
                                     << "shields.rear";
        QTest::newRow("power speed") << "powerCurve[3].speed"
                                     << "powerCurve[3].ap";
        QTest::newRow("turn radius") << "powerCurve[2].turnRadius"
                                     << "powerCurve[2].turnRadius";
        QTest::newRow("curve") << "powerCurve"
                               << "powerCurve[0].ap";
        QTest::newRow("weak spot") << "hullBoxes[1].weakSpot"
                                   << "hullBoxes[1].weakSpot";
        QTest::newRow("hull box") << "hullBoxes[2]"
                                  << "hullBoxes[2].powerMod";
        QTest::newRow("group arcs") << "weaponGroups[0].arcs"
                                    << "weaponGroups.arcs";
        QTest::newRow("group red") << "weaponGroups[0].red"
                                   << "weaponGroups[0].red";
        QTest::newRow("group") << "weaponGroups[0]"
                               << "weaponGroups[0].weapon";
    }

    // An issue's subject focuses the exact field or cell of the designer.
    void focusSubject()
    {
        QFETCH(QString, subject);
        QFETCH(QString, focus);
        app::TalonDesignEditor editor(*m_document);
        editor.setDesign(0);
        show(editor);
        QVERIFY(editor.focusSubject(subject));
        QCOMPARE(focusName(), focus);
        QVERIFY(!editor.focusSubject(QStringLiteral("powerCurve[9].ap")));
        QVERIFY(!editor.focusSubject(QStringLiteral("weaponGroups[3].red")));
        QVERIFY(!editor.focusSubject(QStringLiteral("nothing")));
    }

    // The ship editor: the counter combo lists the built-in counters of the fleet's faction (10
    // Terran, the rulebook's) and its custom design, not the other side's; the name and the
    // counter are one step each.
    void shipEditor()
    {
        app::TalonShipEditor editor(*m_document);
        editor.setShip(1); // Lexington, terran-dd
        show(editor);
        auto *design = field<QComboBox>(&editor, QStringLiteral("design"));
        // The Terran counters, the custom design, a separator and "New design…".
        QCOMPARE(design->count(), 10 + 1 + 2);
        QCOMPARE(design->itemText(design->count() - 1), QStringLiteral("New design…"));
        QCOMPARE(design->currentData().toString(), QStringLiteral("terran-dd"));
        choose(design, QStringLiteral("terran-dd-refit"));
        QCOMPARE(fleet().ships[1]->classId, QStringLiteral("terran-dd-refit"));
        typeInto(field<QLineEdit>(&editor, QStringLiteral("name")), QStringLiteral("Saratoga"));
        QCOMPARE(fleet().ships[1]->name, QStringLiteral("Saratoga"));
        QCOMPARE(stack()->count(), 2);
        QVERIFY(editor.focusSubject(QStringLiteral("design")));
        QCOMPARE(focusName(), QStringLiteral("design"));
        stack()->undo();
        stack()->undo();
        QCOMPARE(fleet().ships[1]->classId, QStringLiteral("terran-dd"));
        QCOMPARE(design->currentData().toString(), QStringLiteral("terran-dd"));
    }

    // Add Ship in the main window: a ship of the last ship's counter, named after it; New
    // Design: a custom counter whose id is no built-in's.
    void newShipAndDesign()
    {
        app::TalonUi ui;
        std::unique_ptr<model::ShipDesign> ship = ui.newShip(*m_document, QString());
        QCOMPARE(ship->classId, QStringLiteral("terran-dd-refit"));
        QCOMPARE(ship->name, QStringLiteral("Destroyer Refit 1"));
        std::unique_ptr<model::Design> design = ui.newDesign(*m_document);
        const TalonCounter &c = static_cast<const TalonDesign &>(*design).counter;
        QVERIFY(!app::talon::talonSystem(*m_document).rules().counter(c.id));
        QCOMPARE(fleet().findDesign(c.id), -1);
        QCOMPARE(c.faction, Faction::Terran);
    }
};

QTEST_MAIN(TestTalonEditor)
#include "tst_talon_editor.moc"
