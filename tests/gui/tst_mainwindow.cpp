// The main window as a player uses it, under the offscreen platform.

#include "GuiSupport.h"

#include <commands/FleetCommands.h>
#include <dialogs/NewFleetDialog.h>
#include <dialogs/PreferencesDialog.h>
#include <document/Settings.h>
#include <models/FleetTreeModel.h>
#include <models/IssuesModel.h>
#include <systems/SystemUi.h>
#include <widgets/CapacityStatus.h>
#include <widgets/FleetPage.h>

#include <model/io/FleetFile.h>
#include <model/systems/billionsuns/BillionSunsRoster.h>

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDropEvent>
#include <QIcon>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QTextDocumentFragment>
#include <QTimer>
#include <QTreeView>
#include <QUndoStack>

#include <sys/stat.h>

using namespace fw;

namespace {

QByteArray serialize(const app::MainWindow &w, const test::App &a)
{
    return model::FleetFile::serialize(w.document()->fleet(), a.registries->systems);
}

// Answers the next modal message box with `button`.
void answerNextMessageBox(QMessageBox::StandardButton button)
{
    QTimer::singleShot(0, [button] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget()))
            box->button(button)->click();
    });
}

QString writeTemp(const QTemporaryDir &dir, const char *name, const QByteArray &bytes)
{
    const QString path = dir.filePath(QLatin1String(name));
    QFile f(path);
    f.open(QIODevice::WriteOnly);
    f.write(bytes);
    return path;
}

} // namespace

class TestMainWindow : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<test::App> m_app;
    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase()
    {
        test::initGuiTest();
        m_app = std::make_unique<test::App>();
        QVERIFY(m_app->registries);
        QVERIFY(m_dir.isValid());
    }

    // The item models keep Qt's model contract through edits, inserts, removals and resets.
    void modelsPassTheModelTester_data()
    {
        QTest::addColumn<QString>("fleet");
        QTest::newRow("EasyStar, flat list") << "blue-500";
        QTest::newRow("A Billion Suns, battlegroups") << "helix-consolidated";
    }
    void modelsPassTheModelTester()
    {
        QFETCH(QString, fleet);
        auto w = m_app->window(fleet);
        QAbstractItemModelTester treeTester(w->fleetTree()->model(),
                                            QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester issuesTester(
            w->issuesView()->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        w->selectShip(1);
        w->action(QStringLiteral("addShip"))->trigger();
        w->action(QStringLiteral("duplicateShip"))->trigger();
        w->action(QStringLiteral("moveUp"))->trigger();
        w->action(QStringLiteral("removeShip"))->trigger();
        test::settle();
        for (int i = 0; i < 4; ++i)
            w->document()->undoStack()->undo();
        test::settle();
        while (w->document()->undoStack()->canRedo())
            w->document()->undoStack()->redo();
        test::settle();
    }

    void opensAFleet()
    {
        auto w = m_app->window(QStringLiteral("blue-500"));
        QCOMPARE(w->fleetTree()->model()->rowCount(), 5);
        QCOMPARE(w->fleetTree()->model()->index(0, 0).data().toString(),
                 QStringLiteral("Indomitable"));
        // The flagship is marked in the ship list (a star, and its tool tip); the others are not.
        const QAbstractItemModel *tree = w->fleetTree()->model();
        QVERIFY(!tree->index(0, 0).data(Qt::DecorationRole).value<QIcon>().isNull());
        QVERIFY2(tree->index(0, 0)
                     .data(Qt::ToolTipRole)
                     .toString()
                     .contains(QStringLiteral("the flagship")),
                 qPrintable(tree->index(0, 0).data(Qt::ToolTipRole).toString()));
        QVERIFY(tree->index(1, 0).data(Qt::DecorationRole).isNull());
        QCOMPARE(w->pointsText(), QStringLiteral("Fleet: 495 / 500 BP"));
        QCOMPARE(w->legalityText(), QStringLiteral("Legal"));
        QVERIFY(w->windowTitle().contains(QStringLiteral("Blue Fleet")));
        QVERIFY(!w->isWindowModified());
    }

    // Adding a ship changes points and issues; undo and redo restore the exact fleet.
    void addShipUndoRedo()
    {
        auto w = m_app->window(QStringLiteral("yellow-250"));
        const QByteArray before = serialize(*w, *m_app);
        QCOMPARE(w->pointsText(), QStringLiteral("Fleet: 245 / 250 BP"));
        w->selectShip(3);
        w->action(QStringLiteral("addShip"))->trigger();
        test::settle();
        QCOMPARE(w->document()->fleet().ships.size(), std::size_t(5));
        QCOMPARE(w->currentShip(), 4);
        QVERIFY(w->isWindowModified());
        // A destroyer (30 BP) takes the fleet over its budget: an error, in the title and status.
        QCOMPARE(w->pointsText(), QStringLiteral("Fleet: 275 / 250 BP"));
        QVERIFY(w->legalityText().startsWith(QStringLiteral("Not legal")));
        QVERIFY(w->windowTitle().contains(QStringLiteral("(not legal)")));
        const QByteArray after = serialize(*w, *m_app);

        w->action(QStringLiteral("undo"))->trigger();
        test::settle();
        QCOMPARE(serialize(*w, *m_app), before);
        QVERIFY(!w->isWindowModified());
        QCOMPARE(w->pointsText(), QStringLiteral("Fleet: 245 / 250 BP"));
        w->action(QStringLiteral("redo"))->trigger();
        test::settle();
        QCOMPARE(serialize(*w, *m_app), after);
        QVERIFY(w->isWindowModified());
    }

    void shipOperations()
    {
        auto w = m_app->window(QStringLiteral("sample-destroyers"));
        w->selectShip(2);
        w->action(QStringLiteral("duplicateShip"))->trigger();
        test::settle();
        QCOMPARE(w->document()->fleet().ships.at(3)->name, QStringLiteral("One-Shot Missile 2"));
        QCOMPARE(w->currentShip(), 3);
        w->action(QStringLiteral("moveUp"))->trigger();
        test::settle();
        QCOMPARE(w->document()->fleet().ships.at(2)->name, QStringLiteral("One-Shot Missile 2"));
        QCOMPARE(w->currentShip(), 2);
        w->action(QStringLiteral("removeShip"))->trigger();
        test::settle();
        QCOMPARE(w->document()->fleet().ships.size(), std::size_t(5));
        QCOMPARE(w->document()->fleet().ships.at(2)->name, QStringLiteral("One-Shot Missile"));
        // Undo all three, in one go back to the file.
        while (w->document()->undoStack()->canUndo())
            w->document()->undoStack()->undo();
        test::settle();
        QCOMPARE(serialize(*w, *m_app),
                 test::readFile(test::example(QStringLiteral("sample-destroyers"))));
    }

    // Double-clicking an issue selects the ship it names.
    void doubleClickIssueSelectsItsSubject()
    {
        const QString path = writeTemp(
            m_dir, "spike.fleet.json",
            R"({"format": "fleetwright-fleet", "formatVersion": 1, "system": "easystar", "name": "Spike", "budget": 250,
                "ships": [{"name": "A", "class": "destroyer", "flagship": true},
                          {"name": "B", "class": "destroyer", "weapons": [{"type": "beam", "mount": "dorsal", "range": 5}]}]})");
        auto w = m_app->window(path);
        w->selectShip(0);
        QTableView *view = w->issuesView();
        int row = -1;
        for (int r = 0; r < view->model()->rowCount(); ++r) {
            if (view->model()->index(r, 0).data(app::IssuesModel::SubjectRole).toString()
                == QLatin1String("ships[1].weapons[0].range"))
                row = r;
        }
        QVERIFY(row >= 0);
        const QModelIndex issue = view->model()->index(row, app::IssuesModel::MessageColumn);
        view->scrollTo(issue);
        const QRect rect = view->visualRect(issue);
        QVERIFY2(rect.isValid() && view->viewport()->rect().contains(rect.center()),
                 "the issue is not on screen");
        QSignalSpy doubleClicked(view, &QAbstractItemView::doubleClicked);
        // A real double-click: press and release, then the double-click (Qt 6.4's mouseDClick
        // sends only the latter).
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, rect.center());
        QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, rect.center());
        QCOMPARE(doubleClicked.count(), 1);
        QCOMPARE(w->currentShip(), 1);
        QCOMPARE(w->editorTabs()->currentIndex(), 1);
        QCOMPARE(w->fleetTree()->currentIndex().data(app::FleetTreeModel::ShipIndexRole).toInt(),
                 1);

        // A fleet-level subject shows the fleet page with the field focused.
        QVERIFY(w->focusSubject(QStringLiteral("budget")));
        QCOMPARE(w->editorTabs()->currentIndex(), 0);
    }

    // The status bar shows each capacity the current ship's game reports, as a link to its
    // breakdown, and nothing for a game without capacities.
    void statusBarShowsCapacities_data()
    {
        QTest::addColumn<QString>("fleet");
        QTest::addColumn<int>("ship");
        QTest::addColumn<QString>("expected"); // the label's text; empty: hidden
        QTest::newRow("EasyStar carrier") << "sample-destroyers" << 3 << "Weapon spaces: 6 / 6";
        QTest::newRow("EasyStar destroyer") << "sample-destroyers" << 0 << "Weapon spaces: 4 / 4";
        QTest::newRow("A Billion Suns") << "helix-consolidated" << 0 << QString();
    }
    void statusBarShowsCapacities()
    {
        QFETCH(QString, fleet);
        QFETCH(int, ship);
        QFETCH(QString, expected);
        auto w = m_app->window(fleet);
        w->selectShip(ship);
        test::settle();
        const auto *label = w->findChild<QLabel *>(QStringLiteral("capacities"));
        QVERIFY(label);
        const QAction *explain = w->action(QStringLiteral("capacityBreakdown"));
        QVERIFY(explain);
        if (expected.isEmpty()) {
            QVERIFY(label->isHidden());
            QVERIFY(!explain->isEnabled());
            return;
        }
        QVERIFY(!label->isHidden());
        QVERIFY(explain->isEnabled());
        QCOMPARE(QTextDocumentFragment::fromHtml(label->text()).toPlainText(), expected);
        QVERIFY2(label->text().contains(QLatin1String("href=\"capacity:spaces\"")),
                 qPrintable(label->text()));
    }

    // Whatever capacities a ship reports: each in the status text (red when over), each with
    // its own breakdown, all of them together for the menu action.
    void capacitiesOfAnyGame()
    {
        model::ShipReport ship;
        ship.name = QStringLiteral("Kestrel");
        model::CapacityReport hangar;
        hangar.key = QStringLiteral("hangar");
        hangar.label = QStringLiteral("Hangar slots");
        hangar.available.add(QStringLiteral("Hull"), 2, QStringLiteral("§1"));
        hangar.used.add(QStringLiteral("Fighters"), 3, QStringLiteral("§2"));
        model::CapacityReport power;
        power.key = QStringLiteral("power");
        power.label = QStringLiteral("Reactor power");
        power.used.add(QStringLiteral("Beam"), 5, QStringLiteral("§3"));
        power.unlimited = true;
        ship.capacities = {hangar, power};

        const QString html = app::capacityStatusText(ship);
        QCOMPARE(QTextDocumentFragment::fromHtml(html).toPlainText(),
                 QStringLiteral("Hangar slots: 3 / 2   Reactor power: 5 / no cap"));
        QVERIFY2(
            html.contains(QLatin1String("<a href=\"capacity:hangar\" style=\"color:#c0392b\">")),
            qPrintable(html));
        QVERIFY2(html.contains(QLatin1String("<a href=\"capacity:power\">")), qPrintable(html));
        QCOMPARE(app::capacityLinkKey(QStringLiteral("capacity:power")), QStringLiteral("power"));
        QCOMPARE(app::capacityLinkKey(QStringLiteral("ship")), QString());

        const app::CapacityBreakdown one = app::capacityBreakdown(ship, QStringLiteral("power"));
        QCOMPARE(one.title, QStringLiteral("Kestrel: Reactor power"));
        QCOMPARE(one.sections.size(), std::size_t(2));
        QCOMPARE(one.sections[0].title, QStringLiteral("Reactor power available"));
        QCOMPARE(one.sections[1].title, QStringLiteral("Reactor power used"));
        QCOMPARE(one.sections[1].breakdown.total(), 5);
        const app::CapacityBreakdown all = app::capacityBreakdown(ship);
        QCOMPARE(all.sections.size(), std::size_t(4));
        QCOMPARE(all.sections[0].breakdown.total(), 2);
        QVERIFY(app::capacityBreakdown(ship, QStringLiteral("crew")).sections.empty());
        QVERIFY(app::capacityStatusText(model::ShipReport()).isEmpty());
    }

    void saveAndReopen()
    {
        auto w = m_app->window(QStringLiteral("helix-consolidated"));
        w->selectShip(0);
        w->action(QStringLiteral("duplicateShip"))->trigger();
        test::settle();
        const QString path = m_dir.filePath(QStringLiteral("saved.fleet.json"));
        QVERIFY(w->saveAs(path));
        QVERIFY(!w->isWindowModified());
        const QByteArray saved = serialize(*w, *m_app);
        auto reopened = m_app->window(path);
        QCOMPARE(serialize(*reopened, *m_app), saved);
        QCOMPARE(test::readFile(path), saved);
    }

    // A corrupt file gives a message with the file, the place and the reason; nothing changes.
    void corruptFileKeepsTheAppUsable()
    {
        auto w = m_app->window(QStringLiteral("yellow-250"));
        const QByteArray before = serialize(*w, *m_app);
        const QString path = writeTemp(m_dir, "broken.fleet.json",
                                       "{\n  \"format\": \"fleetwright-fleet\",\n  oops\n}");
        QString error;
        QVERIFY(!w->openFile(path, true, &error));
        QVERIFY2(error.contains(QStringLiteral("broken.fleet.json:3:3")), qPrintable(error));
        QCOMPARE(serialize(*w, *m_app), before);
        // The same through the dialog a user sees.
        answerNextMessageBox(QMessageBox::Ok);
        QVERIFY(!w->openFile(path));
        w->action(QStringLiteral("addShip"))->trigger();
        test::settle();
        QCOMPARE(w->document()->fleet().ships.size(), std::size_t(5));
    }

    // A named pipe is no fleet: Open refuses it at once (reading it would freeze the window),
    // and Save As onto one leaves it a pipe and the fleet unsaved.
    void pipesAreRefused()
    {
        auto w = m_app->window(QStringLiteral("yellow-250"));
        w->action(QStringLiteral("addShip"))->trigger();
        test::settle();
        const QByteArray before = serialize(*w, *m_app);
        const QString fifo = m_dir.filePath(QStringLiteral("fleet.pipe"));
        QVERIFY(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
        QString error;
        QVERIFY(!w->openFile(fifo, true, &error));
        QCOMPARE(error, fifo
                            + QLatin1String(": is a named pipe, not a regular file; only regular "
                                            "files are read"));
        QCOMPARE(serialize(*w, *m_app), before);

        answerNextMessageBox(QMessageBox::Ok);
        QVERIFY(!w->saveAs(fifo));
        QVERIFY(QFileInfo(fifo).exists() && !QFileInfo(fifo).isFile());
        QVERIFY(w->isWindowModified());
        QVERIFY(w->document()->filePath() != QFileInfo(fifo).absoluteFilePath());
    }

    // Unsaved work autosaved before a crash is offered back, and restores the unsaved edits.
    void recoveryAfterACrash()
    {
        QTemporaryDir dir;
        QByteArray unsaved;
        {
            // The "crashed" session: its own store, with its copy left behind and unlocked.
            app::RecoveryStore crashed(dir.path());
            test::App other;
            auto fleet = test::parseFleet(
                *m_app->registries, test::readFile(test::example(QStringLiteral("yellow-250"))));
            fleet->ships.at(0)->name = QStringLiteral("Renamed before the crash");
            unsaved = model::FleetFile::serialize(*fleet, m_app->registries->systems);
            QVERIFY(crashed
                        .save(QStringLiteral("crashed"), unsaved,
                              QStringLiteral("/tmp/yellow.fleet.json"), fleet->name)
                        .isEmpty());
        } // the lock goes with the process; the copy stays
        app::RecoveryStore store(dir.path());
        QCOMPARE(store.orphans().size(), std::size_t(1));
        auto w = std::make_unique<app::MainWindow>(app::MainWindow::Context{
            m_app->registries->systems, m_app->registries->validators, m_app->uis, store});
        w->show();
        answerNextMessageBox(QMessageBox::Yes);
        QCOMPARE(w->offerRecovery(), 1);
        test::settle();
        QCOMPARE(serialize(*w, *m_app), unsaved);
        QCOMPARE(w->document()->fleet().ships.at(0)->name,
                 QStringLiteral("Renamed before the crash"));
        QVERIFY(w->isWindowModified()); // restored work is unsaved work
        QCOMPARE(w->document()->filePath(), QStringLiteral("/tmp/yellow.fleet.json"));
        QVERIFY(store.orphans().empty());
    }

    // The running window autosaves a modified fleet; its copy is never offered while it runs.
    void autosaveWhileRunning()
    {
        auto w = m_app->window(QStringLiteral("yellow-250"));
        w->action(QStringLiteral("addShip"))->trigger();
        test::settle();
        w->autosave();
        QDir dir(m_app->recoveryDir.path());
        QVERIFY(!dir.entryList({QStringLiteral("*.fleet.json")}).isEmpty());
        QVERIFY(m_app->recovery->orphans().empty());
        // Saving removes the copy.
        QVERIFY(w->saveAs(m_dir.filePath(QStringLiteral("autosaved.fleet.json"))));
        QVERIFY(dir.entryList({QStringLiteral("*.fleet.json")}).isEmpty());
    }

    void fleetPageEditsTheHeader()
    {
        auto w = m_app->window(QStringLiteral("yellow-250"));
        QVERIFY(w->focusSubject(QStringLiteral("name")));
        auto *name = w->fleetPage()->findChild<QLineEdit *>(QStringLiteral("fleetName"));
        QVERIFY(name);
        name->selectAll();
        QTest::keyClicks(name, QStringLiteral("Gold"));
        test::settle();
        QCOMPARE(w->document()->fleet().name, QStringLiteral("Gold"));
        // Typing merges into one undo step.
        QCOMPARE(w->document()->undoStack()->count(), 1);
        w->document()->undoStack()->undo();
        test::settle();
        QCOMPARE(w->document()->fleet().name, QStringLiteral("Yellow Fleet"));
        QCOMPARE(name->text(), QStringLiteral("Yellow Fleet"));
    }

    // File > New: the chosen game, name and the game's own first settings.
    void newFleetDialog()
    {
        app::NewFleetDialog dialog(m_app->registries->systems, m_app->uis, QString());
        auto *system = dialog.findChild<QComboBox *>(QStringLiteral("system"));
        auto *name = dialog.findChild<QLineEdit *>(QStringLiteral("name"));
        QVERIFY(system && name);
        system->setCurrentIndex(system->findData(QStringLiteral("billionsuns")));
        name->setText(QStringLiteral("Kestrel Holdings"));
        auto *scale = dialog.findChild<QSpinBox *>(QStringLiteral("scale"));
        QVERIFY(scale);
        scale->setValue(4);
        std::unique_ptr<model::Fleet> fleet = dialog.createFleet();
        QVERIFY(fleet);
        QCOMPARE(fleet->systemId, QStringLiteral("billionsuns"));
        QCOMPARE(fleet->name, QStringLiteral("Kestrel Holdings"));
        QCOMPARE(fleet->settingsAs<model::billionsuns::BillionSunsRoster>().scale, 4);

        system->setCurrentIndex(system->findData(QStringLiteral("easystar")));
        auto *budget = dialog.findChild<QSpinBox *>(QStringLiteral("budget"));
        QVERIFY(budget);
        budget->setValue(750);
        fleet = dialog.createFleet();
        QCOMPARE(fleet->systemId, QStringLiteral("easystar"));
        QCOMPARE(fleet->budget, std::optional<int>(750));
    }

    void preferencesAreKept()
    {
        app::PreferencesDialog dialog(m_app->registries->systems);
        auto *language = dialog.findChild<QComboBox *>(QStringLiteral("language"));
        auto *page = dialog.findChild<QComboBox *>(QStringLiteral("pageSize"));
        auto *system = dialog.findChild<QComboBox *>(QStringLiteral("defaultSystem"));
        QVERIFY(language && page && system);
        language->setCurrentIndex(language->findData(QStringLiteral("de")));
        page->setCurrentIndex(page->findData(QStringLiteral("letter")));
        system->setCurrentIndex(system->findData(QStringLiteral("billionsuns")));
        dialog.accept();
        QCOMPARE(app::Settings::language(), QStringLiteral("de"));
        QCOMPARE(app::Settings::pageSize(), QStringLiteral("letter"));
        QCOMPARE(app::Settings::defaultSystem(), QStringLiteral("billionsuns"));
        // A new window starts with an empty fleet of the default game.
        auto w = m_app->window();
        QCOMPARE(w->document()->system().id(), QStringLiteral("billionsuns"));
        app::Settings::setLanguage(QString());
        app::Settings::setDefaultSystem(QString());
    }

    // Closing with unsaved changes asks; Cancel keeps the window and the work.
    void closingAsksAboutUnsavedChanges()
    {
        auto w = m_app->window(QStringLiteral("yellow-250"));
        w->action(QStringLiteral("addShip"))->trigger();
        test::settle();
        // Each button has an access key.
        QStringList buttons;
        QTimer::singleShot(0, [&buttons] {
            if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
                for (const QAbstractButton *b : box->buttons())
                    buttons << b->text();
                box->button(QMessageBox::Cancel)->click();
            }
        });
        QVERIFY(!w->close());
        buttons.sort();
        QCOMPARE(buttons, QStringList({QStringLiteral("&Cancel"), QStringLiteral("&Save"),
                                       QStringLiteral("Do&n't Save")}));
        QVERIFY(w->isVisible());
        QCOMPARE(w->document()->fleet().ships.size(), std::size_t(5));
        answerNextMessageBox(QMessageBox::Discard);
        QVERIFY(w->close());
        // Nothing to ask about: closes at once.
        auto clean = m_app->window(QStringLiteral("yellow-250"));
        QVERIFY(clean->close());
    }

    void recentFiles()
    {
        auto w = m_app->window(QStringLiteral("yellow-250"));
        const QString path = m_dir.filePath(QStringLiteral("recent.fleet.json"));
        QVERIFY(w->saveAs(path));
        QCOMPARE(app::Settings::recentFiles().value(0), QFileInfo(path).absoluteFilePath());
        // A recent file that has gone is dropped from the list when it fails to open.
        QFile::remove(path);
        QVERIFY(!w->openFile(path, true));
        QVERIFY(!app::Settings::recentFiles().contains(QFileInfo(path).absoluteFilePath()));
    }

    void dropAFileToOpenIt()
    {
        auto w = m_app->window(QStringLiteral("yellow-250"));
        QMimeData mime;
        mime.setUrls({QUrl::fromLocalFile(test::example(QStringLiteral("blue-500")))});
        QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton,
                              Qt::NoModifier);
        QApplication::sendEvent(w.get(), &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(w.get(), &drop);
        QTRY_COMPARE(w->document()->fleet().name, QStringLiteral("Blue Fleet"));
    }

    void windowStateIsRestored()
    {
        {
            auto w = m_app->window();
            w->resize(1100, 700);
            QVERIFY(w->close());
        }
        auto again = m_app->window();
        QCOMPARE(again->size(), QSize(1100, 700));
    }

    // A rebuilt tree (here: a ship moved to another battlegroup, then undone) keeps the page the
    // player is on; the ship editor follows ships inserted before the current one.
    void treeRebuildsKeepThePage()
    {
        auto w = m_app->window(QStringLiteral("helix-consolidated"));
        w->selectShip(2);
        QVERIFY(w->focusSubject(QStringLiteral("name")));
        QCOMPARE(w->editorTabs()->currentIndex(), 0);
        auto moved = w->document()->fleet().ships.at(0)->clone();
        static_cast<model::billionsuns::BillionSunsShip &>(*moved).battlegroup
            = QStringLiteral("Picket");
        w->document()->undoStack()->push(
            new app::EditShipCommand(w->document(), 0, std::move(moved), QStringLiteral("Move")));
        test::settle();
        QCOMPARE(w->editorTabs()->currentIndex(), 0);
        w->action(QStringLiteral("undo"))->trigger();
        test::settle();
        QCOMPARE(w->editorTabs()->currentIndex(), 0);
        QCOMPARE(w->currentShip(), 2);

        auto inserted = w->document()->fleet().ships.at(5)->clone();
        w->document()->undoStack()->push(new app::InsertShipCommand(
            w->document(), 0, std::move(inserted), QStringLiteral("Insert")));
        test::settle();
        QCOMPARE(w->currentShip(), 3);
        QCOMPARE(w->shipEditor()->ship(), 3);
    }

    void copyAsText()
    {
        auto w = m_app->window(QStringLiteral("yellow-250"));
        w->copyFleetAsText();
        const QString text = QGuiApplication::clipboard()->text();
        // The list for forums: name, game and points, then each ship, the flagship starred.
        QVERIFY2(text.startsWith(QString::fromUtf8("Yellow Fleet\nEasyStar · 245 of 250 BP\n")),
                 qPrintable(text));
        QVERIFY2(text.contains(QString::fromUtf8("1. ★ Vigilant — Cruiser (110 BP)")),
                 qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("Legal.")));
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
