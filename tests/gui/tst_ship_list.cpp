// The ship list beside the editors, in every game: duplicating ships and designs, names that
// follow the class, new fleets, dragging ships, the filter box and the columns' widths.

#include "GuiSupport.h"

#include <Translations.h>

#include <dialogs/NewFleetDialog.h>
#include <models/FleetTreeModel.h>
#include <widgets/FleetTreeView.h>

#include <model/systems/GameSystem.h>
#include <model/systems/billionsuns/BillionSunsRoster.h>
#include <model/systems/easystar/EasyStarShip.h>
#include <model/systems/sunder/SunderDesign.h>

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QHeaderView>
#include <QLineEdit>
#include <QMimeData>
#include <QScopeGuard>
#include <QTest>
#include <QTranslator>
#include <QUndoStack>

using namespace fw;

namespace {

const model::ShipDesign &shipAt(const app::MainWindow &w, int i)
{
    return *w.document()->fleet().ships.at(std::size_t(i));
}

QStringList shipNames(const app::MainWindow &w)
{
    QStringList names;
    for (const auto &ship : w.document()->fleet().ships)
        names << ship->name;
    return names;
}

// Whether ship `i` is its fleet's flagship, in the games that have one.
bool isFlagship(const app::MainWindow &w, int i)
{
    const model::ShipDesign &ship = shipAt(w, i);
    if (const auto *e = dynamic_cast<const model::easystar::EasyStarShip *>(&ship))
        return e->flagship || e->advantage;
    if (const auto *s = dynamic_cast<const model::sunder::SunderShip *>(&ship))
        return s->flagship;
    return false;
}

int flagships(const app::MainWindow &w)
{
    int count = 0;
    for (int i = 0; i < int(w.document()->fleet().ships.size()); ++i)
        count += isFlagship(w, i) ? 1 : 0;
    return count;
}

app::FleetTreeView *treeOf(const app::MainWindow &w)
{
    return qobject_cast<app::FleetTreeView *>(w.fleetTree());
}

} // namespace

class TestShipList : public QObject
{
    Q_OBJECT

    std::unique_ptr<test::App> m_app;

private Q_SLOTS:
    void initTestCase()
    {
        test::initGuiTest();
        m_app = std::make_unique<test::App>();
        QVERIFY(m_app->registries);
    }

    // A copy is never the flagship, and takes the next free name of its kind; twice.
    void duplicatingAShip_data()
    {
        QTest::addColumn<QString>("fleet");
        QTest::addColumn<int>("ship");
        QTest::addColumn<QString>("first");
        QTest::addColumn<QString>("second");
        QTest::newRow("EasyStar flagship with its advantage") << "blue-500" << 0 << "Indomitable 2"
                                                              << "Indomitable 3";
        QTest::newRow("EasyStar, a name without a number") << "yellow-250" << 2 << "Harpoon 2"
                                                           << "Harpoon 3";
        QTest::newRow("A Billion Suns, numbered") << "helix-consolidated" << 4 << "Picket 4"
                                                  << "Picket 5";
        QTest::newRow("SCS") << "narn-patrol" << 0 << "G'Tal 2"
                             << "G'Tal 3";
        QTest::newRow("Sunder the Stars flagship") << "imperial-patrol" << 0 << "Valiant 2"
                                                   << "Valiant 3";
        QTest::newRow("Talon") << "talon-strike-group" << 0 << "Ravager 2"
                               << "Ravager 3";
    }
    void duplicatingAShip()
    {
        QFETCH(QString, fleet);
        QFETCH(int, ship);
        QFETCH(QString, first);
        QFETCH(QString, second);
        auto w = m_app->window(fleet);
        const int flagshipsBefore = flagships(*w);
        const QString name = shipAt(*w, ship).name;
        for (const QString &expected : {first, second}) {
            w->selectShip(ship);
            w->action(QStringLiteral("duplicateShip"))->trigger();
            test::settle();
            QCOMPARE(shipAt(*w, ship + 1).name, expected);
            QCOMPARE(shipAt(*w, ship).name, name);
            QVERIFY(!isFlagship(*w, ship + 1));
            QCOMPARE(flagships(*w), flagshipsBefore);
            QCOMPARE(shipAt(*w, ship + 1).classId, shipAt(*w, ship).classId);
        }
        QCOMPARE(w->document()->undoStack()->count(), 2);
        // The copies of the flagship break no rule the original keeps.
        for (const validators::Issue &issue : w->document()->issues())
            QVERIFY2(!issue.code.contains(QLatin1String("flagship")), qPrintable(issue.message));
    }

    // A design's copy: the next free name and a free id.
    void duplicatingADesign()
    {
        auto w = m_app->window(QStringLiteral("imperial-patrol"));
        w->selectDesign(1); // dd, Falchion Destroyer
        w->action(QStringLiteral("duplicateDesign"))->trigger();
        w->selectDesign(1);
        w->action(QStringLiteral("duplicateDesign"))->trigger();
        test::settle();
        const auto &designs = w->document()->fleet().designs;
        QCOMPARE(designs.size(), std::size_t(5));
        QCOMPARE(designs[2]->name(), QStringLiteral("Falchion Destroyer 3"));
        QCOMPARE(designs[3]->name(), QStringLiteral("Falchion Destroyer 2"));
        QCOMPARE(designs[2]->id(), QStringLiteral("dd-3"));
        QCOMPARE(designs[3]->id(), QStringLiteral("dd-2"));
    }

    // New ships are named after their class; a ship still so named follows a new class, in the
    // same undo step, whose text says so. A ship the player named keeps its name.
    void nameFollowsTheClass()
    {
        auto w = m_app->window(QStringLiteral("yellow-250"));
        w->selectShip(3);
        w->action(QStringLiteral("addShip"))->trigger();
        test::settle();
        QCOMPARE(shipAt(*w, 4).name, QStringLiteral("Destroyer 1"));
        auto *classes = w->shipEditor()->findChild<QComboBox *>(QStringLiteral("shipClass"));
        QVERIFY(classes);
        classes->setCurrentIndex(classes->findData(QStringLiteral("cruiser")));
        test::settle();
        QCOMPARE(shipAt(*w, 4).classId, QStringLiteral("cruiser"));
        QCOMPARE(shipAt(*w, 4).name, QStringLiteral("Cruiser 1"));
        auto *stack = w->document()->undoStack();
        QCOMPARE(stack->count(), 2);
        QVERIFY2(stack->text(1).contains(QStringLiteral("Cruiser 1")), qPrintable(stack->text(1)));
        stack->undo();
        test::settle();
        QCOMPARE(shipAt(*w, 4).name, QStringLiteral("Destroyer 1"));
        QCOMPARE(shipAt(*w, 4).classId, QStringLiteral("destroyer"));

        // Harpoon, a destroyer the player named, stays Harpoon.
        w->selectShip(2);
        classes->setCurrentIndex(classes->findData(QStringLiteral("scout")));
        test::settle();
        QCOMPARE(shipAt(*w, 2).classId, QStringLiteral("scout"));
        QCOMPARE(shipAt(*w, 2).name, QStringLiteral("Harpoon"));
    }

    // The same in a game whose ships name the fleet's designs.
    void nameFollowsTheDesign()
    {
        auto w = m_app->window(QStringLiteral("imperial-patrol"));
        w->selectShip(4);
        w->action(QStringLiteral("addShip"))->trigger();
        test::settle();
        const int added = w->currentShip();
        const QString name = shipAt(*w, added).name;
        QVERIFY2(name.startsWith(QStringLiteral("Gladius Frigate ")), qPrintable(name));
        auto *designs = w->shipEditor()->findChild<QComboBox *>(QStringLiteral("design"));
        QVERIFY(designs);
        Q_EMIT designs->activated(designs->findData(QStringLiteral("cm")));
        test::settle();
        QCOMPARE(shipAt(*w, added).classId, QStringLiteral("cm"));
        QCOMPARE(shipAt(*w, added).name, QStringLiteral("Claymore Medium Cruiser 1"));
    }

    // A new fleet of every game starts legal, with at most one hint.
    void newFleetStartsLegal_data()
    {
        QTest::addColumn<QString>("system");
        for (const auto &system : m_app->registries->systems.systems())
            QTest::newRow(qPrintable(system->id())) << system->id();
    }
    void newFleetStartsLegal()
    {
        QFETCH(QString, system);
        app::NewFleetDialog dialog(m_app->registries->systems, m_app->uis, system);
        std::unique_ptr<model::Fleet> fleet = dialog.createFleet();
        QVERIFY(fleet);
        QCOMPARE(fleet->systemId, system);
        app::FleetDocument document(m_app->registries->systems, m_app->registries->validators,
                                    std::move(fleet));
        const validators::Issues &issues = document.issues();
        QStringList texts;
        for (const validators::Issue &issue : issues)
            texts << issue.code + QLatin1String(": ") + issue.message;
        QVERIFY2(document.errorCount() == 0, qPrintable(texts.join(QLatin1Char('\n'))));
        QVERIFY2(issues.size() <= 1, qPrintable(texts.join(QLatin1Char('\n'))));
    }

    // Dragging a ship in a flat list: one undo step per move, through the drop.
    void draggingInAList()
    {
        auto w = m_app->window(QStringLiteral("blue-500"));
        auto *model = qobject_cast<app::FleetTreeModel *>(w->fleetTree()->model());
        QVERIFY(model);
        QAbstractItemModelTester tester(model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        const QStringList before = shipNames(*w);
        // Indomitable dropped between Wasp and Gnat.
        std::unique_ptr<QMimeData> data(model->mimeData({model->indexOfShip(0)}));
        QVERIFY(data);
        QVERIFY(model->canDropMimeData(data.get(), Qt::MoveAction, 4, 0, {}));
        QVERIFY(model->dropMimeData(data.get(), Qt::MoveAction, 4, 0, {}));
        test::settle();
        QCOMPARE(shipNames(*w), QStringList({QStringLiteral("Resolute"), QStringLiteral("Hornet"),
                                             QStringLiteral("Wasp"), QStringLiteral("Indomitable"),
                                             QStringLiteral("Gnat")}));
        QCOMPARE(w->currentShip(), 3);
        // Gnat dropped at the top.
        data.reset(model->mimeData({model->indexOfShip(4)}));
        QVERIFY(model->dropMimeData(data.get(), Qt::MoveAction, 0, 0, {}));
        test::settle();
        QCOMPARE(shipNames(*w).first(), QStringLiteral("Gnat"));
        auto *stack = w->document()->undoStack();
        QCOMPARE(stack->count(), 2);
        // Dropped where it is: nothing to undo.
        data.reset(model->mimeData({model->indexOfShip(0)}));
        QVERIFY(!model->dropMimeData(data.get(), Qt::MoveAction, 1, 0, {}));
        QCOMPARE(stack->count(), 2);
        stack->undo();
        stack->undo();
        test::settle();
        QCOMPARE(shipNames(*w), before);
    }

    // Dragging a ship into another battlegroup changes its battlegroup, in one undo step.
    void draggingBetweenGroups()
    {
        auto w = m_app->window(QStringLiteral("helix-consolidated"));
        auto *model = qobject_cast<app::FleetTreeModel *>(w->fleetTree()->model());
        QAbstractItemModelTester tester(model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        using model::billionsuns::BillionSunsShip;
        const auto group = [&](int i) {
            return static_cast<const BillionSunsShip &>(shipAt(*w, i)).battlegroup;
        };
        QCOMPARE(shipAt(*w, 2).name, QStringLiteral("Picket 1"));
        QCOMPARE(group(2), QStringLiteral("Picket"));
        const QModelIndex spearhead = model->indexOfShip(0).parent();
        QCOMPARE(spearhead.data().toString(), QStringLiteral("Spearhead"));
        std::unique_ptr<QMimeData> data(model->mimeData({model->indexOfShip(2)}));
        // At the end of Spearhead (Helix Frigate 1 and 2): after Helix Frigate 2.
        QVERIFY(model->dropMimeData(data.get(), Qt::MoveAction, -1, 0, spearhead));
        test::settle();
        QCOMPARE(shipAt(*w, 2).name, QStringLiteral("Picket 1"));
        QCOMPARE(group(2), QStringLiteral("Spearhead"));
        auto *stack = w->document()->undoStack();
        QCOMPARE(stack->count(), 1);
        QVERIFY2(stack->text(0).contains(QStringLiteral("Spearhead")), qPrintable(stack->text(0)));
        // Before Helix Frigate 1, in its group.
        data.reset(model->mimeData({model->indexOfShip(2)}));
        QVERIFY(
            model->dropMimeData(data.get(), Qt::MoveAction, 0, 0, model->indexOfShip(0).parent()));
        test::settle();
        QCOMPARE(shipAt(*w, 0).name, QStringLiteral("Picket 1"));
        QCOMPARE(group(0), QStringLiteral("Spearhead"));
        QCOMPARE(stack->count(), 2);
        // Between the groups: not a place for a ship.
        data.reset(model->mimeData({model->indexOfShip(0)}));
        QVERIFY(!model->canDropMimeData(data.get(), Qt::MoveAction, 1, 0, {}));
        stack->undo();
        stack->undo();
        test::settle();
        QCOMPARE(shipAt(*w, 2).name, QStringLiteral("Picket 1"));
        QCOMPARE(group(2), QStringLiteral("Picket"));
    }

    // SCS groups ships by their design: dragging one to another design's group is refused.
    void designGroupsAreNotDropTargets()
    {
        auto w = m_app->window(QStringLiteral("narn-patrol"));
        auto *model = qobject_cast<app::FleetTreeModel *>(w->fleetTree()->model());
        std::unique_ptr<QMimeData> data(model->mimeData({model->indexOfShip(0)}));
        QVERIFY(!model->dropMimeData(data.get(), Qt::MoveAction, -1, 0,
                                     model->indexOfShip(1).parent()));
        QCOMPARE(w->document()->undoStack()->count(), 0);
    }

    // The filter box shows the ships whose name or class holds its text, case-insensitive;
    // Esc shows them all again.
    void filteringTheShips_data()
    {
        QTest::addColumn<QString>("fleet");
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("shown");
        QTest::newRow("by class") << "blue-500"
                                  << "scout" << 2;
        QTest::newRow("by name, any case") << "blue-500"
                                           << "HORNET" << 1;
        QTest::newRow("nothing") << "blue-500"
                                 << "zeppelin" << 0;
        QTest::newRow("in battlegroups") << "helix-consolidated"
                                         << "picket" << 3;
        QTest::newRow("a group's name shows its ships") << "helix-consolidated"
                                                        << "spearhead" << 2;
    }
    void filteringTheShips()
    {
        QFETCH(QString, fleet);
        QFETCH(QString, text);
        QFETCH(int, shown);
        auto w = m_app->window(fleet);
        app::FleetTreeView *tree = treeOf(*w);
        QVERIFY(tree);
        const int all = int(w->document()->fleet().ships.size());
        QCOMPARE(tree->visibleShipCount(), all);
        QLineEdit *field = tree->filterField();
        QVERIFY(field->isVisible());
        field->setFocus();
        QTest::keyClicks(field, text);
        QCOMPARE(tree->visibleShipCount(), shown);
        // Still filtered after the list was rebuilt (a ship added and taken away again).
        w->selectShip(0);
        w->action(QStringLiteral("duplicateShip"))->trigger();
        w->document()->undoStack()->undo();
        test::settle();
        QCOMPARE(tree->visibleShipCount(), shown);
        QTest::keyClick(field, Qt::Key_Escape);
        QVERIFY(field->text().isEmpty());
        QCOMPARE(tree->visibleShipCount(), all);
    }

    // Names come first: at the default size, in English and German, the name column shows the
    // longest name whole; a long class is what gets elided.
    void namesComeFirst_data()
    {
        QTest::addColumn<QString>("fleet");
        QTest::addColumn<QString>("language");
        for (const char *language : {"en", "de"}) {
            for (const char *fleet : {"helix-consolidated", "blue-500", "narn-patrol",
                                      "imperial-patrol", "terran-task-force"}) {
                QTest::addRow("%s, %s", fleet, language) << fleet << language;
            }
        }
    }
    void namesComeFirst()
    {
        QFETCH(QString, fleet);
        QFETCH(QString, language);
        // German for this row only: the translators it installs go again at the end.
        const QList<QTranslator *> before = qApp->findChildren<QTranslator *>();
        if (language != QLatin1String("en"))
            i18n::installTranslations(QLocale(language));
        const auto restore = qScopeGuard([&before] {
            for (QTranslator *t : qApp->findChildren<QTranslator *>()) {
                if (!before.contains(t)) {
                    QCoreApplication::removeTranslator(t);
                    delete t;
                }
            }
        });
        auto w = m_app->window(fleet);
        w->resize(1280, 800);
        test::settle();
        QTreeView *tree = w->fleetTree();
        const QAbstractItemModel *model = tree->model();
        const int names = tree->header()->sectionSize(app::FleetTreeModel::NameColumn);
        const int classes = tree->header()->sectionSize(app::FleetTreeModel::ClassColumn);
        int longest = 0;
        for (const QString &name : shipNames(*w))
            longest = std::max(longest, tree->fontMetrics().horizontalAdvance(name));
        const int indent = model->rowCount() > 0 && model->rowCount(model->index(0, 0)) > 0
                               ? tree->indentation()
                               : 0;
        // Room for the name and the cell's margins.
        const int needed = longest + indent + 6;
        QVERIFY2(names >= needed,
                 qPrintable(QStringLiteral("name column %1 px, class column %2 px, the longest "
                                           "name needs %3 px")
                                .arg(names)
                                .arg(classes)
                                .arg(needed)));
    }
};

QTEST_MAIN(TestShipList)
#include "tst_ship_list.moc"
