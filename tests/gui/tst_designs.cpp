// Designs as a shared concept: the Designs page and list, new, duplicate, remove, Import Designs
// with id clashes, one undo step per design edit that stores that design alone, and A Billion
// Suns' custom classes as designs without a change to the file.
#include "GuiSupport.h"

#include <commands/DesignCommands.h>
#include <commands/FleetCommands.h>
#include <commands/PushEdit.h>
#include <designer/EditingKit.h>
#include <models/FleetTreeModel.h>
#include <models/IssuesModel.h>

#include <model/io/FleetFile.h>
#include <model/systems/billionsuns/BillionSunsRoster.h>
#include <model/systems/sunder/SunderDesign.h>
#include <model/systems/talon/TalonDesign.h>

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QMessageBox>
#include <QPushButton>
#include <QSet>
#include <QSpinBox>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeView>
#include <QUndoStack>

using namespace fw;
using model::billionsuns::BillionSunsClass;
using model::billionsuns::BillionSunsRoster;
using model::billionsuns::customClass;
using model::sunder::SunderDesign;

namespace {

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QStringList designIds(const app::MainWindow &w)
{
    QStringList ids;
    for (const auto &d : w.document()->fleet().designs)
        ids << d->id();
    return ids;
}

// Clicks the button called `name` of the next modal message box, ticking its check box first
// when `forAll`.
void answerNextMessageBox(const char *name, bool forAll = false)
{
    QTimer::singleShot(0, [name, forAll] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        QVERIFY(box);
        if (forAll && box->checkBox())
            box->checkBox()->setChecked(true);
        auto *button = box->findChild<QPushButton *>(QLatin1String(name));
        QVERIFY2(button, name);
        button->click();
    });
}

} // namespace

class TestDesigns : public QObject
{
    Q_OBJECT

    std::unique_ptr<test::App> m_app;
    QTemporaryDir m_dir;

    std::unique_ptr<app::MainWindow> window(const QString &name
                                            = QStringLiteral("helix-consolidated"))
    {
        auto w = m_app->window(name);
        w->activateWindow();
        if (!QTest::qWaitForWindowActive(w.get()))
            QTest::qFail("the window is not active", __FILE__, __LINE__);
        return w;
    }

    // The example roster with its "lancer" changed to cost 9 and a second class "warden", as
    // another fleet file to import from.
    QString otherRoster()
    {
        auto w = window();
        auto *doc = w->document();
        app::pushEdit<BillionSunsClass>(*doc, 0, {QStringLiteral("x")},
                                        [](BillionSunsClass &d) { d.shipClass.cost = 9; });
        auto warden = doc->fleet().designs[0]->clone();
        warden->setId(QStringLiteral("warden"));
        warden->setName(QStringLiteral("Warden"));
        doc->undoStack()->push(
            new app::InsertDesignCommand(doc, 1, std::move(warden), QStringLiteral("x")));
        const QString path = m_dir.filePath(QStringLiteral("other.fleet.json"));
        if (!model::FleetFile::save(doc->fleet(), path, m_app->registries->systems))
            QTest::qFail("cannot save the roster to import from", __FILE__, __LINE__);
        return path;
    }

private Q_SLOTS:
    void initTestCase()
    {
        test::initGuiTest();
        m_app = std::make_unique<test::App>();
        QVERIFY(m_app->registries);
        QVERIFY(m_dir.isValid());
    }

    // A Billion Suns' custom classes are the fleet's designs, and the file does not change:
    // the example as saved before designs existed is written back byte for byte.
    void customClassesAreDesignsOnDisk()
    {
        const QString path = test::example(QStringLiteral("helix-consolidated"));
        model::LoadResult loaded = model::FleetFile::load(path, m_app->registries->systems);
        QVERIFY(loaded.ok());
        QCOMPARE(loaded.fleet->designs.size(), std::size_t(1));
        QCOMPARE(loaded.fleet->designs[0]->id(), QStringLiteral("lancer"));
        QCOMPARE(customClass(*loaded.fleet, 0).cost, 8);
        QCOMPARE(model::FleetFile::serialize(*loaded.fleet, m_app->registries->systems),
                 readFile(path));
    }

    // The Designs page exists for a game with designs, and not for one without.
    void designsPageFollowsTheGame()
    {
        auto w = window();
        QVERIFY(w->designEditor());
        QVERIFY(w->designList()->isVisibleTo(w.get()));
        QVERIFY(w->action(QStringLiteral("importDesigns"))->isVisible());
        QCOMPARE(w->designList()->model()->rowCount(), 1);
        // Two Lancers of the roster use it.
        QCOMPARE(w->designList()->model()->index(0, 2).data().toInt(), 2);
        QVERIFY(w->editorTabs()->indexOf(w->designEditor()->parentWidget()->parentWidget()) >= 0);
        QVERIFY(w->openFile(test::example(QStringLiteral("blue-500")), true));
        QVERIFY(!w->designEditor());
        QVERIFY(!w->designList()->isVisibleTo(w.get()));
        QVERIFY(!w->action(QStringLiteral("newDesign"))->isVisible());
        QCOMPARE(w->editorTabs()->count(), 2);
    }

    // Every game's designer guards its combo and spin boxes against the mouse wheel: scrolling
    // the Designs page past a field never changes it (only a focused field takes the wheel).
    void everyDesignerGuardsTheWheel()
    {
        const QDir examples(test::sourcePath(QStringLiteral("resources/examples")));
        QSet<QString> games;
        for (const QString &file :
             examples.entryList({QStringLiteral("*.fleet.json")}, QDir::Files, QDir::Name)) {
            auto w = m_app->window(examples.filePath(file));
            app::DesignEditor *editor = w->designEditor();
            if (!editor)
                continue;
            if (!w->document()->fleet().designs.empty())
                w->selectDesign(0);
            test::settle();
            const auto fields = editor->findChildren<QWidget *>();
            int checked = 0;
            for (QWidget *field : fields) {
                if (!qobject_cast<QAbstractSpinBox *>(field) && !qobject_cast<QComboBox *>(field))
                    continue;
                ++checked;
                QVERIFY2(app::wheelGuarded(field),
                         qPrintable(file + QLatin1String(": ") + field->objectName()));
            }
            QVERIFY2(checked > 0, qPrintable(file));
            games.insert(w->document()->fleet().systemId);
        }
        QCOMPARE(games, (QSet<QString>{QStringLiteral("billionsuns"), QStringLiteral("scs"),
                                       QStringLiteral("sunder"), QStringLiteral("talon")}));
    }

    // "New design…" in a ship's design choice makes a design for that ship in one undo step and
    // shows it on the Designs page with its name ready to be typed over; undo takes both back.
    void shipEditorMakesANewDesign_data()
    {
        QTest::addColumn<QString>("example");
        QTest::newRow("scs") << QStringLiteral("narn-patrol");
        QTest::newRow("sunder") << QStringLiteral("queens-court");
        QTest::newRow("talon") << QStringLiteral("talon-strike-group");
    }
    void shipEditorMakesANewDesign()
    {
        QFETCH(QString, example);
        auto w = window(example);
        w->selectShip(0);
        const model::Fleet &fleet = w->document()->fleet();
        const QString before = fleet.ships[0]->classId;
        const std::size_t designs = fleet.designs.size();
        auto *choice = w->shipEditor()->findChild<QComboBox *>(QStringLiteral("design"));
        QVERIFY(choice);
        const int last = choice->count() - 1;
        QCOMPARE(choice->itemText(last), QStringLiteral("New design…"));
        const int steps = w->document()->undoStack()->count();
        choice->setCurrentIndex(last);
        Q_EMIT choice->activated(last);
        test::settle();
        QCOMPARE(fleet.designs.size(), designs + 1);
        QCOMPARE(fleet.ships[0]->classId, fleet.designs.back()->id());
        QCOMPARE(w->document()->undoStack()->count(), steps + 1);
        QCOMPARE(w->designEditor()->design(), int(designs));
        QCOMPARE(QApplication::focusWidget()->objectName(), QStringLiteral("design.name"));
        w->document()->undoStack()->undo();
        QCOMPARE(fleet.designs.size(), designs);
        QCOMPARE(fleet.ships[0]->classId, before);
    }

    // On the Designs page, Add Ship makes a ship of the design shown there, named after it (a
    // Talon custom counter), not a copy of the last ship.
    void addShipOnTheDesignsPage()
    {
        auto w = window(test::sourcePath(QStringLiteral("tests/data/valid/talon-app.fleet.json")));
        const model::Fleet &fleet = w->document()->fleet();
        QVERIFY(!fleet.designs.empty());
        const QString id = fleet.designs[0]->id();
        // The last ship, which Add Ship copies elsewhere, of a built-in counter.
        app::pushEdit<model::talon::TalonShip>(
            *w->document(), int(fleet.ships.size()) - 1, {QStringLiteral("x")},
            [](model::talon::TalonShip &s) { s.classId = QStringLiteral("terran-dd"); });
        QCOMPARE(fleet.ships.back()->classId, QStringLiteral("terran-dd"));
        w->selectDesign(0);
        w->editorTabs()->setCurrentIndex(
            w->editorTabs()->indexOf(w->designEditor()->parentWidget()->parentWidget()));
        const std::size_t ships = fleet.ships.size();
        w->action(QStringLiteral("addShip"))->trigger();
        QCOMPARE(fleet.ships.size(), ships + 1);
        const model::ShipDesign &added = *fleet.ships[std::size_t(w->currentShip())];
        QCOMPARE(added.classId, id);
        QVERIFY2(added.name.startsWith(fleet.designs[0]->name()), qPrintable(added.name));
    }

    // A design's mark in the Designs list shows the worst severity of its issues: the error icon
    // for an error, the warning icon for a warning alone, none without.
    void designMarksShowTheWorstSeverity()
    {
        using validators::Severity;
        auto w = window(QStringLiteral("queens-court"));
        app::FleetDocument &doc = *w->document();
        const auto mark = [&] {
            test::settle();
            return qvariant_cast<QIcon>(
                       w->designList()->model()->index(0, 0).data(Qt::DecorationRole))
                .pixmap(16)
                .toImage();
        };
        const auto icon = [](Severity s) {
            return app::severityIcon(s).pixmap(16).toImage();
        };
        QVERIFY(mark().isNull());
        // No name: a warning (sunder.design.noName).
        app::pushEdit<SunderDesign>(doc, 0, {QStringLiteral("x")},
                                    [](SunderDesign &d) { d.card.name.clear(); });
        QCOMPARE(mark(), icon(Severity::Warning));
        // No MP on any track as well: an error.
        app::pushEdit<SunderDesign>(doc, 0, {QStringLiteral("x")},
                                    [](SunderDesign &d) { d.card.mp.clear(); });
        QCOMPARE(mark(), icon(Severity::Error));
    }

    // An edit to a design is one undo step that stores that design alone: undoing it leaves the
    // settings and the other designs as they are now.
    void undoOfADesignEditRestoresOnlyThatDesign()
    {
        auto w = window();
        auto *doc = w->document();
        doc->undoStack()->push(new app::InsertDesignCommand(
            doc, 1, doc->fleet().designs[0]->clone(), QStringLiteral("x")));
        const QString name = doc->fleet().designs[0]->name();
        QVERIFY(
            app::pushEdit<model::Design>(*doc, 0, {QStringLiteral("Rename")}, [](model::Design &d) {
                d.setName(QStringLiteral("Renamed"));
            }));
        QCOMPARE(doc->undoStack()->count(), 2);
        // Changes made behind the stack's back, to another design and to the settings.
        auto other = doc->fleet().designs[1]->clone();
        other->setName(QStringLiteral("Other"));
        doc->replaceDesign(1, std::move(other));
        auto roster
            = std::make_unique<BillionSunsRoster>(doc->fleet().settingsAs<BillionSunsRoster>());
        roster->corporation = QStringLiteral("Changed Corp");
        doc->replaceSettings(std::move(roster));
        doc->undoStack()->undo();
        QCOMPARE(doc->fleet().designs[0]->name(), name);
        QCOMPARE(doc->fleet().designs[1]->name(), QStringLiteral("Other"));
        QCOMPARE(doc->fleet().settingsAs<BillionSunsRoster>().corporation,
                 QStringLiteral("Changed Corp"));
    }

    // No step for an edit that changes nothing; consecutive edits of one field merge; a merge
    // back to the start leaves no step; the stack keeps at most its limit.
    void designEditSteps()
    {
        auto w = window();
        auto *doc = w->document();
        auto *stack = doc->undoStack();
        const auto setCost = [&](int cost, int key) {
            return app::pushEdit<BillionSunsClass>(
                *doc, 0, {QStringLiteral("Cost"), key},
                [cost](BillionSunsClass &d) { d.shipClass.cost = cost; });
        };
        QVERIFY(!setCost(8, 1));
        QCOMPARE(stack->count(), 0);
        QVERIFY(setCost(9, 1));
        QVERIFY(setCost(10, 1));
        QCOMPARE(stack->count(), 1);
        QCOMPARE(customClass(doc->fleet(), 0).cost, 10);
        QVERIFY(setCost(8, 1));
        QCOMPARE(stack->count(), 0);
        QCOMPARE(customClass(doc->fleet(), 0).cost, 8);
        QVERIFY(!doc->isModified());
        // Another field does not merge.
        QVERIFY(setCost(9, 1));
        QVERIFY(setCost(10, 2));
        QCOMPARE(stack->count(), 2);
        stack->undo();
        QCOMPARE(customClass(doc->fleet(), 0).cost, 9);

        QCOMPARE(stack->undoLimit(), app::FleetDocument::UndoLimit);
        for (int i = 0; i < app::FleetDocument::UndoLimit + 5; ++i)
            setCost(20 + i % 2, -1);
        QCOMPARE(stack->count(), app::FleetDocument::UndoLimit);
    }

    void duplicateAndRemove()
    {
        auto w = window();
        QAbstractItemModelTester tester(w->designList()->model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        w->selectDesign(0);
        w->action(QStringLiteral("duplicateDesign"))->trigger();
        test::settle();
        QCOMPARE(designIds(*w),
                 QStringList({QStringLiteral("lancer"), QStringLiteral("lancer-2")}));
        QCOMPARE(w->document()->fleet().designs[1]->name(), QStringLiteral("Lancer 2"));
        QCOMPARE(w->currentDesign(), 1);
        QCOMPARE(w->designEditor()->design(), 1);
        QCOMPARE(w->document()->undoStack()->count(), 1);
        // No ship uses the copy: removed without a question.
        w->action(QStringLiteral("removeDesign"))->trigger();
        test::settle();
        QCOMPARE(designIds(*w), QStringList({QStringLiteral("lancer")}));
        QCOMPARE(w->currentDesign(), 0);
        // The selection follows the design through undo and redo.
        w->document()->undoStack()->undo();
        test::settle();
        QCOMPARE(w->designList()->model()->rowCount(), 2);
        w->selectDesign(1);
        w->document()->undoStack()->undo(); // the duplicate goes
        test::settle();
        QCOMPARE(w->currentDesign(), 0);
        w->document()->undoStack()->redo();
        test::settle();
        w->selectDesign(1);
        w->document()->undoStack()->redo(); // removes design 1
        test::settle();
        QCOMPARE(w->currentDesign(), 0);
        QCOMPARE(w->designEditor()->design(), 0);
    }

    // Removing a design one ship uses asks about that ship in the singular: "1 ship of the fleet
    // uses", "the ship has no class", not "they have".
    void removeQuestionCountsTheShips()
    {
        auto w = window(QStringLiteral("narn-patrol"));
        w->selectDesign(0); // the Var'Nic: one ship
        QString text;
        QString informative;
        QTimer::singleShot(0, [&] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            QVERIFY(box);
            text = box->text();
            informative = box->informativeText();
            box->button(QMessageBox::Cancel)->click();
        });
        w->action(QStringLiteral("removeDesign"))->trigger();
        test::settle();
        QVERIFY2(text.startsWith(QStringLiteral("1 ship of the fleet uses")), qPrintable(text));
        QVERIFY2(informative.startsWith(QStringLiteral("Without the design the ship has")),
                 qPrintable(informative));
        QCOMPARE(int(w->document()->fleet().designs.size()), 4);
    }

    void importDesigns_data()
    {
        QTest::addColumn<int>("clash");
        QTest::addColumn<QStringList>("ids");
        QTest::addColumn<int>("lancerCost");
        QTest::addColumn<int>("imported");
        const QString lancer = QStringLiteral("lancer");
        const QString warden = QStringLiteral("warden");
        QTest::newRow("replace") << int(app::MainWindow::DesignClash::Replace)
                                 << QStringList({lancer, warden}) << 9 << 2;
        QTest::newRow("keep both")
            << int(app::MainWindow::DesignClash::KeepBoth)
            << QStringList({lancer, QStringLiteral("lancer-2"), warden}) << 8 << 2;
        QTest::newRow("skip") << int(app::MainWindow::DesignClash::Skip)
                              << QStringList({lancer, warden}) << 8 << 1;
    }

    // Import Designs copies another fleet's designs in one undo step; a clash of ids is
    // replaced, kept beside under a new id, or skipped.
    void importDesigns()
    {
        QFETCH(int, clash);
        QFETCH(QStringList, ids);
        QFETCH(int, lancerCost);
        QFETCH(int, imported);
        const QString path = otherRoster();
        auto w = window();
        const QByteArray before
            = model::FleetFile::serialize(w->document()->fleet(), m_app->registries->systems);
        QString error;
        QCOMPARE(w->importDesigns(path, app::MainWindow::DesignClash(clash), &error, true),
                 imported);
        QVERIFY(error.isEmpty());
        test::settle();
        QCOMPARE(designIds(*w), ids);
        QCOMPARE(customClass(w->document()->fleet(), 0).cost, lancerCost);
        QCOMPARE(w->document()->undoStack()->count(), 1);
        w->document()->undoStack()->undo();
        test::settle();
        QCOMPARE(model::FleetFile::serialize(w->document()->fleet(), m_app->registries->systems),
                 before);
    }

    // Asked: the answer can hold for the remaining clashes.
    void importAsks()
    {
        const QString path = otherRoster();
        auto w = window();
        answerNextMessageBox("replaceDesign", true);
        QCOMPARE(w->importDesigns(path), 2);
        QCOMPARE(customClass(w->document()->fleet(), 0).cost, 9);
        QCOMPARE(w->document()->undoStack()->count(), 1);
        // Imported again, both ids are taken: one question, kept both for all.
        answerNextMessageBox("keepBothDesigns", true);
        QCOMPARE(w->importDesigns(path), 2);
        QCOMPARE(designIds(*w),
                 QStringList({QStringLiteral("lancer"), QStringLiteral("warden"),
                              QStringLiteral("lancer-2"), QStringLiteral("warden-2")}));
    }

    // Files that cannot give designs say why, naming the file; nothing changes.
    void importRefusals()
    {
        auto w = window();
        QString error;
        QCOMPARE(w->importDesigns(test::example(QStringLiteral("blue-500")),
                                  app::MainWindow::DesignClash::Skip, &error, true),
                 -1);
        QVERIFY2(error.contains(QStringLiteral("blue-500.fleet.json"))
                     && error.contains(QStringLiteral("another game")),
                 qPrintable(error));
        const QString empty = m_dir.filePath(QStringLiteral("empty.fleet.json"));
        {
            auto source = window();
            while (!source->document()->fleet().designs.empty())
                source->document()->takeDesign(0);
            for (int i = int(source->document()->fleet().ships.size()) - 1; i >= 0; --i)
                source->document()->takeShip(i);
            QVERIFY(model::FleetFile::save(source->document()->fleet(), empty,
                                           m_app->registries->systems));
        }
        QCOMPARE(w->importDesigns(empty, app::MainWindow::DesignClash::Skip, &error, true), -1);
        QVERIFY2(error.contains(QStringLiteral("no designs")), qPrintable(error));
        QCOMPARE(w->importDesigns(m_dir.filePath(QStringLiteral("missing.json")),
                                  app::MainWindow::DesignClash::Skip, &error, true),
                 -1);
        QVERIFY2(error.contains(QStringLiteral("missing.json")), qPrintable(error));
        QCOMPARE(w->document()->undoStack()->count(), 0);
    }

    // A group says itself whether it takes new ships, and under which key.
    void groupsSayWhetherTheyTakeShips()
    {
        auto w = window();
        auto *doc = w->document();
        auto ship = doc->fleet().ships[0]->clone();
        static_cast<model::billionsuns::BillionSunsShip &>(*ship).battlegroup
            = QStringLiteral("Nowhere");
        doc->undoStack()->push(
            new app::InsertShipCommand(doc, 0, std::move(ship), QStringLiteral("x")));
        test::settle();
        auto *tree = static_cast<app::FleetTreeModel *>(w->fleetTree()->model());
        bool sawGathering = false;
        for (int g = 0; g < tree->rowCount(); ++g) {
            const app::ShipGroup *group = tree->groupAt(tree->index(g, 0));
            QVERIFY(group);
            if (group->name == QLatin1String("Nowhere")) {
                sawGathering = true;
                QVERIFY(!group->takesNewShips);
            } else {
                QVERIFY(group->takesNewShips);
                QCOMPARE(group->key, group->name);
                // A ship of the group stands for it too.
                if (tree->rowCount(tree->index(g, 0)) > 0)
                    QCOMPARE(tree->groupAt(tree->index(0, 0, tree->index(g, 0))), group);
            }
        }
        QVERIFY(sawGathering);
    }
};

QTEST_MAIN(TestDesigns)
#include "tst_designs.moc"
