// The Sunder the Stars card designer, ship and fleet editors, driven through their widgets as a
// player drives them, under the offscreen platform: one undo step per edit (typing merges), the
// track grid's columns following the size, the weapons' actions, focusSubject, the groups in the
// fleet tree with Add Ship into the selected group, and the designer's fit in a narrow pane.

#include "GuiSupport.h"

#include <commands/PushEdit.h>
#include <designer/CellGrid.h>
#include <dialogs/NewFleetDialog.h>
#include <systems/sunder/SunderDesignEditor.h>
#include <systems/sunder/SunderFleetEditor.h>
#include <systems/sunder/SunderShipEditor.h>
#include <systems/sunder/SunderUi.h>
#include <systems/sunder/SunderWeaponList.h>
#include <widgets/FleetPage.h>

#include <model/systems/sunder/SunderDesign.h>

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>
#include <QUndoStack>

using namespace fw;
using model::sunder::Facing;
using model::sunder::GroupKind;
using model::sunder::HullSize;
using model::sunder::SunderCard;
using model::sunder::SunderDesign;
using model::sunder::SunderFleetSettings;
using model::sunder::SunderGroup;
using model::sunder::SunderShip;
using model::sunder::Weapon;
using model::sunder::WeaponType;

namespace {

Weapon weapon(const char *name, WeaponType type, Facing arc, std::vector<int> av)
{
    Weapon w;
    w.name = QLatin1String(name);
    w.type = type;
    w.arc = arc;
    w.av = std::move(av);
    return w;
}

// The issue's medium cruiser, with made-up figures as the issue's file shape gives them.
SunderCard cruiser()
{
    SunderCard c;
    c.id = QStringLiteral("cm");
    c.name = QStringLiteral("Medium Cruiser");
    c.faction = QStringLiteral("Grand Terran Imperium");
    c.size = HullSize::Medium;
    c.points = 12;
    c.initiative = 1;
    c.mp = {5, 4};
    c.shield = {5, 4};
    c.pd = {2, 1};
    c.weapons = {weapon("Main Battery", WeaponType::Battery, Facing::Front, {6, 4}),
                 weapon("Drone Rack", WeaponType::Drone, Facing::Left, {3, 2}),
                 weapon("Fusion Lance", WeaponType::Fusion, Facing::Back, {2, 1})};
    c.bays.fighters = {2, 1};
    c.bays.bombers = {1, 0};
    c.hasBays = true;
    return c;
}

SunderShip ship(const char *name, const QString &design, const char *group, bool flagship)
{
    SunderShip s;
    s.name = QLatin1String(name);
    s.classId = design;
    s.group = QLatin1String(group);
    s.flagship = flagship;
    return s;
}

// Lance (a squadron) with two ships, one ship of its own and one naming a group the fleet lacks.
std::unique_ptr<model::Fleet> patrol()
{
    auto settings = std::make_unique<SunderFleetSettings>();
    settings->faction = QStringLiteral("Grand Terran Imperium");
    SunderGroup lance;
    lance.name = QStringLiteral("Lance");
    SunderGroup wing;
    wing.name = QStringLiteral("Hawks");
    wing.kind = GroupKind::Wing;
    settings->groups = {lance, wing};
    auto fleet = std::make_unique<model::Fleet>(QStringLiteral("sunder"), std::move(settings));
    fleet->name = QStringLiteral("Imperial Patrol");
    fleet->budget = 50;
    fleet->designs.push_back(std::make_unique<SunderDesign>(cruiser()));
    const QString cm = QStringLiteral("cm");
    for (const SunderShip &s :
         {ship("Valiant", cm, "Lance", true), ship("Steadfast", cm, "Lance", false),
          ship("Lone", cm, "", false), ship("Stray", cm, "Ghosts", false)})
        fleet->ships.push_back(std::make_unique<SunderShip>(s));
    return fleet;
}

// The patrol as a file, in the issue's file shape, for a main window to open.
const char *const PatrolFile = R"({
  "format": "fleetwright-fleet", "formatVersion": 1, "system": "sunder",
  "name": "Imperial Patrol", "budget": 50, "faction": "Grand Terran Imperium",
  "groups": [ { "name": "Lance", "kind": "squadron" }, { "name": "Hawks", "kind": "wing" } ],
  "designs": [ {
    "id": "cm", "name": "Medium Cruiser", "faction": "Grand Terran Imperium",
    "size": "medium", "points": 12, "initiative": 1,
    "mp": [5, 4], "shield": [5, 4], "pd": [2, 1],
    "weapons": [ { "name": "Main Battery", "type": "battery", "arc": "front", "av": [6, 4] } ],
    "bays": { "fighters": [2, 1], "bombers": [1, 0] } } ],
  "ships": [ { "name": "Valiant", "design": "cm", "group": "Lance", "flagship": true },
             { "name": "Steadfast", "design": "cm", "group": "Lance" },
             { "name": "Lone", "design": "cm" },
             { "name": "Stray", "design": "cm", "group": "Ghosts" } ] })";

// The fleet tree's top-level rows, each with the ships under it: "Lance: Valiant,
// Steadfast".
QStringList treeRows(const app::MainWindow &w)
{
    const QAbstractItemModel *model = w.fleetTree()->model();
    QStringList rows;
    for (int g = 0; g < model->rowCount(); ++g) {
        const QModelIndex top = model->index(g, 0);
        QStringList ships;
        for (int s = 0; s < model->rowCount(top); ++s)
            ships << model->index(s, 0, top).data().toString();
        rows << top.data().toString() + QStringLiteral(": ") + ships.join(QStringLiteral(", "));
    }
    return rows;
}

QString focusName()
{
    QWidget *focus = QApplication::focusWidget();
    return focus ? focus->objectName() : QString();
}

} // namespace

class TestSunderEditor : public QObject
{
    Q_OBJECT

    std::unique_ptr<test::App> m_app;
    std::unique_ptr<app::FleetDocument> m_document;
    std::unique_ptr<app::SunderDesignEditor> m_editor;

    const SunderCard &card() const { return model::sunder::sunderCard(m_document->fleet(), 0); }
    QUndoStack *stack() const { return m_document->undoStack(); }
    QTableWidget *grid() const { return m_editor->trackGrid()->table(); }
    app::sunder::SunderWeaponList *weapons() const { return m_editor->weaponList(); }

    template<typename T>
    T *field(const QString &name) const
    {
        T *found = m_editor->findChild<T *>(name);
        if (!found)
            QTest::qFail(qPrintable(name), __FILE__, __LINE__);
        return found;
    }

    void typeInto(QWidget *widget, const QString &text)
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

    // The patrol's cruiser in a shown, active designer for every test.
    void init()
    {
        m_editor.reset();
        m_document = std::make_unique<app::FleetDocument>(m_app->registries->systems,
                                                          m_app->registries->validators, patrol());
        m_editor = std::make_unique<app::SunderDesignEditor>(*m_document);
        m_editor->resize(600, 900);
        m_editor->setDesign(0);
        m_editor->show();
        m_editor->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_editor.get()));
        test::settle();
    }

    void cleanup()
    {
        m_editor.reset();
        m_document.reset();
    }

    // Typing a header field is one undo step per field; undo brings the old value back into it.
    void typingIsOneStep_data()
    {
        QTest::addColumn<QString>("widget");
        QTest::addColumn<QString>("typed");
        QTest::newRow("name") << "design.name"
                              << "Heavy Cruiser";
        QTest::newRow("points") << "design.points"
                                << "14";
        QTest::newRow("track cell") << "weapons[1].av[1]"
                                    << "12";
        QTest::newRow("bays") << "bays.bombers[0]"
                              << "3";
    }

    void typingIsOneStep()
    {
        QFETCH(QString, widget);
        QFETCH(QString, typed);
        const SunderCard before = card();
        QWidget *w = field<QWidget>(widget);
        typeInto(w, typed);
        QCOMPARE(stack()->count(), 1);
        QVERIFY(!(card() == before));
        stack()->undo();
        QVERIFY(card() == before);
        const QString shown = qobject_cast<QSpinBox *>(w)
                                  ? QString::number(qobject_cast<QSpinBox *>(w)->value())
                                  : qobject_cast<QLineEdit *>(w)->text();
        QVERIFY(shown != typed);
    }

    // A new id is one step that carries the card's ships along; an empty id is refused.
    void idChangeCarriesTheShips()
    {
        auto *id = field<QLineEdit>(QStringLiteral("design.id"));
        typeInto(id, QStringLiteral("cx"));
        QCOMPARE(stack()->count(), 0); // the id changes when the field is left
        Q_EMIT id->editingFinished();
        QCOMPARE(card().id, QStringLiteral("cx"));
        QCOMPARE(stack()->count(), 1);
        for (const auto &s : m_document->fleet().ships)
            QCOMPARE(s->classId, QStringLiteral("cx"));
        typeInto(id, QString());
        id->clear();
        Q_EMIT id->editingFinished();
        QCOMPARE(card().id, QStringLiteral("cx"));
        QCOMPARE(id->text(), QStringLiteral("cx"));
        QCOMPARE(stack()->count(), 1);
        stack()->undo();
        QCOMPARE(card().id, QStringLiteral("cm"));
        QCOMPARE(m_document->fleet().ships[3]->classId, QStringLiteral("cm"));
    }

    // Typed cells land on their track: the drone's AV on track 2, then the battery's MP.
    void gridCellsEditTheirTrack()
    {
        typeInto(field<QSpinBox>(QStringLiteral("weapons[1].av[1]")), QStringLiteral("7"));
        QCOMPARE(card().weapons[1].av, (std::vector<int>{3, 7}));
        typeInto(field<QSpinBox>(QStringLiteral("mp[0]")), QStringLiteral("6"));
        QCOMPARE(card().mp, (std::vector<int>{6, 4}));
        QCOMPARE(stack()->count(), 2);
        // The rows are MP, Shield, PD, an AV row per weapon, fighter and bomber bays.
        QCOMPARE(grid()->rowCount(), 3 + 3 + 2);
        QCOMPARE(grid()->verticalHeaderItem(4)->text(), QStringLiteral("AV: Drone Rack"));
    }

    // The keyboard reaches every cell: Tab goes from the header into the grid, along each row
    // track by track, and from the last cell to the first weapon's fields.
    void tabReachesEveryCell()
    {
        field<QCheckBox>(QStringLiteral("design.example"))->setFocus(Qt::TabFocusReason);
        const auto tab = [] {
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
            return focusName();
        };
        QCOMPARE(tab(), QStringLiteral("mp[0]"));
        QCOMPARE(tab(), QStringLiteral("mp[1]"));
        QCOMPARE(tab(), QStringLiteral("shield[0]"));
        QVERIFY(m_editor->focusSubject(QStringLiteral("bays.bombers[1]")));
        QCOMPARE(tab(), QStringLiteral("weapons[0].name"));
        QCOMPARE(tab(), QStringLiteral("weapons[0].type"));
    }

    void mnemonics_data()
    {
        QTest::addColumn<int>("key");
        QTest::addColumn<QString>("focus");
        QTest::newRow("Alt+I id") << int(Qt::Key_I) << "design.id";
        QTest::newRow("Alt+M name") << int(Qt::Key_M) << "design.name";
        QTest::newRow("Alt+N initiative") << int(Qt::Key_N) << "design.initiative";
        QTest::newRow("Alt+K grid") << int(Qt::Key_K) << "mp[0]";
        // The first weapon's name (with no weapon, the Add Weapon button).
        QTest::newRow("Alt+W weapons") << int(Qt::Key_W) << "weapons[0].name";
        QTest::newRow("Alt+S notes") << int(Qt::Key_S) << "design.notes";
    }

    // Each part of the designer has a mnemonic, none of them one the main window's menus or page
    // tabs use (F, E, V, T, H, D).
    void mnemonics()
    {
        QFETCH(int, key);
        QFETCH(QString, focus);
        field<QWidget>(QStringLiteral("design.points"))->setFocus();
        QTest::keyClick(m_editor.get(), Qt::Key(key), Qt::AltModifier);
        QCOMPARE(focusName(), focus);
    }

    // Growing copies the last track into the new ones, shrinking drops the last tracks, in the
    // same undo step as the size; undo gives back the columns and the card.
    void sizeChangesTrackColumns_data()
    {
        QTest::addColumn<int>("size");
        QTest::addColumn<int>("columns");
        QTest::addColumn<std::vector<int>>("mp");
        QTest::addColumn<std::vector<int>>("batteryAv");
        QTest::addColumn<std::vector<int>>("fighterBays");
        QTest::newRow("large") << int(HullSize::Large) << 3 << std::vector<int>{5, 4, 4}
                               << std::vector<int>{6, 4, 4} << std::vector<int>{2, 1, 1};
        QTest::newRow("small") << int(HullSize::Small) << 1 << std::vector<int>{5}
                               << std::vector<int>{6} << std::vector<int>{2};
    }

    void sizeChangesTrackColumns()
    {
        QFETCH(int, size);
        QFETCH(int, columns);
        QFETCH(std::vector<int>, mp);
        QFETCH(std::vector<int>, batteryAv);
        QFETCH(std::vector<int>, fighterBays);
        const SunderCard before = card();
        auto *combo = field<QComboBox>(QStringLiteral("design.size"));
        combo->setFocus();
        const int item = combo->findData(size);
        combo->setCurrentIndex(item);
        Q_EMIT combo->activated(item);
        QCOMPARE(stack()->count(), 1);
        QCOMPARE(int(card().size), size);
        QCOMPARE(grid()->columnCount(), columns);
        QCOMPARE(card().mp, mp);
        QCOMPARE(card().weapons[0].av, batteryAv);
        QCOMPARE(card().bays.fighters, fighterBays);
        QCOMPARE(int(card().shield.size()), columns);
        QCOMPARE(int(card().weapons[2].av.size()), columns);
        QCOMPARE(grid()->horizontalHeaderItem(columns - 1)->text(),
                 QStringLiteral("Track %1").arg(columns));
        QCOMPARE(field<QSpinBox>(QStringLiteral("mp[%1]").arg(columns - 1))->value(),
                 mp[std::size_t(columns - 1)]);
        stack()->undo();
        QVERIFY(card() == before);
        QCOMPARE(grid()->columnCount(), 2);
        QCOMPARE(combo->currentData().toInt(), int(HullSize::Medium));
    }

    void weaponActions_data()
    {
        QTest::addColumn<QString>("button");
        QTest::addColumn<int>("selected");
        QTest::addColumn<QStringList>("after");
        QTest::addColumn<int>("current");
        const QString battery = QStringLiteral("Main Battery");
        const QString drone = QStringLiteral("Drone Rack");
        const QString fusion = QStringLiteral("Fusion Lance");
        QTest::newRow("remove") << "weapons.remove" << 1 << QStringList{battery, fusion} << 1;
        QTest::newRow("up") << "weapons.up" << 2 << QStringList{battery, fusion, drone} << 1;
        QTest::newRow("down") << "weapons.down" << 0 << QStringList{drone, battery, fusion} << 1;
        QTest::newRow("duplicate")
            << "weapons.duplicate" << 1 << QStringList{battery, drone, drone, fusion} << 2;
        QTest::newRow("add") << "weapons.add" << 0
                             << QStringList{battery,
                                            model::sunder::weaponTypeName(WeaponType::Battery),
                                            drone, fusion}
                             << 1;
    }

    // Each button is one undo step, selects what it made or moved, keeps the AV rows in step
    // with the weapons, and undo gives the card back.
    void weaponActions()
    {
        QFETCH(QString, button);
        QFETCH(int, selected);
        QFETCH(QStringList, after);
        QFETCH(int, current);
        const SunderCard before = card();
        weapons()->select(selected);
        QTest::mouseClick(field<QPushButton>(button), Qt::LeftButton);
        QStringList names;
        for (const Weapon &w : card().weapons)
            names << w.name;
        QCOMPARE(names, after);
        QCOMPARE(stack()->count(), 1);
        QCOMPARE(weapons()->currentWeapon(), current);
        QCOMPARE(grid()->rowCount(), 3 + int(after.size()) + 2);
        QCOMPARE(grid()->verticalHeaderItem(3 + current)->text(),
                 QStringLiteral("AV: %1").arg(after[current]));
        for (const Weapon &w : card().weapons)
            QCOMPARE(int(w.av.size()), 2);
        stack()->undo();
        QVERIFY(card() == before);
        QCOMPARE(grid()->rowCount(), 3 + 3 + 2);
    }

    // A type change is one step and shows the type's arc width (digest §4.3: a battery 180°, the
    // others 90°); an arc change is another.
    void typeAndArc()
    {
        auto *type = field<QComboBox>(QStringLiteral("weapons[1].type"));
        auto *width = field<QLabel>(QStringLiteral("weapons[1].degrees"));
        QCOMPARE(width->text(), QStringLiteral("90°"));
        const int battery = type->findData(int(WeaponType::Battery));
        type->setCurrentIndex(battery);
        Q_EMIT type->activated(battery);
        QCOMPARE(card().weapons[1].type, WeaponType::Battery);
        QCOMPARE(width->text(), QStringLiteral("180°"));
        auto *arc = field<QComboBox>(QStringLiteral("weapons[1].arc"));
        const int right = arc->findData(int(Facing::Right));
        arc->setCurrentIndex(right);
        Q_EMIT arc->activated(right);
        QCOMPARE(card().weapons[1].arc, Facing::Right);
        QCOMPARE(stack()->count(), 2);
        stack()->undo();
        stack()->undo();
        QCOMPARE(width->text(), QStringLiteral("90°"));
        QCOMPARE(type->currentData().toInt(), int(WeaponType::Drone));
    }

    void focusSubject_data()
    {
        QTest::addColumn<QString>("subject");
        QTest::addColumn<QString>("focus");
        QTest::addColumn<int>("weapon");
        QTest::newRow("mp") << "mp"
                            << "mp[0]" << -1;
        QTest::newRow("shield track 2") << "shield[1]"
                                        << "shield[1]" << -1;
        QTest::newRow("av") << "weapons[1].av"
                            << "weapons[1].av[0]" << -1;
        QTest::newRow("av track 2") << "weapons[2].av[1]"
                                    << "weapons[2].av[1]" << -1;
        QTest::newRow("bays") << "bays.bombers[1]"
                              << "bays.bombers[1]" << -1;
        QTest::newRow("weapon") << "weapons[2]"
                                << "weapons[2].name" << 2;
        QTest::newRow("arc") << "weapons[1].arc"
                             << "weapons[1].arc" << 1;
        QTest::newRow("type") << "weapons[2].type"
                              << "weapons[2].type" << 2;
        QTest::newRow("points") << "points"
                                << "design.points" << -1;
        QTest::newRow("size") << "size"
                              << "design.size" << -1;
        QTest::newRow("initiative") << "initiative"
                                    << "design.initiative" << -1;
    }

    // An issue's subject focuses the exact field or grid cell, and selects its weapon.
    void focusSubject()
    {
        QFETCH(QString, subject);
        QFETCH(QString, focus);
        QFETCH(int, weapon);
        weapons()->select(0);
        QVERIFY(m_editor->focusSubject(subject));
        QCOMPARE(focusName(), focus);
        if (weapon >= 0)
            QCOMPARE(weapons()->currentWeapon(), weapon);
    }

    void focusSubjectRefusesWhatIsNotThere_data()
    {
        QTest::addColumn<QString>("subject");
        QTest::newRow("no such weapon") << "weapons[7].av";
        QTest::newRow("no such track") << "mp[2]";
        QTest::newRow("no such field") << "hull";
    }

    void focusSubjectRefusesWhatIsNotThere()
    {
        QFETCH(QString, subject);
        QVERIFY(!m_editor->focusSubject(subject));
    }

    // Narrower than the editor pane of the main window at 1280×800 with the preview open, a
    // large card with four weapons fits without scrolling sideways.
    void fitsNarrowPane()
    {
        constexpr int NarrowPane = 480;
        m_editor->focusSubject(QStringLiteral("weapons[0]"));
        QTest::mouseClick(field<QPushButton>(QStringLiteral("weapons.duplicate")), Qt::LeftButton);
        auto *combo = field<QComboBox>(QStringLiteral("design.size"));
        const int large = combo->findData(int(HullSize::Large));
        combo->setCurrentIndex(large);
        Q_EMIT combo->activated(large);
        m_editor->resize(NarrowPane, 900);
        test::settle();
        QVERIFY2(m_editor->minimumSizeHint().width() <= NarrowPane,
                 qPrintable(QString::number(m_editor->minimumSizeHint().width())));
        for (QWidget *w : {static_cast<QWidget *>(grid()), static_cast<QWidget *>(weapons())}) {
            const QRect r(w->mapTo(m_editor.get(), QPoint()), w->size());
            QVERIFY2(r.right() < NarrowPane, qPrintable(QString::number(r.right())));
        }
        // Nothing is cut off at the right: the columns fit inside the tables.
        for (QTableWidget *table : {grid(), weapons()->table()}) {
            int width = 0;
            for (int c = 0; c < table->columnCount(); ++c)
                width += table->columnWidth(c);
            QVERIFY2(width <= table->viewport()->width(),
                     qPrintable(QStringLiteral("%1: %2 > %3")
                                    .arg(table->objectName())
                                    .arg(width)
                                    .arg(table->viewport()->width())));
        }
        // Every cell shows its whole value: the columns are at least a spin box wide.
        for (int t = 0; t < 3; ++t)
            QVERIFY(grid()->columnWidth(t) >= 40);
        // The grid is as high as its rows: nothing hides below a scroll bar.
        QVERIFY(grid()->viewport()->height()
                >= grid()->rowCount() * grid()->verticalHeader()->defaultSectionSize());
    }

    // A new design is a medium card of 2 tracks with a unique id; every list has 2 values and
    // later tracks are never stronger (digest §4.6: cards only degrade).
    void newDesign()
    {
        app::SunderUi ui;
        m_document->fleet(); // the patrol holds "cm"
        std::unique_ptr<model::Design> design = ui.newDesign(*m_document);
        QVERIFY(design);
        const SunderCard &c = static_cast<const SunderDesign &>(*design).card;
        QVERIFY(!c.id.isEmpty() && c.id != QStringLiteral("cm"));
        QCOMPARE(c.size, HullSize::Medium);
        for (const std::vector<int> *list : {&c.mp, &c.shield, &c.pd, &c.weapons.at(0).av}) {
            QCOMPARE(int(list->size()), 2);
            QVERIFY((*list)[1] <= (*list)[0]);
        }
        QVERIFY(c.weapons[0].av[1] >= 1);
        QCOMPARE(c.faction, QStringLiteral("Grand Terran Imperium"));
    }
    // File > New for Sunder: the budget starts at the digest's DEFAULT preset of 50 points
    // (§4.8), and the faction typed is the fleet's.
    void newFleetFields()
    {
        app::NewFleetDialog dialog(m_app->registries->systems, m_app->uis, QString());
        auto *system = dialog.findChild<QComboBox *>(QStringLiteral("system"));
        QVERIFY(system);
        system->setCurrentIndex(system->findData(QStringLiteral("sunder")));
        auto *faction = dialog.findChild<QLineEdit *>(QStringLiteral("sunder.faction"));
        QVERIFY(faction);
        faction->setText(QStringLiteral(" Union of Queens "));
        std::unique_ptr<model::Fleet> fleet = dialog.createFleet();
        QVERIFY(fleet);
        QCOMPARE(fleet->systemId, QStringLiteral("sunder"));
        QCOMPARE(fleet->budget, std::optional<int>(50));
        QCOMPARE(fleet->settingsAs<SunderFleetSettings>().faction,
                 QStringLiteral("Union of Queens"));
    }

    // Squadrons, flights and wings are the tree's groups as A Billion Suns' battlegroups are;
    // ships of no group and ships naming a missing group gather below them. Add Ship with a group
    // selected puts the ship in it; the group of a missing name takes none.
    void groupsInTheTree()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("patrol.fleet.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(PatrolFile);
        file.close();
        auto w = m_app->window(path);
        QCOMPARE(treeRows(*w),
                 (QStringList{QStringLiteral("Lance: Valiant, Steadfast"),
                              QStringLiteral("Hawks: "), QStringLiteral("No group: Lone"),
                              QStringLiteral("Unknown group: Ghosts: Stray")}));
        const auto addShipIn = [&](int group) {
            QTreeView *tree = w->fleetTree();
            tree->setCurrentIndex(tree->model()->index(group, 0));
            w->action(QStringLiteral("addShip"))->trigger();
            test::settle();
            return w->document()->fleet().shipAs<SunderShip>(std::size_t(w->currentShip()));
        };
        const SunderShip inHawks = addShipIn(1);
        QCOMPARE(inHawks.group, QStringLiteral("Hawks"));
        QCOMPARE(inHawks.classId, QStringLiteral("cm"));
        // The next free number among ships named after the card (none yet).
        QCOMPARE(inHawks.name, QStringLiteral("Medium Cruiser 1"));
        QCOMPARE(treeRows(*w).at(1), QStringLiteral("Hawks: Medium Cruiser 1"));
        const SunderShip inLance = addShipIn(0);
        QCOMPARE(inLance.group, QStringLiteral("Lance"));
        // The group of a missing name takes no ship: the new one is a unit of its own.
        const SunderShip stray = addShipIn(3);
        QVERIFY(stray.group.isEmpty());
        QCOMPARE(w->document()->undoStack()->count(), 3);
    }

    // The ship editor: every field one undo step; the bays note holds the flights against the
    // card's track-1 bays (digest §4.8).
    void shipEditor()
    {
        app::SunderShipEditor editor(*m_document);
        editor.setShip(1); // Steadfast
        editor.show();
        editor.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&editor));
        test::settle();
        auto *group = editor.findChild<QComboBox *>(QStringLiteral("group"));
        QVERIFY(group);
        const int none = group->findData(QString());
        group->setCurrentIndex(none);
        Q_EMIT group->activated(none);
        QVERIFY(m_document->fleet().shipAs<SunderShip>(1).group.isEmpty());
        auto *flagship = editor.findChild<QCheckBox *>(QStringLiteral("flagship"));
        flagship->setFocus();
        QTest::keyClick(flagship, Qt::Key_Space);
        QVERIFY(m_document->fleet().shipAs<SunderShip>(1).flagship);
        auto *fighters = editor.findChild<QSpinBox *>(QStringLiteral("fighters"));
        typeInto(fighters, QStringLiteral("3"));
        test::settle();
        QCOMPARE(m_document->fleet().shipAs<SunderShip>(1).fighters, 3);
        QCOMPARE(stack()->count(), 3);
        auto *bays = editor.findChild<QLabel *>(QStringLiteral("bays"));
        QVERIFY2(bays->text().contains(QStringLiteral("2 fighter, 1 bomber")),
                 qPrintable(bays->text()));
        QVERIFY(!bays->styleSheet().isEmpty()); // 3 flights in 2 bays
        QVERIFY(editor.focusSubject(QStringLiteral("bombers")));
        QCOMPARE(focusName(), QStringLiteral("bombers"));
        for (int i = 0; i < 3; ++i)
            stack()->undo();
        QCOMPARE(m_document->fleet().shipAs<SunderShip>(1),
                 ship("Steadfast", QStringLiteral("cm"), "Lance", false));
        QCOMPARE(group->currentData().toString(), QStringLiteral("Lance"));
    }

    // The fleet editor's groups: a rename carries the group's ships along and a removal makes
    // them units of their own, each in one undo step.
    void fleetEditorGroups()
    {
        app::SunderFleetEditor editor(*m_document);
        editor.show();
        editor.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&editor));
        test::settle();
        QAbstractItemModelTester tester(editor.groupView()->model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        const auto groupOf = [this](int s) {
            return m_document->fleet().shipAs<SunderShip>(std::size_t(s)).group;
        };
        const auto settings = [this]() -> const SunderFleetSettings & {
            return m_document->fleet().settingsAs<SunderFleetSettings>();
        };
        QCOMPARE(editor.groupView()->model()->index(0, 2).data().toInt(), 2);
        QVERIFY(editor.renameGroup(0, QStringLiteral("Spear")));
        QCOMPARE(stack()->count(), 1);
        QCOMPARE(settings().groups[0].name, QStringLiteral("Spear"));
        QCOMPARE(groupOf(0), QStringLiteral("Spear"));
        QCOMPARE(groupOf(1), QStringLiteral("Spear"));
        QVERIFY(!editor.renameGroup(0, QStringLiteral("Hawks"))); // taken
        QCOMPARE(stack()->count(), 1);
        editor.selectGroup(0);
        QTest::mouseClick(editor.findChild<QPushButton *>(QStringLiteral("removeGroup")),
                          Qt::LeftButton);
        QCOMPARE(stack()->count(), 2);
        QCOMPARE(int(settings().groups.size()), 1);
        QVERIFY(groupOf(0).isEmpty() && groupOf(1).isEmpty());
        QCOMPARE(groupOf(3), QStringLiteral("Ghosts")); // not the removed group's
        stack()->undo();
        stack()->undo();
        QVERIFY(m_document->fleet().settings->equals(*patrol()->settings));
        QCOMPARE(groupOf(0), QStringLiteral("Lance"));
        QVERIFY(editor.focusSubject(QStringLiteral("groups[1].kind")));
        QCOMPARE(focusName(), QStringLiteral("groupKind"));
        QCOMPARE(editor.currentGroup(), 1);
    }
};

QTEST_MAIN(TestSunderEditor)
#include "tst_sunder_editor.moc"
